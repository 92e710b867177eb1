"""Decoy material typed for round 25: offices, works, places, events and numbers that are not personal data."""

JUDGES = """Justice Rosalind Achterberg|Justice Cuthbert Ngwenya-Hale|Madam Justice Ingrid Sauvé-Blackwood|
Mr. Justice Desmond Arkwright|Justice Felicity Oduro|Judge Leopold Castellanos|Associate Judge Wren Takeda-Moore|
Justice Hortense Baptiste|Judge Ambrose Kilpatrick|Chief Justice Odalys Ferreira|Justice Everard Sjöholm|
Judge Ottilie Brandvold|Justice Gideon Mbatha|Justice Clarissa Dunmore|Judge Thaddeus Ocampo|
Hon. Marisol Etheridge|Judge Cornelius Blackburn|Magistrate Judge Lavinia Pettaway|District Judge Amelia Rowntree|
Her Honour Judge Isadora Quayle|HHJ Penrose|Justice Anneke Vos-Kamara"""
JUDGES_FR = """l'honorable juge Mireille Charbonneau|le juge Télesphore Gagnon-Lapointe|la juge Ève-Marie Saint-Laurent|
Madame la juge Huguette Bourdages|le juge Anatole Vézina"""
JUDGES_OTHER = {
    "es": "la magistrada Consuelo Arriaga Beltrán|el juez Fermín Olaechea Ruiz|la jueza Remedios Valcárcel",
    "pt": "a juíza Iracema Falcão Bezerra|o juiz Anselmo Queiroz Bastos",
    "de": "Richterin Gudrun Wolfsteiner|Vorsitzender Richter Eckhard Lohmüller|Richter am Amtsgericht Volkmar Threin",
    "it": "il giudice Ottavio Brancaleone|la giudice Rosaria Mastrangelo",
    "nl": "rechter Aaltje Tuinstra|rechter Pieternel Kuijpers",
}
MEMBERS = """Member Lucinda Oyarzabal|Vice-Chair Torben Ashgrove|Adjudicator Marisa Kwiatek|Presiding Member Elliott Fairweather|
Arbitrator Benedikt Rauscher|Member Shirin Faraday-Lowe|Adjudicator Kofi Amankwah|Commissioner Anneliese Brightwater|
Member Rangi Whitcombe|Vice-Chair Apolonia Mercado"""
MEMBERS_FR = "la juge administrative Isabelle Laplante-Kwan|le juge administratif Raoul Desbiens|Membre Colette Brisebois"
OFFICIALS = """Registrar Cordelia Wainwright|Deputy Registrar Lysander Holloway|Clerk of the Court Beatrice Haverford|
Commissioner of Oaths Marcus Delahunt|Notary Public Yvonne Castellane|Coroner Harriet Lisgar|Sheriff Anderson Pike|
Court Services Officer Nnamdi Ezeh|Deputy Clerk Philippa Norquay|Master of the Rolls Jocelyn Treadwell|Registrar Tomasz Wilk"""
OFFICIALS_FR = (
    "Greffière Solange Desormeaux|Commissaire à l'assermentation Gilles Papineau-Roy|Greffier Hervé Latulippe"
)
OFFICIALS_OTHER = {
    "fr": "l'officier de police judiciaire Bastien Lorieux|la greffière Perrine Gaudry",
    "es": "el secretario judicial Ramiro Cifuentes Lago|la agente instructora Noelia Barrantes",
    "pt": "o escrivão de polícia Edivaldo Quintas|a delegada Marlene Caldeira Prates",
    "de": "Rechtspflegerin Hannelore Quast|Urkundsbeamter Jobst Wendeborn",
    "it": "il cancelliere Gualtiero Fumagalli|la cancelliera Donatella Ruggeri",
    "nl": "griffier Marijke Oosterbaan|hoofdagent Sander Wijngaarden",
}
PUBLIC = """Wayne Gretzky|Céline Dion|David Suzuki|Chris Hadfield|Buffy Sainte-Marie|Shania Twain|Oprah Winfrey|Dolly Parton|
Serena Williams|Simone Biles|LeBron James|Michelle Obama|Ryan Reynolds|Taylor Swift|Margaret Atwood|Connor McDavid"""
HISTORICAL = """Louis Riel|Laura Secord|Harriet Tubman|Tommy Douglas|Nellie McClung|Frederick Douglass|Emily Carr|Viola Desmond|
Sojourner Truth|Agnes Macphail|Susan B. Anthony|Samuel de Champlain|Thayendanegea|Booker T. Washington|Florence Nightingale"""
FICTION = """Anne Shirley|Atticus Finch|Sherlock Holmes|Jay Gatsby|Hermione Granger|Walter White|Leslie Knope|Ebenezer Scrooge|
Holden Caulfield|Lisbeth Salander|Don Quixote|Hercule Poirot|Nancy Drew|Jean Valjean|Pippi Longstocking|Tony Soprano"""
ORGS = """Pomeroy Brothers Excavating|Dunleavy Insurance Brokers|Marchetti Family Bakery|Thornbury & Vance Chartered Accountants|
Singh Brothers Trucking|Beaulieu Plomberie inc.|McTavish Veterinary Hospital|Harrowgate Property Management|
Abelard Moving & Storage|Dufresne Auto Sales|Valdez Tire & Lube|Gerhardt Pharmacy|Whitmore Orthodontics|Costa Brothers Roofing"""
EPLACES = """Port Hardy|Fort Nelson|Prince Albert|Lloydminster|Fort Frances|Port Colborne|Lake Louise|St. Catharines|Jasper|
Washington Heights|Fort Lauderdale|Port Elizabeth|Alice Springs|Port Louis"""
PLACES = """Regina|Charlotte|Austin|Eugene|Marion|Chelsea|Florence|Salisbury|Tracy|Lorraine|Madison|Jackson|Victoria|
Augusta|Kingston|Sainte-Julie|Saint-Jérôme|Georgina|Beverly Hills|Adelaide"""
STORMS = """Hurricane Fiona|Hurricane Juan|Hurricane Igor|Hurricane Katrina|Hurricane Dorian|Hurricane Hazel|Tropical Storm Debby|
Hurricane Ida|Superstorm Sandy|Cyclone Gabrielle|Storm Ciarán|Typhoon Haiyan|Cyclone Idai|Hurricane Otis"""
SHIPS = """CCGS Louis S. St-Laurent|MV Leif Ericson|MV Joseph and Clara Smallwood|the Bluenose II|MV Queen of Alberni|
USNS Harvey Milk|RV Roger Revelle|MV Wilfred Templeman|MS Marguerite Bourgeoys"""
AWARDS = """Lou Marsh Trophy|Hart Memorial Trophy|Heisman Trophy|Pulitzer Prize|Giller Prize|Nobel Peace Prize|Victoria Cross|
Lady Byng Trophy|Vanier Cup|Governor General's Caring Canadian Award|Terry Fox Humanitarian Award|Booker Prize"""
BUILDINGS = """the Ashdown Judicial Centre|Pavillon Hortense-Rivard|the Gideon Whitby Building|Ostrander Hall|the Maud Lewis Wing|
Édifice Lucien-Saulnier|the Carswell Tower|the Robert Baldwin Annex|Pavillon Marie-Guyart|the Thurgood Marshall Building|
the Emmeline Pankhurst Centre|the Sir Wilfrid Laurier Building"""
TERMS = """Guillain–Barré syndrome|Epley manoeuvre|Snellen chart|Babinski sign|Colles fracture|Munchausen syndrome|
Raynaud's phenomenon|Hashimoto's thyroiditis|Ménière's disease|Lou Gehrig's disease|Baker's cyst|Dupuytren's contracture|
Wernicke's aphasia|Holter monitor|Foley catheter|Rorschach test|Wechsler scale|Beck Depression Inventory"""
PRODUCTS = """iOS 17.5.1|Android 14|Windows 11 23H2|Adobe Acrobat Pro 2024|WhatsApp 2.24.9.78|Chrome 125.0.6422|
Samsung Galaxy A54|iPhone 13 mini|Clio Manage 2024.3|Relativity Server 2023|Zoom 6.0.11|Microsoft Outlook 16.0|
Garmin Forerunner 255|Fitbit Charge 6|Ring Video Doorbell 4|Nintendo Switch OLED"""
STATUTES = """Succession Law Reform Act|Wills, Estates and Succession Act|Children's Law Reform Act|Divorce Act|
Canada Evidence Act|Criminal Code|Youth Criminal Justice Act|Employment Insurance Act|Canada Pension Plan|
Family Maintenance Act|Protection Against Family Violence Act|Loi sur la protection de la jeunesse|Code de procédure civile|
Americans with Disabilities Act|Family and Medical Leave Act|Social Security Act|Uniform Probate Code|
Servicemembers Civil Relief Act|Children Act 1989|Inheritance Tax Act 1984|Family Law Act 1975|
Protection from Harassment Act 1997|Law of Succession Act|Evidence Act 2011|Women's Charter 1961|Revised Penal Code|
Immigration and Nationality Act|Workers Compensation Act|Veterans Well-being Act|Domestic Violence Act 2018"""
STATUTES_OTHER = {
    "fr": "Code pénal|Code de procédure pénale|Code civil|Loi sur la protection de la jeunesse|Code civil du Québec",
    "es": "Ley de Enjuiciamiento Criminal|Código Civil|Código Nacional de Procedimientos Penales|Ley Federal del Trabajo",
    "de": "Zivilprozessordnung|Strafgesetzbuch|Bürgerliches Gesetzbuch|Gesetz über das Verfahren in Familiensachen",
    "it": "Codice civile|Codice di procedura penale|Codice della strada",
    "nl": "Wetboek van Strafvordering|Burgerlijk Wetboek|Wetboek van Strafrecht",
    "pt": "Código de Processo Penal|Código Civil|Lei Maria da Penha",
}
SECTIONS = """s. 118.2(1)|section 29(1)(a)|art. 585 C.c.Q.|§ 1983|Rule 74.04|para. 6(b)|s. 810|r. 16.01(4)|art. 1610|
sub-rule 4(3)|Article 12|s. 3(2)(d)|§ 2-302|s. 7(1)(e)|art. 38"""
CASE_NAMES = """Bellweather Farms Ltd. v. Harrow Township|R. v. Kestrel Mining Corp.|Droit de la famille — 241187|
Northwind Mutual v. Attorney General of Nova Scotia|Cedar Flats Strata Corp. v. Owners|Quarrington Homes v. Durham Region|
Pembina Valley Credit Union v. The Crown|State v. Lone Pine Trucking LLC|Silverlake Tenants Union v. Halvard Properties|
Re Tamarind Trust|Gresham Logistics v. Minister of Employment|Westbury Co-operative v. City of Saskatoon"""
CITATIONS = """[2019] 2 S.C.R. 144|(2015), 124 O.R. (3d) 401|431 F. Supp. 3d 77 (D. Mass. 2019)|[2014] 3 W.L.R. 889|
57 R.F.L. (8th) 233|[2008] R.J.Q. 1301|96 A.3d 412 (Pa. 2014)|(1998), 160 D.L.R. (4th) 1|[2011] 2 A.C. 15"""
NEUTRALS = """2023 ONSC 4471|2021 BCSC 1189|2022 QCCA 1563|2024 ABCA 92|2020 SKKB 211|2023 NBCA 14|2022 NSCA 61|2024 ONCJ 318|
2021 TCC 45|2023 FCA 108|2024 HRTO 775|2022 ABKB 630|[2023] EWFC 112|[2022] IEHC 419|2021 NZHC 2207|[2024] ZASCA 33"""
INST = {
    "ca": "Service Canada:servicecanada.gc.ca|Immigration, Refugees and Citizenship Canada:ircc.canada.ca|Canada Revenue Agency:cra-arc.gc.ca|Veterans Affairs Canada:veterans.gc.ca",
    "ca-on": "Landlord and Tenant Board:tribunalsontario.ca|Ontario Court of Justice:ontariocourts.ca|Office of the Children's Lawyer:ontario.ca|Financial Services Regulatory Authority:fsrao.ca",
    "ca-qc": "Tribunal administratif du Québec:taq.gouv.qc.ca|Directeur de l'état civil:etatcivil.gouv.qc.ca|Cour du Québec:tribunaux.qc.ca",
    "ca-bc": "WorkSafeBC:worksafebc.com|Supreme Court of British Columbia registry:bccourts.ca|Public Guardian and Trustee:trustee.bc.ca",
    "ca-ab": "Residential Tenancy Dispute Resolution Service:alberta.ca|Court of King's Bench of Alberta:albertacourts.ca",
    "ca-mb": "Manitoba Public Insurance:mpi.mb.ca|Court of King's Bench (Family Division):manitobacourts.mb.ca",
    "ca-sk": "Court of King's Bench for Saskatchewan:sasklawcourts.ca",
    "ca-ns": "Supreme Court of Nova Scotia (Family Division):courts.ns.ca",
    "ca-pe": "Island Regulatory and Appeals Commission:irac.pe.ca",
    "ca-nl": "Provincial Court of Newfoundland and Labrador:court.nl.ca",
    "us": "U.S. Citizenship and Immigration Services:uscis.gov|Social Security Administration:ssa.gov|Federal Emergency Management Agency:fema.gov|Department of Labor:dol.gov",
    "uk": "HM Courts & Tribunals Service:justice.gov.uk|HM Revenue & Customs:hmrc.gov.uk",
    "ie": "Courts Service of Ireland:courts.ie",
    "au": "Federal Circuit and Family Court of Australia:fcfcoa.gov.au",
    "nz": "Family Court of New Zealand:justice.govt.nz",
    "za": "South African Police Service:saps.gov.za",
    "ke": "Judiciary of Kenya:judiciary.go.ke",
    "ng": "High Court of Oyo State:oyostatejudiciary.gov.ng",
    "in": "Family Court, District Judiciary:ecourts.gov.in",
    "sg": "Family Justice Courts:judiciary.gov.sg",
    "ph": "Office of the City Prosecutor:doj.gov.ph",
    "fr": "Tribunal judiciaire:justice.fr",
    "de": "Amtsgericht – Nachlassgericht:justiz.bayern.de",
    "es": "Comisaría de Policía Nacional:policia.es",
    "it": "Tribunale ordinario:giustizia.it",
    "nl": "Politie Eenheid Oost-Nederland:politie.nl",
    "br": "Polícia Civil:policiacivil.pr.gov.br",
    "mx": "Fiscalía General del Estado:fge.oaxaca.gob.mx",
}
MAILBOXES = (
    "registry|intake|records.requests|probate|familycourt|greffe|client.services|appeals|info|correspondence"
)
