"""Cross-entropy through the LM head without materialising the full logits, on loss tokens only.

A causal LM computes ``hidden @ W_vocab.T`` for every position, upcasts the (tokens x vocab) logits
to fp32 and takes a log-softmax. For SmolLM2 (vocab 49,152) at 4 x 512 tokens that is a 400 MB
fp32 tensor written and read several times per micro-batch, and an LM head that is ~21 % of the
model's matmul FLOPs — spent mostly on prompt tokens, whose logits no loss ever reads (about 60 %
of the tokens in the legal pairs). This module:

1. keeps only the positions whose (shifted) label carries loss;
2. runs the LM head and the cross-entropy on them in chunks of ``chunk_tokens`` rows, computing
   the gradient w.r.t. the hidden states (and the head weight, if it trains) inside the forward,
   chunk by chunk (the fused linear-cross-entropy idea of Liger-Kernel / Apple's CCE), so no
   chunk's logits outlive its own iteration and backward is a single scale-and-scatter.

``fused_linear_cross_entropy(hidden, weight, labels)`` equals
``F.cross_entropy((hidden @ weight.T).float()[:, :-1], labels[:, 1:], ignore_index=-100)`` in value
and gradients (``tests/bench/test_chunked_ce.py``).

Use in a trainer (the integration for ``quilltune.train``): run the decoder body
(``model.model(input_ids=..., position_ids=...)`` — for a peft model ``model.get_base_model().model``)
to get ``last_hidden_state``, then call this with ``lm_head.weight``. LoRA adapters on ``lm_head``
are not supported here (quilltune's "all-linear" excludes the LM head, as peft does).
"""

from __future__ import annotations

import torch

IGNORE_INDEX = -100


class _FusedLinearCE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hidden: torch.Tensor, weight: torch.Tensor, targets: torch.Tensor, chunk_tokens: int,
                denominator: float) -> torch.Tensor:
        n = hidden.shape[0]
        needs_w = weight.requires_grad
        grad_hidden = torch.empty_like(hidden)
        grad_weight = torch.zeros(weight.shape, dtype=torch.float32, device=weight.device) if needs_w else None
        total = torch.zeros((), dtype=torch.float32, device=hidden.device)
        for start in range(0, n, chunk_tokens):
            h = hidden[start : start + chunk_tokens]
            y = targets[start : start + chunk_tokens]
            logits = (h @ weight.t()).float()
            lse = torch.logsumexp(logits, dim=-1)
            total += (lse - logits.gather(1, y[:, None]).squeeze(1)).sum()
            # d(loss)/d(logits) = softmax - onehot, computed in place on the chunk's logits buffer.
            grad = logits.sub_(lse[:, None]).exp_()
            grad[torch.arange(grad.shape[0], device=grad.device), y] -= 1.0
            grad = grad.div_(denominator).to(h.dtype)
            grad_hidden[start : start + chunk_tokens] = grad @ weight
            if needs_w:
                grad_weight += (grad.t() @ h).float()
        ctx.save_for_backward(grad_hidden, grad_weight if needs_w else torch.empty(0))
        ctx.needs_w = needs_w
        return total / denominator

    @staticmethod
    def backward(ctx, grad_output: torch.Tensor):
        grad_hidden, grad_weight = ctx.saved_tensors
        scale = grad_output.to(grad_hidden.dtype)
        gw = (grad_weight * grad_output).to(grad_weight.dtype) if ctx.needs_w else None
        return grad_hidden * scale, gw, None, None, None


def fused_linear_cross_entropy(hidden: torch.Tensor, weight: torch.Tensor, labels: torch.Tensor, *,
                               chunk_tokens: int = 1024, num_items: int | None = None) -> torch.Tensor:
    """Mean next-token cross-entropy of ``hidden @ weight.T`` against ``labels`` (unshifted, -100 = no loss).

    ``hidden``: (batch, seq, dim) final hidden states (after the last norm); ``weight``: (vocab, dim).
    ``num_items``: divide by this instead of the batch's own loss-token count (gradient accumulation
    normalised over a whole optimizer step).
    """
    shifted = labels[:, 1:].reshape(-1)
    keep = shifted != IGNORE_INDEX
    h = hidden[:, :-1].reshape(-1, hidden.shape[-1])[keep]
    y = shifted[keep]
    denominator = float(num_items if num_items is not None else max(int(keep.sum()), 1))
    if y.numel() == 0:
        return hidden.sum() * 0.0  # keeps the graph connected; a zero loss with zero gradients
    return _FusedLinearCE.apply(h, weight, y, chunk_tokens, denominator)


def causal_lm_loss(model: torch.nn.Module, batch: dict[str, torch.Tensor], *, chunk_tokens: int = 1024,
                   num_items: int | None = None) -> torch.Tensor:
    """The loss of a (peft-wrapped) Llama-style causal LM without full logits: body, then the fused head."""
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    out = base.model(input_ids=batch["input_ids"], position_ids=batch.get("position_ids"),
                     attention_mask=batch.get("attention_mask"), use_cache=False)
    return fused_linear_cross_entropy(out.last_hidden_state, base.lm_head.weight, batch["labels"],
                                      chunk_tokens=chunk_tokens, num_items=num_items)
