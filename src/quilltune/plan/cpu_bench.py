"""A few-second micro-benchmark of *this* job's work on *this* CPU, cached per machine.

One 2048^3 matmul says little about a training step on a CPU: an AMX Xeon runs it several times
faster than an AMD EPYC, yet both train the demo at about the same rate (benchmarks/NOTES.md),
because the model's own GEMMs are small and skinny (hidden 576, LoRA rank 16) and the element-wise
work, casts and the NF4 de-quantisation do not speed up with the matrix engine. So this times what the step does (``plan/step_model.py``):
each distinct GEMM shape of the model (projections, their gradients, LoRA's skinny products, the
LM head) at the job's row count and in ``F.linear``'s operand layout, causal attention with the
kernel the trainer uses (sdpa, per sample), a block's element-wise forward + backward with
autograd at the job's micro-batch size (``plan/elementwise_bench.py``), bitsandbytes' NF4
de-quantisation for QLoRA, and the cost of one dispatched kernel.

Shared machines: every item is timed on **one thread**, several times, each time read as
``min(wall, process CPU time)`` — the CPU time one thread spends on a kernel hardly grows when other
processes take the cores, its wall time does; with two or more threads, OpenMP barriers wait for
descheduled threads and both wall and CPU time balloon (by orders of magnitude on a loaded
machine: benchmarks/NOTES.md) — and the best repeat is kept. The training job's ``threads`` then divide the time at ``PARALLEL_EFFICIENCY`` (an
assumption, recorded in the cache entry). The share of a core the process got is recorded; a
contended entry is measured again after ``RECHECK_S``, any entry after ``RESAMPLE_S``, and each
item's figure is the median of its last few uncontended measurements (``plan/bench_samples.py``:
the all-time fastest drifted optimistic on a VM whose speed swings between hours).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quilltune.files import write_json_atomic
from quilltune.paths import cache_dir
from quilltune.plan import bench_samples, speed_drift
from quilltune.plan.hardware import CONTENDED, RECHECK_S, _threads, cpu_identity, read_cache
from quilltune.plan.kernel_timing import (
    MAX_BENCH_ROWS,
    Clock,
    _bucket,
    _time_attention,
    _time_dequant,
    _time_dispatch,
    _time_elementwise,
    _time_gemms,
    gemm_key,
)
from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import Gemm, lora_target_names

VERSION = 10
"""Bumped when what an entry measures changes (4: NF4 de-quantisation into the job's dtype, attention
through the trainer's own per-sample call; 5: element-wise work as a block's forward + backward
with autograd, per token and layer, keyed by size and LoRA targets; GEMMs at the job's row count
and F.linear's operand layout, keyed by row size class; 7: bf16 attention of samples up to
``MATH_MAX_TOKENS`` through the trainer's GEMM path; 8: one real decoder layer, on one thread and
on the job's threads; 9: each item the median of its recent measurements, keyed by the CPU's
family, model and matrix extensions rather than its marketing name; 10: a reference product timed with
each measurement, so a later plan scales the figures by how the machine's speed drifted since,
``plan/speed_drift.py``)."""
FREE_CORES_OTHERS = 0.3
"""Cores other processes may keep busy while the layer is timed on the job's threads for the figure
to count."""
PARALLEL_EFFICIENCY = {"gemm": 0.95, "elementwise": 0.85, "attention": 0.9, "dequant": 0.85, "dispatch": 0.0}
"""Speed-up per added thread relative to perfect scaling, by kind (dispatch is serial: Python)."""


def _cache_file() -> Path:
    return cache_dir() / "plan" / "cpu-step-bench.json"


def thread_speedup(kind: str, threads: int) -> float:
    """How much faster ``threads`` threads run a kind of work than one (``PARALLEL_EFFICIENCY``)."""
    return 1 + (threads - 1) * PARALLEL_EFFICIENCY[kind]


@dataclass(frozen=True)
class LayerJob:
    """What the one-layer timing (``plan/layer_bench.py``) needs besides the shape and dtype."""

    seq_len: int
    rank: int
    adapter_fp32: bool
    varlen: bool

    def key(self, tokens_bucket: str, sample_bucket: str) -> str:
        adapters = "fp32" if self.adapter_fp32 else "half"
        return (
            f"{tokens_bucket}|s{sample_bucket}|seq{self.seq_len}|r{self.rank}|{adapters}|varlen={self.varlen}"
        )


def _time_layer(
    shape: ModelShape,
    job: LayerJob,
    tokens: int,
    sample_len: int,
    dtype: str,
    method: str,
    targets: list[str] | str,
    threads: int,
) -> dict[str, Any] | None:
    """One real layer's forward + backward (``plan/layer_bench.py``), seconds per token: on one
    thread (robust to other processes, like every item here), and on the job's ``threads`` when
    those found the machine free (OpenMP threads wait for each other when a core is taken: such a
    figure would say nothing)."""
    import torch

    from quilltune.plan.hardware import busy_cpu_seconds, others_cores
    from quilltune.plan.layer_bench import seconds_per_token

    def timed_on(n: int) -> tuple[tuple[float, int] | None, float]:
        torch.set_num_threads(n)
        busy, own, wall = busy_cpu_seconds(), time.process_time(), time.perf_counter()
        timed = seconds_per_token(
            shape,
            tokens=tokens,
            seq_len=job.seq_len,
            sample_len=sample_len,
            dtype=dtype,
            method=method,
            rank=job.rank,
            targets=targets,
            adapter_fp32=job.adapter_fp32,
            varlen=job.varlen,
            clock=Clock(n),
        )
        return timed, others_cores(
            busy_cpu_seconds() - busy, time.process_time() - own, time.perf_counter() - wall
        )

    one, _ = timed_on(1)
    if one is None:
        return None
    fresh: dict[str, Any] = {"s_per_token": one[0], "tokens": one[1], "sample_len": sample_len}
    if threads > 1:
        many, others = timed_on(threads)
        if many is not None and others < FREE_CORES_OTHERS:
            fresh["s_per_token_threads"] = many[0]
    return fresh


def _bench_key(shape: ModelShape, dtype: str, threads: int, method: str) -> str:
    import torch

    return (
        f"v{VERSION}|{cpu_identity()}|threads={threads}|torch={torch.__version__}|{dtype}|{method}|"
        f"h{shape.hidden_size}i{shape.intermediate_size}L{shape.num_layers}a{shape.num_heads}x{shape.head_dim}"
        f"kv{shape.num_kv_heads}v{shape.vocab_size}"
    )


def measure(
    shape: ModelShape,
    gemms: list[Gemm],
    *,
    dtype: str,
    method: str,
    tokens: int,
    sample_len: int,
    targets: list[str] | str = "all-linear",
    threads: int | None = None,
    refresh: bool = False,
    layer_job: LayerJob | None = None,
) -> dict[str, Any]:
    """Speeds of this job's kernels on this CPU, cached per machine and model shape; only what the
    cache lacks is timed (a few seconds on a CPU with native bf16), and everything again when the
    entry was contended (after ``RECHECK_S``) or is older than ``bench_samples.RESAMPLE_S``.
    Imports torch."""
    threads = threads or _threads()
    key = _bench_key(shape, dtype, threads, method)
    path = _cache_file()
    cached = read_cache(path)
    entry = cached.get(key) or {}
    age = time.time() - entry.get("measured_unix", 0)
    stale = refresh or (entry.get("contended") and age >= RECHECK_S) or age >= bench_samples.RESAMPLE_S
    s_b = str(_bucket(sample_len))
    # element-wise speeds depend on the size (cache-resident or not) and on which outputs carry adapters
    t_b = f"{_bucket(min(tokens, MAX_BENCH_ROWS))}|{','.join(sorted(lora_target_names(targets)))}"
    per_row = dict(entry.get("gemm_s_per_row") or {})
    attention = dict(entry.get("attention_s_per_token_pos") or {})
    elementwise = dict(entry.get("elementwise_s_per_token_layer") or {})
    layers = dict(entry.get("layer_s_per_token") or {})
    l_b = layer_job.key(t_b, s_b) if layer_job else None
    todo = _Todo(
        gemms=[g for g in gemms if stale or gemm_key(g) not in per_row],
        elementwise=stale or t_b not in elementwise,
        dequant=method == "qlora" and (stale or "dequant_params_per_s" not in entry),
        attention=stale or s_b not in attention,
        dispatch=stale or "dispatch_s" not in entry,
        layer=layer_job is not None and l_b is not None and (stale or l_b not in layers),
    )
    if todo.any():
        start = time.perf_counter()
        fresh, how, share = _time_items(
            todo, shape, dtype, method, targets, threads, tokens, sample_len, t_b, s_b, layer_job
        )
        contended = share < CONTENDED
        samples = entry.setdefault("samples", {})

        def figure(item: str, value: float, item_contended: bool = contended) -> float:
            return bench_samples.record(samples, item, value, item_contended)

        for k, v in fresh.get("gemm", {}).items():
            per_row[k] = figure(f"gemm|{k}", v)
        if "elementwise" in fresh:
            sec, counted = fresh["elementwise"]
            typical = figure(f"elementwise|{t_b}", sec)
            elementwise[t_b] = (typical, counted / typical)
        if "dequant" in fresh:
            rate = fresh["dequant"]
            entry["dequant_params_per_s"] = figure("dequant_params_per_s", rate) if rate else None
            entry["dequant_how"] = how
        if "attention" in fresh:
            attention[s_b] = figure(f"attention|{s_b}", fresh["attention"])
        if "dispatch" in fresh:
            entry["dispatch_s"] = figure("dispatch_s", fresh["dispatch"])
        figure(speed_drift.REFERENCE, speed_drift.time_reference())
        layer_contended = False
        if "layer" in fresh:
            layers[l_b], layer_contended = _layer_figures(
                fresh["layer"], layers.get(l_b), l_b, figure, threads
            )
        entry.update(
            {
                "gemm_s_per_row": per_row,
                "attention_s_per_token_pos": attention,
                "elementwise_s_per_token_layer": elementwise,
                "layer_s_per_token": layers,
                "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "measured_unix": time.time(),
                "bench_seconds": round(time.perf_counter() - start, 2),
                "cpu_share": round(share, 3),
                "contended": contended or layer_contended,
                "threads": threads,
                "cpu": cpu_identity(),
                "dtype": dtype,
                "scaling": f"timed on 1 thread, scaled to {threads} with parallel efficiency {PARALLEL_EFFICIENCY}"
                + (
                    ", then to one decoder layer timed on them" if not layer_contended and threads > 1 else ""
                ),
                "figures": f"median of each item's last {bench_samples.HISTORY} uncontended measurements",
            }
        )
        cached[key] = entry
        write_json_atomic(path, cached)  # concurrent planners never read half a file
    view = {
        k: v
        for k, v in entry.items()
        if k
        not in ("attention_s_per_token_pos", "elementwise_s_per_token_layer", "layer_s_per_token", "samples")
    }
    view["layer"] = layers.get(l_b) if l_b else None
    view["attention_s_per_token_pos"] = attention[s_b]
    view["elementwise_s_per_token_layer"], view["elementwise_bytes_per_s"] = elementwise[t_b]
    view.setdefault("dequant_how", "not QLoRA")
    view.setdefault("dequant_params_per_s", None)
    factor = 1.0
    if not todo.any() and age >= speed_drift.CHECK_AFTER_S:
        factor = speed_drift.drift(entry.get("samples") or {}, speed_drift.time_reference())
    view["speed_drift"] = round(factor, 3)
    return speed_drift.scaled(view, factor)


@dataclass(frozen=True)
class _Todo:
    """Which of a job's items ``measure`` has to time now."""

    gemms: list[Gemm]
    elementwise: bool
    dequant: bool
    attention: bool
    dispatch: bool
    layer: bool

    def any(self) -> bool:
        return (
            bool(self.gemms)
            or self.elementwise
            or self.dequant
            or self.attention
            or self.dispatch
            or self.layer
        )


def _time_items(
    todo: _Todo,
    shape: ModelShape,
    dtype: str,
    method: str,
    targets: list[str] | str,
    threads: int,
    tokens: int,
    sample_len: int,
    t_b: str,
    s_b: str,
    layer_job: LayerJob | None,
) -> tuple[dict[str, Any], str, float]:
    """(this measurement of each item in ``todo``, already scaled to ``threads``; how the NF4
    de-quantisation was timed; the share of a core the one-thread timings got)."""
    import torch

    def speedup(kind: str) -> float:
        return thread_speedup(kind, threads)

    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    clock = Clock(1)
    fresh: dict[str, Any] = {}
    how = "not QLoRA"
    try:
        with torch.no_grad():
            fresh["gemm"] = {k: v / speedup("gemm") for k, v in _time_gemms(todo.gemms, dtype, clock).items()}
            if todo.elementwise:
                sec, bw = _time_elementwise(shape, int(t_b.split("|")[0]), dtype, method, targets, clock)
                # bytes counted per token and layer: the same whatever the speed
                fresh["elementwise"] = (sec / speedup("elementwise"), sec * bw)
            if todo.dequant:
                rate, how = _time_dequant(shape, clock, dtype)
                fresh["dequant"] = rate * speedup("dequant") if rate else None
        if todo.attention:
            fresh["attention"] = _time_attention(shape, int(s_b), dtype, clock) / speedup("attention")
        if todo.dispatch:
            fresh["dispatch"] = _time_dispatch(clock)
        share = clock.share
        if todo.layer and layer_job is not None:
            fresh["layer"] = _time_layer(
                shape, layer_job, tokens, sample_len, dtype, method, targets, threads
            )
    finally:
        torch.set_num_threads(previous)
    return fresh, how, share


def _layer_figures(
    timed: dict[str, Any] | None, before: dict[str, Any] | None, l_b: str, figure, threads: int
) -> tuple[dict[str, Any] | None, bool]:
    """(the layer's cached figures after this measurement, whether the job's threads found the
    machine busy). The figure on the job's threads is only ever measured on a free machine."""
    if timed is None:
        return before, False
    out = dict(timed)
    out["s_per_token"] = figure(f"layer|{l_b}|s_per_token", timed["s_per_token"])
    if "s_per_token_threads" in timed:
        out["s_per_token_threads"] = figure(f"layer|{l_b}|threads", timed["s_per_token_threads"], False)
    elif before and "s_per_token_threads" in before:
        out["s_per_token_threads"] = before["s_per_token_threads"]
    # no figure on the job's threads (others held cores): measure again later
    return out, threads > 1 and "s_per_token_threads" not in out
