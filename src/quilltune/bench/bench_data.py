"""The one dataset all three systems train on: a slice of a prepared data folder.

Fairness starts here. The bench takes exactly ``steps x micro_batch x grad_accum`` packed train
rows of a prepared folder and writes them as a small prepared folder of its own (same contract),
so quilltune's trainer does exactly one epoch = ``steps`` optimizer steps over them. The same rows
are then *unpacked* at their ``position_ids`` restarts into per-sample token sequences for TRL and
the plain HF recipe: every system sees the same samples with the same tokens and the same loss
tokens — only how they batch, pad and compute differs, which is what is being compared.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quilltune.data_folder import (
    IGNORE_INDEX,
    manifest_base,
    read_manifest,
    read_rows,
    split_stats,
    unpack_row,
    write_manifest,
    write_token_rows,
)
from quilltune.errors import InputError


def loss_tokens_of(labels: list[int]) -> int:
    """Tokens that carry loss after the model's one-token label shift."""
    return sum(1 for x in labels[1:] if x != IGNORE_INDEX)


@dataclass(frozen=True)
class BenchData:
    folder: Path
    """A prepared-data folder holding only the bench's rows (quilltune trains on it as is)."""
    samples_path: Path
    """``samples.jsonl``: the same rows unpacked per sample (TRL and HF train on it)."""
    rows: int
    samples: int
    tokens: int
    loss_tokens: int
    val_rows: int

    def to_dict(self) -> dict[str, Any]:
        return {k: (str(v) if isinstance(v, Path) else v) for k, v in self.__dict__.items()}


def make_bench_data(source: Path, out: Path, *, rows_needed: int, val_rows: int | None) -> BenchData:
    """Write the bench slice of ``source`` into ``out`` (train rows, validation rows, per-sample file)."""
    manifest = read_manifest(source)
    train = read_rows(source, "train", rows_needed)
    if len(train) < rows_needed:
        raise InputError(
            f"the prepared data in {source} has {len(train)} train rows but the bench needs {rows_needed} "
            f"(steps x micro_batch x grad_accum); use fewer --steps or more input data"
        )
    val = read_rows(source, "validation", val_rows)
    if not val:
        raise InputError(
            f"the prepared data in {source} has no validation rows; the bench compares validation loss"
        )
    out.mkdir(parents=True, exist_ok=True)
    for old in out.rglob("*.parquet"):
        old.unlink()
    write_token_rows(out, "train", train)
    write_token_rows(out, "validation", val)
    samples = [s for r in train for s in unpack_row(r)]
    samples_path = out / "samples.jsonl"
    with samples_path.open("w", encoding="utf-8") as f:
        for s in samples:
            f.write(json.dumps(s) + "\n")
    stats = {"train": split_stats(train), "validation": split_stats(val)}
    base = manifest_base(
        seq_len=int(manifest["seq_len"]),
        packing=bool(manifest.get("packing", True)),
        tokenizer_dir=Path(manifest["tokenizer"]["path"]),
        model=manifest.get("model", ""),
        splits=stats,
    )
    # The slice holds the source's tokens: keep its tokenizer record rather than re-fingerprint the
    # folder it names, which may be gone (a folder prepared on another machine).
    write_manifest(out, {**base, "tokenizer": manifest["tokenizer"], "pii": {}, "bench_source": str(source)})
    return BenchData(
        folder=out,
        samples_path=samples_path,
        rows=len(train),
        samples=len(samples),
        tokens=stats["train"]["tokens"],
        loss_tokens=sum(loss_tokens_of(s["labels"]) for s in samples),
        val_rows=len(val),
    )


def read_samples(path: Path) -> list[dict[str, list[int]]]:
    with Path(path).open(encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def hf_micro_batch(samples: int, steps: int, grad_accum: int) -> int:
    """Per-sample micro-batch giving the unpacked recipe the same samples per optimizer step."""
    return max(1, math.ceil(samples / (steps * grad_accum)))
