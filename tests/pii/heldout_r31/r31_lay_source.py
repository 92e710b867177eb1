"""Round-31 program layouts, part two: a VB.NET module holding the record as an anonymous-type initializer
(quotation marks doubled inside strings) and a GHCi session printing a Haskell record value (backslashes and
quotation marks escaped), written in the leading-comma style."""

from __future__ import annotations

from r31_kit import Raw
from r31_lay_base import Form, Lines


def vb_escape(s):
    return s.replace('"', '""')


def hs_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def q(value):
    return [Raw('"'), value, Raw('"')]


def joined(values, sep=", "):
    out = []
    for i, v in enumerate(values):
        out += [Raw(sep) if i else Raw(""), q(v)]
    return out


class VbAnonymousType(Form):
    name = "vbnet_anonymous_type_initializer"
    escape = staticmethod(vb_escape)
    modes = (0.6, 0.2, 0.2)

    def begin(self):
        f = self.f
        f.line(Raw("' Case particulars exported for review; regenerate instead of editing by hand."))
        f.line(Raw("Option Strict Off\nImports System.Collections.Generic\n\nModule CaseParticulars"))
        self.b = Lines()
        self.b.lines.append([Raw("    Public ReadOnly Record = New With {")])
        self.b.item([Raw("        .Title = "), q(self.title())])
        self.b.open(Raw("        .Header = New Dictionary(Of String, String) From {"))
        self.parties_open = False

    def head(self, label, value):
        self.b.item([Raw("            {"), q(label), Raw(", "), q(value), Raw("}")])

    def _end_parties(self):
        if self.parties_open:
            self.b.close(Raw("        }"))
            self.parties_open = False

    def prose(self, sentences, where):
        if where == "opening":
            self.b.close(Raw("        }"))
        else:
            self._end_parties()
        self.b.open(Raw(f"        .{'Opening' if where == 'opening' else 'Story'} = New String() {{"))
        for s in sentences:
            self.b.item([Raw("            "), q(s)])
        self.b.close(Raw("        }"))
        if where == "opening":
            self.b.open(Raw("        .Parties = New Object() {"))
            self.parties_open = True

    def party(self, part):
        self.b.open(Raw("            New With {"))
        self.b.item([Raw("                .Role = "), q(part["role"])])
        self.b.open(Raw("                .Items = New List(Of Object) From {"))

    def party_end(self):
        self.b.close(Raw("                }"))
        self.b.close(Raw("            }"))

    def row(self, label, value, field):
        self.b.item(
            [
                Raw("                    New Field With {.Label = "),
                q(label),
                Raw(", .Value = "),
                q(value),
                Raw("}"),
            ]
        )

    def ask(self, question, answer, indent="                    "):
        self.b.item(
            [Raw(indent + "New Exchange With {.Ask = "), q(question), Raw(", .Reply = "), q(answer), Raw("}")]
        )

    def say(self, sentence):
        self.b.item([Raw("                    New Remark With {.Text = "), q(sentence), Raw("}")])

    def table(self, heading, cols, rows, kind):
        self._end_parties()
        self.b.open(Raw(f"        .{'Related' if kind == 'kin' else 'AccessLog'} = New Table With {{"))
        self.b.item([Raw("            .Heading = "), q(heading)])
        self.b.item([Raw("            .Columns = New String() {")] + joined(cols) + [Raw("}")])
        self.b.open(Raw("            .Rows = New String()() {"))
        for r in rows:
            self.b.item([Raw("                New String() {")] + joined(r) + [Raw("}")])
        self.b.close(Raw("            }"))
        self.b.close(Raw("        }"))

    def follow(self, heading, pairs):
        self._end_parties()
        self.b.open(Raw("        .FollowUp = New List(Of Exchange) From {"))
        for question, answer in pairs:
            self.ask(question, answer, indent="            ")
        self.b.close(Raw("        }"))

    def close(self, rows):
        self._end_parties()
        self.b.open(Raw("        .Closing = New Dictionary(Of String, String) From {"))
        for label, value in rows:
            self.b.item([Raw("            {"), q(label), Raw(", "), q(value), Raw("}")])
        self.b.close(Raw("        }"))

    def end(self):
        self.b.lines.append([Raw("    }")])
        self.b.flush(self.f)
        self.f.line(Raw("End Module"))


class HaskellRecord(Form):
    name = "haskell_ghci_record_literal"
    escape = staticmethod(hs_escape)
    modes = (0.6, 0.2, 0.2)

    def begin(self):
        f = self.f
        f.line(Raw("ghci> :set -XOverloadedStrings\nghci> :load CaseParticulars.hs\nghci> caseRecord"))
        f.line(Raw("CaseRecord"))
        f.line([Raw('  { title = "'), self.title(), Raw('"')])
        self.field_open("header")
        self.parties_open = False

    def field_open(self, name, indent="  ", inner="      "):
        self.f.line(Raw(f"{indent}, {name} ="))
        self.first = True
        self.inner = inner

    def elem(self, value):
        self.f.line([Raw(self.inner + ("[ " if self.first else ", ")), value])
        self.first = False

    def field_close(self):
        self.f.line(Raw(self.inner + ("[]" if self.first else "]")))
        self.first = True

    def head(self, label, value):
        self.elem([Raw("( "), q(label), Raw(" , "), q(value), Raw(" )")])

    def _end_parties(self):
        if self.parties_open:
            self.f.line(Raw("      ]"))
            self.parties_open = False

    def prose(self, sentences, where):
        if where == "opening":
            self.field_close()
        else:
            self._end_parties()
        self.field_open("opening" if where == "opening" else "story")
        for s in sentences:
            self.elem(q(s))
        self.field_close()
        if where == "opening":
            self.f.line(Raw("  , parties ="))
            self.parties_open = True
            self.first_party = True

    def party(self, part):
        self.f.line(Raw("      [ Party" if self.first_party else "      , Party"))
        self.first_party = False
        self.f.line([Raw('          { role = "'), part["role"], Raw('"')])
        self.field_open("items", indent="          ", inner="              ")

    def party_end(self):
        self.field_close()
        self.f.line(Raw("          }"))

    def row(self, label, value, field):
        self.elem([Raw("Field "), q(label), Raw(" "), q(value)])

    def ask(self, question, answer):
        self.elem([Raw("Exchange { ask = "), q(question), Raw(" , reply = "), q(answer), Raw(" }")])

    def say(self, sentence):
        self.elem([Raw("Remark "), q(sentence)])

    def table(self, heading, cols, rows, kind):
        self._end_parties()
        f = self.f
        f.line(Raw(f"  , {'related' if kind == 'kin' else 'accessLog'} = Just Table"))
        f.line([Raw('      { heading = "'), heading, Raw('"')])
        f.line([Raw("      , columns = [ ")] + joined(cols, " , ") + [Raw(" ]")])
        self.field_open("rows", indent="      ", inner="          ")
        for r in rows:
            self.elem([Raw("[ ")] + joined(r, " , ") + [Raw(" ]")])
        self.field_close()
        f.line(Raw("      }"))

    def follow(self, heading, pairs):
        self._end_parties()
        self.field_open("followUp")
        for question, answer in pairs:
            self.ask(question, answer)
        self.field_close()

    def close(self, rows):
        self._end_parties()
        self.field_open("closing")
        for label, value in rows:
            self.elem([Raw("( "), q(label), Raw(" , "), q(value), Raw(" )")])
        self.field_close()

    def end(self):
        self.f.line(Raw("  }"))
        self.f.line(Raw("ghci> :quit\nLeaving GHCi."))
