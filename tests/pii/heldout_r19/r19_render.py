"""Text layouts: form, letter, fill-in-the-blanks form, 3270 screen, telex, IRC log and DokuWiki."""

from __future__ import annotations

import re

from r19_doc import Doc, plain, wrap
from r19_names import fold


def slug(label: str) -> str:
    return re.sub(r"_+", "_", re.sub(r"[^a-z0-9]", "_", fold(label).lower())).strip("_") or "field"


def unique_keys(rows: list[tuple]) -> list[tuple]:
    seen: dict[str, int] = {}
    out = []
    for label, value in rows:
        key = slug(label)
        seen[key] = seen.get(key, 0) + 1
        out.append((key if seen[key] == 1 else f"{key}_{seen[key]}", label, value))
    return out


def sections(spec) -> list[tuple]:
    """Header, blocks and footer as one list of blocks."""
    return [("fields", "", spec.header), *spec.blocks, ("fields", "", spec.footer)]


def form_fields(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line(spec.heading)
    doc.line("=" * len(spec.title))
    for block in sections(spec):
        if block[1]:
            doc.line()
            doc.line(block[1])
            doc.line("-" * len(block[1]))
        elif block[2] is spec.footer:
            doc.line()
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line(label, ": ", value)
        elif block[0] == "table":
            doc.line(" | ".join(block[2]))
            for row in block[3]:
                doc.line(*[x for i, v in enumerate(row) for x in ((" | " if i else ""), v)])
        else:
            for para in block[2]:
                doc.line(para)
    return doc


def letter(spec, g, kind) -> Doc:
    doc = Doc()
    for label, value in spec.header:
        doc.line(label, ": ", value)
    doc.line()
    doc.line("RE: ", spec.heading)
    doc.line()
    doc.line(
        "To whom it may concern:"
        if g.lang == "en"
        else "Madame, Monsieur,"
        if g.lang == "fr"
        else "Prezados,"
    )
    for block in spec.blocks:
        doc.line()
        if block[0] == "fields":
            doc.line(block[1], ":")
            for label, value in block[2]:
                doc.line("    ", label, " \u2014 ", value)
        elif block[0] == "table":
            doc.line(block[1], " (", ", ".join(block[2]), "):")
            for row in block[3]:
                doc.line("    \u2022 ", *[x for i, v in enumerate(row) for x in (("; " if i else ""), v)])
        else:
            for para in block[2]:
                doc.line(para)
    doc.line()
    doc.line(
        "Yours truly,"
        if g.lang == "en"
        else "Veuillez agréer nos salutations distinguées."
        if g.lang == "fr"
        else "Atenciosamente,"
    )
    doc.line()
    for label, value in spec.footer:
        doc.line(label, ": ", value)
    return doc


def fill_in_blanks(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line(spec.heading)
    doc.line("Print in ink. Complete every blank; write N/A where a question does not apply.")
    n = 0
    for k, block in enumerate(sections(spec)):
        doc.line()
        if block[1]:
            doc.line(f"Part {chr(65 + k)} \u2013 ", block[1])
        if block[0] == "fields":
            for label, value in block[2]:
                n += 1
                pad = max(2, 58 - len(label) - len(plain(value)))
                doc.line(f"{n:>2}. ", label, ": __", value, "_" * pad)
        elif block[0] == "table":
            for i, row in enumerate(block[3], 1):
                doc.w(f"    Line {i}")
                for col, v in zip(block[2], row, strict=True):
                    doc.w(["   ", col, ": __", v, "__"])
                doc.line()
        else:
            for para in block[2]:
                doc.line(para)
                doc.line("_" * 72)
    doc.line()
    doc.line("[X] I certify that the information on this form is true and complete.")
    return doc


def _upper(s: str) -> str:
    return fold(s).upper()


def tn3270_screen(spec, g, kind) -> Doc:
    doc = Doc()
    doc.enc = _upper
    lines: list[list] = []
    for block in sections(spec):
        if block[1]:
            lines.append([" -- ", block[1], " --"])
        if block[0] == "fields":
            for label, value in block[2]:
                lab = fold(label).upper()[:22]
                dots = " ." * ((23 - len(lab)) // 2)
                lines.append([" ", lab, dots, " : ", value])
        elif block[0] == "table":
            lines.append([" ", "  ".join(c.upper()[:14] for c in block[2])])
            for row in block[3]:
                lines.append([" ", *[x for i, v in enumerate(row) for x in (("  " if i else ""), v)]])
        else:
            for para in block[2]:
                lines.extend([[" ", *ln] for ln in wrap(para, 72)])
    tran = (slug(kind)[:4] + "01").upper()
    pages = [lines[i : i + 18] for i in range(0, len(lines), 18)]
    for p, page in enumerate(pages, 1):
        doc.line(f"{tran:<8} ", spec.heading, f"   PAGE {p:02d} OF {len(pages):02d}")
        doc.line("-" * 79)
        for ln in page:
            doc.line(*ln)
        doc.line(" ===> " + ("MORE..." if p < len(pages) else ""))
        doc.line(" PF1=HELP  PF3=EXIT  PF7=BKWD  PF8=FWD  PF12=CANCEL")
        if p < len(pages):
            doc.line()
    return doc


def telex(spec, g, kind) -> Doc:
    doc = Doc()
    doc.enc = _upper
    r = g.rng
    doc.line(f"ZCZC {''.join(r.choice('ABCDEFGHKLMNPRST') for _ in range(3))}{r.randint(100, 999)}")
    doc.line(r.choice(["RR", "PP", "GG"]) + f" {r.randint(10000, 99999)}")
    doc.line("SUBJ: ", spec.heading)
    for block in sections(spec):
        doc.line("BT")
        if block[1]:
            doc.line(block[1])
        if block[0] == "fields":
            for label, value in block[2]:
                for ln in wrap([label, ": ", value], 69):
                    doc.line(*ln)
        elif block[0] == "table":
            for i, row in enumerate(block[3], 1):
                cells = [x for k, v in enumerate(row) for x in ((" / " if k else ""), v)]
                for ln in wrap([f"{i}. ", *cells], 69):
                    doc.line(*ln)
        else:
            for para in block[2]:
                for ln in wrap(para, 69):
                    doc.line(*ln)
    doc.line("BT")
    doc.w("NNNN")
    return doc


def irc_log(spec, g, kind) -> Doc:
    doc = Doc()
    r = g.rng
    d = g.day()
    h, m = r.randint(8, 16), r.randint(0, 50)
    wk = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[d.weekday()]
    doc.line(f"--- Log opened {wk} {d:%b} {d.day:02d} {h:02d}:{m:02d}:00 {d.year}")
    chan = "#" + slug(kind).replace("_", "-")[:24]
    doc.line(f'--- {chan}: topic is "', spec.heading, '"')
    speaker = g.person()
    nick = g._s(speaker.handle(0), speaker)

    def say(who, *values):
        nonlocal h, m
        m += r.randint(0, 2)
        if m > 59:
            h, m = h + 1, m - 60
        doc.line(f"[{h:02d}:{m:02d}] <", who, "> ", *values)

    for block in sections(spec):
        if block[1]:
            say("intake-bot", "== ", block[1], " ==")
        if block[0] == "fields":
            for label, value in block[2]:
                say("intake-bot", label, ": ", value)
        elif block[0] == "table":
            for i, row in enumerate(block[3], 1):
                cells = [
                    x
                    for k, (c, v) in enumerate(zip(block[2], row, strict=True))
                    for x in ((" | " if k else ""), f"{c}=", v)
                ]
                say("intake-bot", f"row {i}: ", *cells)
        else:
            for para in block[2]:
                say(nick, para)
    doc.w(f"--- Log closed {wk} {d:%b} {d.day:02d} {h + 1:02d}:{m:02d}:00 {d.year}")
    return doc


def dokuwiki(spec, g, kind) -> Doc:
    doc = Doc()
    doc.line("====== ", spec.heading, " ======")
    doc.line()
    for block in sections(spec):
        if block[2] is spec.footer:
            doc.line("----")
            for label, value in block[2]:
                doc.line("  * //", label, "//: ", value)
            continue
        if block[1]:
            doc.line("===== ", block[1], " =====")
        if block[0] == "fields":
            for label, value in block[2]:
                doc.line("^ ", label, " | ", value, " |")
        elif block[0] == "table":
            doc.line("^ " + " ^ ".join(block[2]) + " ^")
            for row in block[3]:
                doc.line("| ", *[x for i, v in enumerate(row) for x in ((" | " if i else ""), v)], " |")
        else:
            for para in block[2]:
                doc.line(para)
                doc.line()
        doc.line()
    return doc
