"""Text layouts: form fields, letter, screenplay-style transcript, Typst markup, TiddlyWiki tiddler,
psql expanded display and MySQL vertical output."""

from __future__ import annotations

import re

from r22_doc import D, Doc, Raw, caps, text_of


def title_mark(spec):
    return D(spec.title, "caps_heading")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_") or "field"


def form_fields(spec, g):
    doc = Doc()
    style = g.pick(["colon", "dots", "next", "bracket", "caps"])
    doc.ln(title_mark(spec))
    doc.ln(g.pick(["=" * 48, "-" * 60, "", "~" * 30]))
    for lab, val in spec.head:
        doc.ln([f"{lab}: ", val])
    for blk in spec.blocks:
        doc.ln()
        if blk[1]:
            doc.ln(blk[1].upper() if style == "caps" else f"{blk[1]}")
        if blk[0] == "fields":
            for lab, val in blk[2]:
                s = style if style != "next" or g.chance(0.6) else "colon"
                if s == "dots":
                    doc.ln([f"{lab} ", "." * max(2, 28 - len(lab)), " ", val])
                elif s == "next":
                    doc.ln(f"{lab}:")
                    doc.ln(["    ", val])
                elif s == "bracket":
                    doc.ln([f"[{lab}] ", val])
                elif s == "caps":
                    doc.ln([f"{lab.upper()}: ", val])
                else:
                    doc.ln([f"{lab}: ", val])
        elif blk[0] == "table":
            doc.ln(" | ".join(blk[2]))
            for row in blk[3]:
                doc.ln([[c, " | "] for c in row[:-1]] + [row[-1]])
        elif blk[0] == "turns":
            for sp, val in blk[2]:
                doc.ln([f"{sp}.  ", val])
        else:
            doc.ln(blk[2])
    if spec.closing:
        doc.ln()
        for line in spec.closing:
            doc.ln(line)
    return doc


def letter(spec, g):
    doc = Doc()
    doc.ln(g.org())
    doc.ln([g.inst_phone(), " · ", g.inst_email()])
    doc.ln()
    doc.ln(spec.head[1][1])
    doc.ln()
    a = spec.people["A"]
    doc.ln([g.title(a), *a.mention(g.rng)])
    doc.ln()
    doc.ln([g.pick(["Re: ", "RE: ", "Subject: ", "Objet : "]), title_mark(spec), " — ", spec.head[0][1]])
    doc.ln()
    doc.ln(g.pick(["Dear Sir or Madam,", "To whom it may concern:", "Dear Registrar,", "Good afternoon,"]))
    for blk in spec.blocks:
        doc.ln()
        if blk[0] == "para":
            doc.ln(blk[2])
        elif blk[0] == "fields":
            if blk[1]:
                doc.ln(f"{blk[1]}:")
            for lab, val in blk[2]:
                doc.ln([f"    {lab} — ", val])
        elif blk[0] == "table":
            doc.ln(f"{blk[1]}:")
            for row in blk[3]:
                doc.ln(["  * ", row[0], f" ({row[1]}), ", row[2]])
        else:
            for sp, val in blk[2]:
                doc.ln([f"{sp}: ", val])
    doc.ln()
    for line in spec.closing or [["Sincerely,"], [spec.signer.s(spec.signer.latin())]]:
        doc.ln(line)
    return doc


def fountain_screenplay(spec, g):
    doc = Doc()
    doc.ln(["Title: ", title_mark(spec)])
    doc.ln(["Credit: ", g.pick(["Transcribed from audio", "Prepared from the recording", "Verbatim record"])])
    doc.ln(["Draft date: ", spec.head[1][1]])
    doc.ln()
    doc.ln(
        g.pick(
            [
                "INT. HEARING ROOM 3 - DAY",
                "INT. INTERVIEW SUITE - MORNING",
                "INT. VIDEO CONFERENCE - DAY",
                "EXT. CAR PARK - NIGHT",
            ]
        )
    )
    doc.ln()
    for lab, val in spec.head:
        doc.ln([f"{lab}: ", val])
    a = spec.people["A"]
    for blk in spec.blocks:
        doc.ln()
        if blk[1]:
            doc.ln(f".{blk[1].upper()}")
            doc.ln()
        if blk[0] == "turns":
            for sp, val in blk[2]:
                cue = (
                    g.pick(["INTERVIEWER", "INVESTIGATOR", "COUNSEL"])
                    if sp == "Q"
                    else a.s(a.latin().upper())
                )
                doc.ln(cue)
                if g.chance(0.2):
                    doc.ln(g.pick(["(quietly)", "(pause)", "(through interpreter)"]))
                doc.ln(val)
                doc.ln()
        elif blk[0] == "fields":
            for lab, val in blk[2]:
                doc.ln([f"{lab}: ", val])
        elif blk[0] == "table":
            for row in blk[3]:
                doc.ln(["> ", row[0], f", {row[1]}, ", row[2], " <"])
        else:
            doc.ln(blk[2])
    doc.ln()
    for line in spec.closing:
        doc.ln(line)
    doc.ln("> END OF RECORDING.")
    return doc


def _typ(s):
    return re.sub(r"([\\#*_$@<>\[\]`~])", r"\\\1", s)


def typst_markup(spec, g):
    doc = Doc(_typ)
    doc.ln(Raw(f'#set document(title: "{slug(spec.title)}")'))
    doc.ln(Raw('#set page(paper: "us-letter", margin: 2cm)'))
    doc.ln()
    doc.ln([Raw("= "), title_mark(spec)])
    for lab, val in spec.head:
        doc.ln([Raw("*"), lab, Raw(":* "), val, Raw(" \\")])
    for blk in spec.blocks:
        doc.ln()
        if blk[1]:
            doc.ln([Raw("== "), blk[1]])
        if blk[0] == "fields":
            for lab, val in blk[2]:
                doc.ln([Raw("/ "), lab, Raw(": "), val])
        elif blk[0] == "table":
            doc.ln(Raw(f"#table(columns: {len(blk[2])},"))
            doc.ln([[Raw("  ["), c, Raw("],")] for c in blk[2]])
            for row in blk[3]:
                doc.ln([[Raw("  ["), c, Raw("],")] for c in row])
            doc.ln(Raw(")"))
        elif blk[0] == "turns":
            for sp, val in blk[2]:
                doc.ln([Raw(f"+ *{sp}* "), val])
        else:
            doc.ln(blk[2])
    if spec.closing:
        doc.ln()
        doc.ln(Raw("#line(length: 40%)"))
        for line in spec.closing:
            doc.ln([line, Raw(" \\")])
    return doc


def tiddlywiki_tid(spec, g):
    doc = Doc()
    stamp = f"20{g.rng.randint(19, 25)}{g.rng.randint(1, 12):02d}{g.rng.randint(1, 28):02d}{g.rng.randint(0, 23):02d}{g.rng.randint(0, 59):02d}00000"
    doc.ln(f"created: {stamp}")
    doc.ln(f"modified: {stamp[:-5]}{g.rng.randint(10000, 99999)}")
    doc.ln(
        f"tags: [[{g.pick(['Open matters', 'Intake', 'Case notes'])}]] {g.pick(['draft', 'reviewed', 'urgent'])}"
    )
    doc.ln(["title: ", title_mark(spec)])
    doc.ln("type: text/vnd.tiddlywiki")
    doc.ln()
    doc.ln("|!Field |!Value |")
    for lab, val in spec.head:
        doc.ln([f"|{lab} |", val, " |"])
    for blk in spec.blocks:
        doc.ln()
        if blk[1]:
            doc.ln(f"!! {blk[1]}")
        if blk[0] == "fields":
            for lab, val in blk[2]:
                doc.ln([f"* ''{lab}:'' ", val])
        elif blk[0] == "table":
            doc.ln("|" + "|".join(f"!{c} " for c in blk[2]) + "|")
            for row in blk[3]:
                doc.ln([[Raw("|"), c, " "] for c in row] + [Raw("|")])
        elif blk[0] == "turns":
            for sp, val in blk[2]:
                doc.ln([f"; {sp}", Raw("\n"), ": ", val])
        else:
            doc.ln(blk[2])
    if spec.closing:
        doc.ln()
        doc.ln("----")
        for line in spec.closing:
            doc.ln(["@@.sig ", line, " @@"])
    return doc


def _records(spec):
    recs = [[("document", title_mark(spec))] + [(slug(lab), val) for lab, val in spec.head]]
    for blk in spec.blocks:
        if blk[0] == "fields":
            recs.append([("section", blk[1] or "-")] + [(slug(lab), val) for lab, val in blk[2]])
        elif blk[0] == "table":
            for row in blk[3]:
                recs.append([("section", blk[1])] + list(zip([slug(c) for c in blk[2]], row, strict=True)))
        elif blk[0] == "turns":
            recs.append(
                [("section", blk[1])]
                + [(f"turn_{i + 1:02d}_{sp.lower()}", val) for i, (sp, val) in enumerate(blk[2])]
            )
        else:
            recs.append([("section", blk[1] or "narrative"), ("body", blk[2])])
    if spec.closing:
        recs.append(
            [("section", "closing")] + [(f"line_{i + 1}", line) for i, line in enumerate(spec.closing)]
        )
    return recs


def psql_expanded(spec, g):
    doc = Doc()
    doc.ln(f"{g.pick(['intake', 'cms', 'records'])}=> \\x")
    doc.ln("Expanded display is on.")
    doc.ln(
        f"{g.pick(['intake', 'cms', 'records'])}=> SELECT * FROM {g.pick(['matter_fields', 'claim_view', 'case_export'])} WHERE id = {g.rng.randint(1000, 99999)};"
    )
    for i, rec in enumerate(_records(spec), 1):
        w = max(len(k) for k, _ in rec)
        doc.ln(f"-[ RECORD {i} ]" + "-" * max(1, w - 10 - len(str(i))) + "+" + "-" * 40)
        for k, v in rec:
            doc.ln([f"{k.ljust(w)} | ", v])
    doc.ln()
    return doc


def mysql_vertical(spec, g):
    doc = Doc()
    doc.ln(
        f"mysql> SELECT * FROM {g.pick(['file_fields', 'claims', 'intake_rows'])} WHERE file_id = {g.rng.randint(1000, 99999)}\\G"
    )
    recs = _records(spec)
    for i, rec in enumerate(recs, 1):
        w = max(len(k) for k, _ in rec)
        doc.ln(f"{'*' * 27} {i}. row {'*' * 27}")
        for k, v in rec:
            doc.ln([f"{k.rjust(w)}: ", v])
    doc.ln(f"{len(recs)} rows in set ({g.rng.randint(0, 3)}.{g.rng.randint(0, 99):02d} sec)")
    return doc


TEXT = {
    f.__name__: f
    for f in (
        form_fields,
        letter,
        fountain_screenplay,
        typst_markup,
        tiddlywiki_tid,
        psql_expanded,
        mysql_vertical,
    )
}
_ = (caps, text_of)
