"""One validation loss for every system: the trainer's own held-out loss over the same rows.

Each framework averages differently (per batch, per token, with or without padding), so the bench
scores every trained model with ``quilltune.train.heldout.heldout_loss`` over the packed
validation rows of the bench folder, batched as the trainer batches them (``position_ids``, no
attention mask: samples never attend to each other).
"""

from __future__ import annotations

from pathlib import Path

import torch


def validation_loss(
    model: torch.nn.Module, data_dir: Path, micro_batch: int = 4, pad_id: int = 0, device: str = "cpu"
) -> float:
    """Mean next-token loss over every loss token of ``data_dir``'s validation split."""
    from quilltune.models.varlen_attention import uses_varlen
    from quilltune.train.data import TokenRows, eval_batches
    from quilltune.train.device_batch import to_device
    from quilltune.train.heldout import heldout_loss
    from quilltune.train.loss import causal_lm_loss

    varlen, target = uses_varlen(model), torch.device(device)
    was_training = model.training
    model.eval()
    with torch.no_grad():
        loss, _ = heldout_loss(
            lambda batch: causal_lm_loss(model, to_device(batch, target, varlen=varlen)),
            eval_batches(TokenRows(data_dir, "validation"), micro_batch, pad_id=pad_id),
        )
    if was_training:
        model.train()
    return 0.0 if loss is None else loss
