"""Checks the round-25-and-later held-out file tests share (``heldout_file_checks.py`` is full): each
file test calls these with its own set's figures, so a check is written once."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from heldout_file_checks import DECOY_KINDS, read_cases

ID_LABELS = ("DRIVERS_LICENSE", "HEALTH_CARD", "BANK_ACCOUNT", "SIN", "SSN", "PHONE", "EMAIL", "ADDRESS")
RARE_LABELS = ("CREDIT_CARD", "IBAN", "URL", "IP_ADDRESS", "POSTAL_CODE")


def assert_label_minimums(
    cases: list[dict], *, ids: int, rare: int = 20, dob: int = 300, person: int = 4000
) -> None:
    by_label = Counter(m["label"] for c in cases for m in c["spans"])
    for label in ID_LABELS:
        assert by_label[label] >= ids, label
    for label in RARE_LABELS:
        assert by_label[label] >= rare, label
    assert by_label["DATE_OF_BIRTH"] >= dob and by_label["PERSON"] >= person


def assert_decoy_kinds_reused(cases: list[dict]) -> None:
    kinds = Counter(m["kind"] for c in cases for m in c["decoys"])
    assert set(kinds) <= DECOY_KINDS, set(kinds) - DECOY_KINDS
    assert len(kinds) >= 25 and sum(kinds.values()) >= 4000
    assert min(kinds.values()) >= 20, kinds.most_common()[-1]


def assert_kinds_and_layouts_listed_and_new(
    cases: list[dict],
    kinds: frozenset,
    shapes: frozenset,
    earlier_kinds: frozenset,
    earlier_shapes: frozenset,
) -> None:
    doc_kinds = {c["tags"][0][5:] for c in cases}
    assert doc_kinds == kinds
    assert len(doc_kinds) >= 40 and not doc_kinds & earlier_kinds
    ours = {c["tags"][1][6:] for c in cases}
    assert ours == shapes and len(ours - earlier_shapes) >= 8
    assert not ours & earlier_shapes


def assert_new_against_every_file(cases: list[dict], earlier_files: list[Path], required: set[str]) -> None:
    """Earlier tests name only some of their kinds, so compare with every earlier file's tags (counts only)."""
    ours_kinds = {c["tags"][0][5:] for c in cases}
    ours_shapes = {c["tags"][1][6:] for c in cases}
    assert required <= {p.parent.name for p in earlier_files}
    for path in earlier_files:
        tags = [t for c in read_cases(path) for t in c["tags"]]
        shared_kinds = len(
            ours_kinds & {t[5:] for t in tags if t.startswith("kind:")}
        )  # counts: no names printed
        shared_shapes = len(ours_shapes & {t[6:] for t in tags if t.startswith("shape:")})
        assert shared_kinds == 0, path.parent.name
        assert shared_shapes == 0, path.parent.name


def assert_language_kinds(cases: list[dict], langs: dict[str, str], lang_kinds: dict) -> None:
    for lang, (pattern, minimum) in lang_kinds.items():
        chosen = [c for c in cases if langs[c["tags"][0][5:]] == lang]
        assert len(chosen) >= minimum, lang
        for case in chosen:
            assert re.search(pattern, case["text"]), case["id"]


def assert_jurisdiction_share(cases: list[dict]) -> None:
    jurs = Counter(c["tags"][2][4:] for c in cases)
    share = (jurs["ca"] + jurs["us"]) / len(cases)
    assert 0.60 <= share <= 0.70 and len(jurs) - 2 >= 12
