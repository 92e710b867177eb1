"""Redaction: typed placeholders consistent within a document, mask, drop, audit counts."""

from __future__ import annotations

import pytest

from quilltune.prepare.pii import Redaction, Span

TEXT = (
    "Counsel for the applicant, Ms. Jane Okafor, wrote to Mr. David Chen at d.chen82@gmail.com. "
    "Jane Okafor later called Mr. Chen at 416-555-0199; Chen did not answer. "
    "See R. v. Jordan, 2016 SCC 27."
)


def test_placeholders_are_consistent_within_a_document(detector):
    red = detector.redact(TEXT)
    assert isinstance(red, Redaction)
    assert red.text is not None
    assert red.text.count("[PERSON_1]") == 2  # Jane Okafor, twice
    assert red.text.count("[PERSON_2]") == 3  # David Chen, then "Chen" twice: the surname joins the full name
    assert "[EMAIL_1]" in red.text and "[PHONE_1]" in red.text
    assert "R. v. Jordan, 2016 SCC 27" in red.text  # a case name and citation stay
    assert red.counts == {"PERSON": 5, "EMAIL": 1, "PHONE": 1}


def test_placeholder_numbers_restart_per_document(detector):
    first = detector.redact("Mr. Omar Farouk signed.").text
    second = detector.redact("Ms. Grace Owusu signed.").text
    assert first == "Mr. [PERSON_1] signed." and second == "Ms. [PERSON_1] signed."


def test_mask_mode(detector):
    red = detector.redact("Email jane.doe@example.ca or call 613-555-0187.", mode="mask")
    assert red.text == "Email [REDACTED] or call [REDACTED]."
    assert red.counts == {"EMAIL": 1, "PHONE": 1}


def test_drop_mode_drops_only_documents_with_pii(detector):
    dropped = detector.redact("Email jane.doe@example.ca today.", mode="drop")
    kept = detector.redact("The Minister may make regulations under section 12.", mode="drop")
    assert dropped.text is None and dropped.counts == {"EMAIL": 1}
    assert kept.text == "The Minister may make regulations under section 12." and kept.counts == {}


def test_default_mode_comes_from_the_config():
    from quilltune.prepare.config import PIIConfig
    from quilltune.prepare.pii import PIIDetector

    red = PIIDetector(PIIConfig(mode="mask", ner=False)).redact("Call 613-555-0187.")
    assert red.text == "Call [REDACTED]."


def test_unknown_mode_is_refused(rules_detector):
    with pytest.raises(ValueError, match="unknown redaction mode"):
        rules_detector.redact("x", mode="shred")  # type: ignore[arg-type]


def test_every_case_redacts_without_leaking_gold_values(cases, detector):
    """On the labelled set, no gold value the detector found survives in the redacted text."""
    for case in cases:
        red = detector.redact(case["text"])
        found = {(s.start, s.end) for s in red.spans}
        for g in case["spans"]:
            if (g["start"], g["end"]) in found:
                assert case["text"][g["start"] : g["end"]] not in red.text, case["id"]


def test_span_is_a_value_object():
    assert Span(1, 3, "EMAIL").to_dict() == {"start": 1, "end": 3, "label": "EMAIL"}


def test_caption_name_after_a_court_heading_is_not_taken_for_a_judge(detector):
    # Boilerplate removal may drop "BETWEEN:"; "COURT OF JUSTICE\n\nMei Lavoie" is still no "Justice Mei Lavoie".
    text = (
        "ONTARIO SUPERIOR COURT OF JUSTICE\n\nMei Lavoie\nPlaintiff\n\nand\n\nBoreal Software Ltd.\nDefendant"
    )
    assert "Mei Lavoie" not in detector.redact(text).text
    assert "Justice Jane Smith" in detector.redact("Reasons of Justice Jane Smith.").text  # a judge stays
