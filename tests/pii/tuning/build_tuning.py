"""Build ``tuning.jsonl``: the PII TUNING set (the detector's rules are tuned on it and on cases.jsonl).

Rebuild (Faker is a build-time dependency only, pinned in pyproject's ``pii-tuning`` extra):

    pip install faker==40.54.0
    python tests/pii/tuning/build_tuning.py

Fixed seed, so the file rebuilds identically. Each row: ``{id, tags, text, spans, decoys,
anonymise_spans}`` with spans ``{start, end, label}`` and decoys ``{start, end, kind}``. Names come from
Faker's locale lists (many locales, romanised Japanese and Chinese); the sentence frames are ours and
cover every class of miss in issue 15. This is NOT the report-only set: that one is written
independently, elsewhere, and never read while tuning.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from pathlib import Path

from stdnum import luhn
from tuning_kit import SEED, Case, Names

OUT = Path(__file__).with_name("tuning.jsonl")


def sin(rng: random.Random) -> str:
    while True:
        body = f"{rng.randint(1, 7)}{rng.randint(0, 99999999):08d}"
        if luhn.is_valid(body):
            return f"{body[:3]} {body[3:6]} {body[6:]}"


def ssn(rng: random.Random) -> str:
    return f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"


def phone(rng: random.Random) -> str:
    return f"({rng.choice([416, 647, 905, 613, 514, 604, 403])}) 555-{rng.randint(100, 199):04d}"


ROLE_COMMA = [
    "The Contractor",
    "The Consultant",
    "The Licensee",
    "The Optionee",
    "The Guarantor",
    "The Vendor",
    "The Purchaser",
    "The Employee",
    "The Tenant",
    "The Borrower",
    "The Subscriber",
    "The Lessee",
    "The Executor",
    "The Assignor",
    "The Mortgagor",
    "The Franchisee",
    "The Agent",
    "The Donor",
]
ROLE_TAILS = [
    ", operating as a sole proprietor, agrees to the terms below.",
    ", of the Town of Oakville, shall deliver the goods by March 31.",
    ", hereby acknowledges receipt of the sum set out in Schedule A.",
    ", undertakes to keep the premises in good repair.",
]
FIELDS = [
    "Optionee",
    "Child",
    "Witness 2",
    "Seller(s)",
    "Buyer",
    "Name of Applicant",
    "Co-signer",
    "Spouse",
    "Beneficiary (1)",
    "Emergency contact",
    "Insured",
    "Debtor",
    "Student",
    "Interpreter",
    "Minor",
    "Payee",
    "Caregiver",
    "Mother",
    "Father",
    "Parent/Guardian",
    "Party A",
    "Second Witness",
    "Landlord",
    "Dependant",
    "Policy holder",
    "Defendant 3",
]
SIGN_OPENERS = [
    "SIGNED by {p} in the presence of:",
    "SIGNED, SEALED AND DELIVERED by {p}",
    "Executed by {p} on the date first written above.",
    "Per: {p}\nTitle: Managing Director",
    "__________________________\n{p}\nWitness",
    "Signature of tenant: ______ Print name: {p}",
]
AFFIDAVITS = [
    "I, {p}, of the City of Mississauga, in the Regional Municipality of Peel, MAKE OATH AND SAY:",
    "I, {p}, of the City of Calgary, in the Province of Alberta, SWEAR THAT:",
    "I, {p}, of Brampton, Ontario, solemnly affirm that the following is true:",
]
NARRATIVE = [
    "{p} told the officers that the gate had been left open.",
    "In her statement, {p} said the invoice was never paid.",
    "The court heard from {p}, who had worked at the depot since 2011.",
    "{p} and {q} signed the lease together in 2018.",
    "According to the incident report, {p} was driving the second vehicle.",
]
DECOYS_TEXT = [
    ("The server ran build ", None),
    ("4.18.2.1", "version"),
    (" of the portal when the order was placed.", None),
]


def frame_role_comma(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    c.add(rng.choice(ROLE_COMMA) + ", ").add(f"{g} {s}", "PERSON").add(rng.choice(ROLE_TAILS))


def frame_field(c: Case, names: Names, rng: random.Random) -> None:
    for field in rng.sample(FIELDS, 2):
        _, g, s = names.pick()
        c.add(f"{field}: ").add(f"{g} {s}", "PERSON")
        if rng.random() < 0.4:
            c.add(", tel. ").add(phone(rng), "PHONE")
        c.add("\n")
    c.text = c.text.rstrip("\n")


def frame_signature(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    opener = rng.choice(SIGN_OPENERS)
    head, tail = opener.split("{p}")
    c.add(head).add(f"{g} {s}", "PERSON").add(tail)


def frame_affidavit(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    head, tail = rng.choice(AFFIDAVITS).split("{p}")
    c.add(head).add(f"{g} {s}", "PERSON").add(tail)


def frame_salutation(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    kind = rng.randrange(3)
    if kind == 0:
        c.add("Dear ").add(f"{g} {s}", "PERSON").add(
            ",\n\nFurther to our call, please find the draft attached."
        )
    elif kind == 1:
        c.add("Dear ").add(g, "PERSON").add(",\n\nThank you for sending the signed copy.")
    else:
        c.add("Dear Ms. ").add(s, "PERSON").add(":\n\nWe act for the landlord in this matter.")


def frame_single_given(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    c.add("My daughter, ").add(g, "PERSON").add(", attends the school named in the application. ")
    c.add("Thanks,\n").add(g, "PERSON")


def frame_unicode_title(c: Case, names: Names, rng: random.Random) -> None:
    loc, g, s = names.pick(
        rng.choice(
            [
                "pl_PL",
                "tr_TR",
                "no_NO",
                "da_DK",
                "hr_HR",
                "lt_LT",
                "lv_LV",
                "az_AZ",
                "cs_CZ",
                "hu_HU",
                "ga_IE",
                "fr_FR",
                "sl_SI",
            ]
        )
    )
    title = rng.choice(["Mr", "Mr.", "Ms", "Ms.", "Mrs", "Dr."])
    form = rng.randrange(3)
    value = f"{g[0]}. {s}" if form == 0 else (s if form == 1 else f"{g} {s}")
    c.add(f"Counsel for the respondent relied on the evidence of {title} ").add(value, "PERSON")
    c.add(" given at the hearing.")


def frame_apostrophe(c: Case, names: Names, rng: random.Random) -> None:
    _, g, _ = names.pick(rng.choice(["en_IE", "ga_IE", "en_US", "fr_CA"]))
    s = rng.choice(
        [
            "O'Neill",
            "O'Sullivan",
            "D'Amico",
            "O’Brien",
            "N'Diaye",
            "D'Souza",
            "Ó Súilleabháin",
            "Mac Giolla Phádraig",
            "Ødegård",
            "Kotuła",
            "Ğündüz",
            "Çelik",
            "Þórsdóttir",
        ]
    )
    c.add(rng.choice(["Seller: ", "Tenant: ", "Witness: "])).add(f"{g} {s}", "PERSON").add(", tel. ")
    c.add(phone(rng).replace("(", "").replace(") ", ".").replace("-", "."), "PHONE")


def frame_narrative(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    _, g2, s2 = names.pick()
    frame = rng.choice(NARRATIVE)
    head, rest = frame.split("{p}")
    c.add(head).add(f"{g} {s}", "PERSON")
    if "{q}" in rest:
        mid, tail = rest.split("{q}")
        c.add(mid).add(f"{g2} {s2}", "PERSON").add(tail)
    else:
        c.add(rest)


_MONTHS_FR = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
_MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def frame_dob(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    y, m, d = rng.randint(1940, 2005), rng.randint(1, 12), rng.randint(1, 28)
    form = rng.randrange(5)
    if form == 0:
        c.add("Name: ").add(f"{g} {s}", "PERSON").add("\nDate of birth: ").add(
            f"{y}/{m:02d}/{d:02d}", "DATE_OF_BIRTH"
        )
    elif form == 1:
        c.add("Patient: ").add(f"{g} {s}", "PERSON").add(", DOB ").add(
            f"{d}-{_MONTHS_EN[m - 1]}-{y}", "DATE_OF_BIRTH"
        )
    elif form == 2:
        c.add("Le demandeur, ").add(f"{g} {s}", "PERSON").add(", né le ")
        c.add(f"{d} {_MONTHS_FR[m - 1]} {y}", "DATE_OF_BIRTH").add(", réside à Laval.")
    elif form == 3:
        c.add("The deponent, ").add(f"{g} {s}", "PERSON").add(", was born on the ")
        c.add(
            f"{['first', 'second', 'third', 'fourth', 'fifth'][d % 5]} day of {['January', 'March', 'June', 'October'][m % 4]}, {y}",
            "DATE_OF_BIRTH",
        )
        c.add(".")
    else:
        c.add("name,date_of_birth,city\n").add(f"{g} {s}", "PERSON").add(",").add(
            f"{y}-{m:02d}-{d:02d}", "DATE_OF_BIRTH"
        )
        c.add(",Winnipeg")


def frame_address(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    form = rng.randrange(3)
    c.add("Tenant: ").add(f"{g} {s}", "PERSON").add("\nAddress: ")
    if form == 0:
        c.add(f"{rng.randint(100, 9999)}, rue Saint-Denis, Montréal (Québec)", "ADDRESS").add(" ")
        c.add("H2J 2L3", "POSTAL_CODE")
    elif form == 1:
        c.add(
            f"Unit {rng.randint(2, 40)} - {rng.randint(10, 999)} King Street West, Toronto, ON", "ADDRESS"
        ).add(" ")
        c.add("M5V 1J5", "POSTAL_CODE")
    else:
        c.add(
            f"Apt. {rng.randint(2, 40)}B, {rng.randint(10, 999)} Maple Avenue, Springfield, IL 62704",
            "ADDRESS",
        )


def frame_url(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    slug = re.sub(r"[^a-z]", "", g.lower()) + "-" + re.sub(r"[^a-z]", "", s.lower())
    form = rng.randrange(2)
    c.add("The profile of ").add(f"{g} {s}", "PERSON").add(" was posted at ")
    if form == 0:
        c.add(f"https://www.example-firm.com/people/{slug}", "URL")
    else:
        c.add(f"https://portal.example.org/users/{slug.replace('-', '.')}@mail.example.com/profile", "URL")
    c.add(" before the hearing.")


def frame_structured(c: Case, names: Names, rng: random.Random) -> None:
    _, g, s = names.pick()
    c.add("Employee: ").add(f"{g} {s}", "PERSON").add("\nSIN: ").add(sin(rng), "SIN")
    if rng.random() < 0.5:
        c.add("\nSSN: ").add(ssn(rng), "SSN")
    c.add("\nEmail: ").add(
        f"{re.sub(r'[^a-z]', '', g.lower())}.{re.sub(r'[^a-z]', '', s.lower())}@example.com", "EMAIL"
    )


def frame_decoys(c: Case, names: Names, rng: random.Random) -> None:
    form = rng.randrange(6)
    if form == 0:
        c.add("The server ran build ").add(
            f"{rng.randint(2, 9)}.{rng.randint(10, 30)}.{rng.randint(0, 9)}.{rng.randint(1, 9)}",
            decoy="version",
        )
        c.add(" when the order was placed.")
    elif form == 1:
        c.add("Please quote PO ").add(f"905-221-{rng.randint(1000, 9999)}", decoy="reference").add(
            " on every invoice."
        )
    elif form == 2:
        c.add("Our reference: ").add(
            f"{rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}", decoy="reference"
        )
        c.add(" (claims department).")
    elif form == 3:
        c.add("See ").add("R. v. Jordan, 2016 SCC 27", decoy="case_name").add(", and ")
        c.add("Court File No. CV-19-00612345", decoy="court_file").add(".")
    elif form == 4:
        c.add("Reasons of ").add("Justice Rosalie Silberman Abella", decoy="judge").add(
            " were delivered on consent; "
        )
        c.add("Sharpe J.A.", decoy="judge").add(" concurred.")
    else:
        c.add("The matter is governed by ").add("s. 8 of the Charter", decoy="statute").add(" and the ")
        c.add("Residential Tenancies Act, 2006", decoy="statute").add(".")


def frame_judgment(c: Case, names: Names, rng: random.Random) -> None:
    """ECHR-style opening: PERSON always; application numbers, initials, dates, places as anonymise gold."""
    loc, g, s = names.pick(
        rng.choice(["pl_PL", "tr_TR", "ro_RO", "hu_HU", "lt_LT", "hr_HR", "cs_CZ", "it_IT"])
    )
    country = {
        "pl_PL": "Poland",
        "tr_TR": "Turkey",
        "ro_RO": "Romania",
        "hu_HU": "Hungary",
        "lt_LT": "Lithuania",
        "hr_HR": "Croatia",
        "cs_CZ": "the Czech Republic",
        "it_IT": "Italy",
    }[loc]
    city = names.fakers[loc].city()
    _, lg, ls = names.pick(loc)
    no = f"{rng.randint(1000, 79999)}/{rng.randint(90, 99) if rng.random() < 0.5 else rng.randint(0, 19):02d}"
    c.add("The case originated in an application (no. ").add(no, anon="CASE_NUMBER")
    c.add(f") against {country} lodged with the Court under Article 34 of the Convention by a national, Mr ")
    c.add(f"{g} {s}", "PERSON").add(" (“the applicant”), on ")
    c.add(
        f"{rng.randint(1, 28)} {['March', 'May', 'October', 'December'][rng.randrange(4)]} {rng.randint(1995, 2015)}",
        anon="DATE",
    )
    c.add(". The applicant was represented by Ms ").add(f"{lg[0]}. {ls}", "PERSON").add(
        ", a lawyer practising in "
    )
    c.add(city, anon="PLACE").add(". The applicant’s brother, ")
    initial = rng.choice("KLMNPRSTW")
    c.add(f"{initial}.", anon="INITIALS").add(", was questioned by the police.")


FRAMES = [
    (frame_role_comma, 30, "role"),
    (frame_field, 30, "field"),
    (frame_signature, 24, "signature"),
    (frame_affidavit, 18, "affidavit"),
    (frame_salutation, 18, "salutation"),
    (frame_single_given, 12, "single-given"),
    (frame_unicode_title, 24, "unicode"),
    (frame_apostrophe, 18, "apostrophe"),
    (frame_narrative, 24, "narrative"),
    (frame_dob, 24, "dob"),
    (frame_address, 18, "address"),
    (frame_url, 12, "url"),
    (frame_structured, 18, "structured"),
    (frame_decoys, 36, "decoy"),
    (frame_judgment, 24, "judgment"),
]


def build() -> list[dict]:
    rng = random.Random(SEED)
    names = Names(rng)
    rows = []
    for frame, count, tag in FRAMES:
        for i in range(count):
            c = Case(f"tune-{tag}-{i:03d}", [tag])
            frame(c, names, rng)
            rows.append(c.row())
    return rows


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # some Faker lists are sets: fix their order too
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    rows = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases → {OUT}")
