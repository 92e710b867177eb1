"""Record and markup layouts: RIS tagged records, RDF Turtle, MARC display, TTML captions, WordprocessingML."""

from __future__ import annotations

from r21_doc import Doc, plain
from r21_doc import Raw as R
from r21_render import _rows


def _xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_ris(spec, g) -> Doc:
    d = Doc()
    d.line(["TY  - ", g.pick("GEN", "CASE", "HEAR", "RPRT", "PAMP")])
    d.line(["TI  - ", g.caps(spec.title)])
    d.line(["ID  - ", g.ref_no()])
    for label, value in spec.header:
        d.line(["N1  - ", label, ": ", value])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line(["KW  - ", heading])
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line(["N1  - ", label, ": ", value])
        elif kind == "para":
            d.line(["AB  - ", block[2]])
        elif kind == "turns":
            for who, said in block[2]:
                d.line(["N2  - ", who, ": ", said])
        elif kind == "table":
            for row in block[3]:
                d.line(["N1  - ", [[c, "; "] for c in row[:-1]], row[-1]])
    for line in spec.closing:
        d.line(["M3  - ", line])
    d.line(["UR  - ", g.inst_url()])
    d.raw("ER  - ")
    return d


def render_turtle(spec, g) -> Doc:
    d = Doc(enc=lambda s: s.replace("\\", "\\\\").replace('"', '\\"'))
    d.raw("@prefix ex: <https://example.org/r21/> .\n@prefix dct: <http://purl.org/dc/terms/> .\n")
    d.raw(
        "@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n\n"
    )
    d.raw(f"ex:rec{g._num(6)} a ex:Record ;\n")
    d.line([R('    dct:title "'), g.caps(spec.title), R('" ;')])

    def field(label, value, indent="    "):
        d.line([R(f'{indent}ex:field [ rdfs:label "'), label, R('" ; rdf:value "'), value, R('" ] ;')])

    for label, value in spec.header:
        field(label, value)
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        d.raw("    ex:part [\n")
        if heading:
            d.line([R('        rdfs:label "'), heading, R('" ;')])
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                field(label, value, "        ")
        elif kind == "para":
            d.line([R('        ex:text "'), block[2], R('" ;')])
        elif kind == "turns":
            for who, said in block[2]:
                d.line([R('        ex:turn [ ex:speaker "'), who, R('" ; ex:says "'), said, R('" ] ;')])
        elif kind == "table":
            for row in block[3]:
                d.line([R('        ex:row ( "'), [[c, R('" "')] for c in row[:-1]], row[-1], R('" ) ;')])
        d.raw("    ] ;\n")
    for line in spec.closing:
        d.line([R('    ex:closing "'), line, R('" ;')])
    d.line([R('    dct:source "'), g.inst_url(), R('" .')])
    return d


def render_marc(spec, g) -> Doc:
    """MARC 21 in the cataloguing-client display (tag, two indicators, ‡ subfields after the first)."""
    d = Doc(enc=lambda s: s.replace("\u2021", "\u2021\u2021"))
    d.raw(f"LDR    00000n{g.pick('pc', 'tc', 'kc')} a2200000 i 4500\n")
    d.line([R("001    "), g.ref_no()])
    d.line([R("040    CaOONL "), R("\u2021b eng \u2021e rda \u2021c CaOONL")])
    d.line([R("245 00 "), g.caps(spec.title), R(" \u2021k records.")])
    for label, value in spec.header:
        d.line([R("500    "), label, ": ", value])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line([R("590    "), heading])
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line([R("500    "), label, ": ", value])
        elif kind == "para":
            d.line([R("520 8  "), block[2]])
        elif kind == "turns":
            d.line(
                [
                    R("505 0  "),
                    [[who, ": ", said, R(" -- ")] for who, said in block[2][:-1]],
                    block[2][-1][0],
                    ": ",
                    block[2][-1][1],
                ]
            )
        elif kind == "table":
            for row in block[3]:
                d.line([R("505 8  "), [[c, R(" \u2021t ")] for c in row[:-1]], row[-1]])
    for line in spec.closing:
        d.line([R("561    "), line])
    d.line([R("856 40 \u2021u "), g.inst_url()])
    return d


def _clock(ms: int) -> str:
    h, rem = divmod(ms, 3600000)
    m, rem = divmod(rem, 60000)
    s, ms = divmod(rem, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def render_ttml(spec, g) -> Doc:
    d = Doc(enc=_xml)
    lang = {"fr": "fr", "es": "es", "de": "de"}.get(g.lang, "en")
    d.raw('<?xml version="1.0" encoding="UTF-8"?>\n')
    d.raw(
        f'<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" xmlns:tts="http://www.w3.org/ns/ttml#styling" xml:lang="{lang}">\n'
    )
    d.line([R("  <head><metadata><ttm:title>"), g.caps(spec.title), R("</ttm:title></metadata></head>")])
    d.raw("  <body>\n    <div>\n")
    t = g.rng.randint(500, 4000)

    def cue(value, agent=None):
        nonlocal t
        dur = g.rng.randint(1800, 7200)
        ag = f' ttm:agent="{agent}"' if agent else ""
        d.line([R(f'      <p begin="{_clock(t)}" end="{_clock(t + dur)}"{ag}>'), value, R("</p>")])
        t += dur + g.rng.randint(50, 900)

    for label, value in spec.header:
        cue(["[caption card] ", label, ": ", value])
    speakers: dict[str, str] = {}
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            cue(["[", heading, "]"])
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                cue([label, ": ", value])
        elif kind == "para":
            cue(block[2])
        elif kind == "turns":
            for who, said in block[2]:
                agent = speakers.setdefault(plain(who), f"speaker{len(speakers) + 1}")
                cue([R('<span tts:fontWeight="bold">'), who, R(":</span> "), said], agent=agent)
        elif kind == "table":
            for row in block[3]:
                cue([[c, " \u2014 "] for c in row[:-1]] + [row[-1]])
    for line in spec.closing:
        cue(line)
    d.raw("    </div>\n  </body>\n</tt>")
    return d


def render_wordml(spec, g) -> Doc:
    d = Doc(enc=_xml)
    W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    d.raw('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n')
    d.raw(f'<w:document xmlns:w="{W}"><w:body>\n')

    def para(value, style=None, bold_lead=None):
        ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
        d.raw(f"<w:p>{ppr}")
        if bold_lead is not None:
            d.line(
                [
                    R('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">'),
                    bold_lead,
                    R(' </w:t></w:r><w:r><w:t xml:space="preserve">'),
                    value,
                    R("</w:t></w:r></w:p>"),
                ]
            )
        else:
            d.line([R('<w:r><w:t xml:space="preserve">'), value, R("</w:t></w:r></w:p>")])

    para(g.caps(spec.title), "Title")
    for label, value in spec.header:
        para(value, None, [label, ":"])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            para(heading, "Heading1")
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                para(value, None, [label, ":"])
        elif kind == "para":
            para(block[2], "BodyText")
        elif kind == "turns":
            for who, said in block[2]:
                para(said, "Quote", [who, ":"])
        elif kind == "table":
            d.raw("<w:tbl>")
            for row in [block[2]] + list(block[3]):
                d.raw("<w:tr>")
                for c in row:
                    d.add(
                        [R('<w:tc><w:p><w:r><w:t xml:space="preserve">'), c, R("</w:t></w:r></w:p></w:tc>")]
                    )
                d.raw("</w:tr>")
            d.raw("</w:tbl>\n")
    for line in spec.closing:
        para(line, "Closing")
    d.raw("<w:sectPr/></w:body></w:document>")
    return d


MACHINE_RENDERERS = {
    "ris_tagged": render_ris,
    "turtle_rdf": render_turtle,
    "marc_display": render_marc,
    "ttml_captions": render_ttml,
    "wordml_xml": render_wordml,
}
