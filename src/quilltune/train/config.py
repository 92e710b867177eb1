"""Configuration of ``quilltune train``: method, optimiser, schedule, batch, strategy, checkpoints."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from quilltune.config.base import StageConfig
from quilltune.train.compat import check_distributed


class LoraConfig(StageConfig):
    r: int = Field(default=16, gt=0)
    alpha: float = Field(default=32, gt=0)
    dropout: float = Field(default=0.0, ge=0, lt=1)
    target_modules: list[str] | Literal["all-linear"] = "all-linear"
    dtype: Literal["fp32", "bf16"] = "fp32"
    """Adapter weights (and so their gradients and AdamW moments): fp32 by default, the master copy a
    bf16 run computes in bf16 under autocast; bf16 halves them and rounds small updates away."""


class QuantConfig(StageConfig):
    backend: Literal["bitsandbytes", "torchao"] = "bitsandbytes"
    quant_type: Literal["nf4", "fp4"] = "nf4"
    double_quant: bool = True
    storage_dtype: Literal["uint8", "bf16"] = "bf16"
    """bf16 quant storage lets FSDP2 / ZeRO-3 shard the 4-bit weights like any bf16 tensor."""


class OptimConfig(StageConfig):
    name: Literal["adamw", "adamw_8bit", "paged_adamw_8bit"] = "adamw"
    """paged_adamw_8bit: bitsandbytes' 8-bit AdamW with its state in CUDA unified memory, paged to the
    host under GPU memory pressure (GPU only: refused on a CPU, where there is nothing to page)."""
    lr: float = Field(default=2e-4, gt=0)
    weight_decay: float = Field(default=0.0, ge=0)
    betas: tuple[float, float] = (0.9, 0.999)
    eps: float = Field(default=1e-8, gt=0)
    grad_clip: float = Field(default=1.0, ge=0)
    warmup_steps: int = Field(default=10, ge=0)
    min_lr_ratio: float = Field(default=0.1, ge=0, le=1)


class TrackingConfig(StageConfig):
    backends: list[Literal["wandb", "tensorboard", "mlflow"]] = Field(default_factory=list)
    """``metrics.jsonl`` is always written; these are extra."""
    project: str = "quilltune"
    online: bool = False
    """W&B syncs to the server only when this is true (and WANDB_MODE does not say otherwise); offline otherwise."""


class TrainConfig(StageConfig):
    method: Literal["qlora", "lora", "full"] = "qlora"
    lora: LoraConfig = Field(default_factory=LoraConfig)
    quant: QuantConfig = Field(default_factory=QuantConfig)
    optim: OptimConfig = Field(default_factory=OptimConfig)
    micro_batch_size: int = Field(default=4, gt=0)
    grad_accum: int = Field(default=1, gt=0)
    max_steps: int | None = Field(default=None, gt=0)
    epochs: float = Field(default=1.0, gt=0)
    gradient_checkpointing: bool = False
    compile: bool = False
    """torch.compile each decoder layer (regional compilation). On the CPU it pays only after many
    micro-batches with sdpa (compiling takes tens of seconds, and again once when row lengths first
    change) and not at all with the default varlen attention; on a GPU it is faster and lighter
    (benchmarks/NOTES.md, "GPU"). Off by default. Strategy single only. With gradient_checkpointing
    the layers get a recompute-everything policy (models/checkpointing.py): torch 2.11 otherwise kept
    bitsandbytes' matmul outputs, 2x the memory."""
    bf16: bool | Literal["auto"] = "auto"
    """bf16 autocast / mixed precision. ``auto`` follows the hardware like ``model.dtype: auto``."""
    eval_every: int = Field(default=50, gt=0)
    eval_batches: int | None = Field(default=None, gt=0)
    save_every: int | None = Field(default=None, gt=0)
    keep_last: int = Field(default=2, gt=0)
    strategy: Literal["single", "fsdp2", "zero3"] = "single"
    sharded_loading: bool = True
    """fsdp2 / zero3 with lora or full: each rank materialises only its shard of the base weights
    (``quilltune.models.sharded_loading``) instead of loading the whole model first. QLoRA loads whole."""
    zero3_offload_optimizer: bool = False
    zero3_offload_params: bool = False
    nproc_per_node: int = Field(default=1, gt=0)
    nnodes: int = Field(default=1, gt=0)
    seed: int = 0
    tracking: TrackingConfig = Field(default_factory=TrackingConfig)

    @model_validator(mode="after")
    def _check(self) -> TrainConfig:
        if self.strategy == "single" and self.nproc_per_node * self.nnodes > 1:
            raise ValueError(
                f"strategy 'single' runs one process but nproc_per_node x nnodes = "
                f"{self.nproc_per_node * self.nnodes}; choose strategy 'fsdp2' or 'zero3', or set nproc_per_node: 1"
            )
        if self.strategy in ("fsdp2", "zero3") and self.nproc_per_node * self.nnodes < 2:
            raise ValueError(
                f"strategy '{self.strategy}' shards across processes and needs at least 2; "
                "set nproc_per_node: 2 (or more), or use strategy 'single'"
            )
        if self.compile and self.strategy != "single":
            raise ValueError(
                f"train.compile is supported with strategy 'single' only (got '{self.strategy}': the "
                "sharding hooks of FSDP2 and ZeRO-3 around compiled layers are untested here); set compile: false"
            )
        check_distributed(self)  # impossible strategy/method/optimiser combinations (train/compat.py)
        return self
