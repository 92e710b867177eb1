"""Canadian provinces and territories, US states and the streets of round 26 (typed for this round)."""

# code: (name, French name, abbreviation, postal-code first letters, area codes, towns)
PROVINCES = {
    "on": ("Ontario", "Ontario", "ON", "KLMNP", "226 249 289 343 365 437 519 548 613 647 705 807 905",
           "Timmins|Pembroke|Sarnia|Brockville|Collingwood|Elliot Lake|Stratford|Belleville|Sault Ste. Marie|Cornwall|Huntsville|Napanee|Dryden|Chatham"),
    "qc": ("Quebec", "Québec", "QC", "GHJ", "263 367 418 438 450 514 579 581 819 873",
           "Rimouski|Val-d'Or|Drummondville|Joliette|Magog|Baie-Comeau|Thetford Mines|Rivière-du-Loup|Saint-Jérôme|Matane|Granby"),
    "bc": ("British Columbia", "Colombie-Britannique", "BC", "V", "236 250 604 672 778",
           "Nanaimo|Kamloops|Nelson|Terrace|Quesnel|Cranbrook|Salmon Arm|Powell River|Williams Lake"),
    "ab": ("Alberta", "Alberta", "AB", "T", "368 403 587 780 825",
           "Lethbridge|Red Deer|Canmore|Cold Lake|Wetaskiwin|Drumheller|Peace River|Lloydminster"),
    "mb": ("Manitoba", "Manitoba", "MB", "R", "204 431 584", "Steinbach|Dauphin|The Pas|Selkirk|Gimli|Neepawa"),
    "sk": ("Saskatchewan", "Saskatchewan", "SK", "S", "306 474 639",
           "Prince Albert|Weyburn|Humboldt|Kindersley|Meadow Lake|La Ronge"),
    "ns": ("Nova Scotia", "Nouvelle-Écosse", "NS", "B", "782 902",
           "Bridgewater|Amherst|New Glasgow|Digby|Kentville|Pictou|Port Hawkesbury"),
    "nb": ("New Brunswick", "Nouveau-Brunswick", "NB", "E", "428 506",
           "Bathurst|Sussex|Grand Falls|Oromocto|Campbellton|St. Stephen"),
    "pe": ("Prince Edward Island", "Île-du-Prince-Édouard", "PE", "C", "782 902",
           "Charlottetown|O'Leary|Tignish|Georgetown|Kinkora"),
    "nl": ("Newfoundland and Labrador", "Terre-Neuve-et-Labrador", "NL", "A", "709 879",
           "Stephenville|Clarenville|Deer Lake|Labrador City|Carbonear|Channel-Port aux Basques"),
    "yt": ("Yukon", "Yukon", "YT", "Y", "867", "Carmacks|Faro|Mayo|Teslin|Carcross|Ross River"),
    "nt": ("Northwest Territories", "Territoires du Nord-Ouest", "NT", "X", "867",
           "Fort Simpson|Norman Wells|Fort Providence|Aklavik|Fort Good Hope"),
    "nu": ("Nunavut", "Nunavut", "NU", "X", "867", "Baker Lake|Igloolik|Kugluktuk|Pangnirtung|Clyde River|Gjoa Haven"),
}  # fmt: skip
PROVINCE_WEIGHTS = {"on": 8, "qc": 5, "bc": 6, "ab": 4, "mb": 2, "sk": 2, "ns": 2, "nb": 2, "pe": 1, "nl": 1,
                    "yt": 1, "nt": 1, "nu": 1}  # fmt: skip

# code: (name, abbreviation, area codes, towns, first three ZIP digits low-high)
STATES = {
    "ny": ("New York", "NY", "315 518 585 607 845 914", "Ithaca|Binghamton|Watertown|Kingston|Saratoga Springs", (120, 149)),
    "ca": ("California", "CA", "209 559 707 805 916", "Fresno|Modesto|Santa Rosa|Merced|San Luis Obispo", (932, 961)),
    "tx": ("Texas", "TX", "254 325 361 409 956", "Abilene|Waco|Laredo|Beaumont|San Angelo", (760, 799)),
    "fl": ("Florida", "FL", "239 321 386 727 863", "Lakeland|Daytona Beach|Fort Myers|Naples|St. Augustine", (320, 349)),
    "il": ("Illinois", "IL", "217 309 618 779 815", "Springfield|Champaign|Bloomington|Quincy|Joliet", (600, 629)),
    "pa": ("Pennsylvania", "PA", "267 484 610 717 814", "Harrisburg|Allentown|Reading|State College|York", (150, 196)),
    "ma": ("Massachusetts", "MA", "413 508 774 978", "Worcester|Pittsfield|Lowell|Fall River", (10, 27)),
    "mn": ("Minnesota", "MN", "218 320 507 651", "Duluth|Rochester|Mankato|St. Cloud", (550, 567)),
    "co": ("Colorado", "CO", "719 720 970", "Pueblo|Greeley|Durango|Grand Junction", (800, 816)),
    "or": ("Oregon", "OR", "458 503 541 971", "Eugene|Medford|Bend|Corvallis", (970, 979)),
    "nc": ("North Carolina", "NC", "252 336 828 910 919", "Asheville|Wilmington|Greenville|Boone", (270, 289)),
    "va": ("Virginia", "VA", "276 434 540 757", "Roanoke|Lynchburg|Charlottesville|Harrisonburg", (220, 246)),
    "md": ("Maryland", "MD", "240 301 410 443", "Frederick|Hagerstown|Salisbury|Annapolis", (206, 219)),
    "wi": ("Wisconsin", "WI", "262 608 715 920", "Green Bay|Eau Claire|La Crosse|Oshkosh", (530, 549)),
    "nm": ("New Mexico", "NM", "505 575", "Las Cruces|Santa Fe|Roswell|Gallup", (870, 884)),
    "la": ("Louisiana", "LA", "225 318 337 504 985", "Lafayette|Shreveport|Lake Charles|Houma", (700, 714)),
    "tn": ("Tennessee", "TN", "423 615 731 865 931", "Knoxville|Chattanooga|Jackson|Clarksville", (370, 385)),
    "mo": ("Missouri", "MO", "314 417 573 636 816", "Joplin|Columbia|St. Joseph|Cape Girardeau", (630, 658)),
    "vt": ("Vermont", "VT", "802", "Burlington|Rutland|Montpelier|Brattleboro", (50, 59)),
    "me": ("Maine", "ME", "207", "Bangor|Lewiston|Augusta|Presque Isle", (39, 49)),
}  # fmt: skip

STREETS_CA = """Tamarack Drive|Bluewater Road|Kingfisher Lane|Sumac Avenue|Fraserview Court|Juniper Crescent|
Saltmarsh Way|Ironwood Place|Cedarbrae Boulevard|Pinecone Trail|Harbourview Terrace|Larch Street|Goldenrod Close|
Mountainash Road|Willowbank Drive|Quarry Lane|Stonechurch Road|Heron Bay Drive|Silverbirch Avenue|Portage Street|
Bramblewood Crescent|Caribou Road|Lakeshore Bend|Millrace Court|Old Mission Road|Chestnut Hill Way"""
STREETS_QC = """rue des Érables|chemin du Lac-Vert|rue Saint-Vallier|avenue des Pins|boulevard de la Gappe|rue des Hirondelles|
montée du Moulin|rue du Rocher-Percé|chemin de la Rivière-aux-Saumons|rue Principale Nord|rang Saint-Joseph|
avenue du Parc-Linéaire|rue des Tilleuls|chemin des Patriotes|rue de la Fabrique|boulevard des Forges"""
STREETS_US = """Magnolia Ave|Hickory Ridge Rd|N Prospect St|Cottonwood Dr|Sycamore Ln|Old Mill Rd|Briarwood Ct|
W Locust St|Pheasant Run|Sassafras Way|Canal St|Dogwood Cir|Red Fox Trl|Quail Hollow Dr|E Chestnut St|
Persimmon Pl|Gristmill Rd|Buckeye Ct|Catalpa Ave|Spring Garden St|Ridgecrest Dr|S Orchard Rd|Tupelo Ln"""

UNITS_EN = ["Apt {n}", "Unit {n}", "Suite {n}", "#{n}", "Apt. {n}B"]
UNITS_FR = ["app. {n}", "bureau {n}", "unité {n}"]
