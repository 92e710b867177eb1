"""Locales, their scripts and the forms a private person's name is written in."""

from __future__ import annotations

import unicodedata

from r15_names_latin import LATIN_TEXT
from r15_names_native import NATIVE_TEXT


class Locale:
    def __init__(self, code: str, script: str, order: str, later: str):
        self.code = code
        self.script = script
        self.order = order  # "gf" given first, "fg" family first
        self.later = later  # later mentions: "fam" (surname) or "given"
        self.female: list[str] = []
        self.male: list[str] = []
        self.surnames: list[str] = []
        self.native: list[tuple[str, str, str, str]] = []  # (gender, native, given, family)


def _parse(text: str) -> dict[str, Locale]:
    out: dict[str, Locale] = {}
    cur = None
    for raw in text.strip().splitlines():
        line = raw.strip()
        if line.startswith("@"):
            code, script, order, later = line[1:].split()
            cur = out[code] = Locale(code, script, order, later)
            continue
        key, _, rest = line.partition(":")
        items = [x.strip() for x in rest.split(";") if x.strip()]
        if key == "F":
            cur.female += items
        elif key == "M":
            cur.male += items
        elif key == "S":
            cur.surnames += items
        elif key == "N":
            for item in items:
                gender, pair = item.split(" ", 1)
                native, latin = pair.split("=")
                given, family = latin.split("/")
                cur.native.append((gender, native, given, family))
    return out


LOCALES: dict[str, Locale] = {**_parse(LATIN_TEXT), **_parse(NATIVE_TEXT)}
SCRIPT: dict[str, str] = {code: loc.script for code, loc in LOCALES.items()}
CODES: list[str] = sorted(LOCALES)


def fold(text: str) -> str:
    """ASCII letters and digits only, lower case (for handles and e-mail local parts)."""
    text = text.replace("ø", "o").replace("Ø", "O").replace("ł", "l").replace("Ł", "L").replace("đ", "d")
    text = text.replace("Đ", "D").replace("ß", "ss").replace("æ", "ae").replace("Þ", "Th").replace("þ", "th")
    text = text.replace("ð", "d").replace("Ð", "D").replace("ı", "i").replace("ə", "e").replace("Ə", "E")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if ch.isascii() and ch.isalnum()).lower()


def _initial(word: str) -> str:
    for ch in word:
        if ch.isupper():
            return ch
    return word.lstrip("'")[:1].upper()


class Person:
    """A private person: given and family names in Latin letters, optionally a native-script form."""

    def __init__(self, loc: Locale, gender: str, given: str, family: str, native: str | None):
        self.loc = loc
        self.code = loc.code
        self.gender = gender
        self.given = given
        self.family = family
        self.native = native

    @property
    def full(self) -> str:
        if not self.family:
            return self.given
        if self.loc.order == "fg":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    @property
    def later(self) -> str:
        if not self.family:
            return self.given
        if self.code == "vi":
            return self.given.split()[-1]
        return self.given if self.loc.later == "given" else self.family

    @property
    def first_given(self) -> str:
        return self.given.split()[0] if self.loc.order == "gf" else self.given

    @property
    def caps(self) -> str:
        return self.full.upper()

    @property
    def inverted_caps(self) -> str:
        if not self.family:
            return self.given.upper()
        return f"{self.family.upper()}, {self.given}"

    @property
    def inverted(self) -> str:
        if not self.family:
            return self.given
        return f"{self.family}, {self.given}"

    @property
    def initials_surname(self) -> str:
        if not self.family:
            return self.given
        inits = " ".join(_initial(w) + "." for w in self.given.replace("-", " ").split())
        return f"{inits} {self.family}"

    @property
    def initials(self) -> str:
        words = self.given.replace("-", " ").split()
        if self.family:
            words.append(self.family)
        return "".join(_initial(w) + "." for w in words)

    @property
    def chat(self) -> str:
        if self.code == "vi":
            return self.given.split()[-1].lower()
        return self.first_given.split()[0].lower()

    @property
    def handle(self) -> str:
        given = fold(self.first_given.split()[0]) or "user"
        family = fold(self.family) if self.family else ""
        return f"{given}.{family}" if family else given
