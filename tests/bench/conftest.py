"""A tiny prepared-data folder (the bench's dev builder, sequence 128) shared by the bench tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def tiny_prepared(tmp_path_factory, tiny_llama_dir, legal_public) -> Path:
    from quilltune.bench.dev_data import build_dev_data

    return build_dev_data(legal_public, tiny_llama_dir, tmp_path_factory.mktemp("bench-data"), seq_len=128,
                          limit_chars=60_000)
