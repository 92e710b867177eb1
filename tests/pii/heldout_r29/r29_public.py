"""Round-29 public names and wordings that the look-alike makers draw from: people in office, fiction,
history, eponyms, bodies, places, ships, storms, awards, buildings, products and statutes."""

from __future__ import annotations

SURNAMES = [
    "Okafor-Reyes",
    "Lindqvist",
    "Abernethy",
    "Tranquille",
    "Morneau",
    "Castellanos",
    "Holcombe",
    "Vaillancourt",
    "Ferreira-Diaz",
    "Quarshie",
    "Delacroix",
    "Brannigan",
    "Sørlie",
    "Ishikawa",
    "Venkataraman",
    "Whitcombe",
]
INITIALS = "ABCDEGHJKLMNPRSTW"
JUDGE_TITLES = [
    "Justice",
    "Judge",
    "Hon. Justice",
    "Associate Judge",
    "Magistrate",
    "juge",
    "Juge",
    "l'honorable juge",
    "Richterin am Amtsgericht",
    "Richter",
    "giudice",
    "rechter",
    "juiz",
    "juez",
    "jueza",
    "dommer",
]
OFFICE_TITLES = [
    "Registrar",
    "Deputy Registrar",
    "Clerk of the Court",
    "Sheriff",
    "Deputy Sheriff",
    "Notary Public",
    "Commissioner for Oaths",
    "Constable",
    "Greffier",
    "Greffière",
    "Rechtspfleger",
    "cancelliere",
    "griffier",
    "escrivão",
    "secretario judicial",
    "retsassessor",
]
MEMBER_TITLES = ["Member", "Vice-Chair", "Adjudicator", "Arbitrator", "Commissioner"]
LANG_JUDGE = {
    "en": ["Justice", "Judge", "Hon. Justice", "Associate Judge", "Magistrate"],
    "fr": ["juge", "Juge", "l'honorable juge"],
    "de": ["Richterin am Amtsgericht", "Richter"],
    "it": ["giudice"],
    "nl": ["rechter"],
    "pt": ["juiz"],
    "es": ["juez", "jueza"],
    "da": ["dommer"],
}
LANG_OFFICE = {
    "en": OFFICE_TITLES[:8],
    "fr": ["Greffier", "Greffière"],
    "de": ["Rechtspfleger"],
    "it": ["cancelliere"],
    "nl": ["griffier"],
    "pt": ["escrivão"],
    "es": ["secretario judicial"],
    "da": ["retsassessor"],
}
FICTION = [
    "Atticus Finch",
    "Anne Shirley",
    "Jay Gatsby",
    "Hercule Poirot",
    "Elizabeth Bennet",
    "Don Quijote",
    "Pippi Långstrump",
    "Tintin",
    "Jean Valjean",
    "Hester Prynne",
]
PUBLIC = [
    "Terry Fox",
    "Wayne Gretzky",
    "Oprah Winfrey",
    "Serena Williams",
    "Roberto Clemente",
    "Malala Yousafzai",
    "Greta Thunberg",
    "Céline Dion",
    "Pelé",
]
HISTORY = [
    "Louis Riel",
    "Harriet Tubman",
    "Sir John A. Macdonald",
    "Simón Bolívar",
    "Nellie McClung",
    "Frederick Douglass",
    "Thomas D'Arcy McGee",
    "Emmeline Pankhurst",
    "Toussaint Louverture",
]
EPON_TERMS = [
    "Alzheimer's disease",
    "Heimlich manoeuvre",
    "Miranda warning",
    "Ponzi scheme",
    "Down syndrome",
    "Asperger's syndrome",
    "Glasgow Coma Scale",
    "Apgar score",
    "Parkinson's disease",
]
EPON_PLACES = [
    "Lake Louise",
    "Vancouver Island",
    "Mount Logan",
    "Port Hedland",
    "Washington Heights",
    "Prince Rupert",
    "Lake Victoria",
    "Fort McMurray",
    "Cape Breton",
]
EPON_ORGS = [
    "Ronald McDonald House",
    "Mayo Clinic",
    "Johns Hopkins Hospital",
    "Carnegie Foundation",
    "Ford Motor Company",
    "Salvation Army",
    "Fondation Lionel-Groulx",
    "Bill & Melinda Gates Foundation",
    "Max-Planck-Institut",
]
PLACES = ["Saskatoon", "Kenora", "Lévis", "Amarillo", "Tallahassee", "Dundee", "Geelong", "Nantes", "Bergamo"]
SHIPS = ["MV Coastal Renaissance", "CCGS Amundsen", "MS Nordlys", "MV Spirit of Tasmania", "SS Keewatin"]
STORMS = ["Hurricane Fiona", "Storm Ciarán", "Typhoon Haiyan", "Hurricane Ida", "Cyclone Gabrielle"]
AWARDS = [
    "Order of Canada",
    "Nobel Peace Prize",
    "Victoria Cross",
    "Pulitzer Prize",
    "Governor General's Award",
    "Prix Goncourt",
    "Bundesverdienstkreuz",
]
BUILDINGS = [
    "Elgin County Courthouse",
    "Robson Square",
    "Palais de justice de Longueuil",
    "Daley Center",
    "Four Courts",
    "Old Bailey",
    "Landgericht am Sachsenring",
    "Palazzo di Giustizia",
    "Campus de Justiça",
]
PRODUCTS = [
    "Windows 11 23H2",
    "iOS 17.4.1",
    "Adobe Acrobat 2024.002",
    "Android 14",
    "macOS 14.5",
    "Chrome 126.0.6478",
]
STATUTES = {
    "ca": [
        "Family Law Act, R.S.O. 1990, c. F.3",
        "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)",
        "Canada Evidence Act",
        "Residential Tenancy Act, S.B.C. 2002, c. 78",
        "Family Law Act, S.B.C. 2011, c. 25",
        "Wills, Estates and Succession Act",
    ],
    "cafr": [
        "Code civil du Québec",
        "Code de procédure civile",
        "Loi sur le divorce",
        "Loi sur la protection de la jeunesse",
    ],
    "us": [
        "42 U.S.C. § 1983",
        "Cal. Fam. Code § 3011",
        "Tex. Prop. Code § 24.005",
        "Fla. Stat. § 741.30",
        "8 U.S.C. § 1158",
    ],
    "en": [
        "Children Act 1989",
        "Family Law Act 1975 (Cth)",
        "Domestic Violence Act 2018",
        "Care of Children Act 2004",
        "Companies Act 2013",
    ],
    "xx": [
        "Code civil, art. 371-1",
        "BGB § 1684",
        "Codice civile, art. 337-ter",
        "Burgerlijk Wetboek, art. 1:253a",
        "Código Civil, art. 1906.º",
        "Código Civil Federal, art. 283",
        "Forældreansvarsloven § 17",
    ],
}
