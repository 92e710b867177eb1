"""Pieces for the round-9 frames: people, and a document that records span offsets as it is built."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from r9_names import NORTH_AMERICA, parsed

NAMES = parsed()
ALL_LOCALES = sorted(NAMES)


_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
                       "ß": "ss", "đ": "d", "Đ": "D", "ı": "i"})  # fmt: skip


def fold(s: str) -> str:
    s = s.translate(_FOLD)
    return "".join(
        c for c in unicodedata.normalize("NFKD", s) if c.isascii() and (c.isalnum() or c in " -'.")
    )


@dataclass
class Person:
    given: str
    family: str
    locale: str
    script: str
    order: str
    handle: str

    def full(self) -> str:
        if self.order == "fg":
            return self.family + self.given
        if self.order == "fg_sp":
            return f"{self.family} {self.given}"
        return f"{self.given} {self.family}"

    def caps(self) -> str:
        return self.full().upper()

    def surname_first(self) -> str:
        if self.order in ("fg", "fg_sp"):
            return self.full()
        return f"{self.family.upper()}, {self.given}"

    def surname_comma(self) -> str:
        if self.order in ("fg", "fg_sp"):
            return self.full()
        return f"{self.family}, {self.given}"

    def initials(self) -> str:
        if self.script != "Latn" or self.order != "gf":
            return self.full()
        parts = self.given.replace("-", " -").split()
        ini = "".join(p[0] + "." if not p.startswith("-") else "-" + p[1] + "." for p in parts)
        return f"{ini} {self.family}"

    def init_surname(self) -> str:
        if self.script != "Latn" or self.order != "gf":
            return self.family if self.order == "gf" else self.full()
        return f"{self.given[0]}. {self.family}"

    def given_only(self) -> str:
        return self.given

    def surname(self) -> str:
        return self.family

    def ascii_parts(self) -> tuple[str, str]:
        if self.handle:
            a, _, b = self.handle.partition(".")
            return (b or a), a
        return fold(self.family) or "X", fold(self.given) or "X"

    def email_local(self, r: random.Random) -> str:
        if self.handle:
            return self.handle
        g = fold(self.given).lower().replace(" ", "").replace("'", "")
        f = fold(self.family).lower().replace(" ", "").replace("'", "").replace(".", "")
        return r.choice([f"{g}.{f}", f"{g[0]}{f}", f"{g}{f}{r.randint(1, 99)}", f"{f}.{g}", f"{g}_{f}"])


class Ctx:
    """Draws people by rotating through locales so that every locale appears."""

    def __init__(self, r: random.Random):
        self.r = r
        self.i_all = 0
        self.i_na = 0

    def person(self, na: bool = True) -> Person:
        if na:
            loc = NORTH_AMERICA[self.i_na % len(NORTH_AMERICA)]
            self.i_na += 1
        else:
            loc = ALL_LOCALES[self.i_all % len(ALL_LOCALES)]
            self.i_all += 1
        script, order, names = NAMES[loc]
        g, f, h = self.r.choice(names)
        return Person(g, f, loc, script, order, h)

    def latin_person(self, na: bool = True) -> Person:
        """A person for decoys (judges, officials): Latin script, as in a Canadian or US court heading."""
        while True:
            p = self.person(na)
            if p.script == "Latn":
                return p

    def people(self, n: int, na: bool = True) -> list[Person]:
        out: list[Person] = []
        while len(out) < n:
            p = self.person(na)
            if all(p.full() != q.full() for q in out):
                out.append(p)
        return out


class Doc:
    def __init__(self, kind: str, jur: str, *shapes: str):
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.tags: list[str] = [f"kind:{kind}"] + [f"shape:{s}" for s in shapes] + [f"jur:{jur}"]
        self.locs: list[str] = []

    def t(self, s: str) -> Doc:
        self.parts.append(s)
        self.n += len(s)
        return self

    def s(self, s: str, label: str) -> Doc:
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": label})
        return self.t(s)

    def d(self, s: str, kind: str) -> Doc:
        self.decoys.append({"start": self.n, "end": self.n + len(s), "kind": kind})
        return self.t(s)

    def p(self, person: Person, form: str = "full") -> Doc:
        if person.locale not in self.locs:
            self.locs.append(person.locale)
        return self.s(getattr(person, form)(), "PERSON")

    def ca_addr(self, r: random.Random, prov: str | None = None, sep: str = ", ") -> Doc:
        from r9_ids import ca_address

        a, pc, _ = ca_address(r, prov)
        return self.s(a, "ADDRESS").t(sep if not a.endswith(")") else "  ").s(pc, "POSTAL_CODE")

    def shape(self, s: str) -> Doc:
        self.tags.append(f"shape:{s}")
        return self

    def build(self, cid: str) -> dict:
        text = "".join(self.parts)
        tags = list(self.tags)
        tags += [f"loc:{loc}" for loc in self.locs]
        if any(not c.isascii() for c in text):
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        for label in sorted({s["label"] for s in self.spans}):
            tags.append(label.lower())
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.spans, key=lambda s: s["start"]),
            "decoys": sorted(self.decoys, key=lambda s: s["start"]),
        }
