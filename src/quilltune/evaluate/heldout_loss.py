"""Loss and perplexity of a model on the prepared token shards of one split.

Rows are packed (several samples per row). Rather than rely on the attention implementation to
honour ``position_ids`` boundaries (the base model of an evaluation may be loaded with any), each
row is split back into its samples (``quilltune.data_folder.unpack_row``) and the samples are
batched with padding and an attention mask. The labels hold -100 on the first token of every
sample, so the loss is exactly the packed loss. The averaging is the trainer's
(``quilltune.train.heldout.heldout_loss``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path
from typing import Any

from quilltune.data_folder import IGNORE_INDEX, iter_rows, unpack_row
from quilltune.errors import InputError

Sample = tuple[list[int], list[int]]


def iter_samples(data_dir: Path, split: str) -> Iterator[Sample]:
    """(input_ids, labels) per packed sample that carries loss, in file order."""
    for row in iter_rows(data_dir, split, columns=["input_ids", "labels", "position_ids"]):
        for sample in unpack_row(row):
            if any(x != IGNORE_INDEX for x in sample["labels"]):
                yield sample["input_ids"], sample["labels"]


def count_batches(data_dir: Path, split: str, batch_size: int, max_batches: int | None) -> int:
    total = -(-sum(1 for _ in iter_samples(data_dir, split)) // batch_size)
    return min(total, max_batches) if max_batches else total


def _padded(samples: list[Sample], pad_id: int) -> dict[str, Any]:
    import torch

    width = max(len(ids) for ids, _ in samples)
    input_ids = torch.full((len(samples), width), pad_id, dtype=torch.long)
    labels = torch.full((len(samples), width), IGNORE_INDEX, dtype=torch.long)
    mask = torch.zeros((len(samples), width), dtype=torch.long)
    for r, (ids, lab) in enumerate(samples):
        input_ids[r, : len(ids)] = torch.tensor(ids)
        labels[r, : len(lab)] = torch.tensor(lab)
        mask[r, : len(ids)] = 1
    return {"input_ids": input_ids, "labels": labels, "attention_mask": mask}


def split_loss(
    model: Any,
    data_dir: Path,
    split: str,
    *,
    batch_size: int = 8,
    max_batches: int | None = None,
    pad_id: int = 0,
    on_batch: Callable[[], None] | None = None,
) -> dict[str, float | int]:
    """Token-weighted mean loss over all loss tokens of the split, with perplexity = exp(loss)."""
    import torch

    from quilltune.train.heldout import heldout_loss
    from quilltune.train.loss import causal_lm_loss

    # The same samples as batching in file order would score (the first max_batches x batch_size),
    # batched longest first: similar lengths in a batch waste less on padding (the loss is a
    # token-weighted sum, so the order does not change it).
    samples = list(islice(iter_samples(data_dir, split), max_batches * batch_size if max_batches else None))
    samples.sort(key=lambda s: -len(s[0]))

    def batches() -> Iterator[dict[str, Any]]:
        for start in range(0, len(samples), batch_size):
            yield _padded(samples[start : start + batch_size], pad_id)

    with torch.inference_mode():
        loss, tokens = heldout_loss(lambda batch: causal_lm_loss(model, batch), batches(), on_batch=on_batch)
    if loss is None:
        raise InputError("the split has no loss tokens (every label is -100): nothing to evaluate")
    return {
        "loss": loss,
        "perplexity": math.exp(min(loss, 50.0)),
        "tokens": tokens,
        "samples": len(samples),
    }
