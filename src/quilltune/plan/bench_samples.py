"""The figure the CPU plan reads for each timed kernel: the median of its last few measurements.

A virtual machine's speed swings between minutes and hours, not only when other processes take the
cores. Keeping the fastest measurement ever seen ("contention only slows a kernel down") therefore
ratchets the cache towards the fastest minute the machine ever had, and the plan drifts optimistic
the longer the cache lives (benchmarks/NOTES.md, issue 20). So each item keeps its last ``HISTORY``
measurements, each flagged contended or not, and the plan reads the median of the uncontended ones
(of all of them while none is uncontended): one fast minute is outvoted, and a machine that became
slower shows it within a few re-measurements.
"""

from __future__ import annotations

from statistics import median

HISTORY = 5
"""Measurements kept per item."""
RESAMPLE_S = 12 * 3600
"""Age after which a cached entry is timed again, adding one measurement to each item's history."""


def record(samples: dict[str, list[list]], item: str, value: float, contended: bool) -> float:
    """Add one measurement of ``item`` (seconds, or any figure where the median is the typical
    value) to ``samples`` in place; returns the figure the plan should read."""
    history = samples.setdefault(item, [])
    history.append([value, bool(contended)])
    del history[:-HISTORY]
    return typical(history)


def typical(history: list[list]) -> float:
    """Median of the uncontended measurements, or of all while none is uncontended."""
    clean = [v for v, contended in history if not contended]
    return float(median(clean or [v for v, _ in history]))
