"""Identifiers in their real published formats (SIN, SSN, provincial health cards and licences, cards,
accounts, phones, e-mails) for the broad PII sets."""

from __future__ import annotations

import random

from broad_world import World, ascii_fold
from stdnum import luhn


def sin(w: World) -> str:
    while True:
        body = f"{w.rng.choice([1, 2, 3, 4, 5, 6, 7, 9])}{w.rng.randint(0, 99999999):08d}"
        if luhn.is_valid(body):
            sep = w.rng.choice([" ", "-", "", " "])
            return f"{body[:3]}{sep}{body[3:6]}{sep}{body[6:]}"


def ssn(w: World) -> str:
    area = w.rng.choice([a for a in range(1, 900) if a != 666])
    sep = w.rng.choice(["-", "-", " ", ""])
    return f"{area:03d}{sep}{w.rng.randint(1, 99):02d}{sep}{w.rng.randint(1, 9999):04d}"


def luhn_complete(prefix: str) -> str:
    return prefix + luhn.calc_check_digit(prefix)


def _bc_phn(rng: random.Random) -> str:
    weights = [2, 4, 8, 5, 10, 9, 7, 3]
    while True:
        body = [rng.randint(0, 9) for _ in range(8)]
        check = 11 - sum(d * wt % 11 for d, wt in zip(body, weights, strict=True)) % 11
        if check < 10:
            return "9" + "".join(map(str, body)) + str(check)


def health_card(w: World) -> tuple[str, str]:
    """(province cue, number) in each province's published layout."""
    rng = w.rng
    kind = rng.randrange(7)
    if kind == 0:
        n = luhn_complete(str(rng.randint(100000000, 999999999)))
        v = rng.choice(["", " " + rng.choice(["AB", "XY", "KT"]), "-" + rng.choice(["AB", "ZX"])])
        sep = rng.choice([" ", "-", ""])
        return "Ontario health card", f"{n[:4]}{sep}{n[4:7]}{sep}{n[7:]}{v}"
    if kind == 1:
        last = ascii_fold(w.name()[2])[:3].upper().ljust(3, "X")
        first = ascii_fold(w.name()[1])[:1].upper() or "A"
        yy, mm, dd = rng.randint(40, 99), rng.randint(1, 12) + rng.choice([0, 50]), rng.randint(1, 28)
        return "RAMQ", f"{last}{first} {yy:02d}{mm:02d} {dd:02d}{rng.randint(10, 99)}"
    if kind == 2:
        n = _bc_phn(rng)
        return "BC Personal Health Number (PHN)", f"{n[:4]} {n[4:7]} {n[7:]}"
    if kind == 3:
        n = f"{rng.randint(10000, 99999)}-{rng.randint(1000, 9999)}"
        return "Alberta Health Care (AHCIP) number", n
    if kind == 4:
        return "Manitoba Health registration number", f"{rng.randint(100000000, 999999999)}"
    if kind == 5:
        return (
            "Nova Scotia health card number",
            f"{rng.randint(1000, 9999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        )
    return (
        "Saskatchewan health services number",
        f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
    )


def drivers_licence(w: World) -> tuple[str, str]:
    """(jurisdiction cue, number) per jurisdiction's published layout."""
    rng = w.rng
    _, g, s = w.name()
    sf = (ascii_fold(s).upper() + "XXXXX")[:5]
    L = rng.choice("ABCDEFGHJKLMNPRSTVWZ")
    forms = [
        ("Ontario driver's licence", f"{sf[0]}{rng.randint(1000, 9999)}-{rng.randint(10000, 99999)}-{rng.randint(10000, 99999)}"),
        ("Québec driver's licence", f"{sf[0]}{rng.randint(1000, 9999)}-{rng.randint(100000, 999999)}-{rng.randint(10, 99)}"),
        ("BC driver's licence", f"{rng.randint(1000000, 9999999)}"),
        ("Alberta operator's licence", f"{rng.randint(100000, 999999)}-{rng.randint(100, 999)}"),
        ("Nova Scotia driver's licence", f"{sf}{rng.randint(100000000, 999999999)}"),
        ("Saskatchewan driver's licence", f"{rng.randint(10000000, 99999999)}"),
        ("Manitoba driver's licence", f"{sf[:2]}-{ascii_fold(g).upper()[:2].ljust(2, 'X')}-{sf[2:4]}-{L}{rng.randint(100, 999)}{sf[:2]}"),
        ("California driver license", f"{L}{rng.randint(1000000, 9999999)}"),
        ("New York driver license", f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("Texas driver license", f"{rng.randint(10000000, 99999999)}"),
        ("Florida driver license", f"{sf[0]}{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(100, 999)}-{rng.randint(0, 9)}"),
        ("Illinois driver's license", f"{sf[0]}{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"),
        ("Pennsylvania driver's license", f"{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("Michigan driver's license", f"{sf[0]} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("UK driving licence", f"{sf}{rng.randint(100000, 999999)}{ascii_fold(g).upper()[:1] or 'A'}9{rng.choice('ABCDEFGHJK')}{rng.choice('ABCDEFGHJK')}"),
    ]  # fmt: skip
    return rng.choice(forms)


def card(w: World) -> str:
    rng = w.rng
    prefix = rng.choice(["4", "51", "52", "55", "2221", "6011"])
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(15 - len(prefix)))
    n = luhn_complete(body)
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def account(w: World) -> str:
    return str(w.rng.randint(1000000, 999999999999))


def phone(w: World) -> str:
    rng = w.rng
    area = rng.choice([416, 647, 905, 613, 514, 438, 604, 403, 780, 204, 306, 902, 212, 312, 415, 617, 713])
    n = f"{rng.randint(200, 999)}"
    last = f"{rng.randint(0, 9999):04d}"
    return rng.choice(
        [
            f"({area}) {n}-{last}",
            f"{area}-{n}-{last}",
            f"{area}.{n}.{last}",
            f"+1 {area} {n} {last}",
            f"1-{area}-{n}-{last}",
            f"+44 20 7{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            f"+33 1 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            f"+49 30 {rng.randint(1000000, 9999999)}",
        ]
    )


def email(w: World, g: str = "", s: str = "") -> str:
    if not g:
        _, g, s = w.name()
    user = w.rng.choice(
        [
            f"{ascii_fold(g)}.{ascii_fold(s)}",
            f"{ascii_fold(g)[:1]}{ascii_fold(s)}",
            f"{ascii_fold(s)}{w.rng.randint(1, 99)}",
        ]
    )
    user = user.strip(".") or "user"
    return f"{user}@{w.rng.choice(['gmail.com', 'outlook.com', 'example.ca', 'mail.example.org', 'yahoo.fr', 'web.de'])}"
