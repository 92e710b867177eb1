"""Start the world of a distributed run (fsdp2 / zero3): torchrun, the deepspeed launcher or Slurm.

``launch(cfg, out, args)`` starts ``python -m quilltune.train.worker`` on every rank of this node,
streams local rank 0's output (every rank's log lands in ``RUN/logs/``), forwards SIGTERM/SIGINT to
the ranks (they finish the step, checkpoint and exit) and returns ``summary.json``; a preempted run
raises ``Preempted`` (exit code 3), a failed one ``LaunchFailed``. ``launcher="slurm"`` writes
``RUN/launch.sbatch`` instead. ``dry_run(cfg, args)`` checks the world layout, batch arithmetic and
memory against the plan without starting anything; ``print_dry_run`` shows it as tables or JSON.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from quilltune.errors import ConfigError, Preempted, QuilltuneError

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

Launcher = Literal["torchrun", "deepspeed", "slurm"]


@dataclass
class LaunchArgs:
    nproc_per_node: int | None = None
    """Ranks on this node (default: train.nproc_per_node)."""
    nnodes: int | None = None
    """Nodes in the job (default: train.nnodes)."""
    node_rank: int = 0
    master_addr: str = "127.0.0.1"
    master_port: int = 29500
    launcher: Launcher = "torchrun"
    data_dir: Path | None = None
    resume: str | None = None
    progress: bool = True
    threads_per_rank: int | None = None
    """CPU threads per rank (default: this machine's cores / ranks on the node, at least 1)."""


class LaunchFailed(QuilltuneError):
    """A distributed run ended with a non-zero exit code (other than preemption)."""

    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        # User errors (2), a locked folder (4) and corrupt data (5) keep their meaning; the rest is a crash.
        self.exit_code = exit_code if exit_code in (2, 4, 5) else 1


def as_launch_args(args: LaunchArgs | dict[str, Any] | None) -> LaunchArgs:
    """Accept a ``LaunchArgs`` or the plain dict the ``train`` command passes."""
    if args is None:
        return LaunchArgs()
    if isinstance(args, LaunchArgs):
        return args
    known = {k: v for k, v in args.items() if k in LaunchArgs.__dataclass_fields__}
    unknown = sorted(set(args) - set(known))
    if unknown:
        raise ConfigError(
            f"unknown launch options {unknown}; known: {sorted(LaunchArgs.__dataclass_fields__)}"
        )
    if known.get("data_dir") is not None:
        known["data_dir"] = Path(known["data_dir"])
    if known.get("launcher", "torchrun") not in ("torchrun", "deepspeed", "slurm"):
        raise ConfigError(f"--launcher {known['launcher']!r}: choose torchrun, deepspeed or slurm")
    return LaunchArgs(**known)


def world_of(cfg: RunConfig, args: LaunchArgs) -> tuple[int, int, int]:
    """(nproc_per_node, nnodes, world_size) with the command line overriding the config."""
    nproc = args.nproc_per_node or cfg.train.nproc_per_node
    nnodes = args.nnodes or cfg.train.nnodes
    return nproc, nnodes, nproc * nnodes


def with_world(cfg: RunConfig, args: LaunchArgs) -> Any:
    """``cfg`` with train.nproc_per_node / nnodes set from ``args``, validated like any config."""
    nproc, nnodes, _ = world_of(cfg, args)
    if (nproc, nnodes) == (cfg.train.nproc_per_node, cfg.train.nnodes):
        return cfg
    from pydantic import ValidationError

    from quilltune.config.base import explain
    from quilltune.config.run import RunConfig

    raw = cfg.model_dump(mode="json")
    raw["train"].update(nproc_per_node=nproc, nnodes=nnodes)
    try:
        return RunConfig.model_validate(raw)
    except ValidationError as e:
        raise explain(e, RunConfig, "launch options") from None


def _threads(args: LaunchArgs, nproc: int) -> int:
    if args.threads_per_rank:
        return args.threads_per_rank
    return max(1, (os.cpu_count() or 1) // nproc)


def free_local_port(preferred: int) -> int:
    """``preferred`` if nothing listens on it here, else a free port the OS picks.

    Only for one-node runs: their rendezvous is on this machine, and a second job (another run,
    another user's test) on the default port would otherwise make torchrun fail to start.
    """
    import socket

    for port in (preferred, 0):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return sock.getsockname()[1]
    return preferred


def worker_args(config_file: Path, out: Path, args: LaunchArgs, data_dir: Path | None) -> list[str]:
    cmd = ["-m", "quilltune.train.worker", "--config", str(config_file), "--out", str(out)]
    if data_dir is not None:
        cmd += ["--data", str(data_dir)]
    if args.resume:
        cmd += ["--resume", args.resume]
    if not args.progress:
        cmd += ["--no-progress"]
    return cmd


def torchrun_command(
    cfg: RunConfig, out: Path, args: LaunchArgs, config_file: Path, data_dir: Path | None
) -> list[str]:
    nproc, nnodes, _ = world_of(cfg, args)
    cmd = [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--nproc-per-node",
        str(nproc),
        "--nnodes",
        str(nnodes),
        "--node-rank",
        str(args.node_rank),
        "--master-addr",
        args.master_addr,
        "--master-port",
        str(args.master_port),
        # Every rank's output in RUN/logs/, only local rank 0 on the console.
        "--log-dir",
        str(out / "logs"),
        "--tee",
        "3",
        "--local-ranks-filter",
        "0",
    ]
    # torchrun's module flag: run ``python -m quilltune.train.worker`` on each rank.
    return cmd + worker_args(config_file, out, args, data_dir)


def deepspeed_command(
    cfg: RunConfig, out: Path, args: LaunchArgs, config_file: Path, data_dir: Path | None
) -> list[str]:
    nproc, nnodes, _ = world_of(cfg, args)
    if nnodes > 1:
        raise ConfigError(
            "--launcher deepspeed is supported on one node here (multi-node needs its hostfile and ssh); "
            "use --launcher torchrun on every node, or --launcher slurm"
        )
    cmd = [
        sys.executable,
        "-m",
        "deepspeed.launcher.runner",
        "--num_gpus",
        str(nproc),
        "--master_addr",
        args.master_addr,
        "--master_port",
        str(args.master_port),
        "--module",
    ]
    return cmd + worker_args(config_file, out, args, data_dir)[1:]  # the runner takes the module name itself


def read_status(out: Path) -> str | None:
    try:
        return json.loads((out / "summary.json").read_text(encoding="utf-8")).get("status")
    except (OSError, json.JSONDecodeError):
        return None


def run_world(cmd: list[str], env: dict[str, str], out: Path) -> int:
    """Run the launcher, forward SIGTERM/SIGINT to its whole process group, return the run's exit code."""
    # Its own process group: a signal reaches torchrun and every rank at once, so all ranks agree to
    # stop at the same step (the loop all-reduces the stop flag) and save one checkpoint.
    proc = subprocess.Popen(cmd, env=env, start_new_session=True)

    def forward(signum: int, frame: Any) -> None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass

    previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        rc = proc.wait()
    finally:
        for s, h in previous.items():
            signal.signal(s, h)
    # torchrun reports any stopped rank as a failure; the run folder says whether it was a clean stop.
    return 3 if read_status(out) == "preempted" else rc


def read_summary(out: Path) -> dict[str, Any]:
    try:
        return json.loads((out / "summary.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}


def launch(cfg: RunConfig, out: Path, args: LaunchArgs | dict[str, Any] | None = None) -> dict[str, Any]:
    """Start the world for ``cfg`` (fsdp2 / zero3) into run folder ``out``; wait for it.

    Returns ``summary.json``'s content when the run completed; raises ``Preempted`` (exit code 3)
    when it was stopped by a signal after saving a checkpoint, and ``LaunchFailed`` otherwise.
    With ``launcher == "slurm"`` nothing starts: ``RUN/launch.sbatch`` is written, how to submit it
    is printed, and ``{"sbatch": path}`` is returned.
    """
    from quilltune.config.load import dump_config
    from quilltune.train.run import resolve_data_dir
    from quilltune.train.run_folder import RunLock
    from quilltune.train.worker import LOCK_HELD_ENV

    args = as_launch_args(args)
    cfg = with_world(cfg, args)
    if cfg.train.strategy not in ("fsdp2", "zero3"):
        raise ConfigError(
            f"launch starts distributed strategies (fsdp2, zero3), not '{cfg.train.strategy}'; "
            "run a single-process job with `quilltune train`"
        )
    nproc, nnodes, _ = world_of(cfg, args)
    if not 0 <= args.node_rank < nnodes:
        raise ConfigError(f"--node-rank {args.node_rank} is outside 0..{nnodes - 1} for {nnodes} node(s)")
    out = Path(out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    config_file = out / "config.yaml"
    if args.launcher == "slurm":
        from quilltune.train.slurm import write_sbatch

        config_file.write_text(dump_config(cfg), encoding="utf-8")
        script = write_sbatch(cfg, out, config_file, args)
        print(
            f"wrote {script}\nsubmit it with:  sbatch {script}\n"
            "(resubmitting the same script resumes from the newest checkpoint)"
        )
        return {"sbatch": str(script)}
    # Only node 0 owns the run folder's lock; the ranks then skip taking it themselves.
    lock = RunLock(out) if args.node_rank == 0 else None
    if lock is not None:
        lock.acquire()
    try:
        config_file.write_text(dump_config(cfg), encoding="utf-8")
        # Prepare (or find) the data once, here, with a progress bar, rather than in rank 0 while
        # the other ranks wait on a collective with a timeout.
        data_dir = args.data_dir
        if args.node_rank == 0:
            data_dir = Path(resolve_data_dir(cfg, args.data_dir, args.progress)).resolve()
        if nnodes == 1 and args.master_addr in ("127.0.0.1", "localhost"):
            args = replace(args, master_port=free_local_port(args.master_port))
        build = deepspeed_command if args.launcher == "deepspeed" else torchrun_command
        cmd = build(cfg, out, args, config_file, data_dir)
        env = dict(os.environ)
        env[LOCK_HELD_ENV] = "1"
        env.setdefault("OMP_NUM_THREADS", str(_threads(args, nproc)))
        env.setdefault("HF_HUB_OFFLINE", "1")
        env.setdefault("TOKENIZERS_PARALLELISM", "false")
        rc = run_world(cmd, env, out)
    finally:
        if lock is not None:
            lock.release()
    summary = read_summary(out)
    if rc == 0:
        return summary
    if rc == 3:
        raise Preempted(
            f"stopped by a signal after step {summary.get('steps')}; a checkpoint was saved. "
            f"Continue with --resume auto --out {out}"
        )
    raise LaunchFailed(
        f"the {cfg.train.strategy} run exited with code {rc}"
        + (f" ({summary['error']})" if summary.get("error") else "")
        + f"; every rank's output is under {out / 'logs'}",
        rc,
    )


# ------------------------------------------------------------------------------------ dry run
def _check(code: str, level: str, message: str) -> dict[str, str]:
    return {"code": code, "level": level, "message": message}


def _train_rows(data_dir: Path | None) -> tuple[int | None, int | None]:
    """(rows in the train split, manifest seq_len) of a prepared folder, if there is one."""
    if data_dir is None or not (Path(data_dir) / "manifest.json").is_file():
        return None, None
    manifest = json.loads((Path(data_dir) / "manifest.json").read_text(encoding="utf-8"))
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
    threads = _threads(args, nproc)
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
