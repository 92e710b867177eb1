"""``quilltune evaluate``: base versus tuned on held-out data, as a table and RUN/eval.json."""

from __future__ import annotations

import json
from pathlib import Path

import typer


def render_table(result: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(title=f"base vs tuned on '{result['split']}'")
    for col in ("task", "metric", "n", "base", "tuned", "Δ"):
        table.add_column(col, justify="right" if col in ("n", "base", "tuned", "Δ") else "left")
    loss = result.get("loss")
    if loss:
        for name in ("loss", "perplexity"):
            b, t = loss["base"][name], loss["tuned"][name]
            table.add_row(
                "held-out tokens", name, str(loss["tuned"]["tokens"]), f"{b:.4g}", f"{t:.4g}", f"{t - b:+.4g}"
            )
    for task, entry in result["generation"]["tasks"].items():
        for metric, v in entry["metrics"].items():
            table.add_row(
                task,
                metric,
                str(entry["n"]),
                f"{v['base']:.3f}",
                f"{v['tuned']:.3f}",
                f"{v['tuned'] - v['base']:+.3f}",
            )
    console.print(table)
    render_leakage(console, result.get("leakage") or {})
    for s in result.get("samples", [])[:2]:
        console.rule(f"[bold]{s['task']}[/bold]: {s['instruction']}")
        console.print(f"[cyan]reference[/cyan] {s['reference'][:300]}", markup=True, highlight=False)
        console.print(f"[yellow]base[/yellow]      {s['base'][:300]}", highlight=False)
        console.print(f"[green]tuned[/green]     {s['tuned'][:300]}", highlight=False)


def render_leakage(console, leak: dict) -> None:
    if not leak or leak.get("skipped"):
        if leak.get("skipped"):
            console.print(f"[dim]leakage: skipped ({leak['skipped']})[/dim]")
        return
    console.print(f"[bold]memorisation[/bold]: {leak['verbatim']['sentence']}", highlight=False)
    ext = leak["extraction"]
    colour = "green" if ext["passed"] else "red"
    console.print(f"[bold]extraction[/bold]: [{colour}]{ext['sentence']}[/{colour}]", highlight=False)
    exp = leak.get("exposure") or {}
    if exp.get("canaries"):
        console.print(
            f"[bold]canary exposure[/bold] (of at most {exp['max_exposure']}): base {exp['mean_base']}, "
            f"tuned {exp['mean_tuned']} over {len(exp['canaries'])} canaries",
            highlight=False,
        )


def evaluate_command(
    run: Path = typer.Argument(
        ..., help="RUN_DIR from train/demo, or a PEFT adapter folder (then give --data)"
    ),
    split: str = typer.Option("validation", help="split of the prepared data to score"),
    data: Path = typer.Option(None, help="prepared data folder (default: summary.json's data_dir)"),
    max_pairs: int = typer.Option(
        None, help="held-out pairs to generate and score (default: eval.max_pairs)"
    ),
    max_new_tokens: int = typer.Option(
        None, help="tokens generated per answer (default: eval.max_new_tokens)"
    ),
    max_batches: int = typer.Option(None, help="cap on loss batches (default: the whole split)"),
    lm_eval_tasks: str = typer.Option(
        None, help="comma-separated lm-evaluation-harness tasks (needs lm_eval)"
    ),
    dtype: str = typer.Option(None, help="bf16 or fp32 (default: the run's model.dtype)"),
    no_leakage: bool = typer.Option(
        False, "--no-leakage", help="skip the memorisation and extraction probes"
    ),
    as_json: bool = typer.Option(False, "--json", help="print eval.json instead of the table"),
) -> None:
    """Loss/perplexity and task scores of base versus tuned; writes RUN/eval.json."""
    from quilltune.evaluate.api import evaluate_run
    from quilltune.evaluate.run_folder import open_run

    cfg = open_run(run).eval_config()
    updates = {"max_pairs": max_pairs, "max_new_tokens": max_new_tokens, "max_batches": max_batches}
    for key, value in updates.items():
        if value is not None:
            setattr(cfg, key, value)
    if no_leakage:
        cfg.leakage.enabled = False
    if lm_eval_tasks:
        cfg.lm_eval_tasks = [t.strip() for t in lm_eval_tasks.split(",") if t.strip()]
    result = evaluate_run(run, split, data_dir=data, cfg=cfg, dtype=dtype, progress=not as_json)
    if as_json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        render_table(result)
