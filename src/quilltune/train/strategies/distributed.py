"""What FSDP2 and ZeRO-3 share: joining the process group, reductions, barriers, and writing the
gathered trainable weights on rank 0. Each strategy supplies ``full_trainable_state_dict``."""

from __future__ import annotations

import os
import sys
from abc import ABC, abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def init_process_group() -> tuple[int, int, int, torch.device]:
    """Join the world torchrun / the deepspeed launcher / srun describe in the environment.

    Returns ``(rank, world_size, local_rank, device)``: nccl and ``cuda:LOCAL_RANK`` when GPUs
    exist, gloo and the CPU otherwise.
    """
    import torch.distributed as dist

    rank = int(os.environ.get("RANK", "0"))
    world = int(os.environ.get("WORLD_SIZE", "1"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    if torch.cuda.is_available():
        device = torch.device("cuda", local_rank)
        torch.cuda.set_device(device)
        backend = "nccl"
    else:
        device = torch.device("cpu")
        backend = "gloo"
    if not dist.is_initialized():
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29500")
        dist.init_process_group(backend=backend, rank=rank, world_size=world)
    return dist.get_rank(), dist.get_world_size(), local_rank, device


class DistributedStrategy(ABC):
    """The parts of the ``Strategy`` protocol that do not depend on how parameters are sharded."""

    rank: int
    world_size: int
    device: torch.device
    model: Any
    sharded_loading: bool = False  # set by load_model: whether this run loaded per shard

    def load_model(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        """Only this rank's shard of the base weights when ``sharded_loading.unsupported_reason``
        allows it, else the whole model on every rank (the reason printed once)."""
        from quilltune.models.sharded_loading import unsupported_reason

        reason = unsupported_reason(model_dir, cfg)
        if reason is None:
            self.sharded_loading = True
            return self._load_sharded(model_dir, cfg)
        if self.rank == 0:
            print(f"loading the whole base model on every rank: {reason}", file=sys.stderr, flush=True)
        from quilltune.train.run import load_model_to_train

        return load_model_to_train(model_dir, cfg, device=str(self.device))

    @abstractmethod
    def _load_sharded(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        """The model with only this rank's part of the base weights (or none yet: see ``setup``)."""

    @abstractmethod
    def full_trainable_state_dict(self) -> dict[str, torch.Tensor]:
        """Trainable weights gathered to rank 0 on the CPU (empty dict on other ranks). Collective."""

    def save_weights(self, path: Path) -> Path | None:
        """Gather the trainable weights and write them on rank 0 as ``path/adapter`` (PEFT) or
        ``path/model`` (full). Collective: every rank must call it. Returns the folder on rank 0."""
        state = self.full_trainable_state_dict()
        out: Path | None = None
        if self.rank == 0:
            is_peft = hasattr(self.model, "peft_config")
            out = Path(path) / ("adapter" if is_peft else "model")
            self.model.save_pretrained(out, state_dict=state)
        self.barrier()
        return out

    def broadcast_object(self, value: Any) -> Any:
        import torch.distributed as dist

        box = [value]
        dist.broadcast_object_list(box, src=0)
        return box[0]

    def all_reduce_sum(self, value: torch.Tensor) -> torch.Tensor:
        import torch.distributed as dist

        out = value.detach().clone().to(self.device)
        dist.all_reduce(out, op=dist.ReduceOp.SUM)
        return out

    def barrier(self) -> None:
        import torch.distributed as dist

        if dist.is_initialized():
            dist.barrier()

    def close(self, *, clean: bool = True) -> None:
        """Tear down in an order that leaves no gloo/nccl work alive at interpreter exit.

        1. After a clean run, a barrier: no rank leaves while a peer still has a collective in
           flight to it (the peer would see its connection close mid-operation).
        2. Drop the sharded model, optimiser and engine and collect now: FSDP2's hooks and
           DeepSpeed's engine form reference cycles, so without ``gc.collect`` their DTensors and
           the pending ``Work`` objects that hold them live on until interpreter finalization,
           where gloo's worker threads are torn down without being joined (``terminate called
           without an active exception``, SIGABRT).
        3. Destroy the process group while the interpreter is still whole.
        """
        import gc

        import torch.distributed as dist

        if clean and dist.is_initialized():
            dist.barrier()
        for attr in ("engine", "model", "optimizer", "scheduler"):
            if hasattr(self, attr):
                setattr(self, attr, None)
        gc.collect()
        if dist.is_initialized():
            dist.destroy_process_group()
