"""PERSON rule for chat exports' user handles: ``ioana.ionescu 14:50 cc @sujan.thapa -- …``.

A workspace names its people by ``given.family`` (or ``given_family``) handles: a handle that speaks at
a line's start before a clock, or that a message mentions with ``@``, is a person, and so is every other
occurrence of it in the export ("sujan.thapa uploaded the scan", "sujan.thapa shared …"). A handle's
both parts must be words of letters, and a team's or a bot's handle ("@legal.team", "@here") is not
one.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.spans import Span

_PART = r"[^\W\d_]{2,}(?:-[^\W\d_]{2,})?"  # "do-yun.tak": a hyphenated given name
_HANDLE = rf"{_PART}[._]{_PART}"
# A speaker: the handle at a line's start, then a clock ("ioana.ionescu 8:47", "[ioana.ionescu] 08:47").
_SPEAKER = re.compile(rf"^[ \t]*\[?({_HANDLE})\]?[ \t]+\[?\d{{1,2}}:\d{{2}}", re.MULTILINE)
# A mention: "@sujan.thapa", not the local part of an e-mail address ("sujan.thapa@…").
_MENTION = re.compile(rf"(?<![\w.@])@({_HANDLE})(?![\w@]|\.[^\W\d_])")
# Handles of teams, channels and bots, not of people.
_NOT_PEOPLE = frozenset(
    "team legal admin bot bots support help desk helpdesk channel here everyone all group ops dev hr it "
    "intake records registry billing finance claims office notifications noreply alerts system".split()
)


def _personal(handle: str) -> bool:
    return not any(part.lower() in _NOT_PEOPLE for part in re.split(r"[._]", handle))


def handle_names(text: str) -> list[Span]:
    if "@" not in text and ":" not in text:
        return []
    handles = {m.group(1) for m in _SPEAKER.finditer(text)} | {m.group(1) for m in _MENTION.finditer(text)}
    handles = {h for h in handles if _personal(h)}
    if not handles:
        return []
    # Every occurrence, bounded so that neither an e-mail's local part nor a longer handle is cut.
    occurrence = re.compile(
        r"(?<![\w.])(?:" + "|".join(map(re.escape, sorted(handles))) + r")(?![\w@]|\.[^\W\d_])"
    )
    return [Span(m.start(), m.end(), "PERSON") for m in occurrence.finditer(text)]
