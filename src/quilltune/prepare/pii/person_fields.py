"""PERSON rules for names that an export's fields hold: a calendar invite's ``ORGANIZER;CN=Ikechukwu Eze:``
and ``ATTENDEE;CN=…;ROLE=…``, a contact card's ``FN:`` and ``N:Surname;Given;;;``, a WebVTT caption's
voice ``<v Oğuz Yılmaz>``, an HTML form's ``<th>Emergency contact</th><td>Ċensu Camilleri</td>``, a
row whose first cell names the people the others list (``Timekeepers<TAB>Kadri Tamm<TAB>Migizi
Kakegamic``), a fixed-width report's person column (``Client      Matter      Receipts``), and a person
column's initials (a billing export's ``Timekeeper`` column: ``K.T.``).

The field says whose value it is; the value must still read as a private person's name
(``_is_name_value``): "Registry" or "Legal Aid Ontario" in such a field stays.
"""

from __future__ import annotations

import re

from quilltune.prepare.pii.context import lines_holding, table_cells
from quilltune.prepare.pii.person_beside import _NAME_COLUMN_HINT, _is_name_value, _name_column
from quilltune.prepare.pii.person_rules import is_private_person
from quilltune.prepare.pii.places_blocks import letter_blocks
from quilltune.prepare.pii.spans import Span

_CALENDAR_NAME = re.compile(r"^(?:ORGANIZER|ATTENDEE)[^:\n]*?;CN=\"?([^;:\"\n]{2,60})\"?[;:]", re.MULTILINE)
_HTML_FIELD = re.compile(
    r"<th[^<>\n]{0,40}>[ \t]*([^<>\n]{2,40}?)[ \t]*</th>[ \t]*<td[^<>\n]{0,40}>[ \t]*([^<>\n]{2,60}?)[ \t]*</td>"
)
# Round 18: an AsciiDoc table's row opens with its own bar ("|Reference |Iker Agirre").
_ROW_LABEL = re.compile(
    r"^[ \t]*(?:\|[ \t]*)?([A-Za-z][A-Za-z ]{2,30}?)s?[ \t]*(?:\t|[ \t]*\|[ \t]*)(.+)$", re.MULTILINE
)
_INITIALS_CELL = re.compile(r"[A-Z]\.(?:[A-Za-z]\.){1,3}")
_CARD_FULL_NAME = re.compile(r"^FN:[ \t]*([^\n;]{2,60}?)[ \t]*$", re.MULTILINE)
_CARD_NAME_PARTS = re.compile(r"^N:([^;\n]{2,40});([^;\n]{2,40});", re.MULTILINE)
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?[ \t]+([^<>\n]{2,60})>")


def field_names(text: str) -> list[Span]:
    out = []
    if "CN=" in text:
        for m in _CALENDAR_NAME.finditer(text):
            value = m.group(1).strip()
            start = m.start(1) + m.group(1).index(value)
            if _is_name_value(text, start, start + len(value), two_words=True):
                out.append(Span(start, start + len(value), "PERSON"))
    if "</th>" in text:
        for m in _HTML_FIELD.finditer(text):
            if _name_column(m.group(1).lower()) and _is_name_value(
                text, m.start(2), m.end(2), two_words=True
            ):
                out.append(Span(m.start(2), m.end(2), "PERSON"))
    if "BEGIN:VCARD" in text:
        for m in _CARD_FULL_NAME.finditer(text):
            if _is_name_value(text, m.start(1), m.end(1), two_words=True):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
        for m in _CARD_NAME_PARTS.finditer(text):
            # The card's own fields: "Magalhães da Costa", "binti Othman" are its surname.
            out += [
                Span(m.start(g), m.end(g), "PERSON")
                for g in (1, 2)
                if is_private_person(text, m.start(g), m.end(g))
            ]
    if "<v " in text or "<v." in text:
        for m in _VOICE.finditer(text):
            if _is_name_value(text, m.start(1), m.end(1)):
                out.append(Span(m.start(1), m.end(1), "PERSON"))
    return (
        out + _labelled_rows(text) + _initials_cells(text) + _fixed_width_names(text) + _aligned_fields(text)
    )


def _labelled_rows(text: str) -> list[Span]:
    """A row whose first cell is a person field ("Timekeepers", "Witnesses") and whose other cells are
    names, each one on its own."""
    if "\t" not in text and "|" not in text:
        return []
    out = []
    for m in _ROW_LABEL.finditer(text):
        if not _name_column(m.group(1).lower()):
            continue
        if m.group().lstrip().startswith("|") and m.group().rstrip().endswith("|"):
            continue  # a Markdown row (its header among them): the table readers take it
        at = m.start(2)
        for cell in re.split(r"\t|\|", m.group(2)):
            value = cell.strip()
            start = text.find(value, at) if value else -1
            at += len(cell) + 1
            if start >= 0 and _is_name_value(text, start, start + len(value), two_words=True):
                out.append(Span(start, start + len(value), "PERSON"))
    return out


def _initials_cells(text: str) -> list[Span]:
    if "." not in text or "\n" not in text:
        return []
    if not lines_holding(text, ("timekeeper", "lawyer", "initials", "staff", "officer", "clerk")):
        return []
    return [
        Span(start, end, "PERSON")
        for _, start, end in table_cells(text, _NAME_COLUMN_HINT, _name_column)
        if _INITIALS_CELL.fullmatch(text, start, end)
    ]


# A fixed-width report's column: a label, two spaces or more after it.
_COLUMN = re.compile(r"[A-Za-z][^\s\d]*(?: [^\s\d]+)*")


def _fixed_width_names(text: str) -> list[Span]:
    if "   " not in text:
        return []
    out = []
    for line_start, line_end in lines_holding(text, ("   ",), lowered=False):
        line = text[line_start:line_end]
        labels = list(_COLUMN.finditer(line))
        # A header: three labels or more, short, nothing else on the line.
        if len(line) > 200 or len(labels) < 3 or any(len(c.group()) > 30 for c in labels):
            continue
        if "".join(c.group() for c in labels).replace(" ", "") != line.replace(" ", ""):
            continue
        columns = [c for c in labels if _name_column(c.group().lower())]
        at = line_end
        while columns and at + 1 < len(text) and text[at] == "\n" and text[at + 1] != "\n":
            row_start, row_end = at + 1, text.find("\n", at + 1)
            row_end = len(text) if row_end == -1 else row_end
            for column in columns:
                start = row_start + column.start()
                if start >= row_end or text[start] == " " or (column.start() and text[start - 1] != " "):
                    continue
                gap = text.find("  ", start, row_end)
                end = row_end if gap == -1 else gap
                if _is_name_value(text, start, end):
                    out.append(Span(start, end, "PERSON"))
            at = row_end
    return out


# Round 17: a report's aligned field, label and value apart by three spaces or more and no colon
# ("Investigator            Chloé Gauthier-Leclerc", "Reference 1             Wiremu Pomare 1-778-…"),
# and a numbered one with its colon ("Reference 2: Gurung, Sarita — sarita@…").
_ALIGNED_FIELD = re.compile(
    r"^[ \t]*([A-Z][a-z]+(?: [a-z]+)?)(?: \d)?(?:[ ]{3,}|(?<=\d):[ \t]+)(\S[^\n]*)$", re.MULTILINE
)
_ALIGNED_ROLES = frozenset("investigator teller counterparty shipper consignee reference renter".split())
# The value's name ends where a number, an address or two spaces begin.
_VALUE_END = re.compile(r"[ \t]{2,}|[ \t]+(?=[+(\d—–-]|\S*@)")


def _aligned_fields(text: str) -> list[Span]:
    if "   " not in text and ":" not in text:
        return []
    out = []
    for m in _ALIGNED_FIELD.finditer(text):
        label = m.group(1).lower()
        if label not in _ALIGNED_ROLES and not _name_column(label):
            continue
        cut = _VALUE_END.search(m.group(2))
        value = m.group(2)[: cut.start()] if cut else m.group(2).rstrip()
        start = m.start(2)
        # "Witness        Interpreter": a fixed-width header's two labels, not a label and its value.
        if value and not _name_column(value.lower()) and _is_name_value(text, start, start + len(value)):
            out.append(Span(start, start + len(value), "PERSON"))
    return out


# Round 17: the line right above a letter's address block names its addressee or sender ("Frau Jovelyn
# Labajo⏎Hauptstraße 13⏎18108 Kassel", "Yerlan Zhumabayev⏎Goethestraße 44⏎61873 Bielefeld").
_ADDRESSEE = re.compile(
    r"[ \t]*(?:(?:Frau|Herrn?|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Mme|M\.)[ \t]+)?(\S[^\n]{1,60}?)[ \t]*\n"
)


def _addressees(text: str) -> list[Span]:
    out = []
    for start, _ in letter_blocks(text):
        above = text.rfind("\n", 0, max(0, start - 1)) + 1
        m = _ADDRESSEE.fullmatch(text, above, start)
        if m is None:
            continue
        value = m.group(1)
        if (
            " " in value
            and not any(ch.isdigit() for ch in value)
            and _is_name_value(text, m.start(1), m.end(1))
        ):
            out.append(Span(m.start(1), m.end(1), "PERSON"))
    return out
