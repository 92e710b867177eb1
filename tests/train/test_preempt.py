"""SIGTERM: the run finishes its step, saves a usable checkpoint, says 'preempted' and exits 3."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from train_helpers import tiny_cfg

from quilltune.config import dump_config
from quilltune.train.api import train
from quilltune.train.checkpoint import verify


def test_sigterm_saves_a_checkpoint_and_resume_finishes(tiny_llama_dir, tiny_data, tmp_path):
    cfg_file = tmp_path / "run.yaml"
    cfg_file.write_text(dump_config(tiny_cfg(tiny_llama_dir, "train.method=lora", "train.max_steps=500")))
    run = tmp_path / "run"
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from quilltune.cli import main; main()",
            "train",
            str(cfg_file),
            "--data",
            str(tiny_data),
            "--out",
            str(run),
            "--no-progress",
            "--json",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        deadline = time.time() + 180
        metrics = run / "metrics.jsonl"
        while time.time() < deadline and not (metrics.is_file() and metrics.read_text().count("\n") >= 2):
            assert proc.poll() is None, proc.communicate()[1][-2000:]
            time.sleep(0.2)
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 3, err[-2000:]
    assert "resume with --resume auto" in err
    summary = json.loads((run / "summary.json").read_text())
    assert summary["status"] == "preempted" and 2 <= summary["steps"] < 500
    assert json.loads(out)["status"] == "preempted"
    stopped = summary["steps"]
    state = verify(run / "checkpoints" / f"step-{stopped:08d}")
    position = state["data_position"]  # 4 rows a step, 48 rows an epoch (tiny_data)
    assert state["step"] == stopped and position["epoch"] * 48 + position["rows"] == 4 * stopped
    assert not (run / ".lock").exists()

    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora", f"train.max_steps={stopped + 2}")
    resumed = train(cfg, run, data_dir=tiny_data, resume="auto", progress=False)
    assert resumed["status"] == "completed" and resumed["steps"] == stopped + 2
    assert resumed["resumed_from"].endswith(f"step-{stopped:08d}")
