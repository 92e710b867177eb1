"""Hand-typed streets, cities and address shapes by jurisdiction.

An address is returned as Doc parts: the ADDRESS span runs from the street to the city and
province/state (US ZIP, Indian PIN, Eircode and AU/NZ/ZA/SG postcodes inside it); a Canadian or UK
postal code follows as its own POSTAL_CODE span.
"""

from __future__ import annotations

from r11_doc import S
from r11_ids import ca_postal, uk_postcode

CA_STREETS = [
    "Harbour Street",
    "Bathurst Street",
    "Dufferin Street",
    "Queen Street West",
    "Jasper Avenue",
    "Portage Avenue",
    "Robson Street",
    "Barrington Street",
    "Water Street",
    "Albert Street",
    "Spadina Avenue",
    "Elm Drive",
    "Maple Crescent",
    "Birchmount Road",
    "Lakeshore Road East",
    "Concession Road 7",
    "Whyte Avenue",
    "Kingsway",
    "Gottingen Street",
    "Broadway Avenue",
    "Sherbrook Street",
    "Pembina Highway",
    "Hollis Street",
    "Bank Street",
    "Sparks Street",
]
QC_STREETS = [
    "rue Saint-Denis",
    "boulevard René-Lévesque Ouest",
    "rue Beaubien Est",
    "avenue du Parc",
    "chemin Sainte-Foy",
    "rue Principale",
    "avenue Laurier Ouest",
    "rue des Érables",
    "boulevard de l'Ormière",
    "rue King Ouest",
    "chemin de la Côte-des-Neiges",
    "rue Wellington",
]
# (city, province long, province short, first letter of the postal code)
CA_CITIES = [
    ("Toronto", "Ontario", "ON", "M"),
    ("Ottawa", "Ontario", "ON", "K"),
    ("Hamilton", "Ontario", "ON", "L"),
    ("London", "Ontario", "ON", "N"),
    ("Sudbury", "Ontario", "ON", "P"),
    ("Brampton", "Ontario", "ON", "L"),
    ("Vancouver", "British Columbia", "BC", "V"),
    ("Surrey", "British Columbia", "BC", "V"),
    ("Calgary", "Alberta", "AB", "T"),
    ("Edmonton", "Alberta", "AB", "T"),
    ("Winnipeg", "Manitoba", "MB", "R"),
    ("Regina", "Saskatchewan", "SK", "S"),
    ("Saskatoon", "Saskatchewan", "SK", "S"),
    ("Halifax", "Nova Scotia", "NS", "B"),
    ("Moncton", "New Brunswick", "NB", "E"),
    ("St. John's", "Newfoundland and Labrador", "NL", "A"),
    ("Charlottetown", "Prince Edward Island", "PE", "C"),
    ("Whitehorse", "Yukon", "YT", "Y"),
    ("Yellowknife", "Northwest Territories", "NT", "X"),
    ("Iqaluit", "Nunavut", "NU", "X"),
]
QC_CITIES = [
    ("Montréal", "H"),
    ("Québec", "G"),
    ("Sherbrooke", "J"),
    ("Gatineau", "J"),
    ("Laval", "H"),
    ("Trois-Rivières", "G"),
    ("Saguenay", "G"),
    ("Longueuil", "J"),
]
US_STREETS = [
    "N. Kedzie Ave.",
    "Peachtree St NE",
    "Elm Street",
    "Magnolia Blvd",
    "W 135th St",
    "Euclid Avenue",
    "Mission St",
    "Grand River Ave",
    "E Colfax Ave",
    "Bayou Road",
    "Lincoln Way",
    "Cedar Lane",
    "Mockingbird Lane",
    "S. Halsted Street",
    "Dogwood Court",
    "Pine Ridge Rd",
    "Fulton St",
]
US_CITIES = [
    ("Chicago", "IL", "606"),
    ("Atlanta", "GA", "303"),
    ("Brooklyn", "NY", "112"),
    ("Los Angeles", "CA", "900"),
    ("Houston", "TX", "770"),
    ("Seattle", "WA", "981"),
    ("Detroit", "MI", "482"),
    ("Denver", "CO", "802"),
    ("New Orleans", "LA", "701"),
    ("Boston", "MA", "021"),
    ("Phoenix", "AZ", "850"),
    ("Minneapolis", "MN", "554"),
    ("Buffalo", "NY", "142"),
    ("Burlington", "VT", "054"),
    ("Nashville", "TN", "372"),
    ("Oakland", "CA", "946"),
    ("Albuquerque", "NM", "871"),
]
UK_STREETS = [
    "Albion Road",
    "Victoria Terrace",
    "Mill Lane",
    "Station Road",
    "Gladstone Street",
    "Church Walk",
    "Coronation Avenue",
    "Rosebery Crescent",
    "Kingsley Close",
    "Canal Street",
    "Heol y Felin",
]
UK_CITIES = [
    ("Leeds", "LS6"),
    ("Manchester", "M14"),
    ("Birmingham", "B29"),
    ("Edinburgh", "EH9"),
    ("London", "SW11"),
    ("Cardiff", "CF24"),
    ("Belfast", "BT9"),
    ("Glasgow", "G12"),
    ("Newcastle upon Tyne", "NE6"),
    ("Bristol", "BS7"),
    ("Sheffield", "S10"),
    ("London", "E8"),
]
OTHER = {
    "ie": [
        "14 Ashgrove Park, Ballincollig, Co. Cork P31 X2Y4",
        "Apartment 6, Clontarf Court, Dublin 3 D03 KX71",
        "22 Father Griffin Road, Galway H91 W2C6",
        "Ardnagashel, Bantry, Co. Cork P75 YT89",
        "7 O'Connell Avenue, Limerick V94 R6E2",
    ],
    "au": [
        "12 Wattle Grove, Parramatta NSW 2150",
        "Unit 4, 88 Brunswick Street, Fitzroy VIC 3065",
        "3/17 Boundary Street, West End QLD 4101",
        "41 Koala Crescent, Belconnen ACT 2617",
        "9 Currawong Way, Joondalup WA 6027",
    ],
    "nz": [
        "45 Kowhai Street, Ponsonby, Auckland 1011",
        "12 Rātā Street, Naenae, Lower Hutt 5011",
        "Flat 2, 8 Tōtara Avenue, Riccarton, Christchurch 8041",
        "33 Pōhutukawa Drive, Ōtaki 5512",
    ],
    "in": [
        "Flat 302, Sai Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038",
        "B-17, Sector 45, Noida, Uttar Pradesh 201303",
        "12/4 Gandhi Nagar, Adyar, Chennai, Tamil Nadu 600020",
        "Plot 9, Shivaji Colony, Kothrud, Pune, Maharashtra 411038",
    ],
    "za": [
        "23 Jacaranda Avenue, Rondebosch, Cape Town, 7700",
        "14 Vilakazi Street, Orlando West, Soweto, 1804",
        "Unit 9, Protea Mews, 51 Kloof Road, Sea Point, Cape Town, 8005",
        "8 Umhlanga Rocks Drive, Durban, 4320",
    ],
    "sg": [
        "Blk 412 Ang Mo Kio Avenue 10, #08-1234, Singapore 560412",
        "27 Jalan Kembangan, Singapore 419135",
        "Blk 88 Tampines Street 81, #03-221, Singapore 520088",
    ],
    "ke": [
        "House No. 14, Ngong Road, Kilimani, Nairobi",
        "Apartment C5, Riverside Drive, Westlands, Nairobi",
        "Plot 112, Nyali Road, Mombasa",
    ],
    "ng": [
        "15 Adeola Odeku Street, Victoria Island, Lagos",
        "7 Aminu Kano Crescent, Wuse II, Abuja",
        "22 Ogui Road, Enugu, Enugu State",
    ],
    "gh": [
        "House No. 12, Osu Badu Street, Airport West, Accra",
        "Plot 41, Adum, Kumasi, Ashanti Region",
        "14 Nii Nortei Nyanchi Street, Dzorwulu, Accra",
    ],
    "hk": [
        "Flat 12B, Tower 3, Sunshine Court, 28 Tai Hang Road, Causeway Bay, Hong Kong",
        "Room 1806, Block A, Wah Fu Estate, Pok Fu Lam, Hong Kong",
        "3/F, 17 Yen Chow Street, Sham Shui Po, Kowloon",
    ],
    "ph": [
        "Unit 1503, 88 Jupiter Street, Bel-Air, Makati City, Metro Manila 1209",
        "Blk 7 Lot 22, Mabini Street, Barangay San Roque, Antipolo, Rizal 1870",
        "45 Mango Avenue, Cebu City, Cebu 6000",
    ],
    "jm": [
        "14 Hope Road, Kingston 6, St. Andrew",
        "Lot 27, Greenwood Drive, Portmore, St. Catherine",
        "5 Orange Street, Montego Bay, St. James",
    ],
    "my": [
        "No. 23, Jalan SS 2/24, 47300 Petaling Jaya, Selangor",
        "Lot 8, Jalan Tun Razak, 50400 Kuala Lumpur",
        "12A Lorong Burma, 10250 George Town, Pulau Pinang",
    ],
}


def _ca(r, multiline: bool) -> list:
    num = r.randint(2, 9890)
    if r.random() < 0.3:
        city, fsa = r.choice(QC_CITIES)
        street = f"{num} {r.choice(QC_STREETS)}"
        unit = r.choice(["", f", app. {r.randint(1, 24)}", f", bureau {r.randint(100, 990)}"])
        prov = r.choice([" (Québec)", ", QC", ", Québec"])
        lines = [street + unit, city + prov]
    else:
        city, prov_long, prov_short, fsa = r.choice(CA_CITIES)
        street = f"{num} {r.choice(CA_STREETS)}"
        unit = r.choice(
            ["", "", f"Unit {r.randint(101, 2908)}, ", f"Apt. {r.randint(1, 30)}{r.choice('ABC')}, "]
        )
        if unit and r.random() < 0.4:
            unit = f"{r.randint(101, 2908)}-"
        lines = [unit + street, f"{city}, {r.choice([prov_long, prov_short])}"]
    postal = ca_postal(r, fsa)
    if multiline:
        return [S("ADDRESS", "\n".join(lines)), r.choice(["  ", " ", "\n"]), S("POSTAL_CODE", postal)]
    if r.random() < 0.15:
        return [S("ADDRESS", ", ".join(lines))]
    return [S("ADDRESS", ", ".join(lines)), r.choice([" ", ", ", "  "]), S("POSTAL_CODE", postal)]


def _us(r, multiline: bool) -> list:
    city, state, zip3 = r.choice(US_CITIES)
    street = f"{r.randint(10, 9899)} {r.choice(US_STREETS)}"
    if r.random() < 0.35:
        street += r.choice(
            [
                f", Apt. {r.randint(1, 40)}{r.choice('ABCDR')}",
                f", Unit {r.randint(100, 900)}",
                f" #{r.randint(2, 30)}",
            ]
        )
    zip_code = f"{zip3}{r.randint(1, 99):02d}" + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else "")
    return [S("ADDRESS", street + ("\n" if multiline else ", ") + f"{city}, {state} {zip_code}")]


def _uk(r, multiline: bool) -> list:
    city, outward = r.choice(UK_CITIES)
    street = f"{r.randint(1, 240)} {r.choice(UK_STREETS)}"
    if r.random() < 0.35:
        street = f"Flat {r.randint(1, 12)}, " + street
    postal = uk_postcode(r, outward)
    joiner = "\n" if multiline else ", "
    return [
        S("ADDRESS", street + joiner + city),
        "\n" if multiline else r.choice([" ", ", "]),
        S("POSTAL_CODE", postal),
    ]


def address(r, jur: str, multiline: bool = False) -> list:
    if jur == "ca":
        return _ca(r, multiline)
    if jur == "us":
        return _us(r, multiline)
    if jur == "uk":
        return _uk(r, multiline)
    text = r.choice(OTHER[jur])
    if multiline:
        text = text.replace(", ", ",\n", 1)
    return [S("ADDRESS", text)]


PLACE_NAMES = {
    "ca": [
        "Toronto",
        "Winnipeg",
        "Iqaluit",
        "Halifax",
        "Thunder Bay",
        "Kamloops",
        "Rimouski",
        "Fort McMurray",
    ],
    "us": ["Cook County", "Manhattan", "the Bronx", "Tulsa", "Anchorage", "Baton Rouge", "Maricopa County"],
    "uk": ["Leeds", "Swansea", "Inverness", "Croydon", "Derry", "the Isle of Wight"],
    "ie": ["Cork", "Dún Laoghaire", "Letterkenny", "Kilkenny"],
    "au": ["Parramatta", "Darwin", "Ballarat", "Cairns"],
    "nz": ["Whangārei", "Rotorua", "Dunedin", "Tauranga"],
    "in": ["Bengaluru", "Lucknow", "Kochi", "Nagpur"],
    "za": ["Soweto", "Gqeberha", "Bloemfontein", "Pietermaritzburg"],
    "sg": ["Jurong", "Bedok", "Woodlands"],
    "ke": ["Kisumu", "Eldoret", "Nakuru", "Machakos"],
    "ng": ["Ibadan", "Kano", "Port Harcourt", "Enugu"],
    "gh": ["Kumasi", "Tamale", "Cape Coast", "Takoradi"],
    "hk": ["Sha Tin", "Tsuen Wan", "Mong Kok"],
    "ph": ["Quezon City", "Davao City", "Iloilo", "Baguio"],
    "jm": ["Spanish Town", "Mandeville", "Ocho Rios"],
    "my": ["Johor Bahru", "Ipoh", "Kota Kinabalu", "Kuching"],
}
