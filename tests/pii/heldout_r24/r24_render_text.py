"""Text layouts of round 24: txt2tags, MoinMoin, pandoc definition lists, a numbered questionnaire,
bilingual label columns and a narrative statement."""

from __future__ import annotations

from r24_doc import Doc, Raw, flat, plain


def _closing(d, spec, lead=""):
    if spec.closing:
        d.line()
        for line in spec.closing:
            d.line([lead, line])


def txt2tags_doc(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line(["Registry copy — ", spec.header[0][2]])
    d.line(spec.header[1][2])
    d.line()
    for _, lab, v in spec.header[2:]:
        d.line(["- **", lab, ":** ", v])
    for heading, kind, payload in spec.sections:
        d.line()
        d.line([Raw("= "), heading, Raw(" =")])
        d.line()
        if kind == "fields":
            for _, lab, v in payload:
                if g.rng.random() < 0.7:
                    d.line(["- **", lab, ":** ", v])
                else:
                    d.line([": ", lab])
                    d.line(v)
        elif kind == "table":
            cols, rows = payload
            d.line(["|| ", [x for c in cols for x in (c, " | ")][:-1], " |"])
            for row in rows:
                d.line(["| ", [x for c in row for x in (c, " | ")][:-1], " |"])
        elif kind == "prose":
            for para in payload:
                d.line(para)
                d.line()
        else:
            for q, v in payload:
                d.line(["**", q, "** ", v] if kind == "turns" else [": ", q])
                if kind == "qa":
                    d.line(v)
    _closing(d, spec)
    return d


def moinmoin_page(spec, g):
    d = Doc()
    d.raw(f"#format wiki\n#language {spec.lang}\n")
    d.line([Raw("= "), spec.title, Raw(" =")])
    for _, lab, v in spec.header:
        d.line([Raw("||'''"), lab, Raw("'''||"), v, Raw("||")])
    for heading, kind, payload in spec.sections:
        d.line()
        d.line([Raw("== "), heading, Raw(" ==")])
        if kind == "fields":
            as_table = g.rng.random() < 0.5
            for _, lab, v in payload:
                d.line(
                    [Raw("||"), lab, Raw("||"), v, Raw("||")] if as_table else [Raw(" "), lab, Raw(":: "), v]
                )
        elif kind == "table":
            cols, rows = payload
            d.line([Raw("||"), [x for c in cols for x in (Raw("'''"), c, Raw("'''||"))]])
            for row in rows:
                d.line([Raw("||"), [x for c in row for x in (c, Raw("||"))]])
        elif kind == "prose":
            for para in payload:
                d.line(para)
                d.line()
        else:
            for q, v in payload:
                d.line([Raw(" "), q, Raw(":: "), v])
    if spec.closing:
        d.line(Raw("----"))
        for line in spec.closing:
            d.line(line)
    return d


def pandoc_deflist(spec, g):
    d = Doc()
    d.line([Raw("% "), spec.title])
    d.line([Raw("% "), spec.header[0][2]])
    d.line([Raw("% "), spec.header[1][2]])
    for _, lab, v in spec.header[2:]:
        d.line()
        d.line(lab)
        d.line([Raw(":   "), v])
    for heading, kind, payload in spec.sections:
        d.line()
        d.line([Raw("## "), heading])
        if kind in ("fields", "qa"):
            for row in payload:
                q, v = (row[1], row[2]) if kind == "fields" else row
                d.line()
                d.line(q)
                d.line([Raw(":   "), v])
        elif kind == "table":
            cols, rows = payload
            d.line()
            d.line([Raw("| "), [x for c in cols for x in (c, Raw(" | "))]])
            d.line(Raw("|" + "---|" * len(cols)))
            for row in rows:
                d.line([Raw("| "), [x for c in row for x in (c, Raw(" | "))]])
        elif kind == "prose":
            for para in payload:
                d.line()
                d.line(para)
        else:
            for q, v in payload:
                d.line()
                d.line([Raw("**"), q, Raw(".** "), v])
    _closing(d, spec)
    return d


def numbered_questionnaire(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line("Answer every question. Write “n/a” where a question does not apply.")
    d.line(["Office use only: ", [x for _, lab, v in spec.header for x in (lab, " ", v, "; ")][:-1]])
    n = 0
    for heading, kind, payload in spec.sections:
        d.line()
        d.line(["PART ", str(spec.sections.index((heading, kind, payload)) + 1), " — ", heading])
        if kind in ("qa", "fields"):
            for row in payload:
                q, v = (row[1] + "?", row[2]) if kind == "fields" else row
                n += 1
                d.line([f"{n:>3}. ", q])
                d.line([g.rng.choice(["     Answer: ", "     → ", "     [x] ", "     "]), v])
        elif kind == "table":
            cols, rows = payload
            n += 1
            d.line(
                [f"{n:>3}. List the other people involved (", ", ".join(plain(c) for c in cols).lower(), ")."]
            )
            for k, row in enumerate(rows):
                d.line([f"     ({'abcdefg'[k]}) ", [x for c in row for x in (c, "; ")][:-1]])
        elif kind == "prose":
            n += 1
            d.line([f"{n:>3}. Is there anything else the decision-maker should know?"])
            for para in payload:
                d.line(["     ", para])
        else:
            for who, v in payload:
                d.line([f"     {who}: ", v])
    _closing(d, spec)
    return d


def bilingual_columns(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line("=" * max(20, len(plain(spec.title))))
    w = g.rng.choice([48, 54, 60])
    for _, lab, v in spec.header:
        d.line([lab.ljust(w, " "), v])
    for heading, kind, payload in spec.sections:
        d.line()
        d.line(heading)
        d.line("-" * max(8, len(plain(heading))))
        if kind == "fields":
            for _, lab, v in payload:
                d.line([(lab + " ").ljust(max(w, len(lab) + 4), "."), " ", v])
        elif kind == "table":
            cols, rows = payload
            widths = [max(len(plain(c)) for c in col) + 2 for col in zip(cols, *rows, strict=True)]
            d.line("".join(plain(c).ljust(wd) for c, wd in zip(cols, widths, strict=True)).rstrip())
            for row in rows:
                parts = []
                for c, wd in zip(row, widths, strict=True):
                    parts += [c, " " * (wd - len(plain(c)))]
                d.line(parts[:-1])
        elif kind == "prose":
            for para in payload:
                d.line(para)
        else:
            for q, v in payload:
                d.line([q, " ", v] if kind == "turns" else [q])
                if kind == "qa":
                    d.line(["    ", v])
    _closing(d, spec)
    return d


def narrative_statement(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line()
    intro = ["This statement concerns file ", spec.header[0][2], ", dated ", spec.header[1][2]]
    if len(spec.header) > 2 and spec.header[2][0] == "presiding":
        intro += [", and is placed before ", spec.header[2][2]]
    d.line(intro + ["."])
    for _heading, kind, payload in spec.sections:
        d.line()
        if kind == "prose":
            for para in payload:
                d.line(para)
                d.line()
        elif kind == "table":
            cols, rows = payload
            for row in rows:
                rest = [x for c in row[1:] for x in ("; ", c)]
                d.line(["Also named: ", row[0], " (", flat(rest)[1:], ")."])
        elif kind == "fields":
            for _, lab, v in payload:
                d.line(["The ", plain(lab).lower(), " recorded is ", v, "."])
        else:
            for q, v in payload:
                d.line(["Asked “", q, "”, the answer given was: ", v] if kind == "qa" else [q, " — ", v])
    _closing(d, spec)
    return d


TEXT = {
    "txt2tags_doc": txt2tags_doc,
    "moinmoin_page": moinmoin_page,
    "pandoc_deflist": pandoc_deflist,
    "numbered_questionnaire": numbered_questionnaire,
    "bilingual_columns": bilingual_columns,
    "narrative_statement": narrative_statement,
}
