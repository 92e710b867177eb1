"""Identifier makers with valid check digits (every pattern typed by hand)."""

from __future__ import annotations

import random


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def _nums(r: random.Random, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def sin(r: random.Random) -> str:
    body = str(r.choice("1234567")) + _nums(r, 7)
    ds = body + luhn_digit(body)
    sep = r.choice([" ", "-", " "])
    return f"{ds[:3]}{sep}{ds[3:6]}{sep}{ds[6:]}"


def ssn(r: random.Random) -> str:
    area = r.choice([r.randint(1, 665), r.randint(667, 899)])
    return f"{area:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def card(r: random.Random) -> str:
    kind = r.choice(["visa", "mc", "amex", "visa", "disc"])
    if kind == "amex":
        body = r.choice(["34", "37"]) + _nums(r, 12)
        ds = body + luhn_digit(body)
        return f"{ds[:4]} {ds[4:10]} {ds[10:]}"
    prefix = {"visa": "4", "mc": str(r.randint(51, 55)), "disc": "6011"}[kind]
    body = prefix + _nums(r, 15 - len(prefix))
    ds = body + luhn_digit(body)
    sep = r.choice([" ", "-", ""])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


_IBAN = {
    "GB": lambda r: "".join(r.choice("ABCDEFGHJKLMNPRSTUWXYZ") for _ in range(4)) + _nums(r, 14),
    "IE": lambda r: r.choice(["AIBK", "BOFI", "IPBS"]) + _nums(r, 14),
    "DE": lambda r: _nums(r, 18),
    "FR": lambda r: _nums(r, 23),
    "ES": lambda r: _nums(r, 20),
    "NL": lambda r: r.choice(["ABNA", "RABO", "INGB", "TRIO"]) + _nums(r, 10),
    "IT": lambda r: r.choice("ABCDEFGHIJKLMNPRSTUVWXYZ") + _nums(r, 22),
    "PT": lambda r: _nums(r, 21),
    "PL": lambda r: _nums(r, 24),
    "BE": lambda r: _nums(r, 12),
    "MT": lambda r: r.choice(["MALT", "VALL", "APSB"]) + _nums(r, 23),
    "CH": lambda r: _nums(r, 17),
    "AT": lambda r: _nums(r, 16),
    "SE": lambda r: _nums(r, 20),
    "FI": lambda r: _nums(r, 14),
    "GR": lambda r: _nums(r, 23),
    "RO": lambda r: r.choice(["BTRL", "RNCB", "BRDE"]) + _nums(r, 16),
    "TR": lambda r: _nums(r, 22),
    "SA": lambda r: _nums(r, 20),
    "AE": lambda r: _nums(r, 19),
}


def iban(r: random.Random, country: str | None = None) -> str:
    cc = country or r.choice(sorted(_IBAN))
    bban = _IBAN[cc](r)
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    s = f"{cc}{98 - num % 97:02d}{bban}"
    if r.random() < 0.6:
        return " ".join(s[i : i + 4] for i in range(0, len(s), 4))
    return s


def ohip(r: random.Random) -> str:
    body = str(r.randint(1, 9)) + _nums(r, 8)
    ds = body + luhn_digit(body)
    return r.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def bc_phn(r: random.Random) -> str:
    while True:
        body = "9" + _nums(r, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return r.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(r: random.Random, family: str, given: str) -> str:
    from r14_names import ascii_fold

    fam = (ascii_fold(family).upper().replace(" ", "").replace("-", "") + "XXX")[:3]
    g = (ascii_fold(given).upper() or "X")[0]
    return f"{fam}{g} {_nums(r, 4)} {_nums(r, 4)}"


def drivers_licence(r: random.Random, where: str) -> str:
    L = "ABCDEFGHJKLMNPRSTVWY"
    if where == "ON":
        return f"{r.choice(L)}{_nums(r, 4)}-{_nums(r, 5)}-{_nums(r, 5)}"
    if where == "BC":
        return _nums(r, 7)
    if where == "AB":
        return f"{_nums(r, 6)}-{_nums(r, 3)}"
    if where in ("NS", "MB"):
        return f"{r.choice(L)}{r.choice(L)}-{r.choice(L)}{r.choice(L)}-{_nums(r, 3)}-{_nums(r, 3)}"
    if where == "CA":
        return f"{r.choice(L)}{_nums(r, 7)}"
    if where == "NY":
        return f"{_nums(r, 3)} {_nums(r, 3)} {_nums(r, 3)}"
    if where == "FL":
        return f"{r.choice(L)}{_nums(r, 3)}-{_nums(r, 3)}-{_nums(r, 2)}-{_nums(r, 3)}-{_nums(r, 1)}"
    if where == "uk":
        return "".join(r.choice(L) for _ in range(5)) + _nums(r, 6) + r.choice(L) + r.choice(L) + "9" + "AB"
    if where == "au":
        return _nums(r, 9)
    if where == "in":
        return f"{r.choice(['DL', 'MH', 'KA', 'TN'])}-{_nums(r, 2)}{_nums(r, 4)}{_nums(r, 7)}"
    return f"{r.choice(L)}{_nums(r, 8)}"


def ca_account(r: random.Random) -> str:
    return f"{_nums(r, 5)}-{r.choice(['001', '002', '003', '004', '006', '815', '010'])}-{_nums(r, 7)}"


def bare_account(r: random.Random) -> str:
    return _nums(r, r.choice([8, 10, 12]))


def aba(r: random.Random) -> str:
    body = r.choice(["0", "1", "2", "3"]) + _nums(r, 7)
    d = [int(c) for c in body]
    partial = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return body + str((10 - partial % 10) % 10)


def ipv4(r: random.Random) -> str:
    first = r.choice([24, 45, 64, 70, 99, 142, 174, 184, 206, 216, 66, 76, 108])
    return f"{first}.{r.randint(1, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"


def ipv6(r: random.Random) -> str:
    head = r.choice(["2604:3d08", "2607:fea8", "2001:56a", "2600:1700", "2a02:c7c"])
    return head + ":" + ":".join(f"{r.randint(0, 65535):x}" for _ in range(4))
