"""The round-8 PII set is well formed and rebuilds byte-identically.

This file checks the set only; it never runs the detector. The set was report-only (held-out) until the
ninth round read its misses; it is a tuning set since (its README).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from quilltune.prepare.pii.spans import LABELS

HERE = Path(__file__).with_name("heldout_r8")
CASES = HERE / "cases.jsonl"
SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "CJK", "HANGUL", "HIRAGANA", "KATAKANA", "ARABIC", "DEVANAGARI")
SCRIPTS += ("BENGALI", "HEBREW", "THAI", "ETHIOPIC", "GEORGIAN")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]


def _script(ch: str) -> str | None:
    name = unicodedata.name(ch, "")
    return next((s for s in SCRIPTS if name.startswith(s)), None)


def _luhn_ok(number: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def test_rebuilds_byte_identically() -> None:
    build = HERE / "build_heldout_r8.py"
    result = subprocess.run(
        [sys.executable, str(build), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_schema_offsets_and_overlaps(cases: list[dict]) -> None:
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for case in cases:
        assert set(case) == {"id", "tags", "text", "spans", "decoys"}, case["id"]
        text = case["text"]
        spans = sorted(case["spans"], key=lambda s: s["start"])
        for item in spans + case["decoys"]:
            assert 0 <= item["start"] < item["end"] <= len(text), (case["id"], item)
        for span in spans:
            assert set(span) == {"start", "end", "label"} and span["label"] in LABELS, (case["id"], span)
        for a, b in zip(spans, spans[1:], strict=False):
            assert a["end"] <= b["start"], (case["id"], a, b)
        for dec in case["decoys"]:
            assert set(dec) == {"start", "end", "kind"}, (case["id"], dec)
            for span in spans:
                assert dec["end"] <= span["start"] or span["end"] <= dec["start"], (case["id"], dec, span)


def test_size_locales_scripts_and_decoys(cases: list[dict]) -> None:
    assert len(cases) >= 400
    locales = {t for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locales) >= 40
    scripts = set()
    for case in cases:
        for span in case["spans"]:
            if span["label"] == "PERSON":
                scripts |= {_script(ch) for ch in case["text"][span["start"] : span["end"]] if ch.isalpha()}
    scripts.discard(None)
    assert len(scripts) >= 7, scripts
    decoys = [d for c in cases for d in c["decoys"]]
    assert len(decoys) >= 400
    assert len({d["kind"] for d in decoys}) >= 12
    labels = {s["label"] for c in cases for s in c["spans"]}
    assert labels == set(LABELS), set(LABELS) - labels


def test_numbers_carry_valid_check_digits(cases: list[dict]) -> None:
    for case in cases:
        for span in case["spans"]:
            raw = case["text"][span["start"] : span["end"]]
            digits = re.sub(r"\D", "", raw)
            if span["label"] in ("SIN", "CREDIT_CARD"):
                assert _luhn_ok(digits), (case["id"], raw)
            if span["label"] == "SIN":
                assert len(digits) == 9 and digits[0] not in "08", (case["id"], raw)
            if span["label"] == "SSN":
                area, group, serial = raw.split("-")
                assert area not in ("000", "666") and area < "900" and group != "00" and serial != "0000", raw
            if span["label"] == "IBAN":
                compact = raw.replace(" ", "")
                assert int("".join(str(int(ch, 36)) for ch in compact[4:] + compact[:4])) % 97 == 1, raw
            if span["label"] == "PHONE" and re.match(
                r"^(\+1 |1-|\(\d{3}\) \d{3}-\d{4}$|\d{3}[.-]\d{3}[.-]\d{4}$)", raw
            ):
                nanp = digits[-10:]
                assert nanp[3:6] != "555" and nanp[0] not in "01" and nanp[3] not in "01", (case["id"], raw)
