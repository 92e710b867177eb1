"""Templates of the shipped sample corpus: contracts, judgments, statute excerpts, filings and
letters in a Canadian register, each returning its text and the fake PII planted in it."""

from __future__ import annotations

import random

from quilltune.samples.fakes import COMPANIES, JUDGES, US_CITIES, Person, make_person

Doc = tuple[str, str, list[tuple[str, str]]]  # (kind, text, planted [(label, value)])

LABELS = {
    "name": "PERSON",
    "street": "ADDRESS",
    "postal": "POSTAL_CODE",
    "email": "EMAIL",
    "phone": "PHONE",
    "health_card": "HEALTH_CARD",
    "sin": "SIN",
    "dob": "DATE_OF_BIRTH",
    "iban": "BANK_ACCOUNT",
}
"""The label a planted value of a fake ``Person`` field has."""


def planted_of(*fields: tuple[Person, str]) -> list[tuple[str, str]]:
    """(label, value) of each (person, field), in the order given (the order planted_pii.json lists)."""
    return [(LABELS[name], getattr(person, name)) for person, name in fields]


CLAUSES = {
    "Confidentiality": "Each party shall hold the Confidential Information of the other party in strict confidence, "
    "shall not disclose it to any third party except its Representatives who need to know it for the Purpose, "
    "and shall protect it with at least the degree of care it uses for its own information of a similar nature.",
    "Term and Termination": "This Agreement begins on the Effective Date and continues for {years} years unless "
    "terminated earlier by either party on {days} days' written notice to the other party.",
    "Governing Law": "This Agreement is governed by the laws of the Province of {prov} and the federal laws of "
    "Canada applicable therein, and the parties attorn to the exclusive jurisdiction of the courts of {prov}.",
    "Payment": "The Client shall pay each invoice within {days} days of receipt. Overdue amounts bear interest at "
    "{rate}% per annum, calculated monthly, until paid in full.",
    "Limitation of Liability": "Neither party is liable to the other for indirect, incidental or consequential "
    "damages, and each party's total liability under this Agreement is limited to ${cap},000.",
    "Notices": "Any notice under this Agreement must be in writing and delivered by hand, by courier or by email "
    "to the addresses set out above, and is effective on the business day after delivery.",
    "Assignment": "Neither party may assign this Agreement without the prior written consent of the other party, "
    "which consent shall not be unreasonably withheld.",
    "Privacy": "Each party shall comply with the Personal Information Protection and Electronic Documents Act, "
    "S.C. 2000, c. 5, in respect of any personal information collected, used or disclosed under this Agreement.",
    "Entire Agreement": "This Agreement constitutes the entire agreement between the parties with respect to its "
    "subject matter and supersedes all prior agreements, negotiations and understandings.",
    "Force Majeure": "Neither party is liable for any delay caused by events beyond its reasonable control, "
    "including fire, flood, pandemic, labour disruption or failure of public utilities, for so long as the event continues.",
}
TERMS = {
    "Confidential Information": "all non-public business, technical and financial information disclosed by a party",
    "Effective Date": "the date on which the last party signs this Agreement",
    "Purpose": "the evaluation of a potential business relationship between the parties",
    "Representatives": "a party's directors, officers, employees and professional advisers",
    "Services": "the services described in Schedule A, as amended from time to time",
    "Deliverables": "all reports, software and other materials produced by the Contractor for the Client",
    "Business Day": "any day other than a Saturday, Sunday or statutory holiday in the Province of Ontario",
    "Premises": "the lands and building municipally known as the address set out in Schedule B",
}


def _fmt(text: str, rng: random.Random, prov: str) -> str:
    return text.format(
        years=rng.randrange(1, 6),
        days=rng.choice([10, 15, 30, 60, 90]),
        prov={
            "ON": "Ontario",
            "QC": "Quebec",
            "MB": "Manitoba",
            "NS": "Nova Scotia",
            "BC": "British Columbia",
            "AB": "Alberta",
        }[prov],
        rate=rng.choice([1.5, 2, 3, 5]),
        cap=rng.choice([50, 100, 250, 500]),
    )


def contract(rng: random.Random, i: int) -> Doc:
    kind = rng.choice(
        [
            "Services Agreement",
            "Mutual Non-Disclosure Agreement",
            "Employment Agreement",
            "Commercial Lease",
            "Consulting Agreement",
        ]
    )
    a, b = make_person(rng), make_person(rng)
    company = rng.choice(COMPANIES)
    planted = planted_of(
        (a, "name"), (b, "name"), (b, "street"), (b, "postal"), (a, "email"), (b, "email"), (a, "phone")
    )
    lines = [
        kind.upper(),
        "",
        f"THIS {kind.upper()} is made as of the {rng.randrange(1, 28)}th day of "
        f"{rng.choice(['January', 'April', 'June', 'October'])}, {rng.randrange(2015, 2026)}.",
        "",
        "BETWEEN:",
        "",
        f"{company}, a corporation incorporated under the laws of Canada",
        f'(the "{"Employer" if "Employment" in kind else "Client"}")',
        "",
        "AND:",
        "",
        f"{b.name}, of {b.street}, {b.city}, {b.province} {b.postal}",
        f'(the "{"Employee" if "Employment" in kind else "Contractor"}")',
        "",
        "The parties agree as follows:",
        "",
        "1. Definitions",
        "",
        "In this Agreement:",
    ]
    for term in rng.sample(sorted(TERMS), 3):
        lines.append(f'"{term}" means {TERMS[term]};')
    for n, heading in enumerate(rng.sample(sorted(CLAUSES), 5), start=2):
        lines += ["", f"{n}. {heading}", "", f"{n}.1 " + _fmt(CLAUSES[heading], rng, a.province)]
    if "Employment" in kind:
        planted += planted_of((a, "sin"), (a, "dob"), (a, "iban"))
        lines += [
            "",
            f"{n + 1}. Payroll Information",
            "",
            f"{n + 1}.1 For payroll purposes the Employee's social insurance number is {a.sin}, "
            f"date of birth {a.dob}, and salary is deposited to account {a.iban}.",
        ]
    lines += [
        "",
        "IN WITNESS WHEREOF the parties have executed this Agreement.",
        "",
        f"{company}",
        f"Per: {a.name}, authorized signatory",
        f"Email: {a.email}  Tel.: {a.phone}",
        "",
        f"{b.name}",
        f"Email: {b.email}",
    ]
    return kind, "\n".join(lines) + "\n", planted


def judgment(rng: random.Random, i: int) -> Doc:
    accused, witness, counsel = make_person(rng), make_person(rng), make_person(rng)
    judge = rng.choice(JUDGES)
    year = rng.randrange(2012, 2026)
    court = rng.choice(
        [
            ("ONCA", "Court of Appeal for Ontario"),
            ("ONSC", "Ontario Superior Court of Justice"),
            ("BCCA", "Court of Appeal for British Columbia"),
            ("QCCS", "Superior Court of Quebec"),
        ]
    )
    cite = f"{year} {court[0]} {rng.randrange(10, 999)}"
    planted = planted_of(
        (accused, "name"), (witness, "name"), (counsel, "name"), (witness, "phone"), (witness, "street")
    )
    paras = [
        f"The appellant, {accused.name}, appeals a conviction under s. {rng.randrange(200, 380)} of the "
        "Criminal Code, R.S.C. 1985, c. C-46.",
        f"The central issue is whether the delay of {rng.randrange(19, 40)} months breached s. 11(b) of the Charter, "
        "applying the ceilings set in R. v. Jordan, 2016 SCC 27, [2016] 1 S.C.R. 631.",
        f"The Crown's principal witness, {witness.name}, who lives at {witness.street} in {witness.city}, testified "
        f"that she called the appellant at {witness.phone} on the evening in question.",
        "The trial judge found the witness credible. Findings of credibility attract deference on appeal: "
        "R. v. Gagnon, 2006 SCC 17, at para. 10.",
        "The defence delay must be deducted from the total delay. Here the defence requested two adjournments, "
        "and the remaining delay falls below the presumptive ceiling.",
        "For these reasons the appeal is dismissed.",
    ]
    lines = [
        f"CITATION: {cite}",
        f"COURT FILE NO.: C{rng.randrange(60000, 69999)}",
        f"DATE: {year}-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}",
        "",
        court[1].upper(),
        "",
        f"BEFORE: Justice {judge}",
        "",
        f"BETWEEN: His Majesty the King, Respondent, and {accused.name}, Appellant",
        "",
        f"COUNSEL: {counsel.name}, for the appellant",
        "",
        "REASONS FOR JUDGMENT",
        "",
    ]
    lines += [f"[{k}] {p}" for k, p in enumerate(paras, start=1)]
    lines += ["", f"Released: {year}", f'"{judge} J.A."']
    return "Judgment", "\n".join(lines) + "\n", planted


def statute(rng: random.Random, i: int) -> Doc:
    topic = rng.choice(
        [
            "Consumer Data Protection",
            "Commercial Tenancies",
            "Electronic Records",
            "Small Claims Procedure",
            "Trade Secrets",
            "Workplace Privacy",
        ]
    )
    chap = rng.randrange(1, 40)
    lines = [
        f"{topic} Act",
        f"S.C. {rng.randrange(2001, 2024)}, c. {chap}",
        "",
        "Interpretation",
        "",
        "1 Definitions",
        "(1) The following definitions apply in this Act.",
    ]
    for term in rng.sample(sorted(TERMS), 3):
        lines.append(f"{term.lower()} means {TERMS[term]}.")
    sections = [
        (
            "Application",
            "This Act applies to every organization in respect of records it collects, "
            "uses or discloses in the course of commercial activities.",
        ),
        (
            "Duty to safeguard",
            "An organization must protect records under its control by security "
            "safeguards appropriate to the sensitivity of the information.",
        ),
        (
            "Notice of breach",
            "An organization must notify the Commissioner of any breach of security "
            "safeguards involving records under its control as soon as feasible.",
        ),
        (
            "Retention",
            "Records must be retained only as long as necessary to fulfil the purposes for "
            "which they were collected.",
        ),
        (
            "Offence",
            "Every organization that knowingly contravenes section 4 is guilty of an offence "
            "punishable on summary conviction and liable to a fine not exceeding $100,000.",
        ),
    ]
    for n, (note, text) in enumerate(sections, start=2):
        lines += ["", note, f"{n} {text}"]
    return "Statute", "\n".join(lines) + "\n", []


def filing(rng: random.Random, i: int) -> Doc:
    plaintiff, defendant_person = make_person(rng), make_person(rng)
    company = rng.choice(COMPANIES)
    planted = planted_of(
        *((plaintiff, f) for f in ("name", "street", "postal", "health_card", "email", "phone"))
    )
    planted += planted_of((defendant_person, "name"))
    lines = [
        f"Court File No. CV-{rng.randrange(20, 26)}-{rng.randrange(10**7, 10**8):08d}-0000",
        "",
        "ONTARIO SUPERIOR COURT OF JUSTICE",
        "",
        "BETWEEN:",
        "",
        f"{plaintiff.name}",
        "Plaintiff",
        "",
        "and",
        "",
        f"{company} and {defendant_person.name}",
        "Defendants",
        "",
        "STATEMENT OF CLAIM",
        "",
        "1. The plaintiff claims:",
        f"(a) damages in the amount of ${rng.randrange(50, 900)},000 for breach of contract;",
        "(b) pre-judgment and post-judgment interest under the Courts of Justice Act, R.S.O. 1990, c. C.43;",
        "(c) costs of this proceeding.",
        "",
        f"2. The plaintiff resides at {plaintiff.street}, {plaintiff.city}, Ontario {plaintiff.postal}.",
        f"3. The defendant {company} is a corporation carrying on business in Ontario.",
        f"4. On intake, the plaintiff's Ontario health number {plaintiff.health_card} was disclosed "
        "to the defendants without consent.",
        "5. The defendants failed to safeguard the plaintiff's personal information and disclosed it to "
        "third parties, contrary to the contract and to law.",
        "",
        f"Lawyer for the plaintiff: tel. {plaintiff.phone}, email {plaintiff.email}",
    ]
    return "Statement of Claim", "\n".join(lines) + "\n", planted


def letter(rng: random.Random, i: int) -> Doc:
    sender, recipient = make_person(rng), make_person(rng)
    city, state, zipc = rng.choice(US_CITIES)
    us_addr = f"{rng.randrange(100, 999)} Main Street, {city}, {state} {zipc}"
    ssn = f"{rng.randrange(100, 665):03d}-{rng.randrange(10, 99):02d}-{rng.randrange(1000, 9999):04d}"
    planted = [
        ("PERSON", sender.name),
        ("PERSON", recipient.name),
        ("ADDRESS", us_addr),
        ("SSN", ssn),
        ("CREDIT_CARD", recipient.card),
        ("EMAIL", sender.email),
        ("PHONE", sender.phone),
        ("DRIVERS_LICENSE", recipient.drivers_license),
    ]
    lines = [
        f"{sender.street}",
        f"{sender.city}, {sender.province} {sender.postal}",
        "",
        f"{rng.choice(['March', 'June', 'September', 'December'])} {rng.randrange(1, 28)}, {rng.randrange(2019, 2026)}",
        "",
        f"{recipient.name}",
        us_addr,
        "",
        "Re: Settlement of your claim",
        "",
        f"Dear {recipient.first} {recipient.last}:",
        "",
        "We write further to our telephone conversation regarding the settlement of your claim.",
        f"To process the cross-border payment we have on file your Social Security number {ssn}, the card "
        f"ending as shown ({recipient.card}) and Ontario driver's licence {recipient.drivers_license}.",
        "Please confirm these details are correct within 14 days. The settlement amount of $12,500 will "
        "be paid in accordance with the Minutes of Settlement.",
        "",
        "Yours truly,",
        "",
        f"{sender.name}",
        f"Tel.: {sender.phone}",
        f"Email: {sender.email}",
    ]
    return "Letter", "\n".join(lines) + "\n", planted


GENERATORS = [contract, contract, judgment, statute, filing, letter]
