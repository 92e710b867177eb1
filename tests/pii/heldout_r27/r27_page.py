"""A round-27 case while a layout writes it. Gold marks carry a ``label``, look-alikes carry a ``kind``; every
offset comes from the running length of the buffer, never from a search afterwards."""

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
    """A marked stretch of text. ``where`` is a person's locale (names) or a card's province (health cards)."""

    __slots__ = ("text", "label", "kind", "where", "field")

    def __init__(self, text, label=None, kind=None, where=None, field=None):
        if not text or text != text.strip():
            raise ValueError(f"mark with outer whitespace: {text!r}")
        self.text, self.label, self.kind, self.where, self.field = text, label, kind, where, field

    def again(self, text):
        return Mark(text, self.label, self.kind, self.where, self.field)


class Raw(str):
    """Layout syntax: written unescaped."""


class Split:
    """A marked name or address whose words sit in separate markup elements joined by ``joint``."""

    __slots__ = ("mark", "joint")

    def __init__(self, mark, joint):
        self.mark, self.joint = mark, joint


def gold(text, label, where=None, field=None):
    return Mark(text, label=label, where=where, field=field)


def fake(text, kind):
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
        out.append(v.text if isinstance(v, Mark) else v.mark.text if isinstance(v, Split) else str(v))
    return "".join(out)


def capitals(value):
    out = []
    for v in pieces(value):
        if isinstance(v, Mark):
            out.append(v.again(v.text.upper()))
        elif isinstance(v, Split) or type(v) is Raw:
            out.append(v)
        else:
            out.append(v.upper())
    return out


def holds(value, label):
    return any(isinstance(v, Mark) and v.label == label for v in pieces(value))


def split_words(value, joint):
    """Names and addresses written word by word (only multi-word Latin marks)."""
    out = []
    for v in pieces(value):
        if isinstance(v, Mark) and v.label in ("PERSON", "ADDRESS") and " " in v.text and v.text.isascii():
            out.append(Split(v, joint))
        else:
            out.append(v)
    return out


class Sheet:
    def __init__(self, escape=None):
        self._buf: list[str] = []
        self.n = 0
        self.golds: list[dict] = []
        self.fakes: list[dict] = []
        self.locs: list[str] = []
        self.provs: set[str] = set()
        self.escape = escape or (lambda s: s)

    def _add(self, s):
        self._buf.append(s)
        self.n += len(s)

    def _note(self, m, start):
        if m.label:
            self.golds.append({"start": start, "end": self.n, "label": m.label})
            if m.label == "HEALTH_CARD":
                self.provs.add(m.where)
            elif m.where and m.where not in self.locs:
                self.locs.append(m.where)
        else:
            self.fakes.append({"start": start, "end": self.n, "kind": m.kind})

    def w(self, value, escape=None):
        escape = escape or self.escape
        for v in pieces(value):
            if type(v) is Raw:
                self._add(str(v))
            elif isinstance(v, Split):
                start = self.n
                for i, word in enumerate(v.mark.text.split(" ")):
                    if i:
                        self._add(v.joint)
                    self._add(escape(word))
                self._note(v.mark, start)
            elif isinstance(v, Mark):
                t = escape(v.text)
                if t != t.strip():
                    raise ValueError(f"escaped mark with outer whitespace: {t!r}")
                start = self.n
                self._add(t)
                self._note(v, start)
            else:
                self._add(escape(v))

    def line(self, value=None, escape=None):
        if value is not None:
            self.w(value, escape)
        self._add("\n")

    def text(self):
        return "".join(self._buf).rstrip("\n")

    def case(self, cid, kind, shape, jur):
        text = self.text()
        marks = self.golds + self.fakes
        order = sorted((m["start"], m["end"]) for m in marks)
        for (_, end), (start, _) in zip(order, order[1:], strict=False):
            if end > start:
                raise ValueError(f"{cid}: overlapping marks")
        for m in marks:
            s, e = m["start"], m["end"]
            left = text[s - 1] if s else " "
            right = text[e] if e < len(text) else " "
            if (left.isalnum() and text[s].isalnum()) or (right.isalnum() and text[e - 1].isalnum()):
                raise ValueError(f"{cid}: mark cuts a word: {text[max(0, s - 15) : e + 15]!r}")
        present = {m["label"] for m in self.golds}
        tags = [f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"]
        if "PERSON" in present:
            tags += [f"loc:{x}" for x in self.locs]
        tags += [lab.lower() for lab in LABEL_ORDER if lab in present]
        if "HEALTH_CARD" in present:
            tags += [f"hc:{p}" for p in sorted(self.provs)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.fakes:
            tags.append("has_decoys")
        return {
            "id": cid,
            "tags": tags,
            "text": text,
            "spans": sorted(self.golds, key=lambda m: m["start"]),
            "decoys": sorted(self.fakes, key=lambda m: m["start"]),
        }
