"""Training FLOPs per token (PaLM, Chowdhery et al. 2022, appendix B).

A forward pass costs 2 FLOPs per matmul parameter per token plus the attention score and value
products, ``4 * L * H * Q * T`` (L layers, H heads, Q head dim, T sequence length). Backward costs
twice the forward for what needs both activation and weight gradients:

- full fine-tuning: ``6N + 12 L H Q T``
- LoRA / QLoRA: the frozen base weights need activation gradients (2N) but no weight gradients,
  so ``4N + 12 L H Q T`` (attention has no weights, its backward is still 2x its forward), plus
  ``6 x`` the (tiny) adapter parameters.

Model FLOPs (``gradient_checkpointing=False``) are what MFU is defined with. Gradient checkpointing
re-runs the forward during backward: with ``gradient_checkpointing=True`` the result includes
that recompute (hardware FLOPs), which is what predicts wall time. Report MFU with model FLOPs.
"""

from __future__ import annotations

from quilltune.errors import ConfigError
from quilltune.plan.shape import ModelShape

METHODS = ("full", "lora", "qlora")


def attention_flops_per_token(shape: ModelShape, seq_len: int) -> float:
    """Forward attention FLOPs per token: QK^T and AV, ``2 * 2 * L * H * Q * T`` (PaLM convention,
    no causal halving, so figures compare with published MFUs)."""
    return 4.0 * shape.num_layers * shape.num_heads * shape.head_dim * seq_len


def forward_flops_per_token(shape: ModelShape, seq_len: int) -> float:
    return 2.0 * shape.matmul_params + attention_flops_per_token(shape, seq_len)


def flops_per_token(
    shape: ModelShape,
    method: str,
    seq_len: int,
    gradient_checkpointing: bool = False,
    lora_rank: int = 16,
    lora_targets: list[str] | str = "all-linear",
) -> float:
    """Training FLOPs per trained token, forward + backward (+ recompute when checkpointing)."""
    if method not in METHODS:
        raise ConfigError(f"unknown method '{method}'; choose one of {', '.join(METHODS)}")
    if seq_len < 1:
        raise ConfigError(f"seq_len must be at least 1 (got {seq_len})")
    n = float(shape.matmul_params)
    attn = attention_flops_per_token(shape, seq_len)
    if method == "full":
        total = 6.0 * n + 3.0 * attn
    else:
        total = 4.0 * n + 3.0 * attn + 6.0 * shape.lora_params(lora_rank, lora_targets)
    if gradient_checkpointing:
        total += forward_flops_per_token(shape, seq_len)
    return total


def model_flops_per_token(
    model_config: dict,
    method: str,
    seq_len: int,
    lora_rank: int = 16,
    lora_targets: list[str] | str = "all-linear",
) -> float:
    """Model FLOPs per token (no recompute: what MFU is defined with) of a Hugging Face config dict."""
    shape = ModelShape.from_hf_config(model_config)
    return flops_per_token(
        shape, method, seq_len, gradient_checkpointing=False, lora_rank=lora_rank, lora_targets=lora_targets
    )


def mfu(
    tokens_per_second: float, flops_per_token: float | None, peak_flops_total: float | None
) -> float | None:
    """Model FLOPs utilisation: achieved model FLOP/s over the peak of all devices together.
    ``None`` when either figure is unknown (a model the planner cannot describe, a GPU not in the
    catalog): an MFU is never guessed."""
    if not flops_per_token or not peak_flops_total or peak_flops_total <= 0:
        return None
    return tokens_per_second * flops_per_token / peak_flops_total
