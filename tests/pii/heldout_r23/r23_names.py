"""Parses the locale tables and makes people with their name forms."""

from __future__ import annotations

import unicodedata

from r23_doc import S
from r23_names_latin import LATIN
from r23_names_native import NATIVE

LOCALES: dict[str, dict] = {}
SCRIPT: dict[str, str] = {}


def _words(s):
    return [w.replace("_", " ") for w in s.split()]


for _line in LATIN.strip().splitlines():
    _code, _order, _later, _given, _family = _line.split("|")
    LOCALES[_code] = {
        "order": _order,
        "later": _later,
        "given": [(g, None, False) for g in _words(_given)],
        "family": [((f, f), None) for f in _words(_family)],
    }
    SCRIPT[_code] = "Latin"

for _line in NATIVE.strip().splitlines():
    _code, _script, _order, _later, _given, _family = _line.split("|")
    given, family = [], []
    for item in _words(_given):
        fem = item.startswith("f:")
        nat, lat = item.removeprefix("f:").split("=")
        given.append((lat, nat, fem))
    for item in _words(_family):
        nat, lat = item.split("=")
        nm, nf = (nat.split("/") + [nat])[:2] if "/" in nat else (nat, nat)
        lm, lf = (lat.split("/") + [lat])[:2] if "/" in lat else (lat, lat)
        family.append(((lm, lf), (nm, nf)))
    LOCALES[_code] = {"order": _order, "later": _later, "given": given, "family": family}
    SCRIPT[_code] = _script

CODES = sorted(LOCALES)
NATIVE_CODES = [c for c in CODES if SCRIPT[c] != "Latin"]
TITLES = {False: ["Mr.", "Mr", "Mx."], True: ["Ms.", "Mrs.", "Ms", "Mx."]}


def fold(s):
    s = s.replace("ø", "o").replace("Ø", "O").replace("ß", "ss").replace("æ", "ae").replace("þ", "th")
    s = s.replace("Þ", "Th").replace("ð", "d").replace("Ð", "D").replace("ı", "i").replace("ə", "e")
    s = s.replace("Ə", "E").replace("ł", "l").replace("Ł", "L").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii())


class Person:
    def __init__(self, rng, code, role=""):
        loc = LOCALES[code]
        self.loc, self.role = code, role
        self.order, self.custom = loc["order"], loc["later"]
        g = rng.choice(loc["given"])
        self.given, self.native_given, self.female = g[0], g[1], g[2] if g[1] else rng.random() < 0.5
        self.native_family = None
        self.family = ""
        if loc["family"] and self.order != "mono":
            (lm, lf), nat = rng.choice(loc["family"])
            self.family = lf if self.female else lm
            if nat:
                self.native_family = nat[1] if self.female else nat[0]
        self.mentioned = False
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if self.order == "gf" and rng.random() < 0.3 else ""

    def tokens(self):
        return set((self.given + " " + self.family).split())

    def full(self):
        if self.order == "mono" or not self.family:
            return self.given
        if self.order in ("fg", "fgc"):
            return f"{self.family} {self.given}"
        return f"{self.given} {self.mid + '. ' if self.mid else ''}{self.family}"

    def native(self):
        if not self.native_given:
            return None
        if self.order == "mono" or not self.native_family:
            return self.native_given
        if self.order == "fgc":
            return self.native_family + self.native_given
        if self.order == "fg":
            return f"{self.native_family} {self.native_given}"
        return f"{self.native_given} {self.native_family}"

    def surname(self):
        if self.custom == "g" or not self.family:
            return self.given
        return self.family

    def first(self, rng):
        """The first mention: written in full, a native-script name mostly with its transliteration."""
        self.mentioned = True
        nat = self.native()
        if nat and rng.random() < 0.85:
            if rng.random() < 0.65:
                return [S(nat, "PERSON", self.loc), " (", S(self.full(), "PERSON", self.loc), ")"]
            return [S(self.full(), "PERSON", self.loc), " (", S(nat, "PERSON", self.loc), ")"]
        if rng.random() < 0.12:
            return S(self.full().upper(), "PERSON", self.loc)
        return S(self.full(), "PERSON", self.loc)

    def mention(self, rng):
        """A later mention, in one of several forms; titles stay outside the span."""
        if not self.mentioned:
            return self.first(rng)
        sur = self.surname()
        if self.custom == "g" or not self.family:
            form = rng.choice(["s", "s", "full", "title"])
        else:
            form = rng.choice(["s", "title", "title", "full", "caps", "rev", "revc", "init", "given"])
        if form == "title":
            return [rng.choice(TITLES[self.female]) + " ", S(sur, "PERSON", self.loc)]
        if form == "full":
            return S(self.full(), "PERSON", self.loc)
        if form == "caps":
            return S(self.full().upper(), "PERSON", self.loc)
        if form == "rev":
            return S(f"{self.family.upper()}, {self.given}", "PERSON", self.loc)
        if form == "revc":
            return S(f"{self.family}, {self.given}", "PERSON", self.loc)
        if form == "init":
            return S(f"{self.given[0]}. {self.family}", "PERSON", self.loc)
        if form == "given":
            return S(self.given, "PERSON", self.loc)
        return S(sur, "PERSON", self.loc)

    def listed(self):
        """Family name first, as in a register or table."""
        if self.family and self.order == "gf":
            return S(f"{self.family.upper()}, {self.given}", "PERSON", self.loc)
        return S(self.full(), "PERSON", self.loc)
