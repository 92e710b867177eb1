"""The labelled-positions-only loss equals transformers' own loss, value and gradients."""

from __future__ import annotations

import torch
from shards import make_samples, pack_rows

from quilltune.train.data import collate
from quilltune.train.loss import causal_lm_loss


def test_matches_transformers_loss_and_gradients(tiny_llama_dir):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    rows = pack_rows(make_samples(10, seed=7), seq_len=80, prompt_len=5)  # prompts carry no loss
    batch = collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")})

    ref = model(**batch, use_cache=False).loss
    ref.backward()
    ref_grads = {n: p.grad.clone() for n, p in model.named_parameters()}
    model.zero_grad()

    ours = causal_lm_loss(model, batch)
    ours.backward()
    assert torch.allclose(ours, ref, rtol=1e-6, atol=1e-6)
    for n, p in model.named_parameters():
        assert torch.allclose(p.grad, ref_grads[n], rtol=1e-4, atol=1e-7), n
