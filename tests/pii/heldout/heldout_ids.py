"""Fake but well-formed identifiers for the held-out PII set (checksums computed, then checked by stdnum).

Every generator takes a `random.Random` so the set rebuilds identically. Numbers that carry a check digit
(SIN, payment cards, IBAN, OHIP, NHS, US routing) are made valid; the *decoy* helpers make look-alikes
that fail the check, so a detector that validates has a fair reason to keep them.
"""

from __future__ import annotations

import random
import string

from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ca import sin as std_sin
from stdnum.gb import nhs as std_nhs
from stdnum.us import rtn as std_rtn
from stdnum.us import ssn as std_ssn


def _digits(r: random.Random, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


def sin(r: random.Random, style: str = "space") -> str:
    while True:
        body = r.choice("1234567") + _digits(r, 7)
        num = body + luhn.calc_check_digit(body)
        if std_sin.is_valid(num):
            break
    if style == "space":
        return f"{num[:3]} {num[3:6]} {num[6:]}"
    if style == "dash":
        return f"{num[:3]}-{num[3:6]}-{num[6:]}"
    return num


def ssn(r: random.Random, style: str = "dash") -> str:
    while True:
        area = r.choice([a for a in range(1, 900) if a != 666])
        num = f"{area:03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}"
        if std_ssn.is_valid(num):
            break
    if style == "dash":
        return f"{num[:3]}-{num[3:5]}-{num[5:]}"
    if style == "space":
        return f"{num[:3]} {num[3:5]} {num[5:]}"
    return num


def card(r: random.Random, brand: str = "visa", sep: str = " ") -> str:
    prefix = {"visa": "4", "mc": r.choice(["51", "52", "53", "54", "55"]), "amex": r.choice(["34", "37"])}[
        brand
    ]
    length = 15 if brand == "amex" else 16
    body = prefix + _digits(r, length - 1 - len(prefix))
    num = body + luhn.calc_check_digit(body)
    if brand == "amex":
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


# BBAN shapes: n = digit, a = upper-case letter, c = either.
_BBAN = {
    "DE": "n" * 18,
    "GB": "aaaa" + "n" * 14,
    "NL": "aaaa" + "n" * 10,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "ES": "n" * 20,
    "IT": "a" + "n" * 10 + "c" * 12,
    "PL": "n" * 24,
    "NO": "n" * 11,
    "FI": "n" * 14,
    "BE": "n" * 12,
    "IE": "aaaa" + "n" * 14,
    "PT": "n" * 21,
    "DK": "n" * 14,
    "SE": "n" * 20,
}


def iban(r: random.Random, country: str, grouped: bool = True) -> str:
    shape = _BBAN[country]
    while True:
        bban = "".join(
            r.choice(string.digits if ch == "n" else string.ascii_uppercase if ch == "a" else string.digits)
            for ch in shape
        )
        check = std_iban.calc_check_digits(country + "00" + bban)
        num = country + check + bban
        if std_iban.is_valid(num):
            break
    if not grouped:
        return num
    return " ".join(num[i : i + 4] for i in range(0, len(num), 4))


def ohip(r: random.Random, sep: str = "-") -> str:
    body = r.choice("123456789") + _digits(r, 8)
    num = body + luhn.calc_check_digit(body)
    version = r.choice(string.ascii_uppercase) + r.choice(string.ascii_uppercase)
    return sep.join([num[:4], num[4:7], num[7:], version])


def nhs(r: random.Random) -> str:
    while True:
        body = r.choice("456789") + _digits(r, 8)
        check = (11 - sum(w * int(d) for w, d in zip(range(10, 1, -1), body, strict=True)) % 11) % 11
        if check == 10:  # such a body has no valid NHS number
            continue
        num = body + str(check)
        if std_nhs.is_valid(num):
            return f"{num[:3]} {num[3:6]} {num[6:]}"


def routing(r: random.Random) -> str:
    while True:
        body = r.choice("0123") + _digits(r, 7)
        num = body + std_rtn.calc_check_digit(body)
        if std_rtn.is_valid(num):
            return num


def account(r: random.Random, n: int) -> str:
    return r.choice("123456789") + _digits(r, n - 1)


def luhn_invalid(r: random.Random, n: int) -> str:
    """n digits that fail the Luhn check (SIN- or card-shaped look-alikes)."""
    body = r.choice("123456789") + _digits(r, n - 2)
    good = luhn.calc_check_digit(body)
    return body + str((int(good) + r.randint(1, 9)) % 10)


def ipv4_public(r: random.Random) -> str:
    """An address from the documentation blocks (RFC 5737), shaped like a device's public IP."""
    block = r.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{block}.{r.randint(2, 254)}"


def ipv6(r: random.Random) -> str:
    groups = ["2001", "db8"] + [f"{r.randint(0, 0xFFFF):x}" for _ in range(2)]
    tail = [f"{r.randint(1, 0xFFFF):x}" for _ in range(2)]
    return ":".join(groups) + "::" + ":".join(tail)


def nanp_phone(r: random.Random, style: int) -> str:
    area = r.choice(["416", "647", "604", "514", "613", "403", "902", "212", "312", "617", "206", "305"])
    line = f"01{r.randint(0, 99):02d}"
    return [
        f"({area}) 555-{line}",
        f"{area}.555.{line}",
        f"+1 {area} 555 {line}",
        f"{area}-555-{line}",
        f"1-{area}-555-{line}",
        f"+1 ({area}) 555-{line}",
    ][style % 6]
