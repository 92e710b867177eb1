"""Terms a document defines in quotes (``"Education Partner"``, ``“Detection Notification”``): not names,
unless the quotes give a party's short name right after its full name (``SILA ARNAQUQ ("Sila")``)."""

from __future__ import annotations

import re

from quilltune.prepare.pii.person_caps import outside_dictionary
from quilltune.prepare.pii.person_words import given_names
from quilltune.prepare.pii.spans import Span


def defined_term(text: str, span: Span) -> bool:
    """A contract's defined term (``"Education Partner"``, ``“Detection Notification”``) is quoted
    where it is defined; a person's name almost never is."""
    value = text[span.start : span.end]
    for o, c in (('"', '"'), ("“", "”"), ("'", "'")):
        at = text.find(f"{o}{value}{c}")
        while at != -1:
            # A value after a key ("name=\"…\"", "\"patient\": \"…\"") is a record's field, and a quoted
            # cell of a CSV row ("\"Jane Doe\",2021-04-01") or an SQL tuple ("(12, 'Jane Doe', …)") a
            # table's: neither is a definition.
            close = at + len(value) + 2
            if (
                text[max(0, at - 2) : at].rstrip()[-1:] not in ("=", ":")
                and not _table_cell(text, at, close)
                and not _short_name_defined(text, at, value)
                and not _MAILBOX_AFTER.match(text, close)
                and not _SEXP_KEY_BEFORE.search(text, max(0, at - 30), at)
            ):
                return True
            at = text.find(f"{o}{value}{c}", at + 1)
    return False


def _table_cell(text: str, at: int, close: int) -> bool:
    """A quoted cell of a CSV row or of an SQL tuple: separators on both sides, a comma on one side at
    least when they are brackets (``("Education Partner")`` defines a term)."""
    left = text[max(0, at - 40) : at].rstrip(" ")[-1:]
    right = text[close : close + 40].lstrip(" ")[:1]
    if left in ("", "\n", ",", ";", "\t", "|") and right in ("", "\n", ",", ";", "\t", "|"):
        return True
    if not (left in ("(", ",") and right in (",", ")")):
        return False
    # An SQL dump's row: the line is one tuple ("  ('ORD-1', 'Ogola, Omondi', '10/03/1977'),") or follows
    # its VALUES; a definition's bracket stands in prose ("between you (\"Education Partner\", …)").
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start : len(text) if line_end == -1 else line_end].strip()
    return (line.startswith("(") and line.rstrip(",;").endswith(")")) or "VALUES (" in line.upper()


# A quoted display name before its address ("Hirsi, Nimco" <hirsi_nimco@…>) is a mail header's,
# not a definition.
# An s-expression's key before its value ("(name \"Tomasz Brzeziński\")") makes it a record's field.
# "(the \"Product Provider\")", "(hereinafter \"Tenant\")" define a term: a word of prose is no key.
_SEXP_KEY_BEFORE = re.compile(
    r"\((?!(?:the|a|an|and|or|each|its|our|your|their|his|her|hereinafter|collectively|jointly|together)[ \t])"
    r":?[\w-]{2,20}[ \t]+\Z",  # round 19: a keyword key ("(:name \"…\")")
    re.IGNORECASE,
)
_MAILBOX_AFTER = re.compile(r"[ \t]*<[^<>\s@]+@")
_LEGAL_FORMS = frozenset("Inc Ltd LLC LLP Corp Co plc PLC GmbH AG SA Limited Ltée".split())


def _short_name_defined(text: str, at: int, value: str) -> bool:
    """``SILA ARNAQUQ ("Sila")``: the quotes define a party's short name, one of the words of the
    name right before the bracket, not a term of the contract."""
    if not value or text[max(0, at - 2) : at].strip() != "(":
        return False
    # The word is one of the two to four words right before the bracket, with no comma or firm between
    # ("Stripe, Inc. and its affiliates (\"Stripe\")" defines a company).
    before = text[max(0, at - 80) : at].rsplit("\n", 1)[-1]
    run = re.search(r"((?:[^\W\d_][\w'’.-]*[ \t]+){1,4})\(\s*\Z", before)
    if run is None or any(w.rstrip(".") in _LEGAL_FORMS for w in run.group(1).split()):
        return False
    return value.lower() in run.group(1).lower().split() and (
        value in given_names() or outside_dictionary(value)
    )
