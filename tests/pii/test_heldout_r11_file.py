"""Checks on the round-11 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from heldout_file_checks import (
    CA_POSTAL,
    KEYS,
    UK_POSTAL,
    aba,
    assert_nanp_phones,
    bc_phn,
    builder,
    digits,
    iban,
    labels,
    luhn,
    marks,
    read_cases,
)

SET = Path(__file__).resolve().parent / "heldout_r11"
CASES_FILE = SET / "cases.jsonl"


def _labels() -> set[str]:
    return labels()


def _builder():
    return builder(SET, "build_heldout_r11")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_schema_offsets_and_overlaps(cases):
    labels = _labels()
    for n, case in enumerate(cases, 1):
        assert set(case) == KEYS
        assert case["id"] == f"r11-{n:04d}"
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
    assert len(cases) >= 400
    assert labels["PERSON"] >= 1500
    assert sum(kinds.values()) >= 1200 and len(kinds) >= 14
    assert (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) >= 0.60
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
    assert len({t for c in cases for t in c["tags"] if t.startswith("kind:")}) >= 40
    assert len({t for c in cases for t in c["tags"] if t.startswith("shape:")}) >= 8
    assert len({t for c in cases for t in c["tags"] if t.startswith("loc:")}) >= 60


def test_checkdigits(cases):
    abas = 0
    for case in cases:
        tags = case["tags"]
        text = case["text"]
        for piece, m in marks(case, "spans"):
            ds = digits(piece)
            label = m["label"]
            if label == "SIN":
                assert len(ds) == 9 and ds[0] not in "08" and luhn(ds), piece
            elif label == "SSN":
                assert len(ds) == 9 and ds[:3] not in ("000", "666") and ds[0] != "9", piece
                assert ds[3:5] != "00" and ds[5:] != "0000", piece
            elif label == "CREDIT_CARD":
                assert len(ds) in (15, 16) and luhn(ds), piece
            elif label == "IBAN":
                assert iban(piece), piece
            elif label == "HEALTH_CARD":
                if re.fullmatch(r"[A-Z]{4} \d{4} \d{4}", piece):
                    assert "hc:qc" in tags, piece
                else:
                    assert re.fullmatch(r"[\d -]+", piece), piece  # no version code inside the span
                    ok_on = len(ds) == 10 and luhn(ds) and "hc:on" in tags
                    assert ok_on or (bc_phn(ds) and "hc:bc" in tags), piece
            elif label == "BANK_ACCOUNT" and "routing" in text[max(0, m["start"] - 12) : m["start"]].lower():
                assert aba(ds), piece
                abas += 1
            elif label == "POSTAL_CODE":
                assert CA_POSTAL.fullmatch(piece) or UK_POSTAL.fullmatch(piece), piece
    assert abas >= 5


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    for case in cases:
        for piece, m in marks(case, "spans"):
            if m["label"] == "PERSON":
                assert not re.match(r"(Mr|Ms|Mrs|Dr|Mx|Mme|Me)\.? ", piece), piece
                assert not piece.endswith("'s"), piece
