"""benchmarks/gpu/run.sh is run on a lent GPU box a few minutes at a time, with no chance to debug
there: its --cpu-smoke mode runs every part's code path on tiny shapes here. Checks that each part
writes a complete result (finite losses, the planner's memory next to the measurement, the bench
systems), not its speed.

The default suite runs the 8B- and 70B-shaped parts (quilltune's own training paths: LoRA, QLoRA NF4,
the planner beside them). The 1B part goes through the same ``run_bench`` as ``quilltune bench``, whose
three-system run tests/bench/test_bench_command.py checks; the smoke of every part with all three
bench systems is ``slow`` (the 1B part is most of the smoke's time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _smoke(tmp_path: Path, parts: tuple[str, ...], against: str = "trl,hf") -> dict:
    out = tmp_path / "out"
    env = {
        **os.environ,
        "OUT": str(out),
        "GPU_BENCH_WORK": str(tmp_path / "work"),
        "PY": sys.executable,
        "AGAINST_1B": against,
        "PARTS": " ".join(parts),
        # the caps bound a part's time on the GPU box; a smoke on a busy CPU must not hit them
        **{cap: "900" for cap in ("CAP_8B", "CAP_70B", "CAP_1B")},
    }
    proc = subprocess.run(
        ["bash", str(REPO / "benchmarks/gpu/run.sh"), "--cpu-smoke"],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=2400,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary = json.loads((out / "gpu-bench.json").read_text())
    parts = summary["parts"]
    written = summary["parts"]
    assert set(written) == set(parts), written
    for name in {"lora-8b", "qlora-70b"} & set(parts):
        part = written[name]
        assert "error" not in part, part
        assert part["loss_finite"] and part["tokens_per_second"] > 0
        assert part["plan_memory"]["total_gib"] > 0 and part["micro_batch"] >= 1
    return written


def _assert_trained(systems: dict, names: set[str]) -> None:
    assert set(systems) == names
    for name, row in systems.items():
        assert "error" not in row, (name, row)
        assert row["trained_tokens_per_second"] > 0 and row["val_loss"] > 0
    # quilltune's per-step GPU fields (memory, NVML utilisation) are measured on the GPU box; on CPU absent
    assert systems["quilltune"]["gpu_metrics"] == {}
    assert systems["quilltune"]["peak_gpu_memory_gib_per_rank"] is None


def test_gpu_benchmark_script_smoke_runs_the_training_parts(tmp_path):
    _smoke(tmp_path, ("lora-8b", "qlora-70b"))


@pytest.mark.slow
@pytest.mark.timeout(2400)
def test_gpu_benchmark_script_smoke_runs_every_part_with_all_three_bench_systems(tmp_path):
    written = _smoke(tmp_path, ("lora-8b", "qlora-70b", "bench-1b"))
    _assert_trained(written["bench-1b"]["systems"], {"quilltune", "trl", "hf"})
