"""Shared blocks (reference lines, footers, copy lists, signatures) and text transforms for layouts."""

from __future__ import annotations

import re

from r16_doc import SOFT, Mark

QP_SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-'()/:@")


def head(g, d, title: str) -> None:
    """A heading, a court file or matter number, a reference and a date: four decoys."""
    d.line("{h}", h=g.heading())
    d.line(title)
    d.line("File: {f}    Our ref.: {r}    Date: {dt}", f=g.court_file(), r=g.ref(), dt=g.date())
    d.line()


def foot(g, d) -> None:
    d.line()
    d.line("Questions: {e} | {p} | {u}", e=g.inst_email(), p=g.inst_phone(), u=g.inst_url())
    d.line("Generated with {v}", v=g.version())


def see_also(g, d) -> None:
    d.line("See {c}; {s}, {sec}; and {n}.", c=g.case(), s=g.statute(), sec=g.section(), n=g.neutral())


def cc(g, d, people) -> None:
    out = []
    for i, p in enumerate(people):
        if i:
            out.append("; ")
        out.append(g.name(p, g.rng.choice(["full", "init", "later"])))
    d.line("cc: {x}; file", x=out)


def sign(g, d, p, role: str) -> None:
    d.line()
    d.line("{n}", n=g.name(p, g.rng.choice(["full", "caps", "init"])))
    d.line(role)


def ocr_noise(g):
    swaps = [
        ("rn", "m"),
        ("m", "rn"),
        ("O", "0"),
        ("l", "1"),
        ("fi", "\ufb01"),
        ("fl", "\ufb02"),
        ("e", "c"),
        ("cl", "d"),
        ("I", "l"),
    ]

    def noise(text: str) -> str:
        out = text
        for a, b in swaps:
            out = re.sub(re.escape(a), lambda m, b=b: b if g.rng.random() < 0.18 else m.group(0), out)
        return out

    return noise


def soft_noise(g):
    def noise(text: str) -> str:
        return re.sub(r"[A-Za-z]{9,}", lambda m: m.group(0)[:5] + SOFT + m.group(0)[5:], text)

    return noise


def shy(mark):
    """Soft hyphen inside a long word of a mark (the span keeps the hyphen)."""
    if isinstance(mark, list):
        return [shy(m) for m in mark]
    if not isinstance(mark, Mark):
        return mark
    words = mark.text.split(" ")
    for i, w in enumerate(words):
        if len(w) >= 8 and w.isalpha():
            words[i] = w[:4] + SOFT + w[4:]
            break
    return Mark(" ".join(words), mark.label, mark.kind)


def qp(text: str) -> str:
    return "".join(ch if ch in QP_SAFE else "".join(f"={b:02X}" for b in ch.encode("utf-8")) for ch in text)


def qp_mark(mark, header: bool = False):
    """Quoted-printable text of a mark (``header`` writes an RFC 2047 encoded word, spaces as ``_``)."""
    if isinstance(mark, list):
        return [qp_mark(m, header) for m in mark]
    if not isinstance(mark, Mark):
        return qp(mark).replace(" ", "_") if header else qp(mark)
    text = qp(mark.text).replace(" ", "_") if header else qp(mark.text)
    return Mark(text, mark.label, mark.kind)


def sql(value) -> list:
    """A SQL string literal around a mark (quotes outside the span, apostrophes doubled inside)."""
    if isinstance(value, Mark):
        return ["'", Mark(value.text.replace("'", "''"), value.label, value.kind), "'"]
    if isinstance(value, list):
        return ["'", *[sql(v)[1] if isinstance(v, Mark) else v.replace("'", "''") for v in value], "'"]
    return ["'", str(value).replace("'", "''"), "'"]


def registry():
    """A frame list and its decorator: ``@frame(kind, shape, jurs, lang, wrap, noise)``."""
    frames = []

    def frame(kind, shape, jurs=None, lang="en", wrap=0, noise=None):
        def deco(fn):
            frames.append((kind, shape, jurs, lang, wrap, noise, fn))
            return fn

        return deco

    return frames, frame
