"""PERSON rule for private case captions: "X v. Y" where nothing makes it a reported case.

A reported case ("Clements v. Clements, 2012 SCC 32") names parties the public record already
holds, and the legal veto keeps it. A caption with no citation after it is a private dispute
when its layout says so: a row of a cause list or chart ("4   CIV-2020-5656   ABDULLAHI, Rukayya
v. Desjardins Group   Bail review"), a court file number right after it ("Delroy Stennett v. Ye-rin
Byeon, 2047-89878"), or one side already found as a private person ("Adebimpe Adewumi (appellant,
self-represented) v. Sigrún Þórsdóttir"). Each side is then judged on its own: a company or the
Crown on one side vetoes only itself.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding as _lines_holding
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _NOT_A_PERSON, _PARTICLE, _UP
from quilltune.prepare.pii.spans import Span

# A name's word: letters, apostrophes, hyphens, combining marks; no digits (a file number is no word).
_W = rf"[{_UP}](?:[^\W\d_]|['’\u0300-\u036f-])*\.?"
# One space or tab between a side's words: two or more end a fixed-width cell.
_RUN = rf"(?:(?:{_PARTICLE})[ \t])?{_W}(?:[ \t](?:(?:{_PARTICLE})[ \t]){{0,2}}{_W}){{0,3}}"
# "Gwarzo, Sani", "dela Peña, Jomar", "RESTREPO URIBE, Juan Esteban", "Habtom Tekle".
_SIDE = rf"(?:{_RUN}(?:,[ \t]{_W}(?:[ \t]{_W})?)?)"
_CAPTION = re.compile(
    rf"({_SIDE})(?:[ \t]*\([^()\n]{{1,40}}\))?[ \t]+(?:v|vs|c)\.?[ \t]+({_SIDE})"
    r"(?=[ \t]*(?:[,;.|)]|$)|[ \t]{2,}|\t|[ \t]\([^()\n]{1,40}\))",
    re.MULTILINE,
)
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?[ \t]"
# What makes the caption a reported case: a neutral citation, a year in brackets, a reporter.
_CITATION = re.compile(
    r"\[\d{4}\]|\(\d{4}\)|\b\d{4}[ \t]+[A-Z]{2,}|\b\d{1,4}[ \t]+(?!"
    + _MONTH
    + r")(?:[A-Z][A-Za-z.]*[ \t]?){1,3}[ \t]*\d"
)
# A court file number right after the caption: "S-968072", "IMM-1770-25", "No. 6934 of 2020",
# "2047-89878", "CV-23-28555613-0000".
# Round 14: also the next cell of a docket or a statement's head ("    File BR-2021-000498",
# "    No. 0708 of 2020", "    Date filed: …").
# Round 15: after the accused's name in another script ("(তানভীর মজুমদার)"), and in any court's shape
# ("1:22-cv-04817", "LTB-L-86782-24", "2019-DR-04-7879").
_FILE_AFTER = re.compile(
    r"(?:[ \t]\([^()\n]{1,40}\))?"
    r"(?:[ \t]*,[ \t]*|[ \t]{2,}|\t)(?:(?:(?:Court[ \t]+)?File|Docket|Case|Index)(?:[ \t]+No\.?)?[ \t:#]*)?"
    r"(?:No\.?[ \t]*\d+[ \t]+of[ \t]+\d{4}|[A-Z]{0,5}-?\d+[-/]\d+|[A-Z]{1,5}-\d+"
    r"|(?=[A-Za-z0-9:/-]*\d)[A-Z0-9][A-Za-z0-9]*(?:[-:/][A-Za-z0-9]+){2,5}\b)"
    r"|(?:[ \t]{2,}|\t)Date[ \t]+filed\b"
)
# The Crown or the State as one side: "R. v. Enkhbayar Temuulen    File BR-2021-000498" names a private accused.
_PROSECUTION = frozenset(
    {"R.", "R", "Regina", "Rex", "The Queen", "The King", "State", "The State", "People"}
)
# A cell boundary or a list marker before the caption: a row of a cause list, chart or list.
_ROW_BEFORE = re.compile(r"(?:^[ \t]*(?:[-•*]|\d{1,3}[.)]?)[ \t]+|(?:[ \t]{2,}|\t|\|)[ \t]*)\Z", re.MULTILINE)
_PARTICLE_WORD = re.compile(_PARTICLE, re.IGNORECASE)
_WORD_IN_CAPS = re.compile(r"\b[^\W\d_a-z]{2,}\b")
# Words that make a side a public party or no party: "Public Prosecutor v Garba", "See Smith v. Jones".
_SIDE_STOP = frozenset(
    "The In See Per Cf Re R Regina Rex Crown Canada Public Prosecutor State People United States Attorney "
    "Director Minister Commissioner Queen King Republic Government Province City Town County House Case Of".split()
)


def caption_names(text: str, kept: list[Span]) -> list[Span]:
    """Both private sides of every caption that no citation follows and a layout or a known side
    marks as a private dispute (``kept``: the PERSON spans found so far)."""
    lines = _lines_holding(text, (" v. ", " v ", " vs. ", " vs ", " c. "), lowered=False)
    if not lines:
        return []
    known = {text[s.start : s.end] for s in kept}
    out = []
    for m in (m for start, end in lines for m in _CAPTION.finditer(text, start, end)):
        line_end = text.find("\n", m.end())
        rest = text[m.end() : line_end if line_end >= 0 else len(text)]
        if _CITATION.search(rest):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        private = (
            _ROW_BEFORE.search(text, line_start, m.start()) is not None
            or _FILE_AFTER.match(text, m.end()) is not None
            or m.group(1) in known
            or m.group(2) in known
        )
        if not private:
            continue
        # "MacIsaac v. Muñoz Ibáñez": parties by surname alone is how reported cases are cited.
        if m.group(1) in _PROSECUTION and _FILE_AFTER.match(text, m.end()) and _with_given_name(m.group(2)):
            out.append(_private_side(text, m, 2))
        elif _with_given_name(m.group(1)) and _with_given_name(m.group(2)):
            out.extend(_private_side(text, m, group) for group in (1, 2))
    return [s for s in out if s is not None]


def _with_given_name(side: str) -> bool:
    return "," in side or len([w for w in side.split() if not _PARTICLE_WORD.fullmatch(w)]) >= 2


def _private_side(text: str, m: re.Match[str], group: int) -> Span | None:
    value, end = m.group(group), m.end(group)
    if "," not in value and value.split()[0].isupper():
        # A fixed-width cell overflowing by one space: "QUÁCH KHÁNH LINH Sentencing".
        words = value.split()
        value = " ".join(words[: next((i for i, w in enumerate(words) if not w.isupper()), len(words))])
        end = m.start(group) + len(value)
    words = value.replace(",", " ").split()
    if any(w.capitalize() in _SIDE_STOP or w.capitalize() in _NOT_A_PERSON for w in words):
        return None
    # Read alone, in ordinary case: the other side (a firm) must not veto this one.
    cased = _WORD_IN_CAPS.sub(lambda w: w.group().capitalize(), value)
    if not is_private_person(cased, 0, len(cased), allow_caps=True):
        return None
    return Span(m.start(group), end, "PERSON")


# The short name a document gives a person it found: "DOUCETTE, Mali ("Mali")", "Ana Lund (the “Tenant”)"
# is a role, not a name: only a word of the name itself counts.
_QUOTED_SHORT = re.compile(r"[ \t]*\([ \t]*(?:the[ \t]+)?[\"“«][ \t]*([^\"”»\n]{2,30}?)[ \t]*[\"”»][ \t]*\)")


def quoted_short_names(text: str, kept: list[Span]) -> list[Span]:
    if '("' not in text and "(“" not in text and "(«" not in text:
        return []
    out = []
    for s in kept:
        m = _QUOTED_SHORT.match(text, s.end)
        if m is None:
            continue
        words = {w.strip(",.").casefold() for w in text[s.start : s.end].split()}
        if all(w.casefold() in words for w in m.group(1).split()):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out
