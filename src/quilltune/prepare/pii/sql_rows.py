"""Cells of SQL ``INSERT INTO t (col, …) VALUES (…), (…);`` statements, named by their column.

A database dump is a table whose header is the column list and whose rows are tuples; a quoted
value may hold the separator (``'Ogola, Omondi'``) and escapes its quote by doubling it. The
table readers (``context.table_cells``) take these cells as they take a CSV's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

_INSERT = re.compile(
    r"insert[ \t]+into[ \t]+[`\"\[]?[\w.]+[`\"\]]?[ \t]*\(([^()\n]{1,400})\)\s*values\s*", re.I
)
_MAX_ROWS = 10_000


def sql_cells(text: str, lowered: str, column: Callable[[str], bool]) -> Iterator[tuple[str, int, int]]:
    """(column name, start, end) of each quoted or bare value under a column ``column`` accepts."""
    if "values" not in lowered or "insert" not in lowered:
        return
    for m in _INSERT.finditer(text):
        names = [c.strip().strip("`\"[]'").lower() for c in m.group(1).split(",")]
        wanted = {i for i, c in enumerate(names) if c and column(c)}
        if not wanted:
            continue
        pos, rows = m.end(), 0
        while pos < len(text) and text[pos] == "(" and rows < _MAX_ROWS:
            values, pos = _tuple(text, pos + 1)
            if values is None:
                break
            if len(values) == len(names):
                for i in wanted:
                    a, b = values[i]
                    if b > a and text[a:b].upper() != "NULL":
                        yield names[i], a, b
            rows += 1
            while pos < len(text) and text[pos] in " \t\r\n,":
                pos += 1


def _tuple(text: str, pos: int) -> tuple[list[tuple[int, int]] | None, int]:
    """The values of one tuple whose ``(`` ends before ``pos``, and the position after its ``)``."""
    values: list[tuple[int, int]] = []
    while pos < len(text):
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos < len(text) and text[pos] == "'":
            start = pos + 1
            pos = start
            while pos < len(text):
                if text[pos] == "\\":
                    pos += 2
                    continue
                if text[pos] == "'":
                    if text[pos + 1 : pos + 2] == "'":
                        pos += 2
                        continue
                    break
                if text[pos] == "\n":
                    return None, pos
                pos += 1
            values.append((start, pos))
            pos += 1
        else:
            start = pos
            while pos < len(text) and text[pos] not in ",)\n":
                pos += 1
            values.append((start, start + len(text[start:pos].rstrip())))
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos >= len(text) or text[pos] not in ",)":
            return None, pos
        if text[pos] == ")":
            return values, pos + 1
        pos += 1
    return None, pos
