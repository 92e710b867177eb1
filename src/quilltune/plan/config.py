"""Configuration of ``quilltune plan``: hardware, providers, dataset size, claims to check."""

from __future__ import annotations

from pydantic import Field

from quilltune.config.base import StageConfig


class PlanConfig(StageConfig):
    gpu: str = "cpu"
    """A GPU type from the catalog (e.g. ``h100-sxm-80gb``) or ``cpu`` for this machine."""
    gpus_per_node: int = Field(default=1, gt=0)
    nodes: int = Field(default=1, gt=0)
    providers: list[str] = Field(default_factory=list)
    """Providers to price (empty: every provider offering the GPU type)."""
    catalog: str | None = None
    """A YAML file of extra or overriding GPU types and prices."""
    dataset_bytes: str | None = None
    """Raw corpus size when no prepared dataset exists yet, e.g. ``500GB``."""
    bytes_per_token: float | None = Field(default=None, gt=0)
    epochs: float = Field(default=1.0, gt=0)
    claimed_tokens_per_second: float | None = Field(default=None, gt=0)
    claimed_hours: float | None = Field(default=None, gt=0)
    claimed_cost_usd: float | None = Field(default=None, gt=0)
    claimed_price_per_gpu_hour: float | None = Field(default=None, gt=0)
    deadline_hours: float | None = Field(default=None, gt=0)
    budget_usd: float | None = Field(default=None, gt=0)
    experiments: int = Field(default=1, gt=0)
    rerun_allowance: float = Field(default=0.1, ge=0)
