"""Decoy material typed for round 24: names of offices, works, places and numbers that are not personal data."""

JUDGES = """Justice Evangeline Thorncroft|Justice Caspian Mbeki-Lowry|Judge Annunziata Pellegrino-Reyes|
Justice Theodora Vanstone|Judge Bartholomew Ekwueme|the Honourable Justice Sunniva Halvorsen|
Judge Ignatius Delacroix-Barnes|Justice Philomena Kearsley|Associate Chief Justice Leland Okwuosa|
Judge Henrietta Szymańska|Justice Cosimo Abernathy-Ruiz|Judge Marisela Quintanar|Justice Ewart Lindenberg|
Chief Judge Wilhelmina Oduya|Justice Rafferty Nakagawa-Bell"""
JUDGES_FR = "l'honorable juge Gisèle Marcoux-Tanguay|le juge Hippolyte Dufresne|la juge Clothilde Aubertin"
JUDGES_OTHER = {
    "es": "la jueza Amparo Echevarría Solís|el juez Baltasar Irigoyen Mata",
    "pt": "a juíza Rosângela Teixeira Brandão|o juiz Evandro Pimentel Lacerda",
    "de": "Richterin am Amtsgericht Hiltrud Kammerlander|Richter Ortwin Feldhusen",
    "it": "il giudice Saverio Mancuso Dell'Orto|la giudice Ornella Baldacci",
    "nl": "rechter Geertruida Hoogendam|mr. rechter Evert Kniestedt",
    "pl": "sędzia Bożena Wróblewska-Kania|sędzia Zbigniew Ostoja",
}
MEMBERS = """Member Corisande Whitaker-Obi|Vice-Chair Lorcan Hetherington|Adjudicator Salomé Rivard-Chen|
Presiding Member Dunstan Afolayan|Arbitrator Imelda Castellucci|Member Torvald Ramdass|Adjudicator Beatrix Mwangi-Holt"""
OFFICIALS = """Registrar Evadne Purcell|Deputy Registrar Osric Llewelyn-Amos|Clerk of the Tribunal Marguerite Ashby|
Commissioner for Taking Affidavits Jovan Radulović|Sheriff Ottoline Gainsford|Ombudsperson Hubert Ngata|
Deputy Clerk Seraphina Moyo|Master Aurelio Vance"""
OFFICIALS_FR = "Greffière Ghislaine Roussy|Greffier adjoint Ambroise Tessier"
STATUTES = """Residential Tenancies Act|Employment Standards Act, 2000|Child, Youth and Family Services Act, 2017|
Civil Resolution Tribunal Act|Code civil du Québec|Fair Debt Collection Practices Act|Immigration and Refugee Protection Act|
Health Insurance Portability and Accountability Act|Personal Information Protection and Electronic Documents Act|
Motor Vehicle Act|Family Law Act|Workers Compensation Act|Limitations Act, 2002|Insurance Act|Landlord and Tenant Act 1985|
Equality Act 2010|Bürgerliches Gesetzbuch|Código Civil Federal|Codice di procedura civile"""
SECTIONS = "s. 47(1)|section 12.3|art. 1974 C.c.Q.|§ 573|Rule 14.05(3)(h)|para. 21(b)|s. 7(2)(c)|Part IV, s. 31|art. 2|subs. 88(4)"
CASE_NAMES = """Ferncliff Holdings Ltd. v. Okanagan Shores Strata|Re Marrowbone Estate|Tallis Freight v. Province of Manitoba|
R. v. Crowsnest Haulage Inc.|Halberd Insurance v. Minister of Finance|Pinecrest Co-operative v. City of Brandon|
Estate of Lindqvist (Re)|Greystone Tenants' Association v. Arbutus Realty|Northgate Mutual v. Tanager Logistics"""
CITATIONS = "[2017] 3 S.C.R. 412|612 F.3d 1088 (9th Cir. 2010)|(2009), 96 O.R. (3d) 481|[2021] EWCA Civ 733|[1998] 1 W.L.R. 296|88 N.E.3d 204"
NEUTRALS = "2022 ONCA 519|2019 BCCA 284|2023 QCCS 1147|2020 ABKB 66|2021 NSSC 302|2018 SKCA 41|2024 FC 812|2022 MBCA 17"
BUILDINGS = """Tessier-Lavigne Justice Pavilion|the Hollingsworth Administrative Building|Fairbairn Hall|the Kittredge Annex|
the Dunsmuir Courthouse|Mowat Tower|Pavillon Lionel-Groulx|the Winterbourne Centre"""
ORGS = """Gallagher & Pruett Freight|Kowalski Dairy Co-op|Ashcombe Family Foundation|Brannigan Roofing Ltd.|
Delacroix Funeral Home|Abernethy Logistics|Whitfield & Sons Hardware|Ostrowski Memorial Clinic|
Hamasaki Auto Body|Lindgren Outfitters|McAllister Dental Group|Pemberton Realty"""
TERMS = """Heimlich manoeuvre|Apgar score|Glasgow scale|Kaplan–Meier estimate|Doppler scan|Mantoux test|Ponzi scheme|
Salter–Harris fracture|Heimlich valve|Bell's palsy|Tourette syndrome|Alzheimer's disease|Hodgkin lymphoma|Crohn's disease"""
EPLACES = """Lake Louise|Port Alberni|Prince Rupert|Fort Saskatchewan|Mount Robson|Lady Evelyn Lake|Point Pelee|
Fort Lauderdale|Lake Havasu City|St. Albert|Victoria Island|Cape Breton|Saint-Jérôme|Port Colborne"""
FICTION = """Hermione Granger|Atticus Finch|Sherlock Holmes|Anne Shirley|Elizabeth Bennet|Jay Gatsby|Hercule Poirot|
Tom Sawyer|Holden Caulfield|Jean Valjean|Scarlett O'Hara|Bilbo Baggins"""
PUBLIC = "Wayne Gretzky|Celine Dion|Oprah Winfrey|Serena Williams|Drake|Margaret Atwood|Shania Twain|Lionel Messi|Taylor Swift"
HISTORICAL = """Louis Riel|Laura Secord|Tommy Douglas|Harriet Tubman|Frederick Banting|Emily Carr|Sitting Bull|
Agnes Macphail|Terry Fox|Susan B. Anthony|Joseph Brant|Nellie McClung"""
STORMS = "Hurricane Juan|Hurricane Fiona|Hurricane Hazel|Hurricane Katrina|Hurricane Igor|Tropical Storm Debby|Hurricane Dorian"
SHIPS = "MV Leif Ericson|CCGS Terry Fox|MV Joseph and Clara Smallwood|MS Norwegian Bliss|HMCS Charlottetown|MV Coho|FV Ocean Pride"
AWARDS = """Order of Canada|Governor General's Award|Pulitzer Prize|Queen Elizabeth II Platinum Jubilee Medal|
Stanley Cup|Nobel Peace Prize|Prix Gémeaux|Juno Award|Giller Prize|Victoria Cross"""
PLACES = """Moose Jaw|Rivière-du-Loup|Medicine Hat|Kamloops|Thunder Bay|Iqaluit|Kingston|Grand Falls-Windsor|Trois-Pistoles|
Lloydminster|Flin Flon|Bathurst|Chilliwack|Timmins"""
PRODUCTS = "Windows 11 23H2|iOS 17.4.1|Android 14|Adobe Acrobat 2020|macOS Sonoma 14.2|Chrome 121.0.6167.85|Zoom 5.17.5|Outlook 2019"
INST_ORGS = """Legal Aid Manitoba|Service Canada|Tribunal administratif du logement|Landlord and Tenant Board|
Social Security Administration|Department of Motor Vehicles|Canada Revenue Agency|Office of the Public Guardian|
Workers' Compensation Board|Housing Authority|Citizens Advice|County Clerk's Office"""
INST_DOMAINS = "tribunal-records.ca|courts-registry.org|legalaid-help.org|claims-service.gov|housing-board.ca|benefits-office.gov"
INST_MAILBOXES = "registry|intake|filings|records|info|appeals|greffe|support|correspondence"
IBANKS = "ROYCCAT2|BOFMCAM2|TDOMCATTTOR|CHASUS33|BOFAUS3N|NWBKGB2L|DEUTDEFF|BNPAFRPP|CAIXESBB|INGBNL2A|PKOPPLPW|AIBKIE2D"
