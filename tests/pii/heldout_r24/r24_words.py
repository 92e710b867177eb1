"""Field wordings of round 24 in eight languages: labels, questions and narrative sentences."""

from __future__ import annotations


def _table(text):
    out: dict[str, dict[str, list[str]]] = {}
    for line in text.strip().splitlines():
        key, rest = line.split(" = ", 1)
        out[key] = {}
        for part in rest.split(" ; "):
            lang, words = part.split(": ", 1)
            out[key][lang] = words.split("|")
    return out


LABELS = _table("""
name = en: Full legal name|Name (last, first)|Person named|Printed name|Name as it appears on ID ; fr: Nom et prénom|Nom au complet|Identité ; es: Nombre completo|Apellidos y nombre|Nombre del interesado ; de: Vor- und Zuname|Name der Person|Familienname, Vorname ; pt: Nome por extenso|Nome do titular ; it: Cognome e nome|Nominativo ; nl: Naam en voornamen|Volledige naam ; pl: Imię i nazwisko|Nazwisko i imiona
dob = en: Birthdate|Date of birth (DOB)|Born on|DOB|Birth date (as on record) ; fr: Date de naissance|Né(e) le ; es: Fecha de nacimiento|Fecha nac. ; de: Geburtsdatum|Geb. am ; pt: Data de nascimento|Nascido(a) em ; it: Data di nascita|Nato/a il ; nl: Geboortedatum|Geboren op ; pl: Data urodzenia|Urodzony(a) dnia
addr = en: Mailing address|Residential address|Lives at|Address on file|Current address ; fr: Adresse postale|Domicile actuel|Adresse de résidence ; es: Domicilio actual|Dirección postal ; de: Wohnanschrift|Meldeadresse ; pt: Morada|Endereço residencial ; it: Residenza|Indirizzo di residenza ; nl: Woonadres|Adres ; pl: Adres zamieszkania|Adres do korespondencji
phone = en: Daytime phone|Mobile|Phone (home)|Best number to call|Cell no. ; fr: Téléphone (jour)|Numéro de cellulaire ; es: Teléfono móvil|Tel. de contacto ; de: Telefon tagsüber|Handy ; pt: Telemóvel|Telefone de contacto ; it: Cellulare|Recapito telefonico ; nl: Telefoonnummer|Mobiel ; pl: Telefon kontaktowy|Nr telefonu
phone2 = en: Evening phone|Alternate number|Work phone ; fr: Téléphone (soir)|Autre numéro ; es: Teléfono alterno ; de: Telefon abends ; pt: Outro telefone ; it: Altro recapito ; nl: Tweede nummer ; pl: Telefon dodatkowy
email = en: Email for service|Personal email|E-mail address|Email on file ; fr: Adresse électronique|Courriel personnel ; es: Correo electrónico|E-mail personal ; de: E-Mail-Adresse|E-Mail privat ; pt: Correio eletrónico|E-mail pessoal ; it: Posta elettronica|Indirizzo e-mail ; nl: E-mailadres ; pl: Adres e-mail|Poczta elektroniczna
url = en: Personal website|Online profile|Profile link ; fr: Profil en ligne|Site personnel ; es: Perfil en línea ; de: Profil im Netz ; pt: Perfil online ; it: Profilo online ; nl: Online profiel ; pl: Profil internetowy
sin = en: Social Insurance Number|SIN|S.I.N. ; fr: Numéro d'assurance sociale|NAS
ssn = en: Social Security No.|SSN|Soc. Sec. # ; es: Número de Seguro Social|N.º de Seguro Social
hc = en: Health card no.|Provincial health number|Health insurance number ; fr: Numéro d'assurance maladie|No de carte santé
dl = en: Driver's licence no.|Driver's license #|Operator licence|DL number ; fr: Numéro de permis de conduire|Permis de conduire ; es: Licencia de conducir|Permiso de conducción ; de: Führerscheinnummer ; pt: Carta de condução n.º|CNH ; it: Patente di guida n. ; nl: Rijbewijsnummer ; pl: Numer prawa jazdy
acct = en: Account no.|Chequing account|Deposit account|Bank account # ; fr: Numéro de compte|Compte bancaire ; es: Número de cuenta|Cuenta bancaria ; de: Kontonummer ; pt: Número de conta ; it: Numero di conto ; nl: Rekeningnummer ; pl: Numer rachunku
bank = en: Transit/institution|Bank code|SWIFT/BIC|ABA number ; fr: Transit/institution|Code banque ; es: Código bancario|SWIFT ; de: BIC|Bankleitzahl ; pt: Código SWIFT ; it: Codice BIC ; nl: BIC ; pl: Kod BIC
iban = en: IBAN|International account (IBAN) ; fr: IBAN|Coordonnées bancaires (IBAN) ; es: IBAN|Cuenta IBAN ; de: IBAN|Bankverbindung (IBAN) ; pt: IBAN|NIB/IBAN ; it: IBAN|Codice IBAN ; nl: IBAN|IBAN-rekening ; pl: IBAN|Numer IBAN
card = en: Card on file|Credit card no.|Card number ; fr: Carte de crédit ; es: Tarjeta de crédito ; de: Kreditkarte ; pt: Cartão de crédito ; it: Carta di credito ; nl: Creditcard ; pl: Karta kredytowa
ip = en: Login IP|Source address|Last seen from IP ; fr: Adresse IP de connexion ; es: IP de acceso ; de: IP-Adresse ; pt: Endereço IP ; it: Indirizzo IP ; nl: IP-adres ; pl: Adres IP
file = en: File no.|Docket|Matter number|Court file ; fr: N° de dossier|Dossier ; es: Expediente|N.º de expediente ; de: Aktenzeichen|Gz. ; pt: Processo n.º|Autos n.º ; it: Numero di ruolo|R.G. n. ; nl: Zaaknummer|Rolnummer ; pl: Sygnatura akt
filed = en: Date filed|Received|Issued on|Dated ; fr: Date de dépôt|Reçu le ; es: Fecha de presentación|Recibido ; de: Eingangsdatum|Datum ; pt: Data de entrada|Recebido em ; it: Depositato il|Data ; nl: Datum indiening|Ontvangen ; pl: Data wpływu|Data
presiding = en: Before|Presiding|Decision-maker|Assigned to ; fr: Devant|Présidé par ; es: Ante|Juzgado a cargo de ; de: Vor|Zuständig ; pt: Perante|Relator(a) ; it: Davanti a|Giudice ; nl: Behandeld door ; pl: Przed|Skład orzekający
ref = en: Our reference|Ref.|Internal ref. ; fr: Notre référence|Réf. ; es: Referencia|Ref. ; de: Unser Zeichen ; pt: Ref.ª ; it: Rif. ; nl: Kenmerk ; pl: Znak sprawy
""")

QUESTIONS = _table("""
name = en: What is your full legal name?|Please state your name as it appears on your ID.|Who is the person this form is about? ; fr: Quel est votre nom complet?|Veuillez indiquer vos nom et prénom. ; es: ¿Cuál es su nombre completo?|Indique sus apellidos y nombre. ; de: Wie lautet Ihr vollständiger Name? ; pt: Qual é o seu nome completo? ; it: Qual è il suo nome completo?
dob = en: When were you born?|What is your date of birth?|On what date was the person born? ; fr: Quelle est votre date de naissance?|À quelle date êtes-vous né(e)? ; es: ¿Cuál es su fecha de nacimiento?|¿Cuándo nació? ; de: Wann sind Sie geboren? ; pt: Qual é a sua data de nascimento? ; it: Quando è nato/a?
addr = en: Where do you live now?|What address should mail be sent to?|What is your current residential address? ; fr: Où habitez-vous présentement?|À quelle adresse faut-il vous écrire? ; es: ¿Dónde vive actualmente?|¿A qué dirección enviamos el correo? ; de: Wo wohnen Sie derzeit? ; pt: Onde mora atualmente? ; it: Dove abita attualmente?
phone = en: What number can we reach you at during the day?|What is your phone number? ; fr: À quel numéro peut-on vous joindre? ; es: ¿A qué número podemos llamarle? ; de: Unter welcher Nummer sind Sie erreichbar? ; pt: Qual é o seu número de telefone? ; it: A quale numero possiamo chiamarla?
phone2 = en: Is there another number we can try?|Do you have a second phone number? ; fr: Avez-vous un autre numéro? ; es: ¿Tiene otro número? ; de: Haben Sie eine zweite Nummer? ; pt: Tem outro número? ; it: Ha un altro numero?
email = en: What email address do you check?|Where should we send e-mail? ; fr: Quelle est votre adresse courriel? ; es: ¿Cuál es su correo electrónico? ; de: Wie lautet Ihre E-Mail-Adresse? ; pt: Qual é o seu e-mail? ; it: Qual è il suo indirizzo e-mail?
url = en: Do you have a public profile or website?|Is there a web page where you post? ; fr: Avez-vous un profil en ligne? ; es: ¿Tiene un perfil en línea? ; de: Haben Sie ein Online-Profil? ; pt: Tem um perfil online? ; it: Ha un profilo online?
sin = en: What is your Social Insurance Number? ; fr: Quel est votre numéro d'assurance sociale?
ssn = en: What is your Social Security number?|Give the last SSN on record. ; es: ¿Cuál es su número de Seguro Social?
hc = en: What is your health card number? ; fr: Quel est votre numéro d'assurance maladie?
dl = en: What is your driver's licence number?|Which licence number was shown at the scene? ; fr: Quel est votre numéro de permis de conduire? ; es: ¿Cuál es el número de su licencia? ; de: Wie lautet Ihre Führerscheinnummer? ; pt: Qual é o número da sua carta de condução? ; it: Qual è il numero della sua patente?
acct = en: Into which account should payments go?|What is the account number? ; fr: Dans quel compte verser les paiements? ; es: ¿En qué cuenta se depositan los pagos? ; de: Auf welches Konto soll gezahlt werden? ; pt: Em que conta devem ser feitos os pagamentos? ; it: Su quale conto vanno i pagamenti?
bank = en: Which bank holds the account?|What is the bank's code? ; fr: Quel est le code de l'institution? ; es: ¿Cuál es el código del banco? ; de: Wie lautet der BIC? ; pt: Qual é o código do banco? ; it: Qual è il codice della banca?
iban = en: What is the IBAN?|Which IBAN should we use? ; fr: Quel est votre IBAN? ; es: ¿Cuál es su IBAN? ; de: Wie lautet Ihre IBAN? ; pt: Qual é o seu IBAN? ; it: Qual è il suo IBAN?
card = en: Which card was charged?|What card number do you want to use? ; fr: Quelle carte a été débitée? ; es: ¿Qué tarjeta se usó? ; de: Welche Karte wurde belastet? ; pt: Que cartão foi usado? ; it: Quale carta è stata addebitata?
ip = en: From which IP address did you log in? ; fr: Depuis quelle adresse IP? ; es: ¿Desde qué IP se conectó? ; de: Von welcher IP-Adresse? ; pt: De que endereço IP? ; it: Da quale indirizzo IP?
""")

NARR = _table("""
dob = en: {p} was born on {v}.|{p}'s date of birth is given as {v}.|According to the file, {p} was born {v}. ; fr: {p} est né(e) le {v}.|La date de naissance de {p} est le {v}. ; es: {p} nació el {v}.|Consta que {p} nació el {v}. ; de: {p} wurde am {v} geboren. ; pt: {p} nasceu em {v}. ; it: {p} è nato/a il {v}.
addr = en: {p} lives at {v}.|{p} has resided at {v} since the spring.|Mail for {p} goes to {v}. ; fr: {p} demeure au {v}.|{p} habite au {v}. ; es: {p} vive en {v}.|{p} tiene su domicilio en {v}. ; de: {p} wohnt in {v}. ; pt: {p} mora em {v}. ; it: {p} abita in {v}.
phone = en: {p} can be reached at {v}.|{p} gave {v} as a daytime number.|The best number for {p} is {v}. ; fr: On peut joindre {p} au {v}. ; es: Se puede llamar a {p} al {v}. ; de: {p} ist unter {v} erreichbar. ; pt: {p} atende no {v}. ; it: {p} risponde al {v}.
phone2 = en: An evening number for {p} is {v}.|{p} also uses {v}. ; fr: {p} utilise aussi le {v}. ; es: {p} también usa el {v}. ; de: Abends ist {p} unter {v} erreichbar. ; pt: {p} também usa o {v}. ; it: {p} usa anche il {v}.
email = en: {p} writes from {v}.|{p} asked that e-mail go to {v}.|{p}'s address for e-mail is {v}. ; fr: {p} écrit à partir de {v}. ; es: {p} escribe desde {v}. ; de: {p} schreibt von {v} aus. ; pt: {p} escreve a partir de {v}. ; it: {p} scrive da {v}.
url = en: {p} posts at {v}.|A public profile for {p} is at {v}. ; fr: {p} publie sur {v}. ; es: {p} publica en {v}. ; de: {p} veröffentlicht unter {v}. ; pt: {p} publica em {v}. ; it: {p} pubblica su {v}.
sin = en: {p}'s SIN is {v}.|The SIN quoted for {p} is {v}. ; fr: Le NAS de {p} est le {v}.
ssn = en: {p}'s Social Security number is {v}.|The SSN given by {p} was {v}. ; es: El número de Seguro Social de {p} es {v}.
hc = en: {p}'s health card number is {v}. ; fr: Le numéro d'assurance maladie de {p} est {v}.
dl = en: {p} holds driver's licence {v}.|{p} produced licence {v}. ; fr: {p} détient le permis {v}. ; es: {p} tiene la licencia {v}. ; de: {p} besitzt den Führerschein {v}. ; pt: {p} tem a carta {v}. ; it: {p} ha la patente {v}.
acct = en: Payments to {p} go to account {v}.|{p} banks with account {v}. ; fr: Les paiements de {p} vont au compte {v}. ; es: Los pagos a {p} van a la cuenta {v}. ; de: Zahlungen an {p} gehen auf Konto {v}. ; pt: Os pagamentos a {p} vão para a conta {v}. ; it: I pagamenti a {p} vanno sul conto {v}.
bank = en: The bank's code is {v}. ; fr: Le code de l'institution est {v}. ; es: El código del banco es {v}. ; de: Der BIC lautet {v}. ; pt: O código do banco é {v}. ; it: Il codice della banca è {v}.
iban = en: {p}'s IBAN is {v}. ; fr: L'IBAN de {p} est {v}. ; es: El IBAN de {p} es {v}. ; de: Die IBAN von {p} lautet {v}. ; pt: O IBAN de {p} é {v}. ; it: L'IBAN di {p} è {v}.
card = en: {p} paid with card {v}.|The card charged for {p} was {v}. ; fr: {p} a payé avec la carte {v}. ; es: {p} pagó con la tarjeta {v}. ; de: {p} zahlte mit der Karte {v}. ; pt: {p} pagou com o cartão {v}. ; it: {p} ha pagato con la carta {v}.
ip = en: {p} last logged in from {v}. ; fr: {p} s'est connecté(e) depuis {v}. ; es: {p} se conectó desde {v}. ; de: {p} meldete sich von {v} an. ; pt: {p} entrou a partir de {v}. ; it: {p} si è collegato/a da {v}.
""")


def pick(table, key, lang, rng):
    row = table[key]
    return rng.choice(row.get(lang) or row["en"])
