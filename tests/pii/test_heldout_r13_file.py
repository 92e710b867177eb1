"""Checks on the round-13 held-out file itself (the detector is never run here)."""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
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

SET = Path(__file__).resolve().parent / "heldout_r13"
CASES_FILE = SET / "cases.jsonl"


def _builder():
    return builder(SET, "build_heldout_r13")


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(CASES_FILE)


def _names():
    spec = importlib.util.spec_from_file_location("r13_names", SET / "r13_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_is_byte_identical():
    builder = _builder()
    assert builder.render(builder.build()) == CASES_FILE.read_text(encoding="utf-8")


def test_builder_uses_standard_library_only_and_small_modules():
    local = {p.stem for p in SET.glob("*.py")}
    for path in SET.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) < 400, path.name
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [(node.module or "").split(".")[0]]
            else:
                continue
            for name in names:
                assert name in local or name in sys.stdlib_module_names, (path.name, name)


def test_schema_offsets_and_overlaps(cases):
    known = labels()
    for n, case in enumerate(cases, 1):
        assert set(case) == KEYS
        assert case["id"] == f"r13-{n:04d}"
        text = case["text"]
        spans = []
        for key, field in (("spans", "label"), ("decoys", "kind")):
            for m in case[key]:
                assert set(m) == {"start", "end", field}, case["id"]
                assert 0 <= m["start"] < m["end"] <= len(text), case["id"]
                piece = text[m["start"] : m["end"]]
                assert piece == piece.strip(), (case["id"], piece)
                spans.append((m["start"], m["end"]))
        assert {m["label"] for m in case["spans"]} <= known
        spans.sort()
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            assert end <= start, (case["id"], "overlap")


def test_tags_consistent(cases):
    names = _names()
    for case in cases:
        tags = case["tags"]
        assert len(tags) == len(set(tags))
        for prefix in ("kind:", "shape:", "jur:"):
            assert sum(t.startswith(prefix) for t in tags) == 1, (case["id"], prefix)
        present = {m["label"] for m in case["spans"]}
        label_tags = {t for t in tags if ":" not in t and t not in ("non_ascii", "has_decoys")}
        assert label_tags == {lab.lower() for lab in present}, case["id"]
        assert ("non_ascii" in tags) == (not case["text"].isascii())
        assert ("has_decoys" in tags) == bool(case["decoys"])
        locs = [t[4:] for t in tags if t.startswith("loc:")]
        assert bool(locs) == ("PERSON" in present), case["id"]
        assert all(loc in names.SCRIPT for loc in locs), case["id"]
        hc_tags = {t[3:] for t in tags if t.startswith("hc:")}
        assert hc_tags <= {"on", "bc", "qc"}
        assert bool(hc_tags) == ("HEALTH_CARD" in present), case["id"]


def test_size_minimums(cases):
    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    jurs = Counter(t for c in cases for t in c["tags"] if t.startswith("jur:"))
    assert 450 <= len(cases) <= 560
    assert by_label["PERSON"] >= 3000
    assert sum(kinds.values()) >= 2500 and len(kinds) >= 20
    assert 0.62 <= (jurs["jur:ca"] + jurs["jur:us"]) / len(cases) <= 0.74
    assert len(jurs) >= 15
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
    assert len({t for c in cases for t in c["tags"] if t.startswith("kind:")}) >= 45
    assert len({t for c in cases for t in c["tags"] if t.startswith("shape:")}) >= 12
    locs = {t[4:] for c in cases for t in c["tags"] if t.startswith("loc:")}
    assert len(locs) >= 70
    names = _names()
    assert len({names.SCRIPT[loc] for loc in locs}) >= 20


def test_native_script_names_have_a_transliteration(cases):
    """A PERSON span in a non-Latin script sits next to its Latin transliteration, `X (Y)` either way."""
    written = Counter()
    for case in cases:
        text = case["text"]
        spans = sorted((m["start"], m["end"]) for m in case["spans"] if m["label"] == "PERSON")
        for i, (start, end) in enumerate(spans):
            piece = text[start:end]
            if not any(ch.isalpha() and ord(ch) > 0x24F for ch in piece):
                continue
            if all(ord(ch) < 0x2000 and not (0x370 <= ord(ch) < 0x1E00) for ch in piece):
                continue
            written[case["id"]] += 1
            if text[end : end + 2] == " (" or text[start - 1 : start] == "(":
                neighbour = spans[i + 1] if text[end : end + 2] == " (" else spans[i - 1]
                assert neighbour[1] - neighbour[0] > 0, case["id"]
    assert sum(written.values()) >= 200


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
            elif label == "BANK_ACCOUNT":
                assert "routing" not in text[max(0, m["start"] - 12) : m["start"]].lower(), piece
            elif label == "POSTAL_CODE":
                assert CA_POSTAL.fullmatch(piece) or UK_POSTAL.fullmatch(piece), piece
        for piece, m in marks(case, "decoys"):
            if m["kind"] == "bank_code" and piece.isdigit():
                assert aba(piece), piece
                abas += 1
    assert abas >= 5


def test_nanp_rules_for_north_american_phones(cases):
    assert_nanp_phones(cases)


def test_person_spans_have_no_titles(cases):
    for case in cases:
        for piece, m in marks(case, "spans"):
            if m["label"] == "PERSON":
                assert not re.match(r"(Mr|Ms|Mrs|Dr|Mx|Mme|Me|Cst|Prof)\.? ", piece), piece
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
                piece = text[m["start"] : m["end"]]
                assert not (before.isalnum() and text[m["start"]].isalnum()), (case["id"], piece)
                assert not (after.isalnum() and text[m["end"] - 1].isalnum()), (case["id"], piece)
