"""What the bench measures, the same way for every system: step clock, memory, MFU, versions."""

from __future__ import annotations

import importlib.metadata
import platform
import time
from typing import Any

LIBRARIES = ("quilltune", "torch", "transformers", "peft", "trl", "accelerate", "datasets", "bitsandbytes")


def library_versions() -> dict[str, str]:
    out = {"python": platform.python_version()}
    for name in LIBRARIES:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            out[name] = "not installed"
    return out


def machine() -> dict[str, Any]:
    import os

    from quilltune.plan.hardware import _cpu_model

    return {"cpu": _cpu_model(), "cores": len(os.sched_getaffinity(0)), "platform": platform.platform()}


def peak_memory_mb(device: str = "cpu") -> float:
    """Peak RSS of this process on CPU (each system runs in its own process); peak allocated on GPU."""
    if device.startswith("cuda"):
        import torch

        return torch.cuda.max_memory_allocated() / 2**20
    from quilltune.peak_rss import peak_rss_mb

    return peak_rss_mb()


class StepClock:
    """Seconds per optimizer step, measured from the end of the previous step to the end of this
    one, so data loading, collation and per-step logging count for every system alike."""

    def __init__(self) -> None:
        self.last = time.perf_counter()
        self.seconds: list[float] = []

    def restart(self) -> None:
        self.last = time.perf_counter()

    def tick(self) -> None:
        now = time.perf_counter()
        self.seconds.append(now - self.last)
        self.last = now

    @property
    def total(self) -> float:
        return sum(self.seconds)


def model_flops_per_token(model_config: dict, method: str, seq_len: int, lora_rank: int) -> float | None:
    """The planner's model FLOPs per token, or None for a model it cannot describe (MFU is advisory)."""
    from quilltune.plan.flops import model_flops_per_token as planner_flops

    try:
        return planner_flops(model_config, method, seq_len, lora_rank=lora_rank)
    except Exception:  # noqa: BLE001 -- a model the planner cannot describe gets no MFU
        return None


def device_peak_flops(device: str, dtype: str = "bf16") -> float | None:
    """Peak of the device in ``dtype`` (``quilltune.plan.hardware.device_peak_flops``), None if unknown."""
    from quilltune.plan.hardware import device_peak_flops as planner_peak

    try:
        return planner_peak(device, dtype)
    except Exception:  # noqa: BLE001 -- MFU is advisory
        return None


def ceiling_now(device: str, dtype: str, threads: int) -> dict[str, float] | None:
    """On a CPU, the matmul ceiling measured now and the best known (``remeasure_cpu_peak``); None on
    a GPU, whose ceiling is the catalog's."""
    if device.startswith("cuda"):
        return None
    from quilltune.plan.hardware import remeasure_cpu_peak

    now, best = remeasure_cpu_peak(dtype, threads)
    return {"measured": now, "best_known": best}


def read_mfu_against(
    systems: dict[str, dict[str, Any]], runs: list[dict[str, Any]], used: float, best: float
) -> None:
    """Re-read every MFU against ``best`` when a measurement after the systems ran raised the ceiling
    (the workers read the ceiling known when they ran): MFU is never read against a lower ceiling
    than the machine showed during the bench."""
    if not used or best <= used:
        return
    for row in [*systems.values(), *runs]:
        if row.get("mfu") is not None:
            row["mfu"] = row["mfu"] * used / best


def compute_dtype(job_config: dict) -> str:
    """The dtype the job's matmuls run in: bf16 under ``train.bf16`` (autocast / mixed precision),
    else the weights' (``model.dtype``; ``auto`` is settled when the config is loaded)."""
    if job_config["train"].get("bf16") is True or job_config["model"].get("dtype") == "bf16":
        return "bf16"
    return "fp32"


def mfu_dtype(job_config: dict, device: str) -> str:
    """The ceiling MFU is read against: the compute dtype's on a CPU (an fp32 job on a CPU that only
    emulates bf16 would otherwise show an MFU in the thousands of percent), a GPU's dense bf16 peak."""
    return "bf16" if device.startswith("cuda") else compute_dtype(job_config)


def process_clock() -> dict[str, float]:
    """This process's age (from its start: interpreter, imports and model load included) and its CPU
    seconds so far, taken when a system's training returns: what a user of the system waits for."""
    import psutil

    return {
        "process_seconds": time.time() - psutil.Process().create_time(),
        "process_cpu_seconds": time.process_time(),
    }
