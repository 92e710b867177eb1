"""Identifier makers for round 24, each passing its own check (Luhn, mod 97, ABA, BC PHN)."""

from __future__ import annotations

import string


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def _digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def _group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def sin(rng):
    body = rng.choice("1234567") + _digits(rng, 7)
    ds = body + luhn_digit(body)
    return rng.choice(
        [_group(ds, (3, 3, 3), " "), _group(ds, (3, 3, 3), "-"), ds, _group(ds, (3, 3, 3), ".")]
    )


def ssn(rng):
    area = rng.choice([a for a in range(1, 900) if a != 666])
    ds = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([_group(ds, (3, 2, 4), "-"), _group(ds, (3, 2, 4), " "), ds])


def credit_card(rng):
    kind = rng.choice(["visa", "mc", "amex", "disc"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + _digits(rng, 12)
        ds = body + luhn_digit(body)
        return _group(ds, (4, 6, 5), rng.choice([" ", "-"]))
    head = {"visa": "4", "mc": rng.choice(["51", "53", "55", "2221"]), "disc": "6011"}[kind]
    body = head + _digits(rng, 15 - len(head))
    ds = body + luhn_digit(body)
    return rng.choice([_group(ds, (4, 4, 4, 4), " "), _group(ds, (4, 4, 4, 4), "-"), ds])


BBAN = {
    "GB": lambda r: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + _digits(r, 14),
    "IE": lambda r: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + _digits(r, 14),
    "FR": lambda r: (
        _digits(r, 10) + "".join(r.choice("0123456789ABCDEFGH") for _ in range(11)) + _digits(r, 2)
    ),
    "DE": lambda r: _digits(r, 18),
    "ES": lambda r: _digits(r, 20),
    "IT": lambda r: r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + _digits(r, 10) + _digits(r, 12),
    "NL": lambda r: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + _digits(r, 10),
    "PL": lambda r: _digits(r, 24),
    "PT": lambda r: _digits(r, 21),
    "BE": lambda r: _digits(r, 12),
}


def iban(rng, country):
    bban = BBAN[country](rng)
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    full = f"{country}{98 - num % 97:02d}{bban}"
    if rng.random() < 0.7:
        return " ".join(full[i : i + 4] for i in range(0, len(full), 4))
    return full


def aba(rng):
    while True:
        d = [int(c) for c in rng.choice(["0", "1", "2", "3"]) + _digits(rng, 7)]
        for last in range(10):
            e = d + [last]
            if (3 * (e[0] + e[3] + e[6]) + 7 * (e[1] + e[4] + e[7]) + e[2] + e[5] + e[8]) % 10 == 0:
                return "".join(map(str, e))


def ohip(rng):
    body = rng.choice("123456789") + _digits(rng, 8)
    ds = body + luhn_digit(body)
    return rng.choice([_group(ds, (4, 3, 3), "-"), _group(ds, (4, 3, 3), " "), ds])


def bc_phn(rng):
    while True:
        body = "9" + _digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return rng.choice([_group(ds, (4, 3, 3), " "), ds])


def ramq(rng, person):
    fam = "".join(c for c in person.family.upper() if c.isalpha() and c.isascii()) if person.family else ""
    giv = "".join(c for c in person.given.upper() if c.isalpha() and c.isascii())
    letters = ((fam + "XXX")[:3] + (giv + "X")[:1]) if fam else (giv + "XXXX")[:4]
    yy, mm, dd = person.dob.year % 100, person.dob.month + (50 if person.fem else 0), person.dob.day
    return f"{letters} {yy:02d}{mm:02d} {dd:02d}{rng.randint(10, 99)}"


def licence(rng, issuer, person):
    fam = "".join(c for c in (person.family or person.given).upper() if c.isascii() and c.isalpha()) or "X"
    l1 = fam[0]
    if issuer == "on":
        ds = _digits(rng, 14)
        return f"{l1}{ds[:4]}-{ds[4:9]}-{ds[9:]}"
    if issuer == "qc":
        return f"{l1}{_digits(rng, 4)}-{_digits(rng, 6)}-{_digits(rng, 2)}"
    if issuer in ("bc", "sk", "nb", "pe"):
        return _digits(rng, 7 if issuer == "bc" else 8)
    if issuer == "ab":
        return f"{_digits(rng, 6)}-{_digits(rng, 3)}"
    if issuer == "mb":
        return f"{fam[:2].ljust(2, 'X')}-{(fam + 'XXXX')[2:6]}-{rng.choice('ABCDEFGH')}{_digits(rng, 3)}{rng.choice('KLMN')}"
    if issuer == "ns":
        return f"{(fam + 'XXXXX')[:5]}{_digits(rng, 9)}"
    if issuer in ("nl", "nt", "nu", "yt"):
        return f"{l1}{_digits(rng, 9 if issuer == 'nl' else 6)}"
    us = {
        "ca": lambda: f"{l1}{_digits(rng, 7)}",
        "ny": lambda: f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}",
        "tx": lambda: _digits(rng, 8),
        "fl": lambda: f"{l1}{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 2)}-{_digits(rng, 3)}-0",
        "il": lambda: f"{l1}{_digits(rng, 3)}-{_digits(rng, 4)}-{_digits(rng, 4)}",
        "wa": lambda: f"WDL{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(9))}",
        "mi": lambda: f"{l1} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}",
        "pa": lambda: f"{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}",
        "uk": lambda: (
            f"{(fam + '99999')[:5]}{_digits(rng, 6)}{l1}{rng.choice('ABCDEFGHJ')}9{rng.choice('ABCDEFGHJK')}{rng.choice('ABCDEFGHJK')}"
        ),
        "au": lambda: _digits(rng, rng.choice([8, 9])),
        "nz": lambda: f"{rng.choice('ABCDEFGHJK')}{rng.choice('ABCDEFGHJK')}{_digits(rng, 6)}",
        "in": lambda: f"{rng.choice(['KA', 'MH', 'TN', 'KL', 'RJ'])}{_digits(rng, 2)} {_digits(rng, 11)}",
        "ie": lambda: f"{_digits(rng, 3)}{_digits(rng, 3)}{_digits(rng, 3)}",
        "za": lambda: (
            f"{_digits(rng, 4)}{_digits(rng, 4)}{rng.choice('ABCDEFGHJK')}{rng.choice('ABCDEFGHJK')}"
        ),
        "ph": lambda: f"{rng.choice('ABCDEFGHJKLMN')}{_digits(rng, 2)}-{_digits(rng, 2)}-{_digits(rng, 6)}",
    }
    return us.get(issuer, lambda: f"{l1}{_digits(rng, 4)}-{_digits(rng, 5)}-{_digits(rng, 5)}")()


def account(rng, jur):
    if jur == "ca":
        return _digits(rng, rng.choice([7, 12]))
    if jur == "us":
        return _digits(rng, rng.choice([9, 10, 12]))
    if jur == "au":
        return f"{_digits(rng, 4)} {_digits(rng, 5)}"
    if jur == "in":
        return _digits(rng, rng.choice([11, 14]))
    return _digits(rng, rng.choice([8, 10, 11]))


def ipv4(rng):
    first = rng.choice([24, 47, 64, 70, 99, 142, 173, 184, 198, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    groups = ["2001", "db8"] + [f"{rng.randint(0, 0xFFFF):x}" for _ in range(3)]
    return ":".join(groups) + "::" + f"{rng.randint(1, 0xFFFF):x}"
