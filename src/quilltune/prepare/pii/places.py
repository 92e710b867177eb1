"""Street addresses, Canadian postal codes, and dates marked as birth dates.

A Canadian postal code is its own span (the address stops before it); a US ZIP code is part of
the address it ends.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.spans import Span

_POSTAL = re.compile(
    r"[ABCEGHJ-NPRSTVXY](?<![\w-][A-Z])\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\w-])"
)

_STREET_TYPES = (
    r"Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Lane|Ln\.?|Court|Crt\.?|Ct\.?|"
    r"Crescent|Cres\.?|Way|Place|Pl\.?|Terrace|Parkway|Pkwy\.?|Highway|Hwy\.?|Circle|Cir\.?|Trail|"
    r"Square|Sq\.?|Row|Gate|Heights|Grove|Close|Path|Line|Sideroad|Concession|Rue|Chemin|Route"
)
_DIRECTION = r"(?:\s+(?:(?:East|West|North|South|NE|NW|SE|SW)\b|[ENWS]\b\.?))?"
_PROVINCES = (
    r"Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|"
    r"Newfoundland and Labrador|Prince Edward Island|Yukon|Northwest Territories|Nunavut|"
    r"ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU"
)
_STATES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    r"NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|"
    r"Alabama|Alaska|Arizona|California|Colorado|Connecticut|Delaware|Florida|Georgia|Illinois|"
    r"Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
    r"Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|"
    r"North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
    r"South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)
_UNIT = r"(?:(?:Suite|Unit|Apt\.?|Apartment|Room|Floor|#)\s*[\w-]+)"
_FIRST_WORD = r"(?:[A-Z][\w'’.-]*|\d{1,3}(?:st|nd|rd|th))"
_NAME_WORD = rf"(?:{_FIRST_WORD}|de|du|la|of|the)"
_CITY = r"[A-Z][a-zA-Zéèêç'’.-]+(?:[ -][A-Z][a-zA-Zéèêç'’.-]+){0,2}"

_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,6})?[ \t]+"  # civic number, 5-123 form
    # The street name stays on the civic number's line: across lines "25\nOrder of Court" is a
    # statute's section number and heading.
    rf"(?:{_FIRST_WORD}[ \t]+(?:{_NAME_WORD}[ \t]+){{0,3}}?(?:{_STREET_TYPES})(?![\w])"
    rf"|(?:Rue|Chemin|Boulevard|Avenue|Route|Place|Côte)[ \t]+(?:{_NAME_WORD}[ -]){{0,3}}{_FIRST_WORD})"
    + _DIRECTION
    + rf"(?:,?\s+{_UNIT})?"
    rf"(?:,\s*{_CITY}(?=,|\s+(?:{_PROVINCES}|{_STATES})\b|\s+[A-Z]\d[A-Z]|[.;)]?(?:\s|$))"
    # ... or the city on the next line / after a space, when a province or state follows it
    rf"|(?:[ \t]*\n[ \t]*|[ \t]+){_CITY}(?=,?[ \t]+(?:{_PROVINCES}|{_STATES})\b))?"
    rf"(?:,?\s*(?:{_PROVINCES}|{_STATES})\b)?"
    r"(?:,?\s+\d{5}(?:-\d{4})?(?!\d))?"
)
_UNIT_BEFORE = re.compile(rf"{_UNIT}[ \t]*[,\-–]?\s*$")
# Québec style: "4512, rue Saint-Denis, Montréal (Québec)", "1200, boul. René-Lévesque Ouest, app. 4".
_FR_STREET_HINT = re.compile(r"\d,? (?:rue|av|bou|blvd|ch|rang|place|côte|mont|route|all|imp|prom)")
_FR_ADDRESS = re.compile(
    r"\d(?<![\w$.,/-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,6})?,?[ \t]+"
    r"(?:rue|avenue|av\.|boulevard|boul\.|blvd\.?|chemin|ch\.|rang|place|côte|montée|route|allée|impasse|promenade)[ \t]+"
    r"(?:(?:de la|de l['’]|du|des|de|d['’])[ \t]*)?[A-ZÀ-Ý][\w'’.-]*(?:[ -](?:[A-ZÀ-Ý][\w'’.-]*|de|du|la))"
    r"{0,3}(?:[ \t]+(?:Est|Ouest|Nord|Sud))?"
    r"(?:,[ \t]*(?:app\.|appartement|bureau|suite|unité)[ \t]*[\w-]+)?"
    rf"(?:,[ \t]*{_CITY}(?:[ \t]*\((?:Québec|Quebec|Ontario|Nouveau-Brunswick|Manitoba|QC|ON|NB)\))?)?"
)  # "Unit 5, 123 Main Street": the unit comes first
_PO_BOX = re.compile(
    r"P(?<![\w]P)(?:\.?\s?O\.?\s?Box|ost Office Box)\s+\d{1,6}"
    rf"(?:,\s*(?:Station|Stn\.?)\s+[\w ]{{1,20}}?)?(?:,\s*{_CITY})?(?:,?\s*(?:{_PROVINCES}|{_STATES})\b)?"
    r"(?:,?\s+\d{5}(?:-\d{4})?(?!\d))?"
)

_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?)"
)
_MONTH_FR = r"(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)"
_DAY_WORD = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
    r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-\w+|thirtieth|thirty-first)"
)
_DATE = (
    rf"(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?{_MONTH},?\s+\d{{4}}"
    rf"|(?:the\s+)?{_DAY_WORD}\s+day\s+of\s+{_MONTH},?\s+\d{{4}}"
    rf"|(?:1er|\d{{1,2}})\s+{_MONTH_FR}\s+\d{{4}}"
    rf"|\d{{1,2}}[-/ ]{_MONTH}[-/ ]\d{{4}}"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|\d{1,2}-\d{1,2}-\d{4}|\d{4}/\d{2}/\d{2}|\d{1,2}\.\d{1,2}\.\d{4})"
)
_DOB = re.compile(
    r"(?:\bborn(?:\s+on)?|\bdate\s+of\s+birth|\bbirth\s*date|\bbirthdate|\bd\.?o\.?b\.?|\bdob|"
    r"\bdate\s+de\s+naissance|\bnée?\s+le|\bné\s+le|\bdate_of_birth|\bbirth_date)"
    rf"\s*(?:\(\w+\)\s*)?[:\-–]?\s*(?:is\s+|was\s+|of\s+|as\s+|on\s+)?({_DATE})",
    re.IGNORECASE,
)


def find_postal_code(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for m in _POSTAL.finditer(text):
        yield Span(m.start(), m.end(), "POSTAL_CODE")


# "s. 48 of the Highway Traffic Act" and "page 12 Main Street" are references, not civic numbers.
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:s|ss|c|ch|art|r|no|p|pp|para|item)\.|section|subsection|paragraph|rule|page|part)\s*$",
    re.IGNORECASE,
)


def find_address(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001 (civic numbers are short)
    patterns = [_ADDRESS, _PO_BOX]
    if _FR_STREET_HINT.search(text):
        patterns.append(_FR_ADDRESS)
    for pattern in patterns:
        for m in pattern.finditer(text):
            head = text[max(0, m.start() - 30) : m.start()]
            if _REFERENCE_BEFORE.search(head[-12:]):
                continue
            unit = _UNIT_BEFORE.search(head)
            start = m.start() - (len(head) - unit.start()) if unit else m.start()
            value = m.group().rstrip(" ,")
            if re.search(r"[a-z]{4,}\.$", value):  # a sentence end, not an abbreviation like "St."
                value = value[:-1]
            yield Span(start, m.start() + len(value), "ADDRESS")


_DOB_HINT = re.compile(r"born|birth|dob|d\.o\.b|naissance|né")


def find_date_of_birth(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    # A case-insensitive scan of the whole text is slow; find the cue words on a lower-cased copy,
    # then match the full pattern only around them.
    lowered = text.lower()
    if len(lowered) != len(text):  # a few characters lower-case to two: offsets would drift
        lowered = text
    seen = -1
    for hint in _DOB_HINT.finditer(lowered):
        m = _DOB.search(text, max(0, hint.start() - 9, seen), min(len(text), hint.end() + 60))
        if m is not None and m.start(1) >= seen:
            seen = m.end(1)
            yield Span(m.start(1), m.end(1), "DATE_OF_BIRTH")


_CSV_DOB_HEADER = re.compile(r"(?:date[ _]of[ _]birth|dob|birth[ _]?date|d\.o\.b\.?)\s*$", re.IGNORECASE)
_CSV_HEADER_HINT = re.compile(r"birth|dob|d\.o\.b")
_CSV_DATE = re.compile(rf"(?:{_DATE})$")


def find_csv_date_of_birth(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    """A table whose header names a birth-date column: that column's dates, row by row."""
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = text
    for hint in _CSV_HEADER_HINT.finditer(lowered):
        line_start = text.rfind("\n", 0, hint.start()) + 1
        line_end = text.find("\n", hint.start())
        line_end = len(text) if line_end == -1 else line_end
        header = text[line_start:line_end]
        sep = next((c for c in ",;\t" if c in header), None)
        if sep is None:
            continue
        cells = header.split(sep)
        column = next(
            (
                i
                for i, c in enumerate(cells)
                if _CSV_DOB_HEADER.fullmatch(c.strip()) or _CSV_DOB_HEADER.match(c.strip())
            ),
            None,
        )
        if column is None:
            continue
        pos = line_end
        while pos < len(text):
            end = text.find("\n", pos + 1)
            end = len(text) if end == -1 else end
            row = text[pos + 1 : end]
            cells = row.split(sep)
            if len(cells) <= column or not row.strip():
                break
            offset = pos + 1 + sum(len(c) + 1 for c in cells[:column])
            cell = cells[column].strip()
            if cell and _CSV_DATE.match(cell):
                start = text.index(cell, offset)
                yield Span(start, start + len(cell), "DATE_OF_BIRTH")
            pos = end


FINDERS = (find_postal_code, find_address, find_date_of_birth, find_csv_date_of_birth)
