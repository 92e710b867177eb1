"""The round-31 writing kit. A case is written into a ``Folio`` as a run of pieces: plain text, layout syntax
(``Raw``, kept as it is) and ``Mark``s. A mark takes its offsets from the folio's running length while it is
written; nothing is ever located afterwards by searching the text."""

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
    """A marked stretch of text: gold (``label``) or a public look-alike (``kind``). ``loc`` is the locale of
    the private person a gold value belongs to; ``card`` the province that issued a health card."""

    __slots__ = ("text", "label", "kind", "loc", "card")

    def __init__(self, text, label=None, kind=None, loc=None, card=None):
        if not text or text != text.strip():
            raise ValueError(f"mark with whitespace at an edge: {text!r}")
        if (label is None) == (kind is None):
            raise ValueError("a mark is gold or a look-alike, not both")
        self.text, self.label, self.kind, self.loc, self.card = text, label, kind, loc, card


class Raw(str):
    """Layout syntax: never escaped."""


def pii(text, label, loc=None, card=None):
    return Mark(text, label=label, loc=loc, card=card)


def decoy(text, kind):
    return Mark(text, kind=kind)


def pieces(value):
    """The pieces of a value (text, a mark, or nested lists of them) in reading order."""
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    out = []
    for v in value:
        out.extend(pieces(v))
    return out


def plain(value):
    """A value's text before escaping."""
    return "".join(p.text if isinstance(p, Mark) else str(p) for p in pieces(value))


def holds(value, label):
    return any(isinstance(p, Mark) and p.label == label for p in pieces(value))


def _keep(s):
    return s


class Folio:
    """The text of one case as it grows, with its gold marks and look-alikes."""

    def __init__(self, escape=None):
        self.chunks: list[str] = []
        self.length = 0
        self.gold: list[dict] = []
        self.alike: list[dict] = []
        self.locales: list[str] = []
        self.cards: list[str] = []
        self.escape = escape or _keep

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
                if t != t.strip():
                    raise ValueError(f"escaping left whitespace at an edge: {t!r}")
                start = self.length
                self._add(t)
                if p.kind:
                    self.alike.append({"start": start, "end": self.length, "kind": p.kind})
                    continue
                self.gold.append({"start": start, "end": self.length, "label": p.label})
                if p.label == "HEALTH_CARD":
                    if p.card not in self.cards:
                        self.cards.append(p.card)
                elif p.loc and p.loc not in self.locales:
                    self.locales.append(p.loc)
            else:
                self._add(esc(p))

    def line(self, value=None, escape=None):
        if value is not None:
            self.put(value, escape)
        self._add("\n")

    def text(self):
        return "".join(self.chunks).rstrip("\n")

    def case(self, cid, kind, shape, jur):
        text = self.text()
        marks = self.gold + self.alike
        ordered = sorted((m["start"], m["end"]) for m in marks)
        for (_, end), (start, _) in zip(ordered, ordered[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: marks overlap at {start}")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: a mark runs past the text")
            before = text[s - 1] if s else " "
            after = text[e] if e < len(text) else " "
            if (before.isalnum() and text[s].isalnum()) or (after.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: a mark cuts a word: {text[max(0, s - 25) : e + 25]!r}")
        labels = {m["label"] for m in self.gold}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{loc}" for loc in self.locales]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in labels]
        if "HEALTH_CARD" in labels:
            tags += [f"hc:{c}" for c in sorted(self.cards)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.alike:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.gold, key=lambda m: m["start"]),
            "decoys": sorted(self.alike, key=lambda m: m["start"]),
        }
