"""A birth date, a driver's licence or a health number whose key names it, in any record syntax
(round 19, written against no set's misses: a generalisation of the label rules).

The label rules (``places._DOB``, ``numbers._DL_LABEL``, ``numbers._HEALTH_LABEL``) read a label and a
short list of connectors. Exports write the same fields as keys of every shape: ``"BirthDt": "…"``,
``patient.date_of_birth => …``, ``| DOB_YYYYMMDD | …``, ``driverLicenceNo=…``, ``<HealthCardNumber>…``.
Here the key is one token that holds the field's word (``birth``, ``licence``, ``health`` …), the
separator only punctuation and spaces (a key's quotes, ``=``, ``:``, ``=>``, a cell's bar, a tag's
bracket), and the value has the field's shape. A date beside a word about birth in prose ("born in
Lagos and arrived on 2019-05-01") is not read: letters between key and value end the match.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.literals import folded_finditer
from quilltune.prepare.pii.places import _DATE
from quilltune.prepare.pii.spans import Span

# Between a key and its value: quotes, brackets, braces, =, :, >, a bar, a tab, spaces; no letter, no digit.
_SEPARATOR = (
    r"[\"'`]?(?:[ \t]*[:=>|\]}\[{)(<>/\"'`—–-]+[ \t]*|[ \t]{2,}|\t)[\"'`{\[(]?[ \t]*"
    # round 28: DynamoDB's typed value ("bank_account_number": {"S": "…"})
    r"(?:\{?[ \t]*\"[SN]\":[ \t]*\"?)?"
)
_KEY_TAIL = r"[\w.-]{0,24}"
_BIRTH_KEY = re.compile(
    r"(?i:birth|dob|d\.o\.b|born|naissance|nacimiento|geburt|nascimento|nascita"
    # round 28: keys made of a participle or a shortened label ("nee_le", "natoa_il", "date_de_naiss"); each
    # opens with a literal of its own (a class would make the literal scan try every "n")
    r"|naiss|nee_le|ne_le|nato_il|nata_il|natoa_il|nacid[oa]_el|geb_?dat|geboren)"
    + _KEY_TAIL
    + _SEPARATOR
    + rf"({_DATE})",
    re.IGNORECASE,
)
_LICENCE_KEY = re.compile(
    r"(?i:driver|licen[cs]e|licno|lic_n[or]|dl_|dl[ _.-]?(?:no|num|number|#)|permis[ _]de[ _]conduire"
    r"|fuhrerschein|fuehrerschein|rijbewijs|carta_de_condu|licencia_de_conduc)"  # round 28
    + _KEY_TAIL
    + _SEPARATOR
    + r"([A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){5,19})(?![\w-])"
)
_HEALTH_KEY = re.compile(
    r"(?i:health|ohip|ramq|medicare|phn\b|hcn\b|msp[ _]|carte[ _]?sant|assurance[ _-]?maladie|n\.a\.m\.)"
    + _KEY_TAIL
    + _SEPARATOR
    + r"([A-Z]{4}[ -]?\d{4}[ -]?\d{4}|\d(?:[ -]?\d){7,11}(?:[ -]?[A-Z]{2})?)(?![\w-])"
)
# What a licence key may also name: a vehicle's plate, a business's or a professional's licence, a
# licence's class or dates.
_NOT_DRIVING = re.compile(
    r"(?i:plate|business|class|expir|issue|date|type|status|marriage|liquor|practi|firearm)"
)


def _key_of(text: str, m: re.Match[str]) -> str:
    """The key and the words before it on its line ("Business licence: "), up to 30 characters."""
    line_start = text.rfind("\n", 0, m.start()) + 1
    return text[max(line_start, m.start() - 30) : m.start(1)]


def find_keyed_birth_dates(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for m in folded_finditer(_BIRTH_KEY, text):
        if not _starts_key(text, m.start()):
            continue
        yield Span(m.start(1), m.end(1), "DATE_OF_BIRTH")


def find_keyed_licences(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for m in folded_finditer(_LICENCE_KEY, text):
        value = m.group(1)
        if not _starts_key(text, m.start()) or _NOT_DRIVING.search(_key_of(text, m)):
            continue
        if (key := text[m.start() : m.start(1)]).rstrip().endswith("(") and key.isupper():
            continue  # a heading's form number: "ACQUISITION LICENCE (RCMP 5592)" (round 29)
        digits_in = sum(ch.isdigit() for ch in value)
        if digits_in >= 5 or (digits_in >= 3 and len(value) >= 8):  # round 28: "GAGNOED837YS"
            yield Span(m.start(1), m.end(1), "DRIVERS_LICENSE")


def find_keyed_health_numbers(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for m in folded_finditer(_HEALTH_KEY, text):
        if _starts_key(text, m.start()):
            yield Span(m.start(1), m.end(1), "HEALTH_CARD")


def _starts_key(text: str, at: int) -> bool:
    """The key word opens its token or follows another key word ("patient_dob", "DateOfBirth"):
    not the tail of a longer word ("reborn")."""
    if at == 0:
        return True
    before = text[at - 1]
    if not before.isalpha() or (before.islower() and text[at].isupper()):
        return True
    return (
        text[max(0, at - 6) : at].lower().endswith(("dateof", "date", "of"))
    )  # "dateofbirth", "datenaissance"


FINDERS = (find_keyed_birth_dates, find_keyed_licences, find_keyed_health_numbers)
