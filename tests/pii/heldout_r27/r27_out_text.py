"""Round-27 text layouts: a carbon-copy form with dot leaders and blanks, a stack of index cards with captions
under or after each value, a diarized audio transcript, a pdftotext page with labels above values, and an
sqlite3 shell session (line and box modes)."""

from __future__ import annotations

import re

from r27_out_base import Base, caps_title, cells_width, pad, unique_keys
from r27_page import pieces, visible


class Carbon(Base):
    def head(self):
        self.s.line("COPY 1 — REGISTRY · COPY 2 — PARTY · COPY 3 — FILE")
        self.s.line(caps_title(self.spec))
        self.s.line("=-" * 31 + "=")
        for label, value in self.spec.meta:
            self.s.line([f"  {label} ", "." * max(3, 30 - len(label)), " ", value])

    def field(self, num, label, value):
        if self.rng.random() < 0.65:
            self.s.line([f"  {num} {label} ", "." * max(3, 40 - len(num + label)), " ", value])
        else:
            k = self.rng.randint(3, 8)
            self.s.line([f"  {num} {label}: ", "_" * k, " ", value, " ", "_" * k])

    def rows(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading}")
        for i, (label, value, _) in enumerate(part.items, 1):
            self.field(f"{n}.{i}", label, value)

    def qa(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading}")
        for i, (ask, answer, _) in enumerate(part.items, 1):
            self.s.line([f"  Q{i}. ", ask])
            self.s.line(["      ➜ ", answer])

    def prose(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading}")
        out = []
        for sent in part.items:
            out += [*pieces(sent), " "]
        self.s.line(["    ", *out[:-1]])

    def crowd(self, c):
        self.s.line()
        self.s.line(c.caption)
        heads = ["No."] + c.heads
        rows = [[str(i)] + r for i, r in enumerate(c.rows, 1)]
        widths = cells_width(rows, heads)
        self.s.line("  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True)).rstrip())
        self.s.line("  ".join("-" * w for w in widths))
        for r in rows:
            line = []
            for i, (cell, w) in enumerate(zip(r, widths, strict=True)):
                line += (pad(cell, w) if i < len(r) - 1 else pieces(cell)) + (
                    ["  "] if i < len(r) - 1 else []
                )
            self.s.line(line)

    def paras(self, paras):
        self.s.line()
        for p in paras:
            self.s.line(p)

    def log(self, lines):
        self.s.line()
        for ln in lines:
            self.s.line(["  · ", ln])

    def close(self, lines):
        self.s.line()
        for ln in lines:
            self.s.line(ln)


class Cards(Base):
    RULE = ".------------------------------------------------------."
    END = "'------------------------------------------------------'"

    def head(self):
        self.s.line(["INDEX CARDS · ", caps_title(self.spec)])
        for label, value in self.spec.meta:
            self.s.line([label, ": ", value])
        self.count = len(self.spec.parts) + (len(self.spec.crowd.rows) if self.spec.crowd else 0)
        self.n = 0

    def card(self, heading):
        self.n += 1
        self.s.line(self.RULE)
        self.s.line(f"| CARD {self.n} of {self.count} · {heading}")

    def pair(self, label, value):
        if self.rng.random() < 0.55:
            self.s.line(["| ", value])
            self.s.line(f"|     ^ {label}")
        else:
            self.s.line(["| ", value, "  ‹ ", label])

    def rows(self, part, n):
        self.card(part.heading)
        for label, value, _ in part.items:
            self.pair(label, value)
        self.s.line(self.END)

    def qa(self, part, n):
        self.card(part.heading)
        for ask, answer, _ in part.items:
            self.s.line(["| » ", ask])
            self.s.line(["| « ", answer])
        self.s.line(self.END)

    def prose(self, part, n):
        self.card(part.heading)
        for sent in part.items:
            self.s.line(["| ", sent])
        self.s.line(self.END)

    def crowd(self, c):
        for row in c.rows:
            self.card(c.caption)
            for head, cell in zip(c.heads, row, strict=True):
                self.pair(head, cell)
            self.s.line(self.END)

    def paras(self, paras):
        for p in paras:
            self.s.line(p)

    def log(self, lines):
        for ln in lines:
            self.s.line(["log: ", ln])

    def close(self, lines):
        for ln in lines:
            self.s.line(ln)


class Diarized(Base):
    def head(self):
        self.t = self.rng.uniform(1.0, 9.0)
        self.s.line(
            f"# diarization · {len(self.spec.parts) + 1} speakers · source: room_{self.rng.randint(2, 19)}_channel_a.wav"
        )
        self.s.line(["# ", self.spec.title])
        for label, value in self.spec.meta:
            self.say(0, [label, " ", value, "."])

    def say(self, spk, value):
        a = self.t
        self.t += self.rng.uniform(1.5, 9.0)
        ts = f"[{int(a // 60):02d}:{a % 60:06.3f} → {int(self.t // 60):02d}:{self.t % 60:06.3f}]"
        self.s.line([f"{ts} SPK_{spk}: ", value])

    def rows(self, part, n):
        self.say(0, [part.heading, "."])
        for label, value, _ in part.items:
            self.say(0, ["For the record — ", label, ": ", value, "."])

    def qa(self, part, n):
        for ask, answer, _ in part.items:
            self.say(0, ask)
            self.say(min(n, 2), answer)

    def prose(self, part, n):
        for sent in part.items:
            self.say(0, sent)

    def crowd(self, c):
        self.say(0, [c.caption, "."])
        for row in c.rows:
            out = ["Listed — "]
            for i, (head, cell) in enumerate(zip(c.heads, row, strict=True)):
                out += ([] if i == 0 else ["; "]) + [head, ": ", cell]
            self.say(0, out + ["."])

    def paras(self, paras):
        for p in paras:
            self.say(0, p)

    def log(self, lines):
        for ln in lines:
            self.say(0, ["Portal entry — ", ln])

    def close(self, lines):
        for ln in lines:
            self.say(0, ln)
        self.s.line("[end of diarized segment]")


class PdfText(Base):
    def head(self):
        title = caps_title(self.spec)
        self.s.line([" " * max(0, (78 - len(title.text)) // 2), title])
        self.s.line("Page 1 of 2")
        for label, value in self.spec.meta:
            self.s.line([label, ": ", value])

    def rows(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading.upper()}")
        items = list(part.items)
        while items:
            pair, items = items[:2], items[2:]
            if len(pair) == 2 and self.rng.random() < 0.6:
                (l1, v1, _), (l2, v2, _) = pair
                w = max(len(l1), len(visible(v1))) + 4
                self.s.line(["   ", l1.ljust(w), l2])
                self.s.line(["   ", *pad(v1, w), v2])
            else:
                for label, value, _ in pair:
                    self.s.line(["   ", label])
                    self.s.line(["   ", value])

    def qa(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading.upper()}")
        for ask, answer, _ in part.items:
            self.s.line(["   Q: ", ask])
            self.s.line(["   A: ", answer])

    def prose(self, part, n):
        self.s.line()
        self.s.line(f"PART {n} — {part.heading.upper()}")
        out = []
        for sent in part.items:
            out += [*pieces(sent), " "]
        self.s.line(["   ", *out[:-1]])

    def crowd(self, c):
        self.s.line()
        self.s.line(c.caption)
        widths = cells_width(c.rows, c.heads)
        self.s.line("   " + "   ".join(h.ljust(w) for h, w in zip(c.heads, widths, strict=True)).rstrip())
        self.s.line("   " + "   ".join("-" * w for w in widths))
        for r in c.rows:
            line = ["   "]
            for i, (cell, w) in enumerate(zip(r, widths, strict=True)):
                line += pad(cell, w) + ["   "] if i < len(r) - 1 else pieces(cell)
            self.s.line(line)

    def paras(self, paras):
        self.s.line("\f")
        self.s.line("Page 2 of 2")
        for p in paras:
            self.s.line(p)

    def log(self, lines):
        self.s.line()
        for ln in lines:
            self.s.line(ln)

    def close(self, lines):
        self.s.line()
        for ln in lines:
            self.s.line(ln)


class Sqlite(Base):
    def head(self):
        self.s.line("SQLite version 3.45.1 2024-01-30 16:01:20")
        self.s.line('Enter ".help" for usage hints.')
        self.s.line("sqlite> .mode line")
        self.s.line("sqlite> SELECT * FROM filing;")
        self.record(
            [
                (k, v)
                for k, (_, v) in zip(unique_keys([m[0] for m in self.spec.meta]), self.spec.meta, strict=True)
            ]
        )

    def record(self, pairs):
        width = max(len(k) for k, _ in pairs)
        for k, v in pairs:
            self.s.line([k.rjust(width), " = ", v])

    def rows(self, part, n):
        self.s.line(f"sqlite> SELECT * FROM party WHERE seq = {n};")
        keys = unique_keys([label for label, _, _ in part.items])
        self.record(
            [("role", [part.heading])] + [(k, v) for k, (_, v, _) in zip(keys, part.items, strict=True)]
        )

    def qa(self, part, n):
        self.s.line(f"sqlite> SELECT question, answer FROM interview WHERE party = {n};")
        for i, (ask, answer, _) in enumerate(part.items):
            if i:
                self.s.line()
            self.record([("question", ask), ("answer", answer)])

    def prose(self, part, n):
        self.s.line(f"sqlite> SELECT note FROM statement WHERE party = {n};")
        for i, sent in enumerate(part.items):
            if i:
                self.s.line()
            self.s.line(["note = ", sent])

    def crowd(self, c):
        self.s.line("sqlite> .mode box")
        self.s.line("sqlite> SELECT * FROM household;")
        heads = unique_keys(c.heads)
        widths = cells_width(c.rows, heads)
        self.s.line("┌" + "┬".join("─" * (w + 2) for w in widths) + "┐")
        self.s.line("│" + "│".join(f" {h.center(w)} " for h, w in zip(heads, widths, strict=True)) + "│")
        self.s.line("├" + "┼".join("─" * (w + 2) for w in widths) + "┤")
        for r in c.rows:
            line = ["│"]
            for cell, w in zip(r, widths, strict=True):
                line += [" ", *pad(cell, w), " │"]
            self.s.line(line)
        self.s.line("└" + "┴".join("─" * (w + 2) for w in widths) + "┘")

    def paras(self, paras):
        self.s.line("sqlite> .mode list")
        self.s.line("sqlite> SELECT body FROM remarks;")
        for p in paras:
            self.s.line(p)

    def log(self, lines):
        self.s.line("sqlite> SELECT * FROM portal_log;")
        for ln in lines:
            self.s.line([re.sub(r"^\s+|\s+$", "|", p) if type(p) is str else p for p in pieces(ln)])

    def close(self, lines):
        self.s.line("sqlite> SELECT line FROM footer;")
        for ln in lines:
            self.s.line(ln)
        self.s.line("sqlite> .quit")


TEXT = {
    "carbon_copy_leader_form": Carbon,
    "index_card_caption_stack": Cards,
    "diarized_audio_transcript": Diarized,
    "pdftotext_layout_page": PdfText,
    "sqlite_shell_session": Sqlite,
}
