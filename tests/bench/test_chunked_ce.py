"""The fused chunked LM-head cross-entropy equals the plain full-logits loss, values and gradients."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from quilltune.bench.chunked_ce import causal_lm_loss, fused_linear_cross_entropy


def _reference(hidden, weight, labels):
    logits = (hidden @ weight.t()).float()
    return F.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), labels[:, 1:].reshape(-1), ignore_index=-100)


@pytest.mark.parametrize("dtype,tol", [(torch.float32, 1e-5), (torch.bfloat16, 2e-2)])
@pytest.mark.parametrize("weight_trains", [False, True])
def test_matches_full_logits_loss(dtype, tol, weight_trains):
    torch.manual_seed(0)
    hidden = torch.randn(3, 37, 16, dtype=dtype, requires_grad=True)
    weight = torch.randn(101, 16, dtype=dtype, requires_grad=weight_trains)
    labels = torch.randint(0, 101, (3, 37))
    labels[:, :9] = -100  # a prompt without loss
    labels[1, 20:] = -100
    ours = fused_linear_cross_entropy(hidden, weight, labels, chunk_tokens=7)
    g_ours = torch.autograd.grad(ours * 3.0, [hidden] + ([weight] if weight_trains else []))
    ref = _reference(hidden, weight, labels)
    g_ref = torch.autograd.grad(ref * 3.0, [hidden] + ([weight] if weight_trains else []))
    assert torch.allclose(ours.float(), ref.float(), rtol=tol, atol=tol)
    for a, b in zip(g_ours, g_ref, strict=True):
        assert torch.allclose(a.float(), b.float(), rtol=tol, atol=tol * 0.1 + 1e-6)


def test_num_items_normalises_over_an_accumulated_step():
    torch.manual_seed(1)
    hidden, weight = torch.randn(2, 9, 8), torch.randn(30, 8)
    labels = torch.randint(0, 30, (2, 9))
    n = int((labels[:, 1:] != -100).sum())
    summed = fused_linear_cross_entropy(hidden, weight, labels, num_items=1)
    assert torch.allclose(summed / n, fused_linear_cross_entropy(hidden, weight, labels), rtol=1e-6)


def test_no_loss_tokens_gives_zero_and_zero_gradient():
    hidden = torch.randn(1, 5, 4, requires_grad=True)
    loss = fused_linear_cross_entropy(hidden, torch.randn(10, 4), torch.full((1, 5), -100))
    loss.backward()
    assert float(loss.detach()) == 0.0 and float(hidden.grad.abs().sum()) == 0.0


def test_causal_lm_loss_equals_the_models_own_loss(tiny_llama_dir):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    torch.manual_seed(2)
    ids = torch.randint(0, 1000, (2, 24))
    pos = torch.cat([torch.arange(10), torch.arange(14)]).repeat(2, 1)  # two packed samples per row
    labels = ids.clone()
    labels[:, :4] = -100
    labels[:, 10] = -100  # first token of the second sample
    batch = {"input_ids": ids, "position_ids": pos, "labels": labels}
    ref = model(**batch, use_cache=False).loss
    assert torch.allclose(causal_lm_loss(model, batch, chunk_tokens=5), ref, rtol=1e-5)
