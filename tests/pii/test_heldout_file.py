"""The held-out PII set (tests/pii/heldout/) is well-formed; detector scores on it are reported, not tested here.

heldout.jsonl is written by hand for quilltune and never used to tune a rule; judgments.jsonl holds public
ECHR judgments with annotations from the Text Anonymization Benchmark (see heldout/SOURCES.md).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest
from stdnum import iban, luhn
from stdnum.ca import sin
from stdnum.us import ssn

from quilltune.prepare.pii.spans import LABELS

HELDOUT_DIR = Path(__file__).with_name("heldout")
sys.path.insert(0, str(HELDOUT_DIR))

from build_heldout import generate  # noqa: E402
from heldout_names import NAME_LOCALES  # noqa: E402

TRAINING_LABELS = {
    "PERSON",
    "ADDRESS",
    "PHONE",
    "POSTAL_CODE",
    "DATE_OF_BIRTH",
    "EMAIL",
    "IP_ADDRESS",
    "CREDIT_CARD",
    "BANK_ACCOUNT",
    "SSN",
    "SIN",
    "HEALTH_CARD",
    "IBAN",
    "URL",
    "DRIVERS_LICENSE",
}
DECOY_KINDS = {
    "citation",
    "statute",
    "court_file",
    "judge",
    "public_figure",
    "org",
    "version",
    "reference_number",
    "date",
    "amount",
    "defined_term",
    "place",
    "url",
}
ANONYMISE_LABELS = {"CASE_NUMBER", "DATE", "PLACE", "ORGANISATION", "PERSON", "INITIALS"}


def _rows(name: str) -> list[dict]:
    return [json.loads(line) for line in (HELDOUT_DIR / name).read_text("utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def heldout() -> list[dict]:
    return _rows("heldout.jsonl")


@pytest.fixture(scope="module")
def judgments() -> list[dict]:
    return _rows("judgments.jsonl")


def _check_spans(text: str, spans: list[dict], key: str, allowed: set[str], where: str) -> None:
    last_end = -1
    for s in sorted(spans, key=lambda s: (s["start"], s["end"])):
        assert set(s) == {"start", "end", key}, f"{where}: span keys {sorted(s)}"
        assert 0 <= s["start"] < s["end"] <= len(text), f"{where}: offsets {s} outside the text"
        assert s[key] in allowed, f"{where}: {key} {s[key]!r} not in {sorted(allowed)}"
        piece = text[s["start"] : s["end"]]
        assert piece == piece.strip(), f"{where}: span {piece!r} has surrounding whitespace"
        assert s["start"] >= last_end, f"{where}: overlapping spans near {piece!r}"
        last_end = s["end"]


def test_heldout_schema_and_offsets(heldout):
    assert len(heldout) >= 300
    ids = [r["id"] for r in heldout]
    assert len(set(ids)) == len(ids)
    assert TRAINING_LABELS <= set(LABELS), "a held-out label is unknown to the detector's label set"
    for r in heldout:
        assert set(r) == {"id", "tags", "text", "spans", "decoys"}, r["id"]
        assert re.fullmatch(r"h-\d{4}", r["id"])
        assert r["tags"] and all(isinstance(t, str) for t in r["tags"])
        _check_spans(r["text"], r["spans"], "label", TRAINING_LABELS, r["id"])
        _check_spans(r["text"], r["decoys"], "kind", DECOY_KINDS, r["id"] + " decoys")
        for d in r["decoys"]:
            for s in r["spans"]:
                assert d["end"] <= s["start"] or s["end"] <= d["start"], f"{r['id']}: decoy overlaps a span"


def test_heldout_identifiers_pass_their_checksums(heldout):
    checked = Counter()
    for r in heldout:
        for s in r["spans"]:
            value = r["text"][s["start"] : s["end"]]
            digits = re.sub(r"\D", "", value)
            if s["label"] == "SIN":
                assert sin.is_valid(value), (r["id"], value)
            elif s["label"] == "CREDIT_CARD":
                assert luhn.is_valid(digits) and len(digits) in (15, 16), (r["id"], value)
            elif s["label"] == "IBAN":
                assert iban.is_valid(value), (r["id"], value)
            elif s["label"] == "SSN":
                assert ssn.is_valid(digits) and len(digits) == 9, (r["id"], value)
            else:
                continue
            checked[s["label"]] += 1
    assert all(checked[k] >= 5 for k in ("SIN", "CREDIT_CARD", "IBAN", "SSN")), checked


def test_heldout_coverage(heldout):
    labels = Counter(s["label"] for r in heldout for s in r["spans"])
    assert labels["PERSON"] >= 250
    assert sum(labels.values()) >= 300
    assert set(labels) == TRAINING_LABELS, f"labels never used: {TRAINING_LABELS - set(labels)}"
    assert sum(len(r["decoys"]) for r in heldout) >= 400
    locales = {t for r in heldout for t in r["tags"] if t in NAME_LOCALES}
    assert len(locales) >= 25, sorted(locales)
    scripts = {t for r in heldout for t in r["tags"]} & {
        "cyrl",
        "hani",
        "hang",
        "grek",
        "arab",
        "deva",
        "hebr",
    }
    assert len(scripts) >= 5, scripts
    shapes = {t for r in heldout for t in r["tags"] if t.startswith("shape:")}
    assert len(shapes) >= 150


def test_heldout_file_is_the_generator_output(heldout):
    assert generate() == heldout, "heldout.jsonl is stale: run python tests/pii/heldout/build_heldout.py"


def test_judgments_schema_and_offsets(judgments):
    assert 6 <= len(judgments) <= 10
    for r in judgments:
        assert {"id", "tags", "text", "spans", "anonymise_spans"} <= set(r), r["id"]
        assert "echr" in r["tags"] and "judgment" in r["tags"]
        _check_spans(r["text"], r["spans"], "label", {"PERSON"}, r["id"])
        _check_spans(r["text"], r["anonymise_spans"], "label", ANONYMISE_LABELS, r["id"] + " anonymise")
        anon = {(s["start"], s["end"], s["label"]) for s in r["anonymise_spans"]}
        assert {(s["start"], s["end"], s["label"]) for s in r["spans"]} <= anon
        pieces = [(s["label"], r["text"][s["start"] : s["end"]]) for s in r["anonymise_spans"]]
        # every judgment names its application number (nnnnn/yy) at least once
        assert any(lab == "CASE_NUMBER" and re.fullmatch(r"\d{3,5}/\d{2}", p) for lab, p in pieces), r["id"]
        assert all(re.fullmatch(r"[A-Z]\.?", p) for lab, p in pieces if lab == "INITIALS"), r["id"]
    assert sum(s["label"] == "INITIALS" for r in judgments for s in r["anonymise_spans"]) >= 5
