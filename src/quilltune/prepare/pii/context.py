"""Small helpers to read the words around a candidate: most PII decisions depend on them."""

from __future__ import annotations

import re


def before(text: str, start: int, width: int = 40) -> str:
    """Lower-cased text just before ``start`` (the field label, if any, lives here)."""
    return text[max(0, start - width) : start].lower()


def after(text: str, end: int, width: int = 20) -> str:
    return text[end : end + width].lower()


def has_cue(pattern: re.Pattern[str], text: str, start: int, width: int = 40) -> bool:
    return pattern.search(before(text, start, width)) is not None


def digits(value: str) -> str:
    return "".join(ch for ch in value if ch.isdigit())


# Every number-shaped value (SIN, SSN, card, phone, IP, health card, licence, account) contains a
# run of five or more digits and separators. One scan for such runs, then each finder reads only
# those few windows: a pattern that starts with a lookbehind cannot use the regex engine's fast
# first-character skip, and nine of them over a whole statute cost ~0.5 s/MB.
_DIGIT_RUN = re.compile(r"\d[\d \-.()]{3,}\d")
Regions = list[tuple[int, int]]


def digit_regions(text: str) -> Regions:
    """Windows around digit runs, widened for a leading ``+``/``(``/letter and a trailing version code."""
    regions: Regions = []
    for m in _DIGIT_RUN.finditer(text):
        lo, hi = max(0, m.start() - 2), min(len(text), m.end() + 4)
        if regions and lo <= regions[-1][1]:
            regions[-1] = (regions[-1][0], hi)
        else:
            regions.append((lo, hi))
    return regions
