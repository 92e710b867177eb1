"""Time per optimizer step: compute at an assumed MFU, plus the collectives that are not hidden.

Compute: ``tokens x hardware FLOPs per token / (peak x MFU)`` (hardware FLOPs include the recompute
of gradient checkpointing). Communication of parameter-sharding strategies (ZeRO-3, FSDP2): every
micro-batch all-gathers the weights for the forward (and again for the recompute and the backward)
and reduce-scatters the trainable gradients; across nodes the per-GPU fabric bandwidth is the
bottleneck, so adding nodes is never assumed free. A prefetching framework hides part of it behind
compute (``OVERLAP``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from quilltune.plan.flops import flops_per_token
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import SHARDS_PARAMS, MemorySetup, base_weight_bytes, trainable_params
from quilltune.plan.shape import ModelShape


@dataclass(frozen=True)
class MfuEntry:
    mfu: float
    source: str


# Model-FLOPs utilisation assumed before a probe, by device class and method. Strategy effects are
# modelled separately (communication), so these are single-device compute efficiencies.
MFU_TABLE: dict[tuple[str, str], MfuEntry] = {
    ("gpu", "full"): MfuEntry(
        0.40, "torchtitan (arXiv:2410.06511): Llama 3 8B FSDP2 bf16 on H100 at ~38-42 % MFU"
    ),
    # The H200 runs of benchmarks/NOTES.md ("GPU"), eager, against the catalog's datasheet peak; the
    # QLoRA figure counts the recompute of gradient checkpointing.
    ("gpu", "lora"): MfuEntry(
        0.35, "measured 2026-11-30: 8B LoRA seq 4096 on one H200, 35 % (50 % with train.compile)"
    ),
    ("gpu", "qlora"): MfuEntry(
        0.46,
        "measured 2026-11-30: 70B QLoRA NF4 seq 4096 on one H200, 46 % incl. recompute; calibrate with --probe",
    ),
    # No idle measurement of full fine-tuning on a CPU yet: between the stock recipe's LoRA and
    # QLoRA MFU (benchmarks/NOTES.md, "Figures behind constants in the source").
    ("cpu", "full"): MfuEntry(
        0.25, "assumption between LoRA's 29 % and QLoRA's 26 % (STACK-NOTES); calibrate with --probe"
    ),
    # quilltune's own loop (bf16 autocast, loss on labelled tokens only) on the idle 2-core EPYC
    # (benchmarks/NOTES.md, "Figures behind constants in the source").
    ("cpu", "lora"): MfuEntry(
        0.50,
        "assumption: as quilltune's measured QLoRA (51 %), LoRA skips the NF4 dequantisation; calibrate with --probe",
    ),
    ("cpu", "qlora"): MfuEntry(
        0.50, "measured 2026-11-30: quilltune QLoRA, SmolLM2 4x512, 315 tok/s on an idle 2-core EPYC (51 %)"
    ),
}

# train.compile (regional) where it was measured; elsewhere the eager figure stands, and says so.
MFU_COMPILED: dict[tuple[str, str], MfuEntry] = {
    ("gpu", "lora"): MfuEntry(
        0.497, "measured 2026-11-30: 8B LoRA seq 4096 on one H200 with train.compile, 49.7 % (13,384 tok/s)"
    ),
    ("gpu", "qlora"): MfuEntry(
        0.62,
        "measured 2026-12-04: 70B QLoRA NF4 seq 4096, micro 4, checkpointed, on one H200 with train.compile, "
        "62 % incl. recompute (1,345 tok/s)",
    ),
}

OVERLAP = 0.7
"""Share of compute time behind which prefetched all-gathers / reduce-scatters hide."""
UNHIDDEN_LAYERS = 2
"""FSDP2: layers' worth of collectives that no compute can hide, the first layer's all-gather (nothing
runs before it) and the last reduce-scatter (nothing runs after it); the rest hides behind
``OVERLAP`` of the compute (torchtitan's 8 -> 128 GPU figures, benchmarks/plan-accuracy.md). Other
strategies keep ``1 - OVERLAP`` of their communication exposed: no measurement says better."""
COLLECTIVE_EFFICIENCY = 0.75
"""Achieved bus bandwidth of NCCL ring collectives relative to the link's datasheet figure."""


def mfu_for(device: str, method: str, override: float | None = None, compiled: bool = False) -> MfuEntry:
    if override is not None:
        return MfuEntry(override, "given (--mfu or a probe)")
    key = ("cpu" if device == "cpu" else "gpu", method)
    if compiled:
        if key in MFU_COMPILED:
            return MFU_COMPILED[key]
        eager = MFU_TABLE[key]
        return MfuEntry(eager.mfu, eager.source + "; train.compile not measured for this case: eager figure")
    return MFU_TABLE[key]


@dataclass(frozen=True)
class StepTime:
    compute_s: float
    comm_s: float
    exposed_comm_s: float
    tokens: int
    mfu_assumed: float
    mfu_source: str
    breakdown: dict[str, float] = field(default_factory=dict)
    """Seconds of one optimizer step by part (gemm, attention, elementwise, dequant, fixed)."""
    model: str = "mfu"
    """How compute was predicted: "components" (measured or per-family kernel speeds) or "mfu"."""

    @property
    def seconds(self) -> float:
        return self.compute_s + self.exposed_comm_s

    @property
    def tokens_per_second(self) -> float:
        return self.tokens / self.seconds


def comm_seconds_per_micro_batch(
    shape: ModelShape, s: MemorySetup, nodes: int, intra_gbps: float, inter_gbps: float
) -> float:
    """Collective time of one micro-batch on one rank, fully exposed."""
    w = s.world_size
    if w <= 1:
        return 0.0
    bw = (inter_gbps if nodes > 1 else intra_gbps) * 1e9 * COLLECTIVE_EFFICIENCY
    ring = (w - 1) / w
    grad_bytes = trainable_params(shape, s) * (4 if s.method != "full" else 2)
    if s.strategy in SHARDS_PARAMS:
        gathers = 3 if s.gradient_checkpointing else 2  # forward, (recompute), backward
        weight_bytes = base_weight_bytes(shape, s)[0]
        return (gathers * weight_bytes + grad_bytes) * ring / bw
    # DDP / ZeRO-1/2: one all-reduce (= reduce-scatter + all-gather) of the gradients per step; it is
    # amortised over the accumulation by the caller.
    return 2 * grad_bytes * ring / bw


def step_time(
    shape: ModelShape,
    s: MemorySetup,
    layout: BatchLayout,
    *,
    peak_flops: float,
    device: str,
    nodes: int = 1,
    intra_gbps: float = 450.0,
    inter_gbps: float = 50.0,
    mfu: float | None = None,
    fill: float = 1.0,
    loss_share: float = 1.0,
    sample_len: int | None = None,
    speeds: dict[str, Any] | None = None,
    gpu: Any = None,
) -> StepTime:
    """Seconds of one optimizer step for the whole job (every rank works in parallel).

    With ``speeds`` (CPU: the micro-benchmark of ``plan/cpu_bench.py``) or a catalog ``gpu``, and no
    ``mfu`` override, compute is the sum of the step's parts (``plan/step_model.py``); otherwise it
    is the hardware FLOPs at one assumed MFU (the fallback, and what ``--mfu`` asks for)."""
    entry = mfu_for(device, s.method, mfu, compiled=s.compiled)
    tokens_per_rank = layout.micro_batch * layout.grad_accum * layout.seq_len * fill
    hw = flops_per_token(
        shape, s.method, layout.seq_len, s.gradient_checkpointing, s.lora_rank, s.lora_targets
    )
    breakdown: dict[str, float] = {}
    how = "mfu"
    if mfu is None and (speeds is not None or gpu is not None):
        from quilltune.plan.components import step_components

        try:
            parts = step_components(
                shape,
                s,
                layout,
                fill=fill,
                loss_share=loss_share,
                sample_len=sample_len or layout.seq_len,
                speeds=speeds,
                gpu=gpu,
                peak_flops=peak_flops,
                entry=entry,
            )
        except KeyError:  # a shape the CPU micro-benchmark did not time (another method's row)
            parts = None
    else:
        parts = None
    if parts is not None:
        breakdown = {k: v * layout.grad_accum if k != "fixed_per_step" else v for k, v in parts.items()}
        compute = sum(breakdown.values())
        how = "components"
    else:
        # The table's MFU is the hardware's efficiency without recompute; checkpointing runs the extra
        # forward at the same efficiency, so it costs hw/model more time (and lowers the achieved MFU).
        compute = tokens_per_rank * hw / (peak_flops * entry.mfu)
        breakdown = {"compute_at_mfu": compute}
    per_micro = comm_seconds_per_micro_batch(shape, s, nodes, intra_gbps, inter_gbps)
    comm = per_micro * layout.grad_accum if s.strategy in SHARDS_PARAMS else per_micro
    if s.strategy == "fsdp2":
        unhidden = comm * min(1.0, UNHIDDEN_LAYERS / max(shape.num_layers, 1))
    else:
        unhidden = (1 - OVERLAP) * comm
    exposed = max(comm - OVERLAP * compute, unhidden) if comm else 0.0
    return StepTime(
        compute,
        comm,
        exposed,
        int(tokens_per_rank * layout.world_size),
        entry.mfu,
        entry.source,
        breakdown,
        how,
    )


def mfu_table(
    shape: ModelShape, s: MemorySetup, layout: BatchLayout, *, peak_flops: float, device: str, **hardware: Any
) -> list[dict]:
    """Assumed compute MFU and the MFU left after exposed communication, for each method x strategy
    on this device and cluster: what the choice of method and strategy costs in efficiency.
    ``hardware``: the rest of ``step_time``'s keywords (cluster, data fill, measured speeds)."""
    from dataclasses import replace

    from quilltune.plan.flops import flops_per_token

    strategies = ("single",) if layout.world_size == 1 else ("ddp", "zero1", "zero2", "zero3", "fsdp2")
    rows = []
    for method in ("full", "lora", "qlora"):
        entry = mfu_for(device, method, compiled=s.compiled)
        for strategy in strategies:
            variant = replace(s, method=method, strategy=strategy)
            st = step_time(shape, variant, layout, peak_flops=peak_flops, device=device, **hardware)
            model = flops_per_token(shape, method, layout.seq_len, False, s.lora_rank, s.lora_targets)
            achieved = st.tokens_per_second / layout.world_size * model / peak_flops
            if st.model == "components":  # compute-only MFU of the summed parts, not an assumption
                entry = MfuEntry(
                    st.tokens / layout.world_size * model / (st.compute_s * peak_flops),
                    "sum of the step's parts (GEMMs, attention, element-wise, fixed)",
                )
            rows.append(
                {
                    "method": method,
                    "device": device,
                    "strategy": strategy,
                    "mfu_compute": entry.mfu,
                    "mfu_achieved": round(achieved, 4),
                    "exposed_comm_share": round(st.exposed_comm_s / st.seconds, 4),
                    "source": entry.source,
                }
            )
    return rows
