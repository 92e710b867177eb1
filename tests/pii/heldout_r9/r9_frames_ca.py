"""Canadian frames (common law and Québec)."""

from __future__ import annotations

import random

import r9_decoys as dc
import r9_ids as ids
from r9_kit import Ctx, Doc, Person

CA_MAIL = [
    "gmail.com",
    "outlook.com",
    "yahoo.ca",
    "videotron.ca",
    "shaw.ca",
    "sympatico.ca",
    "icloud.com",
    "hotmail.ca",
]
ROLES = [
    "Contractor",
    "Guarantor",
    "Borrower",
    "Vendor",
    "Purchaser",
    "Employee",
    "Licensee",
    "Tenant",
    "Optionee",
]
JOBS = [
    "electrician",
    "retired nurse",
    "truck driver",
    "bookkeeper",
    "student",
    "cook",
    "welder",
    "pharmacist",
]


def email(d: Doc, r: random.Random, p: Person, domains=CA_MAIL) -> Doc:
    return d.s(f"{p.email_local(r)}@{r.choice(domains)}", "EMAIL")


def url(d: Doc, r: random.Random, p: Person) -> Doc:
    h = p.email_local(r).replace(".", "-").replace("_", "-")
    u = r.choice(
        [
            f"https://www.linkedin.com/in/{h}-{r.randint(10, 99)}b{r.randint(100, 999)}",
            f"https://www.facebook.com/{h.replace('-', '.')}.{r.randint(1, 99)}",
            f"https://github.com/{h.replace('-', '')}",
            f"https://www.instagram.com/{h.replace('-', '_')}/",
            f"https://portal.clientfiles.ca/intake?email={h.replace('-', '.')}%40gmail.com",
            f"https://{h}.wordpress.com/about",
        ]
    )
    return d.s(u, "URL")


def judge_ca(r: random.Random, c: Ctx) -> str:
    j = c.r.choice(["Justice ", "Madam Justice ", "the Honourable Justice ", "Associate Justice "])
    p = c.latin_person()
    return r.choice([j + p.full(), f"{p.surname()} J."]) if p.order == "gf" else j + p.full()


def affidavit(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("affidavit", "ca", "affidavit_open")
    d.t("Court File No. ").d(dc.court_file_ca(r), "court_file").t("\n\nAFFIDAVIT OF ").p(p, "caps")
    d.t("\n\nI, ").p(p).t(", of the City of ").d(r.choice(dc.PLACES), "place")
    d.t(
        f", in the Province of {r.choice(['Ontario', 'Saskatchewan', 'Alberta', 'British Columbia'])}, {r.choice(JOBS)}, "
    )
    d.t(r.choice(["MAKE OATH AND SAY", "SOLEMNLY AFFIRM", "MAKE OATH AND SAY AS FOLLOWS"]) + ":\n\n1. ")
    x = r.randrange(3)
    if x == 0:
        d.t("I was born on ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH").t(
            " and I reside at "
        ).ca_addr(r).t(".")
    elif x == 1:
        d.t("I am the mother of ").p(q := c.person(), "given_only").t(", who was born ")
        d.s(ids.date_fmt(r, ids.rand_child_dob(r), "words"), "DATE_OF_BIRTH").t(". ").p(q, "given_only").t(
            " lives with me."
        )
        d.shape("given_only")
    else:
        d.t("On ").d(dc.other_date(r), "date").t(", I served the motion record on ").p(c.person(), "initials")
        d.t(" by e-mail at ").s(f"{c.person().email_local(r)}@{r.choice(CA_MAIL)}", "EMAIL").t(".")
    return d


def role_comma(r: random.Random, c: Ctx) -> Doc:
    p, role = c.person(), r.choice(ROLES)
    d = Doc("contract", "ca", "role_comma")
    d.t(f"{r.randint(2, 14)}.{r.randint(1, 9)} The {role}, ").p(p).t(", ")
    x = r.randrange(3)
    if x == 0:
        d.t("operating as a sole proprietor under the name ").d(r.choice(dc.COMPANIES), "company")
        d.t(", shall deliver all notices to ").ca_addr(r).t(".")
    elif x == 1:
        d.t("whose address for service is ").ca_addr(r).t(", acknowledges receipt of ")
        d.d(f"Schedule {r.choice('ABCD')}", "reference").t(" and of a copy of the ").d(
            r.choice(dc.STATUTES_CA), "statute"
        ).t(".")
    else:
        d.t("may be reached at ").s(ids.phone_fmt(r), "PHONE").t(" or ")
        email(d, r, p).t("; the Agreement is dated ").d(dc.other_date(r), "date").t(".")
    return d


def intake_form(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("intake", "ca", "form_fields")
    d.t(r.choice(["CLIENT INTAKE\n", "New matter — intake sheet\n", "FORMULAIRE D'ACCUEIL\n"]))
    d.t(r.choice(["Client name: ", "Name of applicant: ", "Nom : ", "Claimant: "])).p(
        p, r.choice(["full", "surname_comma"])
    )
    fields = ["dob", "sin", "phone", "email", "addr", "hc", "ref", "date", "firm"]
    r.shuffle(fields)
    for f in fields[: r.randint(4, 7)]:
        if f == "dob":
            d.t(r.choice(["\nDOB: ", "\nDate of birth: ", "\nDate de naissance : "])).s(
                ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH"
            )
        elif f == "sin":
            d.t(r.choice(["\nSIN: ", "\nS.I.N. ", "\nNAS : "])).s(ids.sin_fmt(r), "SIN")
        elif f == "phone":
            d.t(r.choice(["\nCell: ", "\nHome phone: ", "\nTél. : "])).s(ids.phone_fmt(r), "PHONE")
        elif f == "email":
            email(d.t("\nE-mail: "), r, p)
        elif f == "addr":
            d.t("\nAddress: ").ca_addr(r, sep="  ")
        elif f == "hc":
            prov = r.choice(["on", "bc", "qc", "mb", "ns"])
            d.tags.append(f"hc:{prov}")
            d.t(f"\nHealth card ({prov.upper()}): ").s(
                ids.health_card(r, prov, p, ids.rand_dob(r)), "HEALTH_CARD"
            )
        elif f == "ref":
            lead, num, kind = dc.ref_decoy(r)
            d.t(f"\n{lead}").d(num, kind)
        elif f == "date":
            d.t("\nIntake date: ").d(dc.other_date(r), "date")
        else:
            d.t("\nReferred by: ").d(r.choice(dc.LAW_FIRMS), "law_firm")
    if r.random() < 0.5:
        rel = r.choice(["Child", "Spouse", "Witness 2", "Co-applicant", "Seller(s)", "Emergency contact"])
        d.t(f"\n{rel}: ").p(c.person(), r.choice(["full", "given_only", "caps"]))
    return d


def signature(r: random.Random, c: Ctx) -> Doc:
    a, b = c.people(2)
    d = Doc("contract", "ca", "signature")
    d.t(r.choice(["IN WITNESS WHEREOF", "SIGNED, SEALED AND DELIVERED"]) + " at ").d(
        r.choice(dc.PLACES), "place"
    )
    d.t(", this ").d(
        f"{r.randint(2, 28)}th day of {r.choice(ids.MONTHS)}, {r.randint(2018, 2026)}", "date"
    ).t(".\n\n")
    if r.random() < 0.5:
        d.t("SIGNED by ").p(a).t(" in the presence of:\n\n____________________\nWitness: ").p(b).t(
            "\nAddress: "
        ).ca_addr(r)
    else:
        d.t("____________________          ____________________\n").p(a, "caps").t(
            "                    Witness: "
        ).p(b, "initials")
        d.t("\n\n").d(r.choice(dc.COMPANIES), "company").t("\nPer: ").p(c.person()).t(
            "\nTitle: Director\nI have authority to bind the corporation."
        )
    return d


def letter(r: random.Random, c: Ctx) -> Doc:
    a, b = c.people(2)
    d = Doc("letter", "ca", "salutation")
    d.t("Our file: ").d(f"{r.randint(18, 26)}-{r.randint(1000, 9999)}", "reference").t("\n")
    d.d(dc.other_date(r), "date").t("\n\nBY EMAIL: ")
    email(d, r, a).t("\n\n")
    form = r.choice(["given_only", "full", "surname"])
    d.t("Dear " + ("Ms. " if form == "surname" else "")).p(a, form).t(r.choice([",", ":"]) + "\n\nRe: ")
    d.d(r.choice(dc.CASE_NAMES), "case_name").t("\n\nFurther to our call, we confirm that ").p(
        b, r.choice(["full", "given_only"])
    )
    d.t(" will attend the examination at ").d(r.choice(dc.BUILDINGS), "building").t(". Please call ")
    d.s(ids.phone_fmt(r), "PHONE").t(" if anything changes.\n\nYours truly,\n\n").d(
        r.choice(dc.LAW_FIRMS), "law_firm"
    )
    return d.shape("given_only") if form == "given_only" else d


def judgment_ca(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("judgment", "ca", "judgment_para")
    d.t("REASONS FOR DECISION\n\n").d(judge_ca(r, c), "judge").t("\n\n[").t(str(r.randint(4, 90))).t("] ")
    x = r.randrange(3)
    if x == 0:
        d.p(p).t("'s evidence was that she met ").p(q, r.choice(["full", "given_only"])).t(" in ")
        d.d(r.choice(dc.PLACES), "place").t(" in the summer of ").d(str(r.randint(2004, 2020)), "date").t(
            ". "
        )
        d.shape("possessive")
    elif x == 1:
        d.t("The respondent father (").p(p).t(", born ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH")
        d.t(") relies on ").d(r.choice(dc.DOCTRINES), "doctrine").t(". ").shape("parenthetical")
    else:
        d.t("Counsel for ").d(r.choice(dc.COMPANIES), "company").t(" cross-examined ").p(p).t(
            " at length about "
        )
        d.d(r.choice(dc.PRODUCTS), "product").t(". ").shape("after_verb")
    d.t("As held in ").d(r.choice(dc.CASE_NAMES), "case_name").t(", ").d(dc.citation_ca(r), "citation")
    return d.t(", the burden under ").d(r.choice(dc.STATUTES_CA), "statute").t(" remains on the applicant.")


def caption(r: random.Random, c: Ctx) -> Doc:
    a, b = c.people(2)
    d = Doc("pleading", "ca", "caption_caps")
    d.t(
        r.choice(
            [
                "ONTARIO\nSUPERIOR COURT OF JUSTICE",
                "SUPREME COURT OF BRITISH COLUMBIA",
                "COURT OF KING'S BENCH OF ALBERTA",
            ]
        )
    )
    d.t("\n\nCourt File No. ").d(dc.court_file_ca(r), "court_file").t("\n\nBETWEEN:\n\n").p(a, "caps").t(
        "\n\nApplicant\n\n- and -\n\n"
    )
    if r.random() < 0.5:
        d.p(b, "caps").t(" and ").d(r.choice(dc.COMPANIES).upper(), "company")
    else:
        d.p(b, "caps")
    d.t("\n\nRespondents\n\nNOTICE OF APPLICATION\n\nTO THE RESPONDENT ").p(
        b, r.choice(["full", "surname_first"])
    )
    return (
        d.t(": A LEGAL PROCEEDING HAS BEEN COMMENCED by the applicant under ")
        .d(r.choice(dc.STATUTES_CA), "statute")
        .t(".")
    )


def transcript(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("transcript", "ca", "qa", "quoted_speech")
    d.t("EXAMINATION FOR DISCOVERY OF ").p(p, "caps").t(", held at ").d(r.choice(dc.BUILDINGS), "building").t(
        " on "
    )
    d.d(dc.other_date(r), "date").t(".\n\n").t(
        f"{r.randint(10, 400)}. Q. Please state your full name for the record.\n   A. "
    )
    d.p(p).t(".\n").t(f"{r.randint(401, 500)}. Q. And your date of birth?\n   A. ").s(
        ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH"
    )
    d.t(".\n").t(f"{r.randint(501, 600)}. Q. Who else was in the car?\n   A. My cousin ").p(
        q, r.choice(["given_only", "full"])
    )
    d.t('. She said, "').p(c.person(), "given_only").t(
        ' is not answering his phone."\n   Q. What number did you call?\n   A. '
    )
    return d.s(ids.phone_fmt(r), "PHONE").t(".").shape("given_only")


def medical_legal(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    prov = r.choice(["on", "bc", "qc", "mb", "ns"])
    dob = ids.rand_dob(r)
    d = Doc("medical_legal", "ca", "header_fields")
    d.tags.append(f"hc:{prov}")
    d.t("INDEPENDENT MEDICAL EVALUATION\nRe: ").p(p, r.choice(["full", "surname_first"])).t("\nD.O.B.: ")
    d.s(ids.date_fmt(r, dob), "DATE_OF_BIRTH").t(f"\nHealth no. ({prov.upper()}): ").s(
        ids.health_card(r, prov, p, dob), "HEALTH_CARD"
    )
    d.t("\nClaim: ").d(dc.ssn_shaped(r), "claim_number").t("\nDate of assessment: ").d(
        dc.other_date(r), "date"
    )
    d.t("\n\n").p(p, "given_only")
    d.t(" reports pain since the collision; prior history of ").d(r.choice(dc.PRODUCTS), "product")
    return (
        d.t(". Results were scored on ")
        .d("the Glasgow Coma Scale", "product")
        .t(" and reviewed under ")
        .d("s. 44 of the SABS", "statute")
        .t(".")
    )


def employment(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("employment", "ca", "form_fields")
    d.t("EMPLOYEE RECORD — ").d(r.choice(dc.COMPANIES), "company").t("\nEmployee: ").p(
        p, r.choice(["surname_first", "full"])
    )
    d.t("\nEmployee #: ").d(dc.sin_shaped(r), "reference").t("\nStart date: ").d(dc.other_date(r), "date")
    d.t("\nSIN: ").s(ids.sin_fmt(r), "SIN").t("\nDirect deposit (transit-institution-account): ").s(
        ids.ca_bank(r), "BANK_ACCOUNT"
    )
    d.t("\nDriver's licence: ").s(
        ids.drivers_licence(r, (dl := r.choice(["on", "qc", "bc", "ab"])), p.ascii_parts()[0][:1]),
        "DRIVERS_LICENSE",
    )
    d.tags.append(f"dl:{dl}")
    d.t("\nEmergency contact: ").p(q).t(f" ({r.choice(['spouse', 'brother', 'mother', 'friend'])}) ").s(
        ids.phone_fmt(r), "PHONE"
    )
    return d


def lease(r: random.Random, c: Ctx) -> Doc:
    a, b = c.people(2)
    d = Doc("lease", "ca", "list")
    d.t("RESIDENTIAL TENANCY AGREEMENT (").d("Standard Form of Lease, v. 2.1.0.3", "version").t(
        ")\n\nThis lease is made on "
    )
    d.d(dc.other_date(r), "date").t(" between ").d(r.choice(dc.COMPANIES), "company").t(
        ' (the "Landlord") and '
    )
    d.p(a).t(" and ").p(b, r.choice(["full", "initials"])).t(
        ' (together, the "Tenants"), for the rental unit at '
    )
    d.ca_addr(r).t(". Rent is payable by pre-authorised debit from account ").s(
        ids.ca_bank(r), "BANK_ACCOUNT"
    )
    return d.t(". The unit is near ").d(r.choice(dc.STREETS), "street").t(".")


def tribunal(r: random.Random, c: Ctx) -> Doc:
    p, kid = c.people(2)
    d = Doc("tribunal", "ca", "given_only")
    d.t(
        r.choice(
            [
                "Landlord and Tenant Board",
                "Human Rights Tribunal of Ontario",
                "Tribunal administratif du logement",
                "Social Security Tribunal",
            ]
        )
    )
    d.t("\nFile: ").d(dc.court_file_ca(r), "court_file").t("\nBefore: ").d(
        r.choice(["Vice-Chair ", "Member ", "Adjudicator "]) + c.latin_person().full(), "official"
    )
    d.t("\n\nThe tenant, ").p(p).t(", testified that her child ").p(kid, "given_only")
    d.t(f" (age {r.randint(3, 15)}) has asthma. The Board accepts her evidence; see ").d(
        dc.citation_ca(r), "citation"
    )
    return d.t(". The hearing was held by videoconference on ").d(dc.other_date(r), "date").t(".")


def police(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("police", "ca", "narrative")
    d.t("Occurrence ").d(f"{r.randint(2019, 2026)}-{ids.digits(r, 7)}", "reference").t("\n\nOn ").d(
        dc.other_date(r), "date"
    )
    d.t(f" at approx. {r.randint(10, 23)}{r.randint(10, 59)} hrs, ").d(
        f"Cst. {c.latin_person().surname()} #{r.randint(1000, 9999)}", "official"
    )
    d.t(" attended ").d(r.choice(dc.STREETS), "street").t(". The complainant, ").p(p).t(" (DOB ").s(
        ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH"
    )
    d.t("), stated that her ex-partner ").p(q, r.choice(["full", "caps"])).t(" had left in ").d(
        r.choice(["a Ford F-150", "a grey Honda Civic"]), "product"
    )
    d.t(". Contact: ").s(ids.phone_fmt(r), "PHONE").t(". ")
    if r.random() < 0.5:
        d.p(q, "given_only")
        d.t(" holds Ontario licence ").s(
            ids.drivers_licence(r, "on", q.ascii_parts()[0][:1]), "DRIVERS_LICENSE"
        ).t(".")
        d.tags.append("dl:on")
    return d


FRAMES = [
    affidavit,
    role_comma,
    intake_form,
    signature,
    letter,
    judgment_ca,
    caption,
    transcript,
    medical_legal,
    employment,
    lease,
    tribunal,
    police,
]
