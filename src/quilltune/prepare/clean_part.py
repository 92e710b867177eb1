"""The clean stage's three passes over one staged part (a batch's chunks, ``stage_ingest``), run in the workers (local or Ray).

Each reads its part and writes its results into the run folder's ``.work``; what it returns is a
few counts. The coordinator (``stage_clean``) merges the sketch counts, resolves the dedup on disk
and hands each part its decisions as a small file: only the corpus-wide steps run in one process.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

import numpy as np

from quilltune.prepare.clean import LineSketch, remove_boilerplate
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.dedup import MinHasher, normalized_hash
from quilltune.prepare.dedup_disk import DOCUMENT, NONE, RECORD, part_row_paths, write_part_rows
from quilltune.prepare.split import SplitStream
from quilltune.prepare.stage_ingest import staged_rows
from quilltune.prepare.storage import CLEAN_SCHEMA, JsonlStream, ParquetStream, write_json


def part_paths(work: Path, b: int) -> dict[str, Path]:
    d = Path(work) / "clean"
    return {
        "sketch": d / f"sketch-{b:05d}.npz",
        "files": d / f"files-{b:05d}.json",
        "decisions": d / f"decisions-{b:05d}.json",
        "parquet": d / f"part-{b:05d}.parquet",
        "dropped": d / f"dropped-{b:05d}.jsonl",
        "groups": d / f"groups-{b:05d}.jsonl",
        "stats": d / f"stats-{b:05d}.json",
    }


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def record_hash(row: dict) -> str:
    """The record's exact key (hex), after NFC normalisation of its fields (done on ``row``)."""
    for k in ("instruction", "input_text", "output", "messages"):
        row[k] = _nfc(row[k])
    key = json.dumps(
        [row["instruction"], row["input_text"], row["output"], row["messages"]], ensure_ascii=False
    )
    return hashlib.blake2b(key.encode(), digest_size=8).hexdigest()


def fkey(row: dict) -> str:
    return f"{row['input']}:{row['source_path']}"


def file_group(key: str) -> str:
    return "f" + hashlib.blake2b(key.encode(), digest_size=8).hexdigest()[:15]


# Pass 1 ------------------------------------------------------------------------------------------
def sketch_part(task: tuple[int, str, int]) -> int:
    """Per distinct boilerplate-candidate line of the part, in how many documents it is (a count-min
    sketch is a sum, so the coordinator adds these counts to get the corpus' sketch). Returns the
    part's document count."""
    chunks, work, b = task
    counted = _LineCounts()
    documents = 0
    for row in staged_rows(Path(work), b, chunks):
        if row["kind"] == "document":
            documents += 1
            counted.add(LineSketch.hashes(row["text"]))
    keys, counts = counted.result()
    path = part_paths(Path(work), b)["sketch"]
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez(tmp, keys=keys, counts=counts)
    tmp.replace(path)
    return documents


class _LineCounts:
    """Distinct line hashes and how many documents hold each, merged every ``_MERGE_HASHES``
    hashes (or ``_MERGE_ARRAYS`` documents): a list of one array per document cost ~110 B a
    document even when it had no candidate line (a 160k-document part: ~18 MB)."""

    def __init__(self) -> None:
        self.keys, self.counts = np.zeros(0, np.uint64), np.zeros(0, np.int64)
        self.pending: list[np.ndarray] = []
        self.size = 0

    def add(self, hashes: np.ndarray) -> None:
        if hashes.size:
            self.pending.append(hashes)
            self.size += hashes.size
            if self.size >= _MERGE_HASHES or len(self.pending) >= _MERGE_ARRAYS:
                self._merge()

    def _merge(self) -> None:
        # The counts of a union are the sums of the counts: the same keys and counts as one
        # np.unique over every document's hashes.
        keys, inverse = np.unique(np.concatenate([self.keys, *self.pending]), return_inverse=True)
        weights = np.concatenate([self.counts, np.ones(self.size, np.int64)])
        self.keys, self.counts = keys, np.bincount(inverse.reshape(-1), weights, keys.size).astype(np.int64)
        self.pending.clear()
        self.size = 0

    def result(self) -> tuple[np.ndarray, np.ndarray]:
        if self.pending:
            self._merge()
        return self.keys, self.counts


_MERGE_HASHES, _MERGE_ARRAYS = 1 << 18, 4096


@lru_cache(maxsize=1)
def _sketch(path: str) -> LineSketch:
    """The corpus' sketch, once per worker process (memory-mapped: a lookup touches a few pages)."""
    sketch = LineSketch()
    sketch.table = np.load(path, mmap_mode="r")
    return sketch


def _document_text(row: dict, sketch: LineSketch, min_docs: int, counts: Counter) -> str:
    return remove_boilerplate(row["text"], sketch.frequent(row["text"], min_docs), counts)


# Pass 2 ------------------------------------------------------------------------------------------
@lru_cache(maxsize=2)
def _hasher(threshold: float, num_perm: int, seed: int) -> MinHasher:
    return MinHasher(threshold, num_perm, seed)


def key_part(task: tuple[int, str, str, str, int, int]) -> int:
    """Every row's dedup key and MinHash signature into the part's dedup files, and the part's file
    keys (a row names its file by its index in this list). Returns the part's row count."""
    chunks, work, dedup_folder, cfg_json, min_docs, b = task
    cfg = PrepareConfig.model_validate_json(cfg_json)
    sketch = _sketch(str(Path(work) / "clean" / "sketch.npy"))
    hasher = _hasher(cfg.dedup.near_threshold, cfg.dedup.num_perm, cfg.seed + 1) if cfg.dedup.near else None
    files: dict[str, int] = {}

    def keyed() -> Iterator[tuple]:
        scratch: Counter = Counter()
        for row in staged_rows(Path(work), b, chunks):
            file = files.setdefault(fkey(row), len(files))
            if row["kind"] == "document":
                text = _document_text(row, sketch, min_docs, scratch)
                if len(text) < cfg.min_chars:
                    yield NONE, 0, file, row["part"], None
                else:
                    yield DOCUMENT, int(normalized_hash(text)[:16], 16), file, row["part"], text
            else:
                yield RECORD, int(record_hash(row), 16), file, row["part"], None

    count = write_part_rows(keyed(), hasher, cfg.dedup.num_perm, part_row_paths(Path(dedup_folder), b))
    write_json(part_paths(Path(work), b)["files"], list(files))
    return count


class _Dropped(JsonlStream):
    """A part's dropped rows, streamed, counted by reason and by file."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.by_reason: Counter = Counter()
        self.per_file: dict[str, Counter] = {}

    def add(self, row: dict) -> None:
        super().add(row)
        self.by_reason[row["reason"]] += 1
        self.per_file.setdefault(f"{row['input']}:{row['path']}", Counter())[row["reason"]] += 1


# Pass 3 ------------------------------------------------------------------------------------------
def clean_part(task: tuple[int, str, str, int, int]) -> dict:
    """Remove boilerplate, drop too-short documents and the duplicates the coordinator decided
    (``decisions``: row -> [reason, what it names]), write the part's clean rows, dropped rows,
    split lines and per-file counts. Returns the part's counts and its split summary."""
    chunks, work, cfg_json, min_docs, b = task
    cfg = PrepareConfig.model_validate_json(cfg_json)
    paths = part_paths(Path(work), b)
    sketch = _sketch(str(Path(work) / "clean" / "sketch.npy"))
    decided = {int(r): v for r, v in json.loads(paths["decisions"].read_text()).items()}
    keep_near = cfg.dedup.near_action == "keep"
    cleaning: Counter = Counter()
    kept_per_file: Counter = Counter()
    first_dup_of: dict[str, str] = {}
    splits = SplitStream(cfg.val_ratio, cfg.seed)
    # Streamed: a part's kept rows, dropped rows and split lines go to disk as they come.
    kept, dropped, lines = (
        ParquetStream(paths["parquet"], CLEAN_SCHEMA),
        _Dropped(paths["dropped"]),
        JsonlStream(paths["groups"]),
    )
    first_group = last_group = None
    for r, row in enumerate(staged_rows(Path(work), b, chunks)):
        key = fkey(row)
        where = {"path": row["source_path"], "input": row["input"], "line": row["line"], "part": row["part"]}
        kind, named = decided.get(r, (None, None))
        if row["kind"] == "document":
            text = _document_text(row, sketch, min_docs, cleaning)
            if len(text) < cfg.min_chars:
                dropped.add({**where, "reason": "too_short", "duplicate_of": None})
                continue
            doc_id = normalized_hash(text)[:16]
            if kind == "near_duplicate" and keep_near:
                group = named  # the original's group: near-duplicates land in its split
            elif kind is not None:
                dropped.add({**where, "reason": kind, "duplicate_of": named})
                first_dup_of.setdefault(key, named)
                continue
            else:
                # Parts of one long file share a group so they land in the same split.
                group = doc_id if row["part"] == 0 else file_group(key)
            row["text"] = text
        else:
            doc_id = "r" + record_hash(row)[:15]
            if kind is not None:
                dropped.add({**where, "reason": "duplicate", "duplicate_of": named})
                first_dup_of.setdefault(key, named)
                continue
            group = doc_id
        line = splits.add(group)
        if line is not None:
            lines.add(line)
            first_group = first_group or group
            last_group = group
        kept.add({**row, "doc_id": doc_id, "group_id": group})
        kept_per_file[key] += 1
    kept.close()
    lines.close()
    dropped.close()
    write_json(
        paths["stats"],
        {
            "kept_per_file": dict(kept_per_file),
            "dropped_per_file": {k: dict(v) for k, v in dropped.per_file.items()},
            "first_dup_of": first_dup_of,
        },
    )
    return {
        "cleaning": dict(cleaning),
        "dropped": dict(dropped.by_reason),
        "splits": splits.summary(),
        "first_group": first_group,
        "last_group": last_group,
    }
