"""Batch and world arithmetic: one place for rows per step, tokens per step and step counts.

The trainer uses this for every batch/world computation, so ``plan`` and ``train`` agree on what
"a step" is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from quilltune.errors import ConfigError

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


@dataclass(frozen=True)
class BatchLayout:
    world_size: int
    """Data-parallel ranks (ZeRO/FSDP shard inside this group; all of them see different rows)."""
    micro_batch: int
    """Rows per rank per forward/backward."""
    grad_accum: int
    """Micro-batches accumulated before one optimizer step."""
    seq_len: int
    """Tokens per packed row (an upper bound: packed rows may be shorter)."""

    def __post_init__(self) -> None:
        for field in ("world_size", "micro_batch", "grad_accum", "seq_len"):
            if getattr(self, field) < 1:
                raise ConfigError(f"batch layout: {field} must be at least 1 (got {getattr(self, field)})")

    @property
    def samples_per_step(self) -> int:
        """Rows consumed by one optimizer step across all ranks: world x micro x accum."""
        return self.world_size * self.micro_batch * self.grad_accum

    @property
    def tokens_per_step(self) -> int:
        """Upper bound of tokens per optimizer step (rows are at most ``seq_len`` long)."""
        return self.samples_per_step * self.seq_len

    def steps_for_rows(self, n_rows: int, epochs: float = 1.0) -> int:
        """Optimizer steps to see ``n_rows`` rows ``epochs`` times; a partial last step counts as one."""
        if n_rows < 0 or epochs <= 0:
            raise ConfigError(f"batch layout: need n_rows >= 0 and epochs > 0 (got {n_rows}, {epochs})")
        return math.ceil(n_rows * epochs / self.samples_per_step)

    def steps_for_tokens(self, n_tokens: float, epochs: float = 1.0, fill: float = 1.0) -> int:
        """Steps for a token budget, when rows are filled to ``fill`` x ``seq_len`` on average."""
        rows = math.ceil(n_tokens / (self.seq_len * fill)) if n_tokens > 0 else 0
        return self.steps_for_rows(rows, epochs)

    @classmethod
    def from_config(cls, cfg: RunConfig) -> BatchLayout:
        t = cfg.train
        return cls(t.nproc_per_node * t.nnodes, t.micro_batch_size, t.grad_accum, cfg.data.seq_len)
