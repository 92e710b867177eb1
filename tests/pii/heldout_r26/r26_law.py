"""Statutes, rules, case names and citation shapes of round 26, per jurisdiction (typed for this round)."""

STATUTES = {
    "ca": """Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)|Immigration and Refugee Protection Act, S.C. 2001, c. 27|
Criminal Code, R.S.C. 1985, c. C-46|Canada Pension Plan, R.S.C. 1985, c. C-8|Employment Insurance Act, S.C. 1996, c. 23|
Canada Evidence Act, R.S.C. 1985, c. C-5|Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.)""",
    "on": """Children's Law Reform Act, R.S.O. 1990, c. C.12|Residential Tenancies Act, 2006, S.O. 2006, c. 17|
Substitute Decisions Act, 1992, S.O. 1992, c. 30|Insurance Act, R.S.O. 1990, c. I.8|
Estates Administration Act, R.S.O. 1990, c. E.22|Child, Youth and Family Services Act, 2017, S.O. 2017, c. 14, Sch. 1|
Family Law Rules, O. Reg. 114/99""",
    "qc": """Code civil du Québec|Code de procédure civile, RLRQ c. C-25.01|Loi sur la protection de la jeunesse, RLRQ c. P-34.1|
Loi sur l'aide juridique, RLRQ c. A-14|Loi sur le Tribunal administratif du logement, RLRQ c. T-15.01""",
    "bc": """Family Law Act, S.B.C. 2011, c. 25|Wills, Estates and Succession Act, S.B.C. 2009, c. 13|
Insurance (Vehicle) Act, R.S.B.C. 1996, c. 231|Child, Family and Community Service Act, R.S.B.C. 1996, c. 46""",
    "ab": """Family Law Act, S.A. 2003, c. F-4.5|Maintenance Enforcement Act, R.S.A. 2000, c. M-1|
Alberta Rules of Court, Alta. Reg. 124/2010|Residential Tenancies Act, S.A. 2004, c. R-17.1""",
    "mb": "The Child and Family Services Act, C.C.S.M. c. C80|The Family Maintenance Act, C.C.S.M. c. F20",
    "sk": "The Family Property Act, S.S. 1997, c. F-6.3|The Children's Law Act, 2020, S.S. 2020, c. 2",
    "ns": "Residential Tenancies Act, R.S.N.S. 1989, c. 401|Parenting and Support Act, R.S.N.S. 1989, c. 160",
    "nb": "Family Services Act, S.N.B. 1980, c. F-2.2|Residential Tenancies Act, S.N.B. 1975, c. R-10.2",
    "pe": "Family Law Act, R.S.P.E.I. 1988, c. F-2.1|Child Protection Act, R.S.P.E.I. 1988, c. C-5.1",
    "nl": "Children, Youth and Families Act, S.N.L. 2018, c. C-12.3|Family Law Act, R.S.N.L. 1990, c. F-2",
    "yt": "Children's Law Act, R.S.Y. 2002, c. 31|Family Property and Support Act, R.S.Y. 2002, c. 83",
    "nt": "Maintenance Orders Enforcement Act, S.N.W.T. 1998, c. 16|Children's Law Act, S.N.W.T. 1997, c. 14",
    "nu": "Family Abuse Intervention Act, S.Nu. 2006, c. 18|Child and Family Services Act (Nunavut)",
    "us": """28 U.S.C. § 1746|8 U.S.C. § 1226(a)|42 U.S.C. § 1382|29 C.F.R. § 1904.7|11 U.S.C. § 707(b)|
45 C.F.R. § 164.512(e)|Fed. R. Civ. P. 26(b)(5)(B)|Fed. R. Evid. 502(d)|8 C.F.R. § 216.4|20 C.F.R. § 416.1204""",
    "us_ca": "Cal. Fam. Code § 3400|Cal. Veh. Code § 16000|Cal. Welf. & Inst. Code § 300",
    "us_ny": "N.Y. Fam. Ct. Act § 413|N.Y. Surr. Ct. Proc. Act § 1001|N.Y. Soc. Serv. Law § 131",
    "us_tx": "Tex. Est. Code § 309.051|Tex. Fam. Code § 262.101",
    "us_fl": "Fla. Stat. § 39.401|Fla. Stat. § 61.13",
    "us_il": "750 ILCS 60/214|740 ILCS 21/15",
    "uk": "Children Act 1989|Family Law Act 1996, Part IV|Inheritance Tax Act 1984|Domestic Abuse Act 2021",
    "ie": "National Vetting Bureau (Children and Vulnerable Persons) Acts 2012 to 2016|Data Protection Act 2018",
    "au": "Coroners Act 2003 (Qld)|Family Law Act 1975 (Cth)|Births, Deaths and Marriages Registration Act 2003 (Qld)",
    "nz": "Child Support Act 1991|Care of Children Act 2004|Family Violence Act 2018",
    "fr": "Code civil, art. 730-1|Code de procédure civile, art. 1334|loi n° 2006-728 du 23 juin 2006",
    "be": "Code civil, art. 492/1|Code judiciaire, art. 1238|loi du 17 mars 2013",
    "de": "§ 278 FamFG|§ 1896 BGB|§ 1814 BGB|Betreuungsorganisationsgesetz",
    "at": "§ 145 AußStrG|§ 1 Gerichtskommissärsgesetz|§ 531 ABGB",
    "es": "Ley 15/2015, de 2 de julio, de la Jurisdicción Voluntaria|Código Civil, art. 913|Ley del Notariado, art. 55",
    "it": "art. 351 c.p.p.|art. 362 c.p.p.|D.Lgs. 150/2022",
    "nld": "Boek 1 BW, art. 255|Jeugdwet, art. 1.1|Wetboek van Burgerlijke Rechtsvordering, art. 809",
    "pt": "Código de Processo Penal, art. 244.º|Lei n.º 112/2009|Código Penal, art. 152.º",
    "br": "Lei n.º 11.441/2007|Código de Processo Civil, art. 610|Resolução CNJ n.º 35/2007",
    "mx": "Código Civil para la Ciudad de México, art. 266|Código Nacional de Procedimientos Penales, art. 221",
    "in": "Indian Succession Act, 1925, s. 372|Bharatiya Nagarik Suraksha Sanhita, 2023|Court Fees Act, 1870",
    "za": "Administration of Estates Act 66 of 1965|Wills Act 7 of 1953|Intestate Succession Act 81 of 1987",
    "ph": "Republic Act No. 9048|Republic Act No. 10172|Rules of Court, Rule 108",
}
SECTIONS = {
    "en": "s. 7(1)(b)|s. 16.1(4)|subsection 30(2)|para. 14|Rule 13.1(3)|s. 21|clause 4(c)|s. 125(1)(a)|Schedule B, item 9",
    "us": "§ 1746(2)|subdivision (c)(1)|Rule 26(b)(5)|¶ 12|paragraph 7(a)|subsection (e)(1)(ii)",
    "fr": "art. 599 C.c.Q.|art. 38 L.p.j.|alinéa 2|art. 1041 C.p.c.|par. 16|art. 521.17 C.c.Q.",
    "es": "art. 55.1|apartado 3|art. 221 fracción II|párrafo segundo",
    "pt": "art. 610, § 1.º|n.º 2 do art. 244.º|alínea c)",
    "de": "§ 1814 Abs. 2|Abs. 3 Satz 1|§ 278 Abs. 1 FamFG",
    "it": "art. 351, comma 1|comma 2-bis|art. 337-ter c.c.",
    "nl": "art. 1:255 lid 1|artikel 3.5 Jeugdwet|lid 2 onder b",
}
CASES = {
    "ca": """Tancredi v. Whitlock-Amos|R. v. Ferrandino|Balsillie-Ogden v. Pruneau|Re Estate of Orvis Pettibone|
Maczek v. Szymborski-Hale|Droit de la famille — 241187|Lemay-Thorne c. Procureur général du Québec|
Kavanagh v. Kavanagh-Brill|Ashgrove Holdings Ltd. v. Dunstable""",
    "us": """People v. Kessler-Grant|In re Marriage of Holloway-Pike|Matter of Ortega-Sáenz|Brightwater v. Castellanos-Reyes|
State v. Lindemann|In re Estate of Cornelius Vantreese|Doe v. Harwick County School Board""",
    "en": """Pemberton v Albright-Sowerby|Re Estate of Ignatius Ferrell|Mbatha v Minister of Home Affairs|
Tuilagi v Accident Compensation Corporation|Fairleigh v Fairleigh|People (DPP) v Cathal Ronayne""",
    "fr": "Pavlović c. Lemire-Sauvé|Arrêt Dumonteil c. Caisse d'allocations familiales|Gaudreault c. Thibodeau-Ross",
    "es": "Sentencia Ibarrola contra Echániz|Amparo directo en revisión 1183/2019",
    "pt": "Recurso Especial n.º 1.873.204 (Almeida Fontes v. Construtora Horizonte)|Acórdão Sequeira c. Ministério Público",
    "de": "Beschluss in Sachen Hohlwein ./. Krabbe|Urteil Wüstenhagen gegen Land Niedersachsen",
    "it": "sentenza Palumbo c. INPS|ordinanza Trabucco c. Comune di Lucca",
    "nl": "beschikking inzake Terwisscha/Van Oostrum|uitspraak Hoogeveen tegen gemeente Zwolle",
}
CITATIONS = {
    "ca": "[2019] 3 S.C.R. 612|(2009), 96 O.R. (3d) 321 (C.A.)|[2016] 1 S.C.R. 631|(2021), 57 R.F.L. (8th) 245|[2004] R.J.Q. 2107",
    "us": "512 F.3d 1047 (9th Cir. 2008)|388 U.S. 1 (1967)|146 A.D.3d 812 (2d Dep't 2017)|221 So. 3d 641 (Fla. 2017)",
    "en": "[2003] 1 FLR 1043|(2016) 90 ALJR 1|[2012] 2 NZLR 289|2015 (4) SA 317 (GJ)|[2010] 3 IR 197",
    "fr": "Cass. 1re civ., 4 juillet 2018, n° 17-22.099|[1999] R.J.Q. 2409 (C.A.)",
    "es": "STS 512/2019, de 2 de octubre|SCJN, 1a./J. 42/2020",
    "pt": "STJ, REsp 1.698.716/SP|Ac. do STJ de 12.03.2020, proc. 1134/17",
    "de": "BGH, Beschluss vom 12.02.2020 – XII ZB 179/19|NJW 2019, 2612",
    "it": "Cass. civ., sez. I, n. 18287/2018|Cass. pen., sez. VI, n. 4011/2021",
    "nl": "ECLI:NL:HR:2019:1224|ECLI:NL:RBOVE:2022:3381",
}
NEUTRAL = {
    "ca": "2023 BCSC 1187|2022 QCCS 2941|2021 ABKB 355|2024 ONCJ 118|2023 ONSC 5072|2022 NSSC 211|2023 FC 1408|"
    "2024 QCTAL 10917|2023 SKKB 66|2022 NUCJ 19",
    "us": "2019 IL App (1st) 181734|2021 ND 114|2020 UT 62|2018 OK 33",
    "en": "[2022] EWFC 88|[2023] IEHC 219|[2021] NZFC 4471|[2020] QCA 114|[2022] ZAGPJHC 88|[2023] EWCA Civ 1104",
    "fr": "2024 QCCA 311|2023 QCTAQ 04512|2022 QCCQ 7760",
}
