"""Parses the hand-typed name lists into locales; a `Person` and the ways a document mentions one."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from r18_names_latin import LATIN_TEXT
from r18_names_native import NATIVE_TEXT


@dataclass(frozen=True)
class Locale:
    code: str
    script: str
    order: str  # "gf" or "fg"
    later: str  # "s" or "g"
    joiner: str  # native joiner: " " or ""
    fem_a: bool
    female: tuple  # of (latin, native)
    male: tuple
    family: tuple


def _pairs(words: str, native: bool) -> tuple:
    out = []
    for word in words.split():
        if native:
            nat, lat = word.split("=")
            out.append((lat.replace("_", " "), nat.replace("_", " ")))
        else:
            out.append((word.replace("_", " "), ""))
    return tuple(out)


def _parse(text: str, native: bool) -> dict[str, Locale]:
    out = {}
    for line in text.strip().splitlines():
        head, fem, mal, fam = (part.strip() for part in line.split("|"))
        if native:
            code, script, order, later, joiner, flags = head.split()
        else:
            (code, order, later, flags), script, joiner = head.split(), "Latn", "sp"
        out[code] = Locale(
            code,
            script,
            order,
            later,
            " " if joiner == "sp" else "",
            flags == "fa",
            _pairs(fem[2:], native),
            _pairs(mal[2:], native),
            _pairs(fam[2:], native),
        )
    return out


LOCALES: dict[str, Locale] = {**_parse(LATIN_TEXT, False), **_parse(NATIVE_TEXT, True)}
CODES: tuple[str, ...] = tuple(sorted(LOCALES))
SCRIPT: dict[str, str] = {code: loc.script for code, loc in LOCALES.items()}

_FOLD = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L"}
_FOLD.update({"þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ı": "i", "œ": "oe", "ə": "a", "Ə": "A", "ħ": "h"})


def fold(text: str) -> str:
    """ASCII form of a Latin-script name (for e-mail handles, identifiers and ASCII-only layouts)."""
    text = "".join(_FOLD.get(ch, ch) for ch in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _fem(family: str, native: bool) -> str:
    if native:
        return family + "а" if family.endswith(("ов", "ев", "ин")) else family
    return family + "a" if family.endswith(("ov", "ev", "in")) else family


@dataclass(frozen=True)
class Person:
    loc: str
    given: str
    family: str
    n_given: str = ""
    n_family: str = ""
    female: bool = False

    @property
    def info(self) -> Locale:
        return LOCALES[self.loc]

    def tokens(self) -> set[str]:
        return set((self.given + " " + self.family).replace("-", " ").split())

    @property
    def full(self) -> str:
        if not self.family:
            return self.given
        if self.info.order == "fg":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    @property
    def native(self) -> str:
        if not self.n_given:
            return ""
        if not self.n_family:
            return self.n_given
        if self.info.order == "fg":
            return self.n_family + self.info.joiner + self.n_given
        return f"{self.n_given} {self.n_family}"

    @property
    def later(self) -> str:
        if not self.family or self.info.later == "g":
            return self.given
        return self.family

    @property
    def caps(self) -> str:
        return self.full.upper()

    @property
    def inverted(self) -> str:
        """`Family, Given` (or the single name)."""
        return f"{self.family}, {self.given}" if self.family else self.given

    @property
    def inverted_caps(self) -> str:
        return f"{self.family.upper()}, {self.given}" if self.family else self.given.upper()

    @property
    def initial(self) -> str:
        """Initial of the given name and the family name: `J. Okafor`."""
        if not self.family:
            return self.given
        return f"{self.given[0]}. {self.family}"

    @property
    def initials(self) -> str:
        """Initials alone: `J.O.` (for clerks and minute-takers)."""
        words = (self.given + " " + self.family).replace("-", " ").split()
        return "".join(w[0].upper() + "." for w in words if w[0].isalpha())

    @property
    def handle(self) -> str:
        """`given.family` in ASCII lower case."""
        parts = [fold(self.given), fold(self.family)] if self.family else [fold(self.given)]
        keep = [
            "".join(ch for ch in p.lower().replace(" ", "").replace("-", "") if ch.isalnum()) for p in parts
        ]
        return ".".join(k for k in keep if k)

    @property
    def ascii_full(self) -> str:
        return fold(self.full)


def make_person(loc: str, female: bool, given_pair: tuple, family_pair: tuple | None) -> Person:
    info = LOCALES[loc]
    native = info.script != "Latn"
    given, n_given = given_pair
    family, n_family = family_pair if family_pair else ("", "")
    if female and info.fem_a and family:
        family, n_family = _fem(family, False), _fem(n_family, True) if n_family else ""
    return Person(loc, given, family, n_given if native else "", n_family if native else "", female)
