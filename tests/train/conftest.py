"""Fixtures for trainer tests: tiny prepared datasets written per the data contract."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the shards helper lives next to the tests

from shards import make_dataset  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def _few_threads():
    import torch

    torch.set_num_threads(2)


@pytest.fixture(scope="session")
def tiny_data(tmp_path_factory) -> Path:
    return make_dataset(tmp_path_factory.mktemp("data") / "prepared", n_train=48, n_val=8, seq_len=64)


def tiny_cfg(model_dir: Path, *overrides: str):
    from quilltune.config import load_config

    base = [f"model.name={model_dir}", "train.micro_batch_size=4", "train.optim.warmup_steps=1",
            "train.eval_every=1000", "train.seed=0"]
    return load_config(None, base + list(overrides))


def read_metrics(run_dir: Path) -> tuple[list[dict], list[dict]]:
    rows = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]
    return [r for r in rows if r.get("kind") != "eval"], [r for r in rows if r.get("kind") == "eval"]
