"""How many tokens a job trains on: from a prepared folder's manifest, or from a raw size in bytes.

Bytes per token comes, in order, from ``plan.bytes_per_token``, the manifest (measured by
``prepare``), the model's tokenizer run over a sample of the user's own text (when the tokenizer
and the text are on disk), or 4.0 — typical of English legal prose with a Llama-family tokenizer —
and the plan says which one it used.
"""

from __future__ import annotations

import glob
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError, InputError

DEFAULT_BYTES_PER_TOKEN = 4.0
_UNITS = {
    "": 1,
    "b": 1,
    "kb": 1e3,
    "mb": 1e6,
    "gb": 1e9,
    "tb": 1e12,
    "pb": 1e15,
    "kib": 2**10,
    "mib": 2**20,
    "gib": 2**30,
    "tib": 2**40,
}
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
    loss_share: float | None = None
    """Share of the tokens that carry a loss (SFT prompts do not): the LM head runs on these only."""
    mean_sample_tokens: float | None = None
    """Mean tokens per packed sample: the span causal attention covers with varlen attention."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "tokens_per_epoch": self.tokens,
            "bytes": self.bytes,
            "bytes_per_token": self.bytes_per_token,
            "bytes_per_token_source": self.bytes_per_token_source,
            "rows": self.rows,
            "mean_row_fill": round(self.mean_fill, 4),
            "source": self.source,
            "loss_share": round(self.loss_share, 4) if self.loss_share is not None else None,
            "mean_sample_tokens": round(self.mean_sample_tokens, 1) if self.mean_sample_tokens else None,
        }


def from_manifest(data_dir: Path, seq_len: int) -> DatasetStats:
    from quilltune.data_folder import MANIFEST, read_manifest

    manifest, path = read_manifest(data_dir), Path(data_dir) / MANIFEST
    train = (manifest.get("splits") or {}).get("train") or {}
    if "tokens" not in train:
        raise InputError(f"{path} has no splits.train.tokens: re-run `quilltune prepare`")
    rows = int(train.get("rows") or 0) or None
    seq = int(manifest.get("seq_len") or seq_len)
    fill = train["tokens"] / (rows * seq) if rows else 1.0
    bpt = manifest.get("bytes_per_token")
    total_bytes = (manifest.get("totals") or {}).get("bytes")
    return DatasetStats(
        float(train["tokens"]),
        float(total_bytes) if total_bytes else None,
        float(bpt) if bpt else None,
        "measured by prepare (manifest.json)" if bpt else "not recorded",
        rows,
        min(1.0, fill),
        f"manifest {path}",
        loss_share=train["loss_tokens"] / train["tokens"]
        if train.get("loss_tokens") and train["tokens"]
        else None,
        mean_sample_tokens=train["tokens"] / train["samples"] if train.get("samples") else None,
    )


_MARKUP = {".xml", ".html", ".htm"}
_PER_FILE = 64_000


def local_input_paths(inputs: list[str]) -> list[Path]:
    """Files and folders named by ``data.inputs`` that exist here (``builtin:sample-legal`` included)."""
    out = []
    for item in inputs:
        if item == "builtin:sample-legal":
            from quilltune.samples import sample_corpus_dir

            out.append(sample_corpus_dir())
        elif not item.startswith("builtin:"):
            out += [Path(p) for p in sorted(glob.glob(str(Path(item).expanduser())))]
    return [p for p in out if p.exists()]


def input_bytes(inputs: list[str]) -> float:
    """Total size on disk of the raw inputs (0 when none is local)."""
    total = 0
    for root in local_input_paths(inputs):
        files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file()]
        total += sum(f.stat().st_size for f in files)
    return float(total)


def _sample_text(inputs: list[str]) -> tuple[str, int]:
    """(text to tokenize, raw bytes it came from): up to ~2 MB spread over the user's local files,
    64 KB from each. Markup files are tag-stripped, since tokens are counted on what trains while a
    raw size counts the tags too."""
    files: list[Path] = []
    for root in local_input_paths(inputs):
        found = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        files += [f for f in found if f.suffix.lower() in _TEXT_SUFFIXES]
    step = max(1, len(files) * _PER_FILE // _SAMPLE_BYTES)  # spread the sample over the whole corpus
    chunks, raw_total = [], 0
    for f in files[::step]:
        try:
            raw = f.read_bytes()[:_PER_FILE]
        except OSError:
            continue
        text = raw.decode("utf-8", errors="ignore")
        if f.suffix.lower() in _MARKUP:
            text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text))
        chunks.append(text)
        raw_total += len(raw)
        if raw_total >= _SAMPLE_BYTES:
            break
    return "\n\n".join(chunks), raw_total


def measure_bytes_per_token(tokenizer_json: Path, text: str, raw_bytes: int | None = None) -> float:
    """Raw bytes per token of ``text`` with a fast tokenizer file (no transformers import)."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer_json))
    n = sum(len(enc.ids) for enc in tok.encode_batch(text.split("\n\n")))
    return (raw_bytes or len(text.encode())) / max(n, 1)


def from_bytes(
    size: str | float, *, bytes_per_token: float | None, model_dir: Path | None, inputs: list[str]
) -> DatasetStats:
    nbytes = parse_bytes(size)
    if bytes_per_token:
        bpt, src = bytes_per_token, "given (plan.bytes_per_token)"
    else:
        bpt, src = (
            DEFAULT_BYTES_PER_TOKEN,
            "assumed 4.0 bytes/token (English legal text, Llama-family tokenizer)",
        )
        tok = model_dir / "tokenizer.json" if model_dir else None
        if tok is not None and tok.is_file():
            sample, raw = _sample_text(inputs)
            if raw >= 10_000:
                bpt = measure_bytes_per_token(tok, sample, raw)
                src = f"measured with the model's tokenizer on {raw / 1e6:.1f} MB of your text (markup stripped)"
    return DatasetStats(nbytes / bpt, nbytes, bpt, src, None, 1.0, f"{size} of raw text")
