"""Timers of the kernels a training step runs, on this CPU, for the plan's micro-benchmark
(``plan/cpu_bench.py``) and ``quilltune bench``: each GEMM shape at the job's row count in
``F.linear``'s operand layout, causal attention through the trainer's own per-sample call, a block's
element-wise forward + backward, bitsandbytes' NF4 de-quantisation and one dispatched op. ``Clock``
reads each call as ``min(wall, CPU time / threads)`` and keeps the best repeat (why: cpu_bench's
docstring).
"""

from __future__ import annotations

import math
import time

from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import Gemm, elementwise_bytes

MAX_BENCH_ROWS = 2048
"""Longest token dimension actually timed; longer GEMMs scale linearly from it (efficiency is flat
well before 2048 rows)."""
_MIN_REPEATS = 3
MIN_BENCH_ROWS = 16
MAX_PRODUCT_S = 0.5
"""Longest one timed product may take; slower shapes (bf16 emulated on AVX2) are timed on fewer rows."""
_MIN_SECONDS = 0.05


class Clock:
    """Times a callable: best of the repeats of ``min(wall, CPU time / threads)``."""

    def __init__(self, threads: int) -> None:
        self.threads = threads
        self.cpu = self.wall = 0.0

    def time(self, fn) -> float:
        """One call's seconds: ``min(wall, CPU time / threads)``."""
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        c, w = time.process_time() - c0, time.perf_counter() - w0
        self.cpu, self.wall = self.cpu + c, self.wall + w
        return min(w, c / self.threads) if c > 0 else w

    def best(self, fn, repeats: int = _MIN_REPEATS, warm_up: bool = True) -> float:
        if warm_up:
            fn()  # allocation, kernel choice
        best, n, spent = float("inf"), 0, 0.0
        while n < repeats or (spent < _MIN_SECONDS and n < 20):
            t0 = time.perf_counter()
            best, n = min(best, self.time(fn)), n + 1
            spent += time.perf_counter() - t0
        return best

    @property
    def share(self) -> float:
        return min(1.0, self.cpu / (self.wall * self.threads)) if self.wall else 1.0


def _torch_dtype(dtype: str):
    import torch

    return {"bf16": torch.bfloat16, "fp32": torch.float32}[dtype]


def gemm_key(g: Gemm) -> str:
    """What a GEMM's timing is cached under: its shape without the token dimension, and that
    dimension's size class (a CPU GEMM's time per row is far from flat below a few hundred rows:
    the LM head over ~430 loss positions, timed at 20 rows, came out 3x slow)."""
    return f"{g.row_key}@{_bucket(min(g.rows, MAX_BENCH_ROWS))}"


def _time_gemms(gemms: list[Gemm], dtype: str, clock: Clock) -> dict[str, float]:
    """Seconds per token row of each distinct shape (``gemm_key``), timed at the job's own row
    count up to ``MAX_BENCH_ROWS``, with the operand layout the trainer uses; shortened only where
    one product would take longer than ``MAX_PRODUCT_S`` (probed at MIN_BENCH_ROWS first: bf16 runs
    three orders of magnitude slower on a CPU without bf16 matmul support than on an AMX one)."""
    out: dict[str, float] = {}
    td = _torch_dtype(dtype)
    for key, g in {gemm_key(g): g for g in gemms}.items():
        seconds, rows = time_gemm(g, _bucket(min(g.rows, MAX_BENCH_ROWS)), td, clock)
        out[key] = seconds / rows
    return out


def time_gemm(g: Gemm, want_rows: int, td, clock: Clock) -> tuple[float, int]:
    """(seconds of one product, token rows timed) for ``g`` at ``want_rows`` token rows in torch
    dtype ``td``, fewer where one product would exceed ``MAX_PRODUCT_S`` (probed at MIN_BENCH_ROWS
    first). Shared with ``quilltune bench``'s GEMM rates (``bench/kernels.py``)."""
    first = min(want_rows, MIN_BENCH_ROWS)
    probe_s = _one(td, g, first, clock, repeats=1, warm_up=False)
    rows = max(first, min(want_rows, int(MAX_PRODUCT_S / max(probe_s, 1e-9) * first)))
    return (_one(td, g, rows, clock) if rows != first else probe_s), rows


def _one(
    td,
    g: Gemm,
    rows: int,
    clock: Clock,
    repeats: int = _MIN_REPEATS,
    warm_up: bool = True,
) -> float:
    import torch

    m, k = (g.m, rows) if g.tokens_in_k else (rows, g.k)
    a = torch.randn(m, k, dtype=td)
    b = torch.randn(g.n, k, dtype=td).t() if g.weight_t else torch.randn(k, g.n, dtype=td)
    return clock.best(lambda: a @ b, repeats=repeats, warm_up=warm_up)


def _time_attention(shape: ModelShape, sample_len: int, dtype: str, clock: Clock) -> float:
    """Seconds of causal attention forward + backward per token-and-context-position, through the
    trainer's own per-sample sdpa call (``models/varlen_attention.py``, with the model's grouped
    key/value heads), so the kernel timed is the kernel trained: the cost of a sample of length S
    is this x S x S."""
    import torch

    from quilltune.models.varlen_attention import _sdpa_per_sample

    td, s = _torch_dtype(dtype), max(16, sample_len)
    q = torch.randn(s, shape.num_heads, shape.head_dim, dtype=td, requires_grad=True)
    k = torch.randn(s, shape.num_kv_heads, shape.head_dim, dtype=td, requires_grad=True)
    v = torch.randn(s, shape.num_kv_heads, shape.head_dim, dtype=td, requires_grad=True)
    grad = torch.randn(s, shape.num_heads, shape.head_dim, dtype=td)

    def step():
        _sdpa_per_sample(q, k, v, [0, s], None, 0.0).backward(grad)

    return clock.best(step) / (s * s)


def _time_elementwise(
    shape: ModelShape, tokens: int, dtype: str, method: str, targets: list[str] | str, clock: Clock
) -> tuple[float, float]:
    """(seconds per token and layer of a block's element-wise forward + backward, the bytes per
    second that makes of ``step_model.elementwise_bytes``' count): see ``plan/elementwise_bench.py``."""
    from quilltune.plan.elementwise_bench import seconds_per_token_layer

    td = _torch_dtype(dtype)
    seconds, _ = seconds_per_token_layer(shape, tokens, td, method, targets, clock)
    eb = 2 if dtype == "bf16" else 4
    counted = elementwise_bytes(shape, method, tokens, 0, targets=targets, act_bytes=eb)["blocks"]
    return seconds, counted / (tokens * shape.num_layers) / seconds


def _time_dequant(shape: ModelShape, clock: Clock, dtype: str = "bf16") -> tuple[float | None, str]:
    """Parameters per second of bitsandbytes' NF4 de-quantisation (the trainer's QLoRA backend), into
    the job's compute dtype: the trainer quantises weights loaded in ``model.dtype`` and
    de-quantises them back to it (fp32 on a CPU without native bf16: twice the bytes written)."""
    try:
        import bitsandbytes.functional as bnbf
        import torch
    except ImportError as e:  # reported, not hidden: the plan falls back to element-wise bytes
        return (
            None,
            f"bitsandbytes not importable ({e}): de-quantisation counted as 2.5 B/param of element-wise work",
        )
    w = torch.randn(shape.intermediate_size, shape.hidden_size, dtype=_torch_dtype(dtype))
    packed, state = bnbf.quantize_4bit(
        w, quant_type="nf4", compress_statistics=True, quant_storage=torch.bfloat16
    )
    seconds = clock.best(lambda: bnbf.dequantize_4bit(packed, state, quant_type="nf4"))
    return w.numel() / seconds, f"bitsandbytes dequantize_4bit (nf4, double quant) to {dtype}, timed"


def _time_dispatch(clock: Clock) -> float:
    """Seconds of one small autograd-tracked kernel: the floor under every launched op."""
    import torch

    a = torch.randn(8, 8, requires_grad=True)

    def ops():
        y = a
        for _ in range(200):
            y = y * 1.0001
        return y

    return clock.best(ops) / 200


def _bucket(n: int) -> int:
    """Sizes timed for element-wise work and attention: powers of two (speeds vary slowly with size)."""
    return 1 << max(4, round(math.log2(max(n, 1))))
