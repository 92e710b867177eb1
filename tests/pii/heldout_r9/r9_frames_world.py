"""Frames from other common-law jurisdictions (UK, Ireland, Australia, New Zealand, India, South Africa, Singapore)."""

from __future__ import annotations

import random

import r9_decoys as dc
import r9_ids as ids
from r9_frames_ca import email
from r9_kit import Ctx, Doc

W_MAIL = [
    "gmail.com",
    "btinternet.com",
    "eircom.net",
    "bigpond.com",
    "xtra.co.nz",
    "rediffmail.com",
    "outlook.com",
]
JURS = ["uk", "ie", "au", "nz", "in", "za", "sg"]


def addr(d: Doc, r: random.Random, jur: str) -> Doc:
    if jur == "uk":
        a, pc = ids.uk_address(r)
        return d.s(a, "ADDRESS").t(" ").s(pc, "POSTAL_CODE")
    return d.s(ids.world_address(r, jur), "ADDRESS")


def phone(r: random.Random, jur: str) -> str:
    return ids.intl_phone(r, jur)


def witness_statement(r: random.Random, c: Ctx, jur: str) -> Doc:
    p = c.person(na=False)
    d = Doc("affidavit", jur, "affidavit_open")
    d.t("WITNESS STATEMENT\nClaim No. ").d(
        f"{r.choice(['HQ', 'CL', 'KB'])}-{r.randint(2019, 2026)}-{ids.digits(r, 6)}", "court_file"
    )
    d.t("\n\nI, ").p(p).t(", of ")
    addr(d, r, jur).t(
        ", " + r.choice(["will say as follows:", "make oath and say:", "state that:"]) + "\n\n1. "
    )
    d.t("I was born on ").s(ids.date_fmt(r, ids.rand_dob(r), r.choice(["world", "words"])), "DATE_OF_BIRTH")
    d.t(" and my mobile number is ").s(phone(r, jur), "PHONE").t(". I refer to ").d(
        r.choice(dc.STATUTES_WORLD), "statute"
    )
    return d.t(" and to ").d(r.choice(dc.DOCTRINES), "doctrine").t(".")


def judgment_w(r: random.Random, c: Ctx, jur: str) -> Doc:
    p, q = c.people(2, na=False)
    d = Doc("judgment", jur, "judgment_para", "possessive")
    d.d(
        r.choice(["Lady Justice ", "Mr Justice ", "Judge ", "Justice "]) + c.latin_person(na=False).full(),
        "judge",
    ).t(":\n\n")
    d.t(f"{r.randint(5, 80)}. The appellant, ").p(p).t(", challenges the finding that ").p(
        q, r.choice(["full", "initials"])
    )
    d.t("'s account was credible. Relying on ").d(r.choice(dc.CASE_NAMES), "case_name").t(" ").d(
        dc.citation_world(r), "citation"
    )
    d.t(", counsel submits that ").d(r.choice(dc.DOCTRINES), "doctrine").t(" applies. I disagree. ").p(
        p, "surname"
    )
    return (
        d.t(" gave evidence at ")
        .d(r.choice(dc.PLACES), "place")
        .t(" on ")
        .d(dc.other_date(r, "world"), "date")
        .t(".")
    )


def tribunal_w(r: random.Random, c: Ctx, jur: str) -> Doc:
    p = c.person(na=False)
    d = Doc("tribunal", jur, "header_fields")
    d.t("EMPLOYMENT TRIBUNAL\nClaimant: ").p(p, r.choice(["full", "caps", "surname_comma"])).t(
        "\nRespondent: "
    )
    d.d(r.choice(dc.COMPANIES), "company").t("\nHeard at: ").d(r.choice(dc.PLACES), "place").t("\nBefore: ")
    d.d("Employment Judge " + c.latin_person(na=False).full(), "judge").t(
        "\n\nThe claimant's wages were paid into IBAN "
    )
    d.s(ids.iban_fmt(r, r.choice(["GB", "IE", "DE", "FR"])), "IBAN").t("; the respondent's payroll system (")
    return d.d(dc.version(r), "version").t(") records her as ").p(p, "given_only").t(".").shape("given_only")


def tenancy_w(r: random.Random, c: Ctx, jur: str) -> Doc:
    a, b = c.people(2, na=False)
    d = Doc("lease", jur, "list")
    d.t("RESIDENTIAL TENANCY AGREEMENT\nDate: ").d(dc.other_date(r, "world"), "date").t("\nLandlord: ").d(
        r.choice(dc.COMPANIES), "company"
    )
    d.t("\nTenant(s): ").p(a).t(r.choice([" & ", " and ", "; "])).p(b, r.choice(["full", "initials"])).t(
        "\nPremises: "
    )
    addr(d, r, jur).t("\nTenant contact: ").s(phone(r, jur), "PHONE").t(" / ")
    return email(d, r, a, W_MAIL).t("\nBond lodged under ").d(r.choice(dc.STATUTES_WORLD), "statute")


def petition_in(r: random.Random, c: Ctx, jur: str) -> Doc:
    p, f = c.people(2, na=False)
    d = Doc("pleading", jur, "role_comma")
    d.t("IN THE HIGH COURT OF DELHI\nW.P.(C) ").d(
        f"{r.randint(100, 9999)}/{r.randint(2018, 2026)}", "court_file"
    )
    d.t("\n\n").p(p, "caps").t(r.choice([", S/o ", ", D/o ", ", W/o "])).p(f).t(
        f", aged about {r.randint(22, 80)} years, R/o "
    )
    addr(d, r, "in").t("\n...Petitioner\n\nVersus\n\nUnion of India & Ors.\n...Respondents\n\nMob.: ").s(
        phone(r, "in"), "PHONE"
    )
    return d.t("\nSee ").d(dc.citation_world(r), "citation").t(".")


def letter_w(r: random.Random, c: Ctx, jur: str) -> Doc:
    a, b = c.people(2, na=False)
    d = Doc("letter", jur, "salutation", "signature")
    d.t("Our ref: ").d(dc.sin_shaped(r), "reference").t("\n").d(dc.other_date(r, "world"), "date").t(
        "\n\n"
    ).p(a)
    d.t("\n")
    form = r.choice(["given_only", "surname", "full"])
    addr(d, r, jur).t("\n\nDear " + ("Ms " if form == "surname" else "")).p(a, form).t(",\n\nWe act for ")
    d.d(r.choice(dc.COMPANIES), "company").t(". Your former partner, ").p(b).t(
        ", has asked us to write to you at "
    )
    email(d, r, a, W_MAIL).t(".\n\nYours sincerely\n\n").d(r.choice(dc.LAW_FIRMS), "law_firm")
    return d.t("\ncc: ").p(b, r.choice(["initials", "full"]))


def affidavit_za(r: random.Random, c: Ctx, jur: str) -> Doc:
    p, q = c.people(2, na=False)
    d = Doc("affidavit", jur, "affidavit_open", "quoted_speech")
    d.t("I, the undersigned,\n\n").p(p, "caps").t(
        "\n\ndo hereby make oath and state that:\n\n1. I am an adult "
    )
    d.t(r.choice(["female", "male"]) + " residing at ").s(ids.world_address(r, jur), "ADDRESS")
    d.t(".\n2. ").p(q, "given_only").t(' told me: "').p(c.person(na=False), "full").t(
        ' has the keys."\n3. My account is '
    )
    return d.s(ids.iban_fmt(r, r.choice(["GB", "IE"])), "IBAN").t(".").shape("given_only")


def minutes_w(r: random.Random, c: Ctx, jur: str) -> Doc:
    ps = c.people(4, na=False)
    d = Doc("transcript", jur, "list", "surname_first")
    d.t("MEDIATION — ATTENDANCE\nMatter: ").d(r.choice(dc.CASE_NAMES), "case_name").t("\nPresent:\n")
    for i, p in enumerate(ps):
        d.t(f"  {i + 1}. ").p(p, r.choice(["surname_first", "full", "surname_comma", "initials"]))
        d.t(r.choice([" (party)", " (support person)", " (interpreter)", ""])).t("\n")
    d.t("Mediator: ").d("Registrar " + c.latin_person(na=False).full(), "official").t("\nVenue: ").d(
        r.choice(dc.BUILDINGS), "building"
    )
    return d.t("\nNext session: ").d(dc.other_date(r, "world"), "date")


FRAMES = [
    witness_statement,
    judgment_w,
    tribunal_w,
    tenancy_w,
    petition_in,
    letter_w,
    affidavit_za,
    minutes_w,
]
FRAME_JURS = {petition_in: ["in"], affidavit_za: ["za", "sg", "au", "nz"], tribunal_w: ["uk", "ie"]}
