"""Held-out instruction pairs from the prepared data folder (pairs/*.parquet, one split)."""

from __future__ import annotations

from pathlib import Path

from quilltune.evaluate.scores import task_of


def load_pairs(data_dir: Path, split: str) -> list[dict]:
    import pyarrow.parquet as pq

    files = sorted((data_dir / "pairs").glob("part-*.parquet"))
    if not files:
        return []  # token-only data (hand-made shards): loss is still scored, generation is skipped
    rows: list[dict] = []
    for f in files:
        rows.extend(r for r in pq.read_table(f).to_pylist() if r.get("split") == split)
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
