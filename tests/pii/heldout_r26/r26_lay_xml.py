"""Markup layouts of round 26: a WordprocessingML document part (names and addresses sometimes split over runs),
an HTML page with microdata (labels above or after the values; names sometimes split over ``<bdi>``), an XFDF
form-data export and a DITA topic."""

from __future__ import annotations

import re

from r26_doc import Page, Runs, Syn, Tok, flat


def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr_esc(s):
    return xml_esc(s).replace('"', "&quot;")


def _split(g, value, glue, rate):
    """The value with a name or address sometimes written word by word between markup (never a name written
    beside its transliteration)."""
    pieces = flat(value)
    paired = sum(isinstance(p, Tok) and p.label == "PERSON" for p in pieces) > 1
    out = []
    for p in pieces:
        ok = isinstance(p, Tok) and (p.label == "ADDRESS" or (p.label == "PERSON" and not paired))
        if ok and " " in p.text and g.rng.random() < rate:
            out.append(Runs(p, glue))
        else:
            out.append(p)
    return out


# ---- WordprocessingML -------------------------------------------------------------------------------------
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
RUN_GLUE = '</w:t></w:r><w:r><w:t xml:space="preserve"> '


def _wp(d, pieces, style=None, bold_lead=None):
    d.put(Syn("<w:p>"))
    if style:
        d.put(Syn(f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>'))
    if bold_lead is not None:
        d.put([Syn('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">'), bold_lead, Syn("</w:t></w:r>")])
    d.nl([Syn('<w:r><w:t xml:space="preserve">'), pieces, Syn("</w:t></w:r></w:p>")])


def _wcell(c):
    return [Syn('<w:tc><w:p><w:r><w:t xml:space="preserve">'), c, Syn("</w:t></w:r></w:p></w:tc>")]


def ooxml_document_part(spec, g):
    d = Page(xml_esc)
    d.nl(Syn('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'))
    d.nl(Syn(f'<w:document xmlns:w="{W_NS}"><w:body>'))
    _wp(d, spec.title, "Title")
    for lab, v in spec.header:
        _wp(d, v, bold_lead=f"{lab}: ")
    for b in spec.blocks:
        if b.heading:
            _wp(d, b.heading, "Heading2")
        if b.kind == "rows":
            for _, lab, v in b.body:
                _wp(d, _split(g, v, RUN_GLUE, 0.45), bold_lead=f"{lab}: ")
        elif b.kind == "table":
            heads, rows = b.body
            d.nl(Syn('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>'))
            d.nl(
                [Syn("<w:tr><w:trPr><w:tblHeader/></w:trPr>")]
                + [x for h in heads for x in _wcell(h)]
                + [Syn("</w:tr>")]
            )
            for row in rows:
                d.nl(
                    [Syn("<w:tr>")]
                    + [x for c in row for x in _wcell(_split(g, c, RUN_GLUE, 0.3))]
                    + [Syn("</w:tr>")]
                )
            d.nl(Syn("</w:tbl>"))
        elif b.kind == "qa":
            for q, a in b.body:
                _wp(d, q, bold_lead="Q: ")
                _wp(d, a, bold_lead="A: ")
        elif b.kind == "prose":
            for para in b.body:
                _wp(d, para)
        else:
            for ln in b.body:
                _wp(d, ln, "PlainText")
    for c in spec.closing:
        _wp(d, c, "Closing")
    d.nl(Syn('<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>'))
    return d


# ---- HTML with microdata ----------------------------------------------------------------------------------
PROP = {
    "name": "name",
    "dob": "birthDate",
    "addr": "address",
    "phone": "telephone",
    "email": "email",
    "url": "sameAs",
}
BDI = "</bdi> <bdi>"


def _bdi(g, value):
    out = []
    for p in _split(g, value, BDI, 0.4):
        out += [Syn("<bdi>"), p, Syn("</bdi>")] if isinstance(p, Runs) else [p]
    return out


def html_microdata_card(spec, g):
    d = Page(xml_esc)
    r = g.rng
    d.nl(Syn("<!DOCTYPE html>"))
    d.nl(Syn(f'<html lang="{spec.lang}"><head><meta charset="utf-8"><title>'))
    d.nl([spec.title, Syn("</title></head>")])
    d.nl([Syn("<body><main><h1>"), spec.title, Syn("</h1>")])
    d.nl(Syn('<ul class="meta">'))
    for lab, v in spec.header:
        d.nl([Syn("<li><b>"), lab, Syn(":</b> "), v, Syn("</li>")])
    d.nl(Syn("</ul>"))
    for b in spec.blocks:
        scope = ' itemscope="itemscope" itemtype="https://schema.org/Person"' if b.kind == "rows" else ""
        d.nl(Syn(f"<section{scope}>"))
        if b.heading:
            d.nl([Syn("<h2>"), b.heading, Syn("</h2>")])
        if b.kind == "rows":
            d.nl(Syn("<dl>"))
            for key, lab, v in b.body:
                prop = PROP.get(key)
                attr = f' itemprop="{prop}"' if prop else f' data-field="{key}"'
                if r.random() < 0.62:
                    d.nl([Syn("<dt>"), lab, Syn("</dt>")])
                    d.nl([Syn(f"<dd{attr}>"), _bdi(g, v), Syn("</dd>")])
                else:
                    d.nl(
                        [
                            Syn(f"<dd><span{attr}>"),
                            _bdi(g, v),
                            Syn("</span> <small>("),
                            lab,
                            Syn(")</small></dd>"),
                        ]
                    )
            d.nl(Syn("</dl>"))
        elif b.kind == "table":
            heads, rows = b.body
            d.nl(
                [Syn("<table><thead><tr>")]
                + [x for h in heads for x in (Syn("<th>"), h, Syn("</th>"))]
                + [Syn("</tr></thead><tbody>")]
            )
            for row in rows:
                d.nl(
                    [Syn("<tr>")]
                    + [x for c in row for x in (Syn("<td>"), _bdi(g, c), Syn("</td>"))]
                    + [Syn("</tr>")]
                )
            d.nl(Syn("</tbody></table>"))
        elif b.kind == "qa":
            for q, a in b.body:
                d.nl([Syn('<p class="q">'), q, Syn("</p>")])
                d.nl([Syn('<p class="a">'), a, Syn("</p>")])
        elif b.kind == "prose":
            for para in b.body:
                d.nl([Syn("<p>"), para, Syn("</p>")])
        else:
            d.nl(Syn("<pre>"))
            for ln in b.body:
                d.nl(ln)
            d.nl(Syn("</pre>"))
        d.nl(Syn("</section>"))
    d.nl(Syn("<footer>"))
    for c in spec.closing:
        d.nl([Syn("<p>"), c, Syn("</p>")])
    d.nl(Syn("</footer></main></body></html>"))
    return d


# ---- XFDF -------------------------------------------------------------------------------------------------
def slug(text):
    t = text.replace("#", " No").replace("&", " and ")
    return re.sub(r"[^\w]+", "_", t, flags=re.UNICODE).strip("_") or "Field"


def _xfield(d, name, value):
    d.nl([Syn(f'<field name="{attr_esc(name)}"><value>'), value, Syn("</value></field>")])


def xfdf_field_dump(spec, g):
    d = Page(xml_esc)
    d.nl(Syn('<?xml version="1.0" encoding="UTF-8"?>'))
    d.nl(Syn('<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">'))
    d.nl(Syn(f'<f href="{slug(spec.title)[:48]}.pdf"/>'))
    d.nl(Syn("<fields>"))
    _xfield(d, "FormTitle", spec.title)
    d.nl(Syn('<field name="Header">'))
    for lab, v in spec.header:
        _xfield(d, slug(lab), v)
    d.nl(Syn("</field>"))
    for i, b in enumerate(spec.blocks, 1):
        name = b.heading or {
            "prose": "Narrative",
            "log": "AuditTrail",
            "qa": "Interview",
            "table": "People",
        }.get(b.kind, "Details")
        d.nl(Syn(f'<field name="P{i}_{attr_esc(slug(name))}">'))
        if b.kind == "rows":
            for _, lab, v in b.body:
                _xfield(d, slug(lab), v)
        elif b.kind == "table":
            heads, rows = b.body
            for n, row in enumerate(rows, 1):
                d.nl(Syn(f'<field name="Row{n}">'))
                for h, c in zip(heads, row, strict=True):
                    _xfield(d, slug(h), c)
                d.nl(Syn("</field>"))
        elif b.kind == "qa":
            for n, (q, a) in enumerate(b.body, 1):
                _xfield(d, f"Q{n}", q)
                _xfield(d, f"Q{n}_Response", a)
        elif b.kind == "prose":
            for n, para in enumerate(b.body, 1):
                _xfield(d, f"Statement_{n}", para)
        else:
            for n, ln in enumerate(b.body, 1):
                _xfield(d, f"AuditTrail_{n}", ln)
        d.nl(Syn("</field>"))
    for n, c in enumerate(spec.closing, 1):
        _xfield(d, f"Certification_{n}", c)
    d.nl(Syn("</fields>"))
    d.nl(Syn("</xfdf>"))
    return d


# ---- DITA topic -------------------------------------------------------------------------------------------
def dita_topic_xml(spec, g):
    d = Page(xml_esc)
    d.nl(Syn('<?xml version="1.0" encoding="UTF-8"?>'))
    d.nl(Syn('<!DOCTYPE topic PUBLIC "-//OASIS//DTD DITA Topic//EN" "topic.dtd">'))
    d.nl(Syn(f'<topic id="t{g.rng.randint(1000, 9999)}" xml:lang="{spec.lang}">'))
    d.nl([Syn("<title>"), spec.title, Syn("</title>")])
    d.nl(Syn("<body>"))
    d.nl(Syn('<dl outputclass="header">'))
    for lab, v in spec.header:
        d.nl([Syn("<dlentry><dt>"), lab, Syn("</dt><dd>"), v, Syn("</dd></dlentry>")])
    d.nl(Syn("</dl>"))
    for i, b in enumerate(spec.blocks, 1):
        d.nl(Syn(f'<section id="s{i}">'))
        if b.heading:
            d.nl([Syn("<title>"), b.heading, Syn("</title>")])
        if b.kind == "rows":
            d.nl(Syn("<dl>"))
            for _, lab, v in b.body:
                d.nl([Syn("<dlentry><dt>"), lab, Syn("</dt><dd>"), v, Syn("</dd></dlentry>")])
            d.nl(Syn("</dl>"))
        elif b.kind == "table":
            heads, rows = b.body
            d.nl(Syn("<simpletable>"))
            d.nl(
                [Syn("<sthead>")]
                + [x for h in heads for x in (Syn("<stentry>"), h, Syn("</stentry>"))]
                + [Syn("</sthead>")]
            )
            for row in rows:
                d.nl(
                    [Syn("<strow>")]
                    + [x for c in row for x in (Syn("<stentry>"), c, Syn("</stentry>"))]
                    + [Syn("</strow>")]
                )
            d.nl(Syn("</simpletable>"))
        elif b.kind == "qa":
            for q, a in b.body:
                d.nl([Syn("<p><b>Q:</b> "), q, Syn("</p>")])
                d.nl([Syn("<p><b>A:</b> "), a, Syn("</p>")])
        elif b.kind == "prose":
            for para in b.body:
                d.nl([Syn("<p>"), para, Syn("</p>")])
        else:
            d.nl(Syn("<codeblock>"))
            for ln in b.body:
                d.nl(ln)
            d.nl(Syn("</codeblock>"))
        d.nl(Syn("</section>"))
    if spec.closing:
        d.nl(Syn('<section id="closing">'))
        for c in spec.closing:
            d.nl([Syn("<p>"), c, Syn("</p>")])
        d.nl(Syn("</section>"))
    d.nl(Syn("</body>"))
    d.nl(Syn("</topic>"))
    return d


MARKUP = {
    "ooxml_document_part": ooxml_document_part,
    "html_microdata_card": html_microdata_card,
    "xfdf_field_dump": xfdf_field_dump,
    "dita_topic_xml": dita_topic_xml,
}
