"""``quilltune bench``: the same training job through quilltune, TRL and the plain HF recipe."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from quilltune.errors import ConfigError


def bench_command(
    against: str = typer.Option(
        "trl,hf", "--against", help="Systems to compare with, comma-separated: trl, hf."
    ),
    config: str | None = typer.Option(
        None,
        "--config",
        help="Run config (YAML or preset); default: the bench's bf16 LoRA job on the embedded model.",
    ),
    steps: int | None = typer.Option(
        None, "--steps", help="Optimizer steps of the job (default: the config's train.max_steps, else 6)."
    ),
    repeats: int = typer.Option(
        1, "--repeats", help="Run every system this many times, rotating their order; medians are reported."
    ),
    data: Path | None = typer.Option(
        None, "--data", help="A prepared data folder (default: prepare the config's data.inputs)."
    ),
    out: Path = typer.Option(
        Path("runs/bench"),
        "--out",
        help="Working folder: the job's data slice, each system's run, bench.json.",
    ),
    val_rows: int = typer.Option(
        16, "--val-rows", help="Validation rows every system is scored on (same rows for all)."
    ),
    threads: int | None = typer.Option(
        None, "--threads", help="torch threads per system (default: all usable cores)."
    ),
    timeout: float | None = typer.Option(
        None, "--timeout", help="Seconds before one system's run is abandoned."
    ),
    override: list[str] = typer.Option(
        [], "--set", help="Config override key=value (repeatable), e.g. --set train.micro_batch_size=2."
    ),
    as_json: bool = typer.Option(
        False, "--json", help="Print the result as JSON ({'systems': {...}, 'ratios': ..., 'versions': ...})."
    ),
) -> None:
    """Run one training job three ways (quilltune, TRL SFTTrainer, plain transformers Trainer + PEFT) and compare
    trained-token throughput, padding, wall time, peak memory, MFU and train/validation loss."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from quilltune.bench.render import render
    from quilltune.bench.runner import DEFAULT_CONFIG, run_bench
    from quilltune.config.load import load_config

    if repeats < 1:
        raise ConfigError(f"--repeats must be at least 1 (got {repeats})")
    cfg = load_config(config or DEFAULT_CONFIG, override)
    n_steps = steps or cfg.train.max_steps or 6
    systems = [s.strip() for s in against.split(",") if s.strip()]
    err = Console(stderr=True)
    with Progress(
        TextColumn("[bold]bench"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=err,
    ) as bar:
        task = bar.add_task("", total=None)

        def progress(message: str, done: int, total: int) -> None:
            bar.update(task, description=message, completed=done, total=total)

        result = run_bench(
            cfg,
            against=systems,
            steps=n_steps,
            repeats=repeats,
            workdir=out,
            data=data,
            val_rows=val_rows,
            threads=threads,
            timeout=timeout,
            on_progress=progress,
        )
    out.mkdir(parents=True, exist_ok=True)
    (out / "bench.json").write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    if as_json:
        typer.echo(json.dumps(result, indent=2, default=str))
    else:
        render(result, Console())
    failed = [name for name, row in result["systems"].items() if "error" in row]
    if failed:
        err.print(f"[red]failed:[/red] {', '.join(failed)} (logs under {out}/<system>-r*/worker.log)")
        raise typer.Exit(1)
