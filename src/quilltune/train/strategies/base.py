"""The seam between the one training loop and how it is distributed.

The loop (``quilltune.train.loop``) never branches on the strategy: it asks the strategy to wrap
the model and optimiser, to run backward and the optimiser step, to reduce metrics across ranks
and to save/load checkpoints. ``single``, ``fsdp2`` and ``zero3`` implement this protocol.

How the loop uses it (quilltune.train.loop.Trainer):
- ``loss_scale`` passed to ``forward_backward`` is ``micro_loss_tokens * world_size /
  step_loss_tokens_all_ranks``: the model's mean loss times it, summed over micro-batches and
  *averaged* over ranks (what DDP/FSDP/ZeRO gradient reduction does), is the mean over every loss
  token of the optimizer step. A strategy whose reduction sums instead of averages must divide by
  ``world_size`` itself.
- Batches hold ``input_ids``, ``labels``, ``position_ids`` (no attention mask: transformers builds
  the block-diagonal causal mask of packed rows from ``position_ids``); pass them to the model with
  ``use_cache=False``.
- ``forward(batch) -> loss`` without backward is what validation calls under ``torch.no_grad``
  (autocast and device placement are the strategy's, so validation matches training).
- The run orchestrator (``quilltune.train.run.run_training``) uses the rest: ``broadcast_object``
  to share rank 0's resolved paths, ``save_weights`` for the final adapter/model (collective),
  ``local_parameter_count`` for the sharding facts in ``summary.json``, ``barrier`` and ``close``.
- ``save``/``load``: ``quilltune.train.checkpoint_io.save_trainable/load_trainable`` write/read an
  unsharded ``adapter/`` or ``model/`` folder; the loop adds ``rng-rank{r}.pt``, the trainer state
  and the COMPLETE marker around them (quilltune.train.checkpoint).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import torch

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


class Strategy(Protocol):
    name: str
    rank: int
    world_size: int
    device: torch.device

    def load_model(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        """The base model in ``model_dir`` with ``cfg.train.method`` applied, as ``setup`` wants it:
        whole (single), or with only this rank's shard of the base weights materialised (fsdp2,
        zero3; ``quilltune.models.sharded_loading``)."""

    def setup(self, model: torch.nn.Module, build_optimizer: Any, build_scheduler: Any) -> None:
        """Wrap/shard ``model``; create optimiser and LR scheduler via the given factories
        (``build_optimizer(params) -> Optimizer``, ``build_scheduler(optimizer) -> LRScheduler``).
        Afterwards ``self.model``, ``self.optimizer`` and ``self.scheduler`` are set."""

    def forward(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        """Mean loss over the batch's loss tokens, no backward (validation). Collective where the
        parameters are sharded."""

    def forward_backward(self, batch: dict[str, torch.Tensor], loss_scale: float) -> torch.Tensor:
        """Forward pass and backward of ``loss * loss_scale``; returns the unscaled loss (detached)."""

    def optimizer_step(self, max_grad_norm: float) -> float:
        """Clip, step optimiser and scheduler, zero grads; returns the global gradient norm."""

    def all_reduce_sum(self, value: torch.Tensor) -> torch.Tensor:
        """Sum across ranks (identity in a single process)."""

    def save(self, path: Path) -> None:
        """Write trainable weights (PEFT adapter or full), optimiser and scheduler state under ``path``.
        Called on every rank; each rank writes only what it owns. The caller makes it atomic."""

    def load(self, path: Path) -> None:
        """Restore what ``save`` wrote."""

    def save_weights(self, path: Path) -> Path | None:
        """Write the final trainable weights as ``path/adapter`` (PEFT) or ``path/model`` (full);
        returns that folder on rank 0, ``None`` elsewhere. Collective: every rank calls it."""

    def local_parameter_count(self) -> tuple[int, int]:
        """(parameter elements this rank holds, elements of the whole model): shows the sharding."""

    def broadcast_object(self, value: Any) -> Any:
        """Rank 0's ``value`` on every rank (identity in a single process)."""

    def barrier(self) -> None: ...

    def close(self, *, clean: bool = True) -> None:
        """Release the model and leave the process group. ``clean``: the run ended without an
        error on this rank, so waiting for the other ranks first cannot hang."""
