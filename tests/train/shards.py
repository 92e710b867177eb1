"""Write prepared-data folders per the contract in docs/ARCHITECTURE.md, for trainer tests."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq


def make_samples(
    n: int, *, seed: int = 0, vocab: int = 400, min_len: int = 8, max_len: int = 40
) -> list[list[int]]:
    """Learnable token sequences: each sample counts up modulo a small vocab from a random start."""
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(min_len, max_len + 1))
        start = int(rng.integers(10, vocab))
        step = int(rng.integers(1, 4))
        out.append([10 + (start + step * i) % vocab for i in range(length)])
    return out


def sample_row(sample: list[int], prompt_len: int = 2) -> dict:
    labels = [-100] * prompt_len + sample[prompt_len:]
    return {
        "input_ids": sample,
        "labels": labels,
        "position_ids": list(range(len(sample))),
        "num_samples": 1,
        "num_loss_tokens": len(sample) - prompt_len,
    }


def pack_rows(samples: list[list[int]], seq_len: int, prompt_len: int = 2) -> list[dict]:
    """Greedy packing in order; the first label of every sample is -100 (prompt_len >= 1)."""
    rows, cur = [], None
    for s in samples:
        r = sample_row(s, prompt_len)
        if cur is not None and len(cur["input_ids"]) + len(s) <= seq_len:
            for k in ("input_ids", "labels", "position_ids"):
                cur[k] = cur[k] + r[k]
            cur["num_samples"] += 1
            cur["num_loss_tokens"] += r["num_loss_tokens"]
        else:
            if cur is not None:
                rows.append(cur)
            cur = r
    if cur is not None:
        rows.append(cur)
    return rows


def _write_split(root: Path, split: str, rows: list[dict], shard_rows: int) -> None:
    d = root / "tokens" / split
    d.mkdir(parents=True, exist_ok=True)
    schema = pa.schema(
        [
            ("input_ids", pa.list_(pa.int32())),
            ("labels", pa.list_(pa.int32())),
            ("position_ids", pa.list_(pa.int32())),
            ("num_samples", pa.int32()),
            ("num_loss_tokens", pa.int32()),
        ]
    )
    for i in range(0, max(len(rows), 1), shard_rows):
        chunk = rows[i : i + shard_rows]
        table = pa.Table.from_pylist(chunk, schema=schema)
        pq.write_table(table, d / f"shard-{i // shard_rows:05d}.parquet")


def write_prepared(
    root: Path,
    train_rows: list[dict],
    val_rows: list[dict],
    *,
    seq_len: int = 64,
    packing: bool = True,
    tokenizer: str = "",
    shard_rows: int = 16,
) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    _write_split(root, "train", train_rows, shard_rows)
    if val_rows:
        _write_split(root, "validation", val_rows, shard_rows)
    splits = {
        s: {
            "rows": len(r),
            "tokens": sum(len(x["input_ids"]) for x in r),
            "loss_tokens": sum(x["num_loss_tokens"] for x in r),
        }
        for s, r in (("train", train_rows), ("validation", val_rows))
    }
    manifest = {
        "schema_version": 1,
        "seq_len": seq_len,
        "packing": packing,
        "tokenizer": {"path": tokenizer, "name": "test"},
        "model": "test",
        "splits": splits,
        "files": {
            p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*.parquet"))
        },
        "pii": {},
        "totals": {},
        "bytes_per_token": 4.0,
    }
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


def make_dataset(
    root: Path, *, n_train: int = 64, n_val: int = 8, seq_len: int = 64, packing: bool = True, seed: int = 0
) -> Path:
    samples = make_samples(n_train + n_val, seed=seed)
    train, val = samples[:n_train], samples[n_train:]
    if packing:
        return write_prepared(root, pack_rows(train, seq_len), pack_rows(val, seq_len), seq_len=seq_len)
    return write_prepared(
        root, [sample_row(s) for s in train], [sample_row(s) for s in val], seq_len=seq_len, packing=False
    )
