"""People named by a transcript's or a chat's layout, which no sentence around them explains.

Three places where the layout itself says "this is a person":
- a chat export's speaker after its timestamp: "[2/13, 9:15 PM] Simranjit: where r u", "[...] 도윤: ok";
- a hearing transcript's speaker in capitals at a line start, "ØSTERGAARD: Can I look at my notes?",
  in a document that is a transcript (Q./A. lines or THE COURT/THE CLERK/THE WITNESS speakers), when
  every word of it lies outside the English dictionary (so not COUNSEL or THE REPORTER);
- the answer to "state your name" ("Q. Please state your full name. A. Ornella Cavalcanti.") and a
  name given as one ("My maiden name was Cartwright").
The legal veto (``is_private_person``) still judges every candidate.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import PLACES, outside_dictionary
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.person_words import _UP, _WORD
from quilltune.prepare.pii.spans import Span

# "[2/13, 9:15 PM] Name:" or "[...] Name:" at a line start; the name is one to three words of any script.
# Not a footnote's number ("[1] Comment:", "[4] Reply from …:").
# Round 20: the bracket holds a time or a date, not a forum's tag ("[size=85]Prepared by:"), and the
# speaker is no IRC line's text after its "<nick>" ("[08:38] <bot> Reference:").
_CHAT_SPEAKER = re.compile(
    r"^[ \t]*\[(?!\d{1,3}\])(?:[^\]\n=]{0,30}\d[:/.]\d[^\]\n=]{0,30}|\.\.\.|…)\][ \t]*"
    r"([^\s:\[\]\d<>][^:\n\[\]\d<>]{0,40}?):[ \t]",
    re.MULTILINE,
)
_NOT_A_SPEAKER = frozenset("me you system messages admin bot group unknown".split())

_TRANSCRIPT = re.compile(
    r"^[ \t]*(?:\d+\.[ \t]*)?[QA][.:][ \t]|^[ \t]*THE[ \t]+(?:COURT|CLERK|WITNESS)[ \t]*:", re.MULTILINE
)
_CAPS = rf"[{_UP}][{_UP}\u0300-\u036f]*(?:['’-][{_UP}][{_UP}\u0300-\u036f]*)*"
_CAPS_SPEAKER = re.compile(rf"^[ \t]*({_CAPS}(?:[ \t]+{_CAPS}){{0,3}})[ \t]*:[ \t]", re.MULTILINE)

_PARTICLE = r"(?:van|von|der|den|de|da|del|della|di|du|la|le|bin|binti|dela|dos|das|ter|ten|al|el|Ma\.)"
_NAME = rf"((?:{_WORD})(?:[ \t]+(?:{_PARTICLE}[ \t]+){{0,2}}(?:{_WORD})){{0,3}})"
# "Please state your full name for the record.\n   A. Ornella Cavalcanti." / "...spell your name.\n\nJI-WOO JEONG: Ji-woo Jeong."
_ANSWERED_NAME = re.compile(
    rf"\b(?:state|spell|give|tell us)\b[^?.\n]{{0,40}}\bname\b[^?\n]{{0,40}}[?.][ \t]*\n\s*"
    rf"(?:\d+\.[ \t]*)?(?:A[.:]|[^\n:]{{1,40}}:)?[ \t]*{_NAME}(?=[ \t]*(?:[.,;\n]|$))"
)
_NAME_WAS = re.compile(
    rf"\b(?:maiden|birth|former|legal|other|real|married)[ \t]+name[ \t]+(?:was|is)[ \t]+{_NAME}(?=[ \t]*[.,;\n])"
)


def _chat_speakers(text: str) -> list[Span]:
    found = []
    for m in _CHAT_SPEAKER.finditer(text):
        value = m.group(1).strip()
        words = value.split()
        if not words or len(words) > 3 or value.lower() in _NOT_A_SPEAKER:
            continue
        if value.islower() and not all(outside_dictionary(w) for w in words):
            continue  # "me", "mom": a chat's lower-case handle must at least not be a word
        start = m.start(1)
        found.append(Span(start, start + len(value), "PERSON"))
    return found


def _caps_speakers(text: str) -> list[Span]:
    if _TRANSCRIPT.search(text) is None:
        return []
    found = []
    for m in _CAPS_SPEAKER.finditer(text):
        words = m.group(1).split()
        if not all(outside_dictionary(w) and w not in PLACES for w in words):
            continue
        # The veto reads one word in capitals as initials: a lone surname is judged by the words alone.
        if len(words) == 1 or is_private_person(text, m.start(1), m.end(1), allow_caps=True):
            found.append(Span(m.start(1), m.end(1), "PERSON"))
    return found


def _given_names(text: str) -> list[Span]:
    """Both patterns hold the word "name": they run only in a window around each one (``str.find``
    at C speed), not over a whole statute."""
    found, seen = [], -1
    if "Q." not in text and ":" not in text and " name was" not in text and " name is" not in text:
        return found
    at = text.find("name")
    while at != -1:
        for pattern, lo, hi in ((_ANSWERED_NAME, at - 70, at + 160), (_NAME_WAS, at - 12, at + 90)):
            for m in pattern.finditer(text, max(0, lo, seen), min(len(text), hi)):
                if is_private_person(text, m.start(1), m.end(1), allow_caps=True):
                    found.append(Span(m.start(1), m.end(1), "PERSON"))
                    seen = m.end()
        at = text.find("name", at + 4)
    return found


def transcript_names(text: str) -> list[Span]:
    if ":" not in text and "name" not in text:
        return []
    return _chat_speakers(text) + _caps_speakers(text) + _given_names(text)


# Round 13: a transcript's "Q." / "A." read as an initial: "Q. Did Tanaka ever mention …" gave "Q. Did Tanaka".
_QA_LEAD = re.compile(
    r"(?:[QA]\.[ \t]+)(?:(?:Did|Does|Do|Was|Were|Is|Are|Has|Have|Had|And|But|So|Then|Yes|No|Ok|Okay)[ \t]+)?"
)


def without_qa_lead(text: str, spans: list[Span]) -> list[Span]:
    """Spans that start with a line's "Q. " or "A. " lose it (and a question's first word); a span left
    empty is dropped. Only in a transcript (lines opening with both): elsewhere "A. Smith" is an initial."""
    if "\nQ." not in text or "\nA." not in text:
        return spans
    out = []
    for s in spans:
        if (
            text[s.start : s.start + 1] in "QA"
            and text[s.start + 1 : s.start + 2] == "."
            and (
                s.start == 0
                or text[s.start - 1] == "\n"
                or text[max(0, s.start - 4) : s.start].strip().isdigit()
            )
        ):
            m = _QA_LEAD.match(text, s.start, s.end)
            if m is not None:
                if m.end() >= s.end:
                    continue
                s = Span(m.end(), s.end, s.label)
        out.append(s)
    return out
