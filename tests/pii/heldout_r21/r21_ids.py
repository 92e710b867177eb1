"""Identifier numbers with their own checks (Luhn, mod-97, mod-11, ABA) and licence shapes."""

from __future__ import annotations

import random

from r21_names import fold

SOUNDEX = {
    c: d
    for d, letters in (("1", "BFPV"), ("2", "CGJKQSXZ"), ("3", "DT"), ("4", "L"), ("5", "MN"), ("6", "R"))
    for c in letters
}


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def luhn_check(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def sin(rng: random.Random) -> str:
    body = rng.choice("1234567") + digits(rng, 7)
    s = body + luhn_check(body)
    return rng.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", s])


def ssn(rng: random.Random) -> str:
    area = rng.randint(1, 899)
    while area == 666:
        area = rng.randint(1, 899)
    s = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    return rng.choice([f"{s[:3]}-{s[3:5]}-{s[5:]}", f"{s[:3]}-{s[3:5]}-{s[5:]}", f"{s[:3]} {s[3:5]} {s[5:]}"])


def card(rng: random.Random) -> str:
    kind = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        s = body + luhn_check(body)
        return f"{s[:4]} {s[4:10]} {s[10:]}"
    prefix = {
        "visa": "4",
        "mc": str(rng.randint(51, 55)),
        "mc2": str(rng.randint(2221, 2720)),
        "disc": "6011",
    }[kind]
    body = prefix + digits(rng, 15 - len(prefix))
    s = body + luhn_check(body)
    return rng.choice(
        [" ".join(s[i : i + 4] for i in range(0, 16, 4)), "-".join(s[i : i + 4] for i in range(0, 16, 4))]
    )


IBAN_BBAN = {
    "GB": "AAAA######{8}",
    "IE": "AAAA######{8}",
    "DE": "##################",
    "FR": "##########XXXXXXXXXXX##",
    "ES": "####################",
    "NL": "AAAA##########",
    "PT": "#####################",
    "IT": "A######################",
    "BE": "############",
    "CH": "#################",
}
BANKS = {"GB": "NWBK BARC LOYD HBUK MIDL", "IE": "AIBK BOFI IPBS", "NL": "INGB ABNA RABO TRIO", "IT": "X"}


def iban(rng: random.Random, country: str) -> str:
    pat = IBAN_BBAN[country].replace("{8}", "########")
    out = []
    banks = BANKS.get(country, "").split()
    if pat.startswith("AAAA") and banks:
        out.append(rng.choice(banks))
        pat = pat[4:]
    for ch in pat:
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "A":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXZ"))
        else:
            out.append(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ"))
    bban = "".join(out)
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    check = 98 - num % 97
    s = f"{country}{check:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(s[i : i + 4] for i in range(0, len(s), 4))
    return s


def ohip(rng: random.Random) -> tuple[str, str]:
    body = rng.choice("123456789") + digits(rng, 8)
    s = body + luhn_check(body)
    form = rng.choice([f"{s[:4]}-{s[4:7]}-{s[7:]}", f"{s[:4]} {s[4:7]} {s[7:]}", s])
    return form, rng.choice(["AB", "KT", "HX", "MN", "QZ", "EC", "JL"])


def bc_phn(rng: random.Random) -> str:
    while True:
        body = "9" + digits(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:9], (2, 4, 8, 5, 10, 9, 7, 3), strict=True)) % 11
        check = 11 - rem
        if check < 10:
            s = body + str(check)
            return rng.choice([f"{s[:4]} {s[4:7]} {s[7:]}", s, f"{s[:4]}-{s[4:7]}-{s[7:]}"])


def _letters(text: str, n: int) -> str:
    s = "".join(ch for ch in fold(text).upper() if ch.isalpha())
    return (s + "X" * n)[:n]


def ramq(rng: random.Random, family: str, given: str, sex: str, dob) -> str:
    mm = dob.month + (50 if sex == "F" else 0)
    return f"{_letters(family, 3)}{_letters(given, 1)} {dob.year % 100:02d}{mm:02d} {dob.day:02d}{rng.randint(11, 19)}"


def soundex(name: str) -> str:
    s = "".join(ch for ch in fold(name).upper() if ch.isalpha()) or "X"
    out, last = s[0], SOUNDEX.get(s[0], "")
    for ch in s[1:]:
        code = SOUNDEX.get(ch, "")
        if code and code != last:
            out += code
        if ch not in "HW":
            last = code
    return (out + "000")[:4]


def drivers_licence(rng: random.Random, region: str, p) -> str:
    """A licence number shaped as the issuing province, state or country writes it (name and birth date
    feed the schemes that use them)."""
    fam = p.family or p.given
    d = p.dob
    fem = p.sex == "F"
    if region == "ON":
        return f"{_letters(fam, 1)}{digits(rng, 4)}-{digits(rng, 4)}{d.year % 100 // 10}-{d.year % 10}{d.month + (50 if fem else 0):02d}{d.day:02d}"
    if region == "QC":
        return (
            f"{_letters(fam, 1)}{digits(rng, 4)}-{d.day:02d}{d.month:02d}{d.year % 100:02d}-{digits(rng, 2)}"
        )
    if region == "NS":
        return f"{_letters(fam, 5)}{d.day:02d}{d.month:02d}{d.year % 100:02d}{digits(rng, 3)}"
    if region == "AB":
        return f"{digits(rng, 6)}-{digits(rng, 3)}"
    if region in ("BC", "SK", "MB", "NB", "NL", "PE", "NT", "NU", "YT"):
        return digits(rng, 7) if region in ("BC", "NB", "PE") else digits(rng, 8)
    if region in ("FL", "IL", "MI", "MN", "MD"):
        sx = soundex(fam)
        if region == "FL":
            code = (d.month - 1) * 40 + d.day + (500 if fem else 0)
            return f"{sx[0]}{sx[1:]}-{digits(rng, 3)}-{d.year % 100:02d}-{code:03d}-{rng.randint(0, 9)}"
        if region == "IL":
            return f"{sx}-{digits(rng, 4)}-{digits(rng, 4)}"
        if region == "MD":
            return f"{sx[0]}-{sx[1:]}-{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"
        return f"{sx[0]} {sx[1:]} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if region == "CA":
        return _letters(fam, 1) + digits(rng, 7)
    if region == "NY":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if region in ("TX", "PA"):
        return digits(rng, 8)
    if region == "WA":
        return "WDL" + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(9))
    if region == "NJ":
        return f"{_letters(fam, 1)}{digits(rng, 4)} {digits(rng, 5)} {digits(rng, 5)}"
    if region in ("AZ", "MA"):
        return ("D" if region == "AZ" else "S") + digits(rng, 8)
    if region in ("GA", "NM"):
        return digits(rng, 9)
    if region == "NC":
        return digits(rng, 12)
    if region == "OH":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + digits(rng, 6)
    if region == "uk":
        mm = d.month + (50 if fem else 0)
        ini = _letters(p.given, 1) + (_letters(p.middle, 1) if p.middle else "9")
        s5 = (fold(fam).upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
        chk = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return f"{s5}{d.year % 100 // 10}{mm:02d}{d.day:02d}{d.year % 10}{ini}9{chk}"
    if region == "ie":
        return f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"
    if region == "au":
        return digits(rng, 8)
    if region == "nz":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + digits(rng, 6)
    if region == "in":
        return f"MH{rng.randint(1, 50):02d} {rng.randint(2005, 2023)}{digits(rng, 7)}"
    if region == "za":
        return (
            digits(rng, 4) + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(4)) + digits(rng, 4)
        )
    if region == "de":
        return "".join(rng.choice("BCDFGHJKLMNPRSTVWXYZ0123456789") for _ in range(11))
    if region == "fr":
        return f"{d.year % 100:02d}{d.month:02d}{digits(rng, 2)}{digits(rng, 6)}"
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + digits(rng, 7)


def routing(rng: random.Random) -> str:
    """A US routing number that passes the ABA checksum (a bank_code decoy)."""
    while True:
        ds = [int(c) for c in rng.choice(["0", "1", "2", "3"]) + digits(rng, 7)]
        for last in range(10):
            d = ds + [last]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
                return "".join(map(str, d))


def ca_account(rng: random.Random) -> str:
    transit, inst = (
        digits(rng, 5),
        rng.choice(["001", "002", "003", "004", "006", "010", "016", "815", "829", "837"]),
    )
    acct = digits(rng, rng.choice([7, 7, 8, 12]))
    return rng.choice([f"{transit}-{inst}-{acct}", f"{transit} {inst} {acct}", f"{inst}-{transit}-{acct}"])


def bare_account(rng: random.Random) -> str:
    n = rng.choice([8, 9, 10, 11, 12])
    s = digits(rng, n)
    return rng.choice([s, f"{s[:4]}-{s[4:]}", f"{s[:3]} {s[3:6]} {s[6:]}"])


def ipv4(rng: random.Random) -> str:
    first = rng.choice([24, 47, 64, 68, 71, 73, 96, 99, 104, 142, 173, 184, 206, 209])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    return (
        "2001:"
        + ":".join(f"{rng.randint(0, 65535):x}" for _ in range(3))
        + "::"
        + f"{rng.randint(1, 65535):x}"
    )
