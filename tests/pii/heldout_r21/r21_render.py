"""Text layouts: form, letter, check-box form, Gemini gemtext, WikiCreole, Perl POD, Texinfo, diff3 merge."""

from __future__ import annotations

from r21_doc import Doc, plain
from r21_doc import Raw as R


def _chosen(item):
    q, opts, i = item
    return q, opts[i]


def _rows(block):
    """Label/value rows of any block, for layouts that write everything as fields."""
    kind = block[0]
    if kind == "fields":
        return block[2]
    if kind == "checks":
        return [_chosen(it) for it in block[2]]
    return []


def render_form(spec, g) -> Doc:
    d = Doc()
    d.line(g.caps(spec.title))
    d.line("=" * min(len(spec.title), 72))
    for label, value in spec.header:
        d.line([label, ": ", value])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line()
            d.line(heading)
            d.line("-" * len(heading))
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line([label, ": ", value])
        elif kind == "para":
            d.line(block[2])
        elif kind == "turns":
            for who, said in block[2]:
                d.line([who, ": ", said])
        elif kind == "table":
            d.line(" | ".join(block[2]))
            for row in block[3]:
                d.line([[c, " | "] for c in row[:-1]] + [row[-1]])
    if spec.closing:
        d.line()
        for line in spec.closing:
            d.line(line)
    return d


def render_letter(spec, g) -> Doc:
    d = Doc()
    for label, value in spec.header:
        d.line([label, ": ", value] if label else value)
    d.line()
    d.line(["RE: ", g.caps(spec.title)])
    d.line()
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading and kind != "para":
            d.line(heading + ":")
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line(["    ", label, ": ", value])
            d.line()
        elif kind == "para":
            d.line(block[2])
            d.line()
        elif kind == "turns":
            for who, said in block[2]:
                d.line(["    ", who, ": \u201c", said, "\u201d"])
            d.line()
        elif kind == "table":
            for row in block[3]:
                d.line(["    - ", [[c, "; "] for c in row[:-1]], row[-1]])
            d.line()
    for line in spec.closing:
        d.line(line)
    return d


def render_checkbox(spec, g) -> Doc:
    d = Doc()
    d.line(g.caps(spec.title))
    d.line("_" * 60)
    for label, value in spec.header:
        d.line([label, ": ", value])
    n = 0
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            n += 1
            d.line()
            d.line(f"Part {n}. {heading}")
        if kind == "fields":
            for label, value in block[2]:
                d.line(["  ", label, ": ", value])
        elif kind == "checks":
            for q, opts, i in block[2]:
                boxes = "  ".join(("[X] " if j == i else "[ ] ") + o for j, o in enumerate(opts))
                d.line(["  ", boxes, "  \u2014 ", q])
        elif kind == "para":
            d.line(["  ", block[2]])
        elif kind == "turns":
            for who, said in block[2]:
                d.line(["  ", who, ": ", said])
        elif kind == "table":
            d.line("  " + " / ".join(block[2]))
            for row in block[3]:
                d.line(["  ", [[c, " / "] for c in row[:-1]], row[-1]])
    d.line()
    for line in spec.closing:
        d.line(line)
    return d


def render_gemtext(spec, g) -> Doc:
    d = Doc()
    d.line(["# ", g.caps(spec.title)])
    d.line()
    for label, value in spec.header:
        d.line(["* ", label, ": ", value])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line()
            d.line("## " + heading)
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line(["* ", label, ": ", value])
        elif kind == "para":
            d.line(block[2])
        elif kind == "turns":
            for who, said in block[2]:
                d.line(["> ", who, ": ", said])
        elif kind == "table":
            d.line("### " + " \u00b7 ".join(block[2]))
            for row in block[3]:
                d.line(["* ", [[c, " \u00b7 "] for c in row[:-1]], row[-1]])
    d.line()
    for line in spec.closing:
        d.line(line)
    d.line(
        [
            "=> ",
            g.inst_url(),
            " ",
            g.pick("Official page", "Forms and guides", "Contact the office", "Status lookup"),
        ]
    )
    return d


def render_creole(spec, g) -> Doc:
    d = Doc(enc=lambda s: s.replace("|", "~|").replace("**", "~**"))
    d.line([R("= "), g.caps(spec.title), R(" =")])
    for label, value in spec.header:
        d.line([R("|= "), label, R(" | "), value, R(" |")])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line()
            d.line([R("== "), heading, R(" ==")])
        if kind in ("fields", "checks"):
            for label, value in _rows(block):
                d.line([R("|= "), label, R(" | "), value, R(" |")])
        elif kind == "para":
            d.line()
            d.line(block[2])
        elif kind == "turns":
            for who, said in block[2]:
                d.line()
                d.line([R("**"), who, R(":** "), said])
        elif kind == "table":
            d.line([R("|= "), [[c, R(" |= ")] for c in block[2][:-1]], block[2][-1], R(" |")])
            for row in block[3]:
                d.line([R("| "), [[c, R(" | ")] for c in row[:-1]], row[-1], R(" |")])
    if spec.closing:
        d.line()
        d.line(R("----"))
        for i, line in enumerate(spec.closing):
            d.line([line, R(" \\\\")] if i < len(spec.closing) - 1 else line)
    return d


def render_pod(spec, g) -> Doc:
    d = Doc(enc=lambda s: s.replace("<", "E<lt>").replace(">", "E<gt>"))
    d.raw("=pod\n\n=encoding utf8\n\n")
    d.line([R("=head1 "), g.caps(spec.title)])
    d.line()

    def items(rows):
        d.raw("=over 4\n\n")
        for label, value in rows:
            d.line([R("=item "), label])
            d.line()
            d.line(value)
            d.line()
        d.raw("=back\n\n")

    if spec.header:
        items(spec.header)
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line([R("=head2 "), heading])
            d.line()
        if kind in ("fields", "checks"):
            items(_rows(block))
        elif kind == "para":
            d.line(block[2])
            d.line()
        elif kind == "turns":
            for who, said in block[2]:
                d.line([R("B<"), who, R(">: "), said])
                d.line()
        elif kind == "table":
            d.line([R("    "), "  ".join(block[2])])
            for row in block[3]:
                d.line([R("    "), [[c, "  "] for c in row[:-1]], row[-1]])
            d.line()
    for line in spec.closing:
        d.line(line)
        d.line()
    d.raw("=cut")
    return d


def render_texinfo(spec, g) -> Doc:
    d = Doc(enc=lambda s: s.replace("@", "@@").replace("{", "@{").replace("}", "@}"))
    d.raw("\\input texinfo\n")
    d.raw(f"@setfilename {g.pick('record', 'matter', 'file', 'notice')}-{g._num(5)}.info\n")
    d.line([R("@settitle "), g.caps(spec.title)])
    d.raw("\n@node Top\n")
    d.line([R("@top "), g.caps(spec.title)])
    d.line()

    def table(rows):
        d.raw("@table @asis\n")
        for label, value in rows:
            d.line([R("@item "), label])
            d.line(value)
        d.raw("@end table\n\n")

    if spec.header:
        table(spec.header)
    first = True
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line([R("@chapter " if first else "@section "), heading])
            first = False
        if kind in ("fields", "checks"):
            table(_rows(block))
        elif kind == "para":
            d.line(block[2])
            d.line()
        elif kind == "turns":
            d.raw("@quotation\n")
            for who, said in block[2]:
                d.line([R("@strong{"), who, R("}: "), said])
                d.line()
            d.raw("@end quotation\n\n")
        elif kind == "table":
            n = len(block[2])
            d.raw("@multitable @columnfractions " + " ".join([f".{100 // n:02d}"] * n) + "\n")
            d.line([R("@headitem "), [[c, R(" @tab ")] for c in block[2][:-1]], block[2][-1]])
            for row in block[3]:
                d.line([R("@item "), [[c, R(" @tab ")] for c in row[:-1]], row[-1]])
            d.raw("@end multitable\n\n")
    for line in spec.closing:
        d.line(line)
        d.line()
    d.raw("@bye")
    return d


def render_diff3(spec, g) -> Doc:
    """A document left with diff3-style merge conflicts between two drafts (both sides carry the marks)."""
    d = Doc()
    ours, theirs = g.pick(
        ("HEAD", "intake-edits"),
        ("HEAD", "counsel-review"),
        ("draft-a", "draft-b"),
        ("main", "client-changes"),
    )
    conflicts = 0

    def conflict(a, base, b):
        nonlocal conflicts
        conflicts += 1
        d.line(f"<<<<<<< {ours}")
        d.line(a)
        d.line("||||||| base")
        d.line(base)
        d.line("=======")
        d.line(b)
        d.line(f">>>>>>> {theirs}")

    d.line(g.caps(spec.title))
    d.line()
    for label, value in spec.header:
        d.line([label, ": ", value])
    for block in spec.blocks:
        kind, heading = block[0], block[1]
        if heading:
            d.line()
            d.line(f"[{heading}]")
        if kind in ("fields", "checks"):
            rows = _rows(block)
            hit = g.rng.randrange(len(rows)) if rows and g.chance(0.6) else -1
            for i, (label, value) in enumerate(rows):
                if i == hit:
                    conflict(
                        [label, ": ", value], f"{label}: [to be confirmed]", [label.upper(), ": ", value]
                    )
                else:
                    d.line([label, ": ", value])
        elif kind == "para":
            if conflicts == 0 or g.chance(0.25):
                conflict(block[2], "[paragraph pending]", ["(revised) ", block[2]])
            else:
                d.line(block[2])
        elif kind == "turns":
            for who, said in block[2]:
                d.line([who, ": ", said])
        elif kind == "table":
            d.line("\t".join(block[2]))
            for row in block[3]:
                d.line([[c, "\t"] for c in row[:-1]] + [row[-1]])
    if spec.closing:
        d.line()
        for line in spec.closing:
            d.line(line)
    if conflicts == 0:
        conflict("Status: final", "Status: draft", "Status: final (pending signature)")
    return d


TEXT_RENDERERS = {
    "form_fields": render_form,
    "letter": render_letter,
    "checkbox_form": render_checkbox,
    "gemtext": render_gemtext,
    "wiki_creole": render_creole,
    "perl_pod": render_pod,
    "texinfo": render_texinfo,
    "diff3_conflict": render_diff3,
}
assert plain  # re-exported helper for callers
