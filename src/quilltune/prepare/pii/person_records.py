"""PERSON rule for a list of people written as records (round 24): each row a person's name, then
what a file keeps about that person, a birth date, a relationship, a telephone number.

    • Sok Dara, 7 avril 1972, other, 1-450-925-6069
    Park Jihoon | 29.06.2002 | other | (604) 406-7456
    DAS, Suresh   Mar. 8, 1970   other   1-519-340-6200
    GOWDA, Prakash / — / other / (330) 929-8579

No header names the column, and the name may be in no list the detector holds (a mononym, a
surname-first romanisation): the row's other cells say whose row it is. A row is read when it has at
least three cells, one of them a telephone number and one a date or an empty-date dash, and its first
cell is shaped as a name (one to five capitalised or uncased words, no digits) that the legal veto
keeps. The cells are split on the row's own separator (bars, tabs, " / ", wide spaces, or ", " with
a ``SURNAME, Given`` first cell kept whole); markup tags on the line are read as spaces.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from quilltune.prepare.pii.context import MARKUP_TAG
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.spans import Span

# A telephone number as a cell: digits with the usual punctuation, 7 to 15 digits.
_PHONE_CELL = re.compile(r"\+?[\d(][\d ().-]{5,20}\d(?:[ \t]*(?:x|ext\.?)[ \t]*\d{1,5})?")
_PHONE_IN_TEXT = re.compile(r"\d[\d ().-]{5,20}\d")
_YEAR = re.compile(
    r"(?<!\d)(?:18|19|20)\d\d(?!\d)|\d{1,2}[./-]\d{1,2}[./-]\d{2}\b|年|nineteen|two thousand", re.I
)
_NUMERIC_DATE = re.compile(r"\d{1,4}([./-])\d{1,2}\1\d{1,4}")
# A header row's own marks (wiki "!", "|=", "|_.", "^") and its separators.
_HEADER_MARKS = re.compile(r"^[ \t]*(?:!|\|=|\|_\.|\^)|(?<=[|!])(?:=|_\.)|\*\*|__")
_HEADER_SPLIT = re.compile(r"!!|\|\||\|=?|\t| / |[ \t]{3,}|\^")
_NOT_PEOPLE_HEADER = re.compile(
    r"compan|bank|institution|employer|agency|organi[sz]ation|creditor|lender|business|firm|insurer|issuer|"
    r"merchant|vendor|provider|court|office"
)
_BARE_YEAR = re.compile(r"(?:18|19|20)\d\d")
_DASHES = frozenset({"—", "–", "-", "--", "n/a", "N/A", "?", "unknown"})
_LEAD = re.compile(r"[ \t]*(?:[•*·▪‣◦-][ \t]+|\d{1,2}[.)][ \t]+)?")
_SURNAME_COMMA = re.compile(r"[^\W\d_][^\W\d_'’ -]*, [^\W\d_]")
_NAME_WORD = re.compile(r"(?:[^\W\d_]\.|[^\W\d_][^\W\d_'’.-]*)")
_WIDE = re.compile(r"[ \t]{3,}|\t")


def record_names(text: str) -> list[Span]:
    """The name that starts each person record row of ``text``."""
    return [Span(row.name_start, row.name_end, "PERSON") for row in record_rows(text)]


class Record(NamedTuple):
    name_start: int
    name_end: int
    dates: tuple[tuple[int, int], ...]  # the row's date cells (a dash is no date)
    date_headers: tuple[str, ...]  # the header's words over each date cell, "" where no header names it


def record_rows(text: str) -> Iterator[Record]:
    """Each person record row of ``text``: its name and its date cells, as offsets in ``text``."""
    seen_lines: set[int] = set()
    for m in _PHONE_IN_TEXT.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        if start in seen_lines:
            continue
        seen_lines.add(start)
        end = text.find("\n", m.end())
        row = _record(text, start, len(text) if end < 0 else end)
        if row is not None:
            yield row


def _record(text: str, start: int, end: int) -> Record | None:
    line = text[start:end]
    if "<" in line:
        line = MARKUP_TAG.sub(lambda m: " " * len(m.group()), line)
    lead = _LEAD.match(line).end()
    cells = _cells(line, lead)
    if len(cells) < 3:
        return None
    values = [line[a:b] for a, b in cells]
    if not any(_is_phone(v) for v in values[1:]):
        return None
    dates = tuple(
        (start + a, start + b)
        for (a, b), v in zip(cells[1:], values[1:], strict=True)
        if _YEAR.search(v) and not _is_phone(v)
    )
    if not dates and not any(v in _DASHES for v in values[1:]):
        return None
    a, b = cells[0]
    paren = line.find(" (", a, b)  # "Napha Srisuk (นภา ศรีสุข)": the name before its other writing
    if paren != -1:
        b = paren
    words = line[a:b].split()
    if not 1 <= len(words) <= 5 or len(line[a:b]) > 50:
        return None
    if not all(_NAME_WORD.fullmatch(w.rstrip(",")) and (w[0].isupper() or not w[0].islower()) for w in words):
        return None
    header = _header_above(text, start, len(cells))
    if header and _NOT_PEOPLE_HEADER.search(header[0]):
        return None  # "Company | Account | Opened": the rows are firms' accounts
    if not is_private_person(text, start + a, start + b, allow_caps=True):
        return None
    index = {c: i for i, c in enumerate(cells)}
    headers = tuple(header[index[(d0 - start, d1 - start)]] if header else "" for d0, d1 in dates)
    return Record(start + a, start + b, dates, headers)


def _header_above(text: str, start: int, width: int) -> list[str]:
    """The header cells of the table the row at ``start`` belongs to: the nearest line above, in the
    same block of lines, that holds separators and no digit, split in as many cells as the row."""
    at = start
    for _ in range(40):
        if at <= 0:
            return []
        prev = text.rfind("\n", 0, at - 1) + 1
        line = text[prev : at - 1]
        at = prev
        if not line.strip():
            return []
        if any(ch.isdigit() for ch in line):
            continue
        body = _HEADER_MARKS.sub(" ", line)
        cells = [c.strip().lower() for c in _HEADER_SPLIT.split(body) if c.strip()]
        if len(cells) == width and not any(c.endswith(":") for c in cells):
            return cells
        if len(cells) > 1 or any(ch.isalpha() for ch in body):
            return []  # another table's header, or a heading or prose line: the table starts below it
    return []


def _is_phone(cell: str) -> bool:
    """A telephone number: not a numeric date, nor a card's 15 or 16 digits."""
    return (
        _PHONE_CELL.fullmatch(cell) is not None
        and _NUMERIC_DATE.fullmatch(cell) is None
        and sum(ch.isdigit() for ch in cell.split("x")[0]) <= 13
    )


def _cells(line: str, lead: int) -> list[tuple[int, int]]:
    """The row's cells as (start, end) in ``line``, split on the first separator the row uses."""
    body = line[lead:]
    if "|" in body:
        parts = _split(line, lead, re.compile(r"\|"))
    elif " / " in body:
        parts = _split(line, lead, re.compile(r" / "))
    elif _WIDE.search(body):
        parts = _split(line, lead, _WIDE)
    elif ", " in body:
        parts = _split(line, lead, re.compile(r", "))
        if len(parts) > 1 and _SURNAME_COMMA.fullmatch(line[parts[0][0] : parts[1][0] + 1]):
            parts = [(parts[0][0], parts[1][1]), *parts[2:]]  # "MACDHÒMHNAILL, Calum, 1960-06-04, …"
        merged: list[tuple[int, int]] = []
        for a, b in parts:  # "…, the 11th day of March, 1942, …": a date's own comma before its year
            if (
                merged
                and _BARE_YEAR.fullmatch(line[a:b])
                and not _YEAR.search(line[merged[-1][0] : merged[-1][1]])
            ):
                merged[-1] = (merged[-1][0], b)
            else:
                merged.append((a, b))
        parts = merged
    else:
        return []
    return [(a, b) for a, b in parts if b > a]


def _split(line: str, lead: int, separator: re.Pattern[str]) -> list[tuple[int, int]]:
    out, at = [], lead
    for m in separator.finditer(line, lead):
        out.append(_stripped(line, at, m.start()))
        at = m.end()
    out.append(_stripped(line, at, len(line)))
    return out


def _stripped(line: str, a: int, b: int) -> tuple[int, int]:
    while a < b and line[a] in " \t":
        a += 1
    while b > a and line[b - 1] in " \t":
        b -= 1
    return a, b
