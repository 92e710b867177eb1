"""Round-30 homes in Canada and the United States: towns, streets, area codes, postal and ZIP codes, licence
and bank shapes. Written fresh for this round."""

from __future__ import annotations

from r30_kit import decoy, pii
from r30_numbers import aba, ascii_letters, digits

# code: name, abbreviation, French name, towns, area codes, first postal letters, weight, health card
PROVINCES = {
    "on": (
        "Ontario",
        "ON",
        "Ontario",
        "Belleville|Orillia|Sault Ste. Marie|Guelph|Timmins|Cornwall|Oshawa",
        "416 647 437 905 289 519 226 613 343 705 249 807",
        "KLMNP",
        6,
        "on",
    ),
    "qc": (
        "Quebec",
        "QC",
        "Québec",
        "Saguenay|Drummondville|Victoriaville|Saint-Jérôme|Rouyn-Noranda|Longueuil",
        "514 438 450 579 418 581 819 873",
        "GHJ",
        5,
        "qc",
    ),
    "bc": (
        "British Columbia",
        "BC",
        "Colombie-Britannique",
        "Abbotsford|Chilliwack|Penticton|Courtenay|Vernon|Burnaby",
        "604 778 236 250 672",
        "V",
        4,
        "bc",
    ),
    "ab": (
        "Alberta",
        "AB",
        "Alberta",
        "Airdrie|Okotoks|Camrose|Fort Saskatchewan|Spruce Grove",
        "403 587 780 825",
        "T",
        2,
        None,
    ),
    "mb": (
        "Manitoba",
        "MB",
        "Manitoba",
        "Brandon|Steinbach|Selkirk|Thompson|Dauphin",
        "204 431",
        "R",
        1,
        None,
    ),
    "sk": (
        "Saskatchewan",
        "SK",
        "Saskatchewan",
        "Yorkton|Swift Current|North Battleford|Estevan|Saskatoon",
        "306 639",
        "S",
        1,
        None,
    ),
    "ns": (
        "Nova Scotia",
        "NS",
        "Nouvelle-Écosse",
        "Truro|Antigonish|Dartmouth|Yarmouth|New Glasgow",
        "902 782",
        "B",
        1,
        None,
    ),
    "nb": (
        "New Brunswick",
        "NB",
        "Nouveau-Brunswick",
        "Moncton|Edmundston|Bathurst|Dieppe|Caraquet",
        "506 428",
        "E",
        1,
        None,
    ),
    "nl": (
        "Newfoundland and Labrador",
        "NL",
        "Terre-Neuve-et-Labrador",
        "Corner Brook|Gander|Mount Pearl|Marystown",
        "709 879",
        "A",
        1,
        None,
    ),
    "pe": (
        "Prince Edward Island",
        "PE",
        "Île-du-Prince-Édouard",
        "Charlottetown|Summerside|Stratford|Montague",
        "902 782",
        "C",
        1,
        None,
    ),
    "yt": ("Yukon", "YT", "Yukon", "Whitehorse|Dawson City|Haines Junction", "867", "Y", 1, None),
    "nu": ("Nunavut", "NU", "Nunavut", "Iqaluit|Rankin Inlet|Cambridge Bay", "867", "X", 1, None),
}
PROVINCES = {
    k: (n, a, f, t.split("|"), ac.split(), letters, w, hc)
    for k, (n, a, f, t, ac, letters, w, hc) in PROVINCES.items()
}

CA_STREETS = (
    "Larchwood Drive|Mill Pond Road|Cedarvale Crescent|Heron Bay Way|Stonehaven Court|Brookmere Avenue|"
    "Ridgeline Trail|Orchard Grove Lane|Fieldstone Boulevard|Aspen Hollow Road|Harbourview Terrace|Tamarack Place"
).split("|")
CA_RUES = (
    "rue des Cerisiers|boulevard des Hauts-Bois|avenue du Parc-Champêtre|chemin de la Rivière-aux-Sables|"
    "rue de la Fonderie|montée des Pionniers|rang du Petit-Brûlé|rue des Outardes|rue du Coteau-Fleuri"
).split("|")

# code: name, abbreviation, (town, ZIP prefix) pairs, area codes
STATES = {
    "ca": (
        "California",
        "CA",
        "Fresno:937 Riverside:925 Santa_Rosa:954 Bakersfield:933 Oxnard:930",
        "559 951 707 661 805",
    ),
    "ny": (
        "New York",
        "NY",
        "Albany:122 Syracuse:132 Yonkers:107 Rochester:146 Brooklyn:112",
        "518 315 914 585 718 347",
    ),
    "tx": ("Texas", "TX", "El_Paso:799 Lubbock:794 Laredo:780 Waco:767 McAllen:785", "915 806 956 254"),
    "fl": (
        "Florida",
        "FL",
        "Tallahassee:323 Gainesville:326 Orlando:328 Pensacola:325 Hialeah:330",
        "850 352 407 305 786",
    ),
    "il": (
        "Illinois",
        "IL",
        "Peoria:616 Joliet:604 Springfield:627 Aurora:605 Rockford:611",
        "309 815 217 630 779",
    ),
    "wa": (
        "Washington",
        "WA",
        "Spokane:992 Tacoma:984 Yakima:989 Bellingham:982 Olympia:985",
        "509 253 360 425",
    ),
    "ga": (
        "Georgia",
        "GA",
        "Macon:312 Savannah:314 Athens:306 Columbus:319 Marietta:300",
        "478 912 706 770 678",
    ),
    "az": ("Arizona", "AZ", "Tucson:857 Mesa:852 Flagstaff:860 Yuma:853 Chandler:852", "520 480 928 602"),
    "co": (
        "Colorado",
        "CO",
        "Pueblo:810 Greeley:806 Aurora:800 Boulder:803 Grand_Junction:815",
        "719 970 720 303",
    ),
    "ma": (
        "Massachusetts",
        "MA",
        "Worcester:016 Springfield:011 Lowell:018 New_Bedford:027 Quincy:021",
        "508 413 978 774 617",
    ),
    "oh": ("Ohio", "OH", "Akron:443 Dayton:454 Toledo:436 Youngstown:445 Canton:447", "330 937 419 234"),
    "nc": (
        "North Carolina",
        "NC",
        "Durham:277 Greensboro:274 Asheville:288 Fayetteville:283 Wilmington:284",
        "919 336 828 910",
    ),
    "mn": (
        "Minnesota",
        "MN",
        "Duluth:558 Rochester:559 Bloomington:554 St._Cloud:563 Mankato:560",
        "218 507 952 320",
    ),
    "pa": (
        "Pennsylvania",
        "PA",
        "Allentown:181 Erie:165 Scranton:185 Lancaster:176 Harrisburg:171",
        "610 814 570 717",
    ),
}
STATES = {
    k: (n, a, [(t.split(":")[0].replace("_", " "), t.split(":")[1]) for t in towns.split()], ac.split())
    for k, (n, a, towns, ac) in STATES.items()
}
US_STREETS = (
    "Magnolia Bend Drive|Sycamore Ridge Road|Old Mill Creek Lane|Prairie Wind Court|Willow Brook Parkway|"
    "Tanglewood Circle|Canyon Vista Drive|Hickory Hollow Road|Bluebonnet Trail|Quail Run Lane|Shady Oaks Boulevard"
).split("|")

POSTAL_TAIL = "ABCEGHJKLMNPRSTVWXYZ"


def nanp(rng, areas, style=None):
    area = rng.choice(areas)
    while True:
        exch = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
        if exch[1:] != "11" and exch != "555":
            break
    line = digits(rng, 4)
    style = style if style is not None else rng.randrange(6)
    return [
        f"({area}) {exch}-{line}",
        f"{area}-{exch}-{line}",
        f"{area}.{exch}.{line}",
        f"+1 {area} {exch} {line}",
        f"1-{area}-{exch}-{line}",
        f"{area} {exch}-{line}",
    ][style]


def ca_home(rng, prov, french):
    name, abbr, fr_name, towns, areas, letters, _, _ = PROVINCES[prov]
    n = rng.randint(3, 2950)
    if french:
        street = f"{n}, {rng.choice(CA_RUES)}" + (
            f", app. {rng.randint(1, 30)}" if rng.random() < 0.35 else ""
        )
        region = rng.choice([fr_name, abbr])
    else:
        street = f"{n} {rng.choice(CA_STREETS)}"
        roll = rng.random()
        if roll < 0.2:
            street = f"{rng.randint(1, 40)}-{street}"
        elif roll < 0.35:
            street = f"Unit {rng.randint(101, 1804)}, {street}"
        region = rng.choice([name, abbr, abbr])
    postal = (
        rng.choice(letters)
        + str(rng.randint(0, 9))
        + rng.choice(POSTAL_TAIL)
        + " "
        + str(rng.randint(0, 9))
        + rng.choice(POSTAL_TAIL)
        + str(rng.randint(0, 9))
    )
    addr = f"{street}, {rng.choice(towns)}, {region}"
    glue = rng.choice(["  ", " ", ", "])
    return {
        "where": ("ca", prov),
        "addr": [pii(addr, "ADDRESS"), glue, pii(postal, "POSTAL_CODE")],
        "phone": nanp(rng, areas),
    }


def us_home(rng, state):
    name, abbr, towns, areas = STATES[state]
    town, zip3 = rng.choice(towns)
    street = f"{rng.randint(10, 9800)} {rng.choice(US_STREETS)}"
    if rng.random() < 0.3:
        street += rng.choice(
            [f", Apt {rng.randint(1, 24)}{rng.choice('ABCDEF')}", f", Unit {rng.randint(100, 480)}"]
        )
    region = abbr if rng.random() < 0.75 else name
    zipcode = zip3 + digits(rng, 2) + (f"-{digits(rng, 4)}" if rng.random() < 0.25 else "")
    return {
        "where": ("us", state),
        "addr": [pii(f"{street}, {town}, {region}", "ADDRESS"), f" {zipcode}"],
        "phone": nanp(rng, areas),
    }


def ca_licence(rng, prov, family, born):
    initial = (ascii_letters(family) or "X")[0]
    if prov == "on":
        return f"{initial}{digits(rng, 4)}-{digits(rng, 5)}-{born:%y%m%d}"[:17]
    if prov == "qc":
        return f"{initial}{digits(rng, 4)}-{born:%d%m%y}-{digits(rng, 2)}"
    if prov == "ab":
        return f"{digits(rng, 6)}-{digits(rng, 3)}"
    if prov == "ns":
        return f"{(ascii_letters(family) + 'XXXXX')[:5]}{born:%d%m%y}{digits(rng, 3)}"
    if prov == "mb":
        return f"{(ascii_letters(family) + 'XXXX')[:4]}-{initial}{digits(rng, 3)}-{rng.choice('ABCDEGHK')}{digits(rng, 2)}"
    if prov == "nl":
        return f"{initial}{digits(rng, 9)}"
    return digits(rng, {"bc": 7, "sk": 8, "nb": 7}.get(prov, 6))


def us_licence(rng, state, family):
    initial = (ascii_letters(family) or "X")[0]
    shapes = {
        "ca": f"{initial}{digits(rng, 7)}",
        "ny": f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        "tx": digits(rng, 8),
        "fl": f"{initial}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 1)}",
        "il": f"{initial}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
        "wa": "WDL" + "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ23456789") for _ in range(9)),
        "ga": digits(rng, 9),
        "az": f"{initial}{digits(rng, 8)}",
        "co": f"{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 4)}",
        "ma": f"S{digits(rng, 8)}",
        "oh": f"{rng.choice('ABCDEFRST')}{rng.choice('KLMNPRST')}{digits(rng, 6)}",
        "nc": digits(rng, 10),
        "mn": f"{initial}{digits(rng, 12)}",
        "pa": f"{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}",
    }
    return shapes[state]


def ca_bank(rng, lang):
    transit = f"{digits(rng, 5)}-{rng.choice(['001', '002', '003', '004', '006', '010', '815', '837'])}"
    account = digits(rng, rng.choice([7, 7, 9, 12]))
    if lang == "fr":
        return [
            "transit-institution ",
            decoy(transit, "bank_code"),
            " ; compte ",
            pii(account, "BANK_ACCOUNT"),
        ]
    return ["transit/institution ", decoy(transit, "bank_code"), "; account ", pii(account, "BANK_ACCOUNT")]


def us_bank(rng, lang):
    account = digits(rng, rng.choice([8, 10, 10, 12]))
    if lang == "es":
        return ["ruta ABA ", decoy(aba(rng), "bank_code"), " — cuenta n.º ", pii(account, "BANK_ACCOUNT")]
    return ["routing ", decoy(aba(rng), "bank_code"), " — acct. ", pii(account, "BANK_ACCOUNT")]
