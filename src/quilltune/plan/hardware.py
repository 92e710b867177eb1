"""Peak FLOP/s and memory of the hardware a plan targets.

GPUs: the catalog's dense datasheet figure. CPU: this machine's measured matmul ceiling (a
2048^3 matmul on one thread, best of 7, scaled to the thread count), measured once per CPU model, thread count and dtype and cached under
``quilltune.paths.cache_dir()``: a datasheet figure for a CPU would be fiction, and the measured
ceiling is what MFU on this machine is honestly measured against.
"""

from __future__ import annotations

import json
import os
import platform
import time
from pathlib import Path

from quilltune.errors import ConfigError
from quilltune.files import write_json_atomic
from quilltune.paths import cache_dir
from quilltune.plan.catalog import load_catalog

_MATMUL_N = 2048
_REPEATS = 7
_DTYPES = ("bf16", "fp32")
CONTENDED = 0.8
"""Below this share of its cores, the measuring process was competing with others."""
RECHECK_S = 600
THREAD_EFFICIENCY = 0.95
"""Matmul speed-up per added thread relative to perfect scaling (the ceiling is timed on one thread)."""


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


_MATRIX_FLAGS = ("avx2", "avx512f", "avx512_bf16", "amx_bf16")


def cpu_identity() -> str:
    """What measurements on this CPU are cached under: its name, family/model and the vector and
    matrix extensions that decide its speeds. Virtual machines name Zen 3, Zen 4 and Zen 5 alike
    ("AMD EPYC"), and bf16 runs an order of magnitude apart between them."""
    family = model = ""
    flags: set[str] = set()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            name, _, value = line.partition(":")
            name, value = name.strip(), value.strip()
            if name == "cpu family" and not family:
                family = value
            elif name == "model" and not model:
                model = value
            elif name == "flags" and not flags:
                flags = set(value.split())
    except OSError:
        pass
    isa = "+".join(f for f in _MATRIX_FLAGS if f in flags) or platform.machine()
    return f"{_cpu_model()} f{family or '?'}m{model or '?'} {isa}"


def busy_cpu_seconds() -> float:
    """CPU seconds the whole machine has been busy (all processes, the hypervisor's steal too)."""
    import psutil

    t = psutil.cpu_times()
    return (
        sum(t) - t.idle - getattr(t, "iowait", 0.0) - getattr(t, "guest", 0.0) - getattr(t, "guest_nice", 0.0)
    )


def others_cores(busy_seconds: float, own_cpu_seconds: float, wall_seconds: float) -> float:
    """How many cores other processes kept busy on average while this one ran ``wall_seconds``."""
    return max(0.0, busy_seconds - own_cpu_seconds) / max(wall_seconds, 1e-9)


def _threads() -> int:
    # torch's default intra-op thread count is the number of usable cores.
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _cache_file() -> Path:
    return cache_dir() / "plan" / "cpu-peak-flops.json"


def read_cache(path: Path) -> dict:
    """A measurement cache; empty when it is missing or unreadable (what it held is measured again)."""
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


def _cache_key(dtype: str, threads: int) -> str:
    return f"{cpu_identity()}|threads={threads}|{dtype}|1-thread-scaled"


def measure_cpu_matmul_flops(dtype: str = "bf16", threads: int | None = None) -> tuple[float, float]:
    """(best FLOP/s of a square matmul on this CPU, share of the cores the process got meanwhile).
    Imports torch: a few seconds."""
    import torch

    torch_dtype = {"bf16": torch.bfloat16, "fp32": torch.float32}[dtype]
    threads = threads or _threads()
    previous = torch.get_num_threads()
    # One thread, read as min(wall, CPU time): on a shared machine a multi-threaded matmul waits at
    # OpenMP barriers for descheduled threads (wall and CPU time both balloon), one thread does not.
    torch.set_num_threads(1)
    try:
        # A CPU without native bf16 matmul emulates it, orders of magnitude slower (benchmarks/NOTES.md):
        # a 2048^3 product would take many seconds there, so the size shrinks until one takes ~0.2 s.
        n = _MATMUL_N
        a = torch.randn(256, 256, dtype=torch_dtype)
        start, c = time.perf_counter(), time.process_time()
        a @ a
        probe = min(time.perf_counter() - start, max(time.process_time() - c, 1e-9))
        while n > 256 and probe * (n / 256) ** 3 > 0.2:
            n //= 2
        a = torch.randn(n, n, dtype=torch_dtype)
        b = torch.randn(n, n, dtype=torch_dtype)
        a @ b  # warm-up: first call allocates and picks kernels
        cpu0, wall0 = time.process_time(), time.perf_counter()
        times = []
        for _ in range(_REPEATS):
            start, c = time.perf_counter(), time.process_time()
            a @ b
            times.append(min(time.perf_counter() - start, max(time.process_time() - c, 1e-9)))
        share = (time.process_time() - cpu0) / (time.perf_counter() - wall0)
    finally:
        torch.set_num_threads(previous)
    # The fastest run, not the median: the machine is shared, and a ceiling is what it can reach.
    return 2.0 * n**3 / min(times) * (1 + (threads - 1) * THREAD_EFFICIENCY), min(1.0, share)


def _check_dtype(dtype: str) -> None:
    if dtype not in _DTYPES:
        raise ConfigError(f"CPU peak FLOP/s is measured for {', '.join(_DTYPES)}, not '{dtype}'")


def cpu_peak_flops(dtype: str = "bf16", threads: int | None = None, refresh: bool = False) -> float:
    """This machine's matmul ceiling: the best measurement so far, cached; re-measured when the last
    one was contended (at most every RECHECK_S) or on ``refresh``. Delete the cache file to forget it."""
    _check_dtype(dtype)
    threads = threads or _threads()
    entry = read_cache(_cache_file()).get(_cache_key(dtype, threads))
    if entry and not refresh:
        # A measurement taken while other processes competed for the cores underestimates the
        # ceiling: re-measure such an entry at most every RECHECK_S and keep the best seen.
        if not entry.get("contended") or time.time() - entry.get("measured_unix", 0) < RECHECK_S:
            return float(entry["flops"])
    return remeasure_cpu_peak(dtype, threads)[1]


def remeasure_cpu_peak(dtype: str = "bf16", threads: int | None = None) -> tuple[float, float]:
    """Measure the ceiling now: (this measurement, the best known, which the cache keeps).

    A virtual machine's speed drifts between hours, so a figure measured now and one cached
    earlier can differ by more than a kernel change would; the bench records both."""
    _check_dtype(dtype)
    threads = threads or _threads()
    path, key = _cache_file(), _cache_key(dtype, threads)
    cached = read_cache(path)
    entry = cached.get(key)
    now, share = measure_cpu_matmul_flops(dtype, threads)
    # a ceiling is only ever underestimated: keep the best measurement
    best = max(now, float(entry["flops"])) if entry else now
    cached[key] = {
        "flops": best,
        "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "measured_unix": time.time(),
        "last_flops": now,
        "cpu_share": round(share, 3),
        "contended": share < CONTENDED,
        "method": f"{_MATMUL_N}^3 matmul, best of {_REPEATS}",
    }
    write_json_atomic(path, cached)  # concurrent planners never read half a file
    return now, best


def peak_flops(device: str, dtype: str = "bf16", catalog: str | None = None) -> float:
    """Peak FLOP/s of one device: ``"cpu"`` (measured, cached) or a catalog GPU type (dense bf16)."""
    if device == "cpu":
        return cpu_peak_flops(dtype)
    gpu = load_catalog(catalog).gpu(device)
    if dtype not in ("bf16", "fp16"):
        raise ConfigError(f"the catalog lists dense bf16/fp16 tensor peaks only, not '{dtype}'")
    return gpu.dense_bf16_tflops * 1e12


def device_memory_gib(device: str, catalog: str | None = None) -> float:
    """Usable memory per device: the GPU's HBM, or this machine's RAM for ``"cpu"``."""
    if device == "cpu":
        import psutil

        return psutil.virtual_memory().total / 2**30
    return load_catalog(catalog).gpu(device).memory_gib


def peak_source(device: str, catalog: str | None = None, dtype: str = "bf16") -> str:
    if device == "cpu":
        return f"measured on this machine ({_cpu_model()}): {dtype} {_MATMUL_N}^3 matmul, best of {_REPEATS}, cached"
    return load_catalog(catalog).gpu(device).source


def catalog_gpu_name(device_name: str, catalog: str | None = None) -> str | None:
    """The catalog's key for a CUDA device name ("NVIDIA H200" -> "h200-sxm-141gb"), or None."""
    lowered = device_name.lower().replace(" ", "")
    # The form factor (PCIe or not) decides between two keys of one GPU family.
    keys = sorted(load_catalog(catalog).gpus, key=lambda k: ("pcie" in k) != ("pcie" in lowered))
    return next((k for k in keys if k.split("-")[0] in lowered), None)


def device_peak_flops(device: str, dtype: str = "bf16") -> float | None:
    """Peak FLOP/s of the torch device a run is on (``"cpu"``, ``"cuda"``, ``"cuda:1"``): the
    measured CPU ceiling, or the catalog figure of the GPU type torch reports; None for a GPU the
    catalog does not list. This, not ``plan.gpu``, is what a run's MFU is measured against."""
    if not device.startswith("cuda"):
        return peak_flops("cpu", dtype)
    import torch

    index = int(device.split(":")[1]) if ":" in device else 0
    name = catalog_gpu_name(torch.cuda.get_device_name(index))
    return peak_flops(name, dtype) if name else None
