"""Format readers: one function per file type, each ``read(stream, repairs) -> Iterator[Record | Rejection]``.

``repairs`` is a list the reader appends repair names to (encoding fixes, front matter removed…),
so the accounting row of the file says what was changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import BinaryIO

from quilltune.prepare.readers.documents import (
    read_docx,
    read_html,
    read_markdown,
    read_pdf,
    read_text,
    read_xml,
)
from quilltune.prepare.readers.recordfiles import read_json, read_jsonl, read_parquet
from quilltune.prepare.records import Record, Rejection

Reader = Callable[[BinaryIO, list[str]], Iterator[Record | Rejection]]

READERS: dict[str, Reader] = {
    ".txt": read_text,
    ".text": read_text,
    ".md": read_markdown,
    ".markdown": read_markdown,
    ".html": read_html,
    ".htm": read_html,
    ".xml": read_xml,
    ".pdf": read_pdf,
    ".docx": read_docx,
    ".jsonl": read_jsonl,
    ".ndjson": read_jsonl,
    ".json": read_json,
    ".parquet": read_parquet,
}

__all__ = ["READERS", "Reader"]
