"""Round-30 plain-text layouts: a WordStar file with dot commands, a Usenet follow-up article, and
interrogatories with their answers."""

from __future__ import annotations

import datetime as dt

from r30_decoys import make
from r30_form_base import Form, col_widths, pad, width
from r30_kit import decoy


class WordStarFile(Form):
    name = "wordstar_dot_command_file"

    def begin(self):
        self.f = self.s
        self.f.line(".. WS7 document - dot commands left in place")
        self.f.line(".op")
        self.f.line(f".mt {self.rng.randint(2, 4)}")
        self.f.line(f".lm {self.rng.choice([4, 6, 8])}")
        self.f.line(self.title())
        self.f.line()

    def head(self, label, value):
        self.f.line([label, ":", pad(label + ":", 24), value])

    def party(self, n, heading):
        self.f.line()
        self.f.line(".pa" if n > 1 and self.rng.random() < 0.3 else ".cp 8")
        text = f"{n}.  {heading}" if n else heading
        self.f.line(text)
        self.f.line("=" * len(text))

    def row(self, label, value):
        if self.rng.random() < 0.55:
            self.f.line(["    ", label, ":", pad(label + ":", 34), value])
        else:
            self.f.line(["    ", label, ":"])
            self.f.line(["        ", value])

    def ask(self, q, value):
        self.f.line(["    Q.  ", q])
        self.f.line(["    A.  ", value])

    def say(self, s):
        self.f.line(["    ", s])

    def table(self, heading, cols, rows, log=False):
        ws = col_widths(cols, rows)
        stops = [6]
        for w in ws[:-1]:
            stops.append(stops[-1] + w)
        self.f.line()
        self.f.line(".tb " + ",".join(map(str, stops)))
        self.f.line(["    ", heading])
        self.f.line(["    "] + [[c, pad(c, w)] for c, w in zip(cols, ws, strict=True)])
        self.f.line("    " + "-" * (sum(ws) - 2))
        for r in rows:
            self.f.line(
                ["    "]
                + [
                    [c, pad(c, w) if i < len(r) - 1 else ""]
                    for i, (c, w) in enumerate(zip(r, ws, strict=True))
                ]
            )
        self.f.line(".tb 6")

    def closings(self, rows):
        self.f.line()
        self.f.line(".cp 5")
        for label, value in rows:
            self.head(label, value)


GROUPS = {"ca": "can.legal.registry", "us": "us.courts.family.filings", "uk": "uk.legal.notices"}


class NetnewsArticle(Form):
    name = "netnews_followup_article"

    def begin(self):
        f, rng, ctx = self.s, self.rng, self.doc["ctx"]
        host = rng.choice(
            ["news.records-mirror.example", "nntp.archive-host.example", "reader.usenet-relay.example"]
        )
        when = dt.datetime(2019, 1, 1) + dt.timedelta(minutes=rng.randint(0, 2700 * 1440))
        f.line(f"Path: {host}!not-for-mail")
        f.line(["From: ", make("imail", rng, ctx), " (Registry mailbox)"])
        f.line(f"Newsgroups: {GROUPS.get(ctx['jur'], ctx['jur'] + '.legal.filings')}")
        f.line(["Subject: Re: ", self.title()])
        f.line(["Date: ", decoy(f"{when:%a, %d %b %Y %H:%M:%S} -0500", "non_birth_date")])
        msg = "".join(rng.choice("0123456789abcdef") for _ in range(12))
        f.line(f"Message-ID: <{msg}.{rng.randint(100, 999)}@{host}>")
        f.line(f"References: <{msg[::-1]}@{host}>")
        f.line("MIME-Version: 1.0")
        f.line("Content-Type: text/plain; charset=UTF-8")
        f.line()
        f.line(f"In article <{msg[::-1]}@{host}>, the registry wrote:")

    def head(self, label, value):
        self.s.line(["> ", label, ": ", value])

    def party(self, n, heading):
        self.s.line()
        self.s.line(f"{n}) {heading}" if n else f"[{heading}]")

    def row(self, label, value):
        self.s.line([label, ": ", value])

    def ask(self, q, value):
        self.s.line([">> ", q])
        self.s.line(["A: ", value])

    def say(self, s):
        self.s.line(s)

    def table(self, heading, cols, rows, log=False):
        ws = col_widths(cols, rows)
        self.s.line()
        self.s.line([",----[ ", heading, " ]"])
        self.s.line(["| "] + [[c, pad(c, w)] for c, w in zip(cols, ws, strict=True)])
        for r in rows:
            self.s.line(
                ["| "]
                + [
                    [c, pad(c, w) if i < len(r) - 1 else ""]
                    for i, (c, w) in enumerate(zip(r, ws, strict=True))
                ]
            )
        self.s.line("`----")

    def closings(self, rows):
        self.s.line()
        self.s.line("-- ")
        for label, value in rows:
            self.s.line([label, ": ", value])


WORDS = {
    "en": ("PART", "INTERROGATORY NO.", "ANSWER", "SCHEDULE"),
    "fr": ("PARTIE", "QUESTION N°", "RÉPONSE", "ANNEXE"),
    "es": ("PARTE", "PREGUNTA N.º", "RESPUESTA", "ANEXO"),
    "de": ("TEIL", "FRAGE NR.", "ANTWORT", "ANLAGE"),
    "it": ("PARTE", "DOMANDA N.", "RISPOSTA", "ALLEGATO"),
    "nl": ("DEEL", "VRAAG NR.", "ANTWOORD", "BIJLAGE"),
    "pt": ("PARTE", "QUESITO N.º", "RESPOSTA", "ANEXO"),
    "pl": ("CZĘŚĆ", "PYTANIE NR", "ODPOWIEDŹ", "ZAŁĄCZNIK"),
}


class InterrogatoryPairs(Form):
    name = "interrogatory_answer_pairs"

    def begin(self):
        self.words = WORDS[self.lang]
        self.k = 0
        self.sched = 0
        self.s.line(self.title())
        self.s.line()

    def leader(self, label, value, indent=""):
        self.s.line([indent, label, " " + "." * max(3, 40 - width(label) - len(indent)) + " ", value])

    def head(self, label, value):
        self.leader(label, value)

    def party(self, n, heading):
        self.s.line()
        self.s.line(f"{self.words[0]} {n} — {heading}" if n else heading)
        self.s.line()

    def row(self, label, value):
        if self.rng.random() < 0.55:
            self.leader(label, value)
        else:
            self.s.line(value)
            self.s.line("_" * max(24, width(value) + 4))
            self.s.line(["(", label, ")"])

    def ask(self, q, value):
        self.k += 1
        self.s.line(f"{self.words[1]} {self.k}:")
        self.s.line(q)
        self.s.line([self.words[2], ": ", value])

    def say(self, s):
        self.s.line(["     ", s])

    def table(self, heading, cols, rows, log=False):
        self.sched += 1
        ws = col_widths(cols, rows, gap=3)
        self.s.line()
        self.s.line([f"{self.words[3]} {'ABCDEFG'[self.sched - 1]}: ", heading])
        self.s.line(["  "] + [[c, pad(c, w)] for c, w in zip(cols, ws, strict=True)])
        self.s.line("  " + "   ".join("-" * (w - 3) for w in ws))
        for r in rows:
            self.s.line(
                ["  "]
                + [
                    [c, pad(c, w) if i < len(r) - 1 else ""]
                    for i, (c, w) in enumerate(zip(r, ws, strict=True))
                ]
            )

    def closings(self, rows):
        self.s.line()
        for label, value in rows:
            self.s.line(value)
            self.s.line("_" * max(24, width(value) + 4))
            self.s.line(["(", label, ")"])
            self.s.line()


TEXT = {c.name: c for c in (WordStarFile, NetnewsArticle, InterrogatoryPairs)}
