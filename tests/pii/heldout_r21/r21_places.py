"""Hand-typed places: provinces and territories, states, streets, foreign jurisdictions, locale pools."""

from __future__ import annotations

# code: (name, towns, area codes, first postal letters)
PROVINCES = {
    "ON": (
        "Ontario",
        "Sudbury|Barrie|Peterborough|Guelph|Oshawa|Thunder Bay|Brampton|Belleville|Timmins|Sarnia",
        "416 647 437 905 289 519 226 613 343 705 249 807",
        "KLMNP",
    ),
    "QC": (
        "Québec",
        "Laval|Gatineau|Sherbrooke|Trois-Rivières|Saguenay|Longueuil|Rimouski|Drummondville|Granby",
        "514 438 450 579 418 581 819 873",
        "GHJ",
    ),
    "BC": (
        "British Columbia",
        "Surrey|Burnaby|Kelowna|Nanaimo|Kamloops|Prince George|Abbotsford|Chilliwack|Penticton",
        "604 778 236 250 672",
        "V",
    ),
    "AB": (
        "Alberta",
        "Red Deer|Lethbridge|Medicine Hat|Grande Prairie|Airdrie|St. Albert|Fort McMurray",
        "403 587 780 825",
        "T",
    ),
    "MB": ("Manitoba", "Brandon|Steinbach|Thompson|Selkirk|Portage la Prairie", "204 431", "R"),
    "SK": ("Saskatchewan", "Saskatoon|Prince Albert|Moose Jaw|Yorkton|North Battleford", "306 639", "S"),
    "NS": ("Nova Scotia", "Dartmouth|Truro|Antigonish|Bridgewater|New Glasgow", "902 782", "B"),
    "NB": ("New Brunswick", "Moncton|Fredericton|Bathurst|Edmundston|Miramichi", "506 428", "E"),
    "NL": (
        "Newfoundland and Labrador",
        "Corner Brook|Gander|Grand Falls-Windsor|Happy Valley-Goose Bay",
        "709",
        "A",
    ),
    "PE": ("Prince Edward Island", "Charlottetown|Summerside|Montague", "902 782", "C"),
    "NT": ("Northwest Territories", "Yellowknife|Inuvik|Hay River", "867", "X"),
    "NU": ("Nunavut", "Iqaluit|Rankin Inlet|Pangnirtung|Cambridge Bay", "867", "X"),
    "YT": ("Yukon", "Whitehorse|Dawson City|Watson Lake", "867", "Y"),
}
PROVINCE_WEIGHTS = {
    "ON": 30,
    "QC": 18,
    "BC": 18,
    "AB": 8,
    "MB": 5,
    "SK": 4,
    "NS": 5,
    "NB": 4,
    "NL": 3,
    "PE": 2,
    "NT": 1,
    "NU": 1,
    "YT": 1,
}

# code: (name, towns, area codes, ZIP prefixes)
STATES = {
    "NY": (
        "New York",
        "Poughkeepsie|Utica|Yonkers|Schenectady|Ithaca|Binghamton",
        "518 585 607 716 845 914 347 718",
        "120 125 128 132 138 148",
    ),
    "CA": (
        "California",
        "Fresno|Oxnard|Modesto|Riverside|Salinas|Santa Rosa|Stockton",
        "209 559 707 805 831 909 951",
        "932 937 939 949 952 953",
    ),
    "TX": (
        "Texas",
        "Lubbock|Laredo|Waco|Amarillo|McAllen|Killeen|Tyler",
        "254 325 361 432 806 903 956",
        "757 765 780 783 785 794",
    ),
    "FL": (
        "Florida",
        "Ocala|Gainesville|Pensacola|Lakeland|Sarasota|Kissimmee",
        "239 352 386 727 772 850 863",
        "320 326 335 338 342 347",
    ),
    "IL": (
        "Illinois",
        "Peoria|Joliet|Champaign|Rockford|Waukegan|Decatur",
        "217 309 630 708 779 815 847",
        "600 604 610 616 618 625",
    ),
    "WA": (
        "Washington",
        "Yakima|Spokane|Bellingham|Olympia|Kennewick|Everett",
        "253 360 425 509 564",
        "980 983 985 988 992 993",
    ),
    "GA": (
        "Georgia",
        "Macon|Augusta|Savannah|Valdosta|Athens|Dalton",
        "229 478 706 762 912",
        "300 305 308 310 314 316",
    ),
    "MI": (
        "Michigan",
        "Kalamazoo|Saginaw|Flint|Lansing|Dearborn|Traverse City",
        "231 248 269 517 586 616 989",
        "480 484 489 490 496",
    ),
    "AZ": (
        "Arizona",
        "Tucson|Mesa|Flagstaff|Yuma|Chandler|Prescott",
        "480 520 602 623 928",
        "850 852 857 860 863",
    ),
    "MN": (
        "Minnesota",
        "Duluth|Rochester|Bloomington|Mankato|Moorhead",
        "218 320 507 651 763 952",
        "550 554 558 560 565",
    ),
    "NJ": (
        "New Jersey",
        "Paterson|Trenton|Camden|Elizabeth|Toms River",
        "201 609 732 856 908 973",
        "070 075 076 080 086 087",
    ),
    "OH": (
        "Ohio",
        "Dayton|Akron|Toledo|Youngstown|Canton|Lorain",
        "216 234 330 419 513 614 937",
        "430 440 443 445 453 456",
    ),
    "PA": (
        "Pennsylvania",
        "Allentown|Scranton|Erie|Reading|Lancaster|Altoona",
        "215 267 412 484 570 610 717 814",
        "150 165 174 176 181 185",
    ),
    "NC": (
        "North Carolina",
        "Durham|Fayetteville|Asheville|Wilmington|Greenville|Hickory",
        "252 336 704 828 910 919",
        "275 277 283 284 286 288",
    ),
    "MA": (
        "Massachusetts",
        "Worcester|Lowell|Springfield|Brockton|Fall River|Pittsfield",
        "339 413 508 617 774 781 978",
        "010 012 016 017 021 027",
    ),
    "NM": ("New Mexico", "Las Cruces|Farmington|Gallup|Santa Fe|Roswell", "505 575", "870 873 874 880 882"),
    "MD": (
        "Maryland",
        "Baltimore|Frederick|Hagerstown|Salisbury|Bowie",
        "240 301 410 443 667",
        "207 210 212 217 218",
    ),
}

CA_STREETS = """Carrowmore Crescent|Pinecrest Road|Wexford Avenue|Tamarack Drive|Larchwood Lane|Ravine Court|Holloway Street
Fenwick Place|Birchmount Road|Kestrel Way|Saltmarsh Road|Beaver Creek Trail|Coldwater Road|Ironwood Gate|Kinsmen Street
Quarry Ridge Drive|Otter Lake Road|Muskrat Bay Road|Driftwood Avenue|Glenholme Boulevard|Tupper Street|Sable Point Lane"""
QC_STREETS = """rue des Érables|boulevard Saint-Joseph|rue Papineau|chemin du Lac-Noir|avenue des Pins|rue Sainte-Catherine Est
rue du Moulin|montée Sainte-Julie|rue de la Fabrique|boulevard des Forges|rang Saint-Édouard|rue Notre-Dame Ouest"""
US_STREETS = """Fennimore Avenue|Sassafras Lane|Old Mill Road|Cottonwood Drive|Magnolia Terrace|Pecan Hollow Road|Alder Street
Ridgeline Parkway|Bluebonnet Circle|Harlan Street|Wabash Avenue|Cider Press Lane|Sycamore Bend|Juniper Hills Road
Lockhart Street|Tanager Court|Briar Patch Lane|Silo Road|Catalpa Avenue|Osage Trail|Halsted Place|Marigold Way"""

# code: (name, towns, streets, postcode pattern, phone pattern, locale pool, IBAN country or "")
FOREIGN = {
    "uk": (
        "England and Wales",
        "Redruth|Stockport|Wolverhampton|Swindon|Luton|Carlisle|Hastings",
        "Pellow Close|Tanners Row|Gorse Hill Road|Beck Lane|Cobbold Street|Netherfield Walk",
        "UK",
        "+44 7### ######",
        "en-GB cy so pa ur pl ro gd bn ig yo hi en-IN",
        "GB",
    ),
    "ie": (
        "Ireland",
        "Dundalk|Ennis|Tralee|Navan|Athlone|Letterkenny",
        "Bóthar na Trá|Castle Gardens|Mill Lane|Ard na Gréine|Church View|Fairgreen Road",
        "eir",
        "+353 8# ### ####",
        "en-IE ga pl lt ro pt-BR yo",
        "IE",
    ),
    "au": (
        "New South Wales",
        "Wollongong|Dubbo|Tamworth|Orange|Lismore|Wagga Wagga",
        "Banksia Street|Wattle Grove|Ironbark Close|Coral Tree Way|Jacaranda Parade",
        "#### NSW",
        "+61 4## ### ###",
        "en-AU vi el zh-CN hi to sm fj ar it",
        "",
    ),
    "nz": (
        "New Zealand",
        "Whangārei|Rotorua|Napier|Invercargill|Porirua|Gisborne",
        "Kōwhai Street|Tōtara Avenue|Harakeke Road|Rimu Lane|Pōhutukawa Drive",
        "####",
        "+64 2# ### ####",
        "en-NZ mi sm to fj hi zh-CN ko",
        "",
    ),
    "za": (
        "South Africa",
        "Polokwane|Mthatha|Kimberley|Rustenburg|George|Pietermaritzburg",
        "Jakaranda Straat|Mandela Drive|Protea Road|Kerk Street|Umgeni Road",
        "####",
        "+27 8# ### ####",
        "zu xh af en-ZA tn st",
        "",
    ),
    "ng": (
        "Nigeria (Lagos State)",
        "Ikeja|Surulere|Ikorodu|Epe|Badagry|Lekki",
        "Adeniran Ogunsanya Street|Kudirat Abiola Way|Isaac John Street|Opebi Road|Allen Avenue",
        "######",
        "+234 80# ### ####",
        "yo ig ha en-NG",
        "",
    ),
    "ke": (
        "Kenya",
        "Nakuru|Kisumu|Eldoret|Machakos|Nyeri|Thika",
        "Moi Avenue|Oginga Odinga Road|Kenyatta Lane|Biashara Street|Ngong Road",
        "#####",
        "+254 7## ######",
        "ki luo kam sw so",
        "",
    ),
    "in": (
        "India (Maharashtra)",
        "Pune|Nagpur|Nashik|Thane|Aurangabad|Kolhapur",
        "Laxmi Road|Tilak Path|Shivaji Nagar Lane|Gandhi Chowk|Nehru Colony Road",
        "######",
        "+91 9#### #####",
        "mr hi gu en-IN ta te kn",
        "",
    ),
    "sg": (
        "Singapore",
        "Tampines|Jurong West|Bedok|Woodlands|Ang Mo Kio|Sengkang",
        "Tampines Street 41|Jurong West Avenue 1|Bedok North Road|Woodlands Drive 16|Ang Mo Kio Avenue 3",
        "Singapore ######",
        "+65 9### ####",
        "en-SG zh-CN ms ta",
        "",
    ),
    "ph": (
        "Philippines",
        "Quezon City|Cebu City|Davao City|Iloilo City|Laoag|Tacloban",
        "Mabini Street|Rizal Avenue|Kalayaan Road|Bonifacio Drive|Luna Street",
        "####",
        "+63 9## ### ####",
        "tl ilo ceb",
        "",
    ),
    "jm": (
        "Jamaica",
        "Spanish Town|Montego Bay|Mandeville|May Pen|Ocho Rios",
        "Hagley Park Road|Barnett Street|Manchester Road|Old Harbour Road",
        "",
        "+1 876 ### ####",
        "en-JM",
        "",
    ),
    "gh": (
        "Ghana",
        "Kumasi|Tamale|Cape Coast|Takoradi|Ho|Tema",
        "Liberation Road|Oxford Street|Kojo Thompson Road|Asafo Market Road",
        "",
        "+233 2# ### ####",
        "ak en-GH ee ha",
        "",
    ),
    "de": (
        "Germany",
        "Bielefeld|Kassel|Rostock|Erfurt|Freiburg im Breisgau|Würzburg",
        "Lindenstraße|Am Mühlbach|Kastanienallee|Bahnhofstraße|Gartenweg",
        "#####",
        "+49 15# ########",
        "de tr pl ru ar el",
        "DE",
    ),
    "fr": (
        "France",
        "Rennes|Limoges|Besançon|Nîmes|Poitiers|Metz",
        "rue des Tanneurs|allée des Tilleuls|avenue Jean-Jaurès|impasse du Moulin|rue Lamartine",
        "#####",
        "+33 6 ## ## ## ##",
        "fr ar wo pt-PT kab bm zgh",
        "FR",
    ),
    "mx": (
        "Mexico (Jalisco)",
        "Guadalajara|Zapopan|Tlaquepaque|Tonalá|Puerto Vallarta",
        "Calle Hidalgo|Avenida Juárez|Calle Morelos|Privada de los Olivos|Calle Independencia",
        "#####",
        "+52 33 #### ####",
        "es-MX nah",
        "",
    ),
    "es": (
        "Spain",
        "Zaragoza|Valladolid|Córdoba|Bilbao|Alicante|Vigo",
        "Calle Mayor|Avenida de la Constitución|Calle del Carmen|Rúa do Vilar|Kale Nagusia",
        "#####",
        "+34 6## ### ###",
        "es-ES eu ca gl",
        "ES",
    ),
}

CA_POOL = "en-CA fr-CA zh-CN zh-HK pa hi ur ar tl fa ko ta gu vi so am ti it pt-PT pl uk oj moh mic iu es-CO ht en-JM el ro"
QC_POOL = "fr-CA fr ht ar es-CO vi zh-CN kab wo ro el pt-PT en-CA moh iu ln"
US_POOL = "en-US es-US es-MX es-PR es-CU es-HN es-VE zh-CN ko vi tl hi ar he ru ht haw nv dak chr hmn so am yo ig pl it en-JM"
