"""``detect_many`` batches the model's calls across texts and must find exactly what ``detect`` finds."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent


def _texts(path: Path) -> list[str]:
    return [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line.strip()]


def test_detect_many_finds_what_detect_finds(detector, cases):
    # Labelled cases (names the model is asked about), both ECHR judgments, and empty texts between.
    texts = [c["text"] for c in cases[:120]] + _texts(HERE / "judgments" / "echr_dev_sample.jsonl")
    texts[3:3] = ["", "   "]
    many = detector.detect_many(texts)
    assert many == [detector.detect(t) for t in texts]
    assert sum(s.label == "PERSON" for spans in many for s in spans) >= 20


def test_detect_many_groups_large_inputs_without_changing_spans(detector, monkeypatch):
    from quilltune.prepare.pii import detector as detector_module

    texts = _texts(HERE / "tuning" / "broad_dev.jsonl")[:40]
    whole = detector.detect_many(texts)
    monkeypatch.setattr(detector_module, "_BATCH_CHARS", 300)  # several texts per group, and single ones
    assert detector.detect_many(texts) == whole == [detector.detect(t) for t in texts]


def test_detect_many_under_the_model_only_and_rules_only_strategies(cases):
    from quilltune.prepare.pii import PIIDetector

    texts = [c["text"] for c in cases[:30]]
    for strategy in ("ner", "rules"):
        det = PIIDetector(person_strategy=strategy)
        assert det.detect_many(texts) == [det.detect(t) for t in texts], strategy
