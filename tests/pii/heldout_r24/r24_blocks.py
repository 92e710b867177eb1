"""``Spec`` (what a kind yields), template filling, field rows and closings of round 24."""

from __future__ import annotations

import re

from r24_doc import D, S
from r24_words import LABELS, NARR, QUESTIONS, pick

GLOBAL = {
    "date": lambda g: g.some_date(),
    "judge": lambda g: g.judge(),
    "member": lambda g: g.member(),
    "official": lambda g: g.official(),
    "ip": lambda g: g.ip(),
    "bank": lambda g: g.bank_code(),
    "file": lambda g: g.court_file(),
    "ref": lambda g: g.reference(),
    "bates": lambda g: g.bates(),
    "track": lambda g: g.tracking(),
    "patent": lambda g: g.patent(),
    "commit": lambda g: g.commit(),
    "pshape": lambda g: g.pshape(),
    "sshape": lambda g: g.sshape(),
    "iphone": lambda g: g.iphone(),
    "iemail": lambda g: g.iemail(),
    "iurl": lambda g: g.iurl(),
}
FIELD = {
    "dob": lambda g, x: g.dob(x),
    "addr": lambda g, x: g.address(x),
    "phone": lambda g, x: g.phone(x),
    "phone2": lambda g, x: g.phone(x, "phone2"),
    "email": lambda g, x: g.email(x),
    "url": lambda g, x: g.url(x),
    "sin": lambda g, x: g.sin(x),
    "ssn": lambda g, x: g.ssn(x),
    "hc": lambda g, x: g.health(x),
    "dl": lambda g, x: g.licence(x),
    "acct": lambda g, x: g.account(x),
    "iban": lambda g, x: g.iban(x),
    "card": lambda g, x: g.card(x),
    "ip": lambda g, x: g.ip(),
}
TOKEN = re.compile(r"\{([A-Za-z]+)(?:\.([a-z0-9]+))?\}")


class Spec:
    def __init__(self, title, lang):
        self.title = title
        self.lang = lang
        self.header: list = []  # (key, label, value)
        self.sections: list = []  # (heading, kind, payload)
        self.closing: list = []  # values, one a line


def value_of(g, letter, key):
    if key == "full":
        return g.mention(letter, "full")
    if key in ("g", "f"):
        return g.mention(letter, key)
    if key == "poss":
        return [g.mention(letter, "f"), "'s"]
    if key == "sig":
        return g.person(letter).signature()
    return FIELD[key](g, letter)


def fill(template, g):
    out: list = []
    pos = 0
    for m in TOKEN.finditer(template):
        out.append(template[pos : m.start()])
        name, attr = m.group(1), m.group(2)
        if len(name) == 1 and name.isupper():
            out.append(value_of(g, name, attr) if attr else g.mention(name))
        elif name in GLOBAL:
            out.append(GLOBAL[name](g))
        else:
            out.append(g.dk(name))
        pos = m.end()
    out.append(template[pos:])
    return [x for x in out if x != ""]


def label(key, g):
    return pick(LABELS, key, g.lang, g.rng)


def rows_for(g, letter, keys):
    """Field rows (key, label, value) for one person; a missing value (no health card here) is left out."""
    rows = [("name", label("name", g), g.mention(letter, "full"))]
    for key in keys:
        if key == "acct":
            rows.append(("bank", label("bank", g), g.bank_code()))
        value = FIELD[key](g, letter)
        if value is not None:
            rows.append((key, label(key, g), value))
    return rows


def as_questions(g, rows):
    return [
        (pick(QUESTIONS, key if key in QUESTIONS else "name", g.lang, g.rng), value) for key, _, value in rows
    ]


def as_narrative(g, letter, rows):
    """The rows written as sentences about the person (values inside prose, no labels)."""
    out: list = []
    for key, _, value in rows:
        if key == "name":
            out += [
                value,
                " "
                + {
                    "fr": "est visé(e) par la présente.",
                    "es": "es la persona interesada.",
                    "de": "ist die betroffene Person.",
                    "pt": "é a pessoa em causa.",
                    "it": "è la persona interessata.",
                }.get(g.lang, "is the person concerned."),
            ]
            continue
        sentence = pick(NARR, key, g.lang, g.rng)
        who = (
            g.mention(letter, "f") if "{p}'s" in sentence or "{p}" not in sentence[:4] else g.mention(letter)
        )
        before, after = sentence.split("{v}")
        b1, b2 = before.split("{p}") if "{p}" in before else (before, None)
        piece = [" ", b1] + ([who, b2] if b2 is not None else []) + [value]
        a1 = after.split("{p}")
        piece += [a1[0]] + ([who, a1[1]] if len(a1) > 1 else [])
        out += [x for x in piece if x != ""]
    return out


CLOSINGS = {
    "en": [
        "Signed at {place} on {date}.",
        "Sworn before me at {place} on {date} — {official}",
        "Signature of {A.g}: ______  ({A.sig})",
        "Prepared by {official}; copies to the parties and to {iemail}.",
        "RECEIVED {date} — {agency}",
        "Questions about this document: {iphone} or {iurl}",
        "Entered by the registry on {date}; file {file}.",
        "/s/ {A.sig}",
        "Distribution: {A}; {B}; registry",
        "Attested this day, {date}, by {A.sig}.",
    ],
    "fr": [
        "Fait à {place}, le {date}.",
        "Signé : {A.sig}",
        "Reçu au greffe le {date} — {official}",
        "Pour toute question : {iphone} ou {iemail}",
        "Assermenté(e) devant {official}, le {date}.",
    ],
    "es": ["Firmado en {place}, a {date}.", "Firma: {A.sig}", "Recibido el {date}.", "Consultas: {iphone}"],
    "de": ["{place}, den {date}", "Unterschrift: {A.sig}", "Eingegangen am {date}.", "Rückfragen: {iemail}"],
    "pt": ["{place}, {date}.", "Assinatura: {A.sig}", "Recebido em {date}.", "Dúvidas: {iphone}"],
    "it": ["{place}, lì {date}", "Firma: {A.sig}", "Depositato il {date}.", "Informazioni: {iemail}"],
    "nl": ["Aldus opgemaakt te {place} op {date}.", "Handtekening: {A.sig}", "Ontvangen op {date}."],
    "pl": ["{place}, dnia {date}", "Podpis: {A.sig}", "Wpłynęło dnia {date}."],
}


def closing(g):
    pool = CLOSINGS.get(g.lang, CLOSINGS["en"])
    n = g.rng.choice([0, 1, 1, 2, 2, 3])
    return [fill(t, g) for t in g.rng.sample(pool, min(n, len(pool)))]


def heading(g, text):
    """A section heading: sometimes written in capitals and marked as a heading decoy."""
    if g.rng.random() < 0.4:
        return [D(text.upper(), "caps_heading")]
    return [text]


def person_ref(g, letter):
    return g.mention(letter)


__all__ = [
    "D",
    "S",
    "Spec",
    "fill",
    "rows_for",
    "as_questions",
    "as_narrative",
    "closing",
    "heading",
    "label",
]
