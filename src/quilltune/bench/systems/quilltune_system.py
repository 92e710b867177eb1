"""(a) quilltune's own trainer, ``quilltune.train.api.train``, on the bench's prepared folder.

The bench folder holds exactly ``steps x micro_batch x grad_accum`` packed rows, so one epoch is
the job. Validation inside the trainer runs once, at the end (``eval_every`` beyond the last
step), no intermediate checkpoints; its step timing comes from ``metrics.jsonl``, which times each
optimizer step including fetching and collating its micro-batches, like the bench's own clock.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from quilltune.bench.job import BenchJob
from quilltune.bench.measure import process_clock


def _padding_geometry(job: BenchJob, data_dir: Path, micro_batches: int) -> tuple[int, int]:
    """(positions, real tokens) of the micro-batches the trainer's own data stream yields."""
    from quilltune.train.data import TokenRows, TrainStream

    stream = TrainStream(TokenRows(data_dir, "train"), job.micro_batch, seed=job.run_config().train.seed)
    positions = real = 0
    for _, (batch, n_real) in zip(range(micro_batches), stream, strict=False):
        positions += batch["input_ids"].numel()
        real += n_real
    return positions, real


def _trained_model(job: BenchJob, run_dir: Path) -> Any:
    from peft import PeftModel

    from quilltune.models.loading import load_base_model

    cfg = job.run_config()
    if cfg.train.method == "full":
        return load_base_model(
            run_dir / "model", cfg.model, method="full", for_training=False, device=job.device
        )
    base = load_base_model(
        Path(job.model_dir),
        cfg.model,
        method=cfg.train.method,
        quant=cfg.train.quant,
        for_training=False,
        device=job.device,
    )
    return PeftModel.from_pretrained(base, str(run_dir / "adapter"))


def run(job: BenchJob) -> dict[str, Any]:
    from quilltune.train.api import train

    t0 = time.perf_counter()
    data_dir = Path(job.data["folder"])
    run_dir = Path(job.workdir) / "run"
    overrides = {
        "max_steps": job.steps,
        "eval_every": job.steps + 1,
        "save_every": None,
        "micro_batch_size": job.micro_batch,
        "grad_accum": job.grad_accum,
        "tracking": {"backends": []},
        "strategy": "single",
        "nproc_per_node": 1,
        "nnodes": 1,
    }
    config = dict(job.config)
    config["train"] = {**config["train"], **overrides}
    config["model"] = {**config["model"], "name": job.model_dir}
    from quilltune.config.run import RunConfig

    summary = train(RunConfig.model_validate(config), run_dir, data_dir=data_dir, progress=False)
    wall = time.perf_counter() - t0
    trained = process_clock()  # before the bench's own reload of the adapter for validation
    rows = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines() if line.strip()]
    steps = [r for r in rows if r.get("kind") != "eval" and "loss" in r]
    per_step = [
        (r["tokens"] - (steps[i - 1]["tokens"] if i else 0)) / r["tokens_per_second"]
        for i, r in enumerate(steps)
        if r.get("tokens_per_second")
    ]
    step_seconds = sum(per_step)
    positions, real = _padding_geometry(job, data_dir, len(steps) * job.grad_accum)
    return {
        **trained,
        "model": _trained_model(job, run_dir),
        "pad_id": 0,
        "steps": len(steps),
        "step_seconds": step_seconds,
        "first_step_seconds": per_step[0] if per_step else None,
        "wall_seconds": wall,
        "losses": [r["loss"] for r in steps],
        "positions": positions,
        "tokens": int(summary.get("tokens", real)),
        "trained_tokens": sum(int(r.get("loss_tokens", 0)) for r in steps),
        "own_val_loss": summary.get("final_val_loss"),
        "own_mfu": summary.get("mfu"),
        # GPU memory / utilisation of the last step and the run's peak (absent on a CPU)
        "gpu_metrics": {k: v for k, v in (steps[-1] if steps else {}).items() if k.startswith("gpu_")},
        "peak_gpu_memory_gib_per_rank": summary.get("peak_gpu_memory_gib_per_rank"),
        "phase_seconds": summary.get("phase_seconds"),
        "settings": {
            "packing": "prepared rows (position_ids, no padding stored)",
            "micro_batch_rows": job.micro_batch,
            "grad_accum": job.grad_accum,
            "gradient_checkpointing": job.config["train"]["gradient_checkpointing"],
            "run_dir": str(run_dir),
        },
    }
