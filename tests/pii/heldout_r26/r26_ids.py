"""Identifier shapes of round 26, each with its real check digits where the identifier has one."""

from __future__ import annotations

import string


def luhn_digit(body):
    """The digit that makes ``body + digit`` pass the Luhn check."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n, pool=string.ascii_uppercase):
    return "".join(rng.choice(pool) for _ in range(n))


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    ds = body + luhn_digit(body)
    return rng.choice([f"{ds[:3]} {ds[3:6]} {ds[6:]}", f"{ds[:3]}-{ds[3:6]}-{ds[6:]}", ds])


def ssn(rng):
    area = rng.choice([n for n in range(1, 900) if n != 666])
    ds = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([f"{ds[:3]}-{ds[3:5]}-{ds[5:]}"] * 3 + [f"{ds[:3]} {ds[3:5]} {ds[5:]}", ds])


def card(rng):
    brand = rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    if brand == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        ds = body + luhn_digit(body)
        return rng.choice([f"{ds[:4]} {ds[4:10]} {ds[10:]}", f"{ds[:4]}-{ds[4:10]}-{ds[10:]}"])
    head = {"visa": "4", "mc": str(rng.randint(51, 55)), "mc2": str(rng.randint(2221, 2720))}[brand]
    body = head + digits(rng, 15 - len(head))
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " ", ""])
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


def _alnum_value(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_check(country, bban):
    return f"{98 - int(_alnum_value(bban + country + '00')) % 97:02d}"


def _fr_rib_key(bank, branch, account):
    return f"{97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97:02d}"


def iban(rng, country, grouped=True):
    if country == "GB":
        bban = letters(rng, 4) + digits(rng, 14)
    elif country == "IE":
        bban = rng.choice(["AIBK", "BOFI", "IPBS", "ULSB"]) + digits(rng, 14)
    elif country == "FR":
        bank, branch, acct = digits(rng, 5), digits(rng, 5), digits(rng, 11)
        bban = bank + branch + acct + _fr_rib_key(bank, branch, acct)
    elif country == "BE":
        head = digits(rng, 10)
        chk = int(head) % 97 or 97
        bban = f"{head}{chk:02d}"
    elif country == "DE":
        bban = digits(rng, 18)
    elif country == "AT":
        bban = digits(rng, 16)
    elif country == "ES":
        bban = digits(rng, 20)
    elif country == "IT":
        bban = letters(rng, 1) + digits(rng, 10) + digits(rng, 12)
    elif country == "NL":
        bban = rng.choice(["RABO", "INGB", "ABNA", "SNSB", "TRIO"]) + digits(rng, 10)
    elif country == "PT":
        bban = digits(rng, 21)
    elif country == "BR":
        bban = digits(rng, 23) + rng.choice("CP") + rng.choice("12")
    else:
        raise ValueError(country)
    s = country + iban_check(country, bban) + bban
    if not grouped:
        return s
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def ohip(rng):
    body = rng.choice("123456789") + digits(rng, 8)
    ds = body + luhn_digit(body)
    return rng.choice([f"{ds[:4]}-{ds[4:7]}-{ds[7:]}", f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds]), letters(rng, 2)


def bc_phn(rng):
    while True:
        body = digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body, (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        check = 11 - rem
        if check < 10:
            ds = "9" + body + str(check)
            return rng.choice([f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds])


def ramq(family, given, dob, female, rng):
    from r26_names import fold

    fam = (fold(family).upper() + "XXX")[:3]
    ini = (fold(given).upper() or "X")[0]
    month = dob.month + (50 if female else 0)
    return f"{fam}{ini} {dob.year % 100:02d}{month:02d} {dob.day:02d}{rng.randint(11, 19)}"


def aba(rng):
    while True:
        head = f"{rng.choice([rng.randint(1, 12), rng.randint(21, 32)]):02d}" + digits(rng, 6)
        d = [int(c) for c in head]
        for last in range(10):
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + last) % 10 == 0:
                return head + str(last)


def ca_transit(rng):
    inst = rng.choice(["001", "002", "003", "004", "006", "010", "016", "039", "815", "829", "837", "899"])
    return rng.choice([f"{digits(rng, 5)}-{inst}", f"{digits(rng, 5)} {inst}"])


def swift(rng, country):
    return (
        letters(rng, 4)
        + country
        + letters(rng, 2, string.ascii_uppercase + string.digits)
        + rng.choice(["", "XXX"])
    )


def ip4(rng):
    first = rng.choice([24, 47, 64, 66, 68, 70, 71, 73, 76, 96, 99, 104, 142, 173, 174, 184, 207, 209, 216])
    return f"{first}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}"


def ip6(rng):
    head = rng.choice(["2607:fea8", "2001:569", "2600:1700", "2a02:8108", "2604:3d08", "2a01:e0a"])
    return (
        head
        + ":"
        + ":".join(f"{rng.randint(0, 0xFFFF):x}" for _ in range(rng.choice([2, 3])))
        + "::"
        + (f"{rng.randint(1, 0xFFFF):x}")
    )


def nanp(rng, area):
    while True:
        exch = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
        if exch != "555" and exch[1:] != "11":
            break
    line = digits(rng, 4)
    return rng.choice([f"({area}) {exch}-{line}", f"{area}-{exch}-{line}", f"{area}.{exch}.{line}",
                       f"+1 {area} {exch} {line}", f"1-{area}-{exch}-{line}", f"{area} {exch}-{line}"])  # fmt: skip


def pattern(rng, shape):
    """Fill {dN} (N digits) and {mN} (N digits, first not zero) in a phone or number pattern."""
    out, i = [], 0
    while i < len(shape):
        if shape[i] == "{":
            j = shape.index("}", i)
            code = shape[i + 1 : j]
            n = int(code[1:])
            out.append((rng.choice("123456789") + digits(rng, n - 1)) if code[0] == "m" else digits(rng, n))
            i = j + 1
        else:
            out.append(shape[i])
            i += 1
    return "".join(out)
