"""``train(cfg, out)``: one single-process training run into a run folder (docs/ARCHITECTURE.md)."""

from __future__ import annotations

import shutil
import warnings
from pathlib import Path
from typing import Any

from quilltune.errors import ConfigError, InputError


def resolve_data_dir(cfg: Any, data_dir: Path | None, progress: bool) -> Path:
    """An explicit folder, else ``data.out`` when already prepared, else the prepare stage's cache."""
    # Absolute paths: summary.json records them, and readers resolve from the run folder, not our cwd.
    if data_dir is not None:
        return Path(data_dir).resolve()
    if cfg.data.out and (Path(cfg.data.out) / "manifest.json").is_file():
        return Path(cfg.data.out).resolve()
    try:
        from quilltune.prepare.api import ensure_prepared
    except ImportError:
        raise InputError(
            "no prepared data given and the prepare stage is not available in this build: "
            "run `quilltune prepare` and pass --data DIR"
        ) from None
    return Path(ensure_prepared(cfg, progress=progress))


def build_trainer(
    cfg: Any, out: Path, strategy: Any, model: Any, *, data: Path, manifest: dict, plan: dict,
    checkpoint: Path | None, progress: bool, rank: int = 0,
) -> Any:
    """Trackers, data and the loop: the same for a single process and for every rank of a distributed run."""
    from quilltune.train.data import TokenRows, shard_paths
    from quilltune.train.loop import Trainer
    from quilltune.train.trackers import build_trackers

    trackers = build_trackers(
        out, list(cfg.train.tracking.backends), project=cfg.train.tracking.project, name=cfg.name,
        config=cfg.model_dump(mode="json"), rank=rank, append=checkpoint is not None,
        online=cfg.train.tracking.online,
    )
    pad_id = model.config.pad_token_id if getattr(model.config, "pad_token_id", None) is not None else 0
    has_val = bool(shard_paths(data, "validation"))
    trainer = Trainer(
        cfg, out, strategy, model, train_rows=TokenRows(data, "train"),
        val_rows=TokenRows(data, "validation") if has_val else None,
        seq_len=int(manifest.get("seq_len", cfg.data.seq_len)), pad_id=pad_id, trackers=trackers,
        price_per_gpu_hour=plan.get("price_per_gpu_hour"), progress=progress,
    )
    if checkpoint is not None:
        trainer.resume_from(checkpoint)
    return trainer


def _autocast_dtype(cfg: Any):
    import torch

    # bf16 autocast also runs LoRA's fp32 adapter matmuls in bf16 (their weights and optimizer state
    # stay fp32): measured -5 % CPU per QLoRA step on SmolLM2 with identical loss and grad norm to
    # 4 digits. Over fp32 base weights it is the fast mixed-precision path (STACK-NOTES: 172 vs 116 tok/s).
    return torch.bfloat16 if cfg.train.bf16 else None


def train(
    cfg: Any, out: Path, *, data_dir: Path | None = None, resume: str | None = None, progress: bool = True
) -> dict:
    """Train in this process (strategy ``single``); returns the content of ``RUN/summary.json``.

    ``resume``: ``"auto"`` continues from the newest verified checkpoint in ``out`` (a fresh start if
    there is none), or a checkpoint folder. A preempted run returns ``status: "preempted"``.
    """
    import torch

    from quilltune.config.load import dump_config
    from quilltune.models.loading import apply_method, check_seq_len, count_parameters, load_base_model
    from quilltune.models.registry import ModelNotFound, resolve_model
    from quilltune.prepare.manifest import require_current_tokenizer
    from quilltune.train.checkpoint import checkpoint_step, find_resume, write_failed
    from quilltune.train.checkpoint_io import save_trainable
    from quilltune.train.data import read_manifest, verify_token_shards
    from quilltune.train.run_folder import (
        RunLock,
        make_run_plan,
        run_facts,
        truncate_metrics,
        write_json_atomic,
    )
    from quilltune.train.strategies.single import SingleStrategy

    if cfg.train.strategy != "single":
        raise ConfigError(
            f"train() runs strategy 'single' in this process; strategy '{cfg.train.strategy}' is launched with "
            "`quilltune train CONFIG --strategy ...` (quilltune.train.launch)"
        )
    out = Path(out).resolve()  # summary.json's paths must not depend on the caller's cwd
    out.mkdir(parents=True, exist_ok=True)
    with RunLock(out):
        data = resolve_data_dir(cfg, data_dir, progress)
        manifest = read_manifest(data)
        verify_token_shards(data, manifest)  # once per run, before any weights load
        try:
            model_dir = resolve_model(cfg.model.name, cfg.model.allow_download)
        except ModelNotFound as e:
            raise InputError(str(e)) from None
        check_seq_len(model_dir, int(manifest.get("seq_len", cfg.data.seq_len)))
        require_current_tokenizer(manifest, model_dir, data)
        checkpoint = find_resume(out / "checkpoints", resume) if resume else None

        (out / "config.yaml").write_text(dump_config(cfg), encoding="utf-8")
        plan = make_run_plan(cfg, data)
        write_json_atomic(out / "plan.json", plan)
        summary: dict[str, Any] = {"status": "failed", "base_model": str(model_dir), "data_dir": str(data)}
        trackers = None
        try:
            device = "cuda" if torch.cuda.is_available() else "cpu"
            torch.manual_seed(cfg.train.seed)  # LoRA init and dropout are reproducible from the seed
            model = apply_method(load_base_model(model_dir, cfg, for_training=True, device=device), cfg)
            trainable, total = count_parameters(model)
            strategy = SingleStrategy(device, autocast_dtype=_autocast_dtype(cfg), compile_layers=cfg.train.compile)
            if checkpoint is not None:
                truncate_metrics(out / "metrics.jsonl", checkpoint_step(checkpoint))
            trainer = build_trainer(cfg, out, strategy, model, data=data, manifest=manifest, plan=plan,
                                    checkpoint=checkpoint, progress=progress)
            trackers = trainer.trackers  # closed in `finally`, even when training fails
            result = trainer.train()
            adapter = None
            if result["status"] == "completed":
                for stale in ("adapter", "model"):
                    if (out / stale).exists():
                        shutil.rmtree(out / stale)
                try:
                    adapter = str(save_trainable(strategy.unwrapped_model(), out))
                except OSError as e:
                    for partial in ("adapter", "model"):
                        shutil.rmtree(out / partial, ignore_errors=True)
                    raise write_failed(f"the final weights into {out}", e, out / "checkpoints") from None
            summary.update(result)
            summary.update(run_facts(cfg, strategy="single", world_size=1, trainable=trainable, total=total,
                                     adapter=adapter, checkpoint=checkpoint, plan=plan, result=result))
            return summary
        except BaseException as e:
            summary["error"] = f"{type(e).__name__}: {e}"
            raise
        finally:
            if trackers is not None:
                trackers.close()
            write_json_atomic(out / "summary.json", summary)
            if summary["status"] == "failed":
                warnings.warn(f"training failed; see {out / 'summary.json'}", stacklevel=2)
