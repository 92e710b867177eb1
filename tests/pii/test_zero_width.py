"""PII hidden behind zero-width characters is found, with offsets into the original string."""

from __future__ import annotations

ZW = "\u200b"


def test_zero_width_inside_values_is_seen_through(rules_detector):
    text = f"Write to jane{ZW}.doe@{ZW}example.ca or call 416{ZW}-555-0177{ZW}. SSN 536-{ZW}22-1234."
    spans = rules_detector.detect(text)
    values = {s.label: text[s.start : s.end] for s in spans}
    assert values == {
        "EMAIL": f"jane{ZW}.doe@{ZW}example.ca",
        "PHONE": f"416{ZW}-555-0177",
        "SSN": f"536-{ZW}22-1234",
    }


def test_redaction_removes_the_hidden_characters_with_the_value(rules_detector):
    text = f"{ZW}{ZW}Mr. Omar{ZW} Farouk lives at 12 Birch Road, Guelph, ON N1H{ZW} 3K5."
    red = rules_detector.redact(text)
    assert red.text == f"{ZW}{ZW}Mr. [PERSON_1] lives at [ADDRESS_1] [POSTAL_CODE_1]."


def test_no_break_spaces_and_unicode_hyphens_keep_offsets(rules_detector):
    text = "Tel.\u00a0416\u2011555\u20110199 now"
    (span,) = rules_detector.detect(text)
    assert (span.label, text[span.start : span.end]) == ("PHONE", "416\u2011555\u20110199")
