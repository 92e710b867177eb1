"""Best-fit packing of samples into rows of at most seq_len tokens (no padding stored), taking the
samples in a seeded random order (default) or in decreasing length.

Row contract (docs/ARCHITECTURE.md): ``position_ids`` restart at 0 at every sample start, which
is how the trainer knows the boundaries; the first label of every sample is -100 so loss never
crosses from one sample into the next.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from quilltune.prepare.chat_format import Sample
from quilltune.prepare.storage import TOKENS_SCHEMA


def best_fit_decreasing(lengths: list[int], capacity: int) -> list[list[int]]:
    """Indices of ``lengths`` grouped into bins of total <= capacity (ties broken by index)."""
    return best_fit(lengths, capacity, sorted(range(len(lengths)), key=lambda i: (-lengths[i], i)))


def best_fit(lengths: list[int], capacity: int, order: list[int]) -> list[list[int]]:
    """Items taken in ``order``, each into the bin with the least room that still fits it."""
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


def _rows(
    samples: list[Sample], seq_len: int, packing: bool, order: str = "random", seed: Sequence[int] = (0,)
) -> list[list[int]]:
    """Sample indices of each row, rows in order of their first sample (output order follows input
    order as far as possible), samples within a row in input order. ``seed`` fixes the random order
    (the caller derives it from the run's seed and the window's place, so the rows do not depend on
    which worker packed them)."""
    if not packing:
        return [[i] for i in range(len(samples))]
    lengths = [len(s.input_ids) for s in samples]
    if order == "length":
        bins = best_fit_decreasing(lengths, seq_len)
    else:
        bins = best_fit(
            lengths, seq_len, np.random.default_rng(list(seed)).permutation(len(samples)).tolist()
        )
    return [sorted(b) for b in sorted(bins, key=min)]


def pack_table(
    samples: list[Sample], seq_len: int, packing: bool, order: str = "random", seed: Sequence[int] = (0,)
) -> pa.Table:
    """The packed rows as an Arrow table of ``TOKENS_SCHEMA``, built from flat arrays (a window of
    8,192 samples as Python lists would be ~100 MB of int objects)."""
    rows = _rows(samples, seq_len, packing, order, seed)
    flat = [i for row in rows for i in row]  # sample indices in output order
    lengths = np.fromiter((len(samples[i].input_ids) for i in flat), dtype=np.int64, count=len(flat))
    empty = np.zeros(0, dtype=np.int32)
    ids = np.concatenate([samples[i].input_ids for i in flat] or [empty]).astype(np.int32, copy=False)
    labels = np.concatenate([samples[i].labels for i in flat] or [empty]).astype(np.int32, copy=True)
    starts = np.cumsum(lengths) - lengths
    pos = (np.arange(len(ids), dtype=np.int64) - np.repeat(starts, lengths)).astype(np.int32)
    labels[pos == 0] = -100
    per_row = np.fromiter((len(r) for r in rows), dtype=np.int64, count=len(rows))
    sample_row = np.repeat(np.arange(len(rows)), per_row)
    row_tokens = np.bincount(sample_row, weights=lengths, minlength=len(rows)).astype(np.int64)
    offsets = np.concatenate([[0], np.cumsum(row_tokens)]).astype(np.int32)
    token_row = np.repeat(np.arange(len(rows)), row_tokens)
    loss = np.bincount(token_row, weights=labels != -100, minlength=len(rows)).astype(np.int32)
    off = pa.array(offsets, type=pa.int32())
    return pa.Table.from_arrays(
        [
            pa.ListArray.from_arrays(off, pa.array(ids, type=pa.int32())),
            pa.ListArray.from_arrays(off, pa.array(labels, type=pa.int32())),
            pa.ListArray.from_arrays(off, pa.array(pos, type=pa.int32())),
            pa.array(per_row.astype(np.int32), type=pa.int32()),
            pa.array(loss, type=pa.int32()),
        ],
        schema=TOKENS_SCHEMA,
    )
