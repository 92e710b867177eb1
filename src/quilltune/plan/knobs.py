"""The user's settings honoured or refused, and the ones they left open chosen to fit.

A setting the user wrote (in the config file, a ``--set`` override or a flag) is planned as written,
or refused here with the reason when ``train`` would not run it: never silently ignored. Settings
left at their defaults — gradient checkpointing, the micro-batch, the accumulation — are chosen so
that the job fits the device: the fastest first (no checkpointing, the default micro-batch), then
smaller micro-batches, then checkpointing; accumulation keeps the global batch (rows per optimizer
step) the defaults implied, or ``plan.global_batch_rows``. The plan says what it chose and why.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from quilltune.errors import ConfigError
from quilltune.plan.memory import GIB, estimate_memory, verdict

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

CHOSEN = ("micro_batch_size", "gradient_checkpointing", "grad_accum")


def refuse_unsupported(cfg: RunConfig, strategy: str) -> None:
    """Raise a fix-it error for settings ``train`` would refuse or not carry out."""
    t = cfg.train
    offload = [
        name
        for name, on in (
            ("--offload-params (train.zero3_offload_params)", t.zero3_offload_params),
            ("--offload-optimizer (train.zero3_offload_optimizer)", t.zero3_offload_optimizer),
        )
        if on
    ]
    if offload and strategy != "zero3":
        raise ConfigError(
            f"{' and '.join(offload)} with strategy '{strategy}': quilltune offloads through DeepSpeed "
            "ZeRO-3 only (its FSDP2 strategy keeps parameters and optimizer state on the GPU); "
            "plan with --strategy zero3, or drop the offload flag"
        )
    if t.compile and strategy != "single":
        raise ConfigError(
            f"train.compile with strategy '{strategy}': train compiles the decoder layers under "
            "strategy single only (the sharding hooks of FSDP2 and ZeRO-3 around compiled layers "
            "are untested); set train.compile=false or plan --strategy single"
        )


def choose_to_fit(
    cfg: RunConfig, setup_for, capacity_gib: float, sharing: int, world: int, target_rows: int | None = None
) -> tuple[RunConfig, dict[str, Any] | None]:
    """``(cfg, chosen)``: a copy of ``cfg`` with the unset knobs chosen so that memory fits, and what
    was chosen (None when nothing was left open or the defaults fit). ``setup_for(micro, ckpt)``
    builds the MemorySetup of a variant."""
    t = cfg.train
    user = set(t.model_fields_set)  # what the config, an override or a flag wrote
    open_knobs = [k for k in CHOSEN if k not in user]
    if not open_knobs:
        return cfg, None
    rows_before = t.micro_batch_size * t.grad_accum * world
    target = target_rows or rows_before
    capacity = capacity_gib * GIB / sharing

    def fits(micro: int, ckpt: bool) -> bool:
        return verdict(estimate_memory(*setup_for(micro, ckpt)).total, capacity) != "exceeds"

    micro_options = (
        [t.micro_batch_size]
        if "micro_batch_size" in user
        else sorted({t.micro_batch_size, *[m for m in (8, 4, 2, 1) if m <= t.micro_batch_size]}, reverse=True)
    )
    ckpt_options = [t.gradient_checkpointing] if "gradient_checkpointing" in user else [False, True]
    if fits(t.micro_batch_size, t.gradient_checkpointing) and target == rows_before:
        return cfg, None
    choice = next(((m, c) for c in ckpt_options for m in micro_options if fits(m, c)), None)
    if choice is None:
        return cfg, {
            "fits": False,
            "tried": {"micro_batch": micro_options, "gradient_checkpointing": ckpt_options},
            "why": "no micro-batch / checkpointing choice left open fits; see the alternatives",
        }
    micro, ckpt = choice
    accum = t.grad_accum
    if "grad_accum" not in user:
        accum = max(1, math.ceil(target / (micro * world)))
    new = cfg.model_copy(deep=True)
    new.train.micro_batch_size, new.train.gradient_checkpointing, new.train.grad_accum = micro, ckpt, accum
    why = []
    if micro != t.micro_batch_size:
        why.append(f"micro-batch {t.micro_batch_size} -> {micro}")
    if ckpt != t.gradient_checkpointing:
        why.append("gradient checkpointing on")
    if accum != t.grad_accum:
        why.append(
            f"accumulation {t.grad_accum} -> {accum} ({micro * accum * world} rows per step, target {target})"
        )
    return new, {
        "fits": True,
        "micro_batch": micro,
        "gradient_checkpointing": ckpt,
        "grad_accum": accum,
        "left_open": open_knobs,
        "why": "; ".join(why) or "defaults kept",
    }
