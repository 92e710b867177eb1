"""The fused chunked LM-head cross-entropy equals the plain full-logits loss, values and gradients."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from quilltune.train import loss as loss_mod
from quilltune.train.loss import fused_linear_cross_entropy


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(loss_mod, "CHUNK", 7)  # several chunks, the last one partial


@pytest.mark.parametrize("dtype,tol", [(torch.float32, 1e-5), (torch.bfloat16, 2e-2)])
@pytest.mark.parametrize("weight_trains", [False, True])
def test_matches_full_logits_loss(small_chunks, dtype, tol, weight_trains):
    torch.manual_seed(0)
    hidden = torch.randn(45, 16, dtype=dtype, requires_grad=True)
    weight = torch.randn(101, 16, dtype=dtype, requires_grad=weight_trains)
    targets = torch.randint(0, 101, (45,))
    ours = fused_linear_cross_entropy(hidden, weight, targets)
    wrt = [hidden] + ([weight] if weight_trains else [])
    g_ours = torch.autograd.grad(ours * 3.0, wrt)
    ref = F.cross_entropy((hidden @ weight.t()).float(), targets)
    g_ref = torch.autograd.grad(ref * 3.0, wrt)
    assert torch.allclose(ours.float(), ref.float(), rtol=tol, atol=tol)
    for a, b in zip(g_ours, g_ref, strict=True):
        assert a.dtype == b.dtype
        assert torch.allclose(a.float(), b.float(), rtol=tol, atol=tol * 0.1 + 1e-6)


def test_no_loss_tokens_gives_zero_and_zero_gradient():
    hidden = torch.randn(0, 4, requires_grad=True)
    loss = fused_linear_cross_entropy(hidden, torch.randn(10, 4), torch.zeros(0, dtype=torch.long))
    loss.backward()
    assert float(loss.detach()) == 0.0 and hidden.grad.shape == (0, 4)
