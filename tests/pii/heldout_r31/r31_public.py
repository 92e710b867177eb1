"""Round-31 public names the look-alike makers draw on, written fresh for this round: office holders (invented
names, always written with their title), public and historical figures, fiction, eponyms, buildings, ships,
storms, awards, products, statutes, sections and leading cases per jurisdiction."""

from __future__ import annotations

OFFICE_NAMES = (
    "Brackenridge Oyelowo-Marsh Thibodeau-Kerr Wilczyńska Harrowgate Montcalm-Reyes Einarsdóttir Castellanos-Byrne "
    "Vanderstraeten Okwuosa Lindqvist-Hale Marchetti Penhaligon Arsenault Quintero-Walsh Dunsmuir Fairweather-Ng "
    "Kristiansen Beauregard Achterberg Nakamura-Lowe Ferreira-Doyle"
).split()
INITIALS = "ABCDEFGHJKLMNPRSTW"

JUDGE_TITLES = {
    "en": [
        "Justice",
        "Madam Justice",
        "Mr. Justice",
        "Judge",
        "Chief Judge",
        "Associate Judge",
        "District Judge",
        "Her Honour Judge",
        "His Honour Judge",
        "Magistrate",
        "Senior Magistrate",
    ],
    "fr": ["l'honorable juge", "juge", "la juge", "le juge", "juge administratif"],
    "es": ["juez", "jueza", "magistrado", "magistrada", "juez de primera instancia"],
    "pt": ["juiz", "juíza", "juiz de direito", "juíza de direito"],
    "de": ["Richterin", "Richter", "Vorsitzende Richterin", "Richter am Sozialgericht"],
    "it": ["giudice", "giudice onorario", "presidente"],
    "nl": ["rechter", "kinderrechter", "kantonrechter"],
    "sv": ["rådman", "tingsfiskal", "lagman"],
}
MEMBER_TITLES = {
    "en": [
        "Member",
        "Vice-Chair",
        "Adjudicator",
        "Presiding Member",
        "Adjudication Officer",
        "Commissioner",
        "Arbitrator",
        "Senior Member",
    ],
    "fr": ["membre", "juge administrative", "vice-président", "conciliatrice"],
    "es": ["vocal", "conciliador", "árbitra"],
    "pt": ["conciliadora", "juiz leigo", "conciliador"],
    "de": ["Widerspruchsstelle, Sachbearbeiterin", "Schiedsperson"],
    "it": ["componente privato", "giudice onorario minorile"],
    "nl": ["bezwaarcommissielid", "voorzitter bezwaarcommissie"],
    "sv": ["handläggare", "nämndeman"],
}
OFFICE_TITLES = {
    "en": [
        "Registrar",
        "Deputy Registrar",
        "Clerk of the Court",
        "Court Reporter",
        "Commissioner for Oaths",
        "Sheriff",
        "Ombudsperson",
        "Intake Officer",
        "Case Manager",
        "Notary Public",
    ],
    "fr": [
        "greffière",
        "greffier",
        "greffier adjoint",
        "commissaire à l'assermentation",
        "notaire",
        "huissier audiencier",
    ],
    "es": ["secretario judicial", "secretaria de acuerdos", "oficial mayor", "notario público"],
    "pt": ["escrivã", "escrivão", "oficial de justiça", "tabelião"],
    "de": ["Urkundsbeamtin", "Rechtspfleger", "Justizangestellte"],
    "it": ["cancelliere", "funzionario giudiziario", "ufficiale giudiziario"],
    "nl": ["griffier", "bode", "medewerker juridische zaken"],
    "sv": ["notarie", "handläggare", "registrator"],
}

PUBLIC_FIGURES = (
    "Wayne Gretzky|Céline Dion|Sidney Crosby|Margaret Atwood|Shania Twain|David Suzuki|Serena Williams|Oprah Winfrey|"
    "Lionel Messi|Rafael Nadal|Shakira|Malala Yousafzai|Roger Federer|Connor McDavid|Michelle Obama|Bad Bunny|"
    "Kylian Mbappé|Taylor Swift|Drake|Justin Bieber|Simone Biles|Greta Thunberg|Ed Sheeran|Cristiano Ronaldo"
).split("|")
HISTORICAL = (
    "Louis Riel|Laura Secord|Viola Desmond|Tommy Douglas|Agnes Macphail|Harriet Tubman|Frederick Douglass|"
    "Emmeline Pankhurst|Mahatma Gandhi|Simón Bolívar|Marie Curie|Florence Nightingale|Sitting Bull|Nellie McClung|"
    "Sojourner Truth|Benito Juárez|Tiradentes|Clara Zetkin|Giuseppe Garibaldi|Hugo Grotius|Selma Lagerlöf|Kwame Nkrumah"
).split("|")
FICTION = (
    "Anne Shirley|Sherlock Holmes|Atticus Finch|Hermione Granger|Don Quixote|Bilbo Baggins|Elizabeth Bennet|"
    "Jay Gatsby|Homer Simpson|Jean Valjean|Pippi Longstocking|Tintin|Astérix|Cosette|Mafalda|Pinocchio|"
    "Heidi|Nils Holgersson|Paddington Bear|Mary Poppins|Huckleberry Finn|Ebenezer Scrooge"
).split("|")
EPON_ORGS = (
    "Elizabeth Fry Society|John Howard Society|Ronald McDonald House|Stephen Lewis Foundation|Terry Fox Foundation|"
    "Fondation Lionel-Groulx|Carter Center|Bill & Melinda Gates Foundation|Fundación Rigoberta Menchú|"
    "Nelson Mandela Children's Fund|Max-Planck-Gesellschaft|Lester B. Pearson School Board|Sir Wilfrid Laurier School Board|"
    "Salk Institute|Anne Frank Stichting|Hospital Israelita Albert Einstein"
).split("|")
EPON_TERMS = (
    "Gladue report|Jordan's Principle|Miranda warning|Mareva injunction|Anton Piller order|Mary Carter agreement|"
    "Calderbank offer|McKenzie friend|Gillick competence|Brady material|Stinchcombe disclosure|Heimlich manoeuvre|"
    "Alzheimer's disease|Tourette syndrome|Parkinson's disease|Down syndrome|Wednesbury unreasonableness|Amber Alert"
).split("|")
EPON_PLACES = (
    "Pierre Elliott Trudeau International Airport|Lester B. Pearson International Airport|John F. Kennedy International Airport|"
    "Martin Luther King Jr. Boulevard|Nelson Mandela Square|Jean-Talon Market|Champlain Bridge|Macdonald-Cartier Freeway|"
    "Avenida Juárez|Rua Oscar Freire|Ponte Vasco da Gama|Piazza Garibaldi|Place Charles-de-Gaulle|Hudson Bay"
).split("|")
BUILDINGS = (
    "Confederation Building|Law Courts Complex|Harbourfront Centre|Centre de services Desjardins|Bow Valley Tower|"
    "Metro Hall|Palais de justice|Federal Plaza|Old Bailey|Four Courts|Supreme Court Building|Union Station|"
    "Civic Centre Annex|Unity Tower|Torre Latinoamericana|Edifício Martinelli"
).split("|")
PLACES = (
    "Rivière-du-Loup|Tuktoyaktuk|Moose Factory|Medicine Hat|Flin Flon|Gimli|Kapuskasing|Tofino|Truth or Consequences|"
    "Punxsutawney|Kalamazoo|Walla Walla|Ballarat|Rotorua|Stellenbosch|Mombasa|Zacatecas|Ouro Preto|Timbuktu|Kiruna"
).split("|")
SHIPS = (
    "MV Coho|CCGS Amundsen|MV Joseph and Clara Smallwood|Queen Mary 2|MV Blue Puttees|Spirit of British Columbia|"
    "MV Madeleine II|USNS Comfort|Bluenose II|MV Kennicott|HMNZS Aotearoa|Statsraad Lehmkuhl"
).split("|")
STORMS = (
    "Hurricane Fiona|Hurricane Juan|Hurricane Ida|Hurricane Ian|Cyclone Gabrielle|Typhoon Haiyan|Storm Ciarán|"
    "Hurricane Otis|Hurricane Dorian|Hurricane Harvey|Storm Daniel|Cyclone Idai"
).split("|")
AWARDS = (
    "Order of Canada|Governor General's Academic Medal|Sovereign's Medal for Volunteers|Medal of Bravery|"
    "Nobel Peace Prize|Pulitzer Prize|Giller Prize|Ordre national du Québec|Bundesverdienstkreuz|Premio Cervantes|"
    "Presidential Medal of Freedom|Polar Music Prize|Order of Ontario|Prix Goncourt"
).split("|")
PRODUCTS = (
    "Windows 11 23H2|iOS 17.4.1|Android 14 (UP1A.231105.003)|Adobe Acrobat Reader 2023.008.20470|Chrome 122.0.6261.94|"
    "Firefox 125.0.2|Microsoft Teams 24004.1403|Zoom 5.17.11|WhatsApp 2.24.6.77|macOS Sonoma 14.4.1|"
    "OurFamilyWizard 7.3.2|Excel 16.0.17328|PDF-XChange Editor 10.2.1.385|Signal 7.5.0"
).split("|")

# jurisdiction: statutes (by province or state where the key is a dict; "fed" for national statutes),
# leading cases as "name|citation", neutral-citation court codes
LAW = {
    "ca": (
        {
            "on": [
                "Family Law Act, R.S.O. 1990, c. F.3",
                "Residential Tenancies Act, 2006, S.O. 2006, c. 17",
                "Human Rights Code, R.S.O. 1990, c. H.19",
                "Compensation for Victims of Crime Act, R.S.O. 1990, c. C.24",
                "Children's Law Reform Act, R.S.O. 1990, c. C.12",
            ],
            "bc": [
                "Family Law Act, S.B.C. 2011, c. 25",
                "Residential Tenancy Act, S.B.C. 2002, c. 78",
                "Adult Guardianship Act, R.S.B.C. 1996, c. 6",
                "Insurance (Vehicle) Act, R.S.B.C. 1996, c. 231",
            ],
            "ab": [
                "Adult Guardianship and Trusteeship Act, S.A. 2008, c. A-4.2",
                "Family Law Act, S.A. 2003, c. F-4.5",
            ],
            "mb": [
                "The Child and Family Services Act, C.C.S.M. c. C80",
                "The Family Maintenance Act, C.C.S.M. c. F20",
            ],
            "sk": [
                "The Ombudsman Act, 2012, S.S. 2012, c. O-3.2",
                "The Children's Law Act, 2020, S.S. 2020, c. 2",
            ],
            "ns": [
                "Parenting and Support Act, R.S.N.S. 1989, c. 160",
                "Maintenance Enforcement Act, S.N.S. 1994-95, c. 6",
            ],
            "nl": ["Labour Standards Act, R.S.N.L. 1990, c. L-2"],
            "nu": ["Family Abuse Intervention Act, S.Nu. 2006, c. 18"],
            "fed": [
                "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)",
                "Immigration and Refugee Protection Act, S.C. 2001, c. 27",
                "Employment Insurance Act, S.C. 1996, c. 23",
                "Criminal Code, R.S.C. 1985, c. C-46",
                "Department of Employment and Social Development Act, S.C. 2005",
            ],
        },
        [
            "Kerr v. Baranow|2011 SCC 10",
            "R. v. Jordan|2016 SCC 27",
            "Canada (Minister of Citizenship and Immigration) v. Vavilov|2019 SCC 65",
            "Gordon v. Goertz|[1996] 2 S.C.R. 27",
            "Barendregt v. Grebliunas|2022 SCC 22",
            "Moore v. British Columbia (Education)|2012 SCC 61",
            "Contino v. Leonelli-Contino|2005 SCC 63",
            "Michel v. Graydon|2020 SCC 24",
        ],
        ["ONCA", "ONSC", "ONCJ", "BCCA", "BCSC", "ABKB", "HRTO", "SST", "NSSC", "MBKB", "CIRB", "RPD"],
    ),
    "ca_fr": (
        [
            "Code civil du Québec, RLRQ, c. CCQ-1991",
            "Loi sur le Tribunal administratif du logement, RLRQ, c. T-15.01",
            "Loi sur la protection de la jeunesse, RLRQ, c. P-34.1",
            "Loi sur l'indemnisation des victimes d'actes criminels, RLRQ, c. I-6",
            "Loi sur l'assurance automobile, RLRQ, c. A-25",
            "Loi sur le divorce, L.R.C. 1985, ch. 3 (2e suppl.)",
        ],
        [
            "Droit de la famille — 139|2013 CSC 5",
            "Godbout c. Longueuil (Ville de)|[1997] 3 R.C.S. 844",
            "Syndicat Northcrest c. Amselem|2004 CSC 47",
            "Gareau c. Chartrand|2018 QCCA 1104",
            "Dupuis c. Bérubé|2021 QCCS 2381",
        ],
        ["QCCA", "QCCS", "QCCQ", "QCTAL", "QCTAQ", "NBBR", "ONCS"],
    ),
    "us": (
        {
            "ca": ["Cal. Fam. Code § 3011", "Cal. Fam. Code § 6340"],
            "ny": ["N.Y. Fam. Ct. Act § 1012", "N.Y. Soc. Serv. Law § 422"],
            "tx": ["Tex. Fam. Code § 262.101", "Tex. Fam. Code § 262.201"],
            "fl": ["Fla. Stat. § 61.13", "Fla. Stat. § 61.075"],
            "il": ["325 ILCS 5/7.14", "750 ILCS 5/602.7"],
            "wa": ["Wash. Rev. Code § 13.34.065"],
            "ga": ["O.C.G.A. § 51-4-2", "O.C.G.A. § 9-11-30"],
            "nm": ["N.M. Stat. § 32A-4-18", "N.M. Stat. § 32A-4-19"],
            "fed": [
                "42 U.S.C. § 405(g)",
                "8 U.S.C. § 1158",
                "20 C.F.R. § 404.1520",
                "8 C.F.R. § 208.30",
                "Violence Against Women Act, 8 U.S.C. § 1154(a)(1)(A)(iii)",
            ],
        },
        [
            "Troxel v. Granville|530 U.S. 57 (2000)",
            "Santosky v. Kramer|455 U.S. 745 (1982)",
            "Mathews v. Eldridge|424 U.S. 319 (1976)",
            "Biestek v. Berryhill|587 U.S. 97 (2019)",
            "Plyler v. Doe|457 U.S. 202 (1982)",
            "In re Gault|387 U.S. 1 (1967)",
            "Obergefell v. Hodges|576 U.S. 644 (2015)",
        ],
        [],
    ),
    "uk": (
        ["Children Act 1989", "Family Law Act 1996", "Adoption and Children Act 2002"],
        [
            "Re B (Children)|[2013] UKSC 33",
            "Payne v Payne|[2001] EWCA Civ 166",
            "Re W (Children)|[2010] UKSC 12",
        ],
        ["EWFC", "EWHC", "EWCA Civ"],
    ),
    "ie": (
        ["Workplace Relations Act 2015", "Unfair Dismissals Act 1977", "Employment Equality Act 1998"],
        ["Nano Nagle School v Daly|[2019] IESC 63", "Hurley v County Cork VEC|EE 24/1988"],
        ["IESC", "IECA", "IEHC"],
    ),
    "au": (
        ["Fair Work Act 2009 (Cth)", "Fair Work Regulations 2009 (Cth)"],
        [
            "Byrne v Australian Airlines Ltd|(1995) 185 CLR 410",
            "Selvachandran v Peteron Plastics Pty Ltd|(1995) 62 IR 371",
        ],
        ["FWC", "FWCFB"],
    ),
    "nz": (
        ["Employment Relations Act 2000", "Holidays Act 2003"],
        ["Air New Zealand Ltd v V|[2009] ERNZ 185", "Grey v Fonterra|[2020] NZEmpC 59"],
        ["NZERA", "NZEmpC"],
    ),
    "za": (
        ["Labour Relations Act 66 of 1995", "Basic Conditions of Employment Act 75 of 1997"],
        ["Sidumo v Rustenburg Platinum Mines|[2007] ZACC 22", "Edcon Ltd v Pillemer|[2009] ZASCA 135"],
        ["ZALAC", "ZALCJHB"],
    ),
    "in": (
        [
            "Family Courts Act, 1984",
            "Hindu Marriage Act, 1955",
            "Protection of Women from Domestic Violence Act, 2005",
        ],
        [
            "Rajnesh v. Neha|(2021) 2 SCC 324",
            "Amardeep Singh v. Harveen Kaur|(2017) 8 SCC 746",
            "Afcons Infrastructure v. Cherian Varkey|(2010) 8 SCC 24",
        ],
        [],
    ),
    "sg": (
        ["Small Claims Tribunals Act 1984", "Consumer Protection (Fair Trading) Act 2003"],
        [
            "Tan Bee Giok v Loh Kum Yong|[1996] 3 SLR(R) 130",
            "Lim Chin Huat Francis v Chew Chor Huat|[2019] SGHC 171",
        ],
        ["SGHC", "SGMC"],
    ),
    "ke": (
        ["Employment Act, 2007", "Labour Relations Act, 2007"],
        [
            "Walter Ogal Anuro v Teachers Service Commission|[2013] eKLR",
            "Kenfreight (E.A.) Limited v Benson K. Nguti|[2016] eKLR",
        ],
        ["KEELRC"],
    ),
    "ng": (
        ["Evidence Act, 2011", "High Court of Lagos State (Civil Procedure) Rules, 2019"],
        ["Ariori v. Elemo|(1983) 1 SCNLR 1", "Adegoke Motors Ltd v. Adesanya|(1989) 3 NWLR (Pt. 109) 250"],
        [],
    ),
    "fr": (
        ["loi n° 89-462 du 6 juillet 1989", "Code civil", "Code de procédure civile"],
        ["Cass. 3e civ., 23 nov. 2017|n° 16-20.475", "Cass. 3e civ., 1er févr. 2018|n° 16-23.122"],
        [],
    ),
    "es": (
        ["Estatuto de los Trabajadores", "Ley 36/2011, reguladora de la jurisdicción social"],
        ["STS 4/2019|ECLI:ES:TS:2019:123", "STC 98/2000|ECLI:ES:TC:2000:98"],
        [],
    ),
    "mx": (
        ["Ley de la Comisión Nacional de los Derechos Humanos", "Ley General de Víctimas"],
        ["Caso Radilla Pacheco|Serie C No. 209", "Contradicción de tesis 293/2011|Registro digital 2006224"],
        [],
    ),
    "br": (
        ["Lei nº 9.099/1995", "Código de Defesa do Consumidor"],
        ["REsp 1.737.412/SE|DJe 08/02/2019", "RE 636.331|Tema 210"],
        [],
    ),
    "de": (
        ["Sozialgesetzbuch Zweites Buch (SGB II)", "Sozialgerichtsgesetz (SGG)"],
        ["BSG, Urteil vom 22.08.2012|B 14 AS 13/12 R", "BVerfG, Urteil vom 05.11.2019|1 BvL 7/16"],
        [],
    ),
    "it": (
        ["Codice civile, art. 330", "Legge 184/1983"],
        [
            "Cass. civ., sez. I, n. 18817/2015|Foro it. 2016, I, 3402",
            "Corte cost. n. 286/2016|G.U. 28.12.2016",
        ],
        [],
    ),
    "nl": (
        ["Werkloosheidswet (WW)", "Algemene wet bestuursrecht (Awb)"],
        ["CRvB 12 maart 2020|ECLI:NL:CRVB:2020:1234", "HR 8 november 2019|ECLI:NL:HR:2019:1734"],
        [],
    ),
    "se": (
        ["socialförsäkringsbalken (2010:110)", "förvaltningslagen (2017:900)"],
        ["HFD 2018 ref. 51|mål nr 3051-17", "RÅ 2010 ref. 91|mål nr 2441-09"],
        [],
    ),
}
