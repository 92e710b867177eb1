"""Configuration of ``quilltune evaluate``: base versus tuned on held-out material."""

from __future__ import annotations

from pydantic import Field

from quilltune.config.base import StageConfig


class EvalConfig(StageConfig):
    max_batches: int | None = Field(default=None, gt=0)
    num_generations: int = Field(default=4, ge=0)
    max_new_tokens: int = Field(default=64, gt=0)
