"""Driver's licence and bank-account shapes of round 26 per province, state and country."""

from __future__ import annotations

from r26_ids import digits, letters
from r26_names import fold


def _lead(person):
    return (fold(person.short_surname()).upper() or "X")[0]


def _sur(person, n, pad="9"):
    return (fold(person.short_surname()).upper() + pad * n)[:n]


def licence(rng, where, person, dob):
    """A licence number as the issuing province, state or country writes it."""
    yy, mm, dd = f"{dob.year % 100:02d}", f"{dob.month:02d}", f"{dob.day:02d}"
    c = _lead(person)
    shapes = {
        "on": lambda: f"{c}{digits(rng, 4)}-{digits(rng, 5)}-{yy[1]}{mm}{dd}",
        "qc": lambda: f"{c}{digits(rng, 4)}-{dd}{mm}{yy}-{digits(rng, 2)}",
        "bc": lambda: digits(rng, 7),
        "ab": lambda: f"{digits(rng, 6)}-{digits(rng, 3)}",
        "mb": lambda: (
            f"{_sur(person, 5, 'X')}-{fold(person.given).upper()[:1] or 'X'}{letters(rng, 1)}-{digits(rng, 3)}"
            f"{letters(rng, 2)}"
        ),
        "sk": lambda: digits(rng, 8),
        "ns": lambda: f"{_sur(person, 5, 'X')}{dd}{mm}{yy}{digits(rng, 3)}",
        "nb": lambda: digits(rng, 7),
        "pe": lambda: digits(rng, 6),
        "nl": lambda: f"{c}{digits(rng, 9)}",
        "yt": lambda: digits(rng, 6),
        "nt": lambda: digits(rng, 6),
        "nu": lambda: digits(rng, 6),
        "ny": lambda: f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "ca": lambda: f"{c}{digits(rng, 7)}",
        "tx": lambda: digits(rng, 8),
        "fl": lambda: f"{c}{digits(rng, 3)}-{digits(rng, 3)}-{yy}-{digits(rng, 3)}-{digits(rng, 1)}",
        "il": lambda: f"{c}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
        "pa": lambda: f"{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}",
        "ma": lambda: f"S{digits(rng, 8)}",
        "mn": lambda: f"{c}{digits(rng, 12)}",
        "co": lambda: f"{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 4)}",
        "or": lambda: digits(rng, 7),
        "nc": lambda: f"0000{digits(rng, 8)}",
        "va": lambda: f"{c}{digits(rng, 8)}",
        "md": lambda: f"{c}-{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}",
        "wi": lambda: f"{c}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 2)}",
        "nm": lambda: digits(rng, 9),
        "la": lambda: f"00{digits(rng, 7)}",
        "tn": lambda: digits(rng, 9),
        "mo": lambda: f"{c}{digits(rng, 9)}",
        "vt": lambda: digits(rng, 8),
        "me": lambda: digits(rng, 7),
        "uk": lambda: (
            f"{_sur(person, 5)}{yy[0]}{int(mm) + (50 if person.female else 0):02d}{dd}{yy[1]}"
            f"{fold(person.given).upper()[:1] or '9'}9{digits(rng, 1)}{letters(rng, 2)}"
        ),
        "ie": lambda: f"{digits(rng, 3)}{digits(rng, 3)}{digits(rng, 3)}",
        "au": lambda: digits(rng, rng.choice([8, 9, 10])),
        "nz": lambda: f"{letters(rng, 2)}{digits(rng, 6)}",
        "fr": lambda: f"{yy}{mm}{digits(rng, 2)}{digits(rng, 6)}",
        "be": lambda: digits(rng, 10),
        "de": lambda: (
            f"{letters(rng, 1)}{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 1)}{letters(rng, 2)}"
            f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 2)}"
        ),
        "at": lambda: digits(rng, 8),
        "es": lambda: f"{digits(rng, 8)}{letters(rng, 1, 'TRWAGMYFPDXBNJZSQVHLCKE')}",
        "it": lambda: f"{letters(rng, 2)}{digits(rng, 7)}{letters(rng, 1)}",
        "nld": lambda: digits(rng, 10),
        "pt": lambda: f"{letters(rng, 1, 'LPCAEF')}-{digits(rng, 6)} {digits(rng, 1)}",
        "br": lambda: digits(rng, 11),
        "mx": lambda: f"{letters(rng, 1)}{digits(rng, 8)}",
        "in": lambda: f"{letters(rng, 2)}{digits(rng, 2)} {digits(rng, 4)}{digits(rng, 7)}",
        "za": lambda: f"{digits(rng, 10)}{letters(rng, 2)}",
        "ph": lambda: f"{letters(rng, 1)}{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 6)}",
    }
    return shapes[where]()


def account(rng, where):
    """A personal account number as the country writes it (the bank's own code is a separate decoy)."""
    if where == "ca":
        return rng.choice([digits(rng, 7), f"{digits(rng, 3)}-{digits(rng, 4)}", digits(rng, 12)])
    if where == "us":
        return rng.choice([digits(rng, 10), digits(rng, 12), digits(rng, 9)])
    if where == "uk":
        return digits(rng, 8)
    if where == "au":
        return rng.choice([f"{digits(rng, 4)} {digits(rng, 4)}", digits(rng, 9)])
    if where == "nz":
        return f"{digits(rng, 2)}-{digits(rng, 4)}-{digits(rng, 7)}-{digits(rng, 2)}"
    if where == "mx":
        body = digits(rng, 17)
        w = [3, 7, 1] * 6
        chk = (10 - sum((int(c) * w[i]) % 10 for i, c in enumerate(body)) % 10) % 10
        return body + str(chk)
    if where == "in":
        return digits(rng, rng.choice([11, 12, 14]))
    if where == "za":
        return digits(rng, rng.choice([10, 11]))
    if where == "ph":
        return f"{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 2)}"
    return digits(rng, 10)
