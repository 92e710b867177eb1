"""The round-9 held-out PII set is well-formed (report-only: this test never runs the detector)."""

from __future__ import annotations

import ast
import importlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "heldout_r9"
SPANS_PY = Path(__file__).resolve().parents[2] / "src" / "quilltune" / "prepare" / "pii" / "spans.py"


def _labels() -> tuple[str, ...]:
    # Read the LABELS tuple without importing the detector package.
    for node in ast.parse(SPANS_PY.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "LABELS":
            return tuple(ast.literal_eval(node.value))
    raise AssertionError("LABELS not found")


@pytest.fixture(scope="module")
def mods():
    sys.path.insert(0, str(HERE))
    try:
        yield (
            importlib.import_module("build_heldout_r9"),
            importlib.import_module("r9_ids"),
            importlib.import_module("r9_names"),
        )
    finally:
        sys.path.remove(str(HERE))


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return [json.loads(line) for line in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines()]


def test_rebuild_is_byte_identical(mods):
    build, _, _ = mods
    assert build.render(build.build()) == (HERE / "cases.jsonl").read_text(encoding="utf-8")


def test_schema_offsets_and_overlaps(cases):
    labels = set(_labels())
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        assert set(c) == {"id", "tags", "text", "spans", "decoys"}
        text = c["text"]
        marks = []
        for s in c["spans"]:
            assert s["label"] in labels, (c["id"], s)
            marks.append((s["start"], s["end"], "span"))
        for d in c["decoys"]:
            assert d["kind"], c["id"]
            marks.append((d["start"], d["end"], "decoy"))
        for a, b, _ in marks:
            assert 0 <= a < b <= len(text), c["id"]
            piece = text[a:b]
            assert piece == piece.strip(), (c["id"], piece)
        marks.sort()
        for (a1, b1, k1), (a2, b2, k2) in zip(marks, marks[1:], strict=False):
            assert b1 <= a2, (c["id"], k1, k2, text[a1:b1], text[a2:b2])
        for s in c["spans"]:
            assert s["label"].lower() in c["tags"], c["id"]
        assert ("has_decoys" in c["tags"]) == bool(c["decoys"])
        assert ("non_ascii" in c["tags"]) == (not text.isascii())
        assert any(t.startswith("kind:") for t in c["tags"]) and any(t.startswith("jur:") for t in c["tags"])
        assert any(t.startswith("shape:") for t in c["tags"])


def test_size_minimums(cases, mods):
    _, _, names = mods
    assert len(cases) >= 300
    decoys = Counter(d["kind"] for c in cases for d in c["decoys"])
    assert sum(decoys.values()) >= 300 and len(decoys) >= 12
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 40
    scripts = {names.LOCALES[loc][0] for loc in locs}
    assert len(scripts) >= 7
    na = sum(1 for c in cases if {"jur:ca", "jur:us"} & set(c["tags"]))
    assert na / len(cases) >= 0.60
    labels = Counter(s["label"] for c in cases for s in c["spans"])
    assert labels["PERSON"] >= 400
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
        assert labels[label] >= 20, label
    for label in ("CREDIT_CARD", "IBAN", "BANK_ACCOUNT", "URL", "IP_ADDRESS", "POSTAL_CODE"):
        assert labels[label] >= 8, label


CA_POSTAL = re.compile(r"^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$")
UK_POSTAL = re.compile(r"^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$")


def test_check_digits(cases, mods):
    _, ids, _ = mods
    for c in cases:
        text, tags = c["text"], set(c["tags"])
        for s in c["spans"]:
            v = text[s["start"] : s["end"]]
            digits = re.sub(r"\D", "", v)
            label = s["label"]
            if label == "SIN":
                assert len(digits) == 9 and digits[0] not in "08" and ids.luhn_ok(digits), (c["id"], v)
            elif label == "SSN":
                assert ids.ssn_ok(digits), (c["id"], v)
            elif label == "CREDIT_CARD":
                assert len(digits) in (15, 16) and ids.luhn_ok(digits), (c["id"], v)
            elif label == "IBAN":
                assert ids.iban_ok(v), (c["id"], v)
            elif label == "HEALTH_CARD":
                if "hc:on" in tags:
                    assert len(digits) == 10 and ids.luhn_ok(digits), (c["id"], v)
                elif "hc:bc" in tags:
                    assert ids.bc_phn_ok(digits), (c["id"], v)
                elif "hc:qc" in tags:
                    assert re.fullmatch(r"[A-Z]{4} \d{4} \d{4}", v), (c["id"], v)
            elif label == "BANK_ACCOUNT" and "routing" in text[max(0, s["start"] - 12) : s["start"]]:
                assert ids.aba_ok(digits), (c["id"], v)
            elif label == "POSTAL_CODE":
                assert CA_POSTAL.match(v) or UK_POSTAL.match(v), (c["id"], v)
            elif label == "PHONE" and ({"jur:ca", "jur:us"} & tags):
                nanp = digits[1:11] if digits.startswith("1") else digits[:10]
                assert nanp[0] in "23456789" and nanp[3] in "23456789", (c["id"], v)
                assert nanp[3:6] != "555" and nanp[4:6] != "11", (c["id"], v)
