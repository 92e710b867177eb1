"""Marks (PII spans and decoys) and the document buffer that takes their offsets from the running length."""

from __future__ import annotations

import string

_FMT = string.Formatter()


class Mark:
    """A piece of text that is either a PII span (`label`) or a decoy (`kind`)."""

    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text: str, label: str | None = None, kind: str | None = None, loc: str | None = None):
        if not text or text != text.strip():
            raise ValueError(f"mark with outer whitespace or empty: {text!r}")
        self.text = text
        self.label = label
        self.kind = kind
        self.loc = loc

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Mark({self.text!r}, {self.label or self.kind})"


def S(text: str, label: str, loc: str | None = None) -> Mark:
    """A PII span."""
    return Mark(text, label=label, loc=loc)


def D(text: str, kind: str) -> Mark:
    """A decoy."""
    return Mark(text, kind=kind)


class Doc:
    """Text under construction; every mark's offsets come from the running length."""

    def __init__(self, kind: str, shape: str, jur: str):
        self.kind = kind
        self.shape = shape
        self.jur = jur
        self.parts: list[str] = []
        self.size = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.hc: set[str] = set()

    # -- writing -------------------------------------------------------------------------------------
    def _text(self, text: str) -> None:
        self.parts.append(text)
        self.size += len(text)

    def _mark(self, m: Mark) -> None:
        start = self.size
        self._text(m.text)
        if m.label:
            self.spans.append({"start": start, "end": self.size, "label": m.label})
            if m.label == "PERSON" and m.loc and m.loc not in self.locs:
                self.locs.append(m.loc)
        else:
            self.decoys.append({"start": start, "end": self.size, "kind": m.kind})

    def add(self, *values) -> Doc:
        for v in values:
            if v is None:
                continue
            if isinstance(v, Mark):
                self._mark(v)
            elif isinstance(v, (list, tuple)):
                self.add(*v)
            else:
                self._text(str(v))
        return self

    def _spec(self, v, spec: str) -> None:
        if isinstance(v, Mark):
            padded = format(v.text, spec)
            i = padded.index(v.text)
            self._text(padded[:i])
            self._mark(v)
            self._text(padded[i + len(v.text) :])
        elif isinstance(v, (list, tuple)):
            width = len("".join(x.text if isinstance(x, Mark) else str(x) for x in v if x is not None))
            padded = format("x" * width, spec)
            i = padded.index("x" * width) if width else 0
            self._text(padded[:i])
            self.add(*v)
            self._text(padded[i + width :])
        else:
            self._text(format(v if isinstance(v, (int, float)) else str(v), spec))

    def f(self, template: str, **kw) -> Doc:
        for literal, field, spec, _conv in _FMT.parse(template):
            if literal:
                self._text(literal)
            if field is None:
                continue
            v = kw[field]
            if spec:
                self._spec(v, spec)
            else:
                self.add(v)
        return self

    def line(self, template: str = "", **kw) -> Doc:
        self.f(template, **kw)
        self._text("\n")
        return self

    def blank(self) -> Doc:
        self._text("\n")
        return self

    # -- output --------------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return "".join(self.parts)

    def case(self, case_id: str) -> dict:
        text = self.text.rstrip("\n") + "\n"
        for m in self.spans + self.decoys:
            piece = text[m["start"] : m["end"]]
            before = text[m["start"] - 1] if m["start"] else " "
            after = text[m["end"]] if m["end"] < len(text) else " "
            if (before.isalnum() and piece[0].isalnum()) or (after.isalnum() and piece[-1].isalnum()):
                raise ValueError(
                    f"{self.kind}: mark cuts a word: {piece!r} in {text[m['start'] - 20 : m['end'] + 20]!r}"
                )
        labels = sorted({m["label"] for m in self.spans})
        tags = [f"kind:{self.kind}", f"shape:{self.shape}", f"jur:{self.jur}"]
        tags += [f"loc:{loc}" for loc in self.locs]
        tags += [lab.lower() for lab in labels]
        tags += [f"hc:{h}" for h in sorted(self.hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        return {
            "id": case_id,
            "tags": tags,
            "text": text,
            "spans": sorted(self.spans, key=lambda m: m["start"]),
            "decoys": sorted(self.decoys, key=lambda m: m["start"]),
        }
