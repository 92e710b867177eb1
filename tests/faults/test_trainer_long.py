"""Slow fault tests (``make test-slow``): ten and more kill -9 at random moments; a 2,000-step run."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import time
from pathlib import Path

import pytest
from faultkit import QUILLTUNE, child_env, losses, run_cli, summary, train_cmd

pytestmark = pytest.mark.slow


def _rows(path: Path) -> int:
    return len(path.read_text().splitlines()) if path.is_file() else 0


def _step_seconds(run: Path) -> float:
    """Mean seconds per step of a finished run, from its metrics' cumulative wall clock."""
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    walls = [r["wall_seconds"] for r in rows if r.get("kind") != "eval" and "wall_seconds" in r]
    return (walls[-1] - walls[0]) / max(1, len(walls) - 1)


def _run_and_kill_after(
    cmd: list[str], run: Path, new_rows: int, rng: random.Random, step_s: float
) -> int | None:
    """Start the real CLI, SIGKILL it once ``new_rows`` more metric rows exist (plus a random delay of
    up to 1.5 steps, so the kill lands mid-step, in validation or in a checkpoint write; a fixed delay
    let a faster trainer run many steps further). Returns the exit code if it ended by itself first."""
    metrics = run / "metrics.jsonl"
    before = _rows(metrics)
    proc = subprocess.Popen(
        [str(QUILLTUNE), *cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=child_env()
    )
    deadline = time.monotonic() + 300
    while proc.poll() is None and time.monotonic() < deadline:
        # A resumed run rewrites metrics from its checkpoint on: count rows beyond what was there.
        if _rows(metrics) >= before + new_rows:
            time.sleep(rng.uniform(0.0, 1.5 * step_s))
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.02)
    proc.wait()
    proc.stderr.close()
    return None if proc.returncode == -signal.SIGKILL else proc.returncode


def test_ten_random_kill_9_then_resume_matches_the_uninterrupted_run(tmp_path, fault_config, fault_data):
    steps = 48
    ref = tmp_path / "reference"
    done = run_cli(train_cmd(fault_config, ref, fault_data, f"train.max_steps={steps}"))
    assert done.returncode == 0, done.stderr[-3000:]
    step_s = _step_seconds(ref)

    run = tmp_path / "run"
    cmd = train_cmd(fault_config, run, fault_data, "--resume", "auto", f"train.max_steps={steps}")
    rng = random.Random(8)
    kills = 0
    while kills < 10:
        code = _run_and_kill_after(cmd, run, rng.randint(2, 7), rng, step_s)
        if code is not None:
            assert code == 0
            break
        kills += 1
    assert kills >= 10, f"only {kills} kills landed before the run completed"
    final = run_cli(cmd)
    assert final.returncode == 0, final.stderr[-3000:]
    s = summary(run)
    assert s["status"] == "completed" and s["steps"] == steps
    ref_loss = dict(losses(ref)[0])
    got = losses(run)[0]
    assert {st for st, _ in got} == set(ref_loss)
    assert all(loss == ref_loss[st] for st, loss in got), "a resumed step differs from the uninterrupted run"
    for name in ("adapter_model.safetensors",):
        from safetensors.torch import load_file

        a, b = load_file(run / "adapter" / name), load_file(ref / "adapter" / name)
        assert all((a[k] == b[k]).all() for k in a)


def test_two_thousand_steps_keep_memory_flat_and_rotate_checkpoints(tmp_path, fault_config, fault_data):
    run = tmp_path / "run"
    proc = run_cli(
        train_cmd(
            fault_config,
            run,
            fault_data,
            "train.max_steps=2000",
            "train.save_every=50",
            "train.eval_every=500",
            "train.keep_last=2",
        ),
        timeout=3000,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    rss = {r["step"]: r["rss_mb"] for r in rows if r.get("kind") != "eval" and "rss_mb" in r}
    assert len(rss) == 2000
    warm = max(rss[s] for s in range(200, 301))
    late = max(rss[s] for s in range(1900, 2001))
    assert late - warm < 64, f"RSS grew from {warm:.0f} MB (steps 200-300) to {late:.0f} MB (steps 1900-2000)"
    ckpts = sorted(p.name for p in (run / "checkpoints").iterdir())
    assert ckpts == ["step-00001950", "step-00002000"], ckpts
    assert summary(run)["status"] == "completed"
