"""Hand-typed decoy material: people in office, public and historical figures, things named after
people, statutes, cases, numbers that look like identifiers, and institutional contacts."""

from __future__ import annotations


def _bar(text: str) -> list[str]:
    return [t.strip() for t in text.replace("\n", "|").split("|") if t.strip()]


JUDGE_SURNAMES = _bar(
    """Abernethy|Rowlandson|Mbatha-Crowe|Okereke|Tisdale|Vandermeer|Quarrington|Lindenfeld|Castellanos|Pirozzi
    Ferrabee|Hollingsworth|Nakashima|Sokolowski|Drummond-Peck|Beauchesne|Larouche|Villeneuve|Kastner|Amankwah
    Whitlock|Greaves|Fairweather|Pennycook|Osterhout|Radcliffe|Achterberg|Szymanski|Gallardo|Thibeault"""
)
JUDGE_GIVEN = _bar(
    "Lorraine|Cedric|Maribel|Harlan|Georgette|Anselm|Winifred|Rosalind|Thaddeus|Evangeline|Desmond|Priscilla"
)
JUDGE_TITLES = {
    "ca": [
        "Justice {s}",
        "the Honourable Justice {g} {s}",
        "{s} J.",
        "Associate Judge {s}",
        "Justice {g} {s}",
        "Judge {s}",
    ],
    "qc": ["l'honorable {g} {s}, j.c.s.", "la juge {s}", "le juge {g} {s}", "juge {s}"],
    "us": [
        "Judge {s}",
        "Hon. {g} {s}",
        "Magistrate Judge {s}",
        "Immigration Judge {s}",
        "Bankruptcy Judge {s}",
        "the Honorable {g} {s}, Judge",
    ],
    "uk": [
        "HHJ {s}",
        "District Judge {s}",
        "Mr Justice {s}",
        "Mrs Justice {s}",
        "Employment Judge {s}",
        "Deputy District Judge {s}",
    ],
    "other": [
        "Justice {s}",
        "Magistrate {s}",
        "Judge {g} {s}",
        "Hon. Justice {s}",
        "Resident Magistrate {s}",
    ],
}
MEMBER_TITLES = [
    "Member {g} {s}",
    "Vice-Chair {s}",
    "Adjudicator {g} {s}",
    "Arbitrator {s}",
    "Presiding Member {s}",
    "Commissioner {g} {s}",
    "Tribunal Member {s}",
]
OFFICIAL_TITLES = [
    "Mayor {g} {s}",
    "Registrar {g} {s}",
    "Chief Coroner {g} {s}",
    "Sheriff {g} {s}",
    "Police Chief {g} {s}",
    "Ombudsperson {g} {s}",
    "Public Guardian {g} {s}",
    "Deputy Minister {g} {s}",
    "Superintendent {g} {s}",
]

PUBLIC_FIGURES = _bar(
    """Wayne Gretzky|Serena Williams|Taylor Swift|Oprah Winfrey|Celine Dion|Margaret Atwood|Keanu Reeves|Simone Biles
    LeBron James|Dolly Parton|Shania Twain|Ryan Reynolds|Malala Yousafzai|Chimamanda Ngozi Adichie|Jacinda Ardern
    Connor McDavid|Lionel Messi|Beyoncé|Sidney Crosby|Michelle Obama"""
)
HISTORICAL = _bar(
    """Louis Riel|Harriet Tubman|Sir John A. Macdonald|Frederick Douglass|Laura Secord|Abraham Lincoln|Nellie McClung
    Tommy Douglas|Marie Curie|Mahatma Gandhi|Nelson Mandela|Queen Victoria|Sojourner Truth|Tecumseh|Thomas Jefferson
    Emmeline Pankhurst|Joseph Brant|Florence Nightingale"""
)
FICTIONAL = _bar(
    """John Doe|Jane Roe|Richard Roe|Joe Bloggs|Fred Nurk|Juan dela Cruz|Max Mustermann|Erika Mustermann|Jean Dupont
    Mario Rossi|Sherlock Holmes|Anne Shirley|Atticus Finch|Homer Simpson|Tom Sawyer|Ebenezer Scrooge|Hermione Granger
    John Q. Public|Jane Q. Citizen|Tommy Atkins"""
)
FIRMS = _bar(
    """Pemberton & Ashworth LLP|Kowalczyk Brandt Barristers|Haddad Mansour Avocats|Bouchard Lévesque s.e.n.c.r.l.
    Nguyen & Tran Law Group PLLC|Mukiibi & Lwanga Advocates|Okonkwo Udeh & Partners|Sandhu Brar Law Professional Corporation
    Patel Desai LLP|Kim & Park Immigration Law|Whitacre Pruitt LLP|Dlamini Khumalo Incorporated|Begay & Yazzie Legal Services
    Fitzgibbon Kinsella Solicitors|Quispe Mamani Abogados|Diallo & Barry Avocats|Tremblay Ouellet Notaires
    Cohen Levi & Mizrahi|Rossi Esposito Studio Legale|Papadopoulos & Georgiou Law Office"""
)
EPONYMOUS_ORGS = _bar(
    """Tim Hortons|Ronald McDonald House Charities|Johnson & Johnson|Wells Fargo|Merrill Lynch|Ben & Jerry's|Ford Motor Company
    Walgreens|Sir Mortimer B. Davis Jewish General Hospital|Juravinski Cancer Centre|Holland Bloorview Kids Rehabilitation Hospital
    Lois Hole Hospital for Women|Peter Lougheed Centre|Dr. Everett Chalmers Regional Hospital|Johns Hopkins Hospital|Mayo Clinic
    Nicklaus Children's Hospital|Chris Hani Baragwanath Academic Hospital|Kenyatta National Hospital|Komfo Anokye Teaching Hospital
    Elizabeth Fry Society|John Howard Society|Salvation Army Booth Centre|Dalhousie University|McGill University|Wilfrid Laurier University
    Simon Fraser University|Harvey's|Carnegie Library|Rockefeller Foundation|Hilton Garden Inn|Marriott Courtyard|Hudson's Bay"""
)
EPONYMOUS_TERMS = _bar(
    """Down syndrome|Crohn's disease|Parkinson's disease|Alzheimer's disease|Hodgkin lymphoma|Guillain-Barré syndrome|Bell's palsy
    Tourette syndrome|Graves' disease|Hashimoto's thyroiditis|the Heimlich manoeuvre|Miranda warning|Jordan ceiling|Gladue report
    Brady material|Mareva injunction|Anton Piller order|Stinchcombe disclosure|Daubert standard|Baker factors|Ménière's disease
    Raynaud's phenomenon|Asperger syndrome|the Apgar score"""
)
LEGAL_TERMS = set(
    _bar(
        "Miranda warning|Jordan ceiling|Gladue report|Brady material|Mareva injunction|Anton Piller order|Stinchcombe disclosure|Daubert standard|Baker factors"
    )
)
EPONYMOUS_PLACES = _bar(
    """Mount Logan|Lake Louise|Vancouver Island|Hudson Bay|Prince Edward County|Port Alberni|Jefferson County|Washington Heights
    Baker Lake|Mackenzie River|Fraser Valley|Queen Elizabeth Park|Simcoe County|Columbus Circle|Lincoln Park|Marcus Garvey Park
    King George Boulevard|Lafontaine Park|Cartier Square|Livingstone Falls"""
)
BUILDINGS = _bar(
    """Robson Square Law Courts|Edward W. Brooke Courthouse|Thurgood Marshall United States Courthouse|Calgary Courts Centre
    Arthur Meighen Building|Jean Talon Building|Guy-Favreau Complex|Sir Wilfrid Laurier Building|Ronald Reagan Building
    Hugo L. Black U.S. Courthouse|Daniel Patrick Moynihan United States Courthouse|Harry S. Truman Building|Lester B. Pearson Building
    Joseph Shepard Building|Édifice Marie-Guyart|C.D. Howe Building|Frank Murphy Hall of Justice|Stanley Mosk Courthouse"""
)
AWARDS = _bar(
    """Nobel Prize|Pulitzer Prize|Giller Prize|Governor General's Award|Queen Elizabeth II Platinum Jubilee Medal|Stanley Cup|Grey Cup
    Heisman Trophy|Lou Marsh Trophy|Booker Prize|Terry Fox Humanitarian Award|Walter Scott Prize|Lionel Gelber Prize|Hart Trophy"""
)
SHIPS = _bar(
    """MV Princess of Acadia|CCGS Louis S. St-Laurent|HMCS Harry DeWolf|USNS Harvey Milk|MV Joseph and Clara Smallwood
    RMS Queen Mary 2|USS Gerald R. Ford|MV Spirit of Vancouver Island|MV William Kent|CCGS John G. Diefenbaker"""
)
STORMS = _bar(
    """Hurricane Fiona|Hurricane Ian|Hurricane Helene|Hurricane Milton|Hurricane Dorian|Hurricane Juan|Typhoon Haiyan
    Cyclone Gabrielle|Hurricane Katrina|Hurricane Beryl|Hurricane Ida|Cyclone Idai"""
)
PERSON_PLACES = _bar(
    "Charlotte|Eugene|Madison|Austin|Florence|Marion|Beverly Hills|Laurel|Shelby|Douglas|Jackson|Victoria|Regina|Prince George|Lafayette|St. Albert"
)

STATUTES = {
    "ca": _bar(
        """Residential Tenancies Act, 2006, S.O. 2006, c. 17|Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.)
        Immigration and Refugee Protection Act, S.C. 2001, c. 27|Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)
        Children's Law Reform Act, R.S.O. 1990, c. C.12|Family Law Act, S.B.C. 2011, c. 25|Civil Resolution Tribunal Act, S.B.C. 2012, c. 25
        Strata Property Act, S.B.C. 1998, c. 43|Insurance Act, R.S.O. 1990, c. I.8|Veterans Well-being Act, S.C. 2005, c. 21
        Law Society Act, R.S.O. 1990, c. L.8|Maintenance Enforcement Act, R.S.A. 2000, c. M-1|Medicare Protection Act, R.S.B.C. 1996, c. 286
        Canada Pension Plan, R.S.C. 1985, c. C-8|Criminal Code, R.S.C. 1985, c. C-46|Privacy Act, R.S.C. 1985, c. P-21
        Statutory Accident Benefits Schedule, O. Reg. 34/10|Immigration and Refugee Protection Regulations, SOR/2002-227"""
    ),
    "qc": _bar(
        """Loi sur les accidents du travail et les maladies professionnelles, RLRQ c. A-3.001|Code civil du Québec
        Loi sur la santé et la sécurité du travail, RLRQ c. S-2.1|Code de procédure civile, RLRQ c. C-25.01"""
    ),
    "us": _bar(
        """42 U.S.C. § 1983|Fair Housing Act, 42 U.S.C. §§ 3601-3619|Immigration and Nationality Act § 208|8 C.F.R. § 208.13
        26 U.S.C. § 6103|Individuals with Disabilities Education Act|Fair Credit Reporting Act, 15 U.S.C. § 1681
        Identity Theft and Assumption Deterrence Act of 1998|Mandatory Victims Restitution Act, 18 U.S.C. § 3663A|38 C.F.R. Part 4
        42 C.F.R. § 405.942|Cal. Code Civ. Proc. § 116.220|Cal. Fam. Code § 4058|Cal. Bus. & Prof. Code § 6200|20 C.F.R. § 422.103
        Privacy Act of 1974, 5 U.S.C. § 552a|Social Security Act § 205(c)(2)|26 C.F.R. § 601.503"""
    ),
    "uk": _bar(
        "Children Act 1989|Equality Act 2010|Social Security Contributions and Benefits Act 1992|Data Protection Act 2018|Family Procedure Rules 2010"
    ),
    "ie": _bar(
        "Workplace Relations Act 2015|Employment Equality Acts 1998-2015|Payment of Wages Act 1991|Organisation of Working Time Act 1997"
    ),
    "au": _bar(
        "Administrative Appeals Tribunal Act 1975 (Cth)|Social Security (Administration) Act 1999 (Cth)|Privacy Act 1988 (Cth)"
    ),
    "nz": _bar("Disputes Tribunal Act 1988|Consumer Guarantees Act 1993|Fair Trading Act 1986"),
    "za": _bar(
        "Protection from Harassment Act 17 of 2011|Domestic Violence Act 116 of 1998|Constitution of the Republic of South Africa, 1996"
    ),
    "ng": _bar(
        "Tenancy Law of Lagos State 2011|Recovery of Premises Law, Cap. R6, Laws of Lagos State|Land Use Act 1978"
    ),
    "ke": _bar(
        "Small Claims Court Act, No. 2 of 2016|Civil Procedure Act, Cap. 21|Consumer Protection Act, No. 46 of 2012"
    ),
    "in": _bar(
        "Protection of Women from Domestic Violence Act, 2005|Code of Criminal Procedure, 1973|Bharatiya Nyaya Sanhita, 2023"
    ),
    "sg": _bar(
        "Employment Claims Act 2016|Employment Act 1968|Tripartite Alliance for Dispute Management Rules"
    ),
    "ph": _bar("Republic Act No. 9048|Act No. 3753 (Civil Registry Law)|Republic Act No. 10172"),
    "jm": _bar("Judicature (Parish Courts) Act|Rent Restriction Act|Domestic Violence Act, 1995"),
    "gh": _bar(
        "Customary Marriage and Divorce (Registration) Law, 1985 (PNDCL 112)|Marriages Act, 1884-1985 (Cap. 127)"
    ),
    "de": _bar("Bundesmeldegesetz (BMG)|§ 18 BMG|Bürgerliches Gesetzbuch (BGB)|Zivilprozessordnung (ZPO)"),
    "fr": _bar(
        "Code civil, article 373-2|Code de procédure civile, article 1137|Code de l'action sociale et des familles"
    ),
    "mx": _bar(
        "Código Nacional de Procedimientos Penales|Código Penal para el Estado Libre y Soberano de Jalisco|Ley General de Víctimas"
    ),
    "es": _bar("Ley de Enjuiciamiento Civil 1/2000|Código Civil, artículo 154|Ley Orgánica 3/2018"),
}

CASES = {
    "ca": [
        ("R. v. Jordan", "2016 SCC 27"),
        ("Canada (Minister of Citizenship and Immigration) v. Vavilov", "2019 SCC 65"),
        ("Barendregt v. Grebliunas", "2022 SCC 22"),
        ("Gordon v. Goertz", "[1996] 2 S.C.R. 27"),
        ("Hryniak v. Mauldin", "2014 SCC 7"),
        ("Michel v. Graydon", "2020 SCC 24"),
        ("Saadati v. Moorhead", "2017 SCC 28"),
        ("Colucci v. Colucci", "2021 SCC 24"),
        ("Baker v. Canada (Minister of Citizenship and Immigration)", "[1999] 2 S.C.R. 817"),
    ],
    "us": [
        ("Mathews v. Eldridge", "424 U.S. 319 (1976)"),
        ("Goldberg v. Kelly", "397 U.S. 254 (1970)"),
        ("Endrew F. v. Douglas County School District RE-1", "580 U.S. 386 (2017)"),
        ("Troxel v. Granville", "530 U.S. 57 (2000)"),
        ("Paroline v. United States", "572 U.S. 434 (2014)"),
        ("Miranda v. Arizona", "384 U.S. 436 (1966)"),
        ("Shelley v. Kraemer", "334 U.S. 1 (1948)"),
        ("INS v. Cardoza-Fonseca", "480 U.S. 421 (1987)"),
        ("Perez v. Mortgage Bankers Ass'n", "575 U.S. 92 (2015)"),
    ],
    "other": [
        ("Re B (A Child)", "[2013] UKSC 33"),
        ("Donoghue v Stevenson", "[1932] AC 562"),
        ("Uber BV v Aslam", "[2021] UKSC 5"),
        ("Carltona Ltd v Commissioners of Works", "[1943] 2 All ER 560"),
        ("Minister of Health v Treatment Action Campaign", "2002 (5) SA 721 (CC)"),
        ("Vishaka v. State of Rajasthan", "(1997) 6 SCC 241"),
    ],
}
NEUTRAL_COURTS = {
    "ca": ["ONSC", "ONCA", "BCSC", "BCCRT", "ABKB", "QCCS", "FC", "TCC", "ONLTB", "ONLAT", "SST"],
    "us": ["IL App (1st)", "NY Slip Op", "ND", "OK CIV APP"],
    "uk": ["[{y}] EWFC", "[{y}] EWHC", "[{y}] UKUT", "[{y}] EWCA Civ"],
    "other": [
        "[{y}] IEHC",
        "[{y}] AATA",
        "[{y}] NZDT",
        "[{y}] ZAGPJHC",
        "[{y}] KEHC",
        "[{y}] SGHC",
        "[{y}] SGMC",
    ],
}
VERSIONS = _bar(
    """Adobe Acrobat Pro 2024.002.20687|Microsoft Word 16.0.17328|Chrome 124.0.6367.91|Firefox 125.0.3|Windows 11 23H2|iOS 17.4.1
    Android 14|Clio Manage v4.82|PCLaw 15.1|macOS 14.4.1|Tyler Odyssey 2023.1|Zoom 5.17.11|DocuSign eSignature 24.1
    Relativity Server 2023|Dragon Professional 16.0|Outlook for Mac 16.84|SharePoint Server Subscription Edition 16.0.17126"""
)
DOMAINS = {
    "ca": "canada.ca cra-arc.gc.ca tribunalsontario.ca ontario.ca gov.bc.ca civilresolutionbc.ca alberta.ca veterans.gc.ca lso.ca irb-cisr.gc.ca cnesst.gouv.qc.ca ramq.gouv.qc.ca",
    "us": "uscis.gov ssa.gov irs.gov va.gov hud.gov ftc.gov identitytheft.gov cms.gov courts.ca.gov calbar.ca.gov justice.gov ed.gov",
    "uk": "gov.uk justice.gov.uk cafcass.gov.uk",
    "ie": "workplacerelations.ie courts.ie",
    "au": "aat.gov.au servicesaustralia.gov.au",
    "nz": "disputestribunal.govt.nz justice.govt.nz",
    "za": "justice.gov.za saps.gov.za",
    "ng": "lagosstate.gov.ng lagosjudiciary.gov.ng",
    "ke": "judiciary.go.ke kenyalaw.org",
    "in": "wcd.nic.in mahapolice.gov.in",
    "sg": "mom.gov.sg tal.sg",
    "ph": "psa.gov.ph",
    "jm": "courts.gov.jm moj.gov.jm",
    "gh": "judicial.gov.gh",
    "de": "justiz.de service.berlin.de",
    "fr": "justice.fr service-public.fr",
    "mx": "fiscaliajalisco.gob.mx jalisco.gob.mx",
    "es": "mjusticia.gob.es",
}
INST_MAILBOXES = "intake info records registry appeals support privacy clerk service enquiries greffe"
MAIL_DOMAINS = "gmail.com outlook.com yahoo.com hotmail.com icloud.com proton.me rogers.com videotron.ca shaw.ca sympatico.ca comcast.net att.net verizon.net gmx.de orange.fr btinternet.com eircom.net bigpond.com xtra.co.nz yahoo.co.in telkomsa.net"
PROFILE_URLS = [
    "https://www.facebook.com/{h}",
    "https://www.linkedin.com/in/{h}",
    "https://www.instagram.com/{h}/",
    "https://x.com/{h}",
    "https://github.com/{h}",
    "https://{h}.substack.com",
    "https://mastodon.social/@{h}",
    "https://www.youtube.com/@{h}",
]
SWIFT = "ROYCCAT2 BOFMCAM2 TDOMCATTTOR CIBCCATT NOSCCATT CHASUS33 BOFAUS3N WFBIUS6S NWBKGB2L BARCGB22 AIBKIE2D DEUTDEFF BNPAFRPP SBZAZAJJ KCBLKEKX DBSSSGSG BNORPHMM".split()
NICKNAMES = _bar(
    '"Bunny"|"Sonny"|"Kiki"|"Dee"|"JoJo"|"Tash"|"Chuy"|"Lulu"|"Pip"|"Red"|"Tiny"|"Duke"|"Biscuit"|“Sunny”|“Bebe”|‘Skip’|"Nena"|"Pookie"|"Ace"|"Cookie"'
)
