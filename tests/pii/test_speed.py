"""Throughput on real statute text: the prepare pipeline targets >= 2 MB/s per core overall."""

from __future__ import annotations


def test_detection_is_fast_on_statutes_and_finds_no_one_there(legal_public, detector, rules_detector):
    from quilltune.prepare.pii.benchmark import measure, statute_texts

    texts = statute_texts(legal_public / "canada-laws", max_files=12)
    rules = measure(rules_detector, texts)
    combined = measure(detector, texts)
    # Gross-regression guards only: rates differ several-fold between the CPUs CI runs on (figures
    # per CPU in benchmarks/NOTES.md); a return to scanning every window with the model falls below.
    assert rules["mb_per_second"] >= 0.8, rules
    assert combined["mb_per_second"] >= 0.5, combined
    # Statutes name officials and places, not private persons.
    assert combined["spans"].get("PERSON", 0) == 0, combined


def test_detection_on_court_judgments_is_fast_and_finds_the_parties(detector):
    """Name-dense judgments used to send nearly every window to the model (0.24-0.29 MB/CPU-s).
    Now the model sees only name-shaped runs no rule settled; figures in benchmarks/NOTES.md."""
    from pathlib import Path

    from quilltune.prepare.pii.benchmark import judgment_texts, measure

    texts = judgment_texts(Path(__file__).with_name("judgments") / "echr_dev_sample.jsonl")
    result = measure(detector, texts, repeat=10)
    # ~1.0-1.3 MB per CPU-second on the family-26 EPYC, ~0.7 on the Zen 3 EPYC (AVX2), 0.59 there under a
    # full CI run: the bound leaves room for the slowest CPU we meet, loaded (CPU time being what we
    # measure), and still fails a return to the old scan (0.24-0.29 on the faster CPU).
    assert result["mb_per_second"] >= 0.45, result
    assert result["spans"].get("PERSON", 0) >= 7, result
