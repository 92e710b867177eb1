"""evaluate → report → export on a run folder produced by the real training engine (quilltune.train)."""

from __future__ import annotations

import json

import pytest


@pytest.fixture(scope="module")
def engine_run(tiny_run_dir, tiny_llama_dir, tmp_path_factory):
    from quilltune.config import load_config
    from quilltune.train.api import train

    cfg = load_config(
        None,
        [
            f"model.name={tiny_llama_dir}",
            "model.dtype=fp32",
            "train.method=lora",
            "train.max_steps=4",
            "train.micro_batch_size=2",
            "train.optim.warmup_steps=1",
            "train.eval_every=2",
            "train.eval_batches=1",
            "train.bf16=false",
            "data.seq_len=256",
            "eval.max_pairs=5",
            "eval.num_generations=2",
            "eval.max_new_tokens=6",
            "eval.max_batches=2",
        ],
    )
    out = tmp_path_factory.mktemp("engine") / "run"
    summary = train(cfg, out, data_dir=tiny_run_dir.parent / "data", progress=False)
    assert summary["status"] == "completed"
    return out


def test_engine_run_evaluates_reports_and_exports(engine_run, tmp_path):
    from quilltune.evaluate.api import evaluate_run
    from quilltune.export.api import export
    from quilltune.report.api import write_report

    ev = evaluate_run(engine_run, progress=False)
    assert ev["loss"]["base"]["tokens"] == ev["loss"]["tuned"]["tokens"] > 0
    assert ev["generation"]["pairs"] == 5 and len(ev["samples"]) == 2
    html = write_report(engine_run).read_text()
    report = json.loads((engine_run / "report.json").read_text())
    assert len(report["curves"]["step"]) == 4 and report["curves"]["val_loss"]
    assert report["status"] == "completed" and "Evaluation: base versus tuned" in html
    out = export(engine_run, "adapter", tmp_path / "adapter")
    assert (out / "adapter_model.safetensors").is_file() and "Data lineage" in (out / "README.md").read_text()
