"""``assemble()``: one round-26 kind entry and a generator become a ``Spec`` (header, one section per role, a
list of further people, prose, sometimes an access log or an interview excerpt, closings)."""

from __future__ import annotations

from r26_doc import flat
from r26_phrases import ABOUT, ANSWER, ASK, SAY
from r26_pool import CLOSE, HEAD, LOG_EVENTS, POOL
from r26_spec import Block, Spec, field_key, fill, kin_word, label, mention, value

RELSETS = {
    "household": "spouse:adult partner:adult son:child daughter:child mother:elder father:elder grandson:child "
    "granddaughter:child lodger:adult roommate:adult foster_child:child",
    "heirs": "son:adult daughter:adult brother:adult sister:adult niece:adult nephew:adult grandson:adult "
    "granddaughter:child spouse:elder",
    "witnesses": "neighbour:adult friend:adult co-worker:adult passenger:adult bystander:adult",
    "family": "mother:elder father:elder brother:adult sister:adult aunt:elder uncle:elder cousin:adult "
    "grandmother:elder grandfather:elder",
    "children": "son:child daughter:child stepson:child stepdaughter:child son:child daughter:child",
}
BLOOD = set("son daughter mother father brother sister grandson granddaughter aunt uncle niece nephew cousin "
            "grandmother grandfather".split())  # fmt: skip
FEMALE = set("wife mother daughter sister grandmother granddaughter aunt niece stepdaughter".split())
MALE = set("husband son father brother grandfather grandson uncle nephew stepson".split())
GENERIC_Q = {
    "en": "And the {l} for {P}?", "fr": "Et pour {P}, {l}?", "es": "¿Y {l} de {P}?", "de": "Und {l} von {P}?",
    "it": "E {l} di {P}?", "nl": "En {l} van {P}?", "pt": "E {l} de {P}?",
}  # fmt: skip
LOG_HEAD = {
    "en": "Portal access log", "fr": "Journal d'accès", "es": "Registro de accesos", "de": "Zugriffsprotokoll",
    "it": "Registro degli accessi", "nl": "Toegangslogboek", "pt": "Registo de acessos",
}  # fmt: skip
INTERVIEW_HEAD = {
    "en": "Interview excerpt", "fr": "Extrait d'entrevue", "es": "Extracto de la entrevista",
    "de": "Auszug aus der Befragung", "it": "Estratto dell'audizione", "nl": "Fragment uit het gesprek",
    "pt": "Excerto da inquirição",
}  # fmt: skip
NOTHING = {"en": "n/a", "fr": "s.o.", "es": "—", "de": "—", "it": "—", "nl": "n.v.t.", "pt": "—"}


def _female(key, rng):
    return True if key in FEMALE else False if key in MALE else rng.random() < 0.5


def _role(g, spec_text, roles):
    heading, age, rel, fields = spec_text.split("|")
    age, _, sex = age.partition(":")
    female = {"f": True, "m": False}.get(sex)
    kin = roles.get("A")
    if rel == "spouse":
        w = g.who(age, female=(not kin.p.female if kin else None) if female is None else female)
        if kin is not None and g.rng.random() < 0.5:
            w.home = kin.home
    elif rel.startswith("kin"):
        w = g.who(age, kin=roles.get(rel[-1]) if ":" in rel else kin, female=female)
    else:
        w = g.who(age, female=female)
    return heading, w, fields.split()


def rows_for(g, w, fields):
    rows = []
    for f in fields:
        v = value(g, w, f) if f != "dod" else g.when(style=None)
        if v is None:
            continue
        key = "name" if f == "name" else field_key(g, w, f)
        rows.append((key, label(g, key), v))
        if f == "acct" and key == "acct":
            code = g.bank(w)
            if code is not None:
                rows.append(("bank", label(g, field_key(g, w, "bank")), code))
    return rows


def qa_for(g, w, fields, self_asked):
    lang, out = g.lang, []
    for f in fields:
        key = "name" if f == "name" else field_key(g, w, f)
        qkey = "hc" if key.startswith("hc_") else key
        if f == "name" and not self_asked:
            continue
        v = value(g, w, f) if f != "dod" else g.when()
        if v is None:
            continue
        table = ASK if self_asked else ABOUT
        sub = "us" if g.jur == "us" and lang == "en" and qkey in ("dl",) else lang
        qs = table.get(qkey, {}).get(sub) or table.get(qkey, {}).get(lang)
        if qs:
            q = fill(g, g.rng.choice(qs), {"P": w}, {"P": mention(g, w)})
        else:
            lab = label(g, key, plain=True)
            low = lang != "de" and lab[1:2].islower()
            q = fill(
                g, GENERIC_Q[lang], {}, {"P": mention(g, w), "l": (lab[:1].lower() + lab[1:]) if low else lab}
            )
        answers = ANSWER[lang][:3] if f == "name" else ANSWER[lang]
        a = fill(g, g.rng.choice(answers), {}, {"v": v})
        out.append((q, a))
    return out


def prose_for(g, w, fields):
    lang, out = g.lang, []
    for f in fields:
        if f == "name":
            continue
        key = field_key(g, w, f)
        skey = "hc" if key.startswith("hc_") else key
        says = SAY.get(skey, {})
        sub = "us" if g.jur == "us" and lang == "en" and skey in ("dl", "acct") else lang
        options = says.get(sub) or says.get(lang)
        v = (g.dob(w, own=False) if f == "dob" else value(g, w, f)) if options else None
        if v is None:
            continue
        out.append(fill(g, g.rng.choice(options), {}, {"P": mention(g, w), "v": v}))
    return out


def people_table(g, crowd, anchor):
    heading, relset, cols, lo, hi = crowd
    opts = RELSETS[relset].split()
    people = []
    for _ in range(g.rng.randint(int(lo), int(hi))):
        key, age = g.rng.choice(opts).split(":")
        key = key.replace("_", " ")
        kin = anchor if key in BLOOD else None
        w = g.who(age, kin=kin, female=_female(key, g.rng))
        born = g.kin_birth(anchor, key)
        if born is not None:
            w.dob = born
            w.age = (
                "child"
                if g.today.year - born.year < 16
                else "elder"
                if g.today.year - born.year > 66
                else "adult"
            )
        people.append((key, w))
    columns = cols.split()
    heads = []
    for c in columns:
        ck = {
            "id": "sin" if g.jur == "ca" else "ssn" if g.jur == "us" else "dl",
            "hc": "hc_" + (g.region or "on"),
        }.get(c, c)
        heads.append(label(g, ck))
    rows = []
    for key, w in people:
        row = []
        for c in columns:
            if c == "rel":
                row.append(kin_word(g, key))
            else:
                v = value(g, w, c)
                row.append(v if v is not None else NOTHING[g.lang])
        rows.append(row)
    return Block("table", heading, (heads, rows))


def access_log(g, w):
    lines = []
    events = LOG_EVENTS.get(g.lang, LOG_EVENTS["en"]).split("|")
    user = g.email(w)
    for _ in range(g.rng.randint(3, 6)):
        t = f"{g.rng.randint(0, 23):02d}:{g.rng.randint(0, 59):02d}:{g.rng.randint(0, 59):02d}"
        lines.append([g.when(style="iso"), f" {t} ", user, "  ", g.rng.choice(events), "  ", g.ip(w)])
    return lines


def assemble(g, cfg, weights):
    r = g.rng
    lang = cfg["lang"]
    spec = Spec(cfg["title"], lang)
    head = [h.split("|") for h in HEAD[lang]]
    spec.header.append((r.choice(head[0]), g.court_file()))
    spec.header.append((r.choice(head[1]), g.when()))
    office = cfg.get("office")
    if office:
        slot = {"judge": 2, "member": 2, "official": 5, "police": 6}[office]
        spec.header.append((r.choice(head[slot]), getattr(g, office)()))
    if r.random() < 0.45:
        spec.header.append((r.choice(head[3]), g.ref()))
    if r.random() < 0.35:
        spec.header.append((r.choice(head[4]), g.statute()))
    roles, sections = {}, []
    for i, text in enumerate(cfg["roles"]):
        heading, w, fields = _role(g, text, roles)
        roles["ABCD"[i]] = w
        sections.append((heading, w, fields))
    for i, (heading, w, fields) in enumerate(sections):
        mode = "rows" if w.age == "dead" else r.choices(("rows", "qa", "prose"), weights=weights)[0]
        if mode == "qa":
            body = qa_for(g, w, fields, self_asked=(i == 0 or r.random() < 0.4))
            if not w.seen:
                body.insert(0, ([heading, ":"], mention(g, w)))
        elif mode == "prose":
            body = prose_for(g, w, fields)
        else:
            body = rows_for(g, w, fields)
        if mode == "prose" and not body:
            mode, body = "rows", rows_for(g, w, fields)
        spec.blocks.append(Block(mode, heading, body, w))
    if cfg.get("crowd"):
        anchor = next((w for _, w, _ in sections if w.age == "dead"), roles["A"])
        spec.blocks.append(people_table(g, cfg["crowd"], anchor))
    paras = [fill(g, t, roles) for t in cfg["prose"]]
    pool = POOL[lang]
    for t in r.sample(pool, min(len(pool), r.randint(2, 5))):
        paras.append(fill(g, t, roles))
    spec.blocks.append(Block("prose", cfg.get("prose_heading", ""), [p for p in paras if p]))
    if "log" in cfg.get("flags", "") or r.random() < 0.12:
        spec.blocks.append(Block("log", LOG_HEAD[lang], access_log(g, roles["A"])))
    if "interview" in cfg.get("flags", "") and len(sections) > 1:
        other = sections[1][1]
        spec.blocks.append(Block("qa", INTERVIEW_HEAD[lang],
                                 qa_for(g, other, ["dob", "addr", "phone"], self_asked=False), other))  # fmt: skip
    for t in r.sample(CLOSE[lang], r.randint(1, 3)):
        line = fill(g, t, roles)
        if line:
            spec.closing.append(flat(line))
    return spec
