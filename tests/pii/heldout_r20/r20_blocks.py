"""`Spec` (what a document says), the frame registry, and a logical-line view shared by text layouts."""

from __future__ import annotations

from r20_doc import items, plain

FRAMES: list[tuple] = []  # (kind, shape, jurs, lang, region, fn)
NEW_SHAPES = (
    "pleading_paper",
    "page_line_transcript",
    "wp_reveal_codes",
    "wdiff_redline",
    "mbox_thread",
    "pgp_clearsigned",
    "fdf_form",
    "akoma_ntoso",
    "niem_ecf_xml",
    "xliff",
)
SHAPES = NEW_SHAPES + ("form_fields", "letter")


def frame(kind: str, shape: str, jurs: tuple, lang: str = "en", region: str | None = None):
    assert shape in SHAPES, shape

    def deco(fn):
        FRAMES.append((kind, shape, jurs, lang, region, fn))
        return fn

    return deco


class Spec:
    def __init__(self, g, title: str):
        self.title = title
        self.heading = g.heading(title)
        self.header: list[tuple] = []
        self.blocks: list[tuple] = []
        self.caption: tuple | None = None  # (court line, [(party, role)], file number)
        self.court: object = None
        self.sigs: list = []

    def h(self, label: str, value) -> Spec:
        self.header.append((label, value))
        return self

    def f(self, heading: str | None, rows: list) -> Spec:
        self.blocks.append(("F", heading, [r for r in rows if r]))
        return self

    def t(self, heading: str | None, cols: list[str], rows: list) -> Spec:
        self.blocks.append(("T", heading, cols, rows))
        return self

    def p(self, heading: str | None, *paras) -> Spec:
        self.blocks.append(("P", heading, [x for x in paras if x]))
        return self

    def q(self, heading: str | None, turns: list) -> Spec:
        self.blocks.append(("Q", heading, turns))
        return self

    def m(self, frm, to, subject: str, paras: list, cc=None, when: str = "") -> Spec:
        self.blocks.append(("M", frm, to, subject, paras, cc, when))
        return self

    def sign(self, *lines) -> Spec:
        self.sigs.extend(lines)
        return self


def lines(spec: Spec, title: bool = True) -> list[tuple[str, list]]:
    """The document as logical lines: (style, items); styles: title, head, field, row, para, turn, blank."""
    out: list[tuple[str, list]] = []
    if title:
        out.append(("title", [spec.heading]))
    for label, value in spec.header:
        out.append(("field", [f"{label}: ", *items(value)]))
    for b in spec.blocks:
        out.append(("blank", []))
        if b[0] == "M":
            _, frm, to, subject, paras, cc, when = b
            out.append(("field", ["From: ", *items(frm)]))
            out.append(("field", ["To: ", *items(to)]))
            if cc:
                out.append(("field", ["Cc: ", *items(cc)]))
            if when:
                out.append(("field", ["Sent: ", *items(when)]))
            out.append(("field", ["Subject: ", *items(subject)]))
            out.extend(("para", items(p)) for p in paras)
            continue
        if b[1]:
            out.append(("head", items(b[1])))
        if b[0] == "F":
            out.extend(("field", [f"{lab}: ", *items(v)]) for lab, v in b[2])
        elif b[0] == "T":
            out.append(("row", [" | ".join(b[2])]))
            for row in b[3]:
                cells: list = []
                for i, v in enumerate(row):
                    cells += ([" | "] if i else []) + (items(v) or ["-"])
                out.append(("row", cells))
        elif b[0] == "P":
            out.extend(("para", items(p)) for p in b[2])
        elif b[0] == "Q":
            out.extend(
                ("turn", [*items(sp), "  " if plain(sp).endswith(".") else ": ", *items(tx)])
                for sp, tx in b[2]
            )
    if spec.sigs:
        out.append(("blank", []))
        out.extend(("field", items(s)) for s in spec.sigs)
    return out
