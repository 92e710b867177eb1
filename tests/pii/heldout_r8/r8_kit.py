"""Pieces of the round-8 held-out set: labelled text pieces, a document that computes offsets as it
is concatenated, people drawn from the hand-typed locale rows."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from string import Formatter

from r8_names import NICKNAMES, ROWS


@dataclass(frozen=True)
class Tagged:
    """A piece of text that is a gold span (decoy=False, tag is a label) or a decoy (tag is a kind)."""

    text: str
    tag: str
    decoy: bool = False
    loc: str | None = None


def S(label: str, text: str, loc: str | None = None) -> Tagged:
    return Tagged(text, label, False, loc)


def D(kind: str, text: str) -> Tagged:
    return Tagged(text, kind, True)


_FMT = Formatter()


@dataclass
class Doc:
    """A case under construction: every span's offsets come from the length of the text before it."""

    kind: str
    shape: str
    text: str = ""
    spans: list = field(default_factory=list)
    decoys: list = field(default_factory=list)
    locs: list = field(default_factory=list)
    extra_tags: list = field(default_factory=list)

    def put(self, value) -> None:
        if isinstance(value, (list, tuple)):
            for item in value:
                self.put(item)
        elif isinstance(value, Tagged):
            start = len(self.text)
            self.text += value.text
            if value.decoy:
                self.decoys.append({"start": start, "end": len(self.text), "kind": value.tag})
            else:
                self.spans.append({"start": start, "end": len(self.text), "label": value.tag})
                if value.loc and value.loc not in self.locs:
                    self.locs.append(value.loc)
        else:
            self.text += str(value)

    def add(self, template: str, **vals) -> Doc:
        """Append `template`, replacing each `{name}` by vals[name] (a str, a Tagged or a list of them)."""
        for literal, name, _spec, _conv in _FMT.parse(template):
            self.text += literal
            if name is not None:
                self.put(vals[name])
        return self

    def case(self, number: int) -> dict:
        labels = sorted({s["label"].lower() for s in self.spans})
        tags = [f"kind:{self.kind}", f"shape:{self.shape}"] + labels
        tags += [f"loc:{loc}" for loc in self.locs]
        if any(ord(ch) > 127 for ch in self.text):
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        tags += self.extra_tags
        return {
            "id": f"r8-{number:04d}",
            "tags": tags,
            "text": self.text,
            "spans": sorted(self.spans, key=lambda s: s["start"]),
            "decoys": sorted(self.decoys, key=lambda s: s["start"]),
        }


def fold(text: str) -> str:
    """ASCII letters of `text` (diacritics dropped), for e-mail handles and licence codes."""
    out = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("Ø", "O").replace("ß", "ss"))
    out = out.replace("ł", "l").replace("Ł", "L").replace("đ", "d").replace("Đ", "D").replace("ı", "i")
    out = out.replace("þ", "th").replace("Þ", "Th").replace("æ", "ae").replace("Æ", "Ae").replace("ð", "d")
    return "".join(ch for ch in out if ch.isascii() and (ch.isalnum() or ch in " -'"))


@dataclass(frozen=True)
class Person:
    given: str
    sur: str
    loc: str
    script: str
    order: str

    @property
    def latin(self) -> bool:
        return self.script == "Latn"

    def plain(self) -> str:
        if self.order == "gf":
            return f"{self.given} {self.sur}"
        if self.order == "fg":
            return f"{self.sur} {self.given}"
        return self.sur + self.given

    def _s(self, text: str) -> Tagged:
        return S("PERSON", text, self.loc)

    def full(self) -> Tagged:
        return self._s(self.plain())

    def caps(self) -> Tagged:
        return self._s(self.plain().upper())

    def sur_first(self) -> Tagged:
        """`KOWALSKA, Anna` (Latin, given-first names); family-first names stay as they are."""
        if self.order == "gf" and self.latin:
            return self._s(f"{self.sur.upper()}, {self.given}")
        return self.full()

    def initial(self) -> Tagged:
        if self.order == "gf" and self.latin:
            inits = "".join(part[0] + "." for part in self.given.replace("-", " ").split())
            return self._s(f"{inits} {self.sur}")
        return self.full()

    def given_only(self) -> Tagged:
        return self._s(self.given)

    def surname(self) -> Tagged:
        return self._s(self.sur)

    def nick(self, rng: random.Random) -> Tagged:
        if self.order == "gf" and self.latin:
            return self._s(f'{self.given} "{rng.choice(NICKNAMES)}" {self.sur}')
        return self.full()

    def any_form(self, rng: random.Random) -> Tagged:
        return rng.choice([self.full, self.full, self.full, self.sur_first, self.initial, self.caps])()

    def handle(self, rng: random.Random) -> str:
        g, s = fold(self.given).lower().replace(" ", ""), fold(self.sur).lower().replace(" ", "")
        g, s = g.replace("'", ""), s.replace("'", "")
        if not g or not s:
            return rng.choice(["client", "user", "k", "mz", "dr"]) + str(rng.randint(10, 9999))
        return rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g}", f"{g}{s}{rng.randint(1, 99)}", f"{g}_{s}"])


class Pool:
    """Draws people so that every locale comes round in turn (a shuffled cycle per script group)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.rows = {row[0]: row for row in ROWS}
        self.cycles: dict[str, list[str]] = {}

    def _next(self, group: str, codes: list[str]) -> str:
        queue = self.cycles.setdefault(group, [])
        if not queue:
            queue.extend(self.rng.sample(codes, len(codes)))
        return queue.pop()

    def of(self, code: str) -> Person:
        loc, script, order, givens, surs = self.rows[code]
        return Person(
            self.rng.choice(givens.split("|")), self.rng.choice(surs.split("|")), loc, script, order
        )

    def other(self, person: Person) -> Person:
        """Someone of the same locale with a different given name (a relative, a colleague)."""
        givens = [g for g in self.rows[person.loc][3].split("|") if g != person.given]
        surs = self.rows[person.loc][4].split("|")
        return Person(self.rng.choice(givens), self.rng.choice(surs), person.loc, person.script, person.order)

    def any(self) -> Person:
        return self.of(self._next("any", sorted(self.rows)))

    def latin(self) -> Person:
        """A Latin-script, given-first person (for initials, surname-first and caps forms)."""
        codes = sorted(c for c, r in self.rows.items() if r[1] == "Latn" and r[2] == "gf")
        return self.of(self._next("latin", codes))

    def native(self) -> Person:
        return self.of(self._next("native", sorted(c for c, r in self.rows.items() if r[1] != "Latn")))

    def some(self, codes: list[str]) -> Person:
        return self.of(self.rng.choice(codes))
