"""Parses the hand-typed name lists into locales and gives every name form a document uses."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from r16_names_latin import LATIN_TEXT
from r16_names_native import NATIVE_TEXT

PATRONYMIC = {
    "is": (
        ["Sigurðardóttir", "Gunnarsdóttir", "Einarsdóttir", "Ólafsdóttir", "Hrafnsdóttir", "Þórðardóttir"],
        ["Sigurðsson", "Gunnarsson", "Einarsson", "Ólafsson", "Hrafnsson", "Þórðarson"],
    ),
    "om": (
        ["Gemechu", "Tolossa", "Lencho", "Chala", "Dawit"],
        ["Gemechu", "Tolossa", "Lencho", "Chala", "Dawit"],
    ),
}


@dataclass(frozen=True)
class Locale:
    code: str
    script: str
    order: str  # gf = given first, fg = family first
    later: str  # fam or giv
    joiner: str  # between native family and given
    female: tuple
    male: tuple
    family: tuple  # tuples of (latin, native or "")


def _latin() -> dict[str, Locale]:
    out = {}
    for row in LATIN_TEXT.strip().splitlines():
        code, order, later, fem, mal, fam = (p.strip() for p in row.split("|"))
        split = lambda s: tuple((x.strip(), "") for x in s.split(","))  # noqa: E731
        if fam == "@patronymic":
            family = ()
        else:
            family = split(fam)
        out[code] = Locale(code, "Latn", order, later, " ", split(fem), split(mal), family)
    return out


def _native() -> dict[str, Locale]:
    out = {}
    for block in NATIVE_TEXT.strip().split("@")[1:]:
        head, *rows = block.strip().splitlines()
        code, script, order, later, join = head.split()
        lists = {}
        for row in rows:
            tag, *pairs = row.split()
            lists[tag] = tuple(
                (lat.replace("_", " "), nat.replace("_", " "))
                for nat, lat in (p.split("=") for p in pairs if p != "-")
            )
        joiner = "" if join == "no" else " "
        out[code] = Locale(code, script, order, later, joiner, lists["F"], lists["M"], lists["S"])
    return out


LOCALES: dict[str, Locale] = {**_latin(), **_native()}
SCRIPT: dict[str, str] = {code: loc.script for code, loc in LOCALES.items()}
CODES: list[str] = sorted(LOCALES)

_FOLD = str.maketrans(
    {
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "ß": "ss",
        "đ": "d",
        "Đ": "D",
        "þ": "th",
        "Þ": "Th",
        "ð": "d",
        "Ð": "D",
        "æ": "ae",
        "Æ": "Ae",
        "ə": "e",
        "Ə": "E",
        "ı": "i",
    }
)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(ch for ch in text if ch.isascii() and ch.isalnum())


@dataclass(frozen=True)
class Person:
    loc: str
    gender: str
    given: str
    family: str
    native_given: str = ""
    native_family: str = ""

    @property
    def locale(self) -> Locale:
        return LOCALES[self.loc]

    def _join(self, given: str, family: str, joiner: str = " ") -> str:
        if not family:
            return given
        if not given:
            return family
        if self.locale.order == "fg":
            return family + joiner + given
        return given + joiner + family

    @property
    def full(self) -> str:
        return self._join(self.given, self.family)

    @property
    def native(self) -> str:
        if not self.native_given:
            return ""
        return self._join(self.native_given, self.native_family, self.locale.joiner)

    @property
    def later(self) -> str:
        if not self.family or self.locale.later == "giv":
            return self.given
        return self.family

    @property
    def caps(self) -> str:
        return self.full.upper()

    def comma(self, upper: bool = False) -> str:
        if not self.family:
            return self.given.upper() if upper else self.given
        fam = self.family.upper() if upper else self.family
        return f"{fam}, {self.given}"

    @property
    def initials(self) -> str:
        parts = [w for w in self.given.replace("-", " ").split() if w[:1].isalpha()]
        return ".".join(w[0].upper() for w in parts) + "."

    @property
    def initial_family(self) -> str:
        if not self.family:
            return self.full
        return f"{self.initials} {self.family}"

    @property
    def initials_only(self) -> str:
        fam = [w for w in self.family.replace("-", " ").split() if w[:1].isupper()]
        return self.initials + "".join(w[0] + "." for w in fam[-1:])

    @property
    def chat(self) -> str:
        return self.given.split()[0].lower()

    @property
    def handle(self) -> str:
        first = fold(self.given.split()[0]).lower()
        last = fold(self.family.split()[-1]).lower() if self.family else ""
        return f"{first}.{last}" if last else first

    @property
    def first(self) -> str:
        return self.given.split()[0] if self.locale.order == "gf" else self.given


def make_person(rng, code: str) -> Person:
    loc = LOCALES[code]
    gender = rng.choice("FM")
    given, ngiven = rng.choice(loc.female if gender == "F" else loc.male)
    if code in PATRONYMIC:
        family, nfamily = rng.choice(PATRONYMIC[code][0 if gender == "F" else 1]), ""
    elif loc.family:
        family, nfamily = rng.choice(loc.family)
    else:
        family, nfamily = "", ""
    if loc.script != "Latn" and not nfamily and family:
        nfamily = ""
    return Person(code, gender, given, family, ngiven, nfamily)
