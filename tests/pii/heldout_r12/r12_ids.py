"""Identifier generators with their check digits, and validators used by the builder's self-check."""

from __future__ import annotations

import random
import string

CA_FIRST = {
    "NL": "A",
    "NS": "B",
    "PE": "C",
    "NB": "E",
    "QC": "GHJ",
    "ON": "KLMNP",
    "MB": "R",
    "SK": "S",
    "AB": "T",
    "BC": "V",
    "NT": "X",
    "NU": "X",
    "YT": "Y",
}
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def luhn_ok(ds: str) -> bool:
    return bool(ds) and luhn_digit(ds[:-1]) == ds[-1]


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def sin(rng: random.Random) -> str:
    body = rng.choice("1234567") + digits(rng, 7)
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " ", ""])
    return sep.join((ds[:3], ds[3:6], ds[6:])) if sep else ds


def ssn(rng: random.Random) -> str:
    area = rng.randint(1, 899)
    while area == 666:
        area = rng.randint(1, 899)
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def credit_card(rng: random.Random) -> str:
    kind = rng.choice(["visa", "mc", "amex", "visa"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        ds = body + luhn_digit(body)
        return f"{ds[:4]} {ds[4:10]} {ds[10:]}"
    body = ("4" + digits(rng, 14)) if kind == "visa" else (str(rng.randint(51, 55)) + digits(rng, 13))
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " "])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


IBAN_SHAPE = {
    "GB": "aaaa" + "n" * 14,
    "IE": "aaaa" + "n" * 14,
    "DE": "n" * 18,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "NL": "aaaa" + "n" * 10,
    "ES": "n" * 20,
    "IT": "a" + "n" * 10 + "c" * 12,
    "BE": "n" * 12,
    "PT": "n" * 21,
    "PL": "n" * 24,
    "CH": "n" * 5 + "c" * 12,
    "AE": "n" * 19,
}


def iban(rng: random.Random, country: str) -> str:
    pools = {"a": string.ascii_uppercase, "n": string.digits, "c": string.ascii_uppercase + string.digits}
    bban = "".join(rng.choice(pools[c]) for c in IBAN_SHAPE[country])
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    full = f"{country}{98 - num % 97:02d}{bban}"
    return " ".join(full[i : i + 4] for i in range(0, len(full), 4))


def iban_ok(text: str) -> bool:
    s = text.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def ohip(rng: random.Random) -> str:
    body = rng.choice("123456789") + digits(rng, 8)
    ds = body + luhn_digit(body)
    return rng.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


BC_W = (2, 4, 8, 5, 10, 9, 7, 3)


def bc_phn(rng: random.Random) -> str:
    while True:
        mid = digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(mid, BC_W, strict=True)) % 11
        if 11 - rem < 10:
            ds = "9" + mid + str(11 - rem)
            return rng.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(rng: random.Random, sur: str, given: str, year: int, month: int, day: int, female: bool) -> str:
    letters = [c for c in (sur.upper() + "XXX") if c.isascii() and c.isalpha()]
    g = [c for c in given.upper() if c.isascii() and c.isalpha()] or ["X"]
    head = "".join(letters[:3]) + g[0]
    mm = month + (50 if female else 0)
    return f"{head} {year % 100:02d}{mm:02d} {day:02d}{rng.randint(10, 99)}"


def drivers_licence(rng: random.Random, region: str, sur: str) -> str:
    initial = next((c for c in sur.upper() if c.isascii() and c.isalpha()), "X")
    if region == "ON":
        return f"{initial}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
    if region == "QC":
        return f"{initial}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}"
    if region in ("BC", "AB", "MB", "SK"):
        return digits(rng, 7) if region == "BC" else f"{digits(rng, 6)}-{digits(rng, 3)}"
    if region == "CA-US":
        return rng.choice(string.ascii_uppercase) + digits(rng, 7)
    if region == "NY":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if region == "TX":
        return digits(rng, 8)
    if region == "FL":
        return f"{initial}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}-0"
    if region == "UK":
        five = (sur.upper().replace(" ", "").replace("'", "") + "99999")[:5]
        five = "".join(c if c.isascii() and c.isalpha() else "9" for c in five)
        return f"{five}{digits(rng, 6)}{rng.choice('ABCDEFGHJ')}{rng.choice('ABCDEFGHJ')}9{rng.choice('ABCDEFGHJ')}{rng.choice('JKLM')}"
    return f"{rng.choice(string.ascii_uppercase)}{digits(rng, 8)}"


def aba(rng: random.Random) -> str:
    while True:
        d = [int(c) for c in rng.choice(["0", "1", "2", "3"]) + digits(rng, 7)]
        for last in range(10):
            full = d + [last]
            s = (
                3 * (full[0] + full[3] + full[6])
                + 7 * (full[1] + full[4] + full[7])
                + full[2]
                + full[5]
                + full[8]
            )
            if s % 10 == 0:
                return "".join(map(str, full))


def ca_account(rng: random.Random) -> str:
    inst = rng.choice(["001", "002", "003", "004", "006", "010", "815", "837"])
    return f"{digits(rng, 5)}-{inst}-{digits(rng, 7)}"


def ca_postal(rng: random.Random, prov: str) -> str:
    first = rng.choice(CA_FIRST[prov])
    return f"{first}{rng.randint(0, 9)}{rng.choice(CA_LETTERS)} {rng.randint(0, 9)}{rng.choice(CA_LETTERS)}{rng.randint(0, 9)}"


def uk_postal(rng: random.Random, area: str) -> str:
    district = area + str(rng.randint(1, 19))
    return f"{district} {rng.randint(1, 9)}{rng.choice(UK_TAIL)}{rng.choice(UK_TAIL)}"


def eircode(rng: random.Random, key: str) -> str:
    pool = "ACDEFHKNPRTVWXY0123456789"
    return f"{key} {''.join(rng.choice(pool) for _ in range(4))}"


def ipv4(rng: random.Random) -> str:
    first = rng.choice([24, 38, 52, 64, 71, 99, 142, 173, 184, 206, 209, 216])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(4)]
    return f"2607:f8b0:{groups[0]}:{groups[1]}::{groups[2]}"
