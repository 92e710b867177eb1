"""Checksum-valid identifiers for the PII cases (python-stdnum), and their decoys: every positive
passes its checksum and every "invalid" decoy genuinely fails it."""

from __future__ import annotations

from stdnum import iban as std_iban
from stdnum import luhn

ZW = "\u200b"


def _luhn(prefix: str) -> str:
    return prefix + luhn.calc_check_digit(prefix)


def sin(prefix8: str, sep: str = " ") -> str:
    n = _luhn(prefix8)
    return sep.join((n[:3], n[3:6], n[6:]))


def bad_sin(prefix8: str, sep: str = " ") -> str:
    n = _luhn(prefix8)
    n = n[:-1] + str((int(n[-1]) + 1) % 10)
    return sep.join((n[:3], n[3:6], n[6:]))


def card(prefix: str, length: int = 16, sep: str = " ") -> str:
    n = _luhn(prefix.ljust(length - 1, "7"))
    groups = [n[i : i + 4] for i in range(0, len(n), 4)] if length == 16 else [n[:4], n[4:10], n[10:]]
    return sep.join(groups)


def bad_card(prefix: str, sep: str = " ") -> str:
    n = _luhn(prefix.ljust(15, "3"))
    n = n[:-1] + str((int(n[-1]) + 3) % 10)
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def ohip(prefix9: str, version: str = "") -> str:
    n = _luhn(prefix9)
    return f"{n[:4]}-{n[4:7]}-{n[7:]}" + (f"-{version}" if version else "")


def iban(country: str, bban: str, spaced: bool = True) -> str:
    check = std_iban.calc_check_digits(country + "00" + bban)
    raw = country + check + bban
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4)) if spaced else raw


BN = _luhn("87654321")  # a Luhn-valid business number: must NOT be read as a SIN
