"""A small prepared-data folder (the real prepare stage, sequence 128) shared by the bench tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def tiny_prepared(tmp_path_factory, tiny_llama_dir, legal_public) -> Path:
    from quilltune.config import load_config
    from quilltune.prepare.api import ensure_prepared

    # Two policy folders (~150 KB) with the tiny model's tokenizer; PII by rules only (no spaCy
    # load), which is what the bench tests need: real packed rows, quickly.
    inputs = [
        str(legal_public / "site-policy" / "Policies" / name)
        for name in ("acceptable-use-policies", "content-removal-policies")
    ]
    cfg = load_config(
        None,
        [
            f"model.name={tiny_llama_dir}",
            f"data.inputs={inputs}",
            "data.seq_len=128",
            "data.val_ratio=0.4",
            "data.pii.ner=false",
        ],
    )
    return ensure_prepared(cfg, out=tmp_path_factory.mktemp("bench-data") / "prepared", progress=False)
