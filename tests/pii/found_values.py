"""The values a detector finds under one label: the helper the round tests share."""

from __future__ import annotations

from quilltune.prepare.pii.detector import PIIDetector


def found(detector: PIIDetector, text: str, label: str) -> set[str]:
    """The text of every span ``detector`` labels ``label`` in ``text``."""
    return {text[s.start : s.end] for s in detector.detect(text) if s.label == label}
