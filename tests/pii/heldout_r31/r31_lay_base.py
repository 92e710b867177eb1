"""The walk every round-31 layout shares, and helpers to wrap prose and pad columns without ever splitting a
mark; a layout overrides how each part of a plan is written."""

from __future__ import annotations

import random
import re

from r31_kit import Folio, Mark, Raw, decoy, pieces, plain


def width(value):
    return len(plain(value))


def pad(value, n):
    return " " * max(1, n - width(value))


def units(value):
    """Runs of pieces with no whitespace between them (a break may fall only between two runs)."""
    out, cur, glue = [], [], False
    for p in pieces(value):
        if isinstance(p, Mark) or isinstance(p, Raw):
            cur.append(p)
            glue = isinstance(p, Mark) and p.label == "PERSON"
            continue
        if glue and p.startswith(" ("):  # a name and its transliteration stay on one line
            cur.append(" ")
            p = p[1:]
        glue = False
        for i, tok in enumerate(re.split(r"(\s+)", str(p))):
            if i % 2:
                if cur:
                    out.append(cur)
                cur = []
            elif tok:
                cur.append(tok)
    if cur:
        out.append(cur)
    return out


def wrap(value, size):
    """Lines (lists of pieces) of at most ``size`` characters where the words allow."""
    lines, cur, n = [], [], 0
    for u in units(value):
        w = width(u)
        if cur and n + 1 + w > size:
            lines.append(cur)
            cur, n = [], 0
        if cur:
            cur.append(" ")
            n += 1
        cur.extend(u)
        n += w
    if cur:
        lines.append(cur)
    return lines


def cells(row, widths, gap):
    """A table row: every cell but the last padded to its column's width plus ``gap``."""
    last = len(row) - 1
    return [[c, pad(c, w + gap)] if i < last else c for i, (c, w) in enumerate(zip(row, widths, strict=True))]


def col_widths(cols, rows):
    return [max(width(c), *(width(r[i]) for r in rows)) for i, c in enumerate(cols)]


class Form:
    name = ""
    escape = None
    modes = (0.55, 0.2, 0.25)

    def __init__(self, doc, seed):
        self.doc = doc
        self.rng = random.Random(seed + "|form")
        self.f = Folio(self.escape)
        self.lang = doc["lang"]

    def title(self):
        t = self.doc["title"]
        return decoy(t.upper(), "caps_heading") if self.doc["caps"] else t

    def run(self):
        d = self.doc
        self.begin()
        for label, value in d["head"]:
            self.head(label, value)
        self.prose(d["opening"], "opening")
        for part in d["parties"]:
            self.party(part)
            for item in part["items"]:
                if item[0] == "row":
                    self.row(item[1], item[2], item[3])
                elif item[0] == "ask":
                    self.ask(item[1], item[2])
                else:
                    self.say(item[1])
            self.party_end()
        if d["kin"]:
            self.table(d["kin"]["heading"], d["kin"]["cols"], d["kin"]["rows"], "kin")
        if d["follow"]:
            self.follow(d["follow_head"], d["follow"])
        self.prose(d["story"], "story")
        if d["log"]:
            self.table(d["log"]["heading"], d["log"]["cols"], d["log"]["rows"], "log")
        self.close(d["close"])
        self.end()
        return self.f

    # defaults a layout may keep
    def follow(self, heading, pairs):
        self.heading(heading)
        for q, a in pairs:
            self.ask(q, a)

    def party_end(self):
        pass

    def heading(self, text):
        self.f.line(text)


class Lines:
    """Lines of a nested literal held back until the end, so that a separator can follow every element but
    the last (``item`` adds the comma to the line before when the block already has an element)."""

    def __init__(self, sep=","):
        self.lines: list[list] = []
        self.counts = [0]
        self.sep = sep

    def item(self, value):
        if self.counts[-1]:
            self.lines[-1].append(Raw(self.sep))
        self.counts[-1] += 1
        self.lines.append([value])

    def open(self, value):
        self.item(value)
        self.counts.append(0)

    def close(self, value):
        self.counts.pop()
        self.lines.append([value])

    def flush(self, folio):
        for line in self.lines:
            folio.line(line)
