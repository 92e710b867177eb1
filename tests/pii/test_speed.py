"""Throughput on real statute text: the prepare pipeline targets >= 2 MB/s per core overall."""

from __future__ import annotations


def test_detection_is_fast_on_statutes_and_finds_no_one_there(legal_public, detector, rules_detector):
    from quilltune.prepare.pii.benchmark import measure, statute_texts

    texts = statute_texts(legal_public / "canada-laws", max_files=12)
    rules = measure(rules_detector, texts)
    combined = measure(detector, texts)
    # Gross-regression guards only: rates differ several-fold between the CPUs CI runs on (figures
    # per CPU in benchmarks/NOTES.md; the rules alone measured 0.62 MB/CPU-s under a full CI run on the
    # Zen 3 EPYC, 2026-12-04 14:20 UTC, against 0.8 and more in isolation). A return to scanning every
    # window with the model shows as the combined rate falling well below the rules' own.
    assert rules["mb_per_second"] >= 0.4, rules
    assert combined["mb_per_second"] >= 0.6 * rules["mb_per_second"], (combined, rules)
    # Statutes name officials and places, not private persons.
    assert combined["spans"].get("PERSON", 0) == 0, combined


def test_detection_on_court_judgments_is_fast_and_finds_the_parties(detector, rules_detector):
    """Name-dense judgments used to send nearly every window to the model (0.24-0.29 MB/CPU-s, a third
    of the rules' own rate). Now the model sees only name-shaped runs no rule settled; figures per CPU
    in benchmarks/NOTES.md."""
    from pathlib import Path

    from quilltune.prepare.pii.benchmark import judgment_texts, measure

    texts = judgment_texts(Path(__file__).with_name("judgments") / "echr_dev_sample.jsonl")
    rules = measure(rules_detector, texts, repeat=10)
    result = measure(detector, texts, repeat=10)
    # Measured against the rules alone in the same process, not against a fixed rate: an absolute
    # floor held on one CPU and failed on a slower one under a full CI run (0.41 MB/CPU-s on the Zen 3
    # EPYC, 2026-12-04). The model costs a few per cent here (ratio ~1.0 on the Zen 3 EPYC); a return
    # to sending it every window costs it most of its rate.
    assert result["mb_per_second"] >= 0.6 * rules["mb_per_second"], (result, rules)
    assert result["spans"].get("PERSON", 0) >= 7, result


def test_cue_patterns_keep_the_literals_their_scans_start_from():
    """``folded_finditer`` tries a cue only where one of its opening literals stands; an alternative
    that opens with a class or a lookbehind makes it scan every position instead (round 29: one such
    alternative in the licence cue cost 13 % of the detector's speed on statutes)."""
    from quilltune.prepare.pii import announced_ids, birth_dates, keyed_ids
    from quilltune.prepare.pii.literals import folded_literals

    patterns = {
        "announced health": announced_ids._HEALTH_CUE,
        "announced licence": announced_ids._LICENCE_CUE,
        "announced account": announced_ids._ACCOUNT_CUE,
        "birth cue": birth_dates._CUE,
        "relation": birth_dates._RELATION,
        "keyed birth": keyed_ids._BIRTH_KEY,
        "keyed licence": keyed_ids._LICENCE_KEY,
        "keyed health": keyed_ids._HEALTH_KEY,
    }
    assert not [name for name, pattern in patterns.items() if folded_literals(pattern) is None]
