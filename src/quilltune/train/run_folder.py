"""The run folder (docs/ARCHITECTURE.md): lock, resolved config, plan, summary."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.files import write_text_atomic
from quilltune.locking import FolderLock

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


class RunLock(FolderLock):
    """``RUN/.lock`` (pid, host, start time) while a writer is active; built on the shared
    :class:`quilltune.locking.FolderLock`: a second live writer is refused with ``LockedError``, a
    lock left by a dead process is taken over with a warning that says who left it."""

    def __init__(self, run_dir: Path):
        super().__init__(Path(run_dir), what="run folder")


def truncate_metrics(path: Path, last_step: int) -> int:
    """Drop rows after ``last_step`` (written by a run that died after its last checkpoint), so a
    resumed run's ``metrics.jsonl`` has each step once. Returns how many rows were dropped."""
    if not path.is_file():
        return 0
    lines = path.read_text(encoding="utf-8").splitlines()
    kept = []
    for line in lines:
        try:
            step = json.loads(line).get("step", 0)
        except json.JSONDecodeError:
            continue  # a line cut short by the crash
        if step <= last_step:
            kept.append(line)
    write_text_atomic(path, "".join(line + "\n" for line in kept))
    return len(lines) - len(kept)


def plan_for_device(cfg: RunConfig, cuda_name: str | None) -> RunConfig | str:
    """The config the run's plan describes: the job on the GPU it trains on (``cuda_name``, what torch
    reports; None on a CPU). ``plan.gpu`` left at ``cpu`` on a GPU would plan, and time, this
    machine's CPU instead. A GPU the catalog lacks gives the reason no plan is made."""
    from quilltune.plan.hardware import catalog_gpu_name

    if cuda_name is None or cfg.plan.gpu != "cpu":
        return cfg
    key = catalog_gpu_name(cuda_name, cfg.plan.catalog)
    if key is None:
        return f"the GPU '{cuda_name}' is not in the planner's catalog: set plan.gpu to a catalog entry to plan it"
    t = cfg.train
    update = {"gpu": key, "gpus_per_node": t.nproc_per_node, "nodes": t.nnodes}
    return cfg.model_copy(update={"plan": cfg.plan.model_copy(update=update)})


def make_run_plan(cfg: RunConfig, data_dir: Path | None) -> dict:
    """``plan.json`` from the planner, for the device the run trains on; if it cannot plan this
    setup, a minimal record says why instead of inventing numbers."""
    import torch

    from quilltune.plan.api import make_plan

    cuda_name = torch.cuda.get_device_name(0) if torch.cuda.is_available() else None
    planned = plan_for_device(cfg, cuda_name)
    if isinstance(planned, str):
        return {"available": False, "reason": planned}
    try:
        return make_plan(planned, data_dir=data_dir).to_dict()
    except Exception as e:  # noqa: BLE001 -- the plan is advisory; training must not fail on it
        warnings.warn(
            f"the planner could not plan this run ({type(e).__name__}: {e}); plan.json records why",
            stacklevel=2,
        )
        return {"available": False, "reason": f"{type(e).__name__}: {e}"}


def plan_vs_actual(plan: dict, actual: dict) -> dict:
    """Predicted vs measured, for the keys both have; ratio = actual / predicted."""
    pairs = {"tokens_per_second": "tokens_per_second", "mfu": "mfu", "tokens": "tokens"}
    out: dict[str, dict] = {}
    for plan_key, actual_key in pairs.items():
        p, a = plan.get(plan_key), actual.get(actual_key)
        if isinstance(p, int | float) and isinstance(a, int | float) and p:
            out[actual_key] = {"plan": p, "actual": a, "ratio": a / p}
    return out


def run_facts(
    cfg: RunConfig,
    *,
    strategy: str,
    world_size: int,
    trainable: int,
    total: int,
    adapter: str | None,
    checkpoint: Any,
    plan: dict,
    result: dict,
) -> dict:
    """The fields every ``summary.json`` carries after the loop, in one process or on many ranks."""
    return {
        "method": cfg.train.method,
        "strategy": strategy,
        "world_size": world_size,
        "trainable_params": trainable,
        "total_params": total,
        "adapter": adapter,
        "resumed_from": str(checkpoint) if checkpoint else None,
        "plan_vs_actual": plan_vs_actual(plan, result),
    }
