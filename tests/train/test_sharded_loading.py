"""Sharded loading's single-process parts: the meta-device model has the LoRA adapters the whole
model gets (same seed, same values), its names map onto the checkpoint's, and what cannot load per
shard (QLoRA, renamed tensors, the switch off) says why. The 2-rank loads run in test_distributed_run."""

from __future__ import annotations

import torch
from train_helpers import tiny_cfg

from quilltune.models.sharded_loading import (
    build_meta_model,
    checkpoint_index,
    checkpoint_key,
    unsupported_reason,
)


def _lora(model) -> dict[str, torch.Tensor]:
    return {n: p.detach().clone() for n, p in model.named_parameters() if "lora_" in n}


def test_meta_model_has_the_whole_models_lora_init_and_no_base_memory(tiny_llama_dir):
    from quilltune.train.run import load_model_to_train

    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora", "model.dtype=fp32", "train.seed=3")
    torch.manual_seed(123)  # whatever drew before must not matter
    whole = load_model_to_train(tiny_llama_dir, cfg)
    torch.manual_seed(456)
    meta = build_meta_model(tiny_llama_dir, cfg)
    a, b = _lora(whole), _lora(meta)
    assert a.keys() == b.keys() and a
    for name in a:
        assert torch.equal(a[name], b[name]), name
    assert any("lora_A" in n and v.abs().sum() > 0 for n, v in a.items())
    base = [p for n, p in meta.named_parameters() if "lora_" not in n]
    assert base and all(p.is_meta for p in base)
    assert [n for n, _ in meta.named_parameters()] == [n for n, _ in whole.named_parameters()]
    assert meta.peft_config["default"].base_model_name_or_path == str(tiny_llama_dir)
    # buffers (RoPE) are real, computed as in the whole model
    for (n1, b1), (n2, b2) in zip(whole.named_buffers(), meta.named_buffers(), strict=True):
        assert n1 == n2 and not b2.is_meta and torch.equal(b1, b2), n1


def test_every_base_parameter_maps_to_a_checkpoint_tensor(tiny_llama_dir):
    cfg = tiny_cfg(tiny_llama_dir, "train.method=lora")
    index = checkpoint_index(tiny_llama_dir)
    meta = build_meta_model(tiny_llama_dir, cfg)
    keys = [checkpoint_key(n) for n, _ in meta.named_parameters() if "lora_" not in n]
    assert keys and all(k in index for k in keys), [k for k in keys if k not in index]
    assert checkpoint_key("base_model.model.model.layers.0.mlp.up_proj.base_layer.weight") == (
        "model.layers.0.mlp.up_proj.weight"
    )


def test_what_cannot_load_per_shard_says_why(tiny_llama_dir, tmp_path):
    import shutil

    from safetensors.torch import load_file, save_file

    assert unsupported_reason(tiny_llama_dir, tiny_cfg(tiny_llama_dir, "train.method=lora")) is None
    qlora = unsupported_reason(tiny_llama_dir, tiny_cfg(tiny_llama_dir, "train.method=qlora"))
    assert "QLoRA" in qlora
    off = tiny_cfg(tiny_llama_dir, "train.method=lora", "train.sharded_loading=false")
    assert "sharded_loading is off" in unsupported_reason(tiny_llama_dir, off)
    renamed = shutil.copytree(tiny_llama_dir, tmp_path / "renamed")
    weights = load_file(renamed / "model.safetensors")
    save_file({f"transformer.{k}": v for k, v in weights.items()}, renamed / "model.safetensors")
    reason = unsupported_reason(renamed, tiny_cfg(renamed, "train.method=lora"))
    assert "names its tensors differently" in reason
