"""Fixtures for fault-injection tests: a tiny prepared dataset and a tiny run config."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # faultkit.py lives next to the tests

from faultkit import train_shards  # noqa: E402


@pytest.fixture(scope="session")
def fault_data(tmp_path_factory) -> Path:
    return train_shards().make_dataset(
        tmp_path_factory.mktemp("fault-data") / "prepared", n_train=96, n_val=8, seq_len=64
    )


@pytest.fixture(scope="session")
def fault_config(tmp_path_factory, tiny_llama_dir) -> Path:
    """24 LoRA steps of the 2-layer Llama: checkpoint every 4, validate every 6."""
    path = tmp_path_factory.mktemp("fault-cfg") / "faults.yaml"
    path.write_text(
        f"name: faults\nmodel: {{name: '{tiny_llama_dir}', dtype: fp32}}\n"
        "train:\n  method: lora\n  lora: {r: 4, alpha: 8}\n  micro_batch_size: 2\n  max_steps: 24\n"
        "  save_every: 4\n  eval_every: 6\n  eval_batches: 2\n  keep_last: 2\n  bf16: false\n"
        "  optim: {warmup_steps: 2, lr: 0.001}\n",
        encoding="utf-8",
    )
    return path
