"""Health numbers and driver's licences that a cue announces from further away in its sentence (round 20,
written against no set's misses, as ``birth_dates`` is for birth dates).

The label rules want the number right after the label. People write words between: "her health card,
which she produced at intake, showed 4096 217 885", "the driver's licence she handed the officer was
P6213-40387-05217", "OHIP number on the referral: 9876 543 217". Here a cue's first value of the
field's shape in the rest of its sentence counts, within 60 characters, unless another field's word
(a phone, a file, a claim, a policy …) or a sentence's end comes between, or the shape is cut from a
longer number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quilltune.prepare.pii.birth_dates import ANY_DATE, inside_number
from quilltune.prepare.pii.context import Regions
from quilltune.prepare.pii.literals import folded_finditer
from quilltune.prepare.pii.spans import Span

_REACH = 60
_HEALTH_CUE = re.compile(
    r"(?:health[ -]?(?:card|number|insurance|care)|ohip|ramq|phn|hcn|personal health|assurance[ -]maladie|"
    r"carte[ -]soleil|carte[ -]sant[ée]|medicare|care ?card|services card|medical card|hin|phin|hc#)(?![a-z])",
    re.IGNORECASE,
)
_HEALTH_VALUE = re.compile(r"[A-Z]{4}[ -]?\d{4}[ -]?\d{4}|\d(?:[ -]?\d){7,11}(?:[ -]?[A-Z]{2})?(?![\w-])")
_LICENCE_CUE = re.compile(
    r"(?:driver'?s?[ -]licen[cs]e|driver'?s?[ -]license|driving[ -]licen[cs]e|permis[ -]de[ -]conduire|"
    r"licencia[ -]de[ -]conducir|f[üu]hrerschein|operator'?s?[ -]licen[cs]e|chauffeur'?s?[ -]licen[cs]e|"
    r"learner'?s?[ -]permit|driver'?s?[ -]permit|dl|"
    # round 29: the word of other languages ("patente" alone only after Italian words: in Spanish and
    # Portuguese it is a patent); each alternative opens with a literal (``folded_finditer``)
    r"licencia|patente[ -]di[ -]guida|della[ ]patente|sua[ ]patente|carta[ -]de[ -]condu[çc][ãa]o|rijbewijs|"
    r"k[øö]rkort|prawo[ -]jazdy|ehliyet)(?![a-z])",
    re.IGNORECASE,
)
_LICENCE_VALUE = re.compile(r"(?<![\w-])[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){5,19}(?![\w-])")
# Round 20: a bank account's cue in five languages ("chequing account ending in …", "Kontonummer …");
# its value is digits with spaces or hyphens, six digits at least, never an amount.
_ACCOUNT_CUE = re.compile(
    r"(?:account|acct|compte|cuenta|conto|konto(?:nummer)?|rekeningnummer|numer rachunku)(?![a-z])",
    re.IGNORECASE,
)
_ACCOUNT_VALUE = re.compile(r"(?<![\w$€£.,-])\d(?:[ -]?\d){5,25}(?![\w,.-]\d|[\w-])")
# Between cue and value: another field's word, a sentence's end, a blank line, a redacted value.
_OTHER_FIELD = re.compile(
    r"\b(?:phone|tel|telephone|fax|cell|mobile|file|claim|policy|reference|ref|case|docket|account|acct|"
    r"sin|ssn|social|passport|plate|vin|postal|zip|expir\w*|issued|class|dob|birth|date|version|group|plan|"
    r"routing|transit|institution|branch|aba|bsb|sort|iban|swift|bic|balance|total|amount|po|invoice|order)\b"
    # a sentence's end, not an abbreviation's stop ("Medical card no. …", "Lic. …")
    # (round 29: nor an initial's, "de D. MacAskill porte le numéro …")
    r"|(?<![Nn]o)(?<![Nn]r)(?<![Ll]ic)(?<![Nn]um)(?<!\b[A-Z])[.;!?](?:\s|$)|\n[ \t]*\n|\[ *\]",
    re.IGNORECASE,
)


def _line_gap_ok(gap: str) -> bool:
    """The value may stand on the next line only when nothing but separators follows the cue on its
    own ("Health card:\n 4096 …"); a value of another shape there belongs to the cue ("Health card:
    PRIV0279332"), and the next line's number to the next field."""
    if "\n" not in gap:
        return True
    return gap.count("\n") == 1 and not any(ch.isalnum() for ch in gap)


def _announced(
    text: str,
    cue: re.Pattern[str],
    value: re.Pattern[str],
    label: str,
    min_digits: int,
    not_after: re.Pattern[str] | None = None,
) -> Iterator[Span]:
    for c in folded_finditer(cue, text):
        if c.start() and text[c.start() - 1].isalpha():
            continue
        if not_after is not None and not_after.search(text, max(0, c.start() - 25), c.start()):
            continue
        if text[c.end() : c.end() + 1] in (".", "_", "[") and text[c.end() + 1 : c.end() + 2].isalnum():
            continue  # a key path's first part ("account.1.pin_hint", "health_plan"): not the field itself
        end = min(len(text), c.end() + _REACH)
        m = value.search(text, c.end(), end)
        if m is None:
            continue
        gap = text[c.end() : m.start()]
        if len(c.group()) == 2 and any(ch.isalnum() for ch in gap):
            continue  # "DL" is a cue only right before its value ("DL: …", "DL# …")
        if any(ch.isdigit() for ch in gap):
            continue  # another number came first: the cue was its
        if _OTHER_FIELD.search(gap) or not _line_gap_ok(gap) or inside_number(text, m.start(), m.end()):
            continue
        if sum(ch.isdigit() for ch in m.group()) >= min_digits and not ANY_DATE.fullmatch(m.group()):
            yield Span(m.start(), m.end(), label)


def find_announced_health_numbers(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    yield from _announced(text, _HEALTH_CUE, _HEALTH_VALUE, "HEALTH_CARD", 8)


def find_announced_licences(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    yield from _announced(text, _LICENCE_CUE, _LICENCE_VALUE, "DRIVERS_LICENSE", 5)


# A telephone number is no account, whichever word comes before it.
_PHONE_SHAPE = re.compile(r"(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}|\d{3}[ .-]\d{4}")


# Accounts that no bank holds: a tax, program, utility, telephone or online account.
_NOT_A_BANK = re.compile(
    r"\b(?:gst|hst|qst|pst|tax|cra|irs|payroll|program|business|loyalty|rewards|utility|hydro|electricity|gas|"
    r"water|phone|cell|mobile|internet|e-?mail|user|login|online|customer|member|billing|social media)\W*$",
    re.IGNORECASE,
)


def find_announced_accounts(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    for s in _announced(text, _ACCOUNT_CUE, _ACCOUNT_VALUE, "BANK_ACCOUNT", 6, _NOT_A_BANK):
        if not _PHONE_SHAPE.fullmatch(text, s.start, s.end):
            yield s


FINDERS = (find_announced_health_numbers, find_announced_licences, find_announced_accounts)
