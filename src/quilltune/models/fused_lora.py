"""LoRA's update inside one matmul: ``base(x) + s * B(A(x))`` as ``addmm(base(x), A(x), Bᵀ, alpha=s)``.

peft computes each adapter's output as ``result + lora_B(lora_A(x)) * scaling``: after the small
B matmul, a product by the scaling and an add, each a fresh (tokens x out_features) tensor, and in
the backward one more full-size product by the scaling. With 7 adapted projections per layer those
passes over memory cost more than the adapters' own matmuls on a CPU (benchmarks/NOTES.md, issue 21).
Here BLAS's alpha and beta do the scaling and the add inside the B matmul, so the only full-size
tensor the update writes is the layer's output; the backward scales only (tokens x r) tensors.
Same arithmetic, rounded in a different order (tests/train/test_fused_lora.py).

Installed per module (the instance's ``forward``) where peft would run plain LoRA: one adapter, no
variant (DoRA...), no LoRA bias, not fan-in-fan-out. At call time anything else (adapters disabled
or merged, mixed-adapter batches, dtypes that peft would cast) goes through peft's own forward.
Not under ZeRO-3: DeepSpeed gathers a parameter only when its module is called, and B's weight is
read here without calling B.
"""

from __future__ import annotations

import types
from typing import Any

import torch

_FUSED = "_quilltune_fused_adapter"


def _fusable(module: torch.nn.Module) -> str | None:
    """The adapter name when ``module`` is a plain peft LoRA linear layer with one adapter, else None."""
    from peft.tuners.lora import LoraLayer

    if not isinstance(module, LoraLayer) or type(module).__name__ not in ("Linear", "Linear4bit"):
        return None
    if len(module.lora_A) != 1 or getattr(module, "fan_in_fan_out", False):
        return None
    (name,) = module.lora_A.keys()
    if name in getattr(module, "lora_variant", {}) or module.lora_B[name].bias is not None:
        return None
    return name


def _fused_forward(self: Any, x: torch.Tensor, *args: Any, **kwargs: Any) -> torch.Tensor:
    name = getattr(self, _FUSED)
    if (
        self.disable_adapters
        or self.merged
        or kwargs.get("adapter_names") is not None
        or list(self.active_adapters) != [name]
    ):
        return type(self).forward(self, x, *args, **kwargs)
    lora_a, lora_b = self.lora_A[name], self.lora_B[name]
    device = x.device.type
    if torch.is_autocast_enabled(device):
        # Under autocast the matmuls run in its dtype (addmm casts its operands), as in peft.
        if x.dtype != torch.get_autocast_dtype(device):
            return type(self).forward(self, x, *args, **kwargs)
    elif not (x.dtype == lora_a.weight.dtype == lora_b.weight.dtype):
        return type(self).forward(self, x, *args, **kwargs)  # peft casts around mixed dtypes
    result = self.base_layer(x, *args, **kwargs)
    update = lora_a(self.lora_dropout[name](x))
    if result.dtype != (torch.get_autocast_dtype(device) if torch.is_autocast_enabled(device) else x.dtype):
        return result + lora_b(update) * self.scaling[name]  # peft's arithmetic, for odd base outputs
    out = result.shape[-1]
    fused = torch.addmm(
        result.reshape(-1, out),
        update.reshape(-1, update.shape[-1]),
        lora_b.weight.t(),
        alpha=self.scaling[name],
    )
    return fused.view(result.shape)


def fuse_lora_updates(model: torch.nn.Module) -> int:
    """Give every plain LoRA linear layer of ``model`` the fused forward; returns how many."""
    count = 0
    for module in model.modules():
        name = _fusable(module)
        if name is None:
            continue
        setattr(module, _FUSED, name)
        module.forward = types.MethodType(_fused_forward, module)
        count += 1
    return count
