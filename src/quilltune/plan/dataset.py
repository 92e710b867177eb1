"""How many tokens a job trains on: from a prepared folder's manifest, or from a raw size in bytes.

Bytes per token comes, in order, from ``plan.bytes_per_token``, the manifest (measured by
``prepare``), the model's tokenizer run over a sample of the user's own text (when the tokenizer
and the text are on disk), or 4.0 — typical of English legal prose with a Llama-family tokenizer —
and the plan says which one it used.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError, InputError

DEFAULT_BYTES_PER_TOKEN = 4.0
_UNITS = {"": 1, "b": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}
_SAMPLE_BYTES = 2_000_000
_TEXT_SUFFIXES = {".txt", ".md", ".jsonl", ".json", ".html", ".htm", ".xml", ".csv"}


def parse_bytes(text: str | float | int) -> float:
    """``"500GB"`` → 5e11 (decimal units; KiB/MiB/GiB/TiB binary)."""
    if isinstance(text, int | float):
        return float(text)
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*([a-zA-Z]*)\s*", str(text))
    if not m or m.group(2).lower() not in _UNITS:
        raise ConfigError(f"cannot read a size from '{text}': write e.g. 500GB, 1.5TB or 800MiB")
    return float(m.group(1)) * _UNITS[m.group(2).lower()]


@dataclass(frozen=True)
class DatasetStats:
    tokens: float
    """Tokens of one pass over the training data."""
    bytes: float | None
    bytes_per_token: float | None
    bytes_per_token_source: str
    rows: int | None = None
    mean_fill: float = 1.0
    """Average row length / seq_len of packed rows (1.0 when unknown)."""
    source: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"tokens_per_epoch": self.tokens, "bytes": self.bytes, "bytes_per_token": self.bytes_per_token,
                "bytes_per_token_source": self.bytes_per_token_source, "rows": self.rows,
                "mean_row_fill": round(self.mean_fill, 4), "source": self.source}


def from_manifest(data_dir: Path, seq_len: int) -> DatasetStats:
    path = Path(data_dir) / "manifest.json"
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"'{data_dir}' is not a prepared data folder: no manifest.json (run `quilltune prepare`)") from None
    except ValueError as e:
        raise InputError(f"{path} is not valid JSON: {e}") from None
    train = (manifest.get("splits") or {}).get("train") or {}
    if "tokens" not in train:
        raise InputError(f"{path} has no splits.train.tokens: re-run `quilltune prepare`")
    rows = int(train.get("rows") or 0) or None
    seq = int(manifest.get("seq_len") or seq_len)
    fill = train["tokens"] / (rows * seq) if rows else 1.0
    bpt = manifest.get("bytes_per_token")
    total_bytes = (manifest.get("totals") or {}).get("bytes")
    return DatasetStats(float(train["tokens"]), float(total_bytes) if total_bytes else None,
                        float(bpt) if bpt else None, "measured by prepare (manifest.json)" if bpt else "not recorded",
                        rows, min(1.0, fill), f"manifest {path}")


def _sample_text(inputs: list[str]) -> str:
    """Up to ~2 MB of the user's own text files (only local files; builtin: inputs are skipped)."""
    chunks, total = [], 0
    for item in inputs:
        if item.startswith("builtin:"):
            continue
        root = Path(item).expanduser()
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else []
        for f in files:
            if f.suffix.lower() not in _TEXT_SUFFIXES:
                continue
            try:
                text = f.read_bytes()[: _SAMPLE_BYTES - total].decode("utf-8", errors="ignore")
            except OSError:
                continue
            chunks.append(text)
            total += len(text.encode())
            if total >= _SAMPLE_BYTES:
                return "\n".join(chunks)
    return "\n".join(chunks)


def measure_bytes_per_token(tokenizer_json: Path, text: str) -> float:
    """UTF-8 bytes per token of ``text`` with a fast tokenizer file (no transformers import)."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer_json))
    n = sum(len(enc.ids) for enc in tok.encode_batch(text.split("\n\n")))
    return len(text.encode()) / max(n, 1)


def from_bytes(size: str | float, *, bytes_per_token: float | None, model_dir: Path | None,
               inputs: list[str]) -> DatasetStats:
    nbytes = parse_bytes(size)
    if bytes_per_token:
        bpt, src = bytes_per_token, "given (plan.bytes_per_token)"
    else:
        bpt, src = DEFAULT_BYTES_PER_TOKEN, "assumed 4.0 bytes/token (English legal text, Llama-family tokenizer)"
        tok = model_dir / "tokenizer.json" if model_dir else None
        if tok is not None and tok.is_file():
            sample = _sample_text(inputs)
            if len(sample) >= 10_000:
                bpt = measure_bytes_per_token(tok, sample)
                src = f"measured with the model's tokenizer on {len(sample.encode()) / 1e6:.1f} MB of your text"
    return DatasetStats(nbytes / bpt, nbytes, bpt, src, None, 1.0, f"{size} of raw text")
