"""Round-30 code layouts: a Tcl script of dict commands, an Objective-C dictionary literal, and a Julia REPL
session that displays the record's dictionaries, pair vectors and a data frame."""

from __future__ import annotations

from r30_decoys import make
from r30_form_base import Form, col_widths, pad
from r30_kit import Raw


def tcl_escape(s):
    for a, b in (("\\", "\\\\"), ('"', '\\"'), ("$", "\\$"), ("[", "\\["), ("]", "\\]")):
        s = s.replace(a, b)
    return s


def c_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def julia_escape(s):
    return c_escape(s).replace("$", "\\$")


def q(value):
    return [Raw('"'), value, Raw('"')]


class TclDictScript(Form):
    name = "tcl_dict_script_dump"
    escape = staticmethod(tcl_escape)

    def begin(self):
        self.s.line(Raw("#!/usr/bin/env tclsh"))
        self.s.line(Raw("package require Tcl 8.6"))
        self.s.line([Raw("set title "), q(self.title())])
        self.s.line(Raw("set header [dict create]"))
        self.var = "header"
        self.n = 0

    def head(self, label, value):
        self.s.line([Raw(f"dict set {self.var} "), q(label), Raw(" "), q(value)])

    def party(self, n, heading):
        self.s.line()
        self.n = n
        if n:
            self.var = f"party({n})"
            self.s.line([Raw(f"set {self.var} [dict create role "), q(heading), Raw("]")])
        else:
            self.var = "section"
            self.s.line([Raw("lappend sections "), q(heading)])

    def row(self, label, value):
        self.head(label, value)

    def ask(self, question, value):
        self.s.line([Raw(f"lappend asked({self.n}) [list "), q(question), Raw(" "), q(value), Raw("]")])

    def say(self, s):
        self.s.line([Raw(f"lappend notes({self.n}) "), q(s)])

    def table(self, heading, cols, rows, log=False):
        var = "access" if log else "related"
        self.s.line()
        self.s.line([Raw(f"set {var}_heading "), q(heading)])
        self.s.line(Raw(f"set {var} [list]"))
        for r in rows:
            pairs = [
                [q(c), Raw(" "), q(v), Raw(" " if i < len(r) - 1 else "")]
                for i, (c, v) in enumerate(zip(cols, r, strict=True))
            ]
            self.s.line([Raw(f"lappend {var} [dict create "), pairs, Raw("]")])

    def closings(self, rows):
        self.s.line()
        self.s.line(Raw("set closing [dict create]"))
        self.var = "closing"
        for label, value in rows:
            self.head(label, value)

    def end(self):
        self.s.line(Raw("puts [dict size $header]"))


class ObjcDictionary(Form):
    name = "objc_nsdictionary_literal"
    escape = staticmethod(c_escape)

    def begin(self):
        self.s.line(Raw("// Generated fixture: case record export"))
        self.s.line(Raw("#import <Foundation/Foundation.h>"))
        self.s.line()
        self.s.line(Raw("NSDictionary<NSString *, id> *record = @{"))
        self.s.line([Raw('    @"title": @"'), self.title(), Raw('",')])
        self.s.line(Raw('    @"header": @{'))
        self.rows, self.asked, self.notes, self.mode = [], [], [], "header"

    def key(self, label, value, indent):
        return [Raw(indent + '@"'), label, Raw('": @"'), value, Raw('",')]

    def head(self, label, value):
        self.s.line(self.key(label, value, "        "))

    def party(self, n, heading):
        if self.mode == "header":
            self.s.line(Raw("    },"))
            self.s.line(Raw('    @"parties": @['))
            self.mode = "parties"
        if not n and self.mode != "sections":
            if self.mode == "parties":
                self.s.line(Raw("    ],"))
            self.mode = "sections"
            self.s.line(Raw('    @"sections": @['))
        self.s.line(Raw("        @{"))
        self.s.line([Raw('            @"' + ("role" if n else "heading") + '": @"'), heading, Raw('",')])

    def row(self, label, value):
        self.rows.append(self.key(label, value, "            "))

    def ask(self, question, value):
        self.asked.append([Raw('                @[@"'), question, Raw('", @"'), value, Raw('"],')])

    def say(self, s):
        self.notes.append([Raw('                @"'), s, Raw('",')])

    def end_party(self, n):
        for r in self.rows:
            self.s.line(r)
        for name, items in (("asked", self.asked), ("notes", self.notes)):
            if items:
                self.s.line(Raw(f'            @"{name}": @['))
                for it in items:
                    self.s.line(it)
                self.s.line(Raw("            ],"))
        self.s.line(Raw("        },"))
        self.rows, self.asked, self.notes = [], [], []

    def table(self, heading, cols, rows, log=False):
        if self.mode != "tables":
            self.s.line(Raw("    ],"))
            self.mode = "tables"
        self.s.line([Raw('    @"' + ("access" if log else "related") + '": @[ // '), heading])
        for r in rows:
            pairs = [
                [Raw('@"'), c, Raw('": @"'), v, Raw('"' + (", " if i < len(r) - 1 else ""))]
                for i, (c, v) in enumerate(zip(cols, r, strict=True))
            ]
            self.s.line([Raw("        @{"), pairs, Raw("},")])
        self.s.line(Raw("    ],"))

    def closings(self, rows):
        if self.mode != "tables":
            self.s.line(Raw("    ],"))
        self.s.line(Raw('    @"closing": @{'))
        for label, value in rows:
            self.s.line(self.key(label, value, "        "))
        self.s.line(Raw("    },"))

    def end(self):
        self.s.line(Raw("};"))


class JuliaRepl(Form):
    name = "julia_repl_dict_display"
    escape = staticmethod(julia_escape)

    def begin(self):
        self.s.line(Raw("julia> using CaseRecords"))
        self.s.line()
        self.s.line([Raw('julia> rec = load_record("'), make("ref", self.rng, self.doc["ctx"]), Raw('");')])
        self.s.line()
        self.s.line([Raw("julia> rec.title\n"), q(self.title())])
        self.pending = ("rec.header", [])
        self.asked, self.notes, self.n = [], [], 0

    def show_dict(self, expr, rows):
        self.s.line()
        self.s.line(Raw(f"julia> {expr}"))
        self.s.line(Raw(f"Dict{{String, String}} with {len(rows)} entr{'y' if len(rows) == 1 else 'ies'}:"))
        for label, value in rows:
            self.s.line([Raw('  "'), label, Raw('" => "'), value, Raw('"')])

    def head(self, label, value):
        self.pending[1].append((label, value))

    def party(self, n, heading):
        self.flush()
        self.n = n
        self.sec = getattr(self, "sec", 0) + (0 if n else 1)
        expr = f"rec.parties[{n}]" if n else f"rec.sections[{self.sec}]"
        self.pending = (expr, [("role" if n else "heading", heading)])

    def row(self, label, value):
        self.pending[1].append((label, value))

    def ask(self, question, value):
        self.asked.append((question, value))

    def say(self, s):
        self.notes.append(s)

    def flush(self):
        if self.pending:
            self.show_dict(*self.pending)
        self.pending = None
        expr = f"rec.parties[{self.n}]" if self.n else "ans"
        if self.asked:
            self.s.line()
            self.s.line(Raw(f"julia> {expr}.asked"))
            self.s.line(Raw(f"{len(self.asked)}-element Vector{{Pair{{String, String}}}}:"))
            for question, value in self.asked:
                self.s.line([Raw(' "'), question, Raw('" => "'), value, Raw('"')])
        if self.notes:
            self.s.line()
            self.s.line(Raw(f"julia> {expr}.notes"))
            self.s.line(Raw(f"{len(self.notes)}-element Vector{{String}}:"))
            for s in self.notes:
                self.s.line([Raw(' "'), s, Raw('"')])
        self.asked, self.notes = [], []

    def table(self, heading, cols, rows, log=False):
        self.flush()
        ws = col_widths(cols, rows, gap=1)
        self.s.line()
        self.s.line([Raw(f"julia> rec.{'access' if log else 'related'}  # "), heading])
        self.s.line(Raw(f"{len(rows)}×{len(cols)} DataFrame"))
        plain = str
        self.s.line(
            [Raw(" Row │ ")] + [[Raw(""), c, Raw(pad(c, w))] for c, w in zip(cols, ws, strict=True)],
            escape=plain,
        )
        self.s.line(Raw("     │ " + "".join("String" + " " * max(1, w - 6) for w in ws)))
        self.s.line(Raw("─────┼" + "─" * (sum(ws) + 1)))
        for i, r in enumerate(rows, 1):
            cells = [
                [v, Raw(pad(v, w) if j < len(r) - 1 else "")]
                for j, (v, w) in enumerate(zip(r, ws, strict=True))
            ]
            self.s.line([Raw(f"{i:>4} │ ")] + cells, escape=plain)

    def closings(self, rows):
        self.flush()
        self.pending = ("rec.closing", list(rows))
        self.flush()

    def end(self):
        self.flush()
        self.s.line()
        self.s.line(Raw("julia> "))


CODE = {c.name: c for c in (TclDictScript, ObjcDictionary, JuliaRepl)}
