"""Hand-typed decoy material: office holders, eponyms, statutes, cases and institutions."""

from __future__ import annotations

JUDGE_NAMES = (
    "Marguerite Allaire|Desmond Okafor|Harriet Penhaligon|Rajinder Sandhu|Colette Bouchard|Everett Whitfield|"
    "Naomi Brissett|Tomas Kazlauskas|Leilani Kealoha|Farah Qureshi|Bernard Ouellet|Imelda Ragasa|Thaddeus Cole|"
    "Priya Menon|Graham Fairbairn|Solange Désir|Wendell Begay|Astrid Lindqvist|Kwabena Mensah|Yvonne Tremblay|"
    "Cormac Kinsella|Adaeze Eze|Lucinda Barksdale|Hamish Guthrie|Ngaire Parata|Viktor Sokolov|Rosa Villarreal"
).split("|")

JUDGE_TITLES_CA = (
    "Justice {F}",
    "{F} J.",
    "the Honourable Justice {G} {F}",
    "Associate Judge {F}",
    "Judge {G} {F}",
    "Justice {G} {F}",
)
JUDGE_TITLES_US = (
    "Judge {G} {F}",
    "Hon. {G} {F}",
    "Magistrate Judge {G} {F}",
    "Immigration Judge {G} {F}",
    "Administrative Law Judge {G} {F}",
    "Bankruptcy Judge {F}",
)
JUDGE_TITLES_FR = ("l'honorable {G} {F}, j.c.s.", "juge {G} {F}", "la juge administrative {G} {F}")
JUDGE_TITLES_UK = ("HHJ {F}", "District Judge {F}", "Employment Judge {G} {F}", "Judge {G} {F}")
MEMBER_TITLES = (
    "Member {G} {F}",
    "Vice-Chair {G} {F}",
    "Adjudicator {G} {F}",
    "Arbitrator {F}",
    "Commissioner {G} {F}",
    "Presiding Member {F}",
)

OFFICIALS = (
    "the Registrar General of Ontario, Anita Vaillancourt|Chief Coroner Dr. Reginald Aust|"
    "Minister of Immigration, Refugees and Citizenship Harjit Malhotra|Mayor Denise Kowalchuk|"
    "Attorney General Leonard Pryce|Director of Land Titles Beverley Osgoode|Public Guardian and Trustee Mona Akerley|"
    "Commissioner of Revenue Darnell Whitacre|Secretary of State Loretta Vasquez-Hale|"
    "Registrar of the Court Hilary Thistlewood|Chief Electoral Officer Pascal Gendreau|"
    "Surrogate Court Clerk of Record Augustin Marcotte"
).split("|")

PUBLIC_FIGURES = (
    "Céline Dion|Wayne Gretzky|Serena Williams|Taylor Swift|LeBron James|Shania Twain|Oprah Winfrey|"
    "Sidney Crosby|Margaret Atwood|Bad Bunny|Simone Biles|Connor McDavid"
).split("|")
HISTORICAL = (
    "Sir John A. Macdonald|Louis Riel|Abraham Lincoln|Harriet Tubman|Tommy Douglas|Nellie McClung|"
    "Frederick Douglass|Laura Secord|Susan B. Anthony|Thurgood Marshall|Emily Murphy|Viola Desmond|"
    "Sitting Bull|Queen Liliuokalani|Chief Joseph|Mary Ann Shadd"
).split("|")
FICTIONAL = (
    "John Doe|Jane Doe|Richard Roe|Joe Bloggs|John Q. Public|Juan dela Cruz|Erika Mustermann|Fulano de Tal|"
    "Tommy Atkins|Anne Shirley|Atticus Finch|Jean Valjean|Sherlock Holmes|Fred Nurk"
).split("|")
FIRMS = (
    "Tremblay Gauthier s.e.n.c.r.l.|Okonkwo Brar LLP|Whitfield & Barksdale PLLC|Sandhu Grewal Law Corporation|"
    "Nguyen & Castillo LLP|MacInnis Pettipas Barristers|Kealoha Kahananui LLLC|Mensah Owusu & Partners|"
    "Fitzgerald Kinsella Solicitors|Ashworth Featherstone LLP|Begay & Tsosie Law Offices|Haddad Mansour Avocats|"
    "Villarreal Ybarra & Treviño, P.C.|Bouchard Désir Avocats inc.|Lindqvist Bergström Advokatbyrå|"
    "Janse van Rensburg Attorneys|Patel Shah & Desai LLP|Kim & Park Law Group"
).split("|")
EPONYM_ORGS = (
    "Tim Hortons|Shoppers Drug Mart|McDonald's|Ford Motor Company|Dell Technologies|Johnson & Johnson|Loblaws|"
    "Molson Coors|Hudson's Bay|Walgreens|Sobeys|Harvey's|Wendy's|Canadian Tire|the Eaton Centre|Hilton Garden Inn"
).split("|")
EPONYM_TERMS = (
    "Miranda warning|Jordan ceiling|Gladue report|Mary Carter agreement|Pierringer agreement|Brady material|"
    "Stinchcombe disclosure|Vetrovec warning|Daubert standard|Frye test|Chevron deference|Mohan criteria|"
    "Kienapple principle|Browne v. Dunn rule|Wagon Mound test|Anns/Cooper test"
).split("|")
EPONYM_MED = (
    "Alzheimer's disease|Parkinson's disease|Crohn's disease|Tourette syndrome|Hodgkin lymphoma|Bell's palsy|"
    "Guillain-Barré syndrome|Colles fracture|Baker's cyst|Raynaud's phenomenon|Osgood-Schlatter disease|"
    "Dupuytren's contracture|Ménière's disease|Graves' disease"
).split("|")
EPONYM_PLACES = (
    "Jefferson City|Fort Lauderdale|Lake Louise|Prince Rupert|Fort McMurray|Lincoln Park|Fort Worth|St. Albert|"
    "Mount Vernon|Port Hope|Washington Heights|Lake Simcoe|Houston Street|Dundas Square"
).split("|")
PLACES = "Regina|Victoria|Tyler|Marion|Florence|Beverly|Chelsea|Austin|Eugene|Shelby|Charlotte|Augusta".split(
    "|"
)
BUILDINGS = (
    "the John Sopinka Courthouse|the Thurgood Marshall U.S. Courthouse|the Daniel Patrick Moynihan Courthouse|"
    "the Lester B. Pearson Building|the Sir Frederick Banting Building|the Jean Talon Building|"
    "the Robert F. Kennedy Building|the Edmund W. Davis Building|the Palais de justice Gérard-Delage|"
    "the Wilfrid Laurier Building|the Roy McMurtry Youth Centre|the Elijah McCoy Building"
).split("|")
AWARDS = (
    "Terry Fox Humanitarian Award|Lou Marsh Trophy|Rhodes Scholarship|Fulbright grant|Heisman Trophy|"
    "Pulitzer Prize|Nobel Peace Prize|Vanier Canada Graduate Scholarship|Roosevelt Fellowship|Grey Cup ring"
).split("|")
SHIPS = (
    "CCGS John G. Diefenbaker|MV Farley Mowat|USNS Harvey Milk|CCGS Amundsen|MV Lady Rose|USCGC Bertholf|"
    "MV Robert Bourassa|HMCS Margaret Brooke"
).split("|")
STORMS = (
    "Hurricane Fiona|Hurricane Ian|Hurricane Juan|Hurricane Helene|Hurricane Igor|Hurricane Milton".split("|")
)

STATUTES = {
    "ca": (
        "Immigration and Refugee Protection Act, S.C. 2001, c. 27|Personal Property Security Act, R.S.O. 1990, "
        "c. P.10|Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.)|Workplace Safety and Insurance Act, 1997|"
        "Family Law Act, R.S.O. 1990, c. F.3|Criminal Code, R.S.C. 1985, c. C-46|Customs Act, R.S.C. 1985, c. 1 "
        "(2nd Supp.)|Health Care Consent Act, 1996|Residential Tenancy Act, S.B.C. 2002, c. 78|Insurance Act, "
        "R.S.O. 1990, c. I.8|Statutory Accident Benefits Schedule, O. Reg. 34/10|Old Age Security Act, R.S.C. "
        "1985, c. O-9|Family Responsibility and Support Arrears Enforcement Act, 1996|Privacy Act, R.S.C. 1985, "
        "c. P-21|Land Titles Act, R.S.A. 2000, c. L-4|Substitute Decisions Act, 1992"
    ).split("|"),
    "qc": (
        "Code civil du Québec|Loi sur le Tribunal administratif du logement, RLRQ, c. T-15.01|Code de procédure "
        "civile, RLRQ, c. C-25.01|Loi sur la protection des renseignements personnels dans le secteur privé|"
        "Loi sur les impôts, RLRQ, c. I-3"
    ).split("|"),
    "us": (
        "Immigration and Nationality Act § 240|8 U.S.C. § 1229|26 U.S.C. § 6103|Family and Medical Leave Act of "
        "1993|29 U.S.C. § 2612|U.C.C. § 9-502|11 U.S.C. § 341|45 C.F.R. § 164.508|Employee Retirement Income "
        "Security Act of 1974|N.Y. Gen. Mun. Law § 50-e|Cal. Civ. Proc. Code § 405.20|42 U.S.C. § 666|"
        "20 C.F.R. § 404.938|Fair Debt Collection Practices Act|Nursing Home Reform Act of 1987|Tex. Prop. Code "
        "§ 12.007"
    ).split("|"),
}
SECTIONS = {
    "ca": "s. 44(1)|section 21.1|para. 34|Rule 14.03|subsection 241(1)|r. 31.06(2)|s. 34(1)(b)|s. 72|Part IV|"
    "clause 7(c)|reg. 8(3)|Schedule 2, item 3".split("|"),
    "qc": "art. 1936 C.c.Q.|art. 1974.1 C.c.Q.|art. 1971 C.c.Q.|art. 613 C.c.Q.|art. 345 C.p.c.|al. 2".split(
        "|"
    ),
    "us": "§ 1229(a)|§ 9-502(a)|§ 2612(a)(1)(C)|§ 164.508(c)|§ 341(a)|subd. (b)|Rule 26(b)(1)|¶ 12".split(
        "|"
    ),
    "other": "s. 98|section 24(2)|reg. 9|para. 17|Part 55|rule 3.2|art. 105|clause 11".split("|"),
}
CASES = {
    "ca": (
        "Baker v. Canada (Minister of Citizenship and Immigration)=[1999] 2 S.C.R. 817|Hryniak v. Mauldin=2014 SCC 7|"
        "Kanthasamy v. Canada (Citizenship and Immigration)=2015 SCC 61|Bhasin v. Hrynew=2014 SCC 71|"
        "Moore v. Sweet=2018 SCC 51|Saadati v. Moorhead=2017 SCC 28|R. v. Jordan=2016 SCC 27|"
        "Chiarelli v. Canada=[1992] 1 S.C.R. 711|Clements v. Clements=2012 SCC 32|Mustapha v. Culligan=2008 SCC 27"
    ).split("|"),
    "us": (
        "Miranda v. Arizona=384 U.S. 436 (1966)|Mathews v. Eldridge=424 U.S. 319 (1976)|Daubert v. Merrell Dow "
        "Pharmaceuticals, Inc.=509 U.S. 579 (1993)|Matter of Acosta=19 I&N Dec. 211 (BIA 1985)|Plyler v. Doe=457 "
        "U.S. 202 (1982)|Goldberg v. Kelly=397 U.S. 254 (1970)|Palsgraf v. Long Island R.R. Co.=248 N.Y. 339 (1928)"
    ).split("|"),
    "other": (
        "Donoghue v Stevenson=[1932] AC 562|Caparo Industries plc v Dickman=[1990] 2 AC 605|Carlill v Carbolic "
        "Smoke Ball Co=[1893] 1 QB 256|Hadley v Baxendale=(1854) 9 Exch 341"
    ).split("|"),
}
NEUTRAL_COURTS = {
    "ca": ("ONSC", "ONCA", "FC", "BCCA", "BCSC", "BCCRT", "ABKB", "IRB", "ONCCB", "HRTO", "WSIAT"),
    "qc": ("QCTAL", "QCCS", "QCCQ", "QCCA"),
    "us": ("WL", "U.S. Dist. LEXIS"),
}
VERSIONS = (
    "CaseVault 7.4.2|LexFile 3.12.0|Adobe Acrobat Pro 2024.002.20933|DocuSign Envelope v2.1|Clio Manage 24.18|"
    "eCourts Portal 5.0.3|IntakeDesk 11.2|Relativity Server 2023 (13.1.251.4)|Form Builder 8.6.1|"
    "OCR Engine 5.3.4|ClaimCenter 10.2.4|Microsoft Excel 16.0.17928|Nuix Workstation 9.10.4"
).split("|")

# name: (email domain, url host, country of the phone); the mailbox is chosen by the generator
INSTITUTIONS = {
    "ca": "ircc.canada.ca|irb-cisr.gc.ca|wsib.ca|cbsa-asfc.gc.ca|ontario.ca|gov.bc.ca|servicecanada.gc.ca|"
    "rcmp-grc.gc.ca|ccboard.on.ca|ontariocourts.ca|fsrao.ca",
    "qc": "tal.gouv.qc.ca|justice.gouv.qc.ca|ramq.gouv.qc.ca|saaq.gouv.qc.ca",
    "us": "uscis.dhs.gov|eoir.justice.gov|ssa.gov|irs.gov|dol.gov|nycourts.gov|courts.ca.gov|txcourts.gov|"
    "sos.state.tx.us|hhs.gov|uscourts.gov",
}
MAILBOXES = (
    "registry",
    "intake",
    "info",
    "correspondence",
    "records",
    "greffe",
    "support",
    "noreply",
    "filing",
)
PRIVATE_DOMAINS = (
    "gmail.com|outlook.com|yahoo.com|icloud.com|proton.me|hotmail.com|videotron.ca|shaw.ca|telus.net|"
    "sympatico.ca|comcast.net|att.net|verizon.net|web.de|yahoo.co.uk|btinternet.com|bigpond.com|xtra.co.nz|"
    "rediffmail.com|gmx.net|cogeco.ca|eastlink.ca"
).split("|")
PROFILE_URLS = (
    "https://www.linkedin.com/in/{h}-{x}|https://www.facebook.com/{h}.{n}|https://www.instagram.com/{h}|"
    "https://github.com/{h}|https://x.com/{h}{n}|https://www.tiktok.com/@{h}"
).split("|")

# Foreign jurisdictions: statutes | institutional domains | court file patterns ({y} year, {n} number, {c} letters)
# | neutral-citation court | institutional phone prefix
FOREIGN_DECOYS = {
    "uk": (
        "Employment Rights Act 1996;Housing Act 1988;Equality Act 2010;Civil Procedure Rules 1998",
        "justice.gov.uk;acas.org.uk;gov.uk",
        "ET/{n}/{y};{c}{n}",
        "EWCA Civ;EWHC;UKEAT",
        "+44 300",
    ),
    "ie": (
        "Family Law Act 1995;Judicial Separation and Family Law Reform Act 1989;Residential Tenancies Act 2004",
        "courts.ie;citizensinformation.ie",
        "Record No. {y}/{n} JS;{y}/{n} FL",
        "IEHC;IECA",
        "+353 1",
    ),
    "au": (
        "Fair Work Act 2009 (Cth);Privacy Act 1988 (Cth);Family Law Act 1975 (Cth)",
        "fwc.gov.au;servicesaustralia.gov.au",
        "U{y}/{n};FWC{n}",
        "FWC;FCAFC",
        "+61 1300",
    ),
    "nz": (
        "Accident Compensation Act 2001;Privacy Act 2020;Residential Tenancies Act 1986",
        "acc.co.nz;justice.govt.nz",
        "CIV-{y}-404-{n};ACR {n}/{y}",
        "NZHC;NZACC",
        "+64 800",
    ),
    "in": (
        "Consumer Protection Act, 2019;Right to Information Act, 2005;Code of Civil Procedure, 1908",
        "edaakhil.nic.in;ncdrc.nic.in",
        "CC/{n}/{y};RBT/{n}/{y}",
        "NCDRC;DHC",
        "+91 11",
    ),
    "za": (
        "Labour Relations Act 66 of 1995;Basic Conditions of Employment Act 75 of 1997;Promotion of Access to "
        "Information Act 2 of 2000",
        "ccma.org.za;labour.gov.za",
        "GAJB{n}-{y};WECT{n}-{y}",
        "ZALCJHB;ZALAC",
        "+27 11",
    ),
    "ng": (
        "Evidence Act 2011;Nigeria Data Protection Act 2023;Marriage Act",
        "lagosjudiciary.gov.ng;nimc.gov.ng",
        "ID/{n}/{y};FHC/L/CS/{n}/{y}",
        "NGCA;NGSC",
        "+234 1",
    ),
    "ke": (
        "Land Registration Act, 2012;Environment and Land Court Act, 2011;Land Act, 2012",
        "judiciary.go.ke;ardhi.go.ke",
        "ELC Case No. E{n} of {y};ELC No. {n} of {y}",
        "KEELC;KECA",
        "+254 20",
    ),
    "gh": (
        "Courts Act, 1993 (Act 459);Land Act, 2020 (Act 1036);Data Protection Act, 2012 (Act 843)",
        "judicial.gov.gh;lc.gov.gh",
        "Suit No. LD/{n}/{y};Suit No. E12/{n}/{y}",
        "GHASC;GHAHC",
        "+233 30",
    ),
    "sg": (
        "Small Claims Tribunals Act 1984;Personal Data Protection Act 2012;Community Disputes Resolution Act 2015",
        "judiciary.gov.sg;mlaw.gov.sg",
        "SCT/{y}/{n};CDRT/{y}/{n}",
        "SGMC;SGHC",
        "+65 6",
    ),
    "ph": (
        "Local Government Code of 1991;Data Privacy Act of 2012;Family Code of the Philippines",
        "doj.gov.ph;dilg.gov.ph",
        "Civil Case No. {y}-{n};KP Case No. {n}-{y}",
        "PHSC;PHCA",
        "+63 2",
    ),
    "br": (
        "Código de Processo Civil (Lei 13.105/2015);Lei Geral de Proteção de Dados (Lei 13.709/2018);"
        "Código Civil (Lei 10.406/2002)",
        "tjsp.jus.br;oab.org.br",
        "Processo nº {n}-42.{y}.8.26.0100",
        "TJSP;STJ",
        "+55 11",
    ),
    "fr": (
        "Code de procédure civile;Code civil;Code du travail",
        "service-public.fr;justice.fr",
        "RG n° {y}/{n};Minute n° {n}",
        "CA Paris;Cass. civ.",
        "+33 1",
    ),
    "jm": (
        "Data Protection Act, 2020;Employment (Termination and Redundancy Payments) Act;Rent Restriction Act",
        "supremecourt.gov.jm;pica.gov.jm",
        "Claim No. {y} HCV {n};{y} JMSC Civ {n}",
        "JMSC Civ;JMCA Civ",
        "+1 876",
    ),
    "mx": (
        "Ley Federal del Trabajo;Código Civil Federal;Ley de Amparo",
        "sre.gob.mx;scjn.gob.mx",
        "Expediente {n}/{y};Amparo {n}/{y}",
        "SCJN;TCC",
        "+52 55",
    ),
}
HAGUE = (
    "Hague Service Convention of 15 November 1965",
    "Hague Convention on the Civil Aspects of International Child Abduction",
    "Hague Apostille Convention",
)
