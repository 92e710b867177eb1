"""A value written first on its line and its caption after it (round 27, from heldout_r26's misses), or
alone on its line under its label or over a caret caption (round 28, from heldout_r27's).

Scanned forms, officers' notebooks and index cards give a person's details one to a line, the value
first and what it is after it: ``25/08/1994  (DN)``, ``755787565 ← Operator license``,
``Z926610880542  [Lic. #]``, ``TL9042218E  — Numero patente di guida``. The label rules read a label
before its value; here the caption ends the line, after an arrow, a dash, a bracket or a gap of two
spaces, and the value before it is the whole rest of the line and has the field's shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from stdnum.us import ssn as std_ssn

from quilltune.prepare.pii.birth_dates import ANY_DATE, inside_number
from quilltune.prepare.pii.context import Regions, digits
from quilltune.prepare.pii.numbers import _ACCOUNT_VALUE, _DL_LABEL, _HEALTH_LABEL_WORD, _HEALTH_VALUE
from quilltune.prepare.pii.places import DOB_LABEL
from quilltune.prepare.pii.spans import Span

_LINE = re.compile(
    r"^[ \t]*(?:[-*•|][ \t]+)?(?P<value>[^\s←‹◂◀(\[][^\n←‹◂◀]{2,58}?)"
    r"(?:[ \t]*(?:←|⟵|‹|◂|◀|⇐|<-{1,2})[ \t]*|[ \t]+[—–][ \t]+|[ \t]{2,}(?:[—–-][ \t]+)?|[ \t]*[(\[])"
    r"(?P<caption>[^\s()\[\]←‹◂◀][^\n\[\]←‹◂◀]{0,59}?)[ \t]*[)\]]?[ \t]*$",
    re.MULTILINE,
)
# Captions shortened the way forms shorten them, beside the label rules' own words.
_BIRTH_CAPTION = re.compile(
    r"\bnat[oa]/[oa]\b|\bb/d\b|\bnasc\.|\bnaiss\.|^dn$|^d\.[ \t]?n\.$|\bgeb\.?[ -]?dat(?:um|\.)|" + DOB_LABEL,
    re.IGNORECASE,
)
_LICENCE_CAPTION = re.compile(
    r"\blic\.?[ \t]*(?:#|no\b|n[º°o]\.?)|permiso[ \t]+de[ \t]+conduc|\bpatente\b|" + _DL_LABEL.pattern,
    re.IGNORECASE,
)
_ACCOUNT_CAPTION = re.compile(
    r"\bacc(?:oun)?t\b|\ba/c\b|\bcompte\b|\bcpte\b|\bcuenta\b|\bcta\.|\bkonto|\bconto\b|\brekening|direct deposit|dépôt direct",
    re.IGNORECASE,
)
_NOT_ACCOUNT_CAPTION = re.compile(
    r"transit|institution|branch|routing|swift|bic\b|sort|holder|e-?mail|type", re.I
)
_SSN_CAPTION = re.compile(r"\bssn\b|social security|seguro social|\bs\.s\.", re.IGNORECASE)
_SSN_VALUE = re.compile(r"\d{3}([ -]?)\d{2}\1\d{4}")
_ID_VALUE = re.compile(r"[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){3,24}")


# What stands between a value and its caption in every layout read here (a gap, an arrow, a dash, a bracket).
_CAPTION_MARKS = ("  ", "←", "‹", "◂", "◀", "⇐", " — ", "(", "[")
_ASIDE = re.compile(r"[ \t]+\([^()\n]*\)$")
_LONGEST_LINE = 160
_LONGEST_VALUE_LINE = 70
# A line that may open with a value: a digit among its first characters, or a date written in words.
_VALUE_FIRST = re.compile(
    r"^[ \t]*(?:[-*•][ \t]+)?(?:[^\n\d]{0,24}\d|(?:January|February|March|April|May|June|July|August|September|"
    r"October|November|December|the|[a-z]+(?:st|nd|rd|th))\b)",
    re.MULTILINE | re.IGNORECASE,
)


def find_captioned_values(text: str, regions: Regions) -> Iterator[Span]:  # noqa: ARG001
    if not any(mark in text for mark in _CAPTION_MARKS):
        return
    for line in _VALUE_FIRST.finditer(text):
        line_end = text.find("\n", line.start())
        line_length = (len(text) if line_end == -1 else line_end) - line.start()
        if line_length > _LONGEST_LINE:
            continue  # a paragraph, not a value and its caption
        m = _LINE.match(text, line.start())
        if m is not None:
            caption, start, value = m.group("caption"), m.start("value"), m.group("value").rstrip(" \t,;")
        elif (
            line_length <= _LONGEST_VALUE_LINE
            and (whole := _WHOLE_LINE.match(text, line.start())) is not None
        ):
            caption, start, value = _caption_around(text, whole), whole.start("value"), whole.group("value")
        else:
            continue
        if (aside := _ASIDE.search(value)) is not None:
            value = value[: aside.start()]  # round 30: "47192283683 (bank code 85373-815) ◂ Account number"
        label = _label(caption, value) if caption else None
        if label is not None and not inside_number(text, start, start + len(value)):
            yield Span(start, start + len(value), label)


# Round 28: a line that is only a value, its caption on the line under it after a caret (an index card's
# "| 1978-11-11" over "|     ^ Date de naissance", round 29: or an overline) or its label alone on the line above it (a PDF's text
# layer: "   Carta de condução" over "   ID-218509 2").
_WHOLE_LINE = re.compile(r"^[ \t]*(?:[-*•|][ \t]*)?(?P<value>[^\s^][^\n]{2,58}?)[ \t|]*$", re.MULTILINE)
# Round 29: or after an overline or a rule as long as the value ("‾‾‾‾‾‾‾ Permis de conduire").
_CARET_CAPTION = re.compile(
    r"[ \t|]*(?:\^|[‾¯_=~─━-]{3,})[ \t]*\(?(?P<caption>[^\W\d][^\n^‾¯]{0,59}?)\)?[ \t|]*(?:\n|$)"
)
_LABEL_LINE = re.compile(r"[ \t]*(?:[-*•|][ \t]*)?(?P<caption>[^\W\d][^\d\n:^?!]{1,60}?)[ \t|]*")


def _caption_around(text: str, whole: re.Match[str]) -> str | None:
    line_end = whole.end()
    if (caret := _CARET_CAPTION.match(text, line_end + 1)) is not None:
        return caret.group("caption")
    above_end = whole.start() - 1
    if above_end <= 0:
        return None
    above = text[text.rfind("\n", 0, above_end) + 1 : above_end]
    label = _LABEL_LINE.fullmatch(above)
    return label.group("caption") if label is not None and len(label.group("caption").split()) <= 8 else None


def _label(caption: str, value: str) -> str | None:
    if ANY_DATE.fullmatch(value):
        return "DATE_OF_BIRTH" if _BIRTH_CAPTION.search(caption) else None
    if len(digits(value)) < 4:
        return None
    if _HEALTH_LABEL_WORD.search(caption) and _HEALTH_VALUE.fullmatch(value):
        return "HEALTH_CARD"
    if _LICENCE_CAPTION.search(caption) and _ID_VALUE.fullmatch(value):
        return "DRIVERS_LICENSE"
    if _SSN_CAPTION.search(caption) and std_ssn.is_valid(digits(value)) and _SSN_VALUE.fullmatch(value):
        return "SSN"  # round 28
    if _ACCOUNT_CAPTION.search(caption) and not _NOT_ACCOUNT_CAPTION.search(caption):
        if _ACCOUNT_VALUE.fullmatch(value) and 5 <= len(digits(value)) <= 17:
            return "BANK_ACCOUNT"
    return None


FINDERS = (find_captioned_values,)
