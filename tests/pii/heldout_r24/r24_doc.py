"""Marks and the text of one round-24 case; offsets come only from the buffer's running length."""

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
    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text, label=None, kind=None, loc=None):
        if not text or text != text.strip():
            raise ValueError(f"mark with outer space: {text!r}")
        self.text, self.label, self.kind, self.loc = text, label, kind, loc


class Raw(str):
    """Layout syntax: written as is, never escaped."""


def S(text, label, loc=None):
    return Mark(text, label=label, loc=loc)


def D(text, kind):
    return Mark(text, kind=kind)


def flat(value):
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    out = []
    for v in value:
        out.extend(flat(v))
    return out


def plain(value):
    return "".join(v.text if isinstance(v, Mark) else str(v) for v in flat(value))


def upper(value):
    return [
        Mark(v.text.upper(), v.label, v.kind, v.loc) if isinstance(v, Mark) else v.upper()
        for v in flat(value)
    ]


class Doc:
    def __init__(self, esc=None):
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.esc = esc or (lambda s: s)

    def raw(self, s):
        self.parts.append(s)
        self.n += len(s)

    def put(self, value, esc=None):
        esc = esc or self.esc
        for v in flat(value):
            if type(v) is Raw:
                self.raw(str(v))
            elif isinstance(v, Mark):
                t = esc(v.text)
                if t != t.strip():
                    raise ValueError(f"escaped mark with outer space: {t!r}")
                start = self.n
                self.raw(t)
                if v.label:
                    self.spans.append({"start": start, "end": self.n, "label": v.label})
                    if v.loc and v.loc not in self.locs:
                        self.locs.append(v.loc)
                else:
                    self.decoys.append({"start": start, "end": self.n, "kind": v.kind})
            else:
                self.raw(esc(v))

    def line(self, value=None, esc=None):
        if value is not None:
            self.put(value, esc)
        self.raw("\n")

    def case(self, cid, kind, shape, jur, hc):
        text = "".join(self.parts).rstrip("\n")
        marks = self.spans + self.decoys
        every = sorted((m["start"], m["end"]) for m in marks)
        for (_, e), (s, _) in zip(every, every[1:], strict=False):
            if e > s:
                raise ValueError(f"{cid}: overlapping marks")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark past the end")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word: {text[max(0, s - 8) : e + 8]!r}")
        present = {m["label"] for m in self.spans}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in present:
            tags += [f"loc:{x}" for x in self.locs]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in present]
        if "HEALTH_CARD" in present:
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
