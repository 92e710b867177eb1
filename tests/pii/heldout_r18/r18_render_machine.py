"""Renderers for machine layouts: protobuf text format, S-expressions, Graphviz DOT, gettext PO, BibTeX,
UN/EDIFACT and Windows registry export. Quoted values are escaped as the layout requires; a mark covers its
escaped text."""

from __future__ import annotations

from r18_blocks import slug
from r18_doc import Doc


def _q(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _edi(text: str) -> str:
    return "".join("?" + ch if ch in "?:+'" else ch for ch in text)


def _val(doc: Doc, value, enc=_q) -> None:
    doc.enc = enc
    doc.add(value)
    doc.enc = None


def textproto(doc: Doc, g, spec) -> None:
    doc.line("# proto-file: records/v1/document.proto")
    doc.line("# proto-message: records.v1.Document")
    doc.line('title: "', spec.caps_title, '"')
    for label, value in spec.head:
        doc.add(f'meta {{ key: "{slug(label)}" value: "')
        _val(doc, value)
        doc.line('" }')
    for block in spec.blocks:
        doc.line("section {")
        doc.line(f'  heading: "{_q(block[1])}"')
        if block[0] == "fields":
            for label, value in block[2]:
                doc.add(f'  field {{ key: "{slug(label)}" value: "')
                _val(doc, value)
                doc.line('" }')
        elif block[0] == "table":
            doc.line("  columns: [" + ", ".join(f'"{_q(c)}"' for c in block[2]) + "]")
            for row in block[3]:
                doc.add("  row {")
                for val in row:
                    doc.add(' cell: "')
                    _val(doc, val)
                    doc.add('"')
                doc.line(" }")
        else:
            for para in block[2]:
                doc.add('  note: "')
                _val(doc, para)
                doc.line('"')
        doc.line("}")
    for line in spec.sign:
        doc.add('signature: "')
        _val(doc, line)
        doc.line('"')


def sexp(doc: Doc, g, spec) -> None:
    doc.line(";;; -*- mode: lisp-data -*-")
    doc.line("(document")
    doc.line(' (title "', spec.caps_title, '")')
    doc.add(" (meta")
    for label, value in spec.head:
        doc.add(f'\n  (:{slug(label)} "')
        _val(doc, value)
        doc.add('")')
    doc.line(")")
    for block in spec.blocks:
        doc.add(f' (section "{_q(block[1])}"')
        if block[0] == "fields":
            for label, value in block[2]:
                doc.add(f'\n  (:{slug(label)} "')
                _val(doc, value)
                doc.add('")')
        elif block[0] == "table":
            doc.add("\n  (columns " + " ".join(f'"{_q(c)}"' for c in block[2]) + ")")
            for row in block[3]:
                doc.add("\n  (row")
                for val in row:
                    doc.add(' "')
                    _val(doc, val)
                    doc.add('"')
                doc.add(")")
        else:
            for para in block[2]:
                doc.add('\n  (note "')
                _val(doc, para)
                doc.add('")')
        doc.line(")")
    for line in spec.sign:
        doc.add(' (signed "')
        _val(doc, line)
        doc.line('")')
    doc.line(")")


def graphviz_dot(doc: Doc, g, spec) -> None:
    doc.line(f"digraph {slug(spec.title)} {{")
    doc.line('  graph [label="', spec.caps_title, '", labelloc=t, rankdir=LR];')
    doc.line('  node [shape=box, fontname="Helvetica"];')
    for i, (label, value) in enumerate(spec.head, 1):
        doc.add(f'  m{i} [shape=plaintext, label="{_q(label)}: ')
        _val(doc, value)
        doc.line('"];')
    for s, block in enumerate(spec.blocks, 1):
        doc.line(f'  s{s} [shape=folder, label="{_q(block[1])}"];')
        items = []
        if block[0] == "fields":
            items = [[f"{label}: ", value] for label, value in block[2]]
        elif block[0] == "table":
            items = [[v if i == 0 else [" / ", v] for i, v in enumerate(row)] for row in block[3]]
        else:
            items = [[para] for para in block[2]]
        for k, item in enumerate(items, 1):
            shape = "note" if block[0] == "prose" else "box"
            doc.add(f'  s{s}_{k} [shape={shape}, label="')
            _val(doc, item)
            doc.line('"];')
            doc.line(f"  s{s} -> s{s}_{k};")
    for k, line in enumerate(spec.sign, 1):
        doc.add(f'  sig{k} [shape=underline, label="')
        _val(doc, line)
        doc.line('"];')
    doc.line("}")


def gettext_po(doc: Doc, g, spec) -> None:
    lang = {"fr": "fr_CA", "es": "es_MX", "de": "de_DE"}.get(g.lang, "en_CA")
    doc.line("# Form strings exported with their filled-in values.")
    doc.line("#. ", spec.caps_title)
    doc.line('msgid ""')
    doc.line('msgstr ""')
    doc.line('"Project-Id-Version: records-forms 4.2\\n"')
    doc.line(f'"Language: {lang}\\n"')
    doc.line('"Content-Type: text/plain; charset=UTF-8\\n"')

    def entry(ctx: str, msgid: str, value, ref: str) -> None:
        doc.line()
        doc.line(f"#: {ref}")
        doc.line(f'msgctxt "{_q(ctx)}"')
        doc.line(f'msgid "{_q(msgid)}"')
        doc.add('msgstr "')
        _val(doc, value)
        doc.line('"')

    for n, (label, value) in enumerate(spec.head, 1):
        entry("header", label, value, f"header.txt:{n}")
    for s, block in enumerate(spec.blocks, 1):
        if block[0] == "fields":
            for n, (label, value) in enumerate(block[2], 1):
                entry(block[1], label, value, f"section{s}.txt:{n}")
        elif block[0] == "table":
            for n, row in enumerate(block[3], 1):
                for col, val in zip(block[2], row, strict=True):
                    entry(f"{block[1]}|row {n}", col, val, f"section{s}.txt:{n}")
        else:
            for n, para in enumerate(block[2], 1):
                entry(block[1], f"paragraph {n}", para, f"section{s}.txt:{n}")
    for n, line in enumerate(spec.sign, 1):
        entry("signature", f"line {n}", line, f"footer.txt:{n}")


def bibtex(doc: Doc, g, spec) -> None:
    doc.line("% Encoding: UTF-8")
    doc.line('@preamble{ "', spec.caps_title, '" }')
    key = slug(spec.title)[:20]
    doc.line()
    doc.line(f"@record{{{key}_head,")
    for label, value in spec.head:
        doc.line(f"  {slug(label)} = {{", value, "},")
    doc.line("}")
    for s, block in enumerate(spec.blocks, 1):
        doc.line()
        if block[0] == "table":
            for n, row in enumerate(block[3], 1):
                doc.line(f"@row{{{key}_s{s}r{n},")
                doc.line(f"  section = {{{block[1]}}},")
                for col, val in zip(block[2], row, strict=True):
                    doc.line(f"  {slug(col)} = {{", val, "},")
                doc.line("}")
            continue
        doc.line(f"@record{{{key}_s{s},")
        doc.line(f"  heading = {{{block[1]}}},")
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(f"  {slug(label)} = {{", value, "},")
        else:
            for n, para in enumerate(block[2], 1):
                doc.line(f"  note{n} = {{", para, "},")
        doc.line("}")
    if spec.sign:
        doc.line()
        doc.line("@comment{signed: ", spec.sign, "}")


def edifact(doc: Doc, g, spec) -> None:
    ref = g.r.randrange(10**6, 10**7)
    doc.line("UNA:+.? '")
    doc.line(
        f"UNB+UNOC:3+SENDER{g.r.randrange(100, 999)}:ZZZ+RECEIVER{g.r.randrange(100, 999)}:ZZZ+250307:1142+{ref}'"
    )
    doc.line("UNH+1+REPORT:D:96A:UN'")
    doc.line("BGM+ZZZ+", spec.caps_title, "+9'")
    segs = 2  # UNH and BGM
    for label, value in spec.head:
        doc.add(f"FTX+AAI+++{_edi(label)}:")
        _val(doc, value, _edi)
        doc.line("'")
        segs += 1
    for block in spec.blocks:
        doc.line(f"GIS+{_edi(block[1])}'")
        segs += 1
        if block[0] == "fields":
            for label, value in block[2]:
                doc.add(f"FTX+ZZZ+++{_edi(label)}:")
                _val(doc, value, _edi)
                doc.line("'")
                segs += 1
        elif block[0] == "table":
            for n, row in enumerate(block[3], 1):
                doc.line(f"LIN+{n}'")
                segs += 1
                for col, val in zip(block[2], row, strict=True):
                    doc.add(f"FTX+ZZZ+++{_edi(col)}:")
                    _val(doc, val, _edi)
                    doc.line("'")
                    segs += 1
        else:
            for para in block[2]:
                doc.add("FTX+AAI+++")
                _val(doc, para, _edi)
                doc.line("'")
                segs += 1
    doc.line(f"UNT+{segs + 1}+1'")
    doc.add(f"UNZ+1+{ref}'")


def _reg(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def reg_export(doc: Doc, g, spec) -> None:
    root = "HKEY_CURRENT_USER\\Software\\CaseDesk\\Records\\" + slug(spec.title)
    doc.line("Windows Registry Editor Version 5.00")
    doc.line()
    doc.line(f"[{root}]")
    doc.line('"Title"="', spec.caps_title, '"')
    for label, value in spec.head:
        doc.add(f'"{slug(label)}"="')
        _val(doc, value, _reg)
        doc.line('"')
    doc.line(f'"Saved"=dword:{g.r.randrange(16**7, 16**8):08x}')
    for s, block in enumerate(spec.blocks, 1):
        doc.line()
        doc.line(f"[{root}\\{s:02d}_{slug(block[1])}]")
        if block[0] == "fields":
            for label, value in block[2]:
                doc.add(f'"{slug(label)}"="')
                _val(doc, value, _reg)
                doc.line('"')
        elif block[0] == "table":
            for n, row in enumerate(block[3], 1):
                doc.add(f'"Row{n:02d}"="')
                for i, val in enumerate(row):
                    doc.add("; " if i else "")
                    _val(doc, val, _reg)
                doc.line('"')
        else:
            for n, para in enumerate(block[2], 1):
                doc.add(f'"Note{n}"="')
                _val(doc, para, _reg)
                doc.line('"')
    for n, line in enumerate(spec.sign, 1):
        doc.add(f'"Signature{n}"="')
        _val(doc, line, _reg)
        doc.line('"')


RENDERERS = {
    "textproto": textproto,
    "sexp": sexp,
    "graphviz_dot": graphviz_dot,
    "gettext_po": gettext_po,
    "bibtex": bibtex,
    "edifact": edifact,
    "reg_export": reg_export,
}
