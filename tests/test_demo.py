"""`quilltune demo` end to end on a tiny model built from config: every stage runs for real and the
summary has the contract's keys (the embedded-model demo is `make demo`)."""

from __future__ import annotations

import json

import pytest


@pytest.fixture(scope="module")
def demo_out(tmp_path_factory, tiny_llama_dir):
    from quilltune.demo import run_demo

    out = tmp_path_factory.mktemp("demo")
    # 20 steps at a high LR: a random 2-layer model learns the sample corpus' templates fast.
    run_demo(
        out,
        [
            f"model.name={tiny_llama_dir}",
            "train.max_steps=20",
            "train.eval_every=10",
            "train.save_every=10",
            "train.optim.lr=3e-3",
            "eval.num_generations=1",
            "eval.max_new_tokens=8",
            # every evaluation part runs, on a few rows and probes: what the summary must hold,
            # not the demo's own sizes
            "eval.max_pairs=4",
            "eval.max_batches=2",
            "eval.leakage.samples=2",
            "eval.leakage.prefix_tokens=8",
            "eval.leakage.continuation_tokens=8",
            "eval.leakage.pii_probes=4",
            "eval.leakage.canary_probes=4",
            "eval.leakage.probe_tokens=8",
            "eval.leakage.exposure_canaries=2",
            "eval.leakage.exposure_candidates=4",
            # the demo's teacher path, kept short: 2 generations of 16 tokens
            "data.pairs.max_teacher_generations=2",
            "data.pairs.teacher.max_new_tokens=16",
        ],
    )
    return out


def test_demo_summary_contract(demo_out):
    s = json.loads((demo_out / "summary.json").read_text())
    for key in ("val_loss_base", "val_loss_tuned"):
        assert isinstance(s["eval"][key], float)
    for key in ("steps", "tokens", "tokens_per_second"):
        assert s["train"][key] > 0
    assert s["train"]["steps"] == 20
    assert s["plan"]["tokens"] > 0 and "memory_per_gpu_gib" in s["plan"]
    assert {"adapter", "base_model", "report"} <= set(s["paths"])
    assert s["data"]["ill_posed_pairs"] == 0
    assert s["data"]["teacher"]["chosen"] == 2
    # the case study's claims are flagged next to our own plan
    codes = {w["code"] for w in s["plan_case_study"]["warnings"]}
    assert "DEADLINE_TOO_SHORT" in codes


def test_demo_tuned_beats_base(demo_out):
    s = json.loads((demo_out / "summary.json").read_text())
    assert s["eval"]["val_loss_tuned"] < s["eval"]["val_loss_base"]


def test_demo_writes_the_leakage_section(demo_out):
    s = json.loads((demo_out / "summary.json").read_text())
    leak = s["eval"]["leakage"]
    # The sample corpus' planted fake PII is redacted before training: the canaries are found by hash.
    assert leak["verbatim"] and leak["canaries"]["loaded"] == 874 and leak["canaries"]["redacted"] > 0
    assert "Leakage: what the tuned model repeats" in (demo_out / "report.html").read_text()


def test_demo_artefacts_load(demo_out, tiny_llama_dir):
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    s = json.loads((demo_out / "summary.json").read_text())
    base = AutoModelForCausalLM.from_pretrained(s["paths"]["base_model"], dtype=torch.float32)
    model = PeftModel.from_pretrained(base, s["paths"]["adapter"])
    assert any("lora_A" in n for n, _ in model.named_parameters())
    html = (demo_out / "report.html").read_text(encoding="utf-8")
    # self-contained: inline SVG plots, nothing fetched (SVG namespace URIs are not fetches)
    assert html.count("<svg") >= 2
    assert 'src="http' not in html and "<link" not in html and "@import" not in html
