"""The fresh PII set (tests/pii/heldout_fresh/cases.jsonl) is well-formed.

Held-out (report-only) until the eighth round, a tuning set since its misses were read there
(tests/pii/heldout_fresh/README.md). This test checks the file, not the detector's scores on it.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest
from stdnum import iban, luhn
from stdnum.ca import sin
from stdnum.us import ssn

from quilltune.prepare.pii.spans import LABELS

FOLDER = Path(__file__).parent / "heldout_fresh"
CASES = FOLDER / "cases.jsonl"


def _builder():
    spec = importlib.util.spec_from_file_location("build_heldout_fresh", FOLDER / "build_heldout_fresh.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]


def test_size_ids_and_schema(cases):
    assert len(cases) >= 300
    ids = [c["id"] for c in cases]
    assert len(set(ids)) == len(ids)
    for c in cases:
        assert set(c) == {"id", "tags", "text", "spans", "decoys"}
        assert isinstance(c["text"], str) and c["text"]
        assert all(isinstance(t, str) for t in c["tags"])


def test_offsets_in_range_labels_valid_no_overlap(cases):
    for c in cases:
        n = len(c["text"])
        marks = []
        for s in c["spans"]:
            assert s["label"] in LABELS, (c["id"], s)
            marks.append((s["start"], s["end"]))
        for d in c["decoys"]:
            assert isinstance(d["kind"], str) and d["kind"]
            marks.append((d["start"], d["end"]))
        for start, end in marks:
            assert 0 <= start < end <= n, c["id"]
            piece = c["text"][start:end]
            assert piece == piece.strip(), (c["id"], piece)
        marks.sort()
        for (_, e1), (s2, _) in zip(marks, marks[1:], strict=False):
            assert e1 <= s2, c["id"]


def _digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def test_checksummed_identifiers_are_valid(cases):
    seen = {"SIN": 0, "SSN": 0, "IBAN": 0, "CREDIT_CARD": 0}
    for c in cases:
        for s in c["spans"]:
            value = c["text"][s["start"] : s["end"]]
            if s["label"] == "SIN":
                assert sin.is_valid(_digits(value)), value
            elif s["label"] == "SSN":
                assert ssn.is_valid(_digits(value)), value
            elif s["label"] == "IBAN":
                assert iban.is_valid(value.replace(" ", "")), value
            elif s["label"] == "CREDIT_CARD":
                assert luhn.is_valid(_digits(value)), value
            else:
                continue
            seen[s["label"]] += 1
    assert all(n >= 5 for n in seen.values()), seen


def test_coverage_of_locales_scripts_and_classes(cases):
    tags = [t for c in cases for t in c["tags"]]
    locales = {t for t in tags if t.startswith("loc:")}
    scripts = {t for t in tags if t.startswith("script:")}
    assert len(locales) >= 25, sorted(locales)
    assert {"script:cyrillic", "script:greek", "script:arabic", "script:han", "script:devanagari"} <= scripts
    assert "script:hangul" in scripts
    for needed in (
        "role",
        "form",
        "signature",
        "affidavit",
        "salutation",
        "single_given_name",
        "apostrophe",
        "non_ascii",
        "dob",
        "csv",
        "addr:qc",
        "unit_first",
        "url",
        "decoy_only",
    ):
        assert needed in tags, needed
    kinds = {d["kind"] for c in cases for d in c["decoys"]}
    assert {
        "citation",
        "statute",
        "court_file",
        "judge",
        "version",
        "reference_number",
        "company",
        "place",
        "section",
    } <= kinds
    labels = {s["label"] for c in cases for s in c["spans"]}
    assert {"PERSON", "DATE_OF_BIRTH", "ADDRESS", "URL", "SIN", "SSN", "IBAN", "CREDIT_CARD"} <= labels


def test_rebuild_is_byte_identical():
    mod = _builder()
    assert mod.render(mod.build()) == CASES.read_text(encoding="utf-8")
    assert mod.render(mod.build()) == mod.render(mod.build())
