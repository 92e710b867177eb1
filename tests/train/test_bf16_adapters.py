"""bf16 runs compute the LoRA adapters in bf16 (no fp32 round trip of every adapter's input) while
the adapter weights, their gradients and the optimizer state stay fp32; fp32 runs are unchanged."""

from __future__ import annotations

import torch
from shards import make_samples, pack_rows

from quilltune.models.config import ModelConfig
from quilltune.models.loading import apply_method, load_base_model
from quilltune.train.config import LoraConfig
from quilltune.train.data import collate
from quilltune.train.loss import causal_lm_loss
from quilltune.train.strategies.single import SingleStrategy

STEPS = 2
BENCH_TOLERANCE = 0.01  # the bench's validation-loss criterion: within 1 % of the reference


def _batches():
    out = []
    for seed in range(STEPS):
        rows = pack_rows(make_samples(3, seed=seed), seq_len=64, prompt_len=5)  # bf16 is emulated on AVX2
        out.append(collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")}))
    return out


def _model(model_dir, dtype: str):
    base = load_base_model(
        model_dir,
        ModelConfig(name=str(model_dir), dtype=dtype, attn_implementation="sdpa"),
        method="lora",
        for_training=True,
    )
    return apply_method(base, "lora", LoraConfig(r=4, alpha=8), seed=0)


def _optimizer(params):
    return torch.optim.AdamW(params, lr=1e-2)


def _constant(optimizer):
    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda _step: 1.0)


def _adapter_input_dtypes(model) -> list[torch.dtype]:
    """Records the dtype of what enters the first adapter's A matrix on every call."""
    from peft.tuners.lora import LoraLayer

    layer = next(m for m in model.modules() if isinstance(m, LoraLayer))
    seen: list[torch.dtype] = []
    layer.lora_A["default"].register_forward_pre_hook(lambda _m, args: seen.append(args[0].dtype))
    return seen


def _reference_losses(model_dir) -> list[float]:
    """The previous path: peft casts each adapter's input to its fp32 weights, autocast casts back."""
    model = _model(model_dir, "bf16")
    seen = _adapter_input_dtypes(model)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer, losses = _optimizer(params), []
    for batch in _batches():
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = causal_lm_loss(model, batch)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        losses.append(float(loss.detach()))
    assert set(seen) == {torch.float32}  # what the round trip looked like
    return losses


def test_bf16_adapters_match_the_fp32_adapter_path_with_fp32_master_state(tiny_llama_dir):
    reference = _reference_losses(tiny_llama_dir)

    model = _model(tiny_llama_dir, "bf16")
    seen = _adapter_input_dtypes(model)
    strategy = SingleStrategy("cpu", autocast_dtype=torch.bfloat16)
    strategy.setup(model, _optimizer, _constant)
    losses = []
    for batch in _batches():
        losses.append(float(strategy.forward_backward(batch, 1.0)))
        grads = [p.grad for p in strategy.params]
        strategy.optimizer_step(1.0)

    assert set(seen) == {torch.bfloat16}  # adapters compute on the bf16 activations, uncast
    for ours, ref in zip(losses, reference, strict=True):
        assert abs(ours - ref) <= BENCH_TOLERANCE * ref, (losses, reference)
    # it trains: the zero-initialised B matrices moved
    assert all(float(p.detach().abs().sum()) > 0 for n, p in model.named_parameters() if "lora_B" in n)
    # fp32 master weights, gradients and Adam moments for every adapter; the base stays bf16
    assert strategy.params and all(p.dtype == torch.float32 for p in strategy.params)
    assert all(g is not None and g.dtype == torch.float32 for g in grads)
    states = [strategy.optimizer.state[p] for p in strategy.params]
    assert all(s["exp_avg"].dtype == torch.float32 and s["exp_avg_sq"].dtype == torch.float32 for s in states)
    frozen = [p for p in model.parameters() if not p.requires_grad]
    assert frozen and all(p.dtype == torch.bfloat16 for p in frozen)
    # peft's casting is back on outside the step (a later eval/generate of the same model is untouched)
    from peft.tuners.tuners_utils import BaseTunerLayer

    assert all(m.cast_input_dtype_enabled for m in model.modules() if isinstance(m, BaseTunerLayer))


def test_fp32_runs_keep_peft_casting_and_compute_in_fp32(tiny_llama_dir):
    model = _model(tiny_llama_dir, "fp32")
    seen = _adapter_input_dtypes(model)
    strategy = SingleStrategy("cpu", autocast_dtype=None)
    strategy.setup(model, _optimizer, _constant)
    batch = _batches()[0]
    loss = strategy.forward_backward(batch, 1.0)
    assert set(seen) == {torch.float32} and loss.dtype == torch.float32
    # and the loss is exactly the plain fp32 forward's (nothing changed for fp32 runs)
    model.zero_grad(set_to_none=True)
    assert float(causal_lm_loss(model, batch).detach()) == float(loss)
