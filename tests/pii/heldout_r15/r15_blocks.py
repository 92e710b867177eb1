"""Blocks several frames share: reference lines, `See also` lines, contact footers, signatures, copy lists."""

from __future__ import annotations

from r15_doc import Doc
from r15_gen import Gen


def refs(g: Gen, d: Doc) -> None:
    d.line("File No. {f}    Reference: {r}    Date: {t}", f=g.court_file(), r=g.ref(), t=g.date())


def see_also(g: Gen, d: Doc) -> None:
    d.line("See also {a}; {b}; and {c}.", a=g.case(), b=g.ncit(), c=g.ncit())


def footer(g: Gen, d: Doc) -> None:
    d.line(
        "Enquiries: {p} | {e} | {u}",
        p=g.dec("institutional_phone"),
        e=g.dec("institutional_email"),
        u=g.dec("institutional_url"),
    )


def sign(g: Gen, d: Doc, p, role: str, dated: bool = True) -> None:
    d.line("_______________________")
    d.line("{n}", n=g.nm(p, g.pick(["full", "caps", "full"])))
    if dated:
        d.line("{r}, signed {t}", r=role, t=g.date())
    else:
        d.line(role)


def copies(g: Gen, d: Doc, people: list) -> None:
    d.add("c.c. ")
    for i, p in enumerate(people):
        d.add("; " if i else "", g.nm(p, g.pick(["full", "initials_surname", "inverted"])))
    d.add("; ", g.dec("eponymous_org"), "\n")


def ocr_noise(g: Gen, text: str) -> str:
    """Scanner noise on plain text only (marks are never passed through here)."""
    swaps = {"o": "0", "l": "1", "e": "c", "i": "í", "m": "rn", "S": "5"}
    out = []
    for ch in text:
        if ch in swaps and g.chance(0.08):
            out.append(swaps[ch])
        else:
            out.append(ch)
    return "".join(out)


def ocr_line(g: Gen, d: Doc, template: str, **kw) -> None:
    """A line whose literal text carries OCR noise; marks stay exact."""
    import string

    for literal, field, _spec, _conv in string.Formatter().parse(template):
        if literal:
            d.add(ocr_noise(g, literal))
        if field is not None:
            d.add(kw[field])
    d.add("\n")


def lazy_line(d: Doc, template: str, **makers) -> None:
    """`Doc.line` where each value is a function, called only if the template uses it (in template order)."""
    import string

    names = [field for _lit, field, _spec, _conv in string.Formatter().parse(template) if field]
    values = {}
    for name in names:
        if name not in values:
            values[name] = makers[name]()
    d.line(template, **values)
