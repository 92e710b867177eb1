"""Helpers shared by the prepare tests. A module of its own name, not ``conftest``: when several
test folders are collected together, ``from conftest import ...`` may find another folder's conftest."""

from __future__ import annotations

import json
from pathlib import Path

from quilltune.prepare.split import unit_hash


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


def assign_splits(groups: list[str], val_ratio: float, seed: int) -> dict[str, str]:
    """The whole-corpus reference of ``quilltune.prepare.split.SplitStream``: deterministic by
    (group, seed). With >= 2 groups, validation is never empty: the group with the smallest hash
    goes there when chance put none in it (small corpora)."""
    split: dict[str, str] = {}
    lowest = highest = None  # (hash, group), the first of ties as min()/max() would pick
    for g in groups:
        if g in split:
            continue
        v = unit_hash(g, seed)
        split[g] = "validation" if v < val_ratio else "train"
        if lowest is None or v < lowest[0]:
            lowest = (v, g)
        if highest is None or v > highest[0]:
            highest = (v, g)
    if len(split) >= 2 and "validation" not in split.values():
        split[lowest[1]] = "validation"
    if len(split) >= 2 and "train" not in split.values():
        split[highest[1]] = "train"
    return split
