"""Round-29 places: provinces, states and countries with towns, streets, phone and postcode shapes."""

from __future__ import annotations

# code: (name, towns, streets, area codes, postal letters, weight, health card)
PROVINCES = {
    "on": (
        "Ontario",
        "ON",
        ["Peterborough", "Sudbury", "Kingston", "Brampton", "Thunder Bay"],
        ["705", "613", "905", "807", "289"],
        "KLMNP",
        5,
        "on",
    ),
    "qc": (
        "Québec",
        "QC",
        ["Sherbrooke", "Trois-Rivières", "Rimouski", "Laval", "Gatineau"],
        ["819", "418", "450", "579", "873"],
        "GHJ",
        4,
        "qc",
    ),
    "bc": (
        "British Columbia",
        "BC",
        ["Kamloops", "Nanaimo", "Prince George", "Surrey", "Kelowna"],
        ["250", "604", "778", "236"],
        "V",
        3,
        "bc",
    ),
    "ab": (
        "Alberta",
        "AB",
        ["Lethbridge", "Red Deer", "Medicine Hat", "Grande Prairie"],
        ["403", "780", "587", "825"],
        "T",
        2,
        None,
    ),
    "mb": ("Manitoba", "MB", ["Brandon", "Steinbach", "Thompson"], ["204", "431"], "R", 1, None),
    "sk": ("Saskatchewan", "SK", ["Moose Jaw", "Prince Albert", "Yorkton"], ["306", "639"], "S", 1, None),
    "ns": ("Nova Scotia", "NS", ["Truro", "Antigonish", "Yarmouth"], ["902", "782"], "B", 1, None),
    "nb": ("New Brunswick", "NB", ["Moncton", "Edmundston", "Bathurst"], ["506"], "E", 1, None),
    "nl": (
        "Newfoundland and Labrador",
        "NL",
        ["Corner Brook", "Gander", "Happy Valley-Goose Bay"],
        ["709"],
        "A",
        1,
        None,
    ),
    "pe": ("Prince Edward Island", "PE", ["Summerside", "Montague"], ["902"], "C", 1, None),
    "nt": ("Northwest Territories", "NT", ["Hay River", "Inuvik"], ["867"], "X", 1, None),
}
CA_STREETS = [
    "Tamarack Crescent",
    "Boulevard des Forges",
    "Rue de la Fabrique",
    "Birchbark Lane",
    "Carrot River Road",
    "Cormorant Drive",
    "Chemin du Lac-Noir",
    "Wapiti Trail",
    "Old Mill Sideroad",
    "Rang Saint-Isidore",
    "Halyard Way",
    "Caribou Street North",
    "Pinecrest Gate",
    "Avenue des Érables",
    "Fescue Bend",
]
STATES = {
    "ny": ("New York", "NY", ["Utica", "Poughkeepsie", "Ithaca"], ["315", "845", "607"], "13"),
    "ca": ("California", "CA", ["Fresno", "Modesto", "Eureka"], ["559", "209", "707"], "93"),
    "tx": ("Texas", "TX", ["Lubbock", "Waco", "Laredo"], ["806", "254", "956"], "79"),
    "fl": ("Florida", "FL", ["Gainesville", "Ocala", "Pensacola"], ["352", "850", "386"], "32"),
    "il": ("Illinois", "IL", ["Peoria", "Joliet", "Champaign"], ["309", "815", "217"], "61"),
    "oh": ("Ohio", "OH", ["Dayton", "Toledo", "Akron"], ["937", "419", "330"], "45"),
    "ga": ("Georgia", "GA", ["Macon", "Savannah", "Athens"], ["478", "912", "706"], "31"),
    "wa": ("Washington", "WA", ["Spokane", "Yakima", "Bellingham"], ["509", "360"], "99"),
    "az": ("Arizona", "AZ", ["Flagstaff", "Yuma", "Tucson"], ["928", "520"], "86"),
    "mn": ("Minnesota", "MN", ["Duluth", "Rochester", "Mankato"], ["218", "507"], "55"),
    "nm": ("New Mexico", "NM", ["Las Cruces", "Gallup", "Santa Fe"], ["575", "505"], "88"),
    "co": ("Colorado", "CO", ["Pueblo", "Greeley", "Durango"], ["719", "970"], "81"),
    "pa": ("Pennsylvania", "PA", ["Scranton", "Erie", "Allentown"], ["570", "814", "610"], "18"),
    "nc": ("North Carolina", "NC", ["Asheville", "Wilmington", "Durham"], ["828", "910", "919"], "28"),
}
US_STREETS = [
    "Sycamore Hollow Rd",
    "W Cottonwood Ave",
    "Larkspur Court",
    "County Road 14",
    "Juniper Ridge Dr",
    "Old Quarry Pike",
    "Magnolia Bend",
    "E Saguaro Trl",
    "Harbor View Terrace",
    "Persimmon St",
    "Bluestem Pkwy",
    "N Pecan Blvd",
    "Wren Hollow Ln",
    "Cedar Bluff Rd",
]
# code: (country, language, towns, streets, address pattern, phone prefix, phone groups)
COUNTRIES = {
    "uk": (
        "United Kingdom",
        "en",
        ["Harrogate", "Swindon", "Carlisle", "Truro"],
        ["Quarry Bank", "Elderflower Row", "Mafeking Terrace", "Nettlebed Close"],
        "uk",
        "+44",
        (4, 6),
    ),
    "ie": (
        "Ireland",
        "en",
        ["Athlone", "Tralee", "Dundalk", "Clonmel"],
        ["Bóthar na Trá", "Ashgrove Lawns", "Fairgreen Road"],
        "{n} {st}, {town}, Co. Westmeath, {eir}, Ireland",
        "+353",
        (2, 3, 4),
    ),
    "au": (
        "Australia",
        "en",
        ["Toowoomba", "Ballarat", "Wagga Wagga", "Bunbury"],
        ["Jacaranda Parade", "Wattlebird Close", "Boundary Road"],
        "{n} {st}, {town} {state} {pc4}, Australia",
        "+61",
        (1, 4, 4),
    ),
    "nz": (
        "New Zealand",
        "en",
        ["Whanganui", "Timaru", "Rotorua", "Nelson"],
        ["Kōwhai Street", "Pūriri Grove", "Harbour Terrace"],
        "{n} {st}, {town} {pc4}, New Zealand",
        "+64",
        (2, 3, 4),
    ),
    "za": (
        "South Africa",
        "en",
        ["Polokwane", "Stellenbosch", "Kimberley", "Mthatha"],
        ["Jakaranda Straat", "Protea Avenue", "Umgeni Road"],
        "{n} {st}, {town}, {pc4}, South Africa",
        "+27",
        (2, 3, 4),
    ),
    "in": (
        "India",
        "en",
        ["Nashik", "Mysuru", "Guwahati", "Indore"],
        ["Gandhi Nagar Main Road", "MG Road", "Lake View Colony"],
        "{n} {st}, {town} {pc6}, India",
        "+91",
        (5, 5),
    ),
    "sg": (
        "Singapore",
        "en",
        ["Singapore"],
        ["Tampines Street 81", "Jurong West Avenue 5", "Bukit Batok East Avenue 3"],
        "Blk {n} {st}, #0{d}-{n}, Singapore {pc6}",
        "+65",
        (4, 4),
    ),
    "ke": (
        "Kenya",
        "en",
        ["Nakuru", "Eldoret", "Kisumu", "Machakos"],
        ["Moi Avenue", "Oginga Odinga Road", "Kenyatta Lane"],
        "{n} {st}, P.O. Box {pc5}, {town}, Kenya",
        "+254",
        (3, 6),
    ),
    "fr": (
        "France",
        "fr",
        ["Besançon", "Angers", "Perpignan", "Limoges"],
        ["rue des Tanneurs", "allée des Platanes", "chemin de la Croix-Verte"],
        "{n} {st}, {pc5} {town}, France",
        "+33",
        (1, 2, 2, 2, 2),
    ),
    "de": (
        "Germany",
        "de",
        ["Göttingen", "Rostock", "Würzburg", "Kassel"],
        ["Lindenhof", "Am Mühlengraben", "Kastanienweg"],
        "{st} {n}, {pc5} {town}, Deutschland",
        "+49",
        (3, 7),
    ),
    "it": (
        "Italy",
        "it",
        ["Perugia", "Lecce", "Trento", "Parma"],
        ["Via dei Mille", "Viale Garibaldi", "Vicolo del Pozzo"],
        "{st} {n}, {pc5} {town}, Italia",
        "+39",
        (3, 3, 4),
    ),
    "es": (
        "Spain",
        "es",
        ["Salamanca", "Logroño", "Cáceres", "Almería"],
        ["Calle del Olivo", "Avenida de la Constitución", "Plaza del Pilar"],
        "{st} {n}, {pc5} {town}, España",
        "+34",
        (3, 3, 3),
    ),
    "nl": (
        "Netherlands",
        "nl",
        ["Zwolle", "Leeuwarden", "Maastricht", "Delft"],
        ["Lindengracht", "Molenstraat", "Vlierweg"],
        "{st} {n}, {nlpc} {town}, Nederland",
        "+31",
        (2, 8),
    ),
    "pt": (
        "Portugal",
        "pt",
        ["Braga", "Coimbra", "Faro", "Viseu"],
        ["Rua das Flores", "Travessa do Carmo", "Avenida da Liberdade"],
        "{st} {n}, {ptpc} {town}, Portugal",
        "+351",
        (3, 3, 3),
    ),
    "dk": (
        "Denmark",
        "da",
        ["Aarhus", "Odense", "Aalborg", "Esbjerg"],
        ["Møllevej", "Skovbrynet", "Strandgade"],
        "{st} {n}, {pc4} {town}, Danmark",
        "+45",
        (2, 2, 2, 2),
    ),
    "mx": (
        "Mexico",
        "es",
        ["Querétaro", "Mérida", "Oaxaca", "Morelia"],
        ["Calle Hidalgo", "Avenida Juárez", "Calle 5 de Mayo"],
        "{st} {n}, Col. Centro, {pc5} {town}, México",
        "+52",
        (3, 3, 4),
    ),
    "br": (
        "Brazil",
        "pt",
        ["Curitiba", "Campinas", "Recife", "Londrina"],
        ["Rua Sete de Setembro", "Avenida Paulista", "Rua das Palmeiras"],
        "{st}, {n}, {town}, CEP {cep}, Brasil",
        "+55",
        (2, 5, 4),
    ),
}
AU_STATES = ["QLD", "VIC", "NSW", "WA"]
UK_AREAS = ["LS", "BS", "CA", "TR", "HG", "SN", "M", "B"]
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"
CA_TAIL = "ABCEGHJKLMNPRSTVWXYZ"
HOME_LOCALES = {
    "uk": ["en_GB", "cy_GB", "gd_GB"],
    "ie": ["en_IE"],
    "au": ["en_AU"],
    "nz": ["en_NZ", "mi_NZ"],
    "za": ["en_ZA", "zu_ZA"],
    "in": ["en_IN", "hi_IN", "ta_IN", "te_IN", "kn_IN", "ml_IN", "mr_IN", "gu_IN", "or_IN"],
    "sg": ["en_SG", "zh_CN", "ms_MY", "ta_IN"],
    "ke": ["en_KE", "sw_TZ", "so_SO"],
    "fr": ["fr_FR", "ar_EG", "fr_SN"],
    "de": ["de_DE", "tr_TR", "pl_PL"],
    "it": ["it_IT", "ro_RO", "sq_AL"],
    "es": ["es_ES", "eu_ES", "ca_ES"],
    "nl": ["nl_NL", "nl_BE", "tr_TR"],
    "pt": ["pt_PT", "pt_AO", "pt_BR"],
    "dk": ["da_DK", "sv_SE", "nb_NO"],
    "mx": ["es_MX", "es_GT"],
    "br": ["pt_BR", "ja_JP"],
}


def nanp(rng, areas):
    area = rng.choice(areas)
    while True:
        exch = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
        if exch != "555" and exch[1:] != "11":
            break
    line = f"{rng.randint(0, 9999):04d}"
    return rng.choice(
        [
            f"({area}) {exch}-{line}",
            f"{area}-{exch}-{line}",
            f"{area}.{exch}.{line}",
            f"+1 {area} {exch} {line}",
            f"1-{area}-{exch}-{line}",
            f"{area} {exch}-{line}",
        ]
    )


def foreign_phone(rng, code):
    prefix, groups = COUNTRIES[code][5], COUNTRIES[code][6]
    parts = [str(rng.randint(10 ** (g - 1) if g > 1 else 2, 10**g - 1)) for g in groups]
    parts[0] = str(rng.randint(2, 9)) + parts[0][1:]
    return prefix + " " + " ".join(parts)


def ca_postal(rng, letters):
    return (
        f"{rng.choice(letters)}{rng.randint(0, 9)}{rng.choice(CA_TAIL)} "
        f"{rng.randint(0, 9)}{rng.choice(CA_TAIL)}{rng.randint(0, 9)}"
    )


def uk_postal(rng):
    return f"{rng.choice(UK_AREAS)}{rng.randint(1, 19)} {rng.randint(0, 9)}{rng.choice(UK_TAIL)}{rng.choice(UK_TAIL)}"


def home(rng, jur, region=None):
    """(address text, postal code or None, US ZIP or None, phone) of a home in ``jur``."""
    n = rng.randint(2, 2980)
    if jur == "ca":
        region = region or rng.choice(sorted(PROVINCES))
        name, abbr, towns, areas, letters, _, _ = PROVINCES[region]
        unit = rng.choice(["", "", f"Unit {rng.randint(1, 40)}, ", f"App. {rng.randint(1, 12)}, "])
        text = f"{unit}{n} {rng.choice(CA_STREETS)}, {rng.choice(towns)}, {rng.choice([abbr, name])}"
        return text, ca_postal(rng, letters), None, nanp(rng, areas)
    if jur == "us":
        region = region or rng.choice(sorted(STATES))
        name, abbr, towns, areas, zip2 = STATES[region]
        unit = rng.choice(["", "", f", Apt {rng.randint(1, 30)}", f" #{rng.randint(100, 499)}"])
        text = f"{n} {rng.choice(US_STREETS)}{unit}, {rng.choice(towns)}, {abbr}"
        return text, None, f"{zip2}{rng.randint(100, 999)}", nanp(rng, areas)
    country, _, towns, streets, pattern, _, _ = COUNTRIES[jur]
    town, street = rng.choice(towns), rng.choice(streets)
    if pattern == "uk":
        return f"{n % 200 + 1} {street}, {town}", uk_postal(rng), None, foreign_phone(rng, jur)
    values = {
        "n": n % 300 + 1,
        "st": street,
        "town": town,
        "d": rng.randint(2, 9),
        "pc4": rng.randint(1000, 9899),
        "pc5": rng.randint(10000, 98999),
        "pc6": rng.randint(100000, 799999),
        "state": rng.choice(AU_STATES),
        "eir": f"N37 {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(100, 999)}",
        "nlpc": f"{rng.randint(1000, 9899)} {rng.choice('ABCDEGHJKLMNPRSTVWXZ')}{rng.choice('ABCDEGHJKLMNPRSTVWXZ')}",
        "ptpc": f"{rng.randint(1000, 9899)}-{rng.randint(100, 999)}",
        "cep": f"{rng.randint(10000, 99999)}-{rng.randint(100, 999)}",
    }
    return pattern.format(**values), None, None, foreign_phone(rng, jur)
