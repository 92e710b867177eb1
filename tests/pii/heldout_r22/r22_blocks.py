"""``Spec`` (what a frame yields), field labels in several wordings, template filling and closings."""

from __future__ import annotations

import re

import r22_decoys as dc
from r22_doc import D

LABELS = {
    "name": {
        "en": ["Name", "Full legal name", "Surname, Given name(s)", "NAME OF PARTY", "Name (as on ID)"],
        "fr": ["Nom", "Nom et prénom"],
        "es": ["Nombre", "Nombre completo"],
        "de": ["Name", "Vor- und Nachname"],
        "pt": ["Nome", "Nome completo"],
    },
    "dob": {
        "en": [
            "Date of birth",
            "DOB",
            "D.O.B.",
            "Birth date",
            "Born",
            "Date of Birth (dd/mm/yyyy)",
            "Birthdate",
        ],
        "fr": ["Date de naissance", "Né(e) le"],
        "es": ["Fecha de nacimiento", "F. nac."],
        "de": ["Geburtsdatum", "geb."],
        "pt": ["Data de nascimento", "Nascido(a) em"],
    },
    "addr": {
        "en": [
            "Address",
            "Residential address",
            "Mailing address",
            "Home address",
            "Addr.",
            "Last known address",
        ],
        "fr": ["Adresse", "Domicile"],
        "es": ["Domicilio", "Dirección"],
        "de": ["Anschrift", "Wohnort"],
        "pt": ["Endereço", "Morada"],
    },
    "phone": {
        "en": ["Phone", "Tel.", "Cell", "Telephone (day)", "Contact no.", "Mobile"],
        "fr": ["Téléphone", "Cellulaire"],
        "es": ["Teléfono", "Celular"],
        "de": ["Telefon", "Mobil"],
        "pt": ["Telefone", "Celular"],
    },
    "email": {
        "en": ["Email", "E-mail address", "Email (personal)", "Contact e-mail"],
        "fr": ["Courriel", "Adresse électronique"],
        "es": ["Correo electrónico"],
        "de": ["E-Mail"],
        "pt": ["E-mail"],
    },
    "sin": {
        "en": ["SIN", "Social Insurance Number", "S.I.N.", "Social insurance no."],
        "fr": ["NAS", "Numéro d'assurance sociale"],
    },
    "ssn": {"en": ["SSN", "Social Security No.", "Soc. Sec. #", "SS#", "Social Security Number (SSN)"]},
    "hc": {
        "en": ["Health card no.", "OHIP / PHN / RAMQ", "Provincial health number", "Health insurance no."],
        "fr": ["Numéro d'assurance maladie", "No RAMQ"],
    },
    "dl": {
        "en": [
            "Driver's licence no.",
            "DL#",
            "Driver License Number",
            "Operator's licence",
            "Licence no. (driving)",
        ],
        "fr": ["Permis de conduire"],
        "es": ["Licencia de conducir"],
        "de": ["Führerschein-Nr."],
        "pt": ["CNH"],
    },
    "bank": {
        "en": [
            "Account no.",
            "Bank account",
            "Acct #",
            "Deposit account",
            "Account (transit-institution-account)",
        ],
        "fr": ["Compte bancaire", "No de compte"],
        "es": ["Cuenta bancaria"],
        "de": ["Kontonummer"],
        "pt": ["Conta"],
    },
    "iban": {
        "en": ["IBAN", "International bank account (IBAN)"],
        "fr": ["IBAN"],
        "es": ["IBAN"],
        "de": ["IBAN"],
        "pt": ["IBAN"],
    },
    "card": {
        "en": ["Card number", "Credit card", "Card no. (charged)", "Visa/MC/Amex"],
        "fr": ["Carte de crédit"],
    },
    "url": {
        "en": ["Profile", "Social media", "Online profile", "Web page (personal)"],
        "fr": ["Profil en ligne"],
    },
    "ip": {"en": ["IP address", "Submitted from IP", "Login IP", "Source IP"], "fr": ["Adresse IP"]},
}
ROUTING = {
    "en": ["Routing / SWIFT", "Bank code", "Institution code"],
    "fr": ["Code d'institution"],
    "es": ["Código bancario"],
    "de": ["BIC"],
    "pt": ["Código do banco"],
}


def label(g, code):
    opts = LABELS[code].get(g.lang) or LABELS[code]["en"]
    return g.pick(opts)


class Spec:
    def __init__(self, title):
        self.title = title.upper()
        self.head: list = []
        self.blocks: list = []
        self.closing: list = []

    def fields(self, heading, rows):
        self.blocks.append(("fields", heading, [r for r in rows if r]))

    def para(self, heading, value):
        self.blocks.append(("para", heading, value))

    def turns(self, heading, rows):
        self.blocks.append(("turns", heading, rows))

    def table(self, heading, cols, rows):
        self.blocks.append(("table", heading, cols, rows))


TOKEN = re.compile(r"\{([A-Za-z]+)\}")


class Ctx:
    """People by role letter (first mention full, later mentions varied) and decoy tokens."""

    def __init__(self, g, people):
        self.g, self.people, self.seen = g, people, set()

    def person(self, key, titled=False):
        p = self.people[key]
        if key not in self.seen:
            self.seen.add(key)
            return ([self.g.title(p)] if titled and self.g.chance(0.4) else []) + p.first(self.g.rng)
        return p.mention(self.g.rng, self.g.title(p))

    def token(self, t):
        g = self.g
        if t in self.people:
            return self.person(t)
        if (
            len(t) > 1
            and t[-1] in self.people
            and t[:-1] in ("dob", "addr", "phone", "email", "url", "sin", "ssn", "hc", "dl", "poss")
        ):
            p = self.people[t[-1]]
            f = t[:-1]
            if f == "poss":
                return [*self.person(t[-1]), "’s" if g.chance(0.5) else "'s"]
            make = {
                "dob": lambda: g.dob(p),
                "addr": lambda: g.address(p),
                "phone": lambda: g.phone(p),
                "email": lambda: g.email(p),
                "url": lambda: g.url(p),
                "sin": g.sin,
                "ssn": g.ssn,
                "hc": lambda: g.health(p),
                "dl": lambda: g.licence(p),
            }[f]
            if f == "dob":
                return make()
            return g.memo(p, f, make) or "not on file"
        simple = {
            "date": g.date,
            "judge": g.judge,
            "member": g.member,
            "official": g.official,
            "statute": g.statute,
            "section": g.section,
            "case": g.case,
            "neutral": g.neutral,
            "file": g.file_no,
            "ref": g.ref,
            "bates": g.bates,
            "tracking": g.tracking,
            "patent": g.patent,
            "commit": g.commit,
            "ssnlike": g.ssn_like,
            "phonelike": g.phone_like,
            "iphone": g.inst_phone,
            "iemail": g.inst_email,
            "iurl": g.inst_url,
            "product": g.product,
            "org": g.org,
            "ip": g.ip,
            "bank": g.bank,
            "iban": g.iban,
            "card": g.card,
            "routing": g.routing,
            "amount": g.amount,
        }
        if t in simple:
            return simple[t]()
        kinds = {
            "term": "term",
            "eplace": "eponymous_place",
            "place": "place_name",
            "building": "building_name",
            "award": "award_name",
            "ship": "ship_name",
            "storm": "storm_name",
            "public": "public_figure",
            "historical": "historical_person",
            "fictional": "fictional_character",
        }
        return g.one(kinds[t])

    def fill(self, template):
        out = []
        for i, piece in enumerate(TOKEN.split(template)):
            if i % 2:
                out.append(self.token(piece))
            elif piece:
                out.append(piece)
        return out


def closing(g, ctx, signer, people):
    """One of many ways a document ends (about a quarter end with no closing at all)."""
    r = g.rng.random()
    if r < 0.25:
        return []
    if r < 0.45:
        return [
            [
                g.pick(["Signed at ", "Dated at ", "Sworn before me at ", "Fait à ", "Declared at "]),
                D(g.pick(dc.PLACES), "place_name")
                if g.chance(0.3)
                else g.pick(["the City of Kingston", "Halifax", "Austin", "Nairobi"]),
                ", ",
                g.date(),
            ],
            signer.sign(g.rng),
        ]
    if r < 0.6:
        lines = [g.pick(["Distribution:", "cc:", "c.c.", "Copies to:", "DISTRIBUTION LIST"])]
        for p in people[: g.rng.randint(2, 4)]:
            lines.append(
                [
                    g.pick(["- ", "  ", "• "]),
                    *p.mention(g.rng, g.title(p)),
                    g.pick([" (party)", " (by e-mail)", "", " — file copy"]),
                ]
            )
        lines.append([g.pick(["- ", "  "]), g.org() if g.chance(0.5) else g.inst_email()])
        return lines
    if r < 0.75:
        return [
            [
                g.pick(["RECEIVED ", "FILED ", "REÇU LE ", "ENTERED ", "STAMPED "]),
                g.date(),
                g.pick([" — Registry", " / Intake Unit", " · Clerk's Office", ""]),
            ],
            [g.pick(["Per: ", "By: ", "Initials: "]), *people[-1].mention(g.rng)],
        ]
    if r < 0.87:
        return [
            [
                g.pick(["Prepared by ", "Recorded by ", "Entered by ", "Author: "]),
                *signer.mention(g.rng),
                g.pick([", intake clerk", ", case worker", ", adjuster", ""]),
                " on ",
                g.date(),
            ]
        ]
    return [
        [
            g.pick(
                [
                    "Yours truly,",
                    "Sincerely,",
                    "Respectfully submitted,",
                    "Regards,",
                    "Veuillez agréer nos salutations.",
                ]
            )
        ],
        signer.sign(g.rng),
        [g.pick(["Tel. ", "Phone: ", "Direct: "]), g.phone(signer)],
    ]
