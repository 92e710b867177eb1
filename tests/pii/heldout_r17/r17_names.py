"""Name locales parsed from the hand-typed lists, and a person's written forms."""

from __future__ import annotations

import unicodedata

from r17_names_latin import LATIN_TEXT
from r17_names_native import NATIVE_TEXT


def _w(s: str) -> str:
    return s.replace("_", " ")


def _parse() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for raw in LATIN_TEXT.strip().splitlines():
        head, fem, mal, fam = (x.split() for x in raw.split("|"))
        code, order, later, flags = head
        out[code] = {
            "script": "Latn",
            "order": order,
            "later": later,
            "flags": flags,
            "joiner": " ",
            "f": [(_w(n), "") for n in fem],
            "m": [(_w(n), "") for n in mal],
            "fam": [(_w(n), "") for n in fam],
        }
    for raw in NATIVE_TEXT.strip().splitlines():
        head, fem, mal, fam = (x.split() for x in raw.split("|"))
        code, script, order, later, joiner, flags = head

        def pairs(items: list[str]) -> list[tuple[str, str]]:
            res = []
            for item in items:
                if item == "-":
                    continue
                nat, lat = item.split("=")
                res.append((_w(lat), _w(nat)))
            return res

        out[code] = {
            "script": script,
            "order": order,
            "later": later,
            "flags": flags,
            "joiner": "" if joiner == "nj" else " ",
            "f": pairs(fem),
            "m": pairs(mal),
            "fam": pairs(fam),
        }
    return out


LOCALES = _parse()
SCRIPT = {code: spec["script"] for code, spec in LOCALES.items()}
CODES = sorted(LOCALES)


def fold(s: str) -> str:
    """ASCII form for handles and e-mail local parts."""
    s = s.replace("ø", "o").replace("Ø", "O").replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    s = s.replace("ð", "d").replace("Ð", "D").replace("þ", "th").replace("æ", "ae").replace("ə", "e")
    s = s.replace("ı", "i").replace("Ə", "E")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c in "-")).lower()


class Person:
    def __init__(self, loc: str, gender: str, given: tuple[str, str], family: tuple[str, str]):
        spec = LOCALES[loc]
        self.loc = loc
        self.gender = gender
        self.given, self.n_given = given
        self.family, self.n_family = family
        if spec["flags"] == "pat" and self.family:
            self.family += "dóttir" if gender == "f" else "son"
        if spec["flags"] == "ova" and gender == "f" and self.family:
            self.family += "a"
            self.n_family += "а"
        self.order = spec["order"]
        self.later_kind = spec["later"] if self.family else "g"
        self.joiner = spec["joiner"]
        self.native = spec["script"] != "Latn"

    def _join(self, a: str, b: str, joiner: str = " ") -> str:
        return joiner.join(x for x in (a, b) if x)

    def full(self) -> str:
        if self.order == "fg":
            return self._join(self.family, self.given)
        return self._join(self.given, self.family)

    def native_full(self) -> str:
        if self.order == "fg":
            return self._join(self.n_family, self.n_given, self.joiner)
        return self._join(self.n_given, self.n_family)

    def later(self) -> str:
        return self.family if self.later_kind == "s" else self.given

    def caps(self) -> str:
        return self.full().upper()

    def surname_first(self, caps: bool = False) -> str:
        if not self.family:
            return self.given.upper() if caps else self.given
        fam = self.family.upper() if caps else self.family
        return f"{fam}, {self.given}"

    def initials_surname(self) -> str:
        if not self.family or self.order == "fg":
            return self.full()
        inits = " ".join(p[0] + "." for p in self.given.replace("-", " ").split() if p[0].isalpha())
        return f"{inits} {self.family}"

    def initials(self) -> str:
        parts = self.full().replace("-", " ").split()
        return "".join(p[0].upper() for p in parts if p[0].isalpha())

    def handle(self) -> str:
        g = fold(self.given.split()[0]) or "x"
        f = fold(self.family.replace(" ", "")) if self.family else ""
        return f"{g}.{f}" if f else g

    def chat(self) -> str:
        return self.full().lower()

    def key(self) -> set[str]:
        return {self.full(), self.later(), self.handle()}
