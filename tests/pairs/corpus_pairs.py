"""Template pairs made from a corpus the way prepare makes them (ingest readers + cleaning), without
the PII stage, for checks that every pair is well-posed."""

from __future__ import annotations

from collections.abc import Iterator

from quilltune.prepare.discover import discover
from quilltune.prepare.ingest import ingest_file
from quilltune.prepare.tasks import TASKS, Pair, char_budget, generate_pairs


def corpus_documents(spec: str) -> Iterator[tuple[str, str, str]]:
    """(path, title, text) of every document the readers extract from ``spec``."""
    for entry in discover([spec]):
        result = ingest_file(entry, 1_000_000)
        for row in result.records:
            if row["kind"] == "document":
                yield entry.path, row["title"], row["text"]


def corpus_pairs(spec: str, seq_len: int = 512, per_doc: int = 8) -> Iterator[Pair]:
    mix = dict.fromkeys(TASKS, 1.0)
    for path, title, text in corpus_documents(spec):
        yield from generate_pairs(
            text, title, mix, max(per_doc, len(text) // 5000), path, char_budget(seq_len)
        )
