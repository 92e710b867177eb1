"""A GEDCOM family file's people (round 18): probate heir searches and kinship charts are exchanged as
GEDCOM, where a person is ``1 NAME Given /Surname/`` (with ``2 GIVN``/``2 SURN`` parts) under ``0 @I1@
INDI`` and their birth date is ``2 DATE`` under ``1 BIRT``. The tags say what every value is, so the
names and birth dates are read from them, not from how they look."""

from __future__ import annotations

import re

from quilltune.prepare.pii.spans import Span

_NAME = re.compile(
    r"^[ \t]*1[ \t]+NAME[ \t]+([^/\n]*?)[ \t]*(?:/([^/\n]*)/)?[ \t]*([^/\n]*?)[ \t]*$", re.MULTILINE
)
_PART = re.compile(r"^[ \t]*2[ \t]+(?:GIVN|SURN|NICK)[ \t]+([^\n]+?)[ \t]*$", re.MULTILINE)
_BIRTH_DATE = re.compile(
    r"^[ \t]*1[ \t]+(?:BIRT|CHR|BAPM)[ \t]*\n(?:[ \t]*[2-9][ \t]+(?!DATE)[^\n]*\n)*[ \t]*2[ \t]+DATE[ \t]+"
    r"(?:(?:ABT|EST|CAL|BEF|AFT)[ \t]+)?([0-9]{1,2}[ \t]+[A-Z]{3}[ \t]+[0-9]{3,4}|[A-Z]{3}[ \t]+[0-9]{4}|[0-9]{4})"
    r"[ \t]*$",
    re.MULTILINE,
)


def is_gedcom(text: str) -> bool:
    return "INDI" in text and ("0 @" in text or "0 HEAD" in text)


def gedcom_names(text: str) -> list[Span]:
    if not is_gedcom(text):
        return []
    out = []
    for m in _NAME.finditer(text):
        for g in (1, 2, 3):
            value = (m.group(g) or "").strip()
            if len(value) >= 2 and any(ch.isalpha() for ch in value):
                out.append(Span(m.start(g), m.start(g) + len(value), "PERSON"))
    for m in _PART.finditer(text):
        if any(ch.isalpha() for ch in m.group(1)):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def find_gedcom_birth_dates(text: str, regions=None) -> list[Span]:
    if not is_gedcom(text):
        return []
    return [Span(m.start(1), m.end(1), "DATE_OF_BIRTH") for m in _BIRTH_DATE.finditer(text)]
