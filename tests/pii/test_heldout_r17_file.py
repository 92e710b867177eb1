"""Checks on the round-17 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    OLD_SHAPES,
    R14_KINDS,
    R15_KINDS,
    R16_KINDS,
    R16_SHAPES,
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

SET = Path(__file__).resolve().parent / "heldout_r17"
CASES_FILE = SET / "cases.jsonl"


def _builder():
    return builder(SET, "build_heldout_r17")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r17_names", SET / "r17_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    env = dict(os.environ, PYTHONHASHSEED=seed)
    script = SET / "build_heldout_r17.py"
    res = subprocess.run([sys.executable, str(script), "--check"], env=env, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r17")


def test_tags_consistent(cases):
    assert_tags_consistent(cases, _names().SCRIPT)
    assert all(case["tags"][0].startswith("kind:") for case in cases)


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
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 100
    assert len({_names().SCRIPT[loc] for loc in locs}) >= 22


def test_new_document_kinds_and_layouts(cases):
    doc_kinds = {t[5:] for c in cases for t in c["tags"] if t.startswith("kind:")}
    assert len(doc_kinds - R14_KINDS - R15_KINDS - R16_KINDS) >= 40
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 12
    assert len(shapes - OLD_SHAPES - R16_SHAPES) >= 8


def test_quebec_frames_are_in_french(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    assert len(qc) >= 10
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(le|la|des|du|à|Téléphone|Tuteur)\b", case["text"]), case["id"]


def test_spanish_frames(cases):
    mx = [c for c in cases if c["tags"][0].startswith("kind:mx_")]
    assert len(mx) >= 5
    for case in mx:
        assert "jur:mx" in case["tags"]
        assert re.search(r"\b(Comparecen|arrendador|Testigos)\b", case["text"]), case["id"]


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


def test_layout_specifics(cases):
    """Layouts new in round 17 carry their features."""
    by_shape: dict[str, list[str]] = {}
    for case in cases:
        by_shape.setdefault(case["tags"][1][6:], []).append(case["text"])
    assert all(t.startswith("ISA*") and t.rstrip().endswith("~") for t in by_shape["edi_x12"])
    assert all(t.startswith("MSH|^~\\&|") and "\nOBX|" in t for t in by_shape["hl7_v2"])
    assert all(t.startswith("version: 1") and "\ndn: cn=" in t for t in by_shape["ldif"])
    assert all(t.startswith("0 HEAD") and t.endswith("0 TRLR") for t in by_shape["gedcom"])
    assert all(re.match(r"1\n00:00:\d\d,\d{3} --> ", t) for t in by_shape["srt_subtitles"])
    assert all("┌" in t and "│" in t and "┘" in t for t in by_shape["box_table"])
    assert all(t.startswith("#+TITLE: ") and ":PROPERTIES:" in t for t in by_shape["org_mode"])
    assert all("|===" in t and t.startswith("= ") for t in by_shape["asciidoc"])
    assert all("[[" in t and "[document]" in t for t in by_shape["toml"])
    assert all(t.isascii() for t in by_shape["java_properties"])
    assert sum("\\u00" in t for t in by_shape["java_properties"]) >= 5
    assert sum(bool(re.search("Ã[©¨‰¡³¶¼±§]", t)) for t in by_shape["mojibake_cp1252"]) >= 10
    for text in by_shape["jsonl"]:
        for line in text.splitlines():
            assert isinstance(json.loads(line), dict)
