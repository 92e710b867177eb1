"""Round-31 markup layouts: a Djot document (headings, definition lists, bulleted fields, quoted questions and
pipe tables) and an OAI-PMH GetRecord reply whose Dublin Core record carries the particulars in an ``about``
container."""

from __future__ import annotations

import datetime as dt

from r31_alikes import domains
from r31_kit import Raw, decoy
from r31_lay_base import Form, wrap
from r31_words import QA


class DjotDocument(Form):
    name = "djot_markup_document"
    modes = (0.5, 0.2, 0.3)

    def begin(self):
        self.f.line(Raw("{#case-record .extract}"))
        self.f.line([Raw("# "), self.title()])
        self.f.line()

    def defn(self, label, value):
        self.f.line([Raw(": "), label])
        self.f.line()
        self.f.line([Raw("  "), value])
        self.f.line()

    def head(self, label, value):
        self.defn(label, value)

    def paragraph(self, value):
        for line in wrap(value, 78):
            self.f.line(line)
        self.f.line()

    def prose(self, sentences, where):
        if where == "story":
            self.f.line([Raw("## "), self.doc["story_head"]])
            self.f.line()
        self.paragraph([[s, " "] for s in sentences])

    def party(self, part):
        self.f.line([Raw("## "), part["heading"]])
        self.f.line()
        self.bullets = False

    def row(self, label, value, field):
        if self.rng.random() < 0.6:
            self.f.line([Raw("- *"), label, Raw(":* "), value])
            self.bullets = True
        else:
            if self.bullets:
                self.f.line()
                self.bullets = False
            self.defn(label, value)

    def _gap(self):
        if self.bullets:
            self.f.line()
            self.bullets = False

    def ask(self, q, a):
        self._gap()
        qp, ap = QA[self.lang]
        self.f.line([Raw(f"> *{qp}* "), q])
        self.f.line(Raw(">"))
        self.f.line([Raw(f"> *{ap}* "), a])
        self.f.line()

    def say(self, sentence):
        self._gap()
        self.paragraph(sentence)

    def party_end(self):
        self._gap()

    def table(self, heading, cols, rows, kind):
        f = self.f
        for i, r in enumerate([list(cols)] + rows):
            f.line([Raw("| ")] + [[Raw(" | ") if j else Raw(""), c] for j, c in enumerate(r)] + [Raw(" |")])
            if i == 0:
                f.line(Raw("|" + "|".join("---" for _ in cols) + "|"))
        f.line()
        f.line([Raw("^ "), heading])
        f.line()

    def follow(self, heading, pairs):
        self.f.line([Raw("### "), heading])
        self.f.line()
        for q, a in pairs:
            self.ask(q, a)

    def close(self, rows):
        self.f.line(Raw("* * *"))
        self.f.line()
        for label, value in rows:
            self.f.line([Raw("- *"), label, Raw(":* "), value])

    def end(self):
        pass


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


class OaiPmhRecord(Form):
    name = "oai_pmh_dublin_core_record_xml"
    escape = staticmethod(xml_escape)
    modes = (0.55, 0.2, 0.25)

    def begin(self):
        f, rng, ctx = self.f, self.rng, self.doc["ctx"]
        dom = rng.choice(domains(ctx))
        when = dt.datetime(2022, 1, 1) + dt.timedelta(seconds=rng.randint(0, 3 * 365 * 86400))
        f.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
        f.line(
            Raw(
                '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            )
        )
        f.line(
            [
                Raw("  <responseDate>"),
                decoy(when.strftime("%Y-%m-%dT%H:%M:%SZ"), "non_birth_date"),
                Raw("</responseDate>"),
            ]
        )
        oai = f"oai:{dom}:records/{rng.randint(10000, 99999)}"
        f.line(
            [
                Raw(f'  <request verb="GetRecord" identifier="{oai}" metadataPrefix="oai_dc">'),
                decoy(f"https://archives.{dom}/oai", "institutional_url"),
                Raw("</request>"),
            ]
        )
        f.line(Raw("  <GetRecord>\n    <record>\n      <header>"))
        f.line(Raw(f"        <identifier>{oai}</identifier>"))
        f.line(
            [
                Raw("        <datestamp>"),
                decoy(when.strftime("%Y-%m-%d"), "non_birth_date"),
                Raw("</datestamp>"),
            ]
        )
        f.line(Raw("      </header>\n      <metadata>"))
        f.line(
            Raw(
                '        <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">'
            )
        )
        f.line([Raw("          <dc:title>"), self.title(), Raw("</dc:title>")])
        f.line(Raw(f"          <dc:language>{self.lang}</dc:language>"))
        self.in_dc = True
        self.heads = []

    def close_dc(self):
        if self.in_dc:
            f = self.f
            f.line(Raw("        </oai_dc:dc>\n      </metadata>\n      <about>"))
            f.line(Raw('        <rec:particulars xmlns:rec="urn:example:r31:case-particulars">'))
            for label, value in self.heads:
                f.line([Raw('          <rec:head label="'), label, Raw('">'), value, Raw("</rec:head>")])
            self.in_dc = False

    def head(self, label, value):
        self.heads.append((label, value))

    def prose(self, sentences, where):
        if self.in_dc:
            for s in sentences:
                self.f.line([Raw("          <dc:description>"), s, Raw("</dc:description>")])
            return
        for s in sentences:
            self.f.line([Raw("          <rec:note>"), s, Raw("</rec:note>")])

    def party(self, part):
        self.close_dc()
        self.f.line([Raw('          <rec:party role="'), part["role"], Raw('">')])

    def party_end(self):
        self.f.line(Raw("          </rec:party>"))

    def row(self, label, value, field):
        if self.rng.random() < 0.6:
            self.f.line([Raw('            <rec:field label="'), label, Raw('">'), value, Raw("</rec:field>")])
        else:
            self.f.line(
                [
                    Raw("            <rec:entry><rec:name>"),
                    label,
                    Raw("</rec:name><rec:value>"),
                    value,
                    Raw("</rec:value></rec:entry>"),
                ]
            )

    def ask(self, q, a, indent="            "):
        self.f.line(
            [
                Raw(f"{indent}<rec:exchange><rec:q>"),
                q,
                Raw("</rec:q><rec:a>"),
                a,
                Raw("</rec:a></rec:exchange>"),
            ]
        )

    def say(self, sentence):
        self.f.line([Raw("            <rec:note>"), sentence, Raw("</rec:note>")])

    def table(self, heading, cols, rows, kind):
        self.close_dc()
        f = self.f
        f.line([Raw(f'          <rec:table kind="{kind}" heading="'), heading, Raw('">')])
        for r in [cols] + rows:
            tag = "rec:cols" if r is cols else "rec:row"
            f.line(
                [Raw(f"            <{tag}>")]
                + [[Raw("<rec:cell>"), c, Raw("</rec:cell>")] for c in r]
                + [Raw(f"</{tag}>")]
            )
        f.line(Raw("          </rec:table>"))

    def follow(self, heading, pairs):
        self.f.line([Raw('          <rec:followup heading="'), heading, Raw('">')])
        for q, a in pairs:
            self.ask(q, a)
        self.f.line(Raw("          </rec:followup>"))

    def close(self, rows):
        self.close_dc()
        self.f.line(Raw("          <rec:closing>"))
        for label, value in rows:
            self.f.line([Raw('            <rec:field label="'), label, Raw('">'), value, Raw("</rec:field>")])
        self.f.line(Raw("          </rec:closing>"))

    def end(self):
        self.f.line(
            Raw("        </rec:particulars>\n      </about>\n    </record>\n  </GetRecord>\n</OAI-PMH>")
        )
