"""Round-28 code and console layouts: a pandas REPL session, ``kubectl describe`` output for a custom resource,
a generated Go fixture and an IEx session."""

from __future__ import annotations

from r28_items import Ask, Row, Say
from r28_lay_base import Layout, caps_title, table_lines, width
from r28_sheet import Lit, flat, plain


def py_quote(value):
    """Python's repr quotes for a value: double quotes when it holds an apostrophe."""
    return '"' if "'" in plain(value) and '"' not in plain(value) else "'"


class PandasSession(Layout):
    def head(self):
        s, d = self.s, self.doc
        s.ln("Python 3.11.9 (main) [GCC 12.2.0] on linux")
        s.ln('Type "help", "copyright", "credits" or "license" for more information.')
        s.ln(">>> import pandas as pd")
        s.ln(f'>>> rec = pd.read_pickle("casefile_{self.rng.randint(1000, 9999)}.pkl")')
        s.ln(">>> rec.title")
        q = py_quote(d.title)
        s.ln([q, caps_title(d), q])
        s.ln(">>> rec.header")
        self.series(d.meta, "header")

    def series(self, rows, name):
        lw = max(len(r.label) for r in rows)
        vw = max(width(r.value) for r in rows)
        for r in rows:
            self.s.ln([r.label.ljust(lw), "    ", " " * (vw - width(r.value)), *flat(r.value)])
        self.s.ln(f"Name: {name}, dtype: object")

    def open(self, heading, n):
        self.heading, self.buf = heading, []

    def flush(self):
        rows = [i for i in self.buf if isinstance(i, Row)]
        says = [i for i in self.buf if isinstance(i, Say)]
        if rows:
            self.s.ln(f'>>> rec.parties["{self.heading}"]')
            self.series(rows, self.heading)
        if says:
            self.s.ln(f'>>> print(rec.notes["{self.heading}"])')
            for item in says:
                self.s.ln(flat(item.pieces))
        self.buf = []

    def row(self, r):
        self.buf.append(r)

    def say(self, pieces):
        self.buf.append(Say(pieces))

    def ask(self, a):
        self.flush()
        self.s.ln([Lit('>>> rec.ask("'), *flat(a.question), Lit('")')])
        q = py_quote(a.value)
        self.s.ln([Lit(q), *flat(a.value), Lit(q)])

    def shut(self, heading, n):
        self.flush()

    def grid(self, g):
        self.flush()
        self.s.ln(f'>>> rec.people["{self.heading}"]')
        lines = table_lines(g.heads, g.rows, gap="  ", right=True)
        idx_w = len(str(len(g.rows) - 1))
        self.s.ln([" " * (idx_w + 2), *lines[0]])
        for k, line in enumerate(lines[2:]):
            self.s.ln([str(k).ljust(idx_w), "  ", *line])

    def trail(self, t):
        self.flush()
        self.s.ln(">>> print(rec.log)")
        for line in t.lines:
            self.s.ln(flat(line))

    def tail(self):
        self.s.ln('>>> print("\\n".join(rec.closing))')
        for c in self.doc.closings:
            self.s.ln(c)
        self.s.ln(">>> exit()")


class DescribeOutput(Layout):
    def head(self):
        s, d = self.s, self.doc
        self.slug = f"casefile-{self.rng.randint(0, 16**6):06x}"
        s.ln(f"$ kubectl describe casefile {self.slug} -n {d.jur}-registry")
        s.ln(f"Name:         {self.slug}")
        s.ln(f"Namespace:    {d.jur}-registry")
        s.ln(f"Labels:       jurisdiction={d.jur}")
        s.ln(f"              language={d.lang}")
        s.ln(["Annotations:  records.example.org/title: ", caps_title(d)])
        s.ln(f"              records.example.org/office: {d.office}")
        s.ln("API Version:  records.example.org/v1")
        s.ln("Kind:         CaseFile")
        s.ln("Spec:")
        s.ln("  Header:")
        self.block(d.meta, "    ")

    def block(self, rows, pad):
        w = max(len(r.label) for r in rows) + 3
        for r in rows:
            self.s.ln([pad, (r.label + ":").ljust(w), *flat(r.value)])

    def open(self, heading, n):
        self.s.ln(f"  {heading}:")
        self.buf = []

    def flush(self):
        rows = [i for i in self.buf if isinstance(i, Row)]
        asks = [i for i in self.buf if isinstance(i, Ask)]
        says = [i for i in self.buf if isinstance(i, Say)]
        if rows:
            self.block(rows, "    ")
        if asks:
            self.s.ln("    Interview:")
            for a in asks:
                self.s.ln(["      Q:  ", *flat(a.question)])
                self.s.ln(["      A:  ", *flat(a.value)])
        if says:
            self.s.ln("    Notes:")
            for item in says:
                self.s.ln(["      ", *flat(item.pieces)])
        self.buf = []

    def row(self, r):
        self.buf.append(r)

    def ask(self, a):
        self.buf.append(a)

    def say(self, pieces):
        self.buf.append(Say(pieces))

    def shut(self, heading, n):
        self.flush()

    def grid(self, g):
        self.flush()
        for line in table_lines(g.heads, g.rows, gap="   "):
            self.s.ln(["    ", *line])

    def trail(self, t):
        self.flush()
        self.s.ln("    Access Log:")
        for line in t.lines:
            self.s.ln(["      ", *flat(line)])

    def tail(self):
        s = self.s
        s.ln("Events:")
        s.ln("  Type    Reason     Age   From       Message")
        s.ln("  ----    ------     ----  ----       -------")
        for c in self.doc.closings:
            s.ln([f"  Normal  Filed      {self.rng.randint(2, 90)}d".ljust(27), "registry   ", *flat(c)])


def go_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


class GoFixture(Layout):
    escape = staticmethod(go_escape)

    def head(self):
        s, d = self.s, self.doc
        s.ln("// Code generated by casefile-export. DO NOT EDIT.")
        s.ln()
        s.ln("package fixtures")
        s.ln()
        s.ln(Lit("var CaseFile = Record{"))
        s.ln([Lit('\tTitle:  "'), caps_title(d), Lit('",')])
        s.ln([Lit('\tOffice: "'), d.office, Lit('",')])
        s.ln(Lit("\tHeader: []Field{"))
        for r in d.meta:
            self.field(r, "\t\t")
        s.ln(Lit("\t},"))
        s.ln(Lit("\tSections: []Section{"))

    def field(self, r, tabs):
        self.s.ln([Lit(f'{tabs}{{Label: "'), r.label, Lit('", Value: "'), *flat(r.value), Lit('"},')])

    def open(self, heading, n):
        self.s.ln(Lit("\t\t{"))
        self.s.ln([Lit('\t\t\tHeading: "'), heading, Lit('",')])
        self.buf = []

    def flush(self):
        s = self.s
        groups = (("Fields: []Field{", Row), ("Interview: []QA{", Ask), ("Notes: []string{", Say))
        for opener, cls in groups:
            items = [i for i in self.buf if isinstance(i, cls)]
            if not items:
                continue
            s.ln(Lit(f"\t\t\t{opener}"))
            for i in items:
                if cls is Row:
                    self.field(i, "\t\t\t\t")
                elif cls is Ask:
                    s.ln(
                        [Lit('\t\t\t\t{Q: "'), *flat(i.question), Lit('", A: "'), *flat(i.value), Lit('"},')]
                    )
                else:
                    s.ln([Lit('\t\t\t\t"'), *flat(i.pieces), Lit('",')])
            s.ln(Lit("\t\t\t},"))
        self.buf = []

    def row(self, r):
        self.buf.append(r)

    def ask(self, a):
        self.buf.append(a)

    def say(self, pieces):
        self.buf.append(Say(pieces))

    def grid(self, g):
        self.flush()
        s = self.s
        s.ln(Lit("\t\t\tTable: [][]string{"))
        s.ln([Lit("\t\t\t\t{"), *self.cells([[h] for h in g.heads]), Lit("},")])
        for cells in g.rows:
            s.ln([Lit("\t\t\t\t{"), *self.cells(cells), Lit("},")])
        s.ln(Lit("\t\t\t},"))

    def cells(self, cells):
        out = []
        for i, c in enumerate(cells):
            out += [Lit(", " if i else ""), Lit('"'), *flat(c), Lit('"')]
        return out

    def trail(self, t):
        self.flush()
        self.s.ln(Lit("\t\t\tLog: []string{"))
        for line in t.lines:
            self.s.ln([Lit('\t\t\t\t"'), *flat(line), Lit('",')])
        self.s.ln(Lit("\t\t\t},"))

    def shut(self, heading, n):
        self.flush()
        self.s.ln(Lit("\t\t},"))

    def tail(self):
        s = self.s
        s.ln(Lit("\t},"))
        s.ln(Lit("\tClosing: []string{"))
        for c in self.doc.closings:
            s.ln([Lit('\t\t"'), *flat(c), Lit('",')])
        s.ln(Lit("\t},"))
        s.ln(Lit("}"))


def ex_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("#{", "\\#{")


class IexSession(Layout):
    escape = staticmethod(ex_escape)

    def head(self):
        s, d = self.s, self.doc
        self.n = 1
        s.ln("Erlang/OTP 26 [erts-14.2.1] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]")
        s.ln()
        s.ln("Interactive Elixir (1.16.1) - press Ctrl+C to exit (type h() ENTER for help)")
        s.ln(Lit(f'iex(1)> {{:ok, file}} = Registry.CaseFile.fetch("{self.rng.randint(10**7, 10**8 - 1)}")'))
        s.ln(Lit("{:ok,"))
        s.ln(Lit(" %Registry.CaseFile{"))
        s.ln([Lit('   title: "'), caps_title(d), Lit('",')])
        s.ln([Lit('   office: "'), d.office, Lit('",')])
        s.ln(Lit("   header: %{"))
        for r in d.meta:
            self.pair(r, "     ")
        s.ln(Lit("   },"))
        s.ln(Lit("   sections: ["))
        self.tables = []

    def pair(self, r, pad):
        self.s.ln([Lit(f'{pad}"'), r.label, Lit('" => "'), *flat(r.value), Lit('",')])

    def open(self, heading, n):
        self.s.ln(Lit("     %{"))
        self.s.ln([Lit('       heading: "'), heading, Lit('",')])
        self.buf = []

    def flush(self):
        s = self.s
        rows = [i for i in self.buf if isinstance(i, Row)]
        asks = [i for i in self.buf if isinstance(i, Ask)]
        says = [i for i in self.buf if isinstance(i, Say)]
        if rows:
            s.ln(Lit("       fields: %{"))
            for r in rows:
                self.pair(r, "         ")
            s.ln(Lit("       },"))
        if asks:
            s.ln(Lit("       interview: ["))
            for a in asks:
                s.ln([Lit('         {"'), *flat(a.question), Lit('", "'), *flat(a.value), Lit('"},')])
            s.ln(Lit("       ],"))
        if says:
            s.ln(Lit("       notes: ["))
            for i in says:
                s.ln([Lit('         "'), *flat(i.pieces), Lit('",')])
            s.ln(Lit("       ],"))
        self.buf = []

    def row(self, r):
        self.buf.append(r)

    def ask(self, a):
        self.buf.append(a)

    def say(self, pieces):
        self.buf.append(Say(pieces))

    def grid(self, g):
        self.tables.append(g)

    def trail(self, t):
        self.buf.append(Say([t.head + ":"]))
        for line in t.lines:
            self.buf.append(Say(line))

    def shut(self, heading, n):
        self.flush()
        self.s.ln(Lit("     },"))

    def tail(self):
        s = self.s
        s.ln(Lit("   ]"))
        s.ln(Lit(" }}"))
        for g in self.tables:
            self.n += 1
            s.ln(Lit(f"iex({self.n})> file |> Registry.CaseFile.table() |> IO.puts()"))
            for line in table_lines(g.heads, g.rows, gap=" | "):
                s.ln(line, escape=lambda x: x)
            s.ln(":ok")
        self.n += 1
        s.ln(Lit(f"iex({self.n})> Enum.each(file.closing, &IO.puts/1)"))
        for c in self.doc.closings:
            s.ln(c, escape=lambda x: x)
        s.ln(":ok")
        s.ln(Lit(f"iex({self.n + 1})> "))


CODE = {
    "pandas_repl_series_print": PandasSession,
    "kubectl_describe_resource": DescribeOutput,
    "go_struct_fixture": GoFixture,
    "iex_struct_inspect": IexSession,
}
