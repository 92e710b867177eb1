"""The walk every round-29 layout shares: a layout overrides how each part is written."""

from __future__ import annotations

import random

from r29_kit import Folio, alike, pieces, visible


def width(value):
    return len(visible(value))


class Shape:
    name = ""
    escape = None

    def __init__(self, doc, seed):
        self.doc = doc
        self.rng = random.Random(seed + "|shape")
        self.f = Folio(self.escape)
        self.lang = doc["lang"]

    def title(self):
        t = self.doc["title"]
        return alike(t.upper(), "caps_heading") if self.rng.random() < 0.8 else t

    def run(self):
        self.begin()
        for label, value in self.doc["head"]:
            self.head(label, value)
        for n, part in enumerate(self.doc["parties"], 1):
            self.party(n, part["heading"])
            items = [("row", r) for r in part["rows"]] + [("qa", q) for q in part["qa"]]
            for what, item in items:
                if what == "row":
                    self.row(*item)
                else:
                    self.question(*item)
            for s in part["said"]:
                self.sentence(s)
            self.party_end(n)
        if self.doc["table"]:
            self.table(self.doc["table"]["cols"], self.doc["table"]["rows"])
        for q, a in self.doc["qa_about"]:
            self.question(q, a)
        self.story_begin()
        for s in self.doc["story"]:
            self.sentence(s)
        if self.doc["log"]:
            self.log(self.doc["log"])
        for c in self.doc["close"]:
            self.closing(c)
        self.end()
        return self.f

    # defaults, overridden per layout
    def begin(self):
        self.f.line(self.title())

    def head(self, label, value):
        self.f.line([label, ": ", value])

    def party(self, n, heading):
        self.f.line()
        self.f.line(heading)

    def party_end(self, n):
        pass

    def story_begin(self):
        self.f.line()

    def log(self, entries):
        for e in entries:
            self.f.line(e)

    def closing(self, c):
        self.f.line(c)

    def end(self):
        pass

    def cells(self, cols, rows):
        """Column widths for a padded table."""
        return [max(width(c), *(width(r[i]) for r in rows)) + 2 for i, c in enumerate(cols)]

    def padded(self, cols, rows, rule="-", indent=""):
        ws = self.cells(cols, rows)
        self.f.line(indent + "".join(c.ljust(w) for c, w in zip(cols, ws, strict=True)).rstrip())
        self.f.line(indent + "".join((rule * (w - 2)).ljust(w) for w in ws).rstrip())
        for r in rows:
            out = [indent]
            for i, (cell, w) in enumerate(zip(r, ws, strict=True)):
                out.append(cell)
                if i < len(r) - 1:
                    out.append(" " * (w - width(cell)))
            self.f.line(out)


__all__ = ["Shape", "width", "pieces", "visible"]
