"""Seconds of a micro-batch by part: the step model's work (``plan/step_model.py``) at the device's
speeds — measured on this CPU (``plan/cpu_bench.py``), or per GPU family from the catalog.

GPU speeds per family: dense GEMMs reach ``GPU_GEMM_EFFICIENCY`` of the datasheet bf16 peak, and
no GEMM runs faster than its bytes over the HBM bandwidth (the roofline: LoRA's rank-16 products
and small-batch shapes are bandwidth-bound); attention runs at its kernel's share of the peak with
causal halving; element-wise kernels move their bytes at ``ELEMENTWISE_BW_SHARE`` of the HBM
bandwidth; every launched kernel costs at least ``GPU_LAUNCH_S``; each optimizer step has a fixed
``GPU_FIXED_STEP_S`` (optimizer, gradient clipping, bookkeeping).
"""

from __future__ import annotations

from typing import Any

from quilltune.plan.cpu_bench import gemm_key
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import MemorySetup, activation_bytes, trainable_params
from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import (
    attention_flops,
    dequant_params,
    dispatched_ops,
    elementwise_bytes,
    gemms,
)

# Fitted on the H200 runs of benchmarks/NOTES.md ("GPU": 8B LoRA eager and compiled, 70B QLoRA
# checkpointed; fit and residuals: benchmarks/plan-accuracy.md). No other family was measured: the
# same shares apply to every NVIDIA/AMD family, with the family's own peak and bandwidth.
GPU_GEMM_EFFICIENCY = {"full": 0.62, "lora": 0.62, "qlora": 0.62}
GPU_GEMM_EFFICIENCY_COMPILED = {"full": 0.71, "lora": 0.71, "qlora": 0.71}
ATTENTION_EFFICIENCY = {"varlen": 0.45, "flash_attention_2": 0.45, "sdpa": 0.40, "auto": 0.45, "eager": 0.15}
ELEMENTWISE_BW_SHARE = 0.6
COMPILED_ELEMENTWISE_SHARE = 0.4
"""Element-wise bytes left after torch.compile fuses a layer's chains (regional compile)."""
GPU_LAUNCH_S = 6e-6
GPU_FIXED_STEP_S = 0.02
OPTIMIZER_BYTES_PER_PARAM = 32.0
"""AdamW touches param, gradient and two fp32 moments: read and write each."""
DEQUANT_BYTES_PER_PARAM = 2.5
"""NF4 read (0.5 B) + bf16 written (2 B) per parameter and pass."""


def _tokens(layout: BatchLayout) -> int:
    return layout.micro_batch * layout.seq_len


def _cpu_parts(
    shape: ModelShape,
    s: MemorySetup,
    layout: BatchLayout,
    loss_tokens: int,
    sample_len: int,
    speeds: dict[str, Any],
) -> dict[str, float]:
    t = _tokens(layout)
    gs = gemms(
        shape,
        s.method,
        t,
        loss_tokens,
        rank=s.lora_rank,
        targets=s.lora_targets,
        checkpointing=s.gradient_checkpointing,
    )
    table = speeds["gemm_s_per_row"]
    by_kind: dict[str, float] = {}
    for g in gs:
        by_kind[g.kind] = by_kind.get(g.kind, 0.0) + g.count * g.rows * table[gemm_key(g)]
    samples = t / sample_len
    attention = speeds["attention_s_per_token_pos"] * sample_len**2 * samples * shape.num_layers
    attention *= 4 / 3 if s.gradient_checkpointing else 1.0
    eb = elementwise_bytes(
        shape,
        s.method,
        t,
        loss_tokens,
        targets=s.lora_targets,
        checkpointing=s.gradient_checkpointing,
        act_bytes=activation_bytes(s),
    )
    bw = speeds["elementwise_bytes_per_s"]
    dq = dequant_params(shape, s.method, s.gradient_checkpointing)
    dequant = (
        dq / speeds["dequant_params_per_s"]
        if speeds.get("dequant_params_per_s")
        else dq * DEQUANT_BYTES_PER_PARAM / bw
    )
    dispatch = (
        dispatched_ops(shape, s.method, s.lora_targets, s.gradient_checkpointing) * speeds["dispatch_s"]
    )
    parts = {
        **{f"gemm {k}": v for k, v in by_kind.items()},
        "attention": attention,
        # timed as a block's forward + backward per token and layer; the recompute is one more forward
        "elementwise blocks": speeds["elementwise_s_per_token_layer"]
        * t
        * shape.num_layers
        * (4 / 3 if s.gradient_checkpointing else 1.0),
        "elementwise loss": eb["loss"] / bw,
        **({"dequant nf4": dequant} if dq else {}),
        "dispatch": dispatch,
        "fixed_per_step": trainable_params(shape, s) * OPTIMIZER_BYTES_PER_PARAM / bw,
    }
    factor = speeds.get("in_step_factor") or 1.0
    return {k: v * factor if _in_layer(k) else v for k, v in parts.items()}


def _in_layer(part: str) -> str | None:
    """The thread-scaling kind of a part that runs inside the decoder layers, else None."""
    if part.startswith("gemm ") and "lm_head" not in part:
        return "gemm"
    return {"attention": "attention", "elementwise blocks": "elementwise"}.get(part)


def in_step_factor(
    shape: ModelShape, s: MemorySetup, layout: BatchLayout, speeds: dict[str, Any]
) -> float | None:
    """How much slower the decoder layer runs in a step than its parts timed alone: one real
    layer's time (``plan/layer_bench.py``) over the parts' sum for one layer at the same tokens and
    sample length, without recompute. Against the layer timed on the job's threads where the
    machine was free for it (thread scaling measured, not assumed), else on one thread against the
    parts back at one thread. None when no layer was timed."""
    layer = speeds.get("layer")
    if not layer:
        return None
    from dataclasses import replace

    from quilltune.plan.cpu_bench import thread_speedup

    plain = replace(s, gradient_checkpointing=False)
    alone = {**speeds, "in_step_factor": None}
    parts = _cpu_parts(shape, plain, layout, 0, int(layer["sample_len"]), alone)
    threads = int(speeds.get("threads") or 1)
    tokens = _tokens(layout) * shape.num_layers
    if threads > 1 and layer.get("s_per_token_threads"):
        at_threads = sum(v for k, v in parts.items() if _in_layer(k)) / tokens
        return layer["s_per_token_threads"] / at_threads if at_threads > 0 else None
    one_thread = (
        sum(v * thread_speedup(_in_layer(k), threads) for k, v in parts.items() if _in_layer(k)) / tokens
    )
    return layer["s_per_token"] / one_thread if one_thread > 0 else None


def _gpu_parts(
    shape: ModelShape,
    s: MemorySetup,
    layout: BatchLayout,
    loss_tokens: int,
    sample_len: int,
    gpu: Any,
    peak: float,
) -> dict[str, float]:
    t = _tokens(layout)
    bw = (getattr(gpu, "memory_tbps", None) or 2.0) * 1e12
    eff = (GPU_GEMM_EFFICIENCY_COMPILED if s.compiled else GPU_GEMM_EFFICIENCY)[s.method]
    by_kind: dict[str, float] = {}
    for g in gemms(
        shape,
        s.method,
        t,
        loss_tokens,
        rank=s.lora_rank,
        targets=s.lora_targets,
        checkpointing=s.gradient_checkpointing,
    ):
        moved = 2.0 * (g.m * g.k + g.k * g.n + g.m * g.n) * g.count
        by_kind[g.kind] = by_kind.get(g.kind, 0.0) + max(g.flops / (peak * eff), moved / (bw * 0.8))
    attn_eff = ATTENTION_EFFICIENCY.get(s.attn_implementation, ATTENTION_EFFICIENCY["sdpa"])
    attention = attention_flops(shape, t, sample_len, s.gradient_checkpointing) / (peak * attn_eff)
    eb = elementwise_bytes(
        shape, s.method, t, loss_tokens, targets=s.lora_targets, checkpointing=s.gradient_checkpointing
    )
    fuse = COMPILED_ELEMENTWISE_SHARE if s.compiled else 1.0
    dq = dequant_params(shape, s.method, s.gradient_checkpointing) * DEQUANT_BYTES_PER_PARAM
    ops = dispatched_ops(shape, s.method, s.lora_targets, s.gradient_checkpointing)
    opt_bytes = trainable_params(shape, s) * OPTIMIZER_BYTES_PER_PARAM
    return {
        **{f"gemm {k}": v for k, v in by_kind.items()},
        "attention": attention,
        "elementwise blocks": eb["blocks"] * fuse / (bw * ELEMENTWISE_BW_SHARE),
        "elementwise loss": eb["loss"] / (bw * ELEMENTWISE_BW_SHARE),
        **({"dequant nf4": dq / (bw * ELEMENTWISE_BW_SHARE)} if dq else {}),
        "dispatch": ops * GPU_LAUNCH_S * (0.3 if s.compiled else 1.0),
        "fixed_per_step": GPU_FIXED_STEP_S + opt_bytes / (bw * ELEMENTWISE_BW_SHARE),
    }


def step_components(
    shape: ModelShape,
    s: MemorySetup,
    layout: BatchLayout,
    *,
    fill: float,
    loss_share: float,
    sample_len: int,
    speeds: dict[str, Any] | None,
    gpu: Any,
    peak_flops: float,
    entry: Any = None,
) -> dict[str, float]:
    """Seconds per micro-batch by part; ``fixed_per_step`` is per optimizer step."""
    loss_tokens = int(round(_tokens(layout) * fill * loss_share))
    sample_len = max(1, min(sample_len, layout.seq_len))
    if speeds is not None:
        return _cpu_parts(shape, s, layout, loss_tokens, sample_len, speeds)
    return _gpu_parts(shape, s, layout, loss_tokens, sample_len, gpu, peak_flops)
