"""Read one discovered file into records plus its accounting row (runs in worker processes)."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import zlib
from collections import Counter
from dataclasses import dataclass, field

from quilltune.prepare.clean import clean_document
from quilltune.prepare.decode import BinaryContent
from quilltune.prepare.discover import Entry
from quilltune.prepare.readers import READERS
from quilltune.prepare.records import Record, Rejection

_MAGIC = {".pdf": b"%PDF", ".docx": b"PK", ".parquet": b"PAR1"}


@dataclass
class FileResult:
    row: dict
    records: list[dict] = field(default_factory=list)
    rejects: list[dict] = field(default_factory=list)


def file_type(path: str) -> tuple[str, bool]:
    """(extension that picks the reader, gzip-compressed?)."""
    name = path.lower()
    gz = name.endswith(".gz")
    if gz:
        name = name[:-3]
    dot = name.rfind(".")
    slash = name.rfind("/")
    return (name[dot:] if dot > slash else ""), gz


def base_row(entry: Entry) -> dict:
    return {
        "path": entry.path,
        "input": entry.input,
        "status": entry.status,
        "reason": entry.reason,
        "documents": 0,
        "records": 0,
        "rejected": 0,
        "duplicate_of": entry.duplicate_of,
        "repairs": [],
        "bytes": entry.size,
        "sha256": None,
        "cleaning": {},
    }


def _path_repairs(entry: Entry) -> list[str]:
    """A path that is not valid UTF-8 (a lone surrogate's bytes, Latin-1 bytes) reaches Python with
    surrogate escapes and is stored escaped (``discover.display_path``): the row says so."""
    if any(0xD800 <= ord(c) <= 0xDFFF for c in entry.abspath):
        return ["path_not_utf8_escaped"]
    return []


def split_long(text: str, max_chars: int) -> list[str]:
    """Cut a huge text into parts of at most max_chars at paragraph, line or space boundaries."""
    parts = []
    while len(text) > max_chars:
        window = text[:max_chars]
        cut = max(window.rfind("\n\n"), window.rfind("\n"), window.rfind(" "))
        if cut < max_chars // 2:
            cut = max_chars
        parts.append(text[:cut])
        text = text[cut:].lstrip()
    parts.append(text)
    return [p for p in parts if p.strip()]


def _record_dict(rec: Record, part: int = 0) -> dict:
    return {
        "line": rec.line,
        "part": part,
        "kind": rec.kind,
        "title": rec.title,
        "text": rec.text,
        "instruction": rec.instruction,
        "input": rec.input,
        "output": rec.output,
        "messages": json.dumps(rec.messages, ensure_ascii=False) if rec.messages else "",
    }


def ingest_file(entry: Entry, max_doc_chars: int) -> FileResult:
    row = base_row(entry)
    result = FileResult(row)
    if entry.status is not None:
        return result
    ext, gz = file_type(entry.path)
    reader = READERS.get(ext)
    if reader is None:
        row.update(status="skipped", reason="unsupported_type")
        return result
    try:
        with open(entry.abspath, "rb") as fh:
            raw = fh.read()
    except OSError:
        row.update(status="skipped", reason="unreadable")
        return result
    row["sha256"] = hashlib.sha256(raw).hexdigest()
    if not raw.strip():
        row.update(status="skipped", reason="empty")
        return result
    if gz and not raw.startswith(b"\x1f\x8b"):
        row.update(status="skipped", reason="not_gzip")
        return result
    stream = gzip.GzipFile(fileobj=io.BytesIO(raw)) if gz else io.BytesIO(raw)
    if ext in _MAGIC and not gz and not raw.startswith(_MAGIC[ext]):
        row.update(status="skipped", reason="not_" + ext[1:])
        return result
    repairs: list[str] = _path_repairs(entry)
    cleaning: Counter = Counter()
    try:
        for item in reader(stream, repairs):
            if isinstance(item, Rejection):
                result.rejects.append(
                    {"path": entry.path, "input": entry.input, "line": item.line, "reason": item.reason}
                )
                continue
            row["records"] += 1
            if item.kind == "document":
                # Per-document cleaning runs here, in the parallel workers; only the corpus-wide
                # steps (boilerplate, dedup) are left for the sequential stage.
                item.text = clean_document(item.text, cleaning)
            if item.kind == "document" and len(item.text) > max_doc_chars:
                pieces = split_long(item.text, max_doc_chars)
                if "split_into_parts" not in repairs:
                    repairs.append("split_into_parts")
                for i, piece in enumerate(pieces):
                    item.text = piece
                    result.records.append(_record_dict(item, i + 1))
            else:
                result.records.append(_record_dict(item))
    except BinaryContent:
        row.update(status="skipped", reason="binary")
        result.records.clear()
        result.rejects.clear()
        return result
    except (EOFError, gzip.BadGzipFile, zlib.error):
        # Keep what was read before the damage, and say so.
        if not result.records:
            row.update(status="skipped", reason="truncated_gzip")
            return result
        repairs.append("truncated_gzip_partial")
    except (RecursionError, MemoryError, ValueError, OSError) as e:
        # Last resort, per FILE: whatever a hostile file makes a reader raise (a corrupt Parquet row
        # group, a pathological nesting the reader did not expect) skips that file, never the run.
        row.update(status="skipped", reason=f"reader_error: {type(e).__name__}")
        result.records.clear()
        result.rejects.clear()
        return result
    row["documents"] = len(result.records)
    row["rejected"] = len(result.rejects)
    row["repairs"] = sorted(set(repairs))
    row["cleaning"] = dict(sorted(cleaning.items()))
    if not result.records:
        # Every file-level rejection (invalid XML, unreadable PDF...) carries the reason of the file.
        reason = (
            result.rejects[0]["reason"]
            if len(result.rejects) == 1 and result.rejects[0]["line"] is None
            else "no_valid_records"
        )
        row.update(status="skipped", reason=reason if result.rejects else "empty")
        if row["reason"] == reason and len(result.rejects) == 1 and result.rejects[0]["line"] is None:
            result.rejects.clear()
            row["rejected"] = 0
    else:
        row["status"] = "repaired" if row["repairs"] else "kept"
    return result
