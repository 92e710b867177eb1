"""The teacher's generation cache: a rerun, or a run killed half-way, never pays for a generation twice.

One SQLite file (stdlib; each generation committed as it arrives, so a kill loses at most the batch
in flight). The key hashes everything that decides the generation: the passage's text, the task id
and prompt version, the teacher model and the sampling parameters. ``doc_id`` is kept beside each
entry so that ``--forget`` can delete what a document produced.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path


def cache_key(source: str, prompt_version: str, model: str, sampling: dict) -> str:
    h = hashlib.sha256()
    for part in (
        hashlib.sha256(source.encode()).hexdigest(),
        prompt_version,
        model,
        json.dumps(sampling, sort_keys=True),
    ):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


class GenerationCache:
    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "generations.sqlite"
        self.db = sqlite3.connect(self.path)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS gen (key TEXT PRIMARY KEY, doc_id TEXT, text TEXT, "
            "tokens_in INTEGER, tokens_out INTEGER, seconds REAL)"
        )
        self.db.execute("CREATE INDEX IF NOT EXISTS gen_doc ON gen(doc_id)")
        self.db.commit()

    def get(self, key: str) -> tuple[str, int, int] | None:
        row = self.db.execute("SELECT text, tokens_in, tokens_out FROM gen WHERE key = ?", (key,)).fetchone()
        return (row[0], row[1], row[2]) if row else None

    def put(self, key: str, doc_id: str, text: str, tokens_in: int, tokens_out: int, seconds: float) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO gen VALUES (?, ?, ?, ?, ?, ?)",
            (key, doc_id, text, tokens_in, tokens_out, seconds),
        )
        self.db.commit()

    def forget(self, doc_ids: set[str]) -> int:
        n = 0
        for d in doc_ids:
            n += self.db.execute("DELETE FROM gen WHERE doc_id = ?", (d,)).rowcount
        self.db.commit()
        if n:
            self.db.execute("VACUUM")  # the deleted text must not linger in free pages
        return n

    def close(self) -> None:
        self.db.close()
