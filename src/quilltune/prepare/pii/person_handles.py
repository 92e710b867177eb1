"""PERSON rule for user handles: ``ioana.ionescu 14:50 cc @sujan.thapa -- …``, ``Assignee: chirag.desai``,
a CSV's ``"ipeelee.qillaq"`` cell.

A workspace, a ticketing system or a review tool names its people by ``given.family`` (or
``given_family``) handles. A handle is a person's when it speaks at a line's start before a clock, when a
message mentions it with ``@``, or when it stands alone (not inside an address, a path or a file name)
and one of its parts is no dictionary word ("nikos.karagiannis"; not "os.path", "report.pdf",
"example.com"). Every other occurrence of a person's handle counts too, and so does its given part
written alone in lower case where no dictionary lists it ("thanks chirag!", "**lusine** replied"). A
team's or a bot's handle ("@legal.team", "@here") is not one.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.spans import Span

_PART = r"[^\W\d_]{2,}(?:-[^\W\d_]{2,})?"  # "do-yun.tak": a hyphenated given name
_HANDLE = rf"{_PART}[._]{_PART}"
# A speaker: the handle at a line's start, then a clock ("ioana.ionescu 8:47", "[ioana.ionescu] 08:47").
_SPEAKER = re.compile(rf"^[ \t]*\[?({_HANDLE})\]?[ \t]+\[?\d{{1,2}}:\d{{2}}", re.MULTILINE)
# A mention: "@sujan.thapa", not the local part of an e-mail address ("sujan.thapa@…").
_MENTION = re.compile(rf"(?<![\w.@])@({_HANDLE})(?![\w@]|\.[^\W\d_])")
# A handle standing alone: a cell, a field's value, a word of a sentence; not part of an address, a
# path, a file name or a longer dotted name, nor a key ("filer.ip = …", "filing.submitted:"), nor an
# address spelled out ("x.y [at] mail [dot] com").
_ALONE = re.compile(
    rf"(?<![\w.@/\\:-])({_PART}\.{_PART})(?![\w@/\\-]|\.[^\W\d_]|\(|[ \t]*(?:=|:(?!\d))|[ \t]+[\[(]?at[\])]?[ \t])"
)
# Handles of teams, channels and bots, not of people.
_NOT_PEOPLE = frozenset(
    "team legal admin bot bots support help desk helpdesk channel here everyone all group ops dev hr it "
    "intake records registry billing finance claims office notifications noreply alerts system".split()
)
# Second parts that make a dotted word an address or a file, not a handle.
_NOT_SURNAME = frozenset(
    "com org net gov edu int mil ca uk us au nz ie in io co info biz me tv ly gl app dev ai eu de fr "
    "pdf doc docx txt csv tsv xls xlsx ppt pptx jpg jpeg png gif tif tiff zip msg eml htm html xml json "
    "log dat bak tmp exe dll py js ts md rtf odt ics vcf mp3 mp4 wav edn yaml yml toml ini cfg pkl sql db "
    "parquet jsonl ndjson rds rdata".split()
)


# Abbreviated titles written with a full stop inside ("dott.ssa", "sig.ra", "avv.to"): Italian and
# Spanish forms of address, not handles.
_ABBREVIATED_TITLES = frozenset(
    "dott.ssa prof.ssa sig.ra sig.na avv.to gent.ma gent.mo ill.mo ill.ma egr.sig spett.le dott.re "
    "sra.dña dña.sra".split()
)
# A prompt of an interactive session (Python, IPython, irb, a shell): what follows is code.
_PROMPT = re.compile(r"[ \t]*(?:>>>|\.\.\.|(?:In|Out) ?\[\d+\]:|irb\([^)]*\):\d+:\d+>|\$)[ \t]*")
# An object whose attributes a session reads ("rec.title", "rec.parties", "rec.notes"): three
# different names after the same first part make it code, not a person's handle.
_MIN_ATTRIBUTES = 3


def _personal(handle: str) -> bool:
    return handle.lower() not in _ABBREVIATED_TITLES and not any(
        part.lower() in _NOT_PEOPLE for part in re.split(r"[._]", handle)
    )


def _objects(handles: set[str]) -> set[str]:
    """First parts that carry several attributes: ``rec`` in "rec.title", "rec.header", "rec.notes"."""
    seconds: dict[str, set[str]] = {}
    for h in handles:
        first, _, second = h.partition(".")
        if second:
            seconds.setdefault(first, set()).add(second)
    return {first for first, rest in seconds.items() if len(rest) >= _MIN_ATTRIBUTES}


def _alone_handles(text: str) -> set[str]:
    """Tried only at a full stop between two letters (``str.find``, C speed): a statute holds few."""
    found, matches = set(), _alone_matches(text)
    objects = _objects({m.group(1) for m in matches})
    for m in matches:
        if m.group(1).partition(".")[0] in objects:
            continue
        given, family = m.group(1).split(".")
        if not (given.islower() and family.islower()) or family in _NOT_SURNAME:
            continue
        line_start = text.rfind("\n", 0, m.start(1)) + 1
        if _PROMPT.fullmatch(text, line_start, m.start(1)):
            continue  # ">>> rec.title": an expression typed at a prompt
        if outside_dictionary(given.capitalize()) or outside_dictionary(family.capitalize()):
            found.add(m.group(1))
    return found


def _alone_matches(text: str) -> list[re.Match[str]]:
    out, at, last = [], text.find("."), -1
    while at != -1:
        if 0 < at < len(text) - 1 and text[at + 1].isalpha() and text[at - 1].isalpha():
            start = at - 1
            while start > 0 and (text[start - 1].isalpha() or text[start - 1] == "-"):
                start -= 1
            m = _ALONE.match(text, start) if start > last else None
            if m is not None:
                out.append(m)
                last = m.end()
        at = text.find(".", at + 1)
    return out


def handle_names(text: str) -> list[Span]:
    if "." not in text and "_" not in text:
        return []
    handles = {m.group(1) for m in _SPEAKER.finditer(text)}
    if "@" in text:
        handles |= {m.group(1) for m in _MENTION.finditer(text)}
    handles |= _alone_handles(text)
    handles = {h for h in handles if _personal(h)}
    if not handles:
        return []
    # Every occurrence, bounded so that neither an e-mail's local part nor a longer handle is cut.
    occurrence = re.compile(
        r"(?<![\w.])(?:" + "|".join(map(re.escape, sorted(handles))) + r")(?![\w@]|\.[^\W\d_])"
    )
    out = [Span(m.start(), m.end(), "PERSON") for m in occurrence.finditer(text)]
    givens = {h.split(".")[0].split("_")[0] for h in handles}
    givens = {g for g in givens if g.islower() and len(g) >= 3 and outside_dictionary(g.capitalize())}
    if givens:
        alone = re.compile(
            r"(?<![\w.@/-])(?:" + "|".join(map(re.escape, sorted(givens))) + r")(?![\w@/-]|\.\w)"
        )
        out += [Span(m.start(), m.end(), "PERSON") for m in alone.finditer(text)]
    return out
