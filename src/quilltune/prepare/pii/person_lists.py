"""PERSON rules read from the shape of a passage rather than from a list of names (round 9):

- a nickname in quotes between given name and surname (``Given "Nick" Surname``): the quote breaks
  the capitalised run the other rules read, so the name was found in halves or not at all;
- deposition speaker labels: ``MR. SURNAME:`` / ``EXAMINATION BY MS. SURNAME:`` at a line start;
- a list of given names after a kinship noun (``her children A, B and C``), each a person;
- a given name alone before ``, born <date>`` (``… and Kari, born May 2, 2014``);
- a name after ``known only as`` / ``also known as`` / ``alias`` (never a bare ``known as``).

Each looks for a literal first (a quote, ``MR.``, a kinship word, ``, born``) so text without it costs one
scan, and each name keeps the legal veto (``is_private_person``).
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _SP, _SURNAME, _UP, _WORD
from quilltune.prepare.pii.spans import Span

_GIVEN = rf"(?:{_WORD})(?:{_SP}(?:{_WORD}))?"
# Given name(s), a quoted one-word nickname, then the surname (with its particles: "van der", "dela").
_NICKNAMED = re.compile(
    rf"(?<![\w'’-])({_GIVEN})[ \t]+[\"“„«]([{_UP}][\w'’.-]{{1,14}})[\"”»][ \t]+"
    rf"((?:(?:dela|de|del|la|van|von|der|den|ter|ten|al|el|bin|binti|da|dos|das|di|le)[ \t]+){{0,2}}(?:{_SURNAME})"
    rf"(?:{_SP}(?:{_WORD}))?)(?![\w-])"
)

# A deposition's speaker: "MS. ØDEGÅRD: Objection", "EXAMINATION BY MR. O'HARE:", "MS. Ó DÓNAILL:".
_CAPS_WORD = rf"[{_UP}](?:[{_UP}'’-]*[{_UP}])?"
_SPEAKER = re.compile(
    rf"(?:^|(?<=\n))[ \t]*(?:(?:(?:RE-?|CROSS-|DIRECT |RE-DIRECT )?EXAMINATION|CROSS-EXAMINATION|QUESTIONS)[ \t]+BY[ \t]+)?"
    rf"(?:MR|MS|MRS|MX|DR|MISS)\.?[ \t]+({_CAPS_WORD}(?:[ \t]{_CAPS_WORD}){{0,2}})[ \t]*:"
)
# Words a speaker label never names a person by: the court and its officers.
_NOT_SPEAKER = frozenset({"JUSTICE", "COURT", "CLERK", "REPORTER", "CHAIR", "CHAIRMAN", "CHAIRPERSON", "SPEAKER"})

# "her children Beatrix, Philippa and Callum", "his sons Ola and Per": every name of the list.
_KIN_LIST = re.compile(
    rf"\b(?:children|sons|daughters|grandchildren|grandsons|granddaughters|siblings|brothers|sisters|"
    rf"stepchildren|kids|nephews|nieces)[ \t]+((?:{_WORD})(?:,[ \t]+(?:{_WORD}))*,?[ \t]+(?:and|&)[ \t]+(?:{_WORD}))"
)
_LIST_ITEM = re.compile(_WORD)
_KIN_HINT = re.compile(
    r"children|sons|daughters|grandchildren|grandsons|granddaughters|siblings|brothers|sisters|kids|nephews|nieces"
)

# "and Kari, born May 2, 2014": a capitalised word right before ", born" and a date (a digit, a month,
# "the ...", "on ...").
_BORN_AFTER = re.compile(
    rf"(?<![\w'’-])({_WORD})(?=,[ \t]+born[ \t]+(?:on[ \t]+)?(?:\d|the[ \t]|[A-Z][a-z]+[ \t]+\d|\d))"
)
_ALIAS = re.compile(
    # Not a bare "known as": statutes name bodies and weeks that way ("to be known as National …").
    rf"\b(?:known[ \t]+only[ \t]+as|also[ \t]+known[ \t]+as|a\.k\.a\.?|alias|nicknamed)[ \t]+[\"“]?({_WORD})"
    rf"(?:{_SP}((?:{_WORD})))?"
)


def _nicknamed(text: str) -> list[Span]:
    if '"' not in text and "“" not in text and "«" not in text and "„" not in text:
        return []
    out = []
    for m in _NICKNAMED.finditer(text):
        if is_private_person(text, m.start(1), m.end(1)) and is_private_person(text, m.start(3), m.end(3)):
            out.append(Span(m.start(1), m.end(3), "PERSON"))
    return out


def _speakers(text: str) -> list[Span]:
    if "MR" not in text and "MS" not in text and "DR" not in text and "MX" not in text:
        return []
    out = []
    for m in _SPEAKER.finditer(text):
        words = m.group(1).split()
        if any(w in _NOT_SPEAKER for w in words):
            continue
        out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out


def _kin_lists(text: str) -> list[Span]:
    if not _KIN_HINT.search(text):
        return []
    out = []
    for m in _KIN_LIST.finditer(text):
        for w in _LIST_ITEM.finditer(text, m.start(1), m.end(1)):
            if w.group() not in ("and",) and is_private_person(text, w.start(), w.end()):
                out.append(Span(w.start(), w.end(), "PERSON"))
    return out


def _born_after(text: str) -> list[Span]:
    if ", born" not in text:
        return []
    return [
        Span(m.start(1), m.end(1), "PERSON")
        for m in _BORN_AFTER.finditer(text)
        if is_private_person(text, m.start(1), m.end(1))
    ]


def _aliases(text: str) -> list[Span]:
    if " as " not in text and "a.k.a" not in text and "alias" not in text and "nicknamed" not in text:
        return []
    out = []
    for m in _ALIAS.finditer(text):
        end = m.end(2) if m.group(2) and is_private_person(text, m.start(1), m.end(2)) else m.end(1)
        if is_private_person(text, m.start(1), end):
            out.append(Span(m.start(1), end, "PERSON"))
    return out


def listed_names(text: str) -> list[Span]:
    """The PERSON spans of every rule above (they may overlap; the caller resolves overlaps)."""
    return _nicknamed(text) + _speakers(text) + _kin_lists(text) + _born_after(text) + _aliases(text)
