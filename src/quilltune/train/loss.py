"""Causal-LM loss computed only where there are labels.

The stock ``ForCausalLM.forward(labels=...)`` projects *every* position through the LM head
(vocab 49k for SmolLM2: ~20 % of the model's FLOPs; 128k for Llama 3) and upcasts the whole logits
tensor to fp32 (B x L x V x 4 bytes: 400 MB at 4 x 512 for SmolLM2, 8 GB at 4 x 4096 for Llama 3).
In SFT data the prompt tokens carry no loss, so here the decoder's hidden states are gathered at the
labelled positions first and only those go through the head, in chunks, each upcast to fp32 for a
numerically sound log-softmax, with the gradients computed in the same pass so that no logits are
kept for backward. Result: the same mean cross-entropy and gradients as transformers' loss
(tests/train/test_loss.py), less compute and memory.

How: two hooks on the LM head for the duration of one call of the *whole* model. The pre-hook
keeps the hidden states of the labelled positions and hands the head an empty input; the forward
hook computes the chunked loss from the kept states and returns it as the head's output, which the
model then returns in its ``logits`` field. Calling the whole model (not its
decoder and head separately) matters under sharding: FSDP2's root unit and DeepSpeed ZeRO-3 gather
and release parameters in the hooks of the modules actually called, so the same function serves
the single process, FSDP2 and ZeRO-3.

Models with extra logit processing (soft-capping, scaling) fall back to the stock path.
"""

from __future__ import annotations

import torch

IGNORE_INDEX = -100
CHUNK = 1024  # positions per LM-head chunk: bounds the fp32 logits held at once during the forward


def _head(model: torch.nn.Module) -> torch.nn.Module | None:
    """The LM head when the model applies nothing after it, else None (use the stock loss)."""
    if type(model).__name__ == "DeepSpeedEngine":
        model = model.module
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    config = getattr(base, "config", None)
    if config is None or not hasattr(base, "get_output_embeddings"):
        return None
    for attr in ("final_logit_softcapping", "logit_scale", "logits_scaling", "output_multiplier_scale"):
        if getattr(config, attr, None) not in (None, 1, 1.0):
            return None
    head = base.get_output_embeddings()
    return head if isinstance(head, torch.nn.Module) else None


class _FusedLinearCE(torch.autograd.Function):
    """Sum of cross-entropies of ``hidden @ weight.T`` / ``denominator``, gradients computed in the
    forward chunk by chunk (the fused linear-cross-entropy idea of Liger-Kernel and Apple's CCE):
    no chunk's logits outlive its own iteration, and backward is one scale."""

    @staticmethod
    def forward(ctx, hidden: torch.Tensor, weight: torch.Tensor, targets: torch.Tensor, denominator: float):
        needs_w = weight.requires_grad
        grad_hidden = torch.empty_like(hidden)
        grad_weight = (
            torch.zeros(weight.shape, dtype=torch.float32, device=weight.device) if needs_w else None
        )
        total = torch.zeros((), dtype=torch.float32, device=hidden.device)
        for start in range(0, hidden.shape[0], CHUNK):
            h = hidden[start : start + CHUNK]
            y = targets[start : start + CHUNK]
            logits = (h @ weight.t()).float()
            lse = torch.logsumexp(logits, dim=-1)
            total += (lse - logits.gather(1, y[:, None]).squeeze(1)).sum()
            # d(loss)/d(logits) = softmax - onehot, computed in place on the chunk's logits buffer.
            grad = logits.sub_(lse[:, None]).exp_()
            grad[torch.arange(grad.shape[0], device=grad.device), y] -= 1.0
            grad = grad.div_(denominator).to(h.dtype)
            grad_hidden[start : start + CHUNK] = grad @ weight.to(h.dtype)
            if needs_w:
                grad_weight += (grad.t() @ h).float()
        ctx.save_for_backward(grad_hidden, grad_weight if needs_w else torch.empty(0))
        ctx.needs_w, ctx.weight_dtype = needs_w, weight.dtype
        return total / denominator

    @staticmethod
    def backward(ctx, grad_output: torch.Tensor):
        grad_hidden, grad_weight = ctx.saved_tensors
        gw = (grad_weight * grad_output).to(ctx.weight_dtype) if ctx.needs_w else None
        return grad_hidden * grad_output.to(grad_hidden.dtype), gw, None, None


def fused_linear_cross_entropy(
    hidden: torch.Tensor, weight: torch.Tensor, targets: torch.Tensor
) -> torch.Tensor:
    """Mean cross-entropy of ``hidden @ weight.T`` (rows: positions with a label) against ``targets``."""
    if targets.numel() == 0:
        return hidden.sum() * 0.0  # keeps the graph; the loop never scales this into a step
    return _FusedLinearCE.apply(hidden, weight, targets, float(targets.numel()))


LOSS_POSITIONS = (
    "loss_positions"  # batch key: flat (row * width + t) indices of positions whose next token has a label
)


def loss_positions(labels: torch.Tensor) -> torch.Tensor:
    """Where the loss is, as flat indices into the (rows x width) hidden states: position t of a row
    predicts label t + 1. Computed from the CPU copy of the labels (``train.device_batch``), so the
    forward never waits on the GPU for a data-dependent shape."""
    rows, t = torch.nonzero(labels[:, 1:] != IGNORE_INDEX, as_tuple=True)
    return rows * labels.shape[1] + t


def causal_lm_loss(model: torch.nn.Module, batch: dict[str, torch.Tensor]) -> torch.Tensor:
    """Mean next-token cross-entropy over positions whose (shifted) label is not -100."""
    head = _head(model)
    inputs = {k: v for k, v in batch.items() if k not in ("labels", LOSS_POSITIONS)}
    if head is None or type(head) is not torch.nn.Linear or head.bias is not None:
        return model(**inputs, labels=batch["labels"], use_cache=False).loss
    labels = batch["labels"]
    positions = batch.get(LOSS_POSITIONS)
    if positions is None:
        positions = loss_positions(labels)  # on the device: one sync, correct either way
    # p = row * width + t with t <= width - 2, so p + 1 is position t + 1 of the same row: its label
    wanted = labels.reshape(-1).index_select(0, positions + 1)

    picked: list[torch.Tensor] = []

    def only_labelled_positions(module, args):
        # The head itself then multiplies zero rows; the loss hook does the real (chunked) work.
        hidden = args[0]
        picked.append(hidden.reshape(-1, hidden.shape[-1]).index_select(0, positions))
        return (picked[-1][:0],)

    def loss_instead_of_logits(module, args, output):
        return fused_linear_cross_entropy(picked.pop(), module.weight, wanted)

    pre = head.register_forward_pre_hook(only_labelled_positions)
    # prepend: run before any hook that releases the head's gathered weights (ZeRO-3), so those
    # hooks see the loss as the head's output and re-gather the weights for its backward.
    post = head.register_forward_hook(loss_instead_of_logits, prepend=True)
    try:
        # logits_to_keep=0 keeps every position: the pre-hook does the selecting.
        return model(**inputs, use_cache=False, logits_to_keep=0).logits
    finally:
        pre.remove()
        post.remove()
