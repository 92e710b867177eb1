"""Stage 4: chat-template formatting, tokenization and packing into token shards per split.

Two steps, so the work runs in the worker processes and the result does not depend on how many:
1. per pairs part (parallel, resumable): tokenize the part's pairs and pack them within windows of
   ``pack_window`` samples of one split, into ``.work/tokens/<split>/part-NNNNN.parquet``;
2. in the parent: cut the parts' rows, in part order, into shards of ``shard_rows`` rows
   (``tokens/<split>/shard-NNNNN.parquet``) — Arrow slices, no Python objects per token.

Truncation is counted, never silent: a sample longer than seq_len keeps its first seq_len tokens
and is counted in ``truncated_samples``; one whose response is cut away entirely is dropped and
counted in ``dropped_no_loss``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from quilltune.errors import InputError
from quilltune.models.gguf_tokenizer import tokenizer_fingerprint
from quilltune.prepare.chat_format import Sample, TemplateCache, pair_messages, tokenize_batch
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pack import pack_table
from quilltune.prepare.storage import TOKENS_SCHEMA, ParquetStream, iter_batches, write_json, write_table

SPLITS = ("train", "validation")


def load_tokenizer(tokenizer_dir: Path) -> Any:
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(tokenizer_dir))
    if not tok.is_fast:
        raise InputError(f"the tokenizer in {tokenizer_dir} is not a fast tokenizer; prepare needs one")
    return tok


@lru_cache(maxsize=2)
def _templates(tokenizer_dir: str, fingerprint: str) -> TemplateCache:
    """One tokenizer (and its rendered chat-template skeletons) per worker process. Keyed by the
    fingerprint too: a tokenizer rebuilt in place (same folder) must not reuse the cached one."""
    return TemplateCache(load_tokenizer(Path(tokenizer_dir)))


def _conversations(
    templates: TemplateCache, rows: list[dict], system: str | None
) -> list[list[tuple[str, bool]]]:
    out = []
    for r in rows:
        msgs = (
            json.loads(r["messages"])
            if r["messages"]
            else pair_messages(r["instruction"], r["input"], r["output"], system)
        )
        if system and msgs[0]["role"] != "system":
            msgs = [{"role": "system", "content": system}] + msgs
        out.append(templates.segments(msgs))
    return out


class _SplitPacker:
    """One split of one part: samples in, packed rows out to the part's file, counts kept."""

    def __init__(self, path: Path, cfg: PrepareConfig, seed: tuple[int, ...]) -> None:
        self.cfg, self.seed = cfg, seed
        self.windows = 0
        self.stream = ParquetStream(path, TOKENS_SCHEMA)
        self.window: list[Sample] = []
        self.stats: Counter = Counter()

    def add(self, sample: Sample) -> None:
        self.stats["truncated_samples"] += int(sample.truncated)
        # Labels are not shifted: position 0 never carries loss, so a sample needs one supervised
        # token after its first.
        if not (sample.labels[1:] != -100).any():
            self.stats["dropped_no_loss"] += 1
            return
        self.stats["samples"] += 1
        self.window.append(sample)
        if len(self.window) >= self.cfg.pack_window:
            self.flush()

    def flush(self) -> None:
        if not self.window:
            return
        table = pack_table(
            self.window, self.cfg.seq_len, self.cfg.packing, self.cfg.pack_order, (*self.seed, self.windows)
        )
        self.windows += 1
        self.stats["rows"] += table.num_rows
        self.stats["tokens"] += pc.sum(pc.list_value_length(table["input_ids"])).as_py() or 0
        self.stats["loss_tokens"] += pc.sum(table["num_loss_tokens"]).as_py() or 0
        self.stream.add_table(table)
        self.window.clear()

    def close(self) -> dict:
        self.flush()
        self.stream.close()
        return dict(self.stats)

    def abort(self) -> None:
        self.stream.abort()


def part_paths(work: Path, b: int) -> dict[str, Path]:
    folder = work / "tokens"
    return {
        "stats": folder / f"part-{b:05d}.json",
        **{s: folder / s / f"part-{b:05d}.parquet" for s in SPLITS},
    }


def tokenize_part(task: tuple[str, str, str, str, int]) -> dict:
    """Worker: tokenize and pack one pairs part, both splits in one read; returns its counts. A part
    whose counts file exists is done (the counts are written after both row files are committed)."""
    pairs_path, work, cfg_json, tokenizer_dir, b = task
    paths = part_paths(Path(work), b)
    if paths["stats"].exists():
        return json.loads(paths["stats"].read_text())
    cfg = PrepareConfig.model_validate_json(cfg_json)
    templates = _templates(tokenizer_dir, tokenizer_fingerprint(Path(tokenizer_dir)))
    packers = {s: _SplitPacker(paths[s], cfg, (cfg.seed, b, i)) for i, s in enumerate(SPLITS)}
    try:
        for batch in iter_batches(pairs_path, 512):
            # Rows the token budget left out (split "left_out") are not tokenized.
            rows = [r for r in batch.to_pylist() if r["split"] in packers]
            if not rows:
                continue
            samples = tokenize_batch(
                templates.tokenizer, _conversations(templates, rows, cfg.system_prompt), cfg.seq_len
            )
            for row, sample in zip(rows, samples, strict=True):
                packers[row["split"]].add(sample)
        stats = {s: p.close() for s, p in packers.items()}
    except BaseException:
        for p in packers.values():
            p.abort()
        raise
    write_json(paths["stats"], stats)
    return stats


def write_shards(parts: list[Path], folder: Path, shard_rows: int) -> int:
    """Concatenate the parts' rows in order and cut them into shards of ``shard_rows`` rows; returns
    the number of shards. An empty split still gets one (empty) shard with the schema."""
    pending: list[pa.Table] = []
    held = shards = 0

    def emit(table: pa.Table) -> None:
        nonlocal shards
        write_table(folder / f"shard-{shards:05d}.parquet", table)
        shards += 1

    for part in parts:
        for batch in iter_batches(part, shard_rows):
            pending.append(pa.Table.from_batches([batch], schema=TOKENS_SCHEMA))
            held += batch.num_rows
            while held >= shard_rows:
                table = pa.concat_tables(pending)
                emit(table.slice(0, shard_rows))
                rest = table.slice(shard_rows)
                pending, held = ([rest] if rest.num_rows else []), rest.num_rows
    if held or shards == 0:
        emit(pa.concat_tables(pending) if pending else TOKENS_SCHEMA.empty_table())
    return shards


def write_split_shards(task: tuple[list[str], str, int]) -> int:
    parts, folder, shard_rows = task
    return write_shards([Path(p) for p in parts], Path(folder), shard_rows)


def run_tokens(
    pair_parts: list[Path],
    out: Path,
    work: Path,
    cfg: PrepareConfig,
    tokenizer_dir: Path,
    executor: Any,
    advance: Callable[[float], None],
) -> dict:
    """Tokenize every part on ``executor``, then write the shards; returns counts per split."""
    stats = {s: Counter() for s in SPLITS}
    tasks = [
        (str(p), str(work), cfg.model_dump_json(), str(tokenizer_dir), b) for b, p in enumerate(pair_parts)
    ]
    for part_stats in executor.imap(tokenize_part, tasks):
        for s in SPLITS:
            stats[s].update(part_stats.get(s, {}))
        advance(1)
    # On the workers too (one task a split): the driver never reads the token rows.
    shard_tasks = [
        (
            [str(part_paths(work, b)[s]) for b in range(len(pair_parts))],
            str(out / "tokens" / s),
            cfg.shard_rows,
        )
        for s in SPLITS
    ]
    for _ in executor.imap(write_split_shards, shard_tasks):
        pass
    return {s: dict(c) for s, c in stats.items()}


def measure_bytes_per_token(doc_parts: list[Path], tokenizer, budget_bytes: int = 500_000) -> float | None:
    """UTF-8 bytes per token of the cleaned documents (first ~0.5 MB), for the planner."""
    texts, size = [], 0
    every = (
        t
        for part in doc_parts
        for b in iter_batches(part, 64, columns=["text"])
        for t in b.column("text").to_pylist()
    )
    for t in every:
        texts.append(t)
        size += len(t.encode("utf-8"))
        if size >= budget_bytes:
            break
    if not texts:
        return None
    tokens = sum(len(ids) for ids in tokenizer(texts, add_special_tokens=False)["input_ids"])
    return round(size / tokens, 4) if tokens else None
