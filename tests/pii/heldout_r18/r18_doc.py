"""Marks and the document buffer: every offset is taken from the running length, never typed by hand."""

from __future__ import annotations

from dataclasses import dataclass

HC_TAGS = ("on", "bc", "qc")


@dataclass(frozen=True)
class Mark:
    text: str
    kind: str  # "span" or "decoy"
    label: str  # span label or decoy kind
    loc: str = ""  # name locale of a PERSON span
    hc: str = ""  # health-card province of a HEALTH_CARD span


def S(text: str, label: str, loc: str = "", hc: str = "") -> Mark:
    return Mark(text, "span", label, loc, hc)


def D(text: str, kind: str) -> Mark:
    return Mark(text, "decoy", kind)


def plain(value) -> str:
    """The text of a value (plain text, a mark or a list of them) without recording anything."""
    if value is None:
        return ""
    if isinstance(value, Mark):
        return value.text
    if isinstance(value, (list, tuple)):
        return "".join(plain(v) for v in value)
    return str(value)


class Doc:
    """Text built piece by piece; marks record their own offsets. ``enc`` (optional) rewrites literal
    text and marks alike, e.g. the escaping of a quoted string."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: set[str] = set()
        self.hcs: set[str] = set()
        self.enc = None

    def add(self, *items) -> Doc:
        for item in items:
            if item is None:
                continue
            if isinstance(item, (list, tuple)):
                self.add(*item)
            elif isinstance(item, Mark):
                self._mark(item)
            else:
                self._lit(str(item))
        return self

    def raw(self, text: str) -> Doc:
        """Literal text that bypasses the encoder (syntax of the layout itself)."""
        self.parts.append(text)
        self.n += len(text)
        return self

    def line(self, *items) -> Doc:
        self.add(*items)
        return self.raw("\n")

    def _lit(self, text: str) -> None:
        if self.enc is not None:
            text = self.enc(text)
        self.raw(text)

    def _mark(self, mark: Mark) -> None:
        text = self.enc(mark.text) if self.enc is not None else mark.text
        if not text or text != text.strip():
            raise ValueError(f"mark with outer whitespace: {text!r}")
        start = self.n
        self.raw(text)
        if mark.kind == "span":
            self.spans.append({"start": start, "end": self.n, "label": mark.label})
            if mark.label == "PERSON":
                self.locs.add(mark.loc)
            if mark.hc:
                self.hcs.add(mark.hc)
        else:
            self.decoys.append({"start": start, "end": self.n, "kind": mark.label})

    def text(self) -> str:
        return "".join(self.parts)

    def case(self, case_id: str, kind: str, shape: str, jur: str) -> dict:
        text = self.text()
        spans = sorted(self.spans, key=lambda m: m["start"])
        decoys = sorted(self.decoys, key=lambda m: m["start"])
        for m in spans + decoys:
            before = text[m["start"] - 1] if m["start"] else " "
            after = text[m["end"]] if m["end"] < len(text) else " "
            piece = text[m["start"] : m["end"]]
            if (before.isalnum() and piece[0].isalnum()) or (after.isalnum() and piece[-1].isalnum()):
                raise ValueError(f"{case_id} {kind}: mark cuts a word: {piece!r}")
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        present = {m["label"] for m in spans}
        if "PERSON" in present:
            tags += [f"loc:{loc}" for loc in sorted(self.locs)]
        tags += sorted(label.lower() for label in present)
        tags += [f"hc:{hc}" for hc in HC_TAGS if hc in self.hcs]
        if not text.isascii():
            tags.append("non_ascii")
        if decoys:
            tags.append("has_decoys")
        return {"id": case_id, "tags": tags, "text": text, "spans": spans, "decoys": decoys}
