"""Renderers for prose-like layouts: form, letter, YAML front matter + Markdown, MediaWiki, Textile, troff man
page and unified diff. Each takes (doc, g, spec) and writes the spec into the doc."""

from __future__ import annotations

from r18_blocks import slug
from r18_doc import Doc


def _q(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def form_fields(doc: Doc, g, spec) -> None:
    doc.line(spec.caps_title)
    doc.line("=" * len(spec.title))
    for label, value in spec.head:
        doc.line(f"{label}: ", value)
    for block in spec.blocks:
        doc.line()
        doc.line(block[1])
        doc.line("-" * len(block[1]))
        if block[0] == "fields":
            width = max(len(lab) for lab, _ in block[2]) + 2 if block[2] else 0
            for label, value in block[2]:
                doc.line(f"{label + ':':<{width}} ", value)
        elif block[0] == "table":
            for n, row in enumerate(block[3], 1):
                doc.add(f"  {n}. ")
                for i, (col, val) in enumerate(zip(block[2], row, strict=True)):
                    doc.add("; " if i else "", f"{col}: ", val)
                doc.line()
        else:
            for para in block[2]:
                doc.line(para)
    if spec.sign:
        doc.line()
        for line in spec.sign:
            doc.line(line)


def letter(doc: Doc, g, spec) -> None:
    fr = g.lang == "fr"
    doc.line(spec.issuer[0])
    for label, value in spec.head:
        doc.line(f"{label}: ", value)
    doc.line()
    doc.line("Objet : " if fr else "Re: ", spec.caps_title)
    doc.line()
    doc.line("Madame, Monsieur," if fr else "Dear Sir or Madam,")
    for block in spec.blocks:
        doc.line()
        if block[0] == "prose":
            for n, para in enumerate(block[2]):
                doc.line() if n else None
                doc.line(para)
        elif block[0] == "fields":
            doc.line(block[1], " :" if fr else ":")
            for label, value in block[2]:
                doc.line(f"    {label} \u2014 ", value)
        else:
            doc.line(block[1], " :" if fr else ":")
            for row in block[3]:
                doc.add("  \u2022 ")
                for i, val in enumerate(row):
                    doc.add(", " if i else "", val)
                doc.line()
    doc.line()
    doc.line("Veuillez agréer nos salutations distinguées." if fr else "Yours truly,")
    for line in spec.sign:
        doc.line(line)


def yaml_front_matter(doc: Doc, g, spec) -> None:
    doc.line("---")
    doc.line('title: "', spec.caps_title, '"')
    for label, value in spec.head:
        doc.add(f'{slug(label)}: "')
        doc.enc = _q
        doc.add(value)
        doc.enc = None
        doc.line('"')
    doc.line(f"layout: {slug(spec.title)}")
    doc.line("---")
    for block in spec.blocks:
        doc.line()
        doc.line(f"## {block[1]}")
        doc.line()
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(f"- **{label}:** ", value)
        elif block[0] == "table":
            doc.line("| " + " | ".join(block[2]) + " |")
            doc.line("|" + "|".join("---" for _ in block[2]) + "|")
            for row in block[3]:
                doc.add("|")
                for val in row:
                    doc.add(" ", val, " |")
                doc.line()
        else:
            for n, para in enumerate(block[2], 1):
                doc.line(para, f"[^{n}]" if n == 1 and len(block[2]) > 1 else "")
                doc.line()
    for line in spec.sign:
        doc.line("> ", line)
    if any(b[0] == "prose" and len(b[2]) > 1 for b in spec.blocks):
        doc.line()
        doc.line("[^1]: Source: ", spec.issuer[0], ".")


def mediawiki(doc: Doc, g, spec) -> None:
    doc.line("{{Infobox record")
    doc.line("| title = ", spec.caps_title)
    for label, value in spec.head:
        doc.line(f"| {slug(label)} = ", value)
    doc.line("}}")
    for block in spec.blocks:
        doc.line()
        doc.line(f"== {block[1]} ==")
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(f"; {label} : ", value)
        elif block[0] == "table":
            doc.line('{| class="wikitable sortable"')
            doc.line("! " + " !! ".join(block[2]))
            for row in block[3]:
                doc.line("|-")
                doc.add("| ")
                for i, val in enumerate(row):
                    doc.add(" || " if i else "", val)
                doc.line()
            doc.line("|}")
        else:
            for para in block[2]:
                doc.line(para)
                doc.line()
    for line in spec.sign:
        doc.line(":", line)
    doc.add(f"[[Category:{spec.title}]]")


def textile(doc: Doc, g, spec) -> None:
    doc.line("h1. ", spec.caps_title)
    doc.line()
    for label, value in spec.head:
        doc.line(f"|_. {label} | ", value, " |")
    for block in spec.blocks:
        doc.line()
        doc.line(f"h2. {block[1]}")
        doc.line()
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(f"* *{label}:* ", value)
        elif block[0] == "table":
            doc.line("|_. " + " |_. ".join(block[2]) + " |")
            for row in block[3]:
                doc.add("|")
                for val in row:
                    doc.add(" ", val, " |")
                doc.line()
        else:
            for para in block[2]:
                doc.line("p. ", para)
    for line in spec.sign:
        doc.line("bq. ", line)


def troff_man(doc: Doc, g, spec) -> None:
    doc.line('.TH "', spec.caps_title, '" 7 "', spec.head[1][1], '" "records" "Case Files"')
    doc.line(".SH NAME")
    doc.line(f"{slug(spec.title)} \\- {spec.title.lower()}")
    doc.line(".SH SYNOPSIS")
    for label, value in spec.head[:1] + spec.head[2:]:
        doc.line(".B ", label)
        doc.line(value)
        doc.line(".br")
    for block in spec.blocks:
        doc.line(f".SH {block[1].upper()}")
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(".TP")
                doc.line(f".B {label}")
                doc.line(value)
        elif block[0] == "table":
            doc.line(".TS")
            doc.line("tab(|) allbox;")
            doc.line(" ".join("l" for _ in block[2]) + ".")
            doc.line("|".join(block[2]))
            for row in block[3]:
                for i, val in enumerate(row):
                    doc.add("|" if i else "", val)
                doc.line()
            doc.line(".TE")
        else:
            for para in block[2]:
                doc.line(".PP")
                doc.line(para)
    if spec.sign:
        doc.line(".SH SIGNED")
        for line in spec.sign:
            doc.line(line)
            doc.line(".br")


def unified_diff(doc: Doc, g, spec) -> None:
    lines: list[tuple[str, list]] = [(" ", [spec.caps_title])]
    lines += [(" ", [f"{label}: ", value]) for label, value in spec.head]
    for block in spec.blocks:
        lines.append((" ", []))
        lines.append((" ", [f"[{block[1]}]"]))
        if block[0] == "fields":
            for label, value in block[2]:
                if g.r.random() < 0.3:
                    lines.append(("-", [f"{label}: ", g.r.choice(("TBD", "[pending]", "n/a", "see intake"))]))
                    lines.append(("+", [f"{label}: ", value]))
                else:
                    lines.append((" ", [f"{label}: ", value]))
        elif block[0] == "table":
            for row in block[3]:
                parts: list = []
                for i, val in enumerate(row):
                    parts += ["\t" if i else "", val]
                lines.append(("+" if g.r.random() < 0.4 else " ", parts))
        else:
            for para in block[2]:
                lines.append((" ", [para]))
    for line in spec.sign:
        lines.append(("+", [line]))
    old = sum(1 for p, _ in lines if p != "+")
    new = sum(1 for p, _ in lines if p != "-")
    path = f"records/{slug(spec.title)}.txt"
    doc.line(f"diff --git a/{path} b/{path}")
    doc.line("index ", g.commit_short(), "..", g.commit_short(), " 100644")
    doc.line(f"--- a/{path}")
    doc.line(f"+++ b/{path}")
    doc.line(f"@@ -1,{old} +1,{new} @@")
    for prefix, parts in lines:
        doc.line(prefix, parts)


RENDERERS = {
    "form_fields": form_fields,
    "letter": letter,
    "yaml_front_matter": yaml_front_matter,
    "mediawiki": mediawiki,
    "textile": textile,
    "troff_man": troff_man,
    "unified_diff": unified_diff,
}
