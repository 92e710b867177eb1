"""Slow: what quilltune exports behaves in real llama.cpp (llama-cpp-python) as it did in training.

The real embedded SmolLM2-135M-Instruct with a 3-step LoRA, exported as bf16, f32 and Q4_K_M
GGUF: llama.cpp tokenizes like quilltune, bf16 generates the same greedy tokens from the same ids
with logits close to the merged model's, Q4_K_M answers sensibly, and llama.cpp's chat completion
(the GGUF's own chat template) equals `quilltune generate`.
"""

from __future__ import annotations

import json
import re
from contextlib import closing

import numpy as np
import pytest
from typer.testing import CliRunner

llama_cpp = pytest.importorskip("llama_cpp", reason="llama-cpp-python (the [gguf] extra) is not installed")

pytestmark = pytest.mark.slow

DEMO_PROMPTS = [
    "What must the Receiving Party do with Confidential Information?",
    "Summarise clause 7.2 of the agreement in one sentence.",
    "How many days' notice does Section 12 require for termination?",
    "Define 'Confidential Information' as used in a mutual NDA.",
    "List the parties to this agreement dated 1 March 2024.",
]
PARITY_SET = [
    "\n\n7.",
    "Section 12.3(b), 2024:\n\n  1,000,000 EUR",
    "naïve café — 東京 😀 ½",
    "x  =  y\r\n\t3",
]
NEW_TOKENS = 40


@pytest.fixture(scope="module")
def smol(tmp_path_factory, embedded_model_dir, legal_public, run_factory):
    from quilltune.export.api import export

    root = tmp_path_factory.mktemp("llama-cpp")
    run = run_factory.build_run_dir(root / "run-root", embedded_model_dir, legal_public, steps=3)
    gguf = {
        q: export(run, "gguf", root / "gguf", dtype="bf16", quant=None if q == "bf16" else q)
        for q in ("bf16", "q4_k_m")
    }
    gguf["f32"] = export(run, "gguf", root / "gguf", dtype="fp32")
    merged = export(run, "merged", root / "merged", dtype="fp32")
    return {"run": run, "gguf": gguf, "merged": merged}


@pytest.fixture(scope="module")
def hf(smol):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(smol["merged"])
    model = AutoModelForCausalLM.from_pretrained(smol["merged"], dtype=torch.float32).eval()
    return tok, model


def _llama(path, **kw):
    """A closing() context: an unclosed Llama frees its model at interpreter exit, after ctypes is gone."""
    return closing(
        llama_cpp.Llama(model_path=str(path), n_ctx=1024, n_threads=2, seed=0, verbose=False, **kw)
    )


def _chat_ids(tok, prompt):
    from quilltune.evaluate.generation import chat_ids

    return chat_ids(tok, [{"role": "user", "content": prompt}])


def _greedy_llama(llm, ids, n=NEW_TOKENS):
    out = []
    for t in llm.generate(ids, top_k=1, top_p=1.0, temp=0.0, repeat_penalty=1.0, reset=True):
        if t == llm.token_eos() or len(out) == n:
            break
        out.append(t)
    return out


def test_llama_cpp_tokenizes_exactly_like_quilltune(smol, hf):
    tok, _ = hf
    with _llama(smol["gguf"]["bf16"], vocab_only=True) as llm:
        for text in PARITY_SET + DEMO_PROMPTS:
            ours = tok(text, add_special_tokens=False)["input_ids"]
            assert llm.tokenize(text.encode(), add_bos=False, special=True) == ours, repr(text)
        for p in DEMO_PROMPTS:  # whole chat prompts, markup included
            rendered = tok.apply_chat_template(
                [{"role": "user", "content": p}], tokenize=False, add_generation_prompt=True
            )
            assert llm.tokenize(rendered.encode(), add_bos=False, special=True) == _chat_ids(tok, p)


def test_bf16_greedy_and_logits_match_the_merged_model(smol, hf):
    import torch

    tok, model = hf
    with _llama(smol["gguf"]["bf16"], logits_all=True) as llm:
        for p in DEMO_PROMPTS:
            ids = _chat_ids(tok, p)
            with torch.inference_mode():
                ref = model.generate(
                    torch.tensor([ids]),
                    max_new_tokens=NEW_TOKENS,
                    do_sample=False,
                    eos_token_id=tok.eos_token_id,
                    pad_token_id=tok.pad_token_id,
                )[0, len(ids) :].tolist()
                logits = model(torch.tensor([ids])).logits[0].numpy()
            ref = ref[: ref.index(tok.eos_token_id)] if tok.eos_token_id in ref else ref
            assert _greedy_llama(llm, ids) == ref, p
            llm.reset()
            llm.eval(ids)
            got = np.asarray(llm.scores[: len(ids)])
            cos = (got * logits).sum(-1) / (np.linalg.norm(got, axis=-1) * np.linalg.norm(logits, axis=-1))
            assert cos.min() >= 0.99, (p, float(cos.min()))
            print(f"bf16 vs merged fp32: logits cosine min {cos.min():.5f}, {len(ref)} greedy tokens equal")


def test_q4_k_m_is_k_quantised_and_answers_sensibly(smol, hf):
    from gguf import GGUFReader

    tok, _ = hf
    path = smol["gguf"]["q4_k_m"]
    types = {t.tensor_type.name for t in GGUFReader(path).tensors}
    assert {"Q4_K", "Q6_K"} & types, types
    assert path.stat().st_size < 0.5 * smol["gguf"]["bf16"].stat().st_size
    for name, f in smol["gguf"].items():
        print(f"{name}: {f.stat().st_size / 1e6:.1f} MB")
    assert (path.parent / f"{path.stem}.Modelfile").is_file()
    answers, first_agree = [], 0
    with _llama(smol["gguf"]["bf16"]) as ref_llm, _llama(path) as llm:
        for p in DEMO_PROMPTS:
            ids = _chat_ids(tok, p)
            q4, bf16 = _greedy_llama(llm, ids), _greedy_llama(ref_llm, ids)
            answer = tok.decode(q4, skip_special_tokens=True).strip()
            print(f"Q4_K_M {p!r} -> {answer!r}")
            # sane: printable English, not byte soup or one token repeated
            assert answer and sum(c.isascii() for c in answer) >= 0.9 * len(answer), (p, answer)
            assert max(q4.count(t) for t in q4) <= max(3, len(q4) // 2), (p, answer)
            answers.append(re.findall(r"[A-Za-z]{2,}", answer))
            first_agree += bool(q4 and bf16 and q4[0] == bf16[0])
    # a 135M model sometimes just restates a short prompt; most answers must be real sentences.
    # 4-bit rounding often changes the first word (1 of 5 agreed with bf16 on 2026-12-01): reported only.
    assert sum(len(w) >= 5 and len(set(w)) >= 4 for w in answers) >= 3, answers
    print(f"Q4_K_M first token equal to bf16's on {first_agree} of {len(DEMO_PROMPTS)} prompts")


def test_chat_completion_equals_quilltune_generate(smol):
    from quilltune.cli import app

    with _llama(smol["gguf"]["f32"]) as llm:  # f32: exact weights, so any difference is template or tokens
        for p in DEMO_PROMPTS:
            res = CliRunner().invoke(
                app,
                [
                    "generate",
                    str(smol["run"]),
                    "--prompt",
                    p,
                    "--temperature",
                    "0",
                    "--max-new-tokens",
                    str(NEW_TOKENS),
                    "--dtype",
                    "fp32",
                    "--json",
                ],
            )
            assert res.exit_code == 0, res.output
            # the JSON line follows the model-loading progress bars (stderr, mixed in by CliRunner)
            ours = json.loads(res.output[res.output.index('{"prompt"') :])["completion"].strip()
            theirs = llm.create_chat_completion(
                messages=[{"role": "user", "content": p}],
                temperature=0.0,
                top_k=1,
                repeat_penalty=1.0,
                max_tokens=NEW_TOKENS,
            )
            assert theirs["choices"][0]["message"]["content"].strip() == ours, p
