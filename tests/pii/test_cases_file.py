"""The labelled set itself: big enough, well-formed, covering every label and every decoy kind."""

from __future__ import annotations

from collections import Counter

from quilltune.prepare.pii import LABELS


def test_at_least_150_cases_with_canadian_us_and_decoys(cases):
    tags = Counter(t for c in cases for t in c["tags"])
    assert len(cases) >= 150
    assert tags["ca"] >= 60 and tags["us"] >= 40
    assert tags["decoy"] >= 40
    assert tags["zero-width"] >= 5
    assert tags["holdout"] >= 40


def test_spans_are_exact_sorted_and_cover_every_label(cases):
    seen = Counter()
    for c in cases:
        prev_end = 0
        for s in c["spans"]:
            assert s["label"] in LABELS
            assert prev_end <= s["start"] < s["end"] <= len(c["text"])
            value = c["text"][s["start"] : s["end"]]
            assert value == value.strip() and value, (c["id"], value)
            prev_end = s["end"]
            seen[s["label"]] += 1
    assert set(seen) == set(LABELS)
    assert all(n >= 3 for n in seen.values()), seen


def test_decoy_kinds_are_present(cases):
    decoys = " ".join(c["text"] for c in cases if "decoy" in c["tags"])
    for needle in [
        "S.C.R.",
        "SCC",
        "R.S.C. 1985, c. C-46",
        "Court File No.",
        "RT0001",
        "routing",
        "$1,234,567.89",
        "version 1.2.3.4",
        "**** **** **** 1234",
        "Luhn",
        "J.A.",
        " v. ",
        "Act",
        "Building",
        "Street",
        "Ltd.",
        "J.D.",
        "https://laws-lois.justice.gc.ca",
    ]:
        assert needle in decoys, needle
