"""This process's peak resident memory, measured so that a parent's size does not leak into it."""

from __future__ import annotations

import resource
import sys
from pathlib import Path


def peak_rss_mb() -> float:
    """Peak RSS of this process in MiB.

    Linux: ``VmHWM`` of /proc/self/status, the high-water mark of this process's own address space.
    Not ``ru_maxrss``: Linux carries that across fork + exec, so a worker started by a large parent
    reports at least the parent's RSS at the fork (a prepare subprocess of a large pytest reported
    three times its real peak: benchmarks/NOTES.md). Elsewhere ``ru_maxrss`` (bytes on macOS).
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024.0  # kB
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024.0
