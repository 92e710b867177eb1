"""Human output of ``quilltune plan``: rich tables for the headline, memory, cost and checks."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


def _hours(h: float) -> str:
    if h >= 48:
        return f"{h:,.1f} h ({h / 24:,.1f} days)"
    return f"{h:,.2f} h" if h >= 0.1 else f"{h * 3600:,.0f} s"


def render_plan(plan: dict[str, Any], console: Console | None = None) -> None:
    console = console or Console()
    s, m = plan["setup"], plan["model"]
    head = Table(
        title=f"quilltune plan: {m['name']} ({m['params'] / 1e9:.3g} B params), {s['method']}, "
        f"{s['strategy']} on {s['devices']} x {s['device']}",
        show_header=False,
        title_justify="left",
    )
    head.add_column(style="bold")
    head.add_column()
    head.add_row("tokens", f"{plan['tokens']:,.0f}  [dim]({plan['tokens_source']})[/dim]")
    how = (
        "sum of the step's parts below, not an assumed MFU"
        if plan.get("throughput_model") == "components"
        else f"assumed {plan['mfu_assumed']:.0%}: {plan['mfu_source']}"
    )
    head.add_row(
        "throughput", f"{plan['tokens_per_second']:,.1f} tok/s at {plan['mfu']:.1%} MFU  [dim]({how})[/dim]"
    )
    st = plan["step"]
    head.add_row(
        "step",
        f"{st['seconds']:.3g} s = compute {st['compute_s']:.3g} s + exposed comm "
        f"{st['exposed_comm_s']:.3g} s (of {st['comm_s']:.3g} s); {s['tokens_per_step']:,} tokens/step",
    )
    if st.get("breakdown") and plan.get("throughput_model") == "components":
        parts = sorted(st["breakdown"].items(), key=lambda kv: -kv[1])
        head.add_row("step parts", ", ".join(f"{k} {v:.3g} s" for k, v in parts if v >= 0.0005))
        if st.get("speeds"):
            sp = st["speeds"]
            head.add_row(
                "measured here",
                f"{sp['cpu']} x {sp['threads']} threads, {sp['dtype']}: the job's GEMM shapes, "
                f"attention, element-wise {sp['elementwise_gb_per_s']:.3g} GB/s, dispatch {sp['dispatch_us']:.3g} us"
                f"{', NF4 de-quantisation' if sp.get('dequant_how', '').startswith('bitsandbytes dequantize') else ''}"
                + (
                    f"; one decoder layer {sp['layer_ms']:.4g} ms for {sp['layer_tokens']:,} tokens on 1 thread"
                    + (
                        f", {sp['layer_ms_threads']:.4g} ms on {sp['threads']}"
                        if sp.get("layer_ms_threads")
                        else f" (not on {sp['threads']}: other processes held cores)"
                        if sp["threads"] > 1
                        else ""
                    )
                    + f", so the layer's parts x{sp['in_step_factor']:.3g} in a step"
                    if sp.get("in_step_factor")
                    else "; no decoder layer timed: parts as timed alone"
                )
                + f" [dim](micro-benchmark {sp['measured_at']}, CPU share {sp['cpu_share']:.0%}"
                f"{', contended: re-measured later' if sp['contended'] else ''}; cached"
                f"{_drift_note(sp.get('speed_drift'))})[/dim]",
            )
    head.add_row(
        "time",
        f"{_hours(plan['hours'])}; {plan['gpu_hours']:,.1f} device-hours; data prep "
        f"{_hours(plan['data_prep_hours'])} [dim]({plan['data_prep_source']})[/dim]",
    )
    mem = plan["memory"]
    style = {"fits": "green", "tight": "yellow", "exceeds": "bold red"}[mem["verdict"]]
    head.add_row(
        "memory",
        f"[{style}]{plan['memory_per_gpu_gib']:.2f} GiB per {mem['unit']} of "
        f"{mem['capacity_gib']:.1f}: {mem['verdict']}[/{style}]; largest micro-batch that fits: "
        f"{mem['largest_micro_batch']}",
    )
    if "probe" in plan:
        pr = plan["probe"]
        head.add_row(
            "probe",
            f"measured {pr['tokens_per_second']:,.1f} tok/s (±{pr['uncertainty']:.0%}), peak "
            f"{pr['peak_memory_gib']:.2f} GiB over {pr['steps_measured']} steps, first step "
            f"+{pr.get('warmup_seconds', 0.0):.1f} s once; time {_hours(pr['hours_low'])} – {_hours(pr['hours_high'])}",
        )
    console.print(head)

    mt = Table(title="memory per device (GiB)", title_justify="left")
    mt.add_column("component")
    mt.add_column("GiB", justify="right")
    mt.add_column("how", style="dim")
    for name, gib in plan["memory_breakdown"].items():
        mt.add_row(name, f"{gib:.3f}", mem["notes"].get(name, ""))
    mt.add_row("[bold]total[/bold]", f"[bold]{plan['memory_per_gpu_gib']:.3f}[/bold]", "")
    console.print(mt)

    by_type = ", ".join(
        f"{name} {v['verdict']} (mb<={v['largest_micro_batch']})"
        for name, v in mem.get("by_gpu_type", {}).items()
    )
    if by_type and s["device"] != "cpu":
        console.print(f"[dim]same job per GPU type: {by_type}[/dim]")

    ft = Table(
        title="MFU by method and strategy here (achieved = after checkpoint recompute and exposed communication)",
        title_justify="left",
    )
    for col in ("method", "strategy", "compute MFU", "achieved MFU", "exposed comm", "source"):
        ft.add_column(col, justify="right" if ("MFU" in col or "comm" in col) else "left")
    for r in plan.get("mfu_table", []):
        ft.add_row(
            r["method"],
            r["strategy"],
            f"{r['mfu_compute']:.0%}",
            f"{r['mfu_achieved']:.1%}",
            f"{r['exposed_comm_share']:.0%}",
            r["source"],
        )
    console.print(ft)

    if plan["providers"]:
        ct = Table(title="cost per provider (USD)", title_justify="left")
        for col in (
            "provider",
            "$/GPU-h",
            "compute",
            "re-runs",
            "storage",
            "egress",
            "total",
            "$/M tok",
            "price as of",
        ):
            ct.add_column(col, justify="left" if col in ("provider", "price as of") else "right")
        for p in plan["providers"]:
            b = p["breakdown"]
            ct.add_row(
                p["name"],
                f"{b['price_per_gpu_hour']:.2f} {b['tier']}",
                f"{b['compute_usd']:,.0f}",
                f"{b['rerun_allowance_usd']:,.0f}",
                f"{b['storage_usd']:,.0f}",
                f"{b['egress_usd']:,.0f}",
                f"[bold]{p['cost_usd']:,.0f}[/bold]",
                f"{b['usd_per_million_tokens'] or 0:.3f}",
                b["as_of"],
            )
        console.print(ct)

    if plan.get("chosen") and plan["chosen"].get("fits"):
        console.print(f"[cyan]chosen[/cyan] (left open by you): {plan['chosen']['why']}")
    for alt in plan.get("alternatives", []):
        cost = f", ${alt['cost_usd']:,.0f}" if alt.get("cost_usd") else ""
        share = f" ({alt['share_of_data']:.2%} of the data)" if "share_of_data" in alt else ""
        console.print(
            f"[green]fits instead[/green] {alt['kind']}: {alt['tokens']:,.0f} tokens{share} in "
            f"{_hours(alt['hours'])}{cost} — {alt['how']}"
        )
    for opt in plan.get("options", []):
        console.print(f"[green]option[/green] {opt['rank']}: {opt['summary']} — {opt['reason']}")
    for w in plan["warnings"]:
        sev = w.get("severity", "warning")
        console.print(f"[{_STYLE.get(sev, 'yellow')}]{sev} {w['code']}[/]: {w['message']}")


def _drift_note(factor: float | None) -> str:
    """How the cached figures were scaled to the machine's speed now (``plan/speed_drift.py``)."""
    if not factor or factor == 1.0:
        return ""
    return (
        f"; times x{factor:.2f}: this CPU runs {'slower' if factor > 1 else 'faster'} now than when measured"
    )
