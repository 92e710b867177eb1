"""Shared round-26 prose per language (each line carries decoys and often a mention of a role), header labels
and closing lines. ``{A}``..``{D}`` are roles (``.given``, ``.sur``, ``.poss``, ``.addr`` ...); the other tokens
are decoys. Written for this round."""

POOL = {
    "en": """{B} told the caseworker that {A.given} had stopped answering calls after {date}.
The parties rely on {case}, {cite}, and on {section} of the {statute}.
A settlement conference took place at {building} on {date}.
The returned cheque shows the branch code {bankx}; no personal account appears on it.
Disclosure was produced as {bates} through {bates}.
{C} fixes the timeline by reference to the power failure after {storm}.
The assessor scored the {term} and neither party disputes the result.
A parcel for {A}, tracking {track}, was left at the depot on {date}.
The reasoning in {neutral} was adopted without further comment.
{B.given} spent two summers working aboard the {ship}.
{A.given} compared the shift supervisor to {fict}, which the panel found unhelpful.
A framed photograph of {pub} hung behind {C} during the video hearing.
The elementary school {A.given} attended is named after {hist}.
{C} was once shortlisted for the {award}, a point mentioned only in passing.
The number {pshape} printed on the hydro bill is a customer reference, not a telephone number.
Lot {sshape} on the auction list is a consignment number assigned by the auctioneer.
Most of the messages were sent through {product}.
The device's packaging cites {patent}.
The shared spreadsheet was last changed in commit {commit}.
{official} confirmed that {B.poss} materials were received on {date}.
{A.given} and {B.given} were seen arguing in the parking lot on {date}.
{A} was referred to {eorg} for an assessment that began on {date}.
The family spent several summers near {place} before moving to {eplace}.
{D.full}, a neighbour, offered to supervise exchanges but was not called as a witness.
{C} phoned {agency} at {iphone} and was told to write to {iemail}.
Forms and instructions are posted at {iurl}.
Courier slip {track} and invoice {ref} were entered as one exhibit.
A loyalty card from {ebiz} was found in {A.poss} wallet on {date}.
{B} insists that {A.given} knew about the hearing on {date}.
The adjuster's file number is {ref}; it is not an account number.
Counsel for {A.given} referred to {case} in the written submissions.
The report mentions {eplace} only as the place where the vehicle was purchased.
An earlier application was dismissed by {judge} on {date}.
{C.given} was, in {A.poss} words, "as stubborn as {fict}".
The hearing resumed on {date} before {member}.
{A} recalls that the furnace failed the week of {storm}.
{B.given} had tickets to see {pub} on {date} and left the children with {C}.
A signed poster of {pub} was listed among the contents of the storage locker.""",
    "fr": """{B} a affirmé que {A.given} ne répondait plus aux appels depuis le {date}.
Les parties invoquent {case}, {cite}, ainsi que {section} ({statute}).
Une conférence de règlement à l'amiable a eu lieu au {building} le {date}.
Le chèque retourné porte le code de succursale {bankx}.
Les pièces ont été numérotées de {bates} à {bates}.
{C} situe les faits peu après le passage de {storm}.
L'évaluatrice a utilisé l'outil suivant : {term}; le résultat n'est pas contesté.
Un colis destiné à {A}, numéro de suivi {track}, a été laissé au comptoir le {date}.
Le tribunal adopte le raisonnement de {neutral}.
{B.given} a travaillé deux étés à bord du {ship}.
{A.given} a comparé son superviseur à {fict}, ce que le tribunal n'a pas retenu.
L'école fréquentée par {A.given} porte le nom de {hist}.
Le numéro {pshape} inscrit sur la facture est un numéro de client, pas un numéro de téléphone.
La plupart des messages ont été envoyés par {product}.
{official} a confirmé la réception des documents de {B} le {date}.
La famille passait ses étés à {place} avant de s'installer près de {eplace}.
{C} a communiqué avec {agency} au {iphone}, puis par courriel à {iemail}.
Les formulaires se trouvent à l'adresse {iurl}.
{A} a été dirigé(e) vers l'établissement {eorg} pour une évaluation commencée le {date}.
Une demande antérieure a été rejetée par {judge} le {date}.
L'audience a repris le {date} devant {member}.
Le dossier de l'assureur porte la référence {ref}.
{B.given} devait assister au spectacle de {pub} le {date}.""",
    "es": """{B} declaró que {A.given} dejó de contestar el teléfono después del {date}.
Las partes citan {case} y el {section} de la {statute}.
Los documentos se numeraron del {bates} al {bates}.
{C} recuerda la fecha porque fue justo después de {storm}.
Un paquete para {A}, con guía {track}, quedó en la paquetería el {date}.
{B.given} trabajó dos temporadas a bordo del {ship}.
La escuela de {A.given} lleva el nombre de {hist}.
La mayoría de los mensajes se enviaron por {product}.
{official} hizo constar la recepción de los documentos el {date}.
La familia veraneaba en {place} antes de mudarse a {eplace}.
{C} llamó a {agency} al {iphone} y luego escribió a {iemail}.
Los formatos están disponibles en {iurl}.
El expediente de la aseguradora lleva la referencia {ref}.
Una solicitud anterior fue desestimada por {judge} el {date}.
{B.given} tenía entradas para ver a {pub} el {date}.""",
    "de": """{B} gab an, {A.given} sei seit dem {date} nicht mehr erreichbar gewesen.
Die Beteiligten berufen sich auf {case} und auf {section} ({statute}).
Die Unterlagen wurden als {bates} bis {bates} nummeriert.
{C} erinnert sich an das Datum, weil kurz zuvor {storm} über die Region zog.
Ein Paket für {A}, Sendungsnummer {track}, wurde am {date} in der Filiale hinterlegt.
{B.given} arbeitete zwei Sommer lang auf der {ship}.
Die Schule von {A.given} ist nach {hist} benannt.
Die meisten Nachrichten wurden über {product} verschickt.
{official} bestätigte den Eingang der Unterlagen am {date}.
Die Familie verbrachte die Sommer in {place}, bevor sie nach {eplace} zog.
{C} rief beim {agency} unter {iphone} an und schrieb danach an {iemail}.
Die Formulare stehen unter {iurl} bereit.
Ein früherer Antrag wurde von {judge} am {date} zurückgewiesen.""",
    "it": """{B} ha riferito che {A.given} non rispondeva più al telefono dal {date}.
Le parti richiamano {case} e l'{section} ({statute}).
I documenti sono stati numerati da {bates} a {bates}.
{C} ricorda la data perché era appena passata {storm}.
Un pacco per {A}, spedizione {track}, è stato lasciato in deposito il {date}.
{B.given} ha lavorato due estati a bordo della {ship}.
La scuola frequentata da {A.given} è intitolata a {hist}.
Quasi tutti i messaggi sono stati inviati tramite {product}.
{official} ha attestato il deposito degli atti il {date}.
La famiglia trascorreva l'estate tra {place} prima di trasferirsi a {eplace}.
{C} ha chiamato {agency} al {iphone} e poi ha scritto a {iemail}.
I moduli sono disponibili su {iurl}.""",
    "nl": """{B} verklaarde dat {A.given} sinds {date} niet meer opnam.
Partijen beroepen zich op {case} en op {section} ({statute}).
De stukken zijn genummerd van {bates} tot en met {bates}.
{C} weet de datum nog omdat {storm} toen net voorbij was.
Een pakket voor {A}, zendingsnummer {track}, werd op {date} bij het afhaalpunt bezorgd.
{B.given} werkte twee zomers aan boord van de {ship}.
De school van {A.given} is vernoemd naar {hist}.
De meeste berichten zijn verstuurd via {product}.
{official} bevestigde de ontvangst van de stukken op {date}.
Het gezin bracht de zomers door in {place} en verhuisde later naar {eplace}.
{C} belde {agency} op {iphone} en mailde daarna naar {iemail}.
De formulieren staan op {iurl}.""",
    "pt": """{B} declarou que {A.given} deixou de atender o telefone depois de {date}.
As partes invocam {case} e o {section} ({statute}).
Os documentos foram numerados de {bates} a {bates}.
{C} lembra-se da data porque foi logo depois de {storm}.
Uma encomenda para {A}, com o código {track}, ficou no posto dos correios em {date}.
{B.given} trabalhou dois verões a bordo do {ship}.
A escola de {A.given} tem o nome de {hist}.
A maior parte das mensagens foi enviada pelo {product}.
{official} certificou a receção dos documentos em {date}.
A família passava os verões em {place} antes de se mudar para {eplace}.
{C} ligou para {agency} pelo {iphone} e depois escreveu para {iemail}.
Os formulários estão em {iurl}.""",
}
POOL = {k: [s.strip() for s in v.strip().splitlines()] for k, v in POOL.items()}

HEAD = {
    "en": ("Court file no.|File number|Matter no.|Claim no.", "Date|Date filed|Dated|Date of hearing",
           "Before|Presiding|Decision-maker|Heard by", "Our reference|Reference|Insurer ref.", "Legislation|Under",
           "Sworn before|Commissioned by|Certified by|Received by", "Reporting officer|Investigating officer|Officer"),
    "fr": ("No de dossier|Dossier no|No du greffe", "Date|Date du dépôt|Fait le", "Devant|Présidé par|Entendu par",
           "Notre référence|Référence", "Loi applicable|En vertu de", "Assermenté devant|Reçu par|Certifié par",
           "Enquêteur|Policier rédacteur"),
    "es": ("Expediente n.º|Número de expediente", "Fecha|Fecha de presentación", "Ante|Presidido por",
           "Referencia|Nuestra ref.", "Fundamento legal", "Ante mí|Recibido por", "Agente actuante"),
    "de": ("Aktenzeichen|Geschäftszeichen", "Datum|Eingangsdatum", "Vor|Vorsitz", "Unser Zeichen|Bezug",
           "Rechtsgrundlage", "Beurkundet durch|Aufgenommen von", "Sachbearbeitung"),
    "it": ("R.G. n.|Numero di ruolo", "Data|Data di deposito", "Davanti a|Presiede", "Rif.|Nostro riferimento",
           "Normativa", "Ricevuto da|Verbalizzante", "Ufficiale verbalizzante"),
    "nl": ("Zaaknummer|Rolnummer", "Datum|Datum indiening", "Voor|Voorzitter", "Ons kenmerk|Referentie",
           "Wettelijke grondslag", "Opgemaakt door|Ontvangen door", "Verbalisant"),
    "pt": ("Processo n.º|N.º do processo", "Data|Data de entrada", "Perante|Presidido por", "Referência|N/ ref.",
           "Base legal", "Lavrado por|Recebido por", "Autuante"),
}  # fmt: skip

CLOSE = {
    "en": """Sworn (or affirmed) before me at {town} on {date}.|Signed this {date}, {official}.|
Certified a true copy by {official} on {date}.|Received by {agency} on {date}.|This decision takes effect on {date}.|
Commissioned on {date} by {official}.|Next review date: {date}.|Original retained at {building}.|
Filed electronically on {date}; confirmation {ref}.|Prepared by {official}, {date}.|
Questions about this document: {iphone} or {iemail}.|Issued under {statute}.""",
    "fr": """Assermenté(e) devant moi à {town} le {date}.|Signé le {date}, {official}.|Copie certifiée conforme le {date}.|
Reçu par {agency} le {date}.|Prochaine révision : {date}.|Déposé électroniquement le {date}; confirmation {ref}.|
Renseignements : {iphone} ou {iemail}.""",
    "es": "Firmado en {town} el {date}.|Doy fe, {official}, {date}.|Recibido por {agency} el {date}.|Consultas: {iphone}.",
    "de": "Unterschrieben in {town} am {date}.|Beglaubigt: {official}, {date}.|Eingegangen beim {agency} am {date}.",
    "it": "Letto, confermato e sottoscritto a {town} il {date}.|{official}, {date}.|Depositato presso {agency} il {date}.",
    "nl": "Getekend te {town} op {date}.|{official}, {date}.|Ontvangen door {agency} op {date}.",
    "pt": "Assinado em {town}, {date}.|{official}, {date}.|Entrada registada em {date} ({agency}).",
}
CLOSE = {k: [s.strip() for s in v.replace("\n", "").split("|")] for k, v in CLOSE.items()}

LOG_EVENTS = {
    "en": "signed in|uploaded a document|viewed the order|changed the password|downloaded the record|signed out",
    "fr": "connexion|téléversement d'un document|consultation de l'ordonnance|changement du mot de passe|déconnexion",
}
