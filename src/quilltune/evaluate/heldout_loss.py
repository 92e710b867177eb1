"""Loss and perplexity on the prepared token shards of one split.

Rows are packed (several samples per row). Rather than rely on the attention implementation to
honour ``position_ids`` boundaries (only flash-attention does), each row is split back into its
samples where ``position_ids`` restarts at 0, and the samples are batched with padding. The labels
already hold -100 on the first token of every sample, so the loss is exactly the packed loss.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from quilltune.errors import InputError, IntegrityError


def shard_files(data_dir: Path, split: str) -> list[Path]:
    folder = data_dir / "tokens" / split
    files = sorted(folder.glob("shard-*.parquet"))
    if not files:
        raise InputError(f"no token shards in {folder}: prepare the data first (quilltune prepare)")
    return files


def iter_samples(files: list[Path]) -> Iterator[tuple[list[int], list[int]]]:
    """Yield (input_ids, labels) per packed sample, in file order."""
    import pyarrow.parquet as pq

    for f in files:
        try:
            table = pq.read_table(f, columns=["input_ids", "labels", "position_ids"])
        except Exception as e:  # pyarrow raises several types for torn files
            raise IntegrityError(f"token shard {f} is unreadable ({e}); re-run prepare") from None
        cols = table.to_pydict()
        for ids, labels, pos in zip(cols["input_ids"], cols["labels"], cols["position_ids"], strict=True):
            starts = [i for i, p in enumerate(pos) if p == 0] or [0]
            for a, b in zip(starts, starts[1:] + [len(ids)], strict=True):
                if any(x != -100 for x in labels[a:b]):
                    yield ids[a:b], labels[a:b]


def _batches(samples: Iterator[tuple[list[int], list[int]]], size: int) -> Iterator[list[tuple[list[int], list[int]]]]:
    batch: list[tuple[list[int], list[int]]] = []
    for s in samples:
        batch.append(s)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def count_batches(files: list[Path], batch_size: int, max_batches: int | None) -> int:
    n = sum(1 for _ in iter_samples(files))
    total = math.ceil(n / batch_size)
    return min(total, max_batches) if max_batches else total


def heldout_loss(
    model: Any,
    files: list[Path],
    *,
    batch_size: int = 8,
    max_batches: int | None = None,
    pad_id: int = 0,
    on_batch: Any = None,
) -> dict[str, float | int]:
    """Token-weighted mean loss over all loss tokens, with perplexity = exp(loss)."""
    import torch

    total_nll, total_tokens, n_samples = 0.0, 0, 0
    for i, batch in enumerate(_batches(iter_samples(files), batch_size)):
        if max_batches is not None and i >= max_batches:
            break
        width = max(len(ids) for ids, _ in batch)
        input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
        labels = torch.full((len(batch), width), -100, dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for r, (ids, lab) in enumerate(batch):
            input_ids[r, : len(ids)] = torch.tensor(ids)
            labels[r, : len(lab)] = torch.tensor(lab)
            mask[r, : len(ids)] = 1
        with torch.inference_mode():
            logits = model(input_ids=input_ids, attention_mask=mask).logits.float()
        # Shift here (labels are stored unshifted) and sum, so batches of any size weigh by tokens.
        nll = torch.nn.functional.cross_entropy(
            logits[:, :-1].reshape(-1, logits.shape[-1]), labels[:, 1:].reshape(-1), ignore_index=-100, reduction="sum"
        )
        total_nll += float(nll)
        total_tokens += int((labels[:, 1:] != -100).sum())
        n_samples += len(batch)
        if on_batch is not None:
            on_batch()
    if total_tokens == 0:
        raise InputError("the split has no loss tokens (every label is -100): nothing to evaluate")
    loss = total_nll / total_tokens
    return {"loss": loss, "perplexity": math.exp(min(loss, 50.0)), "tokens": total_tokens, "samples": n_samples}
