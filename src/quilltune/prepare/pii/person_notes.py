"""PERSON rules for working notes and reports: a name broken over an OCR line after a title, a relation
or a call ("Ref. by Dr. Njeri\nWainaina", "daughter Dhruvi\nPandya is POA", "Dr. Voj-\ntěch Šťastný",
"Dear Ms.\nKaveh\nKermani,", "our call with Sameena\nQureshi"), a call logged with someone ("call w/
Tanishka"), an officer with a badge number ("Deputy Māris Bērziņš (badge 477)"), and a signatory with an
office after a comma alone on the line ("Rodel dela Peña, President").
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding
from quilltune.prepare.pii.literals import lowered_text
from quilltune.prepare.pii.person_caps import _known
from quilltune.prepare.pii.person_roles import CAPITALISED_ROLES
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, _PARTICLE, _RANKS, _UP, given_names
from quilltune.prepare.pii.person_words import _OCR_NAME_WORD as _W
from quilltune.prepare.pii.spans import Span

_BROKEN_AFTER = re.compile(
    r"\b(?:(?:Dr|Mr|Mrs|Ms)\.|partner|daughter|wife|husband|(?:call|spoke|met)[ \t]+with)(?:[ \t]+|[ \t]*\n[ \t]*)"
    rf"({_W}(?:[ \t]*\n[ \t]*|[ \t]+)(?:(?:{_PARTICLE})[ \t]+)?{_W})"
)
_BROKEN_CUES = (
    "dr.", "mr.", "ms.", "partner ", "daughter ", "wife ", "husband ", "call with", "spoke with", "met with",
)  # fmt: skip
_CALL_CUES = (
    " w/ ",
    "call with",
    "called with",
    "met with",
    "spoke with",
    "meeting with",
    "mtg with",
    "lunch with",
    # round 22: who was spoken to ("called the office and spoke to Bashiir")
    "spoke to",
    "spoken to",
    "talked to",
    "talked with",
    "chatted with",
)
_CALL_WITH = re.compile(
    r"\b(?:(?:call|called|mtg|meeting|met|spoke|tc|t/c|lunch|coffee|talked|chatted)[ \t]+(?:w/|with)"
    r"|(?:spoke|spoken|talked)[ \t]+to)"
    rf"[ \t]+([{_UP}][\w'’-]+(?:[ \t][{_UP}][\w'’-]+)?)"
)
_BADGE_AFTER = re.compile(r"[ \t]*\((?:badge|badge[ \t]+no\.?|shield|regimental[ \t]+no\.?)[ \t#]*\d+\)")
_NAME_BEFORE_BADGE = re.compile(
    rf"([{_UP}][\w'’-]+(?:[ \t](?:(?:{_PARTICLE})[ \t])?[{_UP}][\w'’-]+){{1,3}})\Z"
)
_FIRST_WORD = re.compile(r"(\S+)[ \t]+")
_RANKS_BEFORE = _RANKS | {"Deputy", "Police", "Const", "Sheriff's"}
# Found on the lower-cased text: the pattern's literal ", " lets the engine skip to candidates.
_SIGNATORY_HINT = re.compile(
    r", (?:president|vice-president|secretary|treasurer|director|property manager|manager|owner|principal|"
    r"administrator|office manager|bookkeeper|superintendent)[ \t]*$",
    re.MULTILINE,
)
_SIGNATORY_OFFICE = re.compile(
    rf"^[ \t]*([{_UP}][\w'’-]+(?:[ \t](?:(?:{_PARTICLE})[ \t])?[{_UP}][\w'’-]+){{1,3}}),[ \t]+"
    r"(?:President|Vice-President|Secretary|Treasurer|Director|Property[ \t]+Manager|Manager|Owner|Principal|"
    r"Administrator|Office[ \t]+Manager|Bookkeeper|Superintendent)[ \t]*$",
    re.MULTILINE,
)


def note_names(text: str) -> list[Span]:
    out = []
    for start, end in lines_holding(text, _BROKEN_CUES):
        # The name runs on to the next line, or the two next ones after a title ending its line.
        next_end = text.find("\n", end + 1)
        next_end = text.find("\n", next_end + 1) if next_end != -1 else -1
        for m in _BROKEN_AFTER.finditer(text, start, len(text) if next_end == -1 else next_end):
            words = m.group(1).split()
            # The next line's first word may start a new sentence with a role: "daughter Dhruvi\nAssistant
            # chief …" (round 21).
            if "\n" in m.group(1) and not any(w in _NOT_A_PERSON or w in CAPITALISED_ROLES for w in words):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    for start, end in lines_holding(text, _CALL_CUES):
        for m in _CALL_WITH.finditer(text, start, end):
            if m.group(1).split()[0] in _NOT_A_PERSON or not is_private_person(text, m.start(1), m.end(1)):
                continue
            # "spoke to" also takes institutions ("spoke to Parliament", "talked to Legal Aid"): a word
            # there must be a given name or no English word
            if m.group().split()[1] == "to" and all(
                _known(w.lower()) and w not in given_names() for w in m.group(1).split()
            ):
                continue
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    for start, end in lines_holding(text, ("(badge", "(shield", "(regimental")):
        for b in _BADGE_AFTER.finditer(text, start, end):
            m = _NAME_BEFORE_BADGE.search(text, max(start, b.start() - 60), b.start())
            if m is None:
                continue
            at = m.start(1)
            while (word := _FIRST_WORD.match(text, at, m.end(1))) and word.group(1) in _RANKS_BEFORE:
                at = word.end()
            # The badge number makes it an officer named in a report (no office veto: "Deputy" is a rank).
            if m.end(1) > at and not any(w in _NOT_A_PERSON for w in text[at : m.end(1)].split()):
                out.append(Span(at, m.end(1), "PERSON"))
    for hint in _SIGNATORY_HINT.finditer(lowered_text(text)):
        start = text.rfind("\n", 0, hint.start()) + 1
        for m in _SIGNATORY_OFFICE.finditer(text, start, hint.end()):
            # Read without the office after it: a condominium's president is no public office.
            if is_private_person(text[: m.end(1)], m.start(1), m.end(1)):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out
