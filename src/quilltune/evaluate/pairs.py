"""Held-out instruction pairs from the prepared data folder (pairs/*.parquet, one split)."""

from __future__ import annotations

from pathlib import Path

from quilltune.evaluate.scores import task_of


def read_pairs(data_dir: Path, split: str | None = None, columns: list[str] | None = None) -> list[dict]:
    """Rows of ``pairs/*.parquet`` of ``split`` (every split when None), with the ``columns`` the
    files have (all when None); [] for token-only data (hand-made shards)."""
    import pyarrow.parquet as pq

    rows: list[dict] = []
    for f in sorted((Path(data_dir) / "pairs").glob("part-*.parquet")):
        table = pq.read_table(f)
        if columns:
            table = table.select([c for c in columns if c in table.column_names])
        rows += [r for r in table.to_pylist() if split is None or r.get("split") == split]
    return rows


def load_pairs(data_dir: Path, split: str) -> list[dict]:
    """The held-out pairs of ``split`` with their task (none for token-only data: loss is still
    scored, generation is skipped)."""
    rows = read_pairs(data_dir, split)
    for r in rows:
        r["task"] = task_of(r)
    return rows


def spread_over_tasks(rows: list[dict], limit: int) -> list[dict]:
    """Up to ``limit`` rows taking tasks in turn, so a small budget still covers every task."""
    by_task: dict[str, list[dict]] = {}
    for r in rows:
        by_task.setdefault(r["task"], []).append(r)
    queues = [list(v) for _, v in sorted(by_task.items())]
    picked: list[dict] = []
    while len(picked) < limit and any(queues):
        for q in queues:
            if q and len(picked) < limit:
                picked.append(q.pop(0))
    return picked
