"""Marks, values and the document writer (every offset comes from the running length)."""

from __future__ import annotations

from dataclasses import dataclass


class R(str):
    """Markup written as is (never passed through the layout's encoder)."""


@dataclass(frozen=True)
class Mark:
    text: str
    label: str  # a span label, or a decoy kind
    span: bool


@dataclass(frozen=True)
class Chg:
    """A changed value in a comparison (old, new); layouts other than the redline write only the new one."""

    old: object
    new: object


def S(text: str, label: str) -> Mark:
    return Mark(text, label, True)


def D(text: str, kind: str) -> Mark:
    return Mark(text, kind, False)


def items(value) -> list:
    """A value as a flat list of strings and marks (a Chg keeps its new side)."""
    if value is None:
        return []
    if isinstance(value, (str, Mark)):
        return [value]
    if isinstance(value, Chg):
        return items(value.new)
    out = []
    for v in value:
        out.extend(items(v))
    return out


def plain(value) -> str:
    return "".join(it.text if isinstance(it, Mark) else it for it in items(value))


def words(value) -> list[list]:
    """Split a value into unbreakable words; marks stay whole and `(`-words stick to the word before."""
    out: list[list] = []
    cur: list = []
    for it in items(value):
        if isinstance(it, Mark):
            cur.append(it)
            continue
        parts = it.split(" ")
        for i, part in enumerate(parts):
            if i:
                if cur:
                    out.append(cur)
                cur = []
            if part:
                cur.append(part)
    if cur:
        out.append(cur)
    glued: list[list] = []
    for w in out:
        first = w[0]
        starts_paren = isinstance(first, str) and first.startswith("(")
        if glued and starts_paren:
            glued[-1] = glued[-1] + [" "] + w
        else:
            glued.append(w)
    return glued


def wrap(value, width: int) -> list[list]:
    """Greedy wrap to `width` columns; a mark or a `NAME (Name)` pair is never split."""
    lines: list[list] = []
    cur: list = []
    n = 0
    for w in words(value):
        size = len(plain(w))
        if cur and n + 1 + size > width:
            lines.append(cur)
            cur, n = [], 0
        if cur:
            cur.append(" ")
            n += 1
        cur.extend(w)
        n += size
    if cur:
        lines.append(cur)
    return lines or [[]]


class Doc:
    """Writes strings and marks; `enc` rewrites literal text and marks alike (escapes)."""

    def __init__(self, enc=None):
        self.parts: list[str] = []
        self.n = 0
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.enc = enc or (lambda s: s)

    def raw(self, text: str) -> None:
        self.parts.append(text)
        self.n += len(text)

    def w(self, *values) -> None:
        for value in values:
            for it in items(value):
                if isinstance(it, Mark):
                    t = self.enc(it.text)
                    if not t or t != t.strip():
                        raise ValueError(f"mark with outer whitespace: {t!r}")
                    if it.span:
                        self.spans.append({"start": self.n, "end": self.n + len(t), "label": it.label})
                    else:
                        self.decoys.append({"start": self.n, "end": self.n + len(t), "kind": it.label})
                    self.raw(t)
                else:
                    self.raw(it if isinstance(it, R) else self.enc(it))

    def mk(self, *args) -> None:
        """Markup line: top-level strings (and lists of them at the top of a nested list) are written as is;
        values come wrapped in a list and pass through the encoder."""
        for a in args:
            if isinstance(a, str):
                self.raw(a)
            elif (
                isinstance(a, list)
                and a
                and all(isinstance(x, str) for x in a[::2])
                and len(a) == 3
                and isinstance(a[0], str)
                and isinstance(a[2], str)
            ):
                self.raw(a[0])
                self.w(a[1])
                self.raw(a[2])
            else:
                self.w(a)
        self.raw("\n")

    def line(self, *values) -> None:
        self.w(*values)
        self.raw("\n")

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def case(self, tags_head: list[str], locs: set[str], hc: set[str]) -> dict:
        text = self.text.rstrip("\n")
        marks = self.spans + self.decoys
        for m in marks:
            a, b = m["start"], m["end"]
            if b > len(text):
                raise ValueError("mark past the end")
            if a and text[a - 1].isalnum() and text[a].isalnum():
                raise ValueError(f"mark cuts a word: {text[a - 1 : b]!r}")
            if b < len(text) and text[b].isalnum() and text[b - 1].isalnum():
                raise ValueError(f"mark cuts a word: {text[a : b + 1]!r}")
        ordered = sorted((m["start"], m["end"]) for m in marks)
        for (_, e), (s, _) in zip(ordered, ordered[1:], strict=False):
            if e > s:
                raise ValueError("overlapping marks")
        labels = sorted({m["label"] for m in self.spans})
        tags = list(tags_head)
        if "PERSON" in labels:
            tags += [f"loc:{loc}" for loc in sorted(locs)]
        tags += [lab.lower() for lab in labels]
        if "HEALTH_CARD" in labels:
            tags += [f"hc:{h}" for h in sorted(hc)]
        if not text.isascii():
            tags.append("non_ascii")
        if self.decoys:
            tags.append("has_decoys")
        spans = sorted(self.spans, key=lambda m: m["start"])
        decoys = sorted(self.decoys, key=lambda m: m["start"])
        return {"tags": tags, "text": text, "spans": spans, "decoys": decoys}
