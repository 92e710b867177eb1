"""Combinations of strategy, method and optimiser that cannot work, refused when the config loads.

Each rule was found by running the combination on 2 gloo ranks (torch 2.13, bitsandbytes 0.50.2,
deepspeed 0.19.8); the error the libraries raised is quoted so the reason can be re-checked when
versions move. Everything not listed ran and matched a single-process run: FSDP2 and ZeRO-3 with
lora / qlora / full, QLoRA with bf16 *and* uint8 quant storage, gradient checkpointing, ZeRO-3
with optimizer/parameter offload, ZeRO-3 with 8-bit AdamW.
"""

from __future__ import annotations

from typing import Any


def distributed_conflicts(train: Any) -> list[str]:
    """Fix-it sentences for every impossible combination in ``train`` (a TrainConfig); [] when fine."""
    problems: list[str] = []
    if train.strategy == "fsdp2" and train.optim.name in ("adamw_8bit", "paged_adamw_8bit"):
        # bitsandbytes' optimizer kernels take plain tensors; FSDP2 hands them DTensor shards:
        # "NotImplementedError: Operator bitsandbytes.optimizer_update_32bit.default does not have
        # a sharding strategy registered."
        problems.append(
            f"train.optim.name '{train.optim.name}' cannot run under strategy 'fsdp2': bitsandbytes' optimizer kernels "
            "have no DTensor (sharded) support. Use optim.name 'adamw', or strategy 'zero3' (which runs 8-bit "
            "AdamW on its flat partitions)"
        )
    if train.strategy == "fsdp2" and (train.zero3_offload_optimizer or train.zero3_offload_params):
        problems.append(
            "train.zero3_offload_optimizer / zero3_offload_params are DeepSpeed ZeRO-3 options and would be "
            "ignored under strategy 'fsdp2'; set them to false, or use strategy 'zero3'"
        )
    return problems


def check_distributed(train: Any) -> None:
    """Raise ``ValueError`` (turned into a fix-it ConfigError by the loader) on any conflict."""
    problems = distributed_conflicts(train)
    if problems:
        raise ValueError("; ".join(problems))
