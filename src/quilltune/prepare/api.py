"""Programmatic entry points of the prepare stage (used by train, plan and demo)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from quilltune.config.run import RunConfig
from quilltune.paths import cache_dir
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.discover import discover


def cache_key(data: PrepareConfig, tokenizer_dir: Path) -> str:
    """Hash of the inputs' (path, size, mtime), the data config and the tokenizer."""
    from quilltune.prepare.pipeline import run_key

    entries = list(discover(data.inputs, data.follow_external_links))
    tok_files = sorted(p for p in Path(tokenizer_dir).glob("tokenizer*") if p.is_file())
    tok_sig = hashlib.sha256(b"".join(p.read_bytes() for p in tok_files)).hexdigest()[:16]
    return run_key(data, entries, Path(tok_sig), "")[:20]


def ensure_prepared(cfg: RunConfig, out: Path | None = None, progress: bool = True) -> Path:
    """Return a complete prepared data folder for ``cfg.data`` with ``cfg.model``'s tokenizer.

    With ``out`` None (and no ``data.out``) the folder lives in the cache, keyed by inputs, data
    config and tokenizer, so a second call with the same inputs returns at once.
    """
    return prepare_folder(cfg, out, progress)[0]


def prepare_folder(cfg: RunConfig, out: Path | None = None, progress: bool = True) -> tuple[Path, dict]:
    """Like :func:`ensure_prepared`, also returning the run summary (what the CLI prints)."""
    from quilltune.models import resolve_model
    from quilltune.prepare.pipeline import run_prepare

    tokenizer_dir = resolve_model(cfg.model.name, allow_download=cfg.model.allow_download)
    target = Path(out) if out is not None else (Path(cfg.data.out) if cfg.data.out else None)
    if target is None:
        target = cache_dir() / "prepared" / cache_key(cfg.data, tokenizer_dir)
    result = run_prepare(cfg.data, target, tokenizer_dir, cfg.model.name, progress=progress)
    return target, result
