"""The round-30 writing kit. A case is written as a run of pieces into a ``Sheaf``: plain text, layout syntax
(``Raw``, never escaped) and ``Mark``s. A mark's offsets are taken from the sheaf's running length at the moment
it is written, never found afterwards by searching the text."""

from __future__ import annotations

TAG_ORDER = (
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
    """One marked stretch: gold (``label``) or a public look-alike (``kind``). ``loc`` is the locale of the
    private person a gold value belongs to; ``card`` the province of a health card."""

    __slots__ = ("text", "label", "kind", "loc", "card")

    def __init__(self, text, label=None, kind=None, loc=None, card=None):
        if not text or text != text.strip():
            raise ValueError(f"mark with edge whitespace: {text!r}")
        if (label is None) == (kind is None):
            raise ValueError("a mark is either gold or a look-alike")
        self.text, self.label, self.kind, self.loc, self.card = text, label, kind, loc, card


class Raw(str):
    """Layout syntax, written as it is."""


def pii(text, label, loc=None, card=None):
    return Mark(text, label=label, loc=loc, card=card)


def decoy(text, kind):
    return Mark(text, kind=kind)


def flat(value):
    """The pieces of a value (a string, a mark, or nested lists of them), in order."""
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    out = []
    for v in value:
        out.extend(flat(v))
    return out


def shown(value):
    """The text of a value before any escaping."""
    return "".join(p.text if isinstance(p, Mark) else str(p) for p in flat(value))


def has_label(value, label):
    return any(isinstance(p, Mark) and p.label == label for p in flat(value))


def _same(s):
    return s


class Sheaf:
    """The growing text of one case and its marks."""

    def __init__(self, escape=None):
        self.parts: list[str] = []
        self.size = 0
        self.gold: list[dict] = []
        self.alikes: list[dict] = []
        self.locs: list[str] = []
        self.cards: list[str] = []
        self.escape = escape or _same

    def _grow(self, s):
        self.parts.append(s)
        self.size += len(s)

    def put(self, value, escape=None):
        esc = escape or self.escape
        for p in flat(value):
            if isinstance(p, Raw):
                self._grow(str(p))
            elif isinstance(p, Mark):
                t = esc(p.text)
                if t != t.strip():
                    raise ValueError(f"escaped mark with edge whitespace: {t!r}")
                start = self.size
                self._grow(t)
                if p.kind:
                    self.alikes.append({"start": start, "end": self.size, "kind": p.kind})
                    continue
                self.gold.append({"start": start, "end": self.size, "label": p.label})
                if p.label == "HEALTH_CARD":
                    if p.card not in self.cards:
                        self.cards.append(p.card)
                elif p.loc and p.loc not in self.locs:
                    self.locs.append(p.loc)
            else:
                self._grow(esc(p))

    def line(self, value=None, escape=None):
        if value is not None:
            self.put(value, escape)
        self._grow("\n")

    def case(self, cid, kind, shape, jur):
        text = "".join(self.parts).rstrip("\n")
        marks = self.gold + self.alikes
        spans = sorted((m["start"], m["end"]) for m in marks)
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: overlapping marks at {start}")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark beyond the text")
            before = text[s - 1] if s else " "
            after = text[e] if e < len(text) else " "
            if (before.isalnum() and text[s].isalnum()) or (after.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark splits a word: {text[max(0, s - 25) : e + 25]!r}")
        labels = {m["label"] for m in self.gold}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{loc}" for loc in self.locs]
        tags += [lab.lower() for lab in TAG_ORDER if lab in labels]
        if "HEALTH_CARD" in labels:
            tags += [f"hc:{c}" for c in sorted(self.cards)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.alikes:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.gold, key=lambda m: m["start"]),
            "decoys": sorted(self.alikes, key=lambda m: m["start"]),
        }
