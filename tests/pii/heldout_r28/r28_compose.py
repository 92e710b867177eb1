"""Round-28 document assembly: a kind entry becomes a ``Doc`` (header rows, one section per role, an optional
list of further people, the kind's prose and shared sentences, an optional portal log, closings)."""

from __future__ import annotations

import datetime as dt
import random

from r28_dates import PAPERS, house_date, in_words, write
from r28_decoys import Lookalikes
from r28_items import Ask, Doc, Grid, Row, Say, Section, Trail, capital, template
from r28_labels import TITLES, label, second_language
from r28_people import Person, born_for, outfit, pick_locale, residence, today_for
from r28_phrasing import ASK, REPLY, SAY, pick
from r28_prose import ACTIONS, CLOSE, HEAD, LIST_HEAD, LOG_HEAD, POOL, SLOTS
from r28_sheet import look, pii

LETTER = {
    "n": "name",
    "b": "dob",
    "a": "addr",
    "p": "phone",
    "e": "email",
    "u": "url",
    "i": "ip",
    "s": "nat",
    "h": "hc",
    "d": "dl",
    "k": "acct",
    "x": "iban",
    "c": "card",
}
BANK_CODE = {
    "ca": "Transit / institution no.",
    "us": "Routing number",
    "sco": "Sort code",
    "au": "BSB",
    "in": "IFSC",
    "za": "Branch code",
    "sg": "SWIFT/BIC",
    "ph": "SWIFT/BIC",
}
BANK_CODE_LANG = {
    "fr": "Transit / institution",
    "es": "Número de ruta (ABA)",
    "de": "BIC",
    "it": "BIC",
    "nl": "BIC",
    "pt": "BIC/SWIFT",
    "sv": "BIC",
}
COUNTRY_TAG = {
    "ca": "CA",
    "us": "US",
    "sco": "GB",
    "ie": "IE",
    "au": "AU",
    "nz": "NZ",
    "za": "ZA",
    "in": "IN",
    "sg": "SG",
    "ph": "PH",
    "mx": "MX",
    "ar": "AR",
    "fr": "FR",
    "lu": "LU",
    "at": "AT",
    "it": "IT",
    "nl": "NL",
    "pt": "PT",
    "se": "SE",
}


class Writer:
    def __init__(self, cfg, seed, jur, region, modes):
        self.rng = rng = random.Random(seed)
        self.cfg, self.jur, self.region, self.lang, self.modes = cfg, jur, region, cfg["lang"], modes
        self.today = today_for(rng)
        self.looks = Lookalikes(rng, jur, region, self.lang, self.today)
        self.lang2 = second_language(jur, self.lang)
        self.people: list[Person] = []

    # people -----------------------------------------------------------------------------------------------
    def person(self, ages, link=None, anchor=None):
        rng = self.rng
        self._last_ages, self._last_link, self._last_anchor = ages, link, anchor
        lo, hi = (int(a) for a in ages.split("-"))
        female = rng.random() < 0.5
        if anchor is not None and link in ("child", "sibling", "parent", "spouse"):
            same = link != "spouse" or rng.random() < 0.7
            loc = anchor.loc if same else pick_locale(rng, self.jur, self.region)
            fam = anchor.family_key if same and link != "spouse" else None
            p = Person(rng, loc, female, born_for(rng, lo, hi, self.today), family=fam)
            if rng.random() < 0.8:
                outfit(p, rng, anchor.where, anchor.region, self.jur, self.today)
                p.home = anchor.home
                return self._keep(p)
        else:
            p = Person(
                rng, pick_locale(rng, self.jur, self.region), female, born_for(rng, lo, hi, self.today)
            )
        rate = 0.25 if "abroad" in self.cfg["flags"] else 0.08
        where, region = residence(rng, self.jur, self.region, rate)
        outfit(p, rng, where, region, self.jur, self.today)
        return self._keep(p)

    def _keep(self, p):
        clash = p.latin in {q.latin for q in self.people} or p.given in {q.given for q in self.people}
        if clash and not getattr(self, "_retry", False):
            self._retry = True
            try:
                return self.person(self._last_ages, self._last_link, self._last_anchor)
            finally:
                self._retry = False
        p.named = False
        self.people.append(p)
        return p

    def mention(self, p, title=True):
        """A later mention (the first mention is always the full name)."""
        rng = self.rng
        if not p.named:
            p.named = True
            return p.full(rng)
        tok = p.short(rng, french=self.lang == "fr")
        if title and tok.text == p.family and rng.random() < 0.5 and TITLES[self.lang][0]:
            return [TITLES[self.lang][0 if p.female else 1] + " ", tok]
        return [tok]

    # values -----------------------------------------------------------------------------------------------
    def dob(self, p, where):
        rng = self.rng
        paper = PAPERS.get(p.loc.split("-")[0])
        r = rng.random()
        if where != "say" and paper and r < 0.45:
            text = write(p.dob, paper, rng)
        elif self.lang == "en" and r < (0.5 if where == "say" else 0.05):
            text = in_words(p.dob, rng)
        else:
            text = house_date(p.dob, self.jur, self.lang, rng)
        return [pii(text, "DATE_OF_BIRTH")]

    def value(self, p, field, where="row"):
        """(label key, value pieces, extra rows) of one field, or None when the person has no such value."""
        ids = p.ids
        if field == "name":
            if not p.named:
                p.named = True
                return (
                    "name",
                    (
                        p.formal(self.rng)
                        if where in ("row", "grid") and self.rng.random() < 0.4
                        else p.full(self.rng)
                    ),
                    [],
                )
            return "name", [p.tok(p.latin)], []
        if field == "dob":
            return "dob", self.dob(p, where), []
        if field == "addr":
            h = p.home
            out = [pii(h.line, "ADDRESS")]
            if h.postal:
                out += [self.rng.choice((" ", ", ", "  ")), pii(h.postal, "POSTAL_CODE")]
            elif h.tail:
                out.append(f" {h.tail}")
            return "addr", out, []
        if field in ("phone", "email", "url", "ip"):
            lab = {"phone": "PHONE", "email": "EMAIL", "url": "URL", "ip": "IP_ADDRESS"}[field]
            return field, [pii(getattr(p, field), lab)], []
        if field == "nat":
            if "SIN" in ids:
                return "sin", [pii(ids["SIN"], "SIN")], []
            if "SSN" in ids:
                return "ssn", [pii(ids["SSN"], "SSN")], []
            return None
        if field == "hc":
            if "HEALTH_CARD" not in ids:
                return None
            num, version = ids["HEALTH_CARD"]
            out = [pii(num, "HEALTH_CARD", prov=p.region)]
            return "hc", out + ([f" {version}"] if version else []), []
        if field == "dl":
            return "dl", [pii(ids["DRIVERS_LICENSE"], "DRIVERS_LICENSE")], []
        if field in ("acct", "iban"):
            if "BANK_ACCOUNT" in ids and field == "acct":
                num, code = ids["BANK_ACCOUNT"]
                extra = []
                if code:
                    lab = BANK_CODE_LANG.get(self.lang, BANK_CODE.get(p.where, "SWIFT/BIC"))
                    if self.lang == "en" or p.where not in ("ca", "us"):
                        lab = BANK_CODE.get(p.where, lab)
                    extra = [Row("code", lab, [look(code, "bank_code")])]
                return "acct", [pii(num, "BANK_ACCOUNT")], extra
            if "IBAN" in ids:
                num, bic = ids["IBAN"]
                return "iban", [pii(num, "IBAN")], [Row("code", "BIC", [look(bic, "bank_code")])]
            return None
        if field == "card":
            return "card", [pii(ids["CREDIT_CARD"], "CREDIT_CARD")], []
        raise KeyError(field)

    def lab(self, key):
        r = self.rng.random()
        how = "full" if r < 0.55 else "abbr" if r < 0.72 else "pair" if r < 0.92 else "other"
        return label(self.rng, key, self.lang, self.jur, how)

    # sections ---------------------------------------------------------------------------------------------
    def role_items(self, p, fields):
        rng = self.rng
        mode = rng.choices(("rows", "asks", "says"), weights=self.modes)[0]
        items = []
        for f in ["name"] + [LETTER[c] for c in fields if c != "n"]:
            way = mode
            if mode == "rows" and f != "name" and rng.random() < 0.12:
                way = "asks"
            if way == "says" and f == "name":
                continue  # the first sentence names the person in full
            got = self.value(p, f, "say" if way == "says" else "row")
            if got is None:
                continue
            key, val, extra = got
            if way == "asks":
                q, qlang = pick(rng, ASK, self.lang, key)
                if q and not (f == "name" and "{n}" in q):
                    question = template(q, lambda s: self.mention(p, title=False) if s == "n" else [s])
                    reply = rng.choice(REPLY[qlang].split("|"))
                    items.append(Ask(key, question, template(reply, lambda s, v=val: v)))
                    items.extend(extra)
                    continue
            if way == "says" and f != "name":
                frame, _l = pick(rng, SAY, self.lang, key)
                if frame:
                    items.append(Say(template(frame, lambda s, v=val: self.mention(p) if s == "n" else v)))
                    items.extend(extra)
                    continue
            items.append(Row(key, self.lab(key), val))
            items.extend(extra)
        return items

    def slot(self, name, persons):
        if name.isdigit():
            idx = int(name)
            return (
                self.mention(persons[idx]) if idx < len(persons) else self.mention(self.rng.choice(persons))
            )
        if name == "p":
            return self.mention(self.rng.choice(persons))
        return [self.looks.make(SLOTS[name])]

    def grid(self, spec, anchor):
        rng = self.rng
        heading, link, count, fields = spec.split("|")
        lo, hi = (int(x) for x in count.split("-"))
        ages = {"child": "0-17", "sibling": "18-60", "parent": "45-90", "other": "18-80", "spouse": "20-70"}[
            link
        ]
        keys = ["name"] + [LETTER[c] for c in fields if c != "n"]
        rows, heads = [], None
        for _ in range(rng.randint(lo, hi)):
            p = self.person(ages, link, anchor)
            cells, row_heads = [], []
            for f in keys:
                got = self.value(p, f, "grid")
                if got is None:
                    cells.append(["—"])
                    row_heads.append(f)
                    continue
                cells.append(got[1])
                row_heads.append(got[0])
            heads = heads or row_heads
            rows.append(cells)
        labels = [self.lab("name" if h == "name" else h if h not in ("nat",) else "sin") for h in heads]
        return Section(heading, [Grid(labels, rows)])

    def trail(self, persons):
        rng = self.rng
        lines = []
        for _ in range(rng.randint(3, 6)):
            p = rng.choice(persons)
            d = look((self.today - dt.timedelta(days=rng.randint(0, 420))).isoformat(), "non_birth_date")
            who = pii(p.email, "EMAIL") if rng.random() < 0.6 else p.tok(p.latin)
            lines.append(
                [
                    d,
                    f" {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}  ",
                    pii(p.ip, "IP_ADDRESS"),
                    "  ",
                    who,
                    "  ",
                    rng.choice(ACTIONS[self.lang].split("|")),
                ]
            )
        return Trail(LOG_HEAD[self.lang], lines)


def assemble(cfg, seed, jur, region, modes):
    w = Writer(cfg, seed, jur, region, modes)
    rng, lang, looks = w.rng, w.lang, w.looks
    heads = [h.split("|") for h in HEAD[lang]]
    meta = [
        Row("file", rng.choice(heads[0]), [looks.make("court_file_number")]),
        Row("date", rng.choice(heads[1]), [looks.date(w.today)]),
    ]
    if "nojudge" not in cfg["flags"] and rng.random() < 0.8:
        meta.append(
            Row(
                "judge", rng.choice(heads[2]), [looks.member() if "member" in cfg["flags"] else looks.judge()]
            )
        )
    if rng.random() < 0.45:
        meta.append(Row("registry", rng.choice(heads[3]), [looks.make("institutional_phone")]))
    if rng.random() < 0.4:
        meta.append(Row("ref", rng.choice(heads[4]), [looks.make("reference_number")]))
    if rng.random() < 0.5:
        meta.append(
            Row("law", rng.choice(heads[5]), [looks.make("statute"), ", ", looks.make("section_ref")])
        )
    sections, persons, anchor = [], [], None
    for role in cfg["roles"]:
        heading, ages, link, fields = role.split("|")
        p = w.person(ages, link or None, anchor)
        anchor = anchor or p
        persons.append(p)
        sections.append(Section(heading, w.role_items(p, fields)))
    for spec in cfg.get("people", ()):
        if rng.random() < 0.85:
            sections.append(w.grid(spec, anchor))
    narrative = []
    for text in cfg["prose"]:
        narrative.append(Say(template(text, lambda s: w.slot(s, persons))))
    pool = POOL[lang].split("\n")
    for text in rng.sample(pool, min(len(pool), rng.randint(2, 5))):
        narrative.append(Say(template(text, lambda s: w.slot(s, persons))))
    rng.shuffle(narrative)
    if "log" in cfg["flags"] or rng.random() < 0.05:
        narrative.append(w.trail(persons))
    sections.append(Section(cfg["story"], narrative))
    closes = [c.strip() for c in CLOSE[lang].split("|")]
    closings = [
        capital(template(c, lambda s: w.slot(s, persons))) for c in rng.sample(closes, rng.randint(1, 3))
    ]
    return Doc(
        kind=cfg["kind"],
        title=cfg["title"],
        office=cfg["office"],
        lang=lang,
        jur=jur,
        region=region,
        rng=rng,
        today=w.today,
        meta=meta,
        sections=sections,
        closings=closings,
        lang2=w.lang2,
        bcp47=f"{lang}-{COUNTRY_TAG[jur]}",
        list_head=LIST_HEAD[lang],
    )
