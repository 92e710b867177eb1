"""Stage 1: read every discovered file in parallel into staged record batches, resumably.

Files are grouped into batches in discovery order; a batch is written (records Parquet, its
accounting rows, its rejected records) and then marked done. A rerun skips done batches.
Identical files (same bytes) are found here, in discovery order, whatever the worker count.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from quilltune.prepare.discover import Entry
from quilltune.prepare.executors import Executor
from quilltune.prepare.ingest import FileResult, ingest_file
from quilltune.prepare.storage import STAGED_SCHEMA, ParquetStream, read_jsonl, write_jsonl, write_text


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


def _task(args: tuple[Entry, int]) -> FileResult:
    return ingest_file(*args)


def batch_paths(work: Path, b: int) -> dict[str, Path]:
    d = work / "ingest"
    return {k: d / f"batch-{b:05d}.{k}" for k in ("parquet", "inputs.jsonl", "rejected.jsonl", "done")}


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
            for row in read_jsonl(paths["inputs.jsonl"]):
                if row["sha256"] and row["status"] in ("kept", "repaired"):
                    seen.setdefault(row["sha256"], f"{row['input']}:{row['path']}")
            advance(len(batch))
        else:
            todo.append(b)
    tasks = [(e, max_doc_chars) for b in todo for e in batches[b]]
    results = executor.imap(_task, tasks)
    for b in todo:
        paths = batch_paths(work, b)
        # Streamed: a batch's records go to disk a row group at a time, not held as one list.
        rows, staged, rejects = [], ParquetStream(paths["parquet"], STAGED_SCHEMA), []
        records = 0
        for _ in batches[b]:
            res: FileResult = next(results)
            row = res.row
            key = f"{row['input']}:{row['path']}"
            sha = row["sha256"]
            if sha and row["status"] in ("kept", "repaired") and sha in seen:
                row.update(
                    status="duplicate", reason="identical_content", duplicate_of=seen[sha], documents=0
                )
                res.records.clear()
                res.rejects.clear()
            elif sha and row["status"] in ("kept", "repaired"):
                seen[sha] = key
            rows.append(row)
            for r in res.records:
                staged.add(_staged_row(r, row))
            records += len(res.records)
            rejects.extend(res.rejects)
            advance(1)
        staged.close()
        write_jsonl(paths["inputs.jsonl"], rows)
        write_jsonl(paths["rejected.jsonl"], rejects)
        write_text(paths["done"], json.dumps({"files": len(rows), "records": records}))
