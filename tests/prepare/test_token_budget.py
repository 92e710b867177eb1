"""data.token_budget / prepare --token-budget: a seeded, stratified, document-level subset of the
training split that fits the budget, accounted for in the manifest, and a folder train takes as is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest
from prepare_corpus import doc_text
from prepare_helpers import prepare_dir, read_jsonl

from quilltune.config import load_config
from quilltune.data_folder import LEFT_OUT_FILE, LEFT_OUT_SPLIT, read_left_out
from quilltune.errors import ConfigError
from quilltune.prepare.budget import select


# --- the selection itself (pure) ------------------------------------------------------------------
def _units(seed: int = 0):
    rng = np.random.default_rng(seed)
    strata = np.array(["a"] * 300 + ["b"] * 100 + ["c"] * 40)
    tokens = rng.integers(50, 2_000, size=len(strata))
    keys = rng.integers(0, 2**63, size=len(strata), dtype=np.uint64)
    return tokens, strata, keys


@pytest.mark.parametrize("share", [0.05, 0.3, 0.77])
def test_selection_fits_the_budget_closely_and_keeps_each_stratums_share(share):
    tokens, strata, keys = _units()
    budget = int(tokens.sum() * share)
    kept = select(tokens, strata, keys, budget)
    got = int(tokens[kept].sum())
    assert got <= budget
    left = tokens[~kept]
    # Short of the budget by less than the smallest document left out: nothing else would fit.
    assert budget - got < left.min()
    for s in ("a", "b", "c"):
        before = tokens[strata == s].sum() / tokens.sum()
        after = tokens[kept & (strata == s)].sum() / got
        assert after == pytest.approx(before, abs=0.03), s


def test_selection_depends_on_the_keys_only_not_on_the_input_order():
    tokens, strata, keys = _units()
    budget = int(tokens.sum() * 0.4)
    kept = select(tokens, strata, keys, budget)
    perm = np.random.default_rng(1).permutation(len(tokens))
    kept_perm = select(tokens[perm], strata[perm], keys[perm], budget)
    assert np.array_equal(kept[perm], kept_perm)
    assert select(tokens, strata, keys, int(tokens.sum())).all()  # a budget above the data keeps all


def test_token_budget_is_validated_at_load_with_a_fix():
    assert load_config(None, ["data.token_budget=200M"]).data.token_budget == 200_000_000
    assert load_config(None, ["data.token_budget=2e8"]).data.token_budget == 200_000_000
    assert load_config(None, ["data.token_budget=1.5B"]).data.token_budget == 1_500_000_000
    for bad in ("lots", "0", "-5", "0.5"):
        with pytest.raises(ConfigError, match=r"data\.token_budget.*(200M|whole number)"):
            load_config(None, [f"data.token_budget={bad}"])


# --- real prepare runs ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def strata_corpus(tmp_path_factory) -> Path:
    """Three strata of different sizes: two folders, two file types."""
    root = tmp_path_factory.mktemp("strata") / "corpus"
    layout = {("contracts", ".md"): 36, ("contracts", ".txt"): 12, ("letters", ".txt"): 18}
    i = 0
    for (folder, suffix), n in layout.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for _ in range(n):
            (root / folder / f"doc-{i:03d}{suffix}").write_text(doc_text(i, paragraphs=3 + i % 4))
            i += 1
    return root


def _prep(corpus: Path, out: Path, tokenizer: Path, **data) -> dict:
    prepare_dir([str(corpus)], out, tokenizer, seq_len=256, val_ratio=0.1, **data)
    return json.loads((out / "manifest.json").read_text())


@pytest.fixture(scope="module")
def budgeted(strata_corpus, tiny_llama_dir, tmp_path_factory):
    root = tmp_path_factory.mktemp("budget")
    full = _prep(strata_corpus, root / "full", tiny_llama_dir)
    budget = full["splits"]["train"]["tokens"] // 2
    one = _prep(strata_corpus, root / "w1", tiny_llama_dir, token_budget=budget)
    two = _prep(strata_corpus, root / "w2", tiny_llama_dir, token_budget=budget, workers=2)
    return root, full, one, two, budget


def test_budget_is_honoured_and_accounted_for(budgeted):
    root, full, m, _, budget = budgeted
    tb = m["token_budget"]
    train = m["splits"]["train"]["tokens"]
    assert tb["applied"] and tb["budget"] == budget
    assert train == tb["train_tokens_kept"] <= budget
    assert train >= 0.9 * budget
    # Before the budget = what the same folder holds without one; validation is not cut.
    assert tb["train_tokens_before"] == full["splits"]["train"]["tokens"]
    assert m["splits"]["validation"] == full["splits"]["validation"]
    # kept + left out = all, per stratum and in total
    strata = tb["by_stratum"]
    assert len(strata) == 3
    for s in strata.values():
        assert s["kept_documents"] + s["left_out_documents"] == s["documents"]
        assert s["kept_tokens"] + s["left_out_tokens"] == s["tokens"]
        assert s["share_kept"] == pytest.approx(s["share_before"], abs=0.05)
    assert sum(s["tokens"] for s in strata.values()) == tb["train_tokens_before"]
    assert sum(s["kept_tokens"] for s in strata.values()) == train
    assert tb["documents_kept"] + tb["documents_left_out"] == tb["documents"]
    assert tb["documents"] == full["splits"]["train"]["documents"]
    assert m["splits"]["train"]["documents"] == tb["documents_kept"]
    assert m["splits"]["train"]["pairs"] + tb["pairs_left_out"] == full["splits"]["train"]["pairs"]
    # The side file lists exactly the left-out documents with their tokens, and the data folder's
    # documents/ and pairs/ mark the same ids left out (so evaluate never takes them for training text).
    rows = read_left_out(root / "w1")
    assert len(rows) == tb["documents_left_out"]
    assert sum(r["tokens"] for r in rows) == tb["train_tokens_left_out"]
    assert LEFT_OUT_FILE in m["files"]
    ids = {r["doc_id"] for r in rows}
    for sub in ("documents", "pairs"):
        marked = set()
        for p in (root / "w1" / sub).glob("part-*.parquet"):
            for r in pq.read_table(p, columns=["doc_id", "split"]).to_pylist():
                if r["split"] == LEFT_OUT_SPLIT:
                    marked.add(r["doc_id"])
                else:
                    assert r["doc_id"] not in ids
        assert marked == ids


def test_budget_is_deterministic_across_runs_and_worker_counts(budgeted):
    root, _, one, two, _ = budgeted
    assert one["token_budget"] == two["token_budget"]
    assert read_left_out(root / "w1") == read_left_out(root / "w2")
    shards = {k: v for k, v in one["files"].items() if k.startswith("tokens/")}
    assert shards == {k: v for k, v in two["files"].items() if k.startswith("tokens/")}


def test_a_budget_above_the_data_keeps_everything(strata_corpus, tiny_llama_dir, tmp_path, budgeted):
    _, full, *_ = budgeted
    m = _prep(strata_corpus, tmp_path / "big", tiny_llama_dir, token_budget=10**9)
    assert not m["token_budget"]["applied"] and m["token_budget"]["documents_left_out"] == 0
    assert m["splits"]["train"] == full["splits"]["train"]
    assert read_left_out(tmp_path / "big") == []


def test_a_budgeted_folder_trains_as_it_is(budgeted, tiny_llama_dir, tmp_path):
    from quilltune.train.api import train

    root, *_ = budgeted
    cfg = load_config(
        None,
        [
            f"model.name={tiny_llama_dir}",
            "model.dtype=fp32",
            "train.bf16=false",
            "train.method=lora",
            "train.micro_batch_size=2",
            "train.max_steps=2",
            "train.eval_every=1000",
            "train.optim.warmup_steps=1",
            "data.seq_len=256",
        ],
    )
    summary = train(cfg, tmp_path / "run", data_dir=root / "w1", progress=False)
    assert summary["status"] == "completed" and summary["steps"] == 2
    assert np.isfinite(summary["final_loss"])


def test_cli_flag_and_dry_run_respect_the_budget(strata_corpus, tiny_llama_dir, tmp_path, budgeted):
    _, full, *_ = budgeted
    budget = full["splits"]["train"]["tokens"] // 3
    common = ["prepare", "--input", str(strata_corpus), "--no-pii", "--no-progress", "--json"]
    common += ["--set", f"model.name={tiny_llama_dir}", "--set", "data.seq_len=256"]
    common += ["--set", "data.val_ratio=0.1", "--set", "data.min_chars=100", "--token-budget", str(budget)]
    dry = _cli(*common, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    est = json.loads(dry.stdout)["token_budget"]
    assert est["budget"] == budget and est["train_tokens_kept"] <= budget
    # An estimate (no redaction or boilerplate removal, split guessed from the raw text).
    assert est["train_tokens_before"] == pytest.approx(full["splits"]["train"]["tokens"], rel=0.25)
    run = _cli(*common, "--out", str(tmp_path / "cli"))
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)["token_budget"]
    m = json.loads((tmp_path / "cli" / "manifest.json").read_text())
    assert m["splits"]["train"]["tokens"] == summary["train_tokens_kept"] <= budget == summary["budget"]
    assert len(read_jsonl(tmp_path / "cli" / LEFT_OUT_FILE)) == summary["documents_left_out"] > 0


def _cli(*args: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("quilltune")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300)
