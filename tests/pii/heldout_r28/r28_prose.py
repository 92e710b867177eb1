"""Round-28 shared sentences full of public look-alikes, closings, header labels and portal actions. Slots name
a look-alike kind (``{case}``, ``{judge}`` ...), ``{d}`` a date that is not a birth date and ``{p}`` a person."""

from __future__ import annotations

SLOTS = {
    "judge": "judge",
    "member": "tribunal_member",
    "official": "official",
    "file": "court_file_number",
    "statute": "statute",
    "section": "section_ref",
    "neutral": "neutral_citation",
    "cite": "case_citation",
    "case": "case_name",
    "iphone": "institutional_phone",
    "iemail": "institutional_email",
    "iurl": "institutional_url",
    "ref": "reference_number",
    "bates": "bates_number",
    "phoneref": "phone_shaped_reference",
    "ssnref": "ssn_shaped_reference",
    "track": "tracking_number",
    "patent": "patent_number",
    "commit": "commit_hash",
    "place": "place_name",
    "org": "eponymous_org",
    "term": "eponymous_term",
    "building": "building_name",
    "fict": "fictional_character",
    "public": "public_figure",
    "hist": "historical_person",
    "eplace": "eponymous_place",
    "storm": "storm_name",
    "ship": "ship_name",
    "award": "award_name",
    "product": "product_version",
    "d": "non_birth_date",
}

POOL = {
    "en": """The court was referred to {case}, {cite}, and to {section} of the {statute}.
In {neutral}, the court applied the same test to a similar record.
The registry can be reached at {iphone} or {iemail}; the forms are posted at {iurl}.
Service was made by registered mail, tracking number {track}, on {d}.
Exhibit {bates} is a screenshot taken with {product}.
The matter was adjourned on {d} by {judge}.
{official} witnessed the signature at {place}.
The family left during {storm} and stayed with relatives near {eplace}.
{p} worked aboard the {ship} until {d}.
{p} was seen at the {org} after the incident.
The assessor recommended a {term} before any final order.
The hearing will continue at the {building}, courtroom 3B.
The child's bedroom has a poster of {public} and a shelf of {fict} books.
The school renamed its library after {hist} last spring.
{p} received the {award} for volunteer work with seniors.
The employer's scanner is covered by {patent}; the export was produced by build {commit}.
Please quote reference {ref} and invoice {phoneref} in all correspondence.
The insurer opened claim {ssnref} on {d}.
Counsel relied on {case} ({neutral}) to argue that the delay was unreasonable.
The file was transferred from {place} on {d} under file number {file}.
A copy was sent to {official} on {d}.
{member} noted that the notice did not comply with {section}.
The parties met at the {building} on {d} for a settlement conference.
The dog, named after {fict}, stays with {p} on alternate weekends.
Support was calculated under the {statute} as it read on {d}.
The receipt shows transaction {ref}, processed on {d}.
The photographs were taken on a trip to {eplace} on {d}.
Both children attend the after-school program run by the {org}.
{p} says the argument began after a documentary about {hist}.
The tenancy ended after {storm} damaged the roof on {d}.
The waybill {track} and the courier receipt {phoneref} are attached.
Questions about the {term} should go to {official}.
{p} sings in a choir that performed for {public} on {d}.
The second ferry, the {ship}, was cancelled on {d} because of {storm}.""",
    "fr": """Le tribunal s'est appuyé sur {case}, {cite}, ainsi que sur {section} du {statute}.
Dans {neutral}, la Cour a retenu le même critère.
Le greffe est joignable au {iphone} ou à {iemail}; les formulaires sont publiés sur {iurl}.
La signification a été faite par courrier recommandé, numéro de suivi {track}, le {d}.
L'audience a été reportée le {d} par {judge}.
{official} a reçu le serment à {place}.
La famille a quitté la maison lors de {storm} et a séjourné près de {eplace}.
{p} est suivi(e) par l'équipe de {org} depuis le {d}.
La pièce {bates} est une capture d'écran faite avec {product}.
L'enfant a une affiche de {public} et collectionne les albums de {fict}.
Prière d'indiquer la référence {ref} dans toute correspondance.
Le dossier {file} a été transféré de {place} le {d}.
{member} a constaté que l'avis ne respectait pas {section}.
{p} a reçu le {award} pour son bénévolat.
Le traversier {ship} est resté à quai le {d}.
La demande invoque le {term} et l'arrêt {case}.""",
    "es": """El tribunal citó {case}, {cite}, y {section} del {statute}.
La secretaría atiende en el {iphone} y en {iemail}; los formularios están en {iurl}.
La notificación se hizo por correo certificado, guía {track}, el {d}.
La audiencia fue diferida el {d} por {judge}.
{official} dio fe de la firma en {place}.
La familia salió de la casa durante {storm} y se quedó cerca de {eplace}.
{p} recibe atención en {org} desde el {d}.
La prueba {bates} es una captura hecha con {product}.
El niño tiene un póster de {public} y todos los libros de {fict}.
Favor de citar la referencia {ref} en toda comunicación.
El expediente {file} llegó de {place} el {d}.
{p} recibió el {award} por su trabajo comunitario.
La aseguradora abrió el reclamo {ssnref} el {d}.""",
    "de": """Das Gericht verwies auf {case}, {cite}, und auf {section} des {statute}.
Die Geschäftsstelle ist unter {iphone} oder {iemail} erreichbar; Formulare unter {iurl}.
Die Zustellung erfolgte per Einschreiben, Sendungsnummer {track}, am {d}.
Die Verhandlung wurde am {d} von {judge} vertagt.
{official} beglaubigte die Unterschrift in {place}.
{p} wird seit dem {d} vom {org} betreut.
Beilage {bates} ist ein Bildschirmfoto, erstellt mit {product}.""",
    "it": """Il tribunale ha richiamato {case}, {cite}, e {section} del {statute}.
La cancelleria risponde al {iphone} e a {iemail}; i moduli sono su {iurl}.
La notifica è avvenuta con raccomandata, codice {track}, il {d}.
L'udienza è stata rinviata il {d} da {judge}.
{official} ha autenticato la firma a {place}.
{p} è seguito/a da {org} dal {d}.
Il documento {bates} è una schermata acquisita con {product}.""",
    "nl": """De rechtbank verwees naar {case}, {cite}, en naar {section} van de {statute}.
De griffie is bereikbaar op {iphone} of via {iemail}; formulieren staan op {iurl}.
De betekening vond plaats per aangetekende post, zendingnummer {track}, op {d}.
De zitting is op {d} aangehouden door {judge}.
{official} heeft de handtekening gewaarmerkt in {place}.
{p} wordt sinds {d} begeleid door {org}.
Productie {bates} is een schermafdruk gemaakt met {product}.""",
    "pt": """O tribunal invocou {case}, {cite}, e {section} da {statute}.
A secretaria atende pelo {iphone} e por {iemail}; os formulários estão em {iurl}.
A citação foi feita por carta registada, registo {track}, em {d}.
A diligência foi adiada em {d} por {judge}.
{official} reconheceu a assinatura em {place}.
{p} é acompanhado/a pela {org} desde {d}.
O documento {bates} é uma captura feita com {product}.""",
    "sv": """Tingsrätten hänvisade till {case}, {cite}, och till {section} i {statute}.
Kansliet nås på {iphone} eller {iemail}; blanketter finns på {iurl}.
Delgivning skedde med rekommenderat brev, kollinummer {track}, den {d}.
Förhandlingen sköts upp den {d} av {judge}.
{official} bevittnade underskriften i {place}.
{p} får stöd av {org} sedan den {d}.
Bilaga {bates} är en skärmbild tagen med {product}.""",
}

CLOSE = {
    "en": """Sworn before me at {place} on {d}.|{official}|Dated at {place}, {d}.|Filed electronically on {d}.|
Certified a true copy: {official}|Issued under the seal of the court on {d}.|Next review date: {d}.|
Received by the registry on {d}; enquiries {iphone}.|Prepared by {official}, {place}|Entered on {d} by {official}""",
    "fr": """Assermenté(e) devant moi à {place}, le {d}.|{official}|Fait à {place}, le {d}.|Déposé électroniquement le {d}.|
Copie certifiée conforme : {official}|Reçu au greffe le {d}.|Prochaine révision : {d}.""",
    "es": """Firmado en {place}, a {d}.|Ante mí: {official}|Presentado electrónicamente el {d}.|Recibido en oficialía de partes el {d}.|
Próxima revisión: {d}.""",
    "de": "{place}, am {d}|{official}|Eingelangt am {d}.|Ausgefertigt: {official}, {place}",
    "it": "{place}, lì {d}|{official}|Depositato in cancelleria il {d}.|Per copia conforme: {official}",
    "nl": "Aldus gedaan te {place} op {d}.|{official}|Ingekomen ter griffie op {d}.",
    "pt": "{place}, {d}.|{official}|Entrada na secretaria em {d}.|Conferido por {official}",
    "sv": "{place} den {d}|{official}|Inkom till tingsrätten den {d}.|Expedierad av {official}",
}

HEAD = {  # file number, date, presiding, registry phone, reference, legislation
    "en": (
        "File no.|Court file number|Matter no.",
        "Date|Dated|Date filed",
        "Before|Presiding",
        "Registry|Registry line",
        "Reference|Our ref.",
        "Legislation|Statute",
    ),
    "fr": (
        "N° de dossier|Dossier n°",
        "Date|Date du dépôt",
        "Devant|Sous la présidence de",
        "Greffe|Greffe (téléphone)",
        "Référence|N/Réf.",
        "Loi applicable|Disposition",
    ),
    "es": (
        "Expediente|N.º de expediente",
        "Fecha|Fecha de presentación",
        "Ante|Preside",
        "Secretaría",
        "Referencia",
        "Fundamento legal",
    ),
    "de": (
        "Aktenzahl|Geschäftszahl",
        "Datum",
        "Vor|Zuständig",
        "Geschäftsstelle",
        "Bezug",
        "Rechtsgrundlage",
    ),
    "it": ("Numero di ruolo|R.G.", "Data", "Davanti a|Giudice", "Cancelleria", "Riferimento", "Normativa"),
    "nl": ("Zaaknummer", "Datum", "Behandelend rechter", "Griffie", "Kenmerk", "Wettelijke grondslag"),
    "pt": ("Processo", "Data", "Perante", "Secretaria", "Referência", "Base legal"),
    "sv": ("Målnummer", "Datum", "Rätten|Inför", "Kansli", "Referens", "Lagrum"),
}

ACTIONS = {
    "en": "signed in|uploaded exhibit|viewed order|downloaded PDF|changed e-mail|signed out|submitted form",
    "fr": "connexion|dépôt de pièce|consultation|téléchargement|déconnexion",
    "es": "inicio de sesión|carga de documento|consulta|descarga|cierre de sesión",
    "de": "Anmeldung|Upload|Abruf|Abmeldung",
    "it": "accesso|caricamento|consultazione|uscita",
    "nl": "inloggen|upload|inzage|uitloggen",
    "pt": "início de sessão|submissão|consulta|saída",
    "sv": "inloggning|uppladdning|visning|utloggning",
}
LOG_HEAD = {
    "en": "Portal access log",
    "fr": "Journal d'accès au portail",
    "es": "Registro de accesos al portal",
    "de": "Zugriffsprotokoll",
    "it": "Registro degli accessi",
    "nl": "Toegangslog portaal",
    "pt": "Registo de acessos",
    "sv": "Åtkomstlogg",
}
LIST_HEAD = {
    "en": "Particulars",
    "fr": "Renseignements",
    "es": "Datos",
    "de": "Angaben",
    "it": "Dati",
    "nl": "Gegevens",
    "pt": "Dados",
    "sv": "Uppgifter",
}
