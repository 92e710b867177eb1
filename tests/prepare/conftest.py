"""Fixtures of the prepare tests: nasty corpus, and one shared prepared folder (PII off)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from prepare_corpus import build_nasty_corpus  # noqa: E402
from prepare_helpers import prepare_dir  # noqa: E402


@pytest.fixture(scope="session")
def nasty_corpus(tmp_path_factory) -> Path:
    return build_nasty_corpus(tmp_path_factory.mktemp("nasty") / "corpus")


@pytest.fixture(scope="session")
def prepared(nasty_corpus, embedded_model_dir, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("prepared") / "data"
    prepare_dir([str(nasty_corpus)], out, embedded_model_dir, seq_len=256, val_ratio=0.2)
    return out
