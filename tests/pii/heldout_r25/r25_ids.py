"""Identifier makers for round 25; each passes the check its issuer uses (Luhn, mod 97, ABA, BC PHN)."""

from __future__ import annotations

import string

LETTERS = string.ascii_uppercase


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def nums(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def chunk(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def sin(rng):
    body = rng.choice("12345679") + nums(rng, 7)
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", "", " ", "-"])
    return chunk(ds, (3, 3, 3), sep) if sep else ds


def ssn(rng):
    area = rng.choice([a for a in range(1, 900) if a != 666])
    ds = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    sep = rng.choice(["-", "-", "-", " ", ""])
    return chunk(ds, (3, 2, 4), sep) if sep else ds


def card(rng):
    brand = rng.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
    if brand == "amex":
        body = rng.choice(["34", "37"]) + nums(rng, 12)
        ds = body + luhn_digit(body)
        return chunk(ds, (4, 6, 5), rng.choice([" ", "-"]))
    head = {"visa": "4", "mc": str(rng.randint(51, 55)), "mc2": str(rng.randint(2221, 2720)), "disc": "6011"}[
        brand
    ]
    body = head + nums(rng, 15 - len(head))
    ds = body + luhn_digit(body)
    sep = rng.choice([" ", "-", " ", ""])
    return chunk(ds, (4, 4, 4, 4), sep) if sep else ds


IBAN_SHAPES = {
    "GB": "aaaa nnnnnn nnnnnnnn",
    "IE": "aaaa nnnnnn nnnnnnnn",
    "FR": "nnnnn nnnnn xxxxxxxxxxx nn",
    "DE": "nnnnnnnn nnnnnnnnnn",
    "ES": "nnnn nnnn nn nnnnnnnnnn",
    "IT": "a nnnnn nnnnn xxxxxxxxxxxx",
    "NL": "aaaa nnnnnnnnnn",
    "BE": "nnn nnnnnnn nn",
    "CH": "nnnnn xxxxxxxxxxxx",
    "PT": "nnnn nnnn nnnnnnnnnnn nn",
    "AT": "nnnnn nnnnnnnnnnn",
    "PL": "nnnnnnnn nnnnnnnnnnnnnnnn",
}


def iban(rng, country):
    bban = ""
    for ch in IBAN_SHAPES[country].replace(" ", ""):
        if ch == "n":
            bban += rng.choice(string.digits)
        elif ch == "a":
            bban += rng.choice(LETTERS)
        else:
            bban += rng.choice(string.digits + LETTERS)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    full = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    if rng.random() < 0.75:
        return " ".join(full[i : i + 4] for i in range(0, len(full), 4))
    return full


def ohip(rng):
    body = rng.choice("123456789") + nums(rng, 8)
    ds = body + luhn_digit(body)
    return chunk(ds, (4, 3, 3), rng.choice(["-", " ", " "])), rng.choice(LETTERS) + rng.choice(LETTERS)


def bc_phn(rng):
    while True:
        body = nums(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body, (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        if 11 - rem < 10:
            ds = "9" + body + str(11 - rem)
            return chunk(ds, (4, 3, 3), " ") if rng.random() < 0.7 else ds


def ramq(rng, surname, given, dob, fem):
    from r25_names import fold

    letters = "".join(c for c in fold(surname).upper() if c in LETTERS)
    head = (letters + "XXX")[:3] + ((fold(given).upper() + "X")[0])
    month = dob.month + (50 if fem else 0)
    return f"{head} {dob.year % 100:02d}{month:02d} {dob.day:02d}{rng.randint(11, 99)}"


def aba(rng):
    head = rng.choice(
        ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26"]
    )
    d = [int(c) for c in head + nums(rng, 6)]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def swift(rng, country):
    return (
        "".join(rng.choice(LETTERS) for _ in range(4)) + country + rng.choice(["2X", "22", "3M", "MM", "TT"])
    )


def ipv4(rng):
    first = rng.choice([24, 47, 64, 70, 74, 96, 99, 104, 142, 173, 184, 198, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng):
    head = rng.choice(["2607:fea8", "2001:56a", "2604:3d08", "2600:1700", "2a02:c7c", "2001:8003"])
    tail = ":".join(f"{rng.randint(0, 65535):x}" for _ in range(4))
    return f"{head}:{rng.randint(1, 65535):x}:{rng.randint(0, 4095):x}::{tail.split(':', 2)[2]}"


def licence(rng, where, surname, given, dob):
    """A driver's licence number in the issuing place's shape."""
    from r25_names import fold

    sn = "".join(c for c in fold(surname).upper() if c in LETTERS) or "X"
    init = (fold(given).upper() + "X")[0]
    ymd = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"
    shapes = {
        "ca-on": lambda: f"{sn[0]}{nums(rng, 4)}-{nums(rng, 5)}-{ymd[:1]}{nums(rng, 4)}",
        "ca-qc": lambda: f"{sn[0]}{nums(rng, 4)}-{ymd}-{nums(rng, 2)}",
        "ca-bc": lambda: nums(rng, 7),
        "ca-ab": lambda: f"{nums(rng, 6)}-{nums(rng, 3)}",
        "ca-mb": lambda: f"{sn[:2].ljust(2, 'X')}-{init}{rng.choice(LETTERS)}-{rng.choice(LETTERS)}{nums(rng, 1)}-{nums(rng, 3)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}",
        "ca-sk": lambda: nums(rng, 8),
        "ca-ns": lambda: f"{(sn + 'XXXXX')[:5]}{ymd}{nums(rng, 3)}",
        "ca-nb": lambda: nums(rng, 7),
        "ca-pe": lambda: nums(rng, 6),
        "ca-nl": lambda: f"{sn[0]}{nums(rng, 9)}",
        "ca-yt": lambda: nums(rng, 6),
        "ca-nt": lambda: nums(rng, 6),
        "ca-nu": lambda: nums(rng, 6),
        "us-ny": lambda: chunk(nums(rng, 9), (3, 3, 3)),
        "us-ca": lambda: rng.choice(LETTERS) + nums(rng, 7),
        "us-tx": lambda: nums(rng, 8),
        "us-fl": lambda: f"{sn[0]}{nums(rng, 3)}-{nums(rng, 3)}-{nums(rng, 2)}-{nums(rng, 3)}-{nums(rng, 1)}",
        "us-il": lambda: f"{sn[0]}{nums(rng, 3)}-{nums(rng, 4)}-{nums(rng, 4)}",
        "us-pa": lambda: chunk(nums(rng, 8), (2, 3, 3)),
        "us-oh": lambda: rng.choice(LETTERS) + rng.choice(LETTERS) + nums(rng, 6),
        "us-mi": lambda: f"{sn[0]} {nums(rng, 3)} {nums(rng, 3)} {nums(rng, 3)} {nums(rng, 3)}",
        "us-ga": lambda: nums(rng, 9),
        "us-nj": lambda: f"{sn[0]}{nums(rng, 4)} {nums(rng, 5)} {nums(rng, 5)}",
        "us-az": lambda: rng.choice(LETTERS) + nums(rng, 8),
        "us-wa": lambda: "WDL" + "".join(rng.choice(LETTERS + string.digits) for _ in range(9)),
        "us-mn": lambda: f"{sn[0]}{nums(rng, 12)}",
        "us-nc": lambda: nums(rng, 12),
        "us-la": lambda: "00" + nums(rng, 7),
        "us-nm": lambda: nums(rng, 9),
        "us-ma": lambda: "S" + nums(rng, 8),
        "us-co": lambda: f"{nums(rng, 2)}-{nums(rng, 3)}-{nums(rng, 4)}",
        "us-va": lambda: rng.choice("ABCT") + nums(rng, 8),
        "uk": lambda: f"{(sn + '99999')[:5]}{ymd[0]}{dob.month + 0:02d}{dob.day:02d}{ymd[1]}{init}{rng.choice(LETTERS)}{rng.randint(1, 9)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}",
        "ie": lambda: chunk(nums(rng, 9), (3, 3, 3), ""),
        "au": lambda: nums(rng, rng.choice([8, 9])),
        "nz": lambda: rng.choice(LETTERS) + rng.choice(LETTERS) + nums(rng, 6),
        "za": lambda: nums(rng, 10) + rng.choice(LETTERS) + rng.choice(LETTERS),
        "ke": lambda: "DL-" + nums(rng, 7),
        "ng": lambda: "".join(rng.choice(LETTERS) for _ in range(3)) + nums(rng, 5) + rng.choice(LETTERS) + rng.choice(LETTERS) + nums(rng, 2),
        "in": lambda: f"{rng.choice(['MH31', 'TN66', 'MP04', 'KA09', 'AS01'])} {rng.randint(2005, 2021)}{nums(rng, 7)}",
        "ph": lambda: f"{rng.choice('NDKGH')}{nums(rng, 2)}-{nums(rng, 2)}-{nums(rng, 6)}",
        "fr": lambda: nums(rng, 12),
        "de": lambda: rng.choice("BFJN") + nums(rng, 3) + "".join(rng.choice(LETTERS + string.digits) for _ in range(6)) + nums(rng, 1),
        "es": lambda: _dni(rng),
        "it": lambda: rng.choice(["MI", "RM", "LE", "CR", "U1"]) + nums(rng, 7) + rng.choice(LETTERS),
        "nl": lambda: nums(rng, 10),
        "br": lambda: nums(rng, 11),
        "mx": lambda: rng.choice(["OAX", "YUC", "ZAC", "NAY", "SON"]) + nums(rng, 8),
        "sg": lambda: nums(rng, 9),
    }  # fmt: skip
    return shapes[where]()


def _dni(rng):
    n = rng.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def account(rng, where):
    if where in ("ca", "qc"):
        return nums(rng, rng.choice([7, 7, 12]))
    if where == "us":
        return nums(rng, rng.choice([9, 10, 12]))
    if where == "mx":
        return chunk(nums(rng, 18), (3, 3, 11, 1))
    if where == "br":
        return f"{nums(rng, 6)}-{nums(rng, 1)}"
    if where == "in":
        return nums(rng, rng.choice([11, 14]))
    return chunk(nums(rng, 10), (3, 3, 4), "-")
