"""Hand-typed decoy material: office holders, eponyms, statutes, cases, products, institutions."""


def L(text: str) -> list[str]:  # noqa: N802
    return [x.strip() for x in text.strip().split(";") if x.strip()]


JUDGE_SURNAMES = L("""Abernethy; Castellano; Dhaliwal; Fenwick-Hart; Gagliardi; Halvorsen; Iqbal; Jablonski; Kotani; Laframboise;
Marchetti; Nkemelu; Ostrowski; Paquin; Quarshie; Rosenblatt; Sauvageau; Tremayne; Underhill; Vasquez-Ortega; Wojcik;
Yarrow; Zelinsky; Beaudette; Crandall""")
JUDGE_TITLES = {
    "ca": ["Justice {s}", "the Honourable Justice {s}", "{s} J.", "Associate Judge {s}", "Judge {s}"],
    "qc": ["l'honorable {s}, j.c.s.", "juge {s}", "la juge {s}"],
    "us": ["Judge {s}", "Hon. {s}", "Magistrate Judge {s}", "Immigration Judge {s}", "Bankruptcy Judge {s}"],
    "uk": ["HHJ {s}", "District Judge {s}", "Employment Judge {s}", "Mr Justice {s}"],
    "xx": ["Justice {s}", "Magistrate {s}", "Judge {s}", "Hon. Justice {s}"],
}
MEMBER_TITLES = [
    "Member {s}",
    "Vice-Chair {s}",
    "Adjudicator {s}",
    "Presiding Member {s}",
    "Arbitrator {s}",
    "Commissioner {s}",
]
OFFICIALS = L("""Premier Doug Ford; Mayor Olivia Chow; Governor Kathy Hochul; Mayor Brandon Johnson; Premier David Eby;
Governor Gavin Newsom; Chief Public Health Officer Theresa Tam; Premier François Legault; Governor Greg Abbott;
Attorney General Letitia James; Mayor Ken Sim; Premier Danielle Smith""")
PUBLIC_FIGURES = L("""Wayne Gretzky; Serena Williams; Oprah Winfrey; Céline Dion; Shania Twain; Taylor Swift; LeBron James;
Margaret Atwood; Drake; Simone Biles; Ryan Reynolds; Buffy Sainte-Marie""")
HISTORICAL = L("""Louis Riel; Sir John A. Macdonald; Thurgood Marshall; Florence Nightingale; Tommy Douglas; Harriet Tubman;
Nellie McClung; Frederick Banting; Rosa Parks; Cesar Chavez; Viola Desmond; Sitting Bull""")
FICTIONAL = L("""John Doe; Jane Roe; Richard Roe; Atticus Finch; Anne Shirley; Sherlock Holmes; Joe Bloggs; Tommy Atkins;
Juan Pérez; Max Mustermann; John Q. Public; Fred Nurk""")
FIRMS_CA = L("""Pelletier Drouin s.e.n.c.r.l.; Whitlock Strachan LLP; Okafor Dhillon Professional Corporation;
Hiebert Nguyen Law Group; Rideout & Tremblett; Beaulieu Kowalczyk Avocats; Grewal Sandhu Barristers;
Fairbairn McCrimmon LLP""")
FIRMS_US = L("""Honeycutt & Dillard PLLC; Broussard Treviño LLP; Yazzie Begaye & Associates; Pettigrew Haskins LLC;
Quintanilla Rivera Law Group; Nakamura Kealoha LLLC; Whitcombe Stallworth PC; Esparza & Saldívar, P.A.""")
FIRMS_XX = L("""Mensah Boateng & Co.; Adeyemi Okonkwo Chambers; Kamau Mwangi Advocates; Pillai & Menon Associates;
Cronin Kinsella Solicitors; Dlamini Khumalo Attorneys; Santos Dizon Bautista Law Offices; Teo Koh LLC""")
EPONYMOUS_ORGS = L("""Tim Hortons; Ronald McDonald House Charities; Sobeys; Macy's; Walgreens; Hudson's Bay; Jean Coutu;
Wells Fargo; Schwab Charitable; Molson Coors; Ford Motor Company; Dillard's; Hilton Garden Inn; Marriott Vacation Club""")
HOSPITALS = L("""Johns Hopkins Hospital; Queen Elizabeth Hospital; Royal Victoria Regional Health Centre; Mayo Clinic;
Sir Mortimer B. Davis Jewish General Hospital; Dana-Farber Cancer Institute; Kaiser Permanente; Joseph Brant Hospital;
St. Joseph's Health Centre; Grace Hospital; Lady Minto Hospital; Cedars-Sinai Medical Center""")
EPONYMOUS_TERMS = L("""Alzheimer's disease; Parkinson's disease; Down syndrome; Crohn's disease; Asperger's syndrome; Miranda warning;
Glasgow Coma Scale; Heimlich manoeuvre; Gladue report; Jordan ceiling; rule in Browne v. Dunn; Brady material;
Apgar score; Tourette syndrome; Hodgkin lymphoma; Bell's palsy""")
EPONYMOUS_PLACES = L("""Prince George; Fort McMurray; Saint John; Lake Louise; Washington; Jefferson County; Kitchener; Lincoln;
Port Elizabeth; Victoria; Regina; Houston; Austin; Marion County; Tyler; Lafayette""")
PLACES = L(
    """Halifax; Yellowknife; Winnipeg; Albuquerque; Sacramento; Nairobi; Cebu; Manchester; Rotorua; Lagos; Accra"""
)
BUILDINGS = L("""John Sopinka Courthouse; Thurgood Marshall United States Courthouse; Lester B. Pearson Building;
Robson Square; Richard J. Daley Center; Edward W. Brooke Courthouse; Daniel Patrick Moynihan Courthouse;
Jean Talon Building; Sir Wilfrid Laurier Building; Elijah Barrett Prettyman Courthouse""")
AWARDS = L("""Governor General's Award; Pulitzer Prize; Terry Fox Humanitarian Award; Nobel Peace Prize;
Order of Ontario; Walter Gordon Prize; Lieutenant Governor's Medal""")
SHIPS = L("""CCGS Louis S. St-Laurent; MV Joseph and Clara Smallwood; USNS Harvey Milk; HMCS Harry DeWolf;
MV Robert Bourassa; USNS John Lewis""")
STORMS = L("""Hurricane Fiona; Hurricane Juan; Hurricane Katrina; Hurricane Sandy; Hurricane Ida; Hurricane Ian;
Hurricane Helene; Hurricane Harvey; Tropical Storm Hilary""")
STATUTES = {
    "ca": L("""Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.); Immigration and Refugee Protection Act, S.C. 2001, c. 27;
Canada Pension Plan, R.S.C. 1985, c. C-8; Bankruptcy and Insolvency Act, R.S.C. 1985, c. B-3;
Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.); Employment Insurance Act, S.C. 1996, c. 23;
Personal Information Protection and Electronic Documents Act, S.C. 2000, c. 5; Criminal Code, R.S.C. 1985, c. C-46"""),
    "ON": L("""Family Law Act, R.S.O. 1990, c. F.3; Substitute Decisions Act, 1992, S.O. 1992, c. 30;
Child, Youth and Family Services Act, 2017; Children's Law Reform Act, R.S.O. 1990, c. C.12"""),
    "BC": L("""Family Law Act, S.B.C. 2011, c. 25; Insurance (Vehicle) Act, R.S.B.C. 1996, c. 231;
Wills, Estates and Succession Act, S.B.C. 2009, c. 13"""),
    "QC": L(
        """Code civil du Québec; Code de procédure civile, RLRQ c. C-25.01; Loi sur la protection du consommateur"""
    ),
    "AB": L("""Maintenance Enforcement Act, R.S.A. 2000, c. M-1; Family Law Act, S.A. 2003, c. F-4.5"""),
    "NS": L("""Probate Act, S.N.S. 2000, c. 31; Parenting and Support Act, R.S.N.S. 1989, c. 160"""),
    "us": L("""8 U.S.C. § 1255; 42 U.S.C. § 405(g); Title VII of the Civil Rights Act of 1964; 11 U.S.C. § 1325;
28 U.S.C. § 2671; Fair Credit Reporting Act; 38 U.S.C. § 5103; Americans with Disabilities Act;
Federal Tort Claims Act; Occupational Safety and Health Act of 1970; Age Discrimination in Employment Act"""),
    "CA": L("""Cal. Fam. Code § 6200; Cal. Civ. Proc. Code § 527.6; California Consumer Privacy Act"""),
    "TX": L("""Tex. Est. Code § 203.001; Tex. Fam. Code § 85.001"""),
    "NY": L("""N.Y. RPAPL § 711; N.Y. Mental Hyg. Law § 9.27; N.Y. Fam. Ct. Act § 842"""),
    "FL": L("""Fla. Stat. § 394.463; Fla. Stat. § 741.30"""),
    "uk": L(
        """Matrimonial Causes Act 1973; Safeguarding Vulnerable Groups Act 2006; Data Protection Act 2018"""
    ),
    "ie": L("""Personal Injuries Assessment Board Act 2003; Data Protection Act 2018 (Ireland)"""),
    "au": L("""Crimes (Domestic and Personal Violence) Act 2007 (NSW); Family Law Act 1975 (Cth)"""),
    "nz": L("""Care of Children Act 2004; Family Violence Act 2018"""),
    "in": L("""Bharatiya Nagarik Suraksha Sanhita, 2023; Code of Criminal Procedure, 1973"""),
    "za": L("""Maintenance Act 99 of 1998; Protection of Personal Information Act 4 of 2013"""),
    "ng": L("""Oaths Act, Cap. O1 LFN 2004; Child Rights Act 2003"""),
    "ke": L("""Registration of Persons Act, Cap. 107; Children Act, 2022"""),
    "sg": L("""Women's Charter 1961; Protection from Harassment Act 2014"""),
    "ph": L("""Revised Penal Code, Art. 172; 2004 Rules on Notarial Practice"""),
    "eu": L("""Regulation (EU) 2016/679 (General Data Protection Regulation); Directive (EU) 2016/680"""),
    "hague": L(
        """Hague Evidence Convention of 18 March 1970; Hague Service Convention of 15 November 1965"""
    ),
}
SECTIONS = L("""s. 16(1); section 7; § 1255(a); Rule 30(b)(6); para. 14; s. 15.1(3); Article 15(3);
Rule 13.03; s. 21(1)(b); subsection 96(2); § 706(a); Part IV; Schedule 2""")
CASES = [
    ("R. v. Jordan", "2016 SCC 27"),
    ("Hryniak v. Mauldin", "2014 SCC 7"),
    ("Bhasin v. Hrynew", "2014 SCC 71"),
    ("Canada (Minister of Citizenship and Immigration) v. Vavilov", "2019 SCC 65"),
    ("Baker v. Canada (Minister of Citizenship and Immigration)", "[1999] 2 S.C.R. 817"),
    ("Clements v. Clements", "2012 SCC 32"),
    ("Miranda v. Arizona", "384 U.S. 436 (1966)"),
    ("Gideon v. Wainwright", "372 U.S. 335 (1963)"),
    ("Obergefell v. Hodges", "576 U.S. 644 (2015)"),
    ("Palsgraf v. Long Island R.R. Co.", "248 N.Y. 339 (1928)"),
    ("Mathews v. Eldridge", "424 U.S. 319 (1976)"),
    ("Donoghue v. Stevenson", "[1932] AC 562"),
    ("Gordon v. Goertz", "[1996] 2 S.C.R. 27"),
    ("Barendregt v. Grebliunas", "2022 SCC 22"),
    ("Bruker v. Marcovitz", "2007 SCC 54"),
    ("Troxel v. Granville", "530 U.S. 57 (2000)"),
]
NEUTRAL_COURTS = {
    "ca": "ONSC ONCA BCSC BCCA QCCS QCCA ABKB ABCA NSSC MBKB SKKB FC FCA TCC".split(),
    "us": [],
    "uk": "EWHC EWCA UKSC EWFC".split(),
    "ie": "IEHC IECA".split(),
    "au": "FCA NSWSC FedCFamC1F".split(),
    "nz": "NZHC NZFC NZCA".split(),
}
PRODUCTS = L("""Adobe Acrobat Pro 2024.002.20759; DocuSign eSignature 24.1; Clio Manage 2024.3; Relativity Server 2023;
Microsoft Word for Microsoft 365 (Version 2402); ABBYY FineReader PDF 16; Tesseract 5.3.4; Thunderbird 115.9.1;
GnuPG 2.4.4; WordPerfect X9 (19.0.0.325); OmegaT 6.0.0; Trados Studio 2022 SR1; Litera Compare 11.2;
Epiq Discovery 10.4; PDFtk Server 2.02; Kofax Power PDF 5.1""")
INSTITUTIONS = {
    "ca": [
        ("Canada Revenue Agency", "canada.ca"),
        ("Service Canada", "servicecanada.gc.ca"),
        ("IRCC", "ircc.canada.ca"),
    ],
    "ON": [("Ontario Court of Justice", "ontariocourts.ca"), ("Public Guardian and Trustee", "ontario.ca")],
    "QC": [("Tribunal administratif du Québec", "taq.gouv.qc.ca"), ("Cour du Québec", "tribunaux.qc.ca")],
    "BC": [("ICBC", "icbc.com"), ("BC Provincial Court", "provincialcourt.bc.ca")],
    "AB": [("Maintenance Enforcement Program", "alberta.ca")],
    "NS": [("Probate Court of Nova Scotia", "courts.ns.ca")],
    "us": [
        ("U.S. Citizenship and Immigration Services", "uscis.gov"),
        ("Social Security Administration", "ssa.gov"),
        ("U.S. Equal Employment Opportunity Commission", "eeoc.gov"),
        ("Department of Veterans Affairs", "va.gov"),
        ("Centers for Medicare & Medicaid Services", "cms.gov"),
    ],
    "xx": [("Ministry of Justice", "justice.gov.example"), ("High Court Registry", "judiciary.example")],
}
COUNTRY_DOMAINS = {
    "uk": "gov.uk",
    "ie": "gov.ie",
    "au": "gov.au",
    "nz": "govt.nz",
    "in": "gov.in",
    "za": "gov.za",
    "ng": "gov.ng",
    "ke": "go.ke",
    "sg": "gov.sg",
    "ph": "gov.ph",
    "gh": "gov.gh",
    "jm": "gov.jm",
    "fr": "gouv.fr",
    "de": "bund.de",
    "es": "gob.es",
    "nl": "overheid.nl",
}
MAIL_DOMAINS = L("""gmail.com; outlook.com; yahoo.ca; hotmail.com; icloud.com; proton.me; videotron.ca; shaw.ca; sympatico.ca;
comcast.net; att.net; verizon.net; yahoo.com; live.ca; cox.net; gmx.de; btinternet.com; eircom.net; rediffmail.com""")
PROFILE_URLS = L("""https://www.linkedin.com/in/{h}; https://www.facebook.com/{h}; https://www.instagram.com/{h}/;
https://x.com/{h}; https://github.com/{h}; https://www.tiktok.com/@{h}; https://{h}.substack.com""")
PRODUCT_POOLS = {
    "pdf": ["Acrobat", "PDFtk", "Power PDF", "FineReader"],
    "xlate": ["OmegaT", "Trados"],
    "compare": ["Litera", "Word", "WordPerfect"],
    "transcribe": ["Epiq", "Relativity", "Clio", "Tesseract"],
}
SWIFT = L("""ROYCCAT2; TDOMCATTTOR; BOFMCAM2; CIBCCATT; NOSCCATT; BNDCCAMMINT; CHASUS33; BOFAUS3N; WFBIUS6S; AIBKIE2D;
BARCGB22; NWBKGB2L; SCBLKENX; ZEIBNGLA""")
