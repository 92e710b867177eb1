"""Identifiers read by their table column (``find_table_ids``): a column headed SIN, SSN, a health plan, a
licence, an identity document or a bank account, in any table syntax ``table_cells`` and
``markup_table_cells`` read; each value still checked where a checksum exists. Split from ``numbers``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain

from stdnum.ca import sin as std_sin
from stdnum.us import ssn as std_ssn

from quilltune.prepare.pii.context import HAS_DIGIT, Regions, digits, table_cells
from quilltune.prepare.pii.markup_tables import markup_table_cells
from quilltune.prepare.pii.numbers import _ACCOUNT_VALUE, _HEALTH_LABEL_WORD
from quilltune.prepare.pii.spans import Span

_ID_COLUMN_HINT = re.compile(
    r"\bsin\b|\bssn\b|social|\bnas\b|health|\bphn\b|\bhcn\b|ohip|licen[cs]e|\bdl\b|acct|account|bank|\bid(?:\b|_)|identi"
    # round 27 (words that open common English words, "nam" of "name", "chi" of "which", are left out: each
    # place one stands is tried as a header)
    r"|ramq|\bmsp\b|medicare|maladie|\bahcip\b|care card|\bnhs\b"
    r"|permis de|licencia|patente|hrerschein|rijbewijs|\bcnh\b|deposit|dépôt|compte|cpte|cuenta|\bcta\b|konto|rekening"
)
_ID_COLUMNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bsin\b|social insurance|\bnas\b"), "SIN"),
    (re.compile(r"\bssn\b|social security"), "SSN"),
    # Round 27: a column headed by any of the health plans' names ("No RAMQ", "MSP", "Medicare").
    (re.compile(_HEALTH_LABEL_WORD.pattern.removeprefix("(?i:").removesuffix(")")), "HEALTH_CARD"),
    # Round 27: the licence's name in the other languages the text finders read.
    (
        re.compile(
            r"licen[cs]e|\bdl\b|permis de conduire|licencia|patente|f[üu]hrerschein|rijbewijs|\bcnh\b"
        ),
        "DRIVERS_LICENSE",
    ),
    # A visitor log's or intake sheet's identity document ("ID shown", "Photo ID", "id checked"); not a
    # case's, a client's or a badge's id.
    (
        re.compile(
            r"^(?:photo|gov(?:ernment)?|national|visitor|guest) id(?: shown| seen| presented| checked| card| no| number)?$|"
            r"^id (?:shown|seen|presented|checked|card|doc(?:ument)?)$|"
            r"^identi(?:fication|ty)(?: document| card| shown)?$"
        ),
        "DRIVERS_LICENSE",
    ),
    # "deposit_acct", "bank account", "account no": a payroll or client export's account column.
    # Not "account manager" or "account type": the value must still be an account number (below).
    (
        re.compile(
            r"\bacct\b|\b(?:bank|deposit|chequing|checking|savings)?[ ]?account(?:[ ](?:no|number|#))?$"
            # Round 27: the account that direct deposits go to, and the account's name in French,
            # Spanish, German, Italian and Dutch ("No cpte", "N.º cta.", "Konto-Nr.").
            r"|^account for (?:direct )?deposits?\b|\bdirect deposit|dépôt direct|^(?:no |n[º°o]\.? )?(?:de )?c(?:om)?pte\b"
            r"|\bcuenta\b|\bcta\b|\bkonto|\bconto\b|\brekening"
        ),
        "BANK_ACCOUNT",
    ),
)


# An identity document's number ending its cell: capitals, digits, spaces and dashes, after at most a
# word of its own ("licence B20-748267"); "Tool: iOS 17.2.1.0" under a row of prose taken for a header
# is none.
_ID_CELL = re.compile(r"(?<![\w.:-])[A-Z0-9][A-Z0-9-]*(?:[ ][A-Z0-9][A-Z0-9-]*){0,3}$")


_VERSION_AFTER = re.compile(
    r"[ \t]*(?:\(?(?:version|vc|v\.)[ \t]*[A-Z]{2}\)?|[—–-][ \t]*(?:version|vc)[ \t]*[A-Z]{2}|[A-Z]{2})$"
)


def _column_label(header: str) -> str | None:
    if "@" in header or "://" in header:
        return (
            None  # an address or a link that holds a plan's name ("no-reply@ramq.gouv.qc.ca") heads nothing
        )
    header = header.replace("_", " ")
    return next((label for pattern, label in _ID_COLUMNS if pattern.search(header)), None)


def find_table_ids(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    """A table column headed SIN, SSN, health card or licence: its values, checked where a checksum exists."""
    if not regions and HAS_DIGIT.search(text) is None:
        return  # round 28: a licence of letters and short digit runs ("4912P48SK4GE") makes no digit region
    is_id_column = lambda c: _column_label(c.lower()) is not None  # noqa: E731
    # round 28: plain-text tables too (a PDF's text layer: "Email    Driver's licence number")
    cells = table_cells(text, _ID_COLUMN_HINT, is_id_column, plain_text=True, boxed=True)
    for header, start, end in chain(cells, markup_table_cells(text, is_id_column)):
        value = text[start:end]
        label = _column_label(header.lower())
        number = digits(value)
        if label == "SIN" and not std_sin.is_valid(number):
            continue
        if label == "SSN" and not std_ssn.is_valid(number):
            continue
        if label in ("HEALTH_CARD", "DRIVERS_LICENSE"):
            # round 28: a health number's version code after it ("8667 503 505 (version KT)", "… — vc KT")
            if label == "HEALTH_CARD" and (version := _VERSION_AFTER.search(value)):
                value, end = value[: version.start()], start + version.start()
            # The number after a cell's own word ("licence B20-748267", "card 1234 567 890").
            m = _ID_CELL.search(value)
            if m is None or m.end() != len(value) or len(digits(m.group())) < 4:
                continue
            start += m.start()
        if label == "BANK_ACCOUNT" and not (_ACCOUNT_VALUE.fullmatch(value) and 5 <= len(number) <= 17):
            continue
        yield Span(start, end, label)


FINDERS = (find_table_ids,)
