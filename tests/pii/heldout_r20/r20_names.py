"""Locales parsed from the hand-typed lists, and a person with the ways a document writes them."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from r20_names_latin import LATIN_TEXT
from r20_names_native import NATIVE_TEXT


def _split(field: str) -> list[str]:
    return [x.strip() for x in (field.split(",") if "," in field else field.split()) if x.strip()]


def _pairs(field: str) -> list[tuple[str, str]]:
    out = []
    for item in _split(field) if field else []:
        native, latin = item.split("=")
        out.append((native, latin))
    return out


@dataclass(frozen=True)
class Locale:
    code: str
    order: str  # gf, fg or n
    later: str  # s, g or f
    script: str
    nospace: bool
    female: tuple  # tuples of (native or None, latin)
    male: tuple
    family: tuple
    family_f: tuple


def _parse() -> dict[str, Locale]:
    out: dict[str, Locale] = {}
    for line in LATIN_TEXT.splitlines():
        f = line.split("|")
        fam = tuple((None, x) for x in _split(f[5]))
        fam_f = tuple((None, x) for x in _split(f[6])) if len(f) > 6 else fam
        out[f[0]] = Locale(
            f[0],
            f[1],
            f[2],
            "Latn",
            False,
            tuple((None, x) for x in _split(f[3])),
            tuple((None, x) for x in _split(f[4])),
            fam,
            fam_f,
        )
    for line in NATIVE_TEXT.splitlines():
        f = line.split("|")
        fam = tuple(_pairs(f[6]))
        fam_f = tuple(_pairs(f[7])) if len(f) > 7 else fam
        script = f[3].rstrip("*")
        out[f[0]] = Locale(
            f[0], f[1], f[2], script, f[3].endswith("*"), tuple(_pairs(f[4])), tuple(_pairs(f[5])), fam, fam_f
        )
    return out


LOCALES = _parse()
CODES = sorted(LOCALES)
SCRIPT = {code: loc.script for code, loc in LOCALES.items()}

_FOLD = {"ß": "ss", "Þ": "Th", "þ": "th", "Ð": "D", "ð": "d", "Ø": "O", "ø": "o", "Æ": "Ae", "æ": "ae"}
_FOLD.update({"Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "ı": "i", "Ə": "A", "ə": "a", "Œ": "Oe", "œ": "oe"})


def fold(text: str) -> str:
    """ASCII folding for e-mail handles and machine fields."""
    text = "".join(_FOLD.get(ch, ch) for ch in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ch.isascii())


@dataclass
class Person:
    loc: str
    female: bool
    given: str
    family: str  # empty where there is no family name
    n_given: str | None = None
    n_family: str | None = None
    dob: tuple = (1980, 1, 1)

    @property
    def L(self) -> Locale:  # noqa: N802
        return LOCALES[self.loc]

    def full(self) -> str:
        if not self.family:
            return self.given
        if self.L.order == "fg":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    def native(self) -> str | None:
        if not self.n_given:
            return None
        if not self.n_family:
            return self.n_given
        sep = "" if self.L.nospace else " "
        if self.L.order == "fg":
            return f"{self.n_family}{sep}{self.n_given}"
        return f"{self.n_given}{sep}{self.n_family}"

    def later(self) -> str:
        if not self.family or self.L.later == "f":
            return self.full()
        return self.given if self.L.later == "g" else self.family

    def surname(self) -> str:
        return self.family or self.given

    def first(self) -> str:
        """The given name alone; Vietnamese names use the last given syllable (Thị Lan -> Lan)."""
        if not self.family:
            return self.given
        parts = self.given.split(" ")
        return parts[-1] if self.loc == "vi" else parts[0]

    def caps(self) -> str:
        return self.full().upper()

    def inverted(self, caps: bool = True) -> str:
        if not self.family:
            return self.full().upper() if caps else self.full()
        fam = self.family.upper() if caps else self.family
        return f"{fam}, {self.given}"

    def initial(self) -> str:
        if not self.family:
            return self.given
        return f"{self.given[0]}. {self.family}"

    def initials(self) -> str:
        parts = self.full().replace("-", " ").split()
        return ".".join(p[0].upper() for p in parts if p[0].isalpha()) + "."

    def handle(self) -> str:
        g = fold(self.first()).lower().replace("'", "")
        f = fold(self.family or "").lower().replace("'", "").replace(" ", "")
        return f"{g}.{f}" if f else g

    def tokens(self) -> set[str]:
        return set(self.full().replace("-", " ").split())
