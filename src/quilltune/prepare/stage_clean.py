"""Stage 2 (sequential, streaming over staged batches): remove boilerplate, deduplicate, split.

Documents arrive cleaned one by one (ingest workers). Pass 1 builds the boilerplate line sketch;
pass 2 writes every row's dedup key and MinHash signature to disk and the on-disk dedup resolves
them (memory: one byte a row, see ``dedup_disk``); pass 3 removes boilerplate lines, drops
too-short documents and duplicates (first occurrence kept, ``duplicate_of`` recorded), and assigns
every group (a file's parts, a document and its kept near-duplicates) to a split, streamed.
"""

from __future__ import annotations

import hashlib
import json
import sys
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path

import pyarrow.parquet as pq

from quilltune.prepare.clean import LineSketch, boilerplate_threshold, remove_boilerplate
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.dedup import normalized_hash
from quilltune.prepare.dedup_disk import DOCUMENT, NONE, RECORD, DiskDeduplicator
from quilltune.prepare.split import SplitStream
from quilltune.prepare.storage import CLEAN_SCHEMA, ParquetStream, write_json, write_jsonl


@dataclass
class CleanStats:
    cleaning: Counter = field(default_factory=Counter)
    dropped: Counter = field(default_factory=Counter)
    kept_per_file: Counter = field(default_factory=Counter)
    dropped_per_file: dict = field(default_factory=dict)
    first_dup_of: dict = field(default_factory=dict)


def _rows(path: Path) -> Iterator[dict]:
    for batch in pq.ParquetFile(path).iter_batches(batch_size=256):
        yield from batch.to_pylist()


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def _record_key(row: dict) -> str:
    return json.dumps(
        [row["instruction"], row["input_text"], row["output"], row["messages"]], ensure_ascii=False
    )


def _document_text(row: dict, sketch: LineSketch, min_docs: int, counts: Counter) -> str:
    return remove_boilerplate(row["text"], sketch.frequent(row["text"], min_docs), counts)


def _record_hash(row: dict) -> str:
    """The record's exact key (hex), after NFC normalisation of its fields (done on ``row``)."""
    for k in ("instruction", "input_text", "output", "messages"):
        row[k] = _nfc(row[k])
    return hashlib.blake2b(_record_key(row).encode(), digest_size=8).hexdigest()


class _Files:
    """File key <-> a small integer, so the on-disk dedup rows name their file in 4 bytes."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.keys: list[str] = []

    def id(self, fkey: str) -> int:
        if fkey not in self.ids:
            self.ids[fkey] = len(self.keys)
            self.keys.append(fkey)
        return self.ids[fkey]


def _fkey(row: dict) -> str:
    # Interned: every document of a file shares one string in the per-file maps.
    return sys.intern(f"{row['input']}:{row['source_path']}")


def _dedup_rows(
    path: Path, sketch: LineSketch, min_docs: int, cfg: PrepareConfig, files: _Files
) -> Iterator[tuple]:
    """Pass 2: every row's dedup key (and cleaned text, for MinHash), nothing kept."""
    scratch: Counter = Counter()
    for row in _rows(path):
        file = files.id(_fkey(row))
        if row["kind"] == "document":
            text = _document_text(row, sketch, min_docs, scratch)
            if len(text) < cfg.min_chars:
                yield NONE, 0, file, row["part"], None
            else:
                yield DOCUMENT, int(normalized_hash(text)[:16], 16), file, row["part"], text
        else:
            yield RECORD, int(_record_hash(row), 16), file, row["part"], None


def run_clean(
    staged: list[Path], work: Path, cfg: PrepareConfig, advance: Callable[[int], None]
) -> CleanStats:
    """Three passes over the staged parts: boilerplate sketch, dedup keys and signatures (on disk),
    then cleaning and the dedup decisions part by part. ``advance`` is called 3 times a part."""
    stats = CleanStats()
    sketch = LineSketch()
    for path in staged:
        for row in _rows(path):
            if row["kind"] == "document":
                sketch.add(row["text"])
        advance(1)
    min_docs = boilerplate_threshold(sketch.documents, cfg.boilerplate_min_docs, cfg.boilerplate_ratio)
    dd = cfg.dedup
    dedup = DiskDeduplicator(
        work / "dedup", dd.exact, dd.near, dd.near_threshold, dd.num_perm, seed=cfg.seed + 1
    )
    files = _Files()
    for path in staged:
        dedup.add_part(_dedup_rows(path, sketch, min_docs, cfg, files))
        advance(1)
    dedup.resolve()

    def origin(index: int) -> str:
        """What a duplicate names: the original's file, or its doc_id when it was itself dropped."""
        orig = dedup.row(index)
        if orig["ns"] == DOCUMENT and dd.near_action == "drop" and dedup.is_near_duplicate(index):
            return f"{int(orig['key']):016x}"
        return files.keys[int(orig["file"])]

    def group_of(index: int) -> str:
        orig = dedup.row(index)
        doc_id = f"{int(orig['key']):016x}"
        return doc_id if int(orig["part"]) == 0 else _file_group(files.keys[int(orig["file"])])

    splits = SplitStream(cfg.val_ratio, cfg.seed)
    groups_path = work / "dedup" / "groups.jsonl"
    out_dir = work / "clean"
    with open(groups_path, "w", encoding="utf-8") as groups_fh:
        for b, path in enumerate(staged):
            decided = dedup.decisions(b)
            # Streamed: a part's kept rows go to disk a row group at a time (bounded memory).
            kept, dropped = ParquetStream(out_dir / f"part-{b:05d}.parquet", CLEAN_SCHEMA), []
            for r, row in enumerate(_rows(path)):
                fkey = _fkey(row)
                where = {
                    "path": row["source_path"],
                    "input": row["input"],
                    "line": row["line"],
                    "part": row["part"],
                }
                kind, orig = decided.get(r, (None, None))
                if row["kind"] == "document":
                    text = _document_text(row, sketch, min_docs, stats.cleaning)
                    if len(text) < cfg.min_chars:
                        dropped.append({**where, "reason": "too_short", "duplicate_of": None})
                        continue
                    doc_id = normalized_hash(text)[:16]
                    if kind == "near_duplicate" and dd.near_action == "keep":
                        group = group_of(orig)
                    elif kind is not None:
                        dropped.append({**where, "reason": kind, "duplicate_of": origin(orig)})
                        stats.first_dup_of.setdefault(fkey, origin(orig))
                        continue
                    else:
                        # Parts of one long file share a group so they land in the same split.
                        group = doc_id if row["part"] == 0 else _file_group(fkey)
                    row["text"] = text
                else:
                    doc_id = "r" + _record_hash(row)[:15]
                    if kind is not None:
                        dropped.append({**where, "reason": "duplicate", "duplicate_of": origin(orig)})
                        stats.first_dup_of.setdefault(fkey, origin(orig))
                        continue
                    group = doc_id
                line = splits.add(group)
                if line is not None:
                    groups_fh.write(json.dumps(line, ensure_ascii=True) + "\n")
                kept.add({**row, "doc_id": doc_id, "group_id": group})
                stats.kept_per_file[fkey] += 1
            for d in dropped:
                stats.dropped[d["reason"]] += 1
                fk = f"{d['input']}:{d['path']}"
                stats.dropped_per_file.setdefault(fk, Counter())[d["reason"]] += 1
            kept.close()
            write_jsonl(out_dir / f"dropped-{b:05d}.jsonl", dropped)
            advance(1)
    write_jsonl(work / "splits.jsonl", chain(_read_lines(groups_path), splits.overrides()))
    # What redact reads: every other group's split is its hash against val_ratio.
    write_json(work / "split_overrides.json", {o["group_id"]: o["split"] for o in splits.overrides()})
    write_json(work / "clean" / "stats.json", stats_to_dict(stats))
    dedup.close()
    return stats


def _read_lines(path: Path) -> Iterator[dict]:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            yield json.loads(line)


def stats_to_dict(stats: CleanStats) -> dict:
    return {
        "cleaning": dict(stats.cleaning),
        "dropped": dict(stats.dropped),
        "kept_per_file": dict(stats.kept_per_file),
        "dropped_per_file": {k: dict(v) for k, v in stats.dropped_per_file.items()},
        "first_dup_of": stats.first_dup_of,
    }


def load_stats(work: Path) -> CleanStats | None:
    path = work / "clean" / "stats.json"
    if not path.exists():
        return None
    d = json.loads(path.read_text())
    return CleanStats(
        Counter(d["cleaning"]),
        Counter(d["dropped"]),
        Counter(d["kept_per_file"]),
        {k: Counter(v) for k, v in d["dropped_per_file"].items()},
        d["first_dup_of"],
    )


def _file_group(fkey: str) -> str:
    return "f" + hashlib.blake2b(fkey.encode(), digest_size=8).hexdigest()[:15]
