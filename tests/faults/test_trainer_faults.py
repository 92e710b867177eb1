"""Trainer fault injection (issue #8 §1): kill -9 at chosen points, SIGTERM, a full disk.

Every run goes through the real ``quilltune train`` command in a subprocess; injected kills are a
real SIGKILL of that process (tests/faults/fault_driver.py). The reference is one uninterrupted run
with the same config: a run interrupted any number of times and continued with ``--resume auto``
must log exactly the same loss at every step.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest
from faultkit import QUILLTUNE, child_env, losses, run_cli, summary, train_cmd

STEPS = 24


def _ok(proc: subprocess.CompletedProcess) -> None:
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.fixture(scope="session")
def baseline(tmp_path_factory, fault_config, fault_data) -> Path:
    run = tmp_path_factory.mktemp("baseline") / "run"
    _ok(run_cli(train_cmd(fault_config, run, fault_data)))
    assert summary(run)["status"] == "completed" and summary(run)["steps"] == STEPS
    return run


def assert_same_trajectory(run: Path, baseline: Path) -> None:
    """Every loss row of ``run`` (replayed steps included) equals the baseline's loss at that step."""
    ref_train, ref_val = (dict(rows) for rows in losses(baseline))
    got_train, got_val = losses(run)
    assert {s for s, _ in got_train} == set(ref_train), "some steps were never trained"
    for step, loss in got_train:
        assert loss == ref_train[step], f"step {step}: loss {loss} != uninterrupted {ref_train[step]}"
    for step, val in got_val:
        assert val == pytest.approx(ref_val[step], rel=1e-6, abs=1e-7), f"val_loss at step {step}"
    assert set(dict(got_val)) == set(ref_val)


def assert_same_adapter(run: Path, baseline: Path) -> None:
    from safetensors.torch import load_file

    a = load_file(run / "adapter" / "adapter_model.safetensors")
    b = load_file(baseline / "adapter" / "adapter_model.safetensors")
    assert a.keys() == b.keys()
    for k in a:
        assert (a[k] == b[k]).all(), f"final adapter tensor {k} differs from the uninterrupted run"


def test_kill_9_mid_step_during_validation_and_mid_checkpoint_then_resume_matches(
    tmp_path, fault_config, fault_data, baseline
):
    from quilltune.train.checkpoint import find_resume, verify

    run = tmp_path / "run"
    cmd = train_cmd(fault_config, run, fault_data, "--resume", "auto")
    # 1. mid-step: forward/backward of step 7 done, optimizer step not taken. Checkpoint 4 exists.
    killed = run_cli(cmd, fault="step:7")
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    assert not (run / "summary.json").exists() or summary(run)["status"] != "completed"
    # 2. during validation (step 6, first eval batch) after resuming from checkpoint 4.
    assert run_cli(cmd, fault="eval:1").returncode == -signal.SIGKILL
    # 3. mid-checkpoint-write: resumed from 4, trained to 8, killed while step-8's files are synced.
    assert run_cli(cmd, fault="checkpoint:3").returncode == -signal.SIGKILL
    ckpts = run / "checkpoints"
    partial = ckpts / ".tmp-step-00000008"
    assert partial.is_dir() and not (partial / "COMPLETE").exists()
    assert (run / ".lock").exists()  # the dead writer's lock file survives kill -9
    chosen = find_resume(ckpts, "auto")
    assert chosen is not None and chosen.name == "step-00000004"  # never the partial step 8
    verify(chosen)
    # 4. the last run completes from the verified checkpoint, taking over the stale lock.
    final = run_cli(cmd)
    _ok(final)
    s = summary(run)
    assert s["status"] == "completed" and s["steps"] == STEPS
    assert s["resumed_from"] and Path(s["resumed_from"]).name == "step-00000004"
    assert "stale lock" in final.stderr
    assert not partial.exists()  # abandoned partial writes are cleaned up
    assert_same_trajectory(run, baseline)
    assert_same_adapter(run, baseline)
    assert not (run / ".lock").exists()


def test_sigterm_checkpoints_promptly_and_reports_preempted(tmp_path, fault_config, fault_data, baseline):
    run = tmp_path / "run"
    proc = subprocess.Popen(
        [str(QUILLTUNE), *train_cmd(fault_config, run, fault_data, "--json")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    metrics = run / "metrics.jsonl"
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        if metrics.is_file() and len(metrics.read_text().splitlines()) >= 3:
            break
        time.sleep(0.05)
    assert proc.poll() is None, "run finished before it could be signalled"
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=120)
    took = time.monotonic() - sent
    assert proc.returncode == 3, err[-2000:]  # documented exit code: preempted
    assert "Traceback" not in err and "--resume auto" in err
    assert took < 30, f"SIGTERM took {took:.1f}s to checkpoint and exit"
    s = summary(run)
    assert s["status"] == "preempted" and 3 <= s["steps"] < STEPS
    assert json.loads(out)["status"] == "preempted"
    from quilltune.train.checkpoint import find_resume, step_dir_name, verify

    ckpt = find_resume(run / "checkpoints", "auto")
    assert ckpt.name == step_dir_name(s["steps"]) and verify(ckpt)["step"] == s["steps"]
    assert_same_trajectory_prefix(run, baseline, s["steps"])


def assert_same_trajectory_prefix(run: Path, baseline: Path, steps: int) -> None:
    ref = dict(losses(baseline)[0])
    got = losses(run)[0]
    assert [s for s, _ in got] == list(range(1, steps + 1))
    assert all(loss == ref[s] for s, loss in got)


@pytest.mark.slow
def test_disk_full_while_checkpointing_is_a_clear_error_and_keeps_the_previous_checkpoint(
    tmp_path, fault_config, fault_data
):
    from quilltune.train.checkpoint import find_resume, verify

    run = tmp_path / "run"
    # torch.save runs 3 times per checkpoint (optimizer, scheduler, RNG): the 5th call is inside step 8's.
    proc = run_cli(train_cmd(fault_config, run, fault_data), fault="enospc-checkpoint:5")
    assert proc.returncode != 0
    assert "No space left on device" in proc.stderr
    assert summary(run)["status"] == "failed"
    ckpt = find_resume(run / "checkpoints", "auto")
    assert ckpt is not None and ckpt.name == "step-00000004"
    verify(ckpt)
    assert proc.returncode in (2, 5) and "step-00000008" in proc.stderr
