"""End-to-end single-process runs on a tiny Llama: each method learns and leaves a complete run folder."""

from __future__ import annotations

import json

import pytest
import yaml
from shards import make_dataset
from train_helpers import read_metrics, tiny_cfg

from quilltune.train.api import train
from quilltune.train.checkpoint import verify

SUMMARY_KEYS = {
    "status",
    "steps",
    "tokens",
    "wall_seconds",
    "tokens_per_second",
    "mfu",
    "cost_usd",
    "final_loss",
    "final_val_loss",
    "base_model",
    "data_dir",
    "adapter",
    "plan_vs_actual",
    "cpu_others_cores",
}


@pytest.mark.parametrize("method,lr", [("qlora", 1e-2), ("lora", 1e-2), ("full", 3e-3)])
def test_method_learns_and_writes_the_run_folder(method, lr, tiny_llama_dir, tmp_path):
    # One micro-batch holds the whole train split, so every step sees the same rows and the loss
    # curve shows learning rather than batch-to-batch noise.
    tiny_data = make_dataset(tmp_path / "data", n_train=4, n_val=4, packing=False)
    run = tmp_path / "run"
    cfg = tiny_cfg(
        tiny_llama_dir,
        f"train.method={method}",
        "train.max_steps=6",
        f"train.optim.lr={lr}",
        "train.eval_every=3",
        "train.save_every=3",
    )
    summary = train(cfg, run, data_dir=tiny_data, progress=False)

    steps, evals = read_metrics(run)
    losses = [r["loss"] for r in steps]
    assert [r["step"] for r in steps] == list(range(1, 7))
    assert losses[-1] < losses[0] - 0.1 and min(losses[3:]) < min(losses[:3]), losses
    assert [e["step"] for e in evals] == [3, 6]  # periodic and final validation
    for r in steps:
        assert r["tokens_per_second"] > 0 and r["rss_mb"] > 0 and r["grad_norm"] > 0 and r["lr"] > 0
        assert {"tokens", "tokens_per_second_per_device", "mfu", "cost_usd", "eta_s"} <= r.keys()
        assert r["cpu_others_cores"] >= 0  # cores other processes kept busy during the step

    assert SUMMARY_KEYS <= summary.keys()
    assert json.loads((run / "summary.json").read_text()) == json.loads(json.dumps(summary))
    assert summary["status"] == "completed" and summary["steps"] == 6
    assert summary["final_val_loss"] == pytest.approx(evals[-1]["val_loss"])
    assert yaml.safe_load((run / "config.yaml").read_text())["train"]["method"] == method
    assert (run / "plan.json").is_file()
    assert verify(run / "checkpoints" / "step-00000006")["step"] == 6
    assert (run / "checkpoints" / "step-00000003" / "COMPLETE").is_file()
    assert not (run / ".lock").exists()
    final = run / ("model" if method == "full" else "adapter")
    assert summary["adapter"] == str(final)
    if method != "full":
        from peft import PeftModel
        from transformers import AutoModelForCausalLM

        tuned = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(tiny_llama_dir), final)
        assert any("lora_" in n for n, _ in tuned.named_parameters())
    else:
        assert (final / "model.safetensors").is_file()
