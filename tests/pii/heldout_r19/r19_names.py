"""Parses the hand-typed name lists into locales and writes a person's name forms."""

from __future__ import annotations

import re
import unicodedata

from r19_names_latin import LATIN_TEXT
from r19_names_native import NATIVE_TEXT


class Locale:
    __slots__ = ("code", "script", "order", "later", "flags", "joiner", "female", "male", "family")

    def __init__(self, code, script, order, later, flags, joiner, female, male, family):
        self.code, self.script, self.order, self.later = code, script, order, later
        self.flags, self.joiner = flags, joiner
        self.female, self.male, self.family = female, male, family


def _split(field: str, sep: str) -> list[str]:
    return [x.strip() for x in field.split(sep) if x.strip()]


def _pair(entry: str) -> tuple[str | None, str]:
    native, latin = entry.split("=")
    return native.strip(), latin.strip()


def _parse() -> dict[str, Locale]:
    out: dict[str, Locale] = {}
    for line in LATIN_TEXT.strip().splitlines():
        code, order, later, flags, fem, male, fam = line.split("|")
        out[code] = Locale(
            code,
            "Latn",
            order,
            later,
            flags,
            " ",
            [(None, n) for n in _split(fem, ",")],
            [(None, n) for n in _split(male, ",")],
            [(None, n) for n in _split(fam, ",")],
        )
    for line in NATIVE_TEXT.strip().splitlines():
        code, script, order, later, joiner, fem, male, fam = line.split("|")
        out[code] = Locale(
            code,
            script,
            order,
            later,
            "-",
            " " if joiner == "s" else "",
            [_pair(n) for n in _split(fem, ";")],
            [_pair(n) for n in _split(male, ";")],
            [_pair(n) for n in _split(fam, ";")],
        )
    return out


LOCALES: dict[str, Locale] = _parse()
SCRIPT: dict[str, str] = {code: loc.script for code, loc in LOCALES.items()}
CODES: list[str] = list(LOCALES)

_FOLD = str.maketrans(
    {"ø": "o", "Ø": "O", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "æ": "ae", "Æ": "Ae", "þ": "th"}
    | {"Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "ə": "e", "Ə": "E", "œ": "oe", "Œ": "Oe"}
    | {
        "§": "Sec.",
        "¶": "para.",
        "\u2013": "-",
        "\u2014": "-",
        "\u2019": "'",
        "£": "GBP ",
        "€": "EUR ",
        "₹": "INR ",
    }
)


def fold(text: str) -> str:
    """ASCII folding for layouts that cannot hold accents."""
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(ch for ch in text if ch.isascii())


def _gendered(name: str | None, female: bool) -> str | None:
    if name and "/" in name:
        male_form, female_form = name.split("/")
        return female_form if female else male_form
    return name


class Person:
    """A private person: Latin (and, where the locale has one, native-script) name parts."""

    def __init__(self, loc: Locale, female: bool, given: tuple, family: tuple | None):
        self.loc = loc
        self.code = loc.code
        self.female = female
        self.ngiven, self.given = given
        if family is None:
            self.nfamily, self.family = None, ""
        else:
            self.nfamily = _gendered(family[0], female)
            self.family = _gendered(family[1], female)
            if "p" in loc.flags:
                self.family = self.family + ("dóttir" if female else "son")
        self.dob = None

    @property
    def native(self) -> bool:
        return self.ngiven is not None

    def tokens(self) -> set[str]:
        return {t.lower() for t in re.split(r"[\s\-]+", f"{self.given} {self.family}") if t}

    def full(self) -> str:
        if not self.family:
            return self.given
        if "b" in self.loc.flags:
            return f"{self.given} {'binti' if self.female else 'bin'} {self.family}"
        if self.loc.order == "fg":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    def native_full(self) -> str:
        if not self.nfamily:
            return self.ngiven
        j = self.loc.joiner
        if self.loc.order == "fg":
            return f"{self.nfamily}{j}{self.ngiven}"
        return f"{self.ngiven}{j}{self.nfamily}"

    def later(self) -> str:
        if not self.family or self.loc.later == "n":
            return self.full()
        return self.given if self.loc.later == "g" or "b" in self.loc.flags else self.family

    def caps(self) -> str:
        return self.full().upper()

    def sort(self, caps: bool = False) -> str:
        if not self.family or "b" in self.loc.flags:
            return self.full().upper() if caps else self.full()
        fam = self.family.upper() if caps else self.family
        return f"{fam}, {self.given}"

    def initial_surname(self) -> str:
        if not self.family or self.loc.order == "fg" or "b" in self.loc.flags:
            return self.full()
        parts = re.split(r"([\s\-])", self.given)
        ini = "".join(p[0] + "." if p.strip(" -") else ("-" if p == "-" else "") for p in parts)
        return f"{ini} {self.family}"

    def initials(self) -> str:
        fam = self.family or self.given.split()[-1]
        return f"{fold(self.given)[0].upper()}.{fold(fam)[0].upper()}."

    def handle(self, style: int = 0) -> str:
        g = re.sub(r"[^a-z0-9]", "", fold(self.given.split()[0]).lower())
        f = re.sub(r"[^a-z0-9]", "", fold(self.family or self.given.split()[-1]).lower())
        if f == g:
            f = re.sub(r"[^a-z0-9]", "", fold(self.given).lower())[len(g) :] or "x"
        return (f"{g}.{f}", f"{g[0]}{f}", f"{g}_{f}", f"{f}.{g}")[style % 4]


def people_pool(codes: list[str]) -> list[Locale]:
    return [LOCALES[c] for c in codes]
