"""``attn_implementation: varlen`` — attention over packed rows without a mask.

With sdpa, transformers turns the ``position_ids`` restarts of a packed row into a block-diagonal
(B, 1, S, S) mask; the kernel then computes every masked block and, having a mask, cannot use the
flash backend on CUDA (it falls back to the memory-efficient one). Here each packed sample is its
own causal sequence: on CUDA, PyTorch's own varlen flash kernel (``torch.nn.attention.varlen``,
torch >= 2.10, no flash-attn wheel needed) runs on the flattened rows with cumulative sample
lengths; elsewhere (CPU, fp32, dropout) a loop of causal sdpa calls per sample does the same
arithmetic. Both skip the cross-sample blocks entirely: sum(len_i^2) instead of S^2 per row.

On the CPU in bf16/fp16, samples up to ``MATH_MAX_TOKENS`` long are attended with plain batched
GEMMs (scores, softmax, weighted sum: the arithmetic of transformers' eager attention) instead of
the fused flash kernel, whose backward is slow at these lengths (benchmarks/NOTES.md). The query
heads that share a KV head are stacked into one GEMM, so K and V are never repeated. The price is
memory: the H x L x L probabilities are kept for the backward, which is why long samples still go
to the flash kernel (the planner counts both: ``plan/memory.py``).

The sample boundaries are computed once per micro-batch on the CPU (:func:`packed_kwargs`, called
when the strategy moves a batch to its device) and reach every layer through transformers'
``FlashAttentionKwargs`` (``cu_seq_lens_q``/``max_length_q``), so no layer has to read
``position_ids`` back from the GPU. Called without them (e.g. a plain ``model(...)`` call), the
boundaries are derived from ``position_ids`` (one device sync per layer: correct, slower).

Only for training/scoring full causal rows: no KV cache, no padding mask (the model is not in the
mask interface, so transformers builds no mask at all). Inference loads map ``varlen`` back to
sdpa (``quilltune.models.loading``).
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

import numpy as np
import torch

from quilltune.errors import ConfigError
from quilltune.models.config import MATH_MAX_TOKENS

VARLEN = "varlen"


def register() -> None:
    """Make ``attn_implementation="varlen"`` loadable by transformers (idempotent)."""
    from transformers import AttentionInterface

    AttentionInterface.register(VARLEN, varlen_attention_forward)
    if torch.cuda.is_available():
        _varlen_params()


def supports(config: Any) -> bool:
    """Can ``varlen`` train this architecture exactly? (what ``attn_implementation: auto`` asks)"""
    if config is None:
        return False
    if getattr(config, "sliding_window", None) and getattr(config, "use_sliding_window", True):
        return False
    if getattr(config, "attn_logit_softcapping", None):
        return False
    if torch.cuda.is_available():  # the GPU path needs torch's varlen kernel (torch >= 2.10)
        import importlib.util

        return importlib.util.find_spec("torch.nn.attention.varlen") is not None
    return True


def uses_varlen(model: torch.nn.Module) -> bool:
    """Does ``model`` (peft / FSDP / DeepSpeed wrapped or not) attend with this implementation?"""
    inner = getattr(model, "module", model) if type(model).__name__ == "DeepSpeedEngine" else model
    config = getattr(inner, "config", None)
    return getattr(config, "_attn_implementation", None) == VARLEN


def sample_boundaries(position_ids: torch.Tensor) -> np.ndarray:
    """Cumulative sample starts over the flattened (B x S) rows, ending with B x S.

    A sample starts at every row start and wherever the position does not continue the previous
    one by +1 (the same rule as transformers' ``find_packed_sequence_indices``); padding continues
    the last sample's positions, so it joins that sample, where causality keeps it invisible.
    """
    pos = position_ids.detach().to("cpu").numpy()
    rows, width = pos.shape
    flat = pos.reshape(-1)
    breaks = np.flatnonzero(np.diff(flat) != 1) + 1
    row_starts = np.arange(1, rows) * width
    starts = np.union1d(breaks, row_starts)
    return np.concatenate([[0], starts, [rows * width]]).astype(np.int64)


def packed_kwargs(position_ids: torch.Tensor, device: torch.device | str) -> dict[str, Any]:
    """The ``FlashAttentionKwargs`` of a micro-batch, computed on the CPU, cu lengths on ``device``."""
    cu = sample_boundaries(position_ids)
    cu_t = torch.from_numpy(cu.astype(np.int32)).to(device, non_blocking=True)
    longest = int(np.diff(cu).max()) if len(cu) > 1 else 0
    return {"cu_seq_lens_q": cu_t, "cu_seq_lens_k": cu_t, "max_length_q": longest, "max_length_k": longest}


def _unsupported(module: torch.nn.Module) -> str | None:
    if getattr(module, "sliding_window", None):
        return "sliding-window attention"
    if getattr(module, "attn_logit_softcapping", None) or getattr(module, "softcap", None):
        return "attention logit soft-capping"
    return None


_PARAMS: frozenset[str] | None = (
    None  # varlen_attn's keyword names; read once (not per layer, not under compile)
)


def _varlen_params() -> frozenset[str]:
    global _PARAMS
    if _PARAMS is None:
        from torch.nn.attention.varlen import varlen_attn

        _PARAMS = frozenset(inspect.signature(varlen_attn).parameters)
    return _PARAMS


def _flash_varlen(q, k, v, cu, longest: int, scale: float | None) -> torch.Tensor:
    """(T, H, D) layout through torch's varlen flash kernel; handles the API changes 2.10 → 2.12."""
    from torch.nn.attention.varlen import varlen_attn

    params = _varlen_params()
    kwargs: dict[str, Any] = {}
    if "scale" in params:
        kwargs["scale"] = scale
    elif scale is not None and abs(scale - q.shape[-1] ** -0.5) > 1e-6:
        raise ConfigError("this torch's varlen_attn has no `scale`; set model.attn_implementation: sdpa")
    if "window_size" in params:  # newer torch: causality is the window (-1, 0); 2.10 had is_causal
        kwargs["window_size"] = (-1, 0)
    else:
        kwargs["is_causal"] = True
    if k.shape[1] != q.shape[1]:
        if "enable_gqa" in params:
            kwargs["enable_gqa"] = True
        else:
            rep = q.shape[1] // k.shape[1]
            k, v = k.repeat_interleave(rep, dim=1), v.repeat_interleave(rep, dim=1)
    return varlen_attn(q, k, v, cu, cu, longest, longest, **kwargs)


def _use_flash(query: torch.Tensor, dropout: float) -> bool:
    """The flash kernel: CUDA, half precision, no dropout (it has none)."""
    return query.is_cuda and query.dtype in (torch.float16, torch.bfloat16) and dropout == 0.0


def uses_math_attention(device: torch.device | str, dtype: torch.dtype, dropout: float = 0.0) -> bool:
    """Do samples up to ``MATH_MAX_TOKENS`` take the GEMM path? (CPU, half precision, no dropout)"""
    return torch.device(device).type == "cpu" and dtype in (torch.bfloat16, torch.float16) and dropout == 0.0


@functools.lru_cache(maxsize=64)
def _causal_bias(length: int, groups: int, dtype: torch.dtype) -> torch.Tensor:
    """(groups * L, L): 0 on and below the diagonal, -inf above, once per query head of a KV group."""
    bias = torch.full((length, length), float("-inf"), dtype=dtype).triu_(1)
    return bias.repeat(groups, 1)


def _math_causal(q, k, v, scale: float | None) -> torch.Tensor:
    """One sample, (L, H, D) in and out: softmax(q k^T * scale + causal) v as batched GEMMs, the
    ``H / KV`` query heads of each KV head stacked as rows of one GEMM (no repeated K or V)."""
    length, heads, dim = q.shape
    kv_heads = k.shape[1]
    groups = heads // kv_heads
    scale = dim**-0.5 if scale is None else scale
    qg = q.view(length, kv_heads, groups, dim).permute(1, 2, 0, 3).reshape(kv_heads, groups * length, dim)
    scores = torch.baddbmm(
        _causal_bias(length, groups, q.dtype), qg, k.permute(1, 2, 0), alpha=scale
    )  # CPU softmax on bf16 computes in fp32, as transformers' eager path does after its upcast
    out = torch.bmm(torch.softmax(scores, dim=-1), v.transpose(0, 1))
    return out.view(kv_heads, groups, length, dim).permute(2, 0, 1, 3).reshape(length, heads, dim)


def _sdpa_per_sample(q, k, v, cu: list[int], scale: float | None, dropout: float) -> torch.Tensor:
    """(T, H, D) layout, one causal attention per sample: the portable path."""
    gqa = k.shape[1] != q.shape[1]
    math = uses_math_attention(q.device, q.dtype, dropout) and q.shape[1] % k.shape[1] == 0
    pieces = []  # concatenated once at the end: cheaper in the backward than writes into one buffer
    for start, end in zip(cu[:-1], cu[1:], strict=True):
        if end <= start:
            continue
        if math and end - start <= MATH_MAX_TOKENS:
            pieces.append(_math_causal(q[start:end], k[start:end], v[start:end], scale))
            continue
        # sdpa wants (1, H, L, D): a transposed view, no copy. The batch dimension matters on the
        # CPU: 4-D inputs take the fused flash kernel, 3-D ones the math kernel, which is slower and
        # keeps every sample's H x L x L attention probabilities for the backward.
        o = torch.nn.functional.scaled_dot_product_attention(
            q[start:end].transpose(0, 1).unsqueeze(0),
            k[start:end].transpose(0, 1).unsqueeze(0),
            v[start:end].transpose(0, 1).unsqueeze(0),
            is_causal=True,
            scale=scale,
            dropout_p=dropout,
            enable_gqa=gqa,
        )
        pieces.append(o[0].transpose(0, 1))
    return torch.cat(pieces) if pieces else torch.empty_like(q)


def varlen_attention_forward(
    module: torch.nn.Module,
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    attention_mask: torch.Tensor | None,
    dropout: float = 0.0,
    scaling: float | None = None,
    **kwargs: Any,
) -> tuple[torch.Tensor, None]:
    """transformers' attention-interface signature: (B, H, S, D) in, (B, S, H, D) out."""
    problem = _unsupported(module)
    if problem:
        raise ConfigError(
            f"attn_implementation 'varlen' does not implement {problem} ({type(module).__name__}); "
            "set model.attn_implementation: sdpa"
        )
    batch, heads, length, head_dim = query.shape
    if attention_mask is not None or key.shape[2] != length:
        raise ConfigError(
            "attn_implementation 'varlen' is for training on full packed rows (no padding mask, no KV cache); "
            "load the model with attn_implementation 'sdpa' for generation"
        )
    if kwargs.get("cu_seq_lens_q") is None:  # a plain model(...) call: read the boundaries here
        position_ids = kwargs.get("position_ids")
        if position_ids is None:
            position_ids = torch.arange(length)
        kwargs = packed_kwargs(position_ids.expand(batch, length), query.device)
    cu_t, longest = kwargs["cu_seq_lens_q"], int(kwargs["max_length_q"])
    # (B, H, S, D) -> (B*S, H, D): samples become contiguous token ranges of one flat sequence.
    q = query.transpose(1, 2).reshape(batch * length, heads, head_dim)
    k = key.transpose(1, 2).reshape(batch * length, key.shape[1], head_dim)
    v = value.transpose(1, 2).reshape(batch * length, value.shape[1], head_dim)
    if _use_flash(query, dropout):
        out = _flash_varlen(q, k, v, cu_t.to(torch.int32), longest, scaling)
    else:
        out = _sdpa_per_sample(q, k, v, cu_t.tolist(), scaling, dropout)
    return out.view(batch, length, heads, head_dim), None
