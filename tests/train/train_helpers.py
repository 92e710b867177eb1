"""Helpers shared by the trainer tests (a uniquely named module: ``from conftest import`` clashes
with other test folders' conftest.py when several folders run in one pytest session)."""

from __future__ import annotations

import json
from pathlib import Path


def tiny_cfg(model_dir: Path, *overrides: str):
    from quilltune.config import load_config

    base = [
        f"model.name={model_dir}",
        "train.micro_batch_size=4",
        "train.optim.warmup_steps=1",
        "train.eval_every=1000",
        "train.seed=0",
    ]
    return load_config(None, base + list(overrides))


def read_metrics(run_dir: Path) -> tuple[list[dict], list[dict]]:
    rows = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]
    return [r for r in rows if r.get("kind") != "eval"], [r for r in rows if r.get("kind") == "eval"]
