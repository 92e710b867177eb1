"""Round-28 label wordings: for each field and language the full labels (``|``-separated) and abbreviations,
a few second-language labels for English documents outside North America, and courtesy titles."""

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
    "acct",
    "iban",
    "card",
)

FULL = {
    "en": {
        "name": "Full name|Legal name|Name of party",
        "dob": "Date of birth|Birth date|Born on",
        "addr": "Home address|Residential address|Address of residence|Mailing address",
        "postal": "Postal code|Postcode",
        "phone": "Telephone|Contact number|Phone number|Cellphone",
        "email": "E-mail|Email address|Electronic mail",
        "url": "Online profile|Social media link|Personal website",
        "ip": "IP address|Login IP address",
        "sin": "Social Insurance Number|Social insurance no.",
        "ssn": "Social Security Number|Social Security no.",
        "hc": "Health card number|Provincial health number|Health insurance number",
        "dl": "Driver's licence number|Operator's licence",
        "acct": "Bank account number|Account number|Chequing account",
        "iban": "IBAN|International bank account number",
        "card": "Credit card number|Card number",
    },
    "fr": {
        "name": "Nom complet|Nom et prénom|Nom de la partie",
        "dob": "Date de naissance|Né(e) le",
        "addr": "Adresse du domicile|Adresse résidentielle|Domicile",
        "postal": "Code postal",
        "phone": "Téléphone|Numéro de téléphone|Cellulaire",
        "email": "Courriel|Adresse courriel|Adresse électronique",
        "url": "Profil en ligne|Lien de réseau social",
        "ip": "Adresse IP|Adresse IP de connexion",
        "sin": "Numéro d'assurance sociale|N° d'assurance sociale",
        "ssn": "Numéro de sécurité sociale américain",
        "hc": "Numéro d'assurance maladie|Carte d'assurance maladie|Numéro de carte santé",
        "dl": "Numéro de permis de conduire|Permis de conduire",
        "acct": "Numéro de compte bancaire|Compte bancaire",
        "iban": "IBAN|Numéro de compte international",
        "card": "Numéro de carte de crédit|Carte de crédit",
    },
    "es": {
        "name": "Nombre completo|Nombre y apellidos|Nombre de la parte",
        "dob": "Fecha de nacimiento|Nacido/a el",
        "addr": "Domicilio|Dirección particular|Dirección",
        "postal": "Código postal",
        "phone": "Teléfono|Número de teléfono|Celular",
        "email": "Correo electrónico|Dirección de correo",
        "url": "Perfil en línea|Enlace de red social",
        "ip": "Dirección IP",
        "sin": "Número de Seguro Social canadiense",
        "ssn": "Número de Seguro Social|Seguro Social n.º",
        "hc": "Tarjeta sanitaria provincial",
        "dl": "Número de licencia de conducir|Licencia de manejo",
        "acct": "Número de cuenta bancaria|Cuenta bancaria",
        "iban": "IBAN|Cuenta internacional",
        "card": "Número de tarjeta de crédito|Tarjeta de crédito",
    },
    "de": {
        "name": "Vor- und Familienname|Name",
        "dob": "Geburtsdatum|Geboren am",
        "addr": "Wohnadresse|Anschrift|Hauptwohnsitz",
        "postal": "Postleitzahl",
        "phone": "Telefonnummer|Telefon|Mobiltelefon",
        "email": "E-Mail-Adresse|E-Mail",
        "url": "Online-Profil",
        "ip": "IP-Adresse",
        "sin": "kanadische Sozialversicherungsnummer",
        "ssn": "US-Sozialversicherungsnummer",
        "hc": "Krankenversicherungskarte",
        "dl": "Führerscheinnummer|Führerschein",
        "acct": "Kontonummer|Bankkonto",
        "iban": "IBAN",
        "card": "Kreditkartennummer",
    },
    "it": {
        "name": "Nome e cognome|Generalità",
        "dob": "Data di nascita|Nato/a il",
        "addr": "Indirizzo di residenza|Residenza",
        "postal": "CAP",
        "phone": "Telefono|Cellulare|Recapito telefonico",
        "email": "Indirizzo e-mail|Posta elettronica",
        "url": "Profilo online",
        "ip": "Indirizzo IP",
        "sin": "numero di assicurazione sociale canadese",
        "ssn": "numero di previdenza sociale statunitense",
        "hc": "tessera sanitaria provinciale",
        "dl": "Numero patente|Patente di guida",
        "acct": "Conto corrente|Numero di conto",
        "iban": "IBAN|Codice IBAN",
        "card": "Numero carta di credito",
    },
    "nl": {
        "name": "Volledige naam|Naam",
        "dob": "Geboortedatum|Geboren op",
        "addr": "Woonadres|Adres",
        "postal": "Postcode",
        "phone": "Telefoonnummer|Mobiel nummer",
        "email": "E-mailadres",
        "url": "Online profiel",
        "ip": "IP-adres",
        "sin": "Canadees sofinummer",
        "ssn": "Amerikaans socialezekerheidsnummer",
        "hc": "zorgpas",
        "dl": "Rijbewijsnummer",
        "acct": "Rekeningnummer|Bankrekening",
        "iban": "IBAN|IBAN-nummer",
        "card": "Creditcardnummer",
    },
    "pt": {
        "name": "Nome completo|Nome",
        "dob": "Data de nascimento|Nascido/a em",
        "addr": "Morada|Residência habitual",
        "postal": "Código postal",
        "phone": "Telefone|Telemóvel|Contacto telefónico",
        "email": "Endereço eletrónico|E-mail",
        "url": "Perfil online",
        "ip": "Endereço IP",
        "sin": "número de segurança social canadiano",
        "ssn": "número de segurança social norte-americano",
        "hc": "cartão de saúde provincial",
        "dl": "Carta de condução n.º|Carta de condução",
        "acct": "Conta bancária n.º|Conta bancária",
        "iban": "IBAN|NIB/IBAN",
        "card": "Cartão de crédito n.º",
    },
    "sv": {
        "name": "Fullständigt namn|Namn",
        "dob": "Födelsedatum|Född den",
        "addr": "Bostadsadress|Folkbokföringsadress",
        "postal": "Postnummer",
        "phone": "Telefonnummer|Mobilnummer",
        "email": "E-postadress|E-post",
        "url": "Onlineprofil",
        "ip": "IP-adress",
        "sin": "kanadensiskt socialförsäkringsnummer",
        "ssn": "amerikanskt socialförsäkringsnummer",
        "hc": "hälsokort",
        "dl": "Körkortsnummer|Körkort",
        "acct": "Kontonummer|Bankkonto",
        "iban": "IBAN",
        "card": "Kortnummer",
    },
}

ABBR = {
    "en": {
        "dob": "DOB|D.O.B.|B/D|Dt. of birth",
        "addr": "Res. addr.|Addr.|Home addr.",
        "postal": "P.C.",
        "phone": "Tel.|Ph. #|Cell #",
        "email": "E-addr.|Eml.",
        "url": "URL|Web",
        "ip": "IP",
        "sin": "SIN|S.I.N.|SIN #",
        "ssn": "SSN|SS No.|Soc. Sec. #",
        "hc": "HCN|Health #|PHN",
        "dl": "DL No.|Lic. #|Driv. lic.",
        "acct": "Acct. no.|A/C #|Bank acct.",
        "iban": "IBAN",
        "card": "CC #|Card no.",
    },
    "fr": {
        "dob": "DDN|Date naiss.|D. de n.",
        "addr": "Adr.|Adr. dom.",
        "postal": "C.P.",
        "phone": "Tél.|Cell.",
        "email": "Courr.",
        "sin": "NAS|N° NAS",
        "hc": "NAM|N° RAMQ",
        "dl": "Permis n°|N° permis",
        "acct": "Cpte|N° de cpte",
        "card": "N° carte",
    },
    "es": {
        "dob": "F. de nac.|Fec. nac.",
        "addr": "Dom.|Dir.",
        "postal": "C.P.",
        "phone": "Tel.|Cel.",
        "email": "Correo e.",
        "ssn": "NSS|No. de SS",
        "dl": "Lic. cond.",
        "acct": "Cta. n.º|No. cta.",
        "card": "Tarj. n.º",
    },
    "de": {
        "dob": "Geb.-Datum|geb.",
        "addr": "Adr.",
        "phone": "Tel.|Mob.",
        "dl": "FS-Nr.",
        "acct": "Kto.-Nr.",
        "card": "KK-Nr.",
    },
    "it": {
        "dob": "Data nasc.|D.N.",
        "addr": "Ind.|Res.",
        "phone": "Tel.|Cell.",
        "dl": "Pat. n.",
        "acct": "C/C n.",
        "card": "CdC",
    },
    "nl": {
        "dob": "Geb.datum|Geb.",
        "addr": "Adr.",
        "phone": "Tel.|Mob.",
        "dl": "Rijbew.nr.",
        "acct": "Rek.nr.",
    },
    "pt": {
        "dob": "Nasc.|Dt. nasc.",
        "addr": "Mor.",
        "phone": "Tel.|Tlm.",
        "dl": "Carta cond.",
        "acct": "Conta n.º",
    },
    "sv": {"dob": "Föd.dat.|f.", "addr": "Adr.", "phone": "Tfn|Mob.", "dl": "Körk.nr", "acct": "Kontonr"},
}

# A few labels in a second language for English documents outside North America.
SECOND = {
    "in": {"name": "पूरा नाम", "dob": "जन्म तिथि", "addr": "पता", "phone": "फ़ोन नंबर"},
    "sg": {"name": "姓名", "dob": "出生日期", "addr": "住址", "phone": "电话"},
    "nz": {"name": "Ingoa", "dob": "Rā whānau", "addr": "Wāhi noho", "phone": "Waea"},
    "za": {"name": "Volle naam", "dob": "Geboortedatum", "addr": "Woonadres", "phone": "Telefoon"},
    "ie": {"name": "Ainm", "dob": "Dáta breithe", "addr": "Seoladh", "phone": "Uimhir theileafóin"},
    "ph": {
        "name": "Buong pangalan",
        "dob": "Petsa ng kapanganakan",
        "addr": "Tirahan",
        "phone": "Numero ng telepono",
    },
    "sco": {"name": "Ainm", "dob": "Ceann-latha breith", "addr": "Seòladh", "phone": "Àireamh fòn"},
}

JOINS = (" / ", " — ", " · ", " | ")

# (women, men) courtesy titles written before a later mention; never inside the PERSON span.
TITLES = {
    "en": ("Ms.", "Mr."),
    "fr": ("Mme", "M."),
    "es": ("la Sra.", "el Sr."),
    "de": ("Frau", "Herr"),
    "it": ("la sig.ra", "il sig."),
    "nl": ("mevrouw", "de heer"),
    "pt": ("a Sra.", "o Sr."),
    "sv": ("", ""),
}


def second_language(jur, lang):
    """The language labels are paired with: French beside English in Canada, Spanish beside English in the US,
    English beside the local language elsewhere, or a local second language for English documents abroad."""
    if jur == "ca":
        return "en" if lang == "fr" else "fr"
    if jur == "us":
        return "en" if lang == "es" else "es"
    if lang != "en":
        return "en"
    return jur if jur in SECOND else None


def wording(field, lang, jur=None):
    """All full wordings of ``field`` in ``lang`` (falls back to English)."""
    if lang in SECOND and field in SECOND[lang]:
        return [SECOND[lang][field]]
    table = FULL.get(lang, FULL["en"])
    return table.get(field, FULL["en"][field]).split("|")


def label(rng, field, lang, jur, how):
    """One label: ``how`` is 'full', 'abbr', 'pair' (two languages joined) or 'other' (second language alone)."""
    if field == "dl" and jur == "us" and lang == "en":
        base = ["Driver's license number", "Operator's license"]
    else:
        base = wording(field, lang)
    if how == "abbr" and field in ABBR.get(lang, {}):
        return rng.choice(ABBR[lang][field].split("|"))
    other = second_language(jur, lang)
    if how in ("pair", "other") and other and (other not in SECOND or field in SECOND[other]):
        alt = rng.choice(wording(field, other))
        if how == "other":
            return alt
        mine = rng.choice(base)
        first, second = (mine, alt) if rng.random() < 0.7 else (alt, mine)
        if rng.random() < 0.2:
            return f"{first} ({second})"
        return f"{first}{rng.choice(JOINS)}{second}"
    return rng.choice(base)
