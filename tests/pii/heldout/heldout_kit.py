"""Building blocks for the held-out cases: pieces that know their label, and a context that draws names.

A case is written as a sequence of pieces: plain strings, `S(text, LABEL)` for PII that must be redacted and
`D(text, kind)` for look-alikes that must be kept. `build` joins them and computes the character offsets,
so no offset is ever typed by hand. Templates register themselves with `@shape(copies)`; each copy draws
fresh names and numbers from the seeded context.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from heldout_names import NAMES, Name

TEMPLATES: list[tuple[Callable[[Ctx], dict], int]] = []


def shape(copies: int = 1):
    def register(fn):
        TEMPLATES.append((fn, copies))
        return fn

    return register


@dataclass(frozen=True)
class S:
    """A span of PII (label from the `training` profile)."""

    text: str
    label: str
    loc: str | None = None
    script: str | None = None


@dataclass(frozen=True)
class D:
    """A decoy: looks like PII, must be kept."""

    text: str
    kind: str


MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MONTHS_FR = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MONTHS_ES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
MONTHS_DE = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
_ORD = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
    "twenty-fourth",
    "twenty-fifth",
    "twenty-sixth",
    "twenty-seventh",
    "twenty-eighth",
    "twenty-ninth",
    "thirtieth",
    "thirty-first",
]
_UNITS = [
    "",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _two_digit_words(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    return _TENS[n // 10] + ("-" + _UNITS[n % 10] if n % 10 else "")


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + (f" and {_two_digit_words(rest)}" if rest else "")
    hi, lo = divmod(y, 100)
    return f"{_two_digit_words(hi)} {'hundred' if lo == 0 else _two_digit_words(lo) if lo >= 10 else 'oh-' + _UNITS[lo]}"


def ordinal_suffix(d: int) -> str:
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


class Ctx:
    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self._queues: dict[tuple, list[Name]] = {}

    # ---- names -------------------------------------------------------------------------------------------
    def name(
        self,
        loc: str | tuple[str, ...] | None = None,
        latin: bool | None = True,
        ascii_only: bool = False,
        nonascii: bool = False,
        order: str | tuple[str, ...] | None = ("gf", "fg"),
        sex: str | None = None,
    ) -> Name:
        """Draw a name; each filter keeps its own shuffled queue so names repeat as little as possible."""
        locs = (loc,) if isinstance(loc, str) else loc
        orders = (order,) if isinstance(order, str) else order
        key = (locs, latin, ascii_only, nonascii, orders, sex)
        queue = self._queues.get(key)
        if not queue:
            pool = [
                n
                for n in NAMES
                if (locs is None or n.loc in locs)
                and (latin is None or n.latin == latin)
                and (not ascii_only or n.full.isascii())
                and (not nonascii or not n.full.isascii())
                and (orders is None or n.order in orders)
                and (sex is None or n.sex == sex)
            ]
            if not pool:
                raise ValueError(f"no name matches {key}")
            queue = pool[:]
            self.r.shuffle(queue)
            self._queues[key] = queue
        return queue.pop()

    @staticmethod
    def P(n: Name, form: str = "full") -> S:
        text = {
            "full": n.full,
            "given": n.short_given,
            "family": n.family,
            "caps": n.full.upper(),
            "caps_ff": f"{n.family.upper()}, {n.given}",
            "initial": f"{n.given[0]}. {n.family}",
            "ff": f"{n.family}, {n.given}",
        }[form]
        return S(text, "PERSON", n.loc, n.script)

    # ---- dates -------------------------------------------------------------------------------------------
    def ymd(self, lo: int = 1938, hi: int = 2008) -> tuple[int, int, int]:
        return self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28)

    def dob(self, style: str, lo: int = 1938, hi: int = 2008) -> str:
        y, m, d = self.ymd(lo, hi)
        mon = MONTHS[m - 1]
        return {
            "ymd_slash": f"{y}/{m:02d}/{d:02d}",
            "d_mon_y": f"{d:02d}-{mon[:3]}-{y}",
            "fr": f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}",
            "es": f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "de": f"{d:02d}.{m:02d}.{y}",
            "words": f"the {_ORD[d - 1]} day of {mon}, {year_words(y)}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "us_short": f"{m}/{d}/{y % 100:02d}",
            "long_us": f"{mon} {d}, {y}",
            "long_uk": f"{d} {mon} {y}",
            "ordinal": f"{mon} {d}{ordinal_suffix(d)}, {y}",
            "compact": f"{y}{m:02d}{d:02d}",
            "ja": f"{y}年{m}月{d}日",
            "dmy_dash": f"{d:02d}-{m:02d}-{y}",
            "mon_abbr": f"{mon[:3]}. {d}, {y}",
        }[style]

    def when(self, lo: int = 2019, hi: int = 2026) -> str:
        """A date that is not a birth date: a signing, hearing or filing date."""
        y, m, d = self.ymd(lo, hi)
        mon = MONTHS[m - 1]
        return self.r.choice(
            [
                f"{mon} {d}, {y}",
                f"{d} {mon} {y}",
                f"{y}-{m:02d}-{d:02d}",
                f"the {d}{ordinal_suffix(d)} day of {mon}, {y}",
            ]
        )

    def day_of(self, lo: int = 2023, hi: int = 2026) -> str:
        y, m, d = self.ymd(lo, hi)
        return f"{d}{ordinal_suffix(d)} day of {MONTHS[m - 1]}, {y}"

    def amount(self) -> str:
        n = self.r.choice([1250, 4800, 12500, 38000, 75000, 150000, 2400000, 915, 63250])
        cents = self.r.choice(["", ".00", ".50"])
        cur = self.r.choice(["$", "CAD ", "US$", "€", "£", "$"])
        return f"{cur}{n:,}{cents}"

    def pick(self, options):
        return self.r.choice(options)


_PARTICLES = {
    "van",
    "der",
    "de",
    "la",
    "del",
    "dela",
    "dos",
    "da",
    "di",
    "von",
    "ter",
    "bin",
    "ibn",
    "al",
    "nic",
    "ní",
    "mac",
    "ó",
    "te",
    "'t",
    "st.",
    "st",
}


def build(tags: list[str], *pieces) -> dict:
    text, spans, decoys, tg = "", [], [], list(tags)
    for p in pieces:
        if isinstance(p, str):
            text += p
            continue
        start = len(text)
        text += p.text
        if isinstance(p, S):
            spans.append({"start": start, "end": len(text), "label": p.label})
            for t in (p.loc, p.script, p.label.lower()):
                if t and t not in tg:
                    tg.append(t)
            if p.label == "PERSON":
                for tag, hit in (
                    ("non_ascii", not p.text.isascii()),
                    ("apostrophe", "'" in p.text),
                    ("hyphen", "-" in p.text),
                    ("particle", any(w.lower() in _PARTICLES for w in p.text.replace(",", " ").split()[:-1])),
                    ("all_caps", p.text.isupper() and p.script is None),
                ):
                    if hit and tag not in tg:
                        tg.append(tag)
            if p.script and "non_latin" not in tg:
                tg.append("non_latin")
        else:
            decoys.append({"start": start, "end": len(text), "kind": p.kind})
    if decoys and not spans:
        tg.append("decoy")
    elif decoys:
        tg.append("has_decoys")
    return {"tags": tg, "text": text, "spans": spans, "decoys": decoys}
