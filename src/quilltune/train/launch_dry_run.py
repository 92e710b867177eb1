"""``quilltune train --dry-run`` for a distributed run: the world layout, batch arithmetic and memory
checked against the plan without starting anything (no GPU needed); ``print_dry_run`` shows the
report as tables or JSON. ``command`` is what ``quilltune.train.launch.launch`` would run.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.data_folder import read_manifest
from quilltune.train.launch import (
    LaunchArgs,
    as_launch_args,
    deepspeed_command,
    threads_per_rank,
    torchrun_command,
    with_world,
    world_of,
)

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def _check(code: str, level: str, message: str) -> dict[str, str]:
    return {"code": code, "level": level, "message": message}


def _train_rows(data_dir: Path | None) -> tuple[int | None, int | None]:
    """(rows in the train split, manifest seq_len) of a prepared folder, if there is one."""
    if data_dir is None or not (Path(data_dir) / "manifest.json").is_file():
        return None, None
    manifest = read_manifest(data_dir)
    rows = manifest.get("splits", {}).get("train", {}).get("rows")
    return (int(rows) if rows is not None else None), manifest.get("seq_len")


def dry_run(cfg: RunConfig, args: LaunchArgs | dict[str, Any] | None = None) -> dict[str, Any]:
    """Check world layout, batch arithmetic and memory against the plan; start nothing, need no GPU.

    ``ok`` is false when any check has level ``error``; ``command`` is what ``launch`` would run.
    """
    from quilltune.plan.layout import BatchLayout
    from quilltune.train.run_folder import make_run_plan

    args = as_launch_args(args)
    cfg = with_world(cfg, args)
    t = cfg.train
    nproc, nnodes, world = world_of(cfg, args)
    checks: list[dict[str, str]] = []
    if t.strategy not in ("fsdp2", "zero3"):
        checks.append(
            _check("STRATEGY", "error", f"strategy '{t.strategy}' is not launched; use fsdp2 or zero3")
        )
    if not 0 <= args.node_rank < nnodes:
        checks.append(_check("NODE_RANK", "error", f"node rank {args.node_rank} outside 0..{nnodes - 1}"))
    if nnodes > 1 and args.launcher == "torchrun" and args.master_addr in ("127.0.0.1", "localhost"):
        checks.append(
            _check(
                "MASTER_ADDR",
                "error",
                f"{nnodes} nodes need --master-addr set to node 0's address "
                "reachable from every node (not 127.0.0.1)",
            )
        )
    if nnodes > 1 and args.launcher == "deepspeed":
        checks.append(
            _check("LAUNCHER", "error", "--launcher deepspeed is single-node here; use torchrun or slurm")
        )
    on_gpu = cfg.plan.gpu != "cpu"
    threads = threads_per_rank(args, nproc)
    if on_gpu:
        import torch

        have = torch.cuda.device_count() if torch.cuda.is_available() else 0
        if have == 0:
            checks.append(
                _check(
                    "DEVICES",
                    "info",
                    f"no GPU on this machine: the layout of {nnodes} x {nproc} "
                    f"{cfg.plan.gpu} was checked arithmetically only",
                )
            )
        elif have < nproc:
            checks.append(_check("DEVICES", "error", f"{nproc} ranks per node but only {have} GPU(s) here"))
    else:
        cores = os.cpu_count() or 1
        level = "warning" if nproc * threads > cores else "ok"
        checks.append(_check("CPU_THREADS", level, f"{nproc} ranks x {threads} thread(s) on {cores} core(s)"))

    data_dir = args.data_dir or (Path(cfg.data.out) if cfg.data.out else None)
    rows, data_seq = _train_rows(data_dir)
    seq_len = int(data_seq or cfg.data.seq_len)
    layout = BatchLayout(world, t.micro_batch_size, t.grad_accum, seq_len)
    batch: dict[str, Any] = {
        "micro_batch": t.micro_batch_size,
        "grad_accum": t.grad_accum,
        "seq_len": seq_len,
        "samples_per_step": layout.samples_per_step,
        "tokens_per_step": layout.tokens_per_step,
        "train_rows": rows,
        "steps": t.max_steps,
    }
    if rows is not None:
        # The loop's arithmetic (Trainer.total_steps): each rank takes rows // world rows per
        # epoch (TrainStream), and BatchLayout turns the rows all ranks see into optimizer steps.
        per_rank = rows // world
        batch.update(
            rows_per_rank=per_rank,
            rows_unused_per_epoch=rows - per_rank * world,
            steps_per_epoch=layout.steps_for_rows(per_rank * world, 1.0),
        )
        batch["steps"] = t.max_steps or max(1, layout.steps_for_rows(per_rank * world, t.epochs))
        if per_rank == 0:
            checks.append(
                _check("DATA_ROWS", "error", f"{rows} train rows for {world} ranks: every rank needs one")
            )
        elif per_rank < t.micro_batch_size * t.grad_accum:
            checks.append(
                _check(
                    "DATA_ROWS",
                    "warning",
                    f"{per_rank} rows per rank fill less than one step "
                    f"({t.micro_batch_size} x {t.grad_accum}); rows repeat",
                )
            )
        else:
            checks.append(
                _check(
                    "DATA_ROWS",
                    "ok",
                    f"{rows} rows → {per_rank} per rank → {batch['steps_per_epoch']} step(s) per epoch",
                )
            )
        if data_seq and int(data_seq) != cfg.data.seq_len:
            checks.append(
                _check(
                    "SEQ_LEN",
                    "warning",
                    f"data was packed at {data_seq} tokens, config says "
                    f"{cfg.data.seq_len}; the data's length is used",
                )
            )
    else:
        checks.append(
            _check("DATA_ROWS", "info", "no prepared data given (--data): step counts from train.max_steps")
        )

    plan = make_run_plan(cfg, data_dir if rows is not None else None)
    memory: dict[str, Any] = {}
    if plan.get("available", True):
        mem = plan.get("memory", {})
        memory = {
            "per_rank_gib": plan.get("memory_per_gpu_gib"),
            "capacity_gib": mem.get("capacity_gib"),
            "verdict": mem.get("verdict"),
            "fits": plan.get("fits"),
            "breakdown": plan.get("memory_breakdown"),
        }
        where = f"per {cfg.plan.gpu}" if on_gpu else f"for all {world} ranks of this machine"
        checks.append(
            _check(
                "MEMORY",
                "ok" if plan.get("fits") else "error",
                f"planned {plan.get('memory_per_gpu_gib', 0):.2f} GiB {where} of "
                f"{mem.get('capacity_gib', 0):.1f} GiB ({mem.get('verdict')})",
            )
        )
    else:
        checks.append(_check("MEMORY", "warning", f"no plan: {plan.get('reason')}"))
    build = deepspeed_command if args.launcher == "deepspeed" else torchrun_command
    out = Path("RUN")
    command = (
        ["sbatch", str(out / "launch.sbatch")]
        if args.launcher == "slurm"
        else build(cfg, out, args, out / "config.yaml", data_dir)
    )
    return {
        "dry_run": True,
        "ok": not any(c["level"] == "error" for c in checks),
        "world": {
            "launcher": args.launcher,
            "strategy": t.strategy,
            "method": t.method,
            "nnodes": nnodes,
            "nproc_per_node": nproc,
            "world_size": world,
            "node_rank": args.node_rank,
            "master": f"{args.master_addr}:{args.master_port}",
            "threads_per_rank": threads,
        },
        "batch": batch,
        "memory": memory,
        "checks": checks,
        "command": command,
    }


def print_dry_run(report: dict[str, Any], as_json: bool = False) -> None:
    """``--json``: the report as JSON; otherwise a table per section and the checks."""
    if as_json:
        print(json.dumps(report, indent=2, default=str))
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    for section in ("world", "batch", "memory"):
        table = Table(title=section, show_header=False, title_justify="left")
        for key, value in (report.get(section) or {}).items():
            if key != "breakdown":
                table.add_row(
                    key, "—" if value is None else f"{value:,}" if type(value) is int else str(value)
                )
        console.print(table)
    colour = {"ok": "green", "info": "cyan", "warning": "yellow", "error": "red"}
    for c in report["checks"]:
        console.print(
            f"[{colour[c['level']]}]{c['level']:>7}[/] {c['code']}: {c['message']}", highlight=False
        )
    console.print(
        ("[green]ready to launch[/]" if report["ok"] else "[red]would not launch[/]")
        + ": "
        + " ".join(report["command"]),
        highlight=False,
        soft_wrap=True,
    )
