"""Checks on the round-10 held-out PII file itself. The detector is never run here."""

from __future__ import annotations

import ast
import importlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "heldout_r10"
CASES = HERE / "cases.jsonl"
SPANS_PY = Path(__file__).resolve().parents[2] / "src" / "quilltune" / "prepare" / "pii" / "spans.py"


def _detector_labels() -> frozenset[str]:
    """The training profile's LABELS, read from the source without importing the detector package."""
    for node in ast.parse(SPANS_PY.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "LABELS":
            return frozenset(ast.literal_eval(node.value))
    raise AssertionError("LABELS not found")


ALLOWED = _detector_labels()
MIN_25 = ("SIN", "SSN", "PHONE", "EMAIL", "ADDRESS", "DATE_OF_BIRTH", "HEALTH_CARD", "DRIVERS_LICENSE")
MIN_10 = ("CREDIT_CARD", "IBAN", "BANK_ACCOUNT", "URL", "IP_ADDRESS", "POSTAL_CODE")
CA_POSTAL = re.compile(r"[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ] ?\d[ABCEGHJKLMNPRSTVWXYZ]\d")
UK_POSTAL = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}")
RAMQ = re.compile(r"[A-Z]{4} ?\d{4} ?\d{4}")


@pytest.fixture(scope="module")
def mods():
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    return (
        importlib.import_module("build_heldout_r10"),
        importlib.import_module("r10_ids"),
        importlib.import_module("r10_names"),
    )


@pytest.fixture(scope="module")
def cases():
    return [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]


def _pieces(case, label):
    return [case["text"][s["start"] : s["end"]] for s in case["spans"] if s["label"] == label]


def _digits(s):
    return "".join(c for c in s if c.isdigit())


def test_rebuild_is_byte_identical(mods):
    build = mods[0]
    assert build.render(build.build()) == CASES.read_text(encoding="utf-8")


def test_schema_offsets_and_tags(cases):
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        assert set(c) == {"id", "tags", "text", "spans", "decoys"}, c["id"]
        text, tags = c["text"], set(c["tags"])
        marks = []
        for s in c["spans"]:
            assert set(s) == {"start", "end", "label"}
            assert s["label"] in ALLOWED, c["id"]
            assert s["label"].lower() in tags, (c["id"], s["label"])
            marks.append((s["start"], s["end"]))
        for s in c["decoys"]:
            assert set(s) == {"start", "end", "kind"}
            assert isinstance(s["kind"], str) and s["kind"], c["id"]
            marks.append((s["start"], s["end"]))
        for start, end in marks:
            assert 0 <= start < end <= len(text), c["id"]
            piece = text[start:end]
            assert piece == piece.strip(), (c["id"], piece)
        marks.sort()
        for (_, e1), (s2, _) in zip(marks, marks[1:], strict=False):
            assert e1 <= s2, c["id"]
        assert ("has_decoys" in tags) == bool(c["decoys"]), c["id"]
        assert ("non_ascii" in tags) == (not text.isascii()), c["id"]
        for prefix in ("kind:", "shape:", "jur:"):
            assert sum(t.startswith(prefix) for t in tags) == 1, (c["id"], prefix)
        if any(s["label"] == "PERSON" for s in c["spans"]):
            assert any(t.startswith("loc:") for t in tags), c["id"]
        if any(s["label"] == "HEALTH_CARD" for s in c["spans"]):
            assert any(t.startswith("hc:") for t in tags), c["id"]


def test_size_minimums(cases, mods):
    names = mods[2]
    assert len(cases) >= 300
    labels = Counter(s["label"] for c in cases for s in c["spans"])
    decoys = Counter(s["kind"] for c in cases for s in c["decoys"])
    assert sum(decoys.values()) >= 300 and len(decoys) >= 12
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 40
    assert locs <= set(names.LOCALES)
    assert len({names.LOCALES[loc][0] for loc in locs}) >= 7
    north = sum(1 for c in cases if {"jur:ca", "jur:us"} & set(c["tags"]))
    assert north / len(cases) >= 0.60
    assert labels["PERSON"] >= 400
    for label in MIN_25:
        assert labels[label] >= 25, label
    for label in MIN_10:
        assert labels[label] >= 10, label


def test_check_digits(cases, mods):
    ids = mods[1]
    for c in cases:
        tags, text = set(c["tags"]), c["text"]
        for p in _pieces(c, "SIN"):
            d = _digits(p)
            assert len(d) == 9 and d[0] not in "08" and ids.luhn_ok(d), (c["id"], p)
        for p in _pieces(c, "SSN"):
            assert ids.ssn_ok(p), (c["id"], p)
        for p in _pieces(c, "CREDIT_CARD"):
            assert len(_digits(p)) in (15, 16) and ids.luhn_ok(p), (c["id"], p)
        for p in _pieces(c, "IBAN"):
            assert ids.iban_ok(p), (c["id"], p)
        for p in _pieces(c, "HEALTH_CARD"):
            d = _digits(p)
            if RAMQ.fullmatch(p):
                assert "hc:qc" in tags, c["id"]
            elif len(d) == 10 and d[0] == "9" and ids.bc_phn_ok(d) and "hc:bc" in tags:
                pass
            else:
                assert "hc:on" in tags and len(d) == 10 and ids.luhn_ok(d), (c["id"], p)
        for s in c["spans"]:
            if (
                s["label"] == "BANK_ACCOUNT"
                and "routing" in text[max(0, s["start"] - 12) : s["start"]].lower()
            ):
                assert ids.aba_ok(text[s["start"] : s["end"]]), c["id"]
        for p in _pieces(c, "POSTAL_CODE"):
            assert CA_POSTAL.fullmatch(p) or UK_POSTAL.fullmatch(p), (c["id"], p)
        if {"jur:ca", "jur:us"} & tags:
            for p in _pieces(c, "PHONE"):
                if p.startswith("+") and not p.startswith("+1"):
                    continue
                main = re.split(r"\s*(?:ext\.|poste|x|,)\s*", p)[0]
                d = _digits(main)
                if len(d) == 11:
                    assert d[0] == "1", (c["id"], p)
                    d = d[1:]
                assert len(d) == 10, (c["id"], p)
                area, exch = d[:3], d[3:6]
                assert area[0] in "23456789" and exch[0] in "23456789", (c["id"], p)
                assert exch != "555" and exch[1:] != "11" and area[1:] != "11", (c["id"], p)


def test_abas_present(cases):
    found = 0
    for c in cases:
        for s in c["spans"]:
            if (
                s["label"] == "BANK_ACCOUNT"
                and "routing" in c["text"][max(0, s["start"] - 12) : s["start"]].lower()
            ):
                found += 1
    assert found >= 5
