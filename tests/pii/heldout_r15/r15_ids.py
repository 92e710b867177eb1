"""Identifiers with valid check digits, and the shapes of licences, accounts and addresses on the wire."""

from __future__ import annotations

import random
import string

from r15_names import fold
from r15_places import BM_TOWN_CODES, EIR, IN_PIN, MT_TOWN_CODES, UK_OUT


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng: random.Random) -> str:
    body = rng.choice("1234567") + _digits(rng, 7)
    ds = body + luhn_digit(body)
    return rng.choice([f"{ds[:3]} {ds[3:6]} {ds[6:]}", f"{ds[:3]}-{ds[3:6]}-{ds[6:]}", ds])


def ssn(rng: random.Random) -> str:
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    group, serial = rng.randint(1, 99), rng.randint(1, 9999)
    sep = rng.choice(["-", "-", " "])
    return f"{area:03d}{sep}{group:02d}{sep}{serial:04d}"


def card(rng: random.Random) -> str:
    brand = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
    if brand == "amex":
        body = rng.choice(["34", "37"]) + _digits(rng, 12)
        ds = body + luhn_digit(body)
        return rng.choice([f"{ds[:4]} {ds[4:10]} {ds[10:]}", f"{ds[:4]}-{ds[4:10]}-{ds[10:]}"])
    lead = {"visa": "4", "mc": rng.choice(["51", "52", "53", "54", "55"]), "mc2": "2221", "disc": "6011"}[
        brand
    ]
    body = lead + _digits(rng, 15 - len(lead))
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " ", ""])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


# country: (length of BBAN, shape: d digit, a upper letter, c alnum)
IBAN_SHAPES = {
    "GB": "aaaadddddddddddddd",
    "IE": "aaaadddddddddddddd",
    "DE": "dddddddddddddddddd",
    "FR": "ddddddddddcccccccccccdd",
    "NL": "aaaadddddddddd",
    "ES": "dddddddddddddddddddd",
    "IT": "addddddddddcccccccccccc",
    "MT": "aaaaddddddddddccccccccccccc",
    "CY": "ddddddddcccccccccccccccc",
    "BE": "dddddddddddd",
    "CH": "dddddccccccccccccc",
    "PT": "ddddddddddddddddddddd",
    "PL": "dddddddddddddddddddddddd",
    "AT": "dddddddddddddddd",
    "SE": "dddddddddddddddddddd",
    "NO": "ddddddddddd",
    "DK": "dddddddddddddd",
    "LU": "dddccccccccccccc",
    "SA": "ddcccccccccccccccccc",
    "AE": "ddddddddddddddddddd",
    "PK": "aaaacccccccccccccccc",
    "GR": "dddddddccccccccccccccccc",
}


def iban(rng: random.Random, country: str | None = None) -> str:
    country = country or rng.choice(sorted(IBAN_SHAPES))
    pools = {"d": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}
    bban = "".join(rng.choice(pools[k]) for k in IBAN_SHAPES[country])
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    raw = f"{country}{98 - num % 97:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return raw


def ohip(rng: random.Random) -> tuple[str, str]:
    body = rng.choice("123456789") + _digits(rng, 8)
    ds = body + luhn_digit(body)
    text = rng.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])
    return text, rng.choice(["AB", "KT", "MX", "ZR", "HV"])


def bc_phn(rng: random.Random) -> str:
    while True:
        body = "9" + _digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return rng.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(rng: random.Random, family: str, given: str) -> str:
    fam = (fold(family).upper() + "XXX")[:3]
    first = (fold(given).upper() or "X")[:1]
    yy, mm, dd = rng.randint(40, 99), rng.randint(1, 12), rng.randint(1, 28)
    mm += 50 if rng.random() < 0.5 else 0
    return f"{fam}{first} {yy:02d}{mm:02d} {dd:02d}{rng.randint(10, 99)}"


def drivers_licence(rng: random.Random, jur: str, region: str, family: str = "") -> str:
    letter = (fold(family).upper() or "K")[:1]
    if jur == "ca":
        if region == "ON":
            return f"{letter}{_digits(rng, 4)}-{_digits(rng, 5)}-{_digits(rng, 5)}"
        if region == "QC":
            return f"{letter}{_digits(rng, 4)}-{_digits(rng, 6)}-{_digits(rng, 2)}"
        if region == "AB":
            return f"{_digits(rng, 6)}-{_digits(rng, 3)}"
        if region == "MB":
            return f"{fold(family).upper()[:4]:X<4}-{fold(family).upper()[:2]:X<2}-{_digits(rng, 3)}-{letter}{_digits(rng, 3)}"
        if region == "NS":
            return f"{fold(family).upper()[:5]:X<5}{_digits(rng, 9)}"
        return _digits(rng, 7)
    if jur == "us":
        shapes = {
            "CA": lambda: letter + _digits(rng, 7),
            "NY": lambda: f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}",
            "FL": lambda: (
                f"{letter}{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 2)}-{_digits(rng, 3)}-0"
            ),
            "IL": lambda: f"{letter}{_digits(rng, 3)}-{_digits(rng, 4)}-{_digits(rng, 4)}",
            "WA": lambda: (
                f"WDL{rng.choice('ABCDEFGHJK')}{_digits(rng, 2)}{rng.choice('LMNPQR')}{_digits(rng, 3)}B"
            ),
        }
        return shapes.get(region, lambda: _digits(rng, 8))()
    if jur == "uk":
        fam = (fold(family).upper() + "99999")[:5]
        return (
            f"{fam}{_digits(rng, 6)}{letter}{rng.choice('ABCDJK')}9{rng.choice('ABCDEF')}{rng.choice('KLMN')}"
        )
    if jur == "in":
        return f"{rng.choice(['MH', 'KA', 'KL', 'PB'])}{_digits(rng, 2)} {_digits(rng, 4)}{_digits(rng, 7)}"
    if jur in ("au", "nz"):
        return (
            _digits(rng, 8) if jur == "au" else f"{rng.choice('DEFGH')}{rng.choice('ABKL')}{_digits(rng, 6)}"
        )
    return f"{letter}{_digits(rng, 2)}-{_digits(rng, 6)}"


def ca_account(rng: random.Random) -> str:
    transit, inst = _digits(rng, 5), rng.choice(["001", "002", "003", "004", "006", "010", "815", "837"])
    return rng.choice([f"{transit}-{inst}-{_digits(rng, 7)}", f"{transit} {inst} {_digits(rng, 7)}"])


def bare_account(rng: random.Random) -> str:
    n = rng.choice([7, 8, 10, 12])
    ds = rng.choice("123456789") + _digits(rng, n - 1)
    return ds if rng.random() < 0.6 else f"{ds[:4]}-{ds[4:]}"


def aba(rng: random.Random) -> str:
    while True:
        d = [int(c) for c in rng.choice(["0", "1", "2", "3"]) + _digits(rng, 7)]
        for last in range(10):
            e = d + [last]
            if (3 * (e[0] + e[3] + e[6]) + 7 * (e[1] + e[4] + e[7]) + e[2] + e[5] + e[8]) % 10 == 0:
                return "".join(map(str, e))


def ipv4(rng: random.Random) -> str:
    first = rng.choice([24, 45, 67, 71, 99, 142, 174, 184, 198, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(4)]
    return (
        f"2001:{rng.choice(['569', '4860', '1890', '67c'])}:{':'.join(groups[:2])}::{groups[2]}:{groups[3]}"
    )


def postcode(rng: random.Random, style: str, town: str) -> str:
    up = "ABDEFGHJLNPQRSTUWXYZ"
    if style == "uk":
        return f"{UK_OUT[town]}{rng.randint(1, 19)} {rng.randint(1, 9)}{rng.choice(up)}{rng.choice(up)}"
    if style == "eircode":
        return f"{EIR[town]} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(1, 9)}{rng.choice('CDEFHKNPRTVWXY')}{rng.randint(1, 9)}"
    if style == "au":
        return str(rng.randint(2000, 7999))
    if style in ("nz", "za", "lk"):
        return f"{rng.randint(1000, 9899):04d}" if style != "lk" else f"{rng.randint(10000, 90000)}"
    if style == "pin":
        return f"{IN_PIN[town]}{rng.randint(0, 99):03d}"
    if style == "sg":
        return f"{rng.randint(10, 82)}{rng.randint(0, 9999):04d}"
    if style == "ph":
        return str(rng.randint(1000, 9800))
    if style == "ng":
        return f"{rng.randint(100, 900)}{rng.randint(100, 999)}"
    if style == "ke":
        return f"{rng.randint(100, 9999)}-00{rng.randint(100, 625)}"
    if style == "gh":
        return f"{rng.choice(['GA', 'AK', 'NT', 'CC'])}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}"
    if style == "bb":
        return f"BB{rng.randint(11000, 26000)}"
    if style == "bm":
        return f"{BM_TOWN_CODES[town]} {rng.randint(1, 20):02d}"
    if style == "mt":
        return f"{MT_TOWN_CODES[town]} {rng.randint(1000, 9999)}"
    if style == "mx":
        return f"{rng.randint(20000, 97000)}"
    return ""
