"""Checks on the round-19 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
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
    R18_KINDS,
    R18_SHAPES,
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

SET = Path(__file__).resolve().parent / "heldout_r19"
CASES_FILE = SET / "cases.jsonl"
ASCII_SHAPES = ("shape:telex", "shape:tn3270_screen")


def _builder():
    return builder(SET, "build_heldout_r19")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


@pytest.fixture(scope="module")
def by_shape(cases) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for case in cases:
        out.setdefault(case["tags"][1][6:], []).append(case["text"])
    return out


def _names():
    _builder()  # puts the set's folder on sys.path for the name module's own imports
    spec = importlib.util.spec_from_file_location("r19_names", SET / "r19_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_earlier_lists_are_complete():
    assert (len(R14_KINDS), len(R15_KINDS), len(R16_KINDS), len(R17_KINDS), len(R18_KINDS)) == (
        58,
        53,
        57,
        51,
        55,
    )
    assert (len(R16_SHAPES), len(R17_SHAPES), len(R18_SHAPES)) == (34, 16, 14)


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_rebuild_is_byte_identical_under_hash_seeds(seed):
    env = dict(os.environ, PYTHONHASHSEED=seed)
    script = SET / "build_heldout_r19.py"
    res = subprocess.run([sys.executable, str(script), "--check"], env=env, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_builder_uses_standard_library_only_and_small_modules():
    assert_stdlib_only_and_small(SET)
    assert all(p.name.startswith(("r19_", "build_heldout_r19")) for p in SET.glob("*.py"))


def test_schema_offsets_and_overlaps(cases):
    assert_schema_offsets_and_overlaps(cases, "r19")


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
    assert (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) >= 0.60
    assert len(jurs) - 2 >= 12
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
    assert len(doc_kinds - R14_KINDS - R15_KINDS - R16_KINDS - R17_KINDS - R18_KINDS) >= 40
    shapes = {t[6:] for c in cases for t in c["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 12
    assert len(shapes - OLD_SHAPES - R16_SHAPES - R17_SHAPES - R18_SHAPES) >= 8


def test_french_and_portuguese_frames(cases):
    qc = [c for c in cases if c["tags"][0].startswith("kind:qc_")]
    br = [c for c in cases if c["tags"][0].startswith("kind:br_")]
    assert len(qc) >= 10 and len(br) >= 5
    for case in qc:
        assert "jur:ca" in case["tags"]
        assert re.search(r"\b(le|la|des|du|Locataire|Défunt|Héritiers)\b", case["text"]), case["id"]
    for case in br:
        assert "jur:br" in case["tags"]
        assert re.search(r"\b(Outorgante|Testemunhas|poderes)\b", case["text"]), case["id"]


def test_native_script_names_have_a_transliteration(cases):
    assert_native_names_transliterated(cases, min_spans=250, min_families=22)


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    assert_person_spans_untitled(cases)


def test_decoys_that_hold_an_office_keep_their_title(cases):
    assert_office_decoys_titled(cases, extra_titles="JUSTICE|JUDGE|MAGISTRATE|MEMBER|ADJUDICATOR|ARBITRATOR")


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    assert_marks_on_word_boundaries(cases)


def test_health_cards_only_in_their_province(cases):
    for case in cases:
        if "hc:qc" in case["tags"] or "hc:on" in case["tags"] or "hc:bc" in case["tags"]:
            assert "jur:ca" in case["tags"], case["id"]


def test_ascii_layouts_are_ascii_and_upper_case(cases):
    for case in cases:
        if case["tags"][1] in ASCII_SHAPES:
            assert case["text"].isascii(), case["id"]
            for m in case["spans"]:
                piece = case["text"][m["start"] : m["end"]]
                assert piece == piece.upper(), (case["id"], piece)


def test_text_layouts(by_shape):
    """Layouts new in round 19 carry their features (text layouts)."""
    for t in by_shape["telex"]:
        lines = t.split("\n")
        assert re.fullmatch(r"ZCZC [A-Z]{3}\d{3}", lines[0]) and lines[-1] == "NNNN" and "BT" in lines
        assert lines[2].startswith("SUBJ: ")
        assert all(len(line) <= 72 for line in lines[3:])  # wrapped at 69; a mark is never split
    for t in by_shape["tn3270_screen"]:
        pages = re.findall(r"PAGE (\d\d) OF (\d\d)", t)
        assert pages and all(b == pages[0][1] for _, b in pages) and len(pages) == int(pages[0][1])
        assert t.count("PF1=HELP  PF3=EXIT") == len(pages) and t.count(" ===> ") == len(pages)
    for t in by_shape["irc_log"]:
        lines = t.split("\n")
        assert lines[0].startswith("--- Log opened ") and lines[-1].startswith("--- Log closed ")
        assert all(re.match(r"(--- |\[\d\d:\d\d\] <[^>\s]+> )", line) for line in lines)
    for t in by_shape["dokuwiki"]:
        assert t.startswith("====== ") and "\n===== " in t and "\n^ " in t and "\n----\n" in t
    for t in by_shape["fill_in_blanks"]:
        assert re.search(r"\n \d\. .+: __", t) and "[X] I certify" in t
    for t in by_shape["bbcode"]:
        assert t.startswith("[size=150][b]")
        for tag in ("list", "table", "quote", "b", "size"):
            assert len(re.findall(rf"\[{tag}[\]=]", t)) == t.count(f"[/{tag}]"), tag


def test_machine_layouts(by_shape):
    """Layouts new in round 19 carry their features (machine layouts)."""
    for t in by_shape["logfmt"]:
        for line in t.split("\n"):
            assert re.match(r"ts=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ level=info event=", line), line
            assert line.replace("\\\\", "").replace('\\"', "").count('"') % 2 == 0, line
    for t in by_shape["recfile"]:
        assert t.startswith("# -*- mode: rec -*-\n") and "\n%rec: Document\n" in t
        for line in t.split("\n"):
            assert not line or re.match(r"(# |%[a-z]+: |[A-Z][A-Za-z0-9_]*: )", line), line
    for t in by_shape["hcl"]:
        assert t.count("{") == t.count("}") and t.startswith("# ") and '\ndocument "' in t
        assert t.count("<<-EOT") == t.count("    EOT\n")
        for line in t.split("\n"):
            if ' = "' in line:
                assert line.replace("\\\\", "").replace('\\"', "").count('"') == 2, line
    for t in by_shape["plist_xml"]:
        root = ET.fromstring(t.split("\n", 2)[2])
        assert root.tag == "plist" and root.find("dict") is not None
    for t in by_shape["pg_copy"]:
        blocks = re.findall(r"\nCOPY [a-z0-9_]+\.[a-z0-9_]+ \(([^)]*)\) FROM stdin;\n(.*?)\n\\\.\n", t, re.S)
        assert blocks and t.count("FROM stdin;") == len(blocks)
        for cols, body in blocks:
            assert all(len(row.split("\t")) == len(cols.split(", ")) for row in body.split("\n"))
    for t in by_shape["multipart_form"]:
        boundary = re.search(r"boundary=(\S+)", t).group(1)
        assert t.endswith(f"--{boundary}--")
        assert t.count(f"--{boundary}\n") == t.count("Content-Disposition: form-data; name=")
