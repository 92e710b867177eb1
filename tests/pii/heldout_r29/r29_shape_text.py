"""Round-29 plain-text layouts: a dotted-leader ledger with bracketed blanks, values stacked over their captions,
ruled grids, numbered transcript lines and a SQL*Plus spool."""

from __future__ import annotations

from r29_shape_base import Shape, width


class BracedFieldLedger(Shape):
    name = "braced_field_ledger"

    def begin(self):
        self.f.line(["⟦ ", self.title(), " ⟧"])
        self.f.line("═" * 48)

    def head(self, label, value):
        self.f.line([label, " " + "." * max(3, 22 - len(label)) + " ", value])

    def party(self, n, heading):
        self.f.line()
        self.f.line(f"§ {n}. {heading}")

    def row(self, field, label, value):
        style = self.rng.random()
        if style < 0.5:
            self.f.line(["  ", label, " " + "." * max(3, 34 - len(label)) + " ", value])
        elif style < 0.8:
            self.f.line(["  ", label, " [ ", value, " ]"])
        else:
            self.f.line(["  ", label, ": ", value])

    def question(self, q, value):
        self.f.line(["  Q› ", q])
        self.f.line(["  A› ", value])

    def sentence(self, s):
        self.f.line(["  ¶ ", s])

    def table(self, cols, rows):
        self.f.line()
        self.padded(cols, rows, "─", "  ")

    def story_begin(self):
        self.f.line()
        self.f.line("§ —")

    def log(self, entries):
        for e in entries:
            self.f.line(["  log| ", e])

    def closing(self, c):
        self.f.line(["— ", c])

    def end(self):
        self.f.line("⟦ end of ledger ⟧")


class StackedCaptionUnderline(Shape):
    name = "stacked_caption_underline"

    def begin(self):
        t = self.title()
        self.f.line(t)
        self.f.line("~" * width(t))

    def head(self, label, value):
        self.f.line(value)
        self.f.line("‾" * width(value) + f" {label}")

    def party(self, n, heading):
        self.f.line()
        self.f.line(f"[{heading}]")

    def row(self, field, label, value):
        style = self.rng.random()
        if style < 0.5:
            self.f.line(["    ", value])
            self.f.line(["    ", "‾" * width(value), " (", label, ")"])
        elif style < 0.8:
            self.f.line(["    ", value, " ◂ ", label])
        else:
            self.f.line(["    ", label, " ▾"])
            self.f.line(["      ", value])

    def question(self, q, value):
        self.f.line(["    (?) ", q])
        self.f.line(["    (→) ", value])

    def sentence(self, s):
        self.f.line(["    ", s])

    def table(self, cols, rows):
        self.f.line()
        self.padded(cols, rows, "═", "    ")

    def closing(self, c):
        self.f.line(["    ", c])
        self.f.line("    " + "‾" * width(c))


class RuledGridRegister(Shape):
    name = "ruled_grid_register"

    def __init__(self, doc, seed):
        super().__init__(doc, seed)
        self.pending = []

    def grid(self, cols, rows):
        ws = [max(width(c), *(width(r[i]) for r in rows)) for i, c in enumerate(cols)]
        border = "+" + "+".join("-" * (w + 2) for w in ws) + "+"
        self.f.line(border)
        self.f.line("| " + " | ".join(c.ljust(w) for c, w in zip(cols, ws, strict=True)) + " |")
        self.f.line(border.replace("-", "="))
        for r in rows:
            out = ["| "]
            for i, (cell, w) in enumerate(zip(r, ws, strict=True)):
                out += [cell, " " * (w - width(cell)) + (" | " if i < len(r) - 1 else " |")]
            self.f.line(out)
        self.f.line(border)

    def flush(self):
        while self.pending:
            chunk, self.pending = self.pending[:3], self.pending[3:]
            self.grid([lab for lab, _ in chunk], [[v for _, v in chunk]])

    def begin(self):
        self.f.line(["REGISTER :: ", self.title()])

    def party(self, n, heading):
        self.f.line()
        self.f.line(f"{n:02d} :: {heading}")

    def row(self, field, label, value):
        self.pending.append((label, value))

    def question(self, q, value):
        self.flush()
        self.f.line(["Q: ", q])
        self.f.line(["R: ", value])

    def sentence(self, s):
        self.flush()
        self.f.line(["» ", s])

    def party_end(self, n):
        self.flush()

    def table(self, cols, rows):
        self.f.line()
        self.grid(list(cols), rows)

    def closing(self, c):
        self.f.line(["-- ", c])


class NumberedLineDeposition(Shape):
    name = "numbered_line_deposition"

    def __init__(self, doc, seed):
        super().__init__(doc, seed)
        self.n, self.page = 0, 1

    def ln(self, value=None):
        self.n += 1
        if self.n > 25:
            self.page += 1
            self.n = 1
            self.f.line(" " * 40 + f"Page {self.page}")
        self.f.line([f"{self.n:>2}  "] + ([value] if value is not None else []))

    def begin(self):
        self.f.line(" " * 40 + "Page 1")
        self.ln(self.title())

    def head(self, label, value):
        self.ln([label, ":  ", value])

    def party(self, n, heading):
        self.ln()
        self.ln(f"EXAMINATION OF THE {heading.upper()}")

    def row(self, field, label, value):
        self.ln(["      ", label, ":  ", value])

    def question(self, q, value):
        self.ln(["  Q.  ", q])
        self.ln(["  A.  ", value, "."])

    def sentence(self, s):
        self.ln(["      ", s])

    def table(self, cols, rows):
        ws = self.cells(cols, rows)
        self.ln("      " + "".join(c.ljust(w) for c, w in zip(cols, ws, strict=True)).rstrip())
        for r in rows:
            out = ["      "]
            for i, (cell, w) in enumerate(zip(r, ws, strict=True)):
                out.append(cell)
                if i < len(r) - 1:
                    out.append(" " * (w - width(cell)))
            self.ln(out)

    def story_begin(self):
        self.ln()

    def log(self, entries):
        for e in entries:
            self.ln(["      [log] ", e])

    def closing(self, c):
        self.ln(["      ", c])


class SqlplusSpoolReport(Shape):
    name = "sqlplus_spool_report"

    def begin(self):
        self.f.line("SQL> set linesize 200 pagesize 0")
        self.f.line("SQL> spool case_sheet.lst")
        self.f.line(["SQL> PROMPT ", self.title()])
        self.rows = 0

    def head(self, label, value):
        self.f.line([label.upper(), " => ", value])

    def party(self, n, heading):
        self.f.line()
        self.f.line(f"SQL> SELECT field_label, field_value FROM party_field WHERE party_no = {n};")
        self.f.line(f"-- {heading}")
        self.f.line("FIELD_LABEL".ljust(44) + "FIELD_VALUE")
        self.f.line("-" * 43 + " " + "-" * 40)

    def row(self, field, label, value):
        self.f.line([label, " " * max(1, 44 - len(label)), value])
        self.rows += 1

    def question(self, q, value):
        self.f.line()
        self.f.line(
            [
                "SQL> SELECT answer FROM interview WHERE question = '",
                q.replace("'", "''") if isinstance(q, str) else q,
                "';",
            ]
        )
        self.f.line("ANSWER")
        self.f.line("-" * 40)
        self.f.line(value)

    def sentence(self, s):
        self.f.line(["SQL> PROMPT ", s])

    def table(self, cols, rows):
        self.f.line()
        self.f.line("SQL> SELECT * FROM related_person;")
        self.padded([c.upper() for c in cols], rows, "-")

    def log(self, entries):
        for e in entries:
            self.f.line(["AUDIT ", e])

    def closing(self, c):
        self.f.line(["SQL> PROMPT ", c])

    def end(self):
        self.f.line(f"{self.rows} rows selected.")
        self.f.line("SQL> spool off")


TEXT = {
    c.name: c
    for c in (
        BracedFieldLedger,
        StackedCaptionUnderline,
        RuledGridRegister,
        NumberedLineDeposition,
        SqlplusSpoolReport,
    )
}
