"""Checkpoints: resume reproduces the uninterrupted trajectory; corrupt ones are skipped."""

from __future__ import annotations

import shutil

import pytest
from train_helpers import read_metrics, tiny_cfg

from quilltune.errors import IntegrityError
from quilltune.train.api import train
from quilltune.train.checkpoint import find_resume, verify


def _cfg(model_dir):
    # Dropout on, so the test also proves the RNG state is restored.
    return tiny_cfg(model_dir, "train.method=lora", "model.dtype=fp32", "train.bf16=false", "train.lora.dropout=0.1",
                    "train.max_steps=6", "train.save_every=3", "train.keep_last=3", "train.optim.lr=1e-2")


def test_resume_reproduces_the_uninterrupted_run(tiny_llama_dir, tiny_data, tmp_path):
    full = tmp_path / "full"
    train(_cfg(tiny_llama_dir), full, data_dir=tiny_data, progress=False)
    reference, _ = read_metrics(full)

    # The same run killed (kill -9) after step 6 was logged but before its final checkpoint: the
    # newest checkpoint is step 3 and metrics.jsonl holds rows past it, which resume must drop.
    cut = tmp_path / "cut"
    shutil.copytree(full, cut)
    shutil.rmtree(cut / "checkpoints" / "step-00000006")
    shutil.rmtree(cut / "adapter")
    with open(cut / "metrics.jsonl", "a") as f:
        f.write('{"step": 7, "loss": 1.0')  # a line cut short by the kill

    summary = train(_cfg(tiny_llama_dir), cut, data_dir=tiny_data, resume="auto", progress=False)
    resumed, _ = read_metrics(cut)
    assert summary["resumed_from"].endswith("step-00000003") and summary["steps"] == 6
    assert [r["step"] for r in resumed] == list(range(1, 7))
    assert [r["tokens"] for r in resumed] == [r["tokens"] for r in reference]
    for a, b in zip(resumed[3:], reference[3:], strict=True):
        assert a["loss"] == pytest.approx(b["loss"], abs=1e-6)
        assert a["grad_norm"] == pytest.approx(b["grad_norm"], rel=1e-5)
        assert a["lr"] == pytest.approx(b["lr"], rel=1e-12)


def test_corrupt_or_partial_checkpoints_are_skipped(tiny_llama_dir, tiny_data, tmp_path):
    run = tmp_path / "run"
    train(_cfg(tiny_llama_dir), run, data_dir=tiny_data, progress=False)
    ckpts = run / "checkpoints"
    newest = ckpts / "step-00000006"
    assert find_resume(ckpts, "auto") == newest
    opt = newest / "optimizer.pt"
    opt.write_bytes(opt.read_bytes()[:-10] + b"0123456789")  # bit rot in the newest
    with pytest.raises(IntegrityError, match="checksum"):
        verify(newest)
    partial = ckpts / "step-00000009"  # a save killed before COMPLETE was written
    shutil.copytree(ckpts / "step-00000003", partial)
    (partial / "COMPLETE").unlink()
    with pytest.warns(UserWarning, match="skipping checkpoint"):
        assert find_resume(ckpts, "auto") == ckpts / "step-00000003"
