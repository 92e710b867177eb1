"""Precision and recall of a detector on a labelled case file.

Two ways to count, both reported:

- *exact*: a prediction is right when its start, end and label equal a gold span's;
- *covered* (the headline figures): a gold span counts as found when >= 50 % of its characters
  are covered by predictions of a matching label group (a SIN reported as a HEALTH_CARD is still
  redacted; a name split in two predictions is still hidden), and a prediction counts as right when
  >= 50 % of its characters lie inside gold spans of its group.

A case may list ``decoys``: spans (citations, file numbers, judges in office...) that must be kept;
"decoys kept" is the fraction of them that no prediction touches. With the ``anonymise`` profile a
case's ``anonymise_spans`` (CASE_NUMBER, INITIALS, DATE, PLACE, ORGANISATION, PERSON) are gold too.

CASE_NUMBER recall is also reported per kind (``case_number_kinds``), because "case numbers" in a gold
file can mean more than what identifies a case: TAB's ``CODE`` spans on ECHR judgments include
land-register plot and sheet numbers. A span's own ``kind`` key is used when the case file sets it;
otherwise :func:`case_number_kind` derives it from the documented shape.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from quilltune.prepare.pii.spans import Span

# Labels that redact the same kind of thing: a miss-typed redaction still hides the value.
_GROUPS: tuple[frozenset[str], ...] = (
    frozenset({"SIN", "SSN", "HEALTH_CARD", "DRIVERS_LICENSE", "BANK_ACCOUNT", "CREDIT_CARD", "IBAN"}),
    frozenset({"EMAIL", "URL"}),
    frozenset({"ADDRESS", "POSTAL_CODE", "PLACE"}),
    frozenset({"DATE_OF_BIRTH", "DATE"}),
    frozenset({"PERSON", "INITIALS"}),
)
STRUCTURED = (
    "EMAIL",
    "PHONE",
    "SIN",
    "SSN",
    "CREDIT_CARD",
    "IP_ADDRESS",
    "POSTAL_CODE",
    "IBAN",
    "BANK_ACCOUNT",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
)
"""Identifiers with a fixed format: what "structured-identifier recall" sums over."""
COVERED = 0.5

# An ECHR application number ("36110/97") right after "no." / "nos.", or after earlier numbers of the
# same list ("nos. 123/97, 456/98 and 789/99"): the shape tests/pii/heldout/SOURCES.md documents.
_APPLICATION_SHAPE = re.compile(r"\d{1,6}/\d{2}")
_APPLICATION_LEAD = re.compile(r"\bnos?\.\s*(?:\d{1,6}/\d{2}\s*(?:,|and|&)\s*)*$", re.IGNORECASE)
_LEAD_WINDOW = 80  # characters before the span searched for "no." and the list before it
APPLICATION_NUMBER = "application_number"
OTHER_CODE = "other_code"


def case_number_kind(text: str, span: dict) -> str:
    """The span's ``kind`` if the case file sets one, else ``application_number`` for the documented
    shape (``\\d+/\\d{2}`` after "no."/"nos."), else ``other_code``."""
    if span.get("kind"):
        return str(span["kind"])
    value = text[span["start"] : span["end"]]
    lead = text[max(0, span["start"] - _LEAD_WINDOW) : span["start"]]
    if _APPLICATION_SHAPE.fullmatch(value) and _APPLICATION_LEAD.search(lead):
        return APPLICATION_NUMBER
    return OTHER_CODE


def group_of(label: str) -> frozenset[str]:
    for g in _GROUPS:
        if label in g:
            return g
    return frozenset({label})


@dataclass
class LabelScore:
    gold: int = 0
    predicted: int = 0
    exact_tp: int = 0
    found: int = 0  # gold spans >= 50 % covered by predictions of its group
    correct: int = 0  # predictions >= 50 % inside gold spans of its group

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
    def recall(self) -> float:
        return self._ratio(self.found, self.gold)

    @property
    def precision(self) -> float:
        return self._ratio(self.correct, self.predicted)


@dataclass
class Scores:
    labels: dict[str, LabelScore] = field(default_factory=lambda: defaultdict(LabelScore))
    # CASE_NUMBER gold per kind (application_number, court_file_number, other_code...): gold and found.
    case_number_kinds: dict[str, LabelScore] = field(default_factory=lambda: defaultdict(LabelScore))
    decoy_false_positives: int = 0  # predictions not in gold, inside cases tagged "decoy"
    decoys: int = 0
    decoys_kept: int = 0
    profile: str = "training"
    cases: int = 0
    errors: list[dict] = field(default_factory=list)

    def structured_recall(self) -> float:
        gold = sum(self.labels[k].gold for k in STRUCTURED if k in self.labels)
        found = sum(self.labels[k].found for k in STRUCTURED if k in self.labels)
        return found / gold if gold else 1.0

    def to_dict(self) -> dict:
        per_label = {
            label: {
                "gold": s.gold,
                "predicted": s.predicted,
                "found": s.found,
                "recall": round(s.recall, 3),
                "precision": round(s.precision, 3),
                "exact_precision": round(s.exact_precision, 3),
                "exact_recall": round(s.exact_recall, 3),
            }
            for label, s in sorted(self.labels.items())
            if s.gold or s.predicted
        }
        person = self.labels.get("PERSON", LabelScore())
        return {
            "profile": self.profile,
            "cases": self.cases,
            "person_recall": round(person.recall, 3),
            "person_precision": round(person.precision, 3),
            "structured_recall": round(self.structured_recall(), 3),
            "decoys": self.decoys,
            "decoys_kept": round(self.decoys_kept / self.decoys, 3) if self.decoys else None,
            "decoy_false_positives": self.decoy_false_positives,
            "labels": per_label,
            "case_number_kinds": {
                kind: {"gold": k.gold, "found": k.found, "recall": round(k.recall, 3)}
                for kind, k in sorted(self.case_number_kinds.items())
            },
        }


def load_cases(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _covered(target: Span, others: list[Span]) -> int:
    """How many characters of ``target`` lie inside ``others`` of its label group."""
    group = group_of(target.label)
    marks = bytearray(target.end - target.start)
    for o in others:
        if o.label in group and o.start < target.end and target.start < o.end:
            a, b = max(o.start, target.start) - target.start, min(o.end, target.end) - target.start
            marks[a:b] = b"\x01" * (b - a)
    return sum(marks)


def _gold_rows(case: dict, profile: str) -> list[dict]:
    rows = list(case.get("spans", []))
    if profile == "anonymise":
        rows += case.get("anonymise_spans", [])
    return rows


def gold_spans(case: dict, profile: str = "training") -> list[Span]:
    return sorted({Span(s["start"], s["end"], s["label"]) for s in _gold_rows(case, profile)})


def _kinds_of_case_numbers(case: dict, profile: str) -> dict[Span, str]:
    return {
        Span(s["start"], s["end"], s["label"]): case_number_kind(case["text"], s)
        for s in _gold_rows(case, profile)
        if s["label"] == "CASE_NUMBER"
    }


def score(cases: Iterable[dict], detect: Callable[[str], list[Span]], profile: str = "training") -> Scores:
    """Compare ``detect(text)`` with each case's gold spans; errors list the mismatches by case id."""
    result = Scores(profile=profile)
    for case in cases:
        result.cases += 1
        text = case["text"]
        gold = gold_spans(case, profile)
        kinds = _kinds_of_case_numbers(case, profile)
        pred = detect(text)
        gold_set = set(gold)
        missed, extra = [], []
        for g in gold:
            sc = result.labels[g.label]
            sc.gold += 1
            sc.exact_tp += g in pred
            by_kind = result.case_number_kinds[kinds[g]] if g in kinds else LabelScore()
            by_kind.gold += 1
            if _covered(g, pred) >= COVERED * (g.end - g.start):
                sc.found += 1
                by_kind.found += 1
            else:
                missed.append((g.label, text[g.start : g.end]))
        for p in pred:
            sc = result.labels[p.label]
            sc.predicted += 1
            if _covered(p, gold) >= COVERED * (p.end - p.start):
                sc.correct += 1
            else:
                extra.append((p.label, text[p.start : p.end]))
        if "decoy" in case.get("tags", []):
            result.decoy_false_positives += len(set(pred) - gold_set)
        for d in case.get("decoys", []):
            result.decoys += 1
            touched = any(p.start < d["end"] and d["start"] < p.end for p in pred)
            result.decoys_kept += not touched
            if touched:
                extra.append(("DECOY:" + d.get("kind", "?"), text[d["start"] : d["end"]]))
        if missed or extra:
            result.errors.append({"id": case.get("id"), "missed": missed, "extra": extra})
    return result
