"""Round-30 markup layouts: a SAML 2.0 assertion carrying the record as attributes (with an extension namespace
for questions, remarks and lists), and an EAD 2002 archival finding aid."""

from __future__ import annotations

from r30_decoys import make
from r30_form_base import Form
from r30_kit import Raw


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def el(name, value, attrs=""):
    return [Raw(f"<{name}{attrs}>"), value, Raw(f"</{name}>")]


class SamlAssertion(Form):
    name = "saml_attribute_assertion_xml"
    escape = staticmethod(xml_escape)

    def begin(self):
        rng, f = self.rng, self.s
        ident = "".join(rng.choice("0123456789abcdef") for _ in range(32))
        f.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
        f.line(
            Raw(
                '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" '
                f'xmlns:rec="urn:example:court-records:2" Version="2.0" ID="_{ident}">'
            )
        )
        f.line([Raw("  "), el("saml:Issuer", make("iurl", rng, self.doc["ctx"]))])
        f.line([Raw("  "), el("rec:Title", self.title())])
        f.line(Raw("  <saml:AttributeStatement>"))
        self.indent = "    "
        self.open = "  </saml:AttributeStatement>"

    def attribute(self, label, value):
        self.s.line(
            [
                Raw(self.indent + '<saml:Attribute Name="'),
                label,
                Raw('"><saml:AttributeValue>'),
                value,
                Raw("</saml:AttributeValue></saml:Attribute>"),
            ]
        )

    def head(self, label, value):
        self.attribute(label, value)

    def party(self, n, heading):
        self.s.line(Raw(self.open))
        if n:
            self.s.line([Raw(f'  <rec:Party seq="{n}" role="'), heading, Raw('">')])
            self.open = "  </rec:Party>"
        else:
            self.s.line([Raw('  <rec:Section heading="'), heading, Raw('">')])
            self.open = "  </rec:Section>"

    def row(self, label, value):
        self.attribute(label, value)

    def ask(self, q, value):
        self.s.line(
            [
                Raw(self.indent + "<rec:Exchange>"),
                el("rec:Prompt", q),
                el("rec:Reply", value),
                Raw("</rec:Exchange>"),
            ]
        )

    def say(self, s):
        self.s.line([Raw(self.indent), el("rec:Remark", s)])

    def table(self, heading, cols, rows, log=False):
        self.s.line(Raw(self.open))
        tag = "rec:AccessLog" if log else "rec:Related"
        self.s.line([Raw(f'  <{tag} heading="'), heading, Raw('">')])
        for r in rows:
            cells = [
                [Raw('<rec:Cell col="'), c, Raw('">'), v, Raw("</rec:Cell>")]
                for c, v in zip(cols, r, strict=True)
            ]
            self.s.line([Raw("    <rec:Row>"), cells, Raw("</rec:Row>")])
        self.open = f"  </{tag}>"

    def closings(self, rows):
        self.s.line(Raw(self.open))
        self.s.line(Raw("  <rec:Closing>"))
        for label, value in rows:
            self.attribute(label, value)
        self.open = "  </rec:Closing>"

    def end(self):
        self.s.line(Raw(self.open))
        self.s.line(Raw("</saml:Assertion>"))


class ArchivalFindingAid(Form):
    name = "ead_archival_finding_aid_xml"
    escape = staticmethod(xml_escape)

    def begin(self):
        rng, f = self.rng, self.s
        f.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
        f.line(Raw('<ead xmlns="urn:isbn:1-931666-22-9">'))
        f.line(Raw("  <eadheader>"))
        f.line([Raw("    "), el("eadid", make("ref", rng, self.doc["ctx"]))])
        f.line(
            [
                Raw("    <filedesc><titlestmt>"),
                el("titleproper", self.title()),
                Raw("</titlestmt></filedesc>"),
            ]
        )
        f.line(Raw("  </eadheader>"))
        f.line(Raw('  <archdesc level="file">'))
        f.line(Raw('    <odd><list type="deflist">'))
        self.close = ["    </list></odd>", "    <dsc>"]
        self.c = 0

    def defitem(self, label, value, indent="      "):
        self.s.line([Raw(indent + "<defitem>"), el("label", label), el("item", value), Raw("</defitem>")])

    def head(self, label, value):
        self.defitem(label, value)

    def party(self, n, heading):
        for line in self.close:
            self.s.line(Raw(line))
        self.c += 1
        level = "series" if n else 'otherlevel" otherlevel="narrative'
        self.s.line(Raw(f'      <c01 level="{level}" id="c{self.c:02d}">'))
        self.s.line([Raw("        <did>"), el("unittitle", heading), Raw("</did>")])
        self.close = ["      </c01>"]

    def row(self, label, value):
        if self.rng.random() < 0.5:
            self.s.line([Raw('        <list type="deflist">')])
            self.defitem(label, value, "          ")
            self.s.line(Raw("        </list>"))
        else:
            self.s.line([Raw("        <odd>"), el("head", label)])
            self.s.line([Raw("          "), el("p", value), Raw("</odd>")])

    def ask(self, q, value):
        self.s.line([Raw("        <note>"), el("p", q), el("p", value, ' altrender="reply"'), Raw("</note>")])

    def say(self, s):
        self.s.line([Raw("        <scopecontent>"), el("p", s), Raw("</scopecontent>")])

    def table(self, heading, cols, rows, log=False):
        self.party(1, heading)
        self.s.line(Raw(f'        <table><tgroup cols="{len(cols)}">'))
        self.s.line([Raw("          <thead><row>"), [el("entry", c) for c in cols], Raw("</row></thead>")])
        self.s.line(Raw("          <tbody>"))
        for r in rows:
            self.s.line([Raw("            <row>"), [el("entry", v) for v in r], Raw("</row>")])
        self.s.line(Raw("          </tbody>"))
        self.s.line(Raw("        </tgroup></table>"))

    def closings(self, rows):
        for line in self.close:
            self.s.line(Raw(line))
        self.s.line(Raw("    </dsc>"))
        self.s.line(Raw('    <processinfo><list type="deflist">'))
        for label, value in rows:
            self.defitem(label, value)
        self.s.line(Raw("    </list></processinfo>"))

    def end(self):
        self.s.line(Raw("  </archdesc>"))
        self.s.line(Raw("</ead>"))


XML = {c.name: c for c in (SamlAssertion, ArchivalFindingAid)}
