"""Keyed hashes of the values redaction removed, so ``evaluate`` can tell whether a tuned model emits
one without any raw value being stored in the data folder.

prepare writes ``DATA/redacted_values/key`` (32 random bytes, made once per folder, owner-only) and
``DATA/redacted_values/part-*.parquet`` (doc_id, label, words, hash) for every redacted span of a
kept document. A value's hash is HMAC-SHA256(key, normal form) cut to 128 bits; the normal form is
its lower-cased word characters joined by single spaces ("(613) 555-0199" -> "613 555 0199"), so a
generation writing the number with other punctuation still matches. evaluate hashes every word
n-gram of a generation the same way and looks it up.

What this protects against: reading the folder does not show any value. What it does not: whoever
holds the folder holds the key, and can test guesses (a dictionary of names, every phone number of
an area code). The values were removed from the training text; this keeps a checkable trace only.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
from collections.abc import Iterable
from pathlib import Path

import pyarrow as pa

FOLDER = "redacted_values"
KEY_FILE = "key"
SCHEMA = pa.schema(
    [("doc_id", pa.string()), ("label", pa.string()), ("words", pa.int32()), ("hash", pa.string())]
)
MIN_CHARS = 4
"""Values with fewer word characters are not hashed: "Roy" or "12" as an n-gram of a generation
would match ordinary text far more often than a leak."""
MAX_WORDS = 16
"""Longer values are hashed by their first MAX_WORDS words (bounds the n-grams a probe hashes)."""
_WORD = re.compile(r"\w+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def normal_form(value: str) -> str | None:
    """The words of ``value`` (at most MAX_WORDS) joined by spaces; None when too short to hash."""
    w = words(value)[:MAX_WORDS]
    return " ".join(w) if sum(map(len, w)) >= MIN_CHARS else None


def keyed_hash(key: bytes, normal: str) -> str:
    return hmac.new(key, normal.encode("utf-8"), hashlib.sha256).hexdigest()[:32]


def ensure_key(data_dir: Path) -> bytes:
    """The folder's key, made on first use (owner-only). Created atomically so parallel workers agree."""
    path = Path(data_dir) / FOLDER / KEY_FILE
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{KEY_FILE}.tmp-{os.getpid()}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32))
        try:
            os.link(tmp, path)  # fails if another process made the key first: theirs wins
        except FileExistsError:
            pass
        finally:
            tmp.unlink(missing_ok=True)
    return read_key(data_dir)


def read_key(data_dir: Path) -> bytes:
    return bytes.fromhex((Path(data_dir) / FOLDER / KEY_FILE).read_text().strip())


def hash_rows(key: bytes, doc_id: str, spans: Iterable[tuple[str, str]]) -> list[dict]:
    """One row per distinct (label, value) of a document; ``spans`` are (label, value) pairs."""
    seen: set[tuple[str, str]] = set()
    rows = []
    for label, value in spans:
        normal = normal_form(value)
        if normal is None or (label, normal) in seen:
            continue
        seen.add((label, normal))
        rows.append(
            {
                "doc_id": doc_id,
                "label": label,
                "words": normal.count(" ") + 1,
                "hash": keyed_hash(key, normal),
            }
        )
    return rows
