"""Round-31 document plan: ``plan()`` turns a catalogue line into an abstract document (title, header rows,
opening prose, parties with their details, a list of further people, follow-up questions, story, portal log,
closing rows) that a layout then writes out."""

from __future__ import annotations

import random

from r31_alikes import conventions, fill, make, stamp
from r31_frames import CLOSE, COLS, FOLLOW_HEAD, HEAD, KIN, LOG, PARTY_HEAD, STORY_HEAD
from r31_kit import decoy, pii
from r31_people import Person, pick_locale
from r31_places import PROVINCES, STATES
from r31_sayings import ASK, ASK_ABOUT, SAY
from r31_story import OPENING, STORY
from r31_words import ABBREVIATIONS, BC_LABELS, JOINS, LABELS, PARTNER, SECOND, US_LABELS

CHANCE = {
    "dob": 0.95,
    "addr": 0.85,
    "phone": 0.75,
    "email": 0.6,
    "url": 0.15,
    "ip": 0.15,
    "sin": 0.5,
    "ssn": 0.55,
    "hc": 0.6,
    "dl": 0.45,
    "bank": 0.35,
    "iban": 0.6,
    "card": 0.12,
}
ORDER = ("dob", "addr", "phone", "email", "sin", "ssn", "hc", "dl", "bank", "iban", "card", "url", "ip")


class Planner:
    def __init__(self, cfg, seed, jur, region, modes):
        self.rng = random.Random(seed)
        self.cfg, self.modes = cfg, modes
        lang = cfg["lang"]
        self.lang = lang
        self.ctx = {
            "jur": jur,
            "region": region,
            "lang": lang,
            "conv": conventions(jur, lang),
            "fixed": ":" in cfg["jurs"],
        }
        partner = PARTNER.get(jur)
        self.partner = partner.get(lang) if isinstance(partner, dict) else partner
        self.taken = set()

    # -- people
    def person(self, female=None, age="adult", family_of=None, home_of=None, loc=None):
        rng = self.rng
        female = rng.random() < 0.5 if female is None else female
        loc = loc or pick_locale(rng, self.ctx["jur"])
        for _ in range(8):
            p = Person(rng, self.ctx, loc, female, age, family_of, home_of, self.taken)
            if p.given not in self.taken:
                break
            loc = pick_locale(rng, self.ctx["jur"])  # every given name of the locale is taken: try another
        self.taken.add(p.given)
        return p

    # -- labels
    def label(self, field):
        rng, lang, jur = self.rng, self.lang, self.ctx["jur"]
        words = LABELS[lang][field]
        if lang == "en" and jur == "us" and field in US_LABELS:
            words = US_LABELS[field]
        if field == "hc" and self.ctx["region"] == "bc" and lang == "en":
            words = BC_LABELS["hc"]
        text = rng.choice(words)
        r = rng.random()
        abbr = ABBREVIATIONS.get(lang, {}).get(field)
        if abbr and r < 0.2:
            return abbr
        if self.partner and r > 0.65:
            other = (
                SECOND[self.partner].get(field)
                if self.partner in SECOND
                else rng.choice(LABELS[self.partner][field])
            )
            if other:
                return f"{text}{rng.choice(JOINS)}{other}"
        return text

    # -- a detail as a row, a question with its answer, or a sentence
    def detail(self, person, field):
        rng, lang = self.rng, self.lang
        mode = rng.choices(("row", "ask", "say"), weights=self.modes)[0]
        if mode == "ask" and field in ASK[lang]:
            return ("ask", ASK[lang][field], person.value(field, "answer", lang), field)
        if mode == "say" and field != "name":
            frame = rng.choice(SAY[lang][field])
            return ("say", self.sentence(frame, person, field), field)
        return ("row", self.label(field), person.value(field, "row", lang), field)

    def sentence(self, frame, person, field):
        lang = self.lang
        frame = frame.replace("{e}", "e" if person.female else "").replace(
            "{o}", "a" if person.female else "o"
        )
        name = person.later(lang) if self.rng.random() < 0.6 else person.first()
        out = []
        for part in frame.replace("{n}", "\0n\0").replace("{v}", "\0v\0").split("\0"):
            if part == "n":
                out.append(name)
            elif part == "v":
                out.append(person.value(field, "sentence", lang))
            elif part:
                out.append(part)
        return out

    def party_items(self, person):
        items = [("row", self.label("name"), person.row_name(), "name")]
        for field in ORDER:
            if person.has(field) and self.rng.random() < CHANCE[field]:
                items.append(self.detail(person, field))
        head, tail = items[:1], items[1:]
        self.rng.shuffle(tail)
        tail.sort(key=lambda it: it[0] == "say")  # sentences after the rows and answers
        return head + tail

    # -- the document
    def plan(self):
        rng, cfg, lang, ctx = self.rng, self.cfg, self.lang, self.ctx
        roles, sexes = cfg["roles"], cfg["sexes"]
        parties = [self.person(female=sexes[0])]
        couple = rng.random() < 0.35
        second_loc = parties[0].loc if couple or rng.random() < 0.3 else None
        second = sexes[1] if sexes[1] is not None else (not parties[0].female if couple else None)
        parties.append(
            self.person(
                female=second,
                loc=second_loc,
                family_of=parties[0] if couple and rng.random() < 0.6 else None,
                home_of=parties[0] if couple and rng.random() < 0.5 else None,
            )
        )
        doc = {
            "kind": cfg["kind"],
            "shape": cfg["shape"],
            "lang": lang,
            "ctx": ctx,
            "title": cfg["title"],
            "genre": cfg["genre"],
        }
        doc["caps"] = rng.random() < 0.6
        doc["head"] = self.head_rows()
        doc["opening"] = self.opening(parties)
        doc["parties"] = [
            {"heading": PARTY_HEAD[lang].format(r=role), "role": role, "items": self.party_items(p)}
            for role, p in zip(roles, parties, strict=False)
        ]
        kin = self.kin(parties) if cfg["kin"] is not None else []
        doc["kin"] = kin and self.kin_table(kin)
        doc["follow"] = self.follow(kin) if kin and rng.random() < 0.6 else []
        doc["follow_head"] = FOLLOW_HEAD[lang]
        doc["story_head"] = STORY_HEAD[lang]
        doc["story"] = self.story(parties + [k for k, _ in kin])
        doc["log"] = self.log(parties) if rng.random() < 0.3 else None
        doc["close"] = self.close(parties[0])
        doc["sender"] = parties[0]
        doc["people"] = parties
        return doc

    def head_rows(self):
        rng, ctx = self.rng, self.ctx
        h = HEAD[self.lang]
        rows = [(h[0], make("court_file_number", rng, ctx)), (h[1], make("non_birth_date", rng, ctx))]
        rows.append(
            (h[2], make("judge", rng, ctx))
            if rng.random() < 0.6
            else (h[3], make("tribunal_member", rng, ctx))
        )
        extra = [
            (h[4], "reference_number"),
            (h[5], "statute"),
            (h[6], "section_ref"),
            (h[7], "institutional_phone"),
            (h[8], "institutional_url"),
            (h[9], "institutional_email"),
        ]
        for label, kind in extra:
            if rng.random() < 0.5:
                rows.append((label, make(kind, rng, ctx)))
        return rows

    def opening(self, parties):
        rng, lang, cfg = self.rng, self.lang, self.cfg
        if lang == "en":
            frames = OPENING[lang][cfg["genre"]]
        else:
            sworn = cfg["genre"] in ("affidavit", "statement")
            frames = rng.sample([x.lstrip("!") for x in OPENING[lang] if sworn or not x.startswith("!")], 2)
        p1, p2 = parties
        out = []
        for frame in frames:
            frame = frame.replace("{e1}", "e" if p1.female else "").replace("{e2}", "e" if p2.female else "")
            r1, r2 = cfg["roles"] if lang == "de" else [r.lower() for r in cfg["roles"]]
            frame = frame.replace("{r1}", r1).replace("{r2}", r2)
            frame = frame.replace("{title}", cfg["title"])
            out.append(fill(frame, rng, self.ctx, {"p1": p1.first(), "p2": p2.first()}))
        return out

    def kin(self, parties):
        rng, lang = self.rng, self.lang
        heading, words, age = KIN[lang][self.cfg["kin"]]
        out = []
        for _ in range(rng.randint(2, 4)):
            female = rng.random() < 0.5
            parent = parties[0] if rng.random() < 0.7 else parties[1]
            related = age == "young" and rng.random() < 0.8
            p = self.person(
                female=female,
                age=age,
                family_of=parent if related else None,
                loc=parent.loc if related or rng.random() < 0.3 else None,
                home_of=parent if related and rng.random() < 0.7 else None,
            )
            rel = rng.choice(words)[1 if female else 0]
            out.append((p, rel))
        self.kin_heading = heading
        return out

    def kin_table(self, kin):
        rng, lang = self.rng, self.lang
        rows = []
        for p, rel in kin:
            contact = (
                rng.choice(["phone", "email", "none"])
                if p.age != "young"
                else rng.choice(["none", "none", "phone"])
            )
            cell = p.value(contact, "column", lang) if contact != "none" else ["—"]
            rows.append(
                [p.row_name() if rng.random() < 0.5 else p.first(), [rel], p.dob("column", lang), cell]
            )
        return {"heading": self.kin_heading, "cols": COLS[lang], "rows": rows}

    def follow(self, kin):
        rng, lang = self.rng, self.lang
        out = []
        for p, _ in rng.sample(kin, min(len(kin), rng.randint(1, 2))):
            field = rng.choice(["dob", "addr", "phone", "email"])
            q = ASK_ABOUT[lang][field].split("{n}")
            out.append(([q[0], p.later(lang), q[1]], p.value(field, "answer", lang)))
        return out

    def story(self, people):
        rng = self.rng
        out = []
        for frame in rng.sample(STORY[self.lang], rng.randint(3, 6)):
            p, q = rng.sample(people, 2)
            out.append(fill(frame, rng, self.ctx, {"p": p.later(self.lang), "q": q.later(self.lang)}))
        return out

    def log(self, parties):
        rng, lang = self.rng, self.lang
        heading, cols, actions = LOG[lang]
        rows = []
        for _ in range(rng.randint(3, 6)):
            p = rng.choice(parties)
            user = (
                [pii(p.email, "EMAIL")]
                if rng.random() < 0.7
                else [decoy(f"clerk{rng.randint(2, 40):02d}", "reference_number")]
            )
            rows.append(
                [
                    [decoy(stamp(rng, rng.random() < 0.6), "non_birth_date")],
                    user,
                    [pii(p.ip, "IP_ADDRESS")],
                    [rng.choice(actions)],
                ]
            )
        return {"heading": heading, "cols": cols, "rows": rows}

    def close(self, person):
        rng, ctx = self.rng, self.ctx
        signed, date, officer, place = CLOSE[self.lang]
        region = ctx["region"]
        town = (
            rng.choice(PROVINCES[region][6].split("|"))
            if ctx["jur"] == "ca" and region in PROVINCES
            else (
                rng.choice(STATES[region][3].split("|")).split(":")[0]
                if ctx["jur"] == "us" and region in STATES
                else None
            )
        )
        rows = [
            (signed, person.later(self.lang) if rng.random() < 0.5 else person.first()),
            (date, make("non_birth_date", rng, ctx)),
        ]
        if rng.random() < 0.7:
            rows.append((officer, make("official", rng, ctx)))
        if town:
            rows.append((place, [town]))
        return rows


def plan(cfg, seed, jur, region, modes):
    return Planner(cfg, seed, jur, region, modes).plan()
