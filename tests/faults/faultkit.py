"""Helpers for fault-injection tests: run the real CLI (optionally with an injected fault), read results."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

from childenv import offline_env

REPO = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("fault_driver.py")
QUILLTUNE = Path(sys.executable).with_name("quilltune")


def train_shards():
    # The trainer team's writer of contract-conforming token shards (tests/train/shards.py).
    spec = importlib.util.spec_from_file_location("train_shards", REPO / "tests" / "train" / "shards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def child_env(**extra: str) -> dict:
    env = offline_env(PYTHONWARNINGS="default")
    env.pop("QT_FAULT", None)
    env.update(extra)
    return env


def train_cmd(config: Path, out: Path, data: Path, *extra: str) -> list[str]:
    return ["train", str(config), "--out", str(out), "--data", str(data), "--no-progress", *extra]


def run_cli(
    args: list[str], fault: str | None = None, timeout: float = 300, **env: str
) -> subprocess.CompletedProcess:
    """Run ``quilltune ARGS`` (through the fault driver when a fault is injected)."""
    if fault:
        cmd = [sys.executable, str(DRIVER), *args]
        env["QT_FAULT"] = fault
    else:
        cmd = [str(QUILLTUNE), *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=child_env(**env))


def losses(run_dir: Path) -> tuple[list[tuple[int, float]], list[tuple[int, float]]]:
    """Every (step, loss) and (step, val_loss) row of metrics.jsonl, in the order written."""
    train, val = [], []
    for line in (run_dir / "metrics.jsonl").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if row.get("kind") == "eval":
            val.append((row["step"], row["val_loss"]))
        else:
            train.append((row["step"], row["loss"]))
    return train, val


def summary(run_dir: Path) -> dict:
    return json.loads((run_dir / "summary.json").read_text(encoding="utf-8"))
