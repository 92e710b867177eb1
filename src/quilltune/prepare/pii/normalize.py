"""A detection view of the text without invisible characters, with offsets mapped back.

PII can be hidden from pattern matching by zero-width characters (``j\u200bohn@x.com``). We
detect on a copy without them and map every span back to the original string, so a redaction
also removes the invisible characters inside the value.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from quilltune.prepare.pii.decoded_view import decode_text
from quilltune.prepare.pii.inline_runs import run_gaps
from quilltune.prepare.pii.record_view import record_view
from quilltune.prepare.pii.spans import Span

# Zero-width space/joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator, and
# the invisible math operators: none of them is visible, all of them break regexes.
_INVISIBLE_CHARS = "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e"
# Bidirectional marks and embeddings (right-to-left labels: "\u200fتاريخ الميلاد\u200e: …").
_INVISIBLE_CHARS += "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_INVISIBLE = re.compile(f"[{_INVISIBLE_CHARS}]")
# Same-length substitutions (no offset change): no-break and thin spaces, Unicode hyphens.
_SAME_LENGTH = {
    "\u00a0": " ",
    "\u202f": " ",
    "\u2007": " ",
    "\u2009": " ",
    "\u2010": "-",
    "\u2011": "-",
    "\u2012": "-",
    "\u2013": "-",
    "\uff20": "@",  # a full-width at sign in an address (round 21)
}
_UNUSUAL = re.compile("[" + "".join(_SAME_LENGTH) + "]")


class NormalizedView:
    """``text`` is what detectors see; ``to_original`` maps a span on it back to the input."""

    def __init__(self, original: str) -> None:
        self.original = original
        # MIME encoded words, quoted-printable bodies, mojibake and \u00e9-style escapes are
        # read decoded (``decoded_view``).
        self._decoded = decode_text(original)
        source = original if self._decoded is None else self._decoded.text
        # Invisible characters, and the tags between the runs of one phrase (``inline_runs``), are
        # removed first, so that the views below read the phrase whole.
        removed = []
        if not source.isascii() and any(ch in source for ch in _INVISIBLE_CHARS):
            removed = [m.start() for m in _INVISIBLE.finditer(source)]
        if "</" in source and (gaps := run_gaps(source)):
            removed = sorted(set(removed).union(gaps))
        if removed:
            source = _without(source, removed)
        # re.sub touches only the rare characters: str.translate walks every character (~4 MB/s).
        # Each of these characters is looked for with a C-speed ``in`` first: a character-class scan
        # tests every character, and most texts hold none of them (ASCII text none at all).
        # HL7 and X12 field lines read as form lines (``record_view``; same length, same offsets).
        text = record_view(source)
        if not source.isascii() and any(ch in source for ch in _SAME_LENGTH):
            text = _UNUSUAL.sub(lambda m: _SAME_LENGTH[m.group()], text)
        self.text = text
        # The j-th removed character would sit at removed[j] - j in the view: an original offset is
        # the view offset plus the number of removed characters at or before that view position.
        self._shift = [pos - j for j, pos in enumerate(removed)]

    def _original_index(self, i: int) -> int:
        return i + bisect_right(self._shift, i)

    def to_original(self, span: Span) -> Span:
        if not self._shift and self._decoded is None:
            return span
        start, end = span.start, span.end
        if self._shift:
            start = self._original_index(start)
            end = self._original_index(end - 1) + 1
        if self._decoded is not None:
            start, end = self._decoded.start(start), self._decoded.end(end)
        return Span(start, end, span.label)


def _without(text: str, removed: list[int]) -> str:
    """``text`` less the characters at the sorted offsets ``removed``."""
    parts, at = [], 0
    for pos in removed:
        parts.append(text[at:pos])
        at = pos + 1
    parts.append(text[at:])
    return "".join(parts)
