"""Search GPU type x count x strategy x micro-batch x accumulation x checkpointing for the cheapest
plans that meet a deadline and/or a budget.

The global batch (rows per optimizer step) is held at the configured value, since it is a
training hyper-parameter, not a hardware knob: each layout splits it as world x micro x accum.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from quilltune.plan.catalog import Catalog
from quilltune.plan.cost import CostInputs, price_all
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import GIB, MemorySetup, estimate_memory
from quilltune.plan.shape import ModelShape
from quilltune.plan.throughput import step_time

GPUS_PER_NODE = (1, 2, 4, 8)
NODES = (1, 2, 4, 8, 16)
MICRO_BATCHES = (1, 2, 4, 8, 16, 32, 64)
FIT_MARGIN = 0.9  # "fits", not "tight": leave 10 % for what the model does not see


@dataclass(frozen=True)
class Option:
    gpu: str
    gpus: int
    nodes: int
    strategy: str
    micro_batch: int
    grad_accum: int
    checkpointing: bool
    hours: float
    memory_gib: float
    capacity_gib: float
    provider: str
    cost_usd: float
    price_per_gpu_hour: float

    def summary(self) -> str:
        return (
            f"{self.nodes} x {self.gpus // self.nodes} {self.gpu} via {self.provider}, {self.strategy}, "
            f"micro-batch {self.micro_batch} x accum {self.grad_accum}"
            f"{', checkpointing' if self.checkpointing else ''}: {self.hours:,.1f} h, ${self.cost_usd:,.0f}, "
            f"{self.memory_gib:.1f}/{self.capacity_gib:.0f} GiB"
        )

    def to_dict(self) -> dict[str, Any]:
        return {k: (round(v, 3) if isinstance(v, float) else v) for k, v in self.__dict__.items()}


def _strategies(world: int) -> tuple[str, ...]:
    return ("single",) if world == 1 else ("ddp", "zero2", "zero3", "fsdp2")


def search(
    shape: ModelShape,
    base: MemorySetup,
    catalog: Catalog,
    *,
    tokens: float,
    global_rows: int,
    seq_len: int,
    deadline_h: float | None,
    budget: float | None,
    dataset_bytes: float,
    artifact_bytes: float,
    experiments: int,
    rerun_allowance: float,
    tier: str | None,
    providers: list[str] | None = None,
    fill: float = 1.0,
    top: int = 5,
) -> list[Option]:
    """Cheapest feasible options, best first (at most one per GPU type x count x strategy)."""
    best: dict[tuple, Option] = {}
    for gpu_name, gpu in catalog.gpus.items():
        offers = catalog.offers_for(gpu_name, providers)
        if not offers:
            continue
        capacity = gpu.memory_gib * GIB * FIT_MARGIN
        for per_node in GPUS_PER_NODE:
            for nodes in NODES:
                if nodes > 1 and per_node < 8:
                    continue  # multi-node jobs rent whole nodes
                world = per_node * nodes
                if world > global_rows:
                    continue
                for strategy in _strategies(world):
                    for ckpt in (False, True):
                        for mb in MICRO_BATCHES:
                            if world * mb > global_rows:
                                break
                            accum = max(1, round(global_rows / (world * mb)))
                            setup = replace(
                                base,
                                strategy=strategy,
                                world_size=world,
                                micro_batch=mb,
                                gradient_checkpointing=ckpt,
                                device="gpu",
                            )
                            mem = estimate_memory(shape, setup).total
                            if mem > capacity:
                                break  # bigger micro-batches only need more
                            layout = BatchLayout(world, mb, accum, seq_len)
                            st = step_time(
                                shape,
                                setup,
                                layout,
                                peak_flops=gpu.dense_bf16_tflops * 1e12,
                                device=gpu_name,
                                nodes=nodes,
                                intra_gbps=gpu.intra_node_gbps,
                                inter_gbps=gpu.inter_node_gbps,
                                fill=fill,
                            )
                            hours = tokens / st.tokens_per_second / 3600
                            if deadline_h and hours > deadline_h:
                                continue
                            costs = price_all(
                                offers,
                                CostInputs(
                                    hours,
                                    world,
                                    tokens,
                                    dataset_bytes,
                                    artifact_bytes,
                                    experiments,
                                    rerun_allowance,
                                    tier,
                                ),
                            )
                            if not costs or (budget and costs[0].cost_usd > budget):
                                continue
                            c = costs[0]
                            opt = Option(
                                gpu_name,
                                world,
                                nodes,
                                strategy,
                                mb,
                                accum,
                                ckpt,
                                hours,
                                mem / GIB,
                                gpu.memory_gib,
                                c.breakdown["provider"],
                                c.cost_usd,
                                c.breakdown["price_per_gpu_hour"],
                            )
                            key = (gpu_name, world, strategy)
                            if key not in best or opt.cost_usd < best[key].cost_usd:
                                best[key] = opt
    # Cost to the dollar first; at the same cost the faster layout wins.
    return sorted(best.values(), key=lambda o: (round(o.cost_usd), o.hours))[:top]


def explain(options: list[Option], deadline_h: float | None, budget: float | None) -> list[dict[str, Any]]:
    """Why each option wins: its cost and time against the limits and against the next best."""
    out = []
    for i, opt in enumerate(options):
        limits = []
        if deadline_h:
            limits.append(f"finishes in {opt.hours:,.1f} h of the {deadline_h:g} h allowed")
        if budget:
            limits.append(f"${opt.cost_usd:,.0f} of the ${budget:,.0f} budget")
        if i + 1 < len(options):
            nxt = options[i + 1]
            saving = nxt.cost_usd - opt.cost_usd
            limits.append(
                f"${saving:,.0f} cheaper than option {i + 2}"
                if saving >= 1
                else f"same cost as option {i + 2} and {nxt.hours / opt.hours:.2f}x as fast"
            )
        why = (
            f"{opt.gpu} at ${opt.price_per_gpu_hour:.2f}/GPU-h; micro-batch {opt.micro_batch} needs "
            f"{opt.memory_gib:.1f} of {opt.capacity_gib:.0f} GiB"
            + (" with checkpointing" if opt.checkpointing else " without checkpointing (no recompute)")
        )
        out.append(
            {"rank": i + 1, "summary": opt.summary(), "reason": "; ".join([why, *limits]), **opt.to_dict()}
        )
    return out
