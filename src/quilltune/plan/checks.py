"""Consistency checks of a plan and of the claims it was given, each explaining its arithmetic.

Every check returns ``Warning(code, message)``; the message carries the numbers so a reader can
redo the sum. Severity: ``error`` when a claim is physically impossible or the job cannot run as
configured, ``warning`` when it is implausible or over a limit, ``info`` for derived facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MFU_PLAUSIBLE_MAX = 0.60
"""Best published LLM training MFUs are ~40-60 %; above this a claim needs evidence."""
PRICE_TOLERANCE = 0.10


@dataclass(frozen=True)
class Warning:
    code: str
    message: str
    severity: str = "warning"

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message, "severity": self.severity}


def _days(seconds: float) -> str:
    return f"{seconds / 86400:,.1f} days" if seconds >= 2 * 86400 else f"{seconds / 3600:,.1f} h"


def check_throughput_claim(
    claimed_tps: float, model_flops_per_token: float, peak_total: float, gpus: int, device: str
) -> list[Warning]:
    ceiling = peak_total / model_flops_per_token
    implied = claimed_tps * model_flops_per_token / peak_total
    arithmetic = (
        f"{claimed_tps:,.0f} tok/s x {model_flops_per_token:.3g} FLOPs/token = "
        f"{claimed_tps * model_flops_per_token:.3g} FLOP/s over {gpus} x {device} "
        f"({peak_total:.3g} FLOP/s peak) = {implied:.1%} MFU"
    )
    if claimed_tps > ceiling:
        return [
            Warning(
                "THROUGHPUT_ABOVE_CEILING",
                f"claimed throughput is physically impossible: {arithmetic}; "
                f"the ceiling at 100 % MFU is {ceiling:,.0f} tok/s",
                "error",
            )
        ]
    if implied > MFU_PLAUSIBLE_MAX:
        return [
            Warning(
                "IMPLAUSIBLE_MFU",
                f"claimed throughput implies an implausible MFU: {arithmetic} "
                f"(published fine-tuning runs reach at most ~{MFU_PLAUSIBLE_MAX:.0%})",
            )
        ]
    return [Warning("IMPLIED_MFU", f"claimed throughput implies {implied:.1%} MFU: {arithmetic}", "info")]


def check_deadline(tokens: float, tps: float, deadline_h: float, label: str) -> list[Warning]:
    needed = tokens / tps
    covered = deadline_h * 3600 * tps
    if needed <= deadline_h * 3600:
        return []
    return [
        Warning(
            "DEADLINE_TOO_SHORT",
            f"{tokens:.4g} tokens at {tps:,.0f} tok/s ({label}) take {tokens:.4g} / {tps:,.0f} = "
            f"{needed:,.0f} s = {_days(needed)}, but the deadline is {deadline_h:g} h: "
            f"{deadline_h:g} h x 3600 x {tps:,.0f} tok/s = {covered:.3g} tokens, i.e. "
            f"{covered / tokens:.1%} of the data",
            "error",
        )
    ]


def check_claimed_hours(tokens: float, claimed_tps: float, claimed_h: float) -> list[Warning]:
    covered = claimed_h * 3600 * claimed_tps
    if covered >= 0.99 * tokens:
        return []
    return [
        Warning(
            "CLAIMS_INCONSISTENT",
            f"the claimed {claimed_tps:,.0f} tok/s for {claimed_h:g} h processes {claimed_h:g} x 3600 x "
            f"{claimed_tps:,.0f} = {covered:.3g} tokens, only {covered / tokens:.1%} of the {tokens:.4g} "
            f"tokens to train; at that rate the job takes {_days(tokens / claimed_tps)}",
            "error",
        )
    ]


def check_memory(
    total_gib: float, capacity_gib: float, verdict: str, best_mb: int, mb: int, unit: str
) -> list[Warning]:
    if verdict == "fits":
        return []
    if verdict == "tight":
        return [
            Warning(
                "MEMORY_TIGHT",
                f"{total_gib:.1f} GiB predicted per {unit} of {capacity_gib:.1f} GiB "
                f"({total_gib / capacity_gib:.0%}): within 10 % of the limit",
            )
        ]
    hint = (
        f"the largest micro-batch that fits is {best_mb}"
        if best_mb
        else "even micro-batch 1 does not fit: shard (zero3/fsdp2), checkpoint, quantise or add devices"
    )
    return [
        Warning(
            "MEMORY_EXCEEDS",
            f"{total_gib:.1f} GiB predicted per {unit} exceeds its {capacity_gib:.1f} GiB "
            f"at micro-batch {mb}; {hint}",
            "error",
        )
    ]


def check_budget(budget: float, cheapest: Any) -> list[Warning]:
    if cheapest is None or cheapest.cost_usd <= budget:
        return []
    return [
        Warning(
            "BUDGET_BELOW_COST",
            f"the cheapest priced option, {cheapest.name}, costs "
            f"${cheapest.cost_usd:,.0f} (compute ${cheapest.breakdown['compute_usd']:,.0f} + allowances) "
            f"> budget ${budget:,.0f}",
            "error",
        )
    ]


def check_claimed_price(claimed_price: float, how: str, offers: list, gpu: str) -> list[Warning]:
    """Does a claimed $/GPU-hour match any catalog price for this GPU type?"""
    prices = [(o.provider, tier, p) for o in offers for tier, p in o.price_per_gpu_hour.items()]
    close = [
        f"{prov} {tier} ${p:.2f}" for prov, tier, p in prices if abs(p - claimed_price) <= PRICE_TOLERANCE * p
    ]
    if close:
        return [
            Warning(
                "CLAIMED_PRICE",
                f"{how} = ${claimed_price:.2f}/GPU-hour, matching the catalog's {', '.join(close)}",
                "info",
            )
        ]
    listed = ", ".join(f"{prov} {tier} ${p:.2f}" for prov, tier, p in sorted(prices, key=lambda x: x[2]))
    return [
        Warning(
            "PRICE_MISMATCH",
            f"{how} = ${claimed_price:.2f}/GPU-hour matches no catalog price for "
            f"{gpu} within {PRICE_TOLERANCE:.0%}: {listed or 'none listed'}",
        )
    ]


def check_alternative_quote(
    nodes: int,
    hours: float,
    node_price: float | None,
    quote: float | None,
    provider: str,
    catalog_node_price: float | None,
) -> list[Warning]:
    """The case study's '$18,000 on a hyperscaler' against its own inputs and the catalog."""
    out: list[Warning] = []
    if node_price and quote:
        own = nodes * hours * node_price
        out.append(
            Warning(
                "ALTERNATIVE_QUOTE_INFLATED" if quote > 1.1 * own else "ALTERNATIVE_QUOTE",
                f"{nodes} nodes x {hours:g} h x ${node_price:,.2f}/node-hour = ${own:,.0f} of compute on "
                f"{provider}, vs the quoted ${quote:,.0f} ({quote / own:.2f}x); egress, storage and re-runs "
                "would have to make up the difference",
                "warning" if quote > 1.1 * own else "info",
            )
        )
    if (
        node_price
        and catalog_node_price
        and abs(node_price - catalog_node_price) > PRICE_TOLERANCE * catalog_node_price
    ):
        out.append(
            Warning(
                "PRICE_MISMATCH",
                f"the quoted ${node_price:,.2f}/node-hour on {provider} differs from the "
                f"catalog's ${catalog_node_price:,.2f} on-demand (x{nodes} nodes x {hours:g} h = "
                f"${nodes * hours * catalog_node_price:,.0f})",
            )
        )
    return out
