"""Provinces, states and foreign jurisdictions: towns, streets, area codes, postcodes, locale pools."""

# code: (name, towns, area codes, first letters of postal codes)
PROVINCES = {
    "ON": (
        "Ontario",
        "Sudbury,Thunder Bay,Kingston,Guelph,Oshawa,Brantford,Peterborough,Sarnia,Timmins",
        "705 807 613 519 905 289 416 647 226 343",
        "KLMNP",
    ),
    "QC": (
        "Québec",
        "Longueuil,Trois-Rivières,Sherbrooke,Gatineau,Saguenay,Rimouski,Laval,Drummondville",
        "514 438 450 579 418 581 819 873",
        "GHJ",
    ),
    "BC": (
        "British Columbia",
        "Kamloops,Nanaimo,Prince George,Surrey,Kelowna,Abbotsford,Terrace,Burnaby",
        "604 778 236 250 672",
        "V",
    ),
    "AB": (
        "Alberta",
        "Red Deer,Lethbridge,Medicine Hat,Grande Prairie,Airdrie,Lloydminster,Leduc",
        "403 587 780 825 368",
        "T",
    ),
    "MB": ("Manitoba", "Brandon,Steinbach,Thompson,Selkirk,Portage la Prairie,Dauphin", "204 431 584", "R"),
    "SK": (
        "Saskatchewan",
        "Saskatoon,Moose Jaw,Prince Albert,Yorkton,Swift Current,La Ronge",
        "306 639 474",
        "S",
    ),
    "NS": ("Nova Scotia", "Dartmouth,Truro,Antigonish,Yarmouth,Sydney,Wolfville", "902 782", "B"),
    "NB": ("New Brunswick", "Moncton,Fredericton,Bathurst,Edmundston,Miramichi,Sackville", "506 428", "E"),
    "NL": (
        "Newfoundland and Labrador",
        "Corner Brook,Gander,Mount Pearl,Happy Valley-Goose Bay,Carbonear",
        "709 879",
        "A",
    ),
    "PE": ("Prince Edward Island", "Charlottetown,Summerside,Montague,Souris", "902 782", "C"),
    "NU": ("Nunavut", "Iqaluit,Rankin Inlet,Pangnirtung,Cambridge Bay,Igloolik", "867", "X"),
    "NT": ("Northwest Territories", "Yellowknife,Inuvik,Hay River,Fort Smith", "867", "X"),
    "YT": ("Yukon", "Whitehorse,Dawson City,Watson Lake,Haines Junction", "867", "Y"),
}
CA_WEIGHTS = {
    "ON": 9,
    "QC": 6,
    "BC": 6,
    "AB": 3,
    "MB": 2,
    "SK": 2,
    "NS": 2,
    "NB": 1,
    "NL": 1,
    "PE": 1,
    "NU": 1,
}
CA_WEIGHTS.update({"NT": 1, "YT": 1})

# code: (name, towns, area codes, ZIP prefixes)
STATES = {
    "CA": (
        "California",
        "Fresno,Oxnard,Salinas,Modesto,Riverside,Chula Vista,Stockton,Visalia",
        "559 805 831 209 951 619 510 707",
        "936 930 939 953 925 919 952 932",
    ),
    "TX": (
        "Texas",
        "Laredo,McAllen,Lubbock,Waco,Amarillo,Brownsville,Killeen,Round Rock",
        "956 806 254 432 512 713 915",
        "780 785 794 767 791 785 765 786",
    ),
    "NY": (
        "New York",
        "Yonkers,Utica,Schenectady,Binghamton,Poughkeepsie,Jamaica,Flushing,Rochester",
        "914 315 518 607 845 718 347 585",
        "107 135 123 139 126 114 113 146",
    ),
    "FL": (
        "Florida",
        "Hialeah,Lakeland,Ocala,Gainesville,Kissimmee,Pensacola,Port St. Lucie",
        "305 863 352 407 850 772 239",
        "330 338 344 326 347 325 349",
    ),
    "IL": (
        "Illinois",
        "Joliet,Aurora,Rockford,Peoria,Cicero,Waukegan,Springfield",
        "815 630 309 708 847 217 773",
        "604 605 611 616 608 600 627",
    ),
    "WA": (
        "Washington",
        "Yakima,Spokane,Tacoma,Everett,Kent,Bellingham,Pasco",
        "509 253 425 360 206",
        "989 992 984 982 980 982 993",
    ),
    "GA": (
        "Georgia",
        "Macon,Savannah,Athens,Augusta,Albany,Gainesville,Marietta",
        "478 912 706 229 770 404",
        "312 314 306 309 317 305 300",
    ),
    "AZ": (
        "Arizona",
        "Mesa,Chandler,Yuma,Flagstaff,Tucson,Glendale,Kayenta",
        "480 928 520 623 602",
        "852 853 856 860 857 853 860",
    ),
    "MN": (
        "Minnesota",
        "Duluth,Rochester,Bloomington,St. Cloud,Mankato,Bemidji",
        "218 507 952 320 612",
        "558 559 554 563 560 566",
    ),
    "OK": (
        "Oklahoma",
        "Tulsa,Norman,Lawton,Tahlequah,Muskogee,Broken Bow",
        "918 405 580 539",
        "741 730 735 744 744 747",
    ),
    "NJ": (
        "New Jersey",
        "Paterson,Elizabeth,Trenton,Camden,Passaic,Union City",
        "973 908 609 856 201 732",
        "075 072 086 081 070 070",
    ),
    "MI": (
        "Michigan",
        "Dearborn,Flint,Lansing,Kalamazoo,Saginaw,Hamtramck",
        "313 810 517 269 989 734",
        "481 485 489 490 486 482",
    ),
    "NM": (
        "New Mexico",
        "Gallup,Las Cruces,Farmington,Santa Fe,Roswell,Shiprock",
        "505 575",
        "873 880 874 875 882 874",
    ),
    "MA": (
        "Massachusetts",
        "Lowell,Brockton,Worcester,Springfield,Lynn,Fall River",
        "978 508 413 781 617 774",
        "018 023 016 011 019 027",
    ),
    "HI": ("Hawaii", "Hilo,Kailua,Waipahu,Kahului,Lihue,Pearl City", "808", "967 967 967 967 967 967"),
    "AK": ("Alaska", "Anchorage,Bethel,Nome,Fairbanks,Kotzebue,Juneau", "907", "995 995 997 997 997 998"),
    "PA": (
        "Pennsylvania",
        "Allentown,Erie,Reading,Scranton,Lancaster,Bethlehem",
        "610 814 484 570 717",
        "181 165 196 185 176 180",
    ),
}
US_WEIGHTS = {
    "CA": 5,
    "TX": 5,
    "NY": 5,
    "FL": 4,
    "IL": 3,
    "WA": 2,
    "GA": 2,
    "AZ": 2,
    "MN": 1,
    "OK": 1,
    "NJ": 2,
}
US_WEIGHTS.update({"MI": 2, "NM": 1, "MA": 2, "HI": 1, "AK": 1, "PA": 2})

CA_STREETS = (
    "Brunswick Avenue,Larch Street,Cedarvale Crescent,Bayview Drive,Kingsway,Second Avenue North,Tecumseh Road East,"
    "Cumberland Street,Algonquin Boulevard,Wascana Parkway,Spadina Road,Barrington Street,Argyle Road,Lakeshore Road,"
    "Fraser Highway,Macleod Trail SE,Portage Avenue,Hollis Street,Water Street,Frobisher Drive"
).split(",")
QC_STREETS = (
    "rue Saint-Denis,boulevard René-Lévesque,rue des Érables,avenue du Parc,chemin de la Côte-Sainte-Catherine,"
    "rue Principale,boulevard Taschereau,rue King Ouest,rang Saint-Joseph,rue de la Fabrique"
).split(",")
US_STREETS = (
    "Magnolia Avenue,Old Mill Road,Sycamore Lane,Ridgecrest Drive,W. Division Street,Pecan Valley Drive,"
    "Kamehameha Highway,Route 9W,Bluebonnet Trail,Cottonwood Court,E. Grand River Avenue,N. Kedzie Avenue,"
    "Pueblo Road,Chestnut Hill Road,Bay Ridge Parkway,Lincoln Way,Fulton Street,Peachtree Industrial Boulevard"
).split(",")

# code: (name, towns, streets, postcode style, phone format, locale pool, IBAN country or "")
FOREIGN = {
    "uk": (
        "United Kingdom",
        "Leeds,Bradford,Croydon,Cardiff,Luton,Leicester,Swansea,Glasgow",
        "Albion Street,Wellington Road,Chapel Lane,Kirkgate,Cathedral Road,Belgrave Gate",
        "uk",
        "+44 7### ######",
        "en-GB cy gd pa ur bn pl en-JM so",
        "GB",
    ),
    "ie": (
        "Ireland",
        "Cork,Limerick,Galway,Tralee,Drogheda,Athlone,Sligo",
        "Shandon Street,O'Connell Avenue,Bóthar na Trá,Main Street,Church Road,Mardyke Walk",
        "ie",
        "+353 8# ### ####",
        "en-IE ga pl lt ro pt-BR",
        "IE",
    ),
    "au": (
        "Australia",
        "Parramatta,Geelong,Townsville,Wollongong,Alice Springs,Bendigo,Cairns",
        "Smith Street,Flinders Lane,Wattle Grove,Esplanade,Todd Street,Pitt Row",
        "au",
        "+61 4## ### ###",
        "en-AU vi el zh-CN ar hi to",
        "",
    ),
    "nz": (
        "New Zealand",
        "Porirua,Rotorua,Hamilton,Dunedin,Manukau,Gisborne,Whangārei",
        "Kāpiti Road,Cuba Street,Tainui Road,Great South Road,George Street,Victoria Avenue",
        "nz",
        "+64 2# ### ####",
        "en-NZ mi sm to fj zh-CN hi",
        "",
    ),
    "in": (
        "India",
        "Pune,Bhubaneswar,Ludhiana,Vadodara,Kochi,Mysuru,Nagpur,Guwahati",
        "M.G. Road,Linking Road,Civil Lines,Station Road,Ring Road,Nehru Nagar",
        "in",
        "+91 9#### #####",
        "hi mr gu pa bn ta te kn ml or ur",
        "",
    ),
    "za": (
        "South Africa",
        "Soweto,Gqeberha,Polokwane,Mthatha,Bloemfontein,Pietermaritzburg,Mahikeng",
        "Vilakazi Street,Oxford Road,Voortrekker Road,Jan Smuts Avenue,Church Street,Long Street",
        "za",
        "+27 8# ### ####",
        "en-ZA zu xh st tn af",
        "",
    ),
    "ng": (
        "Nigeria",
        "Ibadan,Enugu,Kano,Port Harcourt,Abeokuta,Onitsha,Kaduna",
        "Allen Avenue,Ogui Road,Zoo Road,Aba Road,Ring Road,Ahmadu Bello Way",
        "ng",
        "+234 80# ### ####",
        "en-NG yo ig ha",
        "",
    ),
    "ke": (
        "Kenya",
        "Kisumu,Nakuru,Eldoret,Mombasa,Thika,Nyeri,Machakos",
        "Moi Avenue,Oginga Odinga Street,Kenyatta Highway,Ngong Road,Tom Mboya Street,Digo Road",
        "ke",
        "+254 7## ### ###",
        "sw ki luo so om",
        "",
    ),
    "sg": (
        "Singapore",
        "Singapore",
        "Ang Mo Kio Avenue 3,Tampines Street 21,Jurong West Street 52,Serangoon North Avenue 1,Toa Payoh Lorong 4,Bedok North Road",
        "sg",
        "+65 9### ####",
        "en-SG zh-CN ms ta",
        "",
    ),
    "ph": (
        "Philippines",
        "Quezon City,Cebu City,Davao City,Laoag,Iloilo City,Baguio,Tacloban",
        "Aurora Boulevard,Colon Street,Rizal Avenue,Mabini Street,Gen. Luna Street,J.P. Laurel Avenue",
        "ph",
        "+63 9## ### ####",
        "tl ceb ilo",
        "",
    ),
    "gh": (
        "Ghana",
        "Kumasi,Tamale,Takoradi,Cape Coast,Ho,Sunyani",
        "Liberation Road,Harper Road,Market Circle,Ring Road Central,Kojo Thompson Road,Adum Street",
        "gh",
        "+233 24 ### ####",
        "en-GH ak ee ha",
        "",
    ),
    "jm": (
        "Jamaica",
        "Spanish Town,Montego Bay,May Pen,Mandeville,Ocho Rios,Portmore",
        "Half Way Tree Road,Barnett Street,Manchester Road,Main Street,Constant Spring Road,Hagley Park Road",
        "jm",
        "+1 876 ### ####",
        "en-JM",
        "",
    ),
    "fr": (
        "France",
        "Lille,Rennes,Saint-Denis,Marseille,Toulouse,Strasbourg",
        "rue de la République,avenue Jean-Jaurès,boulevard Voltaire,rue Nationale,quai de la Loire,rue du Marché",
        "fr",
        "+33 6 ## ## ## ##",
        "fr wo ff ar zgh ht",
        "FR",
    ),
    "de": (
        "Germany",
        "Duisburg,Leipzig,Mannheim,Bielefeld,Nürnberg,Gelsenkirchen",
        "Bahnhofstraße,Schillerstraße,Hauptstraße,Goethestraße,Lindenallee,Kirchweg",
        "de",
        "+49 15# ########",
        "de tr pl ru ku",
        "DE",
    ),
    "es": (
        "Spain",
        "Badalona,Vigo,Murcia,Bilbao,Alicante,Zaragoza",
        "Calle Mayor,Avenida de la Constitución,Carrer de Sants,Calle Real,Paseo de Gràcia,Calle San Francisco",
        "es",
        "+34 6## ### ###",
        "es-ES ca eu ro es-CO",
        "ES",
    ),
    "nl": (
        "Netherlands",
        "Utrecht,Tilburg,Almere,Groningen,Rotterdam,Zaandam",
        "Kerkstraat,Dorpsstraat,Molenweg,Stationsweg,Schoolstraat,Julianalaan",
        "nl",
        "+31 6 ########",
        "nl tr ar so pl",
        "NL",
    ),
}
