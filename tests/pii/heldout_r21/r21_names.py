"""Parses the hand-typed name lists; ``Person`` and the ways a document writes a name."""

from __future__ import annotations

import unicodedata

from r21_names_latin import LATIN_TEXT
from r21_names_native import NATIVE_TEXT


class Locale:
    def __init__(self, code, script, order, lorder, custom, mono, sep, female, male, family):
        self.code = code
        self.script = script
        self.order = order  # native order
        self.lorder = lorder  # Latin order
        self.custom = custom
        self.mono = mono
        self.sep = sep
        self.female = female  # list of (native or None, latin)
        self.male = male
        self.family = family  # list of ((native m, native f) or None, (latin m, latin f))


def _latin(tok: str) -> tuple[str, str]:
    tok = tok.replace("_", " ")
    m, _, f = tok.partition("/")
    return m, f or m


def _parse() -> dict[str, Locale]:
    out: dict[str, Locale] = {}
    for line in LATIN_TEXT.strip().splitlines():
        code, order, custom, fem, mal, fam = line.split("|")
        custom, _, mono = custom.partition("+")
        out[code] = Locale(
            code,
            "Latn",
            order,
            order,
            custom,
            bool(mono),
            " ",
            [(None, _latin(t)[0]) for t in fem.split()],
            [(None, _latin(t)[0]) for t in mal.split()],
            [(None, _latin(t)) for t in fam.split()],
        )
    for line in NATIVE_TEXT.strip().splitlines():
        code, script, order, custom, sep, fem, mal, fam = line.split("|")
        norder, _, lorder = order.partition(":")

        def pairs(field):
            res = []
            for tok in field.split():
                nat, lat = tok.split("=")
                res.append((_latin(nat), _latin(lat)))
            return res

        out[code] = Locale(
            code,
            script,
            norder,
            lorder or norder,
            custom,
            False,
            "" if sep == "-" else " ",
            [(n[0], lat[0]) for n, lat in pairs(fem)],
            [(n[0], lat[0]) for n, lat in pairs(mal)],
            pairs(fam),
        )
    return out


LOCALES = _parse()
SCRIPT = {code: loc.script for code, loc in LOCALES.items()}
CODES = sorted(LOCALES)

_FOLD = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}
_FOLD.update({"ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "œ": "oe", "ŋ": "ng", "ə": "a", "Ə": "A"})


def fold(text: str) -> str:
    """ASCII form of a Latin-script name (for e-mails, RAMQ numbers and licence codes)."""
    text = "".join(_FOLD.get(ch, ch) for ch in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ch.isascii())


class Person:
    """A private person with a name from one locale (and its native-script form where the locale has one)."""

    def __init__(self, loc: str, sex: str, given, family, dob):
        self.loc = loc
        L = LOCALES[loc]
        self.L = L
        self.sex = sex
        self.ngiven, self.given = given
        if family is None:
            self.nfamily, self.family = None, ""
        else:
            nat, lat = family
            fem = sex == "F"
            self.family = lat[1] if fem else lat[0]
            self.nfamily = (nat[1] if fem else nat[0]) if nat else None
        self.dob = dob
        self.nick: str | None = None
        self.middle: str | None = None

    @property
    def native(self) -> bool:
        return self.L.script != "Latn"

    def tokens(self) -> set[str]:
        return set((self.given + " " + self.family).lower().split())

    def full(self) -> str:
        if not self.family:
            return self.given
        g = self.given if not self.middle else f"{self.given} {self.middle}."
        return f"{self.family} {g}" if self.L.lorder == "fg" else f"{g} {self.family}"

    def plain_full(self) -> str:
        if not self.family:
            return self.given
        return f"{self.family} {self.given}" if self.L.lorder == "fg" else f"{self.given} {self.family}"

    def native_full(self) -> str:
        if not self.nfamily:
            return self.ngiven
        sep = self.L.sep
        return (
            f"{self.nfamily}{sep}{self.ngiven}"
            if self.L.order == "fg"
            else f"{self.ngiven}{sep}{self.nfamily}"
        )

    def later(self) -> str:
        c = self.L.custom
        if not self.family or c == "w":
            return self.plain_full()
        if c == "g":
            return self.given
        if c == "gl":
            return self.given.split()[-1]
        return self.family

    def later_is_given(self) -> bool:
        return not self.family or self.L.custom in ("w", "g", "gl")

    def caps(self) -> str:
        return self.plain_full().upper()

    def surname_caps(self) -> str:
        return f"{self.family.upper()}, {self.given}" if self.family else self.given.upper()

    def surname_comma(self) -> str:
        return f"{self.family}, {self.given}" if self.family else self.given

    def initial_surname(self) -> str:
        if not self.family:
            return self.given
        ini = " ".join(w[0].upper() + "." for w in self.given.replace("-", " ").split())
        return f"{ini} {self.family}"

    def initials(self) -> str:
        words = (self.given + " " + self.family).replace("-", " ").split()
        return "".join(w[0].upper() + "." for w in words if w[0].isalpha())

    def with_nick(self) -> str:
        if not self.nick or not self.family:
            return self.plain_full()
        q = self.nick
        if self.L.lorder == "fg":
            return f"{self.family} {self.given} {q}"
        return f"{self.given} {q} {self.family}"

    def given_first_word(self) -> str:
        return self.given.split()[0]
