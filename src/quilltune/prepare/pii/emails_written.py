"""E-mail addresses written so that a harvester misses them, and so would the plain pattern (round 21):
``jane.roe [at] example [dot] com``, ``jane.roe(at)example.com``, ``jane.roe{at}example.ca``,
``jane.roe at example dot com``, ``jane . roe @ example . com``. The span covers the whole written
address, which is what a reader would rebuild.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.spans import Span

_LOCAL = r"[^\W_](?:[\w.%+-]{0,62}[^\W_])?"
_LABEL = r"[^\W_](?:[\w-]{0,61}[^\W_])?"
# "[at]", "(at)", "{at}", "<at>", " at " (the bare word only with a spelled "dot" after it), " @ ".
_AT_MARKED = r"[ \t]*[\[({<][ \t]*(?:at|AT|@)[ \t]*[\])}>][ \t]*"
_DOT_MARKED = r"[ \t]*[\[({<][ \t]*(?:dot|DOT|\.)[ \t]*[\])}>][ \t]*"
_SPELLED = re.compile(
    rf"(?<![\w.@-])({_LOCAL})(?:{_AT_MARKED}|[ \t]+@[ \t]+)({_LABEL}(?:(?:{_DOT_MARKED}|[ \t]*\.[ \t]*){_LABEL})*)"
    rf"(?:{_DOT_MARKED}|[ \t]*\.[ \t]*)([^\W\d_]{{2,24}})\b"
    rf"|(?<![\w.@-])({_LOCAL})[ \t]+(?:at|AT)[ \t]+({_LABEL})[ \t]+(?:dot|DOT)[ \t]+([^\W\d_]{{2,24}})\b"
)
_HINTS = ("at]", "at)", "at}", "at>", " @ ", " dot ", "AT]", "AT)", " DOT ")


def find_written_email(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if not any(h in text for h in _HINTS):
        return
    for m in _SPELLED.finditer(text):
        yield Span(m.start(), m.end(), "EMAIL")
