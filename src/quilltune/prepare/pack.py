"""Best-fit-decreasing packing of samples into rows of at most seq_len tokens (no padding stored).

Row contract (docs/ARCHITECTURE.md): ``position_ids`` restart at 0 at every sample start, which
is how the trainer knows the boundaries; the first label of every sample is -100 so loss never
crosses from one sample into the next.
"""

from __future__ import annotations

import bisect

import numpy as np

from quilltune.prepare.chat_format import Sample


def best_fit_decreasing(lengths: list[int], capacity: int) -> list[list[int]]:
    """Indices of ``lengths`` grouped into bins of total <= capacity (ties broken by index)."""
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    bins: list[list[int]] = []
    free: list[tuple[int, int]] = []  # (remaining capacity, bin index), sorted
    for i in order:
        n = lengths[i]
        pos = bisect.bisect_left(free, (n, -1))
        if pos < len(free):
            room, b = free.pop(pos)
        else:
            room, b = capacity, len(bins)
            bins.append([])
        bins[b].append(i)
        if room - n > 0:
            bisect.insort(free, (room - n, b))
    return bins


def make_row(samples: list[Sample]) -> dict:
    ids = np.concatenate([s.input_ids for s in samples])
    labels = np.concatenate([s.labels for s in samples]).copy()
    pos = np.concatenate([np.arange(len(s.input_ids), dtype=np.int32) for s in samples])
    labels[pos == 0] = -100
    return {
        "input_ids": ids.tolist(), "labels": labels.tolist(), "position_ids": pos.tolist(),
        "num_samples": len(samples), "num_loss_tokens": int((labels != -100).sum()),
    }


def pack(samples: list[Sample], seq_len: int, packing: bool) -> list[dict]:
    if not packing:
        return [make_row([s]) for s in samples]
    bins = best_fit_decreasing([len(s.input_ids) for s in samples], seq_len)
    # Rows in order of their first sample so output order follows input order as far as possible.
    bins.sort(key=min)
    return [make_row([samples[i] for i in sorted(b)]) for b in bins]
