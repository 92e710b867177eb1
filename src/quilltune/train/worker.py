"""Per-rank entry point of a distributed run: ``python -m quilltune.train.worker --config ... --out ...``.

torchrun (or the deepspeed launcher, or srun + torchrun) starts one of these per rank with RANK,
WORLD_SIZE, LOCAL_RANK, MASTER_ADDR and MASTER_PORT in the environment. Every rank builds the same
model from the same seed and runs ``quilltune.train.run.run_training`` (the same orchestrator as a
single process) with the FSDP2 or ZeRO-3 strategy; rank 0 alone writes the run folder's files.

Exit codes follow ``quilltune.errors``: 0 completed, 3 preempted (a checkpoint was saved), 2 user
error, 1 crash.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from contextlib import nullcontext
from pathlib import Path
from typing import Any

# Set by ``quilltune.train.launch`` when the launching process already holds RUN/.lock for the run.
LOCK_HELD_ENV = "QUILLTUNE_RUN_LOCK_HELD"


def _quiet_library_noise() -> None:
    from quilltune.console_setup import silence_unactionable_warnings

    # Deprecation chatter from c10d on every collective would bury rank 0's progress.
    warnings.filterwarnings("ignore", category=FutureWarning, module=r"torch\.distributed")
    silence_unactionable_warnings()  # each rank is a process of its own: the CLI's filters, again


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m quilltune.train.worker", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--config", required=True, help="resolved run config (YAML)")
    parser.add_argument("--out", required=True, help="run folder")
    parser.add_argument(
        "--data", default=None, help="prepared data folder (default: resolve from the config)"
    )
    parser.add_argument("--resume", default=None, help="'auto' or a checkpoint folder")
    parser.add_argument("--no-progress", action="store_true")
    # The deepspeed launcher appends --local_rank=N; LOCAL_RANK in the environment says the same.
    parser.add_argument("--local_rank", "--local-rank", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.local_rank is not None:
        os.environ.setdefault("LOCAL_RANK", str(args.local_rank))
    _quiet_library_noise()

    import torch

    from quilltune.config.load import load_config
    from quilltune.errors import ConfigError, QuilltuneError
    from quilltune.train.run import make_strategy, run_training

    out = Path(args.out).resolve()
    rank = int(os.environ.get("RANK", "0"))
    try:
        cfg = load_config(args.config)
        lock: Any = nullcontext()
        if rank == 0 and not os.environ.get(LOCK_HELD_ENV):
            from quilltune.train.run_folder import RunLock

            out.mkdir(parents=True, exist_ok=True)
            lock = RunLock(out)
        if cfg.train.strategy == "single":
            raise ConfigError(
                "the distributed worker runs fsdp2 or zero3, not 'single'; use `quilltune train`"
            )
        torch.set_num_threads(max(1, int(os.environ.get("OMP_NUM_THREADS", "1"))))
        with lock:
            summary = run_training(
                cfg,
                out,
                make_strategy(cfg),
                data_dir=Path(args.data) if args.data else None,
                resume=args.resume,
                progress=not args.no_progress,
            )
    except QuilltuneError as e:
        print(f"error (rank {rank}): {e}", file=sys.stderr, flush=True)
        return e.exit_code
    return 3 if summary.get("status") == "preempted" else 0


if __name__ == "__main__":
    sys.exit(main())
