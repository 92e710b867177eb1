"""Round-27 markup layouts: an XSL-FO document (label beside the value, tables, inline runs) and a WPF XAML
FlowDocument (label paragraph above the value paragraph, tables, runs). Names and addresses are sometimes
written word by word in separate inline elements."""

from __future__ import annotations

from r27_out_base import Base, caps_title, xml_escape
from r27_page import Raw, pieces, split_words


class Fo(Base):
    escape = staticmethod(xml_escape)
    JOINT = "</fo:inline> <fo:inline>"

    def __init__(self, spec):
        super().__init__(spec)
        self.split = self.rng.choice((0.3, 0.5, 0.7))

    def inl(self, value):
        if self.rng.random() < self.split:
            value = split_words(value, self.JOINT)
        return [Raw("<fo:inline>"), *pieces(value), Raw("</fo:inline>")]

    def block(self, value, attrs=""):
        self.s.line([Raw(f"<fo:block{attrs}>"), *pieces(value), Raw("</fo:block>")])

    def head(self):
        self.rawline('<?xml version="1.0" encoding="UTF-8"?>')
        self.rawline('<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format">')
        self.rawline(
            '<fo:layout-master-set><fo:simple-page-master master-name="letter" page-height="11in" '
            'page-width="8.5in"><fo:region-body margin="1in"/></fo:simple-page-master></fo:layout-master-set>'
        )
        self.rawline('<fo:page-sequence master-reference="letter">')
        self.rawline('<fo:flow flow-name="xsl-region-body">')
        self.block(caps_title(self.spec), ' font-size="14pt" font-weight="bold" text-align="center"')
        for label, value in self.spec.meta:
            self.block([Raw('<fo:inline font-weight="bold">'), label, ":", Raw("</fo:inline> "), value])

    def heading(self, part, n):
        self.block(f"Part {n} — {part.heading}", ' space-before="8pt" font-weight="bold"')

    def rows(self, part, n):
        self.heading(part, n)
        for label, value, _ in part.items:
            self.block(
                [Raw('<fo:inline font-weight="bold">'), label, ":", Raw("</fo:inline> "), *self.inl(value)]
            )

    def qa(self, part, n):
        self.heading(part, n)
        for ask, answer, _ in part.items:
            self.block(["Q. ", *pieces(ask)], ' font-style="italic"')
            self.block(["A. ", *self.inl(answer)], ' start-indent="12pt"')

    def prose(self, part, n):
        self.heading(part, n)
        out = []
        for sent in part.items:
            out += [*pieces(sent), " "]
        self.block(out[:-1], ' text-align="justify"')

    def cell(self, value):
        return [Raw("<fo:table-cell><fo:block>"), *pieces(value), Raw("</fo:block></fo:table-cell>")]

    def crowd(self, c):
        self.block(c.caption, ' space-before="8pt" font-weight="bold"')
        self.rawline("<fo:table>")
        head = [Raw("<fo:table-header><fo:table-row>")]
        for h in c.heads:
            head += self.cell(h)
        self.s.line(head + [Raw("</fo:table-row></fo:table-header>")])
        self.rawline("<fo:table-body>")
        for r in c.rows:
            line = [Raw("<fo:table-row>")]
            for cell in r:
                line += self.cell(self.inl(cell))
            self.s.line(line + [Raw("</fo:table-row>")])
        self.rawline("</fo:table-body>")
        self.rawline("</fo:table>")

    def paras(self, paras):
        for p in paras:
            self.block(p)

    def log(self, lines):
        for ln in lines:
            self.block(ln, ' font-family="monospace"')

    def close(self, lines):
        for ln in lines:
            self.block(ln, ' font-size="8pt"')
        self.rawline("</fo:flow>")
        self.rawline("</fo:page-sequence>")
        self.raw("</fo:root>")


class Xaml(Base):
    escape = staticmethod(xml_escape)
    JOINT = "</Run> <Run>"

    def __init__(self, spec):
        super().__init__(spec)
        self.split = self.rng.choice((0.3, 0.5, 0.7))

    def run_(self, value):
        if self.rng.random() < self.split:
            value = split_words(value, self.JOINT)
        return [Raw("<Run>"), *pieces(value), Raw("</Run>")]

    def para(self, value, attrs=""):
        self.s.line([Raw(f"<Paragraph{attrs}>"), *pieces(value), Raw("</Paragraph>")])

    def head(self):
        self.rawline(
            '<FlowDocument xmlns="http://schemas.microsoft.com/winfx/2006/xaml/presentation" '
            'FontFamily="Segoe UI" FontSize="12" PagePadding="48">'
        )
        self.para(caps_title(self.spec), ' FontSize="18" FontWeight="Bold"')
        for label, value in self.spec.meta:
            self.para([Raw("<Bold>"), label, Raw("</Bold> "), value])

    def section(self, part, n):
        self.rawline(f'<Section Tag="part-{n}">')
        self.para(part.heading, ' FontWeight="Bold" Margin="0,12,0,4"')

    def rows(self, part, n):
        self.section(part, n)
        for label, value, _ in part.items:
            self.para(label, ' Foreground="Gray" Margin="0,6,0,0"')
            self.para(self.run_(value), ' Margin="0"')
        self.rawline("</Section>")

    def qa(self, part, n):
        self.section(part, n)
        for ask, answer, _ in part.items:
            self.para([Raw("<Bold>Q:</Bold> "), *pieces(ask)])
            self.para([Raw("<Bold>A:</Bold> "), *self.run_(answer)], ' Margin="24,0,0,0"')
        self.rawline("</Section>")

    def prose(self, part, n):
        self.section(part, n)
        out = []
        for sent in part.items:
            out += [*pieces(sent), " "]
        self.para(out[:-1], ' TextAlignment="Justify"')
        self.rawline("</Section>")

    def crowd(self, c):
        self.para(c.caption, ' FontWeight="Bold"')
        self.rawline('<Table CellSpacing="4">')
        self.rawline("<Table.Columns>" + "<TableColumn/>" * len(c.heads) + "</Table.Columns>")
        self.rawline("<TableRowGroup>")
        line = [Raw('<TableRow FontWeight="Bold">')]
        for h in c.heads:
            line += [Raw("<TableCell><Paragraph>"), h, Raw("</Paragraph></TableCell>")]
        self.s.line(line + [Raw("</TableRow>")])
        for r in c.rows:
            line = [Raw("<TableRow>")]
            for cell in r:
                line += [Raw("<TableCell><Paragraph>"), *self.run_(cell), Raw("</Paragraph></TableCell>")]
            self.s.line(line + [Raw("</TableRow>")])
        self.rawline("</TableRowGroup>")
        self.rawline("</Table>")

    def paras(self, paras):
        for p in paras:
            self.para(p)

    def log(self, lines):
        for ln in lines:
            self.para(ln, ' FontFamily="Consolas"')

    def close(self, lines):
        for ln in lines:
            self.para(ln, ' FontSize="9"')
        self.raw("</FlowDocument>")


MARKUP = {"xsl_fo_document": Fo, "xaml_flow_document": Xaml}
