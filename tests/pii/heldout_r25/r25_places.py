"""Provinces, states, streets and the foreign jurisdictions of round 25, typed for this round."""

# code: (name, abbreviation, first letters of postal codes, area codes, towns)
PROVINCES = {
    "on": ("Ontario", "ON", "KLMNP", "226 249 289 343 365 416 519 613 705 807 905",
           "Kapuskasing|Cobourg|Owen Sound|Kenora|Smiths Falls|Orillia|Kirkland Lake|Tillsonburg|Hawkesbury"),
    "qc": ("Québec", "QC", "GHJ", "418 438 450 514 579 581 819 873",
           "Saint-Hyacinthe|Rouyn-Noranda|Sept-Îles|Victoriaville|Shawinigan|Alma|Gaspé|Sainte-Marie"),
    "bc": ("British Columbia", "BC", "V", "236 250 604 672 778",
           "Prince Rupert|Trail|Squamish|Vernon|Dawson Creek|Campbell River|Penticton"),
    "ab": ("Alberta", "AB", "T", "368 403 587 780 825",
           "Medicine Hat|Grande Prairie|Brooks|Hinton|Camrose|Okotoks|Lac La Biche"),
    "mb": ("Manitoba", "MB", "R", "204 431 584", "Thompson|Brandon|Portage la Prairie|Morden|Flin Flon|Winkler"),
    "sk": ("Saskatchewan", "SK", "S", "306 474 639", "Moose Jaw|Swift Current|Yorkton|Estevan|Melfort|North Battleford"),
    "ns": ("Nova Scotia", "NS", "B", "782 902", "Antigonish|Yarmouth|Truro|Lunenburg|Sydney Mines|Wolfville"),
    "nb": ("New Brunswick", "NB", "E", "428 506", "Edmundston|Miramichi|Sackville|Caraquet|Woodstock|Shediac"),
    "pe": ("Prince Edward Island", "PE", "C", "782 902", "Summerside|Montague|Souris|Kensington|Alberton"),
    "nl": ("Newfoundland and Labrador", "NL", "A", "709 879",
           "Gander|Corner Brook|Grand Falls-Windsor|Happy Valley-Goose Bay|Marystown|Bonavista"),
    "yt": ("Yukon", "YT", "Y", "867", "Whitehorse|Dawson City|Watson Lake|Haines Junction"),
    "nt": ("Northwest Territories", "NT", "X", "867", "Yellowknife|Inuvik|Hay River|Fort Smith"),
    "nu": ("Nunavut", "NU", "X", "867", "Iqaluit|Rankin Inlet|Cambridge Bay|Pond Inlet|Arviat"),
}  # fmt: skip
PROVINCE_WEIGHTS = {"on": 9, "qc": 6, "bc": 6, "ab": 4, "mb": 2, "sk": 2, "ns": 2, "nb": 2, "pe": 1, "nl": 1,
                    "yt": 1, "nt": 1, "nu": 1}  # fmt: skip

# code: (name, abbreviation, area codes, towns, first three ZIP digits low-high)
STATES = {
    "ny": ("New York", "NY", "315 518 585 607 716 845 914", "Poughkeepsie|Elmira|Plattsburgh|Oneonta|Utica", (120, 149)),
    "ca": ("California", "CA", "209 530 559 661 707 831", "Bakersfield|Eureka|Visalia|Redding|Salinas|Chico", (932, 961)),
    "tx": ("Texas", "TX", "432 806 903 936 956", "Amarillo|Nacogdoches|Lubbock|Brownsville|Tyler|Odessa", (750, 799)),
    "fl": ("Florida", "FL", "352 386 850 863 941", "Ocala|Pensacola|Gainesville|Sebring|Punta Gorda|Palatka", (320, 349)),
    "il": ("Illinois", "IL", "217 309 618 779 815", "Peoria|Decatur|Carbondale|Rockford|Kankakee|Galesburg", (600, 629)),
    "pa": ("Pennsylvania", "PA", "484 570 610 717 814", "Altoona|Scranton|Williamsport|Erie|Lancaster", (150, 196)),
    "oh": ("Ohio", "OH", "330 419 567 740 937", "Zanesville|Sandusky|Findlay|Chillicothe|Lima|Mansfield", (430, 458)),
    "mi": ("Michigan", "MI", "231 269 517 906 989", "Kalamazoo|Saginaw|Marquette|Traverse City|Muskegon", (480, 499)),
    "ga": ("Georgia", "GA", "229 478 706 762 912", "Macon|Valdosta|Athens|Dalton|Brunswick", (300, 319)),
    "nj": ("New Jersey", "NJ", "609 732 848 856", "Trenton|Camden|Vineland|Toms River", (70, 89)),
    "az": ("Arizona", "AZ", "520 928", "Flagstaff|Yuma|Prescott|Kingman|Sierra Vista", (850, 865)),
    "wa": ("Washington", "WA", "360 509 564", "Spokane|Yakima|Bellingham|Wenatchee|Walla Walla", (980, 994)),
    "mn": ("Minnesota", "MN", "218 320 507", "Duluth|Bemidji|Mankato|St. Cloud|Rochester", (550, 567)),
    "nc": ("North Carolina", "NC", "252 336 828 910", "Asheville|Wilmington|Greenville|Hickory|Boone", (270, 289)),
    "la": ("Louisiana", "LA", "318 337 985", "Lafayette|Houma|Monroe|Shreveport", (700, 714)),
    "nm": ("New Mexico", "NM", "505 575", "Las Cruces|Farmington|Gallup|Roswell", (870, 884)),
    "ma": ("Massachusetts", "MA", "413 508 774 978", "Worcester|Pittsfield|Brockton|Lowell|Fall River", (10, 27)),
    "co": ("Colorado", "CO", "719 970", "Pueblo|Grand Junction|Greeley|Durango", (800, 816)),
    "va": ("Virginia", "VA", "276 434 540", "Roanoke|Lynchburg|Harrisonburg|Danville", (220, 246)),
}  # fmt: skip

STREETS_CA = """Tamarack Crescent|Larch Lane|Riverbend Road|Concession Road 7|Balsam Drive|Hollyhock Court|
Kittiwake Place|Ironwood Avenue|Spruce Hollow Road|Old Mill Line|Sandpiper Way|Chokecherry Bay|Prospector Trail|
Snowbird Street|Quarry Hill Road|Aspen Ridge Close|Cormorant Terrace|Fireweed Street|Lakeshore Drive West|
Wheatland Avenue|Harbourview Road|Saskatoon Berry Lane|Cranberry Point Road|Muskeg Street"""
STREETS_QC = """rue des Érables|chemin du Lac-Noir|boulevard Talbot|rang Saint-Joseph|avenue des Pionniers|
rue du Foulon|montée Sainte-Thérèse|rue des Bouleaux|chemin de la Grève|rue Principale Est|avenue de la Gare|
rue des Outardes|boulevard du Royaume|rue Notre-Dame Ouest"""
STREETS_US = """Sycamore Bend Drive|Cottonwood Trail|Magnolia Court|Buckeye Lane|Persimmon Street|Bluebonnet Road|
Tupelo Avenue|Dogwood Hollow Road|Mesquite Circle|Sawgrass Way|Chickadee Lane|Old Ferry Road|Tanager Street|
Pawpaw Drive|Harvest Moon Road|Sagebrush Loop|Bayou Bend Road|Red Clay Road|Copper Canyon Drive|Walnut Grove Avenue"""

# code: country name as written in an address, towns, streets, the language of the address, local locales,
# calling code
FOREIGN = {
    "uk": ("United Kingdom", "Barnstaple:EX31|Skipton:BD23|Bridport:DT6|Wick:KW1|Oban:PA34|Berwick-upon-Tweed:TD15|Ely:CB7|Truro:TR1",
           "Tanners Walk|Sheepwash Lane|Orchard Rise|Chapel Row|Foundry Close|Weavers Yard|Lime Kiln Road", "en",
           "en-GB en-GB cy gd en-IN pl ro ur pa yo tw", "44"),
    "ie": ("Ireland", "Ennis:V95|Tralee:V92|Castlebar:F23|Mullingar:N91|Letterkenny:F92",
           "Abbey Street|Cnoc na Greine|Fair Green|Bóthar na Trá|Friary Lane|Saint Flannan's Terrace", "en",
           "en-IE en-IE gd pl lt pt-BR ro", "353"),
    "au": ("Australia", "Wagga Wagga:NSW 2650|Bendigo:VIC 3550|Toowoomba:QLD 4350|Mildura:VIC 3500|Bunbury:WA 6230|Launceston:TAS 7250",
           "Wattle Grove|Banksia Street|Jacaranda Avenue|Boronia Parade|Ironbark Road|Kookaburra Close", "en",
           "en-AU en-AU zh-CN vi el it-IT ar sm to hi", "61"),
    "nz": ("New Zealand", "Whanganui:4500|Timaru:7910|Gisborne:4010|Invercargill:9810|Whakatāne:3120",
           "Kōwhai Street|Rimu Road|Tōtara Crescent|Harakeke Lane|Mataī Grove|Pōhutukawa Drive", "en",
           "en-NZ mi mi sm to fj zh-TW ko", "64"),
    "za": ("South Africa", "Polokwane:0699|Mthatha:5099|Kimberley:8301|Upington:8801|George:6529",
           "Protea Avenue|Jakaranda Street|Voortrekker Road|Acacia Close|Marula Crescent|Sunbird Lane", "en",
           "en-ZA af zu xh st st", "27"),
    "ke": ("Kenya", "Kisumu:40100|Nakuru:20100|Eldoret:30100|Nyeri:10100|Machakos:90100",
           "Oginga Odinga Street|Kenyatta Highway|Jomo Road|Moi Avenue|Kisii Lane|Harambee Road", "en",
           "sw ki luo so so ki", "254"),
    "ng": ("Nigeria", "Ibadan:Oyo State|Enugu:Enugu State|Kano:Kano State|Jos:Plateau State|Abeokuta:Ogun State",
           "Ring Road|Ogui Road|Murtala Mohammed Way|Ahmadu Bello Way|Obafemi Awolowo Road|Old Airport Road", "en",
           "yo ig ha yo ig ha", "234"),
    "in": ("India", "Nagpur:440010, Maharashtra|Coimbatore:641002, Tamil Nadu|Bhopal:462001, Madhya Pradesh|Mysuru:570001, Karnataka|Guwahati:781001, Assam",
           "Shanti Apartments, Dharampeth|Gandhi Nagar Main Road|Lakeview Colony|MG Road|Nehru Chowk|Civil Lines", "en",
           "hi ta kn bn ml en-IN or te", "91"),
    "sg": ("Singapore", "Singapore:Tampines|Singapore:Jurong West|Singapore:Toa Payoh|Singapore:Sengkang",
           "Tampines Street 41|Jurong West Avenue 1|Lorong 2 Toa Payoh|Compassvale Road|Bukit Batok Street 21", "en",
           "en-SG en-SG ms ta zh-CN", "65"),
    "ph": ("Philippines", "Cebu City:6000 Cebu|Davao City:8000 Davao del Sur|Iloilo City:5000 Iloilo|Baguio:2600 Benguet|Tacloban:6500 Leyte",
           "Osmeña Boulevard|Rizal Street|Mabini Street|Magsaysay Avenue|Burgos Street|Luna Extension", "en",
           "tl ceb ceb tl", "63"),
    "fr": ("France", "Quimper:29000|Périgueux:24000|Annecy:74000|Colmar:68000|Auxerre:89000|Pau:64000",
           "rue des Tanneurs|impasse du Moulin|avenue Jean-Jaurès|place du Marché-aux-Grains|allée des Tilleuls", "fr",
           "fr-FR fr-FR br kab ar-MA wo pt-PT", "33"),
    "de": ("Deutschland", "Bamberg:96049|Görlitz:02826|Tübingen:72070|Lüneburg:21335|Passau:94032|Flensburg:24937",
           "Obere Sandstraße|Am Mühlgraben|Lindenallee|Hinter der Kirche|Kastanienweg|Färbergasse", "de",
           "de-DE de-DE tr ku pl hr ru", "49"),
    "es": ("España", "Cáceres:10003|Lugo:27001|Teruel:44001|Jaén:23001|Soria:42002|Gandía:46701",
           "Calle del Olmo|Avenida de la Constitución|Calle Real|Travesía del Pozo|Plaza de la Fuente|Calle Mayor", "es",
           "es-ES es-ES ca eu gl ar-MA ro", "34"),
    "it": ("Italia", "Lecce:73100 LE|Cremona:26100 CR|Matera:75100 MT|Rovigo:45100 RO|Sondrio:23100 SO|Macerata:62100 MC",
           "Via delle Cappuccine|Via Garibaldi|Vicolo del Forno|Piazza San Rocco|Via dei Mille|Corso Cavour", "it",
           "it-IT it-IT sq ro mt ar-MA", "39"),
    "nl": ("Nederland", "Zwolle:8011 PK|Leeuwarden:8911 BD|Deventer:7411 JK|Middelburg:4331 LV|Roermond:6041 EB|Assen:9401 HC",
           "Kerkstraat|Molenweg|Achter de Muren|Lindelaan|Bleekveld|Havenkade", "nl",
           "nl-NL nl-NL fy tr ar-MA nl-BE", "31"),
    "br": ("Brasil", "Londrina:PR, 86010-010|Campina Grande:PB, 58400-000|Juiz de Fora:MG, 36010-000|Caruaru:PE, 55002-000|Joinville:SC, 89201-000",
           "Rua Floriano Peixoto|Avenida Getúlio Vargas|Rua das Palmeiras|Travessa São Bento|Rua Sete de Setembro", "pt",
           "pt-BR pt-BR pt-BR ja pt-AO", "55"),
    "mx": ("México", "Oaxaca de Juárez:68000, Oax.|Mérida:97000, Yuc.|Zacatecas:98000, Zac.|Tepic:63000, Nay.|Hermosillo:83000, Son.",
           "Calle Macedonio Alcalá|Avenida Juárez|Calle 60|Callejón del Beso|Calzada de Guadalupe|Privada Hidalgo", "es",
           "es-MX es-MX es-MX es-GT qu", "52"),
}  # fmt: skip

CA_LOCALES = "en-CA en-CA en-CA fr-CA fr-CA iu-Latn cr-Latn oj-Latn mic moh den crg iu pa zh-CN tl".split()
QC_LOCALES = "fr-CA fr-CA fr-CA fr-CA en-CA ht ar-MA kab es-CO vi moh".split()
US_LOCALES = "en-US en-US en-US en-US es-MX es-PR es-SV es-HN ht haw nv lkt chr ko vi es-DO".split()

# Personal e-mail providers, profile-page patterns and phone shapes (international, national) per jurisdiction.
PROVIDERS = """videotron.ca|sympatico.ca|shaw.ca|sasktel.net|mts.net|nl.rogers.com|gmail.com|outlook.com|
yahoo.com|icloud.com|comcast.net|sbcglobal.net|charter.net|me.com|protonmail.com|fastmail.com|gmx.de|t-online.de|
free.fr|laposte.net|virgilio.it|tiscali.it|ziggo.nl|kpnmail.nl|terra.com.br|bol.com.br|prodigy.net.mx|btinternet.com|
eircom.net|optusnet.com.au|clear.net.nz|telkomsa.net|singnet.com.sg|hotmail.com|tutanota.com|mail.com"""
PROFILES = [
    "https://www.tiktok.com/@{h}",
    "https://{h}.blogspot.com",
    "https://x.com/{h}",
    "https://www.threads.net/@{h}",
    "https://bsky.app/profile/{h}.bsky.social",
    "https://www.youtube.com/@{h}",
    "https://{h}.neocities.org",
    "https://gitlab.com/{h}",
    "https://www.pinterest.ca/{h}/",
    "https://vimeo.com/{h}",
    "https://soundcloud.com/{h}",
    "https://{h}.carrd.co",
]
PHONE_SHAPES = {
    "uk": ("+44 7{3} {6}", "07{3} {6}"),
    "ie": ("+353 8{1} {3} {4}", "08{1} {3} {4}"),
    "au": ("+61 4{2} {3} {3}", "04{2} {3} {3}"),
    "nz": ("+64 2{1} {3} {4}", "02{1} {3} {4}"),
    "za": ("+27 7{1} {3} {4}", "07{1} {3} {4}"),
    "ke": ("+254 7{2} {6}", "07{2} {6}"),
    "ng": ("+234 80{1} {3} {4}", "080{1} {3} {4}"),
    "in": ("+91 9{4} {5}", "09{4} {5}"),
    "sg": ("+65 9{3} {4}", "9{3} {4}"),
    "ph": ("+63 917 {3} {4}", "0917 {3} {4}"),
    "fr": ("+33 6 {2} {2} {2} {2}", "06 {2} {2} {2} {2}"),
    "de": ("+49 15{1} {7}", "015{1} {7}"),
    "es": ("+34 6{2} {3} {3}", "6{2} {3} {3}"),
    "it": ("+39 3{2} {3} {4}", "3{2} {3} {4}"),
    "nl": ("+31 6 {8}", "06-{8}"),
    "br": ("+55 43 9{4}-{4}", "(43) 9{4}-{4}"),
    "mx": ("+52 951 {3} {4}", "951 {3} {4}"),
}
