"""Reads the round-25 locale tables and makes people with the ways a document names them."""

from __future__ import annotations

import unicodedata

from r25_doc import P
from r25_names_latin import LATIN
from r25_names_native import NATIVE

LOCALES: dict[str, dict] = {}
SCRIPT: dict[str, str] = {}


def _sp(s):
    return s.replace("_", " ")


def _pair(word):
    return tuple(word.split("/")) if "/" in word else (word, word)


for _row in LATIN.strip().splitlines():
    _code, _order, _later, _m, _f, _fam = _row.split("|")
    LOCALES[_code] = {
        "order": _order,
        "later": _later,
        "given": [(_sp(w), None, False) for w in _m.split()] + [(_sp(w), None, True) for w in _f.split()],
        "family": [] if _fam == "-" else [(tuple(map(_sp, _pair(w))), None) for w in _fam.split()],
    }
    SCRIPT[_code] = "Latin"

for _row in NATIVE.strip().splitlines():
    _code, _script, _order, _later, _given, _fam = _row.split("|")
    _gs = []
    for _item in _given.split():
        _fem = _item.startswith("f:")
        _nat, _lat = _item.removeprefix("f:").split("=")
        _gs.append((_sp(_lat), _nat, _fem))
    _fs = []
    for _item in [] if _fam == "-" else _fam.split():
        _nat, _lat = _item.split("=")
        _fs.append((tuple(map(_sp, _pair(_lat))), _pair(_nat)))
    LOCALES[_code] = {"order": _order, "later": _later, "given": _gs, "family": _fs}
    SCRIPT[_code] = _script

CODES = sorted(LOCALES)
_FOLD = str.maketrans(
    {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "þ": "th",
     "Þ": "Th", "ð": "d", "ı": "i", "ə": "a", "Ə": "A", "œ": "oe", "ħ": "h", "ʻ": "", "'": ""}
)  # fmt: skip


def fold(s):
    s = unicodedata.normalize("NFKD", s.translate(_FOLD))
    return "".join(c for c in s if not unicodedata.combining(c))


TITLES = {
    "en": ("Mr.", "Ms.", "Mx."),
    "fr": ("M.", "Mme", "Mme"),
    "es": ("Sr.", "Sra.", "Sra."),
    "pt": ("Sr.", "Sra.", "Sra."),
    "de": ("Herr", "Frau", "Frau"),
    "it": ("sig.", "sig.ra", "sig.ra"),
    "nl": ("de heer", "mevrouw", "mevrouw"),
}


class Person:
    """One private person: a name in Latin letters, sometimes also in a native script, and the forms used."""

    def __init__(self, rng, code, fem=None, family=None):
        loc = LOCALES[code]
        self.code, self.order, self.later = code, loc["order"], loc["later"]
        pool = [g for g in loc["given"] if fem is None or g[2] == fem] or loc["given"]
        self.g_lat, self.g_nat, self.fem = rng.choice(pool)
        fam = family or (rng.choice(loc["family"]) if loc["family"] else None)
        self.fam_entry = fam
        if fam:
            (lm, lf), nat = fam
            self.f_lat = lf if self.fem else lm
            self.f_nat = (nat[1] if self.fem else nat[0]) if nat else None
        else:
            self.f_lat = self.f_nat = None
        if self.order == "bin":
            self.f_lat = ("binti " if self.fem else "bin ") + self.f_lat
        self.western = self.order in ("fg", "fgc") and rng.random() < 0.3
        self.mentions = 0
        self.rng = rng

    # -- plain strings ------------------------------------------------------------------------------------
    def latin(self):
        if not self.f_lat:
            return self.g_lat
        if self.order in ("fg", "fgc") and not self.western:
            return f"{self.f_lat} {self.g_lat}"
        return f"{self.g_lat} {self.f_lat}"

    def native(self):
        if not self.g_nat:
            return None
        if not self.f_nat:
            return self.g_nat
        if self.order == "fgc":
            return self.f_nat + self.g_nat
        if self.order == "fg":
            return f"{self.f_nat} {self.g_nat}"
        return f"{self.g_nat} {self.f_nat}"

    def surname_text(self):
        if self.later == "g" or not self.f_lat or self.order == "bin":
            return self.g_lat.split(" ")[-1] if self.order in ("fg", "fgc") else self.g_lat
        return self.f_lat

    def handle(self):
        base = fold(self.g_lat.split(" ")[0] + " " + (self.f_lat or "").split(" ")[-1]).lower()
        return "".join(c if c.isalnum() else " " for c in base).split()

    # -- marks ----------------------------------------------------------------------------------------------
    def _m(self, text):
        return P(text, "PERSON", self.code)

    def paired(self, latin_first=None):
        """Both scripts side by side, ``NATIVE (Latin)`` or ``Latin (NATIVE)``."""
        nat = self.native()
        if not nat:
            return [self._m(self.latin())]
        if latin_first is None:
            latin_first = self.rng.random() < 0.45
        a, b = (self.latin(), nat) if latin_first else (nat, self.latin())
        return [self._m(a), " (", self._m(b), ")"]

    def full(self):
        return self.paired() if self.g_nat else [self._m(self.latin())]

    def latin_mark(self):
        return [self._m(self.latin())]

    def surname(self):
        return [self._m(self.surname_text())]

    def given(self):
        return [self._m(self.g_lat)]

    def titled(self, lang):
        if self.later == "g" or not self.f_lat:
            return self.given()
        t = TITLES.get(lang, TITLES["en"])
        return [t[1] if self.fem else t[0], " ", self._m(self.surname_text())]

    def upper(self):
        return [self._m(self.latin().upper())]

    def inverted(self, shout=False):
        if not self.f_lat or self.order == "bin":
            return self.latin_mark()
        fam = self.f_lat.upper() if shout else self.f_lat
        return [self._m(f"{fam}, {self.g_lat}")]

    def initial(self):
        if not self.f_lat or self.order in ("bin", "mono"):
            return self.given()
        first = self.g_lat[0]
        return [self._m(f"{first}. {self.f_lat}")]

    def mention(self, lang="en", plain=False):
        """First mention in full; later ones vary. ``plain``: never the two-script pair (before a possessive)."""
        self.mentions += 1
        if self.mentions == 1:
            return self.latin_mark() if plain else self.full()
        r = self.rng.random()
        if self.g_nat and r < 0.18 and not plain:
            return self.paired()
        forms = [self.surname, self.latin_mark, lambda: self.titled(lang), self.upper, self.inverted,
                 lambda: self.inverted(True), self.initial, self.given]  # fmt: skip
        weights = [4, 3, 4, 1, 1, 1, 1, 2] if self.later == "s" else [1, 3, 1, 1, 1, 1, 0, 5]
        return self.rng.choices(forms, weights=weights)[0]()
