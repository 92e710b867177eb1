"""Round-26 locales parsed into name pools, the script of each locale, ASCII folding for e-mail handles, and
``Person`` with the ways a document writes a person's name."""

from __future__ import annotations

import unicodedata

from r26_names_latin import LATIN
from r26_names_native import NATIVE


def _forms(word):
    """'M~F' or 'M/F' -> (masculine, feminine); '+' and '_' stand for spaces."""
    word = word.replace("+", " ").replace("_", " ")
    for sep in ("~", "/"):
        if sep in word:
            m, f = word.split(sep)
            return m, f
    return word, word


class Pool:
    __slots__ = ("code", "script", "order", "native_order", "men", "women", "families")

    def __init__(self, code, script, order, native_order, men, women, families):
        self.code, self.script, self.order, self.native_order = code, script, order, native_order
        self.men, self.women, self.families = men, women, families


def _parse():
    pools = {}
    for row in LATIN.strip().splitlines():
        code, order, men, women, fams = row.split("|")
        pools[code] = Pool(
            code,
            "Latin",
            order,
            None,
            [(None, _forms(w)[0]) for w in men.split()],
            [(None, _forms(w)[0]) for w in women.split()],
            [(None, _forms(w)) for w in fams.split()],
        )
    for row in NATIVE.strip().splitlines():
        code, script, norder, lorder, given, fams = row.split("|")
        men, women = [], []
        for item in given.split():
            fem = item.startswith("*")
            native, latin = item.lstrip("*").split("=")
            (women if fem else men).append((native, _forms(latin)[0]))
        families = []
        if fams != "-":
            for item in fams.split():
                native, latin = item.split("=")
                families.append((_forms(native), _forms(latin)))
        pools[code] = Pool(code, script.replace("_", " "), lorder, norder, men, women, families)
    return pools


POOLS = _parse()
LOCALES = sorted(POOLS)
SCRIPT = {code: pool.script for code, pool in POOLS.items()}
NATIVE_LOCALES = sorted(c for c, p in POOLS.items() if p.native_order)

_FOLD = {
    "ø": "o",
    "æ": "ae",
    "ß": "ss",
    "đ": "d",
    "ł": "l",
    "ı": "i",
    "ə": "e",
    "ð": "d",
    "þ": "th",
    "œ": "oe",
}


def fold(text):
    out = []
    for ch in unicodedata.normalize("NFKD", text.lower()):
        ch = _FOLD.get(ch, ch)
        if ch.isascii() and (ch.isalnum() or ch in " -"):
            out.append(ch)
    return "".join(out).replace(" ", "").replace("-", "")


class Person:
    """One private person: Latin names always, native-script names when the locale has them."""

    def __init__(self, pool, female, given, family, family2=None, native_given=None, native_family=None):
        self.pool, self.female = pool, female
        self.loc = pool.code
        self.given, self.family, self.family2 = given, family, family2
        self.native_given, self.native_family = native_given, native_family

    @property
    def native(self):
        return self.native_given is not None

    def surname(self):
        o = self.pool.order
        if o == "gff":
            return f"{self.family} {self.family2}" if self.family2 else self.family
        if o in ("bin", "mono") or not self.family:
            return self.given
        return self.family

    def short_surname(self):
        return self.family if self.family and self.pool.order not in ("bin", "mono") else self.given

    def full(self):
        o = self.pool.order
        if o == "fg":
            return f"{self.family} {self.given}" if self.family else self.given
        if o == "bin":
            return f"{self.given} {'binti' if self.female else 'bin'} {self.family}"
        if o == "mono" or not self.family:
            return self.given
        return f"{self.given} {self.surname()}"

    def native_full(self):
        o = self.pool.native_order
        g, f = self.native_given, self.native_family
        if o == "mono" or not f:
            return g
        if o == "fgc":
            return f + g
        if o == "fg":
            return f"{f} {g}"
        return f"{g} {f}"

    def inverted(self):
        """'Surname, Given' (capitalised surname in some forms)."""
        if self.pool.order in ("bin", "mono") or not self.family:
            return None
        return f"{self.surname()}, {self.given}"

    def initial(self):
        if self.pool.order in ("bin", "mono", "fg") or not self.family:
            return None
        return f"{self.given[0]}. {self.surname()}"

    def handle(self, rng):
        g, f = fold(self.given), fold(self.short_surname())
        if f == g:
            f = ""
        shapes = [f"{g}.{f}", f"{g}{f}", f"{g[:1]}{f}", f"{f}.{g}", f"{g}_{f}", f"{g}{rng.randint(2, 99)}"]
        out = rng.choice([s for s in shapes if s.strip("._")] or [g])
        if rng.random() < 0.35:
            out += str(rng.randint(1, 98))
        return out.strip("._") or "user"


def make_person(rng, pool, female=None, family=None, family2=None, native_family=None):
    """A person of ``pool``; a given family (Latin and native) is kept for relatives."""
    if female is None:
        female = rng.random() < 0.5
    nat_g, given = rng.choice(pool.women if female and pool.women else pool.men)
    if family is None and pool.families:
        pick = rng.choice(pool.families)
        if pool.native_order:
            (nm, nf), (lm, lf) = pick
            native_family = nf if female else nm
            family = lf if female else lm
        else:
            lm, lf = pick[1]
            family = lf if female else lm
    if pool.order == "gff" and family2 is None:
        family2 = rng.choice([f for _, (f, _) in pool.families if f != family] or [family])
    if pool.native_order and native_family is None and pool.families:
        native_family = next(
            (nf if female else nm for (nm, nf), (lm, lf) in pool.families if family in (lm, lf)),
            None,
        )
    return Person(pool, female, given, family, family2, nat_g, native_family if pool.native_order else None)


def relative_family(pool, person, female):
    """The family name a relative of ``person`` would carry (feminine form where the locale has one)."""
    if pool.native_order:
        for (nm, nf), (lm, lf) in pool.families:
            if person.family in (lm, lf):
                return (lf if female else lm), (nf if female else nm)
        return person.family, person.native_family
    for _, (lm, lf) in pool.families:
        if person.family in (lm, lf):
            return (lf if female else lm), None
    return person.family, None
