"""Machine layouts of round 23: KDL, Lua table, TEI XML, EDN and a Fortran namelist."""

from __future__ import annotations

import re

from r23_doc import Doc, Raw


def _q(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def _xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _ident(label):
    s = re.sub(r"[^A-Za-z0-9]+", "_", label.encode("ascii", "ignore").decode()).strip("_").upper()
    return s or "FIELD"


def kdl_document(spec, g):
    d = Doc(esc=_q)
    d.line(Raw(f"// exported {g.rng.choice(['by matter portal', 'for review', 'nightly'])}"))
    d.line([Raw('document title="'), spec.title, Raw('" version=' + str(g.rng.randint(2, 9)) + " {")])
    d.line(Raw("    header {"))
    for label, value in spec.header:
        d.line([Raw('        field "'), label, Raw('" "'), value, Raw('"')])
    d.line(Raw("    }"))
    for heading, kind, payload in spec.sections:
        d.line([Raw(f'    {kind} heading="'), heading, Raw('" {')])
        if kind == "fields":
            for label, value in payload:
                d.line([Raw('        field "'), label, Raw('" "'), value, Raw('"')])
        elif kind == "table":
            d.line(Raw("        columns " + " ".join(f'"{_q(c)}"' for c in payload[0])))
            for row in payload[1]:
                d.line([Raw('        row "')] + [x for c in row for x in (c, Raw('" "'))][:-1] + [Raw('"')])
        elif kind == "prose":
            for para in payload:
                d.line([Raw('        para "'), para, Raw('"')])
        else:
            for who, turn in payload:
                d.line([Raw(f'        turn speaker="{who}" "'), turn, Raw('"')])
        d.line(Raw("    }"))
    if spec.closing:
        d.line(Raw("    footer {"))
        for c in spec.closing:
            d.line([Raw('        line "'), c, Raw('"')])
        d.line(Raw("    }"))
    d.line(Raw("}"))
    return d


def lua_table(spec, g):
    d = Doc(esc=_q)
    d.line(Raw(f"-- case export, schema {g.rng.randint(3, 7)}"))
    d.line(Raw("return {"))
    d.line([Raw('  title = "'), spec.title, Raw('",')])
    d.line(Raw("  header = {"))
    for label, value in spec.header:
        d.line([Raw('    { "'), label, Raw('", "'), value, Raw('" },')])
    d.line(Raw("  },"))
    d.line(Raw("  sections = {"))
    for heading, kind, payload in spec.sections:
        d.line([Raw('    { kind = "' + kind + '", heading = "'), heading, Raw('",')])
        if kind == "fields":
            for label, value in payload:
                d.line([Raw('      { "'), label, Raw('", "'), value, Raw('" },')])
        elif kind == "table":
            for row in payload[1]:
                d.line([Raw('      { "')] + [x for c in row for x in (c, Raw('", "'))][:-1] + [Raw('" },')])
        elif kind == "prose":
            for para in payload:
                d.line([Raw('      "'), para, Raw('",')])
        else:
            for who, turn in payload:
                d.line([Raw(f'      {{ speaker = "{who}", text = "'), turn, Raw('" },')])
        d.line(Raw("    },"))
    d.line(Raw("  },"))
    d.line(Raw("  footer = {"))
    for c in spec.closing:
        d.line([Raw('    "'), c, Raw('",')])
    d.line(Raw("  },"))
    d.line(Raw("}"))
    return d


def tei_xml(spec, g):
    d = Doc(esc=_xml)
    d.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
    d.line(Raw('<TEI xmlns="http://www.tei-c.org/ns/1.0">'))
    d.line([Raw("  <teiHeader><fileDesc><titleStmt><title>"), spec.title, Raw("</title></titleStmt>")])
    d.line(Raw("    <publicationStmt><p>Internal transcription; not for publication.</p></publicationStmt>"))
    d.line(Raw("    <sourceDesc><p>Scanned court record.</p></sourceDesc></fileDesc></teiHeader>"))
    d.line(Raw("  <text><body>"))
    d.line(Raw('    <div type="header"><list>'))
    for label, value in spec.header:
        d.line([Raw("      <item><label>"), label, Raw("</label> "), value, Raw("</item>")])
    d.line(Raw("    </list></div>"))
    for heading, kind, payload in spec.sections:
        d.line([Raw(f'    <div type="{kind}"><head>'), heading, Raw("</head>")])
        if kind == "fields":
            d.line(Raw("      <list>"))
            for label, value in payload:
                d.line([Raw("        <item><label>"), label, Raw("</label> "), value, Raw("</item>")])
            d.line(Raw("      </list>"))
        elif kind == "table":
            d.line(
                Raw(
                    '      <table><row role="label">'
                    + "".join(f"<cell>{_xml(c)}</cell>" for c in payload[0])
                    + "</row>"
                )
            )
            for row in payload[1]:
                d.line(
                    [Raw("        <row>")]
                    + [x for c in row for x in (Raw("<cell>"), c, Raw("</cell>"))]
                    + [Raw("</row>")]
                )
            d.line(Raw("      </table>"))
        elif kind == "prose":
            for para in payload:
                d.line([Raw("      <p>"), para, Raw("</p>")])
        else:
            for who, turn in payload:
                d.line([Raw(f"      <sp><speaker>{who}</speaker><p>"), turn, Raw("</p></sp>")])
        d.line(Raw("    </div>"))
    if spec.closing:
        d.line(Raw("    <closer>"))
        for c in spec.closing:
            d.line([Raw("      <p>"), c, Raw("</p>")])
        d.line(Raw("    </closer>"))
    d.line(Raw("  </body></text>\n</TEI>"))
    return d


def edn_data(spec, g):
    d = Doc(esc=_q)
    d.line([Raw('{:doc/title "'), spec.title, Raw('"')])
    d.line(
        Raw(
            f' :doc/exported #inst "{g.day.isoformat()}T{g.rng.randint(7, 19):02d}:{g.rng.randint(0, 59):02d}:00Z"'
        )
    )
    d.line(Raw(" :doc/header ["))
    for label, value in spec.header:
        d.line([Raw('   ["'), label, Raw('" "'), value, Raw('"]')])
    d.line(Raw("  ]"))
    d.line(Raw(" :doc/sections ["))
    for heading, kind, payload in spec.sections:
        d.line([Raw(f'   {{:kind :{kind} :heading "'), heading, Raw('"')])
        d.line(Raw("    :items ["))
        if kind == "fields":
            for label, value in payload:
                d.line([Raw('     ["'), label, Raw('" "'), value, Raw('"]')])
        elif kind == "table":
            for row in payload[1]:
                d.line([Raw('     ["')] + [x for c in row for x in (c, Raw('" "'))][:-1] + [Raw('"]')])
        elif kind == "prose":
            for para in payload:
                d.line([Raw('     "'), para, Raw('"')])
        else:
            for who, turn in payload:
                d.line([Raw(f'     {{:speaker "{who}" :text "'), turn, Raw('"}')])
        d.line(Raw("    ]}"))
    d.line(Raw("  ]"))
    d.line(Raw(" :doc/footer ["))
    for c in spec.closing:
        d.line([Raw('   "'), c, Raw('"')])
    d.line(Raw("  ]}"))
    return d


def fortran_namelist(spec, g):
    d = Doc(esc=lambda s: s.replace("'", "''"))
    d.line(Raw(f"! case record, written by intake utility {g.rng.randint(1, 4)}.{g.rng.randint(0, 9)}"))
    d.line(Raw("&DOCUMENT"))
    d.line([Raw(" TITLE = '"), spec.title, Raw("',")])
    for label, value in spec.header:
        d.line([Raw(f" {_ident(label)} = '"), value, Raw("',")])
    d.line(Raw("/"))
    for n, (heading, kind, payload) in enumerate(spec.sections, 1):
        d.line(Raw(f"&{kind.upper()}_{n}"))
        d.line([Raw(" HEADING = '"), heading, Raw("',")])
        if kind == "fields":
            for i, (label, value) in enumerate(payload, 1):
                d.line([Raw(f" LABEL({i}) = '"), label, Raw(f"', VALUE({i}) = '"), value, Raw("',")])
        elif kind == "table":
            for i, row in enumerate(payload[1], 1):
                d.line([Raw(f" ROW_{i} = '")] + [x for c in row for x in (c, Raw("', '"))][:-1] + [Raw("',")])
        elif kind == "prose":
            for i, para in enumerate(payload, 1):
                d.line([Raw(f" PARA({i}) = '"), para, Raw("',")])
        else:
            for i, (who, turn) in enumerate(payload, 1):
                d.line([Raw(f" SPEAKER({i}) = '{who}', TURN({i}) = '"), turn, Raw("',")])
        d.line(Raw("/"))
    if spec.closing:
        d.line(Raw("&FOOTER"))
        for i, c in enumerate(spec.closing, 1):
            d.line([Raw(f" LINE({i}) = '"), c, Raw("',")])
        d.line(Raw("/"))
    return d


MACHINE = {
    "kdl_document": kdl_document,
    "lua_table": lua_table,
    "tei_xml": tei_xml,
    "edn_data": edn_data,
    "fortran_namelist": fortran_namelist,
}
