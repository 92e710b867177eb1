"""Hand-typed places: provinces, states and foreign jurisdictions with towns, streets, postcodes and phones."""

from __future__ import annotations

# code: (towns, area codes, postal first letters, name-locale pool weight list)
PROVINCES = {
    "ON": (
        "Thunder Bay;Peterborough;Brampton;Kanata;Sudbury;Kingston;Guelph;Sault Ste. Marie;Timmins;Oshawa",
        "416 647 905 289 613 519 705 807 343 226",
        "KLMNP",
    ),
    "QC": (
        "Laval;Sherbrooke;Trois-Rivières;Gatineau;Saguenay;Rimouski;Longueuil;Val-d'Or",
        "514 438 450 418 819 581",
        "GHJ",
    ),
    "BC": (
        "Surrey;Kamloops;Prince George;Nanaimo;Kelowna;Burnaby;Terrace;Abbotsford",
        "604 778 250 236",
        "V",
    ),
    "AB": (
        "Red Deer;Lethbridge;Fort McMurray;Medicine Hat;Grande Prairie;St. Albert",
        "403 587 780 825",
        "T",
    ),
    "MB": ("Brandon;Thompson;Steinbach;Selkirk;Portage la Prairie", "204 431", "R"),
    "SK": ("Saskatoon;Regina;Prince Albert;Moose Jaw;La Ronge", "306 639", "S"),
    "NS": ("Dartmouth;Sydney;Truro;Antigonish;Yarmouth", "902 782", "B"),
    "NB": ("Moncton;Fredericton;Bathurst;Edmundston;Miramichi", "506", "E"),
    "NL": ("Corner Brook;Gander;Mount Pearl;Happy Valley-Goose Bay", "709", "A"),
    "PE": ("Charlottetown;Summerside;Montague", "902 782", "C"),
}
CA_STREETS = (
    "Birchmount Rd;Kingsway Ave;Portage Ave;Jasper Ave;Lakeshore Blvd W;Barrington St;Water St E;Sunnyside Dr;"
    "Ouellette Ave;Cumberland Ave S;Elmvale Cres;Main St N;Tecumseh Rd E;Wellington St;Albert St;Dufferin Rd"
).split(";")
QC_STREETS = (
    "rue Sherbrooke Est;boulevard Saint-Laurent;rue des Érables;avenue du Parc;chemin de la Côte-Sainte-Catherine;"
    "rue Principale;boulevard René-Lévesque Ouest;rue Saint-Joseph"
).split(";")
CA_UNITS = ("Apt {n}", "Unit {n}", "Suite {n}", "#{n}")

STATES = {
    "NY": (
        "Yonkers;Utica;Schenectady;Brooklyn;Ithaca;Poughkeepsie",
        "212 315 518 585 607 646 718 845 914",
        "100 122 128 132 146",
    ),
    "CA": (
        "Fresno;Oakland;Bakersfield;Chula Vista;Santa Rosa;Riverside",
        "209 213 310 408 510 559 619 707 916 951",
        "900 926 935 945 956",
    ),
    "TX": (
        "Laredo;Lubbock;Beaumont;Round Rock;El Paso;Tyler",
        "210 214 254 281 361 409 512 806 915 972",
        "750 770 787 794 799",
    ),
    "FL": (
        "Gainesville;Pensacola;Hialeah;Ocala;Sarasota;Kissimmee",
        "239 305 321 352 386 407 727 786 850 904",
        "320 325 331 342 347",
    ),
    "IL": (
        "Peoria;Joliet;Naperville;Rockford;Cicero;Evanston",
        "217 309 312 630 708 773 815 847",
        "604 606 611 616 627",
    ),
    "WA": ("Spokane;Yakima;Tacoma;Bellingham;Kent;Walla Walla", "206 253 360 425 509", "980 983 984 989 992"),
    "NJ": ("Paterson;Camden;Trenton;Elizabeth;Hoboken", "201 609 732 856 908 973", "070 071 076 080 086"),
    "GA": ("Macon;Savannah;Athens;Augusta;Valdosta", "229 404 470 478 678 706 912", "300 303 310 314 316"),
    "AZ": ("Tempe;Flagstaff;Yuma;Mesa;Tucson", "480 520 602 623 928", "850 852 857 860 863"),
    "MN": (
        "Duluth;Rochester;St. Cloud;Bloomington;Moorhead",
        "218 320 507 612 651 763 952",
        "550 554 558 559 563",
    ),
    "OK": ("Tahlequah;Norman;Muskogee;Tulsa;Lawton", "405 539 580 918", "730 740 744 735 745"),
    "NM": ("Gallup;Farmington;Las Cruces;Santa Fe", "505 575", "870 873 874 880 875"),
    "HI": ("Hilo;Kailua;Waipahu;Kahului;Lihue", "808", "967 968"),
    "MA": (
        "Worcester;Lowell;Springfield;Brockton;Quincy",
        "339 413 508 617 774 781 978",
        "016 018 021 023 011",
    ),
}
US_STREETS = (
    "Oak Hollow Dr;W Fulton St;Magnolia Ave;N Kedzie Ave;Sycamore Ln;E Colfax Ave;Old Post Rd;Pecan Grove Ct;"
    "Mission Blvd;Riverside Dr;Cottonwood Trl;Elm St;S Halsted St;Kamehameha Hwy;Ridgecrest Rd"
).split(";")
US_UNITS = ("Apt {n}", "Unit {n}", "#{n}", "Ste {n}")

# jur: (name, towns, streets, postcode pattern, phone: country code + digit groups, locale pool, iban country)
FOREIGN = {
    "uk": (
        "United Kingdom",
        "Leeds;Cardiff;Bristol;Inverness;Leicester",
        "Kirkstall Rd;Cathedral Rd;Gloucester Rd;Church St;Belgrave Gate",
        "UK",
        "44 4 3 4",
        "en-GB cy gd pa ur bn pl",
        "GB",
    ),
    "ie": (
        "Ireland",
        "Galway;Limerick;Cork;Sligo;Dundalk",
        "Bóthar na Trá;Henry St;Douglas Rd;Pearse St",
        "D{n2} {a}{n2}{a}",
        "353 2 3 4",
        "en-IE ga pl lt",
        "IE",
    ),
    "au": (
        "Australia",
        "Geelong;Ballarat;Townsville;Wollongong;Fremantle",
        "Sturt St;Flinders St;Anzac Pde;Beaufort St",
        "VIC {n4}",
        "61 1 4 4",
        "en-AU el vi zh-CN ar hi",
        "",
    ),
    "nz": (
        "New Zealand",
        "Rotorua;Hamilton;Dunedin;Porirua;Whanganui",
        "Tutanekai St;Victoria St;George St;Te Ara Rd",
        "{n4}",
        "64 3 3 4",
        "mi en-NZ sm to zh-CN hi",
        "",
    ),
    "in": (
        "India",
        "Pune;Kochi;Bhubaneswar;Mysuru;Vijayawada",
        "MG Road;Nehru Nagar;Station Rd;Gandhi Chowk",
        "{n6}",
        "91 5 5",
        "hi mr ta te kn ml bn gu pa or",
        "",
    ),
    "ng": (
        "Nigeria",
        "Ibadan;Enugu;Kano;Abeokuta;Port Harcourt",
        "Awolowo Rd;Ogui Rd;Zoo Rd;Aba Rd",
        "{n6}",
        "234 3 3 4",
        "yo ig ha en-NG",
        "",
    ),
    "ke": (
        "Kenya",
        "Kisumu;Nakuru;Eldoret;Thika;Mombasa",
        "Oginga Odinga St;Kenyatta Ave;Moi Ave;Ngong Rd",
        "{n5}",
        "254 3 6",
        "sw ki luo so",
        "",
    ),
    "za": (
        "South Africa",
        "Bloemfontein;Gqeberha;Durban;Polokwane;Stellenbosch",
        "Voortrekker Rd;Florida Rd;Church St;Long St",
        "{n4}",
        "27 2 3 4",
        "zu xh af st en-ZA",
        "",
    ),
    "gh": (
        "Ghana",
        "Kumasi;Tamale;Cape Coast;Ho;Takoradi",
        "Oxford St;Prempeh II St;Liberation Rd",
        "GA-{n3}-{n4}",
        "233 2 3 4",
        "ak ee en-GH",
        "",
    ),
    "jm": (
        "Jamaica",
        "Montego Bay;Spanish Town;Mandeville;Ocho Rios",
        "Hope Rd;Barnett St;Manchester Rd",
        "JMAKN{n2}",
        "1 3 3 4",
        "en-JM",
        "",
    ),
    "ph": (
        "Philippines",
        "Cebu City;Davao City;Iloilo City;Baguio;Quezon City",
        "Osmeña Blvd;J.P. Laurel Ave;Session Rd",
        "{n4}",
        "63 3 3 4",
        "tl ceb",
        "",
    ),
    "sg": (
        "Singapore",
        "Singapore",
        "Ang Mo Kio Ave 3;Tampines St 21;Jurong West St 52",
        "Singapore {n6}",
        "65 4 4",
        "zh-CN ms ta en-SG",
        "",
    ),
    "de": (
        "Germany",
        "Bielefeld;Kassel;Rostock;Augsburg;Mainz",
        "Hauptstraße;Lindenallee;Bahnhofstraße;Am Markt",
        "{n5}",
        "49 3 4 4",
        "de tr pl ru",
        "DE",
    ),
    "fr": (
        "France",
        "Lille;Nantes;Rennes;Grenoble;Perpignan",
        "rue Nationale;avenue Jean-Jaurès;rue de la République",
        "{n5}",
        "33 1 2 2 2 2",
        "fr ar pt-PT ht",
        "FR",
    ),
    "mx": (
        "Mexico",
        "Puebla;Oaxaca de Juárez;Mérida;Querétaro;Morelia",
        "Calle 5 de Mayo;Av. Juárez;Calle Hidalgo",
        "C.P. {n5}",
        "52 3 3 4",
        "es-MX nah",
        "",
    ),
    "br": (
        "Brazil",
        "Campinas;Recife;Curitiba;Salvador;Belém",
        "Rua das Flores;Av. Paulista;Rua XV de Novembro",
        "{n5}-{n3}",
        "55 2 5 4",
        "pt-BR it ja",
        "",
    ),
    "ma": (
        "Morocco",
        "Agadir;Marrakech;Fès;Tanger;Tiznit",
        "Avenue Hassan II;Rue Souss;Derb Sidi Bouloukat",
        "{n5}",
        "212 3 6",
        "zgh ar fr",
        "MA",
    ),
    "et": (
        "Ethiopia",
        "Addis Ababa;Adama;Hawassa;Bahir Dar;Mekelle",
        "Bole Rd;Churchill Ave;Haile Gebreselassie Rd",
        "{n4}",
        "251 2 3 4",
        "am ti om",
        "",
    ),
}

CA_POOL = "en-CA fr-CA pa ta ar tl ur zh-HK zh-CN ko fa ht iu cr oj moh mic so uk pt-PT it pl es-CO vi hi gu"
US_POOL = "en-US es-MX es-US vi zh-CN ko tl ht hmn nv chr dak haw ru hy am so ar he yo hi gu it el pl"
QC_POOL = "fr-CA ht ar es-CO zh-CN vi moh fr"
