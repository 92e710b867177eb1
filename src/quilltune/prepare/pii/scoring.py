"""Per-label precision and recall of a detector on a labelled case file (span-exact and overlap)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from quilltune.prepare.pii.spans import LABELS, Span


@dataclass
class LabelScore:
    gold: int = 0
    predicted: int = 0
    exact_tp: int = 0
    overlap_tp_pred: int = 0  # predictions overlapping a gold span of the same label
    overlap_tp_gold: int = 0  # gold spans overlapped by a prediction of the same label

    @staticmethod
    def _ratio(a: int, b: int) -> float:
        return a / b if b else 1.0

    @property
    def exact_precision(self) -> float:
        return self._ratio(self.exact_tp, self.predicted)

    @property
    def exact_recall(self) -> float:
        return self._ratio(self.exact_tp, self.gold)

    @property
    def overlap_precision(self) -> float:
        return self._ratio(self.overlap_tp_pred, self.predicted)

    @property
    def overlap_recall(self) -> float:
        return self._ratio(self.overlap_tp_gold, self.gold)


@dataclass
class Scores:
    labels: dict[str, LabelScore] = field(default_factory=lambda: {k: LabelScore() for k in LABELS})
    decoy_false_positives: int = 0
    errors: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            label: {
                "gold": s.gold,
                "predicted": s.predicted,
                "exact_precision": round(s.exact_precision, 3),
                "exact_recall": round(s.exact_recall, 3),
                "overlap_precision": round(s.overlap_precision, 3),
                "overlap_recall": round(s.overlap_recall, 3),
            }
            for label, s in self.labels.items()
        } | {"decoy_false_positives": self.decoy_false_positives}


def load_cases(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _overlaps(a: Span, b: Span) -> bool:
    return a.label == b.label and a.start < b.end and b.start < a.end


def score(cases: Iterable[dict], detect: Callable[[str], list[Span]]) -> Scores:
    """Compare ``detect(text)`` with each case's gold spans; errors list the mismatches by case id."""
    result = Scores()
    for case in cases:
        gold = [Span(s["start"], s["end"], s["label"]) for s in case["spans"]]
        pred = detect(case["text"])
        gold_set, pred_set = set(gold), set(pred)
        for label, n in Counter(s.label for s in gold).items():
            result.labels[label].gold += n
        for label, n in Counter(s.label for s in pred).items():
            result.labels[label].predicted += n
        for s in pred_set & gold_set:
            result.labels[s.label].exact_tp += 1
        for p in pred:
            if any(_overlaps(p, g) for g in gold):
                result.labels[p.label].overlap_tp_pred += 1
        for g in gold:
            if any(_overlaps(p, g) for p in pred):
                result.labels[g.label].overlap_tp_gold += 1
        if "decoy" in case.get("tags", []):
            result.decoy_false_positives += len(pred_set - gold_set)
        missed = sorted(gold_set - pred_set)
        extra = sorted(pred_set - gold_set)
        if missed or extra:
            text = case["text"]
            result.errors.append({
                "id": case["id"],
                "missed": [(s.label, text[s.start : s.end]) for s in missed],
                "extra": [(s.label, text[s.start : s.end]) for s in extra],
            })
    return result
