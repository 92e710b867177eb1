"""Which floating-point type to compute in when the config says ``auto``.

bf16 pays only where the hardware has it: every CUDA GPU quilltune plans for, and CPUs with
AVX-512 BF16 or AMX. On a CPU without either (AVX2 only) torch emulates bf16 matmuls and they run
tens of times slower than fp32 (benchmarks/NOTES.md), so ``auto`` picks fp32 there.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

_NATIVE_BF16_FLAGS = ("avx512_bf16", "amx_bf16")


@lru_cache(maxsize=1)
def cpu_flags() -> frozenset[str]:
    """The CPU feature flags /proc/cpuinfo lists (Linux); empty when it cannot tell."""
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.split(":", 1)[-1].split())
    return frozenset()


def cpu_has_native_bf16() -> bool:
    """True when /proc/cpuinfo lists AVX-512 BF16 or AMX-BF16 (Linux); False when it cannot tell."""
    return any(f in cpu_flags() for f in _NATIVE_BF16_FLAGS)


def auto_bf16(target_gpu: bool) -> bool:
    """bf16 for ``auto`` settings: always on a GPU target, on a CPU only with native support."""
    return True if target_gpu else cpu_has_native_bf16()
