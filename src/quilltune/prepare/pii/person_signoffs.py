"""The people a record's sign-off fields list, in any syntax (round 19).

``Prepared by: Þórsson, Þórður, 2020-06-06``, ``(:reviewed_by "Moreau")``,
``copy_to = {Babić; TESHOME, Selam}``, ``Copia a:        Mbeki; Tepoztécatl``, ``**Prepared by:** H.H.,
May 11, 2019``, a BibTeX ``authors = {DARKO, Efua and OBEIDAT, Youssef}``: the field says who acted, so
its value is a list of people however each is written: a full name, a surname with its given name
after a comma, capitals, initials, a surname alone. Items are split at ``;`` (and BibTeX's " and "); a
date after a name is cut off; each item must still read as a private person's name or initials (a
firm, an office or a dictionary word stays).
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.literals import folded_finditer, lowered_text
from quilltune.prepare.pii.person_beside import _is_name_value
from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import given_names
from quilltune.prepare.pii.spans import Span

_VALUE = (
    r"[\"']?(?:[ \t]*(?:[:=]|=>|—|–)[ \t]*\**|\**:\**|[ \t]+(?=[\"'{]))[ \t]*[\"'{]?"
    r"([^\"'{}\n]{1,160})"
)
# Keys that open with ASCII letters, found from their literals (``folded_finditer``: a statute says
# "approved by" hundreds of times); the accented ones in a scan of their own, run only where they occur.
_FIELD = re.compile(
    r"(?i:(?:prepared|reviewed|verified|approved|checked|drafted|entered|keyed|signed|witnessed)[ _-]?by|"
    r"copy[ _-]?to|copies[ _-]?to|elaborado[ _]por|revisado[ _]por|copia[ _]a|copie[ _]à|erstellt[ _]von|"
    r"kopie[ _]an|"
    # Round 20: the checking and drafting verbs of Portuguese, Spanish, Italian and German sign-offs.
    r"conferido[ _]por|verificado[ _]por|revisto[ _]por|redigido[ _]por|preparado[ _]por|redactado[ _]por|"
    r"redatto[ _]da|verificato[ _]da|controllato[ _]da|preparato[ _]da|bearbeitet[ _]von|geprueft[ _]von|"
    # a BibTeX entry's people ("authors = {DARKO, Efua and OBEIDAT, Youssef}")
    r"authors?|editors?)" + _VALUE
)
_ACCENTED_FIELD = re.compile(
    r"(?i:préparé[ _]par|vérifié[ _]par|geprüft[ _]von|rédigé[ _]par|établi[ _]par|contrôlé[ _]par|révisé[ _]par)"
    + _VALUE
)
_DATE_AFTER = re.compile(r",[ \t]*(?:\d|[A-Za-zéû]+\.?[ \t]+\d|\d{1,2}[ \t]+\w+)[^;]*\Z")
_INITIALS = re.compile(r"(?:[A-ZÀ-Þ]\.){2,4}")
_TRAILING = " \t,)"


def _items(text: str, start: int, end: int):
    at = start
    for part in re.split(r";| and ", text[start:end]):
        lo = at + len(part) - len(part.lstrip())
        value = part.strip()
        at += len(part) + (1 if text.startswith(";", at + len(part)) else 5)
        cut = _DATE_AFTER.search(value)
        if cut is not None:
            value = value[: cut.start()]
        value = value.rstrip(_TRAILING)
        # "Ines Rebelo, docket clerk": after a full name, a comma opens the person's role; after one
        # word it opens the given name ("Rebelo, Ines").
        head, comma, tail = value.partition(", ")
        if comma and len(head.split()) >= 2 and not any(ch.isdigit() for ch in tail):
            value = head
        if value.endswith(".") and not _INITIALS.fullmatch(value):
            value = value[:-1]
        if len(value) >= 2:
            yield lo, lo + len(value)


def _one_word_name(text: str, start: int, end: int) -> bool:
    word = text[start:end]
    if not word[:1].isupper() or not word.replace("-", "").replace("'", "").isalpha():
        return False
    known = word.capitalize() in given_names() or outside_dictionary(word.capitalize())
    return known and is_private_person(text, start, end, allow_caps=word.isupper())


def signoff_names(text: str) -> list[Span]:
    out = []
    fields = list(folded_finditer(_FIELD, text))
    if not text.isascii() and any(k in lowered_text(text) for k in ("é par", "ft von", "li par")):
        fields += _ACCENTED_FIELD.finditer(text)
    for m in fields:
        for start, end in _items(text, m.start(1), m.end(1)):
            value = text[start:end]
            if _INITIALS.fullmatch(value):
                out.append(Span(start, end, "PERSON"))
            elif " " not in value.replace(", ", " ").strip():
                if _one_word_name(text, start, end):
                    out.append(Span(start, end, "PERSON"))
            elif _is_name_value(text, start, end):
                out.append(Span(start, end, "PERSON"))
    return out
