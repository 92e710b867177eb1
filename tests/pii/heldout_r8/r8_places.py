"""Decoys other than court ones (those are in r8_courts): case names, officials, firms, companies,
eponymous places, streets, things and doctrines, version strings, phone- and SSN-shaped references;
addresses and court decoys are re-exported so frames need one module."""

from __future__ import annotations

from r8_addresses import address as address
from r8_courts import JURIS as JURIS
from r8_courts import citation as citation
from r8_courts import court_file as court_file
from r8_courts import judge as judge
from r8_courts import statute as statute
from r8_ids import digits
from r8_kit import D

OFFICIALS = [
    "the Minister of Citizenship and Immigration, the Hon. {g} {s}",
    "Mayor {g} {s}",
    "the Attorney General, {g} {s} KC",
    "Commissioner of Police {g} {s}",
    "the Registrar General, {g} {s}",
    "Governor {g} {s}",
    "Senator {g} {s}",
    "Cabinet Secretary {g} {s}",
]
FIRM_SUFFIX = ["LLP", "& Co.", "Solicitors", "Attorneys Inc.", "Legal", "Advocates", "Partners"]
COMPANY_SUFFIX = [
    "Holdings Ltd.",
    "Construction Inc.",
    "& Sons Pty Ltd",
    "Logistics GmbH",
    "Pharma Limited",
    "Bakery Co.",
    "Foods plc",
    "Realty Corp.",
]
PLACES = [
    "Mississauga",
    "Fort McMurray",
    "Port Elizabeth",
    "Johannesburg",
    "Georgetown",
    "Kingston",
    "Wellington",
    "Victoria",
    "Hamilton",
    "Williamstown",
    "Alexandria",
    "Prince George",
    "Lake Louise",
    "St. Catharines",
    "Jamestown",
]
STREETS = [
    "Yonge Street",
    "Rue Jean-Talon",
    "Martin Luther King Jr. Boulevard",
    "Nelson Mandela Drive",
    "Bay Street",
    "Nathan Road",
    "Ahmadu Bello Way",
    "Kenyatta Avenue",
    "Lord Street",
    "George Street",
    "Queen Victoria Street",
    "Raffles Place",
    "Jomo Kenyatta Highway",
    "Boulevard René-Lévesque",
]
THINGS = [
    "the MV Mary Anning",
    "the Lois Hole Library",
    "the Banting Building",
    "the Ada Lovelace Centre",
    "a Peterbilt truck",
    "a Ford Ranger",
    "the Edmund Hall annex",
    "the Queen Elizabeth Way",
    "a Louis Vuitton handbag",
    "the Marie Curie wing",
    "the John Hancock Tower",
    "a Steinway piano",
    "a Tim Hortons outlet",
    "the Sir Wilfrid Laurier ferry",
]
INSTITUTIONS = [
    "McGill University",
    "St. Michael's Hospital",
    "Johns Hopkins Hospital",
    "Groote Schuur Hospital",
    "Trinity College Dublin",
    "the Aga Khan University Hospital",
    "Mount Sinai Hospital",
    "Queen Mary Hospital",
    "King Edward VII Memorial Hospital",
    "Massey University",
]
DOCTRINES = [
    "the Miranda warning",
    "the rule in Browne v. Dunn",
    "the Wednesbury standard",
    "a Mareva injunction",
    "an Anton Piller order",
    "the Bolam test",
    "the Jordan ceiling",
    "a Calderbank offer",
    "the Salomon principle",
    "a Wagstaff exception",
    "the Vavilov framework",
    "a Beddoe order",
    "the Hague Convention",
    "the Kienapple principle",
    "a Rowbotham order",
]


CASE_FORMS = [
    "{a} v. {b}",
    "{a} v {b}",
    "{a} v. {b} Holdings Ltd.",
    "R v. {a}",
    "R v {a}",
    "{a} v. Canada (Citizenship and Immigration)",
    "{a} v Secretary of State for the Home Department",
    "{a} v. Union of India",
    "Public Prosecutor v {a}",
    "HKSAR v {a}",
    "Re {a} Estate",
    "{a} v Minister for Justice and Equality",
    "{a} vs. {b}",
    "Estate of {a} v. {b}",
]


def case_name(rng, pool):
    return D("case_name", rng.choice(CASE_FORMS).format(a=pool.latin().sur, b=pool.latin().sur))


def exhibit(rng):
    return D(
        "section",
        rng.choice(
            [
                f'Exhibit "{rng.choice("ABCDEFGHJK")}"',
                f"Exhibit {rng.randint(1, 60)}",
                f"Tab {rng.randint(1, 40)}",
                f"Exhibit P-{rng.randint(1, 30)}",
            ]
        ),
    )


def official(rng, pool):
    p = pool.latin()
    return D("official", rng.choice(OFFICIALS).format(g=p.given, s=p.sur))


def law_firm(rng, pool):
    a, b = pool.latin(), pool.latin()
    return D(
        "law_firm",
        rng.choice(
            [
                f"{a.sur} {b.sur} {rng.choice(FIRM_SUFFIX)}",
                f"{a.sur} & {b.sur} {rng.choice(FIRM_SUFFIX)}",
                f"{a.sur}, {b.sur} & Partners",
            ]
        ),
    )


def company(rng, pool):
    return D("company", f"{pool.latin().sur} {rng.choice(COMPANY_SUFFIX)}")


def place(rng):
    return D("place", rng.choice(PLACES))


def street(rng):
    return D("street", rng.choice(STREETS))


def thing(rng):
    return D("eponymous_thing", rng.choice(THINGS))


def building(rng):
    return D(
        "eponymous_thing",
        rng.choice(
            [
                "the Banting Building",
                "the Ada Lovelace Centre",
                "the Lois Hole Library",
                "the John Hancock Tower",
                "the Marie Curie wing",
                "the Nelson Mandela Boardroom",
                "the Edmund Hall annex",
            ]
        ),
    )


def institution(rng):
    return D("institution", rng.choice(INSTITUTIONS))


def doctrine(rng):
    return D("doctrine", rng.choice(DOCTRINES))


def version(rng):
    return D(
        "version",
        rng.choice(
            [
                f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}.{rng.randint(1, 99)}",
                f"{rng.randint(1, 12)}.{rng.randint(0, 20)}.{rng.randint(0, 40)}.{rng.randint(100, 9999)}",
                f"build 10.0.{rng.randint(17000, 22631)}.{rng.randint(100, 4000)}",
            ]
        ),
    )


def ref_number(rng):
    """Reference numbers shaped like phone numbers or SSNs; the cue before them is outside the decoy."""
    return D(
        "reference_number",
        rng.choice(
            [
                f"{rng.randint(200, 989)}-{rng.randint(200, 989)}-{digits(rng, 4)}",
                f"{rng.randint(100, 899)}-{digits(rng, 2)}-{digits(rng, 4)}",
                f"{rng.randint(200, 989)}.{rng.randint(200, 989)}.{digits(rng, 4)}",
                f"({rng.randint(200, 989)}) {rng.randint(200, 989)}-{digits(rng, 4)}",
            ]
        ),
    )


def section(rng):
    return D(
        "section",
        rng.choice(
            [
                f"paragraph {rng.randint(3, 80)}",
                f"clause {rng.randint(1, 30)}.{rng.randint(1, 9)}",
                f"Schedule {rng.choice('ABCD')}",
                f"Article {rng.randint(2, 40)}",
                f"Tab {rng.randint(1, 40)}",
                f'Exhibit "{rng.choice("ABCDEFGHJK")}"',
            ]
        ),
    )
