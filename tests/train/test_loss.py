"""The labelled-positions-only loss equals transformers' own loss, value and gradients."""

from __future__ import annotations

import pytest
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


def _batch(seed: int = 7):
    rows = pack_rows(make_samples(10, seed=seed), seq_len=80, prompt_len=5)
    return collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")})


def test_lora_under_bf16_autocast_matches_the_stock_loss(tiny_llama_dir):
    """The trainer's real setting: a bf16 base, fp32 LoRA weights, bf16 autocast."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    base = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.bfloat16)
    torch.manual_seed(0)
    model = get_peft_model(
        base, LoraConfig(r=4, lora_alpha=8, target_modules="all-linear", init_lora_weights=False)
    )
    batch = _batch()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        ref = model(**batch, use_cache=False).loss
        ref.backward()
        ref_grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.requires_grad}
        model.zero_grad()
        ours = causal_lm_loss(model, batch)
        ours.backward()
    assert ours.dtype == torch.float32
    assert torch.allclose(ours, ref.float(), rtol=1e-2)
    for n, p in model.named_parameters():
        if p.requires_grad:
            cos = torch.nn.functional.cosine_similarity(p.grad.flatten(), ref_grads[n].flatten(), dim=0)
            assert cos > 0.99, (n, float(cos))


def test_hooks_are_removed_and_the_model_answers_normally_afterwards(tiny_llama_dir):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    batch = _batch()
    causal_lm_loss(model, batch)
    head = model.get_output_embeddings()
    assert not head._forward_hooks and not head._forward_pre_hooks
    logits = model(input_ids=batch["input_ids"], use_cache=False).logits
    assert logits.shape == (*batch["input_ids"].shape, model.config.vocab_size)


def test_a_batch_without_loss_tokens_gives_zero_loss_and_zero_gradients(tiny_llama_dir):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    batch = _batch()
    batch["labels"] = torch.full_like(batch["labels"], -100)
    loss = causal_lm_loss(model, batch)
    loss.backward()
    assert float(loss.detach()) == 0.0
    assert all(float(p.grad.abs().sum()) == 0.0 for p in model.parameters() if p.grad is not None)


@pytest.mark.slow
def test_compiled_layers_give_the_eager_loss_and_gradients(tiny_llama_dir):
    """train.compile: regional torch.compile of the decoder layers changes speed, not the maths (fp32)."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from quilltune.train.strategies.single import SingleStrategy

    def run(compiled: bool):
        torch.manual_seed(0)
        base = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
        model = get_peft_model(
            base, LoraConfig(r=4, lora_alpha=8, target_modules="all-linear", init_lora_weights=False)
        )
        strategy = SingleStrategy("cpu", compile_layers=compiled)
        strategy.setup(
            model,
            lambda p: torch.optim.SGD(p, lr=0.0),
            lambda o: torch.optim.lr_scheduler.LambdaLR(o, lambda s: 1.0),
        )
        loss = strategy.forward_backward(_batch(), 1.0)
        return loss, {n: p.grad.clone() for n, p in model.named_parameters() if p.requires_grad}

    eager_loss, eager = run(False)
    compiled_loss, compiled = run(True)
    assert torch.allclose(compiled_loss, eager_loss, rtol=1e-5)
    for name, grad in eager.items():
        assert torch.allclose(compiled[name], grad, rtol=1e-3, atol=1e-6), name


def test_loss_positions_from_the_cpu_give_the_same_loss_and_gradients(tiny_llama_dir):
    """``to_device`` precomputes the loss positions on the CPU; the result must not change."""
    from transformers import AutoModelForCausalLM

    from quilltune.train.device_batch import to_device
    from quilltune.train.loss import LOSS_POSITIONS, loss_positions

    batch = _batch(seed=9)
    labels = batch["labels"]
    flat = loss_positions(labels)
    rows, cols = flat // labels.shape[1], flat % labels.shape[1]
    assert torch.equal(labels[rows, cols + 1], labels[:, 1:][labels[:, 1:] != -100])  # row-major order kept
    moved = to_device(batch, torch.device("cpu"))
    assert torch.equal(moved[LOSS_POSITIONS], flat)

    model = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    results = []
    for b in (batch, moved):
        model.zero_grad()
        loss = causal_lm_loss(model, b)
        loss.backward()
        results.append((loss.detach(), {n: p.grad.clone() for n, p in model.named_parameters()}))
    (ref, ref_grads), (got, grads) = results
    assert torch.equal(got, ref)
    for n, g in grads.items():
        assert torch.equal(g, ref_grads[n]), n
