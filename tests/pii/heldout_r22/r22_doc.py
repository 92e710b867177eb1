"""Marks and the text buffer of one case. Offsets are taken from the running length of the buffer."""

from __future__ import annotations

ORDER = (
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
            raise ValueError(f"bad mark {text!r}")
        self.text, self.label, self.kind, self.loc = text, label, kind, loc


class Raw(str):
    """Layout syntax: written as is, never encoded."""


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


def text_of(value):
    return "".join(v.text if isinstance(v, Mark) else v for v in flat(value))


def caps(value):
    return [
        Mark(v.text.upper(), v.label, v.kind, v.loc) if isinstance(v, Mark) else v.upper()
        for v in flat(value)
    ]


class Doc:
    def __init__(self, enc=None):
        self.parts, self.n = [], 0
        self.spans, self.decoys, self.locs = [], [], []
        self.enc = enc or (lambda s: s)

    def raw(self, s):
        self.parts.append(s)
        self.n += len(s)

    def put(self, value, enc=None):
        enc = enc or self.enc
        for v in flat(value):
            if type(v) is Raw:
                self.raw(str(v))
            elif isinstance(v, Mark):
                t = enc(v.text)
                if t != t.strip():
                    raise ValueError(f"encoded mark with outer space {t!r}")
                start = self.n
                self.raw(t)
                if v.label:
                    self.spans.append({"start": start, "end": self.n, "label": v.label})
                    if v.loc and v.loc not in self.locs:
                        self.locs.append(v.loc)
                else:
                    self.decoys.append({"start": start, "end": self.n, "kind": v.kind})
            else:
                self.raw(enc(v))

    def ln(self, value=None, enc=None):
        if value is not None:
            self.put(value, enc)
        self.raw("\n")

    def case(self, cid, kind, shape, jur, hc):
        text = "".join(self.parts).rstrip("\n")
        every = sorted((m["start"], m["end"]) for m in self.spans + self.decoys)
        for (_, e), (s, _) in zip(every, every[1:], strict=False):
            if e > s:
                raise ValueError(f"{cid}: marks overlap")
        for m in self.spans + self.decoys:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark past end")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word {text[max(0, s - 6) : e + 6]!r}")
        labels = {m["label"] for m in self.spans}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{x}" for x in self.locs]
        tags += [lab.lower() for lab in ORDER if lab in labels]
        if "HEALTH_CARD" in labels:
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
