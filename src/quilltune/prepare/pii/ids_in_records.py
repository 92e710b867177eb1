"""An identity number that a person's record files under a bare ``ID`` key (round 18).

``ID:            620831479`` on a claim form, ``:ID: 094 34 0127`` in an Org drawer,
``id = "025 46 1165"`` in TOML, ``"id": "323706531"`` in a JSON line, ``borrower.id_number = …``, an
aligned ``Identifier            889 87 8540``, "credit check; identifier 625 93 0544": the key says only
"identifier", but beside a person's birth date it is that person's identity document (beside a name
only, it is as often the record's own number: a JSON export's ``"id"`` before its ``"display_name"``).
The value's shape names it: an SSN (3-2-4 with a valid area), a SIN (nine digits with a valid check
digit), else, in a licence's shape, the photo licence most often shown (as ``numbers._DL_LABEL``
reports "Photo ID"). Record numbers (``USR-2024-147237``, ``INC6626135``), dates and values with fewer
than six digits stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from stdnum.ca import sin as std_sin
from stdnum.us import ssn as std_ssn

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.literals import lowered_text
from quilltune.prepare.pii.spans import Span

_ID_FIELD = re.compile(
    r"(?:^[ \t]*(?:[-*•][ \t]*)?:?|\"|;[ \t]*)(?:[A-Za-z]+[._])*"
    r"(?:ID|Id|id|[Ii]dentifier|IDENTIFIER|id_number|ID[ \t]+(?:number|no\.?))"
    r"(?:\"[ \t]*:|:|[ \t]*=|[ \t]{2,}|[ \t](?=\d))[ \t]*\"?"
    r"([A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){5,22})(?=\"|[ \t]*(?:$|[,;}|]))",
    re.MULTILINE,
)
_RECORD_NUMBER = re.compile(r"[A-Z]{2,6}-\d{4}-\d+|\d{4}-\d{2}-\d{2}")
_BIRTH_KEY = re.compile(
    r"(?i:\b(?:dob|birth|born|birth[ _]?date|date[ _]of[ _]birth|naissance|nacimiento)\b)[\"']?(?:[ \t]*[:=]|[ \t]{2,})"
)
_BIRTH_WORDS = ("dob", "birth", "born", "naissance", "nacimiento")
_SSN_SHAPE = re.compile(r"\d{3}([ -])\d{2}\1\d{4}")
_REACH = 300


# Licence numbers as provinces and states write them (a letter and digits, Québec's and Florida's
# groups, Alberta's 6-3, plain digits, India's state-and-year prefix): a record's own number
# ("INC6626135", "31-8851130", "POL 80-904-2867", an ISBN) has none of these shapes.
_LICENCE = re.compile(
    r"[A-Z]\d{6,12}|[A-Z]\d{4}-\d{5,6}-\d{2,5}|\d{6}-\d{3}|\d{7,9}|[A-Z]{2}\d{2}[ -]?\d{11}"
    r"|[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d|[A-Z]\d{3}-\d{4}-\d{4}"
)


def _label(value: str) -> str | None:
    digits = re.sub(r"\D", "", value)
    if _SSN_SHAPE.fullmatch(value) and std_ssn.is_valid(digits):
        return "SSN"
    if (
        len(digits) == 9
        and re.fullmatch(r"\d{9}|\d{3}([ -])\d{3}\1\d{3}", value)
        and std_sin.is_valid(digits)
    ):
        return "SIN"
    return "DRIVERS_LICENSE" if _LICENCE.fullmatch(value) else None


def find_record_ids(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if "id" not in text and "ID" not in text and "Id" not in text:
        return
    lowered = lowered_text(text)
    if not any(word in lowered for word in _BIRTH_WORDS):
        return  # no birth date anywhere, so no ID beside one (a statute: skipped in C)
    for m in _ID_FIELD.finditer(text):
        value = m.group(1)
        if sum(ch.isdigit() for ch in value) < 6 or _RECORD_NUMBER.fullmatch(value):
            continue
        if not _BIRTH_KEY.search(text, max(0, m.start() - _REACH), min(len(text), m.end() + _REACH)):
            continue
        label = _label(value)
        if label is not None:
            yield Span(m.start(1), m.end(1), label)
