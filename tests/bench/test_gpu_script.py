"""benchmarks/gpu/run.sh is run on a lent GPU box a few minutes at a time, with no chance to debug
there: its --cpu-smoke mode runs every part's code path on tiny shapes here. Checks that each part
writes a complete result (finite losses, the planner's memory next to the measurement, all three
bench systems), not its speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_gpu_benchmark_script_smoke_runs_every_part(tmp_path):
    out = tmp_path / "out"
    env = {**os.environ, "OUT": str(out), "GPU_BENCH_WORK": str(tmp_path / "work"), "PY": sys.executable}
    proc = subprocess.run(
        ["bash", str(REPO / "benchmarks/gpu/run.sh"), "--cpu-smoke"],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary = json.loads((out / "gpu-bench.json").read_text())
    parts = summary["parts"]
    assert set(parts) == {"lora-8b", "qlora-70b", "bench-1b"}, parts
    for name in ("lora-8b", "qlora-70b"):
        part = parts[name]
        assert "error" not in part, part
        assert part["loss_finite"] and part["tokens_per_second"] > 0
        assert part["plan_memory"]["total_gib"] > 0 and part["micro_batch"] >= 1
    systems = parts["bench-1b"]["systems"]
    assert set(systems) == {"quilltune", "trl", "hf"}
    for name, row in systems.items():
        assert "error" not in row, (name, row)
        assert row["trained_tokens_per_second"] > 0 and row["val_loss"] > 0
