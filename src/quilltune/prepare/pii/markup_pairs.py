"""A markup row of two cells read as a form's label and value (round 25).

SpreadsheetML writes a form as ``<Row><Cell><Data ss:Type="String">NAME OF PARTY</Data></Cell><Cell>
<Data …>Obinna Nwosu</Data></Cell></Row>``, HTML as ``<tr><td>Full legal name</td><td>…</td></tr>``,
DocBook as ``<varlistentry><term>Surname</term><listitem><para>…</para></listitem></varlistentry>``, DITA
and HTML as ``<dlentry><dt>Naiss.</dt><dd>…</dd></dlentry>`` or ``<dt>Teléfono</dt><dd>…</dd>`` (round 27). The
row holds a label and its value, but the tags between hide the pair from every label rule. A table
whose rows are all such pairs, each first cell reading as a label (short, letters, no digits, not a
name's shape) and some value holding a digit or an "@", is rewritten in place: every tag blanked, a
colon right after each label (``NAME OF PARTY:   Obinna Nwosu``), the text's length and offsets kept.
Two-column tables of people and tables with a header row stay as they are for ``markup_tables``.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import MARKUP_TAG

_ROW = re.compile(r"<(row|tr|varlistentry|dlentry)\b[^<>\n]*>(.*?)</\1\s*>", re.IGNORECASE)
_CELL = re.compile(r"<(cell|td|th|entry|term|listitem|dt|dd)\b[^<>\n]*>(.*?)</\1\s*>", re.IGNORECASE)
# Round 27: an HTML definition list's term and its description, on one line or two
# (``<dt>Teléfono</dt>`` / ``<dd itemprop="telephone">693 466 472</dd>``).
_TERM_THEN_DESCRIPTION = re.compile(
    r"<dt\b[^<>\n]*>([^<>\n]{1,50})</dt>\s*<dd\b[^<>\n]*>(?=[^<>\n]+</dd>)", re.IGNORECASE
)
_LABEL = re.compile(r"[^\W\d_][^\d<>\n]{0,48}")
# Two or more capitalised words and no lower-case word: a name ("Kofi Boateng"), not a label ("Full name").
_NAME_SHAPED = re.compile(r"[A-Z][^\W\d_]*\.?(?:[ \t]+[A-Z][^\W\d_]*\.?)+")
# ... unless a word says it is a label ("NAME OF PARTY", "Date Of Birth").
_LABEL_WORDS = frozenset("of the and for to by on in no name names date address phone email number".split())
_OPENERS = ("<Row", "<row", "<tr", "<TR", "<varlistentry", "<dlentry", "<dt")


def markup_pairs(text: str) -> str:
    """``text`` with its two-cell markup rows written as ``label: value`` of the same length."""
    if not any(opener in text for opener in _OPENERS):
        return text
    out = list(text)
    for table in _tables(text):
        if not _is_form(text, table):
            continue
        for row, (l0, l1), (v0, v1) in table:
            for i in range(row.start(), row.end()):
                if not (l0 <= i < l1 or v0 <= i < v1) and out[i] != "\n":
                    out[i] = " "
            if text[l1 - 1] != ":":
                out[l1] = ":"
    if "<dt" in text:
        for m in _TERM_THEN_DESCRIPTION.finditer(text):
            label = m.group(1).strip()
            if not _is_label(label):
                continue
            for i in range(m.start(), m.end()):  # the line break between too: one form line
                if not m.start(1) <= i < m.end(1):
                    out[i] = " "
            if not label.endswith(":"):
                out[m.start(1) + len(m.group(1).rstrip())] = ":"
    return "".join(out)


Pair = tuple[re.Match[str], tuple[int, int], tuple[int, int]]


def _tables(text: str) -> list[list[Pair | None]]:
    """Runs of consecutive rows (only white space between them); a row that is no two-cell pair of one
    text run each is None."""
    tables: list[list[Pair | None]] = []
    last_end = -1
    for row in _ROW.finditer(text):
        if last_end < 0 or text[last_end : row.start()].strip():
            tables.append([])
        last_end = row.end()
        cells = list(_CELL.finditer(text, row.start(2), row.end(2)))
        pair = None
        if len(cells) == 2:
            label = _visible(text, cells[0].start(2), cells[0].end(2))
            value = _visible(text, cells[1].start(2), cells[1].end(2))
            if label is not None and value is not None:
                pair = (row, label, value)
        tables[-1].append(pair)
    return tables


def _is_form(text: str, table: list[Pair | None]) -> bool:
    """Every row a pair whose first cell reads as a label and not as a person's name, and some value
    holding a digit or an address sign: a form's labels and values, not a two-column table of people
    (``Kofi Boateng | nephew``) or a header over its rows (``Name | Date of birth``)."""
    if not table or any(pair is None for pair in table):
        return False
    for _, (l0, l1), _ in table:
        if not _is_label(text[l0:l1].rstrip(":").strip()):
            return False
    return any(any(ch.isdigit() or ch == "@" for ch in text[v0:v1]) for _, _, (v0, v1) in table)


def _is_label(label: str) -> bool:
    """Short, letters, no digits, not shaped as a name unless a word says it is a label."""
    return bool(_LABEL.fullmatch(label)) and not (
        _NAME_SHAPED.fullmatch(label) and not _LABEL_WORDS.intersection(label.lower().split())
    )


def _visible(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The first to the last character of the cell's one run of text between tags; None when the cell
    holds text in two places (a nested table, a formatted value)."""
    runs = []
    pos = start
    for m in list(MARKUP_TAG.finditer(text, start, end)) + [None]:
        stop = m.start() if m else end
        chunk = text[pos:stop]
        if chunk.strip():
            lead = len(chunk) - len(chunk.lstrip())
            runs.append((pos + lead, pos + len(chunk.rstrip())))
        if m is None:
            break
        pos = m.end()
    return runs[0] if len(runs) == 1 else None
