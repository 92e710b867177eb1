"""Marks and the `Doc` builder: every offset is taken from the running text length, never typed by hand."""

from __future__ import annotations

import string

_FMT = string.Formatter()


class Mark:
    """A PII span (`label`) or a decoy (`kind`) with its text; PERSON marks carry the person's locale."""

    __slots__ = ("text", "label", "kind", "loc", "hc")

    def __init__(self, text: str, label: str | None = None, kind: str | None = None, loc=None, hc=None):
        self.text, self.label, self.kind, self.loc, self.hc = text, label, kind, loc, hc


def S(text: str, label: str, loc: str | None = None, hc: str | None = None) -> Mark:
    return Mark(text, label=label, loc=loc, hc=hc)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


class Doc:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.hc: list[str] = []

    def add(self, *values) -> Doc:
        for v in values:
            if v is None:
                continue
            if isinstance(v, (list, tuple)):
                self.add(*v)
            elif isinstance(v, Mark):
                assert v.text and v.text == v.text.strip(), repr(v.text)
                start, end = self.n, self.n + len(v.text)
                if v.label:
                    self.spans.append({"start": start, "end": end, "label": v.label})
                    if v.label == "PERSON":
                        assert v.loc, v.text
                        if v.loc not in self.locs:
                            self.locs.append(v.loc)
                    if v.hc and v.hc not in self.hc:
                        self.hc.append(v.hc)
                else:
                    self.decoys.append({"start": start, "end": end, "kind": v.kind})
                self.parts.append(v.text)
                self.n = end
            else:
                s = str(v)
                self.parts.append(s)
                self.n += len(s)
        return self

    def f(self, template: str, **values) -> Doc:
        for literal, field, spec, _conv in _FMT.parse(template):
            if literal:
                self.add(literal)
            if field is not None:
                value = values[field]
                self.add(format(value, spec) if spec and not isinstance(value, (Mark, list)) else value)
        return self

    def line(self, template: str = "", **values) -> Doc:
        return self.f(template + "\n", **values)

    def text(self) -> str:
        return "".join(self.parts)

    def case(self, cid: str, kind: str, shape: str, jur: str) -> dict:
        text = self.text().rstrip("\n") + "\n"
        for m in self.spans + self.decoys:
            a, b = m["start"], m["end"]
            assert not (a and text[a - 1].isalnum() and text[a].isalnum()), (cid, text[a:b])
            assert not (b < len(text) and text[b].isalnum() and text[b - 1].isalnum()), (cid, text[a:b])
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        tags += [f"loc:{loc}" for loc in sorted(self.locs)]
        tags += sorted({m["label"].lower() for m in self.spans})
        tags += [f"hc:{h}" for h in sorted(self.hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        key = lambda m: (m["start"], m["end"])  # noqa: E731
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.spans, key=key),
            "decoys": sorted(self.decoys, key=key),
        }
