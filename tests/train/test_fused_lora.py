"""The fused LoRA forward (``quilltune.models.fused_lora``): peft's numbers, without its full-size
scaling and add passes; peft's own forward wherever the fused one does not apply."""

from __future__ import annotations

import torch
from shards import make_samples, pack_rows
from torch.utils._python_dispatch import TorchDispatchMode

from quilltune.models.config import ModelConfig
from quilltune.models.fused_lora import fuse_lora_updates
from quilltune.models.loading import apply_method, load_base_model
from quilltune.train.config import LoraConfig
from quilltune.train.data import collate
from quilltune.train.loss import causal_lm_loss


def _batch():
    rows = pack_rows(make_samples(3, seed=0), seq_len=64, prompt_len=5)
    return collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")})


def _model(model_dir, dtype: str, *, alpha: int = 8):
    base = load_base_model(
        model_dir,
        ModelConfig(name=str(model_dir), dtype=dtype, attn_implementation="sdpa"),
        method="lora",
        for_training=True,
    )
    model = apply_method(base, "lora", LoraConfig(r=4, alpha=alpha), seed=0)
    for name, p in model.named_parameters():  # B starts at zero: give the update a value to get right
        if "lora_B" in name:
            torch.nn.init.normal_(p, std=0.05, generator=torch.Generator().manual_seed(len(name)))
    return model


def _loss_and_grads(model, batch, autocast: bool):
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
        loss = causal_lm_loss(model, batch)
    loss.backward()
    grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.requires_grad}
    model.zero_grad(set_to_none=True)
    return float(loss.detach()), grads


class _FullSizeScalings(TorchDispatchMode):
    """Counts element-wise products and sums whose output has ``numel`` elements."""

    def __init__(self, numels: set[int]):
        super().__init__()
        self.numels, self.count = numels, 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        if func.overloadpacket in (torch.ops.aten.mul, torch.ops.aten.add) and isinstance(out, torch.Tensor):
            self.count += out.numel() in self.numels
        return out


def test_fp32_loss_and_gradients_equal_peft_and_the_full_size_passes_are_gone(tiny_llama_dir):
    batch = _batch()
    reference = _model(tiny_llama_dir, "fp32")
    fused = _model(tiny_llama_dir, "fp32")
    assert fuse_lora_updates(fused) == 2 * 7  # every adapted projection of the 2-layer model

    ref_loss, ref_grads = _loss_and_grads(reference, batch, autocast=False)
    loss, grads = _loss_and_grads(fused, batch, autocast=False)
    assert abs(loss - ref_loss) <= 1e-6 * ref_loss
    assert ref_grads.keys() == grads.keys()
    for name, g in grads.items():
        torch.testing.assert_close(g, ref_grads[name], rtol=1e-4, atol=1e-6, msg=name)

    # The adapters' outputs are (tokens x out_features): peft scales and adds them at that size.
    tokens = batch["input_ids"].numel()
    config = reference.get_base_model().config
    numels = {tokens * config.hidden_size, tokens * config.intermediate_size}
    numels.add(tokens * config.num_key_value_heads * (config.hidden_size // config.num_attention_heads))
    with _FullSizeScalings(numels) as peft_counts:
        reference(input_ids=batch["input_ids"], position_ids=batch["position_ids"], use_cache=False)
    with _FullSizeScalings(numels) as fused_counts:
        fused(input_ids=batch["input_ids"], position_ids=batch["position_ids"], use_cache=False)
    assert fused_counts.count <= peft_counts.count - 2 * 2 * 7  # a product and a sum per adapter fewer


def test_bf16_autocast_matches_peft_within_rounding(tiny_llama_dir):
    batch = _batch()
    reference, fused = _model(tiny_llama_dir, "bf16"), _model(tiny_llama_dir, "bf16")
    fuse_lora_updates(fused)
    ref_loss, ref_grads = _loss_and_grads(reference, batch, autocast=True)
    loss, grads = _loss_and_grads(fused, batch, autocast=True)
    assert abs(loss - ref_loss) <= 0.01 * ref_loss
    for name, g in grads.items():
        cos = torch.nn.functional.cosine_similarity(
            g.flatten().float(), ref_grads[name].flatten().float(), dim=0
        )
        assert cos > 0.99, (name, float(cos))


def test_disabled_adapters_and_odd_dtypes_take_peft_path(tiny_llama_dir):
    from peft.tuners.lora import LoraLayer

    model = _model(tiny_llama_dir, "fp32")
    fuse_lora_updates(model)
    layer = next(m for m in model.modules() if isinstance(m, LoraLayer))
    x = torch.randn(2, 5, layer.in_features)
    with torch.no_grad():
        assert not torch.equal(layer(x), layer.base_layer(x))  # the adapter adds its update...
        with model.disable_adapter():
            assert torch.equal(layer(x), layer.base_layer(x))  # ...and steps aside when disabled
    # bf16 base weights, fp32 adapters, no autocast: peft casts between them, so its forward runs
    model = _model(tiny_llama_dir, "bf16")
    fuse_lora_updates(model)
    layer = next(m for m in model.modules() if isinstance(m, LoraLayer))
    assert layer.lora_A["default"].weight.dtype == torch.float32
    x16 = torch.randn(2, 5, layer.in_features, dtype=torch.bfloat16)
    with torch.no_grad():
        assert torch.equal(layer(x16), type(layer).forward(layer, x16))
