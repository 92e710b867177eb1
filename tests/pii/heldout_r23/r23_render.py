"""Text layouts of round 23."""

from __future__ import annotations

import re

from r23_doc import Doc, Raw, plain, upper


def _key(label):
    words = re.findall(r"[A-Za-z0-9]+", label.encode("ascii", "ignore").decode())
    return "".join(w[:1].upper() + w[1:] for w in words) or "Field"


def form_fields(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line()
    w = g.rng.choice([18, 22, 26])
    for label, value in spec.header:
        d.line([f"{label}:".ljust(w), value])
    for heading, kind, payload in spec.sections:
        d.line()
        d.line(g.rng.choice([f"--- {heading.upper()} ---", f"[{heading}]", f"{heading.upper()}"]))
        if kind == "fields":
            for label, value in payload:
                d.line([f"{label}".ljust(w, ".") + " ", value])
        elif kind == "table":
            cols, rows = payload
            d.line(" | ".join(cols))
            for row in rows:
                d.line([x for c in row for x in (c, " | ")][:-1])
        elif kind == "prose":
            for n, para in enumerate(payload, 1):
                d.line([f"{n}. ", para])
        else:
            for who, turn in payload:
                d.line([f"{who}.  ", turn])
    if spec.closing:
        d.line()
        for c in spec.closing:
            d.line(c)
    return d


def letter(spec, g):
    d = Doc()
    d.line(g.today() if g.rng.random() < 0.5 else [f"{g.court()}"])
    d.line()
    d.line(["Re: ", spec.title])
    for label, value in spec.header:
        d.line([f"{label} — ", value])
    d.line()
    d.line(g.rng.choice(["Dear Registrar,", "To the Tribunal:", "Madame, Monsieur,", "Dear Sir or Madam,"]))
    d.line()
    for heading, kind, payload in spec.sections:
        if kind == "fields":
            d.line(
                [f"{heading}: "]
                + [x for label, v in payload for x in (f"{label.lower()} ", v, "; ")][:-1]
                + ["."]
            )
        elif kind == "table":
            d.line(f"{heading}:")
            for row in payload[1]:
                d.line(["  • "] + [x for c in row for x in (c, ", ")][:-1])
        elif kind == "prose":
            for para in payload:
                d.line(para)
                d.line()
        else:
            for who, turn in payload:
                d.line([f"    {who}: ", turn])
        d.line()
    for c in spec.closing:
        d.line(c)
    return d


def psformat_list(spec, g):
    d = Doc()
    d.line()
    records = [[("Title", spec.title)] + [(_key(lab), v) for lab, v in spec.header]]
    for heading, kind, payload in spec.sections:
        if kind == "fields":
            records.append([("Section", heading)] + [(_key(lab), v) for lab, v in payload])
        elif kind == "table":
            cols, rows = payload
            records += [[(_key(c), v) for c, v in zip(cols, row, strict=True)] for row in rows]
        elif kind == "prose":
            records.append([(f"Narrative{n:02d}", p) for n, p in enumerate(payload, 1)])
        else:
            records.append([(f"Turn{n:02d}", [f"{who}: ", t]) for n, (who, t) in enumerate(payload, 1)])
    if spec.closing:
        records.append([(f"Footer{n}", c) for n, c in enumerate(spec.closing, 1)])
    for rec in records:
        w = max(len(k) for k, _ in rec)
        for k, v in rec:
            d.line([Raw(f"{k.ljust(w)} : "), v])
        d.line()
    d.line()
    return d


def groff_ms(spec, g):
    d = Doc(esc=lambda s: s.replace("\\", "\\e"))
    d.line(Raw(f'.\\" generated {g.rng.choice(["by intake", "from case file", "for filing"])}'))
    d.line(Raw(".TL"))
    d.line([Raw("\\&"), spec.title])
    d.line(Raw(".LP"))
    for label, value in spec.header:
        d.line([Raw('.IP "'), label, Raw('" 16\n\\&'), value])
    for heading, kind, payload in spec.sections:
        d.line(Raw(".SH"))
        d.line([Raw("\\&"), heading])
        if kind == "fields":
            for label, value in payload:
                d.line([Raw('.IP "'), label.replace('"', "'"), Raw('" 20\n\\&'), value])
        elif kind == "table":
            cols, rows = payload
            d.line(Raw(".TS\ntab(|) box;\n" + " ".join("l" for _ in cols) + ".\n" + "|".join(cols)))
            for row in rows:
                d.line([Raw("\\&")] + [x for c in row for x in (c, Raw("|"))][:-1])
            d.line(Raw(".TE"))
        elif kind == "prose":
            for para in payload:
                d.line(Raw(".PP"))
                d.line([Raw("\\&"), para])
        else:
            for who, turn in payload:
                d.line([Raw(f'.IP "{who}." 4\n\\&'), turn])
    for c in spec.closing:
        d.line(Raw(".br"))
        d.line([Raw("\\&"), c])
    return d


def sbv_captions(spec, g):
    d = Doc()
    t = [g.rng.randint(1, 9) * 1000]

    def cue(value):
        a = t[0]
        b = a + g.rng.randint(1800, 6200)
        t[0] = b + g.rng.randint(0, 900)
        d.line(
            Raw(
                f"{a // 3600000}:{a // 60000 % 60:02d}:{a // 1000 % 60:02d}.{a % 1000:03d},"
                f"{b // 3600000}:{b // 60000 % 60:02d}:{b // 1000 % 60:02d}.{b % 1000:03d}"
            )
        )
        d.line(value)
        d.line()

    cue(["[", spec.title, "]"])
    for label, value in spec.header:
        cue([f"{label}: ", value])
    for heading, kind, payload in spec.sections:
        if kind == "fields":
            for label, value in payload:
                cue([f"({heading.upper()}) {label}: ", value])
        elif kind == "table":
            for row in payload[1]:
                cue([x for c in row for x in (c, " / ")][:-1])
        elif kind == "prose":
            for para in payload:
                cue(["NARRATOR: ", para])
        else:
            for who, turn in payload:
                cue([">> " + ("COUNSEL: " if who == "Q" else "WITNESS: "), turn])
    for c in spec.closing:
        cue(upper(c) if g.rng.random() < 0.3 else c)
    return d


def hocr_html(spec, g):
    d = Doc(esc=lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))
    d.line(
        Raw(
            '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
            "<meta name='ocr-system' content='tesseract 5.3.4' />\n"
            "<meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word' />\n"
            "</head>\n<body>"
        )
    )
    d.line(
        Raw(
            f"<div class='ocr_page' id='page_1' title='image \"scan_{g.rng.randint(1, 9999):04d}.tif\"; "
            "bbox 0 0 2480 3508; ppageno 0'>"
        )
    )
    n = [0]
    y = [120]

    def line(value):
        n[0] += 1
        h = g.rng.randint(38, 52)
        x1 = g.rng.randint(900, 2300)
        d.line(
            [
                Raw(
                    f"  <span class='ocr_line' id='line_1_{n[0]}' title='bbox 150 {y[0]} {x1} {y[0] + h}; "
                    f"baseline 0 -{g.rng.randint(6, 12)}; x_wconf {g.rng.randint(61, 97)}'>"
                ),
                value,
                Raw("</span>"),
            ]
        )
        y[0] += h + g.rng.randint(14, 30)

    line(spec.title)
    for label, value in spec.header:
        line([f"{label}: ", value])
    for heading, kind, payload in spec.sections:
        line(heading.upper())
        if kind == "fields":
            for label, value in payload:
                line([f"{label}: ", value])
        elif kind == "table":
            line("   ".join(payload[0]))
            for row in payload[1]:
                line([x for c in row for x in (c, "   ")][:-1])
        elif kind == "prose":
            for para in payload:
                line(para)
        else:
            for who, turn in payload:
                line([f"{who}: ", turn])
    for c in spec.closing:
        line(c)
    d.line(Raw("</div>\n</body>\n</html>"))
    return d


TEXT = {
    "form_fields": form_fields,
    "letter": letter,
    "psformat_list": psformat_list,
    "groff_ms": groff_ms,
    "sbv_captions": sbv_captions,
    "hocr_html": hocr_html,
}
__all__ = ["TEXT", "plain"]
