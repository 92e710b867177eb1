"""Words of the other languages' legal headings and forms, for the capitals rule (round 27).

The capitals rule (``person_caps``) takes a run of capitalised words outside an English dictionary
for a name; a German, Portuguese, Spanish, Italian, Dutch or French heading ("PERSÖNLICHE ANHÖRUNG
IM BETREUUNGSVERFAHREN", "ESCRITURA PÚBLICA DE INVENTÁRIO", "VIOLÊNCIA DOMÉSTICA") is such a run.
Here are those languages' common words of courts, procedures and forms, and the endings that make
a word an abstract noun ("-verfahren", "-schaft", "-ção", "-ción", "-zione", "-ité"). Words that
are also common surnames ("Richter", "Santos", "Cruz", "Notar") are left out.
"""

from __future__ import annotations

import re

WORDS = frozenset(
    """
    antrag anträge anhörung anordnung aktenzeichen amtsgericht landgericht oberlandesgericht familiengericht
    betreuung betreuungsgericht beschluss bescheid entwurf vermerk niederschrift protokoll verhandlung
    sitzung urteil klage klageschrift beschwerde berufung vollmacht erklärung versicherung eidesstattliche
    persönliche persönlicher öffentliche öffentlicher nicht zitierfähig unbeglaubigter unbeglaubigte
    beglaubigte vorläufige vorläufiger einstweilige verfügung gewaltschutz schutz sache gegen wegen über
    und oder der die das dem den des ein eine einer eines im am zum zur vom beim nach vor bei mit ohne
    betroffene betroffener person personen verstorbene verstorbener erblasser erblasserin nachlass
    verlassenschaft todfall erbe erben abschrift ausfertigung anlage seite geburtsdatum anschrift wohnort
    escritura pública público públicos públicas inventário inventario partilha partición herencia herança
    violência violencia doméstica doméstico domestica domestico denúncia denuncia auto acta actas
    declaración declaração requerimento requerimiento solicitud pedido petição petición demanda sentencia
    sentença acórdão tribunal juzgado juízo vara comarca fiscalía ministério ministerio medida medidas
    protectiva protetiva protección proteção urgência urgencia orden ordem extrajudicial judicial
    herederos herdeiros abintestato notarial notarial registro registo civil penal familia família
    menores menor guarda custodia custódia alimentos pensión pensão divorcio divórcio matrimonio casamento
    verbale sommarie informazioni testimoniali istanza ammissione patrocinio ricorso decreto procura
    procuratore repubblica tribunale sezione udienza denuncia querela sentenza ordinanza giudice
    beschikking verzoek verzoekschrift rechtbank kantonrechter kinderrechter ondertoezichtstelling
    omgangsregeling ouderschapsplan gezag voogdij proces-verbaal dagvaarding
    formulaire admissibilité financière financier personnes vivant disparition signalée signalé notes
    enquête enquêteur requête introductive instance demande déclaration assermentée procès-verbal
    acte notoriété héritiers succession tutelle curatelle régime protection majeur mineur signalement
    """.split()
)
_ENDINGS = re.compile(
    r"(?:verfahren|schaft|schaften|heit|keit|ungen|aufnahme|ordnung|erklärung|ção|ções|ción|ciones|zione|zioni|"
    r"ência|ências|idade|idades|idad|idades|ità|ité|ités|ização|ización|izzazione)$"
)


# Given names with those endings ("MARIA DA CONCEIÇÃO", "TRINIDAD", "ENCARNACIÓN").
_NAMES = frozenset(
    """conceição assunção anunciação encarnação purificação visitação concepción asunción encarnación
    purificación anunciación trinidad natividad caridad felicidad claridad""".split()
)


def foreign_word(part: str) -> bool:
    """``part`` (lower case) is a heading's or a form's word in one of those languages."""
    if part in WORDS:
        return True
    return len(part) > 6 and _ENDINGS.search(part) is not None and part not in _NAMES
