"""Round-29 wordings: field labels (full and abbreviated) in eight languages, a few labels in seven more, the
questions put to a person, and sentence frames. Written fresh for this round."""

from __future__ import annotations

FIELDS = (
    "name",
    "dob",
    "addr",
    "postal",
    "phone",
    "email",
    "url",
    "ip",
    "sin",
    "ssn",
    "hc",
    "dl",
    "bank",
    "iban",
    "card",
)

# field: full label | abbreviation, one line per language in FIELDS order
_TABLE = {
    "en": """Full legal name|Name; Date of birth|DOB; Residential address|Res. addr.; Postal code|P.C.; Telephone number|Tel. no.;
    Electronic mail|E-mail; Personal web page|Web pg.; Last login IP|IP addr.; Social Insurance Number|SIN;
    Social Security Number|SSN; Health insurance number|Health no.; Driver's licence number|D.L. no.;
    Account number|Acct. #; International bank account number|IBAN; Payment card number|Card #""",
    "fr": """Nom légal complet|Nom; Date de naissance|D.D.N.; Adresse de résidence|Adr. rés.; Code postal|C.P.;
    Numéro de téléphone|N° tél.; Adresse de courriel|Courriel; Page web personnelle|Page web; Adresse IP de connexion|Adr. IP;
    Numéro d'assurance sociale|N.A.S.; Numéro de sécurité sociale (É.-U.)|N° SS; Numéro d'assurance maladie|N.A.M.;
    Numéro de permis de conduire|N° permis; Numéro de compte|N° cpte; Numéro IBAN|IBAN; Numéro de carte de paiement|N° carte""",
    "es": """Nombre legal completo|Nombre; Fecha de nacimiento|F. nac.; Domicilio particular|Domic.; Código postal|C.P.;
    Número de teléfono|Tel.; Correo electrónico|Correo e.; Página web personal|Pág. web; Dirección IP de acceso|Dir. IP;
    Número de seguro social (Canadá)|N.S.S. Can.; Número de Seguro Social|N.º SS; Tarjeta sanitaria|Tarj. san.;
    Licencia de conducir|Lic. cond.; Número de cuenta|N.º cta.; Código IBAN|IBAN; Número de tarjeta|N.º tarj.""",
    "de": """Vollständiger Name|Name; Geburtsdatum|Geb.-Dat.; Wohnanschrift|Anschr.; Postleitzahl|PLZ;
    Telefonnummer|Tel.-Nr.; E-Mail-Adresse|E-Mail; Persönliche Webseite|Webs.; IP-Adresse der Anmeldung|IP-Adr.;
    Kanadische Sozialversicherungsnummer|SIN-Nr.; US-Sozialversicherungsnummer|SSN-Nr.; Krankenversicherungsnummer|KV-Nr.;
    Führerscheinnummer|FS-Nr.; Kontonummer|Kto.-Nr.; IBAN-Nummer|IBAN; Kartennummer|Kt.-Nr.""",
    "it": """Nome e cognome|Nome; Data di nascita|Nato/a il; Indirizzo di residenza|Indir.; Codice postale|CAP;
    Numero di telefono|Tel.; Posta elettronica|E-mail; Sito personale|Sito; Indirizzo IP di accesso|Ind. IP;
    Numero assicurazione sociale canadese|N. SIN; Numero previdenza USA|N. SSN; Tessera sanitaria|Tess. san.;
    Numero patente|N. pat.; Numero di conto|N. c/c; Codice IBAN|IBAN; Numero carta|N. carta""",
    "nl": """Volledige naam|Naam; Geboortedatum|Geb.dat.; Woonadres|Adres; Postcode|PC; Telefoonnummer|Tel.nr.;
    E-mailadres|E-mail; Persoonlijke webpagina|Webp.; IP-adres bij aanmelding|IP-adr.; Canadees sociaal nummer|SIN-nr.;
    Amerikaans sociaal nummer|SSN-nr.; Zorgverzekeringsnummer|Zorgnr.; Rijbewijsnummer|Rijbew.nr.;
    Rekeningnummer|Rek.nr.; IBAN-nummer|IBAN; Kaartnummer|Kaartnr.""",
    "pt": """Nome civil completo|Nome; Data de nascimento|Dt. nasc.; Endereço residencial|End.; Código postal|CP;
    Número de telefone|Tel.; Correio eletrónico|E-mail; Página pessoal|Pág.; Endereço IP de acesso|End. IP;
    Número de seguro social canadiano|N.º SIN; Número de segurança social dos EUA|N.º SSN; Cartão de saúde|C. saúde;
    Carta de condução|C. cond.; Número de conta|N.º conta; Código IBAN|IBAN; Número do cartão|N.º cartão""",
    "da": """Fulde navn|Navn; Fødselsdato|Fødselsd.; Bopælsadresse|Adr.; Postnummer|Postnr.; Telefonnummer|Tlf.;
    E-mailadresse|E-mail; Personlig hjemmeside|Hjemmes.; IP-adresse ved login|IP-adr.; Canadisk socialsikringsnr.|SIN-nr.;
    Amerikansk socialsikringsnr.|SSN-nr.; Sygesikringsnummer|Sygesikr.nr.; Kørekortnummer|Kørekortnr.;
    Kontonummer|Kontonr.; IBAN-nummer|IBAN; Kortnummer|Kortnr.""",
}
LABELS: dict[str, dict[str, tuple[str, str]]] = {}
for _lang, _text in _TABLE.items():
    _items = [x.strip() for x in _text.replace("\n", " ").split(";")]
    LABELS[_lang] = {f: tuple(i.split("|")) for f, i in zip(FIELDS, _items, strict=True)}

# Second-language labels beside English ones in English documents abroad (name, birth date, address, phone).
EXTRA = {
    "cy": ("Enw llawn", "Dyddiad geni", "Cyfeiriad cartref", "Rhif ffôn"),
    "ga": ("Ainm iomlán", "Dáta breithe", "Seoladh baile", "Uimhir theileafóin"),
    "mi": ("Ingoa katoa", "Rā whānau", "Wāhi noho", "Nama waea"),
    "af": ("Volle naam", "Geboortedatum", "Woonadres", "Telefoonnommer"),
    "hi": ("पूरा नाम", "जन्म तिथि", "निवास का पता", "फ़ोन नंबर"),
    "zh": ("全名", "出生日期", "住址", "电话号码"),
    "sw": ("Jina kamili", "Tarehe ya kuzaliwa", "Anwani ya makazi", "Nambari ya simu"),
}
SECOND = {"uk": "cy", "ie": "ga", "nz": "mi", "za": "af", "in": "hi", "sg": "zh", "ke": "sw", "au": None}
JOINS = (" / ", " ∥ ", " ⟨", " ~ ")

QUESTIONS = {
    "en": {
        "dob": ["When were you born?", "Could you state your birth date for the record?"],
        "addr": ["Where do you live at present?", "What is your home address?"],
        "phone": ["What number can the registry reach you at?", "Which telephone do you answer?"],
        "email": ["Which e-mail address do you check?", "Where should notices be e-mailed?"],
        "name": ["Please state your full name.", "Spell your full name for the transcript."],
    },
    "fr": {
        "dob": ["Quelle est votre date de naissance?", "Vous êtes né(e) quand?"],
        "addr": ["Où habitez-vous actuellement?", "Quelle est l'adresse de votre domicile?"],
        "phone": ["À quel numéro peut-on vous joindre?"],
        "email": ["Quelle adresse courriel utilisez-vous?"],
        "name": ["Veuillez décliner vos nom et prénom."],
    },
    "es": {
        "dob": ["¿Cuál es su fecha de nacimiento?", "¿Cuándo nació usted?"],
        "addr": ["¿Dónde vive actualmente?", "¿Cuál es su domicilio?"],
        "phone": ["¿A qué número podemos llamarle?"],
        "email": ["¿Qué correo electrónico revisa?"],
        "name": ["Diga su nombre completo, por favor."],
    },
    "de": {
        "dob": ["Wann sind Sie geboren?"],
        "addr": ["Wo wohnen Sie derzeit?"],
        "phone": ["Unter welcher Nummer sind Sie erreichbar?"],
        "email": ["Welche E-Mail-Adresse nutzen Sie?"],
        "name": ["Nennen Sie bitte Ihren vollständigen Namen."],
    },
    "it": {
        "dob": ["Quando è nato/a?"],
        "addr": ["Dove risiede attualmente?"],
        "phone": ["A quale numero possiamo contattarla?"],
        "email": ["Quale indirizzo e-mail usa?"],
        "name": ["Dichiari nome e cognome."],
    },
    "nl": {
        "dob": ["Wanneer bent u geboren?"],
        "addr": ["Waar woont u op dit moment?"],
        "phone": ["Op welk nummer bent u bereikbaar?"],
        "email": ["Welk e-mailadres gebruikt u?"],
        "name": ["Noemt u uw volledige naam."],
    },
    "pt": {
        "dob": ["Qual é a sua data de nascimento?"],
        "addr": ["Onde reside atualmente?"],
        "phone": ["Em que número podemos contactá-lo?"],
        "email": ["Que endereço de e-mail utiliza?"],
        "name": ["Indique o seu nome completo."],
    },
    "da": {
        "dob": ["Hvornår er De født?"],
        "addr": ["Hvor bor De for tiden?"],
        "phone": ["Hvilket nummer kan De træffes på?"],
        "email": ["Hvilken e-mailadresse bruger De?"],
        "name": ["Oplys venligst Deres fulde navn."],
    },
}
ABOUT = {  # a question about a named person (their name fills {who})
    "en": "And {who}: what birth date appears on the file?",
    "fr": "Et pour {who}, quelle date de naissance figure au dossier?",
    "es": "Y en cuanto a {who}, ¿qué fecha de nacimiento consta?",
    "de": "Und bei {who}: welches Geburtsdatum ist vermerkt?",
    "it": "E per {who}, quale data di nascita risulta?",
    "nl": "En voor {who}: welke geboortedatum staat vermeld?",
    "pt": "E quanto a {who}, que data de nascimento consta?",
    "da": "Og for {who}: hvilken fødselsdato er noteret?",
}
# Sentence frames: {who} the person, {dob} birth date, {addr} home, {phone}, {email}
SENTENCES = {
    "en": [
        "{who}, whose birth date is recorded as {dob}, has kept a home at {addr} since the move.",
        "The registry reached {who} on {phone} and confirmed the address {addr}.",
        "Correspondence for {who} goes to {email}; the birth year in {dob} was checked against the ledger.",
        "Born {dob}, {who} now rents at {addr}.",
    ],
    "fr": [
        "{who}, né(e) le {dob}, demeure au {addr} depuis le déménagement.",
        "Le greffe a joint {who} au {phone} et confirmé l'adresse {addr}.",
        "La correspondance destinée à {who} est envoyée à {email}.",
    ],
    "es": [
        "{who}, nacido/a el {dob}, vive en {addr} desde la mudanza.",
        "La secretaría localizó a {who} en el {phone} y confirmó el domicilio {addr}.",
        "Las notificaciones para {who} se envían a {email}.",
    ],
    "de": [
        "{who}, geboren am {dob}, wohnt seit dem Umzug in {addr}.",
        "Die Geschäftsstelle erreichte {who} unter {phone}; die Anschrift {addr} wurde bestätigt.",
        "Zustellungen an {who} gehen an {email}.",
    ],
    "it": [
        "{who}, nato/a il {dob}, risiede in {addr} dal trasloco.",
        "La cancelleria ha contattato {who} al {phone} confermando l'indirizzo {addr}.",
        "Le comunicazioni per {who} sono inviate a {email}.",
    ],
    "nl": [
        "{who}, geboren op {dob}, woont sinds de verhuizing op {addr}.",
        "De griffie bereikte {who} op {phone} en bevestigde het adres {addr}.",
        "Stukken voor {who} gaan naar {email}.",
    ],
    "pt": [
        "{who}, nascido/a em {dob}, reside em {addr} desde a mudança.",
        "A secretaria contactou {who} pelo {phone} e confirmou a morada {addr}.",
        "As notificações para {who} seguem para {email}.",
    ],
    "da": [
        "{who}, født den {dob}, har boet på {addr} siden flytningen.",
        "Retten fik fat i {who} på {phone} og bekræftede adressen {addr}.",
        "Post til {who} sendes til {email}.",
    ],
}
KIN = {
    "en": ("child", "sibling", "parent", "household member", "dependant"),
    "fr": ("enfant", "frère ou sœur", "parent", "membre du ménage", "personne à charge"),
    "es": ("hijo/a", "hermano/a", "progenitor", "conviviente", "dependiente"),
    "de": ("Kind", "Geschwister", "Elternteil", "Haushaltsmitglied", "Unterhaltsberechtigte Person"),
    "it": ("figlio/a", "fratello/sorella", "genitore", "convivente", "persona a carico"),
    "nl": ("kind", "broer/zus", "ouder", "huisgenoot", "ten laste"),
    "pt": ("filho/a", "irmão/irmã", "progenitor", "coabitante", "dependente"),
    "da": ("barn", "søskende", "forælder", "husstandsmedlem", "forsørget"),
}
HEAD = {  # column headings of a list of people: name, relation, birth date, phone
    "en": ("Name", "Relation", "Born", "Contact"),
    "fr": ("Nom", "Lien", "Naissance", "Contact"),
    "es": ("Nombre", "Vínculo", "Nacimiento", "Contacto"),
    "de": ("Name", "Beziehung", "Geboren", "Kontakt"),
    "it": ("Nome", "Rapporto", "Nascita", "Recapito"),
    "nl": ("Naam", "Relatie", "Geboren", "Contact"),
    "pt": ("Nome", "Relação", "Nascimento", "Contacto"),
    "da": ("Navn", "Relation", "Født", "Kontakt"),
}
