"""What this machine's kernels can do, printed beside the bench's MFU: the CPU's matrix/vector ISA
features and the GEMM rates at the benched model's own shapes, in fp32 and bf16.

A low MFU means either a slow machine or slow kernels; these two say which. A 2048^3 matmul says
little about a 135M model's skinny products (hidden 576, LoRA rank 16): they are timed here at the
job's token count (micro-batch x sequence) with the planner's own GEMM timing
(``plan/kernel_timing.time_gemm``: ``F.linear``'s operand layout, shortened only where one product
would take over ``MAX_PRODUCT_S``, as bf16 does on a CPU without AVX-512 BF16 or AMX, ~1 GFLOP/s).
"""

from __future__ import annotations

from typing import Any

from quilltune.models.precision import cpu_flags

ISA_FLAGS = {
    "amx_tile": "AMX tiles",
    "amx_bf16": "AMX bf16",
    "avx512_bf16": "AVX-512 BF16",
    "avx512f": "AVX-512",
    "avx2": "AVX2",
}


def cpu_isa() -> dict[str, Any]:
    """The ISA features that decide matmul speed: /proc/cpuinfo flags and the kernel level torch
    dispatches to (``torch.backends.cpu.get_cpu_capability()``: "AVX2", "AVX512", ...)."""
    import torch

    flags = cpu_flags()
    out: dict[str, Any] = {name: name in flags for name in ISA_FLAGS}
    out["torch_capability"] = torch.backends.cpu.get_cpu_capability()
    out["native_bf16"] = out["amx_bf16"] or out["avx512_bf16"]
    out["flags_known"] = bool(flags)
    return out


def isa_summary(isa: dict[str, Any]) -> str:
    """One line: which features are present, and what that means for bf16 matmuls."""
    if not isa.get("flags_known"):
        return f"CPU flags unknown (torch kernels: {isa.get('torch_capability')})"
    have = [label for name, label in ISA_FLAGS.items() if isa.get(name)]
    lacks = [label for name, label in ISA_FLAGS.items() if not isa.get(name)]
    bf16 = "bf16 matmul native" if isa.get("native_bf16") else "bf16 matmul emulated (no AVX-512 BF16 / AMX)"
    return (
        f"CPU: {', '.join(have) or 'none of the tracked features'}"
        + (f"; lacks {', '.join(lacks)}" if lacks else "")
        + f"; torch kernels {isa.get('torch_capability')}; {bf16}"
    )


def model_gemm_shapes(model_config: dict, tokens: int, lora_rank: int) -> list[dict[str, Any]]:
    """The forward products of one micro-batch of ``tokens`` rows: (tokens, k) x (k, n)."""
    h = int(model_config["hidden_size"])
    heads = int(model_config["num_attention_heads"])
    head_dim = int(model_config.get("head_dim") or h // heads)
    kv = int(model_config.get("num_key_value_heads") or heads)
    inter = int(model_config["intermediate_size"])
    vocab = int(model_config["vocab_size"])
    shapes = [
        ("q_proj / o_proj", h, heads * head_dim),
        ("k_proj / v_proj", h, kv * head_dim),
        ("gate / up (mlp)", h, inter),
        ("down (mlp)", inter, h),
        ("lm_head", h, vocab),
        (f"LoRA A (r={lora_rank})", h, lora_rank),
        (f"LoRA B (r={lora_rank})", lora_rank, h),
    ]
    return [{"name": name, "m": tokens, "k": k, "n": n} for name, k, n in shapes]


def _gflops(m: int, k: int, n: int, dtype: Any, threads: int) -> tuple[float, int]:
    """(GFLOP/s, rows timed) of (rows, k) x (k, n) in ``dtype``; rows up to ``m``."""
    from quilltune.plan.kernel_timing import Clock, time_gemm  # best of min(wall, CPU time / threads)
    from quilltune.plan.step_model import Gemm

    seconds, rows = time_gemm(Gemm("bench", m, k, n, 1, weight_t=True), m, dtype, Clock(threads))
    return 2.0 * rows * k * n / seconds / 1e9, rows


def gemm_rates(
    model_config: dict,
    *,
    tokens: int,
    lora_rank: int,
    threads: int,
    dtypes: tuple[str, ...] = ("fp32", "bf16"),
) -> list[dict[str, Any]]:
    """GFLOP/s of each of the model's forward GEMM shapes in each dtype, on ``threads`` threads."""
    import torch

    torch_dtypes = {"fp32": torch.float32, "bf16": torch.bfloat16}
    previous = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        with torch.no_grad():
            rows = []
            for shape in model_gemm_shapes(model_config, tokens, lora_rank):
                row = dict(shape)
                for dtype in dtypes:
                    rate, timed = _gflops(shape["m"], shape["k"], shape["n"], torch_dtypes[dtype], threads)
                    row[f"{dtype}_gflops"] = round(rate, 2)
                    row[f"{dtype}_rows_timed"] = timed
                rows.append(row)
            return rows
    finally:
        torch.set_num_threads(previous)
