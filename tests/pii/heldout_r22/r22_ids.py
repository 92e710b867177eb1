"""Identifier generators with their own check digits (SIN, cards, IBAN, OHIP, BC PHN, RAMQ, ABA)."""

from __future__ import annotations

from r22_names import fold


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    s = body + luhn_digit(body)
    return rng.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", s])


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    s = f"{a:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([f"{s[:3]}-{s[3:5]}-{s[5:]}", f"{s[:3]} {s[3:5]} {s[5:]}", s])


def card(rng):
    kind = rng.choice(["4", "51", "55", "2221", "34", "37", "6011"])
    n = 15 if kind in ("34", "37") else 16
    body = kind + digits(rng, n - len(kind) - 1)
    c = body + luhn_digit(body)
    if n == 15:
        return f"{c[:4]} {c[4:10]} {c[10:]}"
    return rng.choice([" ", "-", ""]).join([c[:4], c[4:8], c[8:12], c[12:]])


_BBAN = {
    "GB": "AAAA99999999999999",
    "IE": "AAAA99999999999999",
    "DE": "999999999999999999",
    "FR": "99999999999999999999999",
    "ES": "99999999999999999999",
    "NL": "AAAA9999999999",
    "BR": "99999999999999999999999A9",
    "BE": "999999999999",
    "CH": "99999999999999999",
}


def iban(rng, country):
    bban = "".join(
        rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "A" else rng.choice("0123456789")
        for c in _BBAN[country]
    )
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    s = f"{country}{98 - num % 97:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if rng.random() < 0.7 else s


def ohip(rng):
    body = rng.choice("123456789") + digits(rng, 8)
    s = body + luhn_digit(body)
    return rng.choice([f"{s[:4]}-{s[4:7]}-{s[7:]}", f"{s[:4]} {s[4:7]} {s[7:]}", s])


def bc_phn(rng):
    while True:
        body = "9" + digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            s = body + str(11 - rem)
            return rng.choice([f"{s[:4]} {s[4:7]} {s[7:]}", s])


def ramq(rng, person, dob):
    fam = "".join(c for c in fold(person.fam or person.given).upper() if c.isalpha())[:3].ljust(3, "X")
    giv = fold(person.given).upper()[:1] or "X"
    mm = dob.month + (50 if person.sex == "f" else 0)
    return f"{fam}{giv} {dob.year % 100:02d}{mm:02d} {dob.day:02d}{digits(rng, 2)}"


def aba(rng):
    while True:
        d = [int(c) for c in rng.choice(["0", "1", "2", "3"]) + digits(rng, 7)]
        for last in range(10):
            x = d + [last]
            if (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + x[2] + x[5] + x[8]) % 10 == 0:
                return "".join(map(str, x))


def driver(rng, issuer, person, dob):
    """A licence number shaped like the issuer's (loosely; letters from the holder's name where used)."""
    fam = "".join(c for c in fold(person.fam or person.given).upper() if c.isalpha()).ljust(5, "9")
    ini = fam[0]
    yy, mm, dd = dob.year % 100, dob.month, dob.day
    if issuer == "ON":
        return f"{ini}{digits(rng, 4)}-{digits(rng, 5)}-{yy:02d}{mm + (50 if person.sex == 'f' else 0):02d}{dd:01d}"[
            :17
        ]
    if issuer == "QC":
        return f"{ini}{digits(rng, 4)}-{dd:02d}{mm:02d}{yy:02d}-{digits(rng, 2)}"
    if issuer == "NS":
        return f"{fam[:5]}{dd:02d}{mm:02d}{yy:02d}{digits(rng, 3)}"
    if issuer in ("BC", "MB", "SK", "NB", "PE", "NL", "NU", "NT", "YT"):
        return digits(rng, 7)
    if issuer == "AB":
        return f"{digits(rng, 6)}-{digits(rng, 3)}"
    if issuer in ("CA", "AZ"):
        return f"{rng.choice('ABDFNY')}{digits(rng, 7)}"
    if issuer in ("FL", "IL", "MI", "MN"):
        return f"{ini}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}"
    if issuer == "NY":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if issuer == "WA":
        return f"WDL{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(9))}"
    if issuer in ("uk",):
        return f"{fam[:5]}{yy // 10}{mm + (50 if person.sex == 'f' else 0):02d}{dd:02d}{yy % 10}{fold(person.given)[:1].upper()}X9{rng.choice('ABCDEFGHJ')}{rng.choice('KLMNPRST')}"
    if issuer == "de":
        return (
            f"B{digits(rng, 3)}{rng.choice('ABCDEFGH')}{digits(rng, 4)}{rng.choice('KLMN')}{digits(rng, 1)}"
        )
    if issuer == "in":
        return f"MH{digits(rng, 2)} {2000 + rng.randint(5, 22)}{digits(rng, 7)}"
    if issuer == "au":
        return digits(rng, 9)
    return f"{rng.choice('ABCDEFGHKLMNPRSTXYZ')}{digits(rng, 2)}-{digits(rng, 6)}"


def ipv4(rng):
    first = rng.choice([24, 47, 64, 70, 76, 99, 104, 142, 173, 184, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    return (
        "2001:"
        + ":".join(f"{rng.randint(0, 65535):x}" for _ in range(3))
        + "::"
        + f"{rng.randint(1, 65535):x}"
    )
