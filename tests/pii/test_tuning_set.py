"""The generated TUNING set (tests/pii/tuning/tuning.jsonl): well-formed, and the detector keeps the
figures it was tuned to. These are tuning figures, not an evaluation: the report-only set lives
elsewhere and is scored by the coordinator (README, PII section)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from quilltune.prepare.pii.scoring import load_cases, score

TUNING = Path(__file__).with_name("tuning") / "tuning.jsonl"


@pytest.fixture(scope="module")
def tuning() -> list[dict]:
    return load_cases(TUNING)


def test_tuning_set_is_well_formed_and_covers_every_class_of_miss(tuning):
    tags = Counter(t for c in tuning for t in c["tags"])
    for tag in (
        "role",
        "field",
        "signature",
        "affidavit",
        "salutation",
        "single-given",
        "unicode",
        "apostrophe",
        "narrative",
        "dob",
        "address",
        "url",
        "structured",
        "decoy",
        "judgment",
    ):
        assert tags[tag] >= 10, (tag, tags)
    for c in tuning:
        for s in c["spans"] + c.get("decoys", []) + c.get("anonymise_spans", []):
            assert 0 <= s["start"] < s["end"] <= len(c["text"])
            value = c["text"][s["start"] : s["end"]]
            assert value == value.strip() and value, (c["id"], value)


def test_tuning_figures_hold(tuning, detector):
    r = score(tuning, detector.detect)
    person = r.labels["PERSON"]
    assert person.recall >= 0.95 and person.precision >= 0.95, (person, r.errors)
    assert r.structured_recall() >= 0.99
    for label in ("DATE_OF_BIRTH", "ADDRESS", "URL"):
        assert r.labels[label].recall >= 0.9, (label, r.labels[label])
    assert r.decoys and r.decoys_kept / r.decoys >= 0.98, r.errors


def test_coverage_rule_and_decoys_kept_are_counted_as_documented():
    from quilltune.prepare.pii.spans import Span

    case = {
        "id": "x",
        "text": "Jane Q. Public paid 123-45-6789 to ACME v. 1.2.3.4",
        "tags": [],
        "spans": [{"start": 0, "end": 14, "label": "PERSON"}, {"start": 20, "end": 31, "label": "SSN"}],
        "decoys": [{"start": 43, "end": 50, "kind": "version"}],
    }
    # Half a name covered is found; a SIN label on an SSN still counts (same group); the decoy is touched.
    r = score([case], lambda _: [Span(0, 7, "PERSON"), Span(20, 31, "SIN"), Span(43, 50, "IP_ADDRESS")])
    assert r.labels["PERSON"].found == 1 and r.labels["SSN"].found == 1
    assert r.decoys == 1 and r.decoys_kept == 0
    r = score([case], lambda _: [Span(0, 6, "PERSON")])  # 6 of 14 characters: not found
    assert r.labels["PERSON"].found == 0 and r.decoys_kept == 1
