"""Checks on the round-15 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    R14_KINDS,
    assert_check_digits,
    assert_marks_on_word_boundaries,
    assert_nanp_phones,
    assert_native_names_transliterated,
    assert_office_decoys_titled,
    assert_person_spans_untitled,
    assert_schema_offsets_and_overlaps,
    assert_stdlib_only_and_small,
    assert_tags_consistent,
    builder,
    read_cases,
)

SET = Path(__file__).resolve().parent / "heldout_r15"
CASES_FILE = SET / "cases.jsonl"
# Round 14's 25 layouts (from its README).
R14_SHAPES = set(
    """form_fields numbered_paragraphs letterhead header_fields prose table_markdown transcript tsv csv pipe_table
    key_value_dump chat footnotes speaker_labels index list fixed_width two_column_ocr xml yaml email_headers json
    minutes ocr quoted_thread""".split()
)


def _builder():
    return builder(SET, "build_heldout_r15")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r15_names", SET / "r15_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r15")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)


def test_size_minimums(cases):
    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert 500 <= len(cases) <= 600
    assert by_label["PERSON"] >= 4000
    assert sum(kinds.values()) >= 4000 and len(kinds) >= 25
    assert 0.60 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.70
    assert len(jurs) - 2 >= 15
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
    doc_kinds = {t[5:] for c in cases for t in c["tags"] if t.startswith("kind:")}
    assert len(doc_kinds) >= 50
    assert len(doc_kinds - R14_KINDS) >= 30
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 15
    assert len(shapes - R14_SHAPES) >= 4
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 90
    names = _names()
    assert len({names.SCRIPT[loc] for loc in locs}) >= 22


def test_quebec_frames_are_in_french(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    assert len(qc) >= 10
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(le|la|des|du|à|Téléphone|partie)\b", case["text"]), case["id"]


def test_mexican_frames_are_in_spanish(cases):
    mx = [c for c in cases if c["tags"][0].startswith("kind:mx_")]
    assert len(mx) >= 5
    for case in mx:
        assert "jur:mx" in case["tags"]
        assert re.search(r"\b(ante|quien|nacid[oa]|comparecen|Testigos)\b", case["text"]), case["id"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases)


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)
