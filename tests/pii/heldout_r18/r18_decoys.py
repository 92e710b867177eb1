"""Hand-typed decoy material: things that look like personal data but are not. `;` separates entries."""

from __future__ import annotations


def _l(text: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in text.split(";") if x.strip())


# Judges and tribunal members: (given, family) pairs; the title templates put the office inside the mark.
JUDGE_NAMES = _l(
    "Harriet Kowalchuk;Desmond Achterberg;Lucinda Parkhurst;Ramona Ellsworth;Curtis Venable;Odile Marchessault;"
    "Prakash Vellanki;Marguerite Deschênes;Tobias Ferncliffe;Adaeze Ikpeazu;Wendell Strathroy;Imelda Quarrington;"
    "Bartholomew Oyelowo;Sylvie Marchand;Caroline Whitmore-Ng;Harjinder Bains;Alasdair Penhaligon;Rosalind Okoro"
)
JUDGE_TITLES = {
    "ca": ("Justice {g} {f}", "{f} J.", "the Honourable Justice {f}", "Associate Justice {f}", "Master {f}"),
    "qc": ("l'honorable {g} {f}, j.c.s.", "juge {g} {f}", "{f} J."),
    "us": ("Judge {g} {f}", "Hon. {g} {f}", "Magistrate Judge {f}", "Judge {f}"),
    "xx": ("Justice {g} {f}", "HHJ {f}", "{f} J.", "Judge {f}", "Hon. Justice {f}"),
}
MEMBER_TITLES = (
    "Member {g} {f}",
    "Vice-Chair {f}",
    "Adjudicator {g} {f}",
    "Arbitrator {f}",
    "Commissioner {g} {f}",
    "Member {f}",
)
OFFICIALS = _l(
    "Chief Electoral Officer Ingrid Valcourt;Deputy Registrar General Owen Takahara;Public Guardian Maeve Kinsella;"
    "County Recorder Dolores Quintanilla;Superintendent of Bankruptcy Élise Brassard;Children's Lawyer Fenella Ruiz;"
    "Registrar of Titles Cormac Delahunt;Ombudsperson Nadira Chaudhry-Lowe;Sheriff Ambrose Tillotson;"
    "Chief Coroner Dr. Lionel Vasquez-Hart;Information Commissioner Beatrix Olumide;Public Trustee Gordon Yeung"
)
PUBLIC_FIGURES = _l(
    "Mark Carney;Justin Trudeau;Doug Ford;François Legault;David Eby;Danielle Smith;Joe Biden;Kamala Harris;"
    "Gavin Newsom;Keir Starmer;Anthony Albanese;Cyril Ramaphosa;Narendra Modi;Bola Tinubu;William Ruto;Taylor Swift"
)
HISTORICAL = _l(
    "Louis Riel;Harriet Tubman;John A. Macdonald;Tommy Douglas;Emily Murphy;Thurgood Marshall;Sojourner Truth;"
    "Wilfrid Laurier;Viola Desmond;Chief Joseph;Sequoyah;Nellie McClung;Mahatma Gandhi;Kwame Nkrumah"
)
EPONYMOUS_ORGS = _l(
    "Gagnon Thibodeau s.e.n.c.r.l.;Hollingsworth & Pruitt LLP;Okonkwo Adeyemi Chambers;Kowalczyk Wójcik sp.k.;"
    "Sandhu Gill Professional Corporation;Mensah Boateng & Co.;Esposito Caruso Studio Legale;Fitzhugh Penney Surveyors;"
    "Sizemore Whitfield Title Co.;Lavallee MacPhail Movers Ltd.;Deer Horn Construction;Tsosie Benally Auto Body;"
    "Patel Shah Pharmacy Inc.;Kim & Park Dental Group;Rivera Colón Realty;Haddad Mansour Trading;"
    "Dvořák & Procházka advokáti;Nguyen Tran CPA PLLC;Mwangi Odhiambo Advocates;van der Heijden Notarissen;"
    "Virtanen Logistics Oy;Papadopoulos Bros. Bakery;Ochoa Zavala Abogados;Tremblett Oickle Insurance;"
    "Stallings Burkhalter Funeral Home;Kahananui Kealoha Properties;Quispe Mamani Textiles;Dlamini Ngcobo Inc."
)
EPONYMOUS_PLACES = _l(
    "Prince Rupert;Kitchener;Lloydminster;Churchill Falls;Mount Robson;Lake Louise;Houston;Jefferson City;"
    "St. Catharines;Lake Simcoe;Port Moody;Fort McMurray;Fraser River;Jasper;Lake Winnipeg;Queen Charlotte"
)
PLACE_NAMES = _l(
    "Chelsea;Victoria;Regina;Marion;Eugene;Tyler;Florence;Charlotte;Adelaide;Augusta;Alexandria;Beatrice;"
    "Elizabeth;Kingston;Sydney;Orlando"
)
BUILDINGS = _l(
    "Robson Square;Wilfrid Laurier Building;Jean Talon Building;Thurgood Marshall U.S. Courthouse;"
    "Richard J. Daley Center;Edward R. Roybal Federal Building;Sir John A. Macdonald Building;Roy McMurtry Centre;"
    "Frank Iacobucci Centre;Harry S. Truman Building;Joseph Shepard Building;Ernest C. Manning Building"
)
AWARDS = _l(
    "Terry Fox Humanitarian Award;Rhodes Scholarship;Fulbright Fellowship;Banting Postdoctoral Fellowship;"
    "Nobel Peace Prize;Pulitzer Prize;Order of Canada;King Charles III Coronation Medal;Vanier Canada Graduate Scholarship"
)
SHIPS = _l(
    "CCGS John Cabot;HMCS Harry DeWolf;HMCS Margaret Brooke;MV Leif Ericson;MV Blue Puttees;CCGS Amundsen;"
    "MV Joseph and Clara Smallwood;USNS Harvey Milk;RRS Sir David Attenborough"
)
STORMS = _l(
    "Hurricane Fiona;Hurricane Juan;Hurricane Helene;Hurricane Beryl;Cyclone Gabrielle;Typhoon Haiyan;"
    "Storm Ciarán;Hurricane Ian;Cyclone Freddy"
)
FICTIONAL = _l(
    "John Doe;Jane Roe;Richard Roe;Joe Bloggs;Erika Mustermann;Max Mustermann;Jean Dupont;Juan Pérez;"
    "Atticus Finch;Sherlock Holmes;Anne Shirley;Tommy Atkins;Fulano de Tal"
)
EPONYMOUS_TERMS = _l(
    "Crohn's disease;Alzheimer's disease;Parkinson's disease;Guillain-Barré syndrome;Glasgow Coma Scale;"
    "Apgar score;Heimlich manoeuvre;Hodgkin lymphoma;Bell's palsy;Down syndrome;Epley manoeuvre;Pap test;"
    "Jordan's Principle;Gladue report;Mareva injunction;Anton Piller order;Miranda warning;Brady disclosure"
)
STATUTES = {
    "ca": _l(
        "Family Law Act, R.S.O. 1990, c. F.3;Succession Law Reform Act, R.S.O. 1990, c. S.26;"
        "Immigration and Refugee Protection Act, S.C. 2001, c. 27;Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.);"
        "Employment Insurance Act, S.C. 1996, c. 23;Canada Pension Plan, R.S.C. 1985, c. C-8;"
        "Wills, Estates and Succession Act, S.B.C. 2009, c. 13;Land Transfer Tax Act, R.S.O. 1990, c. L.6;"
        "Criminal Code, R.S.C. 1985, c. C-46;Condominium Act, 1998, S.O. 1998, c. 19;"
        "Old Age Security Act, R.S.C. 1985, c. O-9;Access to Information Act, R.S.C. 1985, c. A-1;"
        "Trillium Gift of Life Network Act;Wage Earner Protection Program Act"
    ),
    "qc": _l(
        "Code civil du Québec, RLRQ c CCQ-1991;Code de procédure civile, RLRQ c C-25.01;Loi sur l'aide juridique"
    ),
    "us": _l(
        "42 U.S.C. § 1983;Fair Credit Reporting Act, 15 U.S.C. § 1681;Freedom of Information Act, 5 U.S.C. § 552;"
        "Cal. Prob. Code § 13100;Tex. Est. Code § 205.001;N.Y. Real Prop. Law § 291;Fla. Stat. § 713.08;"
        "Social Security Act § 205(c);Health Insurance Portability and Accountability Act;Sarbanes-Oxley Act;"
        "Gramm-Leach-Bliley Act;Megan's Law;Jessica Lunsford Act;Indian Child Welfare Act, 25 U.S.C. § 1901"
    ),
    "xx": _l(
        "Data Protection Act 2018;Mental Capacity Act 2005;Residential Tenancies Act 1986;"
        "Right to Information Act, 2005;Bürgerliches Gesetzbuch § 873;Code civil, art. 1240;"
        "National Disability Insurance Scheme Act 2013 (Cth);Land and Conveyancing Law Reform Act 2009;"
        "Law of Succession Act (Cap. 160);Clare's Law;Children's Act 38 of 2005"
    ),
}
CASES = {
    "ca": (
        ("R. v. Jordan", "2016 SCC 27"),
        ("Haida Nation v. British Columbia (Minister of Forests)", "2004 SCC 73"),
        ("Canada (Minister of Citizenship and Immigration) v. Vavilov", "2019 SCC 65"),
        ("Moge v. Moge", "[1992] 3 S.C.R. 813"),
        ("Gordon v. Goertz", "[1996] 2 S.C.R. 27"),
        ("Hryniak v. Mauldin", "2014 SCC 7"),
        ("Barendregt v. Grebliunas", "2022 SCC 22"),
        ("Bhasin v. Hrynew", "2014 SCC 71"),
        ("Kerr v. Baranow", "2011 SCC 10"),
    ),
    "us": (
        ("Miranda v. Arizona", "384 U.S. 436 (1966)"),
        ("Obergefell v. Hodges", "576 U.S. 644 (2015)"),
        ("Troxel v. Granville", "530 U.S. 57 (2000)"),
        ("Mathews v. Eldridge", "424 U.S. 319 (1976)"),
        ("Shelley v. Kraemer", "334 U.S. 1 (1948)"),
        ("Goldberg v. Kelly", "397 U.S. 254 (1970)"),
    ),
    "xx": (
        ("Donoghue v Stevenson", "[1932] AC 562"),
        ("Mabo v Queensland (No 2)", "(1992) 175 CLR 1"),
        ("Ngati Apa v Attorney-General", "[2003] 3 NZLR 643"),
        ("Carlill v Carbolic Smoke Ball Co", "[1893] 1 QB 256"),
        ("Kesavananda Bharati v. State of Kerala", "(1973) 4 SCC 225"),
        ("Ivey v Genting Casinos", "[2017] UKSC 67"),
    ),
}
NEUTRAL_COURTS = {
    "ca": ("ONSC", "ONCA", "BCSC", "QCCS", "ABKB", "NSSC", "FC", "TCC", "SKKB", "MBKB", "BCCA", "ONCJ"),
    "us": ("ND", "OK", "WY", "NM"),
    "xx": ("EWHC", "NZHC", "FCA", "KEHC", "ZAGPJHC", "IEHC", "EWCA", "SGHC"),
}
PRODUCTS = _l(
    "Adobe Acrobat 2024.002.20736;CaseWare Working Papers 2023.00.222;Epic Hyperspace 2024.1;Clio Manage 7.2;"
    "PCLaw 15.1;Microsoft Word 16.0.17328;Tyler Odyssey 2023.1;Kofax Power PDF 5.0;ABBYY FineReader 16.0.14;"
    "iManage Work 10.4.2;Pandoc 3.1.11;groff 1.23.0;Graphviz 9.0.0;GNU gettext 0.22.4;Emacs 29.3"
)
INSTITUTIONS = {
    "ca": (
        ("Service Canada", "servicecanada.gc.ca"),
        ("Tribunals Ontario", "tribunalsontario.ca"),
        ("Immigration, Refugees and Citizenship Canada", "ircc.canada.ca"),
        ("Legal Aid BC", "legalaid.bc.ca"),
        ("Ontario Superior Court of Justice", "ontariocourts.ca"),
        ("Canada Revenue Agency", "cra-arc.gc.ca"),
        ("Alberta Land Titles Office", "alberta.ca"),
    ),
    "qc": (
        ("Régie de l'assurance maladie du Québec", "ramq.gouv.qc.ca"),
        ("Curateur public du Québec", "curateur.gouv.qc.ca"),
        ("Tribunal administratif du Québec", "taq.gouv.qc.ca"),
    ),
    "us": (
        ("Social Security Administration", "ssa.gov"),
        ("Clerk of the Circuit Court of Cook County", "cookcountyclerkofcourt.org"),
        ("Texas Health and Human Services", "hhs.texas.gov"),
        ("New York State Unified Court System", "nycourts.gov"),
        ("Florida Department of Highway Safety and Motor Vehicles", "flhsmv.gov"),
        ("Maricopa County Recorder", "recorder.maricopa.gov"),
    ),
    "xx": (
        ("HM Courts & Tribunals Service", "justice.gov.uk"),
        ("Courts Service of Ireland", "courts.ie"),
        ("Tenancy Services", "tenancy.govt.nz"),
        ("National Disability Insurance Agency", "ndis.gov.au"),
        ("Judiciary of Kenya", "judiciary.go.ke"),
        ("International Organization for Migration", "iom.int"),
        ("World Health Organization", "who.int"),
    ),
}
MAILBOXES = _l("info;registry;intake;records;support;no-reply;greffe;clerk;benefits;appeals")
URL_PATHS = _l("forms;contact;appeals;records/request;services/benefits;fr/formulaires;e-filing;help/faq")
PRIVATE_MAIL = {
    "ca": _l(
        "gmail.com;outlook.com;hotmail.ca;videotron.ca;shaw.ca;sympatico.ca;yahoo.ca;icloud.com;bell.net;rogers.com"
    ),
    "us": _l("gmail.com;yahoo.com;aol.com;comcast.net;att.net;icloud.com;outlook.com;proton.me"),
    "xx": _l(
        "gmail.com;btinternet.com;eircom.net;bigpond.com;xtra.co.nz;rediffmail.com;web.de;gmx.de;orange.fr;uol.com.br;yahoo.co.uk"
    ),
}
PROFILE_HOSTS = _l(
    "https://www.linkedin.com/in/;https://github.com/;https://www.facebook.com/;https://www.instagram.com/;"
    "https://about.me/;https://medium.com/@;https://x.com/;https://bsky.app/profile/"
)
