"""Machine layouts of round 24: Ruby hash, Perl Data::Dumper, R list, GraphQL mutation, Nix attribute set,
Cypher statements, OpenDocument flat XML and an OPML outline."""

from __future__ import annotations

from r24_doc import Doc, Raw, plain


def tree(spec):
    """The spec as nested nodes: ('map', items, labelled), ('list', items), ('str', value)."""
    sections = []
    for heading, kind, payload in spec.sections:
        items = [("heading", ("str", heading))]
        if kind == "fields":
            items.append(("fields", ("map", [(lab, ("str", v)) for _, lab, v in payload], True)))
        elif kind == "table":
            cols, rows = payload
            items.append(("columns", ("list", [("str", c) for c in cols])))
            items.append(("rows", ("list", [("list", [("str", c) for c in row]) for row in rows])))
        elif kind == "prose":
            items.append(("paragraphs", ("list", [("str", p) for p in payload])))
        else:
            a, b = ("q", "a") if kind == "qa" else ("speaker", "text")
            items.append(
                (
                    "questions" if kind == "qa" else "turns",
                    ("list", [("map", [(a, ("str", q)), (b, ("str", v))], False) for q, v in payload]),
                )
            )
        sections.append(("map", items, False))
    return (
        "map",
        [
            ("title", ("str", spec.title)),
            ("header", ("map", [(lab, ("str", v)) for _, lab, v in spec.header], True)),
            ("sections", ("list", sections)),
            ("closing", ("list", [("str", c) for c in spec.closing])),
        ],
        False,
    )


STYLES = {
    "ruby_hash": dict(
        q='"',
        open="{",
        close="}",
        lopen="[",
        lclose="]",
        sep=",",
        term="",
        key=lambda k, lab: f'"{k}" => ' if lab else f"{k}: ",
        esc=("\\", '"', "#{"),
    ),
    "perl_dumper": dict(
        q="'",
        open="{",
        close="}",
        lopen="[",
        lclose="]",
        sep=",",
        term="",
        key=lambda k, lab: f"'{k}' => ",
        esc=("\\", "'"),
    ),
    "r_dput": dict(
        q='"',
        open="list(",
        close=")",
        lopen="list(",
        lclose=")",
        sep=",",
        term="",
        key=lambda k, lab: f"`{k}` = " if lab else f"{k} = ",
        esc=("\\", '"'),
    ),
    "graphql_mutation": dict(
        q='"',
        open="{",
        close="}",
        lopen="[",
        lclose="]",
        sep="",
        term="",
        key=lambda k, lab: f"{k}: ",
        esc=("\\", '"'),
    ),
    "nix_attrset": dict(
        q='"',
        open="{",
        close="}",
        lopen="[",
        lclose="]",
        sep="",
        term=";",
        key=lambda k, lab: f'"{k}" = ' if lab else f"{k} = ",
        esc=("\\", '"', "${"),
    ),
}


def _escaper(chars):
    def esc(s):
        for c in chars:
            s = s.replace(c, "\\" + c)
        return s

    return esc


def _emit(d, node, st, depth, esc):
    pad = "  " * depth
    kind = node[0]
    if kind == "str":
        d.put([Raw(st["q"]), node[1], Raw(st["q"])])
        return
    if kind == "list":
        d.raw(st["lopen"] + "\n")
        for n, item in enumerate(node[1]):
            d.raw(pad + "  ")
            _emit(d, item, st, depth + 1, esc)
            d.raw((st["sep"] if n < len(node[1]) - 1 or st["sep"] == "," else "") + "\n")
        d.raw(pad + st["lclose"])
        return
    items, labelled = node[1], node[2]
    if labelled and st is STYLES["graphql_mutation"]:  # GraphQL keys must be names: write label/value pairs
        pairs = ("list", [("map", [("label", ("str", k)), ("value", v)], False) for k, v in items])
        _emit(d, pairs, st, depth, esc)
        return
    d.raw(st["open"] + "\n")
    for n, (key, value) in enumerate(items):
        d.raw(pad + "  ")
        d.put(Raw(st["key"](esc(key) if labelled else key, labelled)))
        _emit(d, value, st, depth + 1, esc)
        d.raw(st["term"] + (st["sep"] if n < len(items) - 1 or st["sep"] == "," else "") + "\n")
    d.raw(pad + st["close"])


def generic(name):
    def render(spec, g):
        st = STYLES[name]
        esc = _escaper(st["esc"])
        d = Doc(esc)
        root = tree(spec)
        if name == "ruby_hash":
            d.raw("# frozen_string_literal: true\n\nRECORD = ")
        elif name == "perl_dumper":
            d.raw("$VAR1 = ")
        elif name == "r_dput":
            d.raw("record <- ")
        elif name == "graphql_mutation":
            d.raw("mutation FileRecord {\n  createRecord(input: ")
        elif name == "nix_attrset":
            d.raw("# generated export; do not edit\n")
        _emit(d, root, st, 1 if name == "graphql_mutation" else 0, esc)
        tail = {
            "ruby_hash": ".freeze\n",
            "perl_dumper": ";\n",
            "r_dput": "\n",
            "graphql_mutation": ") {\n    id\n    status\n  }\n}\n",
            "nix_attrset": "\n",
        }[name]
        d.raw(tail)
        return d

    return render


def _xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _attr(s):
    return _xml(s).replace('"', "&quot;")


ODF_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
)


def odf_flat_xml(spec, g):
    d = Doc(_xml)
    d.raw('<?xml version="1.0" encoding="UTF-8"?>\n')
    d.raw(
        f'<office:document {ODF_NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">\n'
    )
    d.raw(" <office:body>\n  <office:text>\n")
    d.put([Raw('   <text:h text:outline-level="1">'), spec.title, Raw("</text:h>\n")])
    for _, lab, v in spec.header:
        d.put([Raw('   <text:p text:style-name="Header">'), lab, Raw("<text:tab/>"), v, Raw("</text:p>\n")])
    for t, (heading, kind, payload) in enumerate(spec.sections, 1):
        d.put([Raw('   <text:h text:outline-level="2">'), heading, Raw("</text:h>\n")])
        if kind == "fields":
            for _, lab, v in payload:
                if g.rng.random() < 0.5:
                    d.put(
                        [
                            Raw('   <text:p><text:span text:style-name="Label">'),
                            lab,
                            Raw("</text:span><text:line-break/>"),
                            v,
                            Raw("</text:p>\n"),
                        ]
                    )
                else:
                    d.put([Raw("   <text:p>"), lab, ": ", v, Raw("</text:p>\n")])
        elif kind == "table":
            cols, rows = payload
            d.raw(f'   <table:table table:name="Table{t}">\n')
            for row in [list(cols)] + rows:
                d.raw("    <table:table-row>")
                for cell in row:
                    d.put([Raw("<table:table-cell><text:p>"), cell, Raw("</text:p></table:table-cell>")])
                d.raw("</table:table-row>\n")
            d.raw("   </table:table>\n")
        elif kind == "prose":
            for para in payload:
                d.put([Raw("   <text:p>"), para, Raw("</text:p>\n")])
        else:
            d.raw("   <text:list>\n")
            for q, v in payload:
                d.put(
                    [
                        Raw("    <text:list-item><text:p>"),
                        q,
                        Raw("</text:p><text:p>"),
                        v,
                        Raw("</text:p></text:list-item>\n"),
                    ]
                )
            d.raw("   </text:list>\n")
    for line in spec.closing:
        d.put([Raw('   <text:p text:style-name="Closing">'), line, Raw("</text:p>\n")])
    d.raw("  </office:text>\n </office:body>\n</office:document>\n")
    return d


def opml_outline(spec, g):
    d = Doc(_attr)
    d.raw('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head>\n')
    d.put([Raw("    <title>"), spec.title, Raw("</title>\n  </head>\n  <body>\n")])
    d.raw('    <outline text="Header">\n')
    for _, lab, v in spec.header:
        d.put([Raw('      <outline text="'), lab, Raw('" _note="'), v, Raw('"/>\n')])
    d.raw("    </outline>\n")
    for heading, kind, payload in spec.sections:
        d.put([Raw('    <outline text="'), heading, Raw('">\n')])
        if kind == "fields":
            for _, lab, v in payload:
                d.put([Raw('      <outline text="'), lab, Raw('" _note="'), v, Raw('"/>\n')])
        elif kind == "table":
            cols, rows = payload
            for row in rows:
                d.put([Raw('      <outline text="'), row[0], Raw('"')])
                for c, cell in zip(cols[1:], row[1:], strict=True):
                    d.put(
                        [
                            Raw(" " + "".join(ch for ch in plain(c).lower() if ch.isalnum()) + '="'),
                            cell,
                            Raw('"'),
                        ]
                    )
                d.raw("/>\n")
        elif kind == "prose":
            for para in payload:
                d.put([Raw('      <outline text="'), para, Raw('"/>\n')])
        else:
            for q, v in payload:
                d.put([Raw('      <outline text="'), q, Raw('" _note="'), v, Raw('"/>\n')])
        d.raw("    </outline>\n")
    for line in spec.closing:
        d.put([Raw('    <outline text="'), line, Raw('" type="closing"/>\n')])
    d.raw("  </body>\n</opml>\n")
    return d


def _cy(s):
    return s.replace("\\", "\\\\").replace("'", "\\'")


def cypher_create(spec, g):
    d = Doc(_cy)
    d.raw("// record import\n")
    d.put([Raw("CREATE (doc:Document {title: '"), spec.title, Raw("'})\n")])
    for n, (_, lab, v) in enumerate(spec.header, 1):
        d.put(
            [
                Raw(f"CREATE (doc)-[:HAS_META]->(:Meta {{seq: {n}, label: '"),
                lab,
                Raw("', value: '"),
                v,
                Raw("'})\n"),
            ]
        )
    for s, (heading, kind, payload) in enumerate(spec.sections, 1):
        d.put([Raw(f"CREATE (s{s}:Section {{seq: {s}, heading: '"), heading, Raw("'})-[:PART_OF]->(doc)\n")])
        if kind == "fields":
            for _, lab, v in payload:
                d.put(
                    [
                        Raw(f"CREATE (s{s})-[:HAS_FIELD]->(:Field {{label: '"),
                        lab,
                        Raw("', value: '"),
                        v,
                        Raw("'})\n"),
                    ]
                )
        elif kind == "table":
            cols, rows = payload
            keys = [
                "".join(ch for ch in plain(c).lower() if ch.isalnum()) or f"c{i}" for i, c in enumerate(cols)
            ]
            for row in rows:
                d.raw(f"CREATE (s{s})-[:LISTS]->(:Entry {{")
                for i, (k, cell) in enumerate(zip(keys, row, strict=True)):
                    d.put([Raw(("" if i == 0 else ", ") + f"`{k}`: '"), cell, Raw("'")])
                d.raw("})\n")
        elif kind == "prose":
            for p, para in enumerate(payload, 1):
                d.put(
                    [Raw(f"CREATE (s{s})-[:HAS_TEXT]->(:Paragraph {{seq: {p}, body: '"), para, Raw("'})\n")]
                )
        else:
            for q, v in payload:
                d.put(
                    [
                        Raw(f"CREATE (s{s})-[:HAS_TURN]->(:Turn {{ask: '"),
                        q,
                        Raw("', answer: '"),
                        v,
                        Raw("'})\n"),
                    ]
                )
    for line in spec.closing:
        d.put([Raw("CREATE (doc)-[:CLOSES_WITH]->(:Line {text: '"), line, Raw("'})\n")])
    d.raw(";\n")
    return d


MACHINE = {name: generic(name) for name in STYLES}
MACHINE.update({"odf_flat_xml": odf_flat_xml, "opml_outline": opml_outline, "cypher_create": cypher_create})
