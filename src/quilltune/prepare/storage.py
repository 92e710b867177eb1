"""Atomic file writes and checksums: a crash never leaves a half-written shard behind a final name."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from quilltune.errors import InputError


def _tmp(path: Path) -> Path:
    return path.with_name(f".{path.name}.tmp-{os.getpid()}")


def _commit(tmp: Path, path: Path) -> None:
    with open(tmp, "rb") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _write_failed(tmp: Path, path: Path, err: OSError) -> InputError:
    # A full disk (or a vanished mount) is the user's to fix, not a crash: drop the torn temp file
    # now and say that a rerun continues from the finished shards.
    tmp.unlink(missing_ok=True)
    reason = err.strerror or str(err)
    return InputError(f"could not write {path}: {reason}; finished shards are kept — free space "
                      "(or fix the output folder) and rerun the same command to continue")


def write_parquet(path: Path, rows: list[dict], schema: pa.Schema) -> None:
    write_table(path, pa.Table.from_pylist(rows, schema=schema))


def write_table(path: Path, table: pa.Table) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _tmp(path)
    # One chunk per column: page boundaries then depend on the rows only, not on how they arrived.
    table = table.combine_chunks()
    try:
        # Fixed writer options so identical rows give identical bytes (resume == uninterrupted run).
        pq.write_table(table, tmp, compression="zstd", write_statistics=True, use_dictionary=True)
        _commit(tmp, path)
    except OSError as e:
        raise _write_failed(tmp, path, e) from None


class ParquetStream:
    """Rows appended in order and written ``group_rows`` at a time as Parquet row groups, so a large
    part never sits in memory as Python objects; committed atomically on ``close`` like
    :func:`write_parquet`. The same rows give the same bytes (fixed writer options and grouping)."""

    def __init__(self, path: Path, schema: pa.Schema, group_rows: int = 2048) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path, self.schema, self.group_rows = path, schema, group_rows
        self.tmp = _tmp(path)
        self.rows: list[dict] = []
        self.writer = pq.ParquetWriter(self.tmp, schema, compression="zstd", write_statistics=True,
                                       use_dictionary=True)

    def add(self, row: dict) -> None:
        self.rows.append(row)
        if len(self.rows) >= self.group_rows:
            self._flush()

    def add_table(self, table: pa.Table) -> None:
        """Rows already in Arrow form (no Python objects), written after any pending ``add`` rows."""
        if self.rows:
            self._flush()
        self._write(table)

    def _write(self, table: pa.Table) -> None:
        try:
            self.writer.write_table(table)
        except OSError as e:
            self.writer.close()
            raise _write_failed(self.tmp, self.path, e) from None

    def _flush(self) -> None:
        self._write(pa.Table.from_pylist(self.rows, schema=self.schema))
        self.rows.clear()

    def close(self) -> None:
        if self.rows:
            self._flush()
        try:
            self.writer.close()
            _commit(self.tmp, self.path)
        except OSError as e:
            raise _write_failed(self.tmp, self.path, e) from None

    def abort(self) -> None:
        self.writer.close()
        self.tmp.unlink(missing_ok=True)


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _tmp(path)
    try:
        tmp.write_text(text, encoding="utf-8")
        _commit(tmp, path)
    except OSError as e:
        raise _write_failed(tmp, path, e) from None


def write_json(path: Path, obj: object) -> None:
    write_text(path, json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=False) + "\n")


def write_jsonl(path: Path, rows: Iterable[dict]) -> None:
    """Streamed line by line (a 1.2 M-line splits file built as one string cost ~600 MB at once)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _tmp(path)
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=True) + "\n")
        _commit(tmp, path)
    except OSError as e:
        raise _write_failed(tmp, path, e) from None


def read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def clean_temp_files(folder: Path) -> None:
    """Remove leftovers of an interrupted writer (only our own hidden temp names)."""
    if folder.is_dir():
        for p in folder.rglob(".*.tmp-*"):
            p.unlink(missing_ok=True)


STAGED_SCHEMA = pa.schema([
    ("source_path", pa.string()), ("input", pa.string()), ("line", pa.int64()), ("part", pa.int32()),
    ("kind", pa.string()), ("title", pa.string()), ("text", pa.string()), ("instruction", pa.string()),
    ("input_text", pa.string()), ("output", pa.string()), ("messages", pa.string()),
])
CLEAN_SCHEMA = pa.schema(list(STAGED_SCHEMA) + [("doc_id", pa.string()), ("group_id", pa.string())])
DOCUMENTS_SCHEMA = pa.schema([("doc_id", pa.string()), ("source_path", pa.string()), ("text", pa.string()),
                              ("split", pa.string())])
PAIRS_SCHEMA = pa.schema([
    ("doc_id", pa.string()), ("instruction", pa.string()), ("input", pa.string()), ("output", pa.string()),
    ("split", pa.string()), ("task", pa.string()), ("messages", pa.string()),
    # Lineage: who made the pair (template | teacher | record), from which span of the redacted
    # document (null for a user's own pair/chat records) and with which prompt version.
    ("generator", pa.string()), ("source_start", pa.int64()), ("source_end", pa.int64()),
    ("prompt_version", pa.string()),
])
TOKENS_SCHEMA = pa.schema([
    ("input_ids", pa.list_(pa.int32())), ("labels", pa.list_(pa.int32())), ("position_ids", pa.list_(pa.int32())),
    ("num_samples", pa.int32()), ("num_loss_tokens", pa.int32()),
])
