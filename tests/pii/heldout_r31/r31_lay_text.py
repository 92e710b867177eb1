"""Round-31 plain-text layouts: a mailing-list digest issue (messages with headers, quoted prose and a
signature) and a pleading whose style of cause stands beside a column of closing parentheses."""

from __future__ import annotations

import datetime as dt

from r31_alikes import domains
from r31_frames import DIGEST
from r31_kit import Raw, decoy
from r31_lay_base import Form, cells, col_widths, pad, width, wrap
from r31_words import QA

WEEKDAYS = "Mon Tue Wed Thu Fri Sat Sun".split()
MONTHS3 = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
LISTS = (
    "family-law-clinic",
    "tenant-support",
    "intake-team",
    "case-review",
    "benevoles-aide",
    "comite-accueil",
    "red-apoyo",
)


def mail_date(rng):
    d = dt.datetime(2022, 1, 1) + dt.timedelta(minutes=rng.randint(0, 3 * 365 * 24 * 60))
    zone = rng.choice(["-0400", "-0500", "-0700", "+0000", "+0100", "+0200"])
    return f"{WEEKDAYS[d.weekday()]}, {d.day:02d} {MONTHS3[d.month - 1]} {d.year} {d:%H:%M:%S} {zone}"


class MailingDigest(Form):
    name = "mailing_list_digest_issue"
    modes = (0.45, 0.2, 0.35)

    def begin(self):
        rng, f, ctx = self.rng, self.f, self.doc["ctx"]
        self.list = rng.choice(LISTS)
        dom = "lists." + rng.choice(domains(ctx))
        self.listaddr = f"{self.list}@{dom}"
        word = DIGEST[self.lang]
        f.line(f"Send {self.list} mailing list submissions to")
        f.line(["\t", decoy(self.listaddr, "institutional_email")])
        f.line()
        f.line("To subscribe or unsubscribe via the World Wide Web, visit")
        f.line(["\t", decoy(f"https://{dom}/mailman/listinfo/{self.list}", "institutional_url")])
        f.line()
        f.line("Today's Topics:")
        f.line()
        sender = self.doc["sender"]
        f.line(["   1. ", self.doc["title"], " (", sender.first(0.0), ")"])
        f.line(["   2. Re: ", self.doc["title"]])
        f.line()
        self.vol = (rng.randint(3, 41), rng.randint(1, 30))
        self.word = word
        self.message(1, sender, self.doc["title"])

    def message(self, n, person, subject):
        f, rng = self.f, self.rng
        if n > 1:
            f.line()
        f.line("-" * 70 if n == 1 else "-" * 30)
        f.line()
        f.line(f"Message: {n}")
        f.line(["Date: ", decoy(mail_date(rng), "non_birth_date")])
        f.line(["From: ", person.value("email", "row", self.lang), " (", person.first(0.0), ")"])
        f.line(["To: ", decoy(self.listaddr, "institutional_email")])
        f.line(["Subject: ", "Re: " if n > 1 else "", subject])
        f.line(f"Message-ID: <{''.join(rng.choice('0123456789abcdef') for _ in range(16))}@mail.example.net>")
        f.line('Content-Type: text/plain; charset="utf-8"')
        f.line()

    def head(self, label, value):
        self.f.line([label, ": ", value])

    def prose(self, sentences, where):
        if where == "story":
            self.message(2, self.doc["people"][1], self.doc["title"])
            if self.rng.random() < 0.5:
                self.f.line(["> ", self.doc["people"][0].later(self.lang), " wrote:"])
        else:
            self.f.line()
        for line in wrap([[s, " "] for s in sentences], 72):
            self.f.line(line)
        self.f.line()

    def party(self, part):
        self.f.line(f"--- {part['heading']} ---")

    def party_end(self):
        self.f.line()

    def row(self, label, value, field):
        r = self.rng.random()
        if r < 0.45:
            self.f.line([label, ": ", value])
        elif r < 0.7:
            self.f.line([label, ":"])
            self.f.line(["    ", value])
        else:
            self.f.line([label, " ", "." * max(3, 30 - width(label)), " ", value])

    def ask(self, q, a):
        qp, ap = QA[self.lang]
        self.f.line([qp, " ", q])
        self.f.line([ap, " ", a])

    def say(self, sentence):
        for line in wrap(sentence, 72):
            self.f.line(line)

    def table(self, heading, cols, rows, kind):
        f = self.f
        f.line()
        f.line([heading, ":"])
        widths = col_widths(cols, rows)
        f.line(["  ", cells(list(cols), widths, 2)])
        f.line("  " + "  ".join("-" * w for w in widths))
        for r in rows:
            f.line(["  ", cells(r, widths, 2)])
        f.line()

    def close(self, rows):
        for label, value in rows:
            self.f.line([label, ": ", value])
        self.f.line("-- ")
        self.f.line(self.doc["people"][1].later(self.lang))

    def end(self):
        f = self.f
        f.line()
        f.line("-" * 30)
        f.line()
        f.line(f"End of {self.list} {self.word}, Vol {self.vol[0]}, Issue {self.vol[1]}")
        f.line("*" * 40)


CAPTION = {
    "en": ("BETWEEN:", "- and -"),
    "fr": ("ENTRE :", "- et -"),
    "es": ("ENTRE:", "- y -"),
    "pt": ("ENTRE:", "- e -"),
    "de": ("IN SACHEN:", "- gegen -"),
    "it": ("TRA:", "- e -"),
    "nl": ("INZAKE:", "- tegen -"),
    "sv": ("PARTER:", "- mot -"),
}
SCHEDULE = {
    "en": "Schedule",
    "fr": "Annexe",
    "es": "Anexo",
    "pt": "Anexo",
    "de": "Anlage",
    "it": "Allegato",
    "nl": "Bijlage",
    "sv": "Bilaga",
}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


class PleadingCaption(Form):
    name = "paren_column_pleading_caption"
    modes = (0.55, 0.15, 0.3)
    bar = 44

    def begin(self):
        f = self.f
        between, versus = CAPTION[self.lang]
        self.n = 0
        self.sub = 0
        self.sched = 0
        f.line()
        f.line(between)
        f.line(Raw(" " * self.bar + ")"))
        people = self.doc["people"]
        for i, (p, part) in enumerate(zip(people, self.doc["parties"], strict=False)):
            if i:
                f.line(Raw(" " * self.bar + ")"))
                f.line([" " * 16, versus, pad(versus, self.bar - 16), Raw(")")])
                f.line(Raw(" " * self.bar + ")"))
            name = [p.tag(f"{p.family.upper()}, {p.given}")]
            f.line([name, pad(name, self.bar), Raw(")")])
            role = part["role"]
            f.line(
                [
                    " " * max(1, self.bar - 3 - len(role)),
                    role,
                    pad(role, self.bar - max(1, self.bar - 3 - len(role))),
                    Raw(")"),
                ]
            )
            f.line(Raw(" " * self.bar + ")"))
        f.line()
        title = self.title()
        f.line([" " * max(0, (76 - width(title)) // 2), title])
        f.line()

    def head(self, label, value):
        self.f.line([label, " ", "." * max(3, 28 - width(label)), " ", value])

    def numbered(self, sentence):
        self.n += 1
        lines = wrap(sentence, 70)
        for i, line in enumerate(lines):
            self.f.line([f"{self.n}. " if i == 0 else "    ", line])

    def prose(self, sentences, where):
        self.f.line()
        for s in sentences:
            self.numbered(s)
        self.f.line()

    def party(self, part):
        self.f.line()
        self.f.line(part["heading"].upper())
        self.f.line("-" * len(part["heading"]))
        self.sub = 0

    def row(self, label, value, field):
        f = self.f
        tag = f"({LETTERS[self.sub % 26]})"
        r = self.rng.random()
        self.sub += r < 0.55
        if r < 0.3:
            f.line(["    ", tag, " ", label, " ", "." * max(3, 34 - width(label)), " ", value])
        elif r < 0.55:
            f.line(["    ", tag, " ", label, ": ", value])
        else:
            f.line(["    ", value])
            f.line("    " + "_" * max(24, width(value)))
            f.line(["    (", label, ")"])

    def ask(self, q, a):
        qp, ap = QA[self.lang]
        self.f.line(["    ", qp, " ", q])
        self.f.line(["    ", ap, " ", a])

    def say(self, sentence):
        self.numbered(sentence)

    def table(self, heading, cols, rows, kind):
        f = self.f
        self.sched += 1
        f.line()
        f.line([SCHEDULE[self.lang], f" {'ABCDEFGH'[self.sched - 1]} : ", heading])
        widths = col_widths(cols, rows)
        f.line(["     ", cells(list(cols), widths, 3)])
        for r in rows:
            f.line(["     ", cells(r, widths, 3)])
        f.line()

    def close(self, rows):
        f = self.f
        f.line()
        for label, value in rows:
            f.line([label, pad(label, 30), Raw(") "), value])
        f.line(Raw(" " * 30 + ")"))
        f.line(Raw(" " * 30 + ")   " + "_" * 28))

    def end(self):
        pass
