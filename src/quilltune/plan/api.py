"""``make_plan(cfg)``: tokens, time, memory, cost and consistency checks of a training job.

Pure and device-free (the only measurement is the CPU matmul ceiling, cached once). ``Plan.to_dict()``
is exactly the ``quilltune plan --json`` object and RUN/plan.json.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.models.config import MATH_MAX_TOKENS
from quilltune.plan import checks
from quilltune.plan.alternatives import alternatives
from quilltune.plan.catalog import load_catalog
from quilltune.plan.cost import CostInputs, ProviderCost, artifact_bytes, price_all
from quilltune.plan.dataset import DatasetStats, from_bytes, from_manifest, input_bytes
from quilltune.plan.flops import flops_per_token, mfu
from quilltune.plan.from_config import memory_setup, resolve_shape
from quilltune.plan.hardware import device_memory_gib, peak_flops, peak_source
from quilltune.plan.knobs import choose_to_fit, refuse_unsupported
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import GIB, MemorySetup, estimate_memory, largest_micro_batch, verdict
from quilltune.plan.shape import ModelShape
from quilltune.plan.throughput import mfu_table, step_time

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

CPU_GLOO_GBPS = 5.0
"""Assumed bandwidth of gloo collectives between processes on one machine (loopback TCP)."""


@dataclass
class Plan:
    tokens: float
    tokens_per_second: float
    mfu: float
    hours: float
    gpu_hours: float
    memory_per_gpu_gib: float
    memory_breakdown: dict[str, float]
    fits: bool
    providers: list[ProviderCost]
    warnings: list[checks.Warning]
    price_per_gpu_hour: float | None
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tokens": self.tokens,
            "tokens_per_second": round(self.tokens_per_second, 3),
            "mfu": round(self.mfu, 4),
            "hours": round(self.hours, 4),
            "gpu_hours": round(self.gpu_hours, 4),
            "memory_per_gpu_gib": round(self.memory_per_gpu_gib, 3),
            "memory_breakdown": self.memory_breakdown,
            "fits": self.fits,
            "providers": [p.to_dict() for p in self.providers],
            "warnings": [w.to_dict() for w in self.warnings],
            "price_per_gpu_hour": self.price_per_gpu_hour,
            **self.details,
        }


def _epochs(cfg: RunConfig) -> float:
    # plan.epochs answers "what if"; when unset the training config decides.
    return cfg.plan.epochs if cfg.plan.epochs is not None else cfg.train.epochs


def dataset_stats(cfg: RunConfig, data_dir: Path | None, model_dir: Path | None) -> DatasetStats | None:
    if data_dir is not None and (Path(data_dir) / "manifest.json").is_file():
        return from_manifest(Path(data_dir), cfg.data.seq_len)
    if cfg.plan.dataset_bytes:
        return from_bytes(
            cfg.plan.dataset_bytes,
            bytes_per_token=cfg.plan.bytes_per_token,
            model_dir=model_dir,
            inputs=list(cfg.data.inputs),
        )
    if cfg.data.out and (Path(cfg.data.out) / "manifest.json").is_file():
        return from_manifest(Path(cfg.data.out), cfg.data.seq_len)
    raw = input_bytes(list(cfg.data.inputs))
    if raw:  # not prepared yet: the raw inputs on disk, converted like --dataset-bytes
        stats = from_bytes(
            raw, bytes_per_token=cfg.plan.bytes_per_token, model_dir=model_dir, inputs=list(cfg.data.inputs)
        )
        return replace(
            stats, source=f"{raw / 1e6:,.1f} MB of raw inputs on disk (data.inputs), not prepared yet"
        )
    return None


def _stale_data(cfg: RunConfig, data_dir: Path | None) -> list:
    """A warning when the prepared folder's tokens came from another tokenizer than the model's."""
    from quilltune.data_folder import read_manifest, stale_tokenizer

    folder = Path(data_dir) if data_dir is not None else (Path(cfg.data.out) if cfg.data.out else None)
    if folder is None or not (folder / "manifest.json").is_file():
        return []
    reason = stale_tokenizer(read_manifest(folder), _model_dir(cfg), folder)
    return [checks.Warning("STALE_DATA", reason)] if reason else []


def _model_dir(cfg: RunConfig) -> Path | None:
    from quilltune.plan.from_config import local_config

    local = local_config(cfg.model.name)
    return local.parent if local is not None else None


def _varlen(cfg: RunConfig) -> bool:
    """Packed samples attend within themselves (varlen, the default where supported): the causal
    span is a sample, not the row."""
    return cfg.data.packing and cfg.model.attn_implementation in ("auto", "varlen", "flash_attention_2")


def compute_dtype(cfg: RunConfig) -> str:
    """The dtype the job's matmuls run in: bf16 weights or bf16 autocast, else fp32 (what ``auto``
    resolves to on a CPU without native bf16)."""
    return "bf16" if cfg.train.bf16 is True or cfg.model.dtype == "bf16" else "fp32"


def cpu_speeds(
    shape: ModelShape,
    setup: MemorySetup,
    layout: BatchLayout,
    cfg: RunConfig,
    fill: float,
    loss_share: float,
    sample_len: int,
) -> dict[str, Any]:
    """This CPU's speeds for this job's kernels (micro-benchmark, cached per machine and shape)."""
    from quilltune.plan.components import in_step_factor
    from quilltune.plan.cpu_bench import LayerJob, measure
    from quilltune.plan.step_model import gemms

    t = layout.micro_batch * layout.seq_len
    loss_tokens = int(round(t * fill * loss_share))
    shapes = gemms(
        shape,
        setup.method,
        t,
        loss_tokens,
        rank=setup.lora_rank,
        targets=setup.lora_targets,
        checkpointing=setup.gradient_checkpointing,
    )
    speeds = measure(
        shape,
        shapes,
        dtype=compute_dtype(cfg),
        method=setup.method,
        tokens=t,
        sample_len=max(1, min(sample_len, layout.seq_len)),
        targets=setup.lora_targets,
        layer_job=LayerJob(
            seq_len=layout.seq_len,
            rank=setup.lora_rank,
            adapter_fp32=setup.adapter_fp32,
            varlen=_varlen(cfg),
        ),
    )
    factor = in_step_factor(shape, setup, layout, speeds)
    return {**speeds, "in_step_factor": round(factor, 3) if factor else None}


def make_plan(cfg: RunConfig, data_dir: Path | None = None, *, model: str | None = None) -> Plan:
    """Plan the job ``cfg`` describes. ``data_dir``: a prepared folder whose manifest gives the tokens."""
    p, t = cfg.plan, cfg.train
    catalog = load_catalog(p.catalog)
    on_cpu = p.gpu == "cpu"
    shape, shape_source = resolve_shape(cfg, model)
    world = t.nproc_per_node * t.nnodes if on_cpu else p.gpus_per_node * p.nodes
    nodes = 1 if on_cpu else p.nodes
    strategy = p.strategy or t.strategy
    notes: list[checks.Warning] = []
    if strategy == "single" and world > 1:
        strategy = "ddp"
        notes.append(
            checks.Warning(
                "STRATEGY_ASSUMED",
                f"{world} devices with strategy 'single': planned as DDP "
                "(replicated model); choose zero3 or fsdp2 to shard it",
                "info",
            )
        )
    refuse_unsupported(cfg, strategy)
    sharing = world if on_cpu else 1  # CPU ranks are processes sharing one machine's RAM
    cfg, chosen = choose_to_fit(
        cfg,
        lambda micro, ckpt: (
            shape,
            memory_setup(
                cfg,
                device=p.gpu,
                world_size=world,
                strategy=strategy,
                micro_batch=micro,
                gradient_checkpointing=ckpt,
            ),
        ),
        device_memory_gib(p.gpu, p.catalog),
        sharing,
        world,
        p.global_batch_rows,
    )
    t = cfg.train
    if chosen and chosen.get("fits"):
        notes.append(checks.Warning("SETTINGS_CHOSEN", f"left open, chosen to fit: {chosen['why']}", "info"))
    setup = memory_setup(cfg, device=p.gpu, world_size=world, strategy=strategy)
    layout = BatchLayout(world, t.micro_batch_size, t.grad_accum, cfg.data.seq_len)

    stats = dataset_stats(cfg, data_dir, _model_dir(cfg))
    notes += _stale_data(cfg, data_dir)
    fill = stats.mean_fill if stats else 1.0
    if t.max_steps:
        tokens = t.max_steps * layout.tokens_per_step * fill
        tokens_source = (
            f"train.max_steps {t.max_steps} x {layout.tokens_per_step:,} tokens/step x fill {fill:.2f}"
        )
    elif stats:
        per_epoch, tokens_source = stats.tokens, stats.source
        budget = cfg.data.token_budget
        if budget is not None and per_epoch > budget:  # prepare will keep at most this much
            per_epoch, tokens_source = float(budget), f"data.token_budget {budget:,} (of {stats.source})"
        tokens = per_epoch * _epochs(cfg)
        tokens_source = f"{tokens_source} x {_epochs(cfg):g} epoch(s)"
    else:
        tokens, tokens_source = (
            0.0,
            "unknown: give a prepared folder (--data), --dataset-bytes or train.max_steps",
        )
        notes.append(
            checks.Warning(
                "NO_DATASET", "no dataset size: time and cost are per token only; " + tokens_source
            )
        )

    # --- time ----------------------------------------------------------------------------------
    # MFU against the ceiling of the dtype the job computes in: on a CPU without native bf16 the job
    # runs in fp32, and its bf16 ceiling (emulated, ~1 GFLOP/s) would report MFU far above 100 %.
    peak = peak_flops(p.gpu, compute_dtype(cfg) if on_cpu else "bf16", p.catalog)
    gpu = None if on_cpu else catalog.gpu(p.gpu)
    intra = gpu.intra_node_gbps if gpu else CPU_GLOO_GBPS
    inter = gpu.inter_node_gbps if gpu else CPU_GLOO_GBPS
    loss_share = stats.loss_share if stats and stats.loss_share else 1.0
    setup = replace(setup, loss_share=min(1.0, loss_share * fill))
    sample_len = (
        int(stats.mean_sample_tokens)
        if stats and stats.mean_sample_tokens and _varlen(cfg)
        else cfg.data.seq_len
    )
    if not (stats and stats.mean_sample_tokens):
        notes.append(
            checks.Warning(
                "NO_SAMPLE_STATS",
                f"no prepared data read: rows are assumed full ({cfg.data.seq_len} tokens, one sample "
                "each, every position carrying loss); pass --data DIR, the prepared folder, for the "
                "figures the run itself will plan with (train writes its plan.json that way)",
                "info",
            )
        )
    if on_cpu and _varlen(cfg) and compute_dtype(cfg) == "bf16" and sample_len <= MATH_MAX_TOKENS:
        setup = replace(setup, attention_probs_tokens=float(sample_len))
    speeds = (
        cpu_speeds(shape, setup, layout, cfg, fill, loss_share, sample_len)
        if on_cpu and p.mfu is None
        else None
    )
    # What the step's time depends on besides the job's shape: the same for the plan's own step and
    # for the method x strategy table.
    hardware_and_data: dict[str, Any] = {
        "peak_flops": peak,
        "device": p.gpu,
        "nodes": nodes,
        "intra_gbps": intra,
        "inter_gbps": inter,
        "fill": fill,
        "loss_share": loss_share,
        "sample_len": sample_len,
        "speeds": speeds,
        "gpu": gpu,
    }
    step = step_time(shape, setup, layout, mfu=p.mfu, **hardware_and_data)
    # All CPU ranks share one machine's cores: its measured ceiling is the whole job's peak, so each
    # of the ``world`` ranks computes ``world`` times slower than step_time's one-device figure.
    peak_total = peak if on_cpu else peak * world
    tps = step.tokens_per_second / (world if on_cpu else 1)
    model_fpt = flops_per_token(shape, t.method, cfg.data.seq_len, False, t.lora.r, t.lora.target_modules)
    hw_fpt = flops_per_token(
        shape, t.method, cfg.data.seq_len, t.gradient_checkpointing, t.lora.r, t.lora.target_modules
    )
    achieved_mfu = mfu(tps, model_fpt, peak_total) or 0.0
    hours = tokens / tps / 3600 if tps else 0.0
    devices = world if not on_cpu else 1
    gpu_hours = hours * devices

    # --- memory --------------------------------------------------------------------------------
    mem = estimate_memory(shape, setup)
    capacity_gib = device_memory_gib(p.gpu, p.catalog)
    per_device_gib = mem.total_gib
    v = verdict(per_device_gib * sharing * GIB, capacity_gib * GIB)
    best_mb = largest_micro_batch(shape, setup, capacity_gib * GIB / sharing)
    other_gpus = {
        name: {
            "verdict": verdict(mem.total, g.memory_gib * GIB),
            "capacity_gib": g.memory_gib,
            "largest_micro_batch": largest_micro_batch(shape, setup, g.memory_gib * GIB),
        }
        for name, g in sorted(catalog.gpus.items())
    }

    # --- cost ----------------------------------------------------------------------------------
    offers = [] if on_cpu else catalog.offers_for(p.gpu, p.providers)
    bpt = stats.bytes_per_token if stats and stats.bytes_per_token else 4.0
    dataset_bytes = stats.bytes if stats and stats.bytes else tokens / _epochs(cfg) * bpt
    artifact = artifact_bytes(shape, t.method, t.lora.r, t.lora.target_modules)
    cost_in = CostInputs(
        hours, devices, tokens, dataset_bytes, artifact, p.experiments, p.rerun_allowance, p.price_tier
    )
    providers = price_all(offers, cost_in)
    price = providers[0].breakdown["price_per_gpu_hour"] if providers else None

    # --- checks --------------------------------------------------------------------------------
    warns = list(notes)
    unit = "process (RSS)" if on_cpu else "GPU"
    warns += checks.check_memory(
        per_device_gib * sharing,
        capacity_gib,
        v,
        best_mb,
        t.micro_batch_size,
        unit if sharing == 1 else f"machine ({sharing} processes)",
    )
    if p.claimed_tokens_per_second:
        warns += checks.check_throughput_claim(
            p.claimed_tokens_per_second, model_fpt, peak_total, devices, p.gpu
        )
        if tokens and p.claimed_hours:
            warns += checks.check_claimed_hours(tokens, p.claimed_tokens_per_second, p.claimed_hours)
        if tokens and p.deadline_hours:
            warns += checks.check_deadline(tokens, p.claimed_tokens_per_second, p.deadline_hours, "claimed")
    if tokens and p.deadline_hours:
        warns += checks.check_deadline(tokens, tps, p.deadline_hours, "predicted")
    if p.budget_usd and providers:
        warns += checks.check_budget(p.budget_usd, providers[0])
    claimed_price, how = p.claimed_price_per_gpu_hour, "the claimed price"
    if claimed_price is None and p.claimed_cost_usd and p.claimed_hours and not on_cpu:
        claimed_price = p.claimed_cost_usd / (devices * p.claimed_hours)
        how = f"the claimed ${p.claimed_cost_usd:,.0f} / ({devices} GPUs x {p.claimed_hours:g} h)"
    if claimed_price and not on_cpu:
        warns += checks.check_claimed_price(claimed_price, how, catalog.offers_for(p.gpu), p.gpu)
    if p.claimed_alternative_cost_usd or p.claimed_alternative_price_per_node_hour:
        alt = catalog.offers_for(p.gpu, [p.claimed_alternative_provider]) if not on_cpu else []
        alt_node = alt[0].price_per_gpu_hour.get("on_demand", 0) * alt[0].gpus_per_node if alt else None
        warns += checks.check_alternative_quote(
            nodes,
            p.claimed_hours or hours,
            p.claimed_alternative_price_per_node_hour,
            p.claimed_alternative_cost_usd,
            p.claimed_alternative_provider,
            alt_node,
        )

    alts = alternatives(
        tokens=tokens,
        tps=tps,
        hours=hours,
        deadline_hours=p.deadline_hours,
        budget_usd=p.budget_usd,
        devices=devices,
        price_per_device_hour=price,
        shape=shape,
        method=t.method,
        seq_len=cfg.data.seq_len,
        rank=t.lora.r,
        targets=t.lora.target_modules,
        cost_usd=providers[0].cost_usd if providers else None,
        gpus_per_node=p.gpus_per_node,
        epochs=_epochs(cfg),
    )
    prep_cores = p.prepare_cores or os.cpu_count() or 1
    prep_hours = (
        dataset_bytes / (p.prepare_mb_per_s_per_core * 1e6 * prep_cores) / 3600 if dataset_bytes else 0.0
    )
    details = {
        "model": {"name": cfg.model.name, "shape_source": shape_source, **shape.to_dict()},
        "setup": {
            "method": t.method,
            "strategy": strategy,
            "device": p.gpu,
            "devices": world,
            "nodes": nodes,
            "micro_batch": t.micro_batch_size,
            "grad_accum": t.grad_accum,
            "seq_len": cfg.data.seq_len,
            "gradient_checkpointing": t.gradient_checkpointing,
            "samples_per_step": layout.samples_per_step,
            "tokens_per_step": layout.tokens_per_step,
        },
        "tokens_source": tokens_source,
        "chosen": chosen,
        "alternatives": alts,
        "dataset": stats.to_dict() if stats else None,
        "flops_per_token": {"model": model_fpt, "hardware": hw_fpt},
        "peak_flops_per_device": peak,
        "peak_source": peak_source(p.gpu, p.catalog, compute_dtype(cfg) if on_cpu else "bf16"),
        "mfu_assumed": step.mfu_assumed,
        "mfu_source": step.mfu_source,
        "mfu_table": mfu_table(shape, setup, layout, **hardware_and_data),
        "throughput_model": step.model,
        "step": {
            "seconds": round(step.seconds, 4),
            "compute_s": round(step.compute_s, 4),
            "breakdown": {k: round(v, 5) for k, v in step.breakdown.items()},
            "speeds": _speeds_summary(speeds) if speeds else None,
            "comm_s": round(step.comm_s, 4),
            "exposed_comm_s": round(step.exposed_comm_s, 4),
            "steps": layout.steps_for_tokens(tokens, 1.0, fill) if tokens else 0,
        },
        "memory": {
            "verdict": v,
            "capacity_gib": round(capacity_gib, 2),
            "largest_micro_batch": best_mb,
            "unit": unit,
            "notes": mem.notes,
            "offloaded_to_host_gib": round(mem.offloaded_bytes / GIB, 3),
            "by_gpu_type": other_gpus,
        },
        "data_prep_hours": round(prep_hours, 3),
        "data_prep_source": f"{p.prepare_mb_per_s_per_core:g} MB/s/core x {prep_cores} cores",
    }
    return Plan(
        tokens,
        tps,
        achieved_mfu,
        hours,
        gpu_hours,
        per_device_gib,
        mem.breakdown_gib(),
        v != "exceeds",
        providers,
        warns,
        price,
        details,
    )


def _speeds_summary(speeds: dict[str, Any]) -> dict[str, Any]:
    keep = (
        "measured_at",
        "cpu",
        "threads",
        "dtype",
        "cpu_share",
        "contended",
        "bench_seconds",
        "dequant_how",
        "in_step_factor",
        "speed_drift",
    )
    layer = speeds.get("layer")
    return {k: speeds.get(k) for k in keep} | {
        "layer_ms": round(layer["s_per_token"] * layer["tokens"] * 1e3, 1) if layer else None,
        "layer_ms_threads": round(layer["s_per_token_threads"] * layer["tokens"] * 1e3, 1)
        if layer and layer.get("s_per_token_threads")
        else None,
        "layer_tokens": layer["tokens"] if layer else None,
        "elementwise_gb_per_s": round(speeds["elementwise_bytes_per_s"] / 1e9, 2),
        "dispatch_us": round(speeds["dispatch_s"] * 1e6, 2),
    }
