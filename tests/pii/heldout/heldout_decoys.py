"""Held-out templates made only of look-alikes that the `training` profile must keep: citations, statute
references, court file numbers, judges and officials in their public role, firms named after people,
version strings, reference numbers shaped like phones or SSNs, non-birth dates, amounts, defined terms."""

from __future__ import annotations

from heldout_ids import luhn_invalid
from heldout_kit import D, build, shape

CA_CASES = [
    "Hryniak v. Mauldin, 2014 SCC 7",
    "R. v. Oakes, [1986] 1 S.C.R. 103",
    "Housen v. Nikolaisen, 2002 SCC 33",
    "Bhasin v. Hrynew, 2014 SCC 71",
    "Sattva Capital Corp. v. Creston Moly Corp., 2014 SCC 53",
    "R. v. Grant, 2009 SCC 32",
    "Dunsmuir v. New Brunswick, 2008 SCC 9",
    "Clements v. Clements, 2012 SCC 32",
    "Moore v. Getahun, 2015 ONCA 55",
    "Canada (Minister of Citizenship and Immigration) v. Vavilov, 2019 SCC 65",
    "Saadati v. Moorhead, 2017 SCC 28",
    "Wewaykum Indian Band v. Canada, 2003 SCC 45",
]
US_CASES = [
    "Miranda v. Arizona, 384 U.S. 436 (1966)",
    "Ashcroft v. Iqbal, 556 U.S. 662 (2009)",
    "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "Palsgraf v. Long Island R.R. Co., 248 N.Y. 339 (1928)",
    "Gideon v. Wainwright, 372 U.S. 335 (1963)",
    "Daubert v. Merrell Dow Pharmaceuticals, Inc., 509 U.S. 579 (1993)",
]
UK_CASES = [
    "Donoghue v Stevenson [1932] AC 562",
    "Caparo Industries plc v Dickman [1990] 2 AC 605",
    "Hadley v Baxendale (1854) 9 Exch 341",
    "Montgomery v Lanarkshire Health Board [2015] UKSC 11",
    "Ivey v Genting Casinos (UK) Ltd [2017] UKSC 67",
    "Williams v Roffey Bros & Nicholls (Contractors) Ltd [1991] 1 QB 1",
]
EU_CASES = [
    "Case C-131/12 Google Spain SL v AEPD, EU:C:2014:317",
    "Case C-311/18 Data Protection Commissioner v Facebook Ireland and Schrems",
    "Handyside v. the United Kingdom, 7 December 1976, Series A no. 24",
    "S. and Marper v. the United Kingdom [GC], nos. 30562/04 and 30566/04, ECHR 2008",
]
STATUTES = [
    "s. 11(b) of the Canadian Charter of Rights and Freedoms",
    "section 7 of the Employment Standards Act, 2000, S.O. 2000, c. 41",
    "42 U.S.C. § 1983",
    "Fed. R. Civ. P. 12(b)(6)",
    "Article 8 of the Convention",
    "Art. 17(1)(a) GDPR",
    "section 33 of the Limitation Act 1980",
    "rule 20.04(2)(a) of the Rules of Civil Procedure",
    "Criminal Code, R.S.C. 1985, c. C-46, s. 264.1",
    "art. 1457 C.C.Q.",
    "15 U.S.C. § 78j(b)",
    "s. 994 of the Companies Act 2006",
    "Christopher's Law (Sex Offender Registry), 2000, S.O. 2000, c. 1",
    "Part 7 of the Civil Procedure Rules",
    "§ 823 Abs. 1 BGB",
]
JUDGES = [
    "Justice Karakatsanis",
    "Chief Justice Wagner",
    "Koehnen J.",
    "Brown J.A.",
    "Morawetz C.J.",
    "the Honourable Justice Mahmud Jamal",
    "Lord Reed P",
    "Chief Justice Roberts",
    "Judge Sotomayor",
    "Lady Chief Justice Carr",
    "Perell J.",
    "Justice Kasirer",
]
OFFICIALS = [
    "Prime Minister Mark Carney",
    "the Attorney General of Canada",
    "President Emmanuel Macron",
    "Premier Danielle Smith",
    "Mayor Olivia Chow",
    "the Privacy Commissioner of Canada",
    "Secretary of State Marco Rubio",
    "King Charles III",
]
COMPANIES = [
    "Johnson & Johnson",
    "Tim Hortons Inc.",
    "Marks and Spencer plc",
    "Procter & Gamble",
    "Siemens Healthineers AG",
    "Goldman Sachs & Co. LLC",
    "Ben & Jerry's Homemade, Inc.",
    "Rolls-Royce Holdings plc",
]
LAW_FIRMS = [
    "Osler, Hoskin & Harcourt LLP",
    "McCarthy Tétrault LLP",
    "Fasken Martineau DuMoulin LLP",
    "Baker McKenzie",
    "Stikeman Elliott LLP",
    "Norton Rose Fulbright Canada LLP",
    "Borden Ladner Gervais LLP",
    "Gowling WLG (Canada) LLP",
    "Davies Ward Phillips & Vineberg LLP",
]
COURT_PLACES = [
    "Superior Court of Justice at Ottawa",
    "Court of King's Bench of Alberta, Judicial Centre of Calgary",
    "Central Criminal Court (Old Bailey)",
    "Tribunal judiciaire de Paris",
    "Federal Court, Vancouver",
    "Cour supérieure, district de Montréal",
    "Supreme Court of British Columbia at Kelowna",
    "Court of Appeal for Ontario at Osgoode Hall",
]


def _file_no(c) -> str:
    return c.pick(
        [
            f"CV-{c.r.randint(20, 25)}-00{c.r.randint(600000, 799999)}-0000",
            f"{c.r.randint(1, 2)}:{c.r.randint(21, 25)}-cv-0{c.r.randint(1000, 9999)}-{c.pick(['JLR', 'KAW', 'RSL'])}",
            f"T-{c.r.randint(100, 2999)}-{c.r.randint(21, 25)}",
            f"500-17-{c.r.randint(100000, 129999)}-{c.r.randint(221, 254)}",
            f"IMM-{c.r.randint(1000, 9999)}-{c.r.randint(22, 25)}",
            f"Index No. {c.r.randint(150000, 659999)}/{c.r.randint(2022, 2025)}",
            f"S-{c.r.randint(2021, 2025)}-0{c.r.randint(1000, 9999)}",
        ]
    )


@shape(3)
def cite_ca(c):
    a, b = c.r.sample(CA_CASES, 2)
    return build(
        ["ca", "citation"],
        "See ",
        D(a, "citation"),
        ", at para. ",
        str(c.r.randint(20, 90)),
        "; and ",
        D(b, "citation"),
        ".",
    )


@shape(2)
def cite_us(c):
    a = c.pick(US_CASES)
    return build(
        ["us", "citation"],
        "Under ",
        D(a, "citation"),
        ", the complaint must state a plausible claim; ",
        "see also ",
        D(c.pick(STATUTES[2:4]), "statute"),
        ".",
    )


@shape(2)
def cite_uk(c):
    a, b = c.r.sample(UK_CASES, 2)
    return build(
        ["uk", "citation"],
        "The duty question is governed by ",
        D(a, "citation"),
        ", as refined in ",
        D(b, "citation"),
        ".",
    )


@shape(2)
def cite_eu(c):
    a = c.pick(EU_CASES)
    return build(
        ["eu", "citation"],
        "The Court relied on ",
        D(a, "citation"),
        " and on ",
        D(c.pick(["Article 8 of the Convention", "Art. 17(1)(a) GDPR"]), "statute"),
        ".",
    )


@shape(1)
def cite_au(c):
    return build(
        ["au", "citation"],
        D("Mabo v Queensland (No 2) (1992) 175 CLR 1", "citation"),
        " was distinguished in ",
        D("Members of the Yorta Yorta Aboriginal Community v Victoria (2002) 214 CLR 422", "citation"),
        ".",
    )


@shape(3)
def statute_refs(c):
    a, b = c.r.sample(STATUTES, 2)
    return build(
        ["ca", "statute"],
        "The motion is brought under ",
        D(a, "statute"),
        " and, in the alternative, ",
        D(b, "statute"),
        ".",
    )


@shape(3)
def court_file(c):
    return build(
        ["ca", "court_file"],
        "Court File No. ",
        D(_file_no(c), "court_file"),
        "\n",
        D(c.pick(COURT_PLACES), "place"),
        "\nHearing date: ",
        D(c.when(), "date"),
    )


@shape(2)
def court_file_two(c):
    return build(
        ["us", "court_file"],
        "Related actions: ",
        D(_file_no(c), "court_file"),
        " and ",
        D(_file_no(c), "court_file"),
        " (consolidated for pre-trial purposes).",
    )


@shape(3)
def judge_reasons(c):
    j = c.pick(JUDGES)
    return build(
        ["ca", "judge"],
        "Reasons for judgment of ",
        D(j, "judge"),
        ", delivered ",
        D(c.when(), "date"),
        ", at ",
        D(c.pick(COURT_PLACES), "place"),
        ".",
    )


@shape(2)
def judge_panel(c):
    a, b, d = c.r.sample(
        [
            "Doherty J.A.",
            "Feldman J.A.",
            "van Rensburg J.A.",
            "Nordheimer J.A.",
            "Zarnett J.A.",
            "Thorburn J.A.",
            "Sossin J.A.",
        ],
        3,
    )
    return build(
        ["ca", "judge"],
        "BEFORE: ",
        D(a, "judge"),
        ", ",
        D(b, "judge"),
        " and ",
        D(d, "judge"),
        "\n",
        "Heard: ",
        D(c.when(), "date"),
        "\nOn appeal from the order of ",
        D(c.pick(JUDGES[2:5]), "judge"),
        ".",
    )


@shape(2)
def official_public_role(c):
    o = c.pick(OFFICIALS)
    return build(
        ["ca", "public_figure"],
        "In a statement issued on ",
        D(c.when(), "date"),
        ", ",
        D(o, "public_figure"),
        " said the regulations would be tabled before the summer recess.",
    )


@shape(1)
def official_historical(c):
    return build(
        ["ca", "public_figure"],
        "As ",
        D("Sir John A. Macdonald", "public_figure"),
        " told the legislature in 1865, the provinces would retain their local institutions; see ",
        D("Constitution Act, 1867, s. 92", "statute"),
        ".",
    )


@shape(3)
def firms_named_after_people(c):
    a, b = c.r.sample(LAW_FIRMS, 2)
    return build(["ca", "org"], D(a, "org"), " acts for the vendor and ", D(b, "org"), " for the purchaser.")


@shape(1)
def firm_retained(c):
    a = c.pick(["Ernst & Young LLP", "KPMG LLP", "Deloitte LLP", "Grant Thornton LLP"])
    return build(
        ["us", "org"],
        "The audit committee retained ",
        D(a, "org"),
        " on ",
        D(c.when(), "date"),
        " at a fee cap of ",
        D(c.amount(), "amount"),
        ".",
    )


@shape(3)
def versions_like_ip(c):
    v = f"{c.r.randint(1, 12)}.{c.r.randint(0, 30)}.{c.r.randint(0, 9)}.{c.r.randint(1, 99)}"
    return build(
        ["us", "version"],
        "The defect was fixed in release ",
        D(v, "version"),
        "; the appliance ran firmware ",
        D(f"{c.r.randint(2, 9)}.{c.r.randint(0, 9)}.{c.r.randint(0, 20)}.{c.r.randint(100, 250)}", "version"),
        " at the time of the breach.",
    )


@shape(2)
def section_like_ip(c):
    return build(
        ["ca", "version"],
        "The obligation in section ",
        D(
            f"{c.r.randint(2, 14)}.{c.r.randint(1, 9)}.{c.r.randint(1, 9)}.{c.r.randint(1, 9)}",
            "reference_number",
        ),
        " of the Master Services Agreement survives termination.",
    )


@shape(1)
def build_number(c):
    return build(
        ["us", "version"],
        "Affected systems ran Windows build ",
        D(f"10.0.{c.r.randint(19041, 22631)}.{c.r.randint(1000, 4999)}", "version"),
        " and agent ",
        D(f"v{c.r.randint(3, 7)}.{c.r.randint(0, 9)}.{c.r.randint(0, 9)}.{c.r.randint(10, 99)}", "version"),
        ".",
    )


@shape(3)
def ref_like_phone(c):
    num = f"{c.pick(['905', '416', '613', '780', '250'])}-{c.r.randint(200, 899)}-{c.r.randint(1000, 9999)}"
    lead = c.pick(["PO", "Purchase Order", "Invoice No.", "Work order", "Item"])
    return build(
        ["ca", "reference_number"],
        "Please quote ",
        D(f"{lead} {num}", "reference_number"),
        " on all correspondence.",
    )


@shape(3)
def ref_like_ssn(c):
    num = f"{c.r.randint(100, 899)}-{c.r.randint(10, 99)}-{c.r.randint(1000, 9999)}"
    lead = c.pick(["Ref.", "Claim ref.", "Lot", "Exhibit tag", "Batch"])
    return build(
        ["us", "reference_number"],
        D(f"{lead} {num}", "reference_number"),
        " was entered into the log on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def ref_like_sin(c):
    bad = luhn_invalid(c.r, 9)
    return build(
        ["ca", "reference_number"],
        "CRA business number ",
        D(f"{bad}RT0001", "reference_number"),
        " appears on the invoice for ",
        D(c.amount(), "amount"),
        ".",
    )


@shape(2)
def ref_like_card(c):
    bad = luhn_invalid(c.r, 16)
    return build(
        ["us", "reference_number"],
        "Tracking number ",
        D(" ".join(bad[i : i + 4] for i in range(0, 16, 4)), "reference_number"),
        " (carrier: ",
        D("Purolator Inc.", "org"),
        ")",
    )


@shape(3)
def dates_not_dob(c):
    return build(
        ["ca", "date"],
        "This Agreement is made as of ",
        D(c.when(), "date"),
        " and expires on ",
        D(c.when(2027, 2031), "date"),
        ", unless renewed by ",
        D("the Parties", "defined_term"),
        ".",
    )


@shape(2)
def amounts(c):
    return build(
        ["uk", "amount"],
        "Damages are assessed at ",
        D(c.amount(), "amount"),
        ", with interest on ",
        D(c.amount(), "amount"),
        " from the date of issue.",
    )


@shape(3)
def defined_terms(c):
    a, b = c.r.sample(
        [
            "the Contractor",
            "the Purchaser",
            "the Disclosing Party",
            "the Vendor",
            "the Licensee",
            "the Guarantor",
            "the Employer",
            "the Landlord",
        ],
        2,
    )
    return build(
        ["ca", "defined_term"],
        "Nothing in this Article obliges ",
        D(a, "defined_term"),
        " to indemnify ",
        D(b, "defined_term"),
        " for losses caused by ",
        D("a Force Majeure Event", "defined_term"),
        ".",
    )


# The rest of this module's templates, registered right after these (the order the file rebuilds in).
import heldout_decoys_2  # noqa: E402,F401
