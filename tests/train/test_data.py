"""TrainStream: deterministic per seed+epoch, disjoint rank shards, resumable from a data position."""

from __future__ import annotations

import itertools

from shards import make_dataset

from quilltune.train.data import DataPosition, TokenRows, TrainStream, eval_batches


def _ids(batch) -> list[tuple]:
    return [tuple(r[r != 0].tolist()) for r in batch["input_ids"]]


def _take(stream: TrainStream, n: int) -> list[tuple]:
    return [row for batch, _ in itertools.islice(iter(stream), n) for row in _ids(batch)]


def test_shuffle_shard_and_resume(tmp_path):
    rows = TokenRows(make_dataset(tmp_path / "d", n_train=40, n_val=4, packing=False), "train")
    assert len(rows) == 40
    one = TrainStream(rows, 4, seed=1)
    epoch0 = _take(one, 10)
    assert sorted(epoch0) == sorted(_take(TrainStream(rows, 4, seed=1), 10))  # same seed, same order
    assert epoch0 == _take(TrainStream(rows, 4, seed=1), 10)
    assert epoch0 != _take(TrainStream(rows, 4, seed=2), 10)
    assert len(set(epoch0)) == 40  # an epoch sees every row once

    s = TrainStream(rows, 4, seed=1)
    both_epochs = _take(s, 20)
    assert s.position == DataPosition(epoch=1, index=10)
    assert both_epochs[:40] == epoch0 and both_epochs[40:] != epoch0  # reshuffled by seed + epoch

    resumed = TrainStream(rows, 4, seed=1)
    resumed.position = DataPosition(epoch=0, index=7)
    assert _take(resumed, 5) == both_epochs[28:48]

    ranks = [_take(TrainStream(rows, 2, seed=1, rank=r, world_size=2), 10) for r in (0, 1)]
    assert not set(ranks[0]) & set(ranks[1])
    assert set(ranks[0]) | set(ranks[1]) == set(epoch0)


def test_eval_batches_cover_the_split_in_order(tmp_path):
    rows = TokenRows(make_dataset(tmp_path / "d", n_train=8, n_val=10, packing=False), "validation")
    batches = list(eval_batches(rows, 4))
    assert [b["input_ids"].shape[0] for b in batches] == [4, 4, 2]
    assert len(list(eval_batches(rows, 4, limit=2))) == 2
