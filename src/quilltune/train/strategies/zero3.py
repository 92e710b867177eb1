"""DeepSpeed ZeRO-3 strategy, driven from quilltune's own loop through ``deepspeed.initialize``.

Not through the HF Trainer: on CPU that path fails in a chain of version-dependent checks
(STACK-NOTES pitfall 2). Here DeepSpeed only partitions parameters, gradients and optimiser state;
our loop owns batching, accumulation, logging and checkpoint layout.

Gradient accumulation: the loop calls ``forward_backward`` once per micro-batch and
``optimizer_step`` once per step. DeepSpeed's ``managed_gradient_accumulation: false`` mode
matches that exactly — ``backward`` only accumulates (ZeRO-3 reduce-scatters per micro-batch into
the partitioned gradient), ``step`` is always the boundary — and the loss is scaled by the loop's
``loss_scale`` only (``scale_wrt_gas=False``), never a second time by DeepSpeed.

On CPU DeepSpeed picks its CPU accelerator with gloo; its communication op is compiled on first
use (~30 s, g++ and ninja, cached). The optimiser is torch's AdamW handed to DeepSpeed
(``zero_allow_untested_optimizer``), which avoids building DeepSpeedCPUAdam (~46 s).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from quilltune.models.varlen_attention import uses_varlen
from quilltune.train.device_batch import to_device
from quilltune.train.loss import causal_lm_loss
from quilltune.train.strategies.distributed import DistributedStrategy, init_process_group

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

_TAG = "state"  # one DeepSpeed tag per checkpoint folder: the folder name already carries the step


def deepspeed_config(cfg: RunConfig, world_size: int, layer_elements: int | None = None) -> dict[str, Any]:
    """The DeepSpeed config for ``cfg.train`` on ``world_size`` ranks (pure; unit-tested).

    ``layer_elements`` (parameters of the largest decoder layer): bounds how many gathered
    parameters DeepSpeed keeps alive to about two layers. Its defaults (1e9 elements live, reuse
    distance 1e9) keep up to 4 GB of fp32 parameters whole on every rank, which for a 1.2B model
    is most of it: a 2-rank LoRA step grew a rank to 7.9 GB and was OOM-killed (benchmarks/NOTES.md)."""
    t = cfg.train
    zero: dict[str, Any] = {
        "stage": 3,
        # overlap_comm needs side streams; with caller-owned accumulation DeepSpeed allows it only
        # for stage 2, and on CPU there is nothing to overlap with.
        "overlap_comm": False,
        "contiguous_gradients": True,
        "stage3_gather_16bit_weights_on_model_save": False,
    }
    if layer_elements:
        zero.update(
            stage3_max_live_parameters=2 * layer_elements,
            stage3_max_reuse_distance=layer_elements,
            stage3_prefetch_bucket_size=layer_elements,
        )
    if t.zero3_offload_optimizer:
        zero["offload_optimizer"] = {"device": "cpu", "pin_memory": torch.cuda.is_available()}
    if t.zero3_offload_params:
        zero["offload_param"] = {"device": "cpu", "pin_memory": torch.cuda.is_available()}
    return {
        "train_micro_batch_size_per_gpu": t.micro_batch_size,
        "gradient_accumulation_steps": t.grad_accum,
        "train_batch_size": t.micro_batch_size * t.grad_accum * world_size,
        "managed_gradient_accumulation": False,
        "gradient_clipping": t.optim.grad_clip,
        "bf16": {"enabled": t.bf16},
        "zero_optimization": zero,
        "zero_allow_untested_optimizer": True,
        # torch AdamW with offload: DeepSpeed would otherwise insist on its own (compiled) CPU Adam.
        "zero_force_ds_cpu_optimizer": False,
        "steps_per_print": 10**9,
        "wall_clock_breakdown": False,
    }


def _largest_layer(model: torch.nn.Module) -> int:
    """Parameter elements of the largest decoder layer (ZeRO-3 partitioned ones counted whole)."""
    from quilltune.models.layers import decoder_layers

    return max(
        sum(getattr(p, "ds_numel", None) or p.numel() for p in layer.parameters())
        for layer in decoder_layers(model)
    )


def _quiet_deepspeed() -> None:
    import logging

    from deepspeed.utils import logger

    logger.setLevel(logging.WARNING)
    logging.getLogger("DeepSpeed").setLevel(logging.WARNING)


class Zero3Strategy(DistributedStrategy):
    """Implements ``quilltune.train.strategies.base.Strategy`` with a DeepSpeed ZeRO-3 engine."""

    name = "zero3"

    def __init__(self, cfg: RunConfig) -> None:
        self.cfg = cfg
        if not torch.cuda.is_available():
            os.environ.setdefault("DS_ACCELERATOR", "cpu")
        self.rank, self.world_size, self.local_rank, self.device = init_process_group()
        import deepspeed

        _quiet_deepspeed()
        # Joins the process group created above instead of making its own.
        deepspeed.init_distributed(dist_backend="nccl" if self.device.type == "cuda" else "gloo")
        self.engine: Any = None
        self.model: Any = None
        self.optimizer: Any = None
        self.scheduler: Any = None

    def _load_sharded(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        from quilltune.models.sharded_loading import build_zero3_model

        return build_zero3_model(model_dir, cfg, deepspeed_config(cfg, self.world_size), self.rank)

    def setup(self, model: torch.nn.Module, build_optimizer: Any, build_scheduler: Any) -> None:
        import deepspeed

        trainable = [p for p in model.parameters() if p.requires_grad]
        optimizer = build_optimizer(trainable)
        engine, ds_optimizer, _, ds_scheduler = deepspeed.initialize(
            model=model,
            optimizer=optimizer,
            # A callable: DeepSpeed builds it on the optimiser it wraps, and steps it after every
            # real update (so the schedule sees optimizer steps, not micro-batches).
            lr_scheduler=build_scheduler,
            config=deepspeed_config(self.cfg, self.world_size, _largest_layer(model)),
            dist_init_required=False,
        )
        self.engine, self.model = engine, engine.module
        self.optimizer, self.scheduler = ds_optimizer, ds_scheduler

    def forward(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        """Mean loss over the batch's loss tokens (no backward); collective (ZeRO-3 gathers)."""
        batch = to_device(batch, self.engine.device, varlen=uses_varlen(self.engine))
        return causal_lm_loss(self.engine, batch)

    def forward_backward(self, batch: dict[str, torch.Tensor], loss_scale: float) -> torch.Tensor:
        loss = self.forward(batch)
        self.engine.backward(loss * loss_scale, scale_wrt_gas=False)
        return loss.detach().float()

    def optimizer_step(self, max_grad_norm: float) -> float:
        # Clipping is DeepSpeed's (config ``gradient_clipping`` = train.optim.grad_clip): it clips
        # the partitioned fp32 gradients with the global norm before the update.
        if abs(max_grad_norm - self.cfg.train.optim.grad_clip) > 1e-12:
            raise ValueError(
                f"zero3 clips at train.optim.grad_clip={self.cfg.train.optim.grad_clip} (fixed in the "
                f"DeepSpeed config), but the loop asked for {max_grad_norm}"
            )
        self.engine.step()
        norm = self.engine.get_global_grad_norm()
        return float(norm) if norm is not None else float("nan")

    # --- checkpoints -----------------------------------------------------------------------------
    def full_trainable_state_dict(self) -> dict[str, torch.Tensor]:
        """Trainable weights at full fp32 precision (from the optimiser's master copy) gathered to
        rank 0 on the CPU; an empty dict on other ranks. Collective."""
        from deepspeed.utils import safe_get_full_fp32_param

        state: dict[str, torch.Tensor] = {}
        for name, p in self.model.named_parameters():
            if not p.requires_grad:
                continue
            full = safe_get_full_fp32_param(p)  # every rank takes part in the gather
            if self.rank == 0 and full is not None:
                state[name] = full.detach().cpu().clone()
        return state

    def save(self, path: Path) -> None:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        # Partitioned optimiser state and trainable weights, one file per rank; the frozen base is
        # not written (it is the base model, reloaded from its folder on resume).
        self.engine.save_checkpoint(
            str(path / "distributed"), tag=_TAG, exclude_frozen_parameters=True, save_latest=False
        )
        self.save_weights(path)

    def load(self, path: Path) -> None:
        load_path, _ = self.engine.load_checkpoint(
            str(Path(path) / "distributed"),
            tag=_TAG,
            load_module_strict=False,  # frozen base weights were excluded on save
            load_optimizer_states=True,
            load_lr_scheduler_states=True,
        )
        if load_path is None:
            raise FileNotFoundError(f"no DeepSpeed checkpoint under {Path(path) / 'distributed'}")
        self.barrier()

    # --- misc ------------------------------------------------------------------------------------
    def local_parameter_count(self) -> tuple[int, int]:
        """(elements held by this rank, elements of the whole model): shows the partitioning."""
        local = total = 0
        for p in self.model.parameters():
            ds_tensor = getattr(p, "ds_tensor", None)
            local += ds_tensor.numel() if ds_tensor is not None else p.numel()
            total += getattr(p, "ds_numel", p.numel())
        return local, total
