"""Fixtures for trainer tests: tiny prepared datasets written per the data contract."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the shards helper lives next to the tests

from shards import make_dataset  # noqa: E402
from train_helpers import read_metrics, tiny_cfg  # noqa: E402,F401 (kept importable from here)


@pytest.fixture(autouse=True, scope="session")
def _few_threads():
    import torch

    torch.set_num_threads(2)


@pytest.fixture(scope="session")
def tiny_data(tmp_path_factory) -> Path:
    return make_dataset(tmp_path_factory.mktemp("data") / "prepared", n_train=48, n_val=8, seq_len=64)
