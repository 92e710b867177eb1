"""Prepared data remembers which tokenizer made it; train, plan and evaluate refuse (or flag) tokens
from another one, and prepare on the same folder re-tokenizes once the tokenizer is fixed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quilltune.cli import app
from quilltune.data_folder import StaleDataError, stale_tokenizer
from quilltune.evaluate.api import evaluate_run
from quilltune.models.gguf_tokenizer import tokenizer_fingerprint
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pipeline import run_prepare

GPT2_SPLIT = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True}


def _prepare(corpus: Path, out: Path, tokenizer_dir: Path) -> dict:
    cfg = PrepareConfig(inputs=[str(corpus)], pii={"enabled": False}, min_chars=100, seq_len=256, workers=1)
    return run_prepare(cfg, out, tokenizer_dir, "tiny-llama", progress=False)


@pytest.fixture(scope="module")
def setup(tmp_path_factory, tiny_llama_dir, legal_public):
    """A model folder whose tokenizer splits like quilltune's old conversion, and data prepared with it."""
    root = tmp_path_factory.mktemp("stale")
    old_tok = root / "old-model"
    shutil.copytree(tiny_llama_dir, old_tok)
    tj = json.loads((old_tok / "tokenizer.json").read_text())
    tj["pre_tokenizer"] = GPT2_SPLIT
    (old_tok / "tokenizer.json").write_text(json.dumps(tj))
    corpus = Path(shutil.copytree(legal_public / "Mutual-NDA", root / "corpus"))  # numbered clauses
    data = root / "data"
    _prepare(corpus, data, old_tok)
    return {"root": root, "old_tok": old_tok, "corpus": corpus, "data": data}


def test_manifest_records_the_fingerprint(setup, tiny_llama_dir):
    manifest = json.loads((setup["data"] / "manifest.json").read_text())
    assert manifest["tokenizer"]["fingerprint"] == tokenizer_fingerprint(setup["old_tok"])
    assert tokenizer_fingerprint(setup["old_tok"]) != tokenizer_fingerprint(tiny_llama_dir)
    assert stale_tokenizer(manifest, setup["old_tok"], setup["data"]) is None
    reason = stale_tokenizer(manifest, tiny_llama_dir, setup["data"])
    assert "stale" in reason and "re-run `quilltune prepare`" in reason
    # a folder an older prepare wrote (run_key, no fingerprint) is stale too
    older = {**manifest, "tokenizer": {"path": str(setup["old_tok"]), "name": "old-model"}}
    assert "older quilltune" in stale_tokenizer(older, tiny_llama_dir, setup["data"])


def test_train_refuses_stale_data(setup, tiny_llama_dir, tmp_path):
    res = CliRunner().invoke(
        app,
        [
            "train",
            "smollm2-cpu-demo",
            "--data",
            str(setup["data"]),
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
            f"model.name={tiny_llama_dir}",
            "train.method=lora",
        ],
    )
    # the CLI's entry point prints this paragraph and exits 2 (CliRunner shows the exception itself)
    assert isinstance(res.exception, StaleDataError) and res.exception.exit_code == 2, res.output
    assert "re-run `quilltune prepare`" in str(res.exception) and "stale" in str(res.exception)
    assert not (tmp_path / "run" / "summary.json").exists()


def test_plan_flags_stale_data(setup, tiny_llama_dir):
    # a GPU plan: a CPU one would first time this (shared, busy) machine's matmul ceiling
    res = CliRunner().invoke(
        app,
        [
            "plan",
            "smollm2-cpu-demo",
            "--data",
            str(setup["data"]),
            "--json",
            "--gpu",
            "a100-sxm-80gb",
            "--set",
            f"model.name={tiny_llama_dir}",
        ],
    )
    assert res.exit_code == 0, res.output
    codes = {w["code"]: w["message"] for w in json.loads(res.output)["warnings"]}
    assert "re-run `quilltune prepare`" in codes["STALE_DATA"]


def test_evaluate_refuses_stale_data(setup, tiny_run_dir):
    with pytest.raises(StaleDataError, match="re-run `quilltune prepare`"):
        evaluate_run(tiny_run_dir, data_dir=setup["data"], progress=False, write=False)


def test_prepare_retokenizes_after_the_fix(setup, tiny_llama_dir):
    # The fix lands in place (same folder, as a rebuilt model cache does): prepare is not up to date,
    # re-tokenizes, and the folder is current again.
    before = json.loads((setup["data"] / "manifest.json").read_text())
    shutil.copy(tiny_llama_dir / "tokenizer.json", setup["old_tok"] / "tokenizer.json")
    result = _prepare(setup["corpus"], setup["data"], setup["old_tok"])
    assert result["up_to_date"] is False
    after = json.loads((setup["data"] / "manifest.json").read_text())
    assert after["tokenizer"]["fingerprint"] == tokenizer_fingerprint(tiny_llama_dir)
    assert stale_tokenizer(after, tiny_llama_dir, setup["data"]) is None
    assert after["files"] != before["files"]  # other token shards
