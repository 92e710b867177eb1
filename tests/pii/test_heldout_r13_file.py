"""Checks on the round-13 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_person_spans_untitled,
    assert_schema_offsets_and_overlaps,
    assert_stdlib_only_and_small,
    builder,
    read_cases,
)

SET = Path(__file__).resolve().parent / "heldout_r13"
CASES_FILE = SET / "cases.jsonl"


def _builder():
    return builder(SET, "build_heldout_r13")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    spec = importlib.util.spec_from_file_location("r13_names", SET / "r13_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r13")


def test_tags_consistent(cases):
    names = _names()
    for case in cases:
        tags = case["tags"]
        assert len(tags) == len(set(tags))
        for prefix in ("kind:", "shape:", "jur:"):
            assert sum(t.startswith(prefix) for t in tags) == 1, (case["id"], prefix)
        present = {m["label"] for m in case["spans"]}
        label_tags = {t for t in tags if ":" not in t and t not in ("non_ascii", "has_decoys")}
        assert label_tags == {lab.lower() for lab in present}, case["id"]
        assert ("non_ascii" in tags) == (not case["text"].isascii())
        assert ("has_decoys" in tags) == bool(case["decoys"])
        locs = [t[4:] for t in tags if t.startswith("loc:")]
        assert bool(locs) == ("PERSON" in present), case["id"]
        assert all(loc in names.SCRIPT for loc in locs), case["id"]
        hc_tags = {t[3:] for t in tags if t.startswith("hc:")}
        assert hc_tags <= {"on", "bc", "qc"}
        assert bool(hc_tags) == ("HEALTH_CARD" in present), case["id"]


def test_size_minimums(cases):
    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert 450 <= len(cases) <= 560
    assert by_label["PERSON"] >= 3000
    assert sum(kinds.values()) >= 2500 and len(kinds) >= 20
    assert 0.62 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.74
    assert len(jurs) >= 15
    for label in (
        "SIN",
        "SSN",
        "PHONE",
        "EMAIL",
        "ADDRESS",
        "DATE_OF_BIRTH",
        "HEALTH_CARD",
        "DRIVERS_LICENSE",
    ):
        assert by_label[label] >= 25, label
    for label in ("CREDIT_CARD", "IBAN", "BANK_ACCOUNT", "URL", "IP_ADDRESS", "POSTAL_CODE"):
        assert by_label[label] >= 20, label
    assert len({t for c in cases for t in c["tags"] if t.startswith("kind:")}) >= 45
    assert len({t for c in cases for t in c["tags"] if t.startswith("shape:")}) >= 12
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 70
    names = _names()
    assert len({names.SCRIPT[loc] for loc in locs}) >= 20


def test_native_script_names_have_a_transliteration(cases):
    """A PERSON span in a non-Latin script sits next to its Latin transliteration, `X (Y)` either way."""
    written = Counter()
    for case in cases:
        text = case["text"]
        spans = sorted((m["start"], m["end"]) for m in case["spans"] if m["label"] == "PERSON")
        for i, (start, end) in enumerate(spans):
            piece = text[start:end]
            if not any(ch.isalpha() and ord(ch) > 0x24F for ch in piece):
                continue
            if all(ord(ch) < 0x2000 and not (0x370 <= ord(ch) < 0x1E00) for ch in piece):
                continue
            written[case["id"]] += 1
            if text[end : end + 2] == " (" or text[start - 1 : start] == "(":
                neighbour = spans[i + 1] if text[end : end + 2] == " (" else spans[i - 1]
                assert neighbour[1] - neighbour[0] > 0, case["id"]
    assert sum(written.values()) >= 200


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)
