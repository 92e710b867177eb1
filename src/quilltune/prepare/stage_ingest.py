"""Stage 1: read every discovered file in parallel into staged record batches, resumably.

Files are grouped into batches in discovery order, and a batch into chunks of ``CHUNK_FILES``
files: a worker reads a chunk's files and writes their records, accounting rows and rejected
records into ``.work/ingest`` itself (nothing but counts comes back). The coordinator then, batch
by batch in discovery order, finds identical files (same bytes as an earlier kept file, whatever
the worker count), writes the batch's ``inputs.jsonl`` and rejected records and the list of files
whose staged records the clean stage skips, and marks the batch done. A rerun skips done batches.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

from quilltune.prepare.discover import Entry
from quilltune.prepare.executors import Executor
from quilltune.prepare.ingest import ingest_file
from quilltune.prepare.storage import (
    STAGED_SCHEMA,
    JsonlStream,
    ParquetStream,
    iter_batches,
    iter_jsonl,
    write_json,
    write_jsonl,
    write_text,
)

CHUNK_FILES = 16  # files a worker task reads: small enough to spread one batch over the workers


def plan_batches(entries: list[Entry], batch_bytes: int, batch_files: int) -> list[list[Entry]]:
    batches: list[list[Entry]] = [[]]
    size = 0
    for e in entries:
        if batches[-1] and (size >= batch_bytes or len(batches[-1]) >= batch_files):
            batches.append([])
            size = 0
        batches[-1].append(e)
        size += e.size
    return [b for b in batches if b]


def batch_paths(work: Path, b: int) -> dict[str, Path]:
    d = work / "ingest"
    return {k: d / f"batch-{b:05d}.{k}" for k in ("inputs.jsonl", "rejected.jsonl", "skip", "done")}


def _staged_row(r: dict, row: dict) -> dict:
    return {
        "source_path": row["path"],
        "input": row["input"],
        "line": r["line"],
        "part": r["part"],
        "kind": r["kind"],
        "title": r["title"],
        "text": r["text"],
        "instruction": r["instruction"],
        "input_text": r["input"],
        "output": r["output"],
        "messages": r["messages"],
    }


def chunk_paths(work: Path, b: int, c: int) -> dict[str, Path]:
    d = work / "ingest"
    return {k: d / f"batch-{b:05d}.chunk-{c:04d}.{k}" for k in ("parquet", "inputs.jsonl", "rejected.jsonl")}


def ingest_chunk(task: tuple[list[Entry], int, str, int, int]) -> int:
    """Worker: read a chunk's files, write their staged records, rows and rejects; returns the
    number of files (identical files are found afterwards, by the coordinator)."""
    entries, max_doc_chars, work, b, c = task
    paths = chunk_paths(Path(work), b, c)
    # Streamed: the chunk's records go to disk a row group at a time, not held as one list.
    staged, rows, rejects = (
        ParquetStream(paths["parquet"], STAGED_SCHEMA),
        JsonlStream(paths["inputs.jsonl"]),
        JsonlStream(paths["rejected.jsonl"]),
    )
    for e in entries:
        res = ingest_file(e, max_doc_chars)
        for r in res.records:
            staged.add(_staged_row(r, res.row))
        for r in res.rejects:
            rejects.add(r)
        rows.add(res.row)
    staged.close(), rows.close(), rejects.close()
    return len(entries)


def chunk_count(batch: list[Entry]) -> int:
    return -(-len(batch) // CHUNK_FILES)


def staged_rows(work: Path, b: int, n_chunks: int) -> Iterator[dict]:
    """Batch ``b``'s staged records in discovery order, without those of identical files."""
    skip = set(json.loads(batch_paths(work, b)["skip"].read_text()))
    for c in range(n_chunks):
        for batch in iter_batches(chunk_paths(work, b, c)["parquet"], 256):
            for row in batch.to_pylist():
                if not skip or f"{row['input']}:{row['source_path']}" not in skip:
                    yield row


def run_ingest(
    batches: list[list[Entry]],
    work: Path,
    max_doc_chars: int,
    executor: Executor,
    advance: Callable[[int], None],
) -> None:
    seen: dict[str, str] = {}  # sha256 of bytes -> first path (input:path)
    todo: list[int] = []
    for b, batch in enumerate(batches):
        paths = batch_paths(work, b)
        if paths["done"].exists():
            for row in iter_jsonl(paths["inputs.jsonl"]):
                if row["sha256"] and row["status"] in ("kept", "repaired"):
                    seen.setdefault(row["sha256"], f"{row['input']}:{row['path']}")
            advance(len(batch))
        else:
            todo.append(b)
    tasks = [
        (batches[b][c * CHUNK_FILES : (c + 1) * CHUNK_FILES], max_doc_chars, str(work), b, c)
        for b in todo
        for c in range(chunk_count(batches[b]))
    ]
    results = executor.imap(ingest_chunk, tasks)
    for b in todo:
        paths = batch_paths(work, b)
        rows, skip, skip_rejects = [], [], set()
        records = 0
        for c in range(chunk_count(batches[b])):
            advance(next(results))
            for row in iter_jsonl(chunk_paths(work, b, c)["inputs.jsonl"]):
                key = f"{row['input']}:{row['path']}"
                sha = row["sha256"]
                if sha and row["status"] in ("kept", "repaired") and sha in seen:
                    if row["documents"]:
                        skip.append(key)
                    if row["rejected"]:
                        skip_rejects.add(key)
                    row.update(
                        status="duplicate",
                        reason="identical_content",
                        duplicate_of=seen[sha],
                        documents=0,
                        rejected=0,
                    )
                elif sha and row["status"] in ("kept", "repaired"):
                    seen[sha] = key
                rows.append(row)
                records += row["documents"]
        rejects = (
            r
            for c in range(chunk_count(batches[b]))
            for r in iter_jsonl(chunk_paths(work, b, c)["rejected.jsonl"])
            if f"{r['input']}:{r['path']}" not in skip_rejects
        )
        write_jsonl(paths["rejected.jsonl"], rejects)
        write_json(paths["skip"], skip)
        write_jsonl(paths["inputs.jsonl"], rows)
        write_text(paths["done"], json.dumps({"files": len(rows), "records": records}))
