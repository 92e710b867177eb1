"""``assemble()``: turns a round-24 kind entry into a ``Spec``; the shared prose pools."""

from __future__ import annotations

from r24_blocks import Spec, as_narrative, as_questions, closing, fill, heading, label, rows_for
from r24_doc import D

POOL = {
    "en": [
        "{A} explained that the arrangement with {B} fell apart after {date}.",
        "The panel considered {case}, {cite}, together with {section} of the {statute}.",
        "A preliminary conference took place at {building} on {date}.",
        "{B} stated that the deposit was wired through {org}, bank code {bank}.",
        "Disclosure ran from {bates} through {bates}.",
        "{C} recalls the move because it happened the week of {storm}.",
        "The assessor scored the child on the {term}; no one disputes the result.",
        "A parcel (tracking {track}) addressed to {A} was signed for at the {eplace} depot.",
        "The reasons in {neutral} were provided to both sides.",
        "{B.f} spent most of that season aboard the {ship}.",
        "{A.g} joked that the landlord acted like {fict}; nothing turns on the remark.",
        "A signed photograph of {pub} hangs in the waiting room, as {C} pointed out.",
        "The community centre on the corner is named for {hist}.",
        "{C} once received the {award}, which the parties mention only for context.",
        "The number {pshape} printed on the invoice is a batch code, not a phone line.",
        "Claim {sshape} appears on every letter from the insurer.",
        "The dispute over the app began with an update to {product}.",
        "The licensing agreement refers to {patent}.",
        "The template was last changed in revision {commit}.",
        "{official} confirmed that {B}'s statement was filed on {date}.",
        "{D.full} (no relation to {A.f}) attended as an observer.",
        "During the break {A.g} and {B.g} spoke privately.",
        "Notices for {A} were mailed to {A.addr} and none came back.",
        "{C} left a voicemail from {C.phone} and followed up by e-mail from {C.email}.",
        "The office can be reached at {iphone} or {iemail}; forms are at {iurl}.",
        "{B} said the last time {B.g} saw {A.g} was at a family dinner in {place}.",
        "{A} has lived in {place} most of {A.f}'s life, according to {C}.",
        "Reference {ref} was quoted on the envelope.",
        "{D} drove {A.g} to the appointment on {date}.",
        "The online account of {B} was accessed from {ip} shortly after midnight.",
    ],
    "fr": [
        "{A} explique que l'entente avec {B} a pris fin le {date}.",
        "Le tribunal s'appuie sur {case}, {cite}, et sur l'{section}.",
        "L'audience préparatoire a eu lieu au {building}.",
        "{C} se souvient de la date parce que c'était la semaine de l'{storm}.",
        "Un colis (suivi {track}) adressé à {A} a été remis le {date}.",
        "{official} confirme le dépôt de la déclaration de {B}.",
        "Les avis destinés à {A} ont été envoyés au {A.addr}.",
        "{C} a laissé un message depuis le {C.phone}.",
        "Le greffe est joignable au {iphone} ou à {iemail}.",
        "{D.full} était présent(e) à titre d'observateur.",
        "La salle communautaire porte le nom de {hist}.",
    ],
    "es": [
        "{A} declaró que el acuerdo con {B} terminó el {date}.",
        "El juzgado citó {case}, {cite}.",
        "La audiencia previa se celebró en {building}.",
        "{C} recuerda la fecha por el paso del {storm}.",
        "Las notificaciones para {A} se enviaron a {A.addr}.",
        "{C} llamó desde el {C.phone}.",
        "La oficina atiende en el {iphone}.",
        "{D.full} asistió como observador.",
    ],
    "de": [
        "{A} erklärte, die Vereinbarung mit {B} sei am {date} beendet worden.",
        "Das Gericht verweist auf {case}, {cite}.",
        "Schreiben an {A} gingen an {A.addr}.",
        "{C} rief von {C.phone} an.",
        "Die Geschäftsstelle ist unter {iphone} erreichbar.",
        "{D.full} nahm als Zuhörer teil.",
    ],
    "pt": [
        "{A} afirmou que o acordo com {B} terminou em {date}.",
        "O tribunal citou {case}, {cite}.",
        "As notificações para {A} foram enviadas para {A.addr}.",
        "{C} ligou do número {C.phone}.",
        "{D.full} esteve presente como observador.",
    ],
    "it": [
        "{A} ha dichiarato che l'accordo con {B} è cessato il {date}.",
        "Il tribunale richiama {case}, {cite}.",
        "Le comunicazioni per {A} sono state spedite a {A.addr}.",
        "{C} ha chiamato dal {C.phone}.",
        "{D.full} era presente come uditore.",
    ],
    "nl": [
        "{A} verklaarde dat de afspraak met {B} op {date} eindigde.",
        "Post voor {A} ging naar {A.addr}.",
        "{C} belde vanaf {C.phone}.",
        "{D.full} was als toehoorder aanwezig.",
    ],
    "pl": [
        "{A} oświadczył(a), że umowa z {B} wygasła dnia {date}.",
        "Korespondencję do {A} wysłano na adres {A.addr}.",
        "{C} dzwonił(a) z numeru {C.phone}.",
        "{D.full} był(a) obecny(a) jako obserwator.",
    ],
}
INTERVIEW = {
    "en": [
        ("Q", "Please give your full name for the record."),
        ("A", "{A.full}."),
        ("Q", "And your date of birth?"),
        ("A", "{A.dob}."),
        ("Q", "Who else lived at {A.addr} with you?"),
        ("A", "{B} and, for a while, {C}."),
        ("Q", "How did you usually contact {B.g}?"),
        ("A", "By text, at {B.phone}."),
        ("Q", "Did anyone else see what happened on {date}?"),
        ("A", "{D} was there, I think."),
    ],
    "fr": [
        ("Q", "Veuillez dire votre nom au complet."),
        ("R", "{A.full}."),
        ("Q", "Votre date de naissance?"),
        ("R", "Le {A.dob}."),
        ("Q", "Qui habitait avec vous?"),
        ("R", "{B}, et parfois {C}."),
    ],
    "es": [
        ("P", "Diga su nombre completo."),
        ("R", "{A.full}."),
        ("P", "¿Fecha de nacimiento?"),
        ("R", "{A.dob}."),
        ("P", "¿Quién más vivía con usted?"),
        ("R", "{B}."),
    ],
}
HEAD = {
    "en": (
        "Parties",
        "Statement",
        "Other persons",
        "Interview excerpt",
        "Access log",
        "Questions and answers",
    ),
    "fr": (
        "Parties",
        "Exposé",
        "Autres personnes",
        "Extrait d'entrevue",
        "Journal d'accès",
        "Questions et réponses",
    ),
    "es": (
        "Partes",
        "Hechos",
        "Otras personas",
        "Extracto de entrevista",
        "Registro de accesos",
        "Preguntas",
    ),
    "de": (
        "Beteiligte",
        "Sachverhalt",
        "Weitere Personen",
        "Befragung",
        "Zugriffsprotokoll",
        "Fragen und Antworten",
    ),
    "pt": (
        "Partes",
        "Exposição",
        "Outras pessoas",
        "Entrevista",
        "Registo de acessos",
        "Perguntas e respostas",
    ),
    "it": ("Parti", "Esposizione", "Altre persone", "Colloquio", "Registro accessi", "Domande e risposte"),
    "nl": ("Partijen", "Feiten", "Andere personen", "Gesprek", "Toegangslog", "Vragen en antwoorden"),
    "pl": (
        "Strony",
        "Stan faktyczny",
        "Inne osoby",
        "Przesłuchanie",
        "Dziennik dostępu",
        "Pytania i odpowiedzi",
    ),
}
TABLE_COLS = {
    "en": ("Name", "Date of birth", "Relationship", "Phone"),
    "fr": ("Nom", "Date de naissance", "Lien", "Téléphone"),
    "es": ("Nombre", "Fecha de nacimiento", "Parentesco", "Teléfono"),
    "de": ("Name", "Geburtsdatum", "Beziehung", "Telefon"),
    "pt": ("Nome", "Nascimento", "Relação", "Telefone"),
    "it": ("Nome", "Nascita", "Rapporto", "Telefono"),
    "nl": ("Naam", "Geboren", "Relatie", "Telefoon"),
    "pl": ("Imię i nazwisko", "Data urodzenia", "Relacja", "Telefon"),
}
RELATION = {
    "en": "sister|neighbour|cousin|co-worker|stepfather|roommate|grandmother|friend|uncle|son",
    "fr": "sœur|voisin|cousine|collègue|beau-père|colocataire|grand-mère",
    "es": "hermana|vecino|prima|compañero|padrastro|abuela",
    "de": "Schwester|Nachbar|Cousine|Kollege|Stiefvater|Großmutter",
    "pt": "irmã|vizinho|prima|colega|padrasto|avó",
    "it": "sorella|vicino|cugina|collega|patrigno|nonna",
    "nl": "zus|buurman|nicht|collega|stiefvader|oma",
    "pl": "siostra|sąsiad|kuzynka|kolega|ojczym|babcia",
}
IDENT = {
    "id": ("sin",),
    "ss": ("ssn",),
    "hc": ("hc",),
    "dl": ("dl",),
    "acct": ("acct",),
    "iban": ("iban",),
    "card": ("card",),
    "url": ("url",),
    "ip": ("ip",),
}


FORCED = {"narrative_statement": "narr", "numbered_questionnaire": "qa", "bilingual_columns": "fields"}


def bilingual(key, lab, second, g):
    saved = g.lang
    g.lang = "en"
    first = label(key, g)
    g.lang = second
    other = label(key, g)
    g.lang = saved
    return first if first == other else f"{first} / {other}"


def assemble(g, cfg):
    kind, layout, jurs, lang, title, roles, idents, flags, prose = cfg
    rng = g.rng
    heads = HEAD.get(lang, HEAD["en"])
    spec = Spec(title, lang)
    spec.header.append(("file", label("file", g), g.court_file()))
    spec.header.append(("filed", label("filed", g), g.some_date()))
    if "n" not in flags:
        spec.header.append(("presiding", label("presiding", g), g.member() if "m" in flags else g.judge()))
    if rng.random() < 0.5:
        spec.header.append(("ref", label("ref", g), g.reference()))
    id_keys = [k for i in idents.split() for k in IDENT[i]]
    letters = "ABCDEFGHIJ"
    for n, role in enumerate(roles.split("/")):
        letter = letters[n]
        child = role.endswith("*")
        role = role.rstrip("*")
        g.info(letter, child=child)
        if child:
            keys = ["dob"]
        else:
            keys = ["dob", "addr", "phone"] + (["email"] if rng.random() < 0.75 else [])
            keys += ["phone2"] if rng.random() < 0.15 else []
            keys += ["url"] if rng.random() < 0.1 else []
            keys += id_keys if n == 0 else [k for k in id_keys if rng.random() < 0.35]
        rows = rows_for(g, letter, keys)
        mode = FORCED.get(layout) or rng.choices(["fields", "qa", "narr"], weights=[6, 2, 2])[0]
        if layout == "bilingual_columns":
            second = {"ca": "fr", "us": "es"}.get(g.jur, lang if lang != "en" else "fr")
            rows = [(k, bilingual(k, lab, second, g), v) for k, lab, v in rows]
        head = heading(g, role[:1].upper() + role[1:])
        if mode == "fields":
            spec.sections.append((head, "fields", rows))
        elif mode == "qa":
            spec.sections.append((head, "qa", as_questions(g, rows)))
        else:
            spec.sections.append((head, "prose", [as_narrative(g, letter, rows)]))
    nroles = len(roles.split("/"))
    if "t" in flags:
        rel = RELATION.get(lang, RELATION["en"]).split("|")
        rows = []
        for k in range(rng.randint(3, 5)):
            letter = letters[nroles + k] if nroles + k < len(letters) else None
            if letter is None:
                break
            rows.append([g.mention(letter, "full"), g.dob(letter), rng.choice(rel), g.phone(letter)])
        spec.sections.append((heading(g, heads[2]), "table", (TABLE_COLS.get(lang, TABLE_COLS["en"]), rows)))
    for letter in "BCD":  # people the prose may name who have no block of their own
        g.info(letter)
    pool = POOL.get(lang, POOL["en"])
    templates = list(prose) + rng.sample(pool, min(len(pool), rng.randint(2, 5)))
    rng.shuffle(templates)
    paras = [fill(t, g) for t in templates]
    spec.sections.append((heading(g, heads[1]), "prose", paras))
    if "q" in flags:
        turns = INTERVIEW.get(lang, INTERVIEW["en"])
        spec.sections.append((heading(g, heads[3]), "qa", [(who, fill(t, g)) for who, t in turns]))
        spec.sections[-1] = (spec.sections[-1][0], "turns", spec.sections[-1][2])
    if "i" in flags:
        rows = []
        for _ in range(rng.randint(3, 6)):
            who = rng.choice("AB")
            rows.append(
                [
                    g.some_date(2022, 2024),
                    g.ip(),
                    g.email(who),
                    rng.choice(["login", "download", "password reset", "upload"]),
                ]
            )
        spec.sections.append((heading(g, heads[4]), "table", (("When", "IP", "Account", "Action"), rows)))
    spec.closing = closing(g)
    if title.isupper() and rng.random() < 0.6:
        spec.title = [D(title, "caps_heading")]
    return spec
