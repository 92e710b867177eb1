"""Exports of a real tiny run: adapter reloads with peft, merged and GGUF reproduce base+adapter logits."""

from __future__ import annotations

import hashlib
import json

import pytest

from quilltune.errors import InputError

PROMPT = "The Receiving Party shall not disclose Confidential Information to third parties."


@pytest.fixture(scope="module")
def reference(tiny_run_dir):
    """fp32 logits of base + adapter, loaded the standard peft way, and the prompt ids."""
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    summary = json.loads((tiny_run_dir / "summary.json").read_text())
    tok = AutoTokenizer.from_pretrained(summary["base_model"])
    ids = tok(PROMPT, return_tensors="pt")["input_ids"]
    base = AutoModelForCausalLM.from_pretrained(summary["base_model"], dtype=torch.float32)
    with torch.inference_mode():
        plain = base(ids).logits.clone()
        tuned = PeftModel.from_pretrained(base, tiny_run_dir / "adapter").eval()(ids).logits
    # The adapter must matter, otherwise "matches base+adapter" would prove nothing.
    assert (tuned - plain).abs().max() > 1e-3
    return {"ids": ids, "logits": tuned, "tokenizer": tok}


@pytest.fixture(scope="module")
def gguf_folder(tiny_run_dir, tmp_path_factory):
    """One folder holding a user's own README, an f32 GGUF (out given as the folder) and a Q8_0 one (out
    given as a .gguf path): the GGUF tests share these two exports (each writes the whole 49k-token
    vocabulary: the slow part of these tests)."""
    from quilltune.export.api import export

    out = tmp_path_factory.mktemp("gguf-export") / "gguf"
    out.mkdir()
    (out / "README.md").write_text("# my notes\n")
    f32 = export(tiny_run_dir, "gguf", out, dtype="fp32")
    q8 = export(tiny_run_dir, "gguf", out / "model-q8.gguf", quant="q8_0")
    assert q8 == out / "model-q8.gguf"
    return out, f32, q8


def _logits(model, ids):
    import torch

    with torch.inference_mode():
        return model(ids).logits


def test_adapter_export_loads_with_peft_and_carries_a_model_card(tiny_run_dir, reference, tmp_path):
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    from quilltune.export.api import export

    out = export(tiny_run_dir, "adapter", tmp_path / "adapter")
    assert {"adapter_config.json", "adapter_model.safetensors", "README.md", "tokenizer.json"} <= {
        p.name for p in out.iterdir()
    }
    base_dir = json.loads((out / "adapter_config.json").read_text())["base_model_name_or_path"]
    model = PeftModel.from_pretrained(
        AutoModelForCausalLM.from_pretrained(base_dir, dtype=torch.float32), out
    )
    torch.testing.assert_close(
        _logits(model.eval(), reference["ids"]), reference["logits"], atol=1e-5, rtol=1e-5
    )
    card = (out / "README.md").read_text()
    manifest = tiny_run_dir.parent / "data" / "manifest.json"
    assert hashlib.sha256(manifest.read_bytes()).hexdigest() in card
    assert "## Licences" in card and "library_name: peft" in card
    assert "PERSON" in card  # PII counts per label, never values


@pytest.mark.parametrize(("dtype", "atol"), [("fp32", 1e-4), ("bf16", 0.1)])
def test_merged_export_matches_base_plus_adapter(tiny_run_dir, reference, tmp_path, dtype, atol):
    import torch
    from transformers import AutoModelForCausalLM

    from quilltune.export.api import export

    out = export(tiny_run_dir, "merged", tmp_path / f"merged-{dtype}", dtype=dtype)
    names = {p.name for p in out.iterdir()}
    assert "model.safetensors" in names and "adapter_config.json" not in names and "README.md" in names
    model = AutoModelForCausalLM.from_pretrained(out)
    assert model.dtype == (torch.float32 if dtype == "fp32" else torch.bfloat16)
    got = _logits(model, reference["ids"]).float()
    assert (got - reference["logits"]).abs().max().item() < atol
    from quilltune.evaluate.run_folder import open_run

    assert open_run(out).full_model_dir == out.resolve()  # chat/generate accept the merged folder


def test_gguf_export_reads_back_and_loads_in_transformers(gguf_folder, reference):
    import torch
    from gguf import GGUFReader
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = gguf_folder[1]
    assert path.suffix == ".gguf"
    reader = GGUFReader(path)
    assert bytes(reader.fields["general.architecture"].parts[-1]).decode() == "llama"
    names = {t.name for t in reader.tensors}
    # tied embeddings: no output.weight; 2 layers x 9 tensors + token_embd + output_norm
    assert len(names) == 20 and "token_embd.weight" in names and "output.weight" not in names
    model = AutoModelForCausalLM.from_pretrained(path.parent, gguf_file=path.name, dtype=torch.float32)
    torch.testing.assert_close(_logits(model, reference["ids"]), reference["logits"], atol=1e-4, rtol=1e-4)
    tok = AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    assert tok(PROMPT)["input_ids"] == reference["tokenizer"](PROMPT)["input_ids"]
    assert tok.chat_template == reference["tokenizer"].chat_template


def test_gguf_q8_0_quantises_matrices_and_stays_close(gguf_folder, tiny_run_dir, tmp_path):
    """Q8_0 blocks dequantise to within 1 % of the merged weights (logit equality is the f32 test's job)."""
    import numpy as np
    from gguf import GGMLQuantizationType, GGUFReader, dequantize
    from safetensors.numpy import load_file

    from quilltune.export.api import export
    from quilltune.export.gguf_llama import permute_rotary

    path = gguf_folder[2]
    tensors = {t.name: t for t in GGUFReader(path).tensors}
    assert tensors["blk.0.attn_q.weight"].tensor_type == GGMLQuantizationType.Q8_0
    assert tensors["blk.0.attn_norm.weight"].tensor_type == GGMLQuantizationType.F32
    merged = load_file(
        export(tiny_run_dir, "merged", tmp_path / "merged", dtype="fp32") / "model.safetensors"
    )
    for hf, gg, heads in (
        ("model.layers.0.self_attn.q_proj.weight", "blk.0.attn_q.weight", 4),
        ("model.layers.1.mlp.down_proj.weight", "blk.1.ffn_down.weight", None),
    ):
        want = permute_rotary(merged[hf], heads) if heads else merged[hf]
        t = tensors[gg]
        got = dequantize(t.data, t.tensor_type).reshape(want.shape)
        assert np.abs(got - want).max() <= 0.01 * np.abs(want).max()


def test_export_refuses_bad_requests_with_user_errors(tiny_run_dir, tmp_path):
    from quilltune.export.api import export

    with pytest.raises(InputError, match="unknown export format"):
        export(tiny_run_dir, "onnx", tmp_path / "x")
    with pytest.raises(InputError, match="--quant applies to --format gguf only"):
        export(tiny_run_dir, "merged", tmp_path / "x", quant="q8_0")
    with pytest.raises(InputError, match="not supported"):
        export(tiny_run_dir, "gguf", tmp_path / "x", quant="q4_k")


def test_bad_arguments_are_refused_before_any_merge(tiny_run_dir, tmp_path, monkeypatch):
    # The merge is the slow part (minutes on a real model): nothing may reach it with a bad argument.
    import quilltune.export.merged as merged

    def no_merge(*a, **k):
        raise AssertionError("write_merged ran before the arguments were checked")

    monkeypatch.setattr(merged, "write_merged", no_merge)
    from quilltune.export.api import export

    for kw, match in (
        (dict(quant="q3_k_xs"), "not supported"),
        (dict(dtype="int4"), "dtype 'int4'"),
        (dict(quant="q5_k_m", dtype="f8"), "dtype 'f8'"),
    ):
        with pytest.raises(InputError, match=match):
            export(tiny_run_dir, "gguf", tmp_path / "x", **kw)
    with pytest.raises(InputError, match="merged dtype"):
        export(tiny_run_dir, "merged", tmp_path / "x", dtype="q4")
    assert not (tmp_path / "x").exists()


def test_gguf_folder_keeps_a_users_readme_and_lists_every_gguf(gguf_folder, tiny_run_dir):
    from gguf import GGUFReader

    from quilltune.export.api import export

    out, first, second = gguf_folder
    assert (out / "README.md").read_text() == "# my notes\n"
    card = (out / "README.quilltune.md").read_text()
    assert f"`{first.name}`" in card and f"`{second.name}`" in card and "Q8_0 x" in card
    fields = GGUFReader(second).fields
    assert fields["tokenizer.ggml.add_bos_token"].contents() is False  # the tokenizer adds none
    assert fields["tokenizer.ggml.pre"].contents() == "smollm"
    modelfile = (out / "Modelfile").read_text()
    assert modelfile == (out / f"{second.stem}.Modelfile").read_text()
    assert f"FROM ./{second.name}" in modelfile and 'PARAMETER stop "<|im_end|>"' in modelfile
    assert 'TEMPLATE """{{- range .Messages }}<|im_start|>{{ .Role }}' in modelfile
    assert 'SYSTEM """You are a helpful AI assistant named SmolLM' in modelfile  # the template's default
    # a README quilltune wrote itself is rewritten in place
    (out / "README.md").unlink()
    export(tiny_run_dir, "gguf", out, quant="q8_0")
    again = (out / "README.md").read_text()
    assert f"`{first.name}`" in again and not again.startswith("# my notes")


def test_model_card_front_matter_is_hub_metadata(tiny_run_dir, tmp_path):
    import dataclasses

    import yaml

    from quilltune.evaluate.run_folder import open_run
    from quilltune.export.model_card import write_model_card

    run = open_run(tiny_run_dir)
    embedded = dataclasses.replace(run, config={**run.config, "model": {"name": "smollm2-135m-instruct"}})
    for fmt, library in (("adapter", "peft"), ("merged", "transformers"), ("gguf", None)):
        (tmp_path / fmt).mkdir()
        text = write_model_card(embedded, tmp_path / fmt, fmt, []).read_text()
        front = yaml.safe_load(text.split("---")[1])
        assert front["base_model"] == "HuggingFaceTB/SmolLM2-135M-Instruct"
        assert front["license"] == "apache-2.0" and front.get("library_name") == library
        assert front["base_model_relation"] == ("adapter" if fmt == "adapter" else "finetune")
    # a local base folder is no hub id: no base_model rather than a wrong one
    local = write_model_card(run, tmp_path / "adapter", "adapter", []).read_text()
    assert "base_model:" not in local.split("---")[1]
