"""Marks and the document buffer: every offset comes from the running length, none is typed by hand."""

from __future__ import annotations

LABEL_ORDER = (
    "PERSON",
    "DATE_OF_BIRTH",
    "ADDRESS",
    "POSTAL_CODE",
    "PHONE",
    "EMAIL",
    "URL",
    "IP_ADDRESS",
    "SIN",
    "SSN",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
    "BANK_ACCOUNT",
    "IBAN",
    "CREDIT_CARD",
)


class Mark:
    """A piece of text that is either a PII span (``label``) or a decoy (``kind``)."""

    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text: str, label: str | None = None, kind: str | None = None, loc: str | None = None):
        if not text or text != text.strip():
            raise ValueError(f"mark with outer whitespace: {text!r}")
        self.text = text
        self.label = label
        self.kind = kind
        self.loc = loc

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Mark({self.text!r}, {self.label or self.kind})"


class Raw(str):
    """Layout syntax written as is (never passed through a layout's encoder)."""


def S(text: str, label: str, loc: str | None = None) -> Mark:
    return Mark(text, label=label, loc=loc)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind=kind)


def items(value) -> list:
    """Flatten a value (str, Mark, None, or nested lists/tuples of them)."""
    out: list = []
    if value is None:
        return out
    if isinstance(value, (str, Mark)):
        return [value]
    for v in value:
        out.extend(items(v))
    return out


def plain(value) -> str:
    return "".join(v.text if isinstance(v, Mark) else v for v in items(value))


def has_marks(value) -> bool:
    return any(isinstance(v, Mark) for v in items(value))


def upper(value):
    """Upper-case a value; marks keep their label."""
    out = []
    for v in items(value):
        if isinstance(v, Mark):
            out.append(Mark(v.text.upper(), v.label, v.kind, v.loc))
        else:
            out.append(v.upper())
    return out


class Doc:
    """Text buffer that records where marks land; ``enc`` rewrites literal text and marks alike."""

    def __init__(self, enc=None):
        self.buf: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.enc = enc or (lambda s: s)

    def raw(self, s: str) -> None:
        self.buf.append(s)
        self.n += len(s)

    def add(self, value, enc=None) -> None:
        enc = enc or self.enc
        for it in items(value):
            if type(it) is Raw:
                self.raw(str(it))
            elif isinstance(it, Mark):
                t = enc(it.text)
                if t != t.strip():
                    raise ValueError(f"encoded mark with outer whitespace: {t!r}")
                start = self.n
                self.raw(t)
                if it.label:
                    self.spans.append({"start": start, "end": self.n, "label": it.label})
                    if it.loc and it.loc not in self.locs:
                        self.locs.append(it.loc)
                else:
                    self.decoys.append({"start": start, "end": self.n, "kind": it.kind})
            else:
                self.raw(enc(it))

    def line(self, value=None, enc=None) -> None:
        if value is not None:
            self.add(value, enc)
        self.raw("\n")

    @property
    def text(self) -> str:
        return "".join(self.buf)

    def case(self, cid: str, kind: str, shape: str, jur: str, hc: set[str]) -> dict:
        text = self.text.rstrip("\n")
        marks = sorted(
            [(m["start"], m["end"]) for m in self.spans] + [(m["start"], m["end"]) for m in self.decoys]
        )
        for (_, end), (start, _) in zip(marks, marks[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: overlapping marks")
        for m in self.spans + self.decoys:
            if m["end"] > len(text):
                raise ValueError(f"{cid}: mark past the end")
            s, e = m["start"], m["end"]
            before = text[s - 1] if s else " "
            after = text[e] if e < len(text) else " "
            if (before.isalnum() and text[s].isalnum()) or (after.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word: {text[max(0, s - 5) : e + 5]!r}")
        labels = {m["label"] for m in self.spans}
        hc = hc if "HEALTH_CARD" in labels else set()
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{loc}" for loc in self.locs]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in labels]
        tags += [f"hc:{h}" for h in sorted(hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.spans, key=lambda m: m["start"]),
            "decoys": sorted(self.decoys, key=lambda m: m["start"]),
        }
