"""Part 2 of heldout_passages.py, split for size; heldout_passages.py imports it at its end, so the
templates register in the same order.

Held-out paragraph-length passages: contracts, affidavits, judgments, e-mail threads, court forms,
CSV extracts and logs, each mixing PII with the look-alikes a legal text carries."""

from __future__ import annotations

from heldout_decoys import CA_CASES, JUDGES, LAW_FIRMS, UK_CASES
from heldout_ids import card, iban, luhn_invalid, nanp_phone, nhs, sin, ssn
from heldout_kit import D, S, build, shape
from heldout_records import _email


@shape(2)
def p_quebec_contract(c):
    a = c.name(loc="fr")
    return build(
        ["ca", "paragraph", "sin"],
        "CONTRAT DE TRAVAIL\n\nENTRE : ",
        D("Groupe Laurentide ltée", "org"),
        " (l'\u00ab\u00a0Employeur\u00a0\u00bb)\n",
        "ET : ",
        c.P(a),
        ", domicilié(e) au ",
        S(
            f"{c.r.randint(100, 9999)}, avenue Papineau, app. {c.r.randint(1, 12)}, Montréal (Québec) H2K 4J5",
            "ADDRESS",
        ),
        " (le \u00ab\u00a0Salarié\u00a0\u00bb)\n\nLe Salarié déclare que son numéro d'assurance sociale est le ",
        S(sin(c.r, "space"), "SIN"),
        ". Le présent contrat est régi par le ",
        D("Code civil du Québec", "statute"),
        " et la ",
        D("Loi sur les normes du travail, RLRQ, c. N-1.1", "statute"),
        ".",
    )


@shape(2)
def p_gdpr_request(c):
    n = c.name(loc=("de", "nl", "fr", "it", "es", "pl", "cs", "hu", "ro", "pt", "fi", "sv", "da"))
    cc = {
        "de": "DE",
        "nl": "NL",
        "fr": "FR",
        "it": "IT",
        "es": "ES",
        "pl": "PL",
        "pt": "PT",
        "fi": "FI",
        "sv": "SE",
        "da": "DK",
    }.get(n.loc, "DE")
    return build(
        ["eu", "paragraph", "iban"],
        "Subject: Data subject access request under ",
        D("Article 15 GDPR", "statute"),
        "\n\nDear Data Protection Officer,\n\n",
        "My name is ",
        c.P(n),
        " and I was a customer of ",
        D("Vantora Bank N.V.", "org"),
        " until 2023. To identify me, my date of birth is ",
        S(c.dob("long_uk"), "DATE_OF_BIRTH"),
        " and my former account was ",
        S(iban(c.r, cc), "IBAN"),
        ". Please reply to ",
        S(_email(c, n), "EMAIL"),
        " within one month, as required by ",
        D("Article 12(3) GDPR", "statute"),
        ".\n\nKind regards,\n",
        c.P(n),
    )


@shape(1)
def p_insurance_claim(c):
    clm, adj = c.name(), c.name()
    return build(
        ["us", "paragraph", "credit_card"],
        "Claim narrative: On ",
        D(c.when(), "date"),
        " the insured, ",
        c.P(clm),
        ", reported unauthorized charges on card ",
        S(card(c.r, "visa"), "CREDIT_CARD"),
        ". Adjuster ",
        c.P(adj),
        " confirmed the merchant reference ",
        D(" ".join(luhn_invalid(c.r, 12)[i : i + 4] for i in range(0, 12, 4)), "reference_number"),
        " does not match any card on file. Reserve set at ",
        D(c.amount(), "amount"),
        ".",
    )


@shape(1)
def p_nhs_letter(c):
    pt, gp = c.name(), c.name()
    return build(
        ["uk", "paragraph", "health_card"],
        "Re: ",
        c.P(pt),
        ", DOB ",
        S(c.dob("long_uk"), "DATE_OF_BIRTH"),
        ", NHS No. ",
        S(nhs(c.r), "HEALTH_CARD"),
        "\n\n",
        "Dear Dr ",
        c.P(gp, "family"),
        ",\n\nThank you for referring this patient to the clinic at ",
        D("St Thomas' Hospital", "place"),
        ". The claim against the Trust under ",
        D(c.pick(UK_CASES), "citation"),
        " principles is noted.",
    )


@shape(1)
def p_arbitration_parties(c):
    cl = c.name(nonascii=True)
    return build(
        ["eu", "paragraph", "non_ascii"],
        "ICC Case No. ",
        D(f"{c.r.randint(25000, 28999)}/{c.pick(['GR', 'PTA', 'MK'])}", "court_file"),
        "\n\nClaimant: ",
        c.P(cl),
        ", represented by ",
        D(c.pick(LAW_FIRMS), "org"),
        "\nRespondent: ",
        D("Sorvik Energi AS", "org"),
        "\n\nThe seat of the arbitration is ",
        D("Geneva", "place"),
        ". The Claimant's witness statement was filed on ",
        D(c.when(), "date"),
        ".",
    )


@shape(1)
def p_sin_card_mix(c):
    n = c.name()
    bad = luhn_invalid(c.r, 9)
    return build(
        ["ca", "paragraph", "sin"],
        "Account review for ",
        c.P(n),
        ": the SIN on file, ",
        S(sin(c.r, "dash"), "SIN"),
        ", matches CRA records. ",
        "The number ",
        D(f"{bad[:3]}-{bad[3:6]}-{bad[6:]}", "reference_number"),
        " quoted in the 2022 letter is the file reference, not a SIN. The client's card ending ",
        D("4417", "reference_number"),
        " is not retained.",
    )


@shape(1)
def p_court_list(c):
    # Parties listed by name and role, not as a case citation (a bare "R v NAME" would be ambiguous).
    a, b, d = c.name(), c.name(), c.name()
    return build(
        ["uk", "paragraph", "court_file"],
        "DAILY CAUSE LIST — ",
        D("Central Criminal Court (Old Bailey)", "place"),
        "\nBefore ",
        D("HHJ Whitcombe", "judge"),
        "\n10:30  ",
        D(f"T{c.r.randint(2023, 2026)}{c.r.randint(1000, 9999)}", "court_file"),
        "  Defendant: ",
        c.P(a, "caps_ff"),
        "  (plea)\n11:00  ",
        D(f"T{c.r.randint(2023, 2026)}{c.r.randint(1000, 9999)}", "court_file"),
        "  Defendants: ",
        c.P(b, "caps_ff"),
        "; ",
        c.P(d, "caps_ff"),
        "  (mention)",
    )


@shape(1)
def p_ie_judgment(c):
    p1 = c.name(loc="ie")
    return build(
        ["ie", "paragraph", "judgment"],
        "JUDGMENT of ",
        D("Ms. Justice Hyland", "judge"),
        " delivered on ",
        D(c.when(), "date"),
        "\n\n",
        "1. The plaintiff, ",
        c.P(p1),
        ", of ",
        S(f"{c.r.randint(1, 40)} Glenageary Road, Dún Laoghaire, Co. Dublin, A96 K2F3", "ADDRESS"),
        ", claims damages for negligent misstatement. Reliance is placed on ",
        D("Hedley Byrne & Co Ltd v Heller & Partners Ltd [1964] AC 465", "citation"),
        ".",
    )


# ---- more passages: name-dense reasons, HR report, intake form, tenancy, French judgment ---------------------


@shape(2)
def p_name_dense_reasons(c):
    a, b, d, e = c.name(), c.name(sex="f"), c.name(), c.name()
    return build(
        ["ca", "paragraph", "judgment"],
        "[31] Four witnesses testified for the defence. ",
        c.P(a),
        " and ",
        c.P(b),
        " worked the night shift with the accused; ",
        c.P(d),
        " was the dispatcher; and ",
        c.P(e),
        " supervised the yard. ",
        c.P(b, "family"),
        "'s account was the most detailed, and ",
        c.P(a, "family"),
        " largely confirmed it.\n\n[32] I do not accept ",
        c.P(d, "family"),
        "'s evidence on the timing. ",
        "As ",
        D(c.pick(JUDGES[2:5]), "judge"),
        " observed in ",
        D(c.pick(CA_CASES), "citation"),
        ", a witness may be honest and still mistaken.",
    )


@shape(2)
def p_hr_investigation(c):
    comp, resp, inv = c.name(sex="f"), c.name(sex="m"), c.name()
    return build(
        ["us", "paragraph", "email"],
        "CONFIDENTIAL — WORKPLACE INVESTIGATION REPORT\nMatter: ",
        D(f"HR-{c.r.randint(2023, 2026)}-0{c.r.randint(10, 99)}", "reference_number"),
        "\nComplainant: ",
        c.P(comp),
        " (",
        S(_email(c, comp), "EMAIL"),
        ")\nRespondent: ",
        c.P(resp),
        "\nInvestigator: ",
        c.P(inv),
        ", ",
        D("Calloway Workplace Law PLLC", "org"),
        "\n\nSummary. On ",
        D(c.when(), "date"),
        ", ",
        c.P(comp, "given"),
        " reported that ",
        c.P(resp, "given"),
        " had sent her messages from his personal phone, ",
        S(nanp_phone(c.r, 4), "PHONE"),
        ". The allegations are assessed under ",
        D("Title VII of the Civil Rights Act of 1964", "statute"),
        ".",
    )


@shape(2)
def p_intake_form(c):
    pt, ec = c.name(), c.name()
    return build(
        ["us", "paragraph", "form", "ssn"],
        "NEW CLIENT INTAKE\nFull legal name: ",
        c.P(pt),
        "\nDate of birth: ",
        S(c.dob("us"), "DATE_OF_BIRTH"),
        "\nSSN: ",
        S(ssn(c.r), "SSN"),
        "\nHome address: ",
        S(
            f"{c.r.randint(10, 9999)} N. Lincoln Ave., Unit {c.r.randint(1, 40)}, Chicago, IL 60625",
            "ADDRESS",
        ),
        "\nCell: ",
        S(nanp_phone(c.r, 5), "PHONE"),
        "\nEmergency contact: ",
        c.P(ec),
        ", ",
        S(nanp_phone(c.r, 2), "PHONE"),
        "\nHow did you hear about us? Referral from ",
        D("the Illinois State Bar Association", "org"),
    )


@shape(2)
def p_tenancy_au(c):
    t1, t2, ag = c.name(), c.name(), c.name()
    return build(
        ["au", "paragraph", "role_field"],
        "RESIDENTIAL TENANCY AGREEMENT (",
        D("Residential Tenancies Act 2010 (NSW)", "statute"),
        ")\n\n",
        "Landlord's agent: ",
        c.P(ag),
        ", ",
        D("Harbourline Realty Pty Ltd", "org"),
        "\nTenant 1: ",
        c.P(t1),
        ", mobile ",
        S(f"04{c.r.randint(10, 99)} {c.r.randint(100, 999)} {c.r.randint(100, 999)}", "PHONE"),
        "\nTenant 2: ",
        c.P(t2),
        "\nPremises: ",
        S(f"{c.r.randint(1, 30)}/{c.r.randint(10, 200)} Glebe Point Road, Glebe NSW 2037", "ADDRESS"),
        "\nRent: ",
        D(f"${c.r.randint(5, 12)}{c.r.randint(0, 9)}0 per week", "amount"),
        "\nBond: ",
        D(f"${c.r.randint(2, 4)},{c.r.randint(100, 999)}", "amount"),
    )


@shape(2)
def p_quebec_judgment(c):
    dem, defd = c.name(loc="fr", sex="f"), c.name()
    return build(
        ["ca", "paragraph", "judgment", "dob"],
        D("COUR DU QUÉBEC", "place"),
        "\nN° : ",
        D(f"500-22-{c.r.randint(200000, 299999)}-{c.r.randint(221, 254)}", "court_file"),
        "\n\nJUGEMENT\n\n[1] La demanderesse, ",
        c.P(dem),
        ", née le ",
        S(c.dob("fr"), "DATE_OF_BIRTH"),
        ", réclame au défendeur, ",
        c.P(defd),
        ", la somme de ",
        D(c.pick(["12 500 $", "7 350 $", "48 000 $"]), "amount"),
        " pour des travaux mal exécutés à sa résidence du ",
        S(f"{c.r.randint(100, 9999)}, rue des Érables, Laval (Québec) H7N 2Y3", "ADDRESS"),
        ".\n\n[2] Le Tribunal applique l'",
        D("article 2100 C.c.Q.", "statute"),
        " et l'arrêt ",
        D("ABB Inc. c. Domtar Inc., 2007 CSC 50", "citation"),
        ".",
    )


@shape(1)
def p_nz_affidavit(c):
    dep, kid = c.name(loc=("mi", "en", "fil", "sw")), c.name(loc=("mi", "en"))
    return build(
        ["nz", "paragraph", "affidavit", "dob"],
        "IN THE FAMILY COURT AT ",
        D("MANUKAU", "place"),
        "\n",
        D(f"FAM-{c.r.randint(2022, 2025)}-092-000{c.r.randint(100, 999)}", "court_file"),
        "\n\nAFFIDAVIT OF ",
        c.P(dep, "caps"),
        " IN SUPPORT OF APPLICATION FOR PARENTING ORDER\n\nI, ",
        c.P(dep),
        ", of Papatoetoe, caregiver, swear:\n\n1. I am the grandparent of ",
        c.P(kid),
        ", born ",
        S(c.dob("long_uk", 2012, 2020), "DATE_OF_BIRTH"),
        ".\n\n2. ",
        c.P(kid, "given"),
        " has lived with me since the orders of ",
        D("Judge Ryan", "judge"),
        " made on ",
        D(c.when(), "date"),
        ".",
    )
