"""Round-31 printed layouts: a condensed transcript page (numbered lines, twenty-five to a page, speakers,
questions and answers) and eighty-column card images (a job deck whose data cards carry a record type in
column 1 and a sequence number in columns 73-80)."""

from __future__ import annotations

from r31_kit import Raw
from r31_lay_base import Form, cells, col_widths, pad, width, wrap
from r31_words import QA

SPEAKER = {
    "en": "THE PRESIDING MEMBER",
    "fr": "LE TRIBUNAL",
    "es": "LA CONCILIADORA",
    "pt": "O CONCILIADOR",
    "de": "DIE VORSITZENDE",
    "it": "IL PRESIDENTE",
    "nl": "DE VOORZITTER",
    "sv": "ORDFÖRANDEN",
}
WITNESS = {
    "en": "THE WITNESS",
    "fr": "LE TÉMOIN",
    "es": "LA PERSONA COMPARECIENTE",
    "pt": "A PARTE",
    "de": "DIE ZEUGIN",
    "it": "LA PARTE",
    "nl": "DE GETUIGE",
    "sv": "VITTNET",
}
SWORN = {
    "en": "AFFIRMED",
    "fr": "ASSERMENTÉ(E)",
    "es": "PROTESTADA",
    "pt": "QUALIFICADO(A)",
    "de": "BELEHRT",
    "it": "SENTITO/A",
    "nl": "BEËDIGD",
    "sv": "HÖRD",
}
EXHIBIT = {
    "en": "Exhibit",
    "fr": "Pièce",
    "es": "Prueba",
    "pt": "Documento",
    "de": "Anlage",
    "it": "Documento",
    "nl": "Productie",
    "sv": "Bilaga",
}
END = {
    "en": "(PROCEEDINGS CONCLUDED)",
    "fr": "(FIN DE L'AUDIENCE)",
    "es": "(SE CIERRA LA SESIÓN)",
    "pt": "(ENCERRADA A AUDIÊNCIA)",
    "de": "(ENDE DER SITZUNG)",
    "it": "(L'UDIENZA È TOLTA)",
    "nl": "(EINDE ZITTING)",
    "sv": "(FÖRHANDLINGEN AVSLUTAD)",
}


class CondensedTranscript(Form):
    name = "condensed_transcript_page"
    modes = (0.3, 0.45, 0.25)
    per_page = 25
    size = 64

    def begin(self):
        self.page, self.n, self.exhibit = 1, 0, 0
        self.f.line(Raw(" " * 56 + "Page 1"))
        self.tline(self.title())
        self.tline("")

    def tline(self, value):
        if self.n == self.per_page:
            self.page += 1
            self.n = 0
            self.f.line()
            self.f.line(Raw(" " * 56 + f"Page {self.page}"))
        self.n += 1
        self.f.line([Raw(f"{self.n:>2}  "), value] if value else Raw(f"{self.n:>2}"))

    def speak(self, who, value):
        lines = wrap([who, ": ", value], self.size)
        for line in lines:
            self.tline(line)

    def head(self, label, value):
        self.tline([label.upper(), ": ", value])

    def prose(self, sentences, where):
        for s in sentences:
            self.speak(SPEAKER[self.lang], s)

    def party(self, part):
        self.tline("")
        self.tline([part["role"].upper(), ", ", SWORN[self.lang], "."])

    def row(self, label, value, field):
        if self.rng.random() < 0.5:
            self.tline(["      ", label, ": ", value])
        else:
            self.tline(["      ", label, " ", "." * max(3, 30 - width(label)), " ", value])

    def ask(self, q, a):
        qp, ap = QA[self.lang]
        for i, line in enumerate(wrap(q, self.size - 5)):
            self.tline([qp + "  " if i == 0 else "    ", line])
        for i, line in enumerate(wrap(a, self.size - 5)):
            self.tline([ap + "  " if i == 0 else "    ", line])

    def say(self, sentence):
        self.speak(WITNESS[self.lang], sentence)

    def table(self, heading, cols, rows, kind):
        self.exhibit += 1
        self.tline(["(", EXHIBIT[self.lang], f" {self.exhibit}: ", heading, ")"])
        widths = col_widths(cols, rows)
        self.tline(["  ", cells(list(cols), widths, 2)])
        for r in rows:
            self.tline(["  ", cells(r, widths, 2)])

    def heading(self, text):
        self.tline(["(", text, ")"])

    def close(self, rows):
        self.tline(END[self.lang])
        for label, value in rows:
            self.tline([label, ": ", value])

    def end(self):
        pass


CARD_KIND = {
    "head": "F",
    "field": "F",
    "note": "N",
    "party": "P",
    "ask": "Q",
    "answer": "A",
    "table": "T",
    "more": "+",
}


class CardImages(Form):
    name = "eighty_column_card_images"
    modes = (0.6, 0.2, 0.2)
    label_w = 20

    def begin(self):
        self.seq = 0
        for jcl in (
            "//R31XTR  JOB (4412),'CASE EXTRACT',CLASS=A,MSGCLASS=X",
            "//STEP01  EXEC PGM=IEBGENER",
            "//SYSPRINT DD SYSOUT=*",
            "//SYSUT2   DD SYSOUT=*",
            "//SYSIN    DD DUMMY",
            "//SYSUT1   DD *",
        ):
            self.card(Raw(jcl))
        self.card(["H ", self.title()])

    def card(self, value):
        w = width(value)
        if w > 71:
            raise ValueError(f"card too long: {w}")
        self.seq += 10
        self.f.line([value, Raw(" " * (72 - w) + f"{self.seq:08d}")])

    def field(self, label, value, above=False):
        label = [label]
        if width(label) > self.label_w - 1 or above or width(value) > 69 - self.label_w:
            for line in wrap(label, 69):
                self.card(["F ", line])
            lines = wrap(value, 69 - self.label_w)
            indent = " " * self.label_w if all(width(ln) <= 69 - self.label_w for ln in lines) else ""
            for line in lines if indent else wrap(value, 70):
                self.card(["F ", indent, line])
            return
        self.card(["F ", label, pad(label, self.label_w), value])

    def head(self, label, value):
        self.field(label, value)

    def prose(self, sentences, where):
        for s in sentences:
            for line in wrap(s, 69):
                self.card(["N ", line])

    def party(self, part):
        self.card(["P ", part["heading"]])

    def row(self, label, value, field):
        self.field(label, value, above=self.rng.random() < 0.25)

    def ask(self, q, a):
        for line in wrap(q, 69):
            self.card(["Q ", line])
        for line in wrap(a, 69):
            self.card(["A ", line])

    def say(self, sentence):
        for line in wrap(sentence, 69):
            self.card(["N ", line])

    def table(self, heading, cols, rows, kind):
        self.card(["P ", heading])
        widths = col_widths(cols, rows)
        for r in [list(cols)] + rows:
            cur, n, kind_ = [], 0, "T "
            for c in cells(r, widths, 2):
                if cur and n + width(c) > 69:
                    self.card([kind_, cur])
                    cur, n, kind_ = [], 0, "+ "
                cur.append(c)
                n += width(c)
            self.card([kind_, cur])

    def heading(self, text):
        self.card(["P ", text])

    def close(self, rows):
        for label, value in rows:
            self.field(label, value)

    def end(self):
        self.card(Raw("/*"))
        self.card(Raw("//"))
