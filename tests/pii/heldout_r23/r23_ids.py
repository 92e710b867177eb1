"""Identifier makers with their check digits (written for round 23)."""

from __future__ import annotations


def luhn_digit(body):
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
    sep = rng.choice([" ", "-", " "])
    return f"{s[:3]}{sep}{s[3:6]}{sep}{s[6:]}"


def ssn(rng):
    area = rng.randint(1, 899)
    while area == 666:
        area = rng.randint(1, 899)
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def card(rng):
    kind = rng.choice(["visa", "mc", "amex"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        s = body + luhn_digit(body)
        return f"{s[:4]} {s[4:10]} {s[10:]}"
    body = ("4" if kind == "visa" else rng.choice(["51", "53", "55"])) + digits(
        rng, 14 if kind == "visa" else 13
    )
    s = body + luhn_digit(body)
    sep = rng.choice([" ", "-", ""])
    return sep.join(s[i : i + 4] for i in range(0, 16, 4))


IBAN_SHAPES = {
    "GB": "AAAA" + "9" * 14,
    "DE": "9" * 18,
    "FR": "9" * 23,
    "IE": "AAAA" + "9" * 14,
    "ES": "9" * 20,
    "NL": "AAAA" + "9" * 10,
    "BE": "9" * 12,
    "PT": "9" * 21,
    "CH": "9" * 17,
}


def iban(rng, country=None):
    country = country or rng.choice(sorted(IBAN_SHAPES))
    bban = "".join(
        rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "A" else rng.choice("0123456789")
        for c in IBAN_SHAPES[country]
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
        check = 11 - rem
        if check < 10:
            s = body + str(check)
            return rng.choice([f"{s[:4]} {s[4:7]} {s[7:]}", s])


def ramq(rng, family, given):
    letters = (family.upper().replace(" ", "") + "XXX")[:3] + given.upper()[0]
    letters = "".join(c if "A" <= c <= "Z" else "X" for c in letters)
    return f"{letters} {digits(rng, 4)} {digits(rng, 4)}"


def aba(rng):
    while True:
        d = [int(c) for c in rng.choice(["0", "1", "2"]) + digits(rng, 7)]
        for last in range(10):
            e = d + [last]
            if (3 * (e[0] + e[3] + e[6]) + 7 * (e[1] + e[4] + e[7]) + e[2] + e[5] + e[8]) % 10 == 0:
                return "".join(map(str, e))


def licence(rng, issuer, family="X"):
    up = "".join(c for c in family.upper() if "A" <= c <= "Z") or "Q"
    if issuer == "on":
        return f"{up[0]}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
    if issuer == "qc":
        return f"{up[0]}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}"
    if issuer in ("bc", "sk", "mb", "nb", "pe"):
        return digits(rng, 7 if issuer in ("bc", "pe") else 8)
    if issuer in ("ab", "nl"):
        return f"{digits(rng, 6)}-{digits(rng, 3)}"
    if issuer == "ns":
        return f"{(up + 'XXXXX')[:5]}{digits(rng, 9)}"
    if issuer in ("ca", "ny", "fl", "tx", "wa", "oh", "ma", "ga", "az", "mn", "nm", "or", "ky"):
        pat = {
            "ca": "A9999999",
            "ny": "999 999 999",
            "fl": "A999-999-99-999-9",
            "tx": "99999999",
            "wa": "WDL" + "AAA999AA",
            "oh": "AA999999",
            "ma": "S99999999",
            "ga": "999999999",
            "az": "D99999999",
            "mn": "A999999999999",
            "nm": "999999999",
            "or": "9999999",
            "ky": "A99-999-999",
        }
        return "".join(
            rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "A" else rng.choice("0123456789") if c == "9" else c
            for c in pat[issuer]
        )
    if issuer == "uk":
        return f"{(up + '99999')[:5]}{digits(rng, 6)}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}9{rng.choice('KLMN')}{rng.choice('ABCD')}"
    if issuer == "au":
        return digits(rng, rng.choice([8, 9]))
    return f"{rng.choice('ABCDEFGHK')}{digits(rng, 7)}"


def account(rng, jur):
    if jur == "ca":
        return rng.choice(
            [
                f"{digits(rng, 5)}-{digits(rng, 3)}-{digits(rng, 7)}",
                digits(rng, 7),
                f"{digits(rng, 4)}-{digits(rng, 3)}",
            ]
        )
    if jur == "us":
        return digits(rng, rng.choice([9, 10, 12]))
    return rng.choice([digits(rng, 10), f"{digits(rng, 2)}-{digits(rng, 8)}"])


def ipv4(rng):
    return ".".join(
        str(x)
        for x in (
            rng.choice([24, 66, 71, 99, 142, 174, 184, 206]),
            rng.randint(0, 255),
            rng.randint(0, 255),
            rng.randint(2, 254),
        )
    )


def ipv6(rng):
    return (
        "2607:f2c0:"
        + ":".join(f"{rng.randint(0, 65535):x}" for _ in range(3))
        + "::"
        + f"{rng.randint(1, 4095):x}"
    )
