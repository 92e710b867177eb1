"""Round-28 places: Canadian provinces and territories, US states, and the countries a person may live in, with
towns, streets and postal-code shapes. Written fresh for this round."""

from __future__ import annotations

# code: (English name, French name, letters that start its postal codes, area codes, towns, weight)
PROVINCES = {
    "on": (
        "Ontario",
        "Ontario",
        "KLMNP",
        "416 647 437 905 289 613 343 519 226 705 249 807",
        "Peterborough|Kingston|Sudbury|Barrie|Guelph|Timmins|Cornwall|Orillia|Ottawa|Toronto",
        10,
    ),
    "qc": (
        "Quebec",
        "Québec",
        "GHJ",
        "514 438 450 579 418 581 819 873",
        "Sherbrooke|Trois-Rivières|Saguenay|Rimouski|Gatineau|Drummondville|Joliette|Montréal|Lévis",
        8,
    ),
    "bc": (
        "British Columbia",
        "Colombie-Britannique",
        "V",
        "604 778 236 250 672",
        "Kamloops|Nanaimo|Prince George|Kelowna|Abbotsford|Cranbrook|Vancouver|Surrey",
        6,
    ),
    "ab": (
        "Alberta",
        "Alberta",
        "T",
        "403 587 780 825",
        "Lethbridge|Red Deer|Medicine Hat|Grande Prairie|Airdrie|Calgary",
        4,
    ),
    "mb": ("Manitoba", "Manitoba", "R", "204 431", "Brandon|Steinbach|Thompson|Selkirk|Winkler|Winnipeg", 2),
    "sk": (
        "Saskatchewan",
        "Saskatchewan",
        "S",
        "306 639",
        "Moose Jaw|Prince Albert|Yorkton|Swift Current|Regina",
        2,
    ),
    "ns": (
        "Nova Scotia",
        "Nouvelle-Écosse",
        "B",
        "902 782",
        "Truro|Antigonish|Yarmouth|Bridgewater|Halifax",
        2,
    ),
    "nb": (
        "New Brunswick",
        "Nouveau-Brunswick",
        "E",
        "506",
        "Moncton|Fredericton|Edmundston|Dieppe|Caraquet|Bathurst",
        2,
    ),
    "nl": (
        "Newfoundland and Labrador",
        "Terre-Neuve-et-Labrador",
        "A",
        "709",
        "Corner Brook|Gander|Grand Falls-Windsor|Mount Pearl|Stephenville",
        1,
    ),
    "pe": (
        "Prince Edward Island",
        "Île-du-Prince-Édouard",
        "C",
        "902 782",
        "Charlottetown|Summerside|Montague",
        1,
    ),
    "nt": (
        "Northwest Territories",
        "Territoires du Nord-Ouest",
        "X",
        "867",
        "Yellowknife|Hay River|Inuvik|Fort Smith",
        1,
    ),
    "yt": ("Yukon", "Yukon", "Y", "867", "Whitehorse|Dawson City|Watson Lake", 1),
    "nu": ("Nunavut", "Nunavut", "X", "867", "Iqaluit|Rankin Inlet|Cambridge Bay|Pond Inlet", 1),
}
CA_ABBR = {
    "on": "ON",
    "qc": "QC",
    "bc": "BC",
    "ab": "AB",
    "mb": "MB",
    "sk": "SK",
    "ns": "NS",
    "nb": "NB",
    "nl": "NL",
    "pe": "PE",
    "nt": "NT",
    "yt": "YT",
    "nu": "NU",
}

# code: (name, area codes, towns, first digits of its ZIP codes)
STATES = {
    "CA": (
        "California",
        "213 310 415 510 559 619 714 916",
        "Fresno|Riverside|Stockton|Oxnard|Sacramento|Salinas",
        "93 92 95",
    ),
    "TX": (
        "Texas",
        "210 214 512 713 817 915 956",
        "El Paso|Laredo|Lubbock|Waco|San Antonio|McAllen",
        "78 79 77",
    ),
    "FL": (
        "Florida",
        "305 407 561 727 813 904",
        "Tampa|Gainesville|Ocala|Kissimmee|Hialeah|Pensacola",
        "33 32 34",
    ),
    "NY": (
        "New York",
        "212 315 518 585 718 914",
        "Albany|Syracuse|Utica|Yonkers|Rochester|Binghamton",
        "12 13 14 10",
    ),
    "IL": (
        "Illinois",
        "217 312 618 630 773 847",
        "Peoria|Joliet|Aurora|Springfield|Rockford|Cicero",
        "60 61 62",
    ),
    "WA": ("Washington", "206 253 360 425 509", "Tacoma|Spokane|Yakima|Everett|Bellingham|Kent", "98 99"),
    "GA": ("Georgia", "404 478 706 770 912", "Macon|Savannah|Athens|Augusta|Marietta|Valdosta", "30 31"),
    "AZ": ("Arizona", "480 520 602 623 928", "Tucson|Mesa|Yuma|Flagstaff|Chandler|Glendale", "85 86"),
    "NM": ("New Mexico", "505 575", "Las Cruces|Santa Fe|Roswell|Farmington|Gallup|Albuquerque", "87 88"),
    "PA": (
        "Pennsylvania",
        "215 412 570 610 717 814",
        "Allentown|Erie|Scranton|Reading|Lancaster|Altoona",
        "15 16 17 18 19",
    ),
    "OH": ("Ohio", "216 330 419 513 614 937", "Dayton|Toledo|Akron|Canton|Youngstown|Lorain", "43 44 45"),
    "MI": (
        "Michigan",
        "248 313 517 616 734 906",
        "Lansing|Flint|Kalamazoo|Dearborn|Saginaw|Marquette",
        "48 49",
    ),
    "NC": (
        "North Carolina",
        "252 336 704 828 910 919",
        "Durham|Greensboro|Asheville|Fayetteville|Wilmington",
        "27 28",
    ),
    "CO": ("Colorado", "303 719 720 970", "Pueblo|Greeley|Aurora|Boulder|Grand Junction|Durango", "80 81"),
    "MN": (
        "Minnesota",
        "218 507 612 651 763",
        "Duluth|Rochester|Bloomington|Mankato|St. Cloud|Moorhead",
        "55 56",
    ),
    "NJ": (
        "New Jersey",
        "201 609 732 856 908 973",
        "Newark|Paterson|Camden|Trenton|Elizabeth|Passaic",
        "07 08",
    ),
    "MA": (
        "Massachusetts",
        "413 508 617 781 978",
        "Worcester|Lowell|Springfield|Brockton|Fall River|Quincy",
        "01 02",
    ),
    "OR": ("Oregon", "503 541 971", "Salem|Eugene|Medford|Bend|Gresham|Hillsboro", "97"),
}

EN_STREETS = (
    "Birchwood Tamarack Juniper Quarry Heron Sumac Fenwick Larkspur Thornbury Kestrel Alder Mapleview Orchard Haywood "
    "Briar Cobble Creek Foxglove Ironwood Millrace Pinecrest Ravine Sandpiper Wheatfield Willowbank Ashgrove"
).split()
EN_TYPES = "Street Avenue Road Crescent Drive Lane Way Court Boulevard Trail Place Terrace".split()
US_TYPES = "St Ave Rd Dr Ln Blvd Ct Way Pkwy Cir".split()
FR_STREETS = (
    "rue des Érables|rue du Coteau|chemin du Lac-Vert|avenue des Pins|rue Principale|boulevard des Forges|"
    "rue de la Montagne|rang Sainte-Julie|rue des Hirondelles|avenue du Parc-Lafontaine|rue du Moulin|"
    "chemin des Patriotes|rue des Bouleaux|montée du Golf"
).split("|")
ES_STREETS = (
    "Calle Zaragoza|Avenida Hidalgo|Calle Morelos|Privada Las Palmas|Calle Álamos|Avenida Reforma".split("|")
)

# Countries a person may live in: code -> (English name, local name, towns, phone prefix, language)
COUNTRIES = {
    "sco": (
        "United Kingdom",
        "Scotland",
        "Dundee|Perth|Stirling|Inverness|Paisley|Kirkcaldy|Aberdeen",
        "+44",
        "en",
    ),
    "ie": ("Ireland", "Éire", "Ballincollig|Tralee|Navan|Athlone|Dundalk|Clonmel", "+353", "en"),
    "au": ("Australia", "Australia", "Bendigo|Ballarat|Geelong|Wodonga|Shepparton|Mildura", "+61", "en"),
    "nz": (
        "New Zealand",
        "Aotearoa",
        "Hamilton|Tauranga|Palmerston North|Nelson|Whanganui|Napier",
        "+64",
        "en",
    ),
    "za": (
        "South Africa",
        "South Africa",
        "Pietermaritzburg|Polokwane|Gqeberha|Mbombela|Bloemfontein|Stellenbosch",
        "+27",
        "en",
    ),
    "in": ("India", "Bharat", "Pune|Mysuru|Coimbatore|Nagpur|Indore|Kochi", "+91", "en"),
    "sg": ("Singapore", "Singapore", "Singapore", "+65", "en"),
    "ph": (
        "Philippines",
        "Pilipinas",
        "Quezon City|Cebu City|Iloilo City|Baguio|Davao City|Antipolo",
        "+63",
        "en",
    ),
    "mx": ("Mexico", "México", "Puebla|Querétaro|Morelia|Saltillo|Mérida|Oaxaca", "+52", "es"),
    "ar": ("Argentina", "Argentina", "Rosario|Córdoba|Mendoza|La Plata|Salta|Mar del Plata", "+54", "es"),
    "fr": ("France", "France", "Rennes|Grenoble|Dijon|Angers|Limoges|Perpignan", "+33", "fr"),
    "lu": (
        "Luxembourg",
        "Luxembourg",
        "Esch-sur-Alzette|Differdange|Dudelange|Ettelbruck|Diekirch",
        "+352",
        "fr",
    ),
    "at": ("Austria", "Österreich", "Graz|Linz|Innsbruck|Klagenfurt|Wels|Sankt Pölten", "+43", "de"),
    "it": ("Italy", "Italia", "Bologna|Verona|Padova|Bari|Trento|Perugia", "+39", "it"),
    "nl": ("Netherlands", "Nederland", "Utrecht|Groningen|Eindhoven|Zwolle|Leiden|Nijmegen", "+31", "nl"),
    "pt": ("Portugal", "Portugal", "Braga|Coimbra|Aveiro|Setúbal|Faro|Viseu", "+351", "pt"),
    "se": ("Sweden", "Sverige", "Uppsala|Västerås|Örebro|Linköping|Umeå|Jönköping", "+46", "sv"),
    "de": (
        "Germany",
        "Deutschland",
        "Kassel|Bielefeld|Freiburg im Breisgau|Würzburg|Rostock|Erfurt",
        "+49",
        "de",
    ),
    "es": ("Spain", "España", "Zaragoza|Valladolid|Murcia|Alicante|Gijón|Granada", "+34", "es"),
}
IT_PROV = {"Bologna": "BO", "Verona": "VR", "Padova": "PD", "Bari": "BA", "Trento": "TN", "Perugia": "PG"}
AU_STATE = {
    "Bendigo": "VIC",
    "Ballarat": "VIC",
    "Geelong": "VIC",
    "Wodonga": "VIC",
    "Shepparton": "VIC",
    "Mildura": "VIC",
}
IE_COUNTY = {
    "Ballincollig": "Cork",
    "Tralee": "Kerry",
    "Navan": "Meath",
    "Athlone": "Westmeath",
    "Dundalk": "Louth",
    "Clonmel": "Tipperary",
}
LOCAL_STREETS = {
    "sco": "Braid Crescent|Craigie Road|Kinnaird Wynd|Balgay Terrace|Lochee Street|Ferry Brae",
    "ie": "Orchard Close|Castle Park|Millbrook Avenue|Rockfield Road|Church View|Greenhills Drive",
    "au": "Wattle Street|Banksia Parade|Golden Square Road|Myrtle Close|Lyttleton Terrace|Koala Court",
    "nz": "Kowhai Street|Rimu Road|Ruahine Terrace|Totara Avenue|Pohutukawa Drive|Matai Street",
    "za": "Jacaranda Street|Protea Avenue|Umgeni Road|Church Street|Loop Road|Kiepersol Crescent",
    "in": "MG Road|Shivaji Nagar Lane|Residency Road|Hill View Layout|Temple Street|Lake Road",
    "sg": "Tampines Street 41|Bedok North Avenue 3|Jurong West Street 52|Yishun Ring Road|Ang Mo Kio Avenue 6",
    "ph": "Mabini Street|Rizal Avenue|Sampaguita Street|Narra Street|Kalayaan Avenue|Molave Street",
    "mx": "Calle Independencia|Avenida Juárez|Calle Allende|Privada Jacarandas|Calle Matamoros|Calle Guerrero",
    "ar": "Avenida San Martín|Calle Belgrano|Calle Sarmiento|Avenida Pellegrini|Calle Mitre|Calle Rivadavia",
    "fr": "rue des Tanneurs|avenue Jean-Jaurès|impasse des Lilas|rue du Château|boulevard Carnot|allée des Tilleuls",
    "lu": "rue de la Gare|rue du Brill|route de Belval|rue de l'Alzette|rue des Prés|rue Dicks",
    "at": "Annenstraße|Herrengasse|Landstraße|Kärntner Ring|Bahnhofgürtel|Lindengasse",
    "it": "Via Garibaldi|Via dei Mille|Corso Cavour|Via San Vitale|Viale Mazzini|Via delle Rose",
    "nl": "Lindengracht|Oudegracht|Vismarkt|Kerkstraat|Molenweg|Prinsenstraat",
    "pt": "Rua das Flores|Rua do Souto|Avenida da Liberdade|Rua Direita|Travessa do Carmo|Rua da Sofia",
    "se": "Storgatan|Kungsgatan|Drottninggatan|Vasagatan|Skolgatan|Järnvägsgatan",
    "de": "Lindenstraße|Bahnhofstraße|Am Mühlbach|Schillerweg|Bergstraße|Rosenstraße",
    "es": "Calle Mayor|Avenida de la Constitución|Calle del Carmen|Paseo de la Estación|Calle Real|Calle Nueva",
}
