"""Configuration of ``quilltune plan``: hardware, providers, dataset size, claims to check."""

from __future__ import annotations

from typing import Literal

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
    epochs: float | None = Field(default=None, gt=0)
    """Epochs to plan for ("what if"); unset: ``train.epochs`` decides (``plan.epochs=1`` is an explicit 1)."""
    claimed_tokens_per_second: float | None = Field(default=None, gt=0)
    claimed_hours: float | None = Field(default=None, gt=0)
    claimed_cost_usd: float | None = Field(default=None, gt=0)
    claimed_price_per_gpu_hour: float | None = Field(default=None, gt=0)
    deadline_hours: float | None = Field(default=None, gt=0)
    budget_usd: float | None = Field(default=None, gt=0)
    experiments: int = Field(default=1, gt=0)
    rerun_allowance: float = Field(default=0.1, ge=0)
    claimed_alternative_cost_usd: float | None = Field(default=None, gt=0)
    """A quote to check for an alternative provider (the case study's $18,000 'hyperscaler' estimate)."""
    claimed_alternative_price_per_node_hour: float | None = Field(default=None, gt=0)
    """The per-node-hour price that quote was built on (the case study's ~$49 per p5.48xlarge hour)."""
    claimed_alternative_provider: str = "aws"
    price_tier: Literal["on_demand", "spot", "reserved"] | None = None
    """Price tier to cost with; default: on-demand where offered, else the cheapest listed."""
    strategy: Literal["single", "ddp", "zero1", "zero2", "zero3", "fsdp2"] | None = None
    """Plan with this strategy instead of ``train.strategy`` (ZeRO-1/2 and DDP are planned, not trained)."""
    mfu: float | None = Field(default=None, gt=0, le=1)
    """Use this MFU instead of the table's (e.g. from an earlier probe)."""
    probe_steps: int = Field(default=6, ge=3)
    """Steps of the calibration probe (the first is a warm-up and not measured)."""
    prepare_mb_per_s_per_core: float = Field(default=2.0, gt=0)
    """Throughput of ``quilltune prepare`` per CPU core (its design target), for data-preparation time."""
    global_batch_rows: int | None = Field(default=None, gt=0)
    """Rows per optimizer step to keep when the plan chooses the micro-batch and accumulation the
    user left open (default: what the configured micro-batch x accumulation x devices gives)."""
    prepare_cores: int | None = Field(default=None, gt=0)
    """Cores preparing the data (default: this machine's)."""
