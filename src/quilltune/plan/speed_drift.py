"""How much faster or slower this CPU runs now than when its cached figures were measured.

A virtual machine's speed drifts between hours, not only between minutes: on the Zen 3 EPYC of
2026-12-04 the same code ran ~20 % slower per CPU-second in the afternoon than in the morning, and the
demo trained at 152–156 tok/s against a plan of 203 read from the morning's cache (benchmarks/NOTES.md,
issue 20). Re-timing every item at each plan costs seconds; a fixed reference product costs
milliseconds. So each measurement of an entry also times the reference, and a plan read from the cache
times it again: the ratio scales every cached time (``scaled``).
"""

from __future__ import annotations

from typing import Any

from quilltune.plan import bench_samples

REFERENCE = "reference"
"""The sample name of the reference product's seconds in a cache entry."""
CHECK_AFTER_S = 300
"""An entry younger than this is read as measured (the reference was timed with it)."""
IGNORE_BELOW = 0.05
"""Drifts smaller than this are noise of the probe, not of the machine."""
LIMITS = (0.5, 2.0)
"""A drift outside these is read as a broken probe, clamped."""
_N = 512  # an n x n x n fp32 product: ~0.27 GFLOP, a few milliseconds on one core


def time_reference() -> float:
    """Seconds of the reference product on one thread (best of several, robust to other processes
    as every timed item: ``min(wall, CPU time)``)."""
    import torch

    from quilltune.plan.kernel_timing import Clock

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        a, b = torch.randn(_N, _N), torch.randn(_N, _N)
        return Clock(1).best(lambda: a @ b, repeats=7)
    finally:
        torch.set_num_threads(before)


def drift(samples: dict[str, list[list]], now_s: float) -> float:
    """``now_s`` over the reference's typical seconds in ``samples`` (1.0 when the entry has none, or
    within ``IGNORE_BELOW``), clamped to ``LIMITS``."""
    history = samples.get(REFERENCE)
    if not history:
        return 1.0
    factor = now_s / bench_samples.typical(history)
    if abs(factor - 1.0) < IGNORE_BELOW:
        return 1.0
    return min(max(factor, LIMITS[0]), LIMITS[1])


# Keys of a cached view that hold seconds (scaled by the drift) or rates (divided by it).
_SECONDS = ("attention_s_per_token_pos", "elementwise_s_per_token_layer", "dispatch_s")
_RATES = ("elementwise_bytes_per_s", "dequant_params_per_s")
_LAYER_SECONDS = ("s_per_token", "s_per_token_threads")


def scaled(view: dict[str, Any], factor: float) -> dict[str, Any]:
    """``view`` (``cpu_bench.measure``'s answer) with every time multiplied by ``factor``."""
    if factor == 1.0:
        return view
    out = dict(view)
    out["gemm_s_per_row"] = {k: v * factor for k, v in (view.get("gemm_s_per_row") or {}).items()}
    for key in _SECONDS:
        if out.get(key) is not None:
            out[key] = out[key] * factor
    for key in _RATES:
        if out.get(key) is not None:
            out[key] = out[key] / factor
    if out.get("layer"):
        out["layer"] = {k: (v * factor if k in _LAYER_SECONDS else v) for k, v in out["layer"].items()}
    return out
