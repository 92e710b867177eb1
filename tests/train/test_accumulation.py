"""Gradient accumulation is normalised over the whole step: micro 8 x accum 1 == micro 4 x accum 2."""

from __future__ import annotations

import pytest
from shards import make_dataset
from train_helpers import read_metrics, tiny_cfg

from quilltune.train.api import train


def test_micro8_accum1_equals_micro4_accum2(tiny_llama_dir, tmp_path):
    data = make_dataset(tmp_path / "data", n_train=120, n_val=4, seq_len=64, seed=5)
    runs = {}
    for mb, ga in ((8, 1), (4, 2)):
        cfg = tiny_cfg(
            tiny_llama_dir,
            "train.method=full",
            "model.dtype=fp32",
            "train.bf16=false",
            f"train.micro_batch_size={mb}",
            f"train.grad_accum={ga}",
            "train.max_steps=3",
            "train.optim.lr=1e-3",
        )
        train(cfg, tmp_path / f"mb{mb}", data_dir=data, progress=False)
        runs[(mb, ga)], _ = read_metrics(tmp_path / f"mb{mb}")
    a, b = runs[(8, 1)], runs[(4, 2)]
    assert [r["tokens"] for r in a] == [r["tokens"] for r in b]
    assert [r["loss_tokens"] for r in a] == [r["loss_tokens"] for r in b]
    for ra, rb in zip(a, b, strict=True):
        assert ra["loss"] == pytest.approx(rb["loss"], rel=1e-5)
        assert ra["grad_norm"] == pytest.approx(rb["grad_norm"], rel=1e-4)
