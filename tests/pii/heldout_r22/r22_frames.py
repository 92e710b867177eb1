"""Assembles one document from its kind's entry: parties, identifiers, tables, prose, turns, references."""

from __future__ import annotations

from r22_blocks import ROUTING, Ctx, Spec, closing, label

ROLE_IDS = {"ca": "sin hc dl bank", "us": "ssn dl bank card", "other": "dl iban bank"}
GENERIC = [
    "The file was opened on {date} after a referral from {org}; see {statute}, {section}.",
    "Counsel relied on {case} and on {neutral}; nothing in those decisions turns on the identity of {B}.",
    "Records produced under Bates range {bates} to {bates} were reviewed; none mention {public} or {historical}.",
    "A courier package ({tracking}) was signed for by {C} at the front desk of {building}.",
    "Enquiries may be directed to {iemail} or {iphone}; forms are at {iurl}. Quote {ref}, not any personal number.",
    "The matter is unrelated to claim {ssnlike} or to extension {phonelike}, which belong to a different office.",
    "The intake system ({product}, build {commit}) flagged the record on {date}.",
    "{A} works for a firm that licenses {patent}; the patent is owned by the firm, not by {A}.",
    "{B} was introduced at the hearing as a past nominee for {award}, which has no bearing on the issues.",
    "The family emigrated aboard {ship}, according to {A}; the ship's manifest was not produced.",
    "The file was reassigned by {official} on {date}.",
    "{A} stated that the family moved after {storm} damaged the house near {eplace}.",
    "The worker noted that {B} had been treated for {term} at {org} and is now followed in {place}.",
    "The witness compared the situation to {fictional} in a novel; the remark was noted and nothing turned on it.",
]
TURNS = [
    ("Q", "Please state your full name for the record."),
    ("A", "{A}."),
    ("Q", "And your date of birth?"),
    ("A", "It's {dobA}."),
    ("Q", "Where were you living on {date}?"),
    ("A", "At {addrA}, with {B}."),
    ("Q", "Who else was present?"),
    ("A", "{C}, and I think {B} came in later. {C} can confirm that."),
    ("Q", "Is {phoneA} still a good number for you?"),
    ("A", "Yes. Or e-mail, {emailA}."),
]


def _id_row(g, code, p):
    make = {
        "sin": g.sin,
        "ssn": g.ssn,
        "dl": lambda: g.licence(p),
        "bank": g.bank,
        "card": g.card,
        "iban": g.iban,
        "hc": lambda: g.health(p),
    }[code]
    val = g.memo(p, code, make)
    if val is None:
        return (label(g, "hc"), g.pick(["n/a — out of province", "on file", "not required"]))
    if code == "bank" and g.chance(0.5):
        return [(g.pick(ROUTING.get(g.lang, ROUTING["en"])), g.routing()), (label(g, "bank"), val)]
    return (label(g, code), val)


def party_rows(g, ctx, key, ids, rich):
    p = ctx.people[key]
    rows = [(label(g, "name"), ctx.person(key))]
    if rich or g.chance(0.5):
        rows.append((label(g, "dob"), g.dob(p)))
    if rich or g.chance(0.35):
        rows.append((label(g, "addr"), g.memo(p, "addr", lambda: g.address(p))))
    if rich or g.chance(0.3):
        rows.append((label(g, "phone"), g.memo(p, "phone", lambda: g.phone(p))))
    if rich and g.chance(0.7) or g.chance(0.15):
        rows.append((label(g, "email"), g.memo(p, "email", lambda: g.email(p))))
    for code in ids.split():
        if rich and g.chance(0.75) or g.chance(0.1):
            r = _id_row(g, code, p)
            rows.extend(r if isinstance(r, list) else [r])
    if rich and g.chance(0.2):
        rows.append((label(g, "url"), g.memo(p, "url", lambda: g.url(p))))
    if rich and g.chance(0.2):
        rows.append((label(g, "ip"), g.ip()))
    return rows


def assemble(g, cfg):
    kind, shape, jurs, lang, title, roles, ids, flags, prose = cfg
    spec = Spec(title)
    letters = "ABCDEFG"
    people = {}
    for i in range(len(roles.split("|"))):
        people[letters[i]] = g.person(0.75 if i else 0.55)
    ctx = Ctx(g, people)
    spec.head = [
        (g.pick(["File no.", "Court file", "Our file", "Dossier", "Case #", "Matter"]), g.file_no()),
        (
            g.pick(
                ["Date", "Dated", "Issued", "Date de la demande"]
                if lang == "fr"
                else ["Date", "Dated", "Issued", "Received"]
            ),
            g.date(),
        ),
    ]
    if g.chance(0.6):
        spec.head.append(
            (
                g.pick(["Before", "Decision-maker", "Presiding"]),
                g.member() if "tribunal" in flags or g.chance(0.3) else g.judge(),
            )
        )
    if g.chance(0.5):
        spec.head.append((g.pick(["Reference", "Ref.", "Claim no.", "Internal ref."]), g.ref()))
    idset = ids or g.pick([ROLE_IDS.get(g.jur, ROLE_IDS["other"])])
    for i, role in enumerate(roles.split("|")):
        key = letters[i]
        spec.fields(
            role,
            party_rows(
                g, ctx, key, idset if i == 0 else g.pick(["dl", "bank", "", idset]), i == 0 or g.chance(0.3)
            ),
        )
    if "table" in flags or g.chance(0.35):
        n = g.rng.randint(2, 4)
        rows = []
        for _ in range(n):
            p = g.person(0.7)
            rows.append(
                [
                    [p.s(p.full_form(g.rng))],
                    g.pick(
                        [
                            "child",
                            "spouse",
                            "sibling",
                            "parent",
                            "witness",
                            "roommate",
                            "employee",
                            "dependant",
                        ]
                    ),
                    g.dob(p) if g.chance(0.8) else "—",
                ]
            )
            if len(people) < 7:
                people[letters[len(people)]] = p
        spec.table(
            g.pick(["Household members", "Other persons named", "Children", "Witnesses", "Persons present"]),
            ["Name", "Relationship", "Date of birth"],
            rows,
        )
    for t in prose:
        spec.para(None, ctx.fill(t))
    for t in g.rng.sample(GENERIC, g.rng.randint(2, 4)):
        try:
            spec.para(g.pick([None, "Notes", "Background", "Remarks"]), ctx.fill(t))
        except KeyError:
            continue
    if "turns" in flags:
        spec.turns(
            g.pick(["Excerpt of interview", "Transcript", "Recorded statement"]),
            [(s, ctx.fill(t)) for s, t in TURNS[: g.rng.randint(6, len(TURNS))]],
        )
    if g.chance(0.5):
        spec.fields(
            g.pick(["References", "Authorities", "Related records"]),
            [("Law", g.statute()), ("Case", g.case()), ("Contact", g.inst_phone())],
        )
    signer = people["A"] if g.chance(0.6) else g.person(0.7)
    spec.closing = closing(g, ctx, signer, list(people.values()))
    spec.kind, spec.lang, spec.people, spec.signer = kind, lang, people, signer
    return spec
