"""Slow: the same export checks on the real embedded SmolLM2-135M-Instruct with a trained LoRA."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow

PROMPT = "The Receiving Party shall not disclose Confidential Information to"


@pytest.fixture(scope="module")
def smol_run(tmp_path_factory, embedded_model_dir, legal_public, run_factory):
    return run_factory.build_run_dir(
        tmp_path_factory.mktemp("smol"), embedded_model_dir, legal_public, steps=3
    )


@pytest.fixture(scope="module")
def smol_reference(smol_run):
    import json

    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    base_dir = json.loads((smol_run / "summary.json").read_text())["base_model"]
    ids = AutoTokenizer.from_pretrained(base_dir)(PROMPT, return_tensors="pt")["input_ids"]
    model = PeftModel.from_pretrained(
        AutoModelForCausalLM.from_pretrained(base_dir, dtype=torch.float32), smol_run / "adapter"
    ).eval()
    with torch.inference_mode():
        tuned = model(ids).logits
        with model.disable_adapter():
            assert (model(ids).logits - tuned).abs().max() > 1e-3  # the adapter changes the output
    return ids, tuned


def test_smollm2_merged_matches_base_plus_adapter(smol_run, smol_reference, tmp_path):
    import torch
    from transformers import AutoModelForCausalLM

    from quilltune.export.api import export

    ids, ref = smol_reference
    out = export(smol_run, "merged", tmp_path / "merged", dtype="fp32")
    with torch.inference_mode():
        got = AutoModelForCausalLM.from_pretrained(out)(ids).logits
    assert (got - ref).abs().max().item() < 1e-3


def test_smollm2_gguf_loads_in_transformers_with_close_logits(smol_run, smol_reference, tmp_path):
    import torch
    from transformers import AutoModelForCausalLM

    from quilltune.export.api import export

    ids, ref = smol_reference
    path = export(smol_run, "gguf", tmp_path / "smol.gguf", dtype="f16")
    model = AutoModelForCausalLM.from_pretrained(path.parent, gguf_file=path.name, dtype=torch.float32)
    with torch.inference_mode():
        got = model(ids).logits
    assert (got - ref).abs().max().item() < 0.02 * ref.abs().max().item()
    assert torch.equal(got.argmax(-1), ref.argmax(-1))
