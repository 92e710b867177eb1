"""The real embedded SmolLM2-135M-Instruct: a few QLoRA steps on real legal text, with a validation
in between (the bitsandbytes CPU pitfall would show as a loss jump after it)."""

from __future__ import annotations

import math

import pytest
from shards import write_prepared
from train_helpers import read_metrics

from quilltune.config import load_config
from quilltune.train.api import train


def _legal_rows(legal_public, tokenizer_dir, n_rows: int, seq_len: int) -> list[dict]:
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(tokenizer_dir)
    files = sorted((legal_public / "site-policy").rglob("*.md"))[:12]
    rows = []
    for f in files:
        ids = tok(f.read_text(encoding="utf-8"))["input_ids"]
        for start in range(0, len(ids) - seq_len, seq_len):
            chunk = ids[start : start + seq_len]
            rows.append(
                {
                    "input_ids": chunk,
                    "labels": [-100] + chunk[1:],
                    "position_ids": list(range(seq_len)),
                    "num_samples": 1,
                    "num_loss_tokens": seq_len - 1,
                }
            )
            if len(rows) == n_rows:
                return rows
    return rows


@pytest.mark.slow
def test_qlora_on_the_embedded_model(embedded_model_dir, legal_public, tmp_path):
    rows = _legal_rows(legal_public, embedded_model_dir, n_rows=10, seq_len=128)
    data = write_prepared(tmp_path / "data", rows[:8], rows[8:], seq_len=128)
    cfg = load_config(
        "smollm2-cpu-demo",
        [
            "train.max_steps=6",
            "train.micro_batch_size=2",
            "train.grad_accum=1",
            "train.eval_every=3",
            "train.optim.lr=1e-3",
            "train.optim.warmup_steps=1",
        ],
    )
    summary = train(cfg, tmp_path / "run", data_dir=data, progress=False)
    steps, evals = read_metrics(tmp_path / "run")
    losses = [r["loss"] for r in steps]
    assert all(math.isfinite(v) for v in losses)
    assert 1.0 < losses[0] < 6.0  # a trained model on English legal text, not a random one
    # Decreasing trend, and no jump after the validation at step 3 (the bnb pitfall gave 2.9 -> 22.7).
    assert sum(losses[-2:]) < sum(losses[:2]), losses
    assert max(losses[3:]) < losses[0] + 0.5, losses
    assert len(evals) == 2 and all(math.isfinite(e["val_loss"]) for e in evals)
    assert summary["status"] == "completed"
    assert summary["mfu"] is None or summary["mfu"] > 0
