"""Tables written in markup (round 22, written against no layout): HTML, WordprocessingML, DocBook,
OpenDocument and other XML tables whose rows and cells are elements, read by their header row.

A delimited table's header names its columns (``context.table_cells``); a markup table does the same
with a first row of cells. Here a row is a ``tr`` / ``w:tr`` / ``row`` / ``table:table-row`` element and
a cell a ``td`` / ``th`` / ``w:tc`` / ``entry`` / ``cell`` (TEI) / ``table:table-cell`` element (round 27:
DITA's ``sthead``/``strow`` rows of ``stentry`` cells, XSL-FO's ``fo:table-row``/``fo:table-cell`` and XAML's
``TableRow``/``TableCell`` too); a cell's value is its text
without the tags inside it, as (start, end) of its first to its last visible character.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from quilltune.prepare.pii.context import MARKUP_TAG

_ROW = re.compile(
    r"<(w:tr|tr|row|table:table-row|sthead|strow|fo:table-row|TableRow)\b[^<>]*>(.*?)</\1\s*>",
    re.DOTALL | re.IGNORECASE,
)
_CELL = re.compile(
    r"<(w:tc|td|th|entry|cell|table:table-cell|stentry|fo:table-cell|TableCell)\b[^<>]*>(.*?)</\1\s*>"
    r"|<(?:td|th|entry|cell|w:tc|table:table-cell|stentry|fo:table-cell|TableCell)\b[^<>]*/>",
    re.DOTALL | re.IGNORECASE,
)
_TABLE_END = re.compile(r"</(?:w:tbl|table|tgroup|tbody|table:table)\s*>", re.IGNORECASE)


def _cell_text(text: str, start: int, end: int) -> tuple[str, int, int]:
    """The cell's visible text (tags removed, spaces collapsed) and its first and last character."""
    pieces, first, last, pos = [], -1, -1, start
    for m in list(MARKUP_TAG.finditer(text, start, end)) + [None]:
        stop = m.start() if m else end
        chunk = text[pos:stop]
        if chunk.strip():
            lead = len(chunk) - len(chunk.lstrip())
            if first < 0:
                first = pos + lead
            last = pos + len(chunk.rstrip())
            pieces.append(chunk.strip())
        if m is None:
            break
        pos = m.end()
    return " ".join(pieces), first, last


def markup_table_cells(
    text: str, column: Callable[[str], bool], *, min_columns: int = 1
) -> Iterator[tuple[str, int, int]]:
    """Cells under a header cell that ``column`` accepts, as (header text, start, end), row by row to
    the table's end. ``min_columns``: a header row with fewer cells is none (a two-column table is
    often a form's labels and values, its first row "Name | Gemma Oakley" no header)."""
    if "<" not in text:
        return
    header: list[str] | None = None
    table_end = -1
    for row in _ROW.finditer(text):
        if header is not None and table_end != -1 and row.start() > table_end:
            header = None  # a new table: its own header row comes first
        cells = [
            _cell_text(text, c.start(2), c.end(2)) if c.group(2) is not None else ("", -1, -1)
            for c in _CELL.finditer(text, row.start(2), row.end(2))
        ]
        if not cells:
            continue
        names = [c[0].strip(" :").lower() for c in cells]
        # Only the table's first row is its header (round 24: a row's "brother" cell is a value, not a
        # new header because a column test accepts the word); a repeated header row is skipped.
        if header is None or names == header:
            if (
                len(names) >= min_columns
                and any(column(n) for n in names)
                and all(len(n) <= 40 for n in names)
            ):
                header = names
                end = _TABLE_END.search(text, row.end())
                table_end = end.start() if end else len(text)
            continue
        if len(cells) != len(header):
            continue
        for name, (value, start, end) in zip(header, cells, strict=True):
            if value and column(name):
                yield name, start, end
