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

    cpu = platform.processor() or platform.machine()
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": cpu, "cores": len(os.sched_getaffinity(0)), "platform": platform.platform()}


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
    """Model FLOPs per token with the planner's own arithmetic (None if the planner cannot say)."""
    try:
        from quilltune.plan.flops import flops_per_token
        from quilltune.plan.shape import ModelShape

        shape = ModelShape.from_hf_config(model_config)
        return float(flops_per_token(shape, method, seq_len, gradient_checkpointing=False, lora_rank=lora_rank))
    except Exception:  # noqa: BLE001 -- MFU is advisory: a model the planner cannot describe gets None
        return None


def catalog_gpu_name(device_name: str) -> str | None:
    """The planner catalog's key for a CUDA device name ("NVIDIA H200" -> "h200-sxm-141gb")."""
    from quilltune.plan.catalog import load_catalog

    lowered = device_name.lower().replace(" ", "")
    keys = sorted(load_catalog().gpus, key=lambda k: ("pcie" in k) != ("pcie" in lowered))  # form factor match first
    return next((k for k in keys if k.split("-")[0] in lowered), None)


def device_peak_flops(device: str) -> float | None:
    """bf16 peak of the device: the measured CPU ceiling, or the catalog figure of this GPU type."""
    try:
        from quilltune.plan.hardware import peak_flops

        if device.startswith("cuda"):
            import torch

            name = catalog_gpu_name(torch.cuda.get_device_name(0))
            return float(peak_flops(name, "bf16")) if name else None
        return float(peak_flops(device, "bf16"))
    except Exception:  # noqa: BLE001 -- MFU is advisory
        return None


def mfu(tokens_per_second: float, flops_per_token: float | None, peak: float | None) -> float | None:
    """Model FLOPs utilisation of the real (non-padding) tokens processed per second."""
    if not flops_per_token or not peak:
        return None
    return tokens_per_second * flops_per_token / peak
