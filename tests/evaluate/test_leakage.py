"""The leakage probes of ``quilltune evaluate`` on real prepared folders with planted canaries.

Slow: a tiny model is fine-tuned until it memorises the corpus; with redaction off the probes find
the canaries it was trained on, with redaction on they find none. Fast: the same folders without
the long training (where the canaries are, which probes are built, what eval.json may hold), and
the pieces (keyed hashes, longest common run, candidates of a format, the report's sentence).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from quilltune.errors import ConfigError

_SPEC = importlib.util.spec_from_file_location(
    "quilltune_tests_leakage_corpus", Path(__file__).with_name("leakage_corpus.py")
)
corpus = importlib.util.module_from_spec(_SPEC)
sys.modules[_SPEC.name] = corpus
_SPEC.loader.exec_module(corpus)

MEMORISE_STEPS = 120
"""Measured 2026-12-01: loss 0.0095 after 120 steps; c3-email emitted, mean exposure 2.26 -> 4.0 of 4."""


def _prepare(root: Path, model_dir: Path, redact: bool) -> tuple[Path, Path]:
    from quilltune.prepare.config import PrepareConfig
    from quilltune.prepare.pipeline import run_prepare

    rows = corpus.write_corpus(root / "corpus", n_docs=4)
    canaries = corpus.write_canaries(root / "canaries.jsonl", rows)
    cfg = PrepareConfig(
        inputs=[str(root / "corpus")],
        seq_len=256,
        min_chars=50,
        seed=0,
        pii={"enabled": redact, "ner": False},
    )
    run_prepare(cfg, root / "data", model_dir, "tiny-llama", progress=False)
    return root / "data", canaries


def _evaluate(root: Path, model_dir: Path, redact: bool, steps: int) -> tuple[dict, Path, list[str]]:
    from quilltune.evaluate.api import evaluate_run
    from quilltune.report.api import write_report

    data, canaries = _prepare(root, model_dir, redact)
    run, _ = corpus.make_run(root, model_dir, data, steps, canaries)
    result = evaluate_run(run, progress=False)
    write_report(run)
    values = [json.loads(line)["value"] for line in canaries.read_text().splitlines()]
    return result, run, values


def _assert_no_value_written(run: Path, values: list[str]) -> None:
    for name in ("eval.json", "report.html", "report.md", "report.json"):
        text = (run / name).read_text(encoding="utf-8")
        assert not [v for v in values if v in text], name


@pytest.fixture(scope="module")
def unredacted_short(tmp_path_factory, tiny_llama_dir):
    return _evaluate(tmp_path_factory.mktemp("leak-off"), tiny_llama_dir, redact=False, steps=1)


@pytest.fixture(scope="module")
def redacted_short(tmp_path_factory, tiny_llama_dir):
    return _evaluate(tmp_path_factory.mktemp("leak-on"), tiny_llama_dir, redact=True, steps=1)


def test_unredacted_canaries_are_located_in_training_text_and_probed_from_training_answers(unredacted_short):
    result, run, values = unredacted_short
    leak = result["leakage"]
    c = leak["extraction"]["canaries"]
    assert c["loaded"] == 12 and c["in training text"] >= 3 and c["redacted"] == 0
    assert c["in training text"] + c["held out"] == 12
    assert (
        leak["extraction"]["probes"]["canary"] == 8 and not leak["extraction"]["redacted_values"]["available"]
    )
    assert {r["status"] for r in leak["exposure"]["canaries"]} == {"in training text"}
    for r in leak["exposure"]["canaries"]:
        for which in ("base", "tuned"):
            assert 1 <= r[which]["rank"] <= 16 and 0 <= r[which]["exposure"] <= 4.0
    v = leak["verbatim"]["summary"]
    assert v["train"]["tuned"]["n"] >= 1 and v["heldout"]["tuned"]["n"] >= 1 and leak["verbatim"]["sentence"]
    _assert_no_value_written(run, values)


def test_redacted_canaries_are_known_only_by_keyed_hash(redacted_short):
    result, run, values = redacted_short
    ext = result["leakage"]["extraction"]
    assert ext["redacted_values"]["available"] and ext["redacted_values"]["distinct"] >= 12
    # Every canary was redacted: found through its keyed hash, never as text in the training data.
    assert ext["canaries"]["in training text"] == 0 and ext["canaries"]["redacted"] >= 3
    assert ext["probes"]["placeholder"] >= 3 and set(ext["by_label"]) >= {"EMAIL", "PHONE", "CREDIT_CARD"}
    assert ext["failures"] == [] and ext["passed"]
    data = Path(result["data_dir"])
    hashes = "".join(p.read_bytes().decode("latin-1") for p in (data / "redacted_values").glob("*.parquet"))
    assert not [v for v in values if v in hashes]
    _assert_no_value_written(run, values)
    assert "Leakage: what the tuned model repeats" in (run / "report.html").read_text()


@pytest.mark.slow
@pytest.mark.timeout(3600)  # two trainings of 120 full steps: past the default 900 s on a busy 2-core box
def test_memorised_canaries_are_found_and_redacted_ones_are_not(tmp_path, tiny_llama_dir):
    off, run_off, values = _evaluate(tmp_path / "off", tiny_llama_dir, redact=False, steps=MEMORISE_STEPS)
    on, run_on, _ = _evaluate(tmp_path / "on", tiny_llama_dir, redact=True, steps=MEMORISE_STEPS)
    found = [f for f in off["leakage"]["extraction"]["failures"] if f["kind"] == "canary"]
    assert {f["canary_status"] for f in found} <= {"in training text"} and all(f["doc_ids"] for f in found)
    exp = off["leakage"]["exposure"]
    assert exp["mean_tuned"] > exp["mean_base"]
    # Greedy emission within probe_tokens was seen in one of two runs (2026-12-01: c3-email); every
    # trained-on canary ranking first among its candidates was seen in both.
    assert found or all(r["tuned"]["rank"] == 1 for r in exp["canaries"])
    assert on["leakage"]["extraction"]["failures"] == [] and on["leakage"]["extraction"]["passed"]
    _assert_no_value_written(run_off, values)
    _assert_no_value_written(run_on, values)


# -- pieces --------------------------------------------------------------------------------------


def test_keyed_hash_matches_other_punctuation_and_ignores_the_prompt(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    from quilltune.evaluate.extraction import ValueIndex
    from quilltune.prepare import redacted_values as rv

    key = rv.ensure_key(tmp_path)
    assert rv.ensure_key(tmp_path) == key and (tmp_path / rv.FOLDER / rv.KEY_FILE).stat().st_mode & 0o077 == 0
    rows = rv.hash_rows(
        key, "doc-1", [("PHONE", "(613) 555-0142"), ("PERSON", "Roy"), ("PHONE", "613.555.0142")]
    )
    assert len(rows) == 1 and rows[0]["words"] == 3  # "Roy" is too short to hash; the same number once
    assert rows[0]["hash"] != rv.keyed_hash(b"another key", "613 555 0142")
    pq.write_table(pa.Table.from_pylist(rows, schema=rv.SCHEMA), tmp_path / rv.FOLDER / "part-00000.parquet")
    index = ValueIndex(tmp_path)
    assert index.find("call 613-555-0142 today", "Notices go to") == [("PHONE", {"doc-1"})]
    assert index.find("call 613-555-0142 today", "the number 613 555 0142 is") == []
    assert index.find("call 613-555-0143", "") == []


def test_longest_common_run_and_the_report_sentence():
    from quilltune.evaluate.verbatim import longest_common_run, sentence

    assert longest_common_run([1, 2, 3, 4, 9], [0, 2, 3, 4, 5]) == 3 and longest_common_run([], [1]) == 0

    def side(n, exact, lcs):
        return {"tuned": {"n": n, "exact_matches": exact, "mean_lcs_tokens": lcs}}

    many = {"train": side(10, 6, 20.0), "heldout": side(10, 2, 5.0)}
    assert "3.0x as often as held-out text" in sentence(many, 0.01, 32)
    tiny = {"train": side(8, 1, 3.0), "heldout": side(8, 0, 2.5)}
    text = sentence(tiny, 0.6, 32)
    assert text.startswith("no measurable difference") and "8 training and 8 held-out passages" in text


def test_exposure_candidates_keep_the_format():
    from quilltune.evaluate.exposure import candidates

    phones = candidates("PHONE", "(613) 555-0142", 16, "s")
    assert len(phones) == 15 and all(len(p) == 14 and p[0] == "(" and p[9] == "-" for p in phones)
    emails = candidates("EMAIL", "ann.roy@example.org", 8, "s")
    assert all(e.endswith("@example.org") and e != "ann.roy@example.org" for e in emails)
    assert candidates("PHONE", "(613) 555-0142", 16, "s") == phones  # seeded


def test_leakage_settings_are_validated():
    from quilltune.config import load_config

    cfg = load_config(None, ["eval.leakage.samples=3", "eval.leakage.prompt=raw"])
    assert cfg.eval.leakage.samples == 3 and cfg.eval.leakage.prompt == "raw" and cfg.eval.leakage.enabled
    with pytest.raises(ConfigError, match="eval.leakage.sample"):
        load_config(None, ["eval.leakage.sample=3"])
    with pytest.raises(ConfigError, match="exposure_candidates"):
        load_config(None, ["eval.leakage.exposure_candidates=1"])


def test_exposure_scores_equal_scoring_each_candidate_whole(tiny_llama_dir):
    """The prompt's cache shared across candidates gives the sums of one forward per prompt + candidate."""
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from quilltune.evaluate.exposure import sequence_logprobs

    torch.manual_seed(0)
    base = AutoModelForCausalLM.from_pretrained(tiny_llama_dir, dtype=torch.float32)
    model = get_peft_model(base, LoraConfig(r=4, target_modules="all-linear", init_lora_weights=False)).eval()
    prompt = [5, 17, 230, 41, 9, 1200, 77]
    conts = [[3], [18, 4, 99], [600, 2], [7, 7, 7, 7, 8], [45, 46]]

    def whole(cont: list[int]) -> float:
        with torch.inference_mode():
            logp = torch.log_softmax(model(input_ids=torch.tensor([prompt + cont])).logits[0].float(), -1)
        return sum(float(logp[len(prompt) - 1 + j, t]) for j, t in enumerate(cont))

    expected = [whole(c) for c in conts]
    for batch_size in (1, 2, 16):
        assert sequence_logprobs(model, prompt, conts, batch_size) == pytest.approx(expected, abs=1e-4)
