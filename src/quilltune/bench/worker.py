"""One system, one process: ``python -m quilltune.bench.worker SYSTEM JOB.json RESULT.json``.

A process per system keeps peak RSS honest (peaks of three models would otherwise mix) and lets
no system inherit another's warmed caches, allocator state or thread pools.
"""

from __future__ import annotations

import importlib
import json
import os
import statistics
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from quilltune.bench.job import SYSTEMS, BenchJob
from quilltune.bench.measure import device_peak_flops, mfu_dtype, model_flops_per_token, peak_memory_mb
from quilltune.bench.val_loss import validation_loss
from quilltune.plan.flops import mfu


def summarise(
    system: str, job: BenchJob, raw: dict[str, Any], val_loss: float, val_seconds: float
) -> dict[str, Any]:
    """Turn a system's raw counts into the bench's per-system record (same formulas for all)."""
    from transformers import AutoConfig

    secs = max(raw["step_seconds"], 1e-9)
    tokens_per_second = raw["tokens"] / secs
    fpt = model_flops_per_token(
        AutoConfig.from_pretrained(job.model_dir).to_dict(), job.method, job.seq_len, job.lora_rank
    )
    # Without the first step (on a GPU it holds the process's CUDA / cuBLAS warm-up, which dominates a
    # short job). Same formula for every system: the steps are assumed to carry equal trained tokens
    # (packed rows are near-equal; the per-step counts of the HF collators run a batch ahead).
    first, n = raw.get("first_step_seconds"), raw["steps"]
    after_first = (
        raw["trained_tokens"] * (n - 1) / n / (secs - first)
        if first is not None and n > 1 and secs > first
        else None
    )
    losses = raw["losses"]
    tail = losses[-max(1, len(losses) // 4) :] if losses else []
    peak_dtype = mfu_dtype(job.config, job.device)
    # Whole process up to the end of training (interpreter, imports, model load, packing, first step).
    process_s, process_cpu = raw.get("process_seconds"), raw.get("process_cpu_seconds")
    return {
        "system": system,
        "steps": raw["steps"],
        "trained_tokens": raw["trained_tokens"],
        "tokens": raw["tokens"],
        "positions": raw["positions"],
        "padding_share": 1.0 - raw["tokens"] / raw["positions"] if raw["positions"] else None,
        "step_seconds": round(raw["step_seconds"], 3),
        "wall_seconds": round(raw["wall_seconds"], 3),
        "trained_tokens_per_second": raw["trained_tokens"] / secs,
        "first_step_seconds": first,
        "trained_tokens_per_second_after_first_step": after_first,
        "tokens_per_second": tokens_per_second,
        "mfu": mfu(tokens_per_second, fpt, device_peak_flops(job.device, peak_dtype)),
        "mfu_dtype": peak_dtype,
        "process_seconds": round(process_s, 3) if process_s else None,
        "process_cpu_seconds": round(process_cpu, 3) if process_cpu else None,
        "trained_tokens_per_process_second": raw["trained_tokens"] / process_s if process_s else None,
        "trained_tokens_per_process_cpu_second": raw["trained_tokens"] / process_cpu if process_cpu else None,
        "flops_per_token": fpt,
        "peak_memory_mb": round(peak_memory_mb(job.device), 1),
        "peak_memory_kind": "allocated" if job.device.startswith("cuda") else "rss",
        "final_train_loss": losses[-1] if losses else None,
        "train_loss_last_quarter": statistics.fmean(tail) if tail else None,
        "val_loss": val_loss,
        "val_seconds": round(val_seconds, 2),
        **{
            k: raw[k]
            for k in (
                "own_val_loss",
                "own_mfu",
                "gpu_metrics",
                "peak_gpu_memory_gib_per_rank",
                "phase_seconds",
            )
            if k in raw
        },
        "settings": raw.get("settings", {}),
    }


def run_system(system: str, job: BenchJob) -> dict[str, Any]:
    import torch

    torch.set_num_threads(job.threads)
    torch.manual_seed(job.run_config().train.seed)
    module = importlib.import_module(f"quilltune.bench.systems.{system}_system")
    raw = module.run(job)
    t0 = time.perf_counter()
    val = validation_loss(
        raw["model"],
        Path(job.data["folder"]),
        micro_batch=job.micro_batch,
        pad_id=raw.get("pad_id") or 0,
        device=job.device,
    )
    return summarise(system, job, raw, val, time.perf_counter() - t0)


def main(argv: list[str] | None = None) -> int:
    system, job_path, result_path = (argv or sys.argv[1:])[:3]
    if system not in SYSTEMS:
        print(f"unknown system '{system}'; choose one of {', '.join(SYSTEMS)}", file=sys.stderr)
        return 2
    job = BenchJob.load(Path(job_path))
    Path(job.workdir).mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        result = run_system(system, job)
    except Exception as e:  # noqa: BLE001 -- a failing system is reported, the others still run
        result = {"system": system, "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()}
    Path(result_path).write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    return 0 if "error" not in result else 1


if __name__ == "__main__":
    sys.exit(main())
