"""Glue between a run config and the optimiser: what to search for, added to the plan dict."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from quilltune.plan.catalog import load_catalog
from quilltune.plan.cost import artifact_bytes
from quilltune.plan.from_config import memory_setup, resolve_shape
from quilltune.plan.optimise import explain, search

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def add_options(plan: dict[str, Any], cfg: RunConfig, model: str | None = None) -> None:
    """Add ``options`` (top 5 cheapest feasible layouts) to ``plan`` (a ``Plan.to_dict()``)."""
    p, t = cfg.plan, cfg.train
    shape, _ = resolve_shape(cfg, model)
    tokens = plan["tokens"]
    if not tokens:
        plan["options"] = []
        return
    ds = plan.get("dataset") or {}
    fill = ds.get("mean_row_fill") or 1.0
    bpt = ds.get("bytes_per_token") or 4.0
    dataset_bytes = ds.get("bytes") or tokens * bpt
    artifact = artifact_bytes(shape, t.method, t.lora.r, t.lora.target_modules)
    global_rows = plan["setup"]["samples_per_step"]
    base = memory_setup(cfg, device="gpu", world_size=1, strategy="single")
    options = search(
        shape,
        base,
        load_catalog(p.catalog),
        tokens=tokens,
        global_rows=global_rows,
        seq_len=cfg.data.seq_len,
        deadline_h=p.deadline_hours,
        budget=p.budget_usd,
        dataset_bytes=dataset_bytes,
        artifact_bytes=artifact,
        experiments=p.experiments,
        rerun_allowance=p.rerun_allowance,
        tier=p.price_tier,
        providers=p.providers or None,
        fill=fill,
    )
    plan["options"] = explain(options, p.deadline_hours, p.budget_usd)
    if not options:
        limits = " and ".join(
            x
            for x in (
                f"{p.deadline_hours:g} h" if p.deadline_hours else "",
                f"${p.budget_usd:,.0f}" if p.budget_usd else "",
            )
            if x
        )
        plan["warnings"].append(
            {
                "code": "NO_FEASIBLE_OPTION",
                "severity": "error",
                "message": f"no GPU type x count x strategy x batch layout in the catalog trains "
                f"{tokens:.3g} tokens within {limits or 'the limits'} at a global batch of "
                f"{global_rows} rows; relax the limits, cut the data or raise the batch"
                + _scale_hint(plan, tokens, p.deadline_hours),
            }
        )


def _scale_hint(plan: dict[str, Any], tokens: float, deadline_h: float | None) -> str:
    """How many devices the deadline would take at this plan's per-device rate (if scaling were free)."""
    devices = plan["setup"]["devices"]
    if not deadline_h or not plan["tokens_per_second"]:
        return ""
    per_device = plan["tokens_per_second"] / devices
    needed = tokens / (deadline_h * 3600) / per_device
    return (
        f". At this plan's {per_device:,.0f} tok/s per {plan['setup']['device']}, {tokens:.3g} tokens in "
        f"{deadline_h:g} h need {tokens:.3g} / ({deadline_h:g} x 3600 s) / {per_device:,.0f} = {needed:,.0f} devices, "
        "before any loss of scaling"
    )
