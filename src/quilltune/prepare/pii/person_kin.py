"""PERSON rule for an obituary's or a death notice's family: "Beloved wife of the late Nimasha Jayasuriya.
Loving mother of Hope (Gintarė), Beatrice Monaco and the late Chun Kit. Cherished grandmother of Tanmoy,
Obinna and great-grandmother of little Anaïs. Predeceased by her sister Rohan Contractor."

Every item of a kinship list is a person, a given name alone included (the notice names family by given
name), and a name may run over a line break or be hyphenated across it by OCR. Runs only in a text that
reads as a death notice (its fixed phrases), where such lists are the point of the text.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.literals import lowered_text
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, _PARTICLE
from quilltune.prepare.pii.person_words import _OCR_NAME_WORD as _W
from quilltune.prepare.pii.spans import Span

_NOTICE_WORDS = ("beloved", "predeceased", "survived by", "cherished", "loving mother", "loving father")
_KIN = (
    r"(?:great-)?(?:grand)?(?:mother|father|daughter|son|children|sons|daughters|child)|wife|husband|sister|"
    r"brother|sisters|brothers|aunt|uncle|partner|spouse|niece|nephew|nieces|nephews|friend|companion"
)
_LIST_LEAD = re.compile(
    rf"\b(?:(?:{_KIN})[ \t]+of|predeceased[ \t]+by[ \t]+(?:her|his|their)[ \t]+(?:{_KIN})|survived[ \t]+by[ \t]+"
    rf"(?:her|his|their)[ \t]+(?:{_KIN}))[ \t]*\n?[ \t]*",
    re.IGNORECASE,
)
_NAME = rf"{_W}(?:[ \t]*\n?[ \t]*(?:(?:{_PARTICLE})[ \t]*\n?[ \t]*)?{_W}){{0,3}}"
_ITEM = re.compile(
    rf"(?:(?:the[ \t]*\n?[ \t]*late|little|her|his)[ \t]*\n?[ \t]*)?({_NAME})(?:[ \t]*\(({_NAME})\))?"
)
_GLUE = re.compile(r"[ \t]*(?:,|;)?[ \t]*\n?[ \t]*(?:(?:and|&)[ \t]*\n?[ \t]*)?")


def kin_names(text: str) -> list[Span]:
    lowered = lowered_text(text)
    if not any(w in lowered for w in _NOTICE_WORDS):
        return []
    out = []
    for lead in _LIST_LEAD.finditer(text):
        at = lead.end()
        for _ in range(8):
            m = _ITEM.match(text, at)
            if m is None:
                break
            for group in (1, 2):
                if m.group(group) and not any(w in _NOT_A_PERSON for w in m.group(group).split()):
                    out.append(Span(m.start(group), m.end(group), "PERSON"))
            glue = _GLUE.match(text, m.end())
            if glue is None or glue.end() == m.end() or text.startswith(("great", "Great"), glue.end()):
                break
            at = glue.end()
    return out
