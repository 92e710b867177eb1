"""Decoy material typed for round 23 (things that look like personal data but are not)."""

JUDGES = """Justice Marguerite Oyelaran-Tufts|Justice Deverell Strand|the Honourable Justice Priyanka Ellsworth|
Judge Cornelius Abernethy|Judge Rosalind Makwa|Justice Hiroshi Tamblyn|Associate Judge Fenella Quarrie|
Justice Benoît Lacoursière|Judge Tamara Vukovich-Reyes|Justice Oluwakemi Bradshaw|Judge Silas Wetherby|
Justice Anneliese Kortright|Chief Justice Ambrose Lethbridge-Kaur|Judge Inés Carvajal-Moody|Justice Wendell Okafor"""
JUDGES_FR = "l'honorable juge Mireille Charbonneau-Dufour|la juge Solange Ouellet|le juge Armand Beausoleil"
MEMBERS = """Member Rhiannon Castellanos|Vice-Chair Ottavio Branscombe|Adjudicator Delphine Arsenault-Kwan|
Member Tobias Nakashima-Reid|Arbitrator Gwendolyn Sauvé|Member Kasimir Olufemi|Adjudicator Perpetua Lindgren"""
OFFICIALS = """Registrar Honora Blackwood|Deputy Registrar Anselm Quigg|Clerk of the Court Philippa Dunmore|
Master Leopold Arkwright|Commissioner for Oaths Vera Stavropoulos|Sheriff Augustin Molloy|Ombudsperson Ruth Abeyta"""
STATUTES = """Children's Law Reform Act|Residential Tenancies Act, 2006|Family Law Act|Courts of Justice Act|
Code civil du Québec|Immigration and Refugee Protection Act|Canada Pension Plan|Succession Law Reform Act|
Fair Credit Reporting Act|Americans with Disabilities Act|Uniform Probate Code|Family and Medical Leave Act|
Personal Information Protection and Electronic Documents Act|Employment Standards Act, 2000|Wills, Estates and Succession Act|
Health Insurance Portability and Accountability Act|Equal Credit Opportunity Act|Limitations Act, 2002"""
SECTIONS = "s. 24(1)|section 7|art. 1457 C.c.Q.|Rule 14.05(3)(h)|s. 137.1|subsection 31(2)|§ 1983|Rule 26(b)(1)|s. 50(1)(b)|para. 33"
CASE_NAMES = """Whitlock v. Bramford Mutual|R. v. Ostrander-Pell|Kessler Estate (Re)|Okonjo v. Pelham Transit Authority|
Delisle c. Procureur général du Québec|Marchbanks v. Hollis|Tiernan v. Lakehead Cold Storage Ltd.|
In re Vasquez-Thornbury|Abernathy v. Quintero|Glassford v. Glassford|Prudhomme c. Ville de Terrebonne|
Hargrove v. Sunnyside Credit Union|People v. Calloway-Dunn|Mbatha v. Minister of Home Affairs"""
CITATIONS = """2019 ONCA 611|2021 BCSC 1874|2017 QCCA 902|[2008] 1 S.C.R. 401|512 U.S. 874 (1994)|
88 F.4th 233 (7th Cir. 2023)|2020 SKCA 47|[2016] EWCA Civ 1120|2022 ABKB 318|214 A.3d 559 (Pa. 2019)|
(2014), 120 O.R. (3d) 481 (C.A.)|2018 NSSC 96|[2011] NZSC 74|2023 MBCA 12"""
NEUTRAL = (
    "2024 ONSC 4471|2023 BCCRT 918|2022 QCTAL 30415|2024 HRTO 552|2023 SST 1180|2021 FC 736|2024 ABCJ 88"
)
EPONYMOUS_ORGS = """Margaret Tennant Legal Clinic|Halvorsen & Quaye LLP|Bishop Feild Community Centre|
St. Bridget's Parish Food Bank|Dr. Ashworth Memorial Hospice|Lucille Arsenault Women's Shelter|
Okafor Brothers Haulage Inc.|Fitzgerald-Nakamura Foundation|Harriet Tubman Resource Center|
Louis-Hébert Caisse populaire|Sir Sandford Fleming College|Bethune Medical Clinic|McAllister Funeral Home"""
EPONYMOUS_PLACES = """Fort McMurray|Prince George|Port Hawkesbury|Lake Louise|Mount Pleasant|Saint-Jean-sur-Richelieu|
Charlottetown|Georgetown|Victoriaville|Lloydminster|Jacksonville|Fort Collins|Williamsburg"""
EPONYMOUS_TERMS = """Heimlich manoeuvre|Glasgow Coma Scale|Parkinson's disease|Down syndrome|Crohn's disease|
Alzheimer's disease|Tourette syndrome|Miranda warning|Beck Depression Inventory|Asperger profile|Gantt chart"""
BUILDINGS = """Osgoode Hall|Robson Square Courthouse|Palais de justice de Gatineau|Cassidy Tower, 14th floor|
Eleanor Roosevelt Federal Building|Law Courts Annex|Hearn Generating Station|Maple Leaf Gardens|
John Sopinka Courthouse|Edwin Weaver Building|Dartmouth Crossing Plaza"""
PUBLIC_FIGURES = (
    "Pierre Elliott Trudeau|Joni Mitchell|Wayne Gretzky|Oprah Winfrey|Terry Fox|Serena Williams|Celine Dion"
)
HISTORICAL = (
    "Louis Riel|Laura Secord|Sir John A. Macdonald|Harriet Tubman|Abraham Lincoln|Tommy Douglas|Emily Murphy"
)
FICTIONAL = (
    "Anne Shirley|Sherlock Holmes|Atticus Finch|Hermione Granger|Jay Gatsby|Elizabeth Bennet|Homer Simpson"
)
STORMS = "Hurricane Fiona|Hurricane Juan|Hurricane Ian|Tropical Storm Debby|Hurricane Helene|Hurricane Igor"
SHIPS = "MV Ocean Tamarack|CCGS Louis S. St-Laurent|MV Kwuna|SS Pendleton Crest|MV Bluenose Spirit"
AWARDS = """Order of Canada|Governor General's Medal|Bertha Wilson Award|Nobel Peace Prize|Jack Kent Cooke Scholarship|
Terry Fox Humanitarian Award|Pulitzer Prize"""
PLACES = (
    "Thunder Bay|Saguenay|Kamloops|Red Deer|Sudbury|Moncton|Medicine Hat|Spokane|Tulsa|Dayton|Boise|Savannah"
)
PRODUCTS = "Adobe Acrobat 23.006|Microsoft Word 16.0.17328|CaseLines v4.12|Clio Manage 2024.3|Relativity 12.1.537.3|iOS 17.4.1|Windows 11 23H2"
INST_ORGS = """Superior Court of Justice|Provincial Court of British Columbia|Cour du Québec|Landlord and Tenant Board|
Social Security Tribunal|Court of King's Bench|Ontario Court of Justice|District Court|Superior Court of California|
Court of Common Pleas|Human Rights Tribunal|Workers' Compensation Appeals Tribunal"""
INST_DOMAINS = "ontariocourts.ca|courts.gov.bc.ca|tribunalsontario.ca|justice.gouv.qc.ca|uscourts.gov|sst-tss.gc.ca|ohiocourts.gov|courts.state.mn.us"
SWIFT = "ROYCCAT2|BOFMCAM2|TDOMCATTTOR|CIBCCATT|NOSCCATT|CHASUS33|BOFAUS3N|WFBIUS6S|DEUTDEFF|BARCGB22"


def split(s):
    return [x.strip() for x in s.replace("\n", "").split("|") if x.strip()]
