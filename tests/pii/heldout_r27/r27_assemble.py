"""Round-27 ``assemble()``: turns one document-kind entry into a ``Spec`` of blocks that a layout then writes
(header, one part per role given as labelled rows, questions and answers or sentences, a list of further people,
prose with public look-alikes, an optional portal log, closings)."""

from __future__ import annotations

import re

from r27_decoys import Decoys
from r27_page import fake, gold
from r27_prose import ACTIONS, CLOSINGS, HEAD_WORDS, SHARED
from r27_wording import ANSWER_LEAD, FIELD_WORD, FRAMES, JOINS, LABELS, QUESTIONS, TITLES

CODES = {"n": "name", "d": "dob", "a": "address", "p": "phone", "e": "email", "u": "url", "s": "natid",
         "h": "hc", "l": "dl", "b": "bank", "g": "iban", "c": "card", "i": "ip"}  # fmt: skip
INTRO = {
    "en": ("{n} appears as the {r}.", "The {r} is {n}.", "{n} is named as {r} in these papers."),
    "fr": ("{n} agit à titre de {r}.", "La partie {r} est {n}."), "es": ("{n} comparece como {r}.",),
    "de": ("{n} ist {r} in diesem Verfahren.",), "it": ("{n} interviene come {r}.",), "nl": ("{n} treedt op als {r}.",),
    "pt": ("{n} figura como {r}.",),
}  # fmt: skip
GROUPS = {  # group: (ages, relation words per language: en|fr|es|de|it|nl|pt, m/f pairs)
    "children": ("child teen", "son/daughter|fils/fille|hijo/hija|Sohn/Tochter|figlio/figlia|zoon/dochter|filho/filha"),
    "household": ("adult child older teen", "partner/partner|conjoint/conjointe|cónyuge/cónyuge|Partner/Partnerin|"
                  "coniuge/coniuge|partner/partner|cônjuge/cônjuge"),
    "heirs": ("adult older adult", "son/daughter|fils/fille|hijo/hija|Sohn/Tochter|figlio/figlia|zoon/dochter|filho/filha"),
    "siblings": ("adult teen adult", "brother/sister|frère/sœur|hermano/hermana|Bruder/Schwester|fratello/sorella|"
                 "broer/zus|irmão/irmã"),
    "witnesses": ("adult older", "witness/witness|témoin/témoin|testigo/testigo|Zeuge/Zeugin|testimone/testimone|"
                  "getuige/getuige|testemunha/testemunha"),
}  # fmt: skip
LANG_INDEX = {"en": 0, "fr": 1, "es": 2, "de": 3, "it": 4, "nl": 5, "pt": 6}


class Part:
    __slots__ = ("mode", "heading", "items", "person")

    def __init__(self, mode, heading, items, person):
        self.mode, self.heading, self.items, self.person = mode, heading, items, person


class Crowd:
    __slots__ = ("caption", "heads", "fields", "rows")

    def __init__(self, caption, heads, fields, rows):
        self.caption, self.heads, self.fields, self.rows = caption, heads, fields, rows


class Spec:
    def __init__(self, cfg, maker):
        self.kind, self.lang, self.title, self.maker = cfg["kind"], cfg["lang"], cfg["title"], maker
        self.meta: list = []
        self.parts: list[Part] = []
        self.crowd: Crowd | None = None
        self.paras: list = []
        self.log: list = []
        self.closing: list = []


class Writer:
    def __init__(self, maker, lang):
        self.m, self.rng, self.lang = maker, maker.rng, lang
        self.dec = Decoys(maker.rng, maker.jur, maker.region, lang)
        self.bi = self.rng.choice((0.0, 0.2, 0.35, 0.5))
        self.abbr = self.rng.choice((0.1, 0.3, 0.5))
        self.alone = self.rng.choice((0.0, 0.06))
        self.other = {"ca": "fr" if lang == "en" else "en", "us": "es" if lang == "en" else "en"}.get(
            maker.jur, None if lang == "en" else "en"
        )

    def fill(self, template, names=None):
        out = []
        for i, part in enumerate(re.split(r"\{(\w+)\}", template)):
            if i % 2 == 0:
                if part:
                    out.append(part)
            elif names and part in names:
                out.extend(names[part])
            else:
                out.append(self.dec.make(part))
        return out

    def label(self, field, short=False):
        rng, lang = self.rng, self.lang
        opts = LABELS[field][lang]
        text = rng.choice(opts[1:]) if (short or rng.random() < self.abbr) and len(opts) > 1 else opts[0]
        if self.other and rng.random() < self.bi and not short:
            second = LABELS[field][self.other][0]
            join = rng.choice(JOINS)
            return text + join + second + (")" if join == " (" else "")
        if self.other and rng.random() < self.alone:
            return LABELS[field][self.other][0]
        return text

    def mention(self, p, in_form=False):
        if not p.introduced:
            p.introduced = True
            if in_form and p.ngiven is None and self.rng.random() < 0.35:
                return p.form(self.rng.choice(("comma", "caps_comma")))
            return p.full()
        hows = ("latin", "surname", "given", "initial", "comma", "title", "title")
        how = self.rng.choice(hows[:3] + hows[4:] if self.lang == "fr" else hows)
        if how == "title":
            return [TITLES[self.lang][p.sex == "m"] + " ", *p.form("surname")]
        return p.form(how)

    def fields(self, p, codes):
        out = []
        for code in codes:
            f = CODES[code]
            if f == "natid":
                f = "sin" if p.facts["home"].jur == "ca" else "ssn"
            if f in ("name", "dob", "address") or self.m.can(p, f):
                if f == "dl" and self.m.fact(p, "dl") is None:
                    continue
                out.append(f)
        return out

    def value(self, p, f, where="field", in_form=True):
        return self.mention(p, in_form) if f == "name" else self.m.marks(p, f, where)

    def rows(self, p, fs):
        return [(self.label(f), self.value(p, f), f) for f in fs]

    def qa(self, p, fs):
        rng, lang = self.rng, self.lang
        items = []
        for f in fs:
            if f not in QUESTIONS:
                continue
            qs = QUESTIONS[f][lang]
            q = rng.choice(qs)
            ask = self.fill(q, {"n": self.mention(p)}) if "{n}" in q else [q]
            lead = rng.choice(ANSWER_LEAD[lang])
            items.append((ask, ([lead] if lead else []) + self.value(p, f, "answer", False), f))
        return items

    def prose(self, p, fs, role):
        rng, lang = self.rng, self.lang
        sents = [self.fill(rng.choice(INTRO[lang]), {"n": self.mention(p), "r": [role.lower()]})]
        for f in fs:
            if f in FRAMES:
                t = rng.choice(FRAMES[f][lang])
                sents.append(self.fill(t, {"n": self.mention(p), "v": self.value(p, f, "sentence")}))
        return sents


def assemble(m, cfg, modes):
    rng, lang = m.rng, cfg["lang"]
    w = Writer(m, lang)
    spec = Spec(cfg, m)
    words = HEAD_WORDS[lang]
    spec.meta.append((words[0], [w.dec.make("court_file_number")]))
    spec.meta.append((words[1], [w.dec.make("non_birth_date")]))
    office = cfg.get("office")
    if office:
        spec.meta.append((words[2], [w.dec.make(office)]))
    if rng.random() < 0.6:
        spec.meta.append((words[3], [w.dec.make("building_name"), " · ", w.dec.make("institutional_phone")]))
    if rng.random() < 0.5:
        spec.meta.append((words[4], [w.dec.make("reference_number")]))
    if rng.random() < 0.5:
        spec.meta.append((words[5], [w.dec.make("statute")]))
    people = []
    for role in cfg["roles"]:
        heading, age, kin, codes = role.split("|")
        anchor = people[0] if kin != "-" and people else None
        p = m.person(age=age, kin=anchor, abroad=kin == "x")
        people.append(p)
        fs = w.fields(p, codes.split())
        mode = rng.choices(("rows", "qa", "prose"), weights=modes)[0]
        if mode == "rows":
            items = w.rows(p, fs)
        elif mode == "qa":
            items = w.qa(p, fs)
            if not items or items[0][2] != "name":
                items = [([heading + ":"], w.mention(p), "name")] + items
        else:
            items = w.prose(p, fs, heading)
        spec.parts.append(Part(mode, heading, items, p))
    if cfg.get("crowd"):
        caption, group, lo, hi, codes = cfg["crowd"]
        ages, rel = GROUPS[group]
        pair = rel.split("|")[LANG_INDEX[lang]].split("/")
        natid = {"ca": "sin", "us": "ssn"}.get(m.jur)
        fs = ["name", "relation"] + [
            natid if c == "s" else CODES[c] for c in codes.split() if c != "s" or natid
        ]
        heads = [w.label("name", True), FIELD_WORD["relation"][lang]] + [w.label(f, True) for f in fs[2:]]
        rows = []
        for _ in range(rng.randint(lo, hi)):
            q = m.person(age=rng.choice(ages.split()), kin=people[0] if group != "witnesses" else None)
            row = [w.mention(q, True), [pair[q.sex == "f"]]]
            for f in fs[2:]:
                row.append(w.value(q, f, "column") if f in ("dob", "address") or m.can(q, f) else ["—"])
            rows.append(row)
        spec.crowd = Crowd(caption, heads, fs, rows)
    names = {f"p{i}": w.mention(p) for i, p in enumerate(people)}
    spec.paras.append(w.fill(cfg["prose"], names))
    for t in rng.sample(SHARED[lang], rng.randint(2, 5)):
        spec.paras.append(w.fill(t))
    if "log" in cfg.get("flags", ""):
        for _ in range(rng.randint(2, 5)):
            p = rng.choice(people)
            line = [
                w.dec.make("non_birth_date"),
                f" {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} ",
            ]
            line += [m.marks(p, "ip")[0] if m.can(p, "ip") else "—", f"  {rng.choice(ACTIONS)}"]
            if m.can(p, "email") and rng.random() < 0.5:
                line += ["  user=", m.marks(p, "email")[0]]
            spec.log.append(line)
    for t in rng.sample(CLOSINGS[lang], rng.randint(1, min(3, len(CLOSINGS[lang])))):
        spec.closing.append(w.fill(t))
    spec.people = people
    spec.writer = w
    return spec


__all__ = ["assemble", "Spec", "Part", "Crowd", "fake", "gold"]
