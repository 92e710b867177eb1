"""A run started with a relative --out from any cwd records absolute paths that readers can follow."""

from __future__ import annotations

import json

from train_helpers import tiny_cfg

from quilltune.evaluate.run_folder import open_run
from quilltune.train.api import train


def test_relative_out_records_absolute_paths(tiny_llama_dir, tiny_data, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora", "train.max_steps=1")
    train(cfg, "runs/rel", data_dir=tiny_data, progress=False)
    summary = json.loads((tmp_path / "runs/rel/summary.json").read_text())
    for key in ("adapter", "data_dir", "base_model"):
        assert summary[key].startswith("/"), (key, summary[key])
    monkeypatch.chdir(tmp_path.parent)  # a reader elsewhere still finds everything
    run = open_run(tmp_path / "runs/rel")
    assert run.adapter_dir is not None and (run.adapter_dir / "adapter_config.json").is_file()


def test_summary_says_where_the_time_outside_the_steps_went(tiny_llama_dir, tiny_data, tmp_path):
    import time

    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora", "train.max_steps=1")
    t0 = time.perf_counter()
    summary = train(cfg, tmp_path / "run", data_dir=tiny_data, progress=False)
    elapsed = time.perf_counter() - t0
    phases = summary["phase_seconds"]
    assert list(phases) == [
        "run_folder_plan_and_checks",
        "load_model",
        "build_trainer",
        "train_loop_with_evaluations",
        "save_weights",
    ]
    assert all(v >= 0 for v in phases.values()) and sum(phases.values()) <= elapsed
