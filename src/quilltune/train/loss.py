"""Causal-LM loss computed only where there are labels.

The stock ``ForCausalLM.forward(labels=...)`` projects *every* position through the LM head
(vocab 49k for SmolLM2: ~20 % of the model's FLOPs) and upcasts the whole logits tensor to fp32
(B x L x V x 4 bytes: 400 MB at 4 x 512). In SFT data the prompt tokens carry no loss, so here the
decoder's hidden states are gathered at the labelled positions first and only those go through
the head, in chunks, each upcast to fp32 for a numerically sound log-softmax. Result: the same
mean cross-entropy as transformers' loss (tests/train/test_loss.py), less compute and memory.

Models with extra logit processing (soft-capping, scaling) fall back to the stock path.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

IGNORE_INDEX = -100
CHUNK = 1024  # positions per LM-head chunk: bounds the fp32 logits held at once during the forward


def _parts(model: torch.nn.Module) -> tuple[torch.nn.Module, torch.nn.Module] | None:
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    config = getattr(base, "config", None)
    if config is None or not hasattr(base, "get_decoder") or not hasattr(base, "get_output_embeddings"):
        return None
    for attr in ("final_logit_softcapping", "logit_scale", "logits_scaling", "output_multiplier_scale"):
        if getattr(config, attr, None) not in (None, 1, 1.0):
            return None
    decoder, head = base.get_decoder(), base.get_output_embeddings()
    if decoder is None or head is None or decoder is base:
        return None
    return decoder, head


def causal_lm_loss(model: torch.nn.Module, batch: dict[str, torch.Tensor]) -> torch.Tensor:
    """Mean next-token cross-entropy over positions whose (shifted) label is not -100."""
    parts = _parts(model)
    if parts is None:
        return model(**batch, use_cache=False).loss
    decoder, head = parts
    labels = batch["labels"]
    inputs = {k: v for k, v in batch.items() if k != "labels"}
    hidden = decoder(**inputs, use_cache=False).last_hidden_state
    targets = labels[:, 1:]
    keep = targets != IGNORE_INDEX
    picked = hidden[:, :-1][keep]
    wanted = targets[keep]
    n = wanted.numel()
    if n == 0:
        return hidden.sum() * 0.0  # keeps the graph; the loop never scales this into a step
    total = hidden.new_zeros((), dtype=torch.float32)
    for start in range(0, n, CHUNK):
        logits = head(picked[start : start + CHUNK]).float()
        total = total + F.cross_entropy(logits, wanted[start : start + CHUNK], reduction="sum")
    return total / n
