"""Activation checkpointing of the decoder layers, and what it must tell torch.compile.

Why the recompute policy: with regional compilation the checkpoint call is traced inside each
compiled layer, and AOTAutograd's partitioner decides what the backward recomputes. torch 2.11 (the
image of the H200 we were lent) would not recompute custom ops such as bitsandbytes' 4-bit matmul:
it saved their outputs (q, k, v, o, gate and up projections of every layer) for backward, 620 MiB a
layer for Llama-70B at 4,096 tokens, which is what the compiled, checkpointed 70B forward kept on
the H200 (benchmarks/NOTES.md, "GPU"). Marking every op MUST_RECOMPUTE (selective checkpointing that
selects nothing) makes torch 2.11 keep only the layer inputs (benchmarks/probes/compile_checkpointing_saved.py
shows both graphs; bitsandbytes uses the same ``gemm_4bit`` op on CPU and CUDA). torch 2.13 recomputes
them unasked, and there the policy cost about a tenth of a step on the CPU (benchmarks/NOTES.md),
so it is set only where it is needed: compiled
layers on torch < 2.13 (2.12 is unmeasured and treated like 2.11).
"""

from __future__ import annotations

import functools
from typing import Any

import torch


def recompute_every_op(ctx: Any, op: Any, *args: Any, **kwargs: Any) -> Any:
    """Selective-checkpointing policy: nothing inside a checkpointed layer is saved for backward."""
    from torch.utils.checkpoint import CheckpointPolicy

    return CheckpointPolicy.MUST_RECOMPUTE


def partitioner_saves_custom_op_outputs() -> bool:
    """Whether this torch's partitioner keeps custom-op outputs of a checkpointed compiled region."""
    return torch.__version__ < "2.13"  # TorchVersion compares as a version, local tags (+cpu) included


def checkpointing_kwargs(compiled: bool) -> dict[str, Any]:
    """Keyword arguments for ``torch.utils.checkpoint.checkpoint`` on every decoder layer.
    Non-reentrant: it works with frozen inputs (LoRA) without ``enable_input_require_grads``."""
    kwargs: dict[str, Any] = {"use_reentrant": False}
    if compiled and partitioner_saves_custom_op_outputs():
        from torch.utils.checkpoint import create_selective_checkpoint_contexts

        kwargs["context_fn"] = functools.partial(create_selective_checkpoint_contexts, recompute_every_op)
    return kwargs


def enable_checkpointing(model: torch.nn.Module, compiled: bool) -> None:
    """Checkpoint every decoder layer; ``compiled`` when the layers will be ``torch.compile``d."""
    model.activation_checkpointing_enable(activation_checkpointing_kwargs=checkpointing_kwargs(compiled))
