"""Where a Hugging Face model keeps its repeated blocks (used to shard them and to compile them)."""

from __future__ import annotations

import torch


def decoder_layers(model: torch.nn.Module) -> list[torch.nn.Module]:
    """The repeated transformer blocks, found by the class names the HF model itself declares
    as not splittable (``_no_split_modules``, e.g. ``LlamaDecoderLayer``)."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    names = set(getattr(base, "_no_split_modules", None) or [])
    layers = [m for m in model.modules() if type(m).__name__ in names]
    if not layers:
        raise RuntimeError(
            f"cannot find the decoder layers of {type(base).__name__} to shard "
            f"(_no_split_modules={sorted(names)})"
        )
    return layers
