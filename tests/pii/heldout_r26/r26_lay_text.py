"""Text layouts of round 26: a boxed paper form (labels above values), a wide register (values under column
headings), and a numbered form with dot leaders and underscored blanks."""

from __future__ import annotations

from r26_doc import Page, dec, shown


def caps(text):
    t = text.upper().strip()
    return dec(t, "caps_heading") if any(c.isalpha() for c in t) else t


def _pad(value, width):
    return " " * max(1, width - len(shown(value)))


def _write_common(d, b, g, q="Q. ", a="A. ", indent=""):
    """Question-and-answer, prose and log blocks, written the same way in the plain text layouts."""
    if b.kind == "qa":
        for qq, aa in b.body:
            d.nl([indent, q, qq])
            d.nl([indent, a, aa])
    elif b.kind == "prose":
        for i, para in enumerate(b.body):
            if i:
                d.nl()
            d.nl([indent, para])
    elif b.kind == "log":
        for ln in b.body:
            d.nl([indent, "  ", ln])


# ---- boxed form -------------------------------------------------------------------------------------------
def _edge(left, mid, right, cw, kinds):
    if kinds == "pair":
        return left + "─" * (cw + 2) + mid + "─" * (cw + 2) + right
    return left + "─" * (2 * cw + 5) + right


def _cells(d, g, rows):
    items = [(lab, v) for _, lab, v in rows]
    if not items:
        return
    lens = [max(len(lab), len(shown(v))) for lab, v in items]
    cw = max(12, min(max(lens), 36))
    full = 2 * cw + 3
    groups, i = [], 0
    while i < len(items):
        if i + 1 < len(items) and lens[i] <= cw and lens[i + 1] <= cw and g.rng.random() < 0.8:
            groups.append(("pair", items[i], items[i + 1]))
            i += 2
        else:
            groups.append(("single", items[i]))
            i += 1
    d.nl(_edge("┌", "┬", "┐", cw, groups[0][0]))
    for n, grp in enumerate(groups):
        if n:
            prev, cur = groups[n - 1][0], grp[0]
            mid = {("pair", "pair"): "┼", ("pair", "single"): "┴", ("single", "pair"): "┬"}.get((prev, cur))
            if mid:
                d.nl("├" + "─" * (cw + 2) + mid + "─" * (cw + 2) + "┤")
            else:
                d.nl("├" + "─" * (full + 2) + "┤")
        if grp[0] == "pair":
            (l1, v1), (l2, v2) = grp[1], grp[2]
            d.nl(["│ ", l1, _pad(l1, cw + 1), "│ ", l2, _pad(l2, cw + 1), "│"])
            d.nl(["│ ", v1, _pad(v1, cw + 1), "│ ", v2, _pad(v2, cw + 1), "│"])
        else:
            lab, v = grp[1]
            d.nl(["│ ", lab, _pad(lab, full + 1), "│"])
            d.nl(["│ ", v, _pad(v, full + 1), "│"])
    d.nl(_edge("└", "┴", "┘", cw, groups[-1][0]))


def _grid(d, heads, rows, chars):
    tl, tm, tr, hz, vt, ml, mm, mr, bl, bm, br = chars
    widths = [max([len(h)] + [len(shown(r[i])) for r in rows]) for i, h in enumerate(heads)]
    d.nl(tl + tm.join(hz * (w + 2) for w in widths) + tr)
    line = [vt]
    for h, w in zip(heads, widths, strict=True):
        line += [" ", h, _pad(h, w + 1), vt]
    d.nl(line)
    d.nl(ml + mm.join(hz * (w + 2) for w in widths) + mr)
    for row in rows:
        line = [vt]
        for c, w in zip(row, widths, strict=True):
            line += [" ", c, _pad(c, w + 1), vt]
        d.nl(line)
    d.nl(bl + bm.join(hz * (w + 2) for w in widths) + br)


def boxed_cell_form(spec, g):
    d = Page()
    d.nl(caps(spec.title))
    d.nl("═" * len(spec.title))
    for lab, v in spec.header:
        d.nl([lab, ": ", v])
    for b in spec.blocks:
        d.nl()
        if b.heading:
            d.nl(["■ ", caps(b.heading)])
        if b.kind == "rows":
            _cells(d, g, b.body)
        elif b.kind == "table":
            _grid(d, b.body[0], b.body[1], "╔╦╗═║╠╬╣╚╩╝")
        else:
            _write_common(d, b, g)
    d.nl()
    for c in spec.closing:
        d.nl(c)
    return d


# ---- wide register ----------------------------------------------------------------------------------------
def _columns(d, heads, rows, gap=3):
    widths = [max([len(h)] + [len(shown(r[i])) for r in rows]) for i, h in enumerate(heads)]
    line = []
    for i, (h, w) in enumerate(zip(heads, widths, strict=True)):
        line += [h, " " * (w - len(h) + gap) if i < len(heads) - 1 else ""]
    d.nl(line)
    d.nl((" " * gap).join("-" * w for w in widths))
    for row in rows:
        line = []
        for i, (c, w) in enumerate(zip(row, widths, strict=True)):
            line += [c, " " * (w - len(shown(c)) + gap) if i < len(row) - 1 else ""]
        d.nl(line)


def wide_column_register(spec, g):
    d = Page()
    d.nl(caps(spec.title))
    for lab, v in spec.header:
        d.nl(["  ", lab, ": ", v])
    for b in spec.blocks:
        d.nl()
        if b.heading:
            d.nl(["== ", b.heading, " =="])
        if b.kind == "rows":
            if b.body:
                _columns(d, [lab for _, lab, _ in b.body], [[v for _, _, v in b.body]])
        elif b.kind == "table":
            _columns(d, b.body[0], b.body[1])
        else:
            _write_common(d, b, g, q="Q ", a="A ")
    d.nl()
    d.nl("-- end of register --")
    for c in spec.closing:
        d.nl(c)
    return d


# ---- numbered form with leaders and blanks ----------------------------------------------------------------
def _leader(d, g, n, lab, v, width):
    num = f"{n:>3}. " if n else "     "
    if g.rng.random() < 0.7:
        d.nl([num, lab, " ", "." * max(3, width - len(lab)), " ", v])
    else:
        d.nl([num, lab, ": ", "_" * g.rng.randint(3, 6), v, "_" * g.rng.randint(3, 8)])


def numbered_leader_form(spec, g):
    d = Page()
    d.nl(caps(spec.title))
    d.nl("~" * len(spec.title))
    width = max([len(lab) for lab, _ in spec.header] + [10]) + 4
    for lab, v in spec.header:
        _leader(d, g, 0, lab, v, width)
    n = 0
    for b in spec.blocks:
        d.nl()
        if b.heading:
            d.nl(caps(b.heading))
        if b.kind == "rows":
            width = max([len(lab) for _, lab, _ in b.body] + [10]) + 6
            for _, lab, v in b.body:
                n += 1
                _leader(d, g, n, lab, v, width)
        elif b.kind == "table":
            _columns(d, b.body[0], b.body[1], gap=2)
        else:
            _write_common(d, b, g, indent="     ")
    d.nl()
    for c in spec.closing:
        d.nl(c)
    return d


TEXT = {
    "boxed_cell_form": boxed_cell_form,
    "wide_column_register": wide_column_register,
    "numbered_leader_form": numbered_leader_form,
}
