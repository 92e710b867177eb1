"""Text layouts of round 26 taken from speech and notes: an investigator's scanned notebook (labels written after
the values) and a court reporter's uncertified rough draft (numbered lines, questions and answers)."""

from __future__ import annotations

from r26_doc import Page, flat, shown
from r26_lay_text import caps
from r26_phrases import ASK

AFTER = [("  (", ")"), ("  — ", ""), ("  [", "]"), (" ← ", "")]


def _hhmm(g):
    return f"{g.rng.randint(6, 23):02d}{g.rng.choice(['00', '05', '12', '20', '31', '45', '52'])}h"


def police_notebook_scan(spec, g):
    d = Page()
    r = g.rng
    d.nl(f"[scanned notebook page {r.randint(2, 88)} of {r.randint(89, 120)} — OCR text]")
    date = next(
        (v for lab, v in spec.header if any(getattr(t, "kind", "") == "non_birth_date" for t in flat(v))),
        None,
    )
    d.nl([date or "", "  " if date else "", _hhmm(g), "  ", caps(spec.title)])
    for lab, v in spec.header:
        if v is not date:
            d.nl([lab, ": ", v])
    sep = r.choice(AFTER)
    for b in spec.blocks:
        d.nl()
        if b.heading:
            d.nl(["--- ", b.heading, " ---"])
        if b.kind == "rows":
            for _, lab, v in b.body:
                if r.random() < 0.2:
                    sep = r.choice(AFTER)
                d.nl(["  ", v, sep[0], lab, sep[1]])
        elif b.kind == "table":
            heads, rows = b.body
            d.nl(["  (", " / ".join(heads), ")"])
            for i, row in enumerate(rows, 1):
                line = [f"  {i}) "]
                for j, c in enumerate(row):
                    line += [" ; " if j else "", c]
                d.nl(line)
        elif b.kind == "qa":
            for q, a in b.body:
                d.nl(["  Q: ", q])
                d.nl(["  A: ", a])
        elif b.kind == "prose":
            for para in b.body:
                d.nl([_hhmm(g), "  ", para])
        else:
            for ln in b.body:
                d.nl(["  ", ln])
    d.nl()
    for c in spec.closing:
        d.nl(c)
    d.nl(f"[end of page — {r.choice(['margin note illegible', 'initialled', 'page torn at lower corner'])}]")
    return d


SPEAKERS = {
    "en": [
        "THE COURT",
        "THE REPORTER",
        "COUNSEL FOR THE PLAINTIFF",
        "COUNSEL FOR THE DEFENDANT",
        "THE INTERPRETER",
    ],
    "de": ["DIE RICHTERIN", "DER RICHTER", "DIE VERFAHRENSPFLEGERIN", "DIE DOLMETSCHERIN"],
}
BANNER = {
    "en": ("UNCERTIFIED ROUGH DRAFT — NOT FOR CITATION", "Page", "(Rough draft ends.)"),
    "de": ("UNBEGLAUBIGTER ENTWURF — NICHT ZITIERFÄHIG", "Seite", "(Ende des Entwurfs.)"),
}
OPENING = {
    "en": "(Proceedings commenced at {t} a.m.)",
    "de": "(Beginn der Anhörung: {t} Uhr)",
}
LIST_Q = {
    "en": "Please go through the people listed under \u201c{h}\u201d.",
    "de": "Bitte gehen Sie die unter \u201e{h}\u201c genannten Personen durch.",
}


class _Steno:
    def __init__(self, d, g, word):
        self.d, self.g, self.n, self.page, self.word = d, g, 0, 1, word

    def line(self, pieces):
        if self.n == 25:
            self.d.nl()
            self.page += 1
            self.d.nl(f"{'':>40}{self.word} {self.page}")
            self.n = 0
        self.n += 1
        self.d.nl([f"{self.n:>2}   "] + flat(pieces))


def stenograph_rough_draft(spec, g):
    d = Page()
    lang = spec.lang if spec.lang in SPEAKERS else "en"
    banner, page, ending = BANNER[lang]
    d.nl(f"{'':>20}{banner}")
    d.nl(["     ", caps(spec.title)])
    for lab, v in spec.header:
        d.nl(["     ", lab, ": ", v])
    d.nl()
    d.nl(f"{'':>40}{page} 1")
    s = _Steno(d, g, page)
    asked = False
    s.line(["     ", OPENING[lang].format(t=f"{g.rng.randint(9, 11)}:{g.rng.randint(0, 59):02d}")])
    for b in spec.blocks:
        if b.heading:
            s.line(["     ", "(", b.heading, ")"])
        if b.kind == "qa":
            for q, a in b.body:
                s.line(["Q.   ", q])
                s.line(["A.   ", a])
        elif b.kind == "rows":
            witness, asked = b.who is not None and b.who.age != "dead" and not asked, True
            for key, lab, v in b.body:
                asks = ASK.get("hc" if key.startswith("hc_") else key, {}).get(lang) if witness else None
                s.line(["Q.   ", g.rng.choice(asks) if asks else f"{lab}?"])
                s.line(["A.   ", v])
        elif b.kind == "table":
            heads, rows = b.body
            s.line(["Q.   ", LIST_Q[lang].format(h=b.heading or shown(heads[0]))])
            for row in rows:
                line = ["A.   "]
                for j, c in enumerate(row):
                    line += [", " if j else "", c]
                s.line(line)
        elif b.kind == "prose":
            for para in b.body:
                s.line(["     ", g.rng.choice(SPEAKERS[lang]), ":  ", para])
        else:
            for ln in b.body:
                s.line(["     ", ln])
    for c in spec.closing:
        s.line(["     ", c])
    d.nl()
    d.nl(ending)
    return d


TALK = {"police_notebook_scan": police_notebook_scan, "stenograph_rough_draft": stenograph_rough_draft}
