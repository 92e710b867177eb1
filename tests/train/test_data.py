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
    assert s.position == DataPosition(epoch=1, rows=40)
    assert both_epochs[:40] == epoch0 and both_epochs[40:] != epoch0  # reshuffled by seed + epoch

    resumed = TrainStream(rows, 4, seed=1)
    resumed.position = DataPosition(epoch=0, rows=28)
    assert _take(resumed, 5) == both_epochs[28:48]

    ranks = [_take(TrainStream(rows, 2, seed=1, rank=r, world_size=2), 10) for r in (0, 1)]
    assert not set(ranks[0]) & set(ranks[1])
    assert set(ranks[0]) | set(ranks[1]) == set(epoch0)


def test_a_step_takes_the_same_rows_whatever_the_world_size_and_micro_batch(tmp_path):
    """2 ranks x micro 2 and 1 rank x micro 4 consume the same rows per global block, and a position
    written by one layout resumes in the other with exactly the rows that come next."""
    rows = TokenRows(make_dataset(tmp_path / "d", n_train=40, n_val=4, packing=False), "train")
    single = _take(TrainStream(rows, 4, seed=3), 10)
    two = [TrainStream(rows, 2, seed=3, rank=r, world_size=2) for r in (0, 1)]
    per_rank = [_take(s, 10) for s in two]
    for block in range(10):
        both = set(per_rank[0][2 * block : 2 * block + 2]) | set(per_rank[1][2 * block : 2 * block + 2])
        assert both == set(single[4 * block : 4 * block + 4])

    halfway = TrainStream(rows, 2, seed=3, rank=0, world_size=2)
    _take(halfway, 3)  # 3 blocks of 2 x 2 rows
    assert halfway.position == DataPosition(epoch=0, rows=12)
    resumed = TrainStream(rows, 4, seed=3)
    resumed.position = DataPosition.from_dict(halfway.position.to_dict())
    assert _take(resumed, 2) == single[12:20]


def test_a_checkpoint_position_from_before_the_global_count_still_reads():
    assert DataPosition.from_dict({"epoch": 1, "index": 7}, rows_per_index=8) == DataPosition(
        epoch=1, rows=56
    )


def test_eval_batches_cover_the_split_in_order(tmp_path):
    rows = TokenRows(make_dataset(tmp_path / "d", n_train=8, n_val=10, packing=False), "validation")
    batches = list(eval_batches(rows, 4))
    assert [b["input_ids"].shape[0] for b in batches] == [4, 4, 2]
    assert len(list(eval_batches(rows, 4, limit=2))) == 2
