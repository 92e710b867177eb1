"""Identifiers with their check digits, typed from the published rules."""

from __future__ import annotations

import random
import string

UP = string.ascii_uppercase


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def sin(r: random.Random) -> str:
    body = r.choice("1234567") + digits(r, 7)
    ds = body + luhn_digit(body)
    return r.choice([f"{ds[:3]} {ds[3:6]} {ds[6:]}", f"{ds[:3]}-{ds[3:6]}-{ds[6:]}", ds])


def ssn(r: random.Random) -> str:
    while True:
        area = r.randint(1, 899)
        if area != 666:
            break
    group, serial = r.randint(1, 99), r.randint(1, 9999)
    return r.choice(["{:03d}-{:02d}-{:04d}", "{:03d} {:02d} {:04d}"]).format(area, group, serial)


CARD_PREFIX = (
    ("4", 16),
    ("51", 16),
    ("55", 16),
    ("2221", 16),
    ("2720", 16),
    ("34", 15),
    ("37", 15),
    ("6011", 16),
)


def card(r: random.Random) -> str:
    pre, n = r.choice(CARD_PREFIX)
    body = pre + digits(r, n - len(pre) - 1)
    ds = body + luhn_digit(body)
    if n == 15:
        return r.choice([f"{ds[:4]} {ds[4:10]} {ds[10:]}", ds])
    return r.choice(
        [
            " ".join(ds[i : i + 4] for i in range(0, 16, 4)),
            "-".join(ds[i : i + 4] for i in range(0, 16, 4)),
            ds,
        ]
    )


# country: (letters in the bank part, total length)
IBAN_SPEC = {
    "GB": (4, 22),
    "IE": (4, 22),
    "DE": (0, 22),
    "NL": (4, 18),
    "FR": (0, 27),
    "ES": (0, 24),
    "BE": (0, 16),
    "CH": (0, 21),
    "AT": (0, 20),
    "PT": (0, 25),
    "IT": (1, 27),
    "MT": (4, 31),
}


def iban(r: random.Random, country: str) -> str:
    letters, total = IBAN_SPEC[country]
    bban = "".join(r.choice(UP) for _ in range(letters)) + digits(r, total - 4 - letters)
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    check = f"{98 - num % 97:02d}"
    s = country + check + bban
    return r.choice([s, " ".join(s[i : i + 4] for i in range(0, len(s), 4))])


def ohip(r: random.Random) -> tuple[str, str]:
    body = r.choice("123456789") + digits(r, 8)
    ds = body + luhn_digit(body)
    version = r.choice(UP) + r.choice(UP)
    return r.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds]), version


def bc_phn(r: random.Random) -> str:
    while True:
        body = "9" + digits(r, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        check = 11 - rem
        if check < 10:
            ds = body + str(check)
            return r.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(r: random.Random, family: str, given: str) -> str:
    fam = "".join(c for c in family.upper() if c in UP)[:3].ljust(3, "X")
    giv = given.upper()[:1] if given[:1].upper() in UP else "X"
    return f"{fam}{giv} {digits(r, 4)} {digits(r, 4)}"


def dl(r: random.Random, region: str, family: str = "") -> str:
    fam = "".join(c for c in family.upper() if c in UP) or "SMITH"
    if region == "ON":
        return f"{fam[0]}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}"
    if region == "QC":
        return f"{fam[0]}{digits(r, 4)}-{digits(r, 6)}-{digits(r, 2)}"
    if region in ("BC", "SK", "MB", "PE"):
        return digits(r, 7 if region == "BC" else 8)
    if region == "AB":
        return f"{digits(r, 6)}-{digits(r, 3)}"
    if region in ("NS", "NB", "NL"):
        return f"{fam[:5]}{digits(r, 9)}" if region == "NS" else digits(r, 7)
    if region == "CA":
        return r.choice(UP) + digits(r, 7)
    if region in ("NY", "NJ"):
        return digits(r, 9) if region == "NY" else f"{fam[0]}{digits(r, 4)} {digits(r, 5)} {digits(r, 5)}"
    if region == "TX":
        return digits(r, 8)
    if region == "FL":
        return f"{fam[0]}{digits(r, 3)}-{digits(r, 3)}-{digits(r, 2)}-{digits(r, 3)}-{digits(r, 1)}"
    if region == "IL":
        return f"{fam[0]}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}"
    if region == "WA":
        return "WDL" + "".join(r.choice(UP + "0123456789") for _ in range(9))
    if region == "uk":
        return f"{fam[:5].ljust(5, '9')}{digits(r, 6)}{fam[0]}{r.choice(UP)}9{r.choice(UP)}{r.choice(UP)}"
    if region == "au":
        return digits(r, 8)
    if region == "in":
        return f"{r.choice(['MH', 'KA', 'DL', 'TN'])}{digits(r, 2)} {digits(r, 11)}"
    return r.choice(UP) + digits(r, 8)


def ca_account(r: random.Random) -> str:
    inst = r.choice(["001", "002", "003", "004", "006", "010", "016", "815", "837"])
    return r.choice(["{t}-{i}-{a}", "{t} {i} {a}", "{i}-{t}-{a}"]).format(
        t=digits(r, 5), i=inst, a=digits(r, 7)
    )


def bare_account(r: random.Random) -> str:
    return digits(r, r.choice([8, 9, 10, 11, 12]))


def aba(r: random.Random) -> str:
    while True:
        d = [int(c) for c in r.choice(["0", "1", "2", "3"]) + digits(r, 8)]
        if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
            return "".join(map(str, d))


def ipv4(r: random.Random) -> str:
    first = r.choice([24, 38, 45, 64, 66, 70, 74, 96, 99, 142, 173, 184, 198, 206, 207])
    return f"{first}.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"


def ipv6(r: random.Random) -> str:
    groups = [f"{r.randint(0, 0xFFFF):x}" for _ in range(4)]
    return "2607:f2c0:" + ":".join(groups[:2]) + "::" + ":".join(groups[2:])


def swift(r: random.Random, cc: str) -> str:
    bank = "".join(r.choice(UP) for _ in range(4))
    return bank + cc.upper() + "".join(r.choice(UP + "0123456789") for _ in range(2)) + r.choice(["", "XXX"])
