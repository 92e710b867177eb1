"""Round-30 words of a document's frame: header and closing labels, list headings and relation words, column
and log wordings, courtesy titles and section headings, in eight languages. Written fresh for this round."""

from __future__ import annotations

HEAD = {
    "en": ("Court file no.", "Date", "Presiding", "Our reference", "Legislation", "Enquiries"),
    "fr": ("N° de dossier", "Date", "Devant", "Notre référence", "Loi applicable", "Renseignements"),
    "es": ("Expediente n.º", "Fecha", "Ante", "Referencia", "Fundamento legal", "Informes"),
    "de": ("Aktenzeichen", "Datum", "Vor", "Unser Zeichen", "Rechtsgrundlage", "Auskunft"),
    "it": ("N. di ruolo", "Data", "Davanti a", "Riferimento", "Normativa", "Informazioni"),
    "nl": ("Zaaknummer", "Datum", "Ten overstaan van", "Kenmerk", "Wettelijke grondslag", "Inlichtingen"),
    "pt": ("Processo n.º", "Data", "Perante", "Referência", "Fundamento legal", "Informações"),
    "pl": ("Sygnatura akt", "Data", "Przed", "Znak sprawy", "Podstawa prawna", "Informacje"),
}
CLOSE = {
    "en": ("Sworn before", "Dated", "Signed by"),
    "fr": ("Assermenté devant", "Fait le", "Signature"),
    "es": ("Ante mí", "Fecha", "Firma"),
    "de": ("Beglaubigt durch", "Datum", "Unterschrift"),
    "it": ("Autenticato da", "Data", "Firma"),
    "nl": ("Gewaarmerkt door", "Datum", "Handtekening"),
    "pt": ("Reconhecido por", "Data", "Assinatura"),
    "pl": ("Poświadczył(a)", "Data", "Podpis"),
}
_KIN = {
    "en": "Children of the relationship:son,daughter|Other members of the household:cousin,cousin|Brothers and sisters:brother,sister|Parents:father,mother|Heirs and beneficiaries:nephew,niece|Dependants:stepson,stepdaughter",
    "fr": "Enfants:fils,fille|Autres membres du ménage:cousin,cousine|Frères et sœurs:frère,sœur|Parents:père,mère|Héritiers:neveu,nièce|Personnes à charge:beau-fils,belle-fille",
    "es": "Hijos:hijo,hija|Otros miembros del hogar:primo,prima|Hermanos:hermano,hermana|Padres:padre,madre|Herederos:sobrino,sobrina|Dependientes:hijastro,hijastra",
    "de": "Kinder:Sohn,Tochter|Weitere Haushaltsmitglieder:Cousin,Cousine|Geschwister:Bruder,Schwester|Eltern:Vater,Mutter|Erben:Neffe,Nichte|Unterhaltsberechtigte:Stiefsohn,Stieftochter",
    "it": "Figli:figlio,figlia|Altri componenti del nucleo:cugino,cugina|Fratelli e sorelle:fratello,sorella|Genitori:padre,madre|Eredi:nipote,nipote|Persone a carico:figliastro,figliastra",
    "nl": "Kinderen:zoon,dochter|Overige gezinsleden:neef,nicht|Broers en zussen:broer,zus|Ouders:vader,moeder|Erfgenamen:neef,nicht|Ten laste:stiefzoon,stiefdochter",
    "pt": "Filhos:filho,filha|Outros membros do agregado:primo,prima|Irmãos:irmão,irmã|Pais:pai,mãe|Herdeiros:sobrinho,sobrinha|Dependentes:enteado,enteada",
    "pl": "Dzieci:syn,córka|Pozostali domownicy:kuzyn,kuzynka|Rodzeństwo:brat,siostra|Rodzice:ojciec,matka|Spadkobiercy:bratanek,bratanica|Osoby na utrzymaniu:pasierb,pasierbica",
}
KIN = {
    lang: [(h, tuple(w.split(","))) for h, _, w in (x.partition(":") for x in t.split("|"))]
    for lang, t in _KIN.items()
}
COLUMNS = {  # relation, contact
    "en": ("Relationship", "Contact"),
    "fr": ("Lien", "Coordonnées"),
    "es": ("Parentesco", "Contacto"),
    "de": ("Verhältnis", "Kontakt"),
    "it": ("Rapporto", "Recapito"),
    "nl": ("Relatie", "Contact"),
    "pt": ("Parentesco", "Contato"),
    "pl": ("Pokrewieństwo", "Kontakt"),
}
LOG = {
    "en": (
        "Portal access log",
        "Time",
        "User",
        "Source",
        "Action",
        "signed in|uploaded exhibit|viewed notice|signed out|downloaded order",
    ),
    "fr": (
        "Journal d'accès au portail",
        "Heure",
        "Utilisateur",
        "Source",
        "Action",
        "connexion|dépôt de pièce|consultation|déconnexion",
    ),
    "es": (
        "Registro de accesos",
        "Hora",
        "Usuario",
        "Origen",
        "Acción",
        "inicio de sesión|carga de documento|consulta|cierre de sesión",
    ),
    "de": ("Zugriffsprotokoll", "Zeit", "Benutzer", "Quelle", "Aktion", "Anmeldung|Upload|Abruf|Abmeldung"),
    "it": (
        "Registro accessi",
        "Ora",
        "Utente",
        "Origine",
        "Azione",
        "accesso|caricamento|consultazione|uscita",
    ),
    "nl": ("Toegangslog", "Tijd", "Gebruiker", "Bron", "Actie", "aangemeld|upload|ingezien|afgemeld"),
    "pt": (
        "Registro de acessos",
        "Hora",
        "Usuário",
        "Origem",
        "Ação",
        "login|envio de documento|consulta|logout",
    ),
    "pl": (
        "Dziennik dostępu",
        "Czas",
        "Użytkownik",
        "Źródło",
        "Czynność",
        "logowanie|przesłanie pliku|podgląd|wylogowanie",
    ),
}
COURTESY = {
    "en": (["Mr."], ["Ms.", "Mrs."]),
    "fr": (["M."], ["Mme"]),
    "es": (["Sr."], ["Sra."]),
    "de": (["Herr"], ["Frau"]),
    "it": (["Sig."], ["Sig.ra"]),
    "nl": (["dhr."], ["mevr."]),
    "pt": (["Sr."], ["Sra."]),
    "pl": (["Pan"], ["Pani"]),
}
STORY_HEAD = {
    "en": "Background",
    "fr": "Exposé des faits",
    "es": "Antecedentes",
    "de": "Sachverhalt",
    "it": "Fatti",
    "nl": "Feiten",
    "pt": "Dos fatos",
    "pl": "Stan faktyczny",
}
FOLLOW_HEAD = {
    "en": "Further questions",
    "fr": "Questions complémentaires",
    "es": "Preguntas adicionales",
    "de": "Ergänzende Fragen",
    "it": "Domande integrative",
    "nl": "Aanvullende vragen",
    "pt": "Perguntas adicionais",
    "pl": "Pytania uzupełniające",
}
