"""The bench's human-readable output: one table of systems, the ratios, the versions."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

COLUMNS = [
    ("trained tok/s", "trained_tokens_per_second", "{:,.1f}"),
    ("tok/s", "tokens_per_second", "{:,.1f}"),
    ("MFU", "mfu", "{:.1%}"),
    ("padding", "padding_share", "{:.1%}"),
    ("steps", "steps", "{:.0f}"),
    ("step s", "step_seconds", "{:,.1f}"),
    ("wall s", "wall_seconds", "{:,.1f}"),
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
            f"peak memory x{r['peak_memory_mb']:.2f}" if r["peak_memory_mb"] else "memory —",
            f"val loss {r['val_loss_relative_difference']:+.2%}"
            if r["val_loss_relative_difference"] is not None
            else "val loss —",
        ]
        console.print(f"{name.replace('_', ' ')}: " + " · ".join(parts))
    peak = result.get("peak_flops")
    console.print(
        f"MFU against {peak / 1e9:,.0f} GFLOP/s (measured bf16 matmul ceiling)"
        if peak
        else "MFU: no peak known"
    )
    console.print("versions: " + ", ".join(f"{k} {v}" for k, v in result["versions"].items()))
    console.print(
        f"machine: {result['machine']['cpu']} · {result['machine']['cores']} cores · {result['finished_at']}"
    )
