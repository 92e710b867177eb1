"""Per-label precision and recall on the labelled set stay above the published thresholds."""

from __future__ import annotations

import pytest

from quilltune.prepare.pii.scoring import score

# Exact-span thresholds per label (docs/pii-scores.md has the measured values, all higher).
THRESHOLDS = {
    "EMAIL": (1.0, 1.0),
    "PHONE": (0.95, 0.95),
    "SIN": (1.0, 1.0),
    "SSN": (1.0, 1.0),
    "CREDIT_CARD": (1.0, 1.0),
    "IP_ADDRESS": (1.0, 1.0),
    "POSTAL_CODE": (1.0, 1.0),
    "PERSON": (0.95, 0.93),
    "ADDRESS": (0.9, 0.9),
    "DATE_OF_BIRTH": (0.9, 0.9),
    "IBAN": (1.0, 1.0),
    "BANK_ACCOUNT": (0.9, 0.85),
    "HEALTH_CARD": (1.0, 0.85),
    "DRIVERS_LICENSE": (1.0, 1.0),
    "URL": (1.0, 1.0),
}


# Without the model, names with no cue and an unlisted given name are missed (rare-names batch).
RULES_ONLY = THRESHOLDS | {"PERSON": (0.95, 0.85)}


@pytest.mark.parametrize(("which", "thresholds"), [("detector", THRESHOLDS), ("rules_detector", RULES_ONLY)])
def test_per_label_thresholds(which, thresholds, cases, request):
    result = score(cases, request.getfixturevalue(which).detect)
    low = {
        label: (round(s.exact_precision, 3), round(s.exact_recall, 3))
        for label, s in result.labels.items()
        if s.exact_precision < thresholds[label][0] or s.exact_recall < thresholds[label][1]
    }
    assert not low, f"below threshold: {low}; errors: {result.errors}"


def test_decoys_stay(cases, detector):
    """Citations, statute references, file/business/routing numbers, amounts, dates, versions,
    masked and Luhn-invalid numbers, judges, case names, laws, buildings and companies."""
    result = score([c for c in cases if "decoy" in c["tags"]], detector.detect)
    assert result.decoy_false_positives <= 1, result.errors


def test_rules_beat_the_bare_ner_model_on_person(cases):
    """The legal-context rules are what makes PERSON usable: the model alone flags judges,
    case names and buildings (measured in docs/pii-scores.md). Exact precision on cases.jsonl: the
    stock model alone 0.73; the fine-tuned person model alone 0.92 (it was trained with offices,
    bodies and places as negatives, fifth round), with the rules and vetoes 0.98."""
    from quilltune.prepare.pii import PIIDetector

    ner_only = score(cases, PIIDetector(person_strategy="ner").detect).labels["PERSON"]
    combined = score(cases, PIIDetector().detect).labels["PERSON"]
    assert combined.exact_precision > ner_only.exact_precision + 0.05


def test_the_model_finds_unannounced_rare_names_the_rules_miss(cases, detector, rules_detector):
    rare = [c for c in cases if int(c["id"].split("-")[1]) > 211]
    with_model = score(rare, detector.detect).labels["PERSON"]
    rules_only = score(rare, rules_detector.detect).labels["PERSON"]
    assert with_model.exact_recall >= rules_only.exact_recall + 0.4
    assert with_model.exact_precision >= 0.85
