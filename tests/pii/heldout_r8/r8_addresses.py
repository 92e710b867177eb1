"""Addresses of 32 countries: unit-first, French, block/floor and postcode-inside forms; Canadian, UK
and Irish postal codes as separate POSTAL_CODE spans."""

from __future__ import annotations

import random

from r8_ids import digits, eircode, pc_ca, pc_uk
from r8_kit import S

CA_STREETS = "Maple Grove|Lakeshore|Cedarbrae|Bathurst|Dufferin|Wellington|Portage|Jasper|Kingsway|Granville|Spadina|Robson".split(
    "|"
)


CA_CITIES = [
    ("Toronto", "ON", "M"),
    ("Mississauga", "ON", "L"),
    ("Ottawa", "ON", "K"),
    ("Hamilton", "ON", "L"),
    ("Vancouver", "BC", "V"),
    ("Burnaby", "BC", "V"),
    ("Calgary", "AB", "T"),
    ("Edmonton", "AB", "T"),
    ("Winnipeg", "MB", "R"),
    ("Halifax", "NS", "B"),
    ("Regina", "SK", "S"),
    ("St. John's", "NL", "A"),
]


QC_STREETS = "Saint-Denis|Sherbrooke Est|Jean-Talon Ouest|de la Montagne|Beaubien|Notre-Dame|des Érables|Saint-Hubert".split(
    "|"
)


QC_CITIES = [
    ("Montréal", "H"),
    ("Québec", "G"),
    ("Laval", "H"),
    ("Gatineau", "J"),
    ("Sherbrooke", "J"),
    ("Trois-Rivières", "G"),
]


US_STREETS = "Magnolia|Sycamore|Elm|Willow Creek|Ridgeview|Harbor|Orchard|Pine Hollow|Ashford|Cypress".split(
    "|"
)


US_CITIES = [
    ("Chicago", "IL", "606"),
    ("Houston", "TX", "770"),
    ("Seattle", "WA", "981"),
    ("Atlanta", "GA", "303"),
    ("Phoenix", "AZ", "850"),
    ("Newark", "NJ", "071"),
    ("Miami", "FL", "331"),
    ("Portland", "OR", "972"),
    ("Boston", "MA", "021"),
    ("Denver", "CO", "802"),
]


UK_PLACES = [
    ("Edinburgh", "EH3"),
    ("Manchester", "M14"),
    ("Birmingham", "B15"),
    ("Leeds", "LS6"),
    ("Cardiff", "CF10"),
    ("Belfast", "BT9"),
    ("Glasgow", "G12"),
    ("London", "SE15"),
    ("London", "N16"),
    ("Bristol", "BS8"),
    ("Oxford", "OX4"),
    ("Newcastle upon Tyne", "NE6"),
]


UK_STREETS = "Mayfield Road|Cromwell Terrace|Hawthorn Close|Victoria Crescent|Beech Grove|Albion Street|Orchard Lane|Riverside Walk".split(
    "|"
)


IE = [
    "Rathmines, Dublin 6",
    "Drumcondra, Dublin 9",
    "Ballincollig, Co. Cork",
    "Salthill, Galway",
    "Castletroy, Limerick",
    "Tramore, Co. Waterford",
]


AU = [
    ("Parramatta", "NSW", "2150"),
    ("Fitzroy", "VIC", "3065"),
    ("Toowong", "QLD", "4066"),
    ("Subiaco", "WA", "6008"),
    ("Glenelg", "SA", "5045"),
    ("Sandy Bay", "TAS", "7005"),
    ("Braddon", "ACT", "2612"),
]


NZ = [
    ("Mount Albert", "Auckland", "1025"),
    ("Karori", "Wellington", "6012"),
    ("Riccarton", "Christchurch", "8011"),
    ("Frankton", "Hamilton", "3204"),
    ("Roslyn", "Dunedin", "9010"),
]


IN = [
    ("Indiranagar", "Bengaluru", "560038"),
    ("Andheri West", "Mumbai", "400053"),
    ("Salt Lake", "Kolkata", "700091"),
    ("Anna Nagar", "Chennai", "600040"),
    ("Lajpat Nagar", "New Delhi", "110024"),
    ("Kothrud", "Pune", "411038"),
]


ZA = [
    ("Lynnwood", "Pretoria", "0081"),
    ("Rondebosch", "Cape Town", "7700"),
    ("Soweto", "Johannesburg", "1804"),
    ("Umhlanga", "Durban", "4319"),
    ("Brooklyn", "Pretoria", "0181"),
]


SG = [
    "Ang Mo Kio Avenue 3",
    "Tampines Street 21",
    "Jurong West Street 52",
    "Bedok North Road",
    "Toa Payoh Lorong 1",
]


HK = [
    "Nathan Road, Tsim Sha Tsui, Kowloon",
    "King's Road, North Point",
    "Castle Peak Road, Tsuen Wan, New Territories",
    "Hennessy Road, Wan Chai",
]


NG = [
    "Admiralty Way, Lekki Phase 1, Lagos",
    "Aminu Kano Crescent, Wuse II, Abuja",
    "Awolowo Road, Ikoyi, Lagos",
    "Ring Road, Ibadan, Oyo State",
]


KE = [
    "Ngong Road, Kilimani, Nairobi",
    "Argwings Kodhek Road, Hurlingham, Nairobi",
    "Nyali Road, Mombasa",
    "Kisumu-Kakamega Road, Kisumu",
]


DE = [
    ("Lindenstraße", "10969 Berlin"),
    ("Schillerplatz", "70173 Stuttgart"),
    ("Am Kirchberg", "50667 Köln"),
    ("Gärtnerweg", "80331 München"),
]


NL = [
    ("Keizersgracht", "1016 DV Amsterdam"),
    ("Oudegracht", "3511 AR Utrecht"),
    ("Laan van Meerdervoort", "2517 AK Den Haag"),
]


FR = [
    ("rue des Lilas", "75011 Paris"),
    ("avenue Jean-Jaurès", "69007 Lyon"),
    ("boulevard de la Liberté", "59000 Lille"),
    ("impasse des Tilleuls", "33000 Bordeaux"),
]


JP = ["東京都世田谷区北沢", "大阪府大阪市北区梅田", "神奈川県横浜市中区山下町", "京都府京都市左京区"]


EU_ADDR = {
    "pl": ["ul. Marszałkowska {n} m. {m}, 00-590 Warszawa", "ul. Długa {n}/{m}, 31-147 Kraków"],
    "se": ["Storgatan {n}, lgh {m}, 114 55 Stockholm", "Västra Hamngatan {n}, 411 17 Göteborg"],
    "no": ["Thereses gate {n}, 0168 Oslo", "Kong Oscars gate {n}, 5017 Bergen"],
    "dk": ["Nørregade {n}, {m}. tv., 1165 København K", "Vestergade {n}, 8000 Aarhus C"],
    "fi": ["Mannerheimintie {n} A {m}, 00100 Helsinki", "Hämeenkatu {n} B {m}, 33100 Tampere"],
    "it": ["Via Roma {n}, 20121 Milano", "Via dei Mille {n}, int. {m}, 80121 Napoli"],
    "es": ["Calle Mayor {n}, 3º B, 28013 Madrid", "Carrer de Balmes {n}, 08008 Barcelona"],
    "pt": ["Rua Augusta {n}, 2.º Esq., 1100-053 Lisboa", "Rua de Santa Catarina {n}, 4000-447 Porto"],
    "tr": [
        "Atatürk Cad. No: {n} D: {m}, 34000 İstanbul",
        "Kızılay Mah. Gazi Mustafa Kemal Blv. No: {n}, 06420 Ankara",
    ],
    "cz": ["Vinohradská {n}, 120 00 Praha 2", "Masarykova {n}, 602 00 Brno"],
    "hu": ["Andrássy út {n}, 1061 Budapest", "Kossuth Lajos utca {n}, 4024 Debrecen"],
    "hr": ["Ilica {n}, 10000 Zagreb", "Ulica Kralja Tomislava {n}, 21000 Split"],
    "ro": ["Str. Victoriei nr. {n}, ap. {m}, 010061 București", "Bd. Eroilor nr. {n}, 400129 Cluj-Napoca"],
    "is": ["Laugavegur {n}, 101 Reykjavík", "Hafnarstræti {n}, 600 Akureyri"],
    "br": [
        "Rua Augusta, {n}, apto {m}, São Paulo - SP, 01304-001",
        "Av. Atlântica, {n}, Rio de Janeiro - RJ",
    ],
    "mx": [
        "Av. Insurgentes Sur {n}, Col. Del Valle, 03100 Ciudad de México",
        "Calle Hidalgo {n}, Centro, Guadalajara, Jal.",
    ],
}
COUNTRIES = "ca qc us uk ie au nz in za sg hk ng ke de nl fr jp".split()


def address(rng: random.Random, country: str | None = None) -> list:
    """A list of pieces: the ADDRESS span, and for Canada, the UK and Ireland a separate POSTAL_CODE."""
    c = country or rng.choice(COUNTRIES)
    n = rng.randint(2, 9800)
    if c == "ca":
        city, prov, first = rng.choice(CA_CITIES)
        street = f"{n} {rng.choice(CA_STREETS)} {rng.choice(['Street', 'Avenue', 'Road', 'Drive', 'Blvd.', 'Crescent'])}"
        unit = rng.choice(
            [
                "",
                f"{rng.randint(101, 3209)}-",
                f"Unit {rng.randint(1, 40)}, ",
                f"Apt. {rng.randint(1, 20)}{rng.choice('ABC')}, ",
            ]
        )
        return [
            S("ADDRESS", f"{unit}{street}, {city}, {prov}"),
            rng.choice(["  ", " ", ", "]),
            S("POSTAL_CODE", pc_ca(rng, first)),
        ]
    if c == "qc":
        city, first = rng.choice(QC_CITIES)
        unit = rng.choice(["", f", app. {rng.randint(1, 12)}", f", bureau {rng.randint(100, 900)}"])
        street = f"{n}, {rng.choice(['rue', 'boulevard', 'avenue'])} {rng.choice(QC_STREETS)}{unit}"
        return [
            S("ADDRESS", f"{street}, {city} (Québec)"),
            rng.choice(["  ", " "]),
            S("POSTAL_CODE", pc_ca(rng, first)),
        ]
    if c == "us":
        city, st, z = rng.choice(US_CITIES)
        unit = rng.choice(
            ["", f", Apt {rng.randint(1, 30)}{rng.choice('ABCD')}", f" #{rng.randint(100, 999)}"]
        )
        zip_ = f"{z}{digits(rng, 2)}" + rng.choice(["", f"-{digits(rng, 4)}"])
        return [
            S(
                "ADDRESS",
                f"{n} {rng.choice(US_STREETS)} {rng.choice(['St.', 'Ave.', 'Lane', 'Court', 'Way'])}{unit}, {city}, {st} {zip_}",
            )
        ]
    if c == "uk":
        unit = rng.choice(
            ["", f"Flat {rng.randint(1, 9)}, ", f"Flat {rng.randint(1, 4)}/{rng.randint(1, 3)}, "]
        )
        town, outward = rng.choice(UK_PLACES)
        return [
            S("ADDRESS", f"{unit}{rng.randint(1, 240)} {rng.choice(UK_STREETS)}, {town}"),
            " ",
            S("POSTAL_CODE", pc_uk(rng, outward)),
        ]
    if c == "ie":
        unit = rng.choice(["", f"Apartment {rng.randint(1, 60)}, ", ""])
        street = rng.choice(
            ["Castlewood Avenue", "Griffith Court", "The Crescent", "Oakpark Drive", "Seaview Terrace"]
        )
        return [
            S("ADDRESS", f"{unit}{rng.randint(1, 120)} {street}, {rng.choice(IE)}"),
            ", ",
            S("POSTAL_CODE", eircode(rng)),
        ]
    if c == "au":
        sub, st, pcode = rng.choice(AU)
        num = rng.choice(
            [
                f"{rng.randint(1, 40)}/{rng.randint(1, 300)}",
                f"Unit {rng.randint(1, 20)}, {rng.randint(1, 300)}",
                str(rng.randint(1, 300)),
            ]
        )
        return [
            S(
                "ADDRESS",
                f"{num} {rng.choice(['Kent Road', 'Brunswick Street', 'Coronation Drive', 'Rokeby Road', 'Jetty Road'])}, {sub} {st} {pcode}",
            )
        ]
    if c == "nz":
        sub, city, pcode = rng.choice(NZ)
        num = rng.choice(
            [
                f"Flat {rng.randint(1, 9)}, {rng.randint(1, 200)}",
                f"{rng.randint(1, 9)}/{rng.randint(1, 200)}",
                str(rng.randint(1, 200)),
            ]
        )
        return [
            S(
                "ADDRESS",
                f"{num} {rng.choice(['Tui Street', 'Kowhai Road', 'Rimu Place', 'Pohutukawa Drive'])}, {sub}, {city} {pcode}",
            )
        ]
    if c == "in":
        area, city, pin = rng.choice(IN)
        return [
            S(
                "ADDRESS",
                f"Flat No. {rng.randint(101, 1204)}, {rng.choice(['Sai Krupa Apartments', 'Green Glen Layout', 'Shanti Niwas', 'Lotus Residency'])}, {rng.randint(1, 18)}th Cross, {area}, {city} {pin}",
            )
        ]
    if c == "za":
        sub, city, pcode = rng.choice(ZA)
        return [
            S(
                "ADDRESS",
                f"{rng.randint(1, 400)} {rng.choice(['Jacaranda Avenue', 'Protea Street', 'Main Road', 'Vilakazi Street'])}, {sub}, {city}, {pcode}",
            )
        ]
    if c == "sg":
        return [
            S(
                "ADDRESS",
                f"Blk {rng.randint(100, 799)} {rng.choice(SG)}, #{rng.randint(2, 25):02d}-{rng.randint(10, 400)}, Singapore {rng.randint(310000, 829999)}",
            )
        ]
    if c == "hk":
        return [
            S(
                "ADDRESS",
                f"Flat {rng.choice('ABCDEFGH')}, {rng.randint(2, 40)}/F, {rng.choice(['Block 3', 'Tower 2', 'Wing On Mansion', 'Kam Fung Court'])}, {rng.randint(1, 400)} {rng.choice(HK)}",
            )
        ]
    if c == "ng":
        return [
            S("ADDRESS", f"{rng.choice(['Plot', 'No.', 'Flat 2,'])} {rng.randint(1, 90)} {rng.choice(NG)}")
        ]
    if c == "ke":
        return [
            S(
                "ADDRESS",
                f"{rng.choice(['House No.', 'Apartment'])} {rng.randint(1, 60)}, {rng.choice(['Riverside Gardens', 'Lavington Court', 'Greenpark Estate'])}, {rng.choice(KE)}",
            )
        ]
    if c == "de":
        street, city = rng.choice(DE)
        return [S("ADDRESS", f"{street} {rng.randint(1, 90)}{rng.choice(['', 'a', 'b'])}, {city}")]
    if c == "nl":
        street, city = rng.choice(NL)
        return [S("ADDRESS", f"{street} {rng.randint(1, 400)}{rng.choice(['', '-2', ' III', 'A'])}, {city}")]
    if c == "fr":
        street, city = rng.choice(FR)
        return [S("ADDRESS", f"{rng.randint(1, 140)}{rng.choice(['', ' bis', ' ter'])}, {street}, {city}")]
    if c in EU_ADDR:
        return [S("ADDRESS", rng.choice(EU_ADDR[c]).format(n=rng.randint(1, 140), m=rng.randint(1, 40)))]
    return [
        S(
            "ADDRESS",
            f"〒{rng.randint(100, 699)}-{digits(rng, 4)} {rng.choice(JP)}{rng.randint(1, 6)}丁目{rng.randint(1, 30)}-{rng.randint(1, 20)}",
        )
    ]
