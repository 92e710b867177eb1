"""Cells of fixed-width tables whose header is underlined by a rule of dashes, one run per column
(round 27).

A report printed for a court file, a register, ``psql``'s and ``mysql``'s aligned output, a
reStructuredText simple table and a PDF's text layer all write a table this way::

    Name as shown on ID   DoB              Personal Health Number
    -------------------   --------------   ----------------------
    Dwyer, Duncan         May 21, 1984     9193 754 803

The rule's runs say where each column starts, so a value is read under its header however far
apart the two stand, a long value may overflow into the next column's width, and an empty cell
shifts nothing. The table readers (``context.table_cells``) take these cells as they take a CSV's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

_RULE_CHARS = "-=─━"
_RULE = re.compile(r"^[ \t]*[-=─━]{3,}(?:[ \t]+[-=─━]{3,})+[ \t]*$", re.MULTILINE)
_RUN = re.compile(r"[-=─━]+")
_GAP = re.compile(r" {2,}|\t")
_MAX_ROWS = 10_000


def _is_rule(line: str) -> bool:
    return bool(line.strip()) and _RULE.fullmatch(line) is not None


def _row_cells(row: str, starts: list[int]) -> dict[int, tuple[int, int]]:
    """Column index → (start, end) of the value that starts in that column's width. A value ends at
    two spaces, or at one space where the next column's run starts."""
    cuts = {m.end() for m in _GAP.finditer(row)}
    cuts |= {a for a in starts if 0 < a < len(row) and row[a - 1] == " " and row[a] != " "}
    cells: dict[int, tuple[int, int]] = {}
    at = len(row) - len(row.lstrip(" \t"))
    for cut in sorted(c for c in cuts if c > at) + [len(row)]:
        value = row[at:cut].rstrip(" \t")
        if value:
            column = max((i for i, a in enumerate(starts) if a <= at), default=None)
            if column is None or column in cells:
                return {}  # a value left of the first column, or two in one column: not this table's row
            cells[column] = (at, at + len(value))
        at = cut
    return cells


@lru_cache(maxsize=4)
def _rules(text: str) -> tuple[re.Match[str], ...]:
    """The text's rule lines, found once for the many table readers that ask."""
    if not any(c * 3 in text for c in _RULE_CHARS):
        return ()
    return tuple(_RULE.finditer(text))


def ruled_cells(text: str, column: Callable[[str], bool]) -> Iterator[tuple[str, int, int]]:
    """(header cell lower-cased, start, end) of each value under a ruled header that ``column``
    accepts, row by row down to a blank line or the next rule."""
    for rule in _rules(text):
        above_end = rule.start() - 1
        if above_end <= 0:
            continue
        header_start = text.rfind("\n", 0, above_end) + 1
        header = text[header_start:above_end]
        if not header.strip() or _is_rule(header):
            continue
        runs = [(m.start(), m.end()) for m in _RUN.finditer(rule.group())]
        starts = [a for a, _ in runs]
        names = [
            header[a : starts[i + 1] if i + 1 < len(starts) else len(header)] for i, (a, _) in enumerate(runs)
        ]
        names = [" ".join(n.split()).lower() for n in names]
        wanted = {i for i, name in enumerate(names) if name and column(name)}
        if not wanted:
            continue
        pos, rows = rule.end(), 0
        while pos < len(text) and rows < _MAX_ROWS:
            end = text.find("\n", pos + 1)
            end = len(text) if end == -1 else end
            row = text[pos + 1 : end]
            if not row.strip() or _is_rule(row):
                break
            for i, (a, b) in sorted(_row_cells(row, starts).items()):
                if i in wanted:
                    yield names[i], pos + 1 + a, pos + 1 + b
            pos, rows = end, rows + 1
