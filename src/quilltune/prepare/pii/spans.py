"""The span type shared by every detector, and how overlapping candidates are settled."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

LABELS: tuple[str, ...] = (
    "EMAIL",
    "PHONE",
    "SIN",
    "SSN",
    "CREDIT_CARD",
    "IP_ADDRESS",
    "POSTAL_CODE",
    "PERSON",
    "ADDRESS",
    "DATE_OF_BIRTH",
    "IBAN",
    "BANK_ACCOUNT",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
    "URL",
)
"""The training profile's labels (identifiers of people)."""
ANONYMISE_LABELS: tuple[str, ...] = ("CASE_NUMBER", "INITIALS", "DATE", "PLACE", "ORGANISATION")
"""Added by the anonymise profile."""

# When two candidates overlap, the one with the higher priority wins: checksum-validated numbers
# and structured values are more certain than a phone pattern or a name guess.
PRIORITY: dict[str, int] = {
    "URL": 100,
    "EMAIL": 95,
    "IBAN": 90,
    "CREDIT_CARD": 85,
    "SSN": 84,
    "SIN": 83,
    "HEALTH_CARD": 82,
    "DRIVERS_LICENSE": 81,
    "BANK_ACCOUNT": 80,
    "IP_ADDRESS": 75,
    "DATE_OF_BIRTH": 70,
    "POSTAL_CODE": 65,
    "PHONE": 60,
    "ADDRESS": 50,
    "PERSON": 40,
    # The anonymise profile's labels.
    "CASE_NUMBER": 78,
    "DATE": 45,
    "INITIALS": 35,
    "PLACE": 30,
    "ORGANISATION": 30,
}


# Two candidates with the same extent and the same priority (today only PLACE and ORGANISATION, the
# stock model's GPE/LOC/FAC and ORG) are settled by this fixed order, never by the order candidates
# arrive in: a value propagated to its other occurrences (detector._other_occurrences) can arrive with
# both labels, and the result must not depend on which came first. PLACE goes first: ORG is the small
# model's catch-all for capitalised runs ("Supp", "Customer Content"), GPE/LOC the narrower reading.
_TIE_ORDER: dict[str, int] = {label: i for i, label in enumerate(LABELS + ANONYMISE_LABELS)}


@dataclass(frozen=True, order=True)
class Span:
    """A PII value at ``text[start:end]`` (Python str offsets, end exclusive)."""

    start: int
    end: int
    label: str

    def to_dict(self) -> dict:
        return {"start": self.start, "end": self.end, "label": self.label}


def resolve_overlaps(spans: list[Span]) -> list[Span]:
    """Keep a sorted, non-overlapping subset: higher priority first, then longer, then earlier, then
    the label first in ``_TIE_ORDER``. That order is total, so the result depends only on the set of
    candidates, not on their order in ``spans``.

    Kept spans are held sorted by start, so each candidate is checked against its two neighbours
    only (O(n log n)): a document made of thousands of names must not take quadratic time.
    """
    ranked = sorted(
        spans,
        key=lambda s: (
            -PRIORITY.get(s.label, 0),
            -(s.end - s.start),
            s.start,
            _TIE_ORDER.get(s.label, len(_TIE_ORDER)),
            s.label,
        ),
    )
    starts: list[int] = []
    kept: list[Span] = []
    for s in ranked:
        if s.end <= s.start:
            continue
        i = bisect_left(starts, s.start)
        if i > 0 and kept[i - 1].end > s.start:
            continue
        if i < len(kept) and kept[i].start < s.end:
            continue
        starts.insert(i, s.start)
        kept.insert(i, s)
    return kept
