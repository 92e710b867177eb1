"""Parses the hand-typed name lists; ``Person`` and the ways a name is written."""

from __future__ import annotations

import unicodedata

from r22_doc import S
from r22_names_latin import LATIN_TEXT
from r22_names_native import NATIVE_TEXT

LOCALES: dict[str, dict] = {}
SCRIPT: dict[str, str] = {}


def _pair(word):
    native, _, latin = word.partition("=")
    return native.replace("_", " "), (latin or native).replace("_", " ")


def _load(text, native):
    for line in text.splitlines():
        parts = line.split("|")
        if native:
            loc, script, flags, given, fams = parts
        else:
            (loc, flags, given, fams), script = parts, "Latn"
        fem, _, masc = given.partition(";")
        LOCALES[loc] = {
            "flags": flags,
            "f": [_pair(w) for w in fem.split()],
            "m": [_pair(w) for w in masc.split()],
            "fam": [_pair(w) for w in fams.split()],
        }
        SCRIPT[loc] = script


_load(LATIN_TEXT, False)
_load(NATIVE_TEXT, True)
CODES = sorted(LOCALES)


def fold(s: str) -> str:
    s = s.replace("ß", "ss").replace("ø", "o").replace("Ø", "O").replace("ð", "d").replace("þ", "th")
    s = s.replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ə", "e").replace("Ə", "E")
    s = s.replace("æ", "ae").replace("đ", "d").replace("Đ", "D")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii() and (c.isalnum() or c in " -'"))


NICK = {
    "Garrett": "Gary",
    "Mitchell": "Mitch",
    "Kristen": "Kris",
    "Wesley": "Wes",
    "Jonathan": "Jon",
    "Babatunde": "Tunde",
    "Oluwaseun": "Seun",
    "Chukwuemeka": "Emeka",
    "Abubakar": "Bukar",
    "Guadalupe": "Lupita",
    "Joaquín": "Quino",
    "Florencia": "Flor",
    "Małgorzata": "Gosia",
    "Katarzyna": "Kasia",
    "Aleksei": "Lyosha",
    "Dmitry": "Dima",
    "Natalya": "Natasha",
    "Yitzchok": "Itzik",
    "Rodel": "Dodong",
    "Jhoanna": "Joy",
    "Ken'ichi": "Ken",
    "Philippa": "Pippa",
    "Rupert": "Rupe",
    "Lachlan": "Lachie",
    "Margaux": "Margot",
    "Friederike": "Frieda",
}


class Person:
    def __init__(self, loc, sex, given, family, middle=None):
        self.loc, self.sex = loc, sex
        self.given_n, self.given = given
        self.fam_n, self.fam = family if family else ("", "")
        self.middle = middle
        f = LOCALES[loc]["flags"]
        self.sg = "sg" in f
        self.nospace = "n" in f
        self.single = "1" in f or not self.fam
        self.given_custom = "G" in f
        self.native = SCRIPT[loc] != "Latn"

    def latin(self):
        if self.single:
            return self.given
        return f"{self.fam} {self.given}" if self.sg else f"{self.given} {self.fam}"

    def native_full(self):
        if self.single:
            return self.given_n
        if self.sg:
            return f"{self.fam_n}{'' if self.nospace else ' '}{self.given_n}"
        return f"{self.given_n} {self.fam_n}"

    def short(self):
        """Surname, or the given name where that is the custom or there is no family name."""
        if self.single:
            return self.given
        if self.given_custom:
            return self.given
        return self.fam

    def s(self, text):
        return S(text, "PERSON", self.loc)

    def first(self, rng):
        """The first full mention: native script with transliteration where there is one."""
        if self.native and rng.random() < 0.82:
            if rng.random() < 0.7:
                return [self.s(self.native_full()), " (", self.s(self.latin()), ")"]
            return [self.s(self.latin()), " (", self.s(self.native_full()), ")"]
        return [self.s(self.full_form(rng))]

    def full_form(self, rng):
        if self.single:
            return self.given
        r = rng.random()
        if self.middle and r < 0.25 and not self.sg:
            return f"{self.given} {self.middle[0]}. {self.fam}"
        if r < 0.35 and self.given in NICK and not self.sg:
            return f"{self.given} “{NICK[self.given]}” {self.fam}"
        return self.latin()

    def mention(self, rng, title=""):
        """A later mention: many forms; returns a value (title text outside the mark)."""
        if self.single:
            return [title, self.s(self.given)] if title and rng.random() < 0.5 else [self.s(self.given)]
        forms = ["short", "short", "title", "caps", "comma", "initial", "given", "full", "initials", "Comma"]
        f = rng.choice(forms)
        if self.given_custom and f in ("short", "title"):
            return [self.s(self.given)]
        if f == "title" and title:
            return [title, self.s(self.fam)]
        if f == "caps":
            return [self.s(self.latin().upper())]
        if f == "comma":
            return [self.s(f"{self.fam.upper()}, {self.given}")]
        if f == "Comma":
            return [self.s(f"{self.fam}, {self.given}")]
        if f == "initial":
            return [self.s(f"{self.given[0]}. {self.fam}")]
        if f == "initials" and self.given[0].isalpha() and self.fam[0].isalpha():
            return [self.s(f"{self.given[0]}.{self.fam[0].upper()}.")]
        if f == "given":
            return [self.s(self.given)]
        if f == "full":
            return [self.s(self.latin())]
        return [self.s(self.short())]

    def sign(self, rng):
        r = rng.random()
        name = self.latin()
        if r < 0.2:
            return ["/s/ ", self.s(name)]
        if r < 0.35:
            return ["[signed] ", self.s(name)]
        if r < 0.5:
            return ["Electronically signed by ", self.s(name)]
        if r < 0.6:
            return ["(sgd.) ", self.s(name.upper())]
        if r < 0.7 and not self.single:
            return ["x ", self.s(f"{self.given[0]}. {self.fam}")]
        return [self.s(name)]
