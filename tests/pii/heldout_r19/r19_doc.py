"""Marks (PII spans and decoys) and the writer that takes every mark's offset from the running length."""

from __future__ import annotations

LABEL_ORDER = (
    "PERSON",
    "DATE_OF_BIRTH",
    "PHONE",
    "EMAIL",
    "ADDRESS",
    "POSTAL_CODE",
    "SIN",
    "SSN",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
    "CREDIT_CARD",
    "IBAN",
    "BANK_ACCOUNT",
    "IP_ADDRESS",
    "URL",
)


class Mark:
    """A piece of text that is either a PII span (``label``) or a decoy (``kind``)."""

    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text: str, label: str | None = None, kind: str | None = None, loc: str | None = None):
        if not text or text != text.strip():
            raise ValueError(f"mark with outer whitespace or empty: {text!r}")
        self.text = text
        self.label = label
        self.kind = kind
        self.loc = loc

    def __repr__(self) -> str:
        return f"Mark({self.text!r}, {self.label or self.kind})"


def S(text: str, label: str, loc: str | None = None) -> Mark:
    return Mark(text, label=label, loc=loc)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


def plain(value) -> str:
    """The text of a value (str, Mark or nested list) without marks."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Mark):
        return value.text
    return "".join(plain(v) for v in value)


def items(value) -> list:
    """Flatten a value into a list of str and Mark."""
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    out: list = []
    for v in value:
        out.extend(items(v))
    return out


def remap(value, fn):
    """Apply ``fn`` to every string and every mark's text (marks keep their label or kind)."""
    out = []
    for it in items(value):
        if isinstance(it, Mark):
            out.append(Mark(fn(it.text), it.label, it.kind, it.loc))
        else:
            out.append(fn(it))
    return out


def wrap(value, width: int) -> list[list]:
    """Greedy word wrap of a value; marks are never split; returns lines as item lists."""
    words: list[list] = []
    cur: list = []
    for it in items(value):
        if isinstance(it, Mark):
            cur.append(it)
            continue
        pieces = it.split(" ")
        for k, piece in enumerate(pieces):
            if k:
                if cur:
                    words.append(cur)
                cur = []
            if piece:
                cur.append(piece)
    if cur:
        words.append(cur)
    lines: list[list] = []
    line: list = []
    size = 0
    for word in words:
        n = len(plain(word))
        if line and size + 1 + n > width:
            lines.append(line)
            line, size = [], 0
        if line:
            line.append(" ")
            size += 1
        line.extend(word)
        size += n
    if line:
        lines.append(line)
    return lines


class Doc:
    """Accumulates text; marks record their offsets; an optional encoder rewrites text and marks alike."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.enc = None

    def raw(self, s: str) -> None:
        self.parts.append(s)
        self.n += len(s)

    def w(self, value) -> None:
        for it in items(value):
            if isinstance(it, Mark):
                t = self.enc(it.text) if self.enc else it.text
                if t != t.strip() or not t:
                    raise ValueError(f"encoded mark with outer whitespace: {t!r}")
                start = self.n
                self.raw(t)
                if it.label:
                    self.spans.append({"start": start, "end": self.n, "label": it.label})
                    if it.loc and it.loc not in self.locs and it.label == "PERSON":
                        self.locs.append(it.loc)
                else:
                    self.decoys.append({"start": start, "end": self.n, "kind": it.kind})
            else:
                self.raw(self.enc(it) if self.enc else it)

    def line(self, *values) -> None:
        for v in values:
            self.w(v)
        self.raw("\n")

    def text(self) -> str:
        return "".join(self.parts)

    def case(self, cid: str, kind: str, shape: str, jur: str, hc: list[str]) -> dict:
        text = self.text()
        for key in ("spans", "decoys"):
            for m in getattr(self, key):
                piece = text[m["start"] : m["end"]]
                before = text[m["start"] - 1] if m["start"] else " "
                after = text[m["end"]] if m["end"] < len(text) else " "
                if (before.isalnum() and piece[0].isalnum()) or (after.isalnum() and piece[-1].isalnum()):
                    raise ValueError(f"{cid}: mark cuts a word: {piece!r}")
        spans = sorted(self.spans, key=lambda m: m["start"])
        decoys = sorted(self.decoys, key=lambda m: m["start"])
        present = {m["label"] for m in spans}
        if "HEALTH_CARD" not in present:
            hc = []
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        tags += [f"loc:{loc}" for loc in self.locs]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in present]
        tags += [f"hc:{h}" for h in sorted(set(hc))]
        if not text.isascii():
            tags.append("non_ascii")
        if decoys:
            tags.append("has_decoys")
        return {"id": cid, "tags": tags, "text": text, "spans": spans, "decoys": decoys}
