"""Round-29 document plan: people with their homes and identifiers, and ``plan()``, which turns a catalogue
entry into an abstract document (title, header rows, parties, a list of further people, story, log, closing)
that a layout then writes out."""

from __future__ import annotations

import random

from r29_geo import HOME_LOCALES
from r29_kit import gold
from r29_lookalikes import lines, maker
from r29_persona import ALL, CA_LOCALES, US_LOCALES
from r29_persona import Persona as Person
from r29_words import ABOUT, EXTRA, HEAD, JOINS, KIN, LABELS, QUESTIONS, SECOND, SENTENCES


def label_for(rng, field, lang, jur):
    full, short = LABELS[lang][field]
    roll = rng.random()
    if roll < 0.15:
        return short
    if roll < 0.37:
        if lang == "en":
            other = {"ca": "fr", "us": "es"}.get(jur) or SECOND.get(jur)
        else:
            other = "en"
        if other in LABELS:
            second = LABELS[other][field][0]
        elif other in EXTRA and field in ("name", "dob", "addr", "phone"):
            second = EXTRA[other][("name", "dob", "addr", "phone").index(field)]
        else:
            return full
        a, b = (full, second) if rng.random() < 0.7 else (second, full)
        join = rng.choice(JOINS)
        return f"{a}{join}{b}" + ("⟩" if join == " ⟨" else "")
    return full


HEADER = {
    "en": ("File no.", "Dated", "Before", "Reference", "Under"),
    "fr": ("N° de dossier", "Date", "Devant", "Référence", "En vertu de"),
    "es": ("Expediente", "Fecha", "Ante", "Referencia", "Conforme a"),
    "de": ("Aktenzeichen", "Datum", "Vor", "Bezug", "Nach"),
    "it": ("Fascicolo", "Data", "Davanti a", "Riferimento", "Ai sensi di"),
    "nl": ("Zaaknummer", "Datum", "Voor", "Kenmerk", "Op grond van"),
    "pt": ("Processo", "Data", "Perante", "Referência", "Nos termos de"),
    "da": ("Sagsnr.", "Dato", "For", "Reference", "I henhold til"),
}
CLOSE = {
    "en": [
        "Sworn before {official} on {non_birth_date}.",
        "Entered by {official}, {non_birth_date}.",
        "Certified a true copy — {official} — {non_birth_date}",
        "Filed electronically {non_birth_date}; reviewed by {official}.",
        "Next appearance {non_birth_date} before {judge}.",
    ],
    "fr": [
        "Assermenté devant {official} le {non_birth_date}.",
        "Copie conforme — {official} — {non_birth_date}",
    ],
    "xx": ["{official} — {non_birth_date}", "{judge} · {non_birth_date}"],
}
STORY = {
    "en": [
        "{who} attended in person.",
        "Counsel for {who} asked for a short adjournment.",
        "{who} did not dispute the figures.",
        "The court heard from {who} by video.",
    ],
    "fr": ["{who} était présent(e) à l'audience.", "{who} ne conteste pas les montants."],
    "es": ["{who} compareció personalmente.", "{who} no impugnó las cifras."],
    "de": ["{who} erschien persönlich.", "{who} bestritt die Zahlen nicht."],
    "it": ["{who} è comparso/a di persona.", "{who} non ha contestato gli importi."],
    "nl": ["{who} verscheen in persoon.", "{who} betwistte de bedragen niet."],
    "pt": ["{who} compareceu pessoalmente.", "{who} não contestou os valores."],
    "da": ["{who} mødte personligt.", "{who} bestred ikke beløbene."],
}


def frame(template, values):
    out, rest = [], template
    while "{" in rest:
        before, tail = rest.split("{", 1)
        key, rest = tail.split("}", 1)
        out += [before, values[key]]
    return out + [rest]


def plan(cfg, seed, jur, region, modes):
    rng = random.Random(seed)
    lang = cfg["lang"]
    locales = CA_LOCALES if jur == "ca" else US_LOCALES if jur == "us" else HOME_LOCALES[jur]
    people = []
    doc = {"lang": lang, "title": cfg["title"], "parties": [], "table": None, "qa_about": []}
    doc["head"] = [
        (HEADER[lang][0], [maker(rng, "court_file_number", jur, lang)]),
        (HEADER[lang][1], [maker(rng, "non_birth_date", jur, lang)]),
        (HEADER[lang][2], [maker(rng, rng.choice(["judge", "judge", "tribunal_member"]), jur, lang)]),
    ]
    if rng.random() < 0.7:
        doc["head"].append(
            (
                HEADER[lang][3],
                [
                    maker(rng, "reference_number", jur, lang),
                    " · ",
                    maker(rng, "institutional_phone", jur, lang),
                ],
            )
        )
    doc["head"].append(
        (HEADER[lang][4], [maker(rng, "statute", jur, lang), ", ", maker(rng, "section_ref", jur, lang)])
    )
    for role in cfg["roles"]:
        loc = rng.choice(locales) if rng.random() < 0.75 else rng.choice(ALL)
        p = Person(rng, loc, jur, region)
        people.append(p)
        rows, qa, said = [], [], []
        for field in p.fields(rng, rng.randint(3, 5)):
            roll = rng.random()
            if roll < modes[0] or field not in ("dob", "addr", "phone", "email", "name"):
                rows.append((field, label_for(rng, field, lang, jur), p.value(rng, field, lang, jur)))
            elif roll < modes[0] + modes[1]:
                qa.append((rng.choice(QUESTIONS[lang][field]), p.value(rng, field, lang, jur)))
            else:
                said.append(field)
        if said:
            frames = [
                t
                for t in SENTENCES[lang]
                if all(
                    ("{" + k + "}") not in t or k in said or k == "who"
                    for k in ("dob", "addr", "phone", "email")
                )
            ]
            template = rng.choice(frames or SENTENCES[lang][:1])
            vals = {
                "who": p.later(rng),
                "dob": p.dob(rng, lang, jur, sentence=True),
                "addr": p.address(),
                "phone": p.value(rng, "phone", lang, jur),
                "email": p.value(rng, "email", lang, jur),
            }
            sents = [frame(template, vals)]
            if "name" in said:
                sents.insert(
                    0,
                    frame(
                        {"en": "The {role} is {who}.", "fr": "La partie ({role}) est {who}."}.get(
                            lang, "{role}: {who}."
                        ),
                        {"role": role, "who": p.first(rng)},
                    ),
                )
            said = sents
        doc["parties"].append({"heading": role, "rows": rows, "qa": qa, "said": said, "person": p})
    if cfg.get("kin") is not None:
        anchor = people[0]
        kin_word = KIN[lang][cfg["kin"]]
        table = []
        for _ in range(rng.randint(2, 4)):
            same = rng.random() < 0.7 and cfg["kin"] in (0, 1)
            k = Person(
                rng,
                anchor.loc if same else rng.choice(locales),
                jur,
                region,
                family=anchor.fam_entry if same else None,
                adult=cfg["kin"] not in (0,),
                home_of=anchor if same else None,
            )
            people.append(k)
            table.append(
                [
                    k.first(rng),
                    [kin_word],
                    k.dob(rng, lang, jur),
                    [gold(k.home[3], "PHONE")] if rng.random() < 0.5 else [gold(k.email, "EMAIL")],
                ]
            )
        doc["table"] = {"cols": HEAD[lang], "rows": table}
        if rng.random() < 0.6:
            who = rng.choice(people[len(cfg["roles"]) :])
            doc["qa_about"].append((frame(ABOUT[lang], {"who": who.later(rng)}), who.dob(rng, lang, jur)))
    story = [
        frame(rng.choice(STORY[lang]), {"who": rng.choice(people).later(rng)})
        for _ in range(rng.randint(2, 4))
    ]
    story += lines(rng, jur, lang, rng.randint(2, 5))
    rng.shuffle(story)
    doc["story"] = story
    doc["log"] = []
    if rng.random() < 0.35:
        for p in rng.sample(people, min(len(people), rng.randint(1, 3))):
            doc["log"].append(
                [
                    maker(rng, "non_birth_date", jur, "en"),
                    " login ",
                    gold(p.ip, "IP_ADDRESS"),
                    " user ",
                    gold(p.email, "EMAIL"),
                ]
            )
    closes = CLOSE.get(lang, CLOSE["xx"])
    doc["close"] = [
        lines_close(rng, t, jur, lang) for t in rng.sample(closes, rng.randint(1, min(2, len(closes))))
    ]
    return doc


def lines_close(rng, template, jur, lang):
    out, rest = [], template
    while "{" in rest:
        before, tail = rest.split("{", 1)
        kind, rest = tail.split("}", 1)
        out += [before, maker(rng, kind, jur, lang)]
    return out + [rest]
