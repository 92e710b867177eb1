"""prepare's writers: atomic (``quilltune.files``), worded for a rerun that continues, streamed
where a part is large; and the schemas of the folder's intermediate and final Parquet files."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from quilltune.data_folder import TOKENS_SCHEMA, write_parquet_atomic
from quilltune.errors import InputError
from quilltune.files import clean_temp_files, commit, sha256_file, temp_name, write_atomic, write_text_atomic

__all__ = ["TOKENS_SCHEMA", "clean_temp_files", "sha256_file"]  # prepare's modules import them from here


def _write_failed(tmp: Path, path: Path, err: OSError) -> InputError:
    # A full disk (or a vanished mount) is the user's to fix, not a crash: drop the torn temp file
    # now and say that a rerun continues from the finished shards.
    tmp.unlink(missing_ok=True)
    reason = err.strerror or str(err)
    return InputError(
        f"could not write {path}: {reason}; finished shards are kept — free space "
        "(or fix the output folder) and rerun the same command to continue"
    )


def write_parquet(path: Path, rows: list[dict], schema: pa.Schema) -> None:
    write_table(path, pa.Table.from_pylist(rows, schema=schema))


def write_table(path: Path, table: pa.Table) -> None:
    try:
        write_parquet_atomic(path, table)
    except OSError as e:
        raise _write_failed(temp_name(path), path, e) from None


class ParquetStream:
    """Rows appended in order and written ``group_rows`` at a time as Parquet row groups, so a large
    part never sits in memory as Python objects; committed atomically on ``close`` like
    :func:`write_parquet`. The same rows give the same bytes (fixed writer options and grouping)."""

    def __init__(self, path: Path, schema: pa.Schema, group_rows: int = 2048) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path, self.schema, self.group_rows = path, schema, group_rows
        self.tmp = temp_name(path)
        self.rows: list[dict] = []
        self.writer = pq.ParquetWriter(
            self.tmp, schema, compression="zstd", write_statistics=True, use_dictionary=True
        )

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
            commit(self.tmp, self.path)
        except OSError as e:
            raise _write_failed(self.tmp, self.path, e) from None

    def abort(self) -> None:
        self.writer.close()
        self.tmp.unlink(missing_ok=True)


def iter_batches(
    path: Path | str, batch_size: int, columns: list[str] | None = None
) -> Iterator[pa.RecordBatch]:
    """A Parquet file's rows in batches, one row group at a time: ``ParquetFile.iter_batches`` over
    the whole file keeps Arrow buffers of the row groups it has read (its pool peak grows with the
    file: 13 MB for a 40k-row part, 40 MB for 160k), read row group by row group it stays flat."""
    f = pq.ParquetFile(path)
    for g in range(f.metadata.num_row_groups):
        yield from f.iter_batches(batch_size=batch_size, row_groups=[g], columns=columns)


def write_text(path: Path, text: str) -> None:
    try:
        write_text_atomic(path, text)
    except OSError as e:
        raise _write_failed(temp_name(path), path, e) from None


def write_json(path: Path, obj: object) -> None:
    write_text(path, json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=False) + "\n")


def write_jsonl(path: Path, rows: Iterable[dict]) -> None:
    """Streamed line by line (a 1.2 M-line splits file built as one string cost ~600 MB at once)."""

    def write(fh) -> None:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=True) + "\n")

    try:
        write_atomic(path, write)
    except OSError as e:
        raise _write_failed(temp_name(path), path, e) from None


class JsonlStream:
    """Rows appended to a JSONL file as they come (as :func:`write_jsonl` writes them), committed
    atomically on ``close``: a part's dropped rows or split lines are never held as a list."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path, self.tmp = path, temp_name(path)
        self.fh = open(self.tmp, "w", encoding="utf-8")
        self.count = 0

    def add(self, row: dict) -> None:
        try:
            self.fh.write(json.dumps(row, ensure_ascii=True) + "\n")
        except OSError as e:
            self.fh.close()
            raise _write_failed(self.tmp, self.path, e) from None
        self.count += 1

    def close(self) -> None:
        try:
            self.fh.close()
            commit(self.tmp, self.path)
        except OSError as e:
            raise _write_failed(self.tmp, self.path, e) from None


def iter_jsonl(path: Path) -> Iterator[dict]:
    """A JSONL file's rows one at a time: a part's dropped rows (a 30 % duplicate rate is millions
    of them) are counted, never held as a list."""
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


STAGED_SCHEMA = pa.schema(
    [
        ("source_path", pa.string()),
        ("input", pa.string()),
        ("line", pa.int64()),
        ("part", pa.int32()),
        ("kind", pa.string()),
        ("title", pa.string()),
        ("text", pa.string()),
        ("instruction", pa.string()),
        ("input_text", pa.string()),
        ("output", pa.string()),
        ("messages", pa.string()),
    ]
)
CLEAN_SCHEMA = pa.schema(list(STAGED_SCHEMA) + [("doc_id", pa.string()), ("group_id", pa.string())])
DOCUMENTS_SCHEMA = pa.schema(
    [("doc_id", pa.string()), ("source_path", pa.string()), ("text", pa.string()), ("split", pa.string())]
)
PAIRS_SCHEMA = pa.schema(
    [
        ("doc_id", pa.string()),
        ("instruction", pa.string()),
        ("input", pa.string()),
        ("output", pa.string()),
        ("split", pa.string()),
        ("task", pa.string()),
        ("messages", pa.string()),
        # Lineage: who made the pair (template | teacher | record), from which span of the redacted
        # document (null for a user's own pair/chat records) and with which prompt version.
        ("generator", pa.string()),
        ("source_start", pa.int64()),
        ("source_end", pa.int64()),
        ("prompt_version", pa.string()),
    ]
)
