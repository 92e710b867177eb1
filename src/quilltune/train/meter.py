"""Throughput, MFU, memory, cost, ETA and CPU contention per optimizer step, with the planner's own arithmetic.

MFU is ``quilltune.plan.flops.mfu`` over ``model_flops_per_token`` and the peak of the device the
run is on (``quilltune.plan.hardware.device_peak_flops``), so the plan and the run cannot drift
apart. If the planner cannot describe the model or the device, MFU is ``None``, never guessed.
"""

from __future__ import annotations

import statistics
import time
import warnings
from typing import Any

import psutil

from quilltune.plan.flops import mfu, model_flops_per_token
from quilltune.plan.hardware import CONTENDED, busy_cpu_seconds, device_peak_flops, others_cores

CONTENTION_STEPS = (2, 3)
"""The session's steps that decide the contention warning (step 1 is set-up heavy)."""


def contention_warning(others: list[float], threads: int, cpus: int) -> str | None:
    """One paragraph for a CPU run whose threads found fewer free cores than they need, else None."""
    if threads < 2 or not others:
        return None
    taken = sum(others) / len(others)
    if cpus - taken >= CONTENDED * threads:
        return None
    return (
        f"other processes kept {taken:.1f} of this machine's {cpus} cores busy during this run's first "
        f"steps, and its {threads} CPU threads wait for each other at every operation, so steps can "
        "take several times longer than the plan says (measured: 2-9x, benchmarks/NOTES.md). Stop the "
        "other jobs, or run with fewer threads (OMP_NUM_THREADS); metrics.jsonl and summary.json "
        "record the cores others used (cpu_others_cores)"
    )


def _flops_and_peak(model_config: dict, method: str, seq_len: int, device: str, dtype: str):
    try:
        # MFU counts model FLOPs only: activation recompute (gradient checkpointing) is extra
        # hardware work (counting it would make this HFU).
        return model_flops_per_token(model_config, method, seq_len), device_peak_flops(device, dtype)
    except Exception as e:  # noqa: BLE001 -- metrics are advisory; a planner gap must not stop training
        warnings.warn(
            f"MFU unavailable: the planner could not describe this run ({type(e).__name__}: {e})",
            stacklevel=2,
        )
        return None, None


class StepMeter:
    """Turns (tokens, seconds) per optimizer step into the metrics row of ``metrics.jsonl``."""

    def __init__(
        self,
        *,
        model_config: dict,
        method: str,
        seq_len: int,
        device: str,
        dtype: str,
        world_size: int,
        total_steps: int,
        price_per_gpu_hour: float | None,
        prior_wall_seconds: float = 0.0,
    ):
        self.world_size = world_size
        self.total_steps = total_steps
        self.price = price_per_gpu_hour
        self.flops_per_token, self.peak = _flops_and_peak(model_config, method, seq_len, device, dtype)
        self.process = psutil.Process()
        self.on_cpu = device == "cpu"
        self.threads = _torch_threads() if self.on_cpu else 0
        self.cpus = psutil.cpu_count() or 1
        self.others: list[float] = []  # cores other processes used during each step (CPU runs)
        self.prior_wall = prior_wall_seconds
        self.session_start = time.perf_counter()
        self.session_steps = 0
        self.session_tokens = 0
        self.train_seconds = 0.0  # optimizer steps only (validation and checkpoints excluded)
        # CPU time of this process: on a shared machine tokens per CPU-second is the stable figure;
        # the machine's busy time beside it tells how many cores other processes took meanwhile.
        self.start_step()

    def start_step(self) -> None:
        """Marks where a step's CPU time starts (validation and checkpoints between steps are not counted)."""
        self._cpu_mark = time.process_time()
        self._busy_mark = busy_cpu_seconds() if self.on_cpu else 0.0

    def median_others_cores(self) -> float | None:
        """The median of the cores other processes used per step (None on GPUs or before any step)."""
        return round(statistics.median(self.others), 2) if self.others else None

    def contention_warning(self) -> str | None:
        """Once the session's steps ``CONTENTION_STEPS`` ran: the warning when they lacked free cores."""
        if not self.on_cpu or self.session_steps != max(CONTENTION_STEPS):
            return None
        return contention_warning([self.others[i - 1] for i in CONTENTION_STEPS], self.threads, self.cpus)

    @property
    def wall_seconds(self) -> float:
        return self.prior_wall + (time.perf_counter() - self.session_start)

    def mfu(self, tokens_per_second_per_device: float) -> float | None:
        return mfu(tokens_per_second_per_device, self.flops_per_token, self.peak)

    def cost(self, seconds: float) -> float | None:
        return None if self.price is None else self.price * self.world_size * seconds / 3600.0

    def row(self, *, step: int, step_tokens: int, step_seconds: float, total_tokens: int) -> dict[str, Any]:
        """``step_tokens``: tokens of this step summed over all ranks."""
        self.session_steps += 1
        self.session_tokens += step_tokens
        self.train_seconds += step_seconds
        tps = step_tokens / max(step_seconds, 1e-9)
        per_device = tps / self.world_size
        session_elapsed = time.perf_counter() - self.session_start
        eta = (self.total_steps - step) * session_elapsed / self.session_steps
        wall = self.wall_seconds
        cost_now = self.cost(wall)
        cpu_now = time.process_time()
        cpu_step, self._cpu_mark = cpu_now - self._cpu_mark, cpu_now
        others = None
        if self.on_cpu:
            busy_now = busy_cpu_seconds()
            others = round(others_cores(busy_now - self._busy_mark, cpu_step, step_seconds), 2)
            self._busy_mark = busy_now
            self.others.append(others)
        return {
            "step": step,
            "tokens": total_tokens,
            "tokens_per_second": round(tps, 2),
            "tokens_per_second_per_device": round(per_device, 2),
            "mfu": self.mfu(per_device),
            "rss_mb": round(self.process.memory_info().rss / 2**20, 1),
            "cost_usd": cost_now,
            "cost_usd_projected": self.cost(wall + eta),
            "eta_s": round(eta, 1),
            "wall_seconds": round(wall, 2),
            "cpu_seconds": round(cpu_step, 3),
            "cpu_others_cores": others,
        }

    def overall_tokens_per_second(self) -> float:
        return self.session_tokens / self.train_seconds if self.train_seconds > 0 else 0.0


def _torch_threads() -> int:
    import torch

    return torch.get_num_threads()
