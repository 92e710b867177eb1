"""Hand-typed places: provinces, states and 16 foreign jurisdictions, with streets and locale pools."""

from __future__ import annotations

# code: (name, postal first letters, area codes, towns)
PROVINCES = {
    "ON": (
        "Ontario",
        "KLMNP",
        "289 343 416 519 613 647 705 807 905",
        "Kanata|Orillia|Kenora|Brantford|Timmins|Cobourg|Sarnia|Whitby",
    ),
    "QC": (
        "Québec",
        "GHJ",
        "418 438 450 514 579 581 819 873",
        "Rimouski|Lévis|Terrebonne|Granby|Saguenay|Val-d'Or|Blainville",
    ),
    "BC": (
        "British Columbia",
        "V",
        "236 250 604 672 778",
        "Nanaimo|Kamloops|Prince George|Penticton|Surrey|Courtenay",
    ),
    "AB": ("Alberta", "T", "368 403 587 780 825", "Lethbridge|Red Deer|Airdrie|Grande Prairie|Okotoks|Leduc"),
    "MB": ("Manitoba", "R", "204 431", "Brandon|Steinbach|Thompson|Selkirk|Morden"),
    "SK": ("Saskatchewan", "S", "306 639", "Moose Jaw|Yorkton|Swift Current|Prince Albert|Estevan"),
    "NS": ("Nova Scotia", "B", "782 902", "Truro|Antigonish|Yarmouth|Sydney|Bridgewater"),
    "NB": ("New Brunswick", "E", "506", "Moncton|Miramichi|Edmundston|Sackville|Bathurst"),
    "NL": ("Newfoundland and Labrador", "A", "709", "Gander|Corner Brook|Mount Pearl|Clarenville"),
    "PE": ("Prince Edward Island", "C", "782 902", "Summerside|Montague|Souris|Kensington"),
}
PROV_WEIGHTS = {"ON": 30, "QC": 20, "BC": 14, "AB": 11, "MB": 6, "SK": 5, "NS": 5, "NB": 4, "NL": 3, "PE": 2}

# code: (name, zip prefixes, area codes, towns)
STATES = {
    "NY": (
        "New York",
        "120 130 142 146",
        "315 516 585 607 716 845 914",
        "Schenectady|Ithaca|Poughkeepsie|Utica|Binghamton",
    ),
    "CA": (
        "California",
        "920 936 945 955",
        "209 408 530 559 661 707 831 951",
        "Fresno|Modesto|Eureka|Salinas|Bakersfield|Redding",
    ),
    "TX": (
        "Texas",
        "750 765 787 799",
        "254 325 361 432 806 830 936 940",
        "Waco|Abilene|Lubbock|Odessa|Tyler|Beaumont",
    ),
    "FL": (
        "Florida",
        "320 327 335 339",
        "239 321 352 386 727 772 850 941",
        "Ocala|Gainesville|Sarasota|Pensacola|Naples",
    ),
    "IL": (
        "Illinois",
        "601 617 625 629",
        "217 224 309 618 630 779 815",
        "Peoria|Champaign|Joliet|Rockford|Decatur",
    ),
    "WA": (
        "Washington",
        "983 985 989 992",
        "253 360 425 509 564",
        "Yakima|Bellingham|Olympia|Spokane|Kennewick",
    ),
    "MA": (
        "Massachusetts",
        "010 014 021 027",
        "339 351 413 508 774 978",
        "Worcester|Pittsfield|Lowell|Brockton|Fall River",
    ),
    "PA": (
        "Pennsylvania",
        "151 166 175 186",
        "215 267 412 484 570 610 717 814",
        "Altoona|Scranton|Lancaster|Erie|Reading",
    ),
    "OH": (
        "Ohio",
        "432 436 443 452",
        "216 234 330 419 440 513 614 740 937",
        "Akron|Toledo|Dayton|Canton|Zanesville",
    ),
    "GA": (
        "Georgia",
        "303 310 314 318",
        "229 404 470 478 678 706 762 912",
        "Macon|Savannah|Athens|Valdosta|Albany",
    ),
    "MI": (
        "Michigan",
        "480 488 495 498",
        "231 248 269 313 517 586 616 734 906 989",
        "Kalamazoo|Lansing|Marquette|Saginaw|Flint",
    ),
    "MN": (
        "Minnesota",
        "553 558 559 565",
        "218 320 507 612 651 763 952",
        "Duluth|Rochester|Mankato|Bemidji|St. Cloud",
    ),
    "AZ": ("Arizona", "850 857 860 863", "480 520 602 623 928", "Flagstaff|Yuma|Tucson|Prescott|Mesa"),
    "NJ": (
        "New Jersey",
        "070 076 080 088",
        "201 551 609 732 856 862 908 973",
        "Trenton|Camden|Paterson|Hoboken|Edison",
    ),
}
STATE_WEIGHTS = {
    "NY": 9,
    "CA": 12,
    "TX": 10,
    "FL": 8,
    "IL": 6,
    "WA": 6,
    "MA": 5,
    "PA": 6,
    "OH": 5,
    "GA": 5,
    "MI": 5,
    "MN": 4,
    "AZ": 4,
    "NJ": 5,
}

CA_STREETS = (
    "Larkspur Crescent|Thornbury Road|Cedarvale Avenue|Wexford Drive|Kittiwake Lane|Pinecrest Gate|Old Mill Line|"
    "Haliburton Street|Marlowe Court|Sandpiper Way|Concession 7|Bayview Heights|Rideau Terrace|Juniper Bay"
).split("|")
QC_STREETS = (
    "rue des Érables|boulevard Saint-Joseph|avenue du Parc-Lafontaine|rue Notre-Dame Ouest|chemin du Lac-Beauport|"
    "rue de la Montagne|rang Sainte-Catherine|montée Masson"
).split("|")
US_STREETS = (
    "Sycamore Lane|Harbor View Drive|Quail Hollow Road|Westmoreland Avenue|Cottonwood Court|Briar Patch Trail|"
    "Old Post Road|Magnolia Street|Ridgecrest Boulevard|Tamarack Circle|County Road 14|Foxglove Way"
).split("|")
UNITS = ("Apt 4B", "Unit 12", "Suite 210", "#305", "Apt. 7", "Unit 3")
QC_UNITS = ("app. 4", "app. 12", "bureau 210")

# code: (country, towns, streets, postcode style, phone country code, phone groups, locales)
FOREIGN = {
    "uk": (
        "United Kingdom",
        "Leicester|Swindon|Carlisle|Ipswich|Wrexham",
        "Ashgrove Road|Kingsmead Close|Priory Lane|Mill Wynd",
        "uk",
        "44",
        "4 3 3",
        "en-GB cy gd pa ur bn pl",
    ),
    "ie": (
        "Ireland",
        "Galway|Kilkenny|Tralee|Dundalk|Sligo",
        "Bóthar na Trá|Castle Street|Shandon Terrace",
        "ie",
        "353",
        "2 3 4",
        "en-IE ga pl pt-BR",
    ),
    "au": (
        "Australia",
        "Ballarat|Wollongong|Townsville|Bendigo|Geelong",
        "Wattle Grove|Banksia Street|Coolabah Drive",
        "au",
        "61",
        "1 4 4",
        "en-AU vi el zh-CN ar",
    ),
    "nz": (
        "New Zealand",
        "Whanganui|Rotorua|Nelson|Napier|Timaru",
        "Kowhai Road|Rata Street|Tui Crescent",
        "nz",
        "64",
        "1 3 4",
        "en-NZ mi sm to fj",
    ),
    "za": (
        "South Africa",
        "Polokwane|Stellenbosch|Kimberley|Mthatha|Rustenburg",
        "Jacaranda Avenue|Protea Street|Kerk Street",
        "za",
        "27",
        "2 3 4",
        "en-ZA af zu xh",
    ),
    "ng": (
        "Nigeria",
        "Ibadan|Enugu|Abeokuta|Kaduna|Owerri",
        "Adeola Odeku Street|Okpara Avenue|Ahmadu Close",
        "ng",
        "234",
        "3 3 4",
        "yo ig ha en-NG",
    ),
    "ke": (
        "Kenya",
        "Nakuru|Kisumu|Eldoret|Thika|Machakos",
        "Moi Avenue|Kenyatta Road|Ngong Lane",
        "ke",
        "254",
        "3 3 3",
        "sw ki luo so",
    ),
    "gh": (
        "Ghana",
        "Kumasi|Tamale|Cape Coast|Ho|Takoradi",
        "Liberation Road|Oxford Street|Kanda Close",
        "gh",
        "233",
        "2 3 4",
        "ak ee en-GH",
    ),
    "in": (
        "India",
        "Pune|Coimbatore|Nagpur|Mysuru|Bhubaneswar",
        "MG Road|Nehru Nagar|Gandhi Marg",
        "in",
        "91",
        "5 5",
        "hi mr ta te kn ml or en-IN bn gu pa",
    ),
    "sg": (
        "Singapore",
        "Singapore",
        "Tampines Street 41|Jurong West Avenue 1|Toa Payoh Lorong 2",
        "sg",
        "65",
        "4 4",
        "en-SG zh-CN ms ta",
    ),
    "ph": (
        "Philippines",
        "Cebu City|Davao City|Iloilo City|Baguio",
        "Mabini Street|Rizal Avenue|Osmeña Boulevard",
        "ph",
        "63",
        "3 3 4",
        "tl ceb",
    ),
    "jm": (
        "Jamaica",
        "Kingston|Montego Bay|Mandeville|Ocho Rios",
        "Hope Road|Barbican Road|Church Street",
        "jm",
        "1876",
        "3 4",
        "en-JM",
    ),
    "tt": (
        "Trinidad and Tobago",
        "San Fernando|Arima|Chaguanas|Scarborough",
        "Coffee Street|Eastern Main Road|Sorzano Street",
        "tt",
        "1868",
        "3 4",
        "en-TT",
    ),
    "mx": (
        "México",
        "Puebla|Querétaro|Mérida|Oaxaca|Saltillo",
        "Calle 5 de Mayo|Avenida Juárez|Calle Hidalgo",
        "mx",
        "52",
        "3 3 4",
        "es-MX",
    ),
    "de": (
        "Deutschland",
        "Freiburg|Bielefeld|Rostock|Augsburg|Kassel",
        "Lindenstraße|Am Mühlbach|Goethestraße",
        "de",
        "49",
        "3 7",
        "de tr ru pl",
    ),
    "nl": (
        "Nederland",
        "Utrecht|Groningen|Zwolle|Tilburg|Leiden",
        "Prinsengracht|Kerkstraat|Molenweg",
        "nl",
        "31",
        "2 3 4",
        "nl tr ar",
    ),
}

CA_POOL = "en-CA fr-CA cr oj moh mic iu pa zh-HK zh-CN tl ar so ht vi hi gu ta uk ko fa pt-PT it el".split()
QC_POOL = "fr-CA ht ar es-CO vi zh-CN moh fr ro pt-PT".split()
US_POOL = "en-US es-US es-MX nv dak haw hmn vi ko tl zh-CN am so ru yo ht pl he".split()
