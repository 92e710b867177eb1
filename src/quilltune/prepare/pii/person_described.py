"""Names that the words right after them describe as a person, whatever their script or spelling.

- an age or a birth in brackets or after a comma: "the child, Bohdan (age 12)", "İlkay (born
  2007/02/28)", "Élodie, who is nine", "Tegan, now aged six";
- a dependants or children line's names, each before its birth date in brackets: "Dependants: Rhys
  (2010-04-20); Wanjiru Kamau (2021-10-07)";
- an officer's title after a comma in a signature block, a label such as "For the Company:" first:
  "For the Company: Anaïs de la Roche, CEO", "By: מיכל בן-דוד, President".
Each candidate still passes the legal veto (``is_private_person``), so "Section 5 (age limits)" or
"Acme Holdings, President's report" stay out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import lowered_text
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _WORD
from quilltune.prepare.pii.spans import Span

_PARTICLE = r"(?:van|von|der|den|de|da|del|della|di|du|la|le|bin|binti|dela|dos|das|ter|ten|al|el)"
# One to four words of a name in any script (a word of letters and marks, capitalised if cased).
_OTHER_SCRIPT_WORD = r"[^\W\d_a-zA-Z][^\W\d_]*(?:[-'’][^\W\d_]+)*"
_NAME = rf"(?:{_WORD}|{_OTHER_SCRIPT_WORD})(?:[ \t]+(?:{_PARTICLE}[ \t]+){{0,2}}(?:{_WORD}|{_OTHER_SCRIPT_WORD})){{0,3}}"
_NUMBER_WORD = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)"
_AGED_AFTER = re.compile(
    rf"[ \t]*\((?:age|aged|born|b\.|n[ée]e?|dob|d\.o\.b\.)[ :\t]|,[ \t]+(?:who[ \t]+is|now[ \t]+aged|aged|age)[ \t]+{_NUMBER_WORD}\b"
)
_NAME_BEFORE = re.compile(rf"(?<![\w'’-])({_NAME})\Z")
_DEPENDANTS_LINE = re.compile(
    r"^[ \t•*-]*(?:dependants?|dependents?|children|child|minor children|kids|enfants)[ \t]*[:—–-][^\n]*",
    re.IGNORECASE | re.MULTILINE,
)
_BEFORE_DATE_IN_BRACKETS = re.compile(rf"({_NAME})[ \t]*\((?:\d{{4}}[-/]\d|\d{{1,2}}[-/ ])")
_OFFICER_AFTER = re.compile(
    r",[ \t]+(?:President|Vice[- ]President|CEO|CFO|COO|CTO|Chief Executive Officer|Chief Financial Officer|"
    r"Director(?: of [A-Z][a-z]+)?|Managing Director|General Manager|Manager|Secretary|Treasurer|Owner|"
    r"Managing Partner|Principal|Proprietor|Authorized Signatory|Authorised Signatory)\b"
)


# A signature block's label right before the name: "For the Company:", "By:", "Per:". Without it "X,
# President" is as often a court's or a board's composition ("Mirko Legović, President,").
_SIGNATORY_BEFORE = re.compile(
    r"(?:^|\n)[ \t]*(?i:for[ \t]+(?:the[ \t]+)?[\w .&'’-]{2,40}|by|per|name|signed|signature)[ \t]*:[ \t]*\Z"
)


def _name_before(text: str, at: int, *, full: bool = False) -> Span | None:
    """The name that ends at ``at`` (searched in the 60 characters before), if the veto lets it pass;
    ``full``: a signature block's label must stand right before the name."""
    m = _NAME_BEFORE.search(text, max(0, at - 60), at)
    if m is None:
        return None
    start, end = m.start(1), m.end(1)
    if full and not _SIGNATORY_BEFORE.search(text, max(0, start - 50), start):
        return None
    if not text[start:end].isascii() or is_private_person(text, start, end):
        return Span(start, end, "PERSON")
    return None


def _aged_after(text: str) -> Iterator[re.Match[str]]:
    """``_AGED_AFTER.finditer(text)``, the same matches: each starts at a "," or at the spaces and tabs
    before a "(" (or at the "(" itself), which ``str.find`` reaches at C speed, where the regex engine
    would try the pattern at every character (it opens with an optional run of blanks)."""
    starts: list[tuple[int, int]] = []  # (where a match may start, the "(" or "," it must reach)
    for char in "(,":
        at = text.find(char)
        while at != -1:
            start = at
            while char == "(" and start > 0 and text[start - 1] in " \t":
                start -= 1
            starts.append((start, at))
            at = text.find(char, at + 1)
    end = 0
    for start, at in sorted(starts):
        if at < end:
            continue
        m = _AGED_AFTER.match(text, max(start, end))
        if m is not None:
            end = m.end()
            yield m


def described_names(text: str) -> list[Span]:
    found: list[Span] = []
    lowered = lowered_text(text)
    if (
        "(age" in lowered
        or "(born" in lowered
        or "aged " in lowered
        or "who is " in lowered
        or "(b." in lowered
    ):
        found += [s for m in _aged_after(text) if (s := _name_before(text, m.start()))]
    if "depend" in lowered or "child" in lowered or "kids" in lowered or "enfants" in lowered:
        for line in _DEPENDANTS_LINE.finditer(text):
            found += [
                s
                for m in _BEFORE_DATE_IN_BRACKETS.finditer(text, line.start(), line.end())
                if (s := _name_before(text, m.end(1)))
            ]
    if ", " in text:
        found += [s for m in _OFFICER_AFTER.finditer(text) if (s := _name_before(text, m.start(), full=True))]
    return found
