"""Round-28 plain-text layouts: a thermal receipt tape, a lettered outline brief, a typescript with captions
written after or under each value, and an interlinear certified translation."""

from __future__ import annotations

from r28_items import Row
from r28_labels import FIELDS, wording
from r28_lay_base import Layout, caps_title, table_lines, width
from r28_sheet import flat, plain

ROMAN = "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX".split()
LANG_NAMES = {
    "en": "English",
    "fr": "French",
    "es": "Spanish",
    "de": "German",
    "it": "Italian",
    "nl": "Dutch",
    "pt": "Portuguese",
    "sv": "Swedish",
}


def letter(k):
    return chr(65 + k) if k < 26 else chr(64 + k // 26) + chr(65 + k % 26)


class ReceiptTape(Layout):
    """A narrow till-roll printout: dot leaders, labels over their values, a narrow table, a tear-off footer."""

    W = 44

    def head(self):
        s, d = self.s, self.doc
        s.ln("*" * self.W)
        t = caps_title(d)
        s.ln([" " * max(0, (self.W - len(t.text)) // 2), t])
        s.ln(" " * max(0, (self.W - len(d.office)) // 2) + d.office)
        s.ln("*" * self.W)
        for r in d.meta:
            self.leader(r.label, r.value)
        s.ln("-" * self.W)

    def leader(self, lab, value):
        self.s.ln([lab, "." * max(3, self.W - len(lab) - width(value)), *flat(value)])

    def open(self, heading, n):
        self.s.ln(f"[ {heading.upper()} ]")

    def shut(self, heading, n):
        self.s.ln("-" * self.W)

    def row(self, r):
        if self.rng.random() < (0.5 if r.field == "dob" else 0.3):
            self.s.ln(f"{r.label}:")
            self.s.ln(["    ", *flat(r.value)])
        else:
            self.leader(r.label, r.value)

    def ask(self, a):
        self.s.ln(["? ", *flat(a.question)])
        self.s.ln(["> ", *flat(a.value)])

    def say(self, pieces):
        self.s.ln(["* ", *flat(pieces)])

    def grid(self, g):
        self.s.ln()
        for line in table_lines(g.heads, g.rows):
            self.s.ln(line)
        self.s.ln()

    def trail(self, t):
        self.s.ln(f"# {t.head}")
        for line in t.lines:
            self.s.ln(["  ", *flat(line)])

    def tail(self):
        for c in self.doc.closings:
            self.s.ln(c)
        self.s.ln("*** END OF SLIP - KEEP FOR YOUR RECORDS ***")


class OutlineBrief(Layout):
    """Roman-numbered parts with lettered items: a label beside its value, a bracketed blank, a label over an
    indented value, Q./R. pairs and sentences; each listed person is one lettered item."""

    def head(self):
        s, d = self.s, self.doc
        s.ln(caps_title(d))
        s.ln(d.office)
        s.ln()
        s.ln(f"I. {d.list_head}")
        for k, r in enumerate(d.meta):
            s.ln([f"   {letter(k)}. {r.label}: ", *flat(r.value)])

    def open(self, heading, n):
        self.k = 0
        self.s.ln(f"{ROMAN[n + 1]}. {heading}")

    def item(self):
        self.k += 1
        return f"   {letter(self.k - 1)}. "

    def row(self, r):
        x = self.rng.random()
        if x < 0.36:
            self.s.ln([self.item(), f"{r.label}: ", *flat(r.value)])
        elif x < 0.7:
            self.s.ln([self.item(), f"{r.label} [__ ", *flat(r.value), " __]"])
        else:
            self.s.ln([self.item(), f"{r.label} —"])
            self.s.ln(["         ", *flat(r.value)])

    def ask(self, a):
        self.s.ln([self.item(), "Q. ", *flat(a.question)])
        self.s.ln(["      R. ", *flat(a.value)])

    def say(self, pieces):
        self.s.ln([self.item(), *flat(pieces)])

    def grid(self, g):
        """Each listed person: a one-line item, or the name followed by one lettered item per value."""
        for cells in g.rows:
            if self.rng.random() < 0.4:
                line = [self.item()]
                for i, (head, cell) in enumerate(zip(g.heads, cells, strict=True)):
                    line += (["; "] if i else []) + [f"{head}: ", *flat(cell)]
                self.s.ln(line)
                continue
            self.s.ln([self.item(), f"{g.heads[0]}: ", *flat(cells[0])])
            for head, cell in zip(g.heads[1:], cells[1:], strict=True):
                if plain(cell) != "—":
                    self.row(Row("list", head, cell))

    def trail(self, t):
        self.s.ln([self.item(), f"{t.head}:"])
        for line in t.lines:
            self.s.ln(["      · ", *flat(line)])

    def tail(self):
        self.s.ln()
        for c in self.doc.closings:
            self.s.ln(c)


class CaptionTypescript(Layout):
    """Values typed first, each followed by its caption: on the same line after an arrow, or on the line under
    it after an overline as long as the value; lists in a box-drawn table."""

    def head(self):
        s, d = self.s, self.doc
        s.ln(caps_title(d))
        s.ln(d.office)
        s.ln("═" * 50)
        for r in d.meta:
            s.ln(["  ", *flat(r.value), "   ‹ ", r.label])

    def open(self, heading, n):
        self.s.ln()
        self.s.ln(f"§ {heading}")

    def row(self, r):
        if self.rng.random() < 0.5:
            self.s.ln(["    ", *flat(r.value), "   ‹ ", r.label])
        else:
            self.s.ln(["    ", *flat(r.value)])
            self.s.ln(["    ", "‾" * width(r.value), " ", r.label])

    def ask(self, a):
        self.s.ln(["    Question — ", *flat(a.question)])
        self.s.ln(["    Answer — ", *flat(a.value)])

    def say(self, pieces):
        self.s.ln(["    ", *flat(pieces)])

    def grid(self, g):
        widths = [max([len(h)] + [width(r[i]) for r in g.rows]) for i, h in enumerate(g.heads)]
        s = self.s
        s.ln("    ╔" + "╤".join("═" * (w + 2) for w in widths) + "╗")
        s.ln("    ║ " + " │ ".join(h.ljust(w) for h, w in zip(g.heads, widths, strict=True)) + " ║")
        s.ln("    ╟" + "┼".join("─" * (w + 2) for w in widths) + "╢")
        for cells in g.rows:
            line = ["    ║ "]
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True)):
                line += ([" │ "] if i else []) + flat(cell) + [" " * (w - width(cell))]
            s.ln(line + [" ║"])
        s.ln("    ╚" + "╧".join("═" * (w + 2) for w in widths) + "╝")

    def trail(self, t):
        self.s.ln(f"    ⌁ {t.head}")
        for line in t.lines:
            self.s.ln(["      ", *flat(line)])

    def tail(self):
        self.s.ln()
        for c in self.doc.closings:
            self.s.ln(c)


class InterlinearTranslation(Layout):
    """A certified translation: each labelled line of the original followed by its gloss in the other
    language (the value repeated), questions and answers, untranslated paragraphs and tables."""

    def head(self):
        s, d = self.s, self.doc
        s.ln(
            f"Certified translation: {LANG_NAMES[d.lang]} original, {LANG_NAMES.get(d.lang2, 'English')} gloss"
        )
        s.ln(caps_title(d))
        s.ln(d.office)
        for r in d.meta:
            s.ln(["  ", r.label, " ⁞ ", *flat(r.value)])

    def open(self, heading, n):
        self.s.ln(f"===== {heading} =====")

    def row(self, r):
        self.s.ln(["  ", r.label, " ⁞ ", *flat(r.value)])
        d = self.doc
        if d.lang2 in LANG_NAMES and r.field in FIELDS and self.rng.random() < 0.75:
            self.s.ln(["  ⤷ ", self.rng.choice(wording(r.field, d.lang2)), " ⁞ ", *flat(r.value)])

    def ask(self, a):
        self.s.ln(["  Q ⁞ ", *flat(a.question)])
        self.s.ln(["  R ⁞ ", *flat(a.value)])

    def say(self, pieces):
        self.s.ln(["  ¶ ", *flat(pieces)])

    def grid(self, g):
        for line in table_lines(g.heads, g.rows, gap="   "):
            self.s.ln(["  ", *line])

    def trail(self, t):
        self.s.ln(f"  ⌁ {t.head}")
        for line in t.lines:
            self.s.ln(["    ", *flat(line)])

    def tail(self):
        self.s.ln("Translator's declaration: the above is a true and complete rendering of the original.")
        for c in self.doc.closings:
            self.s.ln(c)


TEXT = {
    "thermal_receipt_tape": ReceiptTape,
    "lettered_outline_brief": OutlineBrief,
    "caption_after_value_typescript": CaptionTypescript,
    "interlinear_certified_translation": InterlinearTranslation,
}
