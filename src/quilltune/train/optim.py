"""Optimiser (AdamW, fused when the device supports it; 8-bit AdamW via bitsandbytes) and LR schedule."""

from __future__ import annotations

import math
from collections.abc import Iterable

import torch

from quilltune.errors import ConfigError
from quilltune.train.config import OptimConfig


def build_optimizer(params: Iterable[torch.nn.Parameter], cfg: OptimConfig) -> torch.optim.Optimizer:
    """AdamW over the trainable parameters. Weight decay skips 1-D tensors (norms, biases)."""
    params = [p for p in params if p.requires_grad]
    if not params:
        raise ConfigError(
            "the model has no trainable parameters: check train.method and train.lora.target_modules"
        )
    decay = [p for p in params if p.ndim >= 2]
    no_decay = [p for p in params if p.ndim < 2]
    groups = [{"params": decay, "weight_decay": cfg.weight_decay}]
    if no_decay:
        groups.append({"params": no_decay, "weight_decay": 0.0})
    kwargs = {"lr": cfg.lr, "betas": tuple(cfg.betas), "eps": cfg.eps}
    if cfg.name in ("adamw_8bit", "paged_adamw_8bit"):
        try:
            import bitsandbytes as bnb
        except ImportError:
            raise ConfigError(
                f"train.optim.name '{cfg.name}' needs bitsandbytes; pip install bitsandbytes"
            ) from None
        if cfg.name == "adamw_8bit":
            return bnb.optim.AdamW8bit(groups, **kwargs)
        if any(p.device.type != "cuda" for p in params):
            # bitsandbytes allocates paged state with cudaMallocManaged: no CUDA, no paging.
            raise ConfigError(
                "train.optim.name 'paged_adamw_8bit' pages optimizer state between GPU and host memory "
                "(CUDA unified memory); these parameters are not on a CUDA GPU. Use 'adamw_8bit' (the "
                "same 8-bit state, not paged) or 'adamw'"
            )
        return bnb.optim.PagedAdamW8bit(groups, **kwargs)
    # The fused kernel does the whole update in one pass per tensor (CPU and CUDA in torch >= 2.4);
    # it needs every parameter floating point and on a supported device.
    fused = all(p.is_floating_point() and p.device.type in ("cpu", "cuda") for p in params)
    try:
        return torch.optim.AdamW(groups, fused=fused, **kwargs)
    except (RuntimeError, ValueError):
        return torch.optim.AdamW(groups, foreach=True, **kwargs)


def lr_factor(step: int, *, warmup_steps: int, total_steps: int, min_lr_ratio: float) -> float:
    """Linear warm-up from ~0 to 1 over ``warmup_steps``, then cosine decay to ``min_lr_ratio``."""
    if warmup_steps > 0 and step < warmup_steps:
        return (step + 1) / warmup_steps
    decay_steps = max(1, total_steps - warmup_steps)
    progress = min(1.0, (step - warmup_steps) / decay_steps)
    return min_lr_ratio + (1.0 - min_lr_ratio) * 0.5 * (1.0 + math.cos(math.pi * progress))


class WarmupCosine:
    """Picklable ``LambdaLR`` factor (a closure would not survive ``state_dict`` round trips)."""

    def __init__(self, warmup_steps: int, total_steps: int, min_lr_ratio: float):
        self.warmup_steps, self.total_steps, self.min_lr_ratio = warmup_steps, total_steps, min_lr_ratio

    def __call__(self, step: int) -> float:
        return lr_factor(
            step, warmup_steps=self.warmup_steps, total_steps=self.total_steps, min_lr_ratio=self.min_lr_ratio
        )


def build_scheduler(
    optimizer: torch.optim.Optimizer, cfg: OptimConfig, total_steps: int
) -> torch.optim.lr_scheduler.LRScheduler:
    warmup = min(cfg.warmup_steps, max(0, total_steps - 1))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, WarmupCosine(warmup, total_steps, cfg.min_lr_ratio))
