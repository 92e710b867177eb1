"""The round-28 document kit: a case is written piece by piece into a ``Sheet``; every marked stretch records its
offsets from the running length of the buffer as it is written, never by searching the text afterwards."""

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


class Tok:
    """A marked stretch: gold (``label``) or a public look-alike (``kind``). ``loc`` is a person's locale, ``prov``
    a health card's province."""

    __slots__ = ("text", "label", "kind", "loc", "prov")

    def __init__(self, text, label=None, kind=None, loc=None, prov=None):
        if not text or text.strip() != text:
            raise ValueError(f"token with outer whitespace: {text!r}")
        self.text, self.label, self.kind, self.loc, self.prov = text, label, kind, loc, prov

    def with_text(self, text):
        return Tok(text, self.label, self.kind, self.loc, self.prov)


class Lit(str):
    """Layout syntax, written as is (never escaped)."""


class Spread:
    """A marked name or address written word by word, the words joined by layout syntax ``glue``."""

    __slots__ = ("tok", "glue")

    def __init__(self, tok, glue):
        self.tok, self.glue = tok, glue


def pii(text, label, loc=None, prov=None):
    return Tok(text, label=label, loc=loc, prov=prov)


def look(text, kind):
    return Tok(text, kind=kind)


def flat(value):
    """Pieces of a value as one flat list (strings, ``Tok``, ``Lit``, ``Spread``)."""
    if value is None:
        return []
    if isinstance(value, (str, Tok, Spread)):
        return [value]
    out = []
    for item in value:
        out.extend(flat(item))
    return out


def plain(value):
    """The visible text of a value."""
    return "".join(
        p.text if isinstance(p, Tok) else p.tok.text if isinstance(p, Spread) else str(p) for p in flat(value)
    )


def upper(value):
    out = []
    for p in flat(value):
        if isinstance(p, Tok):
            out.append(p.with_text(p.text.upper()))
        elif isinstance(p, (Spread, Lit)):
            out.append(p)
        else:
            out.append(p.upper())
    return out


def has_label(value, label):
    return any(isinstance(p, Tok) and p.label == label for p in flat(value))


def spread(value, glue):
    """Multi-word Latin names and addresses of ``value`` written word by word."""
    out = []
    for p in flat(value):
        if isinstance(p, Tok) and p.label in ("PERSON", "ADDRESS") and " " in p.text and p.text.isascii():
            out.append(Spread(p, glue))
        else:
            out.append(p)
    return out


class Sheet:
    """The growing text of one case and its marks."""

    def __init__(self, escape=None):
        self.parts: list[str] = []
        self.size = 0
        self.gold: list[dict] = []
        self.looks: list[dict] = []
        self.locales: list[str] = []
        self.cards: set[str] = set()
        self.escape = escape or (lambda s: s)

    def _put(self, s):
        self.parts.append(s)
        self.size += len(s)

    def _record(self, tok, start):
        if tok.label:
            self.gold.append({"start": start, "end": self.size, "label": tok.label})
            if tok.label == "HEALTH_CARD":
                self.cards.add(tok.prov)
            elif tok.loc and tok.loc not in self.locales:
                self.locales.append(tok.loc)
        else:
            self.looks.append({"start": start, "end": self.size, "kind": tok.kind})

    def put(self, value, escape=None):
        esc = escape or self.escape
        for p in flat(value):
            if isinstance(p, Lit):
                self._put(str(p))
            elif isinstance(p, Spread):
                start = self.size
                for i, word in enumerate(p.tok.text.split(" ")):
                    if i:
                        self._put(p.glue)
                    self._put(esc(word))
                self._record(p.tok, start)
            elif isinstance(p, Tok):
                t = esc(p.text)
                if t.strip() != t:
                    raise ValueError(f"escaped token with outer whitespace: {t!r}")
                start = self.size
                self._put(t)
                self._record(p, start)
            else:
                self._put(esc(p))

    def ln(self, value=None, escape=None):
        if value is not None:
            self.put(value, escape)
        self._put("\n")

    def text(self):
        return "".join(self.parts).rstrip("\n")

    def case(self, cid, kind, shape, jur):
        text = self.text()
        marks = self.gold + self.looks
        spans = sorted((m["start"], m["end"]) for m in marks)
        for (_, a_end), (b_start, _) in zip(spans, spans[1:], strict=False):
            if a_end > b_start:
                raise ValueError(f"{cid}: marks overlap")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark past the end")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark splits a word: {text[max(0, s - 20) : e + 20]!r}")
        labels = {m["label"] for m in self.gold}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in labels:
            tags += [f"loc:{x}" for x in self.locales]
        tags += [lab.lower() for lab in TAG_ORDER if lab in labels]
        if "HEALTH_CARD" in labels:
            tags += [f"hc:{p}" for p in sorted(self.cards)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.looks:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.gold, key=lambda m: m["start"]),
            "decoys": sorted(self.looks, key=lambda m: m["start"]),
        }
