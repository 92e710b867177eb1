"""Helpers shared by the prepare tests. A module of its own name, not ``conftest``: when several
test folders are collected together, ``from conftest import ...`` may find another folder's conftest."""

from __future__ import annotations

import json
from pathlib import Path


def prepare_dir(inputs: list[str], out: Path, tokenizer_dir: Path, **data) -> dict:
    from quilltune.prepare.config import PrepareConfig
    from quilltune.prepare.pipeline import run_prepare

    data.setdefault("pii", {"enabled": False})
    data.setdefault("min_chars", 100)
    cfg = PrepareConfig(inputs=inputs, **data)
    return run_prepare(cfg, out, tokenizer_dir, "smollm2-135m-instruct", progress=False)


def read_jsonl(path: Path) -> list[dict]:
    """Rows of a JSONL file."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
