"""Round-27 identifier shapes: social insurance and security numbers, cards, IBANs, health cards, licences,
accounts, routing numbers, telephone numbers and IP addresses."""

from __future__ import annotations

import string

from r27_folk import fold


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def _digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def pattern(rng, pat, letters=string.ascii_uppercase):
    """'A' a capital letter, '9' a digit, 'X' either; anything else literal."""
    out = []
    for ch in pat:
        if ch == "A":
            out.append(rng.choice(letters))
        elif ch == "9":
            out.append(rng.choice(string.digits))
        elif ch == "X":
            out.append(rng.choice(string.ascii_uppercase + string.digits))
        else:
            out.append(ch)
    return "".join(out)


def sin(rng):
    body = rng.choice("12345679") + _digits(rng, 7)
    ds = body + luhn_digit(body)
    return _sin_fmt(rng, ds)


def _sin_fmt(rng, ds):
    sep = rng.choice((" ", "-", "", " ", " "))
    return f"{ds[:3]}{sep}{ds[3:6]}{sep}{ds[6:]}"


def ssn(rng):
    area = rng.choice([n for n in range(1, 900) if n != 666])
    group, serial = rng.randint(1, 99), rng.randint(1, 9999)
    sep = rng.choice(("-", "-", " ", "-"))
    return f"{area:03d}{sep}{group:02d}{sep}{serial:04d}"


def card(rng):
    brand = rng.choice(("visa", "visa", "mc", "amex"))
    if brand == "amex":
        body = rng.choice(("34", "37")) + _digits(rng, 12)
        ds = body + luhn_digit(body)
        sep = rng.choice((" ", "-"))
        return f"{ds[:4]}{sep}{ds[4:10]}{sep}{ds[10:]}"
    body = (
        ("4" + _digits(rng, 14)) if brand == "visa" else (rng.choice(("51", "53", "55")) + _digits(rng, 13))
    )
    ds = body + luhn_digit(body)
    sep = rng.choice((" ", "-", " ", ""))
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


# country: BBAN pattern (9 digit, A letter, X either)
IBAN_SHAPES = {
    "de": "999999999999999999", "fr": "99999999999999999999999", "es": "99999999999999999999",
    "it": "A9999999999XXXXXXXXXXXX", "nl": "AAAA9999999999", "be": "999999999999", "gb": "AAAA99999999999999",
    "ie": "AAAA99999999999999", "pt": "999999999999999999999", "ch": "99999XXXXXXXXXXXX", "at": "9999999999999999",
    "pl": "999999999999999999999999", "br": "99999999999999999999999AX", "ro": "AAAAXXXXXXXXXXXXXXXX",
}  # fmt: skip


def iban(rng, country):
    bban = pattern(rng, IBAN_SHAPES[country])
    cc = country.upper()
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    raw = f"{cc}{check:02d}{bban}"
    if rng.random() < 0.3:
        return raw
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def ohip(rng):
    body = rng.choice("123456789") + _digits(rng, 8)
    ds = body + luhn_digit(body)
    sep = rng.choice(("-", " ", " ", ""))
    return f"{ds[:4]}{sep}{ds[4:7]}{sep}{ds[7:]}"


def bc_phn(rng):
    while True:
        body = "9" + _digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = body + str(11 - rem)
            return rng.choice((f"{ds[:4]} {ds[4:7]} {ds[7:]}", ds, f"{ds[:4]} {ds[4:7]} {ds[7:]}"))


def ramq(rng, person, born):
    fam = (fold(person.family).upper().replace(" ", "").replace("-", "").replace("'", "") + "XXX")[:3]
    letters = fam + (fold(person.given).upper() or "X")[0]
    month = born.month + (50 if person.sex == "f" else 0)
    return f"{letters} {born.year % 100:02d}{month:02d} {born.day:02d}{_digits(rng, 2)}"


def aba(rng):
    while True:
        first = rng.choice(
            ["0" + str(n) for n in range(1, 10)] + [str(n) for n in (10, 11, 12, 21, 22, 26, 31)]
        )
        body = first + _digits(rng, 6)
        d = [int(c) for c in body]
        for last in range(10):
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + last) % 10 == 0:
                return body + str(last)


LICENCE = {
    "on": "A9999-99999-99999", "qc": "A9999-999999-99", "bc": "9999999", "ab": "999999-999", "mb": "AAAAAAA999AA",
    "sk": "99999999", "ns": "AAAAA999999999", "nb": "9999999", "nl": "A999999999", "pe": "999999", "yt": "999999",
    "nt": "999999", "nu": "999999",
    "NY": "999 999 999", "CA": "A9999999", "TX": "99999999", "FL": "A999-999-99-999-9", "IL": "A999-9999-9999",
    "WA": "WDL99AA99A9A", "MI": "A 999 999 999 999", "GA": "999999999", "AZ": "D99999999", "MN": "A999999999999",
    "NJ": "A9999 99999 99999", "OH": "AA999999", "PA": "99 999 999", "NC": "999999999999", "NM": "999999999",
    "MA": "S99999999", "OR": "9999999", "TN": "999999999",
    "wuk": "AAAAA999999AA9AA", "wie": "999999999", "wau": "999999999", "wnz": "AA999999", "wza": "9999XXXXXXXX",
    "win": "AA99 99999999999", "wke": "AAA999999", "wfr": "99AA99999", "wbe": "9999999999", "wch": "999999999999",
    "wde": "A99XXXXXX99", "wes": "99999999A", "wit": "AA9999999A", "wnl": "9999999999", "wpt": "AA-999999 9",
    "wbr": "99999999999",
}  # fmt: skip


def licence(rng, where, person):
    text = pattern(rng, LICENCE[where])
    if where in ("on", "qc", "wuk", "ns", "mb"):
        fam = fold(person.family).upper().replace(" ", "").replace("-", "").replace("'", "")
        size = {"on": 1, "qc": 1, "wuk": 5, "ns": 5, "mb": 5}[where]
        head = (fam + "99999")[:size] if where == "wuk" else (fam + "XXXXX")[:size]
        text = head + text[size:]
    return text


ACCOUNT = {
    "ca": "9999999", "us": "99999999999", "au": "999999999", "nz": "99-9999-9999999-99", "za": "9999999999",
    "in": "99999999999999", "sg": "999-99999-9", "ke": "9999999999999",
}  # fmt: skip


def account(rng, where):
    shape = ACCOUNT.get(where, "99999999")
    if where == "us":
        shape = shape[: rng.randint(8, 11)]
    if where == "ca" and rng.random() < 0.4:
        shape = "99-99999"
    return pattern(rng, shape)


def nanp(rng, areas):
    area = rng.choice(areas)
    while True:
        ex = rng.choice("23456789") + _digits(rng, 2)
        if ex != "555" and ex[1:] != "11":
            break
    line = _digits(rng, 4)
    style = rng.randrange(6)
    if style == 0:
        return f"({area}) {ex}-{line}"
    if style == 1:
        return f"{area}-{ex}-{line}"
    if style == 2:
        return f"{area}.{ex}.{line}"
    if style == 3:
        return f"+1 {area} {ex} {line}"
    if style == 4:
        return f"1-{area}-{ex}-{line}"
    return f"{area} {ex}-{line}"


PHONES = {
    "uk": ("+44 7999 999999", "07999 999999"), "ie": ("+353 89 999 9999", "089 999 9999"),
    "au": ("+61 499 999 999", "0499 999 999"), "nz": ("+64 21 999 9999", "021 999 9999"),
    "za": ("+27 82 999 9999", "082 999 9999"), "in": ("+91 99999 99999", "099999 99999"),
    "sg": ("+65 9999 9999", "9999 9999"), "ke": ("+254 799 999999", "0799 999999"),
    "fr": ("+33 6 99 99 99 99", "06 99 99 99 99"), "be": ("+32 479 99 99 99", "0479 99 99 99"),
    "ch": ("+41 79 999 99 99", "079 999 99 99"), "de": ("+49 159 99999999", "0159 99999999"),
    "es": ("+34 699 999 999", "699 99 99 99"), "it": ("+39 349 999 9999", "349 999 9999"),
    "nl": ("+31 6 99999999", "06-99999999"), "pt": ("+351 919 999 999", "919 999 999"),
    "br": ("+55 19 99999-9999", "(19) 99999-9999"),
}  # fmt: skip


def world_phone(rng, where, abroad=False):
    intl, local = PHONES[where]
    return pattern(rng, intl if abroad or rng.random() < 0.5 else local)


def ipv4(rng):
    first = rng.choice((24, 47, 64, 67, 70, 76, 96, 99, 108, 142, 174, 184, 199, 206, 209))
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    groups = [rng.choice(("2607", "2001", "2604", "2a02", "2a01"))] + [
        f"{rng.randint(0, 65535):x}" for _ in range(3)
    ]
    return ":".join(groups) + "::" + f"{rng.randint(1, 4095):x}"


def ip(rng):
    return ipv6(rng) if rng.random() < 0.25 else ipv4(rng)
