"""Round-30 wordings: field labels (full and abbreviated) in eight languages, labels in seven more for the
English-language jurisdictions abroad, questions put to a person or about one, and sentence frames (the words of
a document's frame are in ``r30_phrases``). Written fresh for this round."""

from __future__ import annotations

FIELDS = (
    "name",
    "dob",
    "addr",
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

_LABELS = {
    "en": """Name in full|Nm.; Date of birth|D.O.B.; Home address|Addr.; Contact telephone|Ph.; Email address|Eml.;
    Personal website|Site; IP address at sign-in|IP; Social Insurance Number|S.I.N.; Social Security No.|SSN;
    Provincial health card no.|PHN; Driver's licence no.|DL #; Bank account|Bk. acct.; IBAN (international account)|IBAN;
    Credit card number|CC #""",
    "fr": """Nom et prénoms|Nom; Date de naissance|D. de naiss.; Adresse du domicile|Adr.; Téléphone|Tél.; Courriel|Courr.;
    Site Web personnel|Site; Adresse IP de connexion|IP; Numéro d'assurance sociale|NAS;
    Numéro de sécurité sociale américain|NSS (É.-U.); Numéro d'assurance maladie|NAM; Numéro de permis de conduire|Permis n°;
    Compte bancaire|Cpte; IBAN|IBAN; Carte de crédit|CC n°""",
    "es": """Nombre completo|Nombre; Fecha de nacimiento|Fec. nac.; Domicilio|Dom.; Teléfono de contacto|Tfno.;
    Correo electrónico|E-mail; Sitio web personal|Web; Dirección IP|IP; Número de seguro social canadiense|NAS;
    Número de Seguro Social|N.º Seg. Soc.; Tarjeta de salud provincial|T. salud; Licencia de manejo|Lic.;
    Cuenta bancaria|Cta.; IBAN|IBAN; Tarjeta de crédito|Tarj.""",
    "de": """Vor- und Nachname|Name; Geburtsdatum|Geb.; Wohnanschrift|Anschr.; Telefon|Tel.; E-Mail|E-Mail;
    Website|Web; IP-Adresse|IP; kanad. Sozialversicherungsnr.|SIN; US-Sozialversicherungsnr.|SSN;
    Krankenkarte (Kanada)|KK-Nr.; Führerscheinnummer|FS-Nr.; Bankverbindung|Kto.; IBAN|IBAN; Kreditkarte|KK""",
    "it": """Nome e cognome|Nominativo; Data di nascita|Nato/a il; Indirizzo di residenza|Res.; Recapito telefonico|Tel.;
    Posta elettronica|E-mail; Sito personale|Sito; Indirizzo IP|IP; Numero assicurazione sociale (Canada)|SIN;
    Social Security Number (USA)|SSN; Tessera sanitaria|TS; Patente di guida n.|Pat.; Conto corrente|C/C;
    Codice IBAN|IBAN; Carta di credito|C.c.""",
    "nl": """Volledige naam|Naam; Geboortedatum|Geb.dat.; Woonadres|Adres; Telefoonnummer|Tel.; E-mailadres|E-mail;
    Persoonlijke website|Web; IP-adres|IP; Canadees sociaal verzekeringsnummer|SIN; Amerikaans social-securitynummer|SSN;
    Zorgpas|Zorgpas; Rijbewijsnummer|Rijbew.; Bankrekening|Rek.; IBAN|IBAN; Creditcard|CC""",
    "pt": """Nome completo|Nome; Data de nascimento|Nasc.; Endereço residencial|End.; Telefone|Tel.; E-mail|E-mail;
    Página pessoal|Site; Endereço IP|IP; Número de seguro social canadense|SIN; Social Security (EUA)|SSN;
    Cartão de saúde|C. saúde; Carteira de habilitação|CNH; Conta bancária|Conta; IBAN|IBAN; Cartão de crédito|Cartão""",
    "pl": """Imię i nazwisko|Imię i nazw.; Data urodzenia|Ur.; Adres zamieszkania|Adres; Telefon kontaktowy|Tel.;
    Adres e-mail|E-mail; Strona internetowa|WWW; Adres IP|IP; Kanadyjski numer ubezpieczenia|SIN;
    Amerykański numer ubezpieczenia|SSN; Karta zdrowia|KZ; Numer prawa jazdy|Pr. jazdy; Rachunek bankowy|Nr rach.;
    IBAN|IBAN; Karta kredytowa|Karta""",
}
LABELS = {
    lang: dict(zip(FIELDS, [tuple(x.strip().split("|")) for x in table.split(";")], strict=True))
    for lang, table in _LABELS.items()
}
US_LABELS = {"dl": ("Driver license number", "DL #"), "bank": ("Checking account", "Chk. acct.")}

# Second-language labels (name, birth date, address, telephone) for English-language jurisdictions abroad.
EXTRA = {
    "cy": ("Enw llawn", "Dyddiad geni", "Cyfeiriad cartref", "Rhif ffôn"),
    "ga": ("Ainm iomlán", "Dáta breithe", "Seoladh baile", "Uimhir theileafóin"),
    "mi": ("Ingoa katoa", "Rā whānau", "Wāhi noho", "Nama waea"),
    "zu": ("Igama eliphelele", "Usuku lokuzalwa", "Ikheli lasekhaya", "Inombolo yocingo"),
    "hi": ("पूरा नाम", "जन्म तिथि", "पता", "दूरभाष संख्या"),
    "ms": ("Nama penuh", "Tarikh lahir", "Alamat rumah", "No. telefon"),
    "fil": ("Buong pangalan", "Petsa ng kapanganakan", "Tirahan", "Numero ng telepono"),
}
SECOND = {"uk": "cy", "ie": "ga", "nz": "mi", "za": "zu", "in": "hi", "sg": "ms", "ph": "fil"}
JOINS = (" ¦ ", " ⇄ ", " ⁄ ", " // ")

_ASK = {
    "en": """Please state your full name.|What is your date of birth?|Where do you currently live?|What number can the
    court reach you at?|Which e-mail address do you check?|Do you keep a personal website or profile?|From which IP
    address did you last sign in?|What is your Social Insurance Number?|What is your Social Security number?|What is
    your health card number?|What is your driver's licence number?|Into which account should payments go?|What is the
    IBAN of that account?|Which card was charged?""",
    "fr": """Veuillez indiquer vos nom et prénoms.|Quelle est votre date de naissance ?|Où habitez-vous actuellement ?|À
    quel numéro peut-on vous joindre ?|Quelle adresse de courriel consultez-vous ?|Avez-vous un site ou un profil
    personnel ?|Depuis quelle adresse IP vous êtes-vous connecté ?|Quel est votre numéro d'assurance sociale ?|Quel est
    votre numéro de sécurité sociale américain ?|Quel est votre numéro d'assurance maladie ?|Quel est votre numéro de
    permis de conduire ?|Dans quel compte les paiements doivent-ils être versés ?|Quel est l'IBAN de ce compte ?|Quelle
    carte a été débitée ?""",
    "es": """Indique su nombre completo.|¿Cuál es su fecha de nacimiento?|¿Dónde vive actualmente?|¿A qué número podemos
    llamarle?|¿Qué correo electrónico revisa?|¿Tiene una página o perfil personal?|¿Desde qué dirección IP entró por
    última vez?|¿Cuál es su número de seguro social canadiense?|¿Cuál es su número de Seguro Social?|¿Cuál es su
    número de tarjeta de salud?|¿Cuál es su número de licencia de manejo?|¿En qué cuenta deben depositarse los
    pagos?|¿Cuál es el IBAN de esa cuenta?|¿Con qué tarjeta se pagó?""",
    "de": """Bitte nennen Sie Ihren vollständigen Namen.|Wann sind Sie geboren?|Wo wohnen Sie derzeit?|Unter welcher
    Nummer sind Sie erreichbar?|Welche E-Mail-Adresse nutzen Sie?|Haben Sie eine eigene Website?|Von welcher IP-Adresse
    haben Sie sich angemeldet?|Wie lautet Ihre kanadische Sozialversicherungsnummer?|Wie lautet Ihre
    US-Sozialversicherungsnummer?|Wie lautet Ihre Krankenkartennummer?|Wie lautet Ihre Führerscheinnummer?|Auf welches
    Konto sollen Zahlungen gehen?|Wie lautet die IBAN dieses Kontos?|Welche Karte wurde belastet?""",
    "it": """Indichi nome e cognome.|Qual è la sua data di nascita?|Dove abita attualmente?|A quale numero possiamo
    contattarla?|Quale indirizzo e-mail utilizza?|Ha un sito o un profilo personale?|Da quale indirizzo IP si è
    collegato?|Qual è il suo numero di assicurazione sociale canadese?|Qual è il suo Social Security Number?|Qual è il
    numero della sua tessera sanitaria?|Qual è il numero della sua patente?|Su quale conto vanno versati i
    pagamenti?|Qual è l'IBAN di quel conto?|Quale carta è stata addebitata?""",
    "nl": """Wat is uw volledige naam?|Wat is uw geboortedatum?|Waar woont u op dit moment?|Op welk nummer bent u
    bereikbaar?|Welk e-mailadres gebruikt u?|Heeft u een eigen website of profiel?|Vanaf welk IP-adres heeft u
    ingelogd?|Wat is uw Canadese sociale verzekeringsnummer?|Wat is uw Amerikaanse social-securitynummer?|Wat is het
    nummer van uw zorgpas?|Wat is uw rijbewijsnummer?|Op welke rekening moeten betalingen worden gedaan?|Wat is het
    IBAN van die rekening?|Met welke kaart is betaald?""",
    "pt": """Indique o seu nome completo.|Qual é a sua data de nascimento?|Onde mora atualmente?|Em que número podemos
    contatá-lo?|Que e-mail costuma usar?|Tem página ou perfil pessoal?|De que endereço IP acessou pela última
    vez?|Qual é o seu número de seguro social canadense?|Qual é o seu número de Social Security?|Qual é o número do
    seu cartão de saúde?|Qual é o número da sua CNH?|Em que conta devem ser feitos os pagamentos?|Qual é o IBAN dessa
    conta?|Qual cartão foi cobrado?""",
    "pl": """Proszę podać imię i nazwisko.|Jaka jest Pana/Pani data urodzenia?|Gdzie Pan/Pani obecnie mieszka?|Pod jakim
    numerem można się z Panem/Panią skontaktować?|Jakiego adresu e-mail Pan/Pani używa?|Czy prowadzi Pan/Pani stronę
    internetową?|Z jakiego adresu IP nastąpiło logowanie?|Jaki jest kanadyjski numer ubezpieczenia?|Jaki jest
    amerykański numer ubezpieczenia?|Jaki jest numer karty zdrowia?|Jaki jest numer prawa jazdy?|Na jaki rachunek
    należy przekazywać płatności?|Jaki jest IBAN tego rachunku?|Którą kartą zapłacono?""",
}
QUESTIONS = {
    lang: dict(zip(FIELDS, [" ".join(q.split()) for q in t.split("|")], strict=True))
    for lang, t in _ASK.items()
}

# Questions about a listed person, by name: birth date, telephone, address, e-mail.
ABOUT = {
    "en": (
        "When was {n} born?",
        "What is the best number for {n}?",
        "Where does {n} live now?",
        "Does {n} use e-mail, and at what address?",
    ),
    "fr": (
        "Quelle est la date de naissance de {n} ?",
        "À quel numéro joindre {n} ?",
        "Où habite {n} maintenant ?",
        "Quelle adresse de courriel utilise {n} ?",
    ),
    "es": (
        "¿Cuándo nació {n}?",
        "¿A qué número se puede llamar a {n}?",
        "¿Dónde vive ahora {n}?",
        "¿Qué correo usa {n}?",
    ),
    "de": (
        "Wann ist {n} geboren?",
        "Unter welcher Nummer ist {n} erreichbar?",
        "Wo wohnt {n} jetzt?",
        "Welche E-Mail-Adresse nutzt {n}?",
    ),
    "it": (
        "Quando è nato/a {n}?",
        "A quale numero risponde {n}?",
        "Dove abita ora {n}?",
        "Quale e-mail usa {n}?",
    ),
    "nl": (
        "Wanneer is {n} geboren?",
        "Op welk nummer is {n} bereikbaar?",
        "Waar woont {n} nu?",
        "Welk e-mailadres gebruikt {n}?",
    ),
    "pt": (
        "Quando nasceu {n}?",
        "Em que número se contata {n}?",
        "Onde mora {n} agora?",
        "Que e-mail usa {n}?",
    ),
    "pl": (
        "Kiedy urodził(a) się {n}?",
        "Pod jakim numerem można zastać {n}?",
        "Gdzie obecnie mieszka {n}?",
        "Jakiego adresu e-mail używa {n}?",
    ),
}
ABOUT_FIELDS = ("dob", "phone", "addr", "email")

_SAY = {
    "en": """dob: {n} was born on {v}. / According to the birth record, {n} was born on {v}.
    addr: {n} has lived at {v} since the separation. / Mail for {n} goes to {v}.
    phone: {n} can be reached on {v} in the evenings. / The number on file for {n} is {v}.
    email: {n} writes from {v}. / {n} asked that notices be e-mailed to {v}.
    url: {n} posts updates at {v}.
    ip: The portal logged a sign-in by {n} from {v}.
    sin: {n} gave {v} as a Social Insurance Number.
    ssn: For {n}, the Social Security number on file is {v}.
    hc: {n} is insured under health card {v}.
    dl: {n} holds driver's licence {v}.
    bank: Payments for {n} go to {v}.
    iban: {n} asked that the refund be sent to IBAN {v}.
    card: {n} paid the filing fee with card {v}.""",
    "fr": """dob: {n} est né(e) le {v}. / Selon l'acte de naissance, {n} est né(e) le {v}.
    addr: {n} habite au {v} depuis la séparation.
    phone: On peut joindre {n} au {v} en soirée.
    email: {n} écrit depuis l'adresse {v}.
    url: {n} publie des nouvelles sur {v}.
    ip: Le portail a enregistré une connexion de {n} depuis {v}.
    sin: {n} a fourni le numéro d'assurance sociale {v}.
    ssn: Pour {n}, le numéro de sécurité sociale américain est {v}.
    hc: {n} est assuré(e) sous le numéro {v}.
    dl: {n} est titulaire du permis {v}.
    bank: Les versements destinés à {n} sont faits au {v}.
    iban: {n} demande que le remboursement soit viré à l'IBAN {v}.
    card: {n} a réglé les frais avec la carte {v}.""",
    "es": """dob: {n} nació el {v}. / Según el acta, {n} nació el {v}.
    addr: {n} vive en {v} desde la separación.
    phone: Se puede llamar a {n} al {v} por la tarde.
    email: {n} escribe desde {v}.
    url: {n} publica en {v}.
    ip: El portal registró un acceso de {n} desde {v}.
    sin: {n} indicó el número de seguro social canadiense {v}.
    ssn: El número de Seguro Social de {n} es {v}.
    hc: {n} está asegurado con la tarjeta {v}.
    dl: {n} tiene la licencia {v}.
    bank: Los pagos para {n} se hacen a {v}.
    iban: {n} pidió el reembolso al IBAN {v}.
    card: {n} pagó la tasa con la tarjeta {v}.""",
    "de": """dob: {n} wurde am {v} geboren. / Laut Geburtsurkunde ist {n} am {v} geboren.
    addr: {n} wohnt seit der Trennung in {v}.
    phone: {n} ist abends unter {v} erreichbar.
    email: {n} schreibt von {v}.
    url: {n} veröffentlicht unter {v}.
    ip: Das Portal verzeichnete eine Anmeldung von {n} über {v}.
    sin: {n} gab die kanadische Nummer {v} an.
    ssn: Die US-Sozialversicherungsnummer von {n} lautet {v}.
    hc: {n} ist unter der Kartennummer {v} versichert.
    dl: {n} besitzt den Führerschein {v}.
    bank: Zahlungen an {n} gehen auf {v}.
    iban: {n} bittet um Erstattung auf die IBAN {v}.
    card: {n} zahlte die Gebühr mit der Karte {v}.""",
    "it": """dob: {n} è nato/a il {v}. / Secondo l'atto di nascita, {n} è nato/a il {v}.
    addr: {n} abita in {v} dalla separazione.
    phone: {n} è raggiungibile al {v} la sera.
    email: {n} scrive dall'indirizzo {v}.
    url: {n} pubblica aggiornamenti su {v}.
    ip: Il portale ha registrato un accesso di {n} da {v}.
    sin: {n} ha indicato il numero canadese {v}.
    ssn: Il Social Security Number di {n} è {v}.
    hc: {n} è assistito/a con la tessera {v}.
    dl: {n} è titolare della patente {v}.
    bank: I pagamenti per {n} vanno su {v}.
    iban: {n} chiede il rimborso sull'IBAN {v}.
    card: {n} ha pagato il contributo con la carta {v}.""",
    "nl": """dob: {n} is geboren op {v}. / Volgens de geboorteakte is {n} geboren op {v}.
    addr: {n} woont sinds de scheiding op {v}.
    phone: {n} is 's avonds bereikbaar op {v}.
    email: {n} mailt vanaf {v}.
    url: {n} publiceert op {v}.
    ip: Het portaal registreerde een aanmelding van {n} vanaf {v}.
    sin: {n} gaf het Canadese nummer {v} op.
    ssn: Het social-securitynummer van {n} is {v}.
    hc: {n} is verzekerd onder pasnummer {v}.
    dl: {n} heeft rijbewijs {v}.
    bank: Betalingen aan {n} gaan naar {v}.
    iban: {n} vraagt terugbetaling op IBAN {v}.
    card: {n} betaalde het griffierecht met kaart {v}.""",
    "pt": """dob: {n} nasceu em {v}. / Segundo a certidão, {n} nasceu em {v}.
    addr: {n} mora em {v} desde a separação.
    phone: {n} atende no {v} à noite.
    email: {n} escreve de {v}.
    url: {n} publica em {v}.
    ip: O portal registrou acesso de {n} a partir de {v}.
    sin: {n} informou o número canadense {v}.
    ssn: O número de Social Security de {n} é {v}.
    hc: {n} é segurado(a) com o cartão {v}.
    dl: {n} é habilitado(a) com a CNH {v}.
    bank: Os pagamentos a {n} vão para {v}.
    iban: {n} pediu o reembolso no IBAN {v}.
    card: {n} pagou as custas com o cartão {v}.""",
    "pl": """dob: {n} urodził(a) się {v}. / Według aktu urodzenia {n} urodził(a) się {v}.
    addr: {n} mieszka pod adresem {v} od rozstania.
    phone: {n} odbiera telefon pod numerem {v} wieczorami.
    email: {n} pisze z adresu {v}.
    url: {n} publikuje na {v}.
    ip: Portal odnotował logowanie {n} z adresu {v}.
    sin: {n} podał(a) kanadyjski numer {v}.
    ssn: Amerykański numer ubezpieczenia {n} to {v}.
    hc: {n} jest ubezpieczony(-a) pod numerem {v}.
    dl: {n} posiada prawo jazdy nr {v}.
    bank: Płatności dla {n} trafiają na {v}.
    iban: {n} prosi o zwrot na IBAN {v}.
    card: {n} opłacił(a) wpis kartą {v}.""",
}
SENTENCES = {}
for _lang, _text in _SAY.items():
    SENTENCES[_lang] = {}
    for _ln in _text.strip().splitlines():
        _field, _, _frames = _ln.strip().partition(": ")
        SENTENCES[_lang][_field] = [f.strip() for f in _frames.split(" / ")]
