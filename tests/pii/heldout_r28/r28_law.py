"""Round-28 legal material per jurisdiction: court file numbers, legislation, section references, neutral
citations, law reports and the domains of public bodies. Public look-alikes only."""

from __future__ import annotations

from r28_numbers import digits

# jurisdiction: (file-number shapes, statutes, section shapes, neutral-citation courts, public-body domain)
LAW = {
    "ca": (
        "FC-{yy}-{4}-00|CV-{yy}-00{6}|500-04-{6}-{yy}1|E{6}|FAM-{yyyy}-{5}|{yy}01-{5}|IMM-{4}-{yy}|SC-{yy}-{5}",
        "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)|Children's Law Reform Act, R.S.O. 1990, c. C.12|"
        "Family Law Act, S.B.C. 2011, c. 25|Code civil du Québec|Residential Tenancies Act, 2006, S.O. 2006, c. 17|"
        "Immigration and Refugee Protection Act, S.C. 2001, c. 27|Family Law Act, S.A. 2003, c. F-4.5|"
        "Civil Code of Québec|Victims of Crime Act, R.S.N.W.T. 1988, c. 9 (Supp.)",
        "s. {1}(2)|section {2}|subsection {1}(3)|Rule {2}(5)|art. {3} C.c.Q.|para. {2}(b)",
        "ONCJ ONSC ONCA QCCS QCCA BCSC BCCA ABKB ABCA SKKB MBKB NSSC NBKB NLSC NWTSC FC SCC",
        "ontario.ca|justice.gouv.qc.ca|gov.bc.ca|alberta.ca|gov.mb.ca|irb-cisr.gc.ca|canada.ca",
    ),
    "us": (
        "{yyyy}-DR-{6}|{yy}FL{5}|V-{5}-{yy}|{yyyy}-CI-{5}|{yy}-CV-{4}|{yyyy}DV{6}|A{3}-{3}-{3}|{yy}-M-{5}",
        "Cal. Fam. Code|Tex. Fam. Code|N.Y. Dom. Rel. Law|Fla. Stat.|42 U.S.C.|Rev. Code Wash.|O.C.G.A.|Ariz. Rev. Stat.|"
        "8 U.S.C.|20 C.F.R.",
        "§ {3}|§ {2}.{3}|sec. {3}(b)|Rule {2}|§ {3}(a)(1)",
        "",
        "courts.ca.gov|txcourts.gov|nycourts.gov|flcourts.gov|courts.wa.gov|uscis.gov|ssa.gov|gaclerks.org",
    ),
    "sco": (
        "SA{4}-{yy}|F{3}/{yy}|SP{5}/{yy}",
        "Children (Scotland) Act 1995|Simple Procedure Rules 2016|Family Law (Scotland) Act 2006",
        "section {2}|rule {1}.{1}|s. {2}(1)",
        "CSOH CSIH SAC",
        "scotcourts.gov.uk",
    ),
    "ie": (
        "{yyyy}/{5}|G{4}/{yy}",
        "Guardianship of Infants Act 1964|Children and Family Relationships Act 2015",
        "section {2}|s. {2}(1)",
        "IEHC IECA IESC",
        "courts.ie",
    ),
    "au": (
        "MC{5}/{yyyy}|FV-{yyyy}-{5}",
        "Family Violence Protection Act 2008 (Vic)|Family Law Act 1975 (Cth)",
        "s {2}|section {2}(1)",
        "VSC VSCA FedCFamC1F",
        "mcv.vic.gov.au",
    ),
    "nz": (
        "FAM-{yyyy}-0{2}-000{3}|CIV-{yyyy}-{3}-{3}",
        "Property (Relationships) Act 1976|Family Court Act 1980",
        "s {2}|section {2}A",
        "NZFC NZHC NZCA",
        "justice.govt.nz",
    ),
    "za": (
        "{4}/{yyyy}|A{3}/{yyyy}",
        "Magistrates' Courts Act 32 of 1944|National Credit Act 34 of 2005",
        "section 65A({1})|s {2}|rule 55({1})",
        "ZAGPJHC ZAWCHC ZASCA",
        "justice.gov.za",
    ),
    "in": (
        "MACP No. {3} of {yyyy}|MAC/{4}/{yyyy}",
        "Motor Vehicles Act, 1988|Code of Civil Procedure, 1908",
        "Section 166|Section 140|Order {2} Rule {1}",
        "DHC BHC MHC",
        "ecourts.gov.in",
    ),
    "sg": (
        "CDRT/{5}/{yyyy}|DC/{4}/{yyyy}",
        "Community Disputes Resolution Act 2015|Protection from Harassment Act 2014",
        "section {1}|s {2}(1)",
        "SGDC SGHC SGCA",
        "judiciary.gov.sg",
    ),
    "ph": (
        "DC-{yyyy}-{5}|SSS-{yy}-{6}",
        "Republic Act No. 11199|Social Security Act of 2018",
        "Section {2}|Sec. {2}(c)",
        "",
        "sss.gov.ph",
    ),
    "mx": (
        "Expediente {4}/{yyyy}|Exp. {3}/{yyyy}-II",
        "Código Civil para el Estado de Nuevo León|Código Nacional de Procedimientos Civiles y Familiares",
        "artículo {3}|art. {3}, fracción II",
        "",
        "pjenl.gob.mx",
    ),
    "ar": (
        "Expte. N.º {2}.{3}/{yyyy}|Causa {5}/{yy}",
        "Ley 26.485|Código Civil y Comercial de la Nación",
        "artículo {2}|art. {3}, inc. b",
        "",
        "csjn.gov.ar",
    ),
    "fr": (
        "RG n° {yy}/{5}|N° Portalis {4}-W-B7H-{4}",
        "Code civil|Code de procédure civile",
        "article {3}|art. {3}-{1}",
        "",
        "justice.fr",
    ),
    "lu": (
        "TAL-{yyyy}-{5}|JAF n° {4}/{yy}",
        "Nouveau Code de procédure civile|Code civil luxembourgeois",
        "article {4}|art. {3}-{1}",
        "",
        "justice.public.lu",
    ),
    "at": (
        "{2} Pu {3}/{yy}x|{2} FAM {2}/{yy}",
        "Unterhaltsvorschussgesetz 1985|Allgemeines bürgerliches Gesetzbuch",
        "§ {2} UVG|§ {3} ABGB",
        "",
        "justiz.gv.at",
    ),
    "it": (
        "R.G. n. {4}/{yyyy}|n. {4}/{yyyy} V.G.",
        "Codice civile|Codice di procedura civile",
        "art. {3}-bis c.c.|articolo {3} c.p.c.",
        "",
        "giustizia.it",
    ),
    "nl": (
        "C/{2}/{6} / FA RK {yy}-{4}|zaaknummer {6}",
        "Paspoortwet|Burgerlijk Wetboek Boek 1",
        "artikel {2} lid {1}|art. 1:{3} BW",
        "",
        "rechtspraak.nl",
    ),
    "pt": (
        "Proc. n.º {4}/{yy}.{1}T8PRT|Req. n.º {6}",
        "Lei n.º 34/2004|Código de Processo Civil",
        "artigo {2}.º|art. {2}.º, n.º {1}",
        "",
        "seg-social.pt",
    ),
    "se": (
        "T {4}-{yy}|Mål nr T {4}-{yy}",
        "Äktenskapsbalken (1987:230)|Föräldrabalken",
        "{1} kap. {2} §|{2} § {1} st.",
        "",
        "domstol.se",
    ),
}

CA_STATUTES = {
    "fed": "Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)|Immigration and Refugee Protection Act, S.C. 2001, c. 27|"
    "Federal Child Support Guidelines, SOR/97-175",
    "on": "Children's Law Reform Act, R.S.O. 1990, c. C.12|Residential Tenancies Act, 2006, S.O. 2006, c. 17|"
    "Family Law Rules, O. Reg. 114/99",
    "qc": "Code civil du Québec|Loi sur la protection de la jeunesse, RLRQ, c. P-34.1|Code de procédure civile, RLRQ, c. C-25.01",
    "bc": "Family Law Act, S.B.C. 2011, c. 25|Crime Victim Assistance Act, S.B.C. 2001, c. 38",
    "ab": "Family Law Act, S.A. 2003, c. F-4.5|Civil Claims Rules, Alta. Reg. 94/2024",
    "mb": "The Residential Tenancies Act, C.C.S.M. c. R119",
    "sk": "The Automobile Accident Insurance Act, R.S.S. 1978, c. A-35",
    "ns": "Adult Capacity and Decision-making Act, S.N.S. 2017, c. 4",
    "nb": "Family Law Act, S.N.B. 2020, c. 23",
    "nl": "Family Violence Protection Act, S.N.L. 2005, c. F-3.1",
    "yt": "Child and Family Services Act, S.Y. 2008, c. 1",
}
US_STATUTES = {
    "fed": "42 U.S.C.|8 U.S.C.|20 C.F.R.",
    "CA": "Cal. Fam. Code|Cal. Civ. Proc. Code",
    "TX": "Tex. Fam. Code",
    "NY": "N.Y. Dom. Rel. Law|N.Y. Fam. Ct. Act",
    "FL": "Fla. Stat.",
    "WA": "Rev. Code Wash.",
    "GA": "O.C.G.A.",
    "AZ": "Ariz. Rev. Stat.",
    "NM": "N.M. Stat. Ann.",
}
CA_SECTIONS = {
    "qc": "art. {3} C.c.Q.|art. {2} C.p.c.|article {3}",
    "other": "s. {1}(2)|section {2}|subsection {1}(3)|Rule {2}(5)|para. {2}(b)",
}

REPORTS = {
    "ca": "[1996] 2 S.C.R. 27|[2022] 1 S.C.R. 3|(2019) 145 O.R. (3d) 1|[2000] R.J.Q. 1523|[1999] 2 S.C.R. 420|"
    "(2021) 59 R.F.L. (8th) 1",
    "us": "530 U.S. 57 (2000)|576 U.S. 644 (2015)|21 Cal. 4th 1 (1999)|457 S.W.3d 1 (Tex. 2015)|87 N.Y.2d 1 (1995)",
    "en": "[2010] UKSC 42|[2004] 1 AC 1|[2018] EWCA Civ 1234|(2008) 236 CLR 1|[2020] NZSC 45|2015 (2) SA 1 (CC)",
    "civil": "Cass. civ. 1re, 8 juill. 2020|BGH XII ZB 1/20|Cass. civ. sez. I n. 12345/2022|ECLI:NL:HR:2021:789|"
    "STJ, Ac. 123/19.0T8LSB",
}
CASE_NAMES = {
    "ca": "Gordon v. Goertz|Bracklow v. Bracklow|Miglin v. Miglin|Van de Perre v. Edwards|Moge v. Moge|"
    "Barendregt v. Grebliunas|Droit de la famille — 191677|Michel v. Graydon|Colucci v. Colucci",
    "us": "Troxel v. Granville|Obergefell v. Hodges|Santosky v. Kramer|Stanley v. Illinois|Palmore v. Sidoti|"
    "In re Marriage of Burgess|Hicks v. Feiock",
    "en": "Re B (A Child)|Radmacher v Granatino|Miller v Miller|White v White|Stack v Dowden|Mabo v Queensland",
    "civil": "arrêt Lachaux|Affaire Mennesson|sentenza Pagani|zaak Wolters|acórdão Saraiva",
}


def fill(rng, shape, year):
    out, i = [], 0
    while i < len(shape):
        if shape[i] == "{":
            j = shape.index("}", i)
            key = shape[i + 1 : j]
            if key == "yy":
                out.append(f"{year % 100:02d}")
            elif key == "yyyy":
                out.append(str(year))
            else:
                n = int(key)
                out.append(str(rng.randint(1, 9)) + digits(rng, n - 1) if n > 1 else str(rng.randint(1, 9)))
            i = j + 1
        else:
            out.append(shape[i])
            i += 1
    return "".join(out)


def family(jur):
    return (
        jur
        if jur in ("ca", "us")
        else "en"
        if jur in ("sco", "ie", "au", "nz", "za", "in", "sg", "ph")
        else "civil"
    )
