"""Small blocks the frames share: signatures, reference lines, OCR-split names, table rows."""

from __future__ import annotations

from r14_doc import S


def ocr_split(g, p):
    """The full name broken over an OCR line, either between words or hyphenated inside a word."""
    full = p.full()
    if " " in full and g.r.random() < 0.5:
        a, b = full.split(" ", 1)
        return S(f"{a}\n{b}", "PERSON", p.loc)
    word = max(full.split(" "), key=len)
    if len(word) < 6:
        return S(full, "PERSON", p.loc)
    cut = len(word) // 2
    return S(full.replace(word, f"{word[:cut]}-\n{word[cut:]}", 1), "PERSON", p.loc)


def re_line(g, d, fr: bool = False):
    label = "Dossier" if fr else "Court file no."
    d.line("{l}: {f}   Ref: {r}", l=label, f=g.file_no(), r=g.ref())


def sig(g, d, p, closing: str = "Yours truly,"):
    d.line()
    d.line(closing)
    d.line()
    d.line("{n}", n=g.P(p))
    if g.r.random() < 0.6:
        d.line("{ph} | {em}", ph=g.phone(), em=g.email(p))


def see_also(g, d, k: int, lead: str = "See also"):
    for _ in range(k):
        d.line("{l} {x}.", l=lead, x=g.any_decoy())


def cite_line(g, d):
    d.line("Authorities: {c}; {s}; {n}.", c=g.case_cite(), s=g.statute(), n=g.neutral())


def row(d, cells: list, sep: str = " | ", edge: bool = True):
    if edge:
        d.add("| ")
    for i, c in enumerate(cells):
        if i:
            d.add(sep)
        d.add(c)
    d.add(" |\n" if edge else "\n")


def cc_line(g, d, fr: bool = False):
    """A copy list: two private persons and one office (decoy)."""
    a, b = g.person(), g.person()
    d.line(
        "{l} {a}; {b}; {o}",
        l="c.c." if fr else "cc:",
        a=g.P(a, "first"),
        b=g.P(b, "init"),
        o=g.pick([g.official(), g.org(), g.inst_email()]),
    )
