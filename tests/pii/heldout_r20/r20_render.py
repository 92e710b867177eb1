"""Text layouts: form, letter, pleading paper, page:line transcript, WordPerfect reveal codes, wdiff redline."""

from __future__ import annotations

from r20_blocks import Spec, lines
from r20_doc import Chg, Doc, Mark, items, plain, wrap

RENDER = {}


def layout(name):
    def deco(fn):
        RENDER[name] = fn
        return fn

    return deco


@layout("form_fields")
def form_fields(spec: Spec, g) -> Doc:
    d = Doc()
    for style, its in lines(spec):
        if style == "head":
            d.line("--- ", its, " ---")
        elif style == "para":
            for ln in wrap(its, 96):
                d.line(ln)
        else:
            d.line(its)
    return d


@layout("letter")
def letter(spec: Spec, g) -> Doc:
    d = Doc()
    if spec.court:
        d.line(spec.court)
    d.line(g.date())
    d.line()
    for style, its in lines(spec):
        if style == "title":
            d.line("Objet : " if g.lang == "fr" else "Re: ", its)
        elif style == "para":
            for ln in wrap(its, 78):
                d.line(ln)
            d.line()
        elif style == "head":
            d.line(its)
        elif style == "field":
            d.line("    ", its)
        else:
            d.line(its)
    return d


def _caption(spec: Spec) -> list[list]:
    court, parties, fileno = spec.caption
    out: list[list] = [[court], []]
    left: list[list] = []
    for i, (party, role) in enumerate(parties):
        if i:
            left.append(["        v."])
        left.append([*items(party), ","])
        left.append([f"                {role}."])
    right = [["Case No.: ", fileno], [], [spec.heading]]
    for i in range(max(len(left), len(right))):
        lft = left[i] if i < len(left) else []
        rgt = right[i] if i < len(right) else []
        pad = max(1, 40 - len(plain(lft)))
        out.append([*lft, " " * pad, ")  ", *rgt])
    out.append(["_" * 40 + ")"])
    out.append([])
    return out


@layout("pleading_paper")
def pleading_paper(spec: Spec, g) -> Doc:
    body: list[list] = []
    if spec.caption:
        body.extend(_caption(spec))
    for style, its in lines(spec, title=not spec.caption):
        if style == "blank":
            body.append([])
        elif style == "para":
            body.extend(wrap(["     ", *its] if its else its, 64))
        else:
            body.extend(wrap(its, 64))
    pages = [body[i : i + 28] for i in range(0, len(body), 28)]
    d = Doc()
    for n, page in enumerate(pages, 1):
        for i, ln in enumerate(page, 1):
            d.line(f"{i:>2} | ", ln)
        d.line("-" * 70)
        d.line(f"{' ' * 30}- {n} -")
    return d


@layout("page_line_transcript")
def page_line_transcript(spec: Spec, g) -> Doc:
    body: list[list] = []
    for style, its in lines(spec):
        if style == "turn":
            first, *rest = wrap(its, 54)
            body.append(["     ", *first])
            body.extend(["  ", *x] for x in rest)
        elif style == "blank":
            continue
        elif style in ("title", "head"):
            body.append([" " * 10, *its])
        else:
            body.extend(wrap(its, 58))
    pages = [body[i : i + 25] for i in range(0, len(body), 25)]
    d = Doc()
    for n, page in enumerate(pages, 1):
        d.line(f"{' ' * 52}Page {n}")
        for i, ln in enumerate(page, 1):
            d.line(f"{i:>2}  ", ln)
        d.line()
    return d


@layout("wp_reveal_codes")
def wp_reveal_codes(spec: Spec, g) -> Doc:
    d = Doc()
    d.raw('[Open Style:InitialCodes][Lft Mar:1"][Rgt Mar:1"][Font:Times New Roman][Font Size:12pt]\n')
    in_table = False
    for style, its in lines(spec):
        if in_table and style != "row":
            d.raw("[Tbl Off][HRt]\n")
            in_table = False
        if style == "title":
            d.line("[Just:Center][Bold On]", its, "[Bold Off][HRt]")
            d.raw("[Just:Left][HRt]\n")
        elif style == "head":
            d.line("[Bold On][Und On]", its, "[Und Off][Bold Off][HRt]")
        elif style == "field":
            its = list(its)
            if its and isinstance(its[0], str) and its[0].endswith(": "):
                its[0] = its[0][:-1] + "[Lft Tab]"
            d.line(its, "[HRt]")
        elif style == "row":
            cells: list[list] = [[]]
            for it in its:
                if isinstance(it, str):
                    for j, part in enumerate(it.split(" | ")):
                        if j:
                            cells.append([])
                        if part:
                            cells[-1].append(part)
                else:
                    cells[-1].append(it)
            if not in_table:
                widths = ",".join(['1.5"'] * len(cells))
                d.raw(f"[Tbl Def:I;{len(cells)},{widths}]\n")
                in_table = True
            d.line("[Row]", *[["[Cell]", c] for c in cells])
        elif style == "para":
            ws = wrap(its, 72)
            for i, ln in enumerate(ws):
                d.line("[Hd Left Ind]" if i == 0 else "", ln, "[HRt]" if i == len(ws) - 1 else "[SRt]")
        else:
            d.raw("[HRt]\n")
    if in_table:
        d.raw("[Tbl Off][HRt]\n")
    d.raw("[Pg Num Pos:Bottom Center][HPg]")
    return d


def _red(value) -> list:
    out: list = []
    if isinstance(value, Chg):
        return ["[-", *_red(value.old), "-] {+", *_red(value.new), "+}"]
    if isinstance(value, (str, Mark)) or value is None:
        return items(value)
    for v in value:
        out.extend(_red(v))
    return out


@layout("wdiff_redline")
def wdiff_redline(spec: Spec, g) -> Doc:
    r = g.r
    a = r.randint(2, 6)
    d = Doc()
    d.raw(f"$ wdiff --statistics draft_v{a}.txt draft_v{a + 1}.txt\n")
    d.line(
        "Compared with ",
        g.product("compare"),
        " export of ",
        g.date(),
        "; deletions [-...-], insertions {+...+}",
    )
    d.raw("=" * 72 + "\n")
    spec.header = [(lab, _red(v)) for lab, v in spec.header]
    spec.blocks = [
        (b[0], b[1], [(lab, _red(v)) for lab, v in b[2]])
        if b[0] == "F"
        else (b[0], b[1], [_red(p) for p in b[2]])
        if b[0] == "P"
        else b
        for b in spec.blocks
    ]
    for style, its in lines(spec):
        if style == "para":
            for ln in wrap(its, 80):
                d.line(ln)
        else:
            d.line(its)
    d.raw("=" * 72 + "\n")
    words = len(d.text.split())
    ch = max(1, d.text.count("{+"))
    d.raw(
        f"draft_v{a}.txt: {words} words  {words - ch} {100 - ch * 100 // words}% common  {ch} {ch * 100 // words}% changed\n"
    )
    return d
