"""Marks and documents: every offset is taken from the running text, never typed."""

from __future__ import annotations

import re
from dataclasses import dataclass

_FIELD = re.compile(r"\{(\w+)\}")


@dataclass
class Mark:
    text: str
    label: str = ""
    kind: str = ""
    loc: str = ""
    hc: str = ""


def S(text: str, label: str, loc: str = "", hc: str = "") -> Mark:
    return Mark(text, label=label, loc=loc, hc=hc)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


class Doc:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: set[str] = set()
        self.hcs: set[str] = set()

    def add(self, *pieces) -> Doc:
        for piece in pieces:
            if piece is None:
                continue
            if isinstance(piece, list | tuple):
                self.add(*piece)
            elif isinstance(piece, Mark):
                self._mark(piece)
            else:
                self.parts.append(piece)
                self.length += len(piece)
        return self

    def _mark(self, m: Mark) -> None:
        if m.text != m.text.strip() or not m.text:
            raise ValueError(f"mark with outer whitespace: {m.text!r}")
        start, end = self.length, self.length + len(m.text)
        if m.label:
            self.spans.append({"start": start, "end": end, "label": m.label})
            if m.loc:
                self.locs.add(m.loc)
            if m.hc:
                self.hcs.add(m.hc)
        else:
            self.decoys.append({"start": start, "end": end, "kind": m.kind})
        self.parts.append(m.text)
        self.length = end

    def f(self, template: str, **values) -> Doc:
        pos = 0
        for match in _FIELD.finditer(template):
            self.add(template[pos : match.start()], values[match.group(1)])
            pos = match.end()
        self.add(template[pos:])
        return self

    def text(self) -> str:
        return "".join(self.parts)

    def case(self, n: int, kind: str, shape: str, jur: str) -> dict:
        text = self.text()
        if text != text.strip():
            text_stripped = text.rstrip()
            if text.startswith((" ", "\n")):
                raise ValueError("document starts with whitespace")
            text = text_stripped
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        tags += [f"loc:{loc}" for loc in sorted(self.locs)]
        tags += sorted({s["label"].lower() for s in self.spans})
        tags += [f"hc:{h}" for h in sorted(self.hcs)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        return {
            "id": f"r12-{n:04d}",
            "tags": tags,
            "text": text,
            "spans": self.spans,
            "decoys": sorted(self.decoys, key=lambda m: m["start"]),
        }
