"""Round-27 code and data layouts: a Rust ``dbg!`` pretty print, an ``aws dynamodb get-item`` JSON reply and a
Swift dictionary literal used as a test fixture. Keys are made from the document's own labels."""

from __future__ import annotations

from r27_out_base import Base, c_escape, json_escape, unique_keys
from r27_page import Raw, pieces


def _flat(value):
    return pieces(value)


class Rust(Base):
    escape = staticmethod(c_escape)

    def q(self, value):
        return [Raw('"'), *_flat(value), Raw('"')]

    def head(self):
        self.rawline(f"[src/bin/export.rs:{self.rng.randint(40, 300)}:5] &record = CaseRecord {{")
        self.s.line(["    kind: ", *self.q(self.spec.title), Raw(",")])
        self.rawline("    filing: Filing {")
        keys = unique_keys([m[0] for m in self.spec.meta])
        for k, (_, v) in zip(keys, self.spec.meta, strict=True):
            self.s.line([Raw(f"        {k}: "), *self.q(v), Raw(",")])
        self.rawline("    },")
        self.rawline("    parties: [")

    def start(self, name, part):
        self.rawline(f"        {name} {{")
        self.s.line([Raw("            role: "), *self.q(part.heading), Raw(",")])

    def rows(self, part, n):
        self.start("Party", part)
        keys = unique_keys([label for label, _, _ in part.items])
        for k, (_, v, _) in zip(keys, part.items, strict=True):
            self.s.line([Raw(f"            {k}: "), *self.q(v), Raw(",")])
        self.rawline("        },")

    def qa(self, part, n):
        self.start("Interview", part)
        self.rawline("            exchanges: [")
        for ask, answer, _ in part.items:
            self.s.line(
                [Raw("                Qa { q: "), *self.q(ask), Raw(", a: "), *self.q(answer), Raw(" },")]
            )
        self.rawline("            ],")
        self.rawline("        },")

    def prose(self, part, n):
        self.start("Statement", part)
        self.rawline("            lines: [")
        for sent in part.items:
            self.s.line([Raw("                "), *self.q(sent), Raw(",")])
        self.rawline("            ],")
        self.rawline("        },")

    def crowd(self, c):
        self.rawline("    ],")
        self.closed = True
        keys = unique_keys(c.heads)
        self.rawline("    household: [")
        for r in c.rows:
            line = [Raw("        Member { ")]
            for i, (k, cell) in enumerate(zip(keys, r, strict=True)):
                line += [Raw(("" if i == 0 else ", ") + f"{k}: "), *self.q(cell)]
            self.s.line(line + [Raw(" },")])
        self.rawline("    ],")

    def strings(self, name, items):
        self.rawline(f"    {name}: [")
        for it in items:
            self.s.line([Raw("        "), *self.q(it), Raw(",")])
        self.rawline("    ],")

    def paras(self, paras):
        if not getattr(self, "closed", False):
            self.rawline("    ],")
        self.strings("notes", paras)

    def log(self, lines):
        self.strings("access_log", lines)

    def close(self, lines):
        self.strings("footer", lines)
        self.raw("}")


class Dynamo(Base):
    escape = staticmethod(json_escape)

    def S(self, value):
        return [Raw('{"S": "'), *_flat(value), Raw('"}')]

    def obj(self, key, entries, kind="M", indent=8):
        """``"key": {"M": {...}}`` or ``{"L": [...]}``; each entry is a list of lines, commas between entries."""
        pad = " " * indent
        opener, closer = ("{", "}") if kind == "M" else ("[", "]")
        lines = [[Raw(f'{pad}"{key}": {{"{kind}": {opener}')]]
        for i, entry in enumerate(entries):
            entry = [list(ln) for ln in entry]
            if i < len(entries) - 1:
                entry[-1].append(Raw(","))
            lines += entry
        lines.append([Raw(f"{pad}{closer}}}")])
        return lines

    def head(self):
        self.rawline(
            "$ aws dynamodb get-item --table-name CaseRecords --key "
            f'\'{{"pk": {{"S": "CASE#{self.rng.randint(10000, 99999)}"}}}}\' --output json'
        )
        keys = unique_keys([m[0] for m in self.spec.meta])
        body = [
            [[Raw(f'            "{k}": '), *self.S(v)]]
            for k, (_, v) in zip(keys, self.spec.meta, strict=True)
        ]
        self.entries = [[[Raw('        "kind": '), *self.S(self.spec.title)]], self.obj("filing", body)]

    def role(self, part):
        return [[Raw('            "role": '), *self.S(part.heading)]]

    def rows(self, part, n):
        keys = unique_keys([label for label, _, _ in part.items])
        body = [self.role(part)] + [
            [[Raw(f'            "{k}": '), *self.S(v)]] for k, (_, v, _) in zip(keys, part.items, strict=True)
        ]
        self.entries.append(self.obj(f"party_{n}", body))

    def qa(self, part, n):
        rows = [
            [[Raw('                {"M": {"q": '), *self.S(a), Raw(', "a": '), *self.S(b), Raw("}}")]]
            for a, b, _ in part.items
        ]
        self.entries.append(self.obj(f"party_{n}", [self.role(part), self.obj("interview", rows, "L", 12)]))

    def prose(self, part, n):
        rows = [[[Raw("                "), *self.S(x)]] for x in part.items]
        self.entries.append(self.obj(f"party_{n}", [self.role(part), self.obj("statement", rows, "L", 12)]))

    def crowd(self, c):
        keys = unique_keys(c.heads)
        rows = []
        for r in c.rows:
            line = [Raw('            {"M": {')]
            for i, (k, cell) in enumerate(zip(keys, r, strict=True)):
                line += [Raw(("" if i == 0 else ", ") + f'"{k}": '), *self.S(cell)]
            rows.append([line + [Raw("}}")]])
        self.entries.append(self.obj("household", rows, "L"))

    def strings(self, key, items):
        self.entries.append(self.obj(key, [[[Raw("            "), *self.S(it)]] for it in items], "L"))

    def paras(self, paras):
        self.strings("remarks", paras)

    def log(self, lines):
        self.strings("portal_log", lines)

    def close(self, lines):
        self.strings("footer", lines)
        self.rawline("{")
        self.rawline('    "Item": {')
        for i, entry in enumerate(self.entries):
            for j, ln in enumerate(entry):
                last = j == len(entry) - 1
                self.s.line(ln + ([Raw(",")] if last and i < len(self.entries) - 1 else []))
        self.rawline("    }")
        self.raw("}")


class Swift(Base):
    escape = staticmethod(c_escape)

    def q(self, value):
        return [Raw('"'), *_flat(value), Raw('"')]

    def head(self):
        self.rawline("// Snapshot fixture — regenerate with `swift run FixtureGen`; do not edit by hand")
        self.rawline("import Foundation")
        self.rawline("")
        self.rawline("let record: [String: Any] = [")
        self.s.line([Raw('    "kind": '), *self.q(self.spec.title), Raw(",")])
        self.rawline('    "filing": [')
        keys = unique_keys([m[0] for m in self.spec.meta])
        for k, (_, v) in zip(keys, self.spec.meta, strict=True):
            self.s.line([Raw(f'        "{k}": '), *self.q(v), Raw(",")])
        self.rawline("    ],")
        self.rawline('    "parties": [')
        self.closed = False

    def start(self, part):
        self.rawline("        [")
        self.s.line([Raw('            "role": '), *self.q(part.heading), Raw(",")])

    def rows(self, part, n):
        self.start(part)
        keys = unique_keys([label for label, _, _ in part.items])
        for k, (_, v, _) in zip(keys, part.items, strict=True):
            self.s.line([Raw(f'            "{k}": '), *self.q(v), Raw(",")])
        self.rawline("        ],")

    def qa(self, part, n):
        self.start(part)
        self.rawline('            "interview": [')
        for ask, answer, _ in part.items:
            self.s.line([Raw("                ("), *self.q(ask), Raw(", "), *self.q(answer), Raw("),")])
        self.rawline("            ],")
        self.rawline("        ],")

    def prose(self, part, n):
        self.start(part)
        self.rawline('            "statement": [')
        for sent in part.items:
            self.s.line([Raw("                "), *self.q(sent), Raw(",")])
        self.rawline("            ],")
        self.rawline("        ],")

    def end_parties(self):
        if not self.closed:
            self.rawline("    ],")
            self.closed = True

    def crowd(self, c):
        self.end_parties()
        keys = unique_keys(c.heads)
        self.rawline('    "household": [')
        for r in c.rows:
            line = [Raw("        [")]
            for i, (k, cell) in enumerate(zip(keys, r, strict=True)):
                line += [Raw(("" if i == 0 else ", ") + f'"{k}": '), *self.q(cell)]
            self.s.line(line + [Raw("],")])
        self.rawline("    ],")

    def strings(self, key, items):
        self.end_parties()
        self.rawline(f'    "{key}": [')
        for it in items:
            self.s.line([Raw("        "), *self.q(it), Raw(",")])
        self.rawline("    ],")

    def paras(self, paras):
        self.strings("remarks", paras)

    def log(self, lines):
        self.strings("portal_log", lines)

    def close(self, lines):
        self.strings("footer", lines)
        self.raw("]")


CODE = {"rust_dbg_pretty_print": Rust, "dynamodb_get_item_reply": Dynamo, "swift_dictionary_fixture": Swift}
