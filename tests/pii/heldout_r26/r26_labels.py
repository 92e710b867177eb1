"""Round-26 label wording per field and language: full labels, then (after ``##``) abbreviations. Also the words
for relationships. Written for this round."""

from __future__ import annotations


def _read(text):
    out: dict[str, dict[str, tuple[list[str], list[str]]]] = {}
    for row in text.strip().splitlines():
        key, rest = row.split(" :: ", 1)
        field, lang = key.rsplit(".", 1)
        full, _, short = rest.partition(" ## ")
        out.setdefault(field, {})[lang] = (
            [x.strip() for x in full.split("|")],
            [x.strip() for x in short.split("|") if x.strip()],
        )
    return out


LABELS = _read("""
name.en :: Full legal name|Name (last, first)|Surname and given names|Name as shown on ID|Printed name ## Name|Nm.
name.fr :: Nom et prénoms|Nom complet|Nom de famille et prénom ## Nom
name.es :: Nombre completo|Apellidos y nombre|Nombre del compareciente ## Nombre
name.de :: Familienname, Vorname|Name der Person|Vor- und Zuname ## Name
name.it :: Cognome e nome|Generalità complete ## Nome
name.nl :: Achternaam en voornamen|Naam betrokkene ## Naam
name.pt :: Nome completo|Nome do declarante ## Nome
dob.en :: Date of birth|Birth date|Date of Birth (as on ID)|Born ## DOB|D.O.B.|DoB|B/D
dob.fr :: Date de naissance|Né(e) le|Date de naiss. ## DDN|Naiss.
dob.es :: Fecha de nacimiento|Nacido(a) el|F. de nacimiento ## F. nac.|FN
dob.de :: Geburtsdatum|geboren am|Tag der Geburt ## Geb.|geb.
dob.it :: Data di nascita|Nato/a il ## Nasc.|d.n.
dob.nl :: Geboortedatum|Geboren op ## Geb.datum|geb.
dob.pt :: Data de nascimento|Nascido(a) em ## Dt. nasc.|DN
addr.en :: Residential address|Home address|Mailing address|Address for service|Current address ## Addr.|Res. addr.
addr.fr :: Adresse résidentielle|Adresse du domicile|Adresse postale ## Adr.|Domicile
addr.es :: Domicilio|Dirección particular|Domicilio actual ## Dom.|Dir.
addr.de :: Wohnanschrift|Anschrift|Wohnsitz ## Anschr.
addr.it :: Residenza|Indirizzo di residenza ## Ind.|Res.
addr.nl :: Woonadres|Adres ## Adr.
addr.pt :: Morada|Endereço residencial ## End.
phone.en :: Telephone|Mobile number|Daytime phone|Cell phone|Contact telephone ## Tel.|Cell|Ph.|Mob.
phone.fr :: Téléphone|Cellulaire|Téléphone (jour) ## Tél.|Cell.
phone.es :: Teléfono|Celular|Teléfono de contacto ## Tel.|Cel.
phone.de :: Telefon|Mobilnummer|Rufnummer ## Tel.|Mobil
phone.it :: Telefono|Cellulare|Recapito telefonico ## Tel.|Cell.
phone.nl :: Telefoonnummer|Mobiel nummer ## Tel.|Mob.
phone.pt :: Telefone|Telemóvel|Celular ## Tel.|Tlm.
email.en :: E-mail address|Email|Personal email ## E-mail|Eml.
email.fr :: Courriel|Adresse courriel|Adresse électronique ## Courr.|Courriel
email.es :: Correo electrónico|Email ## Correo|E-mail
email.de :: E-Mail-Adresse|E-Mail ## E-Mail
email.it :: Posta elettronica|Indirizzo e-mail ## E-mail|PEO
email.nl :: E-mailadres ## E-mail
email.pt :: Correio eletrónico|E-mail ## E-mail
url.en :: Social media profile|Website / profile link|Online profile ## Profile|Web
url.fr :: Profil en ligne|Page de réseau social ## Profil
url.es :: Perfil en redes sociales|Página personal ## Perfil
url.de :: Profil in sozialen Medien|Webseite ## Profil
url.it :: Profilo social|Pagina personale ## Profilo
url.nl :: Sociale-mediaprofiel ## Profiel
url.pt :: Perfil nas redes sociais ## Perfil
ip.en :: IP address at login|Originating IP address|Source IP ## IP|IP addr.
ip.fr :: Adresse IP de connexion ## IP
ip.es :: Dirección IP de origen ## IP
ip.de :: IP-Adresse ## IP
ip.it :: Indirizzo IP ## IP
ip.nl :: IP-adres ## IP
ip.pt :: Endereço IP ## IP
sin.en :: Social insurance number|Social Insurance No.|SIN (9 digits) ## SIN|SIN #|S.I.N.
sin.fr :: Numéro d'assurance sociale|No d'assurance sociale ## NAS|N.A.S.
sin.es :: Número de seguro social (Canadá) ## NAS
ssn.en :: Social Security number|Social Security No.|SSN (last four not accepted) ## SSN|SS#|Soc. Sec. #
ssn.es :: Número de Seguro Social|N.º de Seguro Social ## NSS|SS#
ssn.fr :: Numéro de sécurité sociale (É.-U.) ## SSN
hc_on.en :: Ontario health card number|OHIP number|Health number ## HC#|OHIP #|HCN
hc_on.fr :: Numéro de carte Santé de l'Ontario|Numéro OHIP ## No OHIP
hc_bc.en :: Personal Health Number|BC Services Card number|Health number (PHN) ## PHN|PHN #
hc_bc.fr :: Numéro d'assurance-maladie (C.-B.)|Numéro personnel de santé ## PHN
hc_qc.en :: Quebec health insurance number|RAMQ number|Medicare card number ## RAMQ #|HIN
hc_qc.fr :: Numéro d'assurance maladie|No de carte d'assurance maladie|Carte RAMQ ## NAM|No RAMQ
dl.en :: Driver's licence number|Driver's license no.|Operator's licence|Licence number ## DL|DL#|DL No.|Lic. #
dl.us :: Driver's license number|Driver license / state ID no.|Operator license ## DL|DL#|DLN|Lic. #
dl.fr :: Numéro de permis de conduire|Permis de conduire ## No permis|PC
dl.es :: Número de licencia de conducir|Permiso de conducción|Licencia ## Lic.|N.º lic.
dl.de :: Führerscheinnummer|Führerschein-Nr. ## FS-Nr.
dl.it :: Numero patente di guida|Patente n. ## Pat.
dl.nl :: Rijbewijsnummer ## Rijb.nr.
dl.pt :: Número da carta de condução|CNH (carteira de habilitação) ## CNH|Carta n.º
acct.en :: Bank account number|Account no.|Chequing account|Account for direct deposit ## Acct|acct #|A/C
acct.us :: Bank account number|Checking account no.|Account for direct deposit ## Acct|acct #|Acct no.
acct.fr :: Numéro de compte bancaire|No de compte|Compte pour le dépôt direct ## Cpte|No cpte
acct.es :: Número de cuenta bancaria|Cuenta CLABE|Cuenta n.º ## Cta.|N.º cta.
acct.de :: Kontonummer|Bankverbindung ## Kto.-Nr.|Kto.
acct.it :: Numero di conto corrente|Conto corrente ## C/C|n. conto
acct.nl :: Rekeningnummer|Bankrekening ## Rek.nr.
acct.pt :: Número de conta|Conta bancária ## Conta|C/C
iban.en :: IBAN|International bank account (IBAN) ## IBAN
iban.fr :: IBAN|Numéro IBAN ## IBAN
iban.es :: IBAN|Código IBAN ## IBAN
iban.de :: IBAN|Bankverbindung (IBAN) ## IBAN
iban.it :: Codice IBAN|IBAN ## IBAN
iban.nl :: IBAN-rekeningnummer|IBAN ## IBAN
iban.pt :: IBAN|NIB/IBAN ## IBAN
cc.en :: Credit card number|Card number (charged)|Payment card ## CC#|Card
cc.fr :: Numéro de carte de crédit|Carte de paiement ## CC
cc.es :: Número de tarjeta de crédito|Tarjeta ## TC
cc.de :: Kreditkartennummer ## KK-Nr.
cc.it :: Numero carta di credito ## Carta
cc.nl :: Creditcardnummer ## CC
cc.pt :: Número do cartão de crédito ## Cartão
bank_ca.en :: Transit / institution no.|Branch transit number|Institution and transit ## Transit|Inst./transit
bank_ca.fr :: Succursale / institution|No de transit et d'institution ## Transit
bank_us.en :: ABA routing number|Routing no.|Bank routing number ## RTN|ABA
bank_us.es :: Número de ruta bancaria ## ABA
bank_uk.en :: Sort code|Bank sort code ## Sort
bank_au.en :: BSB|Bank-state-branch number ## BSB
bank_in.en :: IFSC|IFSC of the branch ## IFSC
bank_za.en :: Branch code|Universal branch code ## Branch
bank_br.pt :: Agência|Código da agência ## Ag.
bank.en :: SWIFT/BIC|Bank identifier code ## BIC
bank.fr :: Code SWIFT|BIC ## BIC
bank.es :: Código SWIFT/BIC ## BIC
bank.de :: BIC ## BIC
bank.it :: Codice BIC ## BIC
bank.nl :: BIC ## BIC
bank.pt :: Código SWIFT/BIC ## BIC
dod.en :: Date of death|Died on|Date deceased ## DOD|D.O.D.
dod.fr :: Date du décès|Décédé(e) le ## Décès
dod.es :: Fecha de defunción|Falleció el ## F. def.
dod.de :: Sterbedatum|verstorben am ## gest.
dod.it :: Data del decesso|Deceduto/a il ## m.
dod.nl :: Overlijdensdatum|Overleden op ## Overl.
dod.pt :: Data do óbito|Faleceu em ## Óbito
rel.en :: Relationship|Relation to applicant|How related ## Rel.|Relat.
rel.fr :: Lien de parenté|Lien avec le demandeur ## Lien
rel.es :: Parentesco|Relación con el solicitante ## Parent.
rel.de :: Verwandtschaftsverhältnis|Beziehung ## Verh.
rel.it :: Rapporto di parentela|Relazione ## Parent.
rel.nl :: Relatie tot betrokkene|Verwantschap ## Rel.
rel.pt :: Grau de parentesco|Relação ## Parent.
""")

KIN = {
    "en": "spouse|husband|wife|partner|son|daughter|mother|father|brother|sister|grandmother|grandfather|grandson|"
    "granddaughter|aunt|uncle|niece|nephew|cousin|stepson|stepdaughter|mother-in-law|father-in-law|friend|neighbour|"
    "roommate|lodger|co-worker|passenger|bystander|former partner|foster child",
    "fr": "conjoint|époux|épouse|conjointe de fait|fils|fille|mère|père|frère|sœur|grand-mère|grand-père|petit-fils|"
    "petite-fille|tante|oncle|nièce|neveu|cousin|beau-fils|belle-fille|belle-mère|beau-père|ami|voisin|"
    "colocataire|chambreur|collègue|passager|témoin oculaire|ex-conjoint|enfant en famille d'accueil",
    "es": "cónyuge|esposo|esposa|pareja|hijo|hija|madre|padre|hermano|hermana|abuela|abuelo|nieto|nieta|tía|tío|"
    "sobrina|sobrino|primo|hijastro|hijastra|suegra|suegro|amigo|vecino|compañero de piso|inquilino|compañero de "
    "trabajo|pasajero|testigo presencial|expareja|menor en acogida",
    "de": "Ehegatte|Ehemann|Ehefrau|Lebensgefährtin|Sohn|Tochter|Mutter|Vater|Bruder|Schwester|Großmutter|Großvater|"
    "Enkel|Enkelin|Tante|Onkel|Nichte|Neffe|Cousin|Stiefsohn|Stieftochter|Schwiegermutter|Schwiegervater|Freund|"
    "Nachbar|Mitbewohner|Untermieter|Arbeitskollege|Beifahrer|Passant|ehemaliger Partner|Pflegekind",
    "it": "coniuge|marito|moglie|convivente|figlio|figlia|madre|padre|fratello|sorella|nonna|nonno|nipote|nipote|zia|"
    "zio|nipote|nipote|cugino|figliastro|figliastra|suocera|suocero|amico|vicino di casa|coinquilino|subaffittuario|"
    "collega|passeggero|testimone oculare|ex convivente|minore in affido",
    "nl": "echtgenoot|echtgenoot|echtgenote|partner|zoon|dochter|moeder|vader|broer|zus|grootmoeder|grootvader|"
    "kleinzoon|kleindochter|tante|oom|nicht|neef|neef|stiefzoon|stiefdochter|schoonmoeder|schoonvader|vriend|buurman|"
    "huisgenoot|onderhuurder|collega|passagier|omstander|ex-partner|pleegkind",
    "pt": "cônjuge|marido|esposa|companheira|filho|filha|mãe|pai|irmão|irmã|avó|avô|neto|neta|tia|tio|sobrinha|"
    "sobrinho|primo|enteado|enteada|sogra|sogro|amigo|vizinho|colega de casa|inquilino|colega de trabalho|passageiro|"
    "testemunha ocular|ex-companheiro|criança em acolhimento",
}
KIN = {k: v.split("|") for k, v in KIN.items()}
KIN_KEYS = KIN["en"]
