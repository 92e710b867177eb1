"""Court decoys for 12 jurisdictions: neutral citations and reports, statutes and rules, court and
tribunal file numbers, judges and members with their judicial titles."""

from __future__ import annotations

import random

from r8_ids import digits
from r8_kit import D

JURIS = "ca us uk ie au nz in za sg hk ng ke".split()


CITE = {
    "ca": [
        "{y} ONCA {n}",
        "{y} SCC {m}",
        "{y} BCCA {n}",
        "[{y}] 3 S.C.R. {n}",
        "{y} QCCS {n}",
        "{y} FC {n}",
        "{y} ONSC {n}",
    ],
    "us": [
        "{v} U.S. {n} ({y})",
        "{v} F.3d {n} (9th Cir. {y})",
        "{v} F. Supp. 3d {n} (S.D.N.Y. {y})",
        "{v} N.E.3d {n} (Mass. {y})",
    ],
    "uk": ["[{y}] UKSC {m}", "[{y}] EWCA Civ {n}", "[{y}] EWHC {n} (QB)", "[{y}] ICR {n}", "[{y}] UKEAT {n}"],
    "ie": ["[{y}] IESC {m}", "[{y}] IEHC {n}", "[{y}] IECA {n}"],
    "au": ["({y}) {v} CLR {n}", "[{y}] HCA {m}", "[{y}] NSWCA {n}", "[{y}] FCAFC {n}"],
    "nz": ["[{y}] NZSC {m}", "[{y}] NZCA {n}", "[{y}] NZHC {n}", "[{y}] NZERA {n}"],
    "in": ["({y}) {m} SCC {n}", "AIR {y} SC {n}", "{y} SCC OnLine Del {n}"],
    "za": ["[{y}] ZACC {m}", "{y} ({m}) SA {n} (SCA)", "[{y}] ZALCJHB {n}"],
    "sg": ["[{y}] SGCA {m}", "[{y}] SGHC {n}", "[{y}] 2 SLR {n}"],
    "hk": ["[{y}] HKCFA {m}", "[{y}] HKCA {n}", "({y}) {m} HKCFAR {n}"],
    "ng": ["({y}) LPELR-{n}(SC)", "[{y}] {m} NWLR (Pt. {n}) {v}"],
    "ke": ["[{y}] eKLR", "[{y}] KEELRC {n} (KLR)", "[{y}] KECA {n} (KLR)"],
}


STATUTES = {
    "ca": [
        "s. 7 of the Charter",
        "the Immigration and Refugee Protection Act, S.C. 2001, c. 27",
        "s. 96 of the IRPA",
        "the Residential Tenancies Act, 2006, S.O. 2006, c. 17",
        "Rule 20.04(2)",
        "s. 33 of the Family Law Act, R.S.O. 1990, c. F.3",
        "the Succession Law Reform Act",
        "article 2925 C.c.Q.",
    ],
    "us": [
        "42 U.S.C. § 1983",
        "Fed. R. Civ. P. 30(b)(6)",
        "Title VII of the Civil Rights Act of 1964",
        "8 U.S.C. § 1158(b)(1)",
        "Cal. Prob. Code § 6110",
        "29 C.F.R. § 1604.11",
    ],
    "uk": [
        "section 98 of the Employment Rights Act 1996",
        "s. 13 of the Equality Act 2010",
        "CPR Part 31",
        "the Inheritance (Provision for Family and Dependants) Act 1975",
        "Schedule 2, paragraph 5",
    ],
    "ie": [
        "section 6 of the Unfair Dismissals Act 1977",
        "Order 84 of the Rules of the Superior Courts",
        "the Succession Act 1965, s. 117",
    ],
    "au": [
        "s 351 of the Fair Work Act 2009 (Cth)",
        "s 36 of the Migration Act 1958",
        "the Succession Act 2006 (NSW)",
        "r 21.10 of the UCPR",
    ],
    "nz": [
        "s 103 of the Employment Relations Act 2000",
        "the Property (Relationships) Act 1976",
        "s 198 of the Immigration Act 2009",
    ],
    "in": [
        "Section 125 of the Code of Criminal Procedure, 1973",
        "Article 21 of the Constitution",
        "Section 498A IPC",
        "Order XXXIX Rule 1 CPC",
    ],
    "za": [
        "section 187(1)(f) of the Labour Relations Act 66 of 1995",
        "section 9 of the Constitution",
        "the Wills Act 7 of 1953",
    ],
    "sg": [
        "s 14 of the Employment Act 1968",
        "the Women's Charter 1961, s 69",
        "Order 9 of the Rules of Court 2021",
    ],
    "hk": [
        "section 32K of the Employment Ordinance (Cap. 57)",
        "the Landlord and Tenant (Consolidation) Ordinance (Cap. 7)",
        "Order 14 of the Rules of the High Court",
    ],
    "ng": [
        "section 254C of the 1999 Constitution",
        "Order 5 Rule 1 of the National Industrial Court Rules",
        "the Wills Law of Lagos State, s. 4",
    ],
    "ke": [
        "section 45 of the Employment Act, 2007",
        "Article 50 of the Constitution of Kenya",
        "the Law of Succession Act (Cap. 160)",
    ],
}


COURT_FILES = {
    "ca": [
        "Court File No. CV-{yy}-{d6}-0000",
        "IRB File No. TB{d1}-{d5}",
        "Court File No. FS-{yy}-{d5}",
        "No. 500-17-{d6}-{y}",
        "Tribunal File {d4}-{y}",
    ],
    "us": ["Case No. {d1}:{yy}-cv-{d5}-JLR", "Docket No. {y}-{d4}", "Index No. {d6}/{y}"],
    "uk": ["Claim No. QB-20{yy}-{d6}", "Case No. {d7}/20{yy}", "Appeal No. UKEAT/{d4}/{yy}"],
    "ie": ["Record No. 20{yy}/{d4} P", "ADJ-000{d5}"],
    "au": ["NSD {d4} of 20{yy}", "File No. 20{yy}/{d5}"],
    "nz": ["CIV-20{yy}-{d3}-{d4}", "ERA {d7}"],
    "in": ["W.P.(C) No. {d5}/20{yy}", "Crl. M.C. {d4}/20{yy}"],
    "za": ["Case No. {d5}/20{yy}", "JR {d4}/{yy}"],
    "sg": ["HC/OC {d3}/20{yy}", "FC/D {d4}/20{yy}"],
    "hk": ["HCA {d4}/20{yy}", "FCMC {d5}/20{yy}"],
    "ng": ["Suit No. FHC/L/CS/{d4}/20{yy}", "NICN/LA/{d3}/20{yy}"],
    "ke": ["ELRC Cause No. E{d3} of 20{yy}", "Succession Cause No. {d3} of 20{yy}"],
}


JUDGE_FORMS = {
    "ca": ["Justice {g} {s}", "{s} J.", "the Honourable Justice {s}", "Member {g} {s}", "Madam Justice {s}"],
    "us": ["Judge {g} {s}", "Hon. {g} {s}, U.S.D.J.", "Chief Judge {s}", "Magistrate Judge {s}"],
    "uk": ["Employment Judge {s}", "{s} LJ", "Mr Justice {s}", "HHJ {s}", "Lady Justice {s}"],
    "ie": ["{s} J.", "Ms Justice {s}", "Adjudication Officer {g} {s}"],
    "au": ["{s} J", "Deputy President {s}", "Justice {s}"],
    "nz": ["{s} J", "Judge {s}", "Member of the Authority {g} {s}"],
    "in": ["Hon'ble Mr. Justice {g} {s}", "{s}, J."],
    "za": ["{s} AJ", "Judge {s}", "{s} JA"],
    "sg": ["{s} JC", "Justice {s}", "District Judge {s}"],
    "hk": ["Deputy High Court Judge {s}", "{s} J", "Master {s}"],
    "ng": ["Hon. Justice {g} {s}", "{s}, JCA"],
    "ke": ["Lady Justice {s}", "Hon. {s} J."],
}


def _fill(rng: random.Random, pattern: str) -> str:
    y = rng.randint(2015, 2025)
    return pattern.format(
        y=y,
        yy=f"{y % 100:02d}",
        n=rng.randint(12, 2999),
        m=rng.randint(1, 60),
        v=rng.randint(100, 599),
        d1=rng.randint(1, 9),
        d3=digits(rng, 3),
        d4=digits(rng, 4),
        d5=digits(rng, 5),
        d6=digits(rng, 6),
        d7=digits(rng, 7),
    )


def citation(rng, j):
    return D("citation", _fill(rng, rng.choice(CITE[j])))


TOPIC_WORDS = {
    "employment": (
        "Employment",
        "Labour",
        "Fair Work",
        "Unfair",
        "Civil Rights",
        "Equality",
        "1604",
        "254C",
        "Industrial",
    ),
    "immigration": ("Immigration", "IRPA", "Migration", "1158", "Charter", "Article 21", "Article 50"),
    "family": ("Family", "Relationships", "Women's Charter", "Section 125", "Inheritance", "Succession"),
    "succession": ("Succession", "Wills", "Inheritance", "Prob. Code"),
}


def statute(rng, j, topic=None):
    """A statute or rule of jurisdiction `j`, on `topic` where that jurisdiction has one."""
    pool = [s for s in STATUTES[j] if any(w in s for w in TOPIC_WORDS.get(topic, ()))] or STATUTES[j]
    return D("statute", rng.choice(pool))


def court_file(rng, j):
    return D("court_file", _fill(rng, rng.choice(COURT_FILES[j])))


def judge(rng, pool, j):
    p = pool.latin()
    return D("judge", rng.choice(JUDGE_FORMS[j]).format(g=p.given, s=p.sur))
