"""Shared PII test fixtures: the labelled cases and one detector per strategy (spaCy loads once)."""

from __future__ import annotations

from pathlib import Path

import pytest

CASES_PATH = Path(__file__).with_name("cases.jsonl")


@pytest.fixture(scope="session")
def cases() -> list[dict]:
    from quilltune.prepare.pii.scoring import load_cases

    return load_cases(CASES_PATH)


@pytest.fixture(scope="session")
def detector():
    from quilltune.prepare.pii import PIIDetector

    return PIIDetector()  # ner+rules, the default


@pytest.fixture(scope="session")
def rules_detector():
    from quilltune.prepare.pii import PIIDetector

    return PIIDetector(person_strategy="rules")
