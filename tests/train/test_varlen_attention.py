"""``attn_implementation: varlen`` gives sdpa's numbers on packed rows, without a mask.

On the CPU the per-sample sdpa path runs; the CUDA branch (torch's varlen flash kernel) is driven
here through a stand-in ``varlen_attn`` that checks the arguments our glue passes (int32
cumulative lengths, causal, GQA) and computes the reference result from them — what a GPU run adds
is only the kernel itself (benchmarks/gpu/run.sh runs it there).
"""

from __future__ import annotations

import pytest
import torch
from shards import make_samples, pack_rows

from quilltune.models import varlen_attention as va
from quilltune.train.data import collate
from quilltune.train.device_batch import to_device
from quilltune.train.loss import causal_lm_loss


def _batch(seed: int = 7, seq_len: int = 80):
    rows = pack_rows(make_samples(12, seed=seed), seq_len=seq_len, prompt_len=5)
    assert any(r["num_samples"] > 1 for r in rows)
    return collate({k: [r[k] for r in rows] for k in ("input_ids", "labels", "position_ids")})


def _model(model_dir, attn: str, dtype=torch.float32):
    from transformers import AutoModelForCausalLM

    from quilltune.models.loading import attention_for

    return AutoModelForCausalLM.from_pretrained(
        model_dir, dtype=dtype, attn_implementation=attention_for(attn, for_training=True)
    )


def test_sample_boundaries_split_at_position_restarts_and_row_starts():
    pos = torch.tensor([[0, 1, 2, 0, 1, 2, 3, 4], [0, 1, 0, 1, 2, 3, 4, 5]])
    assert va.sample_boundaries(pos).tolist() == [0, 3, 8, 10, 16]
    # padding continues the last sample's positions: it joins that sample, no new boundary
    padded = torch.tensor([[0, 1, 2, 3, 4, 5], [0, 1, 0, 1, 2, 3]])
    assert va.sample_boundaries(padded).tolist() == [0, 6, 8, 12]
    kw = va.packed_kwargs(pos, "cpu")
    assert kw["cu_seq_lens_q"].dtype == torch.int32 and kw["max_length_q"] == 6


def _loss_and_grads(model, batch, varlen: bool):
    model.zero_grad()
    loss = causal_lm_loss(model, to_device(batch, torch.device("cpu"), varlen=varlen))
    loss.backward()
    return loss.detach(), {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


def test_varlen_training_loss_and_gradients_equal_sdpa(tiny_llama_dir):
    batch = _batch()
    ref_loss, ref_grads = _loss_and_grads(_model(tiny_llama_dir, "sdpa"), batch, varlen=False)
    model = _model(tiny_llama_dir, "varlen")
    assert va.uses_varlen(model)
    loss, grads = _loss_and_grads(model, batch, varlen=True)
    assert torch.allclose(loss, ref_loss, rtol=1e-6, atol=1e-6)
    assert grads.keys() == ref_grads.keys()
    for n, g in grads.items():
        assert torch.allclose(g, ref_grads[n], rtol=1e-4, atol=1e-7), n


def test_without_precomputed_boundaries_position_ids_are_read(tiny_llama_dir):
    """A plain ``model(...)`` call (no FlashAttentionKwargs) must still keep samples apart."""
    batch = _batch(seed=3)
    sdpa, varlen = _model(tiny_llama_dir, "sdpa"), _model(tiny_llama_dir, "varlen")
    with torch.no_grad():
        # use_cache=False: with a cache transformers' sdpa mask ignores the packing
        ref = sdpa(input_ids=batch["input_ids"], position_ids=batch["position_ids"], use_cache=False).logits
        got = varlen(input_ids=batch["input_ids"], position_ids=batch["position_ids"], use_cache=False).logits
        leaky = varlen(
            input_ids=batch["input_ids"], use_cache=False
        ).logits  # no positions: one sample per row
    assert torch.allclose(got, ref, atol=1e-5)
    assert not torch.allclose(leaky, ref, atol=1e-3)  # the check has teeth


def test_peft_lora_bf16_under_varlen_matches_sdpa(tiny_llama_dir):
    """The trainer's setting: bf16 base, fp32 LoRA, bf16 autocast."""
    from peft import LoraConfig, get_peft_model

    batch = _batch(seed=11)
    losses = {}
    for attn in ("sdpa", "varlen"):
        torch.manual_seed(0)
        model = get_peft_model(
            _model(tiny_llama_dir, attn, torch.bfloat16),
            LoraConfig(r=4, target_modules="all-linear", init_lora_weights=False),
            autocast_adapter_dtype=True,
        )
        assert va.uses_varlen(model) == (attn == "varlen")
        with torch.autocast("cpu", dtype=torch.bfloat16):
            losses[attn] = float(
                causal_lm_loss(model, to_device(batch, torch.device("cpu"), varlen=attn == "varlen")).detach()
            )
    assert losses["varlen"] == pytest.approx(losses["sdpa"], rel=2e-3)


def _check_and_attend(calls, q, k, v, cu_q, cu_k, max_q, max_k, scale, window_size):
    assert cu_q.dtype == torch.int32 and cu_q is cu_k and max_q == max_k
    assert tuple(window_size) == (-1, 0)  # causal
    bounds = cu_q.tolist()
    assert max_q == max(b - a for a, b in zip(bounds[:-1], bounds[1:], strict=True))
    calls.append(len(bounds) - 1)
    return va._sdpa_per_sample(q, k, v, bounds, scale, 0.0)


@pytest.mark.parametrize("torch_api", ["2.13", "2.11"])
def test_flash_branch_passes_int32_boundaries_causal_and_gqa(tiny_llama_dir, monkeypatch, torch_api):
    """Drive the CUDA branch on the CPU with a reference ``varlen_attn`` that checks its inputs, in
    the signature of torch 2.13 (enable_gqa) and of 2.11 (the H200 image's: no enable_gqa, so the
    glue repeats the KV heads itself)."""
    import torch.nn.attention.varlen as torch_varlen

    calls = []

    def varlen_attn_2_13(
        q,
        k,
        v,
        cu_q,
        cu_k,
        max_q,
        max_k,
        *,
        return_aux=None,
        scale=None,
        window_size=(-1, -1),
        enable_gqa=False,
        seqused_k=None,
        block_table=None,
        num_splits=None,
    ):
        assert enable_gqa == (k.shape[1] != q.shape[1])
        return _check_and_attend(calls, q, k, v, cu_q, cu_k, max_q, max_k, scale, window_size)

    def varlen_attn_2_11(
        q, k, v, cu_q, cu_k, max_q, max_k, *, return_aux=None, scale=None, window_size=(-1, -1)
    ):
        assert k.shape[1] == q.shape[1]  # no GQA in this kernel: the heads arrive repeated
        return _check_and_attend(calls, q, k, v, cu_q, cu_k, max_q, max_k, scale, window_size)

    reference_varlen_attn = varlen_attn_2_13 if torch_api == "2.13" else varlen_attn_2_11
    monkeypatch.setattr(torch_varlen, "varlen_attn", reference_varlen_attn)
    monkeypatch.setattr(va, "_use_flash", lambda query, dropout: True)
    monkeypatch.setattr(va, "_PARAMS", None)  # re-read the stand-in's signature; restored afterwards
    batch = _batch(seed=5)
    ref_loss, _ = _loss_and_grads(_model(tiny_llama_dir, "sdpa"), batch, varlen=False)
    loss, _ = _loss_and_grads(_model(tiny_llama_dir, "varlen"), batch, varlen=True)
    assert calls and len(calls) == 2  # both layers went through the flash branch
    assert torch.allclose(loss, ref_loss, rtol=1e-6, atol=1e-6)


def test_generation_is_refused_and_inference_loads_get_sdpa(tiny_llama_dir):
    """varlen has no KV cache or padding mask: a clear error, not silently wrong tokens."""
    from quilltune.models.loading import attention_for

    assert attention_for("varlen", for_training=False) == "sdpa"
    assert attention_for("sdpa", for_training=True) == "sdpa"
    model = _model(tiny_llama_dir, "varlen")
    from quilltune.errors import ConfigError

    with pytest.raises(ConfigError, match="generation"):
        model.generate(torch.tensor([[1, 2, 3]]), max_new_tokens=2, do_sample=False)


def test_trainer_run_with_varlen_follows_the_sdpa_run(tiny_llama_dir, tiny_data, tmp_path):
    """Same config but the attention: the same loss curve and validation loss, step by step."""
    from train_helpers import read_metrics, tiny_cfg

    from quilltune.train.api import train

    runs = {}
    for attn in ("sdpa", "varlen"):
        cfg = tiny_cfg(
            tiny_llama_dir,
            "train.method=lora",
            "train.max_steps=4",
            "train.optim.lr=1e-2",
            f"model.attn_implementation={attn}",
        )
        summary = train(cfg, tmp_path / attn, data_dir=tiny_data, progress=False)
        runs[attn] = ([r["loss"] for r in read_metrics(tmp_path / attn)[0]], summary["final_val_loss"])
    (ref_losses, ref_val), (losses, val) = runs["sdpa"], runs["varlen"]
    assert losses == pytest.approx(ref_losses, rel=5e-3)
    assert val == pytest.approx(ref_val, rel=5e-3)
    assert losses[-1] < losses[0]  # and it learns


def test_auto_picks_varlen_only_where_it_is_exact():
    from transformers import LlamaConfig, MistralConfig

    from quilltune.models.loading import attention_for

    llama = LlamaConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=4)
    windowed = MistralConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=4, sliding_window=32)
    capped = LlamaConfig(hidden_size=64, num_hidden_layers=1, num_attention_heads=4)
    capped.attn_logit_softcapping = 50.0
    assert attention_for("auto", for_training=True, model_config=llama) == "varlen"
    assert attention_for("auto", for_training=False, model_config=llama) == "sdpa"
    for config in (windowed, capped, None):
        assert attention_for("auto", for_training=True, model_config=config) == "sdpa"


def test_an_unsupported_layer_is_refused_with_the_fix():
    from quilltune.errors import ConfigError

    class WindowedAttention(torch.nn.Module):
        sliding_window = 32

    q = torch.zeros(1, 2, 4, 8)
    with pytest.raises(ConfigError, match="sliding-window.*attn_implementation: sdpa"):
        va.varlen_attention_forward(WindowedAttention(), q, q, q, None)


def _reference_attention(q, k, v, bounds):
    """fp64 causal attention per sample, the query heads of a group sharing one KV head."""
    out = []
    groups = q.shape[1] // k.shape[1]
    for start, end in zip(bounds[:-1], bounds[1:], strict=True):
        qq = q[start:end].double().transpose(0, 1)
        kk = k[start:end].double().transpose(0, 1).repeat_interleave(groups, 0)
        vv = v[start:end].double().transpose(0, 1).repeat_interleave(groups, 0)
        scores = qq @ kk.transpose(1, 2) * q.shape[-1] ** -0.5
        causal = torch.ones(end - start, end - start, dtype=torch.bool).triu(1)
        out.append((scores.masked_fill(causal, float("-inf")).softmax(-1) @ vv).transpose(0, 1))
    return torch.cat(out)


def test_cpu_bf16_gemm_attention_is_as_accurate_as_the_flash_kernel(monkeypatch):
    """bf16 on the CPU: samples up to MATH_MAX_TOKENS take the GEMM path, longer ones sdpa's flash
    kernel; both within bf16 rounding of an fp64 reference, outputs and gradients alike."""
    assert va.uses_math_attention("cpu", torch.bfloat16)
    assert not va.uses_math_attention("cpu", torch.float32)
    assert not va.uses_math_attention("cpu", torch.bfloat16, dropout=0.1)
    torch.manual_seed(0)
    bounds = [0, 40, 41, 300, 300, 350]  # a one-token sample, an empty one, one above the limit
    monkeypatch.setattr(va, "MATH_MAX_TOKENS", 64)
    heads, kv_heads, dim = 6, 2, 32
    leaves = [
        torch.randn(bounds[-1], n, dim, dtype=torch.bfloat16, requires_grad=True)
        for n in (heads, kv_heads, kv_heads)
    ]
    grad = torch.randn(bounds[-1], heads, dim, dtype=torch.bfloat16)
    ref = _reference_attention(*leaves, bounds)
    ref_grads = torch.autograd.grad(ref, leaves, grad.double())

    def rel(a, b):
        return float((a.detach().double() - b.detach()).norm() / b.detach().norm())

    errors = {}
    for limit in (64, 0):  # 0: every sample through the flash kernel
        monkeypatch.setattr(va, "MATH_MAX_TOKENS", limit)
        out = va._sdpa_per_sample(*leaves, bounds, None, 0.0)
        grads = torch.autograd.grad(out, leaves, grad)
        errors[limit] = [rel(out, ref)] + [rel(g, r) for g, r in zip(grads, ref_grads, strict=True)]
    assert all(e < 1e-2 for e in errors[64]), errors
    assert max(errors[64]) < 3 * max(errors[0]), errors  # no worse than the kernel it replaces, give or take


def test_gemm_attention_leaves_fp32_exact(monkeypatch):
    """fp32 never takes the GEMM path: its output is sdpa's, bit for bit."""
    torch.manual_seed(1)
    q, k, v = (torch.randn(90, n, 16) for n in (4, 2, 2))
    bounds = [0, 30, 90]
    got = va._sdpa_per_sample(q, k, v, bounds, None, 0.0)
    monkeypatch.setattr(va, "MATH_MAX_TOKENS", 0)
    assert torch.equal(got, va._sdpa_per_sample(q, k, v, bounds, None, 0.0))
