"""The walk every round-30 layout shares; a layout overrides how each part of an outline is written."""

from __future__ import annotations

import random

from r30_kit import Sheaf, decoy, flat, shown
from r30_phrases import FOLLOW_HEAD, STORY_HEAD


def width(value):
    return len(shown(value))


def pad(value, n):
    return " " * max(1, n - width(value))


class Form:
    name = ""
    escape = None

    def __init__(self, doc, seed):
        self.doc = doc
        self.rng = random.Random(seed + "|form")
        self.s = Sheaf(self.escape)
        self.lang = doc["lang"]

    def title(self):
        t = self.doc["title"]
        return decoy(t.upper(), "caps_heading") if self.rng.random() < 0.75 else t

    def run(self):
        d = self.doc
        self.begin()
        for label, value in d["head"]:
            self.head(label, value)
        for n, part in enumerate(d["parties"], 1):
            self.party(n, part["heading"])
            for item in part["items"]:
                if item[0] == "row":
                    self.row(item[2], item[3])
                elif item[0] == "qa":
                    self.ask(item[1], item[2])
                else:
                    self.say(item[1])
            self.end_party(n)
        if d["table"]:
            t = d["table"]
            self.table(t["heading"], t["cols"], t["rows"])
        if d["follow"]:
            self.section(FOLLOW_HEAD[self.lang])
            for q, v in d["follow"]:
                self.ask(q, v)
            self.end_section()
        self.section(STORY_HEAD[self.lang])
        for s in d["story"]:
            self.say(s)
        self.end_section()
        if d["log"]:
            t = d["log"]
            self.table(t["heading"], t["cols"], t["rows"], log=True)
        self.closings(d["close"])
        self.end()
        return self.s

    # defaults a layout may keep
    def end_party(self, n):
        pass

    def section(self, heading):
        self.party(0, heading)

    def end_section(self):
        self.end_party(0)

    def closings(self, rows):
        for label, value in rows:
            self.head(label, value)

    def end(self):
        pass


def cells(rows):
    """Every cell of a table flattened to pieces (for widths)."""
    return [[flat(c) for c in r] for r in rows]


def col_widths(cols, rows, gap=2):
    ws = [width(c) for c in cols]
    for r in rows:
        for i, c in enumerate(r):
            ws[i] = max(ws[i], width(c))
    return [w + gap for w in ws]
