"""``Spec`` (what one document says, before a layout writes it), template filling, and the three ways a
person's details are given: labelled rows, questions with answers, or sentences with no label."""

from __future__ import annotations

import re

from r25_words import label, narrative, question, relation

GLOBAL = {
    "date": lambda g: g.date(),
    "judge": lambda g: g.judge(),
    "member": lambda g: g.member(),
    "official": lambda g: g.official(),
    "statute": lambda g: g.statute(),
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
    "bank": lambda g: g.bank_code(),
    "agency": lambda g: g.agency(),
}
VALUE = {
    "dob": lambda g, p: g.dob(p),
    "addr": lambda g, p: g.address(p),
    "phone": lambda g, p: g.phone(p),
    "phone2": lambda g, p: g.phone(p, "phone2"),
    "email": lambda g, p: g.email(p),
    "url": lambda g, p: g.url(p),
    "sin": lambda g, p: g.sin(p),
    "ssn": lambda g, p: g.ssn(p),
    "hc": lambda g, p: g.health(p),
    "dl": lambda g, p: g.licence(p),
    "acct": lambda g, p: g.account(p),
    "iban": lambda g, p: g.iban(p),
    "card": lambda g, p: g.card(p),
    "ip": lambda g, p: g.ip(p),
    "bank": lambda g, p: g.bank_code(),
}
HOLDER = re.compile(r"\{([A-Z])(?:\.(\w+))?\}|\{([a-z]+)\}")


class Section:
    """``kind`` is rows, people, qa, prose or log."""

    def __init__(self, heading, kind, body, who=None):
        self.heading, self.kind, self.body, self.who = heading, kind, body, who


class Spec:
    def __init__(self, title, lang):
        self.title, self.lang = title, lang
        self.header: list[tuple[str, list]] = []
        self.sections: list[Section] = []
        self.closing: list[list] = []


def person_piece(g, p, attr, lang):
    if attr is None:
        return p.mention(lang)
    if attr == "full":
        p.mentions += 1
        return p.full() if p.mentions == 1 else p.latin_mark()
    if attr == "g":
        return p.given()
    if attr == "f":
        return p.surname()
    if attr == "t":
        return p.titled(lang)
    if attr == "caps":
        return p.upper()
    if attr == "poss":
        return [p.mention(lang, plain=True), "'s"]
    value = VALUE[attr](g, p)
    return value if value is not None else ["(not on file)"]


def fill(g, template, lang, cast=None):
    """Template text with ``{A}``, ``{A.attr}`` and ``{decoy}`` holders turned into pieces."""
    out, last = [], 0
    for m in HOLDER.finditer(template):
        out.append(template[last : m.start()])
        letter, attr, name = m.groups()
        if letter:
            p = (cast or {}).get(letter) or g.who(letter)
            out.append(person_piece(g, p, attr, lang))
        elif name in GLOBAL:
            out.append(GLOBAL[name](g))
        else:
            out.append(g.pick(name))
        last = m.end()
    out.append(template[last:])
    return out


def fields_for(g, p, wanted):
    """(field, value) for each wanted field that this person has (the name is added by each way of writing)."""
    out = []
    for f in wanted:
        v = VALUE[f](g, p)
        if v is not None:
            out.append((f, v))
    return out


def as_rows(g, heading, who, fields, mixed):
    fields = [("name", who.mention(g.lang))] + fields
    rows = [(f, label(g.rng, f, g.lang, mixed if g.rng.random() < 0.7 else None), v) for f, v in fields]
    return Section(heading, "rows", rows, who)


def as_questions(g, heading, who, fields):
    pairs = [([question(g.rng, "name", g.lang)], who.mention(g.lang))]
    for f, v in fields:
        if f == "dob" and g.lang == "en" and g.rng.random() < 0.3:
            pairs.append((["And when was ", who.mention(g.lang), " born?"], v))
            continue
        pairs.append(([question(g.rng, f, g.lang)], v))
    return Section(heading, "qa", pairs, who)


def _say(template, who, lang, value):
    bits = []
    chunks = re.split(r"(\{P\}|\{v\})", template)
    for i, chunk in enumerate(chunks):
        if chunk == "{P}":
            plain = i + 1 < len(chunks) and chunks[i + 1].startswith("'s")
            bits.append(who.mention(lang, plain=plain))
        elif chunk == "{v}":
            bits.append(value)
        elif chunk:
            bits.append(chunk)
    return bits


def as_sentences(g, heading, who, fields):
    para = [who.mention(g.lang), " " + g.rng.choice(INTRO.get(g.lang, INTRO["en"]))]
    for f, v in fields:
        t = narrative(g.rng, f, g.lang)
        para.append(" ")
        para.extend(_say(t, who, g.lang, v) if t else [label(g.rng, f, g.lang), ": ", v, "."])
    return Section(heading, "prose", [para], who)


INTRO = {
    "en": ["is a party to this matter.", "is named in this record.", "gave the following details.", "is the person described below."],
    "fr": ["est partie au dossier.", "est visé(e) par le présent document."],
    "es": ["es parte en este asunto.", "figura en este expediente."],
    "de": ["ist an dem Verfahren beteiligt.", "wird in dieser Akte genannt."],
    "it": ["è parte del procedimento.", "è indicato/a nel fascicolo."],
    "nl": ["is betrokken bij deze zaak.", "wordt in dit dossier genoemd."],
    "pt": ["é parte neste processo.", "consta deste registo."],
}  # fmt: skip


def people_table(g, heading, cols, people, kin, lang, mixed):
    """A list of people, each with their own details, under column labels."""
    labels = [label(g.rng, c, lang, mixed if g.rng.random() < 0.5 else None) for c in cols]
    table = []
    for p in people:
        row = []
        for c in cols:
            if c == "name":
                row.append(p.mention(lang))
            elif c == "rel":
                row.append([relation(g.rng, lang, kin, p.fem, g.info(p)["age"] == "child")])
            else:
                v = VALUE[c](g, p)
                row.append(v if v is not None else ["—"])
        table.append(row)
    return Section(heading, "people", (labels, table))
