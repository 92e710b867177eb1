"""What fits when the limits cannot all be met: a subset of the data, a smaller model, more devices,
or a longer deadline — each with its tokens, hours and cost at the plan's predicted rate.

- ``subset``: the tokens the deadline buys at the predicted rate, and their share of the data;
  ``token_budget`` is that per epoch, what ``quilltune prepare --token-budget`` (``data.token_budget``)
  keeps of the training split (whole documents, stratified by source folder and file type);
- ``smaller_model``: the largest preset that trains all the tokens in time, its rate scaled from
  this plan's by training FLOPs per token (same method, layout and devices);
- ``more_devices``: the devices of this type that do it all in time, assuming the per-device rate
  holds (communication grows with them: re-plan with ``--gpus/--nodes`` for the exact figure);
- ``longer_deadline``: all of it at the predicted rate.
"""

from __future__ import annotations

import math
from typing import Any

from quilltune.plan.flops import flops_per_token
from quilltune.plan.shape import PRESETS, ModelShape


def alternatives(
    *,
    tokens: float,
    tps: float,
    hours: float,
    deadline_hours: float | None,
    budget_usd: float | None,
    devices: int,
    price_per_device_hour: float | None,
    shape: ModelShape,
    method: str,
    seq_len: int,
    rank: int,
    targets: Any,
    cost_usd: float | None,
    gpus_per_node: int = 8,
    epochs: float = 1.0,
) -> list[dict[str, Any]]:
    """The alternatives when ``hours`` exceeds the deadline or the cost exceeds the budget (else [])."""
    if not tokens or not tps:
        return []
    late = deadline_hours is not None and hours > deadline_hours
    over = budget_usd is not None and cost_usd is not None and cost_usd > budget_usd
    if not (late or over):
        return []
    price = price_per_device_hour

    def cost(h: float, n: int = devices) -> float | None:
        return round(h * n * price, 2) if price else None

    limit_h = deadline_hours if late else hours
    if over and price:
        limit_h = min(limit_h, budget_usd / (devices * price))
    out: list[dict[str, Any]] = []
    sub = tps * limit_h * 3600
    per_epoch = math.floor(sub / epochs) if epochs else math.floor(sub)
    out.append(
        {
            "kind": "subset",
            "tokens": round(sub),
            "token_budget": per_epoch,
            "share_of_data": round(sub / tokens, 6),
            "hours": round(limit_h, 3),
            "cost_usd": cost(limit_h),
            "how": f"quilltune prepare --token-budget {per_epoch} (or data.token_budget: {per_epoch})"
            + (f", trained for {epochs:g} epochs" if epochs != 1 else ""),
        }
    )
    mine = flops_per_token(shape, method, seq_len, False, rank, targets)
    best = None
    for name, other in sorted(PRESETS.items(), key=lambda kv: -kv[1].params):
        if other.params >= shape.params:
            continue
        rate = tps * mine / flops_per_token(other, method, seq_len, False, rank, targets)
        h = tokens / rate / 3600
        if h <= limit_h:
            best = {
                "kind": "smaller_model",
                "model": name,
                "params": other.params,
                "tokens": tokens,
                "tokens_per_second": round(rate, 1),
                "hours": round(h, 3),
                "cost_usd": cost(h),
                "how": f"--model {name}; rate scaled from this plan by FLOPs per token",
            }
            break
    if best:
        out.append(best)
    if late:
        need = math.ceil(devices * hours / deadline_hours)
        if need > 1:
            need = math.ceil(need / gpus_per_node) * gpus_per_node if need > gpus_per_node else need
        h = hours * devices / need
        out.append(
            {
                "kind": "more_devices",
                "devices": need,
                "tokens": tokens,
                "hours": round(h, 3),
                "cost_usd": cost(h, need),
                "how": f"{need} devices at this plan's per-device rate (re-plan with "
                "--gpus/--nodes: communication grows with them)",
            }
        )
    out.append(
        {
            "kind": "longer_deadline",
            "tokens": tokens,
            "hours": round(hours, 3),
            "cost_usd": cost_usd,
            "how": f"--deadline {math.ceil(hours)}h",
        }
    )
    return out
