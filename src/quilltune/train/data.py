"""Prepared token shards → micro-batches: deterministic shuffle, rank sharding, packing-aware collation.

Contract (docs/ARCHITECTURE.md): ``DATA/tokens/{split}/shard-*.parquet`` rows hold ``input_ids``,
``labels`` (unshifted, -100 where no loss), ``position_ids`` (restart at 0 per packed sample).

Packed samples must not attend to each other. The collator passes ``position_ids`` and *no*
attention mask; the boundaries are where positions restart. With the default ``varlen`` attention
(``quilltune.models.varlen_attention``) each sample is attended on its own, no mask built; with
sdpa/eager, transformers 5.24 reads the same boundaries (``find_packed_sequence_indices``, no
cache) and builds a block-diagonal causal mask. Padding goes at the end of a row with
positions continuing from the last sample: under a causal mask nothing before it can see it, and
its labels are -100 (tests/train/test_packing.py checks packed == unpacked losses).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from quilltune.data_folder import IGNORE_INDEX, shard_paths
from quilltune.errors import InputError, IntegrityError

COLUMNS = ["input_ids", "labels", "position_ids"]


class TokenRows:
    """All rows of one split, memory-mapped Arrow columns; ``rows(indices)`` gives python lists."""

    def __init__(self, data_dir: Path, split: str):
        import pyarrow as pa
        import pyarrow.parquet as pq

        paths = shard_paths(data_dir, split)
        if not paths:
            raise InputError(
                f"no token shards under {Path(data_dir) / 'tokens' / split}; run `quilltune prepare`"
            )
        try:
            tables = [pq.read_table(p, columns=COLUMNS, memory_map=True) for p in paths]
        except (OSError, pa.ArrowInvalid) as e:
            raise IntegrityError(f"cannot read token shards of split '{split}' in {data_dir}: {e}") from None
        self.table = pa.concat_tables(tables).combine_chunks()
        self.split = split

    def __len__(self) -> int:
        return self.table.num_rows

    def rows(self, indices: list[int]) -> dict[str, list[list[int]]]:
        taken = self.table.take(indices)
        return {c: taken.column(c).to_pylist() for c in COLUMNS}


def collate(rows: dict[str, list[list[int]]], pad_id: int = 0) -> dict[str, torch.Tensor]:
    """Pad to the longest row: input_ids with ``pad_id``, labels with -100, positions continuing."""
    n = len(rows["input_ids"])
    width = max(len(r) for r in rows["input_ids"])
    input_ids = np.full((n, width), pad_id, dtype=np.int64)
    labels = np.full((n, width), IGNORE_INDEX, dtype=np.int64)
    position_ids = np.zeros((n, width), dtype=np.int64)
    for i, (ids, lab, pos) in enumerate(
        zip(rows["input_ids"], rows["labels"], rows["position_ids"], strict=True)
    ):
        k = len(ids)
        input_ids[i, :k] = ids
        labels[i, :k] = lab
        position_ids[i, :k] = pos
        if k < width:  # continue the last sample's positions so padding never looks like a new sample
            start = pos[-1] + 1 if k else 0
            position_ids[i, k:] = np.arange(start, start + width - k)
    return {
        "input_ids": torch.from_numpy(input_ids),
        "labels": torch.from_numpy(labels),
        "position_ids": torch.from_numpy(position_ids),
    }


def loss_tokens(batch: dict[str, torch.Tensor]) -> int:
    """Tokens that contribute to the loss after the model's label shift (label of position 0 never does)."""
    return int((batch["labels"][:, 1:] != IGNORE_INDEX).sum())


@dataclass
class DataPosition:
    """Where the stream is: ``epoch`` and how many rows of that epoch's permutation all ranks have
    consumed together. A global count, so a run can resume on another number of ranks or another
    micro-batch size and still continue with exactly the rows that come next."""

    epoch: int = 0
    rows: int = 0

    def to_dict(self) -> dict:
        return {"epoch": self.epoch, "rows": self.rows}

    @classmethod
    def from_dict(cls, d: dict, *, rows_per_index: int = 1) -> DataPosition:
        """``rows_per_index``: micro-batch x world size, to read the per-rank micro-batch ``index``
        that checkpoints of earlier quilltune versions stored instead of ``rows``."""
        if "rows" in d:
            return cls(epoch=int(d["epoch"]), rows=int(d["rows"]))
        return cls(epoch=int(d["epoch"]), rows=int(d["index"]) * rows_per_index)


class TrainStream:
    """An endless stream of micro-batches for one rank, epoch after epoch.

    The permutation of epoch ``e`` is ``default_rng(seed + e)``, the same on every rank. It is
    consumed in blocks of ``micro_batch x world_size`` rows, and rank ``r`` takes every
    ``world``-th row of a block. Only the first ``rows_per_rank x world_size`` rows of an epoch are
    used, so all ranks see the same number of micro-batches and stay in lockstep. Because the
    position counts rows of the permutation, an optimizer step takes the same rows whatever the
    split of its global batch into ranks, micro-batches and accumulation. The last micro-batch of
    an epoch may be shorter; loss normalisation is by tokens, so that is harmless.
    """

    def __init__(
        self,
        rows: TokenRows,
        micro_batch: int,
        *,
        seed: int,
        rank: int = 0,
        world_size: int = 1,
        pad_id: int = 0,
    ):
        self.rows, self.micro_batch, self.seed = rows, micro_batch, seed
        self.rank, self.world_size, self.pad_id = rank, world_size, pad_id
        self.rows_per_rank = len(rows) // world_size
        if self.rows_per_rank == 0:
            raise InputError(
                f"the {rows.split} split has {len(rows)} rows, fewer than the {world_size} ranks; prepare more data"
            )
        self.usable_rows = self.rows_per_rank * world_size
        self.position = DataPosition()

    def epoch_progress(self) -> float:
        return self.position.epoch + min(self.position.rows / self.usable_rows, 1.0)

    def __iter__(self) -> Iterator[tuple[dict[str, torch.Tensor], int]]:
        """Yields ``(batch, real_tokens)``; ``real_tokens`` counts tokens before padding."""
        cached_epoch, perm = -1, np.empty(0, dtype=np.int64)
        block = self.micro_batch * self.world_size
        while True:
            pos = self.position
            if pos.rows >= self.usable_rows:
                self.position = pos = DataPosition(pos.epoch + 1, 0)
            if cached_epoch != pos.epoch:
                cached_epoch, perm = (
                    pos.epoch,
                    np.random.default_rng(self.seed + pos.epoch).permutation(len(self.rows)),
                )
            taken = perm[pos.rows : min(pos.rows + block, self.usable_rows)]
            self.position = DataPosition(pos.epoch, pos.rows + len(taken))
            rows = self.rows.rows(taken[self.rank :: self.world_size].tolist())
            yield collate(rows, self.pad_id), sum(len(r) for r in rows["input_ids"])


def eval_batches(
    rows: TokenRows,
    micro_batch: int,
    *,
    rank: int = 0,
    world_size: int = 1,
    limit: int | None = None,
    pad_id: int = 0,
) -> Iterator[dict[str, torch.Tensor]]:
    """The validation split in file order, rank-sharded, at most ``limit`` micro-batches per rank."""
    mine = list(range(rank, len(rows), world_size))
    # Every rank yields the same number of batches (collectives in the loop must match up).
    n_batches = (
        -(-(len(rows) // world_size) // micro_batch) if world_size > 1 else -(-len(mine) // micro_batch)
    )
    if limit is not None:
        n_batches = min(n_batches, limit)
    for b in range(n_batches):
        chunk = mine[b * micro_batch : (b + 1) * micro_batch]
        if chunk:
            yield collate(rows.rows(chunk), pad_id)
