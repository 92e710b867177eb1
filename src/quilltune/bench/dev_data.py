"""A small prepared-data folder built without the prepare stage, for development and CI.

The bench reads data through the prepared-data contract (docs/ARCHITECTURE.md) and prefers
``quilltune.prepare.api.ensure_prepared``. When the prepare stage is not importable, this builder
writes a folder with the same schema from plain-text legal documents: simple "continue the clause"
pairs, chat-template prompts, completion-only labels, packed rows whose ``position_ids`` restart
at every sample. It is a development fallback, not a second prepare stage: no cleaning, dedup or PII.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

IGNORE_INDEX = -100


def _paragraphs(root: Path, limit_chars: int) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    total = 0
    for path in sorted(p for p in root.rglob("*") if p.suffix in (".md", ".txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for para in text.split("\n\n"):
            para = " ".join(para.split())
            if len(para) >= 240 and not para.startswith(("|", "#", "<", "![")):
                out.append((str(path.relative_to(root)), para[:1600]))
                total += len(para)
        if total >= limit_chars:
            break
    return out


def make_pairs(root: Path, limit_chars: int = 400_000) -> list[dict[str, str]]:
    """``continue_clause`` pairs: the first part of a paragraph is the input, the rest the output."""
    pairs = []
    for doc_id, para in _paragraphs(root, limit_chars):
        cut = para.rfind(" ", 0, max(80, len(para) // 3))
        pairs.append({"doc_id": doc_id, "instruction": "Continue this clause.", "input": para[:cut], "output": para[cut + 1:]})
    return pairs


def tokenize_pair(tokenizer: Any, pair: dict[str, str], seq_len: int) -> tuple[list[int], list[int]]:
    """Prompt (chat template, no loss) + completion and end-of-turn (loss), truncated to ``seq_len``."""
    prompt = f"{pair['instruction']}\n\n{pair['input']}".strip()
    prompt_ids = tokenizer.apply_chat_template(
        [{"role": "user", "content": prompt}], add_generation_prompt=True, tokenize=True, return_dict=False
    )
    completion_ids = tokenizer(pair["output"] + tokenizer.eos_token + "\n", add_special_tokens=False)["input_ids"]
    ids = (list(prompt_ids) + completion_ids)[:seq_len]
    labels = ([IGNORE_INDEX] * len(prompt_ids) + completion_ids)[:seq_len]
    return ids, labels


def pack(samples: list[tuple[list[int], list[int]]], seq_len: int) -> list[dict[str, Any]]:
    """Greedy first-fit packing in input order into rows of at most ``seq_len`` tokens."""
    rows: list[dict[str, Any]] = []
    open_row: dict[str, Any] | None = None
    for ids, labels in samples:
        if open_row is None or len(open_row["input_ids"]) + len(ids) > seq_len:
            open_row = {"input_ids": [], "labels": [], "position_ids": [], "num_samples": 0}
            rows.append(open_row)
        # The first token of a packed sample never carries loss: it would be predicted across samples.
        open_row["input_ids"] += ids
        open_row["labels"] += [IGNORE_INDEX] + labels[1:]
        open_row["position_ids"] += list(range(len(ids)))
        open_row["num_samples"] += 1
    for row in rows:
        row["num_loss_tokens"] = sum(1 for x in row["labels"] if x != IGNORE_INDEX)
    return rows


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_token_split(rows: list[dict[str, Any]], folder: Path) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder.mkdir(parents=True, exist_ok=True)
    table = pa.table({
        "input_ids": pa.array([r["input_ids"] for r in rows], type=pa.list_(pa.int32())),
        "labels": pa.array([r["labels"] for r in rows], type=pa.list_(pa.int32())),
        "position_ids": pa.array([r["position_ids"] for r in rows], type=pa.list_(pa.int32())),
        "num_samples": pa.array([r["num_samples"] for r in rows], type=pa.int32()),
        "num_loss_tokens": pa.array([r["num_loss_tokens"] for r in rows], type=pa.int32()),
    })
    path = folder / "shard-00000.parquet"
    pq.write_table(table, path)
    return path


def split_stats(rows: list[dict[str, Any]]) -> dict[str, int]:
    return {
        "rows": len(rows), "samples": sum(r["num_samples"] for r in rows),
        "tokens": sum(len(r["input_ids"]) for r in rows), "loss_tokens": sum(r["num_loss_tokens"] for r in rows),
    }


def write_manifest(out: Path, *, seq_len: int, tokenizer_path: str, model: str, splits: dict, extra: dict) -> None:
    files = {str(p.relative_to(out)): _sha256(p) for p in sorted(out.rglob("*.parquet"))}
    manifest = {"schema_version": 1, "seq_len": seq_len, "packing": True,
                "tokenizer": {"path": tokenizer_path, "name": Path(tokenizer_path).name}, "model": model,
                "splits": splits, "files": files, "pii": {}, **extra}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")


def build_dev_data(corpus: Path, tokenizer_dir: Path, out: Path, *, seq_len: int = 512,
                   val_ratio: float = 0.05, seed: int = 0, limit_chars: int = 400_000) -> Path:
    """Write a prepared-data folder (manifest, pairs, tokens) from the .md / .txt files under ``corpus``."""
    import pyarrow as pa
    import pyarrow.parquet as pq
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(tokenizer_dir))
    pairs = make_pairs(corpus, limit_chars)
    random.Random(seed).shuffle(pairs)
    n_val = max(1, int(len(pairs) * val_ratio))
    for i, p in enumerate(pairs):
        p["split"] = "validation" if i < n_val else "train"
    (out / "pairs").mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist(pairs), out / "pairs" / "part-00000.parquet")
    splits = {}
    for split in ("train", "validation"):
        samples = [tokenize_pair(tokenizer, p, seq_len) for p in pairs if p["split"] == split]
        rows = pack(samples, seq_len)
        write_token_split(rows, out / "tokens" / split)
        splits[split] = split_stats(rows) | {"pairs": len(samples), "truncated_samples": 0}
    write_manifest(out, seq_len=seq_len, tokenizer_path=str(tokenizer_dir), model=str(tokenizer_dir),
                   splits=splits, extra={"built_by": "quilltune.bench.dev_data (prepare stage fallback)"})
    return out
