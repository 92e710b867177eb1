"""Markup and machine layouts: BBCode, logfmt, recfile, HCL, property list, PostgreSQL COPY, multipart form."""

from __future__ import annotations

from r19_doc import Doc
from r19_render import sections, slug, unique_keys


def bbcode(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line("[size=150][b]", spec.heading, "[/b][/size]")
    for block in sections(spec):
        if block[2] is spec.footer:
            doc.line("[hr]")
            for label, value in block[2]:
                doc.line("[size=85]", label, ": ", value, "[/size]")
            continue
        if block[1]:
            doc.line()
            doc.line("[b][u]", block[1], "[/u][/b]")
        if block[0] == "fields":
            doc.line("[list]")
            for label, value in block[2]:
                doc.line("[*][b]", label, ":[/b] ", value)
            doc.line("[/list]")
        elif block[0] == "table":
            doc.line("[table]")
            doc.line("[tr]" + "".join(f"[th]{c}[/th]" for c in block[2]) + "[/tr]")
            for row in block[3]:
                doc.line("[tr]", *[["[td]", v, "[/td]"] for v in row], "[/tr]")
            doc.line("[/table]")
        else:
            for para in block[2]:
                doc.line("[quote]", para, "[/quote]")
    return doc


def _esc_quoted(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def logfmt(spec, g, kind) -> Doc:
    doc = Doc()
    r = g.rng
    d = g.day()
    clock = [r.randint(8, 17), r.randint(0, 59), r.randint(0, 59)]

    def ts() -> str:
        clock[2] += r.randint(1, 40)
        clock[1] += clock[2] // 60
        clock[2] %= 60
        clock[0] += clock[1] // 60
        clock[1] %= 60
        return f"ts={d:%Y-%m-%d}T{clock[0] % 24:02d}:{clock[1]:02d}:{clock[2]:02d}Z"

    def q(value):
        doc.raw('"')
        doc.enc = _esc_quoted
        doc.w(value)
        doc.enc = None
        doc.raw('"')

    doc.w(f"{ts()} level=info event=document.open kind={kind} title=")
    q(spec.heading)
    doc.raw("\n")
    for block in sections(spec):
        sec = slug(block[1]) if block[1] else ("footer" if block[2] is spec.footer else "header")
        if block[0] == "fields":
            for key, _label, value in unique_keys(block[2]):
                doc.w(f"{ts()} level=info event=field section={sec} key={key} value=")
                q(value)
                doc.raw("\n")
        elif block[0] == "table":
            for i, row in enumerate(block[3], 1):
                doc.w(f"{ts()} level=info event=row section={sec} n={i}")
                for col, v in zip(block[2], row, strict=True):
                    doc.raw(f" {slug(col)}=")
                    q(v)
                doc.raw("\n")
        else:
            for para in block[2]:
                doc.w(f"{ts()} level=info event=note section={sec} text=")
                q(para)
                doc.raw("\n")
    doc.w(f"{ts()} level=info event=document.close kind={kind}")
    return doc


def _rec_name(label: str) -> str:
    s = slug(label)
    return s[:1].upper() + s[1:]


def recfile(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line("# -*- mode: rec -*-")
    doc.line(f"# {kind} export")
    doc.line()
    doc.line("%rec: Document")
    doc.line("%key: Reference")
    doc.line()
    doc.line("Title: ", spec.heading)
    for _key, label, value in unique_keys(spec.header):
        doc.line(_rec_name(label), ": ", value)
    for block in [*spec.blocks, ("fields", "Signatures", spec.footer)]:
        doc.line()
        doc.line(f"%rec: {_rec_name(block[1])}")
        if block[0] == "fields":
            doc.line()
            for key, _label, value in unique_keys(block[2]):
                doc.line(key[:1].upper() + key[1:], ": ", value)
        elif block[0] == "table":
            for row in block[3]:
                doc.line()
                for col, v in zip(block[2], row, strict=True):
                    doc.line(_rec_name(col), ": ", v)
        else:
            for para in block[2]:
                doc.line()
                doc.line("Text: ", para)
    return doc


def hcl(spec, g, kind) -> Doc:
    doc = Doc()

    def kv(indent: str, key: str, value):
        doc.raw(f'{indent}{key} = "')
        doc.enc = _esc_quoted
        doc.w(value)
        doc.enc = None
        doc.raw('"\n')

    doc.line(f"# {kind}.hcl \u2014 generated record, do not edit by hand")
    doc.line(f'document "{kind}" {{')
    kv("  ", "title", spec.heading)
    for block in sections(spec):
        name = slug(block[1]) if block[1] else ("signatures" if block[2] is spec.footer else "header")
        if block[0] == "fields":
            doc.line()
            doc.line(f'  section "{name}" {{')
            for key, _label, value in unique_keys(block[2]):
                kv("    ", key, value)
            doc.line("  }")
        elif block[0] == "table":
            doc.line()
            doc.line(f'  table "{name}" {{')
            for row in block[3]:
                doc.line("    row {")
                for col, v in zip(block[2], row, strict=True):
                    kv("      ", slug(col), v)
                doc.line("    }")
            doc.line("  }")
        else:
            for i, para in enumerate(block[2], 1):
                doc.line()
                doc.line(f'  note "{name}_{i}" {{')
                doc.line("    text = <<-EOT")
                doc.line("      ", para)
                doc.line("    EOT")
                doc.line("  }")
    doc.w("}")
    return doc


def _xml(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plist_xml(spec, g, kind) -> Doc:
    doc = Doc()

    def string(indent: str, value):
        doc.raw(f"{indent}<string>")
        doc.enc = _xml
        doc.w(value)
        doc.enc = None
        doc.raw("</string>\n")

    doc.line('<?xml version="1.0" encoding="UTF-8"?>')
    doc.line(
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">'
    )
    doc.line('<plist version="1.0">')
    doc.line("<dict>")
    doc.line(f"  <key>Kind</key>\n  <string>{kind}</string>")
    doc.line("  <key>Title</key>")
    string("  ", spec.heading)
    doc.line("  <key>Sections</key>")
    doc.line("  <array>")
    for block in sections(spec):
        doc.line("    <dict>")
        doc.line(f"      <key>Heading</key>\n      <string>{_xml(block[1] or 'Record')}</string>")
        if block[0] == "fields":
            for _key, label, value in unique_keys(block[2]):
                doc.line(f"      <key>{_xml(label)}</key>")
                string("      ", value)
        elif block[0] == "table":
            doc.line("      <key>Rows</key>")
            doc.line("      <array>")
            for row in block[3]:
                doc.line("        <dict>")
                for col, v in zip(block[2], row, strict=True):
                    doc.line(f"          <key>{_xml(col)}</key>")
                    string("          ", v)
                doc.line("        </dict>")
            doc.line("      </array>")
        else:
            doc.line("      <key>Paragraphs</key>")
            doc.line("      <array>")
            for para in block[2]:
                string("        ", para)
            doc.line("      </array>")
        doc.line("    </dict>")
    doc.line("  </array>")
    doc.line("</dict>")
    doc.w("</plist>")
    return doc


def _copy_esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def pg_copy(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line("--")
    doc.line(f"-- PostgreSQL database dump (data only): schema {kind}")
    doc.line("--")
    doc.line()
    doc.line("SET client_encoding = 'UTF8';")
    doc.line("SET standard_conforming_strings = on;")
    doc.line()

    def row(*cells):
        for i, cell in enumerate(cells):
            if i:
                doc.raw("\t")
            doc.enc = _copy_esc
            doc.w(cell)
            doc.enc = None
        doc.raw("\n")

    doc.line(f"COPY {kind}.field (section, label, value) FROM stdin;")
    row("document", "title", spec.heading)
    for block in sections(spec):
        if block[0] == "fields":
            sec = block[1] or ("signatures" if block[2] is spec.footer else "header")
            for label, value in block[2]:
                row(sec, label, value)
    doc.line("\\.")
    for block in spec.blocks:
        doc.line()
        if block[0] == "table":
            cols = ", ".join(slug(c) for c in block[2])
            doc.line(f"COPY {kind}.{slug(block[1])} (line_no, {cols}) FROM stdin;")
            for i, r in enumerate(block[3], 1):
                row(str(i), *r)
            doc.line("\\.")
        elif block[0] == "prose":
            doc.line(f"COPY {kind}.note (section, body) FROM stdin;")
            for para in block[2]:
                row(block[1], para)
            doc.line("\\.")
    doc.w("\n--\n-- PostgreSQL database dump complete\n--")
    return doc


def multipart_form(spec, g, kind) -> Doc:
    doc = Doc()
    r = g.rng
    boundary = "----FormBoundary" + "".join(r.choice("0123456789abcdefABCDEF") for _ in range(16))
    doc.line(f"POST /submit/{kind.replace('_', '-')} HTTP/1.1")
    doc.line("Host: portal.intake.example")
    doc.line(f"Content-Type: multipart/form-data; boundary={boundary}")
    doc.line()

    def part(name: str, value):
        doc.line(f"--{boundary}")
        doc.line(f'Content-Disposition: form-data; name="{name}"')
        doc.line()
        doc.line(value)

    part("title", spec.heading)
    for n, block in enumerate(sections(spec)):
        sec = slug(block[1]) if block[1] else ("signatures" if block[2] is spec.footer else "header")
        if block[0] == "fields":
            for key, _label, value in unique_keys(block[2]):
                part(f"{sec}[{key}]", value)
        elif block[0] == "table":
            for i, row in enumerate(block[3]):
                for col, v in zip(block[2], row, strict=True):
                    part(f"{sec}[{i}][{slug(col)}]", v)
        else:
            for i, para in enumerate(block[2]):
                part(f"{sec}[note_{n}_{i}]", para)
    doc.w(f"--{boundary}--")
    return doc
