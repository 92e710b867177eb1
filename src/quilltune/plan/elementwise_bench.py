"""The element-wise work of one decoder block, forward and backward, as the trainer runs it.

What the CPU micro-benchmark (``plan/cpu_bench.py``) times for the step model's "elementwise
blocks" item. Everything between the GEMMs of a Llama-style block, with autograd, in the job's
dtype and at the job's micro-batch size: transformers' own ``LlamaRMSNorm`` (twice) and
``apply_rotary_pos_emb`` on q/k laid out as the attention module lays them out, SiLU(gate) x up, the
two residual adds, peft's ``result + lora_B(lora_A(x)) * scaling`` on each adapted output (with
the defensive ``clone`` peft's 4-bit layer makes first), and, in the backward, the sums autograd
makes where one activation feeds several projections (q/k/v and their adapters read the same
normed input). The GEMM outputs enter as leaves: the products themselves are timed with the GEMMs.

Why not the former bytes-over-bandwidth chain (a forward of RMSNorm, RoPE, SwiGLU and an add, timed
for ~0.3 s): it allocated its outputs afresh each call, and glibc handed pages of that size back to
the kernel on free, so each call paid first-touch page faults as system time, as much as the
arithmetic; how much varied with the machine's state (33.6 to 4.4 GB/s within an hour on one
EPYC), where the trainer, whose heap stays large while its weights, optimizer state and saved
activations live, pays almost none after its first step (0.015-0.19 s of ~22 CPU-s a step for the
demo: benchmarks/plan-accuracy.md, 2026-12-02). Here glibc is told to keep freed memory
(``_keep_freed_memory``), the chain runs a few times before timing, and the timed loop lasts at
least ``MIN_TIMED_S``; the best call counts, as for every item of the micro-benchmark.
"""

from __future__ import annotations

import time
from typing import Any

from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import lora_target_names

MAX_ACTIVATION_BYTES = 64 * 2**20
"""The largest single activation timed: far beyond any L3, so a bigger model is timed at fewer
tokens with the same per-token cost (DRAM-bound), without allocating gigabytes to plan."""
WARM_UP_CALLS = 3
MIN_TIMED_S = 1.0
MIN_REPEATS = 5
LORA_SCALING = 2.0

_READS_INPUT = {
    "q_proj": "attn_in",
    "k_proj": "attn_in",
    "v_proj": "attn_in",
    "o_proj": "attn_out",
    "gate_proj": "mlp_in",
    "up_proj": "mlp_in",
    "down_proj": "mlp_mid",
}
"""Which activation each projection reads: its input gradients are summed there in the backward."""


def _keep_freed_memory() -> None:
    """Stop glibc returning freed pages to the kernel, as a training process's large heap never
    does: without this each timed call re-faults its ~100 MB of activations (system time as large
    as the arithmetic). Process-wide and lasting (a planner process only plans, or probes, after
    it); a no-op where the C library has no ``mallopt`` (musl, macOS)."""
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return
    m_trim_threshold, m_mmap_threshold = -1, -3  # <malloc.h>
    mallopt(m_trim_threshold, 1 << 30)
    mallopt(m_mmap_threshold, 32 << 20)  # glibc's own dynamic ceiling on 64-bit, reached by a long run


def bench_tokens(shape: ModelShape, tokens: int, element_size: int) -> int:
    widest = max(shape.hidden_size, shape.intermediate_size, shape.num_heads * shape.head_dim)
    return max(16, min(tokens, MAX_ACTIVATION_BYTES // (widest * element_size)))


def _block(shape: ModelShape, t: int, td: Any, method: str, targets: list[str] | str):
    """A closure running one block's element-wise forward + backward for ``t`` tokens."""
    import torch
    from transformers.activations import ACT2FN
    from transformers.models.llama.modeling_llama import LlamaRMSNorm, apply_rotary_pos_emb

    h, d = shape.hidden_size, shape.head_dim
    heads, kv = shape.num_heads, shape.num_kv_heads
    width = {name: n for name, (_, n) in shape.linear_shapes().items()}
    adapted = set(lora_target_names(targets)) if method != "full" else set()
    norms = [LlamaRMSNorm(h).to(td) for _ in range(2)]

    def leaf(*size: int):
        return torch.randn(*size, dtype=td, requires_grad=True)

    x = leaf(1, t, h)
    outputs = {name: leaf(1, t, n) for name, n in width.items()}  # each projection's product
    lora_up = {name: leaf(1, t, width[name]) for name in adapted}  # each adapter's B(A(x))
    attn_out = leaf(1, t, heads * d)  # attention's output, o_proj's input
    cos, sin = torch.randn(1, t, d, dtype=td), torch.randn(1, t, d, dtype=td)
    readers = {a: 0 for a in set(_READS_INPUT.values())}
    for name, reads in _READS_INPUT.items():
        readers[reads] += 1 + (name in adapted)  # the base layer, and lora_A on the same tensor
    inputs = [x, attn_out, *outputs.values(), *lora_up.values()]

    def out(name: str):
        if name not in adapted:
            return outputs[name]
        r = outputs[name].clone() if method == "qlora" else outputs[name]
        return r + lora_up[name] * LORA_SCALING

    def forward() -> list:
        attn_in = norms[0](x)
        q = out("q_proj").view(1, t, heads, d).transpose(1, 2)
        k = out("k_proj").view(1, t, kv, d).transpose(1, 2)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        v = out("v_proj")
        mid = x + out("o_proj")
        mlp_in = norms[1](mid)
        mlp_mid = ACT2FN["silu"](out("gate_proj")) * out("up_proj")
        last = mid + out("down_proj")
        acts = {"attn_in": attn_in, "attn_out": attn_out, "mlp_in": mlp_in, "mlp_mid": mlp_mid}
        return [last, q, k, v] + [acts[a] for a, n in readers.items() for _ in range(n)]

    grads = [torch.randn_like(o) for o in forward()]

    def step() -> None:
        torch.autograd.grad(forward(), inputs, grads, allow_unused=True)

    return step


def seconds_per_token_layer(
    shape: ModelShape, tokens: int, dtype: Any, method: str, targets: list[str] | str, clock: Any
) -> tuple[float, int]:
    """(seconds of one block's element-wise forward + backward per token, tokens timed)."""
    import torch

    _keep_freed_memory()
    t = bench_tokens(shape, tokens, torch.empty((), dtype=dtype).element_size())
    step = _block(shape, t, dtype, method, targets)
    with torch.enable_grad():
        for _ in range(WARM_UP_CALLS):  # allocator steady state, as in the trainer after step 1
            step()
        best, n, start = float("inf"), 0, time.perf_counter()
        while n < MIN_REPEATS or time.perf_counter() - start < MIN_TIMED_S:
            best, n = min(best, clock.time(step)), n + 1
    return best / t, t
