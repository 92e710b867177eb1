"""Calibration probe arithmetic: the metrics of a few real training steps (``quilltune.train.probe``
runs them) summarised into a rate with an uncertainty band, and the plan re-projected with it.

The first step (allocation, kernel selection) is not in the rate; what it costs beyond an ordinary step
is kept as ``warmup_seconds`` and added once to the job's time, so a short job's projected average
(``run_tokens_per_second``) compares with a whole run's measured rate. The band is two standard errors of
the per-step rate plus 5 % for what a short probe cannot see (longer rows, checkpoints,
validation), plus the share of the CPU the probe did not get (other processes competing).
"""

from __future__ import annotations

import math
from typing import Any

from quilltune.errors import ConfigError


def summarise(rows: list[dict], summary: dict, cpu_share: float = 1.0) -> dict[str, Any]:
    """Measured rate (tokens over seconds of steps 2..N), its relative uncertainty, peak memory."""
    steps = [r for r in rows if r.get("kind") != "eval" and r.get("tokens_per_second")]
    measured = steps[1:] if len(steps) > 1 else steps
    if not measured:
        raise ConfigError("the probe recorded no training steps; raise plan.probe_steps")
    seconds = [1.0 / r["tokens_per_second"] for r in measured]  # seconds per token, per step
    mean_spt = sum(seconds) / len(seconds)
    tps = 1.0 / mean_spt
    warmup = 0.0
    if len(steps) > 1 and steps[0].get("tokens"):
        first_tokens = steps[0]["tokens"]  # cumulative count: the first row's is its own
        warmup = max(0.0, first_tokens / steps[0]["tokens_per_second"] - first_tokens * mean_spt)
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
        "warmup_seconds": round(warmup, 3),
        "peak_memory_gib": float(summary.get("peak_rss_mb") or 0) / 1024,
        "cpu_share": round(cpu_share, 3),
        "mfu": measured[-1].get("mfu"),
    }


def reproject(plan: dict[str, Any], probe: dict[str, Any]) -> dict[str, Any]:
    """Time and cost of the whole job at the probe's rate, with its band (``plan`` is a to_dict())."""
    tps, u = probe["tokens_per_second"], probe["uncertainty"]
    tokens = plan["tokens"]
    warmup = probe.get("warmup_seconds", 0.0)
    hours = (tokens / tps + warmup) / 3600 if tps else 0.0
    out = dict(probe)
    out.update(
        {
            "hours": hours,
            "hours_low": (tokens / (tps * (1 + u)) + warmup) / 3600,
            "hours_high": (tokens / (tps * max(1 - u, 0.05)) + warmup) / 3600,
            "run_tokens_per_second": tokens / (hours * 3600) if hours else None,
            "planned_tokens_per_second": plan["tokens_per_second"],
            "plan_error": plan["tokens_per_second"] / tps - 1 if tps else None,
            "memory_error": (plan["memory_per_gpu_gib"] / probe["peak_memory_gib"] - 1)
            if probe["peak_memory_gib"]
            else None,
        }
    )
    if plan.get("price_per_gpu_hour"):
        devices = plan["setup"]["devices"]
        out["cost_usd"] = hours * devices * plan["price_per_gpu_hour"]
    return out
