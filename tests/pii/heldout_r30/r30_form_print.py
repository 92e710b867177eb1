"""Round-30 printed layouts: a banded report from a desktop database's report writer, and a visible-edge card
index (each party on a boxed card)."""

from __future__ import annotations

import datetime as dt

from r30_form_base import Form, col_widths, pad, width
from r30_kit import decoy

PRINTED = {
    "en": "Report printed",
    "fr": "Rapport imprimé le",
    "es": "Informe impreso el",
    "de": "Bericht gedruckt am",
    "it": "Stampato il",
    "nl": "Rapport afgedrukt op",
    "pt": "Relatório impresso em",
    "pl": "Wydrukowano",
}
PAGE = {
    "en": "Page",
    "fr": "Page",
    "es": "Página",
    "de": "Seite",
    "it": "Pagina",
    "nl": "Pagina",
    "pt": "Página",
    "pl": "Strona",
}


class BandedReport(Form):
    name = "banded_report_writer_print"

    def begin(self):
        self.page = 1
        when = dt.date(2019, 1, 1) + dt.timedelta(days=self.rng.randint(0, 2700))
        self.s.line(self.title())
        self.s.line(
            [
                PRINTED[self.lang],
                " ",
                decoy(f"{when:%Y-%m-%d}", "non_birth_date"),
                " " * 24,
                f"{PAGE[self.lang]} {self.page}",
            ]
        )
        self.s.line("═" * 72)

    def head(self, label, value):
        self.s.line([label, pad(label, 26), value])

    def footer(self):
        self.page += 1
        self.s.line(" " * 58 + f"{PAGE[self.lang]} {self.page - 1}")
        self.s.line("─" * 72)

    def party(self, n, heading):
        self.s.line()
        self.s.line(f"{n:>2} ▌ {heading}" if n else f" ▌ {heading}")

    def end_party(self, n):
        self.footer()

    def row(self, label, value):
        self.s.line(["   ", label, pad(label, 32), "│ ", value])

    def ask(self, q, value):
        self.s.line(["   ? ", q])
        self.s.line(["   » ", value])

    def say(self, s):
        self.s.line(["   ┆ ", s])

    def table(self, heading, cols, rows, log=False):
        ws = col_widths(cols, rows)
        self.s.line()
        self.s.line([" ▌ ", heading])
        self.s.line(["   "] + [[c, pad(c, w)] for c, w in zip(cols, ws, strict=True)])
        self.s.line("   " + "─" * (sum(ws) - 2))
        for r in rows:
            self.s.line(
                ["   "]
                + [
                    [c, pad(c, w) if i < len(r) - 1 else ""]
                    for i, (c, w) in enumerate(zip(r, ws, strict=True))
                ]
            )
        self.footer()

    def closings(self, rows):
        self.s.line()
        for label, value in rows:
            self.head(label, value)
        self.s.line("═" * 72)


CARD = {
    "en": "CARD",
    "fr": "FICHE",
    "es": "FICHA",
    "de": "KARTE",
    "it": "SCHEDA",
    "nl": "KAART",
    "pt": "FICHA",
    "pl": "KARTA",
}


class CardIndex(Form):
    name = "kardex_visible_index_cards"

    def begin(self):
        self.no = 0
        self.lines = []
        self.s.line(self.title())
        self.s.line()
        self.open(self.doc["title"] if self.rng.random() < 0.3 else "")

    def open(self, heading):
        self.lines = []
        self.heading = heading

    def flush(self):
        head = f"{CARD[self.lang]} {self.no:02d}" + (" · " if self.heading else "")
        inner = max([width(x) for x in self.lines] + [len(head) + width(self.heading), 30]) + 1
        self.s.line("┌" + "─" * (inner + 2) + "┐")
        self.s.line(["│ ", head, self.heading, " " * (inner - len(head) - width(self.heading)), " │"])
        self.s.line("├" + "─" * (inner + 2) + "┤")
        for x in self.lines:
            self.s.line(["│ ", x, " " * (inner - width(x)), " │"])
        self.s.line("└" + "─" * (inner + 2) + "┘")
        self.no += 1
        self.lines = []

    def leader(self, label, value):
        self.lines.append([label, " " + "·" * max(3, 30 - width(label)) + " ", value])

    def head(self, label, value):
        self.leader(label, value)

    def party(self, n, heading):
        self.flush()
        self.open(heading)

    def end_party(self, n):
        pass

    def row(self, label, value):
        if self.rng.random() < 0.5:
            self.leader(label, value)
        else:
            self.lines.append([value, "   ‹", label, "›"])

    def ask(self, q, value):
        self.lines.append(["⟫ ", q])
        self.lines.append(["⟪ ", value])

    def say(self, s):
        self.lines.append(["✎ ", s])

    def table(self, heading, cols, rows, log=False):
        self.flush()
        self.open(heading)
        ws = col_widths(cols, rows, gap=1)
        self.lines.append([[c, pad(c, w - 1), "┊ "] for c, w in zip(cols, ws, strict=True)])
        for r in rows:
            self.lines.append(
                [
                    [c, pad(c, w - 1), "┊ " if i < len(r) - 1 else ""]
                    for i, (c, w) in enumerate(zip(r, ws, strict=True))
                ]
            )

    def closings(self, rows):
        self.flush()
        self.open("")
        for label, value in rows:
            self.leader(label, value)

    def end(self):
        self.flush()


PRINT = {c.name: c for c in (BandedReport, CardIndex)}
