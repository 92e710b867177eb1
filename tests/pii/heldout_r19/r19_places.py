"""Hand-typed provinces, states, streets and foreign jurisdictions."""

from __future__ import annotations

# code: (name, towns, area codes, first letters of postal codes)
PROVINCES = {
    "ON": (
        "Ontario",
        "Toronto Mississauga Brampton Hamilton Kitchener Sudbury Kingston Barrie Windsor Oshawa "
        "Peterborough Timmins",
        "416 647 437 905 289 519 226 613 343 705 249 807",
        "KLMNP",
    ),
    "QC": (
        "Québec",
        "Montréal Laval Gatineau Longueuil Sherbrooke Trois-Rivières Saguenay Lévis Terrebonne Rimouski",
        "514 438 450 579 418 581 819 873",
        "GHJ",
    ),
    "BC": (
        "British Columbia",
        "Vancouver Surrey Burnaby Richmond Kelowna Kamloops Nanaimo Abbotsford Chilliwack Courtenay",
        "604 778 236 250 672",
        "V",
    ),
    "AB": (
        "Alberta",
        "Calgary Edmonton Lethbridge Airdrie Okotoks Camrose Wetaskiwin",
        "403 587 780 825",
        "T",
    ),
    "MB": ("Manitoba", "Winnipeg Brandon Steinbach Thompson Selkirk", "204 431", "R"),
    "SK": ("Saskatchewan", "Saskatoon Yorkton Melfort Estevan Humboldt", "306 639", "S"),
    "NS": ("Nova Scotia", "Halifax Dartmouth Truro Antigonish Yarmouth", "902 782", "B"),
    "NB": ("New Brunswick", "Moncton Fredericton Bathurst Edmundston Miramichi", "506", "E"),
    "NL": ("Newfoundland and Labrador", "Gander Clarenville Stephenville Marystown", "709", "A"),
    "PE": ("Prince Edward Island", "Charlottetown Summerside Montague", "902 782", "C"),
    "NU": ("Nunavut", "Iqaluit Pangnirtung Arviat Igloolik", "867", "X"),
    "NT": ("Northwest Territories", "Yellowknife Inuvik Behchokǫ̀", "867", "X"),
    "YT": ("Yukon", "Whitehorse Carmacks Haines Junction", "867", "Y"),
}
CA_WEIGHTS = {"ON": 30, "QC": 20, "BC": 16, "AB": 9, "MB": 5, "SK": 4, "NS": 4, "NB": 3, "NL": 2, "PE": 1}
CA_WEIGHTS |= {"NU": 2, "NT": 2, "YT": 2}

# code: (towns, area codes, first three digits of ZIP codes)
STATES = {
    "NY": (
        "Brooklyn|Buffalo|Rochester|Albany|Yonkers|Utica",
        "718 347 917 716 585 518 914",
        "112 142 146 122 107",
    ),
    "CA": (
        "Los Angeles|Fresno|Oakland|San Diego|Sacramento|Stockton",
        "213 310 559 510 619 916 209",
        "900 937 946 921 958 952",
    ),
    "TX": (
        "Houston|El Paso|Austin|San Antonio|Laredo|Lubbock",
        "713 832 915 512 210 956 806",
        "770 799 787 782",
    ),
    "FL": (
        "Miami|Orlando|Tampa|Jacksonville|Hialeah|Kissimmee",
        "305 786 407 813 904 689",
        "331 328 336 322",
    ),
    "IL": ("Chicago|Aurora|Rockford|Joliet|Cicero", "312 773 630 815 708", "606 605 611 604"),
    "WA": ("Seattle|Spokane|Tacoma|Yakima|Kent", "206 509 253 425", "981 992 984 989"),
    "MI": ("Detroit|Dearborn|Grand Rapids|Lansing|Hamtramck", "313 616 517 586", "482 481 495 489"),
    "GA": ("Atlanta|Savannah|Macon|Clarkston", "404 470 912 478", "303 314 312 300"),
    "AZ": ("Phoenix|Tucson|Flagstaff|Window Rock|Chinle", "602 480 520 928", "850 857 860 865"),
    "NM": ("Albuquerque|Gallup|Santa Fe|Shiprock", "505 575", "871 873 875 874"),
    "MN": ("Minneapolis|St. Paul|Duluth|Rochester", "612 651 218 507", "554 551 558 559"),
    "MA": ("Boston|Worcester|Lowell|Lynn|Brockton", "617 857 508 978 781", "021 016 018 019 023"),
    "PA": ("Philadelphia|Pittsburgh|Allentown|Reading", "215 267 412 610 484", "191 152 181 196"),
    "NJ": ("Newark|Jersey City|Paterson|Elizabeth", "973 201 862 908", "071 073 075 072"),
    "HI": ("Honolulu|Hilo|Kailua|Waipahu", "808", "968 967"),
    "OK": ("Tulsa|Oklahoma City|Tahlequah|Lawton", "918 539 405 580", "741 731 744 735"),
    "SD": ("Sioux Falls|Rapid City|Pine Ridge|Mission", "605", "571 577 577 575"),
    "OH": ("Columbus|Cleveland|Cincinnati|Akron", "614 216 513 330", "432 441 452 443"),
    "NC": ("Charlotte|Raleigh|Durham|Cherokee", "704 919 984 828", "282 276 277 287"),
}

CA_STREETS = (
    "Maple Grove Road|Bathurst Street|Lakeshore Road West|Dundas Street East|Concession Road 7|Birchmount Road|"
    "Cedarwood Crescent|Harbourview Drive|Portage Avenue|Whyte Avenue|Kingsway|Granville Street|Gottingen Street|"
    "Main Street North|Spadina Crescent|Mountain Brow Boulevard|Jasper Avenue|Topsail Road|Riverside Drive|"
    "Aviation Parkway|Queen Street East|Fairway Heights Drive|Tundra Lane|Sumac Court"
).split("|")
QC_STREETS = (
    "rue Saint-Denis|boulevard Saint-Laurent|rue Beaubien Est|avenue du Parc|chemin Sainte-Foy|rue King Ouest|"
    "boulevard des Forges|rue Jacques-Cartier|avenue Papineau|rue des Érables|montée Saint-François"
).split("|")
US_STREETS = (
    "Magnolia Avenue|West 183rd Street|Elm Street|Route 9W|Cottonwood Lane|North Halsted Street|Pueblo Road|"
    "Kamehameha Highway|Peachtree Industrial Boulevard|Old Mill Road|Sunset Boulevard|Bayshore Drive|"
    "Cedar Ridge Court|Martin Luther King Jr. Boulevard|Grand River Avenue|Walnut Street|Indian School Road|"
    "Ocean Parkway|County Road 12|Lakewood Terrace|Veterans Memorial Highway"
).split("|")

# code: (towns, streets, postcode function name, phone plan, locale pool, IBAN country)
FOREIGN = {
    "uk": (
        "London:E17|London:SE15|Leeds:LS6|Bristol:BS3|Cardiff:CF24|Glasgow:G42|Leicester:LE2|Bradford:BD8",
        "Oakfield Road|Mill Lane|Cranbrook Avenue|Albert Terrace|Granby Street|Ferndale Close|Station Road",
        "uk",
        "+44 7{3} {6}|+44 20 {4} {4}|+44 113 {3} {4}",
        "en-GB cy gd pa ur bn pl so yo ro gu it",
        "GB",
    ),
    "ie": (
        "Dublin:D08|Dublin:D15|Cork:T12|Galway:H91|Limerick:V94|Sligo:F91",
        "Griffith Avenue|Bóthar na Trá|Church Road|Ashgrove Park|Main Street|Lower Dorset Street",
        "ie",
        "+353 8{1} {3} {4}|+353 1 {3} {4}",
        "en-IE ga pl lt pt-BR ro en-GB ur",
        "IE",
    ),
    "au": (
        "Sydney NSW:2|Parramatta NSW:2|Melbourne VIC:3|Footscray VIC:3|Brisbane QLD:4|Perth WA:6|Darwin NT:08",
        "Wattle Street|Parramatta Road|Gympie Road|Brunswick Street|Smith Street|Boundary Road",
        "au",
        "+61 4{2} {3} {3}|+61 2 {4} {4}",
        "en-AU zh-CN vi el it ar hi to sm fj",
        None,
    ),
    "nz": (
        "Auckland:1|Manukau:2|Wellington:6|Christchurch:8|Rotorua:3|Porirua:5",
        "Karangahape Road|Great South Road|Cuba Street|Riccarton Road|Fenton Street|Kenepuru Drive",
        "nz",
        "+64 21 {3} {4}|+64 27 {3} {4}",
        "en-NZ mi sm to zh-CN hi ko fj",
        None,
    ),
    "in": (
        "Mumbai:400|Pune:411|Chennai:600|Bengaluru:560|Lucknow:226|Kolkata:700|Hyderabad:500",
        "Linking Road|FC Road|Anna Salai|Residency Road|Hazratganj Marg|Park Street|Banjara Hills Road No. 3",
        "in",
        "+91 9{4} {5}|+91 7{4} {5}",
        "hi mr ta te kn ml bn gu pa or en-IN ne",
        None,
    ),
    "za": (
        "Johannesburg:20|Soweto:18|Cape Town:80|Khayelitsha:77|Durban:40|Pretoria:00",
        "Jan Smuts Avenue|Vilakazi Street|Long Street|Lwandle Road|Florida Road|Church Street",
        "za",
        "+27 8{1} {3} {4}|+27 7{1} {3} {4}",
        "en-ZA af zu xh st tn sn ny",
        None,
    ),
    "ng": (
        "Lagos:100|Ikeja:100|Abuja:900|Ibadan:200|Enugu:400|Kano:700",
        "Adeola Odeku Street|Allen Avenue|Aminu Kano Crescent|Ring Road|Ogui Road|Bompai Road",
        "ng",
        "+234 80{1} {3} {4}|+234 70{1} {3} {4}",
        "en-NG yo ig ha ff",
        None,
    ),
    "ke": (
        "Nairobi:00|Kisumu:40|Mombasa:80|Nakuru:20|Eldoret:30",
        "Ngong Road|Oginga Odinga Street|Moi Avenue|Kenyatta Avenue|Uganda Road",
        "ke",
        "+254 7{2} {3} {3}|+254 1{2} {3} {3}",
        "sw ki luo so om en-GB",
        None,
    ),
    "gh": (
        "Accra:GA|Kumasi:AK|Tamale:NT|Cape Coast:CC|Tema:GT",
        "Oxford Street|Ring Road Central|Lake Road|Commercial Street|Community 8 Road",
        "gh",
        "+233 24 {3} {4}|+233 20 {3} {4}",
        "ak ee en-GH ha wo",
        None,
    ),
    "sg": (
        "Singapore:52|Singapore:56|Singapore:64|Singapore:31",
        "Tampines Street 11|Ang Mo Kio Avenue 3|Jurong West Street 52|Toa Payoh Lorong 4",
        "sg",
        "+65 8{3} {4}|+65 9{3} {4}",
        "en-SG zh-CN ms ta hi id",
        None,
    ),
    "ph": (
        "Quezon City:11|Cebu City:60|Davao City:80|Makati:12|Iloilo City:50",
        "Kalayaan Avenue|Osmeña Boulevard|J.P. Laurel Avenue|Gil Puyat Avenue|Iznart Street",
        "ph",
        "+63 9{2} {3} {4}",
        "tl ceb ilo zh-CN es-ES",
        None,
    ),
    "br": (
        "São Paulo – SP:01|Rio de Janeiro – RJ:22|Belo Horizonte – MG:30|Curitiba – PR:80|Recife – PE:50",
        "Rua Augusta|Avenida Nossa Senhora de Copacabana|Rua da Bahia|Rua XV de Novembro|Rua do Bom Jesus",
        "br",
        "+55 11 9{4}-{4}|+55 21 9{4}-{4}",
        "pt-BR ja it de es-AR",
        "BR",
    ),
    "fr": (
        "Paris:750|Lyon:690|Marseille:130|Lille:590|Toulouse:310",
        "rue des Lilas|avenue Jean-Jaurès|boulevard Voltaire|rue de la République|allée des Tilleuls",
        "fr",
        "+33 6 {2} {2} {2} {2}|+33 1 {2} {2} {2} {2}",
        "fr ar pt-PT wo ff vi zgh ro",
        "FR",
    ),
    "jm": (
        "Kingston 10:|Kingston 5:|Montego Bay:|Spanish Town:|Mandeville:",
        "Hope Road|Constant Spring Road|Barnett Street|Burke Road|Manchester Road",
        "jm",
        "+1 876 {3} {4}",
        "en-JM en-TT zh-CN hi",
        None,
    ),
    "mx": (
        "Ciudad de México:06|Guadalajara, Jal.:44|Monterrey, N.L.:64|Oaxaca de Juárez, Oax.:68|Puebla, Pue.:72",
        "Calle Durango|Avenida Juárez|Calle Morelos|Calzada Independencia|Calle 5 de Mayo",
        "mx",
        "+52 55 {4} {4}|+52 33 {4} {4}",
        "es-MX nah es-CO es-US qu",
        None,
    ),
}

CA_POOL = (
    "en-CA fr-CA zh-CN zh-HK pa hi gu ta tl ar fa ur ko vi pt-PT it pl uk ru so ht iu cr oj moh mic es-CO am ti el "
    "he bn si ja en-JM kl tr ro hr sr yo ig"
).split()
US_POOL = (
    "en-US es-US es-MX es-PR es-DO es-CU zh-CN zh-TW vi ko tl ar ht ru hmn nv dak chr haw sm yo ig am so pl it hi "
    "te ur he hy fa km lo my ne es-CO bo"
).split()
