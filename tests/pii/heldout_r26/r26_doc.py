"""A round-26 case while a layout writes it: text pieces, gold marks (a ``label``) and decoy marks (a ``kind``).
Every offset is taken from the running length of what has been written, never searched for afterwards."""

from __future__ import annotations

TAG_LABELS = (
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
    """One marked stretch: gold PII when ``label`` is set, a scored look-alike when ``kind`` is. ``loc`` is the
    person's locale for a name, or the issuing province for a health card."""

    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text, label=None, kind=None, loc=None):
        if not text or text != text.strip():
            raise ValueError(f"marked text with outer whitespace: {text!r}")
        self.text, self.label, self.kind, self.loc = text, label, kind, loc

    def recast(self, text):
        return Tok(text, self.label, self.kind, self.loc)


class Syn(str):
    """Layout syntax, written as it is."""


class Runs:
    """A marked name or address written word by word with markup (``glue``) between the words."""

    __slots__ = ("tok", "glue")

    def __init__(self, tok, glue):
        self.tok, self.glue = tok, glue


def pii(text, label, loc=None):
    return Tok(text, label=label, loc=loc)


def dec(text, kind):
    return Tok(text, kind=kind)


def flat(value):
    if value is None:
        return []
    if isinstance(value, (str, Tok, Runs)):
        return [value]
    out = []
    for v in value:
        out.extend(flat(v))
    return out


def shown(value):
    """The visible text of a value (markup of ``Runs`` left out)."""
    out = []
    for v in flat(value):
        out.append(v.text if isinstance(v, Tok) else v.tok.text if isinstance(v, Runs) else str(v))
    return "".join(out)


def upper(value):
    out = []
    for v in flat(value):
        if isinstance(v, Tok):
            out.append(v.recast(v.text.upper()))
        elif isinstance(v, Runs) or type(v) is Syn:
            out.append(v)
        else:
            out.append(v.upper())
    return out


def has_label(value, label):
    return any(isinstance(v, Tok) and v.label == label for v in flat(value))


class Page:
    def __init__(self, esc=None):
        self._out: list[str] = []
        self.size = 0
        self.gold: list[dict] = []
        self.fakes: list[dict] = []
        self.locales: list[str] = []
        self.cards: set[str] = set()
        self.esc = esc or (lambda s: s)

    def _w(self, s):
        self._out.append(s)
        self.size += len(s)

    def _mark(self, tok, start):
        if tok.label:
            self.gold.append({"start": start, "end": self.size, "label": tok.label})
            if tok.label == "HEALTH_CARD":
                self.cards.add(tok.loc)
            elif tok.loc and tok.loc not in self.locales:
                self.locales.append(tok.loc)
        else:
            self.fakes.append({"start": start, "end": self.size, "kind": tok.kind})

    def put(self, value, esc=None):
        esc = esc or self.esc
        for v in flat(value):
            if type(v) is Syn:
                self._w(str(v))
            elif isinstance(v, Runs):
                start = self.size
                for i, word in enumerate(v.tok.text.split(" ")):
                    if i:
                        self._w(v.glue)
                    self._w(esc(word))
                self._mark(v.tok, start)
            elif isinstance(v, Tok):
                t = esc(v.text)
                if t != t.strip():
                    raise ValueError(f"escaped mark with outer whitespace: {t!r}")
                start = self.size
                self._w(t)
                self._mark(v, start)
            else:
                self._w(esc(v))

    def nl(self, value=None, esc=None):
        if value is not None:
            self.put(value, esc)
        self._w("\n")

    def text(self):
        return "".join(self._out).rstrip("\n")

    def finish(self, cid, kind, shape, jur):
        text = self.text()
        marks = self.gold + self.fakes
        spans = sorted((m["start"], m["end"]) for m in marks)
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: overlapping marks")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark past the end")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word: {text[max(0, s - 12) : e + 12]!r}")
        present = {m["label"] for m in self.gold}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in present:
            tags += [f"loc:{x}" for x in self.locales]
        tags += [lab.lower() for lab in TAG_LABELS if lab in present]
        if "HEALTH_CARD" in present:
            tags += [f"hc:{p}" for p in sorted(self.cards)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.fakes:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.gold, key=lambda m: m["start"]),
            "decoys": sorted(self.fakes, key=lambda m: m["start"]),
        }
