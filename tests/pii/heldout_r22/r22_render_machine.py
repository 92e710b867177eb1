"""Machine layouts: DocBook 5 article, SpreadsheetML 2003 workbook, PHP ``var_export`` dump and an HTTP
request with a JSON body."""

from __future__ import annotations

import json

from r22_doc import Doc, Raw
from r22_render import slug, title_mark


def _xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def docbook_xml(spec, g):
    doc = Doc(_xml)
    doc.ln(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
    doc.ln(Raw('<article xmlns="http://docbook.org/ns/docbook" version="5.0" xml:lang="' + spec.lang + '">'))
    doc.ln([Raw("  <info>\n    <title>"), title_mark(spec), Raw("</title>")])
    for lab, val in spec.head:
        doc.ln([Raw('    <bibliomisc role="'), slug(lab), Raw('">'), val, Raw("</bibliomisc>")])
    doc.ln(Raw("  </info>"))
    for blk in spec.blocks:
        doc.ln(Raw("  <section>"))
        doc.ln([Raw("    <title>"), blk[1] or "Narrative", Raw("</title>")])
        if blk[0] == "fields":
            doc.ln(Raw("    <variablelist>"))
            for lab, val in blk[2]:
                doc.ln(
                    [
                        Raw("      <varlistentry><term>"),
                        lab,
                        Raw("</term><listitem><para>"),
                        val,
                        Raw("</para></listitem></varlistentry>"),
                    ]
                )
            doc.ln(Raw("    </variablelist>"))
        elif blk[0] == "table":
            doc.ln(Raw(f'    <informaltable><tgroup cols="{len(blk[2])}">'))
            doc.ln(
                [
                    Raw("      <thead><row>"),
                    [[Raw("<entry>"), c, Raw("</entry>")] for c in blk[2]],
                    Raw("</row></thead>"),
                ]
            )
            doc.ln(Raw("      <tbody>"))
            for row in blk[3]:
                doc.ln(
                    [Raw("        <row>"), [[Raw("<entry>"), c, Raw("</entry>")] for c in row], Raw("</row>")]
                )
            doc.ln(Raw("      </tbody>\n    </tgroup></informaltable>"))
        elif blk[0] == "turns":
            doc.ln(Raw("    <qandaset>"))
            for sp, val in blk[2]:
                tag = "question" if sp == "Q" else "answer"
                doc.ln([Raw(f"      <qandaentry><{tag}><para>"), val, Raw(f"</para></{tag}></qandaentry>")])
            doc.ln(Raw("    </qandaset>"))
        else:
            doc.ln([Raw("    <para>"), blk[2], Raw("</para>")])
        doc.ln(Raw("  </section>"))
    if spec.closing:
        doc.ln(Raw("  <simplesect>\n    <title>Closing</title>\n    <literallayout>"))
        for i, line in enumerate(spec.closing):
            doc.put(line)
            doc.raw("\n" if i + 1 < len(spec.closing) else "")
        doc.ln(Raw("</literallayout>\n  </simplesect>"))
    doc.ln(Raw("</article>"))
    return doc


def _cell(value):
    return [Raw('<Cell><Data ss:Type="String">'), value, Raw("</Data></Cell>")]


def spreadsheetml_2003(spec, g):
    doc = Doc(_xml)
    doc.ln(Raw('<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>'))
    doc.ln(
        Raw(
            '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">'
        )
    )
    doc.ln(
        Raw(
            f' <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office"><Author>{g.pick(["records", "intake", "export"])}</Author></DocumentProperties>'
        )
    )
    sheets = [("Header", [("Title", title_mark(spec))] + list(spec.head), None)]
    for i, blk in enumerate(spec.blocks, 1):
        name = f"{i:02d} {slug(blk[1] or blk[0])}"[:31]
        if blk[0] == "fields":
            sheets.append((name, blk[2], None))
        elif blk[0] == "table":
            sheets.append((name, None, (blk[2], blk[3])))
        elif blk[0] == "turns":
            sheets.append((name, blk[2], None))
        else:
            sheets.append((name, [("Text", blk[2])], None))
    if spec.closing:
        sheets.append(("Closing", [(str(i + 1), line) for i, line in enumerate(spec.closing)], None))
    for name, pairs, table in sheets:
        doc.ln(Raw(f' <Worksheet ss:Name="{name}">\n  <Table>'))
        if pairs:
            for lab, val in pairs:
                doc.ln([Raw("   <Row>"), _cell(lab), _cell(val), Raw("</Row>")])
        else:
            cols, rows = table
            doc.ln([Raw("   <Row>"), [_cell(c) for c in cols], Raw("</Row>")])
            for row in rows:
                doc.ln([Raw("   <Row>"), [_cell(c) for c in row], Raw("</Row>")])
        doc.ln(Raw("  </Table>\n </Worksheet>"))
    doc.ln(Raw("</Workbook>"))
    return doc


def _php(s):
    return s.replace("\\", "\\\\").replace("'", "\\'")


def _json(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


class V:
    """A leaf value (text and marks) inside a nested structure."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


def _emit(doc, obj, depth, php):
    """Writes a nested structure: dict/list containers, leaves are values (text and marks)."""
    pad = "  " * depth
    q = "'" if php else '"'
    if isinstance(obj, (dict, list)):
        pairs = list(obj.items()) if isinstance(obj, dict) else list(enumerate(obj))
        doc.raw("array (\n" if php else ("{\n" if isinstance(obj, dict) else "[\n"))
        for i, (k, v) in enumerate(pairs):
            doc.raw(pad + "  ")
            if php:
                doc.raw(f"{k} => " if isinstance(k, int) else f"'{_php(k)}' => ")
                if isinstance(v, (dict, list)):
                    doc.raw("\n" + pad + "  ")
            elif isinstance(obj, dict):
                doc.raw(f'"{_json(k)}": ')
            _emit(doc, v, depth + 1, php)
            doc.raw("," if php or i + 1 < len(pairs) else "")
            doc.raw("\n")
        doc.raw(pad + (")" if php else ("}" if isinstance(obj, dict) else "]")))
    elif obj is None:
        doc.raw("NULL" if php else "null")
    else:
        doc.raw(q)
        doc.put(obj.value if isinstance(obj, V) else obj)
        doc.raw(q)


def _tree(spec):
    out = {"title": V(title_mark(spec)), "header": {slug(k): V(v) for k, v in spec.head}, "sections": []}
    for blk in spec.blocks:
        if blk[0] == "fields":
            out["sections"].append(
                {"heading": blk[1], "fields": [{"label": k, "value": V(v)} for k, v in blk[2]]}
            )
        elif blk[0] == "table":
            out["sections"].append(
                {"heading": blk[1], "columns": list(blk[2]), "rows": [[V(c) for c in r] for r in blk[3]]}
            )
        elif blk[0] == "turns":
            out["sections"].append(
                {"heading": blk[1], "turns": [{"speaker": s, "text": V(v)} for s, v in blk[2]]}
            )
        else:
            out["sections"].append({"heading": blk[1], "text": V(blk[2])})
    out["closing"] = [V(line) for line in spec.closing]
    return out


def php_var_export(spec, g):
    doc = Doc(_php)
    doc.raw("<?php\n")
    doc.raw(
        f"// {g.pick(['exported by nightly sync', 'var_export() of the matter record', 'legacy CMS cache file'])}\n"
    )
    doc.raw("return ")
    _emit(doc, _tree(spec), 0, True)
    doc.raw(";\n")
    return doc


def http_json_post(spec, g):
    doc = Doc(_json)
    doc.raw(
        f"POST /api/v{g.rng.randint(1, 4)}/{g.pick(['submissions', 'intake/forms', 'claims', 'applications'])} HTTP/1.1\n"
    )
    doc.raw(
        f"Host: {g.pick(['portal', 'efile', 'forms', 'intake'])}.{g.pick(['example-court.ca', 'claims-hub.net', 'apply-gateway.org'])}\n"
    )
    doc.raw(
        f"User-Agent: {g.pick(['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'okhttp/4.12.0', 'FormBridge/3.1'])}\n"
    )
    doc.raw("Content-Type: application/json; charset=utf-8\n")
    doc.raw(f"X-Request-Id: {g.rng.getrandbits(64):016x}\n\n")
    _emit(doc, _tree(spec), 0, False)
    doc.raw("\n")
    return doc


MACHINE = {f.__name__: f for f in (docbook_xml, spreadsheetml_2003, php_var_export, http_json_post)}
