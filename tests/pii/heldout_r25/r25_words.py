"""Round-25 wording for fields in seven languages: labels, questions put to a person, and sentences that carry a
value with no label at all. ``{P}`` is the person, ``{v}`` the value."""

from __future__ import annotations


def _read(text):
    out: dict[str, dict[str, list[str]]] = {}
    for row in text.strip().splitlines():
        key, rest = row.split(" :: ", 1)
        field, lang = key.split(".")
        out.setdefault(field, {})[lang] = [x.strip() for x in rest.split("|")]
    return out


LABELS = _read("""
name.en :: Full name|Surname, given names|Name of person|Legal name|Name (print clearly)
name.fr :: Nom, prénom|Nom complet|Nom de la personne
name.es :: Nombre y apellidos|Nombre de la persona
name.de :: Name, Vorname|Vollständiger Name
name.it :: Nome e cognome|Generalità
name.nl :: Naam|Volledige naam
name.pt :: Nome completo|Nome
dob.en :: Date of birth|D.O.B.|Birth date|Born|DOB (as on ID)
dob.fr :: Date de naissance|Né(e) le|Naissance
dob.es :: Fecha de nacimiento|F. de nacimiento|Nacido(a) el
dob.de :: Geburtsdatum|geboren am|Geb.-Datum
dob.it :: Data di nascita|Nato/a il
dob.nl :: Geboortedatum|Geboren op
dob.pt :: Data de nascimento|Nascido(a) em
addr.en :: Home address|Residence|Address for service|Street address|Where living now
addr.fr :: Adresse domiciliaire|Adresse|Lieu de résidence
addr.es :: Domicilio|Dirección|Residencia habitual
addr.de :: Anschrift|Wohnort und Anschrift
addr.it :: Indirizzo|Domicilio
addr.nl :: Adres|Woonplaats en adres
addr.pt :: Morada|Endereço
phone.en :: Telephone|Cell|Contact number|Tel.|Phone (primary)
phone.fr :: Téléphone|Cellulaire|No de téléphone
phone.es :: Teléfono|Celular|Tel.
phone.de :: Telefon|Mobilnummer|Tel.
phone.it :: Telefono|Cell.|Recapito
phone.nl :: Telefoon|Mobiel nummer
phone.pt :: Telefone|Celular|Tel.
phone2.en :: Other phone|Work number|Evening phone
phone2.fr :: Autre téléphone|Travail
phone2.es :: Otro teléfono
phone2.de :: Telefon (dienstlich)
phone2.it :: Altro telefono
phone2.nl :: Ander nummer
phone2.pt :: Outro telefone
email.en :: Email|E-mail address|Email (personal)|Electronic address
email.fr :: Courriel|Adresse courriel
email.es :: Correo-e|Email
email.de :: E-Mail|E-Mail-Kontakt
email.it :: E-mail|Indirizzo di posta
email.nl :: E-mail|Mailadres
email.pt :: E-mail|Endereço eletrónico
url.en :: Web page|Social media|Public profile
url.fr :: Page Web|Réseau social
url.es :: Red social|Página web
url.de :: Webseite|Soziale Medien
url.it :: Pagina social|Sito web
url.nl :: Sociale media|Webpagina
url.pt :: Rede social|Página pessoal
sin.en :: SIN|Social insurance no.|Social Insurance Number (SIN)
sin.fr :: NAS|No d'assurance sociale
ssn.en :: SSN|Social Security number|Soc. Sec. No.
ssn.es :: Núm. de Seguro Social|SSN
hc.en :: Health number|Health card|Provincial health insurance no.
hc.fr :: Assurance maladie|No d'assurance maladie (RAMQ)
dl.en :: Driver's licence|DL #|Driver licence number|Operator's license no.
dl.fr :: Permis de conduire|No de permis
dl.es :: Licencia de manejo|Permiso de conducir
dl.de :: Führerschein-Nr.|Fahrerlaubnis
dl.it :: Patente n.|Numero patente
dl.nl :: Rijbewijs|Rijbewijsnr.
dl.pt :: CNH n.º|Habilitação
acct.en :: Bank account|Acct. no.|Account for direct deposit|Chequing no.
acct.fr :: No de compte|Compte (dépôt direct)
acct.es :: Cuenta|Número de cuenta (CLABE)
acct.de :: Konto-Nr.|Bankkonto
acct.it :: Conto n.|Conto corrente
acct.nl :: Rekening|Bankrekening
acct.pt :: Conta|Conta corrente
bank.en :: Routing / transit|Branch code|Bank identifier|Institution
bank.fr :: Transit / institution|Code de la banque
bank.es :: Código del banco|SWIFT
bank.de :: BIC|Bankkennung
bank.it :: BIC|Codice banca
bank.nl :: BIC|Bankcode
bank.pt :: Agência|Código do banco
iban.en :: IBAN|Overseas account (IBAN)
iban.fr :: IBAN|Compte IBAN
iban.es :: IBAN|Cuenta IBAN
iban.de :: IBAN|Konto (IBAN)
iban.it :: IBAN|Coordinate IBAN
iban.nl :: IBAN|Rekening (IBAN)
iban.pt :: IBAN|NIB / IBAN
card.en :: Card number|Credit card|Card charged
card.fr :: Carte de crédit|No de carte
card.es :: Tarjeta|No. de tarjeta
ip.en :: IP address|Device IP|Sign-in IP
ip.fr :: Adresse IP
ip.es :: Dirección IP
ip.de :: IP-Adresse
ip.it :: Indirizzo IP
ip.nl :: IP-adres
ip.pt :: Endereço IP
rel.en :: Relationship|Relation to applicant|Connection
rel.fr :: Lien|Lien de parenté
rel.es :: Parentesco|Relación
rel.de :: Verhältnis|Verwandtschaft
rel.it :: Parentela|Rapporto
rel.nl :: Relatie|Verwantschap
rel.pt :: Parentesco|Relação
file.en :: Court file no.|File|Docket|Our file|Matter no.
file.fr :: No de dossier|Dossier
file.es :: Expediente|Núm. de expediente
file.de :: Az.|Geschäftszeichen
file.it :: R.G.|Fascicolo
file.nl :: Dossiernummer|Proces-verbaalnummer
file.pt :: Processo|N.º do registo
filed.en :: Date filed|Dated|Received on|Date of report
filed.fr :: Date|Reçu le
filed.es :: Fecha|Presentado el
filed.de :: Datum|Eingegangen am
filed.it :: Data|Depositato il
filed.nl :: Datum|Opgemaakt op
filed.pt :: Data|Registado em
presiding.en :: Before|Heard by|Officer in charge|Assigned
presiding.fr :: Devant|Présidé par
presiding.es :: Ante|A cargo de
presiding.de :: Zuständig|Vor
presiding.it :: Davanti a|Giudice
presiding.nl :: Behandeld door|Opgemaakt door
presiding.pt :: Perante|Responsável
ref.en :: Reference|Internal reference|Claim reference
ref.fr :: Référence|Notre référence
ref.es :: Referencia
ref.de :: Unser Zeichen
ref.it :: Riferimento
ref.nl :: Kenmerk
ref.pt :: Referência
""")

QUESTIONS = _read("""
name.en :: Could you tell us your full name?|What is your name, for the record?|Who is filling in this form?
name.fr :: Quel est votre nom complet?|Pour le dossier, votre nom?
name.es :: ¿Cuál es su nombre completo?|¿Cómo se llama usted?
name.de :: Wie lautet Ihr vollständiger Name?|Wie heißen Sie?
name.it :: Qual è il suo nome completo?|Come si chiama?
name.nl :: Wat is uw volledige naam?|Hoe heet u?
name.pt :: Qual é o seu nome completo?|Como se chama?
dob.en :: What is your date of birth?|When were you born?|And your birthdate?|Can you confirm the date you were born?
dob.fr :: Quelle est votre date de naissance?|Vous êtes né(e) quand?
dob.es :: ¿Cuál es su fecha de nacimiento?|¿Cuándo nació usted?
dob.de :: Wann sind Sie geboren?|Wie lautet Ihr Geburtsdatum?
dob.it :: Qual è la sua data di nascita?|Quando è nato/a?
dob.nl :: Wat is uw geboortedatum?|Wanneer bent u geboren?
dob.pt :: Qual é a sua data de nascimento?|Quando nasceu?
addr.en :: Where are you living right now?|What is your current address?|Where can papers be delivered to you?
addr.fr :: Où habitez-vous actuellement?|Quelle est votre adresse?
addr.es :: ¿Dónde vive actualmente?|¿Cuál es su domicilio?
addr.de :: Wo wohnen Sie derzeit?|Wie lautet Ihre Anschrift?
addr.it :: Dove abita attualmente?|Qual è il suo indirizzo?
addr.nl :: Waar woont u op dit moment?|Wat is uw adres?
addr.pt :: Onde mora atualmente?|Qual é a sua morada?
phone.en :: What number can we reach you at?|Is there a phone number for you?|Which phone do you answer?
phone.fr :: À quel numéro peut-on vous joindre?|Votre numéro de téléphone?
phone.es :: ¿En qué número se le puede localizar?|¿Tiene teléfono?
phone.de :: Unter welcher Nummer sind Sie erreichbar?|Haben Sie eine Telefonnummer?
phone.it :: A quale numero possiamo contattarla?|Ha un numero di telefono?
phone.nl :: Op welk nummer bent u bereikbaar?|Heeft u een telefoonnummer?
phone.pt :: Em que número o podemos contactar?|Tem telefone?
phone2.en :: Is there another number, for example at work?
phone2.fr :: Avez-vous un autre numéro?
email.en :: Which email address do you check?|Do you have an email address?
email.fr :: Quelle adresse courriel utilisez-vous?
email.es :: ¿Qué correo electrónico usa?
email.de :: Welche E-Mail-Adresse nutzen Sie?
email.it :: Quale indirizzo e-mail usa?
email.nl :: Welk e-mailadres gebruikt u?
email.pt :: Que e-mail utiliza?
url.en :: Do you post anywhere online under your own name?
sin.en :: What is your social insurance number?|Do you have your SIN with you?
sin.fr :: Quel est votre numéro d'assurance sociale?
ssn.en :: What is your Social Security number?|Can you read me your SSN?
ssn.es :: ¿Cuál es su número de Seguro Social?
hc.en :: What is your health card number?|Could you read out your health number?
hc.fr :: Quel est votre numéro d'assurance maladie?
dl.en :: Do you have a driver's licence, and what is the number?|What is the number on your licence?
dl.fr :: Quel est le numéro de votre permis?
dl.es :: ¿Cuál es el número de su licencia?
dl.de :: Welche Nummer hat Ihr Führerschein?
dl.it :: Qual è il numero della sua patente?
dl.nl :: Wat is uw rijbewijsnummer?
dl.pt :: Qual é o número da sua carta?
acct.en :: Which account should the money go into?|What is your bank account number?
acct.fr :: Dans quel compte faut-il verser les fonds?
acct.es :: ¿A qué cuenta se hace el depósito?
acct.de :: Auf welches Konto soll gezahlt werden?
acct.it :: Su quale conto va fatto il versamento?
acct.nl :: Op welke rekening moet het geld?
acct.pt :: Para que conta vai o dinheiro?
iban.en :: What is the IBAN of that account?
iban.fr :: Quel est l'IBAN du compte?
iban.es :: ¿Cuál es el IBAN?
iban.de :: Wie lautet Ihre IBAN?
iban.it :: Qual è il suo IBAN?
iban.nl :: Wat is uw IBAN?
iban.pt :: Qual é o IBAN?
card.en :: Which card did you use?|What card number was charged?
""")

NARRATIVE = _read("""
dob.en :: {P} was born on {v}.|The birth certificate shows that {P} was born {v}.|{P}, born {v}, is named in the application.|According to the hospital record, {P}'s date of birth is {v}.
dob.fr :: {P} est né(e) le {v}.|Selon l'acte de naissance, {P} est né(e) le {v}.|{P}, né(e) le {v}, est visé(e) par la demande.
dob.es :: {P} nació el {v}.|Según el acta, {P} nació el {v}.
dob.de :: {P} wurde am {v} geboren.|{P}, geboren am {v}, ist Beteiligte(r).
dob.it :: {P} è nato/a il {v}.|{P}, nato/a il {v}, è parte del procedimento.
dob.nl :: {P} is geboren op {v}.|{P}, geboren op {v}, is betrokkene.
dob.pt :: {P} nasceu em {v}.|{P}, nascido(a) em {v}, é parte no processo.
addr.en :: {P} lives at {v}.|{P} has rented the home at {v} for some years.|Mail for {P} goes to {v}.|{P} was served at {v}.
addr.fr :: {P} habite au {v}.|Le courrier de {P} est envoyé au {v}.
addr.es :: {P} vive en {v}.|{P} recibe su correspondencia en {v}.
addr.de :: {P} wohnt in der {v}.|Post an {P} geht an {v}.
addr.it :: {P} abita in {v}.|La posta per {P} va a {v}.
addr.nl :: {P} woont aan de {v}.|Post voor {P} gaat naar {v}.
addr.pt :: {P} mora em {v}.|A correspondência de {P} segue para {v}.
phone.en :: {P} can be reached at {v}.|{P} answered on {v} when the worker called.|Texts to {P} go to {v}.
phone.fr :: On peut joindre {P} au {v}.|{P} a répondu au {v}.
phone.es :: {P} contesta en el {v}.|Se puede llamar a {P} al {v}.
phone.de :: {P} ist unter {v} erreichbar.
phone.it :: {P} risponde al numero {v}.
phone.nl :: {P} is bereikbaar op {v}.
phone.pt :: {P} atende no {v}.
phone2.en :: During work hours {P} uses {v}.|A second number for {P} is {v}.
phone2.fr :: Au travail, {P} répond au {v}.
email.en :: {P} writes from {v}.|Messages sent by {P} came from {v}.
email.fr :: {P} écrit à partir de {v}.
email.es :: {P} escribe desde {v}.
email.de :: {P} schreibt von {v}.
email.it :: {P} scrive da {v}.
email.nl :: {P} mailt vanaf {v}.
email.pt :: {P} escreve a partir de {v}.
url.en :: {P} posts publicly at {v}.|{P} keeps a page at {v}.
url.fr :: {P} publie sur {v}.
sin.en :: {P}'s social insurance number is {v}.|The SIN on file for {P} is {v}.
sin.fr :: Le NAS de {P} est le {v}.
ssn.en :: {P}'s Social Security number is {v}.|{P} gave {v} as a Social Security number.
ssn.es :: El número de Seguro Social de {P} es {v}.
hc.en :: {P}'s health number is {v}.|{P} is insured under health number {v}.
hc.fr :: {P} est assuré(e) sous le numéro {v}.
dl.en :: {P} holds driver's licence {v}.|{P} produced a licence numbered {v}.
dl.fr :: {P} est titulaire du permis {v}.
dl.es :: {P} tiene la licencia {v}.
dl.de :: {P} besitzt den Führerschein {v}.
dl.it :: {P} è titolare della patente {v}.
dl.nl :: {P} heeft rijbewijs {v}.
dl.pt :: {P} é titular da carta {v}.
acct.en :: Payments to {P} went into account {v}.|{P} banks with account {v}.
acct.fr :: Les versements à {P} vont au compte {v}.
acct.es :: Los pagos a {P} van a la cuenta {v}.
acct.de :: Zahlungen an {P} gehen auf Konto {v}.
acct.it :: I pagamenti a {P} vanno sul conto {v}.
acct.nl :: Betalingen aan {P} gaan naar rekening {v}.
acct.pt :: Os pagamentos a {P} vão para a conta {v}.
iban.en :: Transfers for {P} go to account {v}.|{P} holds the account {v}.
iban.fr :: Le compte de {P} est le {v}.
iban.es :: La cuenta de {P} es {v}.
iban.de :: {P} hat das Konto {v}.
iban.it :: Il conto di {P} è {v}.
iban.nl :: De rekening van {P} is {v}.
iban.pt :: A conta de {P} é {v}.
card.en :: {P}'s card {v} was charged.|A charge appeared on {P}'s credit card {v}.
card.fr :: La carte {v} de {P} a été débitée.
card.es :: Se cargó la tarjeta {v} de {P}.
ip.en :: {P} signed in from {v}.
""")

RELATIONS = _read("""
cm.en :: son|grandson|nephew|stepson
cf.en :: daughter|granddaughter|niece|stepdaughter
am.en :: brother|father|husband|uncle|cousin|son|common-law partner
af.en :: sister|mother|wife|aunt|cousin|daughter|common-law partner
cm.fr :: fils|petit-fils|neveu
cf.fr :: fille|petite-fille|nièce
am.fr :: frère|père|conjoint|oncle|cousin
af.fr :: sœur|mère|conjointe|tante|cousine
cm.es :: hijo|nieto|sobrino
cf.es :: hija|nieta|sobrina
am.es :: hermano|padre|esposo|tío
af.es :: hermana|madre|esposa|tía
cm.de :: Sohn|Enkel|Neffe
cf.de :: Tochter|Enkelin|Nichte
am.de :: Bruder|Vater|Ehemann|Onkel
af.de :: Schwester|Mutter|Ehefrau|Tante
cm.it :: figlio|nipote
cf.it :: figlia|nipote
am.it :: fratello|padre|marito|zio
af.it :: sorella|madre|moglie|zia
cm.nl :: zoon|kleinzoon|neef
cf.nl :: dochter|kleindochter|nicht
am.nl :: broer|vader|echtgenoot|oom
af.nl :: zus|moeder|echtgenote|tante
cm.pt :: filho|neto|sobrinho
cf.pt :: filha|neta|sobrinha
am.pt :: irmão|pai|marido|tio
af.pt :: irmã|mãe|esposa|tia
other.en :: neighbour|co-worker|friend|roommate|landlord's agent|witness
other.fr :: voisin(e)|collègue|ami(e)|témoin
other.es :: vecino(a)|compañero(a) de trabajo|testigo
other.de :: Nachbar(in)|Zeuge/Zeugin|Kollege/Kollegin
other.it :: vicino/a|testimone|collega
other.nl :: buurman/buurvrouw|getuige|collega
other.pt :: vizinho(a)|testemunha|colega
""")


def label(rng, field, lang, mixed=None):
    """A label for ``field``; when ``mixed`` names a second language, written in both (``A / B``, ``A (B)``)."""
    words = LABELS[field].get(lang) or LABELS[field]["en"]
    first = rng.choice(words)
    if not mixed or mixed == lang:
        return first
    other = LABELS[field].get(mixed)
    if not other:
        return first
    return rng.choice(["{} / {}", "{} ({})", "{} – {}"]).format(first, rng.choice(other))


def question(rng, field, lang):
    table = QUESTIONS.get(field, {})
    return rng.choice(table.get(lang) or table.get("en") or [f"{label(rng, field, lang)}?"])


def narrative(rng, field, lang):
    table = NARRATIVE.get(field, {})
    pool = table.get(lang) or table.get("en")
    return rng.choice(pool) if pool else None


def relation(rng, lang, kin=True, fem=False, child=False):
    key = ("c" if child else "a") + ("f" if fem else "m") if kin else "other"
    return rng.choice(RELATIONS[key].get(lang) or RELATIONS[key]["en"])
