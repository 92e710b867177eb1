"""The prepared data folder (docs/ARCHITECTURE.md "Prepared data folder"), owned here and nowhere else.

prepare writes it, plan / train / evaluate / bench read it; all of them go through this module for
the manifest (schema, reading, writing with the folder's checksums), the token shard paths, the row
schema, reading rows and unpacking them into samples, and the shard checksum check.

The manifest is a JSON object. ``MANIFEST_KEYS`` are the keys other stages read; a writer adds the
keys of its own stage beside them (prepare adds totals, PII counts, timings, …). To add a field
every folder must carry (a tokenizer fingerprint, say), extend ``tokenizer_entry`` or
``manifest_base`` and bump ``SCHEMA_VERSION`` if readers must tell old folders apart.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from quilltune.errors import InputError, IntegrityError
from quilltune.files import commit, sha256_file, temp_name, write_atomic, write_json_atomic

SCHEMA_VERSION = 1
MANIFEST = "manifest.json"
SPLITS = ("train", "validation")
LEFT_OUT_SPLIT = "left_out"
"""The ``split`` of documents/ and pairs/ rows that ``data.token_budget`` left out of tokens/train."""
LEFT_OUT_FILE = "left_out_documents.jsonl"
"""One row per document the token budget left out: doc_id, source_path, stratum, tokens."""
IGNORE_INDEX = -100
MANIFEST_KEYS = ("schema_version", "seq_len", "packing", "tokenizer", "model", "splits", "files")
ROW_COLUMNS = ["input_ids", "labels", "position_ids", "num_samples", "num_loss_tokens"]
TOKENS_SCHEMA = pa.schema(
    [
        ("input_ids", pa.list_(pa.int32())),
        ("labels", pa.list_(pa.int32())),
        ("position_ids", pa.list_(pa.int32())),
        ("num_samples", pa.int32()),
        ("num_loss_tokens", pa.int32()),
    ]
)


# --- paths -------------------------------------------------------------------------------------
def tokens_dir(data_dir: Path, split: str) -> Path:
    return Path(data_dir) / "tokens" / split


def shard_path(data_dir: Path, split: str, index: int) -> Path:
    return tokens_dir(data_dir, split) / f"shard-{index:05d}.parquet"


def shard_paths(data_dir: Path, split: str) -> list[Path]:
    return sorted(tokens_dir(data_dir, split).glob("shard-*.parquet"))


def is_prepared(data_dir: Path | str | None) -> bool:
    return data_dir is not None and (Path(data_dir) / MANIFEST).is_file()


# --- manifest ----------------------------------------------------------------------------------
def tokenizer_entry(tokenizer_dir: Path) -> dict[str, Any]:
    """The manifest's ``tokenizer`` object for the tokenizer in ``tokenizer_dir``, with the
    fingerprint readers compare against (``stale_tokenizer`` below)."""
    from quilltune.models.gguf_tokenizer import tokenizer_fingerprint

    return {
        "path": str(tokenizer_dir),
        "name": Path(tokenizer_dir).name,
        "fingerprint": tokenizer_fingerprint(Path(tokenizer_dir)),
    }


def manifest_base(
    *, seq_len: int, packing: bool, tokenizer_dir: Path, model: str, splits: dict
) -> dict[str, Any]:
    """The keys every prepared folder's manifest carries (``files`` is added by ``write_manifest``)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "seq_len": seq_len,
        "packing": packing,
        "tokenizer": tokenizer_entry(tokenizer_dir),
        "model": model,
        "splits": splits,
    }


def folder_checksums(folder: Path) -> dict[str, str]:
    """sha256 of every file of the folder but the manifest and hidden (temporary, lock) files."""
    files = {}
    for p in sorted(Path(folder).rglob("*")):
        rel = p.relative_to(folder).as_posix()
        if p.is_file() and not any(part.startswith(".") for part in Path(rel).parts) and rel != MANIFEST:
            files[rel] = sha256_file(p)
    return files


def write_manifest(data_dir: Path, manifest: dict[str, Any]) -> dict[str, Any]:
    """Add ``files`` (checksums of everything already in the folder) and write the manifest
    atomically, last, so a folder with a manifest is a finished folder. Returns what was written."""
    manifest = {**manifest, "files": folder_checksums(data_dir)}
    write_json_atomic(Path(data_dir) / MANIFEST, manifest)
    return manifest


def read_manifest(data_dir: Path) -> dict[str, Any]:
    """The manifest as a dict, or a clear error saying how to fix the folder."""
    path = Path(data_dir) / MANIFEST
    if not path.is_file():
        raise InputError(
            f"'{data_dir}' is not a prepared data folder: no {MANIFEST} (run `quilltune prepare`)"
        )
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise IntegrityError(f"{path} is not valid JSON ({e}); re-run `quilltune prepare`") from None
    except RecursionError:
        raise IntegrityError(
            f"{path} is nested too deeply to be a manifest; re-run `quilltune prepare`"
        ) from None
    if not isinstance(manifest, dict):
        raise IntegrityError(
            f"{path} is not a manifest (a JSON {type(manifest).__name__}, not an object); "
            "re-run `quilltune prepare`"
        )
    return manifest


def verify_token_shards(data_dir: Path, manifest: dict) -> int:
    """Check every token shard against ``manifest["files"]`` (sha256); returns the shards checked.

    Run once per run before training: an edited, swapped or truncated shard is valid Parquet often
    enough that only the checksum can tell. Shards on disk that the manifest does not list, and
    listed shards that are missing, are refused too.
    """
    data_dir = Path(data_dir)
    files = manifest.get("files")
    if not isinstance(files, dict):
        raise IntegrityError(f"{data_dir / MANIFEST} has no 'files' checksums; re-run `quilltune prepare`")
    checked = 0
    for split in SPLITS:
        for p in shard_paths(data_dir, split):
            rel = p.relative_to(data_dir).as_posix()
            expected = files.get(rel)
            if expected is None:
                raise IntegrityError(
                    f"{data_dir}/{rel} is not listed in {MANIFEST} (a stray or renamed shard); "
                    "re-run `quilltune prepare`"
                )
            if sha256_file(p) != expected:
                raise IntegrityError(
                    f"{data_dir}/{rel} does not match the checksum in {MANIFEST} (edited or "
                    "corrupt); re-run `quilltune prepare`"
                )
            checked += 1
    for rel in files:
        if rel.startswith("tokens/") and rel.endswith(".parquet") and not (data_dir / rel).is_file():
            raise IntegrityError(
                f"{data_dir}/{rel} is listed in {MANIFEST} but missing; re-run `quilltune prepare`"
            )
    return checked


# --- what the token budget left out --------------------------------------------------------------
def write_left_out(data_dir: Path, rows: Iterator[dict[str, Any]] | list[dict[str, Any]]) -> Path:
    """``LEFT_OUT_FILE``: the documents ``data.token_budget`` left out (ids and counts, no text)."""
    path = Path(data_dir) / LEFT_OUT_FILE

    def write(fh) -> None:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=True) + "\n")

    write_atomic(path, write)
    return path


def read_left_out(data_dir: Path) -> list[dict[str, Any]]:
    """The rows of ``LEFT_OUT_FILE`` ([] for a folder prepared without a token budget)."""
    path = Path(data_dir) / LEFT_OUT_FILE
    if not path.is_file():
        return []
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


# --- rows --------------------------------------------------------------------------------------
def write_parquet_atomic(path: Path, table: pa.Table) -> None:
    """Write ``table`` to ``path`` via a temporary file, fsync, rename. Fixed writer options and one
    chunk per column, so identical rows give identical bytes (a resumed prepare equals an
    uninterrupted one). Raises ``OSError`` (temporary file removed) for the caller to word."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    try:
        pq.write_table(
            table.combine_chunks(), tmp, compression="zstd", write_statistics=True, use_dictionary=True
        )
        commit(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise


def write_token_rows(data_dir: Path, split: str, rows: list[dict[str, Any]], index: int = 0) -> Path:
    """Rows (dicts of ``ROW_COLUMNS``) as token shard ``index`` of ``split``."""
    path = shard_path(data_dir, split, index)
    write_parquet_atomic(path, pa.Table.from_pylist(rows, schema=TOKENS_SCHEMA))
    return path


def iter_rows(data_dir: Path, split: str, columns: list[str] | None = None) -> Iterator[dict[str, Any]]:
    """Rows of a token split in file order; ``num_samples`` / ``num_loss_tokens`` are derived when a
    folder lacks them (older or foreign folders)."""
    paths = shard_paths(data_dir, split)
    if not paths:
        raise InputError(
            f"no token shards in {tokens_dir(data_dir, split)}: prepare the data first (quilltune prepare)"
        )
    for path in paths:
        try:
            table = pq.read_table(path)
        except (OSError, pa.ArrowInvalid) as e:
            raise IntegrityError(
                f"token shard {path} is unreadable ({e}); re-run `quilltune prepare`"
            ) from None
        wanted = [c for c in (columns or ROW_COLUMNS) if c in table.column_names]
        for row in table.select(wanted).to_pylist():
            if columns is None:
                row.setdefault("num_samples", sum(1 for p in row["position_ids"] if p == 0))
                row.setdefault("num_loss_tokens", sum(1 for x in row["labels"] if x != IGNORE_INDEX))
            yield row


def read_rows(data_dir: Path, split: str, limit: int | None = None) -> list[dict[str, Any]]:
    """The first ``limit`` rows (all by default) of a token split, in file order."""
    rows = []
    for row in iter_rows(data_dir, split):
        if limit is not None and len(rows) >= limit:
            break
        rows.append(row)
    return rows


def unpack_row(row: dict[str, Any]) -> list[dict[str, list[int]]]:
    """A packed row split at every ``position_ids == 0`` into per-sample ``input_ids`` / ``labels``.
    The first label of each sample is -100 already (loss never crosses samples)."""
    ids, labels = row["input_ids"], row["labels"]
    starts = [i for i, p in enumerate(row["position_ids"]) if p == 0] or [0]
    return [
        {"input_ids": list(ids[a:b]), "labels": [IGNORE_INDEX, *labels[a + 1 : b]]}
        for a, b in zip(starts, [*starts[1:], len(ids)], strict=True)
    ]


def split_stats(rows: list[dict[str, Any]]) -> dict[str, int]:
    """The manifest's ``splits.<split>`` counts of these rows."""
    return {
        "rows": len(rows),
        "samples": sum(r["num_samples"] for r in rows),
        "tokens": sum(len(r["input_ids"]) for r in rows),
        "loss_tokens": sum(r["num_loss_tokens"] for r in rows),
    }


_REPREPARE = "re-run `quilltune prepare` (it re-tokenizes with the current tokenizer)"


class StaleDataError(InputError):
    """The prepared tokens came from another tokenizer than the model's."""


def stale_tokenizer(manifest: dict, tokenizer_dir: Path | None, data_dir: Path) -> str | None:
    """Why ``data_dir``'s tokens do not belong to ``tokenizer_dir``'s tokenizer; None when they do.

    A folder written by ``quilltune prepare`` (it has a ``run_key``) without a fingerprint predates
    fingerprints and was tokenized by a tokenizer no longer known: stale. A folder written by hand
    to the data contract without a ``tokenizer.fingerprint`` cannot be checked and passes.
    ``tokenizer_dir`` None: compare against the tokenizer folder the manifest names, if it is there.
    """
    from quilltune.models.gguf_tokenizer import tokenizer_fingerprint

    record = manifest.get("tokenizer") if isinstance(manifest.get("tokenizer"), dict) else {}
    recorded = record.get("fingerprint")
    if recorded is None:
        if "run_key" in manifest:
            return (
                f"{data_dir} was prepared by an older quilltune that did not record its tokenizer's "
                f"fingerprint; its tokens may not match the model's tokenizer: {_REPREPARE}"
            )
        return None
    folder = Path(tokenizer_dir) if tokenizer_dir is not None else Path(str(record.get("path", "")))
    if not folder.is_dir():
        return None
    current = tokenizer_fingerprint(folder)
    if current != recorded:
        return (
            f"{data_dir} is stale: its tokens were made by another tokenizer (fingerprint {recorded[:19]}…) "
            f"than the model's in {folder} ({current[:19]}…): {_REPREPARE}"
        )
    return None


def require_current_tokenizer(manifest: dict, tokenizer_dir: Path | None, data_dir: Path) -> None:
    reason = stale_tokenizer(manifest, tokenizer_dir, data_dir)
    if reason is not None:
        raise StaleDataError(reason)
