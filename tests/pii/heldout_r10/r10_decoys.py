"""Look-alikes that must not be redacted: citations, judges, firms, references shaped like PII."""

from __future__ import annotations

from r10_places import event_date

SURN = (
    "Abernethy",
    "Kowalski",
    "Rinaldi",
    "Oakeshott",
    "Pemberton",
    "Lacroix-Bédard",
    "Thibault",
    "Marchetti",
    "Hollingsworth",
    "Nakashima",
    "Okonjo",
    "Van Dusen",
    "Strathearn",
    "Delorme",
    "Quennell",
    "Brisebois",
    "Achterberg",
    "Mukherjee",
    "Fairleigh",
    "Gallant",
    "Rosenfeld",
    "Szabo",
    "Tannahill",
    "Whitlock",
)


def citation(rng, jur: str) -> str:
    y = rng.randint(2004, 2025)
    n = rng.randint(11, 2999)
    pools = {
        "ca": [
            f"{y} ONCA {n}",
            f"{y} BCSC {n}",
            f"{y} QCCA {n}",
            f"{y} SCC {rng.randint(1, 60)}",
            f"{y} ABKB {n}",
            f"{y} ONSC {n}",
            f"{y} FC {n}",
            f"{y} NSCA {rng.randint(1, 120)}",
            f"{y} HRTO {n}",
            f"{y} QCTAQ {n}",
        ],
        "us": [
            f"{rng.randint(100, 999)} F.3d {rng.randint(1, 1400)} ({rng.choice(['2d', '9th', '5th', '7th'])} Cir. {y})",
            f"{rng.randint(1, 600)} U.S. {rng.randint(1, 999)} ({y})",
            f"{y} WL {rng.randint(100000, 9999999)}",
            f"{rng.randint(100, 999)} N.E.3d {rng.randint(1, 999)}",
        ],
        "uk": [
            f"[{y}] EWCA Civ {n}",
            f"[{y}] UKSC {rng.randint(1, 60)}",
            f"[{y}] EWHC {n} (Fam)",
            f"[{y}] UKEAT {n}",
        ],
        "ie": [f"[{y}] IEHC {n}", f"[{y}] IESC {rng.randint(1, 80)}"],
        "au": [f"[{y}] HCA {rng.randint(1, 50)}", f"[{y}] FCAFC {n}", f"[{y}] NSWSC {n}"],
        "nz": [f"[{y}] NZSC {rng.randint(1, 150)}", f"[{y}] NZCA {n}"],
        "in": [f"({y}) {rng.randint(1, 12)} SCC {rng.randint(1, 900)}", f"AIR {y} SC {n}"],
        "za": [f"[{y}] ZACC {rng.randint(1, 50)}", f"[{y}] ZASCA {n}"],
        "sg": [f"[{y}] SGCA {rng.randint(1, 90)}", f"[{y}] SGHC {n}"],
    }
    return rng.choice(pools.get(jur, pools["uk"]))


def case_name(rng, jur: str) -> str:
    a, b = rng.sample(SURN, 2)
    if jur == "ca" and rng.random() < 0.3:
        return rng.choice(
            [f"R. v. {a}", f"{a} c. Procureur général du Québec", f"{a} v. Canada (Attorney General)"]
        )
    return rng.choice(
        [
            f"{a} v. {b}",
            f"{a} v. {b} Holdings Ltd.",
            f"R v {a}",
            f"{a} v. Commissioner of Taxation",
            f"In re Estate of {a}",
            f"{a} v. {b}, LLC",
        ]
    )


def statute(rng, jur: str) -> str:
    pools = {
        "ca": [
            "s. 7 of the Charter",
            "section 15(1) of the Canadian Charter of Rights and Freedoms",
            "s. 31(1) of the Divorce Act",
            "art. 1457 C.c.Q.",
            "s. 24(1) of the Children's Law Reform Act",
            "section 117 of the Immigration and Refugee Protection Act",
            "s. 57(1) of the Employment Standards Act, 2000",
            "Rule 30.02 of the Rules of Civil Procedure",
            "s. 253(1)(a) of the Criminal Code",
        ],
        "us": [
            "42 U.S.C. § 1983",
            "Fed. R. Civ. P. 26(b)(1)",
            "29 C.F.R. § 825.110",
            "Cal. Civ. Code § 1798.100",
            "Title VII of the Civil Rights Act of 1964",
            "N.Y. C.P.L.R. 3212",
        ],
        "uk": [
            "s. 98 of the Employment Rights Act 1996",
            "section 8 of the Children Act 1989",
            "CPR 31.16",
            "art. 8 ECHR",
        ],
    }
    return rng.choice(
        pools.get(jur, ["section 12 of the Evidence Act", "s. 3 of the Limitation Act", "Order 14 rule 1"])
    )


def court_file(rng, jur: str) -> str:
    n = rng.randint(1000, 99999)
    pools = {
        "ca": [
            f"CV-{rng.randint(18, 25)}-00{n}-0000",
            f"500-17-{rng.randint(100000, 129999)}-{rng.randint(200, 259)}",
            f"S-{rng.randint(200000, 259999)}",
            f"FS-{rng.randint(19, 25)}-{n}",
            f"IMM-{n}-{rng.randint(19, 25)}",
            f"2{rng.randint(1, 5)}01-{rng.randint(10000, 99999)}",
        ],
        "us": [
            f"{rng.randint(1, 9)}:{rng.randint(18, 25)}-cv-{rng.randint(100, 9999):05d}",
            f"No. {rng.randint(18, 25)}-{n}",
            f"Index No. {rng.randint(100000, 999999)}/{rng.randint(2018, 2025)}",
        ],
        "uk": [f"HQ{rng.randint(18, 25)}X0{n % 10000:04d}", f"ZE{rng.randint(18, 25)}P0{n % 1000:03d}"],
    }
    return rng.choice(
        pools.get(
            jur, [f"{rng.randint(2018, 2025)}/{n}", f"HC/S {rng.randint(100, 999)}/{rng.randint(2019, 2025)}"]
        )
    )


def judge(rng, jur: str) -> str:
    s = rng.choice(SURN)
    pools = {
        "ca": [
            f"Justice {s}",
            f"{s} J.",
            f"the Honourable Madam Justice {s}",
            f"{s} J.A.",
            f"juge {s}",
            f"l'honorable {s}, J.C.S.",
            f"Associate Justice {s}",
        ],
        "us": [f"Judge {s}", f"Hon. {s}, U.S.D.J.", f"Chief Judge {s}", f"Magistrate Judge {s}"],
        "uk": [f"Mr Justice {s}", f"Mrs Justice {s}", f"Lord Justice {s}", f"HHJ {s}", f"District Judge {s}"],
    }
    return rng.choice(pools.get(jur, pools["uk"] + [f"Justice {s}"]))


def official(rng, jur: str) -> str:
    s = rng.choice(SURN)
    pools = {
        "ca": [
            f"Cst. {s}",
            f"Constable {s}",
            f"Sgt. {s}",
            f"Member {s}",
            f"Registrar {s}",
            f"Adjudicator {s}",
            f"Vice-Chair {s}",
            f"Commissaire {s}",
            f"Detective Constable {s}",
            f"Master {s}",
        ],
        "us": [
            f"Officer {s}",
            f"Deputy {s}",
            f"Hearing Officer {s}",
            f"Administrative Law Judge {s}",
            f"Clerk {s}",
        ],
    }
    return rng.choice(pools.get(jur, [f"PC {s}", f"Registrar {s}", f"Inspector {s}", f"Tribunal Member {s}"]))


def member(rng) -> str:
    s = rng.choice(SURN)
    return rng.choice(
        [
            f"Member {s}",
            f"Vice-Chair {s}",
            f"Adjudicator {s}",
            f"Administrative Judge {s}",
            f"Commissaire {s}",
        ]
    )


_COMPANY = (
    "Tremblay Excavation Ltée; Okafor & Sons Ltd.; Lindqvist Marine AB; "
    "Harrowgate Kowalski Logistics Inc.; Pruitt-Hale Roofing LLC; Dhaliwal Transport Ltd.; "
    "Boucher et Fils inc.; Whitlock Dairy Co-operative; Nakashima Precision Tooling Corp.; "
    "Marchetti Family Bakery Inc.; Van Dusen Property Management; Sinclair Mechanical 2009 Ltd.; "
    "Abernethy Holdings Pty Ltd; McGettigan Haulage Ltd; Mehta Pharma Pvt. Ltd.; "
    "Oosthuizen Boerdery (Pty) Ltd"
).split("; ")


def company(rng) -> str:
    return rng.choice(_COMPANY)


_LAW_FIRM = (
    "Bellweather Ashdown LLP; Gagnon Pruitt s.e.n.c.r.l.; Mehta & Rao Advocates; "
    "Strathearn Quennell LLP; Fairleigh Tannahill Solicitors; Rosenfeld Szabo PLLC; "
    "Delorme Brisebois avocats; Achterberg & Whitlock LLP; Okonjo Mukherjee Barristers; "
    "Hollingsworth Gallant Legal"
).split("; ")


def law_firm(rng) -> str:
    return rng.choice(_LAW_FIRM)


_PLACE = (
    "Prince George; Fort McMurray; Lake Louise; Mount Pearl; Saint-Jean-sur-Richelieu; Port Hope; "
    "Williams Lake; Jamestown; Alexandria; Fort Lauderdale; Port Elizabeth; Hamilton; Victoria; "
    "Charlottetown; St. Albert"
).split("; ")


def place(rng) -> str:
    return rng.choice(_PLACE)


_CA_PLACE = (
    "Prince George; Fort McMurray; Mount Pearl; Saint-Jean-sur-Richelieu; Port Hope; Williams Lake; "
    "Hamilton; Victoria; Charlottetown; St. Albert; Brampton; Sault Ste. Marie"
).split("; ")


def ca_place(rng) -> str:
    return rng.choice(_CA_PLACE)


_STREET = (
    "Jarvis Street; rue Jean-Talon; Wellington Street; boulevard René-Lévesque; Dundas Street West; "
    "Laurier Avenue; Martin Luther King Jr. Blvd; Simcoe Street; avenue Papineau; Brock Road; "
    "Robson Street; Tecumseh Road"
).split("; ")


def street(rng) -> str:
    return rng.choice(_STREET)


_EPONYM = (
    "Crohn's disease; Parkinson's disease; Guillain-Barré syndrome; Hodgkin lymphoma; "
    "Asperger's syndrome; the Heimlich manoeuvre; a Gladue report; the Kienapple principle; "
    "the Wigmore criteria; a Miranda warning; the Glasgow Coma Scale; Tourette syndrome; "
    "the John Sopinka Courthouse; the Roy McMurtry Youth Centre; Alzheimer's disease; "
    "a Mareva injunction; an Anton Piller order"
).split("; ")


def eponym(rng) -> str:
    return rng.choice(_EPONYM)


_DISEASE = (
    "Crohn's disease; Parkinson's disease; Guillain-Barré syndrome; Hodgkin lymphoma; "
    "Asperger's syndrome; Tourette syndrome; Alzheimer's disease; Bell's palsy; Ménière's disease"
).split("; ")


def disease(rng) -> str:
    return rng.choice(_DISEASE)


def version(rng) -> str:
    return f"{rng.randint(1, 12)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}.{rng.randint(0, 9999)}"


def phone_like_ref(rng) -> str:
    a = rng.choice(["905", "416", "604", "212", "312", "514"])
    return rng.choice(
        [
            f"{a}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            f"{a}.{rng.randint(200, 999)}.{rng.randint(1000, 9999)}",
        ]
    )


def ssn_like_ref(rng) -> str:
    return f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"


def sin_like_ref(rng) -> str:
    return f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"


_PUBLIC_FIGURE = (
    "Sir John A. Macdonald; Louis Riel; Abraham Lincoln; Winston Churchill; Nelson Mandela; "
    "Mahatma Gandhi; Queen Victoria; Thomas D'Arcy McGee; Lester B. Pearson; Tommy Douglas; "
    "Eleanor Roosevelt; Dr. Martin Luther King Jr."
).split("; ")


def public_figure(rng) -> str:
    return rng.choice(_PUBLIC_FIGURE)


_PRODUCT = (
    "Dodge Caravan; Ford Escape; Honda Civic; Toyota Corolla; Chevrolet Silverado; Tesla Model 3"
).split("; ")


def product(rng) -> str:
    return rng.choice(_PRODUCT)


def ref(d, rng, jur: str) -> None:
    """One decoy chosen at random, with its lead-in text."""
    k = rng.randrange(8)
    if k == 0:
        d.t("See ").x(citation(rng, jur), "citation").t(". ")
    elif k == 1:
        d.t("Compare ").x(case_name(rng, jur), "case_name").t(", ").x(citation(rng, jur), "citation").t(". ")
    elif k == 2:
        d.t("Relief is sought under ").x(statute(rng, jur), "statute").t(". ")
    elif k == 3:
        d.t("PO ").x(phone_like_ref(rng), "reference_number").t(" remains open. ")
    elif k == 4:
        d.t("Our file ").x(ssn_like_ref(rng), "reference_number").t(". ")
    elif k == 5:
        d.t("The portal ran version ").x(version(rng), "version").t(". ")
    elif k == 6:
        d.t("Claim no. ").x(sin_like_ref(rng), "reference_number").t(" refers. ")
    else:
        d.t("The matter was first spoken to on ").x(event_date(rng, "us_long"), "non_birth_date").t(". ")
