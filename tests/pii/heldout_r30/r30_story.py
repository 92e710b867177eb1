"""Round-30 story sentences full of public look-alikes, per document language (slots as in ``r30_decoys``).
Written fresh for this round."""

from __future__ import annotations

STORY = {
    "en": """
The parties relied on {case}, {cite}, and on the later reasoning in {ncite}.
Counsel for {p} referred the court to {law}, {sec}, and to the practice direction dated {date}.
The hearing took place in Courtroom 4 of the {bldg} before {judge} on {date}.
{p} explained that the basement flooded when {storm} came through {place} in {year}.
The productions are numbered {bates} to {bates}; nothing was withheld for privilege.
The upload log shows the affidavit was opened with {ver} and signed with {ver}.
A parcel with tracking number {track} was left at the door on {date}, according to {p}.
The number {pref} printed on the envelope is the registry's claim reference, not a telephone line.
Item {sref} in the inventory is a catalogue lot number from the auction house, not an identity number.
{p} volunteers two evenings a week with the {eorg} in {eplace}.
The younger child's favourite books feature {fict} and {fict}.
{p} once met {pub} at a charity event and keeps a signed photograph.
The assessor's notes mention {eterm} and recommend a follow-up appointment in {place}.
The family sailed on the {ship} from {eplace} in the summer of {year}.
The school, named after {hist}, confirmed the attendance record on {date}.
{pub} was mentioned only because {p} quoted a speech in an e-mail.
The employer's software release {hash} was deployed on {date}, according to the exhibit.
The device is covered by {pat}; the patent holder is not a party.
Questions may be sent to {imail} or through {iurl}, or by telephone to {iphone}.
Reference {ref} was assigned when the file opened on {date}.
{member} adjourned the case conference to {date} at the request of {p}.
{off} certified the copy of the record on {date}.
A cheque drawn on bank number {bank} was returned unpaid on {date}.
The school presented {p} with an award in {year}; the {award} mentioned in the letter was someone else's.
The report by {judge} in {file} was not followed on this point.
""",
    "fr": """
Les parties invoquent l'arrêt {case}, {cite}, ainsi que {ncite}.
L'avocate de {p} renvoie au {law}, {sec}, et à l'avis du {date}.
L'audience s'est tenue au {bldg} devant {judge} le {date}.
{p} explique que le sous-sol a été inondé lors du passage de {storm} à {place} en {year}.
Les pièces sont cotées de {bates} à {bates}.
Le journal de dépôt indique que le document a été ouvert avec {ver} le {date}.
Un colis portant le numéro de suivi {track} a été livré le {date}.
Le numéro {pref} figurant sur l'enveloppe est une référence de dossier, et non un numéro de téléphone.
Le lot {sref} de l'inventaire est un numéro de catalogue de la maison de vente.
{p} fait du bénévolat auprès de la {eorg} à {eplace}.
L'enfant cadet lit surtout les aventures de {fict}.
{p} a déjà rencontré {pub} lors d'un gala de bienfaisance.
Le rapport de l'évaluatrice mentionne {eterm}.
L'école {hist} a confirmé les présences le {date}.
Pour toute question : {imail}, {iurl} ou {iphone}.
La référence {ref} a été attribuée le {date}.
{member} a reporté l'audience au {date} à la demande de {p}.
{off} a certifié conforme la copie le {date}.
La famille a pris le traversier {ship} en {year}.
Le brevet {pat} et la version {hash} du logiciel ne concernent pas les parties.
{p} a reçu la distinction {award} en {year}, selon la lettre de la directrice.
""",
    "es": """
Las partes citan {case}, {cite}, y {ncite}.
La abogada de {p} invoca la {law}, {sec}, y el aviso del {date}.
La audiencia se celebró en el {bldg} ante {judge} el {date}.
{p} explicó que la vivienda se inundó con el paso del {storm} por {place} en {year}.
Los documentos van numerados de {bates} a {bates}.
El registro muestra que el escrito se abrió con {ver} el {date}.
Un paquete con número de rastreo {track} fue entregado el {date}.
El número {pref} del sobre es una referencia interna y no un teléfono.
El lote {sref} del inventario es un número de catálogo.
{p} colabora con la {eorg} en {eplace}.
El menor lee las historietas de {fict}.
{p} conoció a {pub} en un evento benéfico.
La evaluadora anotó antecedentes de {eterm}.
La escuela {hist} confirmó la asistencia el {date}.
Consultas: {imail}, {iurl} o {iphone}.
Se asignó la referencia {ref} el {date}.
{member} aplazó la audiencia al {date} a solicitud de {p}.
{off} certificó la copia el {date}.
{p} recibió el {award} en {year}, según la carta; el barco {ship} se menciona solo como referencia.
""",
    "de": """
Die Beteiligten berufen sich auf {case}, {cite}, sowie auf {ncite}.
Die Verfahrensbevollmächtigte von {p} verweist auf {law}, {sec}, und den Hinweis vom {date}.
Die Anhörung fand im {bldg} vor {judge} am {date} statt.
{p} gab an, der Keller sei beim {storm} in {place} im Jahr {year} überflutet worden.
Die Anlagen sind von {bates} bis {bates} nummeriert.
Ein Paket mit der Sendungsnummer {track} wurde am {date} zugestellt.
Die Nummer {pref} auf dem Umschlag ist ein Aktenzeichen der Geschäftsstelle, keine Telefonnummer.
{p} engagiert sich ehrenamtlich bei der {eorg} in {eplace}.
Das jüngere Kind liest gern Geschichten über {fict}.
Die Gutachterin erwähnt eine Vorgeschichte von {eterm}; {p} traf einmal {pub}.
Rückfragen an {imail}, über {iurl} oder unter {iphone}.
{off} beglaubigte die Abschrift am {date}; {member} vermerkte die Vertagung.
Die Schule {hist} bestätigte die Anwesenheit am {date}; Lot {sref} ist eine Katalognummer.
""",
    "it": """
Le parti richiamano {case}, {cite}, e {ncite}.
Il difensore di {p} richiama il {law}, {sec}, e l'avviso del {date}.
L'udienza si è svolta presso il {bldg} davanti al {judge} il {date}.
{p} riferisce che la cantina si allagò durante {storm} a {place} nel {year}.
I documenti sono numerati da {bates} a {bates}.
Un pacco con codice di tracciamento {track} è stato consegnato il {date}.
Il numero {pref} sulla busta è un riferimento di cancelleria, non un telefono.
{p} fa volontariato presso la {eorg} a {eplace}.
Il figlio minore legge le avventure di {fict}; {p} ha incontrato {pub}.
La relazione menziona {eterm}; la scuola {hist} ha confermato le presenze il {date}.
Per informazioni: {imail}, {iurl} o {iphone}.
{off} ha autenticato la copia il {date}; {member} ha rinviato l'udienza; il lotto {sref} è un numero di catalogo.
""",
    "nl": """
Partijen beroepen zich op {case}, {cite}, en op {ncite}.
De advocaat van {p} verwijst naar {law}, {sec}, en de mededeling van {date}.
De mondelinge behandeling vond plaats in het {bldg} ten overstaan van {judge} op {date}.
{p} verklaarde dat de kelder onderliep tijdens {storm} in {place} in {year}.
De producties zijn genummerd van {bates} tot en met {bates}.
Een pakket met trackingnummer {track} werd bezorgd op {date}.
Het nummer {pref} op de envelop is een zaaknummer, geen telefoonnummer.
{p} is vrijwilliger bij de {eorg} in {eplace}; het jongste kind leest graag over {fict}.
Het rapport noemt {eterm}; {p} ontmoette ooit {pub}.
Vragen via {imail}, {iurl} of {iphone}.
{off} waarmerkte het afschrift op {date}; {member} hield toezicht; kavel {sref} is een catalogusnummer; de school {hist} bevestigde de aanwezigheid.
""",
    "pt": """
As partes invocam {case}, {cite}, e {ncite}.
A advogada de {p} cita a {law}, {sec}, e o aviso de {date}.
A audiência realizou-se no {bldg} perante a {judge} em {date}.
{p} contou que a casa alagou com a passagem do {storm} por {place} em {year}.
Os documentos estão numerados de {bates} a {bates}.
Uma encomenda com código de rastreio {track} foi entregue em {date}.
O número {pref} no envelope é uma referência interna, não um telefone.
{p} é voluntária na {eorg} em {eplace}; a criança lê as histórias de {fict}.
O laudo menciona {eterm}; {p} conheceu {pub} num evento beneficente.
Dúvidas: {imail}, {iurl} ou {iphone}.
{off} autenticou a cópia em {date}; {member} adiou a sessão; o lote {sref} é um número de catálogo; a escola {hist} confirmou a frequência.
""",
    "pl": """
Strony powołują się na {case}, {cite}, oraz {ncite}.
Pełnomocnik {p} powołuje się na {law}, {sec}, oraz zawiadomienie z {date}.
Rozprawa odbyła się w {bldg} przed {judge} w dniu {date}.
{p} wyjaśnił, że piwnicę zalało podczas {storm} w {place} w {year} roku.
Dokumenty ponumerowano od {bates} do {bates}.
Przesyłkę o numerze {track} doręczono w dniu {date}.
Numer {pref} na kopercie to sygnatura wewnętrzna, a nie numer telefonu.
{p} działa jako wolontariusz w {eorg} w {eplace}; młodsze dziecko czyta o {fict}.
Opinia wspomina o {eterm}; {p} poznał kiedyś {pub}.
Pytania: {imail}, {iurl} lub {iphone}.
{off} poświadczyła odpis w dniu {date}; {member} odroczyła posiedzenie; pozycja {sref} to numer katalogowy; szkoła im. {hist} potwierdziła obecność.
""",
}
STORY = {lang: [ln.strip() for ln in text.strip().splitlines()] for lang, text in STORY.items()}
