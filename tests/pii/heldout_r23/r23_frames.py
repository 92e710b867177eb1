"""``assemble()``: turns a kind entry into a ``Spec``; the shared prose and interview pools."""

from __future__ import annotations

from r23_blocks import Spec, caps_title, closing, fill, word

POOL_EN = [
    "{A} told the intake worker that {B.g} had moved out before {date}.",
    "Counsel relied on {case}, {cite}, and on {section} of the {statute}.",
    "The hearing was held at {building} before {judge}.",
    "{B} says the cheque was drawn on an account at {org}; the bank's code is {bank}.",
    "Records were produced under Bates range {bates} to {bates}.",
    "The parties met at a coffee shop in {place} on {date}; {A} arrived late.",
    "The report applies the {term} criteria; nothing turns on it.",
    "{A}'s neighbour, {C}, confirmed the date by reference to {storm}.",
    "The courier slip (tracking {track}) shows delivery to {A} at the {eplace} address.",
    "A copy of the decision in {neutral} was handed up.",
    "{B} works as a deckhand on the {ship} and is away for weeks at a time.",
    "The claimant compared the situation to a scene with {fict}; the remark was struck.",
    "{C} keeps a framed photo with {pub} in the office; it was mentioned only in passing.",
    "The old school on the lot is named after {hist}.",
    "{A} received the {award} in an earlier year, which is not disputed.",
    "Reference {pshape} on the envelope is an internal docket sequence, not a telephone number.",
    "The insurer's claim number {sshape} was quoted in each letter.",
    "The device in question is covered by {patent}.",
    "The change was recorded in commit {commit} of the firm's template repository.",
    "{official} noted that the affidavit of {B} was commissioned on {date}.",
    "{D.full}, no relation to {A}, gave evidence by video.",
    "Following the adjournment, {A.g} and {B.g} spoke briefly in the hallway.",
    "The address on file for {A} is {A.addr}; mail has not been returned.",
    "{C} can be reached at {C.phone} or {C.email}.",
    "The registry's line is {iphone}; its inbox is {iemail}.",
]
POOL_FR = [
    "{A} affirme que {B} a quitté le logement avant le {date}.",
    "Le tribunal renvoie à l'arrêt {case}, {cite}.",
    "L'audience a eu lieu au {building} devant {judge}.",
    "{C} peut être joint au {C.phone}.",
]
POOL_OTHER = [
    "{A} — {B} — {date}.",
    "{case}, {cite}.",
    "{official}: {file}.",
    "{C}: {C.phone}, {C.email}.",
]
QA = [
    ("Q", "Please state your name for the record."),
    ("A", "{A.full}."),
    ("Q", "And your date of birth?"),
    ("A", "{A.dob}."),
    ("Q", "How do you know {B}?"),
    ("A", "{B.g} is my former partner; we lived on {eplace} Road."),
    ("Q", "Did you speak with {C} that day?"),
    ("A", "Only by phone, at {C.phone}."),
    ("Q", "Who else was present?"),
    ("A", "The interpreter and {official}."),
]
ID_ROWS = {
    "id": None,
    "hc": "hc",
    "dl": "dl",
    "acct": "acct",
    "iban": "iban",
    "card": "card",
    "url": "url",
    "bank": "bank",
}


def _people_fields(g, spec, p, lang, idkeys, role):
    rng = g.rng
    rows = [(word(rng, "name", lang), p.first(rng))]
    if rng.random() < 0.85:
        rows.append((word(rng, "dob", lang), g.dob(p)))
    rows.append((word(rng, "addr", lang), g.address(p)))
    if rng.random() < 0.8:
        rows.append((word(rng, "phone", lang), g.phone(p)))
    if rng.random() < 0.6:
        rows.append((word(rng, "email", lang), g.email(p)))
    for key in idkeys:
        if key == "id":
            val = g.national_id(p)
            if val is not None:
                rows.append((word(rng, "sin" if g.jur == "ca" else "ssn", lang), val))
        elif key == "bank":
            rows.append((word(rng, "bank", lang), g.bank_code()))
        elif key == "hc":
            rows.append((word(rng, "hc", lang), g.health(p) or "not applicable"))
        else:
            rows.append(
                (
                    word(rng, ID_ROWS[key], lang),
                    getattr(g, {"dl": "licence", "acct": "account"}.get(key, key))(p),
                )
            )
    spec.fields(role.title(), rows)


def assemble(g, cfg):
    kind, shape, jurs, lang, title, roles, idkeys, flags, prose = cfg
    rng = g.rng
    roles = roles.split("/")
    people = [g.person(r, abroad=(i == 0 and "a" in flags)) for i, r in enumerate(roles)]
    while len(people) < 5:
        people.append(g.person("other"))
    spec = Spec(caps_title(title))
    spec.header = [(word(rng, "file", lang), g.file_no()), (word(rng, "date", lang), g.today())]
    if "m" in flags:
        spec.header.append((word(rng, "before", lang), g.decoy("member")))
    elif rng.random() < 0.8:
        spec.header.append((word(rng, "before", lang), g.decoy("judge")))
    if rng.random() < 0.5:
        spec.header.append((word(rng, "ref", lang), g.ref()))
    ids = idkeys.split()
    for i, role in enumerate(roles):
        mine = ids if i == 0 else [k for k in ids if k in ("id", "dl", "hc") and rng.random() < 0.5]
        _people_fields(g, spec, people[i], lang, mine, role)
    if "t" in flags or rng.random() < 0.3:
        rows = []
        for p in people[len(roles) :] + [g.person("other") for _ in range(rng.randint(0, 2))]:
            rows.append([p.listed(), g.dob(p) if rng.random() < 0.7 else "—", p.role, g.phone(p)])
        spec.table("Other persons", ["Name", "DOB", "Relationship", "Phone"], rows)
    pool = POOL_EN if lang == "en" else POOL_FR if lang == "fr" else POOL_OTHER
    paras = [fill(g, t, people) for t in prose]
    paras += [fill(g, t, people) for t in rng.sample(pool, min(len(pool), rng.randint(2, 5)))]
    rng.shuffle(paras)
    spec.prose("Narrative" if lang == "en" else "Exposé", paras)
    if "q" in flags or (lang == "en" and rng.random() < 0.2):
        start = rng.choice([0, 2, 4])
        spec.qa("Excerpt", [(who, fill(g, t, people)) for who, t in QA[start:]])
    if "i" in flags or rng.random() < 0.15:
        spec.table(
            "Access log",
            ["When", "IP", "User"],
            [[g.date(30, 0), g.ip(), people[0].mention(rng)] for _ in range(rng.randint(2, 4))],
        )
    spec.closing = closing(g, people)
    return spec
