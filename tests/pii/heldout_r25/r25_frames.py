"""``assemble()`` turns a round-25 kind entry into a ``Spec``; the shared prose, heading and closing pools."""

from __future__ import annotations

import re

from r25_blocks import Section, Spec, as_questions, as_rows, as_sentences, fields_for, fill, people_table
from r25_words import label

POOL = {
    "en": """{B} told the intake worker that {A.g} had moved out before {date}.
The file refers to {case}, {cite}, and to {section} of the {statute}.
Both sides attended a case conference in {building} on {date}.
A cheque drawn on {org} was returned; the branch code printed on it was {bank}.
Productions were numbered {bates} to {bates}.
{C} remembers the date because the power was out after {storm}.
The assessor administered the {term}; the result is not in dispute.
A courier envelope, tracking {track}, was left for {A} at the {eplace} office.
The parties were referred to the reasons in {neutral}.
{B.g} worked for two seasons as a deckhand on the {ship}.
{A.g} said the supervisor behaved like {fict}, which the panel did not consider relevant.
A poster of {pub} was visible behind {C} during the video call.
The school {A.g} attended is named after {hist}.
{C} was a finalist for the {award}, a detail mentioned only in passing.
Reference {pshape} on the utility bill is an account code, not a telephone number.
Item {sshape} on the inventory is a lot number assigned by the auctioneer.
The messages were exchanged through {product}.
The device maker's licence cites {patent}.
The spreadsheet's last change is recorded as commit {commit}.
{official} certified that {B.poss} affidavit was received on {date}.
{D.full}, a family friend, sat in the gallery but did not testify.
{A.g} and {B.g} were seen leaving together shortly after {date}.
Letters to {A} at {A.addr} were not returned.
{C} called from {C.phone} and then wrote from {C.email} to confirm.
Questions may be directed to {agency} at {iphone} or {iemail}; the guide is posted at {iurl}.
{B} said the family spent every summer in {place} until {date}.
{A} grew up in {place}, according to {C}.
The insurer's letter quoted reference {ref}.
{D} picked {A.g} up from the clinic on {date}.
Logins to {B.poss} portal account came from {B.ip} over several nights.
The matter was first spoken to before {judge} on {date}.
{A.t} confirmed that the consent was signed on {date}.""",
    "fr": """{B} affirme que {A.g} a quitté le logement avant le {date}.
Le dossier renvoie à {case}, {cite}, et à la disposition {section} ({statute}).
Une conférence de gestion a eu lieu au {building} le {date}.
{C} se souvient de la date parce que {storm} avait privé le quartier d'électricité.
Une enveloppe (suivi {track}) a été laissée pour {A} au bureau de {eplace}.
Les parties ont été renvoyées aux motifs de {neutral}.
{official} atteste que la déclaration de {B} a été reçue le {date}.
{D.full}, un ami de la famille, était présent sans témoigner.
Le courrier adressé à {A} au {A.addr} n'a pas été retourné.
{C} a appelé du {C.phone}, puis a confirmé par courriel depuis {C.email}.
Pour toute question : {agency}, {iphone}, {iemail} ou {iurl}.
{B} dit que la famille passait ses étés à {place}.
La référence {ref} figure sur la lettre de l'assureur.
Le numéro {pshape} sur la facture est un code de lot, pas un numéro de téléphone.
L'affaire a d'abord été entendue devant {judge} le {date}.""",
    "es": """{B} declaró que {A.g} se fue del domicilio antes del {date}.
El expediente cita {case}, {cite}, y el {section} del {statute}.
La audiencia previa se celebró en {building} el {date}.
{C} recuerda la fecha porque {storm} dejó la colonia sin luz.
Un sobre con guía {track} quedó a nombre de {A} en la oficina de {eplace}.
{official} certificó que la declaración de {B} se recibió el {date}.
{D.full}, amigo de la familia, asistió sin declarar.
La correspondencia enviada a {A} a {A.addr} no fue devuelta.
{C} llamó desde el {C.phone} y luego escribió desde {C.email}.
Dudas: {agency}, {iphone}, {iemail}, {iurl}.
{B} dice que la familia pasaba los veranos en {place}.
El número {sshape} del inventario es un número de lote.""",
    "de": """{B} gab an, {A.g} sei vor dem {date} ausgezogen.
Die Akte verweist auf {case}, {cite}, sowie auf {section} {statute}.
Die Anhörung fand am {date} im {building} statt.
{official} bestätigte den Eingang der Erklärung von {B} am {date}.
{D.full}, ein Freund der Familie, war anwesend, sagte aber nicht aus.
Schreiben an {A} unter {A.addr} kamen nicht zurück.
{C} rief von {C.phone} an und schrieb danach von {C.email}.
Rückfragen an {agency}: {iphone}, {iemail}, {iurl}.
{B} sagt, die Familie habe die Sommer in {place} verbracht.""",
    "it": """{B} riferisce che {A.g} ha lasciato la casa prima del {date}.
Il fascicolo richiama {case}, {cite}, e l'{section} del {statute}.
L'udienza si è tenuta presso {building} il {date}.
{official} attesta che la dichiarazione di {B} è pervenuta il {date}.
{D.full}, amico di famiglia, era presente senza deporre.
La posta inviata a {A} in {A.addr} non è tornata indietro.
{C} ha chiamato dal {C.phone} e poi ha scritto da {C.email}.
Informazioni: {agency}, {iphone}, {iemail}, {iurl}.
{B} dice che la famiglia trascorreva l'estate a {place}.""",
    "nl": """{B} verklaart dat {A.g} voor {date} is vertrokken.
Het dossier verwijst naar {case}, {cite}, en naar {section} {statute}.
Het verhoor vond plaats in {building} op {date}.
{official} bevestigt dat de verklaring van {B} op {date} is ontvangen.
{D.full}, een vriend van de familie, was aanwezig maar legde geen verklaring af.
Post voor {A} op {A.addr} kwam niet terug.
{C} belde vanaf {C.phone} en mailde daarna vanaf {C.email}.
Vragen: {agency}, {iphone}, {iemail}, {iurl}.
{B} zegt dat de familie de zomers in {place} doorbracht.""",
    "pt": """{B} afirma que {A.g} saiu de casa antes de {date}.
O processo cita {case}, {cite}, e o {section} do {statute}.
A audiência ocorreu no {building} em {date}.
{official} certificou que a declaração de {B} foi recebida em {date}.
{D.full}, amigo da família, esteve presente sem depor.
A correspondência enviada a {A} em {A.addr} não foi devolvida.
{C} ligou do {C.phone} e depois escreveu de {C.email}.
Dúvidas: {agency}, {iphone}, {iemail}, {iurl}.
{B} diz que a família passava os verões em {place}.""",
}
POOL = {k: v.splitlines() for k, v in POOL.items()}
CLOSINGS = {
    "en": """Sworn (or affirmed) before me at {place}, on {date}.|{official}|Signature of deponent: ______________________|
Certified a true copy — {official}, {date}|Prepared with {product}.|Distribution: {agency}; file {file}.|
Contact {iemail} to correct any error in this record.|Entered into the registry on {date}.|Document ID {ref}|
Scanned {date} by {official}|This form is not valid unless stamped.|E-filed via {iurl}|Reviewed by {member} on {date}.|
End of record.|Copy to {agency} ({iphone}).|Exhibit stamp: {bates}""",
    "fr": """Assermenté(e) devant moi à {place}, le {date}.|{official}|Copie conforme — {official}, le {date}|
Signature : ____________________|Document produit avec {product}.|Pour toute correction : {iemail}|
Inscrit au registre le {date}.|Fin du document.|Numérisé le {date}.""",
    "es": "Firmado en {place}, el {date}.|{official}|Copia fiel — {official}|Firma: ________________|Fin del documento.",
    "de": "Unterschrieben in {place}, am {date}.|{official}|Beglaubigte Abschrift — {official}|Ende des Dokuments.",
    "it": "Firmato a {place}, il {date}.|{official}|Copia conforme — {official}|Fine del documento.",
    "nl": "Getekend te {place} op {date}.|{official}|Voor eensluidend afschrift — {official}|Einde document.",
    "pt": "Assinado em {place}, em {date}.|{official}|Cópia conforme — {official}|Fim do documento.",
}
CLOSINGS = {k: [x.strip() for x in v.replace("\n", "").split("|")] for k, v in CLOSINGS.items()}
PART = {
    "en": ["Part {n}: {r}", "Section {n} – {r}", "{r}", "Schedule {L} — {r}"],
    "fr": ["Partie {n} — {r}", "Section {n} : {r}", "{r}"],
    "es": ["Parte {n}. {r}", "{r}"],
    "de": ["Teil {n}: {r}", "{r}"],
    "it": ["Parte {n} – {r}", "{r}"],
    "nl": ["Deel {n}: {r}", "{r}"],
    "pt": ["Parte {n} – {r}", "{r}"],
}
HEADS = {
    "prose": {"en": "Particulars|Background|Narrative|Summary of facts|Reasons", "fr": "Exposé des faits|Contexte",
              "es": "Hechos|Antecedentes", "de": "Sachverhalt|Darstellung", "it": "Fatti|Esposizione",
              "nl": "Feiten|Relaas", "pt": "Fatos|Relato"},
    "qa": {"en": "Interview excerpt|Transcript extract|Questions and answers", "fr": "Extrait de l'entrevue",
           "es": "Extracto de la entrevista", "de": "Auszug aus der Befragung", "it": "Estratto del colloquio",
           "nl": "Uittreksel verhoor", "pt": "Extrato da entrevista"},
    "log": {"en": "Portal access log|Account activity", "fr": "Journal d'accès", "es": "Registro de accesos",
            "de": "Zugriffsprotokoll", "it": "Registro accessi", "nl": "Toegangslog", "pt": "Registo de acessos"},
    "witness": {"en": "Witness", "fr": "Témoin", "es": "Testigo", "de": "Zeuge", "it": "Testimone", "nl": "Getuige",
                "pt": "Testemunha"},
}  # fmt: skip
FEM = re.compile(r"(?i)\b(mother|wife|mère|madre|mãe|moglie|Mutter|Ehefrau|petitioner wife)\b")
MALE = re.compile(r"(?i)\b(father|husband|père|padre|pai|marito|Vater|Ehemann)\b")
PARTNER = re.compile(r"(?i)\b(spouse|partner|conjoint|cónyuge|coniuge|Ehegatte)")
ACTIONS = [
    "login ok",
    "password reset",
    "document viewed",
    "upload",
    "logout",
    "2FA challenge passed",
    "profile edit",
]


def _pick(g, table, lang):
    return g.rng.choice((table.get(lang) or table["en"]).split("|"))


def heading(g, n, role):
    return g.rng.choice(PART.get(g.lang, PART["en"])).format(
        n=n, r=role[:1].upper() + role[1:], L="ABCDEFG"[n - 1]
    )


def _wanted(g, p, ids, primary, age, flags):
    r = g.rng.random
    out = ["dob"] if primary or r() < 0.88 else []
    if age != "child" or r() < 0.3:
        out += ["addr"] if primary or r() < 0.7 else []
        out += ["phone"] if primary or r() < 0.65 else []
        out += ["phone2"] if primary and "2" in flags else []
        out += ["email"] if (primary and r() < 0.85) or r() < 0.35 else []
        out += ["url"] if (primary and "u" in flags) or r() < 0.05 else []
    for f in ids.split():
        if age == "child" and f not in ("hc", "sin", "ssn"):
            continue
        if primary or r() < 0.35:
            if f == "acct" and r() < 0.65:
                out.append("bank")
            out.append(f)
    if primary and "c" in flags:
        out.append("card")
    return fields_for(g, p, out)


def assemble(g, cfg, modes=(0.5, 0.2, 0.3)):
    kind, shape, jurs, lang, title, roles, ids, flags, group, prose = cfg
    spec = Spec(title, lang)
    second = "en" if lang != "en" else "fr" if g.jur == "ca" else "es" if g.jur == "us" else None
    mixed = second if "x" in flags or g.rng.random() < 0.3 else None
    spec.header.append((label(g.rng, "file", lang), g.court_file()))
    spec.header.append((label(g.rng, "filed", lang), g.date()))
    if "n" not in flags:
        who = g.member() if "m" in flags else g.official() if "o" in flags else g.judge()
        spec.header.append((label(g.rng, "presiding", lang), who))
    if g.rng.random() < 0.5:
        spec.header.append((label(g.rng, "ref", lang), g.reference()))
    people = roles.split("/")
    for i, role in enumerate(people):
        letter = "ABCDEFGH"[i]
        name = role.rstrip("*+~")
        marks = role[len(name) :]
        age = "child" if "*" in marks else "elder" if "+" in marks else "adult"
        kin = "~" in marks
        fem = True if FEM.search(name) else False if MALE.search(name) else None
        if i and fem is None and PARTNER.search(name):
            fem = not g.cast["A"].fem
        if letter not in g.cast:
            rel = g.cast["A"] if kin and i else None
            g.cast[letter] = g.make(age, rel, abroad=False if i == 0 else None, fem=fem)
        p = g.cast[letter]
        fields = _wanted(g, p, ids, i == 0, age, flags)
        head = heading(g, i + 1, name)
        mode = g.rng.choices(["rows", "qa", "prose"], weights=modes)[0]
        if mode == "rows":
            spec.sections.append(as_rows(g, head, p, fields, mixed))
        elif mode == "qa":
            spec.sections.append(as_questions(g, head, p, fields))
        else:
            spec.sections.append(as_sentences(g, head, p, fields))
    if group:
        gh, kin_kind, cols, span = group.split("|")
        lo, hi = map(int, span.split("-"))
        crowd = []
        for _ in range(g.rng.randint(lo, hi)):
            young = kin_kind == "kin*" or (kin_kind == "kin" and g.rng.random() < 0.35)
            crowd.append(g.extra("child" if young else "adult", g.cast["A"] if kin_kind != "other" else None))
        cols = ["name", "rel"] + cols.split()
        spec.sections.append(people_table(g, gh, cols, crowd, kin_kind != "other", lang, mixed))
    texts = list(prose) + g.rng.sample(POOL.get(lang, POOL["en"]), g.rng.randint(2, 5))
    paras = [fill(g, t, lang) for t in texts]
    spec.sections.append(Section(_pick(g, HEADS["prose"], lang), "prose", paras))
    if "q" in flags or g.rng.random() < 0.15:
        w = g.extra()
        fields = fields_for(g, w, g.rng.sample(["dob", "addr", "phone", "email"], g.rng.randint(2, 4)))
        sec = as_questions(g, _pick(g, HEADS["qa"], lang), w, fields)
        spec.sections.append(sec)
    if "i" in flags or g.rng.random() < 0.12:
        lines = []
        users = [g.cast[x] for x in "AB" if x in g.cast]
        for _ in range(g.rng.randint(3, 6)):
            u = g.rng.choice(users)
            t = f"{g.rng.randint(0, 23):02d}:{g.rng.randint(0, 59):02d}:{g.rng.randint(0, 59):02d}"
            lines.append(
                [g.stamp(), f" {t}  ", g.rng.choice(ACTIONS), "  user=", g.email(u), "  ip=", g.ip(u)]
            )
        spec.sections.append(Section(_pick(g, HEADS["log"], lang), "log", lines))
    pool = CLOSINGS.get(lang, CLOSINGS["en"])
    for t in g.rng.sample(pool, g.rng.randint(0, 3)):
        spec.closing.append(fill(g, t, lang))
    return spec
