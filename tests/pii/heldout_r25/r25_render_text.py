"""Text layouts of round 25: a paper form with captions under the lines, a schedule with dot leaders and blanks,
a whitespace-aligned register, a line-printer report with labels after the values, and a terminal capture."""

from __future__ import annotations

from r25_doc import Doc, Mark, Raw, caps, pieces, visible

ESC = "\x1b["


def _pad(value, width):
    return " " * max(1, width - len(visible(value)))


def _shout_people(value):
    return [
        v.with_text(v.text.upper()) if isinstance(v, Mark) and v.label == "PERSON" else v
        for v in pieces(value)
    ]


def _captions(d, g, pairs, numbered):
    i = 0
    while i < len(pairs):
        (l1, v1), rest = pairs[i], pairs[i + 1 :]
        n1 = f"({numbered[0]}) " if numbered else ""
        if rest and len(visible(v1)) <= 34 and len(visible(rest[0][1])) <= 34 and g.rng.random() < 0.6:
            l2, v2 = rest[0]
            n2 = f"({numbered[0] + 1}) " if numbered else ""
            d.line(["  ", v1, _pad(v1, 44), v2])
            d.line("  " + "_" * 40 + "    " + "_" * 36)
            d.line(["  ", n1, l1, " " * max(1, 44 - len(n1 + l1)), n2, l2])
            i += 2
            numbered[:] = [numbered[0] + 2] if numbered else []
        else:
            d.line(["  ", v1])
            d.line("  " + "_" * max(40, len(visible(v1)) + 4))
            d.line(["  ", n1, l1 if g.rng.random() < 0.5 else f"({l1})" if not n1 else l1])
            i += 1
            numbered[:] = [numbered[0] + 1] if numbered else []
        d.line()


def caption_below_form(spec, g):
    d = Doc()
    d.line(g.heading(spec.title.upper()))
    d.line("=" * min(78, len(spec.title)))
    d.line()
    numbered = [1] if g.rng.random() < 0.5 else []
    _captions(d, g, spec.header, numbered)
    for sec in spec.sections:
        d.line()
        d.line([Raw("■ "), g.heading(sec.heading.upper()) if g.rng.random() < 0.5 else sec.heading])
        d.line()
        if sec.kind == "rows":
            _captions(d, g, [(lab, v) for _, lab, v in sec.body], numbered)
        elif sec.kind == "people":
            labels, table = sec.body
            for i, row in enumerate(table, 1):
                d.line(f"  — {i} —")
                _captions(d, g, list(zip(labels, row, strict=True)), numbered)
        elif sec.kind == "qa":
            for n, (q, a) in enumerate(sec.body, 1):
                d.line([f"  {n}. ", q])
                d.line(["     ➤ ", a])
                d.line()
        elif sec.kind == "prose":
            for para in sec.body:
                d.line(["  ", para])
                d.line()
        else:
            for ln in sec.body:
                d.line(["  ", ln])
    if spec.closing:
        d.line()
        for c in spec.closing:
            d.line(c)
    return d


def leader_schedule(spec, g):
    d = Doc()
    d.line(spec.title)
    d.line("~" * len(spec.title))
    for lab, v in spec.header:
        d.line([lab, " ", "." * max(3, 30 - len(lab)), " ", v])
    for sec in spec.sections:
        d.line()
        d.line(sec.heading)
        d.line("·" * len(sec.heading))
        if sec.kind == "rows":
            for _, lab, v in sec.body:
                r = g.rng.random()
                if r < 0.5:
                    d.line(["    ", lab, " ", "." * max(3, 34 - len(lab)), " ", v])
                elif r < 0.75:
                    d.line(["    ", lab])
                    d.line(["          ", v])
                else:
                    d.line(["    ", lab, ": ", Raw("____ "), v, Raw(" ____")])
        elif sec.kind == "people":
            labels, table = sec.body
            for i, row in enumerate(table):
                bits = [f"    ({'abcdefghij'[i]}) ", row[0], " — ", row[1]]
                for lab, cell in zip(labels[2:], row[2:], strict=True):
                    bits += ["; ", lab, " ", cell]
                d.line(bits + ["."])
        elif sec.kind == "qa":
            for q, a in sec.body:
                d.line(["    Q. ", q])
                d.line(["    A. ", a])
        elif sec.kind == "prose":
            for para in sec.body:
                d.line(["    ", para])
        else:
            for ln in sec.body:
                d.line(["    ", ln])
    if spec.closing:
        d.line()
        for c in spec.closing:
            d.line(c)
    return d


def _grid(d, labels, rows, indent="  ", rule="-", shout=False):
    cols = list(zip(*rows, strict=True)) if rows else [[] for _ in labels]
    widths = [
        max([len(lab)] + [len(visible(c)) for c in col]) + 3 for lab, col in zip(labels, cols, strict=True)
    ]
    d.line(
        [indent]
        + [
            x
            for i, lab in enumerate(labels)
            for x in (lab, _pad(lab, widths[i]) if i < len(labels) - 1 else "")
        ]
    )
    d.line(indent + "   ".join(rule * (w - 3) for w in widths))
    for row in rows:
        cells = [_shout_people(c) if shout else c for c in row]
        d.line(
            [indent]
            + [x for i, c in enumerate(cells) for x in (c, _pad(c, widths[i]) if i < len(cells) - 1 else "")]
        )


def aligned_register(spec, g):
    d = Doc()
    d.line(g.heading(spec.title.upper()))
    d.line()
    _grid(d, [lab for lab, _ in spec.header], [[v for _, v in spec.header]], rule="~")
    for sec in spec.sections:
        d.line()
        d.line(sec.heading)
        d.line("-" * len(sec.heading))
        if sec.kind == "rows":
            body = list(sec.body)
            while body:
                take = g.rng.randint(2, 4)
                group, body = body[:take], body[take:]
                _grid(d, [lab for _, lab, _ in group], [[v for _, _, v in group]])
                d.line()
        elif sec.kind == "people":
            labels, table = sec.body
            _grid(d, labels, table)
        elif sec.kind == "qa":
            for q, a in sec.body:
                d.line(["  Q  ", q])
                d.line(["  A  ", a])
        elif sec.kind == "prose":
            for para in sec.body:
                d.line(["  ", para])
        else:
            for ln in sec.body:
                d.line(["  ", ln])
    if spec.closing:
        d.line()
        for c in spec.closing:
            d.line(c)
    return d


def greenbar_printout(spec, g):
    d = Doc()
    shout = g.rng.random() < 0.5
    title = spec.title.upper()
    d.line([Raw("1 "), g.heading(title), " " * max(2, 90 - len(title)), f"PAGE {g.rng.randint(1, 40):04d}"])
    d.line(" " + "-" * 100)
    for lab, v in spec.header:
        d.line([" ", v, _pad(v, 48), "." * 8, " ", lab.upper()])
    for sec in spec.sections:
        d.line([Raw("0 "), g.heading(sec.heading.upper())])
        if sec.kind == "rows":
            for _, lab, v in sec.body:
                v = _shout_people(v) if shout else v
                d.line(["   ", v, _pad(v, 52), "." * g.rng.randint(4, 12), " ", lab.upper()])
        elif sec.kind == "people":
            labels, table = sec.body
            _grid(d, [lab.upper() for lab in labels], table, indent="   ", rule="=", shout=shout)
        elif sec.kind == "qa":
            for q, a in sec.body:
                d.line(["   Q> ", caps(q)])
                d.line(["   A> ", _shout_people(a) if shout else a])
        elif sec.kind == "prose":
            for para in sec.body:
                d.line(["   * ", para])
        else:
            for ln in sec.body:
                d.line(["   LOG ", ln])
    for c in spec.closing:
        d.line([" ** ", c])
    d.line("0*** END OF REPORT ***")
    return d


def ansi_terminal_capture(spec, g):
    d = Doc()
    d.line([Raw("$ "), "casectl show ", spec.header[0][1], Raw(" --all --color=always")])
    d.line([Raw(ESC + "1;37m"), spec.title, Raw(ESC + "0m")])
    for lab, v in spec.header:
        d.line([Raw(ESC + "2m"), lab, _pad(lab, 20), Raw(ESC + "0m"), " ", v])
    for sec in spec.sections:
        d.line()
        d.line([Raw(ESC + "1;36m"), "▌ ", sec.heading, Raw(ESC + "0m")])
        if sec.kind == "rows":
            for _, lab, v in sec.body:
                if g.rng.random() < 0.3:
                    d.line(["  ", Raw(ESC + "33m"), lab, ":", Raw(ESC + "0m")])
                    d.line(["      ", v])
                else:
                    d.line(["  ", Raw(ESC + "33m"), lab, _pad(lab, 26), Raw(ESC + "0m"), " ", v])
        elif sec.kind == "people":
            labels, table = sec.body
            widths = [max([len(lab)] + [len(visible(r[i])) for r in table]) for i, lab in enumerate(labels)]
            d.line(
                [
                    "  ",
                    Raw(ESC + "1m"),
                    " │ ".join(lab.ljust(w) for lab, w in zip(labels, widths, strict=True)).rstrip(),
                    Raw(ESC + "0m"),
                ]
            )
            d.line("  " + "─┼─".join("─" * w for w in widths))
            for row in table:
                bits = ["  "]
                for i, c in enumerate(row):
                    bits += [c, _pad(c, widths[i] + 1) + "│ " if i < len(row) - 1 else ""]
                d.line(bits)
        elif sec.kind == "qa":
            for q, a in sec.body:
                d.line(["  ", Raw(ESC + "35m"), "?", Raw(ESC + "0m"), " ", q])
                d.line(["  ", Raw(ESC + "32m"), "›", Raw(ESC + "0m"), " ", a])
        elif sec.kind == "prose":
            for para in sec.body:
                d.line(["  ", para])
        else:
            for ln in sec.body:
                d.line(["  ", Raw(ESC + "2m"), " ", ln, Raw(ESC + "0m")])
    for c in spec.closing:
        d.line([Raw(ESC + "2m"), "# ", c, Raw(ESC + "0m")])
    d.line(g.rng.choice(["$ exit", "$ logout", "$ ", "$ clear"]).rstrip())
    return d


TEXT = {
    "caption_below_form": caption_below_form,
    "leader_schedule": leader_schedule,
    "aligned_register": aligned_register,
    "greenbar_printout": greenbar_printout,
    "ansi_terminal_capture": ansi_terminal_capture,
}
