"""Stage 2 (sequential, streaming over staged batches): remove boilerplate, deduplicate, split.

Documents arrive cleaned one by one (ingest workers). Pass 1 builds the boilerplate line sketch;
pass 2 removes boilerplate lines, drops too-short documents and
duplicates (first occurrence kept, ``duplicate_of`` recorded), and assigns every group (a file's
parts, a document and its kept near-duplicates) to a split.
"""

from __future__ import annotations

import hashlib
import json
import sys
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow.parquet as pq

from quilltune.prepare.clean import LineSketch, boilerplate_threshold, remove_boilerplate
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.dedup import Deduplicator, normalized_hash
from quilltune.prepare.split import assign_splits
from quilltune.prepare.storage import CLEAN_SCHEMA, write_json, write_jsonl, write_parquet


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
    return json.dumps([row["instruction"], row["input_text"], row["output"], row["messages"]], ensure_ascii=False)


def run_clean(staged: list[Path], work: Path, cfg: PrepareConfig, advance: Callable[[int], None]) -> CleanStats:
    stats = CleanStats()
    sketch = LineSketch()
    for path in staged:
        for row in _rows(path):
            if row["kind"] == "document":
                sketch.add(row["text"])
        advance(1)
    min_docs = boilerplate_threshold(sketch.documents, cfg.boilerplate_min_docs, cfg.boilerplate_ratio)
    dd = cfg.dedup
    dedup = Deduplicator(dd.exact, dd.near, dd.near_threshold, dd.num_perm, seed=cfg.seed + 1)
    pair_seen: dict[str, str] = {}
    group_of: dict[str, str] = {}
    origin: dict[str, str] = {}  # doc_id -> file key, to name the file a duplicate repeats
    groups: list[str] = []
    out_dir = work / "clean"
    for b, path in enumerate(staged):
        kept, dropped = [], []
        for row in _rows(path):
            # Interned: every document of a file shares one string in the per-document maps below.
            fkey = sys.intern(f"{row['input']}:{row['source_path']}")
            where = {"path": row["source_path"], "input": row["input"], "line": row["line"], "part": row["part"]}
            if row["kind"] == "document":
                text = remove_boilerplate(row["text"], sketch.frequent(row["text"], min_docs), stats.cleaning)
                if len(text) < cfg.min_chars:
                    dropped.append({**where, "reason": "too_short", "duplicate_of": None})
                    continue
                doc_id = normalized_hash(text)[:16]
                kind, orig, _ = dedup.check(doc_id, text)
                if kind == "near_duplicate" and dd.near_action == "keep":
                    group = group_of[orig]
                elif kind is not None:
                    dropped.append({**where, "reason": kind, "duplicate_of": origin.get(orig, orig)})
                    stats.first_dup_of.setdefault(fkey, origin.get(orig, orig))
                    continue
                else:
                    # Parts of one long file share a group so they land in the same split.
                    group = doc_id if row["part"] == 0 else _file_group(fkey)
                row["text"] = text
            else:
                for k in ("instruction", "input_text", "output", "messages"):
                    row[k] = _nfc(row[k])
                rkey = hashlib.blake2b(_record_key(row).encode(), digest_size=8).hexdigest()
                if dd.exact and rkey in pair_seen:
                    dup_of = origin.get(pair_seen[rkey], pair_seen[rkey])
                    dropped.append({**where, "reason": "duplicate", "duplicate_of": dup_of})
                    stats.first_dup_of.setdefault(fkey, dup_of)
                    continue
                pair_seen[rkey] = doc_id = "r" + rkey[:15]
                group = doc_id
            group_of[doc_id] = group
            origin.setdefault(doc_id, fkey)
            groups.append(group)
            kept.append({**row, "doc_id": doc_id, "group_id": group})
            stats.kept_per_file[fkey] += 1
        for d in dropped:
            stats.dropped[d["reason"]] += 1
            fk = f"{d['input']}:{d['path']}"
            stats.dropped_per_file.setdefault(fk, Counter())[d["reason"]] += 1
        write_parquet(out_dir / f"part-{b:05d}.parquet", kept, CLEAN_SCHEMA)
        write_jsonl(out_dir / f"dropped-{b:05d}.jsonl", dropped)
        advance(1)
    splits = assign_splits(groups, cfg.val_ratio, cfg.seed)
    write_jsonl(work / "splits.jsonl", ({"group_id": g, "split": s} for g, s in splits.items()))
    write_json(work / "clean" / "stats.json", stats_to_dict(stats))
    return stats


def stats_to_dict(stats: CleanStats) -> dict:
    return {
        "cleaning": dict(stats.cleaning), "dropped": dict(stats.dropped), "kept_per_file": dict(stats.kept_per_file),
        "dropped_per_file": {k: dict(v) for k, v in stats.dropped_per_file.items()}, "first_dup_of": stats.first_dup_of,
    }


def load_stats(work: Path) -> CleanStats | None:
    path = work / "clean" / "stats.json"
    if not path.exists():
        return None
    d = json.loads(path.read_text())
    return CleanStats(Counter(d["cleaning"]), Counter(d["dropped"]), Counter(d["kept_per_file"]),
                      {k: Counter(v) for k, v in d["dropped_per_file"].items()}, d["first_dup_of"])


def _file_group(fkey: str) -> str:
    return "f" + hashlib.blake2b(fkey.encode(), digest_size=8).hexdigest()[:15]
