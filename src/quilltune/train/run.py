"""``run_training``: one training run into a run folder, the same in one process and on every rank.

The skeleton around the one loop (``quilltune.train.loop.Trainer``), written once:

1. rank 0 resolves the prepared data, the base model and the checkpoint to resume from, writes
   ``config.yaml`` and ``plan.json``, and cuts ``metrics.jsonl`` back to the checkpoint's step (a
   run killed after its last checkpoint logged steps it will now repeat); every rank receives
   rank 0's answers (``Strategy.broadcast_object``), so ranks never race on caches;
2. every rank checks the token shards, loads the model from the same seed, applies the method
   and builds the trainer (trackers write on rank 0 only), resumes and trains;
3. a completed run writes its final weights (``Strategy.save_weights``, collective);
4. rank 0 writes ``summary.json``, also when the run fails (``status: failed`` and the error).

The caller picks the strategy (``make_strategy``) and holds ``RUN/.lock``: ``quilltune.train.api``
in one process, ``quilltune.train.worker`` on rank 0 of a distributed run.
"""

from __future__ import annotations

import shutil
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.errors import ConfigError, InputError

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig
    from quilltune.train.strategies.base import Strategy

STRATEGIES = ("single", "fsdp2", "zero3")


def make_strategy(cfg: RunConfig) -> Strategy:
    """The strategy object for ``cfg.train.strategy`` (a distributed one joins the process group)."""
    name = cfg.train.strategy
    if name == "single":
        import torch

        from quilltune.train.strategies.single import SingleStrategy

        # bf16 autocast also runs LoRA's fp32 adapter matmuls in bf16 (their weights and optimizer
        # state stay fp32); over fp32 base weights it is the fast mixed-precision path
        # (benchmarks/NOTES.md).
        return SingleStrategy(
            "cuda" if torch.cuda.is_available() else "cpu",
            autocast_dtype=torch.bfloat16 if cfg.train.bf16 else None,
            compile_layers=cfg.train.compile,
        )
    if name == "fsdp2":
        from quilltune.train.strategies.fsdp2 import FSDP2Strategy

        return FSDP2Strategy(cfg)
    if name == "zero3":
        from quilltune.train.strategies.zero3 import Zero3Strategy

        return Zero3Strategy(cfg)
    raise ConfigError(f"train.strategy '{name}': choose one of {', '.join(STRATEGIES)}")


def resolve_data_dir(cfg: RunConfig, data_dir: Path | None, progress: bool) -> Path:
    """An explicit folder, else ``data.out`` when already prepared, else the prepare stage's cache."""
    from quilltune.data_folder import is_prepared

    # Absolute paths: summary.json records them, and readers resolve from the run folder, not our cwd.
    if data_dir is not None:
        return Path(data_dir).resolve()
    if is_prepared(cfg.data.out):
        return Path(cfg.data.out).resolve()
    # Imported only here: training a prepared folder must not need the prepare stage's packages
    # (the GPU image lacks datasketch, spaCy, selectolax).
    from quilltune.prepare.api import ensure_prepared

    return Path(ensure_prepared(cfg, progress=progress))


def load_model_to_train(model_dir: Path, cfg: RunConfig, device: str = "cpu") -> Any:
    """The base model loaded for ``cfg.train.method`` with the method applied (LoRA attached, or
    every weight unfrozen): the run config's sections handed to ``quilltune.models.loading``."""
    from quilltune.models.loading import apply_method, load_base_model

    t = cfg.train
    model = load_base_model(
        model_dir,
        cfg.model,
        method=t.method,
        quant=t.quant,
        for_training=True,
        device=device,
        checkpointing=t.gradient_checkpointing,
        compiled=t.compile,
    )
    return apply_method(model, t.method, t.lora, seed=t.seed)


def _prepare_run_folder(cfg: RunConfig, out: Path, data_dir: Path | None, resume: str | None, progress: bool):
    """Rank 0's part of step 1: returns (data folder, model folder, checkpoint or None, plan)."""
    from quilltune.config.load import dump_config
    from quilltune.files import write_json_atomic
    from quilltune.models.registry import ModelNotFound, resolve_model
    from quilltune.train.checkpoint import checkpoint_step, find_resume
    from quilltune.train.run_folder import make_run_plan, truncate_metrics

    data = resolve_data_dir(cfg, data_dir, progress)
    try:
        model_dir = resolve_model(cfg.model.name, cfg.model.allow_download)
    except ModelNotFound as e:
        raise InputError(str(e)) from None
    checkpoint = find_resume(out / "checkpoints", resume) if resume else None
    if checkpoint is not None:
        truncate_metrics(out / "metrics.jsonl", checkpoint_step(checkpoint))
    (out / "config.yaml").write_text(dump_config(cfg), encoding="utf-8")
    plan = make_run_plan(cfg, data)
    write_json_atomic(out / "plan.json", plan)
    return data, model_dir, checkpoint, plan


def _build_trainer(
    cfg: RunConfig,
    out: Path,
    strategy: Strategy,
    model: Any,
    *,
    data: Path,
    seq_len: int,
    plan: dict,
    checkpoint: Path | None,
    progress: bool,
) -> Any:
    """Trackers, data and the loop, resumed from ``checkpoint`` when given."""
    from quilltune.data_folder import shard_paths
    from quilltune.train.data import TokenRows
    from quilltune.train.loop import Trainer
    from quilltune.train.trackers import build_trackers

    tracking = cfg.train.tracking
    trackers = build_trackers(
        out,
        list(tracking.backends),
        project=tracking.project,
        name=cfg.name,
        config=cfg.model_dump(mode="json"),
        rank=strategy.rank,
        append=checkpoint is not None,
        online=tracking.online,
    )
    pad_id = getattr(model.config, "pad_token_id", None)
    try:
        trainer = Trainer(
            cfg.train,
            out,
            strategy,
            model,
            train_rows=TokenRows(data, "train"),
            val_rows=TokenRows(data, "validation") if shard_paths(data, "validation") else None,
            seq_len=seq_len,
            pad_id=0 if pad_id is None else pad_id,
            trackers=trackers,
            price_per_gpu_hour=plan.get("price_per_gpu_hour"),
            progress=progress,
        )
        if checkpoint is not None:
            trainer.resume_from(checkpoint)
    except BaseException:
        trackers.close()
        raise
    return trainer


def _train(
    cfg: RunConfig,
    out: Path,
    strategy: Strategy,
    summary: dict,
    *,
    data_dir: Path | None,
    resume: str | None,
    progress: bool,
) -> dict:
    import torch

    from quilltune.data_folder import read_manifest, require_current_tokenizer, verify_token_shards
    from quilltune.models.loading import check_seq_len, count_parameters
    from quilltune.peak_rss import peak_rss_mb
    from quilltune.train.checkpoint import write_failed
    from quilltune.train.run_folder import run_facts

    rank, world = strategy.rank, strategy.world_size
    # Where the run's time outside its steps goes (the GPU bench's 1B job spent ~50 s there).
    phases: dict[str, float] = {}
    clock = time.perf_counter()

    def phase_done(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        phases[name] = round(now - clock, 3)
        clock = now

    resolved = _prepare_run_folder(cfg, out, data_dir, resume, progress) if rank == 0 else None
    data, model_dir, checkpoint, plan = strategy.broadcast_object(resolved)
    summary.update({"base_model": str(model_dir), "data_dir": str(data)})
    manifest = read_manifest(data)
    verify_token_shards(data, manifest)  # once per process, before any weights load
    seq_len = int(manifest.get("seq_len", cfg.data.seq_len))
    summary["_refused"] = True
    check_seq_len(model_dir, seq_len)
    require_current_tokenizer(manifest, model_dir, data)
    del summary["_refused"]
    phase_done("run_folder_plan_and_checks")

    # Same seed on every rank: identical LoRA init, so the shards each rank keeps agree.
    torch.manual_seed(cfg.train.seed)
    model = strategy.load_model(model_dir, cfg)  # sharded strategies materialise only their shard
    trainable, total = count_parameters(model)
    phase_done("load_model")
    trainer = _build_trainer(
        cfg,
        out,
        strategy,
        model,
        data=data,
        seq_len=seq_len,
        plan=plan,
        checkpoint=checkpoint,
        progress=progress,
    )
    del model  # the strategy holds it now; close() must be able to free it
    phase_done("build_trainer")
    try:
        result = trainer.train()
    finally:
        trainer.trackers.close()
    phase_done("train_loop_with_evaluations")
    adapter = None
    if result["status"] == "completed":
        if rank == 0:
            for stale in ("adapter", "model"):
                shutil.rmtree(out / stale, ignore_errors=True)
        strategy.barrier()
        try:
            written = strategy.save_weights(out)
        except OSError as e:
            for partial in ("adapter", "model") if rank == 0 else ():
                shutil.rmtree(out / partial, ignore_errors=True)
            raise write_failed(f"the final weights into {out}", e, out / "checkpoints") from None
        adapter = str(written) if written else None
    phase_done("save_weights")
    # Per-rank facts as one vector each: peak RSS, and parameter elements held (the sharding:
    # each rank should hold about 1/world of the model).
    mine = torch.nn.functional.one_hot(torch.tensor(rank), world).double()
    rss = strategy.all_reduce_sum(mine * peak_rss_mb())
    gpu_peak = trainer.rank_metrics.probe.run_peak_gib  # None on a CPU: the field is then absent
    if gpu_peak is not None:
        peaks = strategy.all_reduce_sum(mine * gpu_peak)
        summary["peak_gpu_memory_gib_per_rank"] = [round(float(x), 3) for x in peaks]
    held, elements = strategy.local_parameter_count()
    held_per_rank = strategy.all_reduce_sum(mine * held)
    summary.update(result)
    summary.update(
        run_facts(
            cfg,
            strategy=strategy.name,
            world_size=world,
            trainable=trainable,
            total=total,
            adapter=adapter,
            checkpoint=checkpoint,
            plan=plan,
            result=result,
        )
    )
    summary.update(
        {
            "peak_rss_mb_per_rank": [round(float(x), 1) for x in rss],
            "parameter_elements": elements,
            "parameter_elements_per_rank": [int(x) for x in held_per_rank],
            "sharded_loading": getattr(strategy, "sharded_loading", None),
            "phase_seconds": phases,
        }
    )
    return summary


def run_training(
    cfg: RunConfig,
    out: Path,
    strategy: Strategy,
    *,
    data_dir: Path | None = None,
    resume: str | None = None,
    progress: bool = True,
) -> dict:
    """Train ``cfg`` into ``out`` with ``strategy``; returns ``summary.json``'s content (complete on
    rank 0). ``resume``: ``"auto"`` (newest verified checkpoint in ``out``, else a fresh start) or a
    checkpoint folder. A preempted run returns ``status: "preempted"``. Closes ``strategy``."""
    from quilltune.files import write_json_atomic

    out = Path(out).resolve()  # summary.json's paths must not depend on the caller's cwd
    out.mkdir(parents=True, exist_ok=True)
    summary: dict[str, Any] = {"status": "failed"}
    clean = False
    try:
        _train(cfg, out, strategy, summary, data_dir=data_dir, resume=resume, progress=progress)
        clean = True
        return summary
    except BaseException as e:
        summary["error"] = f"{type(e).__name__}: {e}"
        raise
    finally:
        # A run refused by its checks (stale data, sequence too long) never started: no summary.
        if strategy.rank == 0 and not summary.pop("_refused", False):
            write_json_atomic(out / "summary.json", summary)
            if summary["status"] == "failed":
                warnings.warn(f"training failed; see {out / 'summary.json'}", stacklevel=2)
        strategy.close(clean=clean)
