"""Round-27 name pools by locale, each locale's script, ASCII folding for handles, and ``Person`` with the ways a
document writes a person's name (every name piece is a PERSON mark carrying the person's locale)."""

from __future__ import annotations

import unicodedata

from r27_folk_latin import ROWS as LATIN_ROWS
from r27_folk_script import ROWS as SCRIPT_ROWS
from r27_page import gold


def _mf(word):
    word = word.replace("_", " ")
    if "~" in word:
        a, b = word.split("~")
        return a, b
    return word, word


class Pool:
    __slots__ = ("code", "script", "order", "men", "women", "families")

    def __init__(self, code, script, order, men, women, families):
        self.code, self.script, self.order = code, script, order
        self.men, self.women, self.families = men, women, families


def _pair(word):
    """'NATIVE=Latin' (each side may hold '~') -> ((native m, native f), (latin m, latin f))."""
    if "=" in word:
        nat, lat = word.split("=")
        return _mf(nat), _mf(lat)
    return None, _mf(word)


def _load():
    pools = {}
    for row in LATIN_ROWS.splitlines():
        code, order, men, women, fams = row.split("|")
        pools[code] = Pool(
            code,
            "Latin",
            order,
            [_pair(w) for w in men.split()],
            [_pair(w) for w in women.split()],
            [_pair(w) for w in fams.split()],
        )
    for row in SCRIPT_ROWS.splitlines():
        code, script, order, men, women, fams = row.split("|")
        pools[code] = Pool(
            code,
            script,
            order,
            [_pair(w) for w in men.split()],
            [_pair(w) for w in women.split()],
            [_pair(w) for w in fams.split()],
        )
    return pools


POOLS = _load()
SCRIPT = {code: p.script for code, p in POOLS.items()}
LOCALES = sorted(POOLS)
NATIVE_LOCALES = sorted(c for c, p in POOLS.items() if p.script != "Latin")


def fold(text):
    out = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("Ø", "O").replace("ß", "ss"))
    out = out.replace("đ", "d").replace("Đ", "D").replace("ı", "i").replace("ł", "l").replace("Ł", "L")
    out = out.replace("æ", "ae").replace("ð", "d").replace("þ", "th").replace("Þ", "Th").replace("ə", "e")
    return "".join(ch for ch in out if ch.isascii() and (ch.isalnum() or ch in " -.'"))


class Person:
    """One private person. ``given``/``family`` are Latin; ``ngiven``/``nfamily`` native-script (or None)."""

    def __init__(self, loc, sex, given, family, ngiven=None, nfamily=None, native_first=True):
        self.loc, self.sex, self.given, self.family = loc, sex, given, family
        self.ngiven, self.nfamily, self.native_first = ngiven, nfamily, native_first
        self.order = POOLS[loc].order
        self.facts: dict = {}
        self.introduced = False

    def _g(self, text):
        return gold(text, "PERSON", where=self.loc, field="name")

    def latin(self):
        if self.order.startswith("fg"):
            return f"{self.family} {self.given}"
        if self.order == "bin":
            return f"{self.given} {'bin' if self.sex == 'm' else 'binti'} {self.family}"
        return f"{self.given} {self.family}"

    def native(self):
        if self.ngiven is None:
            return None
        if self.order == "fg0":
            return f"{self.nfamily}{self.ngiven}"
        if self.order == "fg":
            return f"{self.nfamily} {self.ngiven}"
        return f"{self.ngiven} {self.nfamily}"

    def full(self):
        """The first mention: a native-script name always stands beside its transliteration."""
        nat = self.native()
        if nat is None:
            return [self._g(self.latin())]
        if self.native_first:
            return [self._g(nat), " (", self._g(self.latin()), ")"]
        return [self._g(self.latin()), " (", self._g(nat), ")"]

    def surname(self):
        if self.order == "bin":
            return self.given
        if self.order == "ds":
            return self.family.split(" ")[0]
        return self.family

    def form(self, how):
        """A later mention. ``how``: full, latin, surname, given, initial, comma, caps_comma, caps."""
        if how == "full":
            return self.full()
        if how == "surname":
            return [self._g(self.surname())]
        if how == "given":
            return [self._g(self.given)]
        if how == "initial" and self.order == "gf":
            return [self._g(f"{self.given[0]}. {self.family}")]
        if how == "comma" and self.order in ("gf", "ds"):
            return [self._g(f"{self.family}, {self.given}")]
        if how == "caps_comma" and self.order in ("gf", "ds"):
            return [self._g(f"{self.family.upper()}, {self.given}")]
        if how == "caps":
            return [self._g(self.latin().upper())]
        return [self._g(self.latin())]

    def handle(self):
        g = fold(self.given).lower().replace(" ", "").replace("'", "")
        f = fold(self.family).lower().replace(" ", "").replace("'", "")
        return g, f
