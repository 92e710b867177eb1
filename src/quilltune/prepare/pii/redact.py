"""Turn spans into redacted text: typed placeholders consistent within a document, or a mask."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from quilltune.prepare.pii.spans import Span

RedactionMode = Literal["placeholder", "mask", "drop"]
MASK = "[REDACTED]"


@dataclass
class Redaction:
    """The redacted text (None when the document is dropped), counts per label, and the spans."""

    text: str | None
    counts: dict[str, int] = field(default_factory=dict)
    spans: list[Span] = field(default_factory=list)


def _identity(label: str, value: str) -> str:
    """What makes two mentions the same entity: case, spacing and punctuation do not."""
    if label == "PERSON":
        return " ".join(value.split()).lower()
    return re.sub(r"[\W_]", "", value).lower()


class _Placeholders:
    """[PERSON_1] for every mention of the same person; a surname alone joins its full name."""

    def __init__(self) -> None:
        self.ids: dict[tuple[str, str], int] = {}
        self.next: Counter[str] = Counter()
        self.surnames: dict[str, int] = {}

    def get(self, label: str, value: str) -> str:
        key = (label, _identity(label, value))
        if key not in self.ids:
            words = key[1].split()
            if label == "PERSON" and len(words) == 1 and key[1] in self.surnames:
                self.ids[key] = self.surnames[key[1]]
            else:
                self.next[label] += 1
                self.ids[key] = self.next[label]
                if label == "PERSON" and len(words) > 1:
                    self.surnames.setdefault(words[-1], self.ids[key])
        return f"[{label}_{self.ids[key]}]"


def redact_spans(text: str, spans: list[Span], mode: RedactionMode = "placeholder") -> Redaction:
    if mode not in ("placeholder", "mask", "drop"):
        raise ValueError(f"unknown redaction mode {mode!r}: use placeholder, mask or drop")
    counts = dict(Counter(s.label for s in spans))
    if mode == "drop":
        return Redaction(None if spans else text, counts, spans)
    # Full names first, so a later surname alone reuses the full name's number.
    names = _Placeholders()
    for s in sorted(spans, key=lambda s: (-len(text[s.start : s.end].split()), s.start)):
        if mode == "placeholder":
            names.get(s.label, text[s.start : s.end])
    out, pos = [], 0
    for s in spans:
        out.append(text[pos : s.start])
        out.append(names.get(s.label, text[s.start : s.end]) if mode == "placeholder" else MASK)
        pos = s.end
    out.append(text[pos:])
    return Redaction("".join(out), counts, spans)
