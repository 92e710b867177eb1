"""Streets, towns and address shapes for the round-13 set (typed by hand; no list was copied)."""

from __future__ import annotations

CA_TOWNS = {
    "ON": (
        "Orillia",
        "Peterborough",
        "Belleville",
        "Guelph",
        "Timmins",
        "Kenora",
        "Stratford",
        "Cobourg",
        "Brantford",
    ),
    "BC": ("Nanaimo", "Kamloops", "Penticton", "Nelson", "Courtenay", "Squamish", "Terrace"),
    "QC": ("Trois-Rivières", "Sherbrooke", "Rimouski", "Saint-Jérôme", "Drummondville", "Joliette"),
    "AB": ("Red Deer", "Lethbridge", "Grande Prairie", "Airdrie", "Canmore"),
    "MB": ("Brandon", "Steinbach", "Selkirk", "Dauphin"),
    "SK": ("Prince Albert", "Yorkton", "Swift Current", "Estevan"),
    "NS": ("Truro", "Antigonish", "Yarmouth", "Wolfville"),
    "NB": ("Moncton", "Miramichi", "Edmundston", "Sackville"),
    "NL": ("Corner Brook", "Gander", "Grand Falls-Windsor", "Clarenville"),
    "PE": ("Summerside", "Montague", "Souris"),
    "NU": ("Iqaluit", "Rankin Inlet", "Pond Inlet"),
    "NT": ("Yellowknife", "Inuvik", "Hay River"),
}
CA_POSTAL_FIRST = {
    "ON": "KLMNP",
    "BC": "V",
    "QC": "GHJ",
    "AB": "T",
    "MB": "R",
    "SK": "S",
    "NS": "B",
    "NB": "E",
    "NL": "A",
    "PE": "C",
    "NU": "X",
    "NT": "X",
}
CA_STREETS = (
    "Quarrington Cres",
    "Bellhaven Rd",
    "Tamarack Way",
    "Whitethorn Dr",
    "Kaslo St",
    "Otter Point Rd",
    "Sifton Blvd",
    "Larkspur Lane",
    "Gully Pond Rd",
    "Ravenscliffe Ave",
    "Nettleton Court",
    "Saskatoon Berry Trail",
    "Old Portage Rd",
    "Cairngorm Pl",
    "Heron Bay Crescent",
)
QC_STREETS = (
    "rue des Érables",
    "rue Saint-Vallier",
    "chemin du Lac-Brome",
    "boulevard des Hauteurs",
    "rue Papineau",
)
LETTERS = "ABCEGHJKLMNPRSTVWXYZ"

US_TOWNS = {
    "MT": ("Bozeman", "59715", "406"),
    "OR": ("Bend", "97701", "541"),
    "NM": ("Las Cruces", "88001", "575"),
    "OH": ("Dayton", "45402", "937"),
    "GA": ("Macon", "31201", "478"),
    "WI": ("Eau Claire", "54701", "715"),
    "VT": ("Burlington", "05401", "802"),
    "ME": ("Bangor", "04401", "207"),
    "TN": ("Chattanooga", "37402", "423"),
    "AZ": ("Flagstaff", "86001", "928"),
    "IA": ("Ames", "50010", "515"),
    "SC": ("Greenville", "29601", "864"),
    "NC": ("Asheville", "28801", "828"),
    "MI": ("Kalamazoo", "49007", "269"),
    "MN": ("Duluth", "55802", "218"),
    "TX": ("Lubbock", "79401", "806"),
    "CA": ("Fresno", "93721", "559"),
    "NY": ("Ithaca", "14850", "607"),
    "PA": ("Scranton", "18503", "570"),
    "WA": ("Spokane", "99201", "509"),
    "FL": ("Gainesville", "32601", "352"),
    "IL": ("Peoria", "61602", "309"),
}
US_STREETS = (
    "Pellham Ridge Rd",
    "Sycamore Hollow Ln",
    "W Cottonwood Ave",
    "Old Mill Pike",
    "Juniper Bluff Dr",
    "N Tamarisk St",
    "Dogwood Trce",
    "County Road 14",
    "Quail Run Ct",
    "E Mesquite Blvd",
    "Hollyhock Cir",
    "Chickasaw Pkwy",
)

OTHER = {
    "uk": (
        (
            "Ropewalk Lane",
            "Tithebarn Street",
            "Cobden Terrace",
            "Wharfside Mews",
            "Pinfold Close",
            "Glebe Road",
        ),
        (
            ("Kendal", "LA9"),
            ("Hexham", "NE46"),
            ("Truro", "TR1"),
            ("Llandudno", "LL30"),
            ("Stirling", "FK8"),
            ("Whitby", "YO21"),
            ("Cheltenham", "GL50"),
        ),
    ),
    "ie": (
        ("Glasthule Road", "Ballybane Drive", "Knocknacarra Park", "Mardyke Walk", "Ardnacrusha Road"),
        (
            ("Dún Laoghaire, Co. Dublin", "A96"),
            ("Galway", "H91"),
            ("Cork", "T12"),
            ("Limerick", "V94"),
            ("Kilkenny", "R95"),
        ),
    ),
    "au": (
        ("Jacaranda Pde", "Mulga St", "Banksia Rd", "Coolabah Cl", "Wattle Grove"),
        (
            ("Toowoomba QLD", "4350"),
            ("Ballarat VIC", "3350"),
            ("Launceston TAS", "7250"),
            ("Wagga Wagga NSW", "2650"),
            ("Bunbury WA", "6230"),
        ),
    ),
    "nz": (
        ("Kōwhai Street", "Rimu Road", "Tōtara Crescent", "Harakeke Place"),
        (
            ("Whanganui", "4500"),
            ("Tauranga", "3110"),
            ("Invercargill", "9810"),
            ("Gisborne", "4010"),
            ("Timaru", "7910"),
        ),
    ),
    "in": (
        (
            "Laburnum Road, Gamdevi",
            "Boat Club Road",
            "Sardar Patel Marg",
            "Residency Road",
            "Kalina Main Road",
        ),
        (
            ("Mumbai", "400007"),
            ("Pune", "411001"),
            ("Kochi", "682016"),
            ("Jaipur", "302001"),
            ("Lucknow", "226001"),
        ),
    ),
    "za": (
        ("Protea Lane", "Bloekom Street", "Kiepersol Avenue", "Umgeni Road"),
        (("Stellenbosch", "7600"), ("Bloemfontein", "9301"), ("Gqeberha", "6001"), ("Polokwane", "0700")),
    ),
    "sg": (
        ("Bedok North Ave 2", "Jurong West St 61", "Toa Payoh Lorong 4", "Yishun Ring Road"),
        (("Singapore", "460412"), ("Singapore", "640512"), ("Singapore", "310104"), ("Singapore", "760231")),
    ),
    "ph": (
        (
            "Sampaguita St., Brgy. San Roque",
            "Mabini Ext., Brgy. Poblacion",
            "Ilang-Ilang St., Brgy. Malanday",
        ),
        (
            ("Marikina City", "1801"),
            ("Iloilo City", "5000"),
            ("Dumaguete City", "6200"),
            ("Baguio City", "2600"),
        ),
    ),
    "my": (
        ("Jalan Kenanga 4/2, Taman Bukit Indah", "Jalan Meranti 7, Taman Desa", "Lorong Cempaka 3"),
        (("Johor Bahru, Johor", "81200"), ("Ipoh, Perak", "30450"), ("Kuching, Sarawak", "93350")),
    ),
    "ng": (
        ("Okigwe Road", "Ogui Road", "Bodija Estate Road", "Ahmadu Bello Way"),
        (
            ("Owerri, Imo State", ""),
            ("Enugu, Enugu State", ""),
            ("Ibadan, Oyo State", ""),
            ("Kaduna, Kaduna State", ""),
        ),
    ),
    "ke": (
        ("Ngong Road, Kilimani", "Oginga Odinga Street", "Kenyatta Avenue", "Moi Avenue"),
        (("Nairobi", "00100"), ("Kisumu", "40100"), ("Nakuru", "20100"), ("Eldoret", "30100")),
    ),
    "gh": (
        ("Odorkor Main Road", "Adum Lane", "Liberation Link"),
        (("Accra", "GA-183-8164"), ("Kumasi", "AK-039-5527"), ("Takoradi", "WS-114-2290")),
    ),
    "jm": (
        ("Ironshore Drive", "Hope Road", "Manchester Road"),
        (("Montego Bay, St. James", ""), ("Kingston 6", ""), ("Mandeville, Manchester", "")),
    ),
    "tt": (
        ("Mucurapo Road, St. James", "Rahamut Trace", "Cipero Street"),
        (("Port of Spain", ""), ("Penal", ""), ("San Fernando", "")),
    ),
    "bb": (
        ("Rock Dundo Road", "Welches Terrace", "Graeme Hall Drive"),
        (("St. Michael", "BB11093"), ("Christ Church", "BB15027"), ("St. James", "BB24015")),
    ),
    "hk": (
        (
            "Kam Fung Court, 88 Tai Hang Road",
            "Block 3, Lek Yuen Estate",
            "Wing Lee Building, 41 Fa Yuen Street",
        ),
        (("Tai Hang, Hong Kong", ""), ("Sha Tin, New Territories", ""), ("Mong Kok, Kowloon", "")),
    ),
}
UK_INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"
EIRCODE_CHARS = "0123456789ACDEFHKNPRTVWXY"


def ca_postal(rng, prov: str) -> str:
    first = rng.choice(CA_POSTAL_FIRST[prov])
    if prov == "NU":
        first = "X"
    return f"{first}{rng.randint(0, 9)}{rng.choice(LETTERS)} {rng.randint(1, 9)}{rng.choice(LETTERS)}{rng.randint(0, 9)}"


def ca_address(rng, prov: str, two_lines: bool = False) -> tuple[str, str]:
    town = rng.choice(CA_TOWNS[prov])
    num = rng.randint(3, 4890)
    sep = "\n" if two_lines else ", "
    roll = rng.random()
    if prov == "QC" and roll < 0.7:
        street = f"{num}, {rng.choice(QC_STREETS)}, app. {rng.randint(1, 12)}"
        return f"{street}{sep}{town} (Québec)", ca_postal(rng, prov)
    if roll < 0.15:
        street = f"RR {rng.randint(1, 6)}, {num} Concession Rd {rng.randint(2, 14)}"
    elif roll < 0.25:
        street = f"Unit {rng.randint(101, 2408)}, {num} {rng.choice(CA_STREETS)}"
    elif roll < 0.32:
        street = f"PO Box {rng.randint(20, 980)}"
    else:
        street = f"{num} {rng.choice(CA_STREETS)}"
    return f"{street}{sep}{town}, {prov}", ca_postal(rng, prov)


def us_address(rng, state: str, two_lines: bool = False) -> str:
    town, zipc, _ = US_TOWNS[state]
    street = f"{rng.randint(11, 9870)} {rng.choice(US_STREETS)}"
    if rng.random() < 0.3:
        street += rng.choice(
            (f", Apt {rng.randint(1, 40)}", f" #{rng.randint(100, 450)}", f", Unit {rng.choice('ABCD')}")
        )
    zip_full = zipc if rng.random() < 0.7 else f"{zipc}-{rng.randint(1000, 9999)}"
    sep = "\n" if two_lines else ", "
    return f"{street}{sep}{town}, {state} {zip_full}"


def other_address(rng, jur: str, two_lines: bool = False) -> tuple[str, str]:
    streets, towns = OTHER[jur]
    street, (town, code) = rng.choice(streets), rng.choice(towns)
    num = rng.randint(2, 240)
    sep = "\n" if two_lines else ", "
    if jur == "uk":
        inward = f"{rng.randint(1, 9)}{rng.choice(UK_INWARD_LETTERS)}{rng.choice(UK_INWARD_LETTERS)}"
        return f"{num} {street}{sep}{town}", f"{code} {inward}"
    if jur == "ie":
        eir = "".join(rng.choice(EIRCODE_CHARS) for _ in range(4))
        return f"{num} {street}{sep}{town} {code} {eir}", ""
    if jur == "sg":
        return f"Blk {num} {street}, #{rng.randint(2, 19):02d}-{rng.randint(10, 399)}{sep}{town} {code}", ""
    if jur == "ph":
        return f"Lot {rng.randint(1, 30)} Blk {rng.randint(1, 12)}, {street}{sep}{town} {code}", ""
    if jur == "my":
        return f"No. {num}, {street}{sep}{code} {town}", ""
    if jur == "in":
        return f"Flat {rng.randint(1, 12)}{rng.choice('ABC')}, {num} {street}{sep}{town} {code}", ""
    if jur == "ke":
        return f"{street}, P.O. Box {rng.randint(1000, 90000)}-{code}{sep}{town}", ""
    if jur == "gh":
        return f"House No. {rng.choice('CDE')}{num}/{rng.randint(1, 9)}, {street}{sep}{town}, {code}", ""
    if jur == "hk":
        return f"Flat {rng.choice('ABCDEF')}, {rng.randint(2, 38)}/F, {street}{sep}{town}", ""
    if jur in ("au", "nz", "za", "bb"):
        return f"{num} {street}{sep}{town} {code}", ""
    return f"{num} {street}{sep}{town}", ""


PLACE_NAMES = (
    "Thunder Bay",
    "Moose Jaw",
    "Kelowna",
    "Sudbury",
    "Tuktoyaktuk",
    "Rouyn-Noranda",
    "Tulsa",
    "Boise",
    "Paducah",
    "Wollongong",
    "Rotorua",
    "Mombasa",
    "Kumasi",
    "Cebu",
    "Penang",
    "Florence",
    "Regina",
    "Marion",
    "Eugene",
    "Tyler",
    "Shelby",
    "Charlotte",
    "Chelsea",
    "Austin",
    "Jackson",
    "Elliot Lake",
    "Lafayette",
)
