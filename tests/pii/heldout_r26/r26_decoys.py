"""Decoy material typed for round 26: offices with their holders, works, places, events and numbers that are
not anyone's personal data. Lists are '|'-separated."""

JUDGES = {
    "en": """Justice Evangeline Strathdee|Justice Barnaby Quarshie|Madam Justice Rosamund Tenbury|
Mr. Justice Caspian Hollingworth|Judge Thelonius Abernethy|Associate Chief Justice Margery Okonjo|
Justice Fitzroy Delacroix-Baird|Judge Winnifred Ashdown|Justice Horatio Selvaratnam|Chief Judge Ignatius Palliser|
Judge Henrietta Vandersloot|Justice Ptolemy Okwuosa|Justice Desdemona Fairbairn|Judge Cosmo Ravensworth|
Justice Imelda Kranjčević|Judge Lucasta Feeney|Justice Perpetua Nwachukwu""",
    "us": """Judge Thelonius Abernethy|District Judge Osric Penhaligon|Magistrate Judge Araminta Colquhoun|
Hon. Bartholomew Nakashima|Surrogate Judge Evadne Kowalsky|Probate Judge Leontyne Marchbanks|
Administrative Law Judge Rufus Stonebridge|Immigration Judge Serafina Abelard|Bankruptcy Judge Alaric Whitmore|
Judge Cosmo Ravensworth|Hon. Delphina Arceneaux""",
    "uk": "District Judge Osric Penhaligon|Her Honour Judge Sybilla Tremayne|HHJ Lavington|Judge Lucasta Feeney",
    "fr": """l'honorable juge Clothilde Brassard|le juge Honoré Marcil-Dufresne|la juge Ghislaine Aubut|
Madame la juge Philomène Dussault|le juge Anselme Rivard|le juge aux affaires familiales Bertrand Quéméner|
la juge des tutelles Odile Marchetti|le juge de paix Évariste Lemmens""",
    "es": """el juez Teodoro Alcántara Merino|la jueza Purificación Landa Oyarzun|la magistrada Inmaculada Sorribes Vidal|
el juez Eustaquio Barraza Peña|la jueza Maricruz Echeverría Tamez""",
    "pt": """o juiz Aristides Malheiro Cunha|a juíza Filomena Sarmento Leite|o desembargador Heitor Carvalhal Meireles|
a juíza Rosângela Vasconcelos Prado""",
    "de": """Richterin am Amtsgericht Walburga Eickhoff|Richter Ansgar Plenzdorf|Vorsitzende Richterin Irmtraud Stollberg|
Richter Gottfried Kastelic|Bezirksrichterin Hermine Wallnöfer""",
    "it": "il giudice Corrado Pellizzari|la giudice Ornella Scafidi|il giudice tutelare Ermanno Bortolotti",
    "nl": "rechter Hendrika Zijlstra|kinderrechter Maarten Oudshoorn|rechter Jacoba Tjalsma",
}
MEMBERS = {
    "en": """Member Octavia Rutherglen|Vice-Chair Leopoldine Ashcombe|Adjudicator Cyprian Hollis|
Presiding Member Wilhelmina Trent|Member Aurelio Quennell|Arbitrator Ignatia Morcombe|Adjudicator Benedicta Yallop|
Vice-Chair Lazarus Pennycook|Member Philomena Graystone|Commissioner Evander Kilbride""",
    "fr": "Membre Gaétane Beauregard|la juge administrative Sylvie Théberge|le juge administratif Fernand Lapierre",
}
OFFICIALS = {
    "en": """Registrar Hyacinth Ormerod|Deputy Registrar Crispin Ellery|Clerk of the Court Millicent Goodspeed|
Commissioner for Taking Affidavits Griselda Haverstock|Notary Public Percival Stanhope|Sheriff Bertram Coyle|
Deputy Clerk Isadore Quill|Coroner Ottoline Mabry|Justice of the Peace Harland Briggs|Hearings Officer Prudence Latimer|Court Clerk Solomon Reddaway""",
    "us": """Deputy Clerk Jolene Pickard|Notary Public Harlan Mayweather|Certified Court Reporter Dorinda Vasquez-Ibarra|
Asylum Officer Kwesi Amankrah|Clerk of Court Eudora Finchley|
Hearing Officer Mortimer Yates""",
    "fr": """Greffier adjoint Firmin Lacasse|Commissaire à l'assermentation Yolande Bérubé|Notaire Gervais Latendresse|
la greffière en chef Bérengère Moncourt|le commissaire de justice Aubin Lesueur""",
    "es": """la letrada de la Administración de Justicia Piedad Ochandiano|el notario Casimiro Vallejo Urquiza|
el agente del Ministerio Público Librado Cienfuegos|la oficial secretaria Dolores Tapia Ugalde""",
    "pt": "o tabelião Wanderley Brandão Lins|a oficial de registo Graça Albuquerque|a notária Cândida Sobral Reis",
    "de": """Urkundsbeamtin der Geschäftsstelle Almut Rehbein|Notar Konstantin Aschauer|Gerichtskommissär Leopold Hainzl|
Rechtspflegerin Dagmar Veltheim""",
    "it": """il funzionario giudiziario Raffaele Scognamiglio|il notaio Guglielmo Rinaldi|la cancelliera Tiziana Morabito""",
    "nl": "griffier Wietske Algra|notaris Gerlof Brandsma|griffier Sjoukje Rienstra",
}
POLICE = {
    "en": "Constable Darnell Fitzhugh|Sergeant Marisa Okafor-Lund|Detective Constable Ivo Brannigan|Staff Sergeant Colette Ashby",
    "us": "Detective Lyle Barksdale|Officer Renata Coldwell|Sergeant Royce Tillman|Deputy Sheriff Amos Kettleby",
    "fr": "le brigadier-chef Lionel Ravaud|l'inspecteur principal Fernand Dewalque|la sergente-détective Nadine Gosselin|"
    "l'agent Mathis Corriveau",
    "es": "el agente Baltasar Quirós Lema|la subinspectora Araceli Montoya Pardo",
    "pt": "o agente principal Nélson Quaresma|a subcomissária Teresa Valadares",
    "de": "Polizeihauptmeister Detlef Grabowski|Kriminalkommissarin Heike Ostendorf",
    "it": "il maresciallo Salvatore Ingrassia|l'ispettore Loredana Cuccia",
    "nl": "hoofdinspecteur Ruud Kamphuis|brigadier Anouk Wessels",
}
PUBLIC = """Tessa Virtue|Alanis Morissette|Steve Nash|Jann Arden|Mike Myers|Beyoncé|Tom Hanks|Keanu Reeves|
Lin-Manuel Miranda|Michael Bublé|Andre De Grasse|Sandra Oh|Denzel Washington|Shohei Ohtani|Nadia Comăneci|
Usain Bolt|David Attenborough|Penny Oleksiak|Ken Jennings|Shakira"""
HISTORICAL = """John A. Macdonald|Thomas D'Arcy McGee|Mary Ann Shadd|Marie-Joseph Angélique|Abraham Lincoln|Rosa Parks|
Clara Barton|Ida B. Wells|Jacques Cartier|Frederick Banting|Lucy Maud Montgomery|Norman Bethune|Wilfrid Laurier|
Emmeline Pankhurst|Mahatma Gandhi|Nelson Mandela|José Rizal|Simón Bolívar|Benito Juárez|Tiradentes"""
FICTION = """Elizabeth Bennet|Holden Caulfield|Frodo Baggins|Don Quixote|Pippi Longstocking|Homer Simpson|Jean Valjean|
Tintin|Heidi|Pinocchio|Lisbeth Salander|Hercule Poirot|Nancy Drew|Tony Soprano|Dwight Schrute|Ted Lasso|
Luke Skywalker|Bilbo Baggins"""
STORMS = {
    "en": "Hurricane Juan|Hurricane Igor|Hurricane Hazel|Superstorm Sandy|Hurricane Ike|Hurricane Ida|Storm Ciarán|"
    "Storm Eunice|Cyclone Gabrielle|Cyclone Yasi|Typhoon Haiyan",
    "fr": "l'ouragan Juan|la tempête Ciarán|l'ouragan Igor|la tempête Xynthia",
    "es": "el huracán Otis|la borrasca Filomena|el huracán Wilma",
    "pt": "o ciclone Yakecan|a tempestade Leslie",
    "de": "Orkan Kyrill|Sturmtief Sabine|Orkan Lothar",
    "it": "la tempesta Vaia|la tempesta Ciarán|la tempesta Poly",
    "nl": "storm Eunice|storm Ciarán",
}
SHIPS = """MV Holiday Island|CCGS Louis S. St-Laurent|Bluenose II|MV Blue Puttees|USS Constitution|SS Edmund Fitzgerald|
MV Kalakala|RMS Queen Mary 2|Spirit of Tasmania|Queen of Oak Bay|Spirit of British Columbia|MS Amorella|
MV Leonora Christina|NRP Sagres"""
AWARDS = """Order of Canada|Governor General's Literary Award|Nobel Peace Prize|Polaris Music Prize|Prix Gémeaux|
Presidential Medal of Freedom|Pulitzer Prize|Victoria Cross|Order of Ontario|Ordre national du Québec|
Bundesverdienstkreuz|Prémio Camões|Booker Prize|Lou Marsh Trophy|Vezina Trophy|Hart Memorial Trophy"""
EPONYMOUS_ORGS = """Princess Margaret Cancer Centre|Hôpital Maisonneuve-Rosemont|Holland Bloorview Kids Rehabilitation Hospital|
Mayo Clinic|Johns Hopkins Hospital|Wilfrid Laurier University|McGill University|Dalhousie University|
Ronald McDonald House|Elizabeth Fry Society|John Howard Society|Hôpital Charles-Le Moyne|
Dr. Everett Chalmers Regional Hospital|Royal Alexandra Hospital|Hospital Israelita Albert Einstein|Karolinska Institutet"""
EPONYMOUS_BUSINESSES = """Tim Hortons|Deloitte|Ben & Jerry's|Ernst & Young|Dell|Hewlett Packard Enterprise|Harley-Davidson|
McDonald's|Walt Disney World|Lowe's|Smucker's|Kellogg's|Ferrero|Peugeot|Boeing|Cadbury"""
VEHICLES = """Ford F-150|Toyota RAV4|Honda Civic|Chevrolet Silverado 1500|Kia Sorento|Subaru Outback|Tesla Model 3|Ram 1500|
Hyundai Tucson|Volkswagen Golf|Nissan Rogue|Mazda CX-5"""
EPONYMOUS_PLACES = """Prince George|Fort McMurray|Lake Louise|Mount Robson|Kitchener|Lincoln Park|Columbus|Houston|
Martin Luther King Jr. Boulevard|boulevard René-Lévesque|Yonge Street|Hudson Bay|Vancouver Island|Darwin|
Ciudad Juárez|Port Elizabeth|Alice Springs|Lake Victoria|Mount Everest"""
EPONYMOUS_TERMS = """Gladue report|Jordan ceiling|Mareva injunction|Anton Piller order|Miranda warning|Brady material|
Daubert hearing|Garofoli application|Apgar score|Heimlich manoeuvre|Epley manoeuvre|Bell's palsy|Crohn's disease|
Asperger syndrome|Beck Depression Inventory|Wechsler Adult Intelligence Scale|Braden scale|Romberg test|
Tinel's sign|Babinski reflex|Alzheimer's disease|Parkinson's disease"""
BUILDINGS = """Thurgood Marshall United States Courthouse|Richard J. Daley Center|Edward W. Brooke Courthouse|
Édifice Marie-Guyart|Robson Square|Kinsella Building|Harbourfront Justice Centre|Grantham Place|Alder Tower|
Cathcart House|Mackenzie Chambers|Palais de justice de Longueuil|Bowen Law Courts"""
PLACES = {
    "ca": "the Gatineau Hills|the Okanagan Valley|the Bay of Fundy|Algonquin Park|the Gaspé Peninsula|Lake Winnipeg|"
    "the Badlands|Cape Breton|the Muskoka Lakes|Haida Gwaii|the Laurentians|Baffin Island",
    "us": "the Finger Lakes|the Outer Banks|the Catskills|the Ozarks|Lake Tahoe|the Everglades|Cape Cod|the Upper Peninsula",
    "fr": "Tadoussac|Percé|Kamouraska|Baie-Saint-Paul|Chibougamau|Havre-Saint-Pierre|Mont-Tremblant|Chamonix|Étretat|Carnac",
    "en": "the Lake District|the Wicklow Mountains|the Hunter Valley|the Coromandel|the Drakensberg|Palawan|the Sundarbans|"
    "the Cotswolds|the Karoo|Kerala's backwaters",
    "es": "la Sierra de Gredos|la Huasteca|el Bajío|la Costa Brava|la Alpujarra",
    "pt": "Monsaraz|Óbidos|Sintra|Paraty|Ouro Preto|Lençóis",
    "de": "Berchtesgaden|Garmisch-Partenkirchen|Sylt|Rügen|Bad Ischl|Zell am See",
    "it": "Cefalù|Alberobello|Bormio|Positano|Sirmione|Tropea",
    "nl": "de Veluwe|de Waddenzee|het Groene Hart|de Biesbosch",
}
PRODUCTS = """Windows 11 23H2|iOS 17.4.1|Android 14|WhatsApp 2.24.6.77|Signal 7.3|Outlook for Mac 16.83|
Chrome 124.0.6367.91|Relativity Server 2023|Nuix Workstation 9.10|Zoom 5.17.11|Acrobat Reader 2024.001.20615|
Samsung Galaxy A54|iPhone 13 mini|Fitbit Charge 6|Ring Video Doorbell 4|Clio Manage 7.2|Excel for Microsoft 365"""
PATENTS = "US 10,412,887 B2|US 9,867,034 B1|CA 2 981 446|EP 3 412 907 B1|US 11,203,518 B2|WO 2019/118234 A1"
AGENCIES = {
    "ca": "Service Canada|the Canada Revenue Agency|Immigration, Refugees and Citizenship Canada|the Public Guardian and Trustee",
    "us": "the Social Security Administration|the county Department of Social Services|the Clerk's Office|the Office of Child Support Services",
    "fr": "Services Québec|la Régie des rentes|le greffe du tribunal|la Commission des services juridiques",
    "en": "the Court Service|the Legal Aid Board|the Department of Home Affairs|the Registry",
    "es": "la oficina judicial|la Fiscalía|la Procuraduría de Protección de Niñas, Niños y Adolescentes",
    "pt": "a secretaria do tribunal|o Registo Civil|o cartório",
    "de": "Jugendamt Göttingen|Standesamt Koblenz|Amtsgericht Paderborn|Betreuungsgericht Bamberg",
    "it": "la cancelleria|l'Ufficio anagrafe|i Servizi sociali",
    "nl": "de griffie|de Raad voor de Kinderbescherming|het gemeenteloket",
}
MAIL_DOMAINS = {
    "ca": "ontario.ca|courts.gov.bc.ca|albertacourts.ca|gov.mb.ca|novascotia.ca|servicecanada.gc.ca|irb-cisr.gc.ca",
    "qc": "justice.gouv.qc.ca|tal.gouv.qc.ca|csj.qc.ca|ramq.gouv.qc.ca",
    "us": "nycourts.gov|courts.ca.gov|txcourts.gov|flcourts.gov|ssa.gov|uscis.dhs.gov|illinoiscourts.gov",
    "uk": "justice.gov.uk", "ie": "courts.ie", "au": "justice.qld.gov.au", "nz": "justice.govt.nz",
    "fr": "justice.fr", "be": "just.fgov.be", "de": "justiz.niedersachsen.de", "at": "justiz.gv.at",
    "es": "mjusticia.es", "it": "giustizia.it", "nl": "rechtspraak.nl", "pt": "tribunais.org.pt",
    "br": "tjsp.jus.br", "mx": "fiscalia.gob.mx", "in": "ecourts.gov.in", "za": "judiciary.org.za",
    "ph": "judiciary.gov.ph",
}  # fmt: skip
MAILBOXES = "registry|intake|greffe|records.requests|info|clerk.family|noreply|accessibility|scheduling"
URL_PATHS = (
    "forms/family|en/self-help|fr/formulaires|guide/affidavits|services/estates|help/filing-online|privacy"
)
