"""Identifier generators for the round-13 set: check digits computed here, shapes typed by hand."""

from __future__ import annotations

import string


def _digits(rng, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def sin(rng) -> str:
    body = rng.choice("1234567") + _digits(rng, 7)
    ds = body + luhn_digit(body)
    shape = rng.choice(("{} {} {}", "{}-{}-{}", "{}{}{}", "{} {} {}"))
    return shape.format(ds[:3], ds[3:6], ds[6:])


def ssn(rng) -> str:
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    group, serial = rng.randint(1, 99), rng.randint(1, 9999)
    shape = rng.choice(
        ("{:03d}-{:02d}-{:04d}", "{:03d}-{:02d}-{:04d}", "{:03d} {:02d} {:04d}", "{:03d}{:02d}{:04d}")
    )
    return shape.format(area, group, serial)


def card(rng) -> tuple[str, str]:
    brand = rng.choice(("Visa", "Mastercard", "Amex", "Discover", "Visa", "Mastercard"))
    if brand == "Amex":
        body = rng.choice(("34", "37")) + _digits(rng, 12)
        ds = body + luhn_digit(body)
        sep = rng.choice((" ", "-", " "))
        return brand, sep.join((ds[:4], ds[4:10], ds[10:]))
    prefix = {"Visa": "4", "Discover": "6011", "Mastercard": rng.choice(("51", "53", "55", "2221", "2720"))}[
        brand
    ]
    body = prefix + _digits(rng, 15 - len(prefix))
    ds = body + luhn_digit(body)
    sep = rng.choice((" ", "-", " ", ""))
    return brand, sep.join(ds[i : i + 4] for i in range(0, 16, 4))


IBAN_SPECS = {
    "GB": "aaaa" + "n" * 14,
    "IE": "aaaa" + "n" * 14,
    "DE": "n" * 18,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "NL": "aaaa" + "n" * 10,
    "ES": "n" * 20,
    "IT": "a" + "n" * 10 + "c" * 12,
    "PL": "n" * 24,
    "CH": "n" * 5 + "c" * 12,
    "BE": "n" * 12,
    "PT": "n" * 21,
    "NO": "n" * 11,
    "DK": "n" * 14,
    "SE": "n" * 20,
    "AT": "n" * 16,
    "TR": "n" * 5 + "0" + "c" * 16,
    "AE": "n" * 19,
    "SA": "nn" + "c" * 18,
    "PK": "aaaa" + "n" * 16,
    "RO": "aaaa" + "c" * 16,
    "HU": "n" * 24,
    "CZ": "n" * 20,
    "GR": "n" * 7 + "c" * 16,
    "FI": "n" * 14,
    "IL": "n" * 19,
    "JO": "aaaa" + "n" * 4 + "c" * 18,
    "MT": "aaaa" + "n" * 5 + "c" * 18,
}


def iban(rng, country: str | None = None) -> str:
    cc = country or rng.choice(sorted(IBAN_SPECS))
    out = []
    for ch in IBAN_SPECS[cc]:
        if ch == "n":
            out.append(rng.choice(string.digits))
        elif ch == "a":
            out.append(rng.choice(string.ascii_uppercase))
        elif ch == "c":
            out.append(rng.choice(string.digits * 3 + string.ascii_uppercase))
        else:
            out.append(ch)
    bban = "".join(out)
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    compact = f"{cc}{98 - num % 97:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
    return compact


def ohip(rng) -> tuple[str, str]:
    body = rng.choice("123456789") + _digits(rng, 8)
    ds = body + luhn_digit(body)
    shape = rng.choice(("{} {} {}", "{}-{}-{}", "{}{}{}"))
    version = "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2))
    return shape.format(ds[:4], ds[4:7], ds[7:]), version


def bc_phn(rng) -> str:
    weights = (2, 4, 8, 5, 10, 9, 7, 3)
    while True:
        body = _digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if 11 - rem < 10:
            ds = "9" + body + str(11 - rem)
            return rng.choice(("{} {} {}", "{}-{}-{}", "{} {} {}")).format(ds[:4], ds[4:7], ds[7:])


def ramq(rng, family: str, given: str, year: int, month: int, day: int, female: bool) -> str:
    fam = (family.upper() + "XXX")[:3]
    letters = fam + (given[:1].upper() or "X")
    mm = month + (50 if female else 0)
    return f"{letters} {year % 100:02d}{mm:02d} {day:02d}{rng.randint(11, 98)}"


def drivers_licence(rng, jur: str, region: str, family: str) -> str:
    up = "".join(c for c in family.upper() if "A" <= c <= "Z") or "QX"
    letter = up[0]
    if jur == "ca":
        if region == "ON":
            return f"{letter}{_digits(rng, 4)}-{_digits(rng, 5)}-{_digits(rng, 5)}"
        if region == "QC":
            return f"{letter}{_digits(rng, 4)}-{_digits(rng, 6)}-{_digits(rng, 2)}"
        if region == "AB":
            return f"{_digits(rng, 6)}-{_digits(rng, 3)}"
        if region == "MB":
            return f"{(up + 'XXXX')[:4]}-{''.join(rng.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(2))}{_digits(rng, 3)}"
        if region == "NS":
            return f"{(up + 'XXXXX')[:5]}{_digits(rng, 9)}"
        return _digits(rng, 7)
    if jur == "us":
        shapes = {
            "CA": lambda: f"{letter}{_digits(rng, 7)}",
            "NY": lambda: f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}",
            "TX": lambda: _digits(rng, 8),
            "FL": lambda: (
                f"{letter}{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 2)}-{_digits(rng, 3)}-{_digits(rng, 1)}"
            ),
            "IL": lambda: f"{letter}{_digits(rng, 3)}-{_digits(rng, 4)}-{_digits(rng, 4)}",
            "WA": lambda: (
                f"WDL{''.join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(9))}"
            ),
            "MI": lambda: f"{letter} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}",
        }
        return shapes.get(region, lambda: f"{letter}{_digits(rng, 8)}")()
    if jur == "uk":
        five = (up + "99999")[:5]
        return f"{five}{_digits(rng, 6)}{''.join(rng.choice(string.ascii_uppercase) for _ in range(2))}9{''.join(rng.choice(string.ascii_uppercase) for _ in range(2))}"
    if jur == "au":
        return _digits(rng, rng.choice((8, 9)))
    if jur == "in":
        return f"MH{_digits(rng, 2)} {_digits(rng, 4)}{_digits(rng, 7)}"
    return f"{letter}{_digits(rng, 7)}"


INSTITUTIONS = (
    ("001", "BMO"),
    ("002", "Scotiabank"),
    ("003", "RBC"),
    ("004", "TD"),
    ("006", "National Bank"),
    ("010", "CIBC"),
    ("219", "ATB Financial"),
    ("614", "Tangerine"),
    ("815", "Desjardins"),
    ("837", "Meridian"),
)


def ca_account(rng) -> tuple[str, str]:
    inst, bank = rng.choice(INSTITUTIONS)
    transit, acct = _digits(rng, 5), _digits(rng, rng.choice((7, 7, 10, 12)))
    shape = rng.choice(("{t}-{i}-{a}", "{t} {i} {a}", "{i}-{t}-{a}"))
    return shape.format(t=transit, i=inst, a=acct), bank


def bare_account(rng) -> str:
    n = rng.choice((8, 9, 10, 11, 12))
    ds = _digits(rng, n)
    return rng.choice((ds, f"{ds[:4]} {ds[4:]}", f"{ds[:3]}-{ds[3:]}"))


def aba(rng) -> str:
    prefix = rng.choice(
        ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "26", "31")
    )
    body = prefix + _digits(rng, 6)
    d = [int(c) for c in body]
    partial = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return body + str((-partial) % 10)


def ipv4(rng) -> str:
    first = rng.choice((24, 47, 64, 67, 70, 72, 76, 99, 107, 142, 174, 184, 206, 209))
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng) -> str:
    head = rng.choice(("2607:fea8", "2001:56a", "2605:8d80", "2600:1700", "2a02:c7c"))
    groups = [f"{rng.randint(0, 65535):x}" for _ in range(3)]
    return f"{head}:{groups[0]}:{groups[1]}::{groups[2]}"
