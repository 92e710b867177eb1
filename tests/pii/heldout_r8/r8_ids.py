"""Identifiers with their real formats and check digits, computed here (Luhn, SIN, SSN areas, IBAN
mod 97, NHS and BC PHN mod 11, Medicare, NUBAN); phones of 30 countries; e-mails and personal URLs."""

from __future__ import annotations

import random

from r8_dates import date as date
from r8_dates import dob_for as dob_for
from r8_dates import later_date as later_date
from r8_kit import fold


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def luhn_check(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_check(number[:-1]) == number[-1]


def sin(rng: random.Random) -> str:
    body = rng.choice("1234567") + digits(rng, 7)
    n = body + luhn_check(body)
    return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n])


def ssn(rng: random.Random) -> str:
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def card(rng: random.Random) -> str:
    kind = rng.choice(["visa", "mc", "amex"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + digits(rng, 12)
        n = body + luhn_check(body)
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    body = ("4" if kind == "visa" else str(rng.randint(51, 55))) + digits(
        rng, 15 - (1 if kind == "visa" else 2)
    )
    n = body + luhn_check(body)
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def _mod97(text: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in text)) % 97


def _es_dc(ten: str) -> str:
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(c) * k for c, k in zip(ten, w, strict=True)) % 11
    return str({11: 0, 10: 1}.get(d, d))


def iban(rng: random.Random, cc: str | None = None) -> str:
    cc = cc or rng.choice(["DE", "GB", "IE", "NL", "FR", "BE", "ES", "CH", "AT"])
    if cc == "DE":
        bban = digits(rng, 18)
    elif cc in ("GB", "IE"):
        bban = rng.choice(
            ["NWBK", "BARC", "LOYD", "MIDL"] if cc == "GB" else ["AIBK", "BOFI", "IPBS"]
        ) + digits(rng, 14)
    elif cc == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + digits(rng, 10)
    elif cc == "FR":
        bank, branch, acct = digits(rng, 5), digits(rng, 5), digits(rng, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        bban = f"{bank}{branch}{acct}{key:02d}"
    elif cc == "BE":
        ten = digits(rng, 10)
        bban = ten + f"{(int(ten) % 97) or 97:02d}"
    elif cc == "ES":
        bank_branch, acct = digits(rng, 8), digits(rng, 10)
        bban = bank_branch + _es_dc("00" + bank_branch) + _es_dc(acct) + acct
    elif cc == "CH":
        bban = digits(rng, 17)
    else:
        bban = digits(rng, 16)
    check = 98 - _mod97(bban + cc + "00")
    raw = f"{cc}{check:02d}{bban}"
    assert _mod97(raw[4:] + raw[:4]) == 1
    return rng.choice([raw, " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))])


def bank_account(rng: random.Random, country: str) -> str:
    if country == "ng":
        bank, serial = rng.choice(["058", "044", "033", "011"]), digits(rng, 9)
        w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
        check = (10 - sum(int(c) * k for c, k in zip(bank + serial, w, strict=True)) % 10) % 10
        return serial + str(check)
    return {
        "ca": lambda: (
            f"{digits(rng, 5)}-{rng.choice(['001', '002', '003', '004', '006', '010'])}-{digits(rng, 7)}"
        ),
        "us": lambda: digits(rng, rng.choice([10, 12])),
        "uk": lambda: digits(rng, 8),
        "au": lambda: f"{digits(rng, 4)} {digits(rng, 5)}",
        "in": lambda: "5010" + digits(rng, 10),
        "za": lambda: f"62 {digits(rng, 4)} {digits(rng, 4)}",
        "ke": lambda: f"01{digits(rng, 2)} {digits(rng, 4)} {digits(rng, 4)}",
        "sg": lambda: f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 1)}",
        "nz": lambda: (
            f"{rng.choice(['01', '02', '06', '12'])}-{digits(rng, 4)}-{digits(rng, 7)}-{digits(rng, 2)}"
        ),
    }[country]()


def _mod11(rng: random.Random, weights: list[int], first: str = "") -> str:
    while True:
        body = first + digits(rng, len(weights) - len(first))
        d = 11 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if d == 11:
            d = 0
        if d != 10:
            return body + str(d)


def health_card(rng: random.Random, kind: str, person=None) -> str:
    if kind == "on":
        body = rng.choice("123456789") + digits(rng, 8)
        n = body + luhn_check(body)
        vc = rng.choice(["", " " + rng.choice(["AB", "KX", "MT", "ZZ", "HG"])])
        return f"{n[:4]}-{n[4:7]}-{n[7:]}{vc}"
    if kind == "bc":
        n = "9" + _mod11(rng, [2, 4, 8, 5, 10, 9, 7, 3])
        return f"{n[:4]} {n[4:7]} {n[7:]}"
    if kind == "nhs":
        n = _mod11(rng, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        return f"{n[:3]} {n[3:6]} {n[6:]}"
    if kind == "mbi":  # US Medicare Beneficiary Identifier: fixed letter/digit positions
        letters = "ACDEFGHJKMNPQRTUVWXY"
        alnum = letters + "0123456789"
        c = [rng.choice("123456789"), rng.choice(letters), rng.choice(alnum), rng.choice("0123456789")]
        c += [rng.choice(letters), rng.choice(alnum), rng.choice("0123456789"), rng.choice(letters)]
        c += [rng.choice(letters), rng.choice("0123456789"), rng.choice("0123456789")]
        n = "".join(c)
        return rng.choice([n, f"{n[:4]}-{n[4:7]}-{n[7:]}"])
    if kind == "medicare":
        body = rng.choice("23456") + digits(rng, 7)
        check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9], strict=True)) % 10
        n = body + str(check) + rng.choice("123456789")
        return f"{n[:4]} {n[4:9]} {n[9]}"
    # Quebec RAMQ: surname 3 letters + given initial, YYMMDD (month + 50 for women), 2 digits
    letters = fold(person.sur + "XXX").upper().replace(" ", "").replace("-", "").replace("'", "")[:3]
    letters += fold(person.given + "X").upper()[0]
    month = rng.randint(1, 12) + rng.choice([0, 50])
    return f"{letters} {rng.randint(40, 99):02d}{month:02d} {rng.randint(1, 28):02d}{digits(rng, 2)}"


def licence(rng: random.Random, kind: str, person=None) -> str:
    if kind == "on":
        first = next((ch for ch in fold(person.sur).upper() if ch.isalpha()), "K")
        return f"{first}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
    if kind == "qc":
        return f"{rng.choice('BCDGLMPRST')}{digits(rng, 4)}-{digits(rng, 6)}-{digits(rng, 2)}"
    if kind == "ca_us":
        return rng.choice("ABCDFGNY") + digits(rng, 7)
    if kind == "uk":
        sur = (fold(person.sur).upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
        year, month, day = (
            rng.randint(1950, 1999),
            rng.randint(1, 12) + rng.choice([0, 50]),
            rng.randint(1, 28),
        )
        inits = (fold(person.given).upper()[:1] + "9")[:2]
        tail = rng.choice("ABCDEFGHJKLMNPRSTWXY") + rng.choice("ABCDEFGHJKLMNPRSTWXY")
        return f"{sur}{str(year)[2]}{month:02d}{day:02d}{str(year)[3]}{inits}9{tail}"
    if kind == "in":
        return f"{rng.choice(['MH12', 'KA05', 'DL09', 'TN22'])} {rng.randint(2005, 2022)}{digits(rng, 7)}"
    if kind == "au":
        return digits(rng, 8)
    return digits(rng, 7)


def ipv4(rng: random.Random) -> str:
    return f"{rng.choice([24, 41, 62, 81, 99, 142, 154, 173, 185, 196, 212])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randint(0, 65535):x}" for _ in range(4)]
    return f"{rng.choice(['2a02', '2600', '2607', '2a01'])}:{':'.join(groups)}::{rng.randint(1, 4095):x}"


NANP = {
    "ca": [
        416,
        647,
        437,
        905,
        289,
        514,
        438,
        450,
        418,
        613,
        604,
        778,
        250,
        403,
        587,
        780,
        204,
        306,
        902,
        709,
    ],
    "us": [
        212,
        646,
        718,
        917,
        312,
        773,
        617,
        415,
        510,
        206,
        713,
        832,
        305,
        404,
        202,
        503,
        602,
        215,
        313,
        919,
    ],
}


def phone(rng: random.Random, country: str) -> str:
    d = lambda n: digits(rng, n)  # noqa: E731
    if country in NANP:
        a = rng.choice(NANP[country])
        while True:
            e = rng.randint(200, 999)
            if e % 100 != 11 and e != 555:
                break
        line = d(4)
        return rng.choice(
            [
                f"({a}) {e}-{line}",
                f"{a}-{e}-{line}",
                f"{a}.{e}.{line}",
                f"+1 {a} {e} {line}",
                f"1-{a}-{e}-{line}",
                f"+1 ({a}) {e}-{line}",
            ]
        )
    options = {
        "uk": [
            f"020 8{d(3)} {d(4)}",
            f"0161 {rng.randint(2, 9)}{d(2)} {d(4)}",
            f"07{rng.choice('45789')}{d(2)} {d(6)}",
            f"+44 7{rng.choice('45789')}{d(2)} {d(6)}",
            f"+44 (0)20 7{rng.randint(2, 8)}{d(2)} {d(4)}",
        ],
        "ie": [
            f"+353 1 {d(3)} {d(4)}",
            f"08{rng.choice('35679')} {d(3)} {d(4)}",
            f"(01) {d(3)} {d(4)}",
            f"+353 8{rng.choice('3567')} {d(3)} {d(4)}",
        ],
        "au": [
            f"(02) 9{d(3)} {d(4)}",
            f"04{d(2)} {d(3)} {d(3)}",
            f"+61 4{d(2)} {d(3)} {d(3)}",
            f"+61 3 9{d(3)} {d(4)}",
        ],
        "nz": [
            f"(09) {rng.randint(2, 9)}{d(2)} {d(4)}",
            f"021 {d(3)} {d(4)}",
            f"+64 21 {d(3)} {d(4)}",
            f"+64 4 {rng.randint(2, 9)}{d(2)} {d(4)}",
        ],
        "in": [
            f"+91 98{d(3)} {d(5)}",
            f"+91-80-2{d(3)}-{d(4)}",
            f"0{rng.choice('6789')}{d(4)} {d(5)}",
            f"+91 7{d(4)} {d(5)}",
        ],
        "za": [
            f"+27 82 {d(3)} {d(4)}",
            f"011 {d(3)} {d(4)}",
            f"083 {d(3)} {d(4)}",
            f"+27 (0)21 {d(3)} {d(4)}",
        ],
        "sg": [f"+65 9{d(3)} {d(4)}", f"6{d(3)} {d(4)}", f"+65 8{d(3)}-{d(4)}"],
        "hk": [f"+852 9{d(3)} {d(4)}", f"2{d(3)} {d(4)}", f"+852 6{d(3)}-{d(4)}"],
        "ng": [
            f"+234 803 {d(3)} {d(4)}",
            f"0806 {d(3)} {d(4)}",
            f"+234 (0) 813 {d(3)} {d(4)}",
            f"0703-{d(3)}-{d(4)}",
        ],
        "ke": [f"+254 7{d(2)} {d(3)} {d(3)}", f"07{d(2)} {d(3)} {d(3)}", f"+254 (0) 20 {d(3)} {d(4)}"],
        "de": [f"+49 30 {d(8)}", f"030 {d(7)}", f"+49 171 {d(7)}", f"089 / {d(6)}"],
        "fr": [
            f"+33 1 {d(2)} {d(2)} {d(2)} {d(2)}",
            f"06 {d(2)} {d(2)} {d(2)} {d(2)}",
            f"+33 (0)6 {d(2)} {d(2)} {d(2)} {d(2)}",
        ],
        "jp": [f"090-{d(4)}-{d(4)}", f"+81 3-{d(4)}-{d(4)}", f"03-{d(4)}-{d(4)}"],
        "pl": [f"+48 60{d(1)} {d(3)} {d(3)}", f"22 {d(3)} {d(2)} {d(2)}"],
        "se": [f"+46 8 {d(3)} {d(3)} {d(2)}", f"070-{d(3)} {d(2)} {d(2)}"],
        "no": [f"+47 9{d(2)} {d(2)} {d(3)}", f"22 {d(2)} {d(2)} {d(2)}"],
        "dk": [f"+45 {d(2)} {d(2)} {d(2)} {d(2)}", f"2{d(1)} {d(2)} {d(2)} {d(2)}"],
        "fi": [f"+358 40 {d(3)} {d(4)}", f"050 {d(3)} {d(4)}"],
        "it": [f"+39 02 {d(4)} {d(4)}", f"347 {d(3)} {d(4)}"],
        "es": [f"+34 6{d(2)} {d(3)} {d(3)}", f"91 {d(3)} {d(2)} {d(2)}"],
        "pt": [f"+351 91{d(1)} {d(3)} {d(3)}", f"21 {d(3)} {d(4)}"],
        "tr": [f"+90 53{d(1)} {d(3)} {d(2)} {d(2)}", f"0212 {d(3)} {d(2)} {d(2)}"],
        "cz": [f"+420 60{d(1)} {d(3)} {d(3)}", f"{rng.choice('27')}{d(2)} {d(3)} {d(3)}"],
        "hu": [f"+36 30 {d(3)} {d(4)}", f"06 1 {d(3)} {d(4)}"],
        "hr": [f"+385 91 {d(3)} {d(4)}", f"01 {d(3)} {d(4)}"],
        "ro": [f"+40 72{d(1)} {d(3)} {d(3)}", f"021 {d(3)} {d(4)}"],
        "is": [f"+354 {rng.choice('568')}{d(2)} {d(4)}"],
        "br": [f"+55 11 9{d(4)}-{d(4)}", f"(21) 9{d(4)}-{d(4)}"],
        "mx": [f"+52 55 {d(4)} {d(4)}", f"33 {d(4)} {d(4)}"],
    }[country]
    return rng.choice(options)


def email(rng: random.Random, person) -> str:
    dom = rng.choice(
        [
            "gmail.com",
            "outlook.com",
            "yahoo.ca",
            "hotmail.co.uk",
            "proton.me",
            "icloud.com",
            "bigpond.com",
            "xtra.co.nz",
            "rediffmail.com",
            "web.de",
            "orange.fr",
            "mweb.co.za",
            "singnet.com.sg",
            "netvigator.com",
        ]
    )
    return f"{person.handle(rng)}@{dom}"


def personal_url(rng: random.Random, person) -> str:
    h = person.handle(rng)
    slug = h.replace(".", "-").replace("_", "-")
    return rng.choice(
        [
            f"https://www.linkedin.com/in/{slug}-{digits(rng, 3)}a",
            f"https://github.com/{slug.replace('-', '')}",
            f"https://{slug.replace('-', '')}.wordpress.com/about",
            f"https://www.facebook.com/{h}",
            f"https://instagram.com/{h}",
            f"https://drive.example-share.net/u/{h}%40gmail.com/files",
            f"https://calendly.com/{slug}/30min",
            f"https://www.{slug.replace('-', '')}.photography",
        ]
    )


def pc_ca(rng: random.Random, first: str | None = None) -> str:
    letters = "ABCEGHJKLMNPRSTVXY"
    return f"{first or rng.choice(letters)}{rng.randint(0, 9)}{rng.choice(letters)} {rng.randint(0, 9)}{rng.choice(letters)}{rng.randint(0, 9)}"


def pc_uk(rng: random.Random, outward: str | None = None) -> str:
    return f"{outward or rng.choice(['EH3', 'M14', 'B15', 'LS6', 'CF10', 'BT9', 'G12', 'SE15', 'N16', 'BS8', 'OX4', 'NE6'])} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}{rng.choice('ABDEFGHJLNPQRSTUWXY')}"


def eircode(rng: random.Random) -> str:
    return f"{rng.choice(['D02', 'D04', 'D08', 'T12', 'H91', 'V94', 'A94'])} {rng.choice('ACDEFHKNPRTVWXY')}{digits(rng, 2)}{rng.choice('ACDEFHKNPRTVWXY')}"


def account_for(rng: random.Random, j: str) -> str:
    return bank_account(rng, {"ie": "uk", "hk": "sg"}.get(j, j if j != "qc" else "ca"))
