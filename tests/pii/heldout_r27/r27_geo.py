"""Round-27 places: provinces and territories, states, and the seventeen other jurisdictions (towns, streets,
area codes, postal shapes, which locales live there)."""

from __future__ import annotations

# code: (English name, French name, postal first letters, area codes, towns, weight)
PROVINCES = {
    "on": (
        "Ontario",
        "Ontario",
        "KLMNP",
        "416 647 905 289 613 343 705 249 519 226 807",
        "Peterborough Sudbury Kingston Barrie Thunder_Bay Oshawa Guelph Sarnia Timmins Brantford",
        30,
    ),
    "qc": (
        "Quebec",
        "Québec",
        "GHJ",
        "514 438 450 579 418 581 819 873",
        "Longueuil Sherbrooke Trois-Rivières Saguenay Gatineau Rimouski Lévis Drummondville Terrebonne Saint-Hyacinthe",
        22,
    ),
    "bc": (
        "British Columbia",
        "Colombie-Britannique",
        "V",
        "604 778 236 250 672",
        "Kamloops Nanaimo Kelowna Abbotsford Prince_George Chilliwack Vernon Courtenay Surrey Penticton",
        16,
    ),
    "ab": (
        "Alberta",
        "Alberta",
        "T",
        "403 587 780 825",
        "Lethbridge Red_Deer Medicine_Hat Grande_Prairie Airdrie Okotoks Camrose Leduc",
        9,
    ),
    "mb": ("Manitoba", "Manitoba", "R", "204 431", "Brandon Steinbach Thompson Selkirk Dauphin Morden", 4),
    "sk": (
        "Saskatchewan",
        "Saskatchewan",
        "S",
        "306 639",
        "Moose_Jaw Prince_Albert Yorkton Swift_Current North_Battleford Estevan",
        4,
    ),
    "ns": (
        "Nova Scotia",
        "Nouvelle-Écosse",
        "B",
        "902 782",
        "Truro Antigonish Yarmouth Bridgewater Wolfville Sydney_Mines",
        4,
    ),
    "nb": (
        "New Brunswick",
        "Nouveau-Brunswick",
        "E",
        "506",
        "Moncton Edmundston Bathurst Miramichi Caraquet Shediac",
        3,
    ),
    "nl": (
        "Newfoundland and Labrador",
        "Terre-Neuve-et-Labrador",
        "A",
        "709",
        "Gander Corner_Brook Grand_Falls-Windsor Clarenville Happy_Valley-Goose_Bay",
        2,
    ),
    "pe": (
        "Prince Edward Island",
        "Île-du-Prince-Édouard",
        "C",
        "902 782",
        "Summerside Montague Souris Kensington",
        2,
    ),
    "yt": ("Yukon", "Yukon", "Y", "867", "Dawson Watson_Lake Haines_Junction Carmacks", 1),
    "nt": (
        "Northwest Territories",
        "Territoires du Nord-Ouest",
        "X",
        "867",
        "Inuvik Hay_River Fort_Smith Behchokǫ̀",
        1,
    ),
    "nu": ("Nunavut", "Nunavut", "X", "867", "Rankin_Inlet Arviat Cambridge_Bay Pond_Inlet Baker_Lake", 1),
}
PROVINCE_ABBR = {
    "on": "ON", "qc": "QC", "bc": "BC", "ab": "AB", "mb": "MB", "sk": "SK", "ns": "NS", "nb": "NB", "nl": "NL",
    "pe": "PE", "yt": "YT", "nt": "NT", "nu": "NU",
}  # fmt: skip

# code: (name, area codes, towns, ZIP first three digits)
STATES = {
    "NY": (
        "New York",
        "315 518 585 607 716 845 914",
        "Poughkeepsie Schenectady Utica Ithaca Binghamton Yonkers",
        "105 122 132 148",
    ),
    "CA": (
        "California",
        "209 530 559 661 707 805 909 951",
        "Bakersfield Modesto Redding Fresno Visalia Salinas Vallejo",
        "932 953 960 937",
    ),
    "TX": (
        "Texas",
        "254 325 361 409 432 806 903 956",
        "Amarillo Lubbock Beaumont Laredo Abilene Tyler Waco",
        "791 794 777 780",
    ),
    "FL": (
        "Florida",
        "239 321 352 386 772 850 863 941",
        "Gainesville Ocala Tallahassee Sarasota Lakeland Pensacola",
        "326 344 323 342",
    ),
    "IL": (
        "Illinois",
        "217 309 618 630 708 779 815",
        "Peoria Rockford Joliet Champaign Decatur Bloomington",
        "616 611 604 618",
    ),
    "WA": (
        "Washington",
        "253 360 425 509 564",
        "Spokane Yakima Bellingham Olympia Wenatchee Kennewick",
        "992 989 982 985",
    ),
    "MI": (
        "Michigan",
        "231 269 517 616 810 906 989",
        "Kalamazoo Lansing Saginaw Flint Marquette Muskegon",
        "490 489 486 485",
    ),
    "GA": (
        "Georgia",
        "229 478 706 762 912",
        "Macon Savannah Valdosta Athens Augusta Dalton",
        "312 314 316 306",
    ),
    "AZ": ("Arizona", "480 520 623 928", "Flagstaff Yuma Tucson Prescott Mesa Kingman", "860 853 857 863"),
    "MN": (
        "Minnesota",
        "218 320 507 651 763 952",
        "Duluth Rochester Mankato Bemidji Moorhead Stillwater",
        "558 559 560 565",
    ),
    "NJ": (
        "New Jersey",
        "201 551 609 732 848 856 908 973",
        "Trenton Camden Paterson Edison Vineland Hackensack",
        "086 081 075 088",
    ),
    "OH": (
        "Ohio",
        "216 234 330 419 440 513 614 740 937",
        "Akron Dayton Toledo Youngstown Canton Zanesville",
        "443 454 436 445",
    ),
    "PA": (
        "Pennsylvania",
        "215 267 412 484 570 610 717 814",
        "Allentown Scranton Erie Harrisburg Altoona Reading",
        "181 185 165 171",
    ),
    "NC": (
        "North Carolina",
        "252 336 704 828 910 919 980",
        "Asheville Wilmington Greensboro Durham Fayetteville Boone",
        "288 284 274 277",
    ),
    "NM": ("New Mexico", "505 575", "Las_Cruces Santa_Fe Gallup Roswell Farmington Taos", "880 875 873 882"),
    "MA": (
        "Massachusetts",
        "339 413 508 617 774 781 978",
        "Worcester Springfield Lowell Pittsfield Brockton Fall_River",
        "016 011 018 012",
    ),
    "OR": ("Oregon", "458 503 541 971", "Eugene Salem Bend Medford Corvallis Astoria", "974 973 977 975"),
    "TN": (
        "Tennessee",
        "423 615 731 865 901 931",
        "Knoxville Chattanooga Clarksville Jackson Murfreesboro Johnson_City",
        "379 374 370 383",
    ),
}

STREETS_EN = (
    "Larkspur Thornbury Ravenhill Copperfield Millbrook Hazelwood Quarry Birchmount Foxglove Kestrel Sandalwood "
    "Ironwood Pinecrest Lakeshore Orchard Juniper Tamarack Ridgeview Cobblestone Wheatfield Harbourview Bramble "
    "Chestnut Drumlin Fieldstone Meadowlark Aspen Wolverton Glenholme Stonegate"
).split()
STREET_TYPES_EN = "Street Avenue Road Drive Crescent Court Lane Boulevard Way Place Terrace Trail".split()
STREET_ABBR_EN = "St Ave Rd Dr Cres Ct Ln Blvd Way Pl Terr Trl".split()
STREETS_FR = (
    "des Érables|du Quai|Sainte-Catherine|des Pins|de la Montagne|Principale|des Ormeaux|de l'Église|"
    "Saint-Laurent|des Cèdres|du Boisé|de la Rivière|Champlain|des Peupliers|du Moulin|Laviolette"
).split("|")
STREET_TYPES_FR = "rue|avenue|boulevard|chemin|rang|montée|place".split("|")
US_UNITS = "Apt|Unit|Suite|#|Trlr|Lot".split("|")

# Seventeen other jurisdictions: name in English, document language, towns, locales that live there.
WORLD = {
    "uk": (
        "United Kingdom",
        "en",
        "Swindon Carlisle Wolverhampton Lancaster Ipswich Harrogate Gloucester Stockport",
        "en-GB en-GB en-IE pa ur bn gd cy yo pl",
    ),
    "ie": (
        "Ireland",
        "en",
        "Kilkenny Athlone Tralee Sligo Ennis Letterkenny Navan Wexford",
        "en-IE en-IE ga pl lt pt-BR ro",
    ),
    "au": (
        "Australia",
        "en",
        "Ballarat Toowoomba Wollongong Geelong Bendigo Cairns Launceston Mildura",
        "en-AU en-AU zh-CN vi el hi ar-SY sm",
    ),
    "nz": (
        "New Zealand",
        "en",
        "Whanganui Rotorua Invercargill Napier Nelson Tauranga Timaru Gisborne",
        "en-NZ mi mi to sm zh-TW hi",
    ),
    "za": (
        "South Africa",
        "en",
        "Polokwane Kimberley Mbombela Bloemfontein Rustenburg George Mthatha Upington",
        "en-ZA zu xh en-ZA sw so",
    ),
    "in": (
        "India",
        "en",
        "Nagpur Coimbatore Indore Mysuru Bhubaneswar Ludhiana Vadodara Thrissur",
        "hi mr ta te kn ml or gu pa bn",
    ),
    "sg": (
        "Singapore",
        "en",
        "Tampines Woodlands Bedok Jurong_West Sengkang Toa_Payoh Punggol Yishun",
        "zh-CN ms ta en-GB hi tl",
    ),
    "ke": ("Kenya", "en", "Nakuru Eldoret Kisumu Machakos Nyeri Meru Thika Malindi", "sw sw so om am en-GB"),
    "fr": (
        "France",
        "fr",
        "Besançon Clermont-Ferrand Perpignan Angers Limoges Brest Nîmes Poitiers",
        "fr-FR fr-FR ar-MA wo pt-PT bm ht",
    ),
    "be": (
        "Belgium",
        "fr",
        "Namur Charleroi Liège Mons Wavre Arlon Tournai Verviers",
        "fr-BE fr-BE nl-BE ar-MA tr ln it-IT",
    ),
    "ch": (
        "Switzerland",
        "de",
        "Winterthur Luzern St._Gallen Thun Aarau Chur Schaffhausen Zug",
        "de-CH de-CH it-IT sq pt-PT sr-Latn",
    ),
    "de": (
        "Germany",
        "de",
        "Göttingen Würzburg Osnabrück Regensburg Kassel Rostock Ulm Bielefeld",
        "de-DE de-DE tr pl ru ar-SY hr",
    ),
    "es": (
        "Spain",
        "es",
        "Valladolid Córdoba Murcia Salamanca Logroño Cáceres Girona Alicante",
        "es-ES es-ES ca eu gl ro ar-MA",
    ),
    "it": (
        "Italy",
        "it",
        "Bergamo Perugia Lecce Modena Trieste Cagliari Verona Salerno",
        "it-IT it-IT ro sq ar-EG uk",
    ),
    "nl": (
        "Netherlands",
        "nl",
        "Zwolle Leeuwarden Nijmegen Tilburg Enschede Haarlem Delft Almere",
        "nl-NL nl-NL fy tr ar-MA pap",
    ),
    "pt": (
        "Portugal",
        "pt",
        "Braga Coimbra Aveiro Faro Setúbal Viseu Guimarães Évora",
        "pt-PT pt-PT pt-BR pt-CV uk ne",
    ),
    "br": (
        "Brazil",
        "pt",
        "Campinas Londrina Uberlândia Joinville Sorocaba Maringá Feira_de_Santana Juiz_de_Fora",
        "pt-BR pt-BR ja it-IT ar-SY",
    ),
}
STREETS_WORLD = {
    "uk": (
        "Kingsley Road|Mallard Close|Abbotsford Grove|Wrenfield Lane|Tannery Street|Cowper Mews",
        "{n} {s}, {t}",
    ),
    "ie": (
        "Ardmore Park|Church View|Castle Heights|Barrack Street|Bóthar na Trá|Cluain Mhuire",
        "{n} {s}, {t}, Co. {c}",
    ),
    "au": (
        "Wattle Street|Banksia Crescent|Jacaranda Avenue|Corella Drive|Kookaburra Close|Ironbark Road",
        "{n} {s}, {t} {st} {p}",
    ),
    "nz": (
        "Pōhutukawa Drive|Kōwhai Street|Rimu Terrace|Tūī Lane|Harakeke Road|Mānuka Place",
        "{n} {s}, {t} {p}",
    ),
    "za": (
        "Protea Street|Jacaranda Avenue|Mopani Road|Umhlanga Drive|Kiepersol Crescent|Baobab Lane",
        "{n} {s}, {t}, {p}",
    ),
    "in": (
        "MG Road|Gandhi Nagar 2nd Cross|Shivaji Chowk|Nehru Colony|Ashok Vihar Phase 1|Tilak Marg",
        "{n}, {s}, {t} {p}",
    ),
    "sg": (
        "Street 21|Avenue 4|Drive 8|Crescent 3|Road 12|North Street 31",
        "Blk {n} {t} {s}, #0{f}-{u} Singapore {p}",
    ),
    "ke": (
        "Moi Avenue|Kenyatta Road|Ngong Lane|Oginga Odinga Street|Kimathi Way|Haile Selassie Avenue",
        "{s} {n}, P.O. Box {b}-{p}, {t}",
    ),
    "fr": (
        "rue des Tanneurs|avenue Jean-Jaurès|impasse des Lilas|boulevard Voltaire|allée des Tilleuls|rue du Four",
        "{n} {s}, {p} {t}",
    ),
    "be": (
        "rue de la Station|chaussée de Namur|avenue des Combattants|rue Haute|place Saint-Lambert|rue du Pont",
        "{s} {n}, {p} {t}",
    ),
    "ch": ("Bahnhofstrasse|Seeweg|Rosenbergstrasse|Kirchgasse|Lindenhof|Alpenblick", "{s} {n}, {p} {t}"),
    "de": ("Lindenstraße|Am Mühlbach|Gartenweg|Kastanienallee|Schillerplatz|Uferstraße", "{s} {n}, {p} {t}"),
    "es": (
        "calle Mayor|avenida de la Constitución|calle del Olmo|plaza de España|calle Real|paseo del Prado",
        "{s}, {n}, {f}º {d}, {p} {t}",
    ),
    "it": (
        "via Garibaldi|corso Mazzini|via dei Mille|piazza Cavour|viale Europa|via Roma",
        "{s} {n}, {p} {t}",
    ),
    "nl": ("Kerkstraat|Molenweg|Dorpsstraat|Stationsplein|Lindelaan|Prinsengracht", "{s} {n}, {p} {t}"),
    "pt": (
        "Rua da Liberdade|Avenida da República|Travessa do Carmo|Rua Direita|Largo do Chafariz|Rua das Flores",
        "{s}, {n}, {f}.º Esq., {p} {t}",
    ),
    "br": (
        "Rua das Palmeiras|Avenida Brasil|Rua Sete de Setembro|Travessa São José|Rua Tiradentes|Alameda Santos",
        "{s}, {n}, apto {u}, {t} - {st}, {p}",
    ),
}
WORLD_REGIONS = {
    "ie": "Kilkenny Westmeath Kerry Sligo Clare Donegal Meath Wexford",
    "au": "VIC QLD NSW VIC VIC QLD TAS VIC",
    "br": "SP PR MG SC SP PR BA MG",
}
