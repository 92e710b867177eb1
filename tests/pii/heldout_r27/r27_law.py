"""Round-27 legal material per jurisdiction: statutes, sections, case names with citations, neutral-citation
courts, court-file shapes, buildings and the registry's own contact points (all decoys)."""

from __future__ import annotations

# jur: (statutes | case names ; citations | neutral courts | file-number shape | buildings | registry domain, phone)
LAW = {
    "ca": (
        "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)|Immigration and Refugee Protection Act, S.C. 2001, c. 27|"
        "Canada Pension Plan, R.S.C. 1985, c. C-8|Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.)|"
        "Criminal Code, R.S.C. 1985, c. C-46",
        "Van de Perre v. Edwards;2001 SCC 60|Kerr v. Baranow;2011 SCC 10|R. v. Gladue;[1999] 1 S.C.R. 688|"
        "Miglin v. Miglin;2003 SCC 24|Baker v. Canada (Minister of Citizenship and Immigration);[1999] 2 S.C.R. 817",
        "SCC FC FCA TCC SST",
        "T-9999-99|IMM-9999-99|A-999-99",
        "Thomas D'Arcy McGee Building|Federal Court Registry, 90 Sparks Street",
        "fct-cf.gc.ca|1-800-663-2096",
    ),
    "on": (
        "Children's Law Reform Act, R.S.O. 1990, c. C.12|Family Law Act, R.S.O. 1990, c. F.3|"
        "Residential Tenancies Act, 2006, S.O. 2006, c. 17|Substitute Decisions Act, 1992, S.O. 1992, c. 30|"
        "Estates Act, R.S.O. 1990, c. E.21",
        "Gordon v. Goertz;[1996] 2 S.C.R. 27|Barendregt v. Grebliunas;2022 SCC 22|Jordan v. Jordan;2011 ONCA 755|"
        "Colucci v. Colucci;2021 SCC 24|Michel v. Graydon;2020 SCC 24",
        "ONSC ONCJ ONCA HRTO LTB",
        "FS-99-99999-0000|CV-99-00999999-0000|SC-99-00009999",
        "Elgin County Courthouse|Ottawa Courthouse, 161 Elgin Street|Durham Region Courthouse",
        "ontario.ca|416-326-2220",
    ),
    "qc": (
        "Code civil du Québec, RLRQ c CCQ-1991|Loi sur la protection de la jeunesse, RLRQ c P-34.1|"
        "Loi sur le Tribunal administratif du logement, RLRQ c T-15.01|Code de procédure civile, RLRQ c C-25.01",
        "Droit de la famille — 221234;2022 QCCA 1234|Gordon c. Goertz;[1996] 2 R.C.S. 27|"
        "Protection de la jeunesse — 219876;2021 QCCQ 9876|Bruker c. Marcovitz;2007 CSC 54",
        "QCCS QCCQ QCCA QCTAL QCTAQ",
        "500-04-099999-999|505-12-099999-999|200-41-999999-999",
        "Palais de justice de Longueuil|Édifice Ernest-Cormier|Palais de justice de Sherbrooke",
        "justice.gouv.qc.ca|418 643-5140",
    ),
    "bc": (
        "Family Law Act, S.B.C. 2011, c. 25|Wills, Estates and Succession Act, S.B.C. 2009, c. 13|"
        "Child, Family and Community Service Act, R.S.B.C. 1996, c. 46|Insurance (Vehicle) Act, R.S.B.C. 1996, c. 231",
        "K.M.W. v. L.A.C.;2016 BCCA 290|Hollett-Ferreira v. Ferreira;2023 BCCA 113|Nelson v. Nelson;2009 BCSC 1404",
        "BCSC BCPC BCCA BCCRT",
        "E-999999|F99-999999|S-999999",
        "Robson Square|Kamloops Law Courts|Victoria Law Courts",
        "gov.bc.ca|604-660-2421",
    ),
    "prairie": (
        "Family Law Act, S.A. 2003, c. F-4.5|The Family Property Act, S.S. 1997, c. F-6.3|"
        "The Child and Family Services Act, C.C.S.M. c. C80|Residential Tenancies Act, S.A. 2004, c. R-17.1",
        "Hartshorne v. Hartshorne;2004 SCC 22|R. v. Oakes;[1986] 1 S.C.R. 103|Moge v. Moge;[1992] 3 S.C.R. 813",
        "ABKB ABCJ SKKB MBKB ABCA",
        "FL99-999999|9999 99999|FD99-01-99999",
        "Calgary Courts Centre|Law Courts, 408 York Avenue|Court of King's Bench, Saskatoon",
        "alberta.ca|780-427-8343",
    ),
    "east": (
        "Parenting and Support Act, R.S.N.S. 1989, c. 160|Residential Tenancies Act, S.N.S. 1970, c. 13|"
        "Family Services Act, S.N.B. 1980, c. F-2.2|Nunavut Act, S.C. 1993, c. 28",
        "Bracklow v. Bracklow;[1999] 1 S.C.R. 420|R. v. Ipeelee;2012 SCC 13|Young v. Young;[1993] 4 S.C.R. 3",
        "NSSC NSPC NBKB NLSC NUCJ",
        "SFH 1201-999999|FDSJ-999-99|999-999999",
        "Halifax Law Courts|Nunavut Justice Centre|Moncton Law Courts",
        "novascotia.ca|902-424-4030",
    ),
    "us": (
        "42 U.S.C. § 1983|Uniform Child Custody Jurisdiction and Enforcement Act|8 U.S.C. § 1186a|"
        "Health Insurance Portability and Accountability Act of 1996|Fair Housing Act, 42 U.S.C. § 3604",
        "Troxel v. Granville;530 U.S. 57 (2000)|Santosky v. Kramer;455 U.S. 745 (1982)|"
        "Mathews v. Eldridge;424 U.S. 319 (1976)|Goldberg v. Kelly;397 U.S. 254 (1970)|Plyler v. Doe;457 U.S. 202 (1982)",
        "",
        "99-CV-99999|9:99-cv-99999|99DR999999|FA-99-0999999",
        "Richard J. Daley Center|Stanley Mosk Courthouse|Thurgood Marshall U.S. Courthouse|Bexar County Justice Center",
        "courts.state.example|1-800-268-7133",
    ),
    "uk": (
        "Children Act 1989|Family Law Act 1996|Inheritance (Provision for Family and Dependants) Act 1975|Mental Capacity Act 2005",
        "Re B (A Child);[2013] UKSC 33|White v White;[2001] 1 AC 596|Re W (Children);[2012] EWCA Civ 999",
        "EWFC EWHC EWCA UKSC",
        "ZW99C99999|FD99P99999|BV99D99999",
        "Royal Courts of Justice|Clive House|East London Family Court",
        "justice.gov.uk|0300 123 5577",
    ),
    "ie": (
        "Guardianship of Infants Act 1964|Domestic Violence Act 2018|Succession Act 1965|Assisted Decision-Making (Capacity) Act 2015",
        "N v Health Service Executive;[2006] IESC 60|Re Ward of Court;[1996] 2 IR 79|DT v CT;[2002] IESC 68",
        "IEHC IESC IECA",
        "9999/999 FL|9999 99 SP",
        "Four Courts|Dolphin House|Criminal Courts of Justice",
        "courts.ie|+353 1 888 6000",
    ),
    "au": (
        "Family Law Act 1975 (Cth)|Coroners Act 2003 (Qld)|Succession Act 1981 (Qld)",
        "Mabo v Queensland (No 2);(1992) 175 CLR 1|Stanford v Stanford;(2012) 247 CLR 108|Goode and Goode;(2006) FLC 93-286",
        "FedCFamC1F HCA QSC VSC",
        "BRC9999/2099|MLC99999/2099",
        "Owen Dixon Commonwealth Law Courts|Queen Elizabeth II Courts of Law",
        "fcfcoa.gov.au|1300 352 000",
    ),
    "nz": (
        "Care of Children Act 2004|Property (Relationships) Act 1976|Oranga Tamariki Act 1989",
        "Ellis v R;[2022] NZSC 114|Clayton v Clayton;[2016] NZSC 29|Z v Z (No 2);[1997] 2 NZLR 258",
        "NZFC NZHC NZSC",
        "FAM-2099-999-999999|CIV-2099-999-999",
        "Wellington District Court|Rangiātea House",
        "justice.govt.nz|0800 268 787",
    ),
    "za": (
        "Children's Act 38 of 2005|Administration of Estates Act 66 of 1965|Domestic Violence Act 116 of 1998",
        "Bhe v Magistrate, Khayelitsha;2005 (1) SA 580 (CC)|S v Makwanyane;1995 (3) SA 391 (CC)",
        "ZACC ZAGPJHC ZAWCHC",
        "9999/2099|MAC 999/99",
        "Johannesburg Magistrate's Court|Master's Office, Pretoria",
        "justice.gov.za|012 315 1111",
    ),
    "in": (
        "Indian Succession Act, 1925|Hindu Minority and Guardianship Act, 1956|Protection of Women from Domestic Violence Act, 2005",
        "Githa Hariharan v Reserve Bank of India;(1999) 2 SCC 228|Vineeta Sharma v Rakesh Sharma;(2020) 9 SCC 1",
        "INSC",
        "O.S. No. 999/2099|M.C. No. 99/2099",
        "City Civil Court Complex|Family Court, Bandra",
        "ecourts.gov.in|1800 11 4000",
    ),
    "sg": (
        "Women's Charter 1961|Mental Capacity Act 2008|Intestate Succession Act 1967",
        "TDT v TDS;[2016] SGCA 35|BNS v BNT;[2015] SGCA 6",
        "SGFC SGHCF SGCA",
        "FC/OSG 999/2099|HCF/DCA 99/2099",
        "Family Justice Courts Building|Supreme Court Building",
        "judiciary.gov.sg|6435 5010",
    ),
    "ke": (
        "Law of Succession Act, Cap 160|Children Act, 2022|Protection Against Domestic Violence Act, 2015",
        "Rono v Rono;[2005] eKLR|Re Estate of Kariuki;[2019] eKLR",
        "KEHC KECA",
        "Succ. Cause No. 999 of 2099|E999 of 2099",
        "Milimani Law Courts|Kisumu Law Courts",
        "judiciary.go.ke|0730 181 000",
    ),
    "fr": (
        "Code civil, article 371-1|Code de procédure pénale, article 78|Code de l'action sociale et des familles",
        "Cass. 1re civ., 13 juillet 2022, n° 21-10.298;Bull. civ. I|CEDH, Mennesson c. France;n° 65192/11",
        "",
        "RG 99/09999|N° Parquet 99999999999",
        "Tribunal judiciaire de Besançon|Palais de justice de Nîmes",
        "justice.fr|3939",
    ),
    "be": (
        "Code civil, article 374|Code judiciaire, article 1253ter/4|Loi du 8 avril 1965 relative à la protection de la jeunesse",
        "Cass., 8 décembre 2016;C.15.0489.F|C. const., 26 février 2003;arrêt n° 30/2003",
        "",
        "RG 99/9999/A|N° 2099/999",
        "Palais de justice de Namur|Justice de paix du canton de Wavre",
        "just.fgov.be|02 542 65 11",
    ),
    "ch": (
        "Zivilgesetzbuch, Art. 273|Schweizerische Zivilprozessordnung, Art. 296|Kindes- und Erwachsenenschutzrecht",
        "BGE 142 III 617;5A_450/2015|BGE 141 III 328;5A_154/2019",
        "",
        "ZK 99 999|KES-2099-999",
        "Obergericht des Kantons Luzern|Amthaus Winterthur",
        "gerichte.ch|+41 58 123 44 00",
    ),
    "de": (
        "§ 1684 BGB|§ 26 FamFG|Gewaltschutzgesetz|§ 1896 BGB a. F.",
        "BGH, Beschluss vom 12. Juli 2017;XII ZB 350/16|BVerfG, Beschluss vom 24. Juni 2014;1 BvR 2926/13",
        "",
        "99 F 999/99|XVII 999/99",
        "Amtsgericht Göttingen, Berliner Straße 8|Justizzentrum Regensburg",
        "justiz.de|0551 403-0",
    ),
    "es": (
        "Código Civil, artículo 94|Ley Orgánica 1/2004|Ley de Enjuiciamiento Civil, artículo 770",
        "STS 1234/2019;ECLI:ES:TS:2019:1234|STC 185/2012;BOE núm. 286",
        "",
        "Autos 999/2099|Diligencias Previas 9999/2099",
        "Ciudad de la Justicia de Valladolid|Palacio de Justicia de Córdoba",
        "mjusticia.gob.es|+34 918 372 295",
    ),
    "it": (
        "Codice civile, art. 337-ter|Codice di procedura penale, art. 351|Legge 4 maggio 1983, n. 184",
        "Cass. civ., sez. I, 17 ottobre 2019;n. 26389|Corte cost., sent. 272/2017;G.U. 2017",
        "",
        "R.G. 9999/2099|N. 9999/99 R.G.N.R.",
        "Palazzo di Giustizia di Bergamo|Tribunale di Perugia, piazza Matteotti",
        "giustizia.it|+39 06 68851",
    ),
    "nl": (
        "Burgerlijk Wetboek, artikel 1:255|Jeugdwet|Wet verplichte ggz",
        "HR 26 juni 2020;ECLI:NL:HR:2020:1148|Rb. Gelderland 3 mei 2022;ECLI:NL:RBGEL:2022:2211",
        "",
        "C/05/999999 / JE RK 99-999|zaaknummer 9999999",
        "Paleis van Justitie Leeuwarden|Rechtbank Overijssel, locatie Zwolle",
        "rechtspraak.nl|088 361 1111",
    ),
    "pt": (
        "Código Civil, artigo 1906.º|Lei n.º 112/2009|Regime Geral do Processo Tutelar Cível",
        "Ac. STJ de 14-01-2021;proc. 999/19.9T8BRG|Ac. TRL de 3-11-2020;proc. 99/18",
        "",
        "Proc. 9999/99.9T8BRG|NUIPC 999/99.9PBAVR",
        "Palácio da Justiça de Braga|Campus de Justiça de Coimbra",
        "tribunais.org.pt|+351 253 000 000",
    ),
    "br": (
        "Código Civil, art. 1.583|Lei n.º 11.340/2006 (Lei Maria da Penha)|Estatuto da Criança e do Adolescente",
        "STJ, REsp 1.629.994/RJ;DJe 2016|STF, ADI 4277;DJe 2011",
        "",
        "9999999-99.2099.8.26.0114|Processo n.º 9999999-99.2099",
        "Fórum de Campinas|Fórum Ruy Barbosa",
        "tjsp.jus.br|+55 19 3756-0000",
    ),
}

GROUP = {"mb": "prairie", "sk": "prairie", "ab": "prairie", "ns": "east", "nb": "east", "nl": "east", "pe": "east",
         "yt": "east", "nt": "east", "nu": "east"}  # fmt: skip


def law_for(jur, region):
    """The material a case draws on: provincial (or federal) for Canada, national elsewhere."""
    if jur == "ca":
        key = region if region in ("on", "qc", "bc") else GROUP.get(region, "ca")
        return LAW[key], LAW["ca"]
    return LAW[jur], LAW[jur]
