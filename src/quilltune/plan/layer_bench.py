"""One real decoder layer, forward + backward, as the trainer runs it: the in-step check of the
CPU step model.

The micro-benchmark times each kind of work on its own (``plan/cpu_bench.py``): the GEMMs, the
attention of one sample, the element-wise chain of a block. In a training step the same kernels run
slower: between two GEMMs the activations have left the caches, so the element-wise ops read them
from DRAM, and the GEMMs find their operands cold (benchmarks/plan-accuracy.md, 2026-12-02: the
parts summed to ~1.3x the step's speed on an AVX-512 EPYC, ~1.2-1.4x on an AVX2 one). How much slower
depends on the machine's caches and memory, so it is measured here rather than assumed: transformers'
own ``LlamaDecoderLayer`` at the model's shape (random weights), with peft's LoRA adapters in the
job's dtype, the trainer's varlen attention on packed samples of the data's mean length, under the
trainer's bf16 autocast, at the job's micro-batch size. The step model scales its per-layer parts by
the ratio of this layer's time to their sum (``plan/components.py``).

The layer is timed on one thread, like every item of the micro-benchmark. Layers too large to
allocate cheaply are timed on fewer tokens; past ``MAX_LAYER_BYTES`` of weights, not at all (the
plan then says so and uses the parts as they are).
"""

from __future__ import annotations

from typing import Any

from quilltune.plan.shape import ModelShape
from quilltune.plan.step_model import lora_target_names

MAX_LAYER_BYTES = 512 * 2**20
"""Largest layer (its weights in the job's dtype) the planner allocates to time."""
LAYER_CALL_FLOPS = 2e11
"""Work of one timed call at most (about a second on one core): larger layers get fewer tokens."""
MIN_LAYER_TOKENS = 64
WARM_UP_CALLS = 2
REPEATS = 3


def layer_params(shape: ModelShape) -> int:
    return sum(k * n for k, n in shape.linear_shapes().values()) + 2 * shape.hidden_size


def layer_tokens(shape: ModelShape, tokens: int) -> int:
    """Tokens timed: the job's micro-batch, fewer where one call would exceed ``LAYER_CALL_FLOPS``."""
    fit = int(LAYER_CALL_FLOPS / (6 * layer_params(shape)))
    return max(MIN_LAYER_TOKENS, min(tokens, fit))


def _packed_positions(rows: int, width: int, sample_len: int):
    """(rows, width) position ids of samples of ``sample_len`` tokens packed end to end."""
    import torch

    return (torch.arange(width) % max(1, sample_len)).expand(rows, width).contiguous()


def _layer(shape: ModelShape, td: Any, method: str, rank: int, targets, adapter_fp32: bool, attn: str):
    import torch
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

    config = LlamaConfig(
        hidden_size=shape.hidden_size,
        intermediate_size=shape.intermediate_size,
        num_attention_heads=shape.num_heads,
        num_key_value_heads=shape.num_kv_heads,
        head_dim=shape.head_dim,
        num_hidden_layers=1,
        vocab_size=16,
        attention_bias=shape.qkv_bias,
    )
    config._attn_implementation = attn
    torch.manual_seed(0)
    layer = LlamaDecoderLayer(config, layer_idx=0).to(td)
    if method == "full":
        return layer, LlamaRotaryEmbedding(config)
    from peft import LoraConfig, inject_adapter_in_model

    layer.requires_grad_(False)
    names = lora_target_names(targets)
    inject_adapter_in_model(
        LoraConfig(r=rank, lora_alpha=2 * rank, lora_dropout=0.0, target_modules=names), layer
    )
    adapter_dtype = torch.float32 if adapter_fp32 else td
    for name, p in layer.named_parameters():
        if "lora_" in name:
            p.data = p.data.to(adapter_dtype)
            p.requires_grad_(True)
    return layer, LlamaRotaryEmbedding(config)


def seconds_per_token(
    shape: ModelShape,
    *,
    tokens: int,
    seq_len: int,
    sample_len: int,
    dtype: str,
    method: str,
    rank: int,
    targets: list[str] | str,
    adapter_fp32: bool,
    varlen: bool,
    clock: Any,
) -> tuple[float, int] | None:
    """(seconds of one layer's forward + backward per token, tokens timed), or None when the layer
    is too large to time (``MAX_LAYER_BYTES``) or its adapters target modules a Llama layer does
    not have."""
    import contextlib

    import torch

    from quilltune.plan.elementwise_bench import _keep_freed_memory

    _keep_freed_memory()  # the trainer's heap keeps freed pages: no page faults in the timed calls
    td = torch.bfloat16 if dtype == "bf16" else torch.float32
    if layer_params(shape) * torch.empty((), dtype=td).element_size() > MAX_LAYER_BYTES:
        return None
    if method != "full" and not lora_target_names(targets):
        return None  # adapters on modules a Llama layer does not name: nothing comparable to time
    attn = "sdpa"
    if varlen:
        from quilltune.models.varlen_attention import VARLEN, packed_kwargs, register

        register()
        attn = VARLEN
    layer, rotary = _layer(shape, td, method, rank, targets, adapter_fp32, attn)
    t = layer_tokens(shape, tokens)
    width = min(seq_len, t)
    rows = max(1, t // width)
    t = rows * width
    positions = _packed_positions(rows, width, min(sample_len, width))
    hidden = torch.randn(rows, width, shape.hidden_size, dtype=td, requires_grad=True)
    grad = torch.randn_like(hidden)
    kwargs = packed_kwargs(positions, "cpu") if varlen else {}
    autocast = torch.autocast("cpu", dtype=torch.bfloat16) if dtype == "bf16" else contextlib.nullcontext()

    def step() -> None:
        with autocast:
            cos, sin = rotary(hidden, positions)
            out = layer(hidden, position_ids=positions, position_embeddings=(cos, sin), **kwargs)
        out = out[0] if isinstance(out, tuple) else out
        out.backward(grad)
        layer.zero_grad(set_to_none=True)
        hidden.grad = None

    with torch.enable_grad():
        for _ in range(WARM_UP_CALLS):
            step()
        best = min(clock.time(step) for _ in range(REPEATS))
    return best / t, t
