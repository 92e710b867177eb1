"""Structured identifiers with valid check digits, and their validators."""

from __future__ import annotations

import re
import string


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def luhn_ok(digits: str) -> bool:
    d = _digits(digits)
    if not d:
        return False
    total = 0
    for i, c in enumerate(reversed(d)):
        v = int(c)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError(body)


def ssn_ok(digits: str) -> bool:
    d = _digits(digits)
    if len(d) != 9:
        return False
    area, group, serial = d[:3], d[3:5], d[5:]
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def iban_ok(value: str) -> bool:
    v = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", v):
        return False
    moved = v[4:] + v[:4]
    num = "".join(str(int(c, 36)) for c in moved)
    return int(num) % 97 == 1


_PHN_W = (2, 4, 8, 5, 10, 9, 7, 3)


def bc_phn_ok(digits: str) -> bool:
    d = _digits(digits)
    if len(d) != 10 or d[0] != "9":
        return False
    rem = sum(int(c) * w for c, w in zip(d[1:9], _PHN_W, strict=True)) % 11
    check = 11 - rem
    return check < 10 and check == int(d[9])


def aba_ok(digits: str) -> bool:
    d = _digits(digits)
    if len(d) != 9:
        return False
    n = [int(c) for c in d]
    total = 3 * (n[0] + n[3] + n[6]) + 7 * (n[1] + n[4] + n[7]) + (n[2] + n[5] + n[8])
    return total % 10 == 0 and total > 0


def _rd(rng, k: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(k))


def sin(rng) -> str:
    while True:
        body = rng.choice("1234567") + _rd(rng, 7)
        d = luhn_complete(body)
        if d[0] not in "08":
            break
    style = rng.choice(["sp", "dash", "plain", "sp"])
    if style == "plain":
        return d
    sep = " " if style == "sp" else "-"
    return sep.join((d[:3], d[3:6], d[6:]))


def ssn(rng) -> str:
    while True:
        d = f"{rng.randint(1, 899):03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
        if ssn_ok(d):
            break
    return rng.choice([f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]} {d[3:5]} {d[5:]}"])


def card(rng) -> str:
    kind = rng.choice(["visa", "mc", "amex", "visa"])
    if kind == "amex":
        d = luhn_complete(rng.choice(["34", "37"]) + _rd(rng, 12))
        return rng.choice([f"{d[:4]} {d[4:10]} {d[10:]}", f"{d[:4]}-{d[4:10]}-{d[10:]}", d])
    head = "4" if kind == "visa" else str(rng.randint(51, 55))
    d = luhn_complete(head + _rd(rng, 15 - len(head)))
    groups = [d[i : i + 4] for i in range(0, 16, 4)]
    return rng.choice([" ".join(groups), "-".join(groups), d])


_IBAN = {
    "GB": "B4D14",
    "IE": "B4D14",
    "DE": "D18",
    "FR": "D23",
    "ES": "D20",
    "NL": "B4D10",
    "PL": "D24",
    "IT": "B1D10D12",
    "BE": "D12",
    "PT": "D21",
}


def iban(rng, country: str | None = None) -> str:
    cc = country or rng.choice(sorted(_IBAN))
    bban = ""
    for kind, k in re.findall(r"([BD])(\d+)", _IBAN[cc]):
        n = int(k)
        bban += "".join(rng.choice(string.ascii_uppercase) for _ in range(n)) if kind == "B" else _rd(rng, n)
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    value = f"{cc}{check:02d}{bban}"
    assert iban_ok(value)
    if rng.random() < 0.6:
        return " ".join(value[i : i + 4] for i in range(0, len(value), 4))
    return value


def on_health(rng) -> str:
    d = luhn_complete(rng.choice("123456789") + _rd(rng, 8))
    return rng.choice([f"{d[:4]}-{d[4:7]}-{d[7:]}", f"{d[:4]} {d[4:7]} {d[7:]}", d])


def bc_phn(rng) -> str:
    while True:
        body = "9" + _rd(rng, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], _PHN_W, strict=True)) % 11
        check = 11 - rem
        if check < 10:
            d = body + str(check)
            break
    assert bc_phn_ok(d)
    return rng.choice([f"{d[:4]} {d[4:7]} {d[7:]}", d])


def ramq(rng, name) -> str:
    given, family = name.slug(".").split(".")
    fam_part = (family.upper() + "XXX")[:3]
    first = (given[:1] or "X").upper()
    yy = rng.randint(40, 99)
    mm = rng.randint(1, 12) + rng.choice([0, 50])
    dd = rng.randint(1, 28)
    return f"{fam_part}{first} {yy:02d}{mm:02d} {dd:02d}{rng.randint(10, 99)}"


def aba(rng) -> str:
    while True:
        d = f"{rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]):02d}" + _rd(rng, 7)
        if aba_ok(d):
            return d


_INST = ("001", "002", "003", "004", "006", "010", "016", "815", "039")


def ca_bank(rng) -> str:
    transit, inst, acct = _rd(rng, 5), rng.choice(_INST), _rd(rng, rng.choice([7, 7, 10, 12]))
    return rng.choice([f"{transit}-{inst}-{acct}", f"{inst}-{transit}-{acct}", f"{transit} {inst} {acct}"])


def us_account(rng) -> str:
    return _rd(rng, rng.choice([8, 10, 12]))


def dl(rng, where: str) -> str:
    L = rng.choice("ABCDEFGHJKLMNPRSTW")
    forms = {
        "on": f"{L}{_rd(rng, 4)}-{_rd(rng, 5)}-{_rd(rng, 5)}",
        "qc": f"{L}{_rd(rng, 4)}-{_rd(rng, 6)}-{_rd(rng, 2)}",
        "bc": _rd(rng, 7),
        "ab": f"{_rd(rng, 6)}-{_rd(rng, 3)}",
        "ns": f"{L}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}{_rd(rng, 9)}",
        "ny": f"{_rd(rng, 3)} {_rd(rng, 3)} {_rd(rng, 3)}",
        "ca-us": f"{L}{_rd(rng, 7)}",
        "tx": _rd(rng, 8),
        "fl": f"{L}{_rd(rng, 3)}-{_rd(rng, 3)}-{_rd(rng, 2)}-{_rd(rng, 3)}-{_rd(rng, 1)}",
        "il": f"{L}{_rd(rng, 3)}-{_rd(rng, 4)}-{_rd(rng, 4)}",
        "uk": "".join(rng.choice(string.ascii_uppercase) for _ in range(5)) + _rd(rng, 6) + "SM9" + "IJ",
        "au": _rd(rng, 8),
    }
    return forms[where]


CA_AREAS = (
    "416",
    "647",
    "437",
    "514",
    "438",
    "450",
    "604",
    "778",
    "403",
    "587",
    "613",
    "902",
    "306",
    "204",
    "709",
    "506",
    "819",
    "905",
    "289",
    "780",
    "250",
    "867",
)
US_AREAS = (
    "212",
    "646",
    "312",
    "415",
    "617",
    "202",
    "305",
    "713",
    "206",
    "303",
    "702",
    "404",
    "503",
    "612",
    "215",
    "907",
    "808",
    "860",
    "502",
    "919",
)


def _exchange(rng) -> str:
    while True:
        ex = rng.choice("23456789") + _rd(rng, 2)
        if ex != "555" and ex[1:] != "11":
            return ex


def nanp(rng, country: str = "ca") -> str:
    area = rng.choice(CA_AREAS if country == "ca" else US_AREAS)
    ex, line = _exchange(rng), _rd(rng, 4)
    style = rng.randrange(9)
    out = [
        f"{area}-{ex}-{line}",
        f"({area}) {ex}-{line}",
        f"{area}.{ex}.{line}",
        f"{area} {ex} {line}",
        f"+1 {area} {ex} {line}",
        f"+1-{area}-{ex}-{line}",
        f"1-{area}-{ex}-{line}",
        f"({area}) {ex}-{line} ext. {rng.randint(2, 899)}",
        f"{area} {ex}-{line}, poste {rng.randint(200, 4999)}"
        if country == "ca"
        else f"{area}-{ex}-{line} x{rng.randint(10, 99)}",
    ][style]
    return out


def intl_phone(rng, jur: str) -> str:
    r = _rd
    return {
        "uk": rng.choice(
            [
                f"+44 20 7946 0{r(rng, 3)}",
                f"020 7946 0{r(rng, 3)}",
                f"+44 7700 900{r(rng, 3)}",
                f"0161 496 0{r(rng, 3)}",
            ]
        ),
        "ie": rng.choice(
            [
                f"+353 1 {r(rng, 3)} {r(rng, 4)}",
                f"(01) {r(rng, 3)} {r(rng, 4)}",
                f"087 {r(rng, 3)} {r(rng, 4)}",
            ]
        ),
        "au": rng.choice(
            [
                f"+61 2 {r(rng, 4)} {r(rng, 4)}",
                f"(03) 9{r(rng, 3)} {r(rng, 4)}",
                f"0412 {r(rng, 3)} {r(rng, 3)}",
            ]
        ),
        "nz": rng.choice(
            [
                f"+64 9 {r(rng, 3)} {r(rng, 4)}",
                f"021 {r(rng, 3)} {r(rng, 4)}",
                f"(04) {r(rng, 3)} {r(rng, 4)}",
            ]
        ),
        "in": rng.choice(
            [
                f"+91 98{r(rng, 3)} {r(rng, 5)}",
                f"+91-22-{r(rng, 4)}-{r(rng, 4)}",
                f"094{r(rng, 2)} {r(rng, 5)}",
            ]
        ),
        "za": rng.choice(
            [
                f"+27 21 {r(rng, 3)} {r(rng, 4)}",
                f"082 {r(rng, 3)} {r(rng, 4)}",
                f"(011) {r(rng, 3)}-{r(rng, 4)}",
            ]
        ),
        "sg": rng.choice(
            [f"+65 9{r(rng, 3)} {r(rng, 4)}", f"+65 6{r(rng, 3)} {r(rng, 4)}", f"8{r(rng, 3)} {r(rng, 4)}"]
        ),
    }.get(jur) or f"+{rng.choice(['49', '33', '254', '971', '60'])} {r(rng, 2)} {r(rng, 4)} {r(rng, 4)}"


def ipv4(rng) -> str:
    return f"{rng.choice([24, 64, 72, 99, 142, 173, 184, 198, 203, 206])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng) -> str:
    groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(4)]
    return rng.choice([f"2001:db8:{groups[0]}:{groups[1]}::{groups[2]}", f"2607:f8b0:{':'.join(groups)}::1a"])


CA_FIRST = "ABCEGHJKLMNPRSTVXY"
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def ca_postal(rng, first: str | None = None) -> str:
    a = first or rng.choice(CA_FIRST)
    return f"{a}{rng.randint(0, 9)}{rng.choice(CA_LETTERS)} {rng.randint(0, 9)}{rng.choice(CA_LETTERS)}{rng.randint(0, 9)}"


def uk_postal(rng) -> str:
    return rng.choice(
        [
            f"SW1A {rng.randint(1, 9)}AA",
            f"M{rng.randint(1, 40)} {rng.randint(1, 9)}QT",
            f"EH{rng.randint(1, 17)} {rng.randint(1, 9)}RB",
            f"B{rng.randint(1, 38)} {rng.randint(1, 9)}NX",
            f"LS{rng.randint(1, 29)} {rng.randint(1, 9)}HU",
            f"CF{rng.randint(10, 48)} {rng.randint(1, 9)}DP",
        ]
    )


CA_POSTAL_RE = re.compile(r"[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ] ?\d[ABCEGHJKLMNPRSTVWXYZ]\d")
UK_POSTAL_RE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}")
RAMQ_RE = re.compile(r"[A-Z]{4} ?\d{4} ?\d{4}")
