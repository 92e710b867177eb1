"""One process, one device (CPU or one GPU): the reference implementation of the Strategy protocol."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from quilltune.models.varlen_attention import uses_varlen
from quilltune.train.checkpoint_io import load_trainable, save_trainable
from quilltune.train.device_batch import to_device
from quilltune.train.loss import causal_lm_loss

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


class SingleStrategy:
    name = "single"
    rank = 0
    world_size = 1
    sharded_loading = False

    def __init__(
        self, device: str = "cpu", autocast_dtype: torch.dtype | None = None, compile_layers: bool = False
    ):
        self.device = torch.device(device)
        self.autocast_dtype = autocast_dtype
        self.compile_layers = compile_layers
        self.model: torch.nn.Module | None = None
        self.optimizer: torch.optim.Optimizer | None = None
        self.scheduler: Any = None
        self.varlen = False

    def load_model(self, model_dir: Path, cfg: RunConfig) -> torch.nn.Module:
        from quilltune.train.run import load_model_to_train

        return load_model_to_train(model_dir, cfg, device=str(self.device))

    def setup(self, model: torch.nn.Module, build_optimizer: Any, build_scheduler: Any) -> None:
        self.model = model
        self.varlen = uses_varlen(model)
        if self.compile_layers:
            # Regional: one compiled graph per decoder layer (all layers share the code, so the
            # cache is reused), while the loss hooks and peft's wrappers stay in eager Python.
            from quilltune.models.layers import decoder_layers

            for layer in decoder_layers(model):
                layer.compile()
        self.params = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = build_optimizer(self.params)
        self.scheduler = build_scheduler(self.optimizer)

    def _autocast(self) -> contextlib.AbstractContextManager:
        if self.autocast_dtype is None:
            return contextlib.nullcontext()
        from peft.helpers import disable_input_dtype_casting

        stack = contextlib.ExitStack()
        stack.enter_context(torch.autocast(self.device.type, dtype=self.autocast_dtype))
        # Adapter compute in the autocast dtype, weights and optimizer state in fp32: peft would cast
        # every adapter's (bf16) input to its fp32 weights' dtype, and autocast would cast it straight
        # back to bf16 for the matmul (activation-sized copies in and out of all adapters, forward and
        # backward, for the same numbers). With peft's own opt-out only autocast's casts of the small
        # A/B weights remain (once per forward; their gradients arrive in fp32).
        stack.enter_context(disable_input_dtype_casting(self.model))
        return stack

    def forward(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        """Mean loss over the batch's loss tokens (no backward), for validation."""
        batch = to_device(batch, self.device, varlen=self.varlen, non_blocking=True)
        with self._autocast():
            return causal_lm_loss(self.model, batch)

    def forward_backward(self, batch: dict[str, torch.Tensor], loss_scale: float) -> torch.Tensor:
        loss = self.forward(batch)
        (loss * loss_scale).backward()
        return loss.detach()

    def optimizer_step(self, max_grad_norm: float) -> float:
        # clip_grad_norm_ with an infinite bound still returns the norm (we always log it).
        limit = max_grad_norm if max_grad_norm > 0 else float("inf")
        norm = torch.nn.utils.clip_grad_norm_(self.params, limit, foreach=True)
        self.optimizer.step()
        self.scheduler.step()
        self.optimizer.zero_grad(set_to_none=True)
        return float(norm)

    def all_reduce_sum(self, value: torch.Tensor) -> torch.Tensor:
        return value

    def save(self, path: Path) -> None:
        save_trainable(self.model, path)
        torch.save(self.optimizer.state_dict(), path / "optimizer.pt")
        torch.save(self.scheduler.state_dict(), path / "scheduler.pt")

    def load(self, path: Path) -> None:
        load_trainable(self.model, path)
        self.optimizer.load_state_dict(torch.load(path / "optimizer.pt", weights_only=True))
        self.scheduler.load_state_dict(torch.load(path / "scheduler.pt", weights_only=True))

    def save_weights(self, path: Path) -> Path | None:
        return save_trainable(self.model, Path(path))

    def local_parameter_count(self) -> tuple[int, int]:
        total = sum(p.numel() for p in self.model.parameters())
        return total, total

    def broadcast_object(self, value: Any) -> Any:
        return value

    def barrier(self) -> None:
        return None

    def close(self, *, clean: bool = True) -> None:
        self.model = self.optimizer = self.scheduler = None
