"""Run the same job through each system in its own process, alternating the order over repeats,
and put the results side by side with the ratios."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.bench.bench_data import hf_micro_batch, make_bench_data
from quilltune.bench.job import SYSTEMS, BenchJob
from quilltune.bench.measure import (
    ceiling_now,
    compute_dtype,
    device_peak_flops,
    library_versions,
    machine,
    read_mfu_against,
)
from quilltune.data_folder import read_manifest
from quilltune.errors import ConfigError, InputError

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

DEFAULT_CONFIG = Path(__file__).with_name("default.yaml")
SUMMARY_KEYS = (
    "trained_tokens_per_second",
    "trained_tokens_per_second_after_first_step",
    "first_step_seconds",
    "tokens_per_second",
    "mfu",
    "step_seconds",
    "wall_seconds",
    "process_seconds",
    "process_cpu_seconds",
    "trained_tokens_per_process_second",
    "trained_tokens_per_process_cpu_second",
    "peak_memory_mb",
    "padding_share",
    "final_train_loss",
    "train_loss_last_quarter",
    "val_loss",
)

RATIO_KEYS = (
    "trained_tokens_per_second",
    "trained_tokens_per_second_after_first_step",
    "wall_seconds",
    "trained_tokens_per_process_second",
    "peak_memory_mb",
)
"""What ``ratios`` divides, quilltune's figure over the other system's."""


def orders(systems: list[str], repeats: int) -> list[list[str]]:
    """Repeat r runs the systems rotated by r, so no system always goes first (or last) on a noisy box."""
    return [systems[r % len(systems) :] + systems[: r % len(systems)] for r in range(repeats)]


def prepared_source(cfg: RunConfig, data: Path | None) -> tuple[Path, str]:
    """The prepared folder to slice: the one given, else the prepare stage's (prepared if needed)."""
    from quilltune.prepare.api import ensure_prepared

    if data is not None:
        if not (Path(data) / "manifest.json").is_file():
            raise InputError(
                f"--data {data} is not a prepared data folder (no manifest.json); run `quilltune prepare`"
            )
        return Path(data), "given"
    return Path(ensure_prepared(cfg, progress=False)), "quilltune.prepare.api.ensure_prepared"


def build_job(
    cfg: RunConfig,
    *,
    steps: int,
    workdir: Path,
    data: Path | None,
    val_rows: int | None,
    threads: int,
    device: str = "cpu",
) -> tuple[BenchJob, str]:
    from quilltune.models import resolve_model

    if steps < 1:
        raise ConfigError(f"--steps must be at least 1 (got {steps})")
    if cfg.train.strategy != "single":
        raise ConfigError("the bench compares single-process runs; set train.strategy: single")
    model_dir = Path(resolve_model(cfg.model.name, cfg.model.allow_download))
    source, source_kind = prepared_source(cfg, data)
    t = cfg.train
    bench_data = make_bench_data(
        source, workdir / "data", rows_needed=steps * t.micro_batch_size * t.grad_accum, val_rows=val_rows
    )
    seq_len = int(read_manifest(source)["seq_len"])
    job = BenchJob(
        config=cfg.model_dump(mode="json"),
        model_dir=str(model_dir),
        data=bench_data.to_dict(),
        steps=steps,
        micro_batch=t.micro_batch_size,
        grad_accum=t.grad_accum,
        seq_len=seq_len,
        hf_micro_batch=hf_micro_batch(bench_data.samples, steps, t.grad_accum),
        threads=threads,
        workdir=str(workdir),
        device=device,
    )
    return job, source_kind


def run_one(system: str, job: BenchJob, repeat: int, timeout: float | None) -> dict[str, Any]:
    workdir = Path(job.workdir) / f"{system}-r{repeat}"
    workdir.mkdir(parents=True, exist_ok=True)
    job_path, result_path = workdir / "job.json", workdir / "result.json"
    local = BenchJob(**{**job.__dict__, "workdir": str(workdir)})
    local.save(job_path)
    result_path.unlink(missing_ok=True)
    env = {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
        "WANDB_MODE": "offline",
        "OMP_NUM_THREADS": str(job.threads),
    }
    with (workdir / "worker.log").open("w") as log:
        try:
            proc = subprocess.run(
                [sys.executable, "-m", "quilltune.bench.worker", system, str(job_path), str(result_path)],
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                timeout=timeout,
                check=False,
            )
            code = proc.returncode
        except subprocess.TimeoutExpired:
            return {"system": system, "repeat": repeat, "error": f"timed out after {timeout:.0f} s"}
    if result_path.is_file():
        result = json.loads(result_path.read_text())
    else:
        tail = (workdir / "worker.log").read_text(errors="replace")[-2000:]
        result = {
            "system": system,
            "error": f"worker exited with code {code} and wrote no result",
            "log_tail": tail,
        }
    result["repeat"] = repeat
    return result


def aggregate(runs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Median over repeats of each number; the settings of the first run; errors if all failed."""
    out: dict[str, dict[str, Any]] = {}
    for system in dict.fromkeys(r["system"] for r in runs):
        ok = [r for r in runs if r["system"] == system and "error" not in r]
        if not ok:
            out[system] = {"error": next(r["error"] for r in runs if r["system"] == system)}
            continue
        row: dict[str, Any] = {"repeats": len(ok)}
        for key in SUMMARY_KEYS + (
            "steps",
            "trained_tokens",
            "tokens",
            "positions",
            "own_val_loss",
            "own_mfu",
        ):
            values = [r[key] for r in ok if r.get(key) is not None]
            row[key] = statistics.median(values) if values else None
        row["settings"] = ok[0].get("settings", {})
        for key in ("mfu_dtype", "gpu_metrics", "peak_gpu_memory_gib_per_rank"):  # as measured
            if key in ok[0]:
                row[key] = ok[0][key]
        out[system] = row
    return out


def ratios(systems: dict[str, dict[str, Any]]) -> dict[str, dict[str, float | None]]:
    ours = systems.get("quilltune", {})
    out = {}
    for name, other in systems.items():
        if name == "quilltune" or "error" in other or "error" in ours:
            continue

        def div(a, b):
            return a / b if a is not None and b else None

        out[f"quilltune_vs_{name}"] = {k: div(ours.get(k), other.get(k)) for k in RATIO_KEYS} | {
            "val_loss_relative_difference": (div(ours.get("val_loss"), other.get("val_loss")) or 1.0) - 1.0
            if other.get("val_loss")
            else None,
        }
    return out


def machine_kernels(job: BenchJob, threads: int) -> dict[str, Any]:
    """The CPU's ISA features and the GEMM rates at the job's own shapes (``bench/kernels.py``);
    on a GPU neither is measured (the catalog's peak and the GPU metrics say more there)."""
    if job.device.startswith("cuda"):
        return {"cpu_isa": None, "gemm_rates": None}
    from transformers import AutoConfig

    from quilltune.bench.kernels import cpu_isa, gemm_rates
    from quilltune.plan.hardware import busy_cpu_seconds, others_cores

    tokens = job.micro_batch * job.seq_len
    model_config = AutoConfig.from_pretrained(job.model_dir).to_dict()
    busy, own, wall = busy_cpu_seconds(), time.process_time(), time.perf_counter()
    try:
        shapes = gemm_rates(model_config, tokens=tokens, lora_rank=job.lora_rank, threads=threads)
    except (KeyError, TypeError, ValueError) as e:  # a config without the usual Llama-style fields
        return {
            "cpu_isa": cpu_isa(),
            "gemm_rates": {"error": f"model shapes unknown: {type(e).__name__}: {e}"},
        }
    # Rates timed while other processes hold cores say little of the machine (threads wait for
    # each other): the table carries how many cores others used, as the trainer's metrics do.
    others = others_cores(busy_cpu_seconds() - busy, time.process_time() - own, time.perf_counter() - wall)
    return {
        "cpu_isa": cpu_isa(),
        "gemm_rates": {
            "tokens": tokens,
            "threads": threads,
            "cpu_others_cores": round(others, 2),
            "shapes": shapes,
        },
    }


def run_bench(
    cfg: RunConfig,
    *,
    against: list[str],
    steps: int,
    repeats: int,
    workdir: Path,
    data: Path | None = None,
    val_rows: int | None = 16,
    threads: int | None = None,
    timeout: float | None = None,
    device: str = "cpu",
    on_progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, Any]:
    """Prepare the job, run every system ``repeats`` times (rotating the order), aggregate.
    ``on_progress(message, runs_done, runs_total)`` is called before each run and at the end."""
    unknown = [a for a in against if a not in SYSTEMS or a == "quilltune"]
    if unknown:
        raise ConfigError(f"--against: unknown system(s) {', '.join(unknown)}; choose from trl, hf")
    threads = threads or len(os.sched_getaffinity(0))
    workdir.mkdir(parents=True, exist_ok=True)
    say = on_progress or (lambda _msg, _done, _total: None)
    systems = ["quilltune", *dict.fromkeys(against)]
    total = len(systems) * repeats
    say("preparing the job's data", 0, total)
    job, source_kind = build_job(
        cfg, steps=steps, workdir=workdir, data=data, val_rows=val_rows, threads=threads, device=device
    )
    # Ceilings and kernel rates measured here, before any system runs, so no worker measures them
    # on a busy box; the workers read the cached ceilings. The compute dtype's ceiling is measured
    # again after the last system: a virtual CPU's speed drifts within the hour (benchmarks/NOTES.md).
    say("measuring this machine's matmul ceilings and the model's GEMM rates", 0, total)
    dtype = compute_dtype(job.config)
    before = ceiling_now(job.device, dtype, threads)
    peaks = {d: device_peak_flops(job.device, d) for d in ("bf16", "fp32")}
    kernels = machine_kernels(job, threads)
    runs = []
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    for r, order in enumerate(orders(systems, repeats)):
        for system in order:
            say(f"repeat {r + 1}/{repeats}: {system}", len(runs), total)
            runs.append(run_one(system, job, r, timeout))
    after = ceiling_now(job.device, dtype, threads)
    say("done", len(runs), total)
    per_system = aggregate(runs)
    if after:
        read_mfu_against(per_system, runs, peaks[dtype], after["best_known"])
        peaks[dtype] = max(peaks[dtype] or 0.0, after["best_known"])
    return {
        "systems": per_system,
        "ratios": ratios(per_system),
        "job": {
            "config": job.config["name"],
            "method": job.method,
            "model_dir": job.model_dir,
            "seq_len": job.seq_len,
            "steps": steps,
            "micro_batch_rows": job.micro_batch,
            "grad_accum": job.grad_accum,
            "hf_micro_batch_samples": job.hf_micro_batch,
            "threads": threads,
            "repeats": repeats,
            "data_source": source_kind,
            "data": job.data,
        },
        "peak_flops": peaks["bf16" if job.device.startswith("cuda") else dtype],
        "peak_flops_by_dtype": peaks,
        # this bench's own measurements of the compute dtype's ceiling, before and after the systems
        "ceiling_same_minutes": {"before": before["measured"], "after": after["measured"]}
        if before and after
        else None,
        "compute_dtype": dtype,
        **kernels,
        "versions": library_versions(),
        "machine": machine(),
        "started_at": started,
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "runs": runs,
    }
