"""A collated micro-batch on its way to the device, with what the attention needs computed on the CPU."""

from __future__ import annotations

from typing import Any

import torch


def to_device(
    batch: dict[str, torch.Tensor], device: torch.device, *, varlen: bool = False, non_blocking: bool = False
) -> dict[str, Any]:
    """Move every tensor, adding what would otherwise be read back from the GPU mid-forward: the
    loss positions (``train.loss``) and, for ``varlen`` attention, the sample boundaries."""
    from quilltune.train.loss import LOSS_POSITIONS, loss_positions

    moved: dict[str, Any] = {k: v.to(device, non_blocking=non_blocking) for k, v in batch.items()}
    if "labels" in batch and LOSS_POSITIONS not in batch:
        moved[LOSS_POSITIONS] = loss_positions(batch["labels"]).to(device, non_blocking=non_blocking)
    if varlen and "position_ids" in batch:
        from quilltune.models.varlen_attention import packed_kwargs

        moved.update(packed_kwargs(batch["position_ids"], device))
    return moved
