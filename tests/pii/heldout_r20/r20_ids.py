"""Identifiers with their own check rules (SIN, SSN, cards, IBAN, health cards, licences, accounts, IPs)."""

from __future__ import annotations

import random

from r20_names import Person, fold

DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def nd(r: random.Random, n: int) -> str:
    return "".join(r.choice(DIG) for _ in range(n))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(r: random.Random) -> str:
    body = r.choice("1234567") + nd(r, 7)
    ds = body + luhn_digit(body)
    sep = r.choice([" ", "-", " "])
    return f"{ds[:3]}{sep}{ds[3:6]}{sep}{ds[6:]}"


def ssn(r: random.Random) -> str:
    while True:
        area = r.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def card(r: random.Random) -> str:
    kind = r.choice(["visa", "mc", "mc2", "amex", "disc"])
    prefix, n = {
        "visa": ("4" + nd(r, 5), 16),
        "mc": (str(r.randint(51, 55)) + nd(r, 4), 16),
        "mc2": (str(r.randint(2221, 2720)) + nd(r, 2), 16),
        "amex": (r.choice(["34", "37"]) + nd(r, 4), 15),
        "disc": ("6011" + nd(r, 2), 16),
    }[kind]
    body = prefix + nd(r, n - 1 - len(prefix))
    ds = body + luhn_digit(body)
    if n == 15:
        return f"{ds[:4]} {ds[4:10]} {ds[10:]}"
    sep = r.choice([" ", "-", " "])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


_BBAN = {  # country: pattern (a: letter, 9: digit)
    "GB": "aaaa99999999999999",
    "IE": "aaaa99999999999999",
    "DE": "999999999999999999",
    "FR": "99999999999999999999999",
    "ES": "99999999999999999999",
    "NL": "aaaa9999999999",
    "IT": "a9999999999999999999999",
    "BE": "999999999999",
    "PL": "999999999999999999999999",
    "PT": "999999999999999999999",
}
_BANKS = {"GB": "NWBK BARC LOYD MIDL HBUK", "IE": "AIBK BOFI IPBS", "NL": "INGB ABNA RABO SNSB"}


def iban(r: random.Random, country: str) -> str:
    pat = _BBAN[country]
    bank = r.choice(_BANKS.get(country, "XXXX").split())
    bban = "".join(
        (bank[i] if i < 4 and country in _BANKS else r.choice(UP)) if c == "a" else r.choice(DIG)
        for i, c in enumerate(pat)
    )
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    s = f"{country}{98 - num % 97:02d}{bban}"
    if r.random() < 0.6:
        return " ".join(s[i : i + 4] for i in range(0, len(s), 4))
    return s


def ohip(r: random.Random) -> tuple[str, str]:
    body = r.choice("123456789") + nd(r, 8)
    ds = body + luhn_digit(body)
    vc = r.choice(UP) + r.choice(UP)
    sep = r.choice(["-", " "])
    return f"{ds[:4]}{sep}{ds[4:7]}{sep}{ds[7:]}", vc


def bc_phn(r: random.Random) -> str:
    while True:
        body = "9" + nd(r, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if rem > 1:
            ds = body + str(11 - rem)
            return f"{ds[:4]} {ds[4:7]} {ds[7:]}"


def ramq(r: random.Random, p: Person) -> str:
    fam = fold(p.family or p.given).upper().replace(" ", "").replace("-", "").replace("'", "")
    fam = (fam + "XXX")[:3]
    given = fold(p.given).upper()[:1] or "X"
    y, m, d = p.dob
    return f"{fam}{given} {y % 100:02d}{m + (50 if p.female else 0):02d} {d:02d}{nd(r, 2)}"


def dl(r: random.Random, where: str, p: Person) -> str:
    """A driver's licence number for a province, a state or a foreign jurisdiction."""
    ini = fold(p.surname()).upper().replace(" ", "").replace("'", "").replace("-", "") or "X"
    y, m, d = p.dob
    if where == "ON":
        return f"{ini[0]}{nd(r, 4)}-{nd(r, 5)}-{y % 100:02d}{m + (50 if p.female else 0):02d}{d:02d}"[:17]
    if where == "QC":
        return f"{ini[0]}{nd(r, 4)}-{d:02d}{m:02d}{y % 100:02d}-{nd(r, 2)}"
    if where in ("BC", "NB", "PE"):
        return nd(r, 7)
    if where == "AB":
        return f"{nd(r, 6)}-{nd(r, 3)}"
    if where in ("SK", "NU", "NT", "YT"):
        return nd(r, 8)
    if where == "MB":
        return f"{ini[:2].ljust(2, 'X')}-{ini[2:4].ljust(2, 'X')}-{r.choice(UP)}{r.choice(UP)}-{r.choice(UP)}{nd(r, 3)}"
    if where == "NS":
        return f"{ini[:5].ljust(5, 'X')}{d:02d}{m:02d}{y % 100:02d}{nd(r, 3)}"
    if where == "NL":
        return f"{ini[0]}{nd(r, 9)}"
    if where == "CA":
        return f"{r.choice(UP)}{nd(r, 7)}"
    if where == "NY":
        return f"{nd(r, 3)} {nd(r, 3)} {nd(r, 3)}"
    if where in ("TX", "PA"):
        return nd(r, 8)
    if where in ("FL", "MN"):
        return f"{ini[0]}{nd(r, 3)}-{nd(r, 3)}-{nd(r, 2)}-{nd(r, 3)}-{nd(r, 1)}"
    if where == "IL":
        return f"{ini[0]}{nd(r, 3)}-{nd(r, 4)}-{nd(r, 4)}"
    if where == "WA":
        return f"WDL{''.join(r.choice(UP + DIG) for _ in range(9))}"
    if where in ("GA", "OK", "NM", "AK"):
        return nd(r, 9)
    if where == "AZ":
        return f"D{nd(r, 8)}"
    if where == "NJ":
        return f"{ini[0]}{nd(r, 4)} {nd(r, 5)} {nd(r, 5)}"
    if where == "MI":
        return f"{ini[0]} {nd(r, 3)} {nd(r, 3)} {nd(r, 3)} {nd(r, 3)}"
    if where == "MA":
        return f"S{nd(r, 8)}"
    if where == "HI":
        return f"H{nd(r, 8)}"
    if where == "uk":
        given = fold(p.given).upper()[:1] or "X"
        return f"{ini[:5].ljust(5, '9')}{y % 100 // 10}{m + (50 if p.female else 0):02d}{d:02d}{y % 10}{given}9{nd(r, 1)}{r.choice(UP)}{r.choice(UP)}"
    if where == "au":
        return nd(r, r.choice([8, 9]))
    if where == "in":
        return f"{r.choice(['MH', 'KA', 'DL', 'GJ', 'PB'])}{nd(r, 2)} {y}{nd(r, 7)}"
    if where == "ie":
        return f"{nd(r, 3)}{nd(r, 3)}{nd(r, 3)}"
    if where == "za":
        return f"{nd(r, 4)}{nd(r, 4)}{r.choice(UP)}{r.choice(UP)}{nd(r, 2)}"
    return f"{r.choice(UP)}{nd(r, 8)}"


CA_INSTITUTIONS = ("001", "002", "003", "004", "006", "010", "815", "829", "837")


def ca_account(r: random.Random) -> str:
    return f"{nd(r, 5)}-{r.choice(CA_INSTITUTIONS)}-{nd(r, 7)}"


def bare_account(r: random.Random) -> str:
    return nd(r, r.choice([8, 9, 10, 12]))


def aba(r: random.Random) -> str:
    while True:
        body = f"{r.choice([r.randint(1, 12), r.randint(21, 32)]):02d}" + nd(r, 6)
        d = [int(c) for c in body]
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
        return body + str((10 - s % 10) % 10)


def ipv4(r: random.Random) -> str:
    first = r.choice([24, 47, 68, 70, 74, 96, 99, 107, 142, 173, 184, 207, 216])
    return f"{first}.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"


def ipv6(r: random.Random) -> str:
    head = r.choice(["2607:fea8", "2001:569", "2600:1700", "2604:3d08", "2a02:c7c"])
    return (
        head + ":" + ":".join(f"{r.randint(0, 65535):x}" for _ in range(4)) + "::" + f"{r.randint(1, 4095):x}"
    )
