"""Round-30 public names and wordings the look-alike makers draw on: people in office (fictional), public and
historical figures, fiction, eponyms, buildings, ships, storms, awards, products, statutes and leading cases."""

from __future__ import annotations

OFFICE_SURNAMES = (
    "Ravensworth Quartermain Okonjo-Baird Lachapelle Szymańska Hollingdrake Tremaine Abergavenny Mbatha-Rowe "
    "Castellví Underhill Pomeroy Nakashima-Ford Delvecchio Brightwater Kowalewski Aucoin Fairbairn Ostrander"
).split()
INITIALS = "ABCDEFGHJKLMNPRSTVW"

JUDGE_TITLES = {
    "en": [
        "Justice",
        "Judge",
        "Associate Judge",
        "Deputy Judge",
        "District Judge",
        "His Honour Judge",
        "Her Honour Judge",
        "Magistrate",
    ],
    "fr": ["l'honorable juge", "juge", "Juge"],
    "es": ["juez", "jueza", "magistrada", "magistrado"],
    "de": ["Richter am Amtsgericht", "Richterin am Amtsgericht"],
    "it": ["giudice", "Giudice tutelare"],
    "nl": ["kantonrechter", "rechter"],
    "pt": ["juíza", "juiz"],
    "pl": ["sędzia", "SSR"],
}
MEMBER_TITLES = {
    "en": ["Member", "Vice-Chair", "Adjudicator", "Presiding Member"],
    "fr": ["membre", "vice-présidente", "régisseur"],
    "es": ["vocal", "conciliadora"],
    "de": ["Beisitzerin", "Vorsitzender"],
    "it": ["componente", "relatore"],
    "nl": ["lid", "voorzitter"],
    "pt": ["conciliadora", "relator"],
    "pl": ["członek składu", "przewodnicząca"],
}
OFFICE_TITLES = {
    "en": [
        "Registrar",
        "Deputy Registrar",
        "Clerk of the Court",
        "Deputy Clerk",
        "Commissioner for Taking Affidavits",
        "Notary Public",
        "Sheriff",
        "Commissioner for Oaths",
    ],
    "fr": ["greffière", "greffier", "commissaire à l'assermentation", "notaire"],
    "es": ["secretario judicial", "notaria pública", "actuaria"],
    "de": ["Urkundsbeamtin der Geschäftsstelle", "Rechtspfleger", "Notarin"],
    "it": ["cancelliere", "notaio"],
    "nl": ["griffier", "notaris"],
    "pt": ["escrivã", "escrivão", "tabeliã"],
    "pl": ["referendarz sądowy", "protokolantka"],
}

PUBLIC_FIGURES = (
    "Wayne Gretzky|Céline Dion|Margaret Atwood|Serena Williams|Oprah Winfrey|Lionel Messi|Taylor Swift|"
    "Shah Rukh Khan|David Attenborough|Michelle Obama|Drake|Keanu Reeves|Jacinda Ardern|Trevor Noah|"
    "Greta Thunberg|Dolly Parton"
).split("|")
HISTORICAL = (
    "Louis Riel|John A. Macdonald|Tommy Douglas|Laura Secord|Harriet Tubman|Abraham Lincoln|"
    "Nelson Mandela|Emmeline Pankhurst|Simón Bolívar|Marie Curie|Mahatma Gandhi|Frederick Douglass|"
    "Agnes Macphail|Sitting Bull|Tiradentes|Kazimierz Pułaski"
).split("|")
FICTION = (
    "Anne Shirley|Atticus Finch|Sherlock Holmes|Hermione Granger|Jay Gatsby|Elizabeth Bennet|"
    "Harry Potter|Don Quixote|Pippi Longstocking|Tintin|Huckleberry Finn|Frodo Baggins|Jean Valjean|"
    "Mafalda|Holden Caulfield"
).split("|")
EPON_ORGS = (
    "John Howard Society|Elizabeth Fry Society|Terry Fox Foundation|Rick Hansen Foundation|"
    "Ronald McDonald House Charities|Dave Thomas Foundation for Adoption|Carter Center|"
    "Max-Planck-Gesellschaft|Fondation Lionel-Groulx|Fundação Oswaldo Cruz|Ada Lovelace Institute|"
    "Nelson Mandela Children's Fund|Shriners Hospitals for Children"
).split("|")
EPON_TERMS = (
    "Asperger syndrome|Heimlich manoeuvre|Alzheimer's disease|Parkinson's disease|Miranda warning|"
    "Jordan's Principle|Gladue report|Down syndrome|Tourette syndrome|Crohn's disease|Glasgow Coma Scale|"
    "Apgar score|Stockholm syndrome|Ponzi scheme"
).split("|")
EPON_PLACES = (
    "Prince Albert|Fort McMurray|Port Hope|Lloydminster|Mount Robson|Lincoln Park|Kennedy Road|"
    "Victoria Falls|Port Elizabeth|Jefferson City|Lake Louise|Washington Heights|Hamilton"
).split("|")
PLACES = (
    "Thunder Bay|the Okanagan|Gaspésie|the Annapolis Valley|Moose Jaw|El Paso|the Outer Banks|Galway Bay|"
    "the Hunter Valley|Rotorua|the Karoo|Kerala|Sentosa|Mindanao|Ocho Rios|Oaxaca|Minas Gerais|"
    "the Camargue|the Black Forest|Lake Como|Friesland|the Tatra Mountains"
).split("|")
BUILDINGS = (
    "John Sopinka Courthouse|Thurgood Marshall United States Courthouse|Edward W. Brooke Courthouse|"
    "Daniel Patrick Moynihan Courthouse|Palais de justice Gérald-Godin|Robert Bourassa building|"
    "Roy McMurtry Youth Centre|Harry S. Truman Building|Lionel Murphy Building|Ralph Klein Centre|"
    "Marshall Rooms|Frank Ogden House"
).split("|")
SHIPS = (
    "MV Joseph and Clara Smallwood|HMCS Harry DeWolf|CCGS Amundsen|MV Holiday Island|Queen Mary 2|"
    "MV Leif Ericson|RMS Queen Elizabeth|SS Edmund Fitzgerald|MS Marco Polo|MV Ben-my-Chree"
).split("|")
STORMS = (
    "Hurricane Fiona|Hurricane Juan|Hurricane Katrina|Superstorm Sandy|Typhoon Haiyan|Cyclone Gabrielle|"
    "Storm Ciarán|Hurricane Helene|Cyclone Idai|Storm Daniel|Hurricane Ian"
).split("|")
AWARDS = (
    "Order of Canada|Governor General's Award|Nobel Peace Prize|Pulitzer Prize|Victoria Cross|"
    "Presidential Medal of Freedom|Order of Ontario|Ordre national du Québec|Booker Prize|"
    "King Charles III Coronation Medal|Padma Shri|Bundesverdienstkreuz"
).split("|")
PRODUCTS = (
    "Adobe Acrobat Reader 2024.002.20857|Microsoft Word 16.0.17928|CaseLines 4.12.1|Zoom 6.1.11|"
    "Windows 11 23H2|iOS 17.5.1|Firefox 128.0.3|Tyler Odyssey 2023.3|Clio Manage 2.87.4|"
    "Android 14 (UP1A.231005.007)|Chrome 126.0.6478.127|LibreOffice 7.6.4.1|macOS 14.5"
).split("|")

# jurisdiction: statutes, leading cases (name, citation), neutral citations
LAW = {
    "ca": (
        [
            "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)",
            "Canada Evidence Act",
            "Immigration and Refugee Protection Act",
            "Old Age Security Act",
            "Income Tax Act",
        ],
        [
            ("Gordon v. Goertz", "[1996] 2 S.C.R. 27"),
            ("Young v. Young", "[1993] 4 S.C.R. 3"),
            ("Michel v. Graydon", "2020 SCC 24"),
            ("Barendregt v. Grebliunas", "2022 SCC 22"),
        ],
        ["2021 ONCA 414", "2019 BCCA 260", "2023 ABKB 118", "2022 QCCA 1587", "2020 NSCA 12"],
    ),
    "on": (
        [
            "Residential Tenancies Act, 2006",
            "Children's Law Reform Act",
            "Family Law Act",
            "Health Insurance Act",
            "Courts of Justice Act",
        ],
        [],
        [],
    ),
    "qc": (
        [
            "Code civil du Québec",
            "Code de procédure civile",
            "Loi sur la régie de l'assurance maladie du Québec",
            "Loi sur le Tribunal administratif du logement",
        ],
        [("Droit de la famille — 16425", "2016 QCCA 1239")],
        [],
    ),
    "bc": (
        [
            "Family Law Act, S.B.C. 2011, c. 25",
            "Residential Tenancy Act, S.B.C. 2002, c. 78",
            "Medicare Protection Act",
        ],
        [],
        [],
    ),
    "us": (
        [
            "Uniform Child Custody Jurisdiction and Enforcement Act",
            "Immigration and Nationality Act",
            "Social Security Act",
            "Fair Housing Act",
        ],
        [
            ("Troxel v. Granville", "530 U.S. 57 (2000)"),
            ("Obergefell v. Hodges", "576 U.S. 644 (2015)"),
            ("Plyler v. Doe", "457 U.S. 202 (1982)"),
            ("Santosky v. Kramer", "455 U.S. 745 (1982)"),
        ],
        ["2019 IL 124093", "2021 WI 64", "2020 ND 187"],
    ),
    "uk": (
        ["Children Act 1989", "Family Law Act 1996", "Matrimonial Causes Act 1973"],
        [("Re B (A Child)", "[2013] UKSC 33"), ("Radmacher v Granatino", "[2010] UKSC 42")],
        ["[2022] EWCA Civ 1234", "[2021] EWFC 15"],
    ),
    "ie": (
        ["Family Law (Maintenance of Spouses and Children) Act 1976", "Guardianship of Infants Act 1964"],
        [("G v An Bord Uchtála", "[1980] IR 32")],
        ["[2020] IESC 14"],
    ),
    "au": (
        ["Crimes (Domestic and Personal Violence) Act 2007 (NSW)", "Family Law Act 1975 (Cth)"],
        [("Goode & Goode", "[2006] FamCA 1346")],
        ["[2019] NSWLC 8"],
    ),
    "nz": (
        ["Oranga Tamariki Act 1989", "Care of Children Act 2004"],
        [("Kacem v Bashir", "[2010] NZSC 112")],
        ["[2021] NZFC 4411"],
    ),
    "za": (
        ["Births and Deaths Registration Act 51 of 1992", "Children's Act 38 of 2005"],
        [("Minister of Welfare v Fitzpatrick", "2000 (3) SA 422 (CC)")],
        ["[2019] ZACC 34"],
    ),
    "in": (
        ["Legal Services Authorities Act, 1987", "Code of Civil Procedure, 1908"],
        [("Afcons Infrastructure v. Cherian Varkey", "(2010) 8 SCC 24")],
        ["2023 INSC 412"],
    ),
    "sg": (
        ["Housing and Development Act 1959", "Women's Charter 1961"],
        [("TDT v TDS", "[2016] 4 SLR 145")],
        ["[2022] SGHCF 19"],
    ),
    "ph": (
        ["Republic Act No. 11861 (Expanded Solo Parents Welfare Act)", "Family Code of the Philippines"],
        [("Republic v. Molina", "G.R. No. 108763")],
        ["G.R. No. 196359"],
    ),
    "gh": (
        ["Administration of Estates Act, 1961 (Act 63)", "Intestate Succession Law, 1985 (PNDCL 111)"],
        [("In re Appiah (Decd)", "[1975] 1 GLR 465")],
        ["[2018] GHASC 12"],
    ),
    "jm": (
        ["Registration (Births and Deaths) Act", "Children (Guardianship and Custody) Act"],
        [("Forsythe v Jones", "[2015] JMCA Civ 9")],
        ["[2020] JMSC Civ 141"],
    ),
    "mx": (
        [
            "Código Civil para el Distrito Federal",
            "Ley General de los Derechos de Niñas, Niños y Adolescentes",
        ],
        [("Amparo directo en revisión 1754/2015", "SCJN, Primera Sala")],
        ["Tesis 1a./J. 31/2018"],
    ),
    "br": (
        ["Lei n.º 13.058/2014", "Código Civil (Lei n.º 10.406/2002)", "Estatuto da Criança e do Adolescente"],
        [("REsp 1.251.000/MG", "STJ, Terceira Turma")],
        ["REsp 1.428.596/RS"],
    ),
    "fr": (
        ["Code civil", "Code de procédure civile", "Code de l'action sociale et des familles"],
        [("Cass. 1re civ., 4 janv. 2017", "n° 15-28.935")],
        ["ECLI:FR:CCASS:2019:C100712"],
    ),
    "de": (
        ["Bürgerliches Gesetzbuch", "FamFG", "Verordnung (EU) Nr. 650/2012"],
        [("BGH, Beschluss vom 28.01.2015", "XII ZB 201/14")],
        ["ECLI:DE:BGH:2018:140218BXIIZB465.16.0"],
    ),
    "it": (
        ["Codice civile", "Legge 9 gennaio 2004, n. 6"],
        [("Cass. civ., sez. I, n. 32542/2018", "Rv. 652082")],
        ["ECLI:IT:CASS:2021:12998CIV"],
    ),
    "nl": (
        ["Burgerlijk Wetboek Boek 1", "Wetboek van Burgerlijke Rechtsvordering"],
        [("HR 21 februari 2020", "ECLI:NL:HR:2020:283")],
        ["ECLI:NL:RBAMS:2022:4417"],
    ),
    "pl": (
        ["Kodeks rodzinny i opiekuńczy", "Kodeks postępowania cywilnego"],
        [("uchwała SN z 16.12.1987", "III CZP 91/86")],
        ["II CSKP 1170/22"],
    ),
}
