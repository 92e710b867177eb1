"""Round-28 markup layouts: an SSML script for a reading service (labels beside ``say-as`` values or spoken
after them, names and addresses sometimes word by word in ``<w>`` elements) and a KML export whose
``ExtendedData`` carries each labelled value."""

from __future__ import annotations

from r28_lay_base import Layout, caps_title, words_in
from r28_sheet import Lit, flat

SAY_AS = {
    "dob": "date",
    "phone": "telephone",
    "sin": "digits",
    "ssn": "digits",
    "hc": "characters",
    "dl": "characters",
    "acct": "digits",
    "iban": "characters",
    "card": "digits",
    "code": "characters",
    "postal": "characters",
    "email": "characters",
    "url": "characters",
    "ip": "characters",
}


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class SpeechMarkup(Layout):
    escape = staticmethod(xml_escape)

    def head(self):
        s, d = self.s, self.doc
        s.ln(Lit('<?xml version="1.0" encoding="UTF-8"?>'))
        s.ln(Lit(f'<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="{d.bcp47}">'))
        s.ln(
            [
                Lit('<p><s><emphasis level="strong">'),
                caps_title(d),
                Lit("</emphasis></s><s>"),
                d.office,
                Lit("</s></p>"),
            ]
        )
        for r in d.meta:
            s.ln([Lit("<p><s>"), f"{r.label}: ", *flat(r.value), Lit("</s></p>")])

    def open(self, heading, n):
        self.s.ln([Lit('<p><s><prosody rate="slow">'), heading, Lit("</prosody></s></p>")])

    def spoken(self, r):
        value = flat(r.value)
        if r.field in ("name", "addr", "list"):
            value = self.words(value)
        kind = SAY_AS.get(r.field)
        if not kind:
            return value, None
        fmt = (
            ' format="dmy"'
            if kind == "date" and self.doc.jur not in ("us",)
            else ' format="mdy"'
            if kind == "date"
            else ""
        )
        return [Lit(f'<say-as interpret-as="{kind}"{fmt}>'), *value, Lit("</say-as>")], kind

    def row(self, r):
        value, kind = self.spoken(r)
        if kind and self.rng.random() < 0.4:
            self.s.ln([Lit("<p><s>"), *value, Lit('<break time="300ms"/>'), r.label, Lit("</s></p>")])
        else:
            self.s.ln([Lit("<p><s>"), f"{r.label}: ", *value, Lit("</s></p>")])

    def words(self, value):
        return words_in(value, "<w>", "</w>", "</w> <w>") if self.rng.random() < 0.5 else flat(value)

    def ask(self, a):
        self.s.ln(
            [
                Lit('<p><voice name="clerk"><s>'),
                *self.words(a.question),
                Lit('</s></voice><voice name="declarant"><s>'),
                *self.words(a.value),
                Lit("</s></voice></p>"),
            ]
        )

    def say(self, pieces):
        self.s.ln([Lit("<p><s>"), *self.words(pieces), Lit("</s></p>")])

    def grid(self, g):
        for cells in g.rows:
            line = [Lit("<p><s>")]
            for i, (head, cell) in enumerate(zip(g.heads, cells, strict=True)):
                line += (["; "] if i else []) + [
                    f"{head}: ",
                    Lit('<say-as interpret-as="characters">'),
                    *flat(cell),
                    Lit("</say-as>"),
                ]
            self.s.ln(line + [Lit("</s></p>")])

    def tail(self):
        for c in self.doc.closings:
            self.say(c)
        self.s.ln(Lit("</speak>"))


class PlacemarkExport(Layout):
    escape = staticmethod(xml_escape)

    def head(self):
        s, d = self.s, self.doc
        s.ln(Lit('<?xml version="1.0" encoding="UTF-8"?>'))
        s.ln(Lit('<kml xmlns="http://www.opengis.net/kml/2.2">'))
        s.ln(Lit("<Document>"))
        s.ln([Lit("<name>"), caps_title(d), Lit("</name>")])
        s.ln([Lit("<description>"), d.office, Lit("</description>")])
        s.ln(Lit("<ExtendedData>"))
        for k, r in enumerate(d.meta):
            s.ln(
                [
                    Lit(f'<Data name="h{k + 1}"><displayName>'),
                    r.label,
                    Lit("</displayName><value>"),
                    *flat(r.value),
                    Lit("</value></Data>"),
                ]
            )
        s.ln(Lit("</ExtendedData>"))
        self.n = 0

    def open(self, heading, n):
        self.s.ln(Lit("<Folder>"))
        self.s.ln([Lit("<name>"), heading, Lit("</name>")])
        self.data, self.notes = [], []

    def shut(self, heading, n):
        self.flush()
        self.s.ln(Lit("</Folder>"))

    def flush(self, name=None):
        if not self.data and not self.notes:
            return
        s = self.s
        s.ln(Lit("<Placemark>"))
        if name is not None:
            s.ln([Lit("<name>"), *flat(name), Lit("</name>")])
        if self.notes:
            s.ln(Lit("<description>"))
            for line in self.notes:
                s.ln(line)
            s.ln(Lit("</description>"))
        if self.data:
            s.ln(Lit("<ExtendedData>"))
            for line in self.data:
                for part in line:
                    s.ln(part)
            s.ln(Lit("</ExtendedData>"))
        s.ln(Lit("</Placemark>"))
        self.data, self.notes = [], []

    def row(self, r):
        self.n += 1
        tag = Lit(f'<Data name="f{self.n}">')
        if self.rng.random() < 0.5:
            self.data.append(
                [
                    [
                        tag,
                        Lit("<displayName>"),
                        r.label,
                        Lit("</displayName><value>"),
                        *flat(r.value),
                        Lit("</value></Data>"),
                    ]
                ]
            )
        else:
            self.data.append(
                [
                    [tag],
                    [Lit("  <displayName>"), r.label, Lit("</displayName>")],
                    [Lit("  <value>"), *flat(r.value), Lit("</value>")],
                    [Lit("</Data>")],
                ]
            )

    def ask(self, a):
        self.n += 1
        self.data.append(
            [
                [
                    Lit(f'<Data name="q{self.n}"><displayName>'),
                    *flat(a.question),
                    Lit("</displayName><value>"),
                    *flat(a.value),
                    Lit("</value></Data>"),
                ]
            ]
        )

    def say(self, pieces):
        self.notes.append(flat(pieces))

    def grid(self, g):
        self.flush()
        for cells in g.rows:
            for head, cell in zip(g.heads[1:], cells[1:], strict=True):
                self.row(type("R", (), {"label": head, "value": cell, "field": "list"})())
            self.flush(name=cells[0])

    def trail(self, t):
        self.flush()
        self.notes = [line for line in t.lines]
        self.flush(name=[t.head])

    def tail(self):
        s = self.s
        s.ln(Lit("<Folder>"))
        s.ln(Lit("<name>closing</name>"))
        self.notes = [list(c) for c in self.doc.closings]
        self.data = []
        self.flush()
        s.ln(Lit("</Folder>"))
        s.ln(Lit("</Document>"))
        s.ln(Lit("</kml>"))


MARKUP = {"ssml_reading_script": SpeechMarkup, "kml_extended_data_export": PlacemarkExport}
