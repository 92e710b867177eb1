"""Identifiers with valid check digits, and their validators (used by the builder and the file test)."""

from __future__ import annotations

import random
import string

from r9_places import (  # noqa: F401  (re-exported for the frames)
    CA_AREAS,
    CA_STREETS,
    CA_TOWNS,
    MOIS,
    MONTHS,
    ORD,
    PC_LETTERS,
    PROV_FIRST,
    QC_STREETS,
    QC_TOWNS,
    US_AREAS,
    US_STREETS,
    US_TOWNS,
    ca_address,
    ca_postal,
    date_fmt,
    intl_phone,
    ipv4,
    ipv6,
    nanp,
    phone_fmt,
    rand_child_dob,
    rand_dob,
    rand_recent,
    suffix,
    uk_address,
    us_address,
    world_address,
)

# ---------------------------------------------------------------- check digits


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(partial: str) -> str:
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError(partial)


def ssn_ok(digits: str) -> bool:
    area, group, serial = int(digits[:3]), int(digits[3:5]), int(digits[5:])
    return 0 < area < 900 and area != 666 and group > 0 and serial > 0 and len(digits) == 9


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def aba_ok(d: str) -> bool:
    w = (3, 7, 1) * 3
    return len(d) == 9 and sum(int(c) * k for c, k in zip(d, w, strict=True)) % 10 == 0


_BC_W = (2, 4, 8, 5, 10, 9, 7, 3)


def bc_phn_ok(d: str) -> bool:
    if len(d) != 10 or d[0] != "9":
        return False
    rem = sum(int(c) * w for c, w in zip(d[1:9], _BC_W, strict=True)) % 11
    return 11 - rem == int(d[9])


# ---------------------------------------------------------------- generators


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def sin(r: random.Random) -> str:
    return luhn_complete(r.choice("1234567") + digits(r, 7))


def sin_fmt(r: random.Random) -> str:
    d = sin(r)
    return r.choice([f"{d[:3]} {d[3:6]} {d[6:]}", f"{d[:3]}-{d[3:6]}-{d[6:]}", d])


def ssn_fmt(r: random.Random) -> str:
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    d = f"{a:03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}"
    return r.choice([f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]} {d[3:5]} {d[5:]}"])


def card_fmt(r: random.Random) -> tuple[str, str]:
    kind = r.choice(["Visa", "Mastercard", "Amex"])
    if kind == "Amex":
        d = luhn_complete(r.choice(["34", "37"]) + digits(r, 12))
        return kind, r.choice([f"{d[:4]} {d[4:10]} {d[10:]}", f"{d[:4]}-{d[4:10]}-{d[10:]}"])
    d = luhn_complete(("4" + digits(r, 14)) if kind == "Visa" else (str(r.randint(51, 55)) + digits(r, 13)))
    sep = r.choice([" ", "-", " ", ""])
    return kind, sep.join(d[i : i + 4] for i in range(0, 16, 4))


def iban_fmt(r: random.Random, country: str) -> str:
    banks = {"GB": ["NWBK", "BARC", "LOYD", "MIDL"], "IE": ["AIBK", "BOFI"], "DE": None, "FR": None}
    if country in ("GB", "IE"):
        bban = r.choice(banks[country]) + digits(r, 14)
    elif country == "DE":
        bban = digits(r, 18)
    else:
        bban = digits(r, 23)
    iban = iban_make(country, bban)
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def aba(r: random.Random) -> str:
    while True:
        d = f"{r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 21, 22, 26, 31]):02d}" + digits(r, 6)
        for c in "0123456789":
            if aba_ok(d + c):
                return d + c


def ca_bank(r: random.Random) -> str:
    inst = r.choice(["001", "002", "003", "004", "006", "010", "815", "837"])
    return r.choice(
        [
            f"{digits(r, 5)}-{inst}-{digits(r, 7)}",
            f"{digits(r, 5)} {inst} {digits(r, 7)}",
            f"{inst}-{digits(r, 5)}-{digits(r, 12)}",
        ]
    )


def ohip(r: random.Random) -> str:
    d = luhn_complete(str(r.randint(1, 9)) + digits(r, 8))
    vc = "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2))
    return r.choice([f"{d[:4]}-{d[4:7]}-{d[7:]}-{vc}", f"{d[:4]} {d[4:7]} {d[7:]} {vc}", f"{d}{vc}", d])


def bc_phn(r: random.Random) -> str:
    while True:
        body = digits(r, 8)
        rem = sum(int(c) * w for c, w in zip(body, _BC_W, strict=True)) % 11
        check = 11 - rem
        if check < 10:
            d = "9" + body + str(check)
            return r.choice([f"{d[:4]} {d[4:7]} {d[7:]}", d])


def ramq(r: random.Random, family_ascii: str, given_ascii: str, y: int, m: int, dd: int, female: bool) -> str:
    fam = (family_ascii.upper().replace(" ", "").replace("-", "").replace("'", "") + "XXX")[:3]
    mm = m + 50 if female else m
    return f"{fam}{given_ascii[:1].upper()} {y % 100:02d}{mm:02d} {dd:02d}{digits(r, 2)}"


def health_card(r: random.Random, prov: str, person=None, dob=(1980, 1, 1)) -> str:
    if prov == "on":
        return ohip(r)
    if prov == "bc":
        return bc_phn(r)
    if prov == "qc":
        fam, giv = person.ascii_parts()
        return ramq(r, fam, giv, *dob, female=r.random() < 0.5)
    if prov == "mb":
        return digits(r, 9)
    return f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}"  # ns


def drivers_licence(r: random.Random, where: str, initial: str = "K") -> str:
    L = initial.upper() if initial.upper() in string.ascii_uppercase else "M"
    forms = {
        "on": lambda: (
            f"{L}{digits(r, 4)}-{digits(r, 5)}-{r.randint(40, 99):02d}{r.randint(1, 62):02d}{r.randint(1, 28):02d}"
        ),
        "qc": lambda: f"{L}{digits(r, 4)}-{digits(r, 6)}-{digits(r, 2)}",
        "bc": lambda: digits(r, 7),
        "ab": lambda: f"{digits(r, 6)}-{digits(r, 3)}",
        "ca": lambda: f"{L}{digits(r, 7)}",
        "ny": lambda: f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}",
        "tx": lambda: digits(r, 8),
        "fl": lambda: f"{L}{digits(r, 3)}-{digits(r, 3)}-{digits(r, 2)}-{digits(r, 3)}-{digits(r, 1)}",
        "il": lambda: f"{L}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}",
        "wa": lambda: "WDL" + "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ23456789") for _ in range(9)),
    }
    return forms[where]()
