"""FSDP2 strategy: ``fully_shard`` per decoder layer, then the root, over gloo (CPU) or nccl (GPU).

Every parameter, frozen base weights included, is split along dim 0 across the ranks; each decoder
layer is all-gathered just before its forward/backward and freed after. Mixed precision: parameters
are gathered and computed in bf16, gradients reduced in fp32, and the sharded originals (fp32 LoRA
weights, optimiser state) stay in their own dtype.

QLoRA works because the 4-bit weights are stored in bf16 tensors (``train.quant.storage_dtype:
bf16``): FSDP2 shards them like any bf16 tensor, and bitsandbytes restores the quantisation state
it keeps on the ``Linear4bit`` module when FSDP hands it the re-gathered plain tensor.

Checkpoints: ``distributed/`` holds a DCP checkpoint of the trainable weights and the optimiser
state, one file per rank (reshardable to another world size); ``adapter/`` (or ``model/``) holds the
same weights gathered to rank 0 in the Hugging Face / PEFT format.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from quilltune.models.layers import decoder_layers
from quilltune.models.varlen_attention import uses_varlen
from quilltune.train.device_batch import to_device
from quilltune.train.loss import causal_lm_loss
from quilltune.train.strategies.distributed import DistributedStrategy, init_process_group

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def _local(t: torch.Tensor) -> torch.Tensor:
    return t.to_local() if hasattr(t, "to_local") else t


class FSDP2Strategy(DistributedStrategy):
    """Implements ``quilltune.train.strategies.base.Strategy`` with ``torch.distributed.fsdp.fully_shard``."""

    name = "fsdp2"

    def __init__(self, cfg: RunConfig) -> None:
        self.cfg = cfg
        self.rank, self.world_size, self.local_rank, self.device = init_process_group()
        self.model: Any = None
        self.optimizer: Any = None
        self.scheduler: Any = None
        self._weights_dir: Path | None = None  # set when the base weights wait on meta for setup

    def _load_sharded(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        from quilltune.models.sharded_loading import build_meta_model

        self._weights_dir = Path(model_dir)
        return build_meta_model(model_dir, cfg)

    # --- setup -----------------------------------------------------------------------------------
    def setup(self, model: torch.nn.Module, build_optimizer: Any, build_scheduler: Any) -> None:
        from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard

        kept = None
        if self._weights_dir is not None:
            from quilltune.models.sharded_loading import real_tensors

            kept = real_tensors(model)  # LoRA adapters and buffers, before to_empty
        elif self.device.type != "cpu":
            model.to(self.device)
        mp = MixedPrecisionPolicy(
            param_dtype=torch.bfloat16 if self.cfg.train.bf16 else None,
            reduce_dtype=torch.float32,
        )
        # Per layer first, so only one layer is unsharded at a time; an untied input embedding and
        # LM head each on their own, so they are whole only while used (in the root they would be
        # whole, twice over while all-gathered, for the entire forward: benchmarks/NOTES.md,
        # "Sharded loading"); then the root picks up the rest (final norm, a tied head).
        for layer in decoder_layers(model):
            fully_shard(layer, mp_policy=mp)
        embed, head = model.get_input_embeddings(), model.get_output_embeddings()
        if embed is not None and head is not None and head.weight is not embed.weight:
            fully_shard(embed, mp_policy=mp)
            # the head ends the forward and starts the backward: keep it whole in between
            fully_shard(head, mp_policy=mp, reshard_after_forward=False)
        fully_shard(model, mp_policy=mp)
        if kept is not None:
            from quilltune.models.sharded_loading import materialise_fsdp2

            materialise_fsdp2(model, self._weights_dir, self.device, kept)
        self.model = model
        self.optimizer = build_optimizer([p for p in model.parameters() if p.requires_grad])
        self.scheduler = build_scheduler(self.optimizer)

    # --- step ------------------------------------------------------------------------------------
    def forward(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        """Mean loss over the batch's loss tokens (no backward); collective (layers all-gather)."""
        batch = to_device(batch, self.device, varlen=uses_varlen(self.model))
        return causal_lm_loss(self.model, batch)

    def forward_backward(self, batch: dict[str, torch.Tensor], loss_scale: float) -> torch.Tensor:
        loss = self.forward(batch)
        (loss * loss_scale).backward()
        return loss.detach().float()

    def optimizer_step(self, max_grad_norm: float) -> float:
        params = [p for p in self.model.parameters() if p.requires_grad and p.grad is not None]
        # Gradients are DTensors sharded like their parameters: the norm is computed per shard and
        # all-reduced by DTensor, so clipping uses the same global norm on every rank.
        if max_grad_norm > 0:
            norm = torch.nn.utils.clip_grad_norm_(params, max_grad_norm)
        else:
            norm = torch.nn.utils.get_total_norm([p.grad for p in params])
        if hasattr(norm, "full_tensor"):
            norm = norm.full_tensor()
        self.optimizer.step()
        self.scheduler.step()
        self.optimizer.zero_grad(set_to_none=True)
        return float(norm)

    # --- checkpoints -----------------------------------------------------------------------------
    def _trainable_state(self) -> tuple[dict, dict]:
        from torch.distributed.checkpoint.state_dict import (
            StateDictOptions,
            get_model_state_dict,
            get_optimizer_state_dict,
        )

        opts = StateDictOptions(ignore_frozen_params=True)
        return (
            self._only_trainable(get_model_state_dict(self.model, options=opts)),
            get_optimizer_state_dict(self.model, self.optimizer, options=opts),
        )

    def _only_trainable(self, state: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        # ``ignore_frozen_params`` misses the alias of a tied weight (a frozen ``lm_head.weight``
        # tied to the embeddings stays in): keep exactly the names of trainable parameters.
        names = {n for n, p in self.model.named_parameters(remove_duplicate=False) if p.requires_grad}
        return {k: v for k, v in state.items() if k in names}

    def full_trainable_state_dict(self) -> dict[str, torch.Tensor]:
        """Trainable weights gathered to rank 0 on the CPU (empty dict on other ranks). Collective."""
        from torch.distributed.checkpoint.state_dict import StateDictOptions, get_model_state_dict

        opts = StateDictOptions(full_state_dict=True, cpu_offload=True, ignore_frozen_params=True)
        return self._only_trainable(get_model_state_dict(self.model, options=opts))

    def save(self, path: Path) -> None:
        import torch.distributed.checkpoint as dcp

        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        model_sd, optim_sd = self._trainable_state()
        dcp.save({"model": model_sd, "optim": optim_sd}, checkpoint_id=str(path / "distributed"))
        if self.rank == 0:
            torch.save(self.scheduler.state_dict(), path / "scheduler.pt")
        self.save_weights(path)

    def load(self, path: Path) -> None:
        import torch.distributed.checkpoint as dcp
        from torch.distributed.checkpoint.state_dict import (
            StateDictOptions,
            set_model_state_dict,
            set_optimizer_state_dict,
        )

        path = Path(path)
        model_sd, optim_sd = self._trainable_state()
        state = {"model": model_sd, "optim": optim_sd}
        dcp.load(state, checkpoint_id=str(path / "distributed"))
        opts = StateDictOptions(ignore_frozen_params=True, strict=False)
        set_model_state_dict(self.model, state["model"], options=opts)
        set_optimizer_state_dict(self.model, self.optimizer, state["optim"], options=opts)
        self.scheduler.load_state_dict(torch.load(path / "scheduler.pt", weights_only=True))
        self.barrier()

    # --- misc ------------------------------------------------------------------------------------
    def local_parameter_count(self) -> tuple[int, int]:
        """(elements held by this rank, elements of the whole model): shows the sharding."""
        local = total = 0
        for p in self.model.parameters():
            local += _local(p).numel()
            total += p.numel()
        return local, total
