"""Record files: JSONL (streamed line by line), JSON (a list or one object) and Parquet (by batch)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import BinaryIO

from quilltune.prepare.decode import BinaryContent, decode_bytes, repair_text, replace_lone_surrogates
from quilltune.prepare.records import Record, Rejection, classify


def _repair_record(rec: Record | Rejection, repairs: list[str]) -> Record | Rejection:
    if not isinstance(rec, Record):
        return rec

    def fix(s: str) -> str:
        out, rep = repair_text(s)
        for r in rep:
            if r not in repairs:
                repairs.append(r)
        return out

    rec.text, rec.instruction, rec.input, rec.output = (
        fix(rec.text),
        fix(rec.instruction),
        fix(rec.input),
        fix(rec.output),
    )
    for m in rec.messages:
        m["content"] = fix(m["content"])
    return rec


def _without_lone_surrogates(obj: object, raw: str, repairs: list[str]) -> object:
    """JSON escapes can spell lone surrogates ("\\ud800"), which no UTF-8 writer accepts: they
    become U+FFFD (every field, keys too), recorded as a repair. Only lines holding a "\\u" escape
    are walked."""
    if "\\u" not in raw and "\\U" not in raw:
        return obj
    fixed, n = replace_lone_surrogates(obj)
    if n and "lone_surrogates_replaced" not in repairs:
        repairs.append("lone_surrogates_replaced")
    return fixed


def read_jsonl(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    # Line by line: memory is bounded by the longest line, not the file.
    for lineno, raw in enumerate(stream, start=1):
        if not raw.strip():
            continue
        try:
            line, rep = decode_bytes(raw)
        except BinaryContent:
            yield Rejection(lineno, "binary_line")
            continue
        for r in rep:
            if r not in repairs and r != "bom_removed":
                repairs.append(r)
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            yield Rejection(lineno, "invalid_json")
            continue
        except RecursionError:
            # json's C parser recurses per nesting level: a hostile line must not kill the run.
            yield Rejection(lineno, "nested_too_deeply")
            continue
        obj = _without_lone_surrogates(obj, line, repairs)
        yield _repair_record(classify(obj, lineno), repairs)


def read_json(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    text, rep = decode_bytes(stream.read())
    repairs.extend(rep)
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as e:
        yield Rejection(e.lineno, "invalid_json")
        return
    except RecursionError:
        yield Rejection(None, "nested_too_deeply")
        return
    obj = _without_lone_surrogates(obj, text, repairs)
    if isinstance(obj, dict) and isinstance(obj.get("data"), list):
        obj = obj["data"]
    items = obj if isinstance(obj, list) else [obj]
    for i, item in enumerate(items, start=1):
        yield _repair_record(classify(item, i), repairs)


def read_parquet(stream: BinaryIO, repairs: list[str]) -> Iterator[Record | Rejection]:
    import pyarrow as pa
    import pyarrow.parquet as pq

    source = stream if stream.seekable() else io.BytesIO(stream.read())
    try:
        pf = pq.ParquetFile(source)
    except (pa.ArrowInvalid, OSError):
        # Truncated or corrupt footer ("Parquet magic bytes not found"): the whole file is unreadable.
        yield Rejection(None, "parquet_unreadable")
        return
    row = 0
    for batch in pf.iter_batches(batch_size=1024):
        for obj in batch.to_pylist():
            row += 1
            yield _repair_record(classify(obj, row), repairs)
