"""Round-28 document items: labelled rows, questions with their answers, sentences, lists of people, portal
logs, sections and the document itself, and the template filling every sentence goes through."""

from __future__ import annotations

from r28_sheet import Tok, plain


class Row:
    __slots__ = ("field", "label", "value")

    def __init__(self, field, lab, value):
        self.field, self.label, self.value = field, lab, value


class Ask:
    __slots__ = ("field", "question", "value")

    def __init__(self, field, question, value):
        self.field, self.question, self.value = field, question, value


class Say:
    __slots__ = ("pieces",)

    def __init__(self, pieces):
        self.pieces = capital(pieces)


class Grid:
    __slots__ = ("heads", "rows")

    def __init__(self, heads, rows):
        self.heads, self.rows = heads, rows


class Trail:
    __slots__ = ("head", "lines")

    def __init__(self, head, lines):
        self.head, self.lines = head, lines


class Section:
    __slots__ = ("heading", "items")

    def __init__(self, heading, items):
        self.heading, self.items = heading, items


class Doc:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def template(text, fill):
    """Pieces of ``text`` with each ``{slot}`` replaced by ``fill(slot)`` (no doubled full stop after a value
    that already ends with one)."""
    out, i = [], 0
    while i < len(text):
        j = text.find("{", i)
        if j < 0:
            out.append(text[i:])
            break
        if j > i:
            out.append(text[i:j])
        k = text.index("}", j)
        out.extend(fill(text[j + 1 : k]))
        i = k + 1
    clean = []
    for p in out:
        if isinstance(p, str) and p.startswith(".") and clean and plain(clean[-1]).endswith("."):
            p = p[1:]
        if p != "":
            clean.append(p)
    return clean


def capital(pieces):
    """A sentence whose first letter is a capital."""
    if not pieces:
        return pieces
    first = pieces[0]
    text = plain(first)
    if not text or not text[0].islower():
        return pieces
    fixed = text[0].upper() + text[1:]
    return [first.with_text(fixed) if isinstance(first, Tok) else fixed] + list(pieces[1:])
