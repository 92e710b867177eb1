"""Checks on the round-18 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
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
    R17_KINDS,
    R17_SHAPES,
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

SET = Path(__file__).resolve().parent / "heldout_r18"
CASES_FILE = SET / "cases.jsonl"


def _builder():
    return builder(SET, "build_heldout_r18")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r18_names", SET / "r18_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    assert (len(R14_KINDS), len(R15_KINDS), len(R16_KINDS), len(R17_KINDS)) == (58, 53, 57, 51)
    assert (len(R16_SHAPES), len(R17_SHAPES)) == (34, 16)


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    env = dict(os.environ, PYTHONHASHSEED=seed)
    script = SET / "build_heldout_r18.py"
    res = subprocess.run([sys.executable, str(script), "--check"], env=env, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r18")


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
    assert 0.60 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.65
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
    assert len(doc_kinds - R14_KINDS - R15_KINDS - R16_KINDS - R17_KINDS) >= 40
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 12
    assert len(shapes - OLD_SHAPES - R16_SHAPES - R17_SHAPES) >= 8


def test_quebec_frame_is_in_french(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    assert len(qc) >= 10
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(le|la|des|du|Téléphone|Courriel|mandat)\b", case["text"]), case["id"]


def test_spanish_and_german_frames(cases):
    mx = [c for c in cases if c["tags"][0].startswith("kind:mx_")]
    de = [c for c in cases if c["tags"][0].startswith("kind:de_")]
    assert len(mx) >= 5 and len(de) >= 5
    for case in mx:
        assert "jur:mx" in case["tags"]
        assert re.search(r"\b(Comparecen?|Apoderado|Testigos)\b", case["text"]), case["id"]
    for case in de:
        assert "jur:de" in case["tags"]
        assert re.search(r"\b(Eigentümer|Abteilung|Grundschuld)\b", case["text"]), case["id"]


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


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if "hc:qc" in case["tags"] or "hc:on" in case["tags"] or "hc:bc" in case["tags"]:
            assert "jur:ca" in case["tags"], case["id"]


def test_layout_specifics(cases):
    """Layouts new in round 18 carry their features."""
    by_shape: dict[str, list[str]] = {}
    for case in cases:
        by_shape.setdefault(case["tags"][1][6:], []).append(case["text"])
    assert all(
        t.startswith('---\ntitle: "') and "\n---\n" in t and "\n## " in t
        for t in by_shape["yaml_front_matter"]
    )
    assert all(
        t.startswith("{{Infobox record\n") and "\n== " in t and "[[Category:" in t
        for t in by_shape["mediawiki"]
    )
    assert all(t.startswith("h1. ") and "\nh2. " in t for t in by_shape["textile"])
    assert all(
        t.startswith('.TH "') and "\n.SH NAME\n" in t and "\n.TP\n" in t for t in by_shape["troff_man"]
    )
    for t in by_shape["unified_diff"]:
        assert t.startswith("diff --git a/records/") and "\n--- a/" in t and "\n+++ b/" in t
        head = re.search(r"\n@@ -1,(\d+) \+1,(\d+) @@\n", t)
        body = t[head.end() :].splitlines()
        assert all(line[:1] in " -+" for line in body)
        assert sum(line[:1] != "+" for line in body) == int(head.group(1))
        assert sum(line[:1] != "-" for line in body) == int(head.group(2))
    assert all(t.startswith("# proto-file: ") and "\nsection {\n" in t for t in by_shape["textproto"])
    assert all(
        t.startswith(";;; ") and "\n(document\n" in t and t.count("(") == t.count(")")
        for t in by_shape["sexp"]
    )
    assert all(
        t.startswith("digraph ") and t.rstrip().endswith("}") and " -> " in t
        for t in by_shape["graphviz_dot"]
    )
    assert all('\nmsgid ""\nmsgstr ""\n' in t and "\nmsgctxt " in t for t in by_shape["gettext_po"])
    assert all("@preamble{" in t and "\n@record{" in t for t in by_shape["bibtex"])
    for t in by_shape["edifact"]:
        assert t.startswith("UNA:+.? '\nUNB+UNOC:3+") and t.endswith("'") and "\nUNT+" in t
        segments = t.split("\n")
        unt = int(re.search(r"\nUNT\+(\d+)\+", t).group(1))
        assert unt == len(segments) - 3  # UNH..UNT inclusive
    assert (
        sum("?:" in t or "?'" in t for t in by_shape["edifact"]) >= 5
    )  # release character before separators
    assert all(
        t.startswith("Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\")
        for t in by_shape["reg_export"]
    )
    assert all(re.search(r'\n"[a-z_]+"="', t) and '"Saved"=dword:' in t for t in by_shape["reg_export"])


def test_ascii_layouts_write_names_in_ascii(cases):
    for case in cases:
        if case["tags"][1] in ("shape:edifact", "shape:reg_export"):
            for m in case["spans"]:
                if m["label"] in ("PERSON", "ADDRESS"):
                    assert case["text"][m["start"] : m["end"]].isascii(), case["id"]


def test_sexp_strings_are_balanced(cases):
    """Every quote in the S-expression, DOT and textproto layouts is closed (escaped quotes aside)."""
    for case in cases:
        if case["tags"][1] in ("shape:sexp", "shape:graphviz_dot", "shape:textproto"):
            for line in case["text"].splitlines():
                assert line.replace('\\"', "").count('"') % 2 == 0, (case["id"], line)
