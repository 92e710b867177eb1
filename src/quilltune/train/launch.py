"""Start the world of a distributed run (fsdp2 / zero3): torchrun, the deepspeed launcher or Slurm.

``launch(cfg, out, args)`` starts ``python -m quilltune.train.worker`` on every rank of this node,
streams local rank 0's output (every rank's log lands in ``RUN/logs/``), forwards SIGTERM/SIGINT to
the ranks (they finish the step, checkpoint and exit) and returns ``summary.json``; a preempted run
raises ``Preempted`` (exit code 3), a failed one ``LaunchFailed``. ``launcher="slurm"`` writes
``RUN/launch.sbatch`` instead. The checks before a launch (``--dry-run``) are in
``quilltune.train.launch_dry_run``.
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


def threads_per_rank(args: LaunchArgs, nproc: int) -> int:
    """Threads each rank of this node runs: the flag, else the cores shared out (at least one)."""
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
    return 3 if read_summary(out).get("status") == "preempted" else rc


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
        env.setdefault("OMP_NUM_THREADS", str(threads_per_rank(args, nproc)))
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
