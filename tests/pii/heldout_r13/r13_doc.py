"""Marks and documents for the round-13 set: offsets come from the running text, never typed by hand."""

from __future__ import annotations

import string
from dataclasses import dataclass


@dataclass(frozen=True)
class Mark:
    """A marked piece of text: a PII span (label) or a decoy (kind); tag is `loc:xx` or `hc:xx`."""

    text: str
    label: str = ""
    kind: str = ""
    tag: str = ""


def S(text: str, label: str, tag: str = "") -> Mark:
    return Mark(text, label=label, tag=tag)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


class Doc:
    def __init__(self, kind: str, shape: str, jur: str) -> None:
        self.kind, self.shape, self.jur = kind, shape, jur
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.tags: list[str] = []

    def add(self, *items) -> Doc:
        for item in items:
            if item is None:
                continue
            if isinstance(item, list | tuple):
                self.add(*item)
                continue
            if isinstance(item, Mark):
                text = item.text
                if not text or text != text.strip():
                    raise ValueError(f"bad mark {text!r}")
                if item.label:
                    self.spans.append({"start": self.n, "end": self.n + len(text), "label": item.label})
                    if item.tag and item.tag not in self.tags:
                        self.tags.append(item.tag)
                else:
                    self.decoys.append({"start": self.n, "end": self.n + len(text), "kind": item.kind})
            else:
                text = str(item)
            self.parts.append(text)
            self.n += len(text)
        return self

    def f(self, template: str, **values) -> Doc:
        for literal, field, _spec, _conv in string.Formatter().parse(template):
            if literal:
                self.add(literal)
            if field is not None:
                self.add(values[field])
        return self

    def line(self, template: str = "", **values) -> Doc:
        return self.f(template, **values).add("\n")

    def text(self) -> str:
        return "".join(self.parts).rstrip()

    def case(self, case_id: str) -> dict:
        text = self.text()
        spans = sorted(self.spans, key=lambda m: m["start"])
        decoys = sorted(self.decoys, key=lambda m: m["start"])
        labels = sorted({m["label"].lower() for m in spans})
        tags = [f"kind:{self.kind}", f"shape:{self.shape}", f"jur:{self.jur}"]
        tags += sorted(t for t in self.tags if t.startswith("loc:"))
        tags += labels
        tags += sorted(t for t in self.tags if t.startswith("hc:"))
        if not text.isascii():
            tags.append("non_ascii")
        if decoys:
            tags.append("has_decoys")
        return {"id": case_id, "tags": tags, "text": text, "spans": spans, "decoys": decoys}
