"""Marks, spans, decoys and the document writer that takes every offset from the running length."""

from __future__ import annotations

import string
from dataclasses import dataclass

_FMT = string.Formatter()
SOFT = "\u00ad"


@dataclass(frozen=True)
class Mark:
    text: str
    label: str | None = None
    kind: str | None = None


def S(text: str, label: str = "PERSON") -> Mark:
    return Mark(text, label=label)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


def plain(value) -> str:
    if isinstance(value, Mark):
        return value.text
    if isinstance(value, list | tuple):
        return "".join(plain(v) for v in value)
    return str(value)


class Doc:
    """Collects text and marks; ``wrap`` breaks literal text at a column, ``noise`` edits literal text."""

    def __init__(self, wrap: int = 0, noise=None):
        self.parts: list[str] = []
        self.n = 0
        self.col = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.wrap = wrap
        self.noise = noise

    def _raw(self, text: str) -> None:
        self.parts.append(text)
        self.n += len(text)
        if "\n" in text:
            self.col = len(text) - text.rindex("\n") - 1
        else:
            self.col += len(text)

    def _literal(self, text: str) -> None:
        if self.noise is not None:
            text = self.noise(text)
        if not self.wrap:
            self._raw(text)
            return
        out = []
        col = self.col
        for i, piece in enumerate(text.split(" ")):
            if i:
                if piece and not piece.startswith("(") and col + 1 + len(piece.split("\n")[0]) > self.wrap:
                    out.append("\n")
                    col = 0
                else:
                    out.append(" ")
                    col += 1
            out.append(piece)
            col = len(piece) - piece.rindex("\n") - 1 if "\n" in piece else col + len(piece)
        self._raw("".join(out))

    def _mark(self, m: Mark) -> None:
        text = m.text
        if not text or text != text.strip():
            raise ValueError(f"bad mark {text!r}")
        if self.wrap and m.label == "PERSON" and " " in text and self.col + len(text) > self.wrap + 8:
            head, tail = text.rsplit(" ", 1)
            text = head + "\n" + tail
        start = self.n
        self._raw(text)
        if m.label:
            self.spans.append({"start": start, "end": self.n, "label": m.label})
        else:
            self.decoys.append({"start": start, "end": self.n, "kind": m.kind})

    def add(self, *values) -> Doc:
        for v in values:
            if v is None:
                continue
            if isinstance(v, Mark):
                self._mark(v)
            elif isinstance(v, list | tuple):
                self.add(*v)
            else:
                self._literal(str(v))
        return self

    def f(self, template: str, **kw) -> Doc:
        for literal, field, spec, _conv in _FMT.parse(template):
            if literal:
                self._literal(literal)
            if field is None:
                continue
            value = kw[field]
            if spec and not isinstance(value, Mark | list | tuple):
                self._literal(format(value, spec))
            elif spec:
                width = plain(value)
                padded = format(width, spec)
                left = padded.index(width) if width else 0
                self._raw(padded[:left])
                self.add(value)
                self._raw(padded[left + len(width) :])
            else:
                self.add(value)
        return self

    def line(self, template: str = "", **kw) -> Doc:
        self.f(template, **kw)
        self._raw("\n")
        return self

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def check(self) -> str:
        text = self.text
        for m in self.spans + self.decoys:
            s, e = m["start"], m["end"]
            before = text[s - 1] if s else " "
            after = text[e] if e < len(text) else " "
            if (before.isalnum() and text[s].isalnum()) or (after.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"mark cuts a word: {text[max(0, s - 10) : e + 10]!r}")
        return text

    def case(self, kind: str, shape: str, jur: str, locs, hc) -> dict:
        text = self.check().rstrip("\n") + "\n"
        labels = sorted({m["label"] for m in self.spans})
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{loc}" for loc in sorted(locs)]
        tags += [lab.lower() for lab in labels]
        if "HEALTH_CARD" in labels:
            tags += [f"hc:{h}" for h in sorted(hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        return {"tags": tags, "text": text, "spans": self.spans, "decoys": self.decoys}
