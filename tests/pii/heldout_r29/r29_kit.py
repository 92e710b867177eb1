"""The round-29 writing kit: a case is written piece by piece into a ``Folio``; each marked stretch takes its
offsets from the folio's running length while it is written (never found by searching afterwards)."""

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
    """A gold value (``label``) or a public look-alike (``kind``); ``loc`` a person's locale, ``card`` a health
    card's province."""

    __slots__ = ("text", "label", "kind", "loc", "card")

    def __init__(self, text, label=None, kind=None, loc=None, card=None):
        if not text or text.strip() != text:
            raise ValueError(f"mark with outer whitespace: {text!r}")
        self.text, self.label, self.kind, self.loc, self.card = text, label, kind, loc, card


class Raw(str):
    """Layout syntax: written verbatim, never escaped."""


def gold(text, label, loc=None, card=None):
    return Mark(text, label=label, loc=loc, card=card)


def alike(text, kind):
    return Mark(text, kind=kind)


def pieces(value):
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    out = []
    for v in value:
        out.extend(pieces(v))
    return out


def visible(value):
    return "".join(p.text if isinstance(p, Mark) else str(p) for p in pieces(value))


def holds(value, label):
    return any(isinstance(p, Mark) and p.label == label for p in pieces(value))


class Folio:
    """The text of one case as it grows, with its marks."""

    def __init__(self, escape=None):
        self.chunks: list[str] = []
        self.length = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locales: list[str] = []
        self.cards: set[str] = set()
        self.escape = escape or (lambda s: s)

    def _add(self, s):
        self.chunks.append(s)
        self.length += len(s)

    def put(self, value, escape=None):
        esc = escape or self.escape
        for p in pieces(value):
            if isinstance(p, Raw):
                self._add(str(p))
            elif isinstance(p, Mark):
                t = esc(p.text)
                if t.strip() != t:
                    raise ValueError(f"escaped mark with outer whitespace: {t!r}")
                start = self.length
                self._add(t)
                if p.label:
                    self.spans.append({"start": start, "end": self.length, "label": p.label})
                    if p.label == "HEALTH_CARD":
                        self.cards.add(p.card)
                    elif p.loc and p.loc not in self.locales:
                        self.locales.append(p.loc)
                else:
                    self.decoys.append({"start": start, "end": self.length, "kind": p.kind})
            else:
                self._add(esc(p))

    def line(self, value=None, escape=None):
        if value is not None:
            self.put(value, escape)
        self._add("\n")

    def case(self, cid, kind, shape, jur):
        text = "".join(self.chunks).rstrip("\n")
        every = self.spans + self.decoys
        ordered = sorted((m["start"], m["end"]) for m in every)
        for (_, a_end), (b_start, _) in zip(ordered, ordered[1:], strict=False):
            if a_end > b_start:
                raise ValueError(f"{cid}: marks overlap")
        for m in every:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark past the end")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word: {text[max(0, s - 20) : e + 20]!r}")
        present = {m["label"] for m in self.spans}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in present:
            tags += [f"loc:{x}" for x in self.locales]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in present]
        if "HEALTH_CARD" in present:
            tags += [f"hc:{p}" for p in sorted(self.cards)]
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
