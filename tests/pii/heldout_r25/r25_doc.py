"""One round-25 case as it is written: pieces of text, marks with a label (PII) or a kind (decoy), and the
offsets of every mark, taken only from the running length of the buffer."""

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
    """A stretch of text that is gold PII (``label``) or a scored look-alike (``kind``); ``loc`` is a person's
    locale, or for a health card the province that issued it."""

    __slots__ = ("text", "label", "kind", "loc")

    def __init__(self, text, label=None, kind=None, loc=None):
        if not text or text.strip() != text:
            raise ValueError(f"mark with outer whitespace: {text!r}")
        self.text, self.label, self.kind, self.loc = text, label, kind, loc

    def with_text(self, text):
        return Mark(text, self.label, self.kind, self.loc)


class Raw(str):
    """Syntax of a layout: never escaped."""


class Split:
    """A mark written word by word with layout syntax between the words; the gold covers the whole stretch."""

    __slots__ = ("mark", "joiner")

    def __init__(self, mark, joiner):
        self.mark, self.joiner = mark, joiner


def P(text, label, loc=None):
    return Mark(text, label=label, loc=loc)


def Z(text, kind):
    return Mark(text, kind=kind)


def pieces(value):
    if value is None:
        return []
    if isinstance(value, (str, Mark, Split)):
        return [value]
    out = []
    for v in value:
        out.extend(pieces(v))
    return out


def visible(value):
    out = []
    for v in pieces(value):
        if isinstance(v, Mark):
            out.append(v.text)
        elif isinstance(v, Split):
            out.append(v.mark.text)
        else:
            out.append(str(v))
    return "".join(out)


def caps(value):
    out = []
    for v in pieces(value):
        if isinstance(v, Mark):
            out.append(v.with_text(v.text.upper()))
        elif type(v) is Raw or isinstance(v, Split):
            out.append(v)
        else:
            out.append(v.upper())
    return out


class Doc:
    def __init__(self, esc=None):
        self._parts: list[str] = []
        self.size = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.locs: list[str] = []
        self.hc: set[str] = set()
        self.esc = esc or (lambda s: s)

    def write(self, s):
        self._parts.append(s)
        self.size += len(s)

    def _record(self, mark, start):
        if mark.label:
            self.spans.append({"start": start, "end": self.size, "label": mark.label})
            if mark.label == "HEALTH_CARD":
                self.hc.add(mark.loc)
            elif mark.loc and mark.loc not in self.locs:
                self.locs.append(mark.loc)
        else:
            self.decoys.append({"start": start, "end": self.size, "kind": mark.kind})

    def emit(self, value, esc=None):
        esc = esc or self.esc
        for v in pieces(value):
            if type(v) is Raw:
                self.write(str(v))
            elif isinstance(v, Split):
                words = v.mark.text.split(" ")
                start = self.size
                for i, w in enumerate(words):
                    if i:
                        self.write(v.joiner)
                    self.write(esc(w))
                self._record(v.mark, start)
            elif isinstance(v, Mark):
                t = esc(v.text)
                if t.strip() != t:
                    raise ValueError(f"escaped mark with outer whitespace: {t!r}")
                start = self.size
                self.write(t)
                self._record(v, start)
            else:
                self.write(esc(v))

    def line(self, value=None, esc=None):
        if value is not None:
            self.emit(value, esc)
        self.write("\n")

    def text(self):
        return "".join(self._parts).rstrip("\n")

    def finish(self, cid, kind, shape, jur):
        text = self.text()
        marks = self.spans + self.decoys
        ordered = sorted((m["start"], m["end"]) for m in marks)
        for (_, end), (start, _) in zip(ordered, ordered[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: marks overlap")
        for m in marks:
            s, e = m["start"], m["end"]
            if e > len(text):
                raise ValueError(f"{cid}: mark runs past the text")
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark splits a word: {text[max(0, s - 10) : e + 10]!r}")
        present = {m["label"] for m in self.spans}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in present:
            tags += [f"loc:{x}" for x in self.locs]
        tags += [lab.lower() for lab in TAG_ORDER if lab in present]
        if "HEALTH_CARD" in present:
            tags += [f"hc:{h}" for h in sorted(self.hc)]
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
