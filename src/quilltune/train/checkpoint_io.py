"""Save/load the trainable weights of a model: the PEFT adapter (lora/qlora) or full weights.

Shared by every strategy that holds an unsharded model on its rank (single; and rank 0 of a
distributed run after gathering). Files are plain HF/PEFT folders so a checkpoint's ``adapter/``
loads with ``PeftModel.from_pretrained`` like the final one.
"""

from __future__ import annotations

from pathlib import Path

import torch

from quilltune.errors import IntegrityError


def is_peft(model: torch.nn.Module) -> bool:
    return hasattr(model, "peft_config")


def save_trainable(model: torch.nn.Module, path: Path) -> Path:
    """Write ``path/adapter`` (PEFT) or ``path/model`` (full) and return that folder."""
    sub = path / ("adapter" if is_peft(model) else "model")
    model.save_pretrained(sub, safe_serialization=True)
    return sub


def load_trainable(model: torch.nn.Module, path: Path) -> None:
    """Load what ``save_trainable`` wrote into the live ``model`` (in place, same dtype/device)."""
    from safetensors.torch import load_file

    if is_peft(model):
        from peft import set_peft_model_state_dict

        file = path / "adapter" / "adapter_model.safetensors"
        if not file.is_file():
            raise IntegrityError(f"checkpoint {path} has no adapter/adapter_model.safetensors")
        result = set_peft_model_state_dict(model, load_file(file))
        bad = [k for k in getattr(result, "unexpected_keys", []) if "lora_" in k]
        if bad:
            raise IntegrityError(f"checkpoint {path}: adapter keys do not match this model: {bad[:3]}")
        return
    files = sorted((path / "model").glob("*.safetensors"))
    if not files:
        raise IntegrityError(f"checkpoint {path} has no model/*.safetensors")
    state: dict[str, torch.Tensor] = {}
    for f in files:
        state.update(load_file(f))
    missing, unexpected = model.load_state_dict(state, strict=False)
    tied = {"lm_head.weight"} if getattr(model.config, "tie_word_embeddings", False) else set()
    if unexpected or set(missing) - tied:
        raise IntegrityError(f"checkpoint {path}: weights do not match this model (missing {missing[:3]})")
