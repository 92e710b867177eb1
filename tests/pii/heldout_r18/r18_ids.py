"""Identifier generators with valid check digits; every function takes a `random.Random`."""

from __future__ import annotations

import random

from r18_names import fold


def _digits(r: random.Random, n: int) -> str:
    return "".join(str(r.randrange(10)) for _ in range(n))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(r: random.Random) -> str:
    body = r.choice("1234567") + _digits(r, 7)
    ds = body + luhn_digit(body)
    return r.choice([f"{ds[:3]} {ds[3:6]} {ds[6:]}", f"{ds[:3]}-{ds[3:6]}-{ds[6:]}", ds])


def ssn(r: random.Random) -> str:
    while True:
        area = r.randrange(1, 900)
        if area != 666:
            break
    group, serial = r.randrange(1, 100), r.randrange(1, 10000)
    return r.choice([f"{area:03d}-{group:02d}-{serial:04d}", f"{area:03d} {group:02d} {serial:04d}"])


def card(r: random.Random) -> str:
    brand = r.choice(["visa", "mc", "mc2", "amex", "disc"])
    if brand == "amex":
        body = r.choice(["34", "37"]) + _digits(r, 12)
        ds = body + luhn_digit(body)
        return r.choice([f"{ds[:4]} {ds[4:10]} {ds[10:]}", f"{ds[:4]}-{ds[4:10]}-{ds[10:]}"])
    prefix = {
        "visa": "4",
        "mc": str(r.randrange(51, 56)),
        "mc2": str(r.randrange(2221, 2721)),
        "disc": "6011",
    }
    head = prefix[brand]
    body = head + _digits(r, 15 - len(head))
    ds = body + luhn_digit(body)
    sep = r.choice([" ", "-", ""])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


# country: (BBAN pattern: 'n' digit, 'a' upper letter, 'c' either)
IBAN_BBAN = {
    "DE": "nnnnnnnnnnnnnnnnnn",
    "GB": "aaaannnnnnnnnnnnnn",
    "IE": "aaaannnnnnnnnnnnnn",
    "FR": "nnnnnnnnnnnnnnnnnnnnnnn",
    "NL": "aaaannnnnnnnnn",
    "ES": "nnnnnnnnnnnnnnnnnnnn",
    "PT": "nnnnnnnnnnnnnnnnnnnnn",
    "BE": "nnnnnnnnnnnn",
    "CH": "nnnnnnnnnnnnnnnnn",
    "PL": "nnnnnnnnnnnnnnnnnnnnnnnn",
    "MT": "aaaannnnnccccccccccccccccccc",
    "MA": "nnnnnnnnnnnnnnnnnnnnnnnn",
}


def iban(r: random.Random, country: str) -> str:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    bban = "".join(
        str(r.randrange(10))
        if p == "n"
        else r.choice(letters)
        if p == "a"
        else r.choice(letters + "0123456789")
        for p in IBAN_BBAN[country]
    )
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    code = f"{country}{98 - num % 97:02d}{bban}"
    if r.random() < 0.7:
        return " ".join(code[i : i + 4] for i in range(0, len(code), 4))
    return code


def ohip(r: random.Random) -> tuple[str, str]:
    body = r.choice("123456789") + _digits(r, 8)
    ds = body + luhn_digit(body)
    version = r.choice("ABCDEFGHJKLMNPRSTVWXYZ") + r.choice("ABCDEFGHJKLMNPRSTVWXYZ")
    return r.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds]), version


def bc_phn(r: random.Random) -> str:
    while True:
        body = "9" + _digits(r, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return r.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(r: random.Random, family: str, given: str, dob_year: int, female: bool) -> str:
    fam = "".join(ch for ch in fold(family).upper() if ch.isalpha()) + "XXX"
    giv = "".join(ch for ch in fold(given).upper() if ch.isalpha()) or "X"
    month = r.randrange(1, 13) + (50 if female else 0)
    return f"{fam[:3]}{giv[0]} {dob_year % 100:02d}{month:02d} {r.randrange(1, 29):02d}{r.randrange(10, 99)}"


def _l(r: random.Random) -> str:
    return r.choice("ABCDEFGHJKLMNPRSTVWY")


def drivers_licence(r: random.Random, region: str, family: str = "") -> str:
    fam = ("".join(ch for ch in fold(family).upper() if ch.isalpha()) + "99999")[:5]
    d = _digits
    forms = {
        "ON": lambda: f"{fam[0]}{d(r, 4)}-{d(r, 5)}-{d(r, 5)}",
        "QC": lambda: f"{fam[0]}{d(r, 4)}-{d(r, 6)}-{d(r, 2)}",
        "BC": lambda: d(r, 7),
        "AB": lambda: f"{d(r, 6)}-{d(r, 3)}",
        "MB": lambda: f"{fam[:2]}-{_l(r)}{_l(r)}-{fam[2]}{_l(r)}-{d(r, 3)}{_l(r)}{_l(r)}",
        "SK": lambda: d(r, 8),
        "NS": lambda: f"{fam[:5]}{d(r, 9)}",
        "NB": lambda: d(r, 7),
        "NL": lambda: f"{fam[0]}{d(r, 9)}",
        "PE": lambda: d(r, 6),
        "CA": lambda: f"{_l(r)}{d(r, 7)}",
        "NY": lambda: f"{d(r, 3)} {d(r, 3)} {d(r, 3)}",
        "TX": lambda: d(r, 8),
        "FL": lambda: f"{fam[0]}{d(r, 3)}-{d(r, 3)}-{d(r, 2)}-{d(r, 3)}-{d(r, 1)}",
        "IL": lambda: f"{fam[0]}{d(r, 3)}-{d(r, 4)}-{d(r, 4)}",
        "WA": lambda: f"WDL{_l(r)}{_l(r)}{d(r, 3)}{_l(r)}{_l(r)}{d(r, 2)}",
        "NJ": lambda: f"{fam[0]}{d(r, 4)} {d(r, 5)} {d(r, 5)}",
        "GA": lambda: d(r, 9),
        "AZ": lambda: f"{_l(r)}{d(r, 8)}",
        "MN": lambda: f"{fam[0]}{d(r, 12)}",
        "OK": lambda: f"{_l(r)}{d(r, 9)}",
        "NM": lambda: d(r, 9),
        "HI": lambda: f"H{d(r, 8)}",
        "MA": lambda: f"S{d(r, 8)}",
        "PA": lambda: f"{d(r, 2)} {d(r, 3)} {d(r, 3)}",
        "OH": lambda: f"{_l(r)}{_l(r)}{d(r, 6)}",
        "MI": lambda: f"{fam[0]} {d(r, 3)} {d(r, 3)} {d(r, 3)} {d(r, 3)}",
        "UK": lambda: f"{fam}{d(r, 6)}{_l(r)}{_l(r)}9{_l(r)}{_l(r)}",
        "AU": lambda: d(r, 9),
        "IN": lambda: f"MH{d(r, 2)} {r.randrange(1995, 2022)}{d(r, 7)}",
        "NZ": lambda: f"{_l(r)}{_l(r)}{d(r, 6)}",
        "IE": lambda: f"{d(r, 3)}{d(r, 3)}{d(r, 3)}",
        "ZA": lambda: f"{d(r, 4)}{d(r, 4)}{_l(r)}{_l(r)}{d(r, 2)}",
    }
    return forms.get(region, lambda: f"{_l(r)}{d(r, 8)}")()


def ca_bank_group(r: random.Random) -> str:
    institution = r.choice(["001", "002", "003", "004", "006", "010", "016", "815", "829", "837"])
    return f"{_digits(r, 5)}-{institution}-{_digits(r, 7)}"


def bare_account(r: random.Random) -> str:
    return _digits(r, r.choice([8, 9, 10, 11, 12]))


def aba_routing(r: random.Random) -> str:
    head = f"{r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31, 32]):02d}" + _digits(r, 6)
    w = (3, 7, 1, 3, 7, 1, 3, 7)
    total = sum(int(c) * k for c, k in zip(head, w, strict=True))
    return head + str((10 - total % 10) % 10)


def ipv4(r: random.Random) -> str:
    first = r.choice([24, 47, 64, 66, 70, 72, 76, 98, 99, 104, 142, 173, 184, 206, 209, 212, 217, 81, 86])
    return f"{first}.{r.randrange(1, 255)}.{r.randrange(0, 255)}.{r.randrange(1, 255)}"


def ipv6(r: random.Random) -> str:
    head = r.choice(["2607:fea8", "2001:56a", "2600:1700", "2a02:c7f", "2406:3003", "2c0f:f248"])
    return head + ":" + ":".join(f"{r.randrange(16**4):x}" for _ in range(4))


def ip(r: random.Random) -> str:
    return ipv6(r) if r.random() < 0.25 else ipv4(r)
