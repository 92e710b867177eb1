"""A collated micro-batch on its way to the device, with what the attention needs computed on the CPU."""

from __future__ import annotations

from typing import Any

import torch


def to_device(batch: dict[str, torch.Tensor], device: torch.device, *, varlen: bool = False,
              non_blocking: bool = False) -> dict[str, Any]:
    """Move every tensor; for ``varlen`` attention add the sample boundaries (read from the CPU copy
    of ``position_ids``, so the GPU is never asked for them)."""
    moved: dict[str, Any] = {k: v.to(device, non_blocking=non_blocking) for k, v in batch.items()}
    if varlen and "position_ids" in batch:
        from quilltune.models.varlen_attention import packed_kwargs

        moved.update(packed_kwargs(batch["position_ids"], device))
    return moved
