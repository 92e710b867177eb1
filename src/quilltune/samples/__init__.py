"""The shipped sample legal corpus (fake, generated deterministically, with planted fake PII)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def sample_corpus_dir() -> Path:
    """Folder of the sample corpus text files (``builtin:sample-legal``)."""
    return HERE / "legal"


def planted_pii_path() -> Path:
    """JSON list of the fake PII values planted in the sample corpus, for leak tests."""
    return HERE / "planted_pii.json"
