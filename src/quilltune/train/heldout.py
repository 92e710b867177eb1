"""Held-out loss, defined once: the mean next-token loss over every loss token of a set of batches.

The trainer's validation (one rank or many), ``quilltune evaluate`` and the bench all call
``heldout_loss``; they differ only in how they batch (packed rows, or samples unpacked with an
attention mask) and in what computes one batch's mean loss (a strategy, or a plain model).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import torch

from quilltune.train.data import loss_tokens

Batch = dict[str, torch.Tensor]


def heldout_loss(
    loss_of: Callable[[Batch], torch.Tensor],
    batches: Iterable[Batch],
    *,
    reduce: Callable[[torch.Tensor], torch.Tensor] | None = None,
    on_batch: Callable[[], None] | None = None,
) -> tuple[float | None, int]:
    """(token-weighted mean loss, loss tokens); the loss is ``None`` when no batch has a loss token.

    ``loss_of(batch)`` is the mean loss over the batch's loss tokens. It is called for every batch,
    even one without loss tokens: under sharding it is a collective every rank must join. ``reduce``
    sums the totals across ranks (``Strategy.all_reduce_sum``), so every rank gets the same figure.
    """
    loss_sum, n_sum = 0.0, 0
    for batch in batches:
        n = loss_tokens(batch)
        loss = loss_of(batch)
        if n:
            loss_sum += float(loss) * n
            n_sum += n
        if on_batch is not None:
            on_batch()
    if reduce is not None:
        totals = reduce(torch.tensor([loss_sum, float(n_sum)], dtype=torch.float64))
        loss_sum, n_sum = float(totals[0]), int(totals[1])
    return (loss_sum / n_sum if n_sum else None), n_sum
