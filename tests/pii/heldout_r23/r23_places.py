"""Provinces, states, streets and foreign jurisdictions, typed for round 23."""

# province: (name, abbreviation, postal first letters, area codes, towns)
PROVINCES = {
    "on": (
        "Ontario",
        "ON",
        "KLMNP",
        ["705", "519", "613", "905", "807", "289"],
        ["Kapuskasing", "Cobourg", "Smiths Falls", "Orillia", "Tillsonburg", "Kenora", "Pembroke"],
    ),
    "qc": (
        "Québec",
        "QC",
        "GHJ",
        ["418", "450", "819", "514", "581"],
        ["Rimouski", "Saint-Hyacinthe", "Val-d'Or", "Drummondville", "Sept-Îles", "Joliette"],
    ),
    "bc": (
        "British Columbia",
        "BC",
        "V",
        ["250", "604", "778"],
        ["Salmon Arm", "Courtenay", "Terrace", "Penticton", "Squamish", "Prince Rupert"],
    ),
    "ab": (
        "Alberta",
        "AB",
        "T",
        ["403", "780", "587"],
        ["Lethbridge", "Camrose", "Grande Prairie", "Okotoks"],
    ),
    "mb": ("Manitoba", "MB", "R", ["204", "431"], ["Brandon", "Steinbach", "Thompson", "Selkirk"]),
    "sk": ("Saskatchewan", "SK", "S", ["306", "639"], ["Moose Jaw", "Yorkton", "Swift Current", "Estevan"]),
    "ns": ("Nova Scotia", "NS", "B", ["902", "782"], ["Truro", "Antigonish", "Yarmouth", "Wolfville"]),
    "nb": ("New Brunswick", "NB", "E", ["506"], ["Edmundston", "Bathurst", "Sackville", "Miramichi"]),
    "nl": (
        "Newfoundland and Labrador",
        "NL",
        "A",
        ["709"],
        ["Corner Brook", "Gander", "Grand Falls-Windsor"],
    ),
    "pe": ("Prince Edward Island", "PE", "C", ["902"], ["Summerside", "Montague", "Souris"]),
}
PROVINCE_WEIGHTS = {"on": 6, "qc": 5, "bc": 5, "ab": 2, "mb": 1, "sk": 1, "ns": 1, "nb": 1, "nl": 1, "pe": 1}

# state: (name, abbreviation, zip prefixes, area codes, towns)
STATES = {
    "oh": (
        "Ohio",
        "OH",
        ["430", "452", "441"],
        ["614", "513", "330"],
        ["Chillicothe", "Sandusky", "Zanesville"],
    ),
    "ga": (
        "Georgia",
        "GA",
        ["303", "310", "317"],
        ["706", "912", "478"],
        ["Valdosta", "Dalton", "Statesboro"],
    ),
    "az": ("Arizona", "AZ", ["850", "857", "863"], ["520", "928", "480"], ["Flagstaff", "Yuma", "Prescott"]),
    "mn": ("Minnesota", "MN", ["550", "559", "565"], ["218", "507", "320"], ["Duluth", "Mankato", "Bemidji"]),
    "nm": ("New Mexico", "NM", ["870", "880"], ["505", "575"], ["Las Cruces", "Gallup", "Taos"]),
    "wa": (
        "Washington",
        "WA",
        ["982", "988", "993"],
        ["360", "509", "253"],
        ["Wenatchee", "Bellingham", "Yakima"],
    ),
    "ny": (
        "New York",
        "NY",
        ["120", "132", "146"],
        ["315", "518", "716"],
        ["Utica", "Plattsburgh", "Elmira"],
    ),
    "tx": ("Texas", "TX", ["765", "797", "785"], ["254", "432", "956"], ["Waco", "Odessa", "McAllen"]),
    "fl": ("Florida", "FL", ["323", "339", "346"], ["850", "239", "352"], ["Tallahassee", "Naples", "Ocala"]),
    "ma": (
        "Massachusetts",
        "MA",
        ["010", "027", "026"],
        ["413", "508", "774"],
        ["Pittsfield", "Fall River", "Hyannis"],
    ),
    "or": ("Oregon", "OR", ["974", "977"], ["541", "503"], ["Eugene", "Bend", "Medford"]),
    "ky": ("Kentucky", "KY", ["405", "420"], ["859", "270"], ["Paducah", "Bowling Green", "Richmond"]),
    "ca": ("California", "CA", ["932", "955", "961"], ["559", "707", "530"], ["Visalia", "Eureka", "Chico"]),
}

STREETS_EN = """Quarry Lane|Tamarack Crescent|Old Mill Road|Juniper Court|Harbourview Drive|Sumac Street|
Larkspur Avenue|Foundry Road|Wicklow Place|Cattail Way|Orchard Heights Boulevard|Gristmill Line|Beaver Dam Road|
Cedarbrae Trail|Ironwood Terrace|Fenwick Street|Kestrel Close|Riverbend Parkway|Haskard Avenue|Lantern Hill Road"""
STREETS_FR = """rue des Érables|chemin du Lac-Caribou|avenue Champfleury|rang Saint-Isidore|boulevard des Forges|
rue de la Poudrière|montée Sainte-Julie|rue Papineau-Nord|chemin des Patriotes|rue du Coteau"""
STREETS_US = """Persimmon Street|Depot Road|Magnolia Bend|Switchback Trail|Cottonwood Avenue|Rail Yard Road|
Arbor Glen Drive|Sawmill Court|Bluebonnet Lane|Tollgate Road|Prairie Rose Circle|Wharf Street|Sycamore Hollow"""

# jurisdiction: (country name, locale pool, calling code, towns, streets, postcode pattern, order)
FOREIGN = {
    "uk": (
        "United Kingdom",
        "en-GB en-GB cy gd ur pa bn pl",
        "44",
        ["Kettering", "Barnsley", "Truro", "Lancaster", "Dundee"],
        ["Glebe Road", "Mill Lane", "Brewery Yard"],
        "uk",
        "street_town_pc",
    ),
    "au": (
        "Australia",
        "en-AU en-AU zh vi el it ar",
        "61",
        ["Wagga Wagga", "Bendigo", "Toowoomba", "Mandurah"],
        ["Banksia Street", "Wattle Grove", "Coolabah Road"],
        "4",
        "street_town_state",
    ),
    "nz": (
        "New Zealand",
        "en-NZ en-NZ mi sm to zh hi",
        "64",
        ["Whanganui", "Timaru", "Gisborne", "Rotorua"],
        ["Kowhai Street", "Totara Crescent", "Rimu Road"],
        "4",
        "street_town_pc",
    ),
    "ie": (
        "Ireland",
        "en-IE en-IE pl lt ro pt-BR",
        "353",
        ["Ennis", "Tralee", "Athlone", "Letterkenny"],
        ["Bóthar na Trá", "Church Street", "Fair Green"],
        "eir",
        "street_town",
    ),
    "in": (
        "India",
        "hi mr bn ta te kn ml gu pa or",
        "91",
        ["Nashik", "Madurai", "Vijayawada", "Mysuru", "Cuttack"],
        ["MG Road", "Station Road", "Gandhi Nagar Main Road"],
        "6",
        "street_town_pc",
    ),
    "ng": (
        "Nigeria",
        "yo ig ha yo ig",
        "234",
        ["Ibadan", "Enugu", "Kaduna", "Abeokuta"],
        ["Adeola Odeku Street", "Zik Avenue", "Murtala Mohammed Way"],
        "",
        "street_town",
    ),
    "ke": (
        "Kenya",
        "sw sw so om am",
        "254",
        ["Nakuru", "Eldoret", "Kisumu", "Thika"],
        ["Moi Avenue", "Oginga Odinga Road", "Kenyatta Lane"],
        "5",
        "pobox",
    ),
    "za": (
        "South Africa",
        "zu xh af st en-GB",
        "27",
        ["Polokwane", "Gqeberha", "Pietermaritzburg", "Bloemfontein"],
        ["Voortrekker Road", "Jacaranda Street", "Mandela Drive"],
        "4",
        "street_town_pc",
    ),
    "ph": (
        "Philippines",
        "tl ceb tl ceb zh",
        "63",
        ["Iloilo City", "Cagayan de Oro", "Dumaguete", "Baguio"],
        ["Rizal Street", "Mabini Avenue", "Sampaguita Road"],
        "4",
        "street_town_pc",
    ),
    "sg": (
        "Singapore",
        "zh ms ta en-GB zh-TW",
        "65",
        ["Singapore"],
        ["Jurong West Street 42", "Tampines Avenue 9", "Ang Mo Kio Avenue 3"],
        "6",
        "street_town_pc",
    ),
    "mx": (
        "México",
        "es-MX es-MX es-MX",
        "52",
        ["Puebla", "Querétaro", "Oaxaca de Juárez", "Morelia"],
        ["Calle Matamoros", "Avenida Juárez", "Calle 5 de Mayo"],
        "5",
        "street_pc_town",
    ),
    "fr": (
        "France",
        "fr-FR fr-FR ar wo fr-SN pt-PT",
        "33",
        ["Limoges", "Besançon", "Perpignan", "Angers"],
        ["rue des Tanneurs", "avenue Jean-Jaurès", "impasse des Lilas"],
        "5",
        "street_pc_town",
    ),
    "de": (
        "Deutschland",
        "de-DE de-DE tr pl ru ar",
        "49",
        ["Göttingen", "Würzburg", "Oldenburg", "Erfurt"],
        ["Lindenstraße", "Am Mühlbach", "Bahnhofsweg"],
        "5",
        "street_pc_town",
    ),
    "br": (
        "Brasil",
        "pt-BR pt-BR pt-BR ja",
        "55",
        ["Londrina", "Campina Grande", "Juiz de Fora", "Joinville"],
        ["Rua das Palmeiras", "Avenida Getúlio Vargas", "Travessa São Bento"],
        "8",
        "street_town_pc",
    ),
    "kr": (
        "Republic of Korea",
        "ko ko ko zh",
        "82",
        ["Daejeon", "Jeonju", "Cheongju", "Pohang"],
        ["Jungang-ro", "Eunhaeng-gil", "Sinchon-ro"],
        "5",
        "street_town_pc",
    ),
}
LANG_OF = {"mx": "es", "fr": "fr", "de": "de", "br": "pt"}
