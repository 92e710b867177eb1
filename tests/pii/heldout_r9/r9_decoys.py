"""Decoys: strings the training profile must not redact. Hand-written; invented party names in case names."""

from __future__ import annotations

import random

from r9_ids import MONTHS, date_fmt, digits, rand_recent


def citation_ca(r: random.Random) -> str:
    y = r.randint(1995, 2025)
    return r.choice(
        [
            f"{y} SCC {r.randint(1, 70)}",
            f"{y} ONCA {r.randint(1, 900)}",
            f"{y} BCCA {r.randint(1, 450)}",
            f"{y} QCCA {r.randint(100, 2000)}",
            f"{y} ABKB {r.randint(1, 700)}",
            f"[{y}] {r.randint(1, 3)} S.C.R. {r.randint(3, 900)}",
            f"{y} FCA {r.randint(1, 250)}",
            f"{y} HRTO {r.randint(100, 1800)}",
        ]
    )


def citation_us(r: random.Random) -> str:
    y = r.randint(1980, 2025)
    return r.choice(
        [
            f"{r.randint(400, 601)} U.S. {r.randint(1, 999)} ({y})",
            f"{r.randint(100, 999)} F.3d {r.randint(1, 1400)} ({r.choice(['2d', '5th', '9th', '7th'])} Cir. {y})",
            f"{r.randint(1, 99)} F.4th {r.randint(1, 1400)} (D.C. Cir. {y})",
            f"{y} WL {digits(r, 7)}",
            f"{r.randint(100, 500)} N.E.3d {r.randint(1, 999)} (Ill. App. Ct. {y})",
        ]
    )


def citation_world(r: random.Random) -> str:
    y = r.randint(1990, 2025)
    return r.choice(
        [
            f"[{y}] UKSC {r.randint(1, 60)}",
            f"[{y}] EWCA Civ {r.randint(1, 2000)}",
            f"[{y}] HCA {r.randint(1, 50)}",
            f"[{y}] NZSC {r.randint(1, 150)}",
            f"[{y}] IESC {r.randint(1, 80)}",
            f"({y}) {r.randint(1, 15)} SCC {r.randint(1, 900)}",
            f"[{y}] ZACC {r.randint(1, 40)}",
        ]
    )


CASE_NAMES = [
    "Pemberton v. Lakehead Mutual",
    "Hollis v. Dow Corning Corp.",
    "Castellano v. Ontario (Attorney General)",
    "Desjardins Sécurité financière c. Lacasse",
    "Whitmore v. Anchorage School District",
    "Nakashima v. Pacific Rim Freight",
    "Ashworth v. Bromley LBC",
    "Okoro v. Minister of Home Affairs",
    "Fairbairn v. Sandhu Holdings Ltd.",
    "Mbeki Trading (Pty) Ltd v. Coetzee",
    "Ruiz-Vargas v. Garland",
    "Tessier c. Ville de Lévis",
]

STATUTES_CA = [
    "s. 7 of the Charter",
    "Employment Standards Act, 2000, S.O. 2000, c. 41",
    "s. 253(1)(b) of the Criminal Code",
    "art. 1457 C.c.Q.",
    "Residential Tenancies Act, 2006, s. 83",
    "Rule 30.02 of the Rules of Civil Procedure",
    "Insurance Act, R.S.O. 1990, c. I.8, s. 258.3",
    "Personal Information Protection and Electronic Documents Act",
]
STATUTES_US = [
    "42 U.S.C. § 1983",
    "Fed. R. Civ. P. 26(b)(1)",
    "29 U.S.C. § 2612(a)",
    "Cal. Lab. Code § 1102.5",
    "N.Y. C.P.L.R. 3212",
    "Title VII of the Civil Rights Act of 1964",
    "Tex. Fam. Code § 153.002",
]
STATUTES_WORLD = [
    "s. 98 of the Employment Rights Act 1996",
    "Part 7 of the Family Law Act 1975 (Cth)",
    "s. 5 of the Residential Tenancies Act 2004",
    "Order 84 of the Rules of the Superior Courts",
    "section 34 of the Constitution",
]


def court_file_ca(r: random.Random) -> str:
    return r.choice(
        [
            f"CV-{r.randint(15, 25)}-{digits(r, 8)}-0000",
            f"T-{r.randint(100, 2999)}-{r.randint(15, 25)}",
            f"500-17-{digits(r, 6)}-{r.randint(181, 259)}",
            f"S-{r.randint(180000, 259999)}",
            f"FS-{r.randint(18, 25)}-{digits(r, 5)}",
            f"TSL-{digits(r, 5)}-{r.randint(19, 25)}",
        ]
    )


def court_file_us(r: random.Random) -> str:
    return r.choice(
        [
            f"{r.randint(1, 4)}:{r.randint(18, 25)}-cv-{digits(r, 5)}-{r.choice(['JMF', 'RGK', 'KAW', 'LJL'])}",
            f"No. {r.randint(18, 25)}-{r.randint(1000, 9999)}",
            f"A-{digits(r, 4)}-{r.randint(18, 25)}",
            f"{r.randint(2018, 2025)}CH{digits(r, 5)}",
        ]
    )


DOCTRINES = [
    "the Oakes test",
    "a Mareva injunction",
    "an Anton Piller order",
    "the Gladue factors",
    "the rule in Browne v. Dunn",
    "Miranda warnings",
    "the Daubert standard",
    "Brady material",
    "Wednesbury unreasonableness",
    "the Jordan ceiling",
    "a Wagg motion",
    "the Hadley v. Baxendale rule",
]
PRODUCTS = [
    "Parkinson's disease",
    "a Foley catheter",
    "the Glasgow Coma Scale",
    "Crohn's disease",
    "a Holter monitor",
    "the Beck Depression Inventory",
    "Tommy John surgery",
    "a Ford F-150",
    "Alzheimer's disease",
    "the Epley manoeuvre",
]
PLACES = ["Prince Albert", "Vaughan", "Lake Louise", "Mount Pearl", "St. Catharines", "Houston", "Jackson",
          "Lévis", "Port Moody", "Fort Saskatchewan", "Lincoln", "Jefferson County", "Victoria"]  # fmt: skip
STREETS = ["Jarvis Street", "rue Sherbrooke", "Dundas Street West", "Martin Luther King Jr. Boulevard",
           "Sir John A. Macdonald Parkway", "boulevard René-Lévesque", "Wilson Avenue", "Bloor Street"]  # fmt: skip
BUILDINGS = ["Osgoode Hall", "Roy Thomson Hall", "the Thurgood Marshall U.S. Courthouse", "the Fairmont Macdonald",
             "the Robson Square courthouse", "the Palais de justice de Montréal", "Ronald Reagan Building"]  # fmt: skip
COMPANIES = ["Tremblay Excavation Inc.", "Okafor Logistics LLC", "Nguyen & Pham Dental Corporation",
             "Kowalczyk Roofing Ltd.", "Bjørnstad Marine AS", "Haddad Brothers Holdings Inc.",
             "Sandhu Transport (2012) Ltd.", "McAllister Feed & Seed, LLC", "Gagnon Frères Ltée"]  # fmt: skip
LAW_FIRMS = ["Bélanger Sauvé s.e.n.c.r.l.", "Haddad Kowalski LLP", "Whitcombe & Adeyemi PC", "Lindqvist Moreau LLP",
             "Ferreira Oduya Barristers", "Osei, Grant & Thibodeau LLP", "Kaplan Mehta Chambers"]  # fmt: skip


def version(r: random.Random) -> str:
    a, b, c, d = r.randint(1, 12), r.randint(0, 30), r.randint(0, 9), r.randint(1, 400)
    return r.choice(
        [f"v{a}.{b}.{c}.{d}", f"{a}.{b}.{c}.{d}", f"build {a}.{b}.{c}", f"10.0.{r.randint(17000, 22631)}.{d}"]
    )


def phone_shaped(r: random.Random) -> str:
    return f"{r.choice(['905', '416', '212', '604', '312'])}-{r.randint(200, 999)}-{digits(r, 4)}"


def ssn_shaped(r: random.Random) -> str:
    return f"{r.randint(100, 899)}-{digits(r, 2)}-{digits(r, 4)}"


def sin_shaped(r: random.Random) -> str:
    return f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"


def ref_decoy(r: random.Random) -> tuple[str, str, str]:
    """(lead-in, number, kind) for a reference number shaped like a personal identifier."""
    kind = r.choice(["po_number", "invoice", "claim_number", "reference", "policy_number"])
    lead = {"po_number": "PO ", "invoice": "Invoice No. ", "claim_number": "Claim ", "reference": "our file ",
            "policy_number": "Policy "}[kind]  # fmt: skip
    return lead, r.choice([phone_shaped, ssn_shaped, sin_shaped])(r), kind


def other_date(r: random.Random, style: str = "na") -> str:
    return date_fmt(r, rand_recent(r), style)


def hearing_date(r: random.Random) -> str:
    y, m, d = rand_recent(r)
    return f"{MONTHS[m - 1]} {d}, {y}"
