"""The bench's human-readable output: one table of systems, the ratios, the versions."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

CONTENDED_CORES = 0.5
"""Cores other processes kept busy while the GEMM rates were timed, from which the table is flagged."""

COLUMNS = [
    ("trained tok/s", "trained_tokens_per_second", "{:,.1f}"),
    ("tok/s", "tokens_per_second", "{:,.1f}"),
    ("MFU", "mfu", "{:.1%}"),
    ("padding", "padding_share", "{:.1%}"),
    ("steps", "steps", "{:.0f}"),
    ("step s", "step_seconds", "{:,.1f}"),
    ("wall s", "wall_seconds", "{:,.1f}"),
    ("process s (to trained)", "process_seconds", "{:,.1f}"),
    ("trained tok/process-s", "trained_tokens_per_process_second", "{:,.1f}"),
    ("trained tok/CPU-s", "trained_tokens_per_process_cpu_second", "{:,.1f}"),
    ("peak MB", "peak_memory_mb", "{:,.0f}"),
    ("train loss (last ¼)", "train_loss_last_quarter", "{:.4f}"),
    ("val loss", "val_loss", "{:.4f}"),
]


def _fmt(value: Any, pattern: str) -> str:
    return "—" if value is None else pattern.format(value)


def render(result: dict[str, Any], console: Console) -> None:
    job = result["job"]
    console.print(
        f"[bold]bench[/bold] {job['config']} · {job['method']} · seq {job['seq_len']} · {job['steps']} steps of "
        f"{job['micro_batch_rows']}x{job['grad_accum']} packed rows (HF: {job['hf_micro_batch_samples']}x"
        f"{job['grad_accum']} samples) · {job['threads']} threads · {job['repeats']} repeat(s) · data: {job['data_source']}"
    )
    # One column per system, one row per metric: stays readable at 80 columns.
    table = Table(show_lines=False)
    table.add_column("metric")
    systems = result["systems"]
    for name in systems:
        table.add_column(name, justify="right")
    for title, key, pat in COLUMNS:
        table.add_row(
            title, *["failed" if "error" in row else _fmt(row.get(key), pat) for row in systems.values()]
        )
    console.print(table)
    for name, row in systems.items():
        if "error" in row:
            console.print(f"[red]{name} failed:[/red] {row['error']}")
    for name, r in result["ratios"].items():
        parts = [
            f"throughput x{r['trained_tokens_per_second']:.2f}"
            if r["trained_tokens_per_second"]
            else "throughput —",
            f"wall x{r['wall_seconds']:.2f}" if r["wall_seconds"] else "wall —",
            f"per process-second x{r['trained_tokens_per_process_second']:.2f}"
            if r.get("trained_tokens_per_process_second")
            else "per process-second —",
            f"peak memory x{r['peak_memory_mb']:.2f}" if r["peak_memory_mb"] else "memory —",
            f"val loss {r['val_loss_relative_difference']:+.2%}"
            if r["val_loss_relative_difference"] is not None
            else "val loss —",
        ]
        console.print(f"{name.replace('_', ' ')}: " + " · ".join(parts))
    peak, dtype = result.get("peak_flops"), result.get("compute_dtype", "bf16")
    by_dtype = result.get("peak_flops_by_dtype") or {}
    ceilings = ", ".join(f"{d} {v / 1e9:,.1f}" for d, v in by_dtype.items() if v)
    console.print(
        f"MFU against {peak / 1e9:,.1f} GFLOP/s (measured {dtype} matmul ceiling, the job's compute dtype; "
        f"2048³ ceilings GFLOP/s: {ceilings})"
        if peak
        else "MFU: no peak known"
    )
    same = result.get("ceiling_same_minutes")
    if same:
        console.print(
            f"{dtype} ceiling measured by this bench: {same['before'] / 1e9:,.1f} GFLOP/s before the first "
            f"system, {same['after'] / 1e9:,.1f} after the last; MFU is read against the best known"
        )
    render_kernels(result, console)
    console.print("versions: " + ", ".join(f"{k} {v}" for k, v in result["versions"].items()))
    console.print(
        f"machine: {result['machine']['cpu']} · {result['machine']['cores']} cores · {result['finished_at']}"
    )


def render_kernels(result: dict[str, Any], console: Console) -> None:
    """The CPU's ISA line and the GEMM rates at the model's shapes: slow kernel or slow machine."""
    from quilltune.bench.kernels import isa_summary

    if result.get("cpu_isa"):
        console.print(isa_summary(result["cpu_isa"]))
    rates = result.get("gemm_rates")
    if not rates:
        return
    if "error" in rates:
        console.print(f"GEMM rates: {rates['error']}")
        return
    table = Table(
        title=f"GEMM rates at the model's shapes ({rates['tokens']} token rows, {rates['threads']} threads)"
    )
    for title in ("product", "k → n", "fp32 GFLOP/s", "bf16 GFLOP/s"):
        table.add_column(title, justify="left" if title == "product" else "right")
    for row in rates["shapes"]:
        table.add_row(
            row["name"],
            f"{row['k']} → {row['n']}",
            _fmt(row.get("fp32_gflops"), "{:,.1f}"),
            _fmt(row.get("bf16_gflops"), "{:,.2f}"),
        )
    console.print(table)
    others = rates.get("cpu_others_cores") or 0.0
    if others >= CONTENDED_CORES:
        console.print(
            f"[yellow]These rates were timed while other processes kept {others:.1f} cores busy: they "
            "understate this machine. Re-run the bench on an idle machine.[/yellow]"
        )
