"""PERSON rules for people named by one word where talk names them: a meeting's "Loop in Sione before the
deadline", an e-mail's "I'll ask Kerwin for the results", an inquest's "COUNSEL: I call Lương Thảo." and
"Q. How did you know Liezl?", a witness's "I found Petrauskaitė at Vernon", a home study's "a sibling
of Xiaolan", and the name alone on the line under an inquest's or an estate's heading ("INQUEST INTO
THE DEATH OF" / "Dovydas Petrauskaitė"); and a nickname in quotes even in lower case ('nicknamed
"bence"'), which no office, body or defined-term reading applies to.

A word counts when it is capitalised, is a given name or no dictionary word, and no office or body reading
applies (``is_private_person``): "ask Legal for", "I found Vernon Road" stay.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, _UP, _WORD, given_names
from quilltune.prepare.pii.spans import Span

_NAME = rf"((?:{_WORD})(?:[ \t](?:{_WORD})){{0,2}})"
_CUES = ("loop in ", "looping in ", "ask ", "i call ", "did you know ", "i found ", "sibling of ")
_MENTIONED = re.compile(
    rf"\b(?:[Ll]oop(?:ing)?[ \t]+in|[Aa]sk|I[ \t]+call|did[ \t]+you[ \t]+know|I[ \t]+found|sibling[ \t]+of)"
    rf"[ \t]+{_NAME}"
    r"(?=[ \t]+(?:for|about|before|on|at|in|to|when|if|re)\b|[ \t]*[.,;?!]|[ \t]*$)",
    re.MULTILINE,
)
_HEADING = re.compile(
    r"\b(?:DEATH|ESTATE|CUSTODY|ADOPTION|GUARDIANSHIP|WARDSHIP)[ \t]+OF[ \t]*:?[ \t]*\n[ \t]*"
    rf"([{_UP}][^\W\d_'’-]*(?:[ \t'’-][^\W\d_'’-]+){{1,3}})[ \t]*$",
    re.MULTILINE,
)


def _name_words(value: str) -> bool:
    words = value.split()
    return not any(w in _NOT_A_PERSON for w in words) and all(
        w in given_names() or outside_dictionary(w) or not w.isascii() for w in words
    )


def mentioned_names(text: str) -> list[Span]:
    out = []
    for start, end in lines_holding(text, _CUES):
        for m in _MENTIONED.finditer(text, start, end):
            # The veto reads the name without its cue: "Loop in" is no "In re", "I call" no office.
            masked = text[: m.start()] + " " * (m.start(1) - m.start()) + text[m.start(1) :]
            if _name_words(m.group(1)) and is_private_person(masked, m.start(1), m.end(1)):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    if " OF" in text:
        for m in _HEADING.finditer(text):
            if not any(w in _NOT_A_PERSON for w in m.group(1).split()):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


_NICKNAME = re.compile(r"\bnicknamed[ \t]+[\"“]([^\W\d_]{3,15})[\"”]")


def lower_nicknames(text: str) -> list[Span]:
    if "nicknamed" not in text:
        return []
    return [Span(m.start(1), m.end(1), "PERSON") for m in _NICKNAME.finditer(text) if m.group(1).islower()]
