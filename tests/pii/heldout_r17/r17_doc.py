"""Marks (spans and decoys) and the document buffer that takes every offset from the running length."""

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
    "CREDIT_CARD",
    "IBAN",
    "BANK_ACCOUNT",
    "HEALTH_CARD",
    "DRIVERS_LICENSE",
)


class Mark:
    __slots__ = ("text", "name", "span", "loc", "hc")

    def __init__(self, text: str, name: str, span: bool, loc: str = "", hc: str = ""):
        self.text = text
        self.name = name
        self.span = span
        self.loc = loc
        self.hc = hc


def S(text: str, label: str, loc: str = "", hc: str = "") -> Mark:  # noqa: N802
    return Mark(text, label, True, loc, hc)


def D(text: str, kind: str) -> Mark:  # noqa: N802
    return Mark(text, kind, False)


def flat(parts) -> list:
    out: list = []
    stack = [parts]
    while stack:
        p = stack.pop()
        if isinstance(p, (list, tuple)):
            stack.extend(reversed(p))
        elif p is not None and p != "":
            out.append(p)
    return out


class Doc:
    """Text buffer; ``enc(text, is_mark)`` optionally re-encodes pieces (mojibake, escapes)."""

    def __init__(self, enc=None):
        self.buf: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.hc: list[str] = []
        self.enc = enc

    def render(self, p) -> str:
        if isinstance(p, Mark):
            return self.enc(p.text, True) if self.enc else p.text
        return self.enc(p, False) if self.enc else p

    def width(self, parts) -> int:
        return sum(len(self.render(p)) for p in flat(parts))

    def plain(self, parts) -> str:
        return "".join(self.render(p) for p in flat(parts))

    def add(self, *parts) -> Doc:
        for p in flat(list(parts)):
            t = self.render(p)
            if isinstance(p, Mark):
                if not t or t != t.strip():
                    raise ValueError(f"mark with outer whitespace: {t!r}")
                rec = {"start": self.n, "end": self.n + len(t)}
                if p.span:
                    rec["label"] = p.name
                    self.spans.append(rec)
                    if p.loc and p.loc not in self.locs:
                        self.locs.append(p.loc)
                    if p.hc and p.hc not in self.hc:
                        self.hc.append(p.hc)
                else:
                    rec["kind"] = p.name
                    self.decoys.append(rec)
            self.buf.append(t)
            self.n += len(t)
        return self

    def line(self, *parts) -> Doc:
        return self.add(*parts, "\n")

    def case(self, cid: str, kind: str, shape: str, jur: str) -> dict:
        text = "".join(self.buf).rstrip()
        assert len(text) >= max([m["end"] for m in self.spans + self.decoys] or [0])
        for m in self.spans + self.decoys:
            before = text[m["start"] - 1] if m["start"] else " "
            after = text[m["end"]] if m["end"] < len(text) else " "
            piece = text[m["start"] : m["end"]]
            if (before.isalnum() and piece[0].isalnum()) or (after.isalnum() and piece[-1].isalnum()):
                raise ValueError(f"{cid} {kind}: mark cuts a word: {piece!r}")
        labels = {m["label"] for m in self.spans}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        tags += [f"loc:{loc}" for loc in self.locs]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in labels]
        tags += [f"hc:{h}" for h in self.hc]
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
