"""Round-29 markup and code layouts: an RSS channel, an XHTML definition list, a Clojure REPL pretty-print,
a C# object initializer and a Prolog fact base."""

from __future__ import annotations

from r29_kit import Raw
from r29_shape_base import Shape


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def str_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def tag(name, value, attrs=""):
    return [Raw(f"<{name}{attrs}>"), value, Raw(f"</{name}>")]


class RssChannelItems(Shape):
    name = "rss_channel_items_xml"
    escape = staticmethod(xml_escape)

    def begin(self):
        self.k = 0
        self.f.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
        self.f.line(Raw('<rss version="2.0">'))
        self.f.line(Raw("<channel>"))
        self.f.line(["  ", tag("title", self.title())])
        self.f.line(Raw("  <link>https://feeds.example.org/casefile</link>"))

    def item(self, inner):
        self.k += 1
        self.f.line([Raw(f'  <item><guid isPermaLink="false">e{self.k}</guid>'), inner, Raw("</item>")])

    def head(self, label, value):
        self.item([tag("title", label), tag("description", value)])

    def party(self, n, heading):
        self.part = n
        self.item([tag("title", heading), tag("category", f"party-{n}")])

    def row(self, field, label, value):
        self.item([tag("title", label), tag("description", value)])

    def question(self, q, value):
        self.item([tag("title", q), tag("comments", value)])

    def sentence(self, s):
        self.item(tag("description", s))

    def table(self, cols, rows):
        for r in rows:
            self.item(
                [
                    tag("title", [cols[0], ": ", r[0]]),
                    tag("category", r[1]),
                    tag("description", [cols[2], ": ", r[2], " · ", cols[3], ": ", r[3]]),
                ]
            )

    def story_begin(self):
        pass

    def log(self, entries):
        for e in entries:
            self.item(tag("source", e, ' url="https://feeds.example.org/audit"'))

    def closing(self, c):
        self.item(tag("author", c))

    def end(self):
        self.f.line(Raw("</channel>"))
        self.f.line(Raw("</rss>"))


class XhtmlDefinitionList(Shape):
    name = "xhtml_definition_list"
    escape = staticmethod(xml_escape)

    def begin(self):
        self.open = False
        self.f.line(Raw("<!DOCTYPE html>"))
        self.f.line(Raw('<html xmlns="http://www.w3.org/1999/xhtml" lang="' + self.lang + '"><body>'))
        self.f.line(tag("h1", self.title()))
        self.f.line(Raw("<dl>"))
        self.open = True

    def head(self, label, value):
        self.f.line(["  ", tag("dt", label)])
        self.f.line(["  ", tag("dd", value)])

    def shut(self):
        if self.open:
            self.f.line(Raw("</dl>"))
            self.open = False

    def party(self, n, heading):
        self.shut()
        self.f.line(tag("h2", heading, f' id="party-{n}"'))
        self.f.line(Raw("<dl>"))
        self.open = True

    def row(self, field, label, value):
        self.f.line(["  ", tag("dt", label)])
        self.f.line(["  ", tag("dd", value)])

    def question(self, q, value):
        if not self.open:
            self.f.line(Raw("<dl>"))
            self.open = True
        self.f.line(["  ", tag("dt", q, ' class="q"')])
        self.f.line(["  ", tag("dd", value, ' class="a"')])

    def sentence(self, s):
        self.shut()
        self.f.line(tag("p", s))

    def table(self, cols, rows):
        self.shut()
        self.f.line(Raw("<table>"))
        self.f.line([Raw("  <tr>")] + [tag("th", c) for c in cols] + [Raw("</tr>")])
        for r in rows:
            self.f.line([Raw("  <tr>")] + [tag("td", c) for c in r] + [Raw("</tr>")])
        self.f.line(Raw("</table>"))

    def story_begin(self):
        self.shut()

    def log(self, entries):
        self.shut()
        self.f.line(Raw("<pre>"))
        for e in entries:
            self.f.line(e)
        self.f.line(Raw("</pre>"))

    def closing(self, c):
        self.shut()
        self.f.line(tag("p", c, ' class="close"'))

    def end(self):
        self.shut()
        self.f.line(Raw("</body></html>"))


def s(value):
    return [Raw('"'), value, Raw('"')]


class CodeShape(Shape):
    escape = staticmethod(str_escape)

    def run(self):
        d = self.doc
        self.write(d)
        return self.f


class ClojureReplPprint(CodeShape):
    name = "clojure_repl_pprint"

    def write(self, d):
        f = self.f
        f.line(Raw('user=> (pprint (load-record "casefile.edn"))'))
        f.line(["{:title ", s(self.title()), ","])
        f.line(" :header")
        for i, (label, value) in enumerate(d["head"]):
            f.line(
                [" {" if i == 0 else "  ", s(label), " ", s(value), "}," if i == len(d["head"]) - 1 else ""]
            )
        f.line(" :parties")
        for n, p in enumerate(d["parties"]):
            f.line(["[" if n == 0 else " ", " {:role ", s(p["heading"]), ","])
            f.line("   :fields")
            rows = p["rows"] or [("-", "-", "-")]
            for i, (_, label, value) in enumerate(rows):
                f.line(
                    [
                        "   {" if i == 0 else "    ",
                        s(label),
                        " ",
                        s(value),
                        "}," if i == len(rows) - 1 else "",
                    ]
                )
            f.line(["   :asked [", *[[Raw("["), s(q), " ", s(a), Raw("]")] for q, a in p["qa"]], "],"])
            f.line(
                ["   :notes [", *[s(x) for x in p["said"]], "]}", "]," if n == len(d["parties"]) - 1 else ""]
            )
        if d["table"]:
            cols = d["table"]["cols"]
            f.line(" :people")
            for i, r in enumerate(d["table"]["rows"]):
                cells = [[s(c), " ", s(v), " "] for c, v in zip(cols, r, strict=True)]
                f.line(
                    [
                        "[" if i == 0 else " ",
                        " {",
                        cells,
                        "}",
                        "]," if i == len(d["table"]["rows"]) - 1 else "",
                    ]
                )
        for q, a in d["qa_about"]:
            f.line([" :follow-up [", s(q), " ", s(a), "],"])
        f.line([" :story [", *[[s(x), "\n         "] for x in d["story"][:-1]], s(d["story"][-1]), "],"])
        f.line([" :log [", *[[s(e), " "] for e in d["log"]], "],"])
        f.line([" :closing [", *[[s(c), " "] for c in d["close"]], "]}"])
        f.line("nil")
        f.put("user=> ")


class CsharpObjectInitializer(CodeShape):
    name = "csharp_object_initializer"

    def write(self, d):
        f = self.f
        f.line("// <auto-generated> test fixture </auto-generated>")
        f.line("var record = new CaseRecord")
        f.line("{")
        f.line(["    Title = ", s(self.title()), ","])
        f.line("    Header = new Dictionary<string, string>")
        f.line("    {")
        for label, value in d["head"]:
            f.line(["        [", s(label), "] = ", s(value), ","])
        f.line("    },")
        f.line("    Parties =")
        f.line("    {")
        for p in d["parties"]:
            f.line(["        new Party(", s(p["heading"]), ")"])
            f.line("        {")
            for _, label, value in p["rows"]:
                f.line(["            [", s(label), "] = ", s(value), ","])
            if p["qa"]:
                f.line(
                    [
                        "            Asked = { ",
                        *[[Raw("("), s(q), ", ", s(a), Raw("), ")] for q, a in p["qa"]],
                        "},",
                    ]
                )
            for x in p["said"]:
                f.line(["            Notes = { ", s(x), " },"])
            f.line("        },")
        f.line("    },")
        if d["table"]:
            cols = d["table"]["cols"]
            f.line("    People =")
            f.line("    {")
            for r in d["table"]["rows"]:
                f.line(
                    [
                        "        new Related { ",
                        *[[c.replace(" ", ""), " = ", s(v), ", "] for c, v in zip(cols, r, strict=True)],
                        "},",
                    ]
                )
            f.line("    },")
        for q, a in d["qa_about"]:
            f.line(["    FollowUp = (", s(q), ", ", s(a), "),"])
        f.line("    Story = new[]")
        f.line("    {")
        for x in d["story"]:
            f.line(["        ", s(x), ","])
        f.line("    },")
        for e in d["log"]:
            f.line(["    Audit = { ", s(e), " },"])
        for c in d["close"]:
            f.line(["    Closing = ", s(c), ","])
        f.put("};")


class PrologFactBase(CodeShape):
    name = "prolog_fact_base"

    def write(self, d):
        f = self.f
        f.line("% exported case facts; consult/1 this file")
        f.line(":- encoding(utf8).")
        f.line(["title(", s(self.title()), ")."])
        for label, value in d["head"]:
            f.line(["header(", s(label), ", ", s(value), ")."])
        for n, p in enumerate(d["parties"], 1):
            f.line()
            f.line([f"party(p{n}, ", s(p["heading"]), ")."])
            for _, label, value in p["rows"]:
                f.line([f"field(p{n}, ", s(label), ", ", s(value), ")."])
            for q, a in p["qa"]:
                f.line([f"asked(p{n}, ", s(q), ", ", s(a), ")."])
            for x in p["said"]:
                f.line([f"note(p{n}, ", s(x), ")."])
        if d["table"]:
            f.line()
            for k, r in enumerate(d["table"]["rows"], 1):
                f.line([f"related(k{k}, ", *[[s(c), ", "] for c in r[:-1]], s(r[-1]), ")."])
        for q, a in d["qa_about"]:
            f.line(["asked(about, ", s(q), ", ", s(a), ")."])
        f.line()
        for x in d["story"]:
            f.line(["story(", s(x), ")."])
        for e in d["log"]:
            f.line(["audit(", s(e), ")."])
        for c in d["close"]:
            f.line(["closing(", s(c), ")."])


CODE = {
    c.name: c
    for c in (
        RssChannelItems,
        XhtmlDefinitionList,
        ClojureReplPprint,
        CsharpObjectInitializer,
        PrologFactBase,
    )
}
