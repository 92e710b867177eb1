"""Hand-typed decoy material: office holders, eponyms, statutes, cases and citation patterns."""

from __future__ import annotations


def _l(s: str) -> list[str]:
    return [x.strip() for x in s.split("|") if x.strip()]


JUDGE_NAMES = _l(
    "Marguerite Ashdown|Tobias Rennick|Priyanka Velamoor|Conrad Fairweather|Hélène Bastarache|Desmond Oyelowo-Hart|"
    "Rosalind Teague|Gareth Penhaligon|Ingrid Solberg-Lacasse|Winston Abernathy|Natalia Gorecki|Lionel Mbeki-Shaw|"
    "Yvette Charbonneau|Augustin Leclair|Harriet Kinsella|Ramón Echeverría|Delphine Arsenault|Malcolm Ferrier"
)
JUDGE_FORMS = (
    "Justice {n}",
    "{n} J.",
    "the Honourable Justice {n}",
    "Judge {n}",
    "Associate Chief Justice {n}",
    "Magistrate Judge {n}",
    "Master {n}",
    "Hon. {n}",
)
MEMBER_NAMES = _l(
    "Rupert Calloway|Anneliese Vosberg|Kwaku Asamoah-Reid|Solange Thériault|Bartholomew Quist|Imelda Santiago-Ruiz|"
    "Fergus Dunleavy|Mireille Gauvreau|Petronella Hask|Oswin Maitland"
)
MEMBER_FORMS = ("Member {n}", "Vice-Chair {n}", "Adjudicator {n}", "Arbitrator {n}", "Commissioner {n}")
OFFICIALS = _l(
    "Registrar Dorothea Pickering|Deputy Sheriff Anton Vrabel|Public Guardian and Trustee Colleen Marchetti|"
    "Chief Coroner Fiona Aldridge|Superintendent of Bankruptcy Elodie Fortier|Commissioner of Patents Basil Okoro|"
    "Registrar of Land Titles Gunnar Haakonsen|Chief Electoral Officer Maude Lanctôt|"
    "Director of Vital Statistics Reginald Oyama|County Clerk Bernadette Sullivan-Price|"
    "Fire Marshal Devon Castellanos|Ombudsperson Yasmin Rahimtoola"
)
PUBLIC_FIGURES = _l(
    "Wayne Gretzky|Celine Dion|Taylor Swift|Serena Williams|Terry Fox|Oprah Winfrey|Justin Trudeau|Barack Obama|"
    "Dolly Parton|Shania Twain|Lionel Messi|Margaret Atwood|LeBron James|Drake"
)
HISTORICAL = _l(
    "Sir John A. Macdonald|Louis Riel|Nellie McClung|Abraham Lincoln|Harriet Tubman|Tommy Douglas|"
    "Frederick Banting|Laura Secord|Susan B. Anthony|Alexander Graham Bell|Emily Carr|Thurgood Marshall"
)
EPONYMOUS_ORGS = _l(
    "Pelletier & Strachan LLP|Whitcomb Hollis Insurance|Nguyen Tran Accounting|Kowalczyk Moving & Storage|"
    "Okafor Eze Chambers|MacEachern Title Services|Haddad Brothers Auto Body|Castellano Notaries Inc.|"
    "Tremblay Gagnon s.e.n.c.r.l.|Dlamini Nkosi Attorneys|Mensah & Owusu Solicitors|Patel Shah Pharmacy|"
    "Bautista Villanueva Realty|Virtanen Logistics Oy|Baumgartner Treuhand GmbH|van der Veen Notarissen|"
    "Begay Yazzie Trading Post|Kim & Park Dental|Thompson-Bailey Couriers|Ferraro De Luca Engineering"
)
EPONYMOUS_TERMS = _l(
    "Crohn's disease|Parkinson's disease|Asperger syndrome|Huntington's disease|Alzheimer's disease|"
    "Tourette syndrome|Hodgkin lymphoma|Bell's palsy|Glasgow Coma Scale|Apgar score|Heimlich manoeuvre|"
    "Mantoux test|Guillain-Barré syndrome|Down syndrome|Raynaud's phenomenon"
)
EPONYMOUS_PLACES = _l(
    "Lake Louise|Prince George|Fort McMurray|Port Hope|Mount Robson|St. John's|Saint-Jérôme|Lincoln Park|"
    "Jefferson County|Washington Heights|Victoria Harbour|Charlottetown"
)
BUILDINGS = _l(
    "Roy McMurtry Courthouse|Elgin County Courthouse|Edward W. Brooke Courthouse|Thurgood Marshall Courthouse|"
    "John Sopinka Courthouse|Palais de justice Gérard-Delage|Robson Square|Laurier Building|Hoover Tower|"
    "Sir Wilfred Grenfell Hall|Milton Pavilion|Macdonald-Cartier Building"
)
AWARDS = _l(
    "Order of Canada|Nobel Prize|Pulitzer Prize|Governor General's Award|Queen Elizabeth II Diamond Jubilee Medal|"
    "Giller Prize|Fulbright Scholarship|Rhodes Scholarship|Lou Marsh Trophy|Stanley Cup"
)
SHIPS = _l(
    "MV Kelowna Spirit|CCGS Amundsen|MV Marie-Ange Tremblay|USNS Harvey Milk|MV Joseph and Clara Smallwood"
)
STORMS = _l(
    "Hurricane Fiona|Hurricane Juan|Hurricane Katrina|Hurricane Sandy|Tropical Storm Dorian|Hurricane Helene"
)
FICTIONAL = _l("John Doe|Jane Doe|Richard Roe|Joe Bloggs|Anne Shirley|Sherlock Holmes|Tom Sawyer|Mary Major")
STATUTES_CA = _l(
    "Substitute Decisions Act, 1992|Bankruptcy and Insolvency Act|Land Titles Act|Workplace Safety and Insurance Act, "
    "1997|Personal Information Protection and Electronic Documents Act|Family Law Act|Patent Act|"
    "Immigration and Refugee Protection Act|Vital Statistics Act|Electoral Act|Residential Tenancies Act, 2006|"
    "Trustee Act|Canada Business Corporations Act|Firearms Act|Code civil du Québec|Loi sur la protection du consommateur"
)
STATUTES_US = _l(
    "Fair Credit Reporting Act|Health Insurance Portability and Accountability Act|Uniform Probate Code|"
    "Federal Rules of Civil Procedure|Bankruptcy Code|Lanham Act|Fair Debt Collection Practices Act|"
    "Family and Medical Leave Act|Uniform Commercial Code|Real Estate Settlement Procedures Act"
)
STATUTES_OTHER = _l(
    "Mental Capacity Act 2005|Data Protection Act 2018|Companies Act 2006|Privacy Act 1988|Land Transfer Act 2017|"
    "Protection of Personal Information Act|Nigeria Data Protection Act|Data Protection Act, 2019|"
    "Personal Data Protection Act 2012|Bürgerliches Gesetzbuch|Código Civil Federal|Burgerlijk Wetboek"
)
EPONYMOUS_STATUTES = _l(
    "Sarbanes-Oxley Act|Dodd-Frank Act|Gramm-Leach-Bliley Act|Megan's Law|Jessica's Law|Lord Campbell's Act|"
    "Taft-Hartley Act|Magnitsky Act|Jordan's Principle|Clare's Law"
)
CASES = [
    tuple(x.split("~"))
    for x in _l(
        "Fennimore v. Lachance~2011 ONCA 418|Re Abernathy Estate~2019 BCSC 2207|Delorme c. Bastien~2016 QCCA 1193|"
        "Haverstock v. Prairie Mutual~2014 SKCA 62|Thibodeau v. Rennick Holdings~2020 NSSC 311|"
        "Pruett v. Cardinal Freight~612 F.3d 455|In re Castellane~498 B.R. 77|Marchbanks v. Ohlsen~2008 WL 411923|"
        "Okonjo v. Fairhaven Bank~[2017] EWHC 1023 (Ch)|Wairimu v. Kisumu County~[2021] eKLR|"
        "Sandoval v. Estado de Puebla~Amparo 412/2018|Brannigan v. Colquhoun~2022 ABKB 530"
    )
]
NEUTRAL_COURTS = (
    "ONSC",
    "ONCA",
    "BCCA",
    "ABKB",
    "QCCS",
    "MBKB",
    "NSSC",
    "FC",
    "TCC",
    "HRTO",
    "ONLTB",
    "WSIAT",
)
PRODUCTS = _l(
    "Relativity 12.3|Clio Manage 2024.2|Salesforce Winter '24|Windows 10.0.19045|Adobe Acrobat 23.006.20360|"
    "iManage Work 10.4|HL7 v2.5.1|ASC X12 005010X222A1|Epic 2023.1|PostgreSQL 15.4|OpenLDAP 2.6.6|"
    "Nuix Workstation 9.10|Tesseract 5.3.3|GEDCOM 5.5.1|Python 3.11.9"
)
PLACES = _l("Tyler|Marion|Chelsea|Eugene|Victoria|Regina|Florence|Madison|Austin|Georgetown")
HEADINGS_EXTRA = _l("CONFIDENTIAL|SCHEDULE A|PRIVILEGED AND CONFIDENTIAL|FOR INTERNAL USE ONLY|EXHIBIT B")
DOMAINS_PRIVATE = {
    "ca": "gmail.com outlook.com hotmail.ca yahoo.ca videotron.ca shaw.ca bell.net rogers.com",
    "us": "gmail.com yahoo.com outlook.com icloud.com aol.com comcast.net proton.me",
    "other": "gmail.com outlook.com yahoo.co.uk btinternet.com bigpond.com xtra.co.nz gmx.de web.de proton.me",
}
PROFILE_HOSTS = ("linkedin.com/in/", "facebook.com/", "instagram.com/", "github.com/", "about.me/", "x.com/")
