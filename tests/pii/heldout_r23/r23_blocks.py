"""``Spec`` (what a kind yields), label wordings, template filling and closings."""

from __future__ import annotations

import re

from r23_doc import D, S

WORDS = {
    "name": {
        "en": ["Name", "Full name", "Legal name", "Name of person", "Surname, given names"],
        "fr": ["Nom complet", "Nom, prénom"],
        "es": ["Nombre y apellidos", "Nombre completo"],
        "de": ["Name, Vorname", "Vollständiger Name"],
        "pt": ["Nome completo", "Nome do requerente"],
    },
    "dob": {
        "en": ["Date of birth", "DOB", "Born", "Birth date", "D/O/B", "Date of Birth"],
        "fr": ["Date de naissance", "Né(e) le"],
        "es": ["Fecha de nacimiento", "Nacido(a) el"],
        "de": ["Geburtsdatum", "geboren am"],
        "pt": ["Data de nascimento", "Nascido(a) em"],
    },
    "addr": {
        "en": ["Address", "Home address", "Residence", "Address for service", "Street address"],
        "fr": ["Adresse", "Domicile"],
        "es": ["Domicilio", "Dirección"],
        "de": ["Anschrift", "Wohnanschrift"],
        "pt": ["Endereço", "Morada"],
    },
    "phone": {
        "en": ["Phone", "Telephone", "Cell", "Tel.", "Contact number"],
        "fr": ["Téléphone", "Cellulaire"],
        "es": ["Teléfono", "Celular"],
        "de": ["Telefon", "Mobil"],
        "pt": ["Telefone", "Celular"],
    },
    "email": {
        "en": ["Email", "E-mail", "Email address"],
        "fr": ["Courriel", "Adresse courriel"],
        "es": ["Correo electrónico"],
        "de": ["E-Mail"],
        "pt": ["E-mail"],
    },
    "url": {
        "en": ["Profile", "Web page", "Social media"],
        "fr": ["Page personnelle"],
        "es": ["Perfil"],
        "de": ["Profil"],
        "pt": ["Perfil"],
    },
    "sin": {"en": ["SIN", "Social Insurance Number", "S.I.N."], "fr": ["NAS", "Numéro d'assurance sociale"]},
    "ssn": {"en": ["SSN", "Social Security No.", "Soc. Sec. #"]},
    "hc": {
        "en": ["Health card", "OHIP no.", "Health number", "PHN"],
        "fr": ["No d'assurance maladie", "RAMQ"],
    },
    "dl": {
        "en": ["Driver's licence", "Licence no.", "DL#", "Driver licence number", "Driver's License"],
        "fr": ["Permis de conduire"],
        "es": ["Licencia de conducir"],
        "de": ["Führerschein-Nr."],
        "pt": ["CNH"],
    },
    "acct": {
        "en": ["Account no.", "Bank account", "Acct", "Deposit account"],
        "fr": ["No de compte", "Compte"],
        "es": ["Cuenta bancaria"],
        "de": ["Kontonummer"],
        "pt": ["Conta corrente"],
    },
    "iban": {"en": ["IBAN"], "fr": ["IBAN"], "es": ["IBAN"], "de": ["IBAN"], "pt": ["IBAN"]},
    "card": {
        "en": ["Card number", "Credit card", "Card on file"],
        "fr": ["Carte de crédit"],
        "es": ["Tarjeta"],
        "de": ["Kreditkarte"],
        "pt": ["Cartão"],
    },
    "bank": {
        "en": ["Routing/SWIFT", "Transit / routing", "Bank code"],
        "fr": ["Code SWIFT"],
        "es": ["Código SWIFT"],
        "de": ["BIC"],
        "pt": ["Código SWIFT"],
    },
    "file": {
        "en": ["Court file no.", "File", "Docket", "Matter no."],
        "fr": ["No de dossier"],
        "es": ["Expediente"],
        "de": ["Aktenzeichen"],
        "pt": ["Processo nº"],
    },
    "date": {
        "en": ["Date", "Dated", "Date issued"],
        "fr": ["Date"],
        "es": ["Fecha"],
        "de": ["Datum"],
        "pt": ["Data"],
    },
    "before": {
        "en": ["Before", "Presiding", "Heard by"],
        "fr": ["Devant"],
        "es": ["Ante"],
        "de": ["Vor"],
        "pt": ["Perante"],
    },
    "ref": {
        "en": ["Our reference", "Ref.", "Claim no."],
        "fr": ["Référence"],
        "es": ["Referencia"],
        "de": ["Unser Zeichen"],
        "pt": ["Referência"],
    },
}


def word(rng, key, lang):
    table = WORDS[key]
    return rng.choice(table.get(lang) or table["en"])


class Spec:
    def __init__(self, title):
        self.title = title
        self.header: list = []
        self.sections: list = []
        self.closing: list = []

    def fields(self, heading, rows):
        self.sections.append((heading, "fields", [r for r in rows if r[1] is not None]))

    def table(self, heading, cols, rows):
        self.sections.append((heading, "table", (cols, rows)))

    def prose(self, heading, paras):
        self.sections.append((heading, "prose", paras))

    def qa(self, heading, turns):
        self.sections.append((heading, "qa", turns))


TOKEN = re.compile(r"\{([A-E])(?:\.(\w+))?\}|\{(\w+)\}")


def fill(g, template, people):
    """Turns a template into a list of text and marks."""
    out, pos = [], 0
    for m in TOKEN.finditer(template):
        out.append(template[pos : m.start()])
        pos = m.end()
        if m.group(1):
            p = people["ABCDE".index(m.group(1))]
            out.append(attr(g, p, m.group(2)))
        else:
            out.append(token(g, m.group(3)))
    out.append(template[pos:])
    return [x for x in out if x not in ("", None)]


def attr(g, p, key):
    if key is None:
        return p.mention(g.rng)
    if key == "g":
        if not p.mentioned:
            return p.first(g.rng)
        return S(p.given if p.family else p.full(), "PERSON", p.loc)
    if key == "full":
        p.mentioned = True
        return S(p.full(), "PERSON", p.loc)
    fn = {
        "dob": g.dob,
        "addr": g.address,
        "phone": g.phone,
        "email": g.email,
        "url": g.url,
        "id": g.national_id,
        "hc": g.health,
        "dl": g.licence,
        "acct": g.account,
        "iban": g.iban,
        "card": g.card,
    }[key]
    return fn(p) or "[on file]"


def token(g, key):
    simple = {
        "date": g.date,
        "today": g.today,
        "file": g.file_no,
        "ref": g.ref,
        "bates": g.bates,
        "track": g.track,
        "pshape": g.pshape,
        "sshape": g.sshape,
        "patent": g.patent,
        "commit": g.commit,
        "iphone": g.iphone,
        "iemail": g.iemail,
        "iurl": g.iurl,
        "bank": g.bank_code,
        "ip": g.ip,
    }
    if key in simple:
        return simple[key]()
    if key == "court":
        return g.court()
    return g.decoy(key)


CLOSE_EN = [
    ["Signed at {place} on {today}."],
    ["Certified a true copy — ", "{official}"],
    ["RECEIVED {today} — intake desk, ", "{building}"],
    ["Distribution: file; {official}; counsel of record (by portal)"],
    ["Prepared with ", "{product}", " on {today}."],
    ["Sworn before me at {place}, {today}. ", "{official}"],
    ["Questions: {iphone} or {iemail}"],
    ["Filed electronically via {iurl} on {today}"],
    ["— end of record {ref} —"],
    ["Page 1 of 1 · {file}"],
    ["Kind regards, {A.full}"],
    ["/s/ {A.full}"],
    ["Original retained at ", "{building}", "; copy to ", "{B}", " by mail."],
    ["Next review: {date}. Contact ", "{official}", "."],
]
CLOSE_FR = [["Fait à {place}, le {today}."], ["Copie conforme — {official}"], ["Reçu au greffe le {today}"]]
CLOSE_OTHER = [["{place}, {today}"], ["{official}"], ["— {ref} —"]]


def closing(g, people):
    if g.rng.random() < 0.15:
        return []
    pool = CLOSE_EN if g.lang == "en" else CLOSE_FR if g.lang == "fr" else CLOSE_OTHER
    pick = g.rng.sample(pool, g.rng.choice([1, 1, 2]))
    return [fill(g, "".join(part), people) for part in pick]


def caps_title(title):
    return D(title, "caps_heading")
