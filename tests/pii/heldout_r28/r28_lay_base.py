"""The walk every round-28 layout shares: header, sections with their rows, questions, sentences, lists of
people and portal logs, then closings. A layout overrides the pieces it writes differently."""

from __future__ import annotations

from r28_items import Ask, Grid, Row, Say, Trail
from r28_sheet import Lit, Sheet, Spread, flat, look, plain

QUOTED = ("phone", "email", "url", "ip", "sin", "ssn", "hc", "dl", "acct", "iban", "card", "code")


def width(value):
    return len(plain(value))


def caps_title(doc):
    return look(doc.title.upper(), "caps_heading")


def words_in(value, open_tag, close_tag, glue):
    """Multi-word Latin names and addresses written word by word inside ``open_tag``/``close_tag`` elements (never
    the two halves of a native-script name and its transliteration)."""
    items = flat(value)
    out = []
    for i, p in enumerate(items):
        paired = (i + 1 < len(items) and items[i + 1] == " (") or (i and items[i - 1] == " (")
        if (
            hasattr(p, "label")
            and p.label in ("PERSON", "ADDRESS")
            and " " in p.text
            and p.text.isascii()
            and not paired
        ):
            out += [Lit(open_tag), Spread(p, glue), Lit(close_tag)]
        else:
            out.append(p)
    return out


class Layout:
    escape = None

    def __init__(self, doc):
        self.doc, self.rng = doc, doc.rng
        self.s = Sheet(self.escape)

    # the walk ---------------------------------------------------------------------------------------------
    def run(self):
        self.head()
        for n, sec in enumerate(self.doc.sections):
            self.open(sec.heading, n)
            for item in sec.items:
                if isinstance(item, Row):
                    self.row(item)
                elif isinstance(item, Ask):
                    self.ask(item)
                elif isinstance(item, Say):
                    self.say(item.pieces)
                elif isinstance(item, Grid):
                    self.grid(item)
                elif isinstance(item, Trail):
                    self.trail(item)
            self.shut(sec.heading, n)
        self.tail()
        return self.s

    def open(self, heading, n):
        pass

    def shut(self, heading, n):
        pass

    def grid(self, g):
        """Lists of people written as rows, one person after another (layouts with tables override this)."""
        for cells in g.rows:
            for head, cell in zip(g.heads, cells, strict=True):
                if plain(cell) != "—":
                    self.row(Row("list", head, cell))

    def trail(self, t):
        self.say([t.head + ":"])
        for line in t.lines:
            self.say(line)


def table_lines(heads, rows, gap="  ", right=False):
    """Aligned header, rule and rows of a plain-text table: a list of lines, each a list of pieces."""
    widths = [max([len(h)] + [width(r[i]) for r in rows]) for i, h in enumerate(heads)]
    out = []

    def cell(value, w):
        pad = " " * (w - width(value))
        return [pad] + flat(value) if right else flat(value) + [pad]

    out.append(
        [gap.join((h.rjust(w) if right else h.ljust(w)) for h, w in zip(heads, widths, strict=True)).rstrip()]
    )
    out.append([gap.join("-" * w for w in widths)])
    for r in rows:
        line = []
        for i, (value, w) in enumerate(zip(r, widths, strict=True)):
            if i:
                line.append(gap)
            line += cell(value, w) if i < len(r) - 1 or right else flat(value)
        out.append(line)
    return out
