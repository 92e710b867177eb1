"""Read what the planner needs out of a ``RunConfig``: the model's shape and the memory setup.

Never downloads and never imports torch: a preset name, a local folder's ``config.json`` read as
JSON, or the embedded model's converted folder when it is already in the cache.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from quilltune.errors import ConfigError
from quilltune.plan.memory import MemorySetup
from quilltune.plan.shape import PRESETS, ModelShape

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

# Embedded models whose architecture is a planner preset (used before the model is converted).
EMBEDDED_PRESETS = {"smollm2-135m-instruct": "smollm2-135m"}


def local_config(name: str) -> Path | None:
    from quilltune.models.registry import EMBEDDED
    from quilltune.paths import cache_dir

    if name in EMBEDDED:
        cand = cache_dir() / "models" / name / "config.json"
        return cand if cand.is_file() else None
    path = Path(name).expanduser()
    if path.is_file() and path.name.endswith(".json"):
        return path
    if (path / "config.json").is_file():
        return path / "config.json"
    return None


def resolve_shape(cfg: RunConfig, model: str | None = None) -> tuple[ModelShape, str]:
    """(shape, where it came from). ``model`` (a flag) overrides the config: a preset name, a
    config.json, or a model folder. Otherwise ``model.planner_preset``, then the local model."""
    candidates = [model] if model else [cfg.model.planner_preset, cfg.model.name]
    for cand in candidates:
        if not cand:
            continue
        if cand.lower() in PRESETS:
            return ModelShape.from_preset(cand), f"preset {cand.lower()}"
        local = local_config(cand)
        if local is not None:
            try:
                raw = json.loads(local.read_text(encoding="utf-8"))
            except (OSError, ValueError) as e:
                raise ConfigError(f"cannot read model config {local}: {e}") from None
            return ModelShape.from_hf_config(raw, name=Path(cand).name), f"config.json at {local}"
        if cand in EMBEDDED_PRESETS:
            return ModelShape.from_preset(
                EMBEDDED_PRESETS[cand]
            ), f"preset {EMBEDDED_PRESETS[cand]} (embedded model not converted yet)"
    raise ConfigError(
        f"cannot tell the shape of model '{model or cfg.model.name}' without downloading it: set "
        f"model.planner_preset (one of {', '.join(PRESETS)}) or pass --model with a preset, a config.json or a model folder"
    )


def checkpoint_bytes(cfg: RunConfig) -> float:
    """Bytes of the local model's weight files (0 when the model is not on disk)."""
    local = local_config(cfg.model.name)
    if local is None:
        return 0.0
    return float(sum(f.stat().st_size for f in local.parent.glob("*.safetensors")))


def memory_setup(
    cfg: RunConfig,
    *,
    device: str,
    world_size: int | None = None,
    strategy: str | None = None,
    micro_batch: int | None = None,
    seq_len: int | None = None,
    gradient_checkpointing: bool | None = None,
) -> MemorySetup:
    """The ``MemorySetup`` a run config describes; keyword arguments override (flags, optimiser)."""
    t = cfg.train
    world = world_size or t.nproc_per_node * t.nnodes
    return MemorySetup(
        method=t.method,
        model_dtype=cfg.model.dtype,
        quant_bits=4,
        double_quant=t.quant.double_quant,
        quant_storage=t.quant.storage_dtype,
        lora_rank=t.lora.r,
        lora_targets=t.lora.target_modules,
        optimizer=t.optim.name,
        strategy=strategy or t.strategy,
        world_size=world,
        offload_optimizer=t.zero3_offload_optimizer,
        offload_params=t.zero3_offload_params,
        micro_batch=micro_batch or t.micro_batch_size,
        seq_len=seq_len or cfg.data.seq_len,
        gradient_checkpointing=t.gradient_checkpointing
        if gradient_checkpointing is None
        else gradient_checkpointing,
        attn_implementation=cfg.model.attn_implementation,
        autocast_bf16=t.bf16 is True and cfg.model.dtype == "fp32",
        compiled=t.compile,
        adapter_fp32=t.lora.dtype == "fp32",
        device="cpu" if device == "cpu" else "gpu",
        checkpoint_bytes=checkpoint_bytes(cfg) if device == "cpu" else 0.0,
    )
