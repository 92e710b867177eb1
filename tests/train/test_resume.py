"""Checkpoints: resume reproduces the uninterrupted trajectory; corrupt ones are skipped."""

from __future__ import annotations

import shutil

import pytest
from train_helpers import read_metrics, tiny_cfg

from quilltune.errors import ConfigError, IntegrityError
from quilltune.plan.layout import BatchLayout
from quilltune.train.api import train
from quilltune.train.checkpoint import check_resume_layout, find_resume, verify


def _cfg(model_dir, *extra: str):
    # Dropout on, so the test also proves the RNG state is restored.
    return tiny_cfg(
        model_dir,
        "train.method=lora",
        "model.dtype=fp32",
        "train.bf16=false",
        "train.lora.dropout=0.1",
        "train.max_steps=6",
        "train.save_every=3",
        "train.keep_last=3",
        "train.optim.lr=1e-2",
        *extra,
    )


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


def test_resume_with_another_micro_batch_split_of_the_same_step(tiny_llama_dir, tiny_data, tmp_path):
    """Micro-batch 4 x 1 checkpointed, resumed as 2 x 2: the same rows per step, so the same losses.
    (Dropout off: its masks depend on the micro-batch shape.)"""
    full = tmp_path / "full"
    train(_cfg(tiny_llama_dir, "train.lora.dropout=0.0"), full, data_dir=tiny_data, progress=False)
    reference, _ = read_metrics(full)
    cut = tmp_path / "cut"
    shutil.copytree(full, cut)
    shutil.rmtree(cut / "checkpoints" / "step-00000006")
    shutil.rmtree(cut / "adapter")
    split = _cfg(tiny_llama_dir, "train.lora.dropout=0.0", "train.micro_batch_size=2", "train.grad_accum=2")
    train(split, cut, data_dir=tiny_data, resume="auto", progress=False)
    resumed, _ = read_metrics(cut)
    assert [r["tokens"] for r in resumed] == [r["tokens"] for r in reference]
    for a, b in zip(resumed[3:], reference[3:], strict=True):
        assert a["loss"] == pytest.approx(b["loss"], rel=1e-4)


def test_a_different_step_size_or_a_zero3_reshard_is_refused_with_the_fix(tmp_path):
    saved = {"world_size": 2, "micro_batch_size": 2, "grad_accum": 2}
    check_resume_layout(saved, BatchLayout(4, 1, 2, 64), "fsdp2", tmp_path)  # 8 rows either way: fine
    with pytest.raises(ConfigError, match=r"8 rows per optimizer step.*set train.grad_accum=4"):
        check_resume_layout(saved, BatchLayout(1, 2, 2, 64), "single", tmp_path)
    with pytest.raises(ConfigError, match="ZeRO-3 .* cannot re-partition"):
        check_resume_layout(saved, BatchLayout(4, 1, 2, 64), "zero3", tmp_path)
    check_resume_layout(
        None, BatchLayout(1, 1, 1, 64), "single", tmp_path
    )  # checkpoints older than the field
