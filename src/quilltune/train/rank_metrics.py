"""Per-step facts of every rank in one row: GPU memory and utilisation (min / max across ranks) and
the slowest rank's step time against the median.

GPU memory comes from ``torch.cuda`` (allocated, reserved, peak since the last step), utilisation
from NVML (``pynvml`` of the ``nvidia-ml-py`` package, the ``gpu`` extra); on a CPU run the GPU
fields are absent, never zero. The step-time fields appear on runs with more than one rank. All
ranks' values travel in one all-reduce per step (a one-hot row per rank), so every rank takes part.
"""

from __future__ import annotations

import statistics
import warnings
from typing import Any

import torch

SLOW_RANK_RATIO = 1.2  # slowest rank's step time over the median above which a run is warned
GIB = 2**30


class GpuProbe:
    """This rank's GPU memory and utilisation; ``sample()`` is ``{}`` on a CPU device.

    ``cuda`` / ``nvml``: the ``torch.cuda`` and ``pynvml`` modules, replaceable by fakes in tests."""

    def __init__(self, device: torch.device, *, cuda: Any = None, nvml: Any = None) -> None:
        self.device = device
        self.cuda = cuda if cuda is not None else (torch.cuda if device.type == "cuda" else None)
        self.handle = None
        self.nvml = nvml
        self.run_peak_gib: float | None = None  # the whole run's peak allocated (per-step peaks are reset)
        if self.cuda is None:
            return
        if self.nvml is None:
            try:
                import pynvml  # nvidia-ml-py: optional (pip install 'quilltune[gpu]')
            except ImportError:
                warnings.warn(
                    "GPU utilisation is not recorded: install nvidia-ml-py (pip install 'quilltune[gpu]')",
                    stacklevel=2,
                )
                return
            self.nvml = pynvml
        self.nvml.nvmlInit()
        index = device.index if device.index is not None else self.cuda.current_device()
        self.handle = self.nvml.nvmlDeviceGetHandleByIndex(index)

    def sample(self) -> dict[str, float]:
        if self.cuda is None:
            return {}
        d = self.device
        out = {
            "gpu_memory_allocated_gib": self.cuda.memory_allocated(d) / GIB,
            "gpu_memory_reserved_gib": self.cuda.memory_reserved(d) / GIB,
            "gpu_memory_peak_gib": self.cuda.max_memory_allocated(d) / GIB,
        }
        self.run_peak_gib = max(self.run_peak_gib or 0.0, out["gpu_memory_peak_gib"])
        self.cuda.reset_peak_memory_stats(d)  # the next sample's peak is the next step's
        if self.handle is not None:
            out["gpu_utilization_percent"] = float(self.nvml.nvmlDeviceGetUtilizationRates(self.handle).gpu)
        return out


class RankMetrics:
    """Turns each rank's step time and GPU sample into the fields of the step's metrics row."""

    def __init__(self, strategy: Any, probe: GpuProbe) -> None:
        self.strategy, self.probe = strategy, probe
        self.warned = False

    def fields(self, step_seconds: float) -> dict[str, Any]:
        sample = self.probe.sample()
        keys = ["step_seconds", *sample]
        rank, world = self.strategy.rank, self.strategy.world_size
        mine = torch.zeros(world, len(keys), dtype=torch.float64)
        mine[rank] = torch.tensor([step_seconds, *sample.values()], dtype=torch.float64)
        table = self.strategy.all_reduce_sum(mine).cpu()  # row r: rank r's values
        return self.from_table(keys, table.tolist())

    def from_table(self, keys: list[str], rows: list[list[float]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        columns = dict(zip(keys, zip(*rows, strict=True), strict=True))
        for key in keys[1:]:
            out[f"{key}_min"] = round(min(columns[key]), 3)
            out[f"{key}_max"] = round(max(columns[key]), 3)
        times = list(columns["step_seconds"])
        if len(times) > 1:
            median = statistics.median(times)
            slowest = max(range(len(times)), key=times.__getitem__)
            ratio = times[slowest] / median if median > 0 else 1.0
            out.update(
                step_seconds_median=round(median, 3),
                step_seconds_slowest=round(times[slowest], 3),
                slowest_rank=slowest,
                slowest_over_median=round(ratio, 3),
            )
            if ratio > SLOW_RANK_RATIO and not self.warned and self.strategy.rank == 0:
                self.warned = True  # once per run: the rows keep the ratio of every step
                warnings.warn(
                    f"rank {slowest} is slow: step time {times[slowest]:.2f} s is {ratio:.2f}x the median "
                    f"{median:.2f} s across {len(times)} ranks (see slowest_over_median in metrics.jsonl)",
                    stacklevel=2,
                )
        return out
