"""Per-rank entry point of a distributed run: ``python -m quilltune.train.worker --config ... --out ...``.

torchrun (or the deepspeed launcher, or srun + torchrun) starts one of these per rank with RANK,
WORLD_SIZE, LOCAL_RANK, MASTER_ADDR and MASTER_PORT in the environment. Every rank builds the same
model from the same seed and runs the one loop (``quilltune.train.loop.Trainer``) with the FSDP2
or ZeRO-3 strategy; rank 0 alone writes the run folder's files (config, plan, metrics, summary).

Exit codes follow ``quilltune.errors``: 0 completed, 3 preempted (a checkpoint was saved), 2 user
error, 1 crash.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import warnings
from contextlib import nullcontext
from pathlib import Path
from typing import Any

# Set by ``quilltune.train.launch`` when the launching process already holds RUN/.lock for the run.
LOCK_HELD_ENV = "QUILLTUNE_RUN_LOCK_HELD"


def make_strategy(cfg: Any) -> Any:
    """The strategy object for ``cfg.train.strategy`` (joins the process group)."""
    if cfg.train.strategy == "fsdp2":
        from quilltune.train.strategies.fsdp2 import FSDP2Strategy

        return FSDP2Strategy(cfg)
    if cfg.train.strategy == "zero3":
        from quilltune.train.strategies.zero3 import Zero3Strategy

        return Zero3Strategy(cfg)
    from quilltune.errors import ConfigError

    raise ConfigError(f"the distributed worker runs fsdp2 or zero3, not '{cfg.train.strategy}'; use `quilltune train`")


def _from_rank0(value: Any) -> Any:
    """Rank 0's ``value`` on every rank (paths resolved once, so ranks never race on caches)."""
    import torch.distributed as dist

    box = [value]
    dist.broadcast_object_list(box, src=0)
    return box[0]


def _quiet_library_noise() -> None:
    # Deprecation chatter from c10d/torchao on every collective would bury rank 0's progress.
    warnings.filterwarnings("ignore", category=FutureWarning, module=r"torch\.distributed")
    warnings.filterwarnings("ignore", message=r".*_pytree.*|.*Enum subclass.*")


def run_rank(cfg: Any, out: Path, *, data_dir: Path | None, resume: str | None, progress: bool) -> dict:
    """Train on this rank; returns the summary (complete on rank 0, partial elsewhere)."""
    import torch

    from quilltune.config.load import dump_config
    from quilltune.models.loading import apply_method, check_seq_len, count_parameters, load_base_model
    from quilltune.models.registry import resolve_model
    from quilltune.prepare.manifest import require_current_tokenizer
    from quilltune.peak_rss import peak_rss_mb
    from quilltune.train.api import build_trainer, resolve_data_dir
    from quilltune.train.checkpoint import find_resume, write_failed
    from quilltune.train.data import read_manifest, verify_token_shards
    from quilltune.train.run_folder import make_run_plan, run_facts, write_json_atomic

    torch.set_num_threads(max(1, int(os.environ.get("OMP_NUM_THREADS", "1"))))
    strategy = make_strategy(cfg)
    rank, world = strategy.rank, strategy.world_size
    out.mkdir(parents=True, exist_ok=True)
    summary: dict[str, Any] = {"status": "failed"}
    trackers = None
    try:
        # Rank 0 resolves data, model and checkpoint once (preparing or converting if needed).
        resolved = None
        if rank == 0:
            data = resolve_data_dir(cfg, data_dir, progress)
            model_dir = resolve_model(cfg.model.name, cfg.model.allow_download)
            checkpoint = find_resume(out / "checkpoints", resume) if resume else None
            (out / "config.yaml").write_text(dump_config(cfg), encoding="utf-8")
            plan = make_run_plan(cfg, data)
            write_json_atomic(out / "plan.json", plan)
            resolved = (str(data), str(model_dir), str(checkpoint) if checkpoint else None, plan)
        data_s, model_s, ckpt_s, plan = _from_rank0(resolved)
        data, model_dir = Path(data_s), Path(model_s)
        checkpoint = Path(ckpt_s) if ckpt_s else None
        summary.update({"base_model": model_s, "data_dir": data_s})
        manifest = read_manifest(data)
        verify_token_shards(data, manifest)  # once per process, before any weights load
        check_seq_len(model_dir, int(manifest.get("seq_len", cfg.data.seq_len)))
        require_current_tokenizer(manifest, model_dir, data)

        # Same seed on every rank: identical LoRA init, so the shards each rank keeps agree.
        torch.manual_seed(cfg.train.seed)
        device = str(strategy.device)
        model = apply_method(load_base_model(model_dir, cfg, for_training=True, device=device), cfg)
        trainable, total = count_parameters(model)
        trainer = build_trainer(cfg, out, strategy, model, data=data, manifest=manifest, plan=plan,
                                checkpoint=checkpoint, progress=progress, rank=rank)
        trackers = trainer.trackers  # closed in `finally`, even when training fails
        result = trainer.train()
        adapter = None
        if result["status"] == "completed":
            if rank == 0:
                for stale in ("adapter", "model"):
                    if (out / stale).exists():
                        shutil.rmtree(out / stale)
            strategy.barrier()
            try:
                written = strategy.save_weights(out)  # collective gather; rank 0 writes
            except OSError as e:
                for partial in ("adapter", "model") if rank == 0 else ():
                    shutil.rmtree(out / partial, ignore_errors=True)
                raise write_failed(f"the final weights into {out}", e, out / "checkpoints") from None
            adapter = str(written) if written else None
        # Per-rank facts gathered into one vector each: peak RSS and parameter elements held
        # (the sharding: each rank should hold about 1/world of the model).
        mine = torch.nn.functional.one_hot(torch.tensor(rank), world).double()
        rss = strategy.all_reduce_sum(mine * peak_rss_mb())
        held, elements = strategy.local_parameter_count()
        held_per_rank = strategy.all_reduce_sum(mine * held)
        summary.update(result)
        summary.update(run_facts(cfg, strategy=cfg.train.strategy, world_size=world, trainable=trainable,
                                 total=total, adapter=adapter, checkpoint=checkpoint, plan=plan, result=result))
        summary.update({
            "peak_rss_mb_per_rank": [round(float(x), 1) for x in rss],
            "parameter_elements": elements,
            "parameter_elements_per_rank": [int(x) for x in held_per_rank],
        })
        return summary
    except BaseException as e:
        summary["error"] = f"{type(e).__name__}: {e}"
        raise
    finally:
        if trackers is not None:
            trackers.close()
        if rank == 0:
            from quilltune.train.run_folder import write_json_atomic

            write_json_atomic(out / "summary.json", summary)
        strategy.close()


def main(argv: list[str] | None = None) -> int:
    from quilltune.console_setup import silence_unactionable_warnings

    silence_unactionable_warnings()  # each rank is a process of its own, not started by cli.main
    parser = argparse.ArgumentParser(prog="python -m quilltune.train.worker", description=__doc__.split("\n")[0])
    parser.add_argument("--config", required=True, help="resolved run config (YAML)")
    parser.add_argument("--out", required=True, help="run folder")
    parser.add_argument("--data", default=None, help="prepared data folder (default: resolve from the config)")
    parser.add_argument("--resume", default=None, help="'auto' or a checkpoint folder")
    parser.add_argument("--no-progress", action="store_true")
    # The deepspeed launcher appends --local_rank=N; LOCAL_RANK in the environment says the same.
    parser.add_argument("--local_rank", "--local-rank", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.local_rank is not None:
        os.environ.setdefault("LOCAL_RANK", str(args.local_rank))
    _quiet_library_noise()

    from quilltune.config.load import load_config
    from quilltune.errors import QuilltuneError

    out = Path(args.out).resolve()
    rank = int(os.environ.get("RANK", "0"))
    try:
        cfg = load_config(args.config)
        lock: Any = nullcontext()
        if rank == 0 and not os.environ.get(LOCK_HELD_ENV):
            from quilltune.train.run_folder import RunLock

            out.mkdir(parents=True, exist_ok=True)
            lock = RunLock(out)
        with lock:
            summary = run_rank(
                cfg, out, data_dir=Path(args.data) if args.data else None, resume=args.resume,
                progress=not args.no_progress,
            )
    except QuilltuneError as e:
        print(f"error (rank {rank}): {e}", file=sys.stderr, flush=True)
        return e.exit_code
    return 3 if summary.get("status") == "preempted" else 0


if __name__ == "__main__":
    sys.exit(main())
