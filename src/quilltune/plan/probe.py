"""Calibration probe: a few real training steps of the configured job on this machine, then the
plan re-projected with the measured throughput and an uncertainty band.

Runs ``quilltune.train.api.train`` (strategy single) for ``plan.probe_steps`` steps into a scratch
run folder. The first step (allocation, kernel selection) is not measured. The band is two standard
errors of the per-step rate plus 5 % for what a short probe cannot see (longer rows, checkpoints,
validation), plus the share of the CPU the probe did not get (other processes competing).
"""

from __future__ import annotations

import json
import math
import resource
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError


def run_probe(cfg: Any, data_dir: Path | None = None, out: Path | None = None, progress: bool = True) -> dict[str, Any]:
    """Train ``cfg.plan.probe_steps`` steps; return measured tokens/s, its band and peak memory."""
    if cfg.train.strategy != "single":
        raise ConfigError(f"the probe runs one process (strategy single); this job uses '{cfg.train.strategy}'. "
                          "Probe a single-device variant (--strategy single) and scale with the plan")
    from quilltune.train.api import train  # heavy (torch): only when probing

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
        rows = [json.loads(line) for line in (scratch / "metrics.jsonl").read_text().splitlines() if line.strip()]
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


def summarise(rows: list[dict], summary: dict, cpu_share: float = 1.0) -> dict[str, Any]:
    """Measured rate (tokens over seconds of steps 2..N), its relative uncertainty, peak memory."""
    steps = [r for r in rows if r.get("kind") != "eval" and r.get("tokens_per_second")]
    measured = steps[1:] if len(steps) > 1 else steps
    if not measured:
        raise ConfigError("the probe recorded no training steps; raise plan.probe_steps")
    seconds = [1.0 / r["tokens_per_second"] for r in measured]  # seconds per token, per step
    mean_spt = sum(seconds) / len(seconds)
    tps = 1.0 / mean_spt
    if len(seconds) > 1:
        sd = math.sqrt(sum((x - mean_spt) ** 2 for x in seconds) / (len(seconds) - 1))
        stderr = sd / math.sqrt(len(seconds)) / mean_spt
    else:
        stderr = 0.5  # one step says little
    # Contention (cpu_share < 1) is not stable: the band widens by the share of the CPU we lacked.
    uncertainty = max(0.05, 2 * stderr + 0.05 + (1 - cpu_share))
    return {
        "tokens_per_second": tps,
        "uncertainty": uncertainty,
        "steps_measured": len(measured),
        "peak_memory_gib": float(summary.get("peak_rss_mb") or 0) / 1024,
        "cpu_share": round(cpu_share, 3),
        "mfu": measured[-1].get("mfu"),
    }


def reproject(plan: dict[str, Any], probe: dict[str, Any]) -> dict[str, Any]:
    """Time and cost of the whole job at the probe's rate, with its band (``plan`` is a to_dict())."""
    tps, u = probe["tokens_per_second"], probe["uncertainty"]
    tokens = plan["tokens"]
    hours = tokens / tps / 3600 if tps else 0.0
    out = dict(probe)
    out.update({
        "hours": hours,
        "hours_low": tokens / (tps * (1 + u)) / 3600,
        "hours_high": tokens / (tps * max(1 - u, 0.05)) / 3600,
        "planned_tokens_per_second": plan["tokens_per_second"],
        "plan_error": plan["tokens_per_second"] / tps - 1 if tps else None,
        "memory_error": (plan["memory_per_gpu_gib"] / probe["peak_memory_gib"] - 1) if probe["peak_memory_gib"] else None,
    })
    if plan.get("price_per_gpu_hour"):
        devices = plan["setup"]["devices"]
        out["cost_usd"] = hours * devices * plan["price_per_gpu_hour"]
    return out
