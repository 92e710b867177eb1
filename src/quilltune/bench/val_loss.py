"""One validation loss for every system: token-weighted mean over the same packed validation rows.

Each framework averages differently (per batch, per token, with or without padding), so the bench
evaluates every trained model with this one function instead of trusting three definitions.
Packed rows are fed with ``position_ids`` and no attention mask: transformers 5 then builds the
block-diagonal causal mask from the position restarts, so samples never attend to each other.
"""

from __future__ import annotations

from pathlib import Path

from quilltune.bench.bench_data import IGNORE_INDEX, read_rows


def _batches(rows: list[dict], micro_batch: int, pad_id: int):
    import torch

    for start in range(0, len(rows), micro_batch):
        chunk = rows[start : start + micro_batch]
        width = max(len(r["input_ids"]) for r in chunk)
        ids = torch.full((len(chunk), width), pad_id, dtype=torch.long)
        labels = torch.full((len(chunk), width), IGNORE_INDEX, dtype=torch.long)
        pos = torch.zeros((len(chunk), width), dtype=torch.long)
        for i, r in enumerate(chunk):
            k = len(r["input_ids"])
            ids[i, :k] = torch.tensor(r["input_ids"])
            labels[i, :k] = torch.tensor(r["labels"])
            # Padding continues the last sample's positions: it never looks like a new sample.
            pos[i, :k] = torch.tensor(r["position_ids"])
            pos[i, k:] = torch.arange(r["position_ids"][-1] + 1, r["position_ids"][-1] + 1 + width - k)
        yield {"input_ids": ids, "labels": labels, "position_ids": pos}


def validation_loss(model, data_dir: Path, micro_batch: int = 4, pad_id: int = 0, device: str = "cpu") -> float:
    """Mean next-token loss over every loss token of ``data_dir``'s validation split."""
    import torch
    import torch.nn.functional as F

    rows = read_rows(data_dir, "validation")
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for batch in _batches(rows, micro_batch, pad_id):
            batch = {k: v.to(device) for k, v in batch.items()}
            logits = model(input_ids=batch["input_ids"], position_ids=batch["position_ids"], use_cache=False).logits
            shift_logits = logits[:, :-1].float().reshape(-1, logits.size(-1))
            shift_labels = batch["labels"][:, 1:].reshape(-1)
            total += float(F.cross_entropy(shift_logits, shift_labels, ignore_index=IGNORE_INDEX, reduction="sum"))
            count += int((shift_labels != IGNORE_INDEX).sum())
    if was_training:
        model.train()
    return total / max(count, 1)
