"""Parses the round-24 locale tables and makes people with their name forms."""

from __future__ import annotations

from r24_doc import S
from r24_names_latin import LATIN
from r24_names_native import NATIVE

LOCALES: dict[str, dict] = {}
SCRIPT: dict[str, str] = {}


def _words(s):
    return [w.replace("_", " ") for w in s.split()]


for _line in LATIN.strip().splitlines():
    _code, _order, _later, _m, _f, _fam = _line.split("|")
    LOCALES[_code] = {
        "order": _order,
        "later": _later,
        "given": [(g, None, False) for g in _words(_m)] + [(g, None, True) for g in _words(_f)],
        "family": [] if _fam == "-" else [((x, x), None) for x in _words(_fam)],
    }
    SCRIPT[_code] = "Latin"

for _line in NATIVE.strip().splitlines():
    _code, _script, _order, _later, _given, _fam = _line.split("|")
    given, family = [], []
    for item in _given.split():
        fem = item.startswith("f:")
        nat, lat = item.removeprefix("f:").split("=")
        given.append((lat.replace("_", " "), nat, fem))
    for item in [] if _fam == "-" else _fam.split():
        nat, lat = item.split("=")
        nm, nf = nat.split("/") if "/" in nat else (nat, nat)
        lm, lf = lat.split("/") if "/" in lat else (lat, lat)
        family.append(((lm, lf), (nm, nf)))
    LOCALES[_code] = {"order": _order, "later": _later, "given": given, "family": family}
    SCRIPT[_code] = _script

CODES = sorted(LOCALES)
NATIVE_CODES = sorted(c for c in CODES if SCRIPT[c] != "Latin")

TITLES = {
    "en": (("Mr.", "Dr.", "Mx."), ("Ms.", "Dr.", "Mrs.")),
    "fr": (("M.",), ("Mme",)),
    "es": (("Sr.", "don"), ("Sra.", "doña")),
    "pt": (("Sr.",), ("Sra.",)),
    "de": (("Herr",), ("Frau",)),
    "it": (("Sig.", "dott."), ("Sig.ra", "dott.ssa")),
    "nl": (("de heer",), ("mevrouw",)),
    "pl": (("Pan",), ("Pani",)),
}


def fold(s):
    """ASCII-ish folding for e-mail local parts and handles."""
    import unicodedata

    s = s.replace("ß", "ss").replace("ø", "o").replace("æ", "ae").replace("đ", "d").replace("ł", "l")
    s = s.replace("Þ", "Th").replace("þ", "th").replace("ð", "d").replace("ı", "i")
    out = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(ch for ch in out.lower() if ch.isalnum())


class Person:
    def __init__(self, rng, loc):
        self.loc = loc
        table = LOCALES[loc]
        self.order, self.custom = table["order"], table["later"]
        self.given, self.given_nat, self.fem = rng.choice(table["given"])
        if table["family"]:
            (lm, lf), nat = rng.choice(table["family"])
            self.family = lf if self.fem else lm
            self.family_nat = (nat[1] if self.fem else nat[0]) if nat else None
        else:
            self.family, self.family_nat, self.order = None, None, "mono"
        self.middle = (
            rng.choice("ABCDEFGHJKLMNPRSTW") if loc in ("en-US", "en-CA") and rng.random() < 0.3 else None
        )
        self.mentioned = False

    @property
    def native(self):
        return self.given_nat is not None

    def latin(self):
        if self.order == "mono":
            return self.given
        if self.order in ("fg", "fgc"):
            return f"{self.family} {self.given}"
        mid = f" {self.middle}." if self.middle else ""
        return f"{self.given}{mid} {self.family}"

    def native_full(self):
        if self.order == "mono":
            return self.given_nat
        if self.order == "fgc":
            return self.family_nat + self.given_nat
        if self.order == "fg":
            return f"{self.family_nat} {self.given_nat}"
        return f"{self.given_nat} {self.family_nat}"

    def full(self, rng):
        """The first-mention form; a native-script name always with its transliteration beside it."""
        self.mentioned = True
        lat = S(self.latin(), "PERSON", self.loc)
        if not self.native:
            return [lat]
        nat = S(self.native_full(), "PERSON", self.loc)
        return [nat, " (", lat, ")"] if rng.random() < 0.6 else [lat, " (", nat, ")"]

    def surname(self):
        return self.given if self.order == "mono" or self.custom == "g" else self.family

    def title(self, rng, lang):
        masc, fem = TITLES.get(lang, TITLES["en"])
        if lang == "en" and rng.random() < 0.08:
            return "Mx."
        return rng.choice(fem if self.fem else masc)

    def later(self, rng, lang):
        """A later mention: the mark and, sometimes, a title written outside it."""
        if not self.mentioned:
            return self.full(rng)
        if self.order == "mono":
            form = rng.choice([self.given, self.given, self.given.upper()])
            return [S(form, "PERSON", self.loc)]
        roll = rng.random()
        if self.custom == "g" and roll < 0.6:
            return [S(self.given, "PERSON", self.loc)]
        if roll < 0.25:
            return [self.title(rng, lang) + " ", S(self.family, "PERSON", self.loc)]
        if roll < 0.42:
            return [S(self.family, "PERSON", self.loc)]
        if roll < 0.52:
            return [S(self.latin().upper(), "PERSON", self.loc)]
        if roll < 0.62:
            return [S(f"{self.family.upper()}, {self.given}", "PERSON", self.loc)]
        if roll < 0.7:
            return [S(f"{self.family}, {self.given}", "PERSON", self.loc)]
        if roll < 0.8:
            return [S(f"{self.given[0]}. {self.family}", "PERSON", self.loc)]
        if roll < 0.9:
            return [S(self.given, "PERSON", self.loc)]
        return [S(self.latin(), "PERSON", self.loc)]

    def signature(self):
        return S(self.latin(), "PERSON", self.loc)
