"""Packed rows give exactly the losses of the same samples run one by one (no cross-sample attention)."""

from __future__ import annotations

import torch
from shards import make_samples, pack_rows, sample_row

from quilltune.train.data import IGNORE_INDEX, collate, loss_tokens


def _summed_loss(model, rows: list[dict], drop_positions: bool = False) -> tuple[float, int]:
    batch = collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")})
    if drop_positions:
        batch.pop("position_ids")
    with torch.no_grad():
        loss = model(**batch, use_cache=False).loss
    n = loss_tokens(batch)
    return float(loss) * n, n


def test_collate_pads_at_the_end_with_continuing_positions():
    rows = {"input_ids": [[5, 6, 7], [8]], "labels": [[-100, 6, 7], [-100]], "position_ids": [[0, 1, 0], [0]]}
    b = collate(rows, pad_id=2)
    assert b["input_ids"].tolist() == [[5, 6, 7], [8, 2, 2]]
    assert b["labels"].tolist() == [[-100, 6, 7], [-100, IGNORE_INDEX, IGNORE_INDEX]]
    assert b["position_ids"].tolist() == [[0, 1, 0], [0, 1, 2]]
    assert "attention_mask" not in b  # transformers derives the block-diagonal mask from position_ids
    assert loss_tokens(b) == 2


def test_packed_equals_unpacked_loss(tiny_llama_dir):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(
        tiny_llama_dir, dtype=torch.float32, attn_implementation="sdpa"
    )
    model.eval()
    samples = make_samples(12, seed=3)
    packed = pack_rows(samples, seq_len=96)
    assert any(r["num_samples"] > 1 for r in packed)
    unpacked_sum, unpacked_n = 0.0, 0
    for s in samples:
        loss, n = _summed_loss(model, [sample_row(s)])
        unpacked_sum, unpacked_n = unpacked_sum + loss, unpacked_n + n
    packed_sum, packed_n = _summed_loss(model, packed)
    assert packed_n == unpacked_n
    packed_err = abs(packed_sum - unpacked_sum) / unpacked_sum
    assert packed_err < 1e-6
    # The check has teeth: without position_ids the samples attend to each other and the loss moves
    # (only a little on a random 2-layer model, whose attention is nearly uniform).
    leaky_sum, _ = _summed_loss(model, packed, drop_positions=True)
    assert abs(leaky_sum - unpacked_sum) / unpacked_sum > 20 * max(packed_err, 1e-7)
