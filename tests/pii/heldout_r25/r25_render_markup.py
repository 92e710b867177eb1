"""Markup layouts of round 25: an SVG form overlay (values sometimes split over ``<tspan>`` runs), an Atom feed
with XHTML content, and Confluence storage format."""

from __future__ import annotations

from r25_doc import Doc, Mark, Raw, Split, pieces


def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _splittable(piece):
    return (
        isinstance(piece, Mark)
        and piece.label in ("PERSON", "ADDRESS")
        and " " in piece.text
        and piece.text.isascii()
    )


def _maybe_split(g, value, joiner, rate):
    """The value with its name or address written word by word between layout tags (sometimes)."""
    ps = pieces(value)
    if not any(_splittable(p) for p in ps) or g.rng.random() >= rate:
        return value
    return [Split(p, joiner) if _splittable(p) else p for p in ps]


def svg_form_overlay(spec, g):
    items = []
    y = 56
    items.append((40, y, "h1", spec.title))
    y += 26
    for lab, v in spec.header:
        items += [(40, y, "lbl", lab), (220, y, "val", v)]
        y += 16
    for sec in spec.sections:
        y += 14
        items.append((40, y, "h2", sec.heading))
        y += 20
        if sec.kind == "rows":
            for _, lab, v in sec.body:
                r = g.rng.random()
                if r < 0.4:
                    items += [(48, y, "lbl", lab), (250, y, "val", v)]
                    y += 16
                elif r < 0.7:
                    items += [(48, y, "lbl small", lab), (48, y + 13, "val", v)]
                    y += 30
                else:
                    items += [(48, y, "val", v), (48, y + 12, "cap", lab)]
                    y += 30
        elif sec.kind == "people":
            labels, table = sec.body
            step = 760 // max(1, len(labels))
            for i, lab in enumerate(labels):
                items.append((48 + i * step, y, "th", lab))
            y += 16
            for row in table:
                for i, cell in enumerate(row):
                    items.append((48 + i * step, y, "td", cell))
                y += 16
        elif sec.kind == "qa":
            for q, a in sec.body:
                items += [(48, y, "q", q), (64, y + 14, "a", a)]
                y += 32
        else:
            for para in sec.body:
                items.append((48, y, "p" if sec.kind == "prose" else "mono", para))
                y += 16
    for c in spec.closing:
        y += 16
        items.append((40, y, "foot", c))
    d = Doc(esc=xml_esc)
    d.line(Raw('<?xml version="1.0" encoding="UTF-8"?>'))
    d.line(
        Raw(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="816" height="{y + 40}" viewBox="0 0 816 {y + 40}" font-family="Helvetica" font-size="11">'
        )
    )
    d.line([Raw("  <title>"), spec.title, Raw("</title>")])
    for x, yy, cls, value in items:
        if cls in ("val", "td", "a"):
            value = _maybe_split(g, value, "</tspan> <tspan>", 0.55)
            d.line([Raw(f'  <text x="{x}" y="{yy}" class="{cls}"><tspan>'), value, Raw("</tspan></text>")])
        else:
            d.line([Raw(f'  <text x="{x}" y="{yy}" class="{cls}">'), value, Raw("</text>")])
    d.line(Raw("</svg>"))
    return d


def _stamp(g):
    d = g.when(60, 0)
    return [
        Mark(
            f"{d.isoformat()}T{g.rng.randint(7, 19):02d}:{g.rng.randint(0, 59):02d}:00Z",
            kind="non_birth_date",
        )
    ]


def _xhtml_body(d, g, sec, indent, table_cls=""):
    pad = " " * indent
    if sec.kind == "rows":
        d.line(Raw(f"{pad}<dl>"))
        for _, lab, v in sec.body:
            v = _maybe_split(g, v, '</span> <span class="w">', 0.4)
            if any(isinstance(p, Split) for p in pieces(v)):
                v = [Raw('<span class="w">'), v, Raw("</span>")]
            d.line([Raw(f"{pad}  <dt>"), lab, Raw("</dt><dd>"), v, Raw("</dd>")])
        d.line(Raw(f"{pad}</dl>"))
    elif sec.kind == "people":
        labels, table = sec.body
        d.line(Raw(f"{pad}<table{table_cls}>"))
        d.line(
            [Raw(f"{pad}  <thead><tr>")]
            + [[Raw("<th>"), lab, Raw("</th>")] for lab in labels]
            + [Raw("</tr></thead>")]
        )
        d.line(Raw(f"{pad}  <tbody>"))
        for row in table:
            d.line([Raw(f"{pad}    <tr>")] + [[Raw("<td>"), c, Raw("</td>")] for c in row] + [Raw("</tr>")])
        d.line(Raw(f"{pad}  </tbody>"))
        d.line(Raw(f"{pad}</table>"))
    elif sec.kind == "qa":
        d.line(Raw(f"{pad}<ol>"))
        for q, a in sec.body:
            d.line([Raw(f'{pad}  <li><p class="q">'), q, Raw('</p><p class="a">'), a, Raw("</p></li>")])
        d.line(Raw(f"{pad}</ol>"))
    elif sec.kind == "prose":
        for para in sec.body:
            d.line([Raw(f"{pad}<p>"), para, Raw("</p>")])
    else:
        d.line(Raw(f"{pad}<pre>"))
        for ln in sec.body:
            d.line(ln)
        d.line(Raw(f"{pad}</pre>"))


def atom_feed_xml(spec, g):
    d = Doc(esc=xml_esc)
    feed_id = "".join(g.rng.choice("0123456789abcdef") for _ in range(32))
    d.line(Raw('<?xml version="1.0" encoding="utf-8"?>'))
    d.line(Raw('<feed xmlns="http://www.w3.org/2005/Atom">'))
    d.line([Raw("  <title>"), spec.title, Raw("</title>")])
    d.line(
        Raw(
            f"  <id>urn:uuid:{feed_id[:8]}-{feed_id[8:12]}-{feed_id[12:16]}-{feed_id[16:20]}-{feed_id[20:]}</id>"
        )
    )
    d.line([Raw("  <updated>"), _stamp(g), Raw("</updated>")])
    d.line([Raw("  <author><name>"), g.agency(), Raw("</name></author>")])
    entries = [("header", None)] + [(s.heading, s) for s in spec.sections]
    if spec.closing:
        entries.append(("notes", None))
    for n, (title, sec) in enumerate(entries):
        d.line(Raw("  <entry>"))
        d.line(
            [
                Raw("    <title>"),
                {"header": "Record", "notes": "Notes"}.get(title, title) if sec is None else title,
                Raw("</title>"),
            ]
        )
        d.line(
            Raw(
                f"    <id>urn:uuid:{feed_id[:8]}-{feed_id[8:12]}-{feed_id[12:16]}-{feed_id[16:20]}-{n:012d}</id>"
            )
        )
        d.line([Raw("    <updated>"), _stamp(g), Raw("</updated>")])
        d.line(Raw('    <content type="xhtml">'))
        d.line(Raw('      <div xmlns="http://www.w3.org/1999/xhtml">'))
        if sec is not None:
            _xhtml_body(d, g, sec, 8)
        elif title == "header":
            d.line(Raw("        <dl>"))
            for lab, v in spec.header:
                d.line([Raw("          <dt>"), lab, Raw("</dt><dd>"), v, Raw("</dd>")])
            d.line(Raw("        </dl>"))
        else:
            for c in spec.closing:
                d.line([Raw("        <p>"), c, Raw("</p>")])
        d.line(Raw("      </div>"))
        d.line(Raw("    </content>"))
        d.line(Raw("  </entry>"))
    d.line(Raw("</feed>"))
    return d


def confluence_storage_xml(spec, g):
    d = Doc(esc=xml_esc)
    d.line(Raw('<ac:layout><ac:layout-section ac:type="single"><ac:layout-cell>'))
    d.line([Raw("<h1>"), spec.title, Raw("</h1>")])
    d.line(Raw('<ac:structured-macro ac:name="info" ac:schema-version="1"><ac:rich-text-body>'))
    for lab, v in spec.header:
        d.line([Raw("<p><strong>"), lab, Raw(":</strong> "), v, Raw("</p>")])
    d.line(Raw("</ac:rich-text-body></ac:structured-macro>"))
    for sec in spec.sections:
        d.line([Raw("<h2>"), sec.heading, Raw("</h2>")])
        if sec.kind == "rows":
            if g.rng.random() < 0.5:
                d.line(Raw("<table><tbody>"))
                for _, lab, v in sec.body:
                    d.line([Raw("<tr><th><p>"), lab, Raw("</p></th><td><p>"), v, Raw("</p></td></tr>")])
                d.line(Raw("</tbody></table>"))
            else:
                d.line(Raw('<table data-layout="wide"><tbody>'))
                d.line(
                    [Raw("<tr>")]
                    + [[Raw("<th><p>"), lab, Raw("</p></th>")] for _, lab, _ in sec.body]
                    + [Raw("</tr>")]
                )
                d.line(
                    [Raw("<tr>")]
                    + [[Raw("<td><p>"), v, Raw("</p></td>")] for _, _, v in sec.body]
                    + [Raw("</tr>")]
                )
                d.line(Raw("</tbody></table>"))
        elif sec.kind == "people":
            labels, table = sec.body
            d.line(Raw("<table><tbody>"))
            d.line(
                [Raw("<tr>")] + [[Raw("<th><p>"), lab, Raw("</p></th>")] for lab in labels] + [Raw("</tr>")]
            )
            for row in table:
                d.line([Raw("<tr>")] + [[Raw("<td><p>"), c, Raw("</p></td>")] for c in row] + [Raw("</tr>")])
            d.line(Raw("</tbody></table>"))
        elif sec.kind == "qa":
            for q, a in sec.body:
                d.line(Raw('<ac:structured-macro ac:name="expand" ac:schema-version="1">'))
                d.line([Raw('<ac:parameter ac:name="title">'), q, Raw("</ac:parameter>")])
                d.line([Raw("<ac:rich-text-body><p>"), a, Raw("</p></ac:rich-text-body>")])
                d.line(Raw("</ac:structured-macro>"))
        elif sec.kind == "prose":
            for para in sec.body:
                d.line([Raw("<p>"), para, Raw("</p>")])
        else:
            d.line(
                Raw('<ac:structured-macro ac:name="code" ac:schema-version="1"><ac:plain-text-body><![CDATA[')
            )
            for ln in sec.body:
                d.line(ln, esc=lambda s: s)
            d.line(Raw("]]></ac:plain-text-body></ac:structured-macro>"))
    for c in spec.closing:
        d.line([Raw("<p><em>"), c, Raw("</em></p>")])
    d.line(Raw("</ac:layout-cell></ac:layout-section></ac:layout>"))
    return d


MARKUP = {
    "svg_form_overlay": svg_form_overlay,
    "atom_feed_xml": atom_feed_xml,
    "confluence_storage_xml": confluence_storage_xml,
}
