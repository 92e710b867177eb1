"""Hand-worked checks of the pure planner arithmetic shared with the trainer."""

from __future__ import annotations

import dataclasses
import json

import pytest

from quilltune.errors import ConfigError
from quilltune.plan.flops import attention_flops_per_token, flops_per_token, mfu
from quilltune.plan.layout import BatchLayout
from quilltune.plan.shape import PRESETS, ModelShape


def test_llama2_70b_parameter_count_by_hand():
    # Per layer: q 8192*8192 + k,v 2*8192*1024 + o 8192*8192 = 150,994,944
    #            mlp 3*8192*28672 = 704,643,072; norms 2*8192 = 16,384  -> 855,654,400
    # 80 layers = 68,452,352,000; embed + untied head 2*32000*8192 = 524,288,000; final norm 8,192
    # total = 68,976,648,192 (the published 69B).
    shape = ModelShape.from_preset("llama-2-70b")
    assert shape.linear_params_per_layer == 150_994_944 + 704_643_072
    assert shape.params == 68_976_648_192


def test_published_parameter_counts():
    # Figures from each model card / num_parameters().
    expected = {
        "llama-2-7b": 6.738e9,
        "llama-3.1-8b": 8.030e9,
        "mistral-7b": 7.242e9,
        "qwen2.5-7b": 7.616e9,
        "qwen2.5-72b": 72.71e9,
        "smollm2-135m": 134.5e6,
    }
    for name, n in expected.items():
        assert PRESETS[name].params == pytest.approx(n, rel=1e-3), name


def test_from_hf_config_matches_embedded_model(embedded_model_dir):
    cfg = json.loads((embedded_model_dir / "config.json").read_text())
    shape = ModelShape.from_hf_config(cfg)
    assert shape.tie_embeddings and shape.num_kv_heads == 3 and shape.head_dim == 64
    # SmolLM2-135M: transformers' num_parameters() gives 134,515,008.
    assert shape.params == 134_515_008
    assert dataclasses.replace(shape, name="smollm2-135m") == ModelShape.from_preset("smollm2-135m")


def test_from_hf_config_refuses_non_decoder_config():
    with pytest.raises(ConfigError, match="planner_preset"):
        ModelShape.from_hf_config({"d_model": 512})
    with pytest.raises(ConfigError, match="unknown model preset"):
        ModelShape.from_preset("gpt-9")


def test_lora_params_by_hand():
    # SmolLM2 r=16 all-linear: per layer r*((576+576)+(576+192)*2+(576+576)+(576+1536)*2+(1536+576))
    # = 16*(1152+1536+1152+4224+2112) = 16*10176 = 162,816; x30 layers = 4,884,480.
    shape = ModelShape.from_preset("smollm2-135m")
    assert shape.lora_params(16) == 4_884_480
    assert shape.lora_params(8, ["q_proj", "v_proj"]) == 30 * 8 * (1152 + 768)


def test_case_study_flops_and_mfu_by_hand():
    # Llama 2 70B, QLoRA, T=4096. Matmul params N = 80*855,638,016 + 32000*8192 = 68,713,185,280.
    # 4N = 2.7485e11; attention 12*L*H*Q*T = 12*80*64*128*4096 = 3.2212e10; LoRA 6*r-params ~ 1.2e9
    # total ~ 3.083e11 FLOPs/token. At 8,500 tok/s on 16 H100 (989 TFLOP/s each):
    # 8500*3.083e11 / (16*989e12) = 0.1656 -> the case study's implied ~16 % MFU.
    shape = ModelShape.from_preset("llama-2-70b")
    assert shape.matmul_params == 68_713_185_280
    assert attention_flops_per_token(shape, 4096) * 3 == 12 * 80 * 64 * 128 * 4096
    f = flops_per_token(shape, "qlora", 4096)
    assert f == pytest.approx(3.083e11, rel=2e-3)
    assert mfu(8500, f, 16 * 989e12) == pytest.approx(0.1656, abs=0.001)
    assert mfu(8500, None, 16 * 989e12) is None and mfu(8500, f, None) is None  # never guessed


def test_full_and_checkpointing_flops():
    # Full: 6N + 12LHQT; checkpointing adds one forward (2N + 4LHQT) of recompute.
    shape = ModelShape.from_preset("llama-2-7b")
    n, attn = shape.matmul_params, 12 * 32 * 32 * 128 * 2048
    assert flops_per_token(shape, "full", 2048) == pytest.approx(6 * n + attn)
    ckpt = flops_per_token(shape, "full", 2048, gradient_checkpointing=True)
    assert ckpt - flops_per_token(shape, "full", 2048) == pytest.approx(2 * n + attn / 3)
    with pytest.raises(ConfigError):
        flops_per_token(shape, "dpo", 2048)


def test_batch_layout_arithmetic():
    # 16 ranks x micro 1 x accum 8 = 128 rows/step; x4096 = 524,288 tokens/step.
    layout = BatchLayout(world_size=16, micro_batch=1, grad_accum=8, seq_len=4096)
    assert layout.samples_per_step == 128
    assert layout.tokens_per_step == 524_288
    assert layout.steps_for_rows(1000, epochs=1) == 8  # ceil(1000/128)
    assert layout.steps_for_rows(1000, epochs=2.5) == 20  # ceil(2500/128)
    assert layout.steps_for_tokens(125e9) == 238_419  # ceil(ceil(125e9/4096)/128)
    with pytest.raises(ConfigError):
        BatchLayout(0, 1, 1, 128)


def test_batch_layout_from_config():
    from quilltune.config import load_config

    cfg = load_config("llama2-70b-qlora-2x8xh100-zero3")
    assert BatchLayout.from_config(cfg) == BatchLayout(16, 1, 8, 4096)
