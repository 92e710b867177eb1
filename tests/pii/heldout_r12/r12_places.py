"""Streets, towns and address shapes by jurisdiction (all hand-typed)."""

from __future__ import annotations

import random

from r12_doc import S
from r12_ids import ca_postal, eircode, uk_postal

CA_TOWNS = [
    ("Thunder Bay", "ON", "807"),
    ("Kingston", "ON", "613"),
    ("Brampton", "ON", "905"),
    ("Sudbury", "ON", "705"),
    ("Guelph", "ON", "519"),
    ("Toronto", "ON", "416"),
    ("Nanaimo", "BC", "250"),
    ("Surrey", "BC", "604"),
    ("Kelowna", "BC", "250"),
    ("Red Deer", "AB", "403"),
    ("Edmonton", "AB", "780"),
    ("Saskatoon", "SK", "306"),
    ("Brandon", "MB", "204"),
    ("Winnipeg", "MB", "204"),
    ("Moncton", "NB", "506"),
    ("Dartmouth", "NS", "902"),
    ("Charlottetown", "PE", "902"),
    ("Corner Brook", "NL", "709"),
    ("Iqaluit", "NU", "867"),
    ("Whitehorse", "YT", "867"),
    ("Yellowknife", "NT", "867"),
    ("Gatineau", "QC", "819"),
    ("Laval", "QC", "450"),
    ("Sherbrooke", "QC", "819"),
    ("Trois-Rivières", "QC", "819"),
    ("Montréal", "QC", "514"),
    ("Lévis", "QC", "418"),
]
CA_STREETS = [
    "Larchwood Crescent",
    "Bayview Drive",
    "Pinegrove Road",
    "Westmount Avenue",
    "Huronia Street",
    "Cedar Hollow Lane",
    "Fallowfield Road",
    "Kittiwake Place",
    "Riverbend Terrace",
    "Birchmount Road",
    "Maplecrest Court",
    "Prairie Rose Boulevard",
    "Coldwater Road",
    "Stonebridge Gate",
    "Tamarack Way",
]
QC_STREETS = [
    "rue des Érables",
    "boulevard Saint-Joseph",
    "chemin du Lac-Noir",
    "rue Principale",
    "avenue des Pins",
]
US_TOWNS = [
    ("Tacoma", "WA", "98405", "253"),
    ("Boise", "ID", "83702", "208"),
    ("Tulsa", "OK", "74105", "918"),
    ("Dayton", "OH", "45409", "937"),
    ("Fresno", "CA", "93721", "559"),
    ("Oakland", "CA", "94612", "510"),
    ("Mesa", "AZ", "85201", "480"),
    ("Albany", "NY", "12203", "518"),
    ("Brooklyn", "NY", "11215", "718"),
    ("Savannah", "GA", "31401", "912"),
    ("Lubbock", "TX", "79401", "806"),
    ("Houston", "TX", "77006", "713"),
    ("Orlando", "FL", "32803", "407"),
    ("Duluth", "MN", "55802", "218"),
    ("Burlington", "VT", "05401", "802"),
    ("Camden", "NJ", "08102", "856"),
    ("Provo", "UT", "84601", "801"),
    ("Eugene", "OR", "97401", "541"),
    ("Lansing", "MI", "48912", "517"),
    ("Richmond", "VA", "23220", "804"),
    ("Wichita", "KS", "67203", "316"),
]
US_STREETS = [
    "Magnolia Street",
    "Sycamore Avenue",
    "Old Mill Road",
    "Deerfield Lane",
    "Cottonwood Drive",
    "Harbor View Court",
    "Quail Run",
    "Elmhurst Boulevard",
    "Juniper Way",
    "Pecan Hollow Road",
    "W 3rd Street",
]
UK_TOWNS = [
    ("Leeds", "LS"),
    ("Bristol", "BS"),
    ("Norwich", "NR"),
    ("Swansea", "SA"),
    ("Carlisle", "CA"),
    ("Exeter", "EX"),
    ("Stockport", "SK"),
    ("Dundee", "DD"),
    ("Belfast", "BT"),
    ("Cambridge", "CB"),
]
UK_STREETS = [
    "Mulberry Close",
    "Wharf Lane",
    "Ashby Road",
    "Kingfisher Mews",
    "Gorse Hill",
    "Priory Walk",
    "Tannery Row",
    "Heol y Felin",
    "Brackenbury Gardens",
]
IE_TOWNS = [
    ("Ballina", "Mayo", "F26"),
    ("Tralee", "Kerry", "V92"),
    ("Navan", "Meath", "C15"),
    ("Clonmel", "Tipperary", "E91"),
    ("Dundalk", "Louth", "A91"),
]
IE_STREETS = ["Bóthar na Trá", "Abbey Street", "Church View", "Main Street", "Castle Park"]
AU = [
    ("Fremantle", "WA", "6160"),
    ("Toowoomba", "QLD", "4350"),
    ("Geelong", "VIC", "3220"),
    ("Parramatta", "NSW", "2150"),
    ("Glenelg", "SA", "5045"),
    ("Launceston", "TAS", "7250"),
]
AU_STREETS = ["Banksia Parade", "Wattle Street", "Jacaranda Drive", "Bottlebrush Court", "Esplanade"]
NZ = [
    ("Riccarton, Christchurch", "8011"),
    ("Petone, Lower Hutt", "5012"),
    ("Ōtāhuhu, Auckland", "1062"),
    ("Frankton, Hamilton", "3204"),
]
NZ_STREETS = ["Kōwhai Road", "Rimu Street", "Totara Avenue", "Harakeke Lane"]
IN = [
    ("Andheri West, Mumbai", "400 053"),
    ("Koramangala, Bengaluru", "560034"),
    ("Salt Lake, Kolkata", "700091"),
    ("Anna Nagar, Chennai", "600040"),
    ("Banjara Hills, Hyderabad", "500034"),
    ("Kothrud, Pune", "411038"),
]
IN_STREETS = [
    "Lokhandwala Road",
    "80 Feet Road",
    "Sector V Main Road",
    "2nd Avenue",
    "Road No. 12",
    "Paud Road",
]
SG = ["Tampines Street 81", "Ang Mo Kio Avenue 3", "Jurong West Street 42", "Bedok North Road"]
HK = [
    "Fuk Wing Street, Sham Shui Po, Kowloon",
    "Tai Hang Road, Causeway Bay",
    "Sha Tsui Road, Tsuen Wan, New Territories",
]
ZA = [("Melville, Johannesburg", "2092"), ("Rondebosch, Cape Town", "7700"), ("Umhlanga, Durban", "4319")]
ZA_STREETS = ["Jacaranda Avenue", "Protea Road", "Main Road", "Umngeni Street"]
NG = ["Admiralty Way, Lekki Phase 1, Lagos", "Aminu Kano Crescent, Wuse II, Abuja", "Ogui Road, Enugu"]
KE = ["Ngong Road, Kilimani, Nairobi", "Moi Avenue, Mombasa", "Oginga Odinga Street, Kisumu"]
JM = [
    ("Hope Road", "Kingston 6"),
    ("Constant Spring Road", "Kingston 8"),
    ("Barnett Street", "Montego Bay, St. James"),
]
PH = [
    ("Barangay San Antonio, Pasig City", "1605 Metro Manila"),
    ("Barangay Lahug, Cebu City", "6000 Cebu"),
    ("Barangay Poblacion, Makati City", "1210 Metro Manila"),
]
PH_STREETS = ["Sampaguita Street", "Mabini Street", "Rizal Avenue Extension", "Gorordo Avenue"]
MY = [
    ("47400 Petaling Jaya", "Selangor"),
    ("10450 George Town", "Pulau Pinang"),
    ("80100 Johor Bahru", "Johor"),
]
MY_STREETS = ["Jalan SS 2/24", "Jalan Burma", "Jalan Dato Onn", "Lorong Kenari 3"]
GH = ["Boundary Road, East Legon, Accra", "Harper Road, Kumasi"]
TT = ["Picton Street, Newtown, Port of Spain", "Coffee Street, San Fernando"]

NANP = {"jm": ["876", "658"], "tt": ["868"]}


def town(rng: random.Random, jur: str) -> tuple[str, str, str]:
    """(city, region, area code) for CA/US; used for phones and licences."""
    if jur == "us":
        c, st, _, ac = rng.choice(US_TOWNS)
        return c, st, ac
    c, prov, ac = rng.choice(CA_TOWNS)
    return c, prov, ac


def address(rng: random.Random, jur: str, two_line: bool = False, region: str = "") -> list:
    """Return pieces: an ADDRESS span, plus a POSTAL_CODE span for Canada and the UK."""
    n = rng.randint(2, 2980)
    brk = "\n" if two_line else ", "
    if jur == "ca":
        pool = [t for t in CA_TOWNS if not region or t[1] == region] or CA_TOWNS
        city, prov, _ = rng.choice(pool)
        if prov == "QC" and rng.random() < 0.6:
            street = f"{n}, {rng.choice(QC_STREETS)}"
            if rng.random() < 0.4:
                street = f"{rng.randint(1, 12)}-{n} {rng.choice(QC_STREETS)}"
            return [
                S(f"{street}{brk}{city} (Québec)", "ADDRESS"),
                "  ",
                S(ca_postal(rng, prov), "POSTAL_CODE"),
            ]
        unit = rng.choice(["", "", f"Unit {rng.randint(1, 40)}, ", f"{rng.randint(100, 1908)}-", "Apt. 3, "])
        if unit.endswith("-"):
            street = f"{unit}{n} {rng.choice(CA_STREETS)}"
        else:
            street = f"{unit}{n} {rng.choice(CA_STREETS)}"
        return [
            S(f"{street}{brk}{city}, {prov}", "ADDRESS"),
            rng.choice(["  ", " ", ", "]),
            S(ca_postal(rng, prov), "POSTAL_CODE"),
        ]
    if jur == "us":
        city, st, z, _ = rng.choice(US_TOWNS)
        apt = rng.choice(["", "", ", Apt. 4B", " #12", ", Suite 210"])
        return [S(f"{n} {rng.choice(US_STREETS)}{apt}{brk}{city}, {st} {z}", "ADDRESS")]
    if jur == "uk":
        city, area = rng.choice(UK_TOWNS)
        return [
            S(f"{rng.randint(1, 140)} {rng.choice(UK_STREETS)}{brk}{city}", "ADDRESS"),
            ", ",
            S(uk_postal(rng, area), "POSTAL_CODE"),
        ]
    if jur == "ie":
        t, county, key = rng.choice(IE_TOWNS)
        return [
            S(
                f"{rng.randint(1, 60)} {rng.choice(IE_STREETS)}{brk}{t}, Co. {county}, {eircode(rng, key)}",
                "ADDRESS",
            )
        ]
    if jur == "au":
        t, st, pc = rng.choice(AU)
        return [S(f"{rng.randint(1, 200)} {rng.choice(AU_STREETS)}{brk}{t} {st} {pc}", "ADDRESS")]
    if jur == "nz":
        t, pc = rng.choice(NZ)
        return [S(f"{rng.randint(1, 200)} {rng.choice(NZ_STREETS)}{brk}{t} {pc}", "ADDRESS")]
    if jur == "in":
        t, pin = rng.choice(IN)
        return [S(f"Flat {rng.randint(101, 904)}, {rng.choice(IN_STREETS)}{brk}{t} {pin}", "ADDRESS")]
    if jur == "sg":
        return [
            S(
                f"Blk {rng.randint(100, 899)} {rng.choice(SG)} #{rng.randint(2, 19):02d}-{rng.randint(10, 480)}"
                f"{brk}Singapore {rng.randint(310000, 829999)}",
                "ADDRESS",
            )
        ]
    if jur == "hk":
        return [
            S(
                f"Flat {rng.choice('ABCDEF')}, {rng.randint(2, 38)}/F, {rng.randint(1, 300)} {rng.choice(HK)}",
                "ADDRESS",
            )
        ]
    if jur == "za":
        t, pc = rng.choice(ZA)
        return [S(f"{rng.randint(1, 90)} {rng.choice(ZA_STREETS)}{brk}{t}, {pc}", "ADDRESS")]
    if jur == "ng":
        return [S(f"{rng.randint(1, 40)} {rng.choice(NG)}", "ADDRESS")]
    if jur == "ke":
        return [S(f"House No. {rng.randint(1, 60)}, {rng.choice(KE)}", "ADDRESS")]
    if jur == "jm":
        road, t = rng.choice(JM)
        return [S(f"{rng.randint(1, 99)} {road}{brk}{t}", "ADDRESS")]
    if jur == "ph":
        t, pc = rng.choice(PH)
        return [S(f"{rng.randint(1, 300)} {rng.choice(PH_STREETS)}, {t}{brk}{pc}", "ADDRESS")]
    if jur == "my":
        t, st = rng.choice(MY)
        return [S(f"No. {rng.randint(1, 80)}, {rng.choice(MY_STREETS)}{brk}{t}, {st}", "ADDRESS")]
    if jur == "gh":
        return [S(f"House No. {rng.randint(1, 40)}, {rng.choice(GH)}", "ADDRESS")]
    return [S(f"{rng.randint(1, 90)} {rng.choice(TT)}", "ADDRESS")]


PLACES = {
    "ca": [
        "Sault Ste. Marie",
        "the Bruce Peninsula",
        "Lake Nipissing",
        "the Fraser Valley",
        "Rimouski",
        "Cape Breton",
    ],
    "us": [
        "the Mississippi Delta",
        "Cook County",
        "Lake Tahoe",
        "the Ozarks",
        "Maricopa County",
        "Puget Sound",
    ],
    "uk": ["the Cotswolds", "Tyneside", "the Peak District", "Snowdonia", "the Isle of Wight"],
    "ie": ["Connemara", "the Burren", "Dún Laoghaire", "the Ring of Kerry"],
    "au": ["the Riverina", "the Gold Coast", "the Barossa Valley", "Alice Springs"],
    "nz": ["the Hauraki Gulf", "Rotorua", "the Mackenzie Basin", "Tauranga"],
    "in": ["Navi Mumbai", "the Konkan coast", "Gurugram", "Thane"],
    "sg": ["Jurong East", "Pasir Ris", "Toa Payoh"],
    "hk": ["Mong Kok", "Sai Kung", "Tuen Mun"],
    "za": ["Soweto", "the Karoo", "Stellenbosch"],
    "ng": ["Ikeja", "Port Harcourt", "Ibadan"],
    "ke": ["Nakuru", "Eldoret", "Westlands"],
    "jm": ["Spanish Town", "Ocho Rios", "Mandeville"],
    "ph": ["Quezon City", "Davao City", "Iloilo"],
    "my": ["Shah Alam", "Ipoh", "Kota Kinabalu"],
    "gh": ["Tema", "Takoradi"],
    "tt": ["Chaguanas", "Arima"],
}
