"""Stage 4: chat-template formatting, tokenization and packing into token shards per split.

Samples are packed within windows of ``pack_window`` samples so memory stays bounded on any
corpus size; shards hold ``shard_rows`` rows. Truncation is counted, never silent: a sample
longer than seq_len keeps its first seq_len tokens and is counted in ``truncated_samples``; one
whose response is cut away entirely is dropped and counted in ``dropped_no_loss``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from quilltune.prepare.chat_format import Sample, TemplateCache, pair_messages, tokenize_batch
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pack import pack
from quilltune.prepare.storage import TOKENS_SCHEMA, write_parquet

SPLITS = ("train", "validation")


class _ShardWriter:
    def __init__(self, folder: Path, shard_rows: int) -> None:
        self.folder, self.shard_rows = folder, shard_rows
        self.rows: list[dict] = []
        self.n = 0

    def add(self, rows: list[dict]) -> None:
        self.rows.extend(rows)
        while len(self.rows) >= self.shard_rows:
            self._write(self.rows[: self.shard_rows])
            self.rows = self.rows[self.shard_rows:]

    def _write(self, rows: list[dict]) -> None:
        write_parquet(self.folder / f"shard-{self.n:05d}.parquet", rows, TOKENS_SCHEMA)
        self.n += 1

    def close(self) -> None:
        if self.rows or self.n == 0:
            self._write(self.rows)  # an empty split still gets one (empty) shard with the schema
        self.rows = []


def _conversations(templates: TemplateCache, rows: list[dict], system: str | None) -> list[list[tuple[str, bool]]]:
    out = []
    for r in rows:
        msgs = json.loads(r["messages"]) if r["messages"] else pair_messages(r["instruction"], r["input"], r["output"], system)
        if system and msgs[0]["role"] != "system":
            msgs = [{"role": "system", "content": system}] + msgs
        out.append(templates.segments(msgs))
    return out


def _flush(window: list[Sample], stats: Counter, writer: _ShardWriter, cfg: PrepareConfig) -> None:
    rows = pack(window, cfg.seq_len, cfg.packing)
    stats["rows"] += len(rows)
    stats["tokens"] += sum(len(r["input_ids"]) for r in rows)
    stats["loss_tokens"] += sum(r["num_loss_tokens"] for r in rows)
    writer.add(rows)
    window.clear()


def run_tokens(pair_parts: list[Path], out: Path, cfg: PrepareConfig, tokenizer: Any,
               advance: Callable[[float], None]) -> dict:
    stats = {s: Counter() for s in SPLITS}
    templates = TemplateCache(tokenizer)
    for split in SPLITS:
        writer = _ShardWriter(out / "tokens" / split, cfg.shard_rows)
        window: list[Sample] = []

        for part in pair_parts:
            for batch in pq.ParquetFile(part).iter_batches(batch_size=512):
                rows = [r for r in batch.to_pylist() if r["split"] == split]
                if not rows:
                    continue
                for s in tokenize_batch(tokenizer, _conversations(templates, rows, cfg.system_prompt), cfg.seq_len):
                    stats[split]["truncated_samples"] += int(s.truncated)
                    # Labels are not shifted: position 0 never carries loss, so a sample needs one
                    # supervised token after its first.
                    if not (s.labels[1:] != -100).any():
                        stats[split]["dropped_no_loss"] += 1
                        continue
                    stats[split]["samples"] += 1
                    window.append(s)
                    if len(window) >= cfg.pack_window:
                        _flush(window, stats[split], writer, cfg)
            advance(0.5)
        if window:
            _flush(window, stats[split], writer, cfg)
        writer.close()
    return {s: dict(c) for s, c in stats.items()}


def measure_bytes_per_token(doc_parts: list[Path], tokenizer, budget_bytes: int = 500_000) -> float | None:
    """UTF-8 bytes per token of the cleaned documents (first ~0.5 MB), for the planner."""
    texts, size = [], 0
    for part in doc_parts:
        for batch in pq.ParquetFile(part).iter_batches(batch_size=64, columns=["text"]):
            for t in batch.column("text").to_pylist():
                texts.append(t)
                size += len(t.encode("utf-8"))
                if size >= budget_bytes:
                    break
            if size >= budget_bytes:
                break
        if size >= budget_bytes:
            break
    if not texts:
        return None
    tokens = sum(len(ids) for ids in tokenizer(texts, add_special_tokens=False)["input_ids"])
    return round(size / tokens, 4) if tokens else None
