"""Fixtures of the prepare tests: nasty corpus, and one shared prepared folder (PII off)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from prepare_corpus import build_nasty_corpus  # noqa: E402


@pytest.fixture(scope="session")
def nasty_corpus(tmp_path_factory) -> Path:
    return build_nasty_corpus(tmp_path_factory.mktemp("nasty") / "corpus")


def prepare_dir(inputs: list[str], out: Path, tokenizer_dir: Path, **data) -> dict:
    from quilltune.prepare.config import PrepareConfig
    from quilltune.prepare.pipeline import run_prepare

    data.setdefault("pii", {"enabled": False})
    data.setdefault("min_chars", 100)
    cfg = PrepareConfig(inputs=inputs, **data)
    return run_prepare(cfg, out, tokenizer_dir, "smollm2-135m-instruct", progress=False)


@pytest.fixture(scope="session")
def prepared(nasty_corpus, embedded_model_dir, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("prepared") / "data"
    prepare_dir([str(nasty_corpus)], out, embedded_model_dir, seq_len=256, val_ratio=0.2)
    return out


def read_jsonl(path: Path) -> list[dict]:
    """Rows of a JSONL file."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
