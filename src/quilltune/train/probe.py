"""The calibration probe's runner: ``plan.probe_steps`` real training steps of the configured job
(strategy single) in a scratch run folder; ``quilltune.plan.probe`` turns them into a rate and band."""

from __future__ import annotations

import json
import resource
import shutil
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.errors import ConfigError
from quilltune.plan.probe import summarise

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def run_probe(
    cfg: RunConfig, data_dir: Path | None = None, out: Path | None = None, progress: bool = True
) -> dict[str, Any]:
    """Train ``cfg.plan.probe_steps`` steps; return measured tokens/s, its band and peak memory."""
    if cfg.train.strategy != "single":
        raise ConfigError(
            f"the probe runs one process (strategy single); this job uses '{cfg.train.strategy}'. "
            "Probe a single-device variant (--strategy single) and scale with the plan"
        )
    from quilltune.train.api import train

    steps = cfg.plan.probe_steps
    probe_cfg = cfg.model_copy(deep=True)
    probe_cfg.train.max_steps = steps
    probe_cfg.train.eval_every = steps + 1
    probe_cfg.train.eval_batches = 1
    probe_cfg.train.save_every = None
    probe_cfg.train.tracking.backends = []
    scratch = Path(tempfile.mkdtemp(prefix="quilltune-probe-")) if out is None else Path(out)
    cpu0, wall0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
    try:
        summary = train(probe_cfg, scratch, data_dir=data_dir, progress=progress)
        rows = [
            json.loads(line) for line in (scratch / "metrics.jsonl").read_text().splitlines() if line.strip()
        ]
    finally:
        if out is None:
            shutil.rmtree(scratch, ignore_errors=True)
    cpu1, wall = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter() - wall0
    import torch

    # Share of the cores this process actually got: well below 1 means other processes competed for
    # the CPU during the probe, and the measured rate says as much about them as about the job.
    used = (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)
    cpu_share = min(1.0, used / (wall * torch.get_num_threads())) if wall > 0 else 1.0
    return summarise(rows, summary, cpu_share=cpu_share)
