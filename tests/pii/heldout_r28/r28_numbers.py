"""Round-28 number makers: identifiers that pass their own checks (SIN and card Luhn, IBAN mod 97, Ontario Luhn,
BC PHN mod 11, ABA routing), licences, accounts, phones, addresses' postal codes and IP addresses."""

from __future__ import annotations

import string

LETTERS = string.ascii_uppercase
POST_TAIL = "ABCEGHJKLMNPRSTVWXYZ"
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng):
    body = rng.choice("1234567") + digits(rng, 7)
    ds = body + luhn_digit(body)
    style = rng.random()
    if style < 0.45:
        return f"{ds[:3]} {ds[3:6]} {ds[6:]}"
    if style < 0.8:
        return f"{ds[:3]}-{ds[3:6]}-{ds[6:]}"
    return ds


def ssn(rng):
    area = rng.choice([a for a in range(1, 900) if a != 666])
    group, serial = rng.randint(1, 99), rng.randint(1, 9999)
    s = f"{area:03d}{group:02d}{serial:04d}"
    return f"{s[:3]}-{s[3:5]}-{s[5:]}" if rng.random() < 0.85 else f"{s[:3]} {s[3:5]} {s[5:]}"


def card(rng):
    kind = rng.choice(("visa", "visa", "mc", "amex"))
    if kind == "amex":
        body = rng.choice(("34", "37")) + digits(rng, 12)
        ds = body + luhn_digit(body)
        return f"{ds[:4]} {ds[4:10]} {ds[10:]}"
    body = ("4" if kind == "visa" else "5" + rng.choice("12345")) + digits(rng, 14 if kind == "visa" else 13)
    ds = body + luhn_digit(body)
    sep = rng.choice((" ", "-", " "))
    return sep.join(ds[i : i + 4] for i in range(0, 16, 4))


IBAN_BODY = {  # country: BBAN pattern (n digit, a upper letter, c either)
    "fr": ("FR", "nnnnnnnnnnaaaaannnnnnnn"),
    "lu": ("LU", "nnnccccccccccccc"),
    "at": ("AT", "nnnnnnnnnnnnnnnn"),
    "it": ("IT", "annnnnnnnnncccccccccccc"),
    "nl": ("NL", "aaaannnnnnnnnn"),
    "pt": ("PT", "nnnnnnnnnnnnnnnnnnnnn"),
    "se": ("SE", "nnnnnnnnnnnnnnnnnnnn"),
    "de": ("DE", "nnnnnnnnnnnnnnnnnn"),
    "es": ("ES", "nnnnnnnnnnnnnnnnnnnn"),
    "ie": ("IE", "aaaannnnnnnnnnnnnn"),
    "sco": ("GB", "aaaannnnnnnnnnnnnn"),
    "be": ("BE", "nnnnnnnnnnnn"),
    "ch": ("CH", "nnnnnccccccccccccc"),
    "pl": ("PL", "nnnnnnnnnnnnnnnnnnnnnnnn"),
}
BANK_LETTERS = {
    "nl": ("RABO", "INGB", "ABNA", "TRIO"),
    "ie": ("AIBK", "BOFI"),
    "sco": ("RBOS", "BOFS", "CLYD"),
}


def iban(rng, country):
    cc, shape = IBAN_BODY[country]
    out = []
    for i, ch in enumerate(shape):
        if ch == "n":
            out.append(rng.choice(string.digits))
        elif ch == "a":
            out.append(rng.choice(LETTERS))
        else:
            out.append(rng.choice(string.digits + LETTERS) if i % 3 else rng.choice(string.digits))
    bban = "".join(out)
    if country in BANK_LETTERS:
        bban = rng.choice(BANK_LETTERS[country]) + bban[4:]
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    s = f"{cc}{98 - num % 97:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if rng.random() < 0.8 else s


def ontario_card(rng):
    body = rng.choice("123456789") + digits(rng, 8)
    ds = body + luhn_digit(body)
    sep = rng.choice(("-", " "))
    return f"{ds[:4]}{sep}{ds[4:7]}{sep}{ds[7:]}", rng.choice(LETTERS) + rng.choice(LETTERS)


def bc_phn(rng):
    while True:
        body = digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body, (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        check = 11 - rem
        if check < 10:
            ds = "9" + body + str(check)
            return f"{ds[:4]} {ds[4:7]} {ds[7:]}"


def ramq(rng, family, given, dob, female):
    letters = "".join(ch for ch in family.upper() if ch in LETTERS)[:3].ljust(3, "X") + (
        given[:1].upper() or "X"
    )
    month = dob.month + (50 if female else 0)
    return f"{letters} {dob.year % 100:02d}{month:02d} {dob.day:02d}{digits(rng, 2)}"


def aba(rng):
    while True:
        d = [rng.choice((0, 1, 2, 3)), rng.randint(0, 9)] + [rng.randint(0, 9) for _ in range(6)]
        for last in range(10):
            e = d + [last]
            if (3 * (e[0] + e[3] + e[6]) + 7 * (e[1] + e[4] + e[7]) + e[2] + e[5] + e[8]) % 10 == 0:
                return "".join(map(str, e))


def licence(rng, where, family="X", dob=None):
    """A driver's licence number in the shape of a province, state or country."""
    f = "".join(ch for ch in family.upper() if ch in LETTERS) or "X"
    shapes = {
        "ca-on": lambda: f"{f[0]}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}",
        "ca-qc": lambda: f"{f[0]}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}",
        "ca-bc": lambda: digits(rng, 7),
        "ca-ab": lambda: f"{digits(rng, 6)}-{digits(rng, 3)}",
        "ca-mb": lambda: (
            f"{f[:2].ljust(2, 'X')}-{LETTERS[rng.randint(0, 25)]}{LETTERS[rng.randint(0, 25)]}-{LETTERS[rng.randint(0, 25)]}{digits(rng, 3)}"
        ),
        "ca-sk": lambda: digits(rng, 8),
        "ca-ns": lambda: f"{f[:5].ljust(5, 'X')}{digits(rng, 9)}",
        "ca-nb": lambda: digits(rng, 7),
        "ca-nl": lambda: f"{f[0]}{digits(rng, 9)}",
        "ca-pe": lambda: digits(rng, 6),
        "us-CA": lambda: f"{rng.choice(LETTERS)}{digits(rng, 7)}",
        "us-TX": lambda: digits(rng, 8),
        "us-FL": lambda: (
            f"{f[0]}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 1)}"
        ),
        "us-NY": lambda: f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "us-IL": lambda: f"{f[0]}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
        "us-WA": lambda: f"WDL{''.join(rng.choice(LETTERS + string.digits) for _ in range(9))}",
        "us-MI": lambda: f"{f[0]} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "us-NJ": lambda: f"{f[0]}{digits(rng, 4)} {digits(rng, 5)} {digits(rng, 5)}",
        "sco": lambda: (
            f"{f[:5].ljust(5, '9')}{digits(rng, 6)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}{digits(rng, 1)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}"
        ),
        "ie": lambda: f"{digits(rng, 3)}{digits(rng, 3)}{digits(rng, 3)}",
        "au": lambda: digits(rng, rng.choice((8, 9))),
        "nz": lambda: f"{rng.choice(LETTERS)}{rng.choice(LETTERS)}{digits(rng, 6)}",
        "za": lambda: f"{digits(rng, 4)}000{digits(rng, 4)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}",
        "in": lambda: f"{rng.choice(('MH', 'KA', 'TN', 'DL'))}{digits(rng, 2)} {digits(rng, 11)}",
        "sg": lambda: f"S{digits(rng, 7)}{rng.choice(LETTERS)}",
        "ph": lambda: f"{rng.choice(LETTERS)}{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 6)}",
        "mx": lambda: f"{rng.choice(LETTERS)}{digits(rng, 8)}",
        "ar": lambda: digits(rng, 8),
        "fr": lambda: digits(rng, 12),
        "lu": lambda: digits(rng, 6),
        "at": lambda: digits(rng, 8),
        "it": lambda: f"{rng.choice(('U1', 'MI', 'BO'))}{digits(rng, 7)}{rng.choice(LETTERS)}",
        "nl": lambda: digits(rng, 10),
        "pt": lambda: f"{rng.choice(('P', 'L', 'C'))}-{digits(rng, 7)} {digits(rng, 1)}",
        "se": lambda: f"{digits(rng, 8)}",
        "de": lambda: (
            f"{rng.choice(LETTERS)}{digits(rng, 2)}{''.join(rng.choice(LETTERS + string.digits) for _ in range(6))}{digits(rng, 1)}{rng.choice(LETTERS)}{digits(rng, 1)}"
        ),
        "es": lambda: f"{digits(rng, 8)}{rng.choice('TRWAGMYFPDXBNJZSQVHLCKE')}",
    }
    maker = shapes.get(where) or (lambda: f"{f[0]}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}")
    return maker()


def account(rng, where):
    """(account number, bank-code look-alike or None) for a place of residence."""
    if where == "ca":
        return digits(
            rng, rng.choice((7, 9, 12))
        ), f"{digits(rng, 5)}-{rng.choice(('001', '002', '003', '004', '006', '815', '837'))}"
    if where == "us":
        return digits(rng, rng.choice((8, 10, 12))), aba(rng)
    if where == "sco":
        return digits(rng, 8), f"{rng.randint(80, 83)}-{digits(rng, 2)}-{digits(rng, 2)}"
    if where == "au":
        return (
            f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
            f"{rng.choice(('062', '033', '083', '013'))}-{digits(rng, 3)}",
        )
    if where == "in":
        return digits(
            rng, rng.choice((11, 14))
        ), f"{rng.choice(('SBIN', 'HDFC', 'ICIC', 'UTIB'))}0{digits(rng, 6)}"
    if where == "nz":
        return (
            f"{rng.choice(('01', '02', '06', '12'))}-{digits(rng, 4)}-{digits(rng, 7)}-{digits(rng, 2)}",
            None,
        )
    if where == "za":
        return digits(rng, 10), f"branch {digits(rng, 3)} {digits(rng, 3)}"
    if where == "sg":
        return f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 1)}", rng.choice(
            ("DBSSSGSG", "OCBCSGSG", "UOVBSGSG")
        )
    if where == "ph":
        return f"{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 2)}", rng.choice(
            ("BOPIPHMM", "MBTCPHMM", "BNORPHMM")
        )
    if where == "mx":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 11)} {digits(rng, 1)}", None
    if where == "ar":
        return digits(rng, 22), None
    return None, None


def swift(rng, country):
    banks = {
        "fr": "BNPAFRPP",
        "lu": "BCEELULL",
        "at": "BKAUATWW",
        "it": "UNCRITMM",
        "nl": "RABONL2U",
        "pt": "CGDIPTPL",
        "se": "HANDSESS",
        "de": "COBADEFF",
        "es": "CAIXESBB",
        "ie": "AIBKIE2D",
        "sco": "RBOSGB2L",
        "be": "GEBABEBB",
        "ch": "UBSWCHZH",
        "pl": "PKOPPLPW",
    }
    return banks.get(country, "DEUTDEFF")


def nanp(rng, areas, style=None):
    area = rng.choice(areas.split())
    while True:
        exch = str(rng.randint(2, 9)) + digits(rng, 2)
        if exch != "555" and exch[1:] != "11":
            break
    line = digits(rng, 4)
    style = style if style is not None else rng.randrange(6)
    return (
        f"({area}) {exch}-{line}",
        f"{area}-{exch}-{line}",
        f"{area}.{exch}.{line}",
        f"+1 {area} {exch} {line}",
        f"1-{area}-{exch}-{line}",
        f"{area} {exch}-{line}",
    )[style]


def local_phone(rng, country, international):
    """A phone number of a country outside North America, local or international."""
    mobile = {
        "sco": ("07", f"7{digits(rng, 3)} {digits(rng, 6)}"),
        "ie": ("0", f"8{rng.choice('3567')} {digits(rng, 3)} {digits(rng, 4)}"),
        "au": ("0", f"4{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"),
        "nz": ("0", f"2{rng.choice('179')} {digits(rng, 3)} {digits(rng, 4)}"),
        "za": ("0", f"{rng.choice(('72', '82', '83', '61'))} {digits(rng, 3)} {digits(rng, 4)}"),
        "in": ("0", f"9{digits(rng, 4)} {digits(rng, 5)}"),
        "sg": ("", f"{rng.choice('89')}{digits(rng, 3)} {digits(rng, 4)}"),
        "ph": ("0", f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 4)}"),
        "mx": ("", f"{rng.choice(('55', '33', '81', '222'))} {digits(rng, 4)} {digits(rng, 4)}"),
        "ar": ("0", f"11 {digits(rng, 4)}-{digits(rng, 4)}"),
        "fr": (
            "0",
            f"{rng.choice('67')} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)}",
        ),
        "lu": ("", f"6{rng.choice('2569')}1 {digits(rng, 3)} {digits(rng, 3)}"),
        "at": ("0", f"6{rng.choice(('64', '60', '76'))} {digits(rng, 7)}"),
        "it": ("", f"3{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 4)}"),
        "nl": ("0", f"6 {digits(rng, 8)}"),
        "pt": ("", f"9{rng.choice('1236')}{digits(rng, 1)} {digits(rng, 3)} {digits(rng, 3)}"),
        "se": ("0", f"7{rng.choice('0236')}-{digits(rng, 3)} {digits(rng, 2)} {digits(rng, 2)}"),
        "de": ("0", f"1{rng.choice(('51', '60', '70', '76'))} {digits(rng, 8)}"),
        "es": ("", f"6{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"),
    }
    trunk, rest = mobile[country]
    if country == "sco":
        rest = rest[1:] if international else "0" + rest
        return f"+44 {rest}" if international else rest
    from r28_places import COUNTRIES

    if international:
        return f"{COUNTRIES[country][3]} {rest}"
    return f"{trunk}{rest}"


def ca_postal(rng, letters):
    def tail():
        return rng.choice(POST_TAIL)

    return f"{rng.choice(letters)}{rng.randint(0, 9)}{tail()} {rng.randint(0, 9)}{tail()}{rng.randint(0, 9)}"


def uk_postal(rng):
    area = rng.choice(("EH", "G", "AB", "DD", "KY", "FK", "PA", "IV", "PH", "KA", "ML"))
    return f"{area}{rng.randint(1, 49)} {rng.randint(0, 9)}{rng.choice(UK_TAIL)}{rng.choice(UK_TAIL)}"


def ip(rng):
    if rng.random() < 0.16:
        head = rng.choice(("2001:4860", "2607:f2c0", "2a02:8108", "2604:3d08", "2a01:cb1d", "2804:14c"))
        return head + ":" + ":".join(f"{rng.randint(0, 0xFFFF):x}" for _ in range(6))
    first = rng.choice(
        (24, 45, 47, 64, 66, 67, 68, 70, 71, 72, 73, 74, 76, 96, 99, 104, 107, 142, 173, 174, 184, 207)
    )
    return f"{first}.{rng.randint(1, 254)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
