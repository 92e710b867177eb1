"""Round-26 questions (put to the person, ``ask``; or about someone else, ``about`` with ``{P}``), answer wrappers,
and sentences that carry a value with no label (``{P}`` the person, ``{v}`` the value). Written for this round."""

from __future__ import annotations


def _read(text):
    out: dict[str, dict[str, list[str]]] = {}
    for row in text.strip().splitlines():
        key, rest = row.split(" :: ", 1)
        field, lang = key.rsplit(".", 1)
        out.setdefault(field, {})[lang] = [x.strip() for x in rest.split("|")]
    return out


ASK = _read("""
name.en :: Please state your full name for the record.|What name do you go by on your identity documents?
name.fr :: Veuillez décliner vos nom et prénoms.|Quel est votre nom complet?
name.es :: Diga su nombre completo, por favor.|¿Cómo se llama usted?
name.de :: Wie lautet Ihr vollständiger Name?|Bitte nennen Sie Vor- und Familiennamen.
name.it :: Mi dica nome e cognome, per cortesia.|Come si chiama?
name.nl :: Wat is uw volledige naam?|Hoe heet u?
name.pt :: Qual é o seu nome completo?|Como se chama?
dob.en :: And your date of birth?|When were you born?|What birth date is on your passport?
dob.fr :: Quelle est votre date de naissance?|Vous êtes né(e) quand?
dob.es :: ¿Cuál es su fecha de nacimiento?|¿Cuándo nació usted?
dob.de :: Wann sind Sie geboren?|Ihr Geburtsdatum, bitte?
dob.it :: Qual è la sua data di nascita?|Quando è nato/a?
dob.nl :: Wat is uw geboortedatum?|Wanneer bent u geboren?
dob.pt :: Qual é a sua data de nascimento?|Quando nasceu?
addr.en :: Where are you living right now?|What is your current home address?|Where should notices be mailed to you?
addr.fr :: Quelle est votre adresse actuelle?|Où habitez-vous présentement?
addr.es :: ¿Dónde vive actualmente?|¿Cuál es su domicilio?
addr.de :: Wo wohnen Sie derzeit?|Wie lautet Ihre Anschrift?
addr.it :: Dove abita attualmente?|Qual è il suo indirizzo di residenza?
addr.nl :: Wat is uw huidige adres?|Waar woont u op dit moment?
addr.pt :: Onde mora atualmente?|Qual é a sua morada?
phone.en :: What's the best number to reach you?|Do you have a cell phone number?
phone.fr :: À quel numéro peut-on vous joindre?|Avez-vous un numéro de cellulaire?
phone.es :: ¿A qué número podemos llamarle?|¿Tiene celular?
phone.de :: Unter welcher Nummer sind Sie erreichbar?
phone.it :: A quale numero possiamo contattarla?
phone.nl :: Op welk nummer bent u bereikbaar?
phone.pt :: Qual é o seu número de telefone?
email.en :: Do you have an email address we can use?|What email do you check regularly?
email.fr :: Avez-vous une adresse courriel?
email.es :: ¿Tiene correo electrónico?
email.de :: Haben Sie eine E-Mail-Adresse?
email.it :: Ha un indirizzo e-mail?
email.nl :: Heeft u een e-mailadres?
email.pt :: Tem endereço de e-mail?
url.en :: Do you have a public profile online?|Which account did you post the photos from?
url.fr :: Avez-vous un profil public en ligne?
url.es :: ¿Tiene un perfil público en redes sociales?
url.de :: Haben Sie ein öffentliches Profil im Netz?
url.it :: Ha un profilo pubblico sui social?
url.nl :: Heeft u een openbaar profiel online?
url.pt :: Tem algum perfil público nas redes sociais?
ip.en :: Which IP address did the portal record for your login?
ip.fr :: Quelle adresse IP le portail a-t-il enregistrée?
sin.en :: What is your social insurance number?|Can you read me your SIN from the card?
sin.fr :: Quel est votre numéro d'assurance sociale?|Pouvez-vous me lire votre NAS?
ssn.en :: What is your Social Security number?|Can you give me your SSN, all nine digits?
ssn.es :: ¿Cuál es su número de Seguro Social?
hc.en :: What is your health card number?|Do you have your health number with you?
hc.fr :: Quel est votre numéro d'assurance maladie?|Avez-vous votre carte d'assurance maladie?
dl.en :: What is your driver's licence number?|Can you read out the number on your licence?
dl.us :: What is your driver's license number?|What number is on your license?
dl.fr :: Quel est le numéro de votre permis de conduire?
dl.es :: ¿Cuál es el número de su licencia de conducir?
dl.de :: Wie lautet Ihre Führerscheinnummer?
dl.it :: Qual è il numero della sua patente?
dl.nl :: Wat is uw rijbewijsnummer?
dl.pt :: Qual é o número da sua carta de condução?
acct.en :: Into which account should the payment go?|What is the account number for direct deposit?
acct.fr :: Dans quel compte le dépôt doit-il être fait?
acct.es :: ¿En qué cuenta desea recibir el pago?
acct.de :: Auf welches Konto soll überwiesen werden?
acct.it :: Su quale conto va accreditato il pagamento?
acct.nl :: Op welk rekeningnummer moet het bedrag worden gestort?
acct.pt :: Em que conta deve ser feito o pagamento?
iban.en :: What IBAN should the refund be sent to?
iban.fr :: Sur quel IBAN faut-il verser le remboursement?
iban.es :: ¿A qué IBAN se debe hacer la transferencia?
iban.de :: Wie lautet Ihre IBAN?
iban.it :: Qual è il suo IBAN?
iban.nl :: Wat is uw IBAN?
iban.pt :: Qual é o seu IBAN?
cc.en :: Which card was the deposit charged to?|What card number did you give the landlord?
cc.fr :: Quelle carte a été débitée?
cc.es :: ¿Con qué tarjeta pagó?
cc.de :: Mit welcher Karte wurde bezahlt?
cc.it :: Con quale carta ha pagato?
cc.nl :: Met welke kaart is betaald?
cc.pt :: Com que cartão pagou?
""")

ABOUT = _read("""
dob.en :: When was {P} born?|What is {P}'s date of birth?|Do you know {P}'s birthday?
dob.fr :: Quelle est la date de naissance de {P}?|Pouvez-vous confirmer la date de naissance de {P}?
dob.es :: ¿Cuándo nació {P}?|¿Cuál es la fecha de nacimiento de {P}?
dob.de :: Wann ist {P} geboren?
dob.it :: Quando è nato/a {P}?
dob.nl :: Wanneer is {P} geboren?
dob.pt :: Quando nasceu {P}?
addr.en :: Where does {P} live now?|What address do you have for {P}?
addr.fr :: Où habite {P}?
addr.es :: ¿Dónde vive {P}?
addr.de :: Wo wohnt {P}?
addr.it :: Dove abita {P}?
addr.nl :: Waar woont {P}?
addr.pt :: Onde mora {P}?
phone.en :: What number do you have for {P}?
phone.fr :: Quel est le numéro de {P}?
phone.es :: ¿Qué número tiene de {P}?
phone.de :: Welche Nummer hat {P}?
phone.it :: Che numero ha {P}?
phone.nl :: Welk nummer heeft {P}?
phone.pt :: Qual é o número de {P}?
email.en :: How do you email {P}?
email.fr :: Quelle est l'adresse courriel de {P}?
email.es :: ¿Cuál es el correo de {P}?
sin.en :: Do you know {P}'s SIN?
sin.fr :: Connaissez-vous le NAS de {P}?
ssn.en :: What is {P}'s Social Security number?
ssn.es :: ¿Cuál es el número de Seguro Social de {P}?
hc.en :: Does {P} have a health card? What's the number?
hc.fr :: Quel est le numéro d'assurance maladie de {P}?
dl.en :: Does {P} hold a driver's licence? Which number?
dl.us :: Does {P} have a driver's license? What number?
dl.fr :: Quel est le numéro de permis de {P}?
dl.es :: ¿Cuál es el número de licencia de {P}?
""")

ANSWER = {
    "en": ["{v}", "{v}.", "It's {v}.", "{v}, I believe.", "That would be {v}."],
    "fr": ["{v}", "{v}.", "C'est {v}.", "{v}, je pense."],
    "es": ["{v}", "{v}.", "Es {v}.", "{v}, creo."],
    "de": ["{v}", "{v}.", "Das ist {v}.", "{v}, glaube ich."],
    "it": ["{v}", "{v}.", "È {v}.", "{v}, credo."],
    "nl": ["{v}", "{v}.", "Dat is {v}.", "{v}, denk ik."],
    "pt": ["{v}", "{v}.", "É {v}.", "{v}, julgo eu."],
}

SAY = _read("""
dob.en :: {P} was born on {v}.|According to the birth registration, {P} was born {v}.|{P}, whose date of birth is {v}, attended in person.|The record shows that {P} was born on {v} and is the youngest of three.
dob.fr :: {P} est né(e) le {v}.|Selon l'acte de naissance, {P} est né(e) le {v}.
dob.es :: {P} nació el {v}.|Según el acta de nacimiento, {P} nació el {v}.
dob.de :: {P} wurde am {v} geboren.|Laut Geburtsurkunde ist {P} am {v} geboren.
dob.it :: {P} è nato/a il {v}.|Dall'atto di nascita risulta che {P} è nato/a il {v}.
dob.nl :: {P} is geboren op {v}.|Volgens de geboorteakte is {P} geboren op {v}.
dob.pt :: {P} nasceu em {v}.|Segundo a certidão de nascimento, {P} nasceu em {v}.
addr.en :: {P} has lived at {v} since the separation.|Mail for {P} goes to {v}.|{P} moved into {v} last winter.
addr.fr :: {P} habite au {v} depuis la séparation.|Le courrier de {P} est envoyé au {v}.
addr.es :: {P} vive en {v} desde la separación.|La correspondencia de {P} se envía a {v}.
addr.de :: {P} wohnt seit der Trennung in der {v}.|Post an {P} geht an {v}.
addr.it :: {P} abita in {v} dalla separazione.|La posta di {P} arriva in {v}.
addr.nl :: {P} woont sinds de scheiding aan de {v}.|Post voor {P} gaat naar {v}.
addr.pt :: {P} mora na {v} desde a separação.|A correspondência de {P} vai para {v}.
phone.en :: {P} can be reached at {v}.|{P} gave {v} as the best number to call.|The texts came from {P}'s phone, {v}.
phone.fr :: On peut joindre {P} au {v}.|{P} a donné le {v} comme numéro de contact.
phone.es :: Se puede localizar a {P} en el {v}.|{P} dejó el número {v}.
phone.de :: {P} ist unter {v} erreichbar.
phone.it :: {P} è reperibile al numero {v}.
phone.nl :: {P} is bereikbaar op {v}.
phone.pt :: {P} pode ser contactado pelo {v}.
email.en :: {P} wrote from {v} the same evening.|{P}'s e-mail address is {v}.
email.fr :: {P} a écrit depuis {v} le soir même.
email.es :: {P} escribió desde {v} esa misma noche.
email.de :: {P} schrieb noch am selben Abend von {v}.
email.it :: {P} ha scritto da {v} la sera stessa.
email.nl :: {P} mailde dezelfde avond vanaf {v}.
email.pt :: {P} escreveu de {v} nessa mesma noite.
url.en :: {P} posts publicly at {v}.|The photographs were taken from {P}'s profile, {v}.
url.fr :: {P} publie ouvertement sur {v}.
url.es :: {P} publica abiertamente en {v}.
url.de :: {P} veröffentlicht öffentlich unter {v}.
url.it :: {P} pubblica apertamente su {v}.
url.nl :: {P} post openbaar op {v}.
url.pt :: {P} publica abertamente em {v}.
ip.en :: {P} logged in from {v} on two occasions.|The portal recorded {P}'s address as {v}.
ip.fr :: {P} s'est connecté(e) depuis {v} à deux reprises.
ip.es :: {P} se conectó desde {v} en dos ocasiones.
ip.de :: {P} meldete sich zweimal von {v} an.
ip.it :: {P} si è collegato/a due volte da {v}.
ip.nl :: {P} logde twee keer in vanaf {v}.
ip.pt :: {P} ligou-se duas vezes a partir de {v}.
sin.en :: {P}'s social insurance number, {v}, appears on the T4 slips.|The SIN reported for {P} is {v}.
sin.fr :: Le numéro d'assurance sociale de {P}, le {v}, figure sur les relevés.|Le NAS déclaré pour {P} est le {v}.
ssn.en :: {P}'s Social Security number is {v}.|Wage records filed under {v} belong to {P}.
ssn.es :: El número de Seguro Social de {P} es {v}.
hc.en :: {P}'s health card, number {v}, was renewed last year.|{P} is insured under health number {v}.
hc.fr :: La carte d'assurance maladie de {P}, no {v}, a été renouvelée l'an dernier.|{P} est assuré(e) sous le numéro {v}.
dl.en :: {P}'s licence, number {v}, was suspended in the spring.|{P} produced driver's licence {v} at the roadside.
dl.us :: {P}'s license, number {v}, was suspended in the spring.|{P} handed over driver's license {v} at the stop.
dl.fr :: Le permis de conduire de {P}, no {v}, a été suspendu au printemps.
dl.es :: La licencia de {P}, número {v}, fue suspendida en primavera.
dl.de :: Der Führerschein von {P}, Nummer {v}, wurde im Frühjahr eingezogen.
dl.it :: La patente di {P}, numero {v}, è stata sospesa in primavera.
dl.nl :: Het rijbewijs van {P}, nummer {v}, werd in het voorjaar ingevorderd.
dl.pt :: A carta de condução de {P}, n.º {v}, foi apreendida na primavera.
acct.en :: Support was paid into {P}'s account {v}.|{P} holds chequing account no. {v}.|Funds left {P}'s account, {v}, in three transfers.
acct.us :: Support was paid into {P}'s checking account {v}.|{P} holds account no. {v} at a credit union.
acct.fr :: La pension est versée dans le compte {v} de {P}.|{P} détient le compte no {v}.
acct.es :: La pensión se deposita en la cuenta {v} de {P}.
acct.de :: Der Unterhalt geht auf das Konto {v} von {P}.
acct.it :: L'assegno viene versato sul conto {v} intestato a {P}.
acct.nl :: De alimentatie wordt gestort op rekening {v} van {P}.
acct.pt :: A pensão é depositada na conta {v} de {P}.
iban.en :: The refund was sent to {P}'s IBAN {v}.|{P} asked that payment go to {v}.
iban.fr :: Le remboursement a été viré sur l'IBAN {v} de {P}.
iban.es :: La devolución se transfirió al IBAN {v} de {P}.
iban.de :: Die Erstattung ging an die IBAN {v} von {P}.
iban.it :: Il rimborso è stato accreditato sull'IBAN {v} di {P}.
iban.nl :: De terugbetaling ging naar IBAN {v} van {P}.
iban.pt :: O reembolso foi transferido para o IBAN {v} de {P}.
cc.en :: {P} paid the deposit with card {v}.|The charge to {P}'s card {v} was disputed.
cc.fr :: {P} a payé le dépôt avec la carte {v}.
cc.es :: {P} pagó el depósito con la tarjeta {v}.
cc.de :: {P} zahlte die Kaution mit der Karte {v}.
cc.it :: {P} ha pagato la cauzione con la carta {v}.
cc.nl :: {P} betaalde de borg met kaart {v}.
cc.pt :: {P} pagou a caução com o cartão {v}.
""")
