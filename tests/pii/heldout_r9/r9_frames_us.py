"""United States frames."""

from __future__ import annotations

import random

import r9_decoys as dc
import r9_ids as ids
from r9_frames_ca import email, url
from r9_kit import Ctx, Doc

US_MAIL = ["gmail.com", "yahoo.com", "aol.com", "outlook.com", "icloud.com", "comcast.net", "protonmail.com"]
DL_STATES = {
    "ca": "California",
    "ny": "New York",
    "tx": "Texas",
    "fl": "Florida",
    "il": "Illinois",
    "wa": "Washington",
}


def judge_us(r: random.Random, c: Ctx) -> str:
    p = c.latin_person()
    return r.choice(["Hon. ", "Judge ", "Magistrate Judge ", "Chief Judge ", "Justice "]) + p.full()


def complaint(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("pleading", "us", "caption_caps", "after_verb")
    d.t("UNITED STATES DISTRICT COURT\n").t(
        r.choice(["NORTHERN DISTRICT OF ILLINOIS", "SOUTHERN DISTRICT OF NEW YORK", "DISTRICT OF OREGON"])
    )
    d.t("\n\n").p(p, "caps").t(",\n        Plaintiff,\n    v.\n").d(r.choice(dc.COMPANIES).upper(), "company")
    d.t(",\n        Defendant.\n\nCase No. ").d(dc.court_file_us(r), "court_file").t("\n").d(
        judge_us(r, c), "judge"
    )
    d.t("\n\nCOMPLAINT\n\n1. Plaintiff ").p(p).t(" is an individual residing at ").s(
        ids.us_address(r), "ADDRESS"
    )
    d.t(". This action arises under ").d(r.choice(dc.STATUTES_US), "statute").t(". Defendant employed ")
    d.p(p, "surname").t(" from ").d(dc.other_date(r), "date").t(" until her termination.")
    return d


def deposition(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("transcript", "us", "qa", "quoted_speech")
    d.t(f"Page {r.randint(10, 200)}\n Q. State your name, please.\n A. ").p(p).t(
        ".\n Q. Have you ever gone by any other name?\n A. "
    )
    d.t("My maiden name was ").p(q, "surname").t(
        ".\n Q. What is your Social Security number?\n COUNSEL: Objection; "
    )
    d.d(r.choice(dc.LAW_FIRMS), "law_firm").t(" will provide it under the protective order.\n A. It's ")
    d.s(ids.ssn_fmt(r), "SSN").t(".\n Q. Who told you about the meeting?\n A. ").p(c.person(), "given_only")
    d.t(' did. He said, "Call ').p(c.person(), r.choice(["given_only", "full"])).t(" at ").s(
        ids.phone_fmt(r, "us"), "PHONE"
    )
    return d.t('."').shape("given_only")


def hr_file(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    st = r.choice(sorted(DL_STATES))
    d = Doc("employment", "us", "form_fields")
    d.tags.append(f"dl:{st}")
    d.t("W-4 / ONBOARDING CHECKLIST\nLegal name: ").p(p, r.choice(["surname_first", "full", "caps"])).t(
        "\nSSN: "
    ).s(ids.ssn_fmt(r), "SSN")
    d.t("\nDate of birth: ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH").t("\nHome address: ").s(
        ids.us_address(r), "ADDRESS"
    )
    d.t(f"\n{DL_STATES[st]} driver license #: ").s(
        ids.drivers_licence(r, st, p.ascii_parts()[0][:1]), "DRIVERS_LICENSE"
    )
    d.t("\nDirect deposit: routing ").s(ids.aba(r), "BANK_ACCOUNT").t(", account ").s(
        ids.digits(r, r.randint(8, 12)), "BANK_ACCOUNT"
    )
    d.tags.append("aba")
    d.t("\nEmployee ID: ").d(dc.ssn_shaped(r), "reference").t("\nSupervisor: ").p(q).t(
        "\nPolicy version: "
    ).d(dc.version(r), "version")
    return d


def payment(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    kind, num = ids.card_fmt(r)
    d = Doc("intake", "us", "form_fields")
    d.t("RETAINER — CREDIT CARD AUTHORIZATION\nCardholder: ").p(p).t(f"\nCard type: {kind}\nCard number: ").s(
        num, "CREDIT_CARD"
    )
    d.t(f"\nExp.: {r.randint(1, 12):02d}/{r.randint(27, 31)}\nBilling address: ").s(
        ids.us_address(r), "ADDRESS"
    )
    d.t("\nPhone: ").s(ids.phone_fmt(r, "us"), "PHONE").t("\nE-mail: ")
    email(d, r, p, US_MAIL).t("\nMatter: ").d(r.choice(dc.CASE_NAMES), "case_name").t(" (").d(
        f"Invoice {dc.phone_shaped(r)}", "invoice"
    ).t(")")
    return d


def insurance(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    st = r.choice(sorted(DL_STATES))
    d = Doc("insurance", "us", "narrative", "parenthetical")
    d.tags.append(f"dl:{st}")
    d.t("Claim ").d(f"{ids.digits(r, 3)}-{ids.digits(r, 2)}-{ids.digits(r, 4)}", "claim_number").t(
        " | Policy "
    )
    d.d(f"PA-{ids.digits(r, 9)}", "policy_number").t("\nDate of loss: ").d(dc.other_date(r), "date")
    d.t("\n\nOur insured (").p(p).t(") was rear-ended on ").d(r.choice(dc.STREETS), "street").t(
        " by a vehicle driven by "
    )
    d.p(q, r.choice(["full", "initials"])).t(f", {DL_STATES[st]} DL ").s(
        ids.drivers_licence(r, st, q.ascii_parts()[0][:1]), "DRIVERS_LICENSE"
    )
    d.t(". The claimant, born ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH").t(", was treated for ")
    return d.d(r.choice(dc.PRODUCTS), "product").t(".")


def opinion(r: random.Random, c: Ctx) -> Doc:
    p, q = c.people(2)
    d = Doc("judgment", "us", "judgment_para", "possessive")
    d.d(judge_us(r, c), "judge").t(", delivered the opinion of the court.\n\n")
    d.t("The trial court credited ").p(p).t("'s testimony that ").p(q, r.choice(["full", "given_only"])).t(
        " had signed the lease. "
    )
    d.t("Under ").d(r.choice(dc.DOCTRINES), "doctrine").t(" that was enough. See ").d(
        r.choice(dc.CASE_NAMES), "case_name"
    )
    d.t(", ").d(dc.citation_us(r), "citation").t("; ").d(r.choice(dc.STATUTES_US), "statute").t(
        ". The order of "
    )
    return d.d(dc.other_date(r), "date").t(" is AFFIRMED.")


def custody(r: random.Random, c: Ctx) -> Doc:
    mom, kid1, kid2 = c.people(3)
    d = Doc("order", "us", "list", "given_only")
    d.t("IN THE DISTRICT COURT OF ").d(
        r.choice(["Jefferson County", "Harris County", "Travis County"]), "place"
    )
    d.t("\nIN THE INTEREST OF ").p(kid1, "caps").t(" AND ").p(kid2, "caps").t(", CHILDREN\nNo. ").d(
        dc.court_file_us(r), "court_file"
    )
    d.t("\n\nThe children are:\n  1. ").p(kid1).t(", born ").s(
        ids.date_fmt(r, ids.rand_child_dob(r)), "DATE_OF_BIRTH"
    )
    d.t("\n  2. ").p(kid2).t(", born ").s(ids.date_fmt(r, ids.rand_child_dob(r)), "DATE_OF_BIRTH")
    d.t("\nThe Court appoints ").p(mom).t(" as sole managing conservator. ").p(kid2, "given_only")
    return (
        d.t(" shall attend school near ")
        .d(r.choice(dc.STREETS), "street")
        .t(" under ")
        .d("Tex. Fam. Code § 153.002", "statute")
        .t(".")
    )


def social_evidence(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("pleading", "us", "exhibit", "possessive")
    d.t("Exhibit ").t(r.choice("CDEFG")).t(" is a true copy of ").p(p).t("'s public profile at ")
    url(d, r, p).t(", captured on ").d(dc.other_date(r), "date").t(". The page lists her e-mail as ")
    email(d, r, p, US_MAIL).t(" and was last edited from IP address ").s(
        r.choice([ids.ipv4(r), ids.ipv6(r)]), "IP_ADDRESS"
    )
    return d.t(", not from firmware ").d(dc.version(r), "version").t(" as Defendant claims.")


def intake_us(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("intake", "us", "table")
    d.t("| Field | Value |\n|---|---|\n| Client | ").p(p, r.choice(["full", "surname_first", "caps"]))
    d.t(" |\n| DOB | ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH").t(" |\n| SSN | ").s(
        ids.ssn_fmt(r), "SSN"
    )
    d.t(" |\n| Mobile | ").s(ids.phone_fmt(r, "us"), "PHONE").t(" |\n| Address | ").s(
        ids.us_address(r), "ADDRESS"
    )
    d.t(" |\n| Opposing party | ").d(r.choice(dc.COMPANIES), "company").t(" |\n| Referral | ").d(
        r.choice(dc.LAW_FIRMS), "law_firm"
    )
    return (
        d.t(" |\n| Docket | ").d(f"Docket No. {r.randint(18, 26)}-{r.randint(1000, 9999)}", "docket").t(" |")
    )


def memo(r: random.Random, c: Ctx) -> Doc:
    a, b, x = c.people(3)
    d = Doc("email", "us", "cc_line", "list")
    d.t("MEMORANDUM\nTO: File ").d(f"{ids.digits(r, 5)}-{ids.digits(r, 3)}", "reference").t(
        "\nFROM: Intake\nCC: "
    ).p(a, "initials")
    d.t(", ").p(b, r.choice(["full", "surname_comma"])).t("\nRE: Witness list\n\nWitnesses: ").p(x).t(
        "; the landlord's agent "
    )
    d.p(c.person(), r.choice(["full", "given_only"])).t("; and a neighbor at ").s(
        ids.us_address(r), "ADDRESS"
    )
    d.t(". All three are willing to appear at ").d("the Thurgood Marshall U.S. Courthouse", "building").t(
        ". Call "
    ).p(x, "given_only")
    return d.t(" on ").s(ids.phone_fmt(r, "us"), "PHONE").t(" after 5 p.m.")


def police_us(r: random.Random, c: Ctx) -> Doc:
    p = c.person()
    d = Doc("police", "us", "narrative", "quoted_speech")
    d.t("INCIDENT REPORT ").d(f"{r.randint(2019, 2026)}-{ids.digits(r, 6)}", "reference").t(
        "\nReporting officer: "
    )
    d.d(f"Officer {c.latin_person().surname()}, Badge {r.randint(100, 9999)}", "official").t("\n\nVictim ").p(
        p, "caps"
    )
    d.t(" (DOB ").s(ids.date_fmt(r, ids.rand_dob(r)), "DATE_OF_BIRTH").t(
        ') stated: "I was walking home on '
    ).d(r.choice(dc.STREETS), "street")
    d.t(" when ").p(c.person(), "given_only").t(' grabbed my phone." Victim resides at ').s(
        ids.us_address(r), "ADDRESS"
    )
    return (
        d.t(". Case referred to ")
        .d(f"Det. {c.latin_person().full()}", "official")
        .t(" on ")
        .d(dc.other_date(r), "date")
        .t(".")
    )


def demand_letter(r: random.Random, c: Ctx) -> Doc:
    a, b = c.people(2)
    d = Doc("letter", "us", "titled", "salutation")
    d.d(dc.other_date(r), "date").t("\n\nVIA CERTIFIED MAIL\n").p(a, r.choice(["full", "caps"])).t("\n").s(
        ids.us_address(r), "ADDRESS"
    )
    t = r.choice(["Mr. ", "Ms. ", "Dr. "])
    d.t("\n\nDear " + t).p(a, "surname").t(":\n\nOur client, " + r.choice(["Mr. ", "Ms. "])).p(
        b, "init_surname"
    )
    d.t(" (date of birth ").s(ids.date_fmt(r, ids.rand_dob(r), r.choice(["na", "words"])), "DATE_OF_BIRTH")
    d.t("), paid you by check drawn on account ").s(ids.digits(r, r.randint(9, 12)), "BANK_ACCOUNT")
    d.t(" (routing ").s(ids.aba(r), "BANK_ACCOUNT").t("). Demand is made under ").d(
        r.choice(dc.STATUTES_US), "statute"
    )
    d.tags.append("aba")
    return (
        d.t(". Reference ")
        .d(dc.phone_shaped(r), "po_number")
        .t(".\n\n")
        .d(r.choice(dc.LAW_FIRMS), "law_firm")
    )


FRAMES = [
    complaint,
    deposition,
    hr_file,
    payment,
    insurance,
    opinion,
    custody,
    social_evidence,
    intake_us,
    memo,
    police_us,
    demand_letter,
]
