"""Canadian documents: affidavits, judgments, Québec decisions, tribunals, forms."""

from __future__ import annotations

import r10_decoys as dc
import r10_ids as ids
from r10_doc import Doc
from r10_kit import email
from r10_places import ca_address, dob, event_date, put_dob, put_event


def affidavit(rng, pool) -> Doc:
    d = Doc("affidavit", "prose", "ca")
    dep, other = pool.any(), pool.any()
    court = rng.choice(
        [
            "ONTARIO SUPERIOR COURT OF JUSTICE",
            "COURT OF KING'S BENCH OF ALBERTA",
            "SUPREME COURT OF BRITISH COLUMBIA",
            "COURT OF KING'S BENCH FOR SASKATCHEWAN (FAMILY LAW DIVISION)",
        ]
    )
    d.t(f"{court}\nCourt File No. ").x(dc.court_file(rng, "ca"), "court_file").t("\n\nBETWEEN:\n\n")
    d.n(dep, "caps").t("\n" + rng.choice(["Applicant", "Plaintiff", "Petitioner"]) + "\n\n- and -\n\n").n(
        other, "caps"
    )
    d.t("\n" + rng.choice(["Respondent", "Defendant"]) + "\n\nAFFIDAVIT OF ").n(dep, "caps").t("\n\n")
    d.t("I, ").n(dep).t(rng.choice([", of the City of ", ", of the Town of ", ", of the Municipality of "]))
    d.x(dc.ca_place(rng), "place").t(
        rng.choice(
            [
                ", in the Province of Ontario, MAKE OATH AND SAY:",
                ", AFFIRM:",
                ", make oath and say as follows:",
            ]
        )
    )
    d.t(
        "\n\n1. I am the "
        + rng.choice(["applicant", "plaintiff", "mother of the children", "father of the child"])
    )
    d.t(" and have personal knowledge of the matters below. I was born on ")
    put_dob(d, dob(rng, rng.choice(["us_long", "uk_long", "words"])))
    d.t(".\n\n2. ")
    kids = [pool.any() for _ in range(rng.randint(1, 3))]
    d.t(
        rng.choice(
            ["The children of the marriage are ", "We have the following children: ", "Our children are "]
        )
    )
    for i, k in enumerate(kids):
        if i:
            d.t(", " if i < len(kids) - 1 else " and ")
        d.n(k, rng.choice(["full", "given"])).t(" (born ")
        put_dob(d, dob(rng, rng.choice(["iso", "us_long", "slash_ymd"]), young=True))
        d.t(")")
    d.t(".\n\n3. Since ")
    put_event(d, event_date(rng, "us_long"))
    d.t(", I have lived at ")
    ca_address(d, rng)
    d.t(". ").n(other, "given").t(
        rng.choice([" moved out shortly after.", " has not visited since.", " stayed in the home."])
    )
    d.t("\n\n4. I make this affidavit in support of my motion under ").x(dc.statute(rng, "ca"), "statute")
    d.t(" and for no improper purpose.\n\nSWORN remotely before me at the City of ").x(
        dc.ca_place(rng), "place"
    )
    d.t(", on ")
    put_event(d, event_date(rng, "us_long"))
    d.t(".\n\nCommissioner for Taking Affidavits\t\t")
    d.n(dep, "caps")
    return d


def endorsement(rng, pool) -> Doc:
    d = Doc("judgment", "prose", "ca")
    a, b, child = pool.any(), pool.any(), pool.latin()
    d.t("CITATION: ").x(dc.citation(rng, "ca"), "citation").t("\nCOURT FILE NO.: ").x(
        dc.court_file(rng, "ca"), "court_file"
    )
    d.t("\nDATE: ")
    put_event(d, event_date(rng, "iso"))
    d.t("\n\nRE: ").n(a, "caps").t(", Applicant\nAND: ").n(b, "caps").t(", Respondent\n\nBEFORE: ").x(
        dc.judge(rng, "ca"), "judge"
    )
    d.t("\n\nCOUNSEL: ").x(dc.law_firm(rng), "law_firm").t(
        ", for the Applicant\n\tSelf-represented Respondent\n\nENDORSEMENT\n\n[1] "
    )
    d.t(rng.choice(["The applicant, ", "The applicant mother, ", "Ms. ", "The moving party, "]))
    d.n(a, rng.choice(["init", "full", "family"]))
    d.t(", asks for primary residence of the child, ").n(child, "given").t(
        rng.choice([", who is nine.", ", now aged six.", " (age 12)."])
    )
    d.t("\n\n[2] ").n(b, rng.choice(["family", "init"])).t("'s affidavit says little about the school year. ")
    d.t(
        rng.choice(
            [
                "I prefer the evidence of ",
                "I accept the evidence of ",
                "Little weight is given to the letter of ",
            ]
        )
    )
    d.t("the maternal grandmother, ").n(pool.latin(), "full").t(". ")
    ref = rng.randrange(3)
    if ref == 0:
        d.t("The test in ").x(dc.case_name(rng, "ca"), "case_name").t(", ").x(
            dc.citation(rng, "ca"), "citation"
        ).t(", is met.")
    elif ref == 1:
        d.t("The analysis under ").x(dc.statute(rng, "ca"), "statute").t(" governs.")
    else:
        d.t("The report of the assessor notes ").x(dc.eponym(rng), "eponym").t(" in the family history.")
    d.t("\n\n[3] Order to go in accordance with the draft filed. Costs reserved.\n\n").x(
        dc.judge(rng, "ca"), "judge"
    )
    return d


def qc_jugement(rng, pool) -> Doc:
    d = Doc("judgment_qc", "prose", "ca")
    p = pool.of("fr-CA", "ht-HT", "ar-Latn", "fr-FR", "es-MX", "vi-VN")
    d.t("COUR SUPÉRIEURE\n\nCANADA\nPROVINCE DE QUÉBEC\nDISTRICT DE MONTRÉAL\n\nN° : ").x(
        dc.court_file(rng, "ca"), "court_file"
    )
    d.t("\n\nDATE : ")
    put_event(d, event_date(rng, "fr"))
    d.t("\n\nSOUS LA PRÉSIDENCE DE : ").x(f"L'HONORABLE {rng.choice(dc.SURN).upper()}, J.C.S.", "judge").t(
        "\n\n"
    )
    d.n(p, "caps").t("\n" + rng.choice(["Demanderesse", "Demandeur"]) + "\nc.\n").x(
        dc.company(rng), "company"
    )
    d.t("\nDéfenderesse\n\nJUGEMENT\n\n[1] ")
    d.t(rng.choice(["La demanderesse, Mme ", "Le demandeur, M. ", "Madame ", "Monsieur "])).n(
        p, rng.choice(["full", "family"])
    )
    d.t(rng.choice([", née le ", ", né le ", " (née le "]))
    put_dob(d, dob(rng, "fr"))
    d.t(rng.choice([", domiciliée au ", ", résidant au ", ", qui demeure au "]))
    ca_address(d, rng, only="HGJ")
    d.t(", réclame des dommages fondés sur l'").x("art. 1457 C.c.Q.", "statute").t(".\n\n[2] ")
    d.t(rng.choice(["Son numéro d'assurance maladie (", "La carte RAMQ ("]))
    d.hcard(ids.ramq(rng, p if p.script == "Latn" else pool.latin()), "qc")
    d.t(rng.choice([") figure au dossier médical.", ") apparaît sur la pièce P-3."]))
    d.t(" Elle a joint ").n(pool.of("fr-CA"), "full").t(", sa sœur, par téléphone au ").p(
        ids.nanp(rng, "ca"), "PHONE"
    ).t(".\n\n[3] ")
    d.t("Le Tribunal retient les enseignements de ").x(dc.case_name(rng, "ca"), "case_name").t(".\n\n")
    d.t("POUR CES MOTIFS, LE TRIBUNAL accueille la demande en partie.")
    return d


def tribunal(rng, pool) -> Doc:
    d = Doc("tribunal_decision", "prose", "ca")
    t, other = pool.any(), pool.any()
    body = rng.choice(
        [
            "Landlord and Tenant Board",
            "Human Rights Tribunal of Ontario",
            "Immigration and Refugee Board — Refugee Protection Division",
            "Tribunal administratif du logement",
            "Social Security Tribunal — General Division",
        ]
    )
    d.t(f"{body}\nFile Number: ").x(dc.court_file(rng, "ca"), "court_file").t("\n\n")
    d.t(rng.choice(["In the matter of: ", "Applicant: ", "Claimant — ", "Tenant(s): "])).n(
        t, rng.choice(["full", "sf", "caps"])
    )
    d.t(rng.choice(["\nRespondent: ", "\nLandlord: ", "\nOpposing party: "])).x(dc.company(rng), "company")
    d.t("\n\nBefore: ").x(dc.member(rng), "official").t("\nHearing: ")
    put_event(d, event_date(rng, rng.choice(["us_long", "iso"])))
    d.t(" (videoconference)\n\nREASONS\n\n1. ")
    d.n(t, rng.choice(["given", "family", "init"])).t(
        rng.choice(
            [
                " gave evidence through an interpreter.",
                " testified in a clear and consistent manner.",
                " attended with a support person.",
            ]
        )
    )
    d.t(" The unit at ")
    ca_address(d, rng)
    d.t(
        rng.choice(
            [
                " was left without heat for eleven days.",
                " is a basement apartment.",
                " was entered without notice.",
            ]
        )
    )
    d.t("\n\n2. A neighbour, ").n(other, rng.choice(["full", "sf_plain"]))
    d.t(rng.choice([", confirmed the dates.", ", wrote a letter in support.", ", did not attend."]))
    if rng.random() < 0.5:
        d.t(" Reference was made to ").x(dc.case_name(rng, "ca"), "case_name").t(".")
    d.t("\n\n3. ").x(dc.member(rng), "official").t(" directed the parties to file submissions by ")
    put_event(d, event_date(rng, "us_long"))
    d.t(".")
    return d


def claim(rng, pool) -> Doc:
    d = Doc("statement_of_claim", "prose", "ca")
    pl = pool.any()
    d.t("Court File No. ").x(dc.court_file(rng, "ca"), "court_file").t(
        "\n\n" + rng.choice(["ONTARIO\nSUPERIOR COURT OF JUSTICE", "SUPREME COURT OF NOVA SCOTIA"])
    )
    d.t("\n\nBETWEEN:\n").n(pl, "caps").t("\nPlaintiff\nand\n").x(dc.company(rng), "company").t(
        "\nDefendant\n\nSTATEMENT OF CLAIM\n\n"
    )
    d.t(
        "1. The plaintiff claims general damages of $"
        + f"{rng.randint(5, 900) * 1000:,}"
        + ".\n\n2. The plaintiff, "
    )
    d.n(pl, "full").t(
        ", is a "
        + rng.choice(["welder", "nurse", "retired teacher", "courier", "student"])
        + " who resides at "
    )
    ca_address(d, rng)
    d.t(". ").n(pl, rng.choice(["family", "given"])).t(" may be reached at ").p(email(rng, pl), "EMAIL").t(
        ".\n\n3. On "
    )
    put_event(d, event_date(rng, "us_long"))
    d.t(", the plaintiff was injured near ").x(dc.street(rng), "street_named_after_person")
    d.t(" while driving a ").x(dc.product(rng), "product").t(".\n\n4. The plaintiff pleads and relies on ")
    d.x(dc.statute(rng, "ca"), "statute").t(".\n\n").x(dc.law_firm(rng), "law_firm").t(
        "\nLawyers for the Plaintiff"
    )
    return d


def hr_record(rng, pool) -> Doc:
    d = Doc("employment_record", "header_fields", "ca")
    e = pool.any()
    sep = rng.choice([": ", ":\t", " — ", " | "])
    d.t(
        rng.choice(
            [
                "EMPLOYEE MASTER RECORD",
                "New hire — payroll set-up",
                "HRIS export (Workday)",
                "Dossier de l'employé",
            ]
        )
        + "\n"
    )
    d.t(f"Employee{sep}").n(e, rng.choice(["sf", "full", "sf_plain"])).t(f"\nSIN{sep}").p(ids.sin(rng), "SIN")
    d.t(f"\nDate of birth{sep}")
    put_dob(d, dob(rng, rng.choice(["iso", "slash_ymd", "mon_abbr"])))
    d.t(f"\nHome address{sep}")
    ca_address(d, rng)
    d.t(f"\nMobile{sep}").p(ids.nanp(rng, "ca"), "PHONE")
    d.t(f"\nPersonal email{sep}").p(email(rng, e), "EMAIL")
    d.t(f"\nDirect deposit (transit-institution-account){sep}").p(ids.ca_bank(rng), "BANK_ACCOUNT")
    d.t(f"\nEmergency contact{sep}").n(pool.any(), "full").t(
        " (" + rng.choice(["spouse", "mother", "brother", "friend"]) + ") "
    )
    d.p(ids.nanp(rng, "ca"), "PHONE")
    d.t(f"\nEmployer{sep}").x(dc.company(rng), "company")
    d.t(f"\nPayroll file{sep}").x(dc.sin_like_ref(rng), "reference_number")
    d.t("\nSystem build: ").x(dc.version(rng), "version")
    return d


def family_form(rng, pool) -> Doc:
    d = Doc("family_law_form", "header_fields", "ca")
    a, b = pool.any(), pool.any()
    d.t("Form 13.1: Financial Statement (Property and Support Claims)\nCourt File Number: ").x(
        dc.court_file(rng, "ca"), "court_file"
    )
    d.t("\n\nApplicant(s): ").n(a, "full").t("\nRespondent(s): ").n(b, "full").t(
        "\n\n1. My name is (full legal name) "
    )
    d.n(a, "full").t(".\n2. Date of birth: ")
    put_dob(d, dob(rng, rng.choice(["slash_ymd", "iso", "us_num"])))
    d.t("\n3. Social Insurance Number: ").p(ids.sin(rng), "SIN")
    d.t("\n4. Children living with me:\n")
    for _ in range(rng.randint(1, 3)):
        k = pool.any()
        d.t("   • Child: ").n(k, "full").t(", born ")
        put_dob(d, dob(rng, "iso", young=True))
        d.t("\n")
    d.t("5. Bank account: ").p(ids.ca_bank(rng), "BANK_ACCOUNT").t(" (joint)\n")
    d.t("6. Employer: ").x(dc.company(rng), "company").t("\n7. Lawyer: ").x(dc.law_firm(rng), "law_firm")
    return d


def medical_legal(rng, pool) -> Doc:
    d = Doc("medical_legal_report", "prose", "ca")
    pt = pool.any()
    prov = rng.choice(["on", "on", "bc", "qc"])
    d.t(
        rng.choice(
            ["INDEPENDENT MEDICAL EXAMINATION", "Medical-Legal Report", "Rapport d'expertise médicale"]
        )
        + "\n\nRe: "
    )
    d.n(pt, rng.choice(["caps", "sf", "full"])).t("\nDOB: ")
    put_dob(d, dob(rng, rng.choice(["slash_ymd", "mon_abbr", "iso"])))
    label = {"on": "OHIP", "bc": "PHN", "qc": "RAMQ"}[prov]
    d.t(f"\n{label}: ")
    if prov == "on":
        d.hcard(ids.on_health(rng), "on").t(rng.choice([" (version code on file)", "", " — valid"]))
    elif prov == "bc":
        d.hcard(ids.bc_phn(rng), "bc")
    else:
        d.hcard(ids.ramq(rng, pt if pt.script == "Latn" else pool.latin()), "qc")
    d.t("\nYour file: ").x(dc.ssn_like_ref(rng), "reference_number").t("\n\n")
    d.t(rng.choice(["I examined ", "I assessed ", "At your request I saw "])).n(
        pt, rng.choice(["init", "full"])
    )
    d.t(" on ")
    put_event(d, event_date(rng, "uk_long"))
    d.t(". ").n(pt, rng.choice(["given", "family"])).t(
        rng.choice(
            [
                " reports back pain and a prior history of ",
                " has a family history of ",
                " denies any history of ",
            ]
        )
    )
    d.x(dc.eponym(rng), "eponym").t(". The Glasgow scale was not repeated.\n\n")
    d.t(rng.choice(["Accompanied by spouse ", "Interpreter present; partner "])).n(pool.any(), "full").t(".")
    return d


def police(rng, pool) -> Doc:
    d = Doc("police_report", "header_fields", "ca")
    s = pool.any()
    prov = rng.choice(["on", "qc", "bc", "ab", "ns"])
    d.t("GENERAL OCCURRENCE REPORT\nOccurrence #: ").x(
        f"GO {rng.randint(2019, 2025)}-{rng.randint(100000, 999999)}", "reference_number"
    )
    d.t("\nReporting officer: ").x(dc.official(rng, "ca"), "official").t(
        f" #{rng.randint(1000, 9999)}\n\nSUBJECT\n"
    )
    d.t("Surname/Given: ").n(s, "sf").t("\nDOB: ")
    put_dob(d, dob(rng, rng.choice(["slash_ymd", "iso"])))
    d.t(f"\nDL ({prov.upper()}): ").p(ids.dl(rng, prov), "DRIVERS_LICENSE").t("\nAddress: ")
    ca_address(d, rng)
    d.t("\nPhone: ").p(ids.nanp(rng, "ca"), "PHONE").t("\n")
    d.t("Related call: ").x(dc.phone_like_ref(rng), "reference_number").t("\n\nVehicle: ").x(
        dc.product(rng), "product"
    )
    d.t(
        f", plate {rng.choice('ABCDE')}{rng.choice('KLMN')}{rng.choice('PRST')} {rng.randint(100, 999)}\n\nNARRATIVE\n"
    )
    d.t("Officer stopped the vehicle on ").x(dc.street(rng), "street_named_after_person").t(". ")
    d.n(s, rng.choice(["family", "caps_family"])).t(" produced a licence and stated the passenger was ").n(
        pool.any(), "full"
    )
    d.t(rng.choice([", a co-worker.", ", her cousin.", ", his roommate."]))
    return d


FRAMES = (affidavit, endorsement, qc_jugement, tribunal, claim, hr_record, family_form, medical_legal, police)
