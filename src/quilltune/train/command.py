"""``quilltune train``: parse, then run in this process (single) or hand over to the launcher."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from quilltune.errors import ConfigError, Preempted

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def train_command(
    config: str = typer.Argument(..., help="YAML run config or preset name (e.g. smollm2-cpu-demo)"),
    overrides: list[str] = typer.Argument(None, help="key=value overrides, e.g. train.optim.lr=1e-4"),
    strategy: str = typer.Option(None, "--strategy", help="single | fsdp2 | zero3 (default: train.strategy)"),
    nproc_per_node: int = typer.Option(None, "--nproc-per-node", help="processes per node (distributed)"),
    nnodes: int = typer.Option(None, "--nnodes", help="number of nodes (distributed)"),
    node_rank: int = typer.Option(0, "--node-rank", help="rank of this node (multi-node)"),
    master_addr: str = typer.Option("127.0.0.1", "--master-addr", help="rendezvous host (multi-node)"),
    master_port: int = typer.Option(29500, "--master-port", help="rendezvous port (multi-node)"),
    launcher: str = typer.Option("torchrun", "--launcher", help="torchrun | deepspeed | slurm (distributed)"),
    max_steps: int = typer.Option(None, "--max-steps", help="stop after N optimizer steps (train.max_steps)"),
    save_every: int = typer.Option(None, "--save-every", help="checkpoint every K steps (train.save_every)"),
    out: Path = typer.Option(None, "--out", help="run folder (default: runs/<config name>)"),
    data: Path = typer.Option(
        None, "--data", help="prepared data folder (default: prepare it / reuse the cache)"
    ),
    resume: str = typer.Option(
        None, "--resume", help="'auto' (newest verified checkpoint in --out) or a checkpoint folder"
    ),
    dry_run: bool = typer.Option(False, "--dry-run", help="validate and show what would run; train nothing"),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="rich progress bar"),
    as_json: bool = typer.Option(False, "--json", help="print summary.json to stdout"),
) -> None:
    """Fine-tune the model on prepared data into a run folder (metrics, checkpoints, adapter, summary).

    Exit codes: 0 completed · 2 bad config/input · 3 preempted (SIGTERM/SIGINT; checkpoint saved,
    continue with --resume auto) · 4 run folder locked by another live run · 5 corrupt data/checkpoint.
    """
    from quilltune.config.load import load_config

    extra = list(overrides or [])
    for key, value in (
        ("train.strategy", strategy),
        ("train.nproc_per_node", nproc_per_node),
        ("train.nnodes", nnodes),
        ("train.max_steps", max_steps),
        ("train.save_every", save_every),
    ):
        if value is not None:
            extra.append(f"{key}={value}")
    cfg = load_config(config, extra)
    run_dir = out or Path("runs") / cfg.name

    if cfg.train.strategy != "single":
        # Imported lazily so `quilltune --help` stays fast.
        from quilltune.train.launch import launch
        from quilltune.train.launch_dry_run import dry_run as launch_dry_run
        from quilltune.train.launch_dry_run import print_dry_run

        args = {
            "launcher": launcher,
            "nproc_per_node": cfg.train.nproc_per_node,
            "nnodes": cfg.train.nnodes,
            "node_rank": node_rank,
            "master_addr": master_addr,
            "master_port": master_port,
            "resume": resume,
            "data_dir": str(data) if data else None,
            "progress": progress,
        }
        if dry_run:  # world layout, batch arithmetic and memory checks, not just the plan
            _check_context(cfg, data)
            report = launch_dry_run(cfg, args)
            print_dry_run(report, as_json)
            if not report["ok"]:
                errors = [f"{c['code']}: {c['message']}" for c in report["checks"] if c["level"] == "error"]
                raise ConfigError(
                    "the dry run found problems that would stop the launch: " + "; ".join(errors)
                )
            return
        summary = launch(cfg, run_dir, args)  # raises Preempted / LaunchFailed itself
        _print(summary, as_json)
        return
    if dry_run:
        _print(_dry_run(cfg, run_dir, data), as_json)
        return
    if launcher != "torchrun" or nnodes not in (None, 1):
        raise ConfigError(
            "--launcher/--nnodes apply to distributed strategies; add --strategy fsdp2 or zero3"
        )

    from quilltune.train.api import train

    summary = train(cfg, run_dir, data_dir=data, resume=resume, progress=progress and not as_json)
    _print(summary, as_json)
    if summary["status"] == "preempted":
        raise Preempted(
            f"stopped by a signal after step {summary['steps']}; resume with --resume auto --out {run_dir}"
        )


def _check_context(cfg: RunConfig, data: Path | None) -> None:
    """ConfigError when the rows (the data's seq_len, else data.seq_len) exceed the model's context."""
    from quilltune.models.loading import check_seq_len
    from quilltune.models.registry import ModelNotFound, resolve_model

    seq_len = cfg.data.seq_len
    manifest = (Path(data) if data else Path(cfg.data.out or "")) / "manifest.json"
    if manifest.is_file():
        from quilltune.data_folder import read_manifest

        seq_len = int(read_manifest(manifest.parent).get("seq_len", seq_len))
    try:
        model_dir = resolve_model(cfg.model.name, False)
    except ModelNotFound:
        return  # a model not here yet is reported by the run itself (it may be downloaded then)
    check_seq_len(model_dir, seq_len)


def _dry_run(cfg: RunConfig, run_dir: Path, data: Path | None) -> dict:
    from quilltune.train.run_folder import make_run_plan

    _check_context(cfg, data)
    plan = make_run_plan(cfg, data)
    return {
        "dry_run": True,
        "run_dir": str(run_dir),
        "strategy": cfg.train.strategy,
        "method": cfg.train.method,
        "model": cfg.model.name,
        "data_dir": str(data) if data else None,
        "max_steps": cfg.train.max_steps,
        "plan": plan,
    }


def _print(obj: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(obj, indent=2, default=str))
        return
    from rich.console import Console

    console = Console()
    for key, value in obj.items():
        if key not in ("plan", "plan_vs_actual"):
            console.print(f"[bold]{key}[/bold]: {value}", highlight=False)
