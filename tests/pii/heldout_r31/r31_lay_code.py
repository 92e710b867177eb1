"""Round-31 program layouts, part one: a PostScript page program that shows every string at a position
(strings keep balanced parentheses as they are, backslashes are doubled) and an ASN.1 value-notation record
(quotation marks doubled inside strings)."""

from __future__ import annotations

from r31_alikes import make
from r31_kit import Raw, plain
from r31_lay_base import Form, Lines, units, width
from r31_words import QA


def ps_escape(s):
    return s.replace("\\", "\\\\")


def ps_lines(value, size):
    """Like ``wrap`` but never breaks inside parentheses, so every shown string stays balanced."""
    groups, cur, depth = [], [], 0
    for u in units(value):
        cur = cur + [" "] + u if cur else u
        text = plain(u)
        depth += text.count("(") - text.count(")")
        if depth <= 0:
            groups.append(cur)
            cur, depth = [], 0
    if cur:
        groups.append(cur)
    lines, line, n = [], [], 0
    for g in groups:
        w = width(g)
        if line and n + 1 + w > size:
            lines.append(line)
            line, n = [], 0
        if line:
            line.append(" ")
            n += 1
        line.extend(g)
        n += w
    if line:
        lines.append(line)
    return lines


class PostScriptPage(Form):
    name = "postscript_show_string_program"
    escape = staticmethod(ps_escape)
    modes = (0.55, 0.2, 0.25)

    def begin(self):
        f = self.f
        f.line(Raw("%!PS-Adobe-3.0"))
        f.line(Raw("%%Title: case-extract.ps"))
        f.line(Raw("%%Creator: records export 4.2"))
        f.line([Raw("%%CreationDate: "), make("non_birth_date", self.rng, self.doc["ctx"])])
        f.line(Raw("%%Pages: (atend)\n%%EndComments\n%%BeginProlog"))
        f.line(
            Raw("/F { findfont exch scalefont setfont } bind def\n/T { moveto show } bind def\n%%EndProlog")
        )
        self.page, self.y = 0, 0
        self.new_page()
        f.line([Raw("11 /Helvetica-Bold F ("), self.title(), Raw(") 72 750 T 9 /Helvetica F")])
        self.y = 732

    def new_page(self):
        if self.page:
            self.f.line(Raw("showpage"))
        self.page += 1
        self.f.line(Raw(f"%%Page: {self.page} {self.page}\n9 /Helvetica F"))
        self.y = 750

    def at(self, *cells):
        """One output line: each cell is (value, x)."""
        if self.y < 60:
            self.new_page()
        out = []
        for value, x in cells:
            out += [Raw(" ") if out else Raw(""), Raw("("), value, Raw(f") {x} {self.y} T")]
        self.f.line(out)
        self.y -= 12

    def head(self, label, value):
        self.at((label, 72), (value, 230))

    def text(self, value, x=72, size=88):
        for line in ps_lines(value, size):
            self.at((line, x))

    def prose(self, sentences, where):
        if where == "story":
            self.bold(self.doc["story_head"])
        for s in sentences:
            self.text(s)

    def bold(self, text):
        if self.y < 72:
            self.new_page()
        self.f.line([Raw("10 /Helvetica-Bold F ("), text, Raw(f") 72 {self.y} T 9 /Helvetica F")])
        self.y -= 14

    def party(self, part):
        self.bold(part["heading"])

    def heading(self, text):
        self.bold(text)

    def row(self, label, value, field):
        self.at((label, 72), (value, 230))

    def ask(self, q, a):
        qp, ap = QA[self.lang]
        self.text([qp, " ", q])
        self.text([ap, " ", a], x=86, size=84)

    def say(self, sentence):
        self.text(sentence)

    def table(self, heading, cols, rows, kind):
        self.bold(heading)
        xs = (72, 220, 310, 420)
        for r in [list(cols)] + rows:
            self.at(*[(c, x) for c, x in zip(r, xs, strict=True)])

    def close(self, rows):
        for label, value in rows:
            self.at((label, 72), (value, 230))

    def end(self):
        self.f.line(Raw(f"showpage\n%%Trailer\n%%Pages: {self.page}\n%%EOF"))


def asn1_escape(s):
    return s.replace('"', '""')


def q(value):
    return [Raw('"'), value, Raw('"')]


class Asn1Record(Form):
    name = "asn1_value_notation_record"
    escape = staticmethod(asn1_escape)
    modes = (0.6, 0.2, 0.2)

    def begin(self):
        self.b = Lines()
        self.f.line(Raw("-- Case particulars in ASN.1 value notation (ITU-T X.680)"))
        self.f.line(Raw("R31-Case-Particulars DEFINITIONS AUTOMATIC TAGS ::= BEGIN"))
        self.f.line()
        self.f.line(Raw("record CaseRecord ::= {"))
        self.b.item([Raw("  title "), q(self.title())])
        self.b.open(Raw("  header {"))
        self.parties_open = False

    def head(self, label, value):
        self.b.item([Raw("    { label "), q(label), Raw(", value "), q(value), Raw(" }")])

    def prose(self, sentences, where):
        if where == "opening":
            self.b.close(Raw("  }"))
        else:
            self._end_parties()
        self.b.open(Raw(f"  {'opening' if where == 'opening' else 'story'} {{"))
        for s in sentences:
            self.b.item([Raw("    "), q(s)])
        self.b.close(Raw("  }"))
        if where == "opening":
            self.b.open(Raw("  parties {"))
            self.parties_open = True

    def _end_parties(self):
        if self.parties_open:
            self.b.close(Raw("  }"))
            self.parties_open = False

    def party(self, part):
        self.b.open(Raw("    {"))
        self.b.item([Raw("      role "), q(part["role"])])
        self.b.open(Raw("      items {"))

    def party_end(self):
        self.b.close(Raw("      }"))
        self.b.close(Raw("    }"))

    def row(self, label, value, field):
        self.b.item([Raw("        field : { label "), q(label), Raw(", value "), q(value), Raw(" }")])

    def ask(self, question, answer, indent="        exchange : "):
        self.b.item([Raw(indent + "{ question "), q(question), Raw(", answer "), q(answer), Raw(" }")])

    def say(self, sentence):
        self.b.item([Raw("        remark : "), q(sentence)])

    def table(self, heading, cols, rows, kind):
        self._end_parties()
        self.b.open(Raw(f"  {'related' if kind == 'kin' else 'accessLog'} {{"))
        self.b.item([Raw("    heading "), q(heading)])
        self.b.item(
            [Raw("    columns { ")]
            + [[Raw(", ") if i else Raw(""), q(c)] for i, c in enumerate(cols)]
            + [Raw(" }")]
        )
        self.b.open(Raw("    rows {"))
        for r in rows:
            self.b.item(
                [Raw("      { ")]
                + [[Raw(", ") if i else Raw(""), q(c)] for i, c in enumerate(r)]
                + [Raw(" }")]
            )
        self.b.close(Raw("    }"))
        self.b.close(Raw("  }"))

    def follow(self, heading, pairs):
        self._end_parties()
        self.b.open(Raw("  followUp {"))
        for question, answer in pairs:
            self.ask(question, answer, indent="    ")
        self.b.close(Raw("  }"))

    def close(self, rows):
        self._end_parties()
        self.b.open(Raw("  closing {"))
        for label, value in rows:
            self.b.item([Raw("    { label "), q(label), Raw(", value "), q(value), Raw(" }")])
        self.b.close(Raw("  }"))

    def end(self):
        self.b.flush(self.f)
        self.f.line(Raw("}"))
        self.f.line()
        self.f.line(Raw("END"))
