"""Markup that splits one phrase into runs, read as the phrase (round 27).

Word writes a paragraph as runs, each with its own formatting, and breaks a phrase wherever the
formatting or an edit changes (``<w:r><w:t>Cillian</w:t></w:r><w:r><w:t xml:space="preserve">
Cullinane</w:t></w:r>``); HTML wraps words in inline elements (``<bdi>MĂDĂLINA</bdi> <bdi>POPESCU</bdi>``).
The tags between two runs of one paragraph are dropped from the detection view
(``normalize.NormalizedView`` maps spans back over them), so a name or a label and its value read as
one line. Paragraph, cell, row, tab and break tags are kept: they end a phrase.
"""

from __future__ import annotations

import re

# From the end of one Word run's text to the start of the next one's, through run properties,
# proofing and bookmark marks, but not through a paragraph, cell, row, table, tab or break.
_WORD_RUN_GAP = re.compile(
    r"</w:t>(?:\s*<(?!/?w:(?:p|tc|tr|tbl|body|br|tab|cr)\b)[^<>]*>)*?\s*<w:t(?:\s[^<>]*)?>"
)
# round 28: XSL-FO, XAML; round 29: SSML's words ("<w>4602</w> <w>Mapleview</w>")
_INLINE = r"(?:bdi|bdo|span|b|i|u|em|strong|small|mark|font|fo:inline|Run|Span|Bold|Italic|w)"
# One inline element closing and the next opening between two words, one space or none between them.
_HTML_RUN_GAP = re.compile(rf"(?<=[^\s<>])</{_INLINE}>([ ]?)<{_INLINE}(?:\s[^<>]*)?>(?=[^\s<>])")
_INLINE_CLOSERS = (
    "</bdi>",
    "</span>",
    "</b>",
    "</i>",
    "</fo:inline>",
    "</Run>",
    "</Span>",
    "</Bold>",
    "</w>",
)


def run_gaps(text: str) -> list[int]:
    """Offsets of the markup characters between runs of one phrase, in order."""
    out: list[int] = []
    if "</w:t>" in text:
        for m in _WORD_RUN_GAP.finditer(text):
            out.extend(range(m.start(), m.end()))
    if any(close in text for close in _INLINE_CLOSERS):
        for m in _HTML_RUN_GAP.finditer(text):
            out.extend(range(m.start(), m.start(1)))
            out.extend(range(m.end(1), m.end()))
    return sorted(out)
