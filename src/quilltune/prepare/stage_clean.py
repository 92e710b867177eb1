"""Stage 2 (parallel over staged parts, one coordinator): remove boilerplate, deduplicate, split.

Documents arrive cleaned one by one (ingest workers). Three passes, each a worker task per part
(``clean_part``): 1. the part's boilerplate line counts, added into one count-min sketch here;
2. every row's dedup key and MinHash signature to the part's dedup files, which the on-disk dedup
resolves here (memory: one byte a row, see ``dedup_disk``); 3. with the part's decisions (a small
file: only its duplicates, named), boilerplate removed, too-short documents and duplicates dropped
(first occurrence kept, ``duplicate_of`` recorded) and every group (a file's parts, a document and
its kept near-duplicates) assigned to a split, streamed. What comes back to this process is counts;
the order-dependent steps (near-duplicate decisions, the split stream's small-corpus rule) run
here, in part order, so the outputs do not depend on the worker count or the engine.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from quilltune.prepare.clean import LineSketch, boilerplate_threshold
from quilltune.prepare.clean_part import clean_part, file_group, key_part, part_paths, sketch_part
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.dedup_disk import DOCUMENT, DiskDeduplicator, part_row_paths
from quilltune.prepare.split import SplitStream
from quilltune.prepare.storage import JsonlStream, write_json, write_jsonl


@dataclass
class CleanStats:
    """The clean stage's corpus-wide counts. Per-file counts (kept, dropped, what a file's first
    duplicate names) stay in each part's ``stats-NNNNN.json``: :func:`part_stats`."""

    cleaning: Counter = field(default_factory=Counter)
    dropped: Counter = field(default_factory=Counter)


def run_clean(
    staged: list[int], work: Path, cfg: PrepareConfig, executor, advance: Callable[[int], None]
) -> CleanStats:
    """The three passes on ``executor``, parts in order (``staged``: each part's ingest chunk count);
    ``advance`` is called 3 times a part."""
    cfg_json = cfg.model_dump_json()
    (work / "clean").mkdir(parents=True, exist_ok=True)
    sketch = LineSketch()
    for b, documents in enumerate(
        executor.imap(sketch_part, [(n, str(work), b) for b, n in enumerate(staged)])
    ):
        path = part_paths(work, b)["sketch"]
        with np.load(path) as part:
            sketch.add_counts(part["keys"], part["counts"], documents)
        path.unlink()
        advance(1)
    sketch_path = work / "clean" / "sketch.npy"
    np.save(sketch_path, sketch.table)
    min_docs = boilerplate_threshold(sketch.documents, cfg.boilerplate_min_docs, cfg.boilerplate_ratio)
    del sketch  # the workers read it from disk
    dd = cfg.dedup
    dedup = DiskDeduplicator(
        work / "dedup", dd.exact, dd.near, dd.near_threshold, dd.num_perm, seed=cfg.seed + 1
    )
    tasks = [(n, str(work), str(dedup.folder), cfg_json, min_docs, b) for b, n in enumerate(staged)]
    for b, _count in enumerate(executor.imap(key_part, tasks)):
        dedup.add_part_files(part_row_paths(dedup.folder, b))
        advance(1)
    dedup.resolve()

    @lru_cache(maxsize=8)
    def files_of(part: int) -> list[str]:
        return json.loads(part_paths(work, part)["files"].read_text())

    def file_key(index: int) -> str:
        orig = dedup.row(index)
        return files_of(int(dedup._part_of(np.asarray([index]))[0]))[int(orig["file"])]

    def named(kind: str, index: int) -> str:
        """What a duplicate names: the original's file (or its doc_id when the original was itself
        dropped as a near-duplicate); a kept near-duplicate: the original's group."""
        orig = dedup.row(index)
        doc_id = f"{int(orig['key']):016x}"
        if kind == "near_duplicate" and dd.near_action == "keep":
            return doc_id if int(orig["part"]) == 0 else file_group(file_key(index))
        if orig["ns"] == DOCUMENT and dd.near_action == "drop" and dedup.is_near_duplicate(index):
            return doc_id
        return file_key(index)

    def clean_tasks() -> Iterator[tuple]:
        # Decisions in part order, as the tasks are handed out (near decisions build on earlier ones).
        for b, n in enumerate(staged):
            decided = {r: [kind, named(kind, i)] for r, (kind, i) in dedup.decisions(b).items()}
            write_json(part_paths(work, b)["decisions"], decided)
            yield (n, str(work), cfg_json, min_docs, b)

    stats = CleanStats()
    splits = SplitStream(cfg.val_ratio, cfg.seed)
    groups = JsonlStream(work / "dedup" / "groups.jsonl")
    last = None
    for b, part in enumerate(executor.imap(clean_part, clean_tasks())):
        stats.cleaning.update(part["cleaning"])
        stats.dropped.update(part["dropped"])
        splits.absorb(part["splits"])
        # A group repeated across a part boundary is written once, as one stream would.
        for i, line in enumerate(_read_lines(part_paths(work, b)["groups"])):
            if not (i == 0 and line["group_id"] == last):
                groups.add(line)
        last = part["last_group"] or last
        for name in ("groups", "decisions"):
            part_paths(work, b)[name].unlink()
        advance(1)
    groups.close()
    write_jsonl(work / "splits.jsonl", _chain_lines(groups.path, splits.overrides()))
    # What redact reads: every other group's split is its hash against val_ratio.
    write_json(work / "split_overrides.json", {o["group_id"]: o["split"] for o in splits.overrides()})
    write_json(work / "clean" / "stats.json", stats_to_dict(stats))
    dedup.close()
    sketch_path.unlink()
    return stats


def _chain_lines(path: Path, tail: list[dict]) -> Iterator[dict]:
    yield from _read_lines(path)
    yield from tail


def _read_lines(path: Path) -> Iterator[dict]:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            yield json.loads(line)


def stats_to_dict(stats: CleanStats) -> dict:
    return {"cleaning": dict(stats.cleaning), "dropped": dict(stats.dropped)}


def load_stats(work: Path) -> CleanStats | None:
    path = work / "clean" / "stats.json"
    if not path.exists():
        return None
    d = json.loads(path.read_text())
    return CleanStats(Counter(d["cleaning"]), Counter(d["dropped"]))


def part_stats(work: Path, b: int) -> dict:
    """A part's per-file counts: ``kept_per_file``, ``dropped_per_file``, ``first_dup_of``."""
    return json.loads(part_paths(work, b)["stats"].read_text())
