"""Experiment trackers behind one small interface: JSONL always, W&B / TensorBoard / MLflow optional.

Only metrics and the resolved config (which never holds secrets) are sent. W&B runs offline unless
``train.tracking.online`` is true; ``WANDB_MODE`` in the environment always wins (an offline CI box
with a key in its env must never touch the network). Nothing here reads or writes tokens.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError, InputError


class NullTracker:
    """Used on non-zero ranks: they compute metrics for reductions but never write them."""

    def log(self, row: dict[str, Any], step: int) -> None:
        return None

    def close(self) -> None:
        return None


class JsonlTracker:
    """``RUN/metrics.jsonl``: one object per line, flushed each line so a crash loses nothing."""

    def __init__(self, path: Path, append: bool = False):
        self.file = open(path, "a" if append else "w", encoding="utf-8")  # noqa: SIM115 (closed in close())

    def log(self, row: dict[str, Any], step: int) -> None:
        self.file.write(json.dumps(row) + "\n")
        self.file.flush()

    def close(self) -> None:
        self.file.close()


def _numeric(row: dict[str, Any]) -> dict[str, float]:
    return {
        k: float(v)
        for k, v in row.items()
        if isinstance(v, int | float) and not isinstance(v, bool) and k != "step"
    }


def wandb_mode(online: bool) -> str:
    """``WANDB_MODE`` from the environment if set, else online only when configured so."""
    return os.environ.get("WANDB_MODE") or ("online" if online else "offline")


class WandbTracker:
    def __init__(self, run_dir: Path, project: str, name: str, config: dict, *, online: bool = False):
        import wandb

        mode = wandb_mode(online)
        try:
            self.run = wandb.init(
                project=project,
                name=name,
                dir=str(run_dir),
                config=config,
                mode=mode,
                reinit="finish_previous",
            )
        except Exception as e:  # noqa: BLE001 -- wandb raises CommError/UsageError/timeouts from many layers
            raise InputError(
                f"W&B could not start (mode {mode}): {type(e).__name__}: {e}. Set WANDB_MODE=offline "
                "(or train.tracking.online=false), or drop 'wandb' from train.tracking.backends"
            ) from None

    def log(self, row: dict[str, Any], step: int) -> None:
        self.run.log(_numeric(row), step=step)

    def close(self) -> None:
        self.run.finish()


class TensorBoardTracker:
    def __init__(self, run_dir: Path):
        from torch.utils.tensorboard import SummaryWriter

        self.writer = SummaryWriter(log_dir=str(run_dir / "tensorboard"))

    def log(self, row: dict[str, Any], step: int) -> None:
        prefix = "eval" if row.get("kind") == "eval" else "train"
        for k, v in _numeric(row).items():
            self.writer.add_scalar(f"{prefix}/{k}", v, step)

    def close(self) -> None:
        self.writer.close()


class MlflowTracker:
    def __init__(self, run_dir: Path, project: str, name: str, config: dict):
        import mlflow

        # A local file store inside the run unless the user points MLFLOW_TRACKING_URI elsewhere.
        if not os.environ.get("MLFLOW_TRACKING_URI"):
            mlflow.set_tracking_uri((run_dir / "mlruns").resolve().as_uri())
        mlflow.set_experiment(project)
        self.mlflow = mlflow
        self.run = mlflow.start_run(run_name=name)
        mlflow.log_dict(config, "config.json")

    def log(self, row: dict[str, Any], step: int) -> None:
        self.mlflow.log_metrics(_numeric(row), step=step)

    def close(self) -> None:
        self.mlflow.end_run()


class Trackers:
    """Fans each row out to every configured tracker."""

    def __init__(self, trackers: list[Any]):
        self.trackers = trackers

    def log(self, row: dict[str, Any], step: int) -> None:
        for t in self.trackers:
            t.log(row, step)

    def close(self) -> None:
        for t in self.trackers:
            t.close()


def build_trackers(
    run_dir: Path,
    backends: list[str],
    *,
    project: str,
    name: str,
    config: dict,
    rank: int = 0,
    append: bool = False,
    online: bool = False,
) -> Trackers:
    """Rank 0 gets JSONL plus ``backends``; other ranks a null tracker."""
    if rank != 0:
        return Trackers([NullTracker()])
    out: list[Any] = [JsonlTracker(run_dir / "metrics.jsonl", append=append)]
    for b in backends:
        try:
            if b == "wandb":
                out.append(WandbTracker(run_dir, project, name, config, online=online))
            elif b == "tensorboard":
                out.append(TensorBoardTracker(run_dir))
            elif b == "mlflow":
                out.append(MlflowTracker(run_dir, project, name, config))
        except ImportError:
            Trackers(out).close()
            raise ConfigError(
                f"train.tracking.backends lists '{b}' but it is not installed: pip install 'quilltune[trackers]'"
                + (" mlflow" if b == "mlflow" else "")
            ) from None
        except BaseException:
            Trackers(out).close()  # the JSONL file (and any tracker already started) is not left open
            raise
    return Trackers(out)
