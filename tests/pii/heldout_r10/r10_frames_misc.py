"""Role labels, contracts, minutes, child-protection files, hearing transcripts (Canada and the US)."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email, sign
from r10_places import address, dob, event_date, put_dob, put_event


def _jur(rng) -> str:
    return rng.choice(["ca", "us", "ca"])


def contract(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("contract", "prose", jur)
    c = pool.any()
    kind = rng.choice(["Contractor", "Consultant", "Optionee", "Licensee", "Guarantor"])
    d.t(f"INDEPENDENT {kind.upper()} AGREEMENT\n\nThis agreement is dated ")
    put_event(d, event_date(rng, "us_long"))
    d.t(" between ").x(dc.company(rng), "company").t(' (the "Company") and ').n(c, "full").t(
        f' (the "{kind}").\n\n'
    )
    d.t(f"1. The {kind}, ").n(c, rng.choice(["full", "caps", "init"])).t(
        ", shall provide the services in Schedule A.\n"
    )
    d.t(f"2. Notices to the {kind} go to ")
    address(d, rng, jur)
    d.t(" or ").p(email(rng, c), "EMAIL").t(".\n3. Fees are payable by direct deposit to ")
    if jur == "ca":
        d.p(ids.ca_bank(rng), "BANK_ACCOUNT")
    else:
        d.t("routing ").p(ids.aba(rng), "BANK_ACCOUNT").t(", account ").p(ids.us_account(rng), "BANK_ACCOUNT")
    d.t(".\n4. The software licensed hereunder is release ").x(dc.version(rng), "version").t(".\n\n")
    d.t(f"{kind}: ").n(c, "full")
    if jur == "ca":
        d.t(rng.choice(["\nSIN: ", "\nNAS : ", "\nSocial insurance no. "])).p(ids.sin(rng), "SIN")
    else:
        d.t("\nSSN: ").p(ids.ssn(rng), "SSN")
    d.t("\nFor the Company: ").n(pool.any(), "full").t(
        ", " + rng.choice(["CEO", "President", "Director of Operations"])
    )
    return d


def child_protection(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("child_protection_file", "header_fields", jur)
    mother, father = pool.any(), pool.any()
    d.t(
        rng.choice(
            [
                "CHILD PROTECTION — PLAN OF CARE",
                "Dependency Petition — Summary",
                "Children's Aid Society — Case Note",
            ]
        )
        + "\n"
    )
    for _ in range(rng.randint(1, 3)):
        d.t("Child: ").n(pool.any(), rng.choice(["full", "sf_plain"])).t("   DOB: ")
        put_dob(d, dob(rng, rng.choice(["iso", "us_num", "mon_abbr"]), young=True))
        d.t("\n")
    d.t("Mother: ").n(mother, "full").t("\nFather: ").n(father, rng.choice(["full", "sf"])).t(
        " (whereabouts unknown)\n"
    )
    d.t("Kinship placement: maternal aunt ").n(pool.any(), "full").t(", ")
    address(d, rng, jur)
    d.t("\nWorker's note: ").n(mother, "given").t(
        rng.choice(
            [
                " attended the access visit on time.",
                " missed two drug screens.",
                " has completed the parenting course.",
            ]
        )
    )
    d.t(" Next court date ")
    put_event(d, event_date(rng, "us_long"))
    d.t(" before ").x(dc.judge(rng, jur), "judge").t(".")
    return d


def minutes(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("corporate_minutes", "prose", jur)
    chair, sec = pool.any(), pool.any()
    d.t("MINUTES of a meeting of the board of directors of ").x(dc.company(rng), "company").t(" held on ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(".\n\nPresent: ").n(chair, "full").t(" (Chair), ").n(sec, "full").t(", ").n(
        pool.any(), rng.choice(["init", "full"])
    )
    d.t("\nRegrets: ").n(pool.any(), "full").t("\n\n1. ").n(chair, "family").t(
        " called the meeting to order. "
    )
    d.t("The minutes of the prior meeting were approved on a motion by ").n(sec, "given").t(".\n")
    d.t("2. The board discussed the demand letter from ").x(dc.law_firm(rng), "law_firm").t(
        " and the decision in "
    )
    d.x(dc.case_name(rng, jur), "case_name").t(".\n3. The board approved the share transfer to ").n(
        pool.any(), "full"
    )
    d.t(", of ")
    address(d, rng, jur)
    d.t(".")
    sign(d, rng, sec, "Secretary")
    return d


def hearing(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("hearing_transcript", "transcript", jur)
    w = pool.any()
    j = dc.judge(rng, jur)
    d.t("PROCEEDINGS AT HEARING\n").x(dc.case_name(rng, jur), "case_name").t("\n\n")
    d.x(j, "judge").t(": Call your next witness.\n\nTHE CLERK: Please state and spell your name.\n\n")
    d.n(w, "caps").t(": ").n(w, "full").t(rng.choice([". ", " — "]) + "It's spelled the usual way.\n\n")
    d.t("Q. Where were you living in 2019?\nA. With my aunt ").n(pool.any(), "given").t(" on ")
    d.x(dc.street(rng), "street_named_after_person").t(".\nQ. Did you know ").n(pool.any(), "full").t(
        "?\nA. Only by sight.\n\n"
    )
    d.n(w, "caps_family").t(": Can I look at my notes?\n\n").x(j, "judge").t(": You may.")
    return d


def signature_page(rng, pool) -> Doc:
    jur = rng.choice(["ca", "us", "uk", "au"])
    d = Doc("signature_page", "signature", jur)
    d.t("IN WITNESS WHEREOF the parties have executed this agreement.\n")
    for role in rng.sample(["Vendor", "Purchaser", "Borrower", "Co-signer", "Optionee", "Lender"], 2):
        p = pool.any()
        phone = ids.nanp(rng, jur) if jur in ("ca", "us") else ids.intl_phone(rng, jur)
        sign(d, rng, p, role, phone, email(rng, p) if rng.random() < 0.5 else None)
    d.t("\n\nWitness 2: ").n(pool.any(), rng.choice(["full", "caps"])).t("\n")
    d.t("Prepared by ").x(dc.law_firm(rng), "law_firm")
    return d


def narrative_letter(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("letter", "prose", jur)
    r = pool.latin()
    title = rng.choice(["Mr ", "Mrs. ", "Ms ", "Dr. ", "Mx. "])
    d.t("Dear ").t(title).n(r, rng.choice(["init", "family"])).t(",\n\n")
    d.t("Thank you for meeting with me about your father's estate. As I understand it, ").n(
        pool.any(), "given"
    )
    d.t(" and you are the only surviving children, and your late brother ").n(pool.latin(), "given")
    d.t("'s share passes to his daughter, ").n(pool.any(), "full").t(". ")
    d.t("Your father's banker at ").x(dc.company(rng), "company").t(" will need his date of birth (")
    put_dob(d, dob(rng, rng.choice(["us_long", "mon_abbr", "slash_ymd"])))
    d.t(") and the last four digits of his account.\n\nThe house on ").x(
        dc.street(rng), "street_named_after_person"
    )
    d.t(" is named after ").x(dc.public_figure(rng), "public_figure").t(
        " in the listing, but that has no legal significance."
    )
    d.t("\n\nYours truly,\n\n").x(dc.law_firm(rng), "law_firm")
    return d


def benefits_claim(rng, pool) -> Doc:
    jur = _jur(rng)
    d = Doc("benefits_application", "header_fields", jur)
    a = pool.any()
    d.t(
        rng.choice(
            ["Application for Disability Benefits", "Demande de prestations", "Short-term disability claim"]
        )
        + "\n"
    )
    d.t("Applicant: ").n(a, rng.choice(["sf", "full"])).t("\nDate of birth: ")
    put_dob(d, dob(rng, rng.choice(["fr", "iso", "uk_long"]) if jur == "ca" else "us_num"))
    if jur == "ca":
        d.t("\nSocial insurance number: ").p(ids.sin(rng), "SIN")
        prov = rng.choice(["on", "bc", "qc"])
        d.t("\nProvincial health number: ")
        if prov == "on":
            d.hcard(ids.on_health(rng), "on")
        elif prov == "bc":
            d.hcard(ids.bc_phn(rng), "bc")
        else:
            d.hcard(ids.ramq(rng, a if a.script == "Latn" else pool.latin()), "qc")
    else:
        d.t("\nSSN: ").p(ids.ssn(rng), "SSN")
    d.t("\nTelephone: ").p(ids.nanp(rng, jur), "PHONE").t("\nDiagnosis: ").x(dc.eponym(rng), "eponym")
    d.t("\nForm version: ").x(dc.version(rng), "version")
    return d


FRAMES = (contract, child_protection, minutes, hearing, signature_page, narrative_letter, benefits_claim)


def us_opinion(rng, pool) -> Doc:
    d = Doc("judgment_us", "prose", "us")
    p, w = pool.any(), pool.latin()
    d.x(dc.citation(rng, "us"), "citation").t("\n\nUNITED STATES COURT OF APPEALS\n\n").x(
        dc.case_name(rng, "us"), "case_name"
    )
    d.t("\n\nBefore: ").x(dc.judge(rng, "us"), "judge").t(" and ").x(dc.judge(rng, "us"), "judge").t(
        "\n\nOPINION\n\n"
    )
    d.t("Appellant ").n(p, "full").t(
        rng.choice([" challenges the denial of ", " appeals from the grant of "])
    )
    d.t("summary judgment. The record shows that ").n(p, rng.choice(["family", "given"])).t(
        " reported the defect to a shift lead, "
    )
    d.t(rng.choice(["Mr. ", "Ms. ", ""])).n(w, "init").t(", on ")
    put_event(d, event_date(rng, "us_long"))
    d.t(". ").n(w, "family").t("'s notes were lost. ")
    dc.ref(d, rng, "us")
    d.t("We reverse. The claim under ").x(dc.statute(rng, "us"), "statute").t(
        " may proceed, consistent with the view "
    )
    d.t("expressed by ").x(dc.public_figure(rng), "public_figure").t(" that no one is above the law.")
    return d


def ca_immigration(rng, pool) -> Doc:
    d = Doc("immigration_file", "header_fields", "ca")
    pa = pool.any()
    d.t(
        rng.choice(
            [
                "IRCC — Generic Application Form (summary)",
                "Humanitarian and compassionate application — client summary",
                "Sponsorship file — checklist",
            ]
        )
        + "\n"
    )
    d.t("Principal applicant (SURNAME, Given name): ").n(pa, "sf").t("\nDate of birth: ")
    put_dob(d, dob(rng, rng.choice(["iso", "mon_abbr", "uk_long"])))
    d.t("\nCurrent address in Canada: ")
    address(d, rng, "ca")
    abroad = ids.intl_phone(rng, rng.choice(["in", "uk", "za", "ke"]))
    while not abroad.startswith("+"):
        abroad = ids.intl_phone(rng, rng.choice(["in", "uk", "za", "ke"]))
    d.t("\nPhone abroad: ").p(abroad, "PHONE")
    d.t("\nPhone in Canada: ").p(ids.nanp(rng, "ca"), "PHONE").t("\nE-mail: ").p(email(rng, pa), "EMAIL")
    d.t("\nSpouse: ").n(pool.any(), "full").t("\nDependants: ")
    kids = [pool.any() for _ in range(rng.randint(1, 3))]
    for i, k in enumerate(kids):
        d.t("; " if i else "").n(k, rng.choice(["full", "given"])).t(" (")
        put_dob(d, dob(rng, "iso", young=True))
        d.t(")")
    d.t("\nSponsor: ").n(pool.any(), "full").t(", SIN ").p(ids.sin(rng), "SIN")
    d.t("\nFile: ").x(dc.court_file(rng, "ca"), "court_file").t("\n")
    dc.ref(d, rng, "ca")
    return d


FRAMES = FRAMES + (us_opinion, ca_immigration)
