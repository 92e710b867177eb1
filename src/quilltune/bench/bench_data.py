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

from quilltune.bench.dev_data import split_stats, write_manifest, write_token_split
from quilltune.errors import InputError

IGNORE_INDEX = -100
ROW_COLUMNS = ["input_ids", "labels", "position_ids", "num_samples", "num_loss_tokens"]


def read_rows(data_dir: Path, split: str, limit: int | None = None) -> list[dict[str, Any]]:
    """The first ``limit`` rows of a token split, in file order."""
    import pyarrow.parquet as pq

    paths = sorted((Path(data_dir) / "tokens" / split).glob("shard-*.parquet"))
    rows: list[dict[str, Any]] = []
    for path in paths:
        table = pq.read_table(path)
        cols = [c for c in ROW_COLUMNS if c in table.column_names]
        rows.extend(table.select(cols).to_pylist())
        if limit is not None and len(rows) >= limit:
            break
    for r in rows:  # older or foreign folders may lack the count columns; they are derivable
        r.setdefault("num_samples", sum(1 for p in r["position_ids"] if p == 0))
        r.setdefault("num_loss_tokens", sum(1 for x in r["labels"] if x != IGNORE_INDEX))
    return rows if limit is None else rows[:limit]


def unpack_row(row: dict[str, Any]) -> list[dict[str, list[int]]]:
    """Split a packed row at every ``position_ids == 0`` into per-sample ``input_ids`` / ``labels``."""
    starts = [i for i, p in enumerate(row["position_ids"]) if p == 0] + [len(row["input_ids"])]
    out = []
    for a, b in zip(starts[:-1], starts[1:], strict=True):
        ids, labels = row["input_ids"][a:b], list(row["labels"][a:b])
        labels[0] = IGNORE_INDEX  # after the model's shift, position 0 never carries loss anyway
        out.append({"input_ids": list(ids), "labels": labels})
    return out


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
    manifest = json.loads((Path(source) / "manifest.json").read_text(encoding="utf-8"))
    train = read_rows(source, "train", rows_needed)
    if len(train) < rows_needed:
        raise InputError(
            f"the prepared data in {source} has {len(train)} train rows but the bench needs {rows_needed} "
            f"(steps x micro_batch x grad_accum); use fewer --steps or more input data"
        )
    val = read_rows(source, "validation", val_rows)
    if not val:
        raise InputError(f"the prepared data in {source} has no validation rows; the bench compares validation loss")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.rglob("*.parquet"):
        old.unlink()
    write_token_split(train, out / "tokens" / "train")
    write_token_split(val, out / "tokens" / "validation")
    samples = [s for r in train for s in unpack_row(r)]
    samples_path = out / "samples.jsonl"
    with samples_path.open("w", encoding="utf-8") as f:
        for s in samples:
            f.write(json.dumps(s) + "\n")
    stats = {"train": split_stats(train), "validation": split_stats(val)}
    write_manifest(
        out, seq_len=int(manifest["seq_len"]), tokenizer_path=manifest["tokenizer"]["path"],
        model=manifest.get("model", ""), splits=stats, extra={"bench_source": str(source)},
    )
    return BenchData(
        folder=out, samples_path=samples_path, rows=len(train), samples=len(samples),
        tokens=stats["train"]["tokens"], loss_tokens=sum(loss_tokens_of(s["labels"]) for s in samples),
        val_rows=len(val),
    )


def read_samples(path: Path) -> list[dict[str, list[int]]]:
    with Path(path).open(encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def hf_micro_batch(samples: int, steps: int, grad_accum: int) -> int:
    """Per-sample micro-batch giving the unpacked recipe the same samples per optimizer step."""
    return max(1, math.ceil(samples / (steps * grad_accum)))
