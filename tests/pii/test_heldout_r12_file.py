"""Checks on the round-12 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    KEYS,
    assert_check_digits,
    assert_nanp_phones,
    builder,
    labels,
    marks,
    read_cases,
)

SET = Path(__file__).resolve().parent / "heldout_r12"
CASES_FILE = SET / "cases.jsonl"


def _labels() -> set[str]:
    return labels()


def _builder():
    return builder(SET, "build_heldout_r12")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    spec = importlib.util.spec_from_file_location("r12_names", SET / "r12_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_schema_offsets_and_overlaps(cases):
    labels = _labels()
    for n, case in enumerate(cases, 1):
        assert set(case) == KEYS
        assert case["id"] == f"r12-{n:04d}"
        text = case["text"]
        marks = []
        for key, field in (("spans", "label"), ("decoys", "kind")):
            for m in case[key]:
                assert set(m) == {"start", "end", field}, case["id"]
                assert 0 <= m["start"] < m["end"] <= len(text), case["id"]
                piece = text[m["start"] : m["end"]]
                assert piece == piece.strip(), (case["id"], piece)
                marks.append((m["start"], m["end"]))
        assert {m["label"] for m in case["spans"]} <= labels
        marks.sort()
        for (_, end), (start, _) in zip(marks, marks[1:], strict=False):
            assert end <= start, (case["id"], "overlap")


def test_tags_consistent(cases):
    for case in cases:
        tags = case["tags"]
        assert len(tags) == len(set(tags))
        for prefix in ("kind:", "shape:", "jur:"):
            assert sum(t.startswith(prefix) for t in tags) == 1, (case["id"], prefix)
        labels = {m["label"] for m in case["spans"]}
        label_tags = {t for t in tags if ":" not in t and t not in ("non_ascii", "has_decoys")}
        assert label_tags == {lab.lower() for lab in labels}, case["id"]
        assert ("non_ascii" in tags) == (not case["text"].isascii())
        assert ("has_decoys" in tags) == bool(case["decoys"])
        if "PERSON" in labels:
            assert any(t.startswith("loc:") for t in tags), case["id"]
        hc_tags = {t[3:] for t in tags if t.startswith("hc:")}
        assert bool(hc_tags) == ("HEALTH_CARD" in labels), case["id"]


def test_size_minimums(cases):
    labels = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert len(cases) >= 420
    assert labels["PERSON"] >= 2000
    assert sum(kinds.values()) >= 2000 and len(kinds) >= 18
    assert (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) >= 0.60
    assert len(jurs) >= 12
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
        assert labels[label] >= 25, label
    for label in ("CREDIT_CARD", "IBAN", "BANK_ACCOUNT", "URL", "IP_ADDRESS", "POSTAL_CODE"):
        assert labels[label] >= 10, label
    assert len({t for c in cases for t in c["tags"] if t.startswith("kind:")}) >= 45
    assert len({t for c in cases for t in c["tags"] if t.startswith("shape:")}) >= 12
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 60
    names = _names()
    assert len({names.SCRIPT[loc] for loc in locs}) >= 15


def test_checkdigits(cases):
    assert_check_digits(cases)


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    for case in cases:
        for piece, m in marks(case, "spans"):
            if m["label"] == "PERSON":
                assert not re.match(r"(Mr|Ms|Mrs|Dr|Mx|Mme|Me)\.? ", piece), piece
                assert not piece.endswith("'s"), piece
                assert not re.search(r"\s{2,}", piece.replace("\n", " ")), piece


def test_marks_do_not_share_text_with_neighbours(cases):
    """A mark must start and end on a word boundary (no half-marked words)."""
    for case in cases:
        text = case["text"]
        for key in ("spans", "decoys"):
            for m in case[key]:
                before = text[m["start"] - 1] if m["start"] else " "
                after = text[m["end"]] if m["end"] < len(text) else " "
                assert not (before.isalnum() and text[m["start"]].isalnum()), (
                    case["id"],
                    text[m["start"] : m["end"]],
                )
                assert not (after.isalnum() and text[m["end"] - 1].isalnum()), (
                    case["id"],
                    text[m["start"] : m["end"]],
                )
