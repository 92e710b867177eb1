"""Number generators and their validators (check digits typed from the published algorithms)."""

from __future__ import annotations

import re

UK_INWARD = "ABDEFGHJLNPQRSTUWXYZ"
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
CA_FIRST = "ABCEGHJKLMNPRSTVXY"


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def luhn_ok(text: str) -> bool:
    ds = [int(c) for c in digits(text)]
    if not ds:
        return False
    total = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    return total % 10 == 0


def luhn_complete(head: str) -> str:
    for check in "0123456789":
        if luhn_ok(head + check):
            return head + check
    raise AssertionError(head)


def rand_digits(r, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def sin(r) -> str:
    raw = luhn_complete(r.choice("1234567" + "9") + rand_digits(r, 7))
    sep = r.choice([" ", "-", "", " "])
    return sep.join((raw[:3], raw[3:6], raw[6:]))


def sin_ok(text: str) -> bool:
    d = digits(text)
    return len(d) == 9 and d[0] not in "08" and luhn_ok(d)


def ssn(r) -> str:
    while True:
        area = r.randint(1, 899)
        if area != 666:
            break
    group, serial = r.randint(1, 99), r.randint(1, 9999)
    sep = r.choice(["-", "-", "-", " "])
    return f"{area:03d}{sep}{group:02d}{sep}{serial:04d}"


def ssn_ok(text: str) -> bool:
    d = digits(text)
    if len(d) != 9:
        return False
    area, group, serial = d[:3], d[3:5], d[5:]
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def credit_card(r) -> str:
    brand = r.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
    if brand == "amex":
        raw = luhn_complete(r.choice(["34", "37"]) + rand_digits(r, 12))
        return r.choice([" ", "-", ""]).join((raw[:4], raw[4:10], raw[10:])) if r.random() < 0.8 else raw
    head = {"visa": "4", "mc": str(r.randint(51, 55)), "mc2": str(r.randint(2221, 2720)), "disc": "6011"}[
        brand
    ]
    raw = luhn_complete(head + rand_digits(r, 15 - len(head)))
    sep = r.choice([" ", " ", "-", ""])
    return sep.join(raw[i : i + 4] for i in range(0, 16, 4))


def cc_ok(text: str) -> bool:
    d = digits(text)
    return len(d) in (15, 16) and luhn_ok(d)


IBAN_BBAN = {
    "GB": "AAAA666666DDDDDDDD",
    "IE": "AAAA666666DDDDDDDD",
    "DE": "DDDDDDDDDDDDDDDDDD",
    "FR": "DDDDDDDDDDDDDDDDDDDDDDD",
    "NL": "AAAADDDDDDDDDD",
    "ES": "DDDDDDDDDDDDDDDDDDDD",
    "BE": "DDDDDDDDDDDD",
    "IT": "ADDDDDDDDDDDDDDDDDDDDDD",
    "CH": "DDDDDDDDDDDDDDDDD",
    "AE": "DDDDDDDDDDDDDDDDDDD",
    "PK": "AAAADDDDDDDDDDDDDDDD",
    "PT": "DDDDDDDDDDDDDDDDDDDDD",
}
BANK_CODES = {
    "GB": ["NWBK", "BARC", "MIDL", "LOYD", "HBUK"],
    "IE": ["AIBK", "BOFI", "IPBS"],
    "NL": ["ABNA", "RABO", "INGB"],
    "PK": ["HABB", "MUCB", "UNIL"],
}


def _iban_number(text: str) -> int:
    s = text.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s))


def iban(r, country: str | None = None) -> str:
    country = country or r.choice(sorted(IBAN_BBAN))
    bban = ""
    for ch in IBAN_BBAN[country]:
        bban += r.choice("0123456789") if ch in "D6" else "?"
    if "?" in bban:
        bank = r.choice(BANK_CODES.get(country, ["XXXX"]))
        bban = (
            bank + bban[4:]
            if bban.startswith("????")
            else bban.replace("?", r.choice("ABCDEFGHJKLMNPRSTUVWXZ"))
        )
    check = 98 - _iban_number(country + "00" + bban) % 97
    raw = f"{country}{check:02d}{bban}"
    if r.random() < 0.3:
        return raw
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(text: str) -> bool:
    s = text.replace(" ", "")
    return bool(re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s)) and _iban_number(s) % 97 == 1


def ohip(r) -> str:
    raw = luhn_complete(str(r.randint(1, 9)) + rand_digits(r, 8))
    sep = r.choice([" ", "-", "", " "])
    return sep.join((raw[:4], raw[4:7], raw[7:]))


PHN_WEIGHTS = (2, 4, 8, 5, 10, 9, 7, 3)


def bc_phn_ok(text: str) -> bool:
    d = digits(text)
    if len(d) != 10 or d[0] != "9":
        return False
    rem = sum(int(c) * w for c, w in zip(d[1:9], PHN_WEIGHTS, strict=True)) % 11
    check = 11 - rem
    return check < 10 and int(d[9]) == check


def bc_phn(r) -> str:
    while True:
        body = "9" + rand_digits(r, 8)
        rem = sum(int(c) * w for c, w in zip(body[1:], PHN_WEIGHTS, strict=True)) % 11
        if 11 - rem < 10:
            raw = body + str(11 - rem)
            break
    sep = r.choice([" ", " ", ""])
    return sep.join((raw[:4], raw[4:7], raw[7:]))


def ramq(surname: str, given: str, dob, female: bool, r) -> str:
    from r11_names import ascii_fold

    letters = (ascii_fold(surname).upper().replace("-", "") + "XXX")[:3] + ascii_fold(given)[:1].upper()
    month = dob.month + (50 if female else 0)
    return f"{letters} {dob.year % 100:02d}{month:02d} {dob.day:02d}{r.randint(11, 19)}"


def ramq_ok(text: str) -> bool:
    return bool(re.fullmatch(r"[A-Z]{4} \d{4} \d{4}", text))


def aba_ok(text: str) -> bool:
    d = [int(c) for c in digits(text)]
    if len(d) != 9:
        return False
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def aba(r) -> str:
    head = f"{r.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31, 32, 61, 67, 71, 72]):02d}"
    body = head + rand_digits(r, 6)
    for check in "0123456789":
        if aba_ok(body + check):
            return body + check
    raise AssertionError(body)


def bank_ca(r) -> str:
    transit = rand_digits(r, 5)
    inst = r.choice(["001", "002", "003", "004", "006", "010", "016", "815", "837", "621"])
    account = rand_digits(r, r.choice([7, 7, 12]))
    sep = r.choice(["-", "-", " "])
    return sep.join((transit, inst, account))


def ip4(r) -> str:
    first = r.choice([24, 64, 66, 70, 72, 99, 142, 173, 184, 206, 209, 38, 47, 91, 105, 154, 196])
    return f"{first}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def ip6(r) -> str:
    head = r.choice(["2607:fea8", "2001:56a", "2604:3d08", "2a00:23c7", "2600:1700", "2c0f:fe38"])
    groups = [f"{r.randint(0, 0xFFFF):x}" for _ in range(r.choice([4, 6]))]
    if len(groups) == 4:
        return f"{head}:{groups[0]}::{':'.join(groups[1:])}"
    return f"{head}:{':'.join(groups)}"


def ca_postal(r, first: str) -> str:
    c = r.choice
    return f"{first}{r.randint(0, 9)}{c(CA_LETTERS)} {r.randint(0, 9)}{c(CA_LETTERS)}{r.randint(0, 9)}"


def uk_postcode(r, outward: str) -> str:
    return f"{outward} {r.randint(0, 9)}{r.choice(UK_INWARD)}{r.choice(UK_INWARD)}"


CA_POSTAL_RE = r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d"
UK_POSTAL_RE = r"[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}"


def nanp_ok(text: str) -> bool:
    """NANP rules for a phone number written with or without +1 (extension ignored)."""
    main = re.split(r"(?i)\s*(?:ext\.?|x|poste)\s*\d+$", text)[0]
    d = digits(main)
    if len(d) == 11 and d[0] == "1":
        d = d[1:]
    if len(d) != 10:
        return False
    area, exch = d[:3], d[3:6]
    return (
        area[0] in "23456789"
        and exch[0] in "23456789"
        and exch != "555"
        and area[1:] != "11"
        and exch[1:] != "11"
    )
