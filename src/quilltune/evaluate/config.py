"""Configuration of ``quilltune evaluate``: base versus tuned on held-out material."""

from __future__ import annotations

from pydantic import Field

from quilltune.config.base import StageConfig


class EvalConfig(StageConfig):
    max_batches: int | None = Field(default=None, gt=0)
    """Cap on loss batches per model (None: the whole split). Each batch holds ``batch_size`` samples."""
    batch_size: int = Field(default=8, gt=0)
    """Samples per forward pass for the loss (packed rows are split into their samples first)."""
    max_pairs: int = Field(default=24, ge=0)
    """Held-out instruction pairs generated and scored per model (spread over the tasks)."""
    num_generations: int = Field(default=4, ge=0)
    """Sample generations kept side by side (base, tuned, reference) in eval.json and the report."""
    max_new_tokens: int = Field(default=64, gt=0)
    max_prompt_tokens: int = Field(default=448, gt=0)
    """Prompts longer than this are cut from the left of the input so generation stays affordable."""
    lm_eval_tasks: list[str] = Field(default_factory=list)
    """lm-evaluation-harness task names, run on base and tuned when ``lm_eval`` is installed."""
    lm_eval_limit: int | None = Field(default=50, gt=0)
