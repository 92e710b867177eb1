"""Identifier shapes with their check digits: SIN, SSN, cards, IBAN, health cards, licences, accounts, IPs."""

from __future__ import annotations

import string

UP = string.ascii_uppercase


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def digits(rng, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def sin(rng) -> str:
    body = rng.choice("1234567") + digits(rng, 7)
    ds = body + luhn_digit(body)
    return rng.choice([f"{ds[:3]} {ds[3:6]} {ds[6:]}", f"{ds[:3]}-{ds[3:6]}-{ds[6:]}", ds])


def ssn(rng) -> str:
    area = rng.choice([n for n in range(1, 900) if n != 666])
    ds = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([f"{ds[:3]}-{ds[3:5]}-{ds[5:]}", f"{ds[:3]} {ds[3:5]} {ds[5:]}"])


def card(rng) -> str:
    kind = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        ds = body + luhn_digit(body)
        return rng.choice([f"{ds[:4]} {ds[4:10]} {ds[10:]}", ds])
    prefix = {
        "visa": "4",
        "mc": str(rng.randint(51, 55)),
        "mc2": str(rng.randint(2221, 2720)),
        "disc": "6011",
    }[kind]
    body = prefix + digits(rng, 15 - len(prefix))
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", ""])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


IBAN_BBAN = {
    "GB": "AAAA######## ",
    "DE": "##################",
    "FR": "#######################",
    "ES": "####################",
    "NL": "AAAA##########",
    "IE": "AAAA##############",
    "IT": "A######################",
    "CH": "#################",
    "BE": "############",
    "PT": "#####################",
    "AT": "################",
    "PL": "########################",
    "SE": "####################",
    "DK": "##############",
    "NO": "###########",
    "FI": "##############",
    "MT": "AAAA#######################",
    "GR": "#########################",
    "RO": "AAAA################",
    "HR": "#################",
    "SA": "######################",
    "AE": "###################",
}


def iban(rng, country: str | None = None) -> str:
    cc = country or rng.choice(sorted(IBAN_BBAN))
    bban = "".join(rng.choice(UP) if c == "A" else rng.choice(string.digits) for c in IBAN_BBAN[cc].strip())
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    s = f"{cc}{98 - num % 97:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(s[i : i + 4] for i in range(0, len(s), 4))
    return s


def ohip(rng) -> tuple[str, str]:
    body = rng.choice("123456789") + digits(rng, 8)
    ds = body + luhn_digit(body)
    version = rng.choice(UP) + rng.choice(UP)
    return rng.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds]), version


def bc_phn(rng) -> str:
    while True:
        body = "9" + digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return rng.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(rng, person) -> str:
    fam = (person.family or person.given).upper()
    letters = "".join(c for c in fam if c in UP)[:3].ljust(3, "X") + (person.given[:1].upper() or "X")
    letters = "".join(c if c in UP else "X" for c in letters)
    yy = rng.randint(40, 99)
    mm = rng.randint(1, 12) + (50 if person.gender == "F" else 0)
    return f"{letters} {yy:02d}{mm:02d} {rng.randint(1, 28):02d}{digits(rng, 2)}"


def licence(rng, where: str, person=None) -> str:
    fam = "".join(c for c in (person.family if person else "SMITH").upper() if c in UP).ljust(5, "9")
    shapes = {
        "ON": lambda: f"{fam[0]}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}",
        "QC": lambda: f"{fam[0]}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}",
        "BC": lambda: digits(rng, 7),
        "AB": lambda: f"{digits(rng, 6)}-{digits(rng, 3)}",
        "MB": lambda: (
            f"{fam[:2]}-{fam[2:4]}-{rng.choice(UP)}{rng.choice(UP)}-{digits(rng, 3)}{rng.choice(UP)}{rng.choice(UP)}"
        ),
        "NS": lambda: f"{fam[:5]}{digits(rng, 9)}",
        "SK": lambda: digits(rng, 8),
        "NB": lambda: digits(rng, 7),
        "NL": lambda: f"{fam[0]}{digits(rng, 9)}",
        "PE": lambda: digits(rng, 6),
        "CA": lambda: f"{rng.choice(UP)}{digits(rng, 7)}",
        "NY": lambda: f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "TX": lambda: digits(rng, 8),
        "FL": lambda: (
            f"{fam[0]}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 1)}"
        ),
        "IL": lambda: f"{fam[0]}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
        "WA": lambda: f"WDL{''.join(rng.choice(UP + string.digits) for _ in range(9))}",
        "MI": lambda: f"{fam[0]} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "MN": lambda: f"{fam[0]}{digits(rng, 12)}",
        "PA": lambda: f"{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}",
        "OH": lambda: f"{rng.choice(UP)}{rng.choice(UP)}{digits(rng, 6)}",
        "AZ": lambda: f"{rng.choice('ABDY')}{digits(rng, 8)}",
        "GA": lambda: digits(rng, 9),
        "uk": lambda: (
            f"{fam}{rng.randint(4, 9)}{rng.choice(['0', '5', '1', '6'])}{rng.randint(1, 9)}{rng.randint(10, 28)}{rng.randint(0, 9)}{(person.given[:1].upper() if person else 'J') if (person and person.given[:1].upper() in UP) else 'J'}9{rng.choice(UP)}{rng.choice(UP)}{rng.choice(UP)}"
        ),
        "in": lambda: (
            f"{rng.choice(['MH', 'KA', 'DL', 'TN', 'GJ'])}{digits(rng, 2)} {rng.randint(1995, 2022)}{digits(rng, 7)}"
        ),
        "au": lambda: digits(rng, 8),
        "nz": lambda: f"{rng.choice(UP)}{rng.choice(UP)}{digits(rng, 6)}",
    }
    return shapes.get(where, lambda: f"{rng.choice(UP)}{digits(rng, 8)}")()


LICENCE_PLACES = [
    "ON",
    "QC",
    "BC",
    "AB",
    "MB",
    "NS",
    "SK",
    "NB",
    "NL",
    "PE",
    "CA",
    "NY",
    "TX",
    "FL",
    "IL",
    "WA",
    "MI",
    "MN",
    "PA",
    "OH",
    "AZ",
    "GA",
]


def ca_account(rng) -> str:
    inst = rng.choice(["001", "002", "003", "004", "006", "010", "815", "837", "614", "219"])
    return f"{digits(rng, 5)}-{inst}-{digits(rng, rng.choice([7, 7, 9, 12]))}"


def bare_account(rng) -> str:
    return rng.choice(
        [
            digits(rng, 10),
            f"{digits(rng, 4)}-{digits(rng, 6)}",
            digits(rng, 12),
            f"{digits(rng, 3)} {digits(rng, 7)}",
        ]
    )


def aba(rng) -> str:
    while True:
        ds = rng.choice(["0", "1", "2", "3"]) + digits(rng, 8)
        d = [int(c) for c in ds]
        if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
            return ds


def ipv4(rng) -> str:
    first = rng.choice([24, 45, 64, 70, 73, 99, 104, 142, 174, 184, 198, 206, 207, 209, 216])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng) -> str:
    groups = [rng.choice(["2001:db8", "2607:f2c0", "2a02:c7f", "2604:3d08"])]
    groups += [f"{rng.randint(0, 0xFFFF):x}" for _ in range(3)]
    return ":".join(groups) + "::" + f"{rng.randint(1, 0xFFFF):x}"
