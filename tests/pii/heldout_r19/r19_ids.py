"""Structured identifiers with their check digits (every pattern typed here)."""

from __future__ import annotations

import random

from r19_names import fold


def digs(rng: random.Random, n: int, first: str = "0123456789") -> str:
    return rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def group(ds: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for s in sizes:
        out.append(ds[i : i + s])
        i += s
    return sep.join(out)


def sin(rng: random.Random) -> str:
    body = digs(rng, 8, "1234567" + "9")
    ds = body + luhn_digit(body)
    return group(ds, (3, 3, 3), rng.choice([" ", "-", " ", ""]))


def ssn(rng: random.Random) -> str:
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def card(rng: random.Random) -> str:
    kind = rng.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digs(rng, 12)
        ds = body + luhn_digit(body)
        return group(ds, (4, 6, 5), rng.choice([" ", "-"]))
    prefix = {
        "visa": "4",
        "mc": "5" + rng.choice("12345"),
        "mc2": str(rng.randint(2221, 2720)),
        "disc": "6011",
    }
    body = prefix[kind]
    body += digs(rng, 15 - len(body))
    ds = body + luhn_digit(body)
    return group(ds, (4, 4, 4, 4), rng.choice([" ", "-", " "]))


IBAN_FORMATS = {
    "GB": lambda r: rng_pick(r, "NWBK BARC LOYD MIDL HBUK") + digs(r, 14),
    "IE": lambda r: rng_pick(r, "AIBK BOFI IPBS") + digs(r, 14),
    "FR": lambda r: digs(r, 23),
    "DE": lambda r: digs(r, 18),
    "NL": lambda r: rng_pick(r, "ABNA RABO INGB TRIO") + digs(r, 10),
    "ES": lambda r: digs(r, 20),
    "IT": lambda r: r.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") + digs(r, 22),
    "PT": lambda r: digs(r, 21),
    "PL": lambda r: digs(r, 24),
    "BR": lambda r: digs(r, 23) + r.choice("CP") + r.choice("123"),
}


def rng_pick(rng: random.Random, words: str) -> str:
    return rng.choice(words.split())


def iban(rng: random.Random, country: str) -> str:
    bban = IBAN_FORMATS[country](rng)
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    code = f"{country}{98 - num % 97:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(code[i : i + 4] for i in range(0, len(code), 4))
    return code


def ohip(rng: random.Random) -> tuple[str, str]:
    body = digs(rng, 9, "123456789")
    ds = body + luhn_digit(body)
    return group(ds, (4, 3, 3), rng.choice([" ", "-"])), rng.choice(["AB", "KL", "ZT", "HM", "CP"])


def bc_phn(rng: random.Random) -> str:
    while True:
        body = "9" + digs(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            return group(body + str(11 - rem), (4, 3, 3), " ")


def ramq(rng: random.Random, family: str, given: str, dob, female: bool) -> str:
    fam = "".join(c for c in fold(family).upper() if c.isalpha())
    fam = (fam + "XXX")[:3]
    ini = fold(given).upper()[0]
    month = dob.month + (50 if female else 0)
    return f"{fam}{ini} {dob.year % 100:02d}{month:02d} {dob.day:02d}{rng.randint(1, 98):02d}"


def aba(rng: random.Random) -> str:
    first = rng.choice(["0", "1", "2", "3"])
    if first == "0":
        head = "0" + rng.choice("123456789")
    elif first == "1":
        head = "1" + rng.choice("012")
    elif first == "2":
        head = "2" + rng.choice("123456789")
    else:
        head = "3" + rng.choice("012")
    body = head + digs(rng, 6)
    d = [int(c) for c in body]
    check = (-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5])) % 10
    return body + str(check)


CA_INSTITUTIONS = ("001", "002", "003", "004", "006", "010", "016", "815", "828", "837")


def ca_account(rng: random.Random) -> str:
    return f"{digs(rng, 5)}-{rng.choice(CA_INSTITUTIONS)}-{digs(rng, 7)}"


def bare_account(rng: random.Random) -> str:
    return digs(rng, rng.choice([7, 9, 10, 12]), "123456789")


def ipv4(rng: random.Random) -> str:
    first = rng.choice([24, 47, 50, 64, 67, 70, 72, 74, 96, 99, 108, 142, 173, 174, 184, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    head = rng.choice(["2607:fea8", "2001:569", "2600:1700", "2604:3d08", "2a02:c7c"])
    tail = ":".join(f"{rng.randint(0, 0xFFFF):x}" for _ in range(4))
    return f"{head}:{rng.randint(0, 0xFFF):x}::{tail}"


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def drivers_licence(rng: random.Random, region: str, family: str) -> str:
    initial = (fold(family).upper() + "X")[0]
    pats = {
        "ON": lambda: f"{initial}{digs(rng, 4)}-{digs(rng, 5)}-{digs(rng, 5)}",
        "QC": lambda: f"{initial}{digs(rng, 4)}-{digs(rng, 6)}-{digs(rng, 2)}",
        "BC": lambda: digs(rng, 7, "123456789"),
        "AB": lambda: f"{digs(rng, 6)}-{digs(rng, 3)}",
        "MB": lambda: (
            f"{letters(rng, 2)}-{letters(rng, 2)}-{letters(rng, 2)}-{letters(rng, 1)}{digs(rng, 3)}{letters(rng, 2)}"
        ),
        "NS": lambda: f"{(fold(family).upper() + 'XXXXX')[:5]}{digs(rng, 9)}",
        "NY": lambda: f"{digs(rng, 3)} {digs(rng, 3)} {digs(rng, 3)}",
        "CA": lambda: f"{letters(rng, 1)}{digs(rng, 7)}",
        "TX": lambda: digs(rng, 8, "1234"),
        "FL": lambda: f"{initial}{digs(rng, 3)}-{digs(rng, 3)}-{digs(rng, 2)}-{digs(rng, 3)}-{digs(rng, 1)}",
        "IL": lambda: f"{initial}{digs(rng, 3)}-{digs(rng, 4)}-{digs(rng, 4)}",
        "WA": lambda: f"WDL{letters(rng, 3)}{digs(rng, 3)}{letters(rng, 3)}",
        "MI": lambda: f"{initial} {digs(rng, 3)} {digs(rng, 3)} {digs(rng, 3)} {digs(rng, 3)}",
        "AZ": lambda: f"{letters(rng, 1)}{digs(rng, 8)}",
        "NJ": lambda: f"{initial}{digs(rng, 4)} {digs(rng, 5)} {digs(rng, 5)}",
        "PA": lambda: f"{digs(rng, 2)} {digs(rng, 3)} {digs(rng, 3)}",
        "MA": lambda: f"S{digs(rng, 8)}",
        "GA": lambda: digs(rng, 9, "0"),
        "uk": lambda: (
            f"{(fold(family).upper() + '99999')[:5]}{digs(rng, 6)}{letters(rng, 2)}9{letters(rng, 2)}"
        ),
        "au": lambda: digs(rng, 9, "123456789"),
        "in": lambda: f"{rng.choice(['MH12', 'TN09', 'KA05', 'UP32'])} {digs(rng, 4, '12')}{digs(rng, 7)}",
        "nz": lambda: f"{letters(rng, 2)}{digs(rng, 6)}",
        "ie": lambda: f"{digs(rng, 3)}{digs(rng, 3)}{digs(rng, 3)}",
        "za": lambda: f"{digs(rng, 4)}{letters(rng, 4)}{digs(rng, 3)}{letters(rng, 1)}",
    }
    fn = pats.get(region) or (lambda: f"{letters(rng, 1)}{digs(rng, 3)}-{digs(rng, 4)}-{digs(rng, 4)}")
    return fn()
