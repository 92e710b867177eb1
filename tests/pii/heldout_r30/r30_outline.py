"""Round-30 document outline: ``outline()`` turns a catalogue line into an abstract document (title, header
rows, parties with their details, a list of further people, follow-up questions, story, access log, closings)
that a layout then writes out."""

from __future__ import annotations

import datetime as dt
import random

from r30_decoys import event_date, fill, make
from r30_kit import decoy, pii
from r30_numbers import birth_day
from r30_people import Person, home_for
from r30_phrases import CLOSE, COLUMNS, HEAD, KIN, LOG
from r30_story import STORY
from r30_wording import (
    ABOUT,
    ABOUT_FIELDS,
    EXTRA,
    FIELDS,
    JOINS,
    LABELS,
    QUESTIONS,
    SECOND,
    SENTENCES,
    US_LABELS,
)

# how likely each further detail of a party is given
CHANCE = {
    "dob": 0.97,
    "addr": 0.85,
    "phone": 0.75,
    "email": 0.6,
    "url": 0.2,
    "ip": 0.2,
    "sin": 0.5,
    "ssn": 0.55,
    "hc": 0.55,
    "dl": 0.45,
    "bank": 0.35,
    "iban": 0.65,
    "card": 0.22,
}
ENGLISH_ABROAD = {"uk", "ie", "au", "nz", "za", "in", "sg", "gh", "jm"}


def convention(jur, lang):
    if jur == "ca":
        return "ca_fr" if lang == "fr" else "ca_en"
    if jur in ("us", "ph"):
        return "us_es" if lang == "es" else "us_en"
    if jur in ENGLISH_ABROAD:
        return "gb"
    return {"mx": "es", "br": "pt"}.get(jur, jur)


def label_for(rng, field, ctx):
    lang, jur = ctx["lang"], ctx["jur"]
    full, short = LABELS[lang][field]
    if lang == "en" and jur == "us" and field in US_LABELS:
        full, short = US_LABELS[field]
    roll = rng.random()
    if roll < 0.17:
        return short
    if roll < 0.4:
        other = ({"ca": "fr", "us": "es"}.get(jur) or SECOND.get(jur)) if lang == "en" else "en"
        if other == "en" and jur == "us" and field in US_LABELS:
            second = US_LABELS[field][0]
        elif other in LABELS:
            second = LABELS[other][field][0]
        elif other in EXTRA and field in ("name", "dob", "addr", "phone"):
            second = EXTRA[other][("name", "dob", "addr", "phone").index(field)]
        else:
            return full
        a, b = (full, second) if rng.random() < 0.7 else (second, full)
        return f"{a}{rng.choice(JOINS)}{b}"
    return full


def _frame(frame, rng, n, v):
    out = []
    for part in frame.replace("{v}", "\0v\0").replace("{n}", "\0n\0").split("\0"):
        if part == "n":
            out.extend(n)
        elif part == "v":
            out.extend(v)
        elif part:
            out.append(part)
    return out


def details(rng, person, ctx, modes, head_fields=None):
    """The items of one party: the name first, then its other details as rows, questions or sentences."""
    lang = ctx["lang"]
    items = []
    if rng.random() < 0.8 or modes[1] == 0:
        items.append(("row", "name", label_for(rng, "name", ctx), person.value("name", ctx)))
    else:
        items.append(("qa", QUESTIONS[lang]["name"], person.first()))
    fields = [f for f in FIELDS[1:] if person.has(f) and rng.random() < CHANCE[f]]
    if "iban" in fields and "bank" in fields and "bank_row" not in person.ids:
        fields.remove("bank")
    for field in fields:
        mode = rng.choices(("row", "qa", "say"), weights=modes)[0]
        if mode == "row":
            items.append(("row", field, label_for(rng, field, ctx), person.value(field, ctx)))
        elif mode == "qa":
            items.append(("qa", QUESTIONS[lang][field], person.value(field, ctx)))
        else:
            frame = rng.choice(SENTENCES[lang][field])
            items.append(
                ("say", _frame(frame, rng, person.later(lang), person.value(field, ctx, sentence=True)))
            )
    return items


def relative_born(rng, anchor, kin):
    lo, hi = {0: (20, 38), 1: (-15, 15), 2: (-9, 9), 3: (-38, -21), 4: (14, 34), 5: (16, 30)}[kin]
    year = min(2023, max(1928, anchor.year + rng.randint(lo, hi)))
    return birth_day(rng, year, year)


def outline(cfg, seed, jur, region, modes):
    rng = random.Random(seed)
    lang = cfg["lang"]
    ctx = {"jur": jur, "region": region, "lang": lang, "conv": convention(jur, lang)}
    people = []
    for i, role in enumerate(cfg["roles"]):
        home, loc = home_for(rng, ctx)
        family = None
        if i and rng.random() < 0.35:
            home = people[0][1].home
        if i and rng.random() < 0.3:
            loc, family = people[0][1].loc, people[0][1].family_entry
        taken = {p.given for _, p in people}
        if people:  # the other parties are of the first party's generation
            year = people[0][1].born.year
            born = birth_day(rng, max(1938, year - 14), min(2003, year + 14))
        else:
            born = birth_day(rng, 1941, 2001)
        people.append((role, Person(rng, loc, rng.random() < 0.5, born, home, family, taken)))

    head_labels = HEAD[lang]
    head = [(head_labels[0], [make("file", rng, ctx)]), (head_labels[1], [make("date", rng, ctx)])]
    who = rng.random()
    head.append(
        (head_labels[2], [make("judge" if who < 0.6 else "member" if who < 0.85 else "off", rng, ctx)])
    )
    if rng.random() < 0.6:
        head.append((head_labels[3], [make("ref", rng, ctx), " · ", make("iphone", rng, ctx)]))
    if rng.random() < 0.85:
        head.append((head_labels[4], [make("law", rng, ctx), ", ", make("sec", rng, ctx)]))
    if rng.random() < 0.5:
        head.append((head_labels[5], [make(rng.choice(["iurl", "imail"]), rng, ctx)]))

    parties = [{"heading": role, "items": details(rng, p, ctx, modes)} for role, p in people]

    table, follow, relatives = None, [], []
    if cfg["kin"] is not None and rng.random() < 0.9:
        anchor = people[0][1]
        heading, words = KIN[lang][cfg["kin"]]
        for _ in range(rng.randint(2, 5)):
            share = rng.random() < 0.7
            home = anchor.home if rng.random() < 0.6 else home_for(rng, ctx)[0]
            female = rng.random() < 0.5
            taken = {p.given for _, p in people} | {r.given for r in relatives}
            rel = Person(
                rng,
                anchor.loc if share else home_for(rng, ctx)[1],
                female,
                relative_born(rng, anchor.born, cfg["kin"]),
                home,
                anchor.family_entry if share else None,
                taken,
            )
            relatives.append(rel)
        cols = [label_for(rng, "name", ctx), COLUMNS[lang][0], label_for(rng, "dob", ctx), COLUMNS[lang][1]]
        rows = []
        for rel in relatives:
            roll = rng.random()
            if rel.born.year > 2009:  # a young child: the household telephone, or nothing
                contact = [pii(anchor.phone, "PHONE")] if roll < 0.5 else ["—"]
            else:
                contact = (
                    rel.value("phone", ctx)
                    if roll < 0.45
                    else rel.value("email", ctx)
                    if roll < 0.8
                    else ["—"]
                )
            rows.append([rel.row_name(), [words[1] if rel.female else words[0]], [rel.dob(ctx)], contact])
        table = {"heading": heading, "cols": cols, "rows": rows}
        for rel in rng.sample(relatives, k=min(len(relatives), rng.choice([0, 1, 1, 2]))):
            k = rng.randrange(4)
            q = _frame(ABOUT[lang][k], rng, rel.later(lang), [])
            follow.append((q, rel.value(ABOUT_FIELDS[k], ctx)))

    everyone = [p for _, p in people] + relatives

    def someone():
        return rng.choice(everyone).later(lang)

    story = [fill(rng.choice(STORY[lang]), rng, ctx, someone) for _ in range(rng.randint(2, 5))]

    log = None
    if rng.random() < 0.4:
        title, c_time, c_user, c_src, c_act, acts = LOG[lang]
        rows = []
        start = dt.datetime(2019, 1, 1) + dt.timedelta(minutes=rng.randint(0, 2700 * 1440))
        for _ in range(rng.randint(2, 5)):
            p = rng.choice([p for _, p in people])
            start += dt.timedelta(minutes=rng.randint(3, 3000))
            user = [pii(p.email, "EMAIL")] if rng.random() < 0.5 else p.later(lang)
            rows.append(
                [
                    [decoy(f"{start:%Y-%m-%d %H:%M}", "non_birth_date")],
                    user,
                    [pii(p.ip, "IP_ADDRESS")],
                    [rng.choice(acts.split("|"))],
                ]
            )
        log = {"heading": title, "cols": [c_time, c_user, c_src, c_act], "rows": rows}

    sworn, dated, signed = CLOSE[lang]
    close = [(sworn, [make("off", rng, ctx)]), (dated, [decoy(event_date(rng, ctx), "non_birth_date")])]
    close.append((signed, people[0][1].later(lang)))
    return {
        "kind": cfg["kind"],
        "lang": lang,
        "jur": jur,
        "title": cfg["title"],
        "head": head,
        "parties": parties,
        "table": table,
        "follow": follow,
        "story": story,
        "log": log,
        "close": close,
        "ctx": ctx,
    }
