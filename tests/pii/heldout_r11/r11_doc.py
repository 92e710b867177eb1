"""A document under construction: text pieces are appended and marks are recorded from the running
length, so no offset is ever typed by hand."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mark:
    """A piece of text that carries a gold PII label or a gold decoy kind."""

    text: str
    label: str = ""
    kind: str = ""
    loc: str = ""
    hc: str = ""


def S(label: str, text: str, hc: str = "") -> Mark:
    """A PII span."""
    return Mark(text, label=label, hc=hc)


def D(kind: str, text: str) -> Mark:
    """A decoy: looks like PII, is not private PII."""
    return Mark(text, kind=kind)


class Doc:
    def __init__(self, kind: str, shape: str, jur: str) -> None:
        self.kind, self.shape, self.jur = kind, shape, jur
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locales: set[str] = set()
        self.hc: set[str] = set()

    def add(self, *parts) -> Doc:
        for part in parts:
            if isinstance(part, list | tuple):
                self.add(*part)
            elif isinstance(part, Mark):
                text = part.text
                if not text or text != text.strip():
                    raise ValueError(f"bad mark text {text!r}")
                start = self.n
                self._put(text)
                if part.label:
                    self.spans.append({"start": start, "end": self.n, "label": part.label})
                    if part.loc:
                        self.locales.add(part.loc)
                    if part.hc:
                        self.hc.add(part.hc)
                else:
                    self.decoys.append({"start": start, "end": self.n, "kind": part.kind})
            elif part:
                self._put(str(part))
        return self

    def line(self, *parts) -> Doc:
        return self.add(*parts, "\n")

    def _put(self, text: str) -> None:
        self.parts.append(text)
        self.n += len(text)

    def text(self) -> str:
        return "".join(self.parts)

    def case(self, cid: str) -> dict:
        text = self.text().rstrip("\n")
        if len(text) != len(text.rstrip()):
            raise ValueError("trailing whitespace")
        tags = [f"kind:{self.kind}", f"shape:{self.shape}", f"jur:{self.jur}"]
        tags += [f"loc:{loc}" for loc in sorted(self.locales)]
        tags += sorted({s["label"].lower() for s in self.spans})
        tags += [f"hc:{h}" for h in sorted(self.hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        spans = sorted(self.spans, key=lambda s: s["start"])
        decoys = sorted(self.decoys, key=lambda s: s["start"])
        for mark in spans + decoys:
            if mark["end"] > len(text):
                raise ValueError("mark beyond text")
        return {"id": cid, "tags": tags, "text": text, "spans": spans, "decoys": decoys}
