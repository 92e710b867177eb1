"""Which base model to fine-tune and how to load it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from quilltune.config.base import StageConfig

MATH_MAX_TOKENS = 512
"""Longest packed sample that ``varlen`` attends with plain GEMMs on the CPU in bf16 (its H x L x L
probabilities are kept for the backward); longer samples take the fused flash kernel. Read by the
trainer's attention and by the planner's memory model."""


class ModelConfig(StageConfig):
    name: str = "smollm2-135m-instruct"
    """An embedded model name (see ``quilltune.models.registry``), a local HF folder, or a hub id
    (hub ids need network and ``allow_download: true``)."""
    dtype: Literal["auto", "bf16", "fp32"] = "auto"
    """Compute/storage dtype of the base weights. ``auto`` (resolved when the run config loads):
    bf16 on a GPU target or a CPU with AVX-512 BF16 / AMX, else fp32 (``models/precision.py``).
    fp16 is refused: it is unusably slow on CPU."""
    attn_implementation: Literal["auto", "varlen", "sdpa", "eager", "flash_attention_2"] = "auto"
    """``varlen``: packed samples attend only within themselves, with no mask (torch's varlen flash
    kernel on CUDA, one attention per sample elsewhere: GEMMs for samples up to ``MATH_MAX_TOKENS`` on
    a bf16 CPU, sdpa otherwise; ``quilltune.models.varlen_attention``).
    ``auto``: varlen for training where the architecture allows it (no sliding window or attention
    soft-capping), else sdpa; inference (evaluate, export, chat) always loads sdpa."""
    allow_download: bool = False
    """Nothing downloads weights by default: a legal team's training box is often offline."""
    planner_preset: str | None = Field(default=None)
    """Architecture preset the planner uses when the model is not on disk (e.g. ``llama-2-70b``)."""
