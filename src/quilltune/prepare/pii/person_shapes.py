"""Two name shapes that need no cue when their words are not English: "R. Haddad" and "Fujiwara, Aiko".

An initial before a capitalised word, and a capitalised word, a comma and another at the end of a list
item, are how forms, leases, attendance lists and e-mail headers write people. Both shapes also write
"Part A. Definitions", "Schedule B. Forms" and "Sudbury, Ontario"; the words tell them apart: the
surname (and, surname first, the given name) must lie outside the English dictionary
(``person_caps.outside_dictionary``) and outside the places list, then the legal veto decides.

Also: a title, a given name and "Park" ("Ms. Hana Park"), and the lower-case particles that complete a
surname another rule cut short ("Nurul Aina" + " binti Ismail").
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import PLACES, outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _UP, _WORD, FIRM_AFTER, given_names
from quilltune.prepare.pii.spans import Span

_PARTICLE = r"(?:van|von|der|den|de|da|del|della|di|du|la|le|bin|binti|binte|dela|al|el|ter|ten|dos|das)"
# "R. Haddad", "J.-F. Bouchard", "X. de la Garza", "A. von Hartmann", "S.-y. Choi": an initial (maybe
# hyphenated), particles, a surname (maybe hyphenated).
_INITIAL_SURNAME = re.compile(
    rf"(?<![\w.])[{_UP}]\.(?:-[{_UP}a-z]\.)?[ \t]+(?:{_PARTICLE}[ \t]+){{0,2}}({_WORD})(?![\w.'’-]|[ \t]+[{_UP}])"
)
# An initial that is not a first name: "R. v. Jordan", "Part A. Definitions", "Schedule B.", a section
# letter, a note or a list marker ("A. My cousin", "Q. Who").
_NOT_INITIAL_BEFORE = re.compile(
    r"(?:Part|Schedule|Form|Appendix|Annex|Exhibit|Tab|Item|Division|Article|Section|Chapter|Note|Book|Title|"
    r"Class|Category|Type|Group|Plan|Option|Phase|Stage|Level|Grade|Unit|Block|Lot|Zone|Area|Building|Tower|"
    r"Wing|Floor|Room|Row|Column|Figure|Table|Map|Step|Annexe|Partie|Titre)[ \t]+\Z",
    re.IGNORECASE,
)
# A middle initial ("Roméo A. LeBlanc"): the whole name is the other rules' to judge, with its titles.
_GIVEN_BEFORE = re.compile(rf"[{_UP}][\w'’-]+[ \t]+\Z")
_JUDGE_OR_CASE_AFTER = re.compile(r"[ \t]*(?:,[ \t]*)?(?:J\.|JJ\.|J\.A\.|C\.J\.|v\.)")

# "Fujiwara, Aiko" / "KAÇAR, İlker" / "van den Broek, Pieter" ending a list item, a field or a line.
_CAPS_WORD = rf"[{_UP}][{_UP}\u0300-\u036f]+(?:['’-][{_UP}]+)*"
# The given name after the comma, ending the item; then the surname right before the comma.
# ... the item ends at a line end, a bracket, a bar, a tab, a wide gap, a full stop, or a comma and a
# lower-case role ("ÖZTÜRK, Oğuz, daughter, born …").
_GIVEN_AFTER_COMMA = re.compile(
    rf",[ \t]+({_WORD})(?=[ \t]*(?:\n|$|\(|;|\||\t)|[ \t]{{2,}}|\.(?:[ \t]|\n|$)|,[ \t]+(?!(?:and|or|but|et|the|then|with)\b)[a-z])"
)
_SURNAME_BEFORE = re.compile(rf"(?<![\w'’-])((?:{_PARTICLE}[ \t]+){{0,2}}(?:{_WORD}|{_CAPS_WORD}))\Z")

# The tail of an address ("…, Ngong Road, Kilimani, Nairobi"): places after a number or a street word.
_ADDRESS_BEFORE = re.compile(
    r"(?:\d|\b(?:Road|Rd|Street|St|Avenue|Ave|Court|Crescent|Lane|Drive|Way|House|Flat|Box|Suite|Unit|Estate))"
    r"\b[^\n]*,[ \t]*\Z"
)


def _not_word(value: str) -> bool:
    if value.lower().endswith(("person", "persons")):
        return False  # "Chairperson, Vice-Chairpersons": offices newer than the 1934 dictionary
    return value.upper() not in PLACES and outside_dictionary(value)


def initial_surnames(text: str) -> list[Span]:
    """PERSON spans for an initial before a surname that is not an English word."""
    if ". " not in text:
        return []
    out, outline = [], None
    for m in _initial_matches(text):
        start, end = m.start(), m.end()
        if m.group()[0] in "QA" and text[start + 2 : start + 3] == " " and _qa_marker(text, start):
            continue
        if text[start + 1 : start + 2] == ".":  # one letter: maybe an outline's item marker
            outline = _outline_markers(text) if outline is None else outline
            if (_indent(text, start), m.group()[0]) in outline:
                continue
        head = text[max(0, start - 30) : start]
        if not _not_word(m.group(1)) or _NOT_INITIAL_BEFORE.search(head) or _GIVEN_BEFORE.search(head):
            continue
        if _JUDGE_OR_CASE_AFTER.match(text, end) or FIRM_AFTER.match(text, end):
            continue
        if is_private_person(text, start, end):
            out.append(Span(start, end, "PERSON"))
    return out


_DOT_GAP = re.compile(r"\.[ \t]")


def _initial_matches(text: str) -> list[re.Match[str]]:
    """``_INITIAL_SURNAME`` tried only just before each ". " (a literal the regex engine finds fast):
    an initial is one capital and a full stop, or two joined by a hyphen ("J.-F.")."""
    out = []
    for gap in _DOT_GAP.finditer(text):
        i = gap.start()
        for start in (i - 4, i - 1):
            if start >= 0 and text[start].isupper():
                m = _INITIAL_SURNAME.match(text, start)
                if m and m.end() > i:
                    out.append(m)
                    break
    return out


# An outline's item marker at a line's start: "   B. Fecha de presentación:", "II. Partes".
_OUTLINE_MARKER = re.compile(r"^([ \t]*)([A-Z]|[IVX]{1,4})\.[ \t]", re.MULTILINE)
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def _indent(text: str, start: int) -> str:
    return text[text.rfind("\n", 0, start) + 1 : start]


def _outline_markers(text: str) -> set[tuple[str, str]]:
    """(indent, letter) of the line-start markers that follow or precede the next one in their
    sequence at the same indent ("A." then "B.", "I." then "II."): an outline, not a name's initial."""
    seen = {(m.group(1), m.group(2)) for m in _OUTLINE_MARKER.finditer(text)}
    out = set()
    for indent, mark in seen:
        neighbours = [chr(ord(mark) + 1), chr(ord(mark) - 1)] if len(mark) == 1 else []
        if mark in _ROMAN:
            neighbours += [r for r, v in _ROMAN.items() if abs(v - _ROMAN[mark]) == 1]
        if any((indent, n) in seen for n in neighbours):
            out.add((indent, mark))
    return out


def _qa_marker(text: str, start: int) -> bool:
    """ "Q. Who…" / "A. My…" at a line's start in a transcript: a speaker marker, not an initial."""
    line_start = text.rfind("\n", 0, start) + 1
    return not text[line_start:start].strip(" \t0123456789.")


def surname_first(text: str) -> list[Span]:
    """PERSON spans for "Surname, Given" ending a list item, a field or a line, both not English words."""
    if ", " not in text:
        return []
    given = given_names()
    out = []
    for comma in _GIVEN_AFTER_COMMA.finditer(text):
        before = _SURNAME_BEFORE.search(text, max(0, comma.start() - 60), comma.start())
        if not before:
            continue
        start, end = before.start(), comma.end()
        surname, first = before.group(1), comma.group(1)
        if not _not_word(surname.split()[-1]):
            continue
        if not (first.capitalize() in given or _not_word(first)):
            continue
        if _ADDRESS_BEFORE.search(text, text.rfind("\n", 0, start) + 1, start):
            continue
        if is_private_person(text, start, end, allow_caps=surname.isupper()):
            out.append(Span(start, end, "PERSON"))
    return out


# "Ms. Hana Park", "Dr. Minho Park": a title, a given name, then the Korean surname that also ends a place's
# name ("Jasper National Park"), which vetoes the run everywhere else. The title settles it.
_TITLED_PARK = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Dr|Miss)\.?[ \t]+([A-Z][a-z]+(?:-[a-z]+)?[ \t]+Park)(?![\w-])")


def titled_park_names(text: str) -> list[Span]:
    if "Park" not in text:
        return []
    return [Span(m.start(1), m.end(1), "PERSON") for m in _TITLED_PARK.finditer(text)]


# Round 13: a surname's lower-case particles end a run the model or a cue rule cut short: "Nurul Aina"
# + " binti Ismail", "Jericho" + " de los Santos", "Sander" + " van der Wal".
_PARTICLE_TAIL = re.compile(
    r"(?:[ \t](?:van|von|der|den|de|da|das|dos|di|del|della|dela|le|la|los|las|du|bin|binti|bint|binte|ibn|ap|ter|ten))"
    rf"{{1,2}}(?:[ \t][{_UP}][\w'’\u0300-\u036f-]*(?<![.'’])){{1,2}}"
    # Scottish Gaelic "Mac an t-Saoir": the article and a t- before the capital.
    rf"|(?<=Mac)[ \t]an[ \t]t-[{_UP}][\w'’-]*"
)


def particle_tails(text: str, spans: list[Span]) -> list[Span]:
    out = []
    for s in spans:
        m = _PARTICLE_TAIL.match(text, s.end)
        if m is not None and is_private_person(text, s.start, m.end(), confirmed=True):
            s = Span(s.start, m.end(), s.label)
        out.append(s)
    return out
