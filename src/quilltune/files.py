"""Atomic file writes and checksums, for every folder quilltune writes (data, run, checkpoints).

A writer puts the bytes in a hidden temporary name next to the target, fsyncs them, then renames:
a reader (or a rerun after a crash) sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any


def temp_name(path: Path) -> Path:
    """The hidden temporary name a writer of ``path`` uses (``clean_temp_files`` removes leftovers)."""
    return path.with_name(f".{path.name}.tmp-{os.getpid()}")


def fsync_path(path: Path) -> None:
    """Flush a file's (or a folder's) content to disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def commit(tmp: Path, path: Path) -> None:
    """fsync ``tmp`` and rename it onto ``path``."""
    fsync_path(tmp)
    os.replace(tmp, path)


def write_atomic(path: Path, write: Callable[[IO[str]], None]) -> None:
    """``write(fh)`` into a temporary file, then commit it as ``path``. On an ``OSError`` the
    temporary file is removed and the error raised (the caller words it for its stage)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            write(fh)
        commit(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise


def write_text_atomic(path: Path, text: str) -> None:
    write_atomic(path, lambda fh: fh.write(text))


def write_json_atomic(path: Path, obj: Any) -> None:
    """Indented JSON (non-ASCII kept, unknown types as ``str``), atomically."""
    write_text_atomic(path, json.dumps(obj, indent=2, ensure_ascii=False, default=str) + "\n")


def sha256_file(path: Path) -> str:
    """Streamed in 1 MiB chunks (a shard is never read into memory whole)."""
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def clean_temp_files(folder: Path) -> None:
    """Remove leftovers of an interrupted writer (only our own hidden temporary names)."""
    if folder.is_dir():
        for p in folder.rglob(".*.tmp-*"):
            p.unlink(missing_ok=True)
