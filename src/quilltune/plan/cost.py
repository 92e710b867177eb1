"""Cost of a job per provider, side by side: compute, re-run allowance, storage, egress.

- compute: GPU-hours x the offer's $/GPU-hour (on-demand unless ``tier`` says otherwise);
- re-run allowance: a share of compute for preemptions, crashes and restarts;
- storage: dataset + checkpoints for the job's duration (prorated from $/GB-month);
- egress: the dataset (and the trained weights) moved out of the provider once per experiment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quilltune.plan.catalog import Offer
from quilltune.plan.shape import ModelShape

HOURS_PER_MONTH = 730.0


@dataclass(frozen=True)
class CostInputs:
    hours: float
    gpus: int
    tokens: float
    dataset_bytes: float
    artifact_bytes: float
    """Checkpoints / final weights kept and downloaded per experiment."""
    experiments: int = 1
    rerun_allowance: float = 0.1
    tier: str | None = None


def artifact_bytes(shape: ModelShape, method: str, rank: int, targets: list[str] | str) -> float:
    """What a run keeps and downloads: the full weights in bf16, or the fp32 LoRA adapter."""
    return shape.params * 2 if method == "full" else shape.lora_params(rank, targets) * 4


@dataclass(frozen=True)
class ProviderCost:
    name: str
    cost_usd: float
    breakdown: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "cost_usd": round(self.cost_usd, 2), "breakdown": self.breakdown}


def price_offer(offer: Offer, c: CostInputs) -> ProviderCost | None:
    """None when the offer has no price for the requested tier."""
    tier = c.tier or offer.cheapest_tier
    if tier not in offer.price_per_gpu_hour:
        return None
    price = offer.price_per_gpu_hour[tier]
    gpu_hours = c.hours * c.gpus
    compute = gpu_hours * price
    rerun = compute * c.rerun_allowance
    stored_gb = (c.dataset_bytes + c.artifact_bytes) / 1e9
    storage = stored_gb * offer.storage_per_gb_month * max(c.hours, 1.0) / HOURS_PER_MONTH
    egress = (c.dataset_bytes + c.artifact_bytes) / 1e9 * offer.egress_per_gb * c.experiments
    total = compute + rerun + storage + egress
    nodes = -(-c.gpus // offer.gpus_per_node)
    return ProviderCost(
        name=f"{offer.provider} ({offer.instance})",
        cost_usd=total,
        breakdown={
            "provider": offer.provider,
            "instance": offer.instance,
            "tier": tier,
            "price_per_gpu_hour": round(price, 4),
            "price_per_node_hour": round(price * offer.gpus_per_node, 2),
            "gpus_per_node": offer.gpus_per_node,
            "nodes": nodes,
            "gpu_hours": round(gpu_hours, 2),
            "compute_usd": round(compute, 2),
            "rerun_allowance_usd": round(rerun, 2),
            "storage_usd": round(storage, 2),
            "egress_usd": round(egress, 2),
            "usd_per_million_tokens": round(total / (c.tokens / 1e6), 4) if c.tokens else None,
            "as_of": offer.as_of,
            "source": offer.source,
        },
    )


def price_all(offers: list[Offer], c: CostInputs) -> list[ProviderCost]:
    """Every offer that has a price for the tier, cheapest first."""
    costs = [pc for pc in (price_offer(o, c) for o in offers) if pc is not None]
    return sorted(costs, key=lambda pc: pc.cost_usd)
