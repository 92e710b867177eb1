"""Held-out templates where the PII is mostly a person's name: roles, form fields, signature blocks,
affidavit openings, salutations, headings, and name shapes (particles, apostrophes, scripts)."""

from __future__ import annotations

from heldout_ids import nanp_phone
from heldout_kit import D, S, build, shape

# ---- names after a role or in a form field -------------------------------------------------------------


@shape(3)
def role_consultant(c):
    n = c.name()
    role = c.pick(["Consultant", "Service Provider", "Subcontractor", "Licensor"])
    return build(
        ["ca", "role_field"],
        D(f"The {role}", "defined_term"),
        ", ",
        c.P(n),
        ", carrying on business as a sole proprietor, shall deliver the Services described in ",
        D("Schedule B", "defined_term"),
        ".",
    )


@shape(2)
def role_optionee(c):
    n = c.name()
    return build(
        ["us", "role_field", "form"],
        "NOTICE OF STOCK OPTION GRANT\nOptionee: ",
        c.P(n),
        "\nNumber of Shares: 18,000\nExercise Price per Share: ",
        D("$3.85", "amount"),
        "\nDate of Grant: ",
        D(c.when(), "date"),
        "\nVesting Commencement Date: ",
        D(c.when(), "date"),
    )


@shape(2)
def role_child(c):
    kid, mum = c.name(), c.name(sex="f")
    return build(
        ["ca", "role_field", "form"],
        "Child: ",
        c.P(kid),
        "\nDate of birth: ",
        S(c.dob("iso", 2009, 2022), "DATE_OF_BIRTH"),
        "\nLives with: ",
        c.P(mum),
        " (mother)",
    )


@shape(2)
def role_witness_numbered(c):
    a, b = c.name(), c.name()
    return build(
        ["uk", "role_field"],
        "Witness 1: ",
        c.P(a),
        ", retired teacher\nWitness 3: ",
        c.P(b),
        ", neighbour of the Claimant",
    )


@shape(2)
def role_sellers(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "role_field", "form"],
        "AGREEMENT OF PURCHASE AND SALE\nBuyer(s): ",
        c.P(a),
        "\nSeller(s): ",
        c.P(b),
        "\nREAL PROPERTY: Lot 14, ",
        D("Plan 65M-2231", "reference_number"),
    )


@shape(2)
def role_tenants(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "role_field", "form"],
        "Tenant(s): ",
        c.P(a),
        " and ",
        c.P(b),
        "\nLandlord: ",
        D("Riverbend Property Management Inc.", "org"),
        "\nMonthly rent: ",
        D(f"${c.r.randint(14, 39)}50.00", "amount"),
    )


@shape(2)
def role_executor(c):
    a, b = c.name(sex="f"), c.name()
    return build(
        ["ca", "role_field"],
        "I APPOINT my sister, ",
        c.P(a),
        ", to be the Estate Trustee of this my Will, and if she is unable or unwilling to act, I appoint ",
        c.P(b),
        " in her place.",
    )


@shape(2)
def role_borrowers(c):
    a, b = c.name(), c.name()
    return build(
        ["us", "role_field", "form"],
        "Borrower: ",
        c.P(a),
        "; Co-Borrower: ",
        c.P(b),
        "; Loan Amount: ",
        D(c.amount(), "amount"),
        "; Loan No. ",
        D(f"{c.r.randint(1000, 9999)}-{c.r.randint(100000, 999999)}", "reference_number"),
    )


@shape(2)
def role_guarantor(c):
    n = c.name()
    return build(
        ["uk", "role_field"],
        "In consideration of the Lender making the Facility available, the Guarantor, ",
        c.P(n),
        ", irrevocably and unconditionally guarantees the punctual performance of the Borrower.",
    )


@shape(2)
def role_attention(c):
    n = c.name()
    return build(
        ["ca", "role_field"],
        "Attention: ",
        c.P(n),
        ", Director of Operations\n",
        D("Borealis Freight Ltd.", "org"),
        "\nRe: ",
        D("Purchase Order 2025-0417", "reference_number"),
    )


@shape(2)
def role_interpreter(c):
    n = c.name(loc=("vi", "ko", "zh", "ar", "fa", "tr"), latin=True, order=None)
    lang = {
        "vi": "Vietnamese",
        "ko": "Korean",
        "zh": "Mandarin",
        "ar": "Arabic",
        "fa": "Farsi",
        "tr": "Turkish",
    }[n.loc]
    return build(
        ["ca", "role_field"],
        "Interpreter: ",
        c.P(n),
        f" ({lang}), sworn at the outset of the hearing on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def role_parents(c):
    m, f = c.name(sex="f"), c.name(sex="m")
    return build(
        ["ca", "role_field", "form"],
        "PART 2 — PARENTS\nMother: ",
        c.P(m),
        "\nFather: ",
        c.P(f),
        "\nFile No.: ",
        D(f"FS-{c.r.randint(20, 25)}-{c.r.randint(10000, 99999)}", "court_file"),
    )


@shape(2)
def role_litigation_guardian(c):
    a, b = c.name(sex="f"), c.name()
    return build(
        ["ca", "role_field"],
        "The Defendant, ",
        c.P(a),
        ", by her litigation guardian ",
        c.P(b),
        ", delivers this Statement of Defence.",
    )


@shape(2)
def role_deceased(c):
    n, e = c.name(), c.name()
    return build(
        ["ca", "role_field", "form"],
        "Name of deceased: ",
        c.P(n),
        "\nDate of death: ",
        D(c.when(2022, 2025), "date"),
        "\nApplicant (estate trustee): ",
        c.P(e),
    )


@shape(2)
def role_assignor(c):
    n = c.name()
    return build(
        ["us", "role_field"],
        "Assignor: ",
        c.P(n),
        "\nAssignee: ",
        D("Castlegate Holdings LLC", "org"),
        "\nAssigned Patent: ",
        D("U.S. Patent No. 10,884,512", "reference_number"),
    )


@shape(2)
def role_solicitor(c):
    n = c.name()
    return build(
        ["ca", "role_field"],
        "Purchaser's solicitor: ",
        c.P(n),
        ", ",
        D("Whitlock & Barnes LLP", "org"),
        ", tel. ",
        S(nanp_phone(c.r, 0), "PHONE"),
    )


@shape(2)
def role_debtor(c):
    n = c.name()
    return build(
        ["ca", "role_field"],
        "On ",
        D(c.when(), "date"),
        ", the debtor ",
        c.P(n),
        " filed a consumer proposal under ",
        D("Part III, Division II of the Bankruptcy and Insolvency Act", "statute"),
        ".",
    )


@shape(2)
def role_respondent_line(c):
    n = c.name()
    return build(
        ["au", "role_field"],
        "Applicant: ",
        D("Commonwealth Director of Public Prosecutions", "org"),
        "\nRespondent: ",
        c.P(n),
        "\nFile number: ",
        D(f"NSD{c.r.randint(100, 2999)}/{c.r.randint(2021, 2025)}", "court_file"),
    )


@shape(2)
def role_notary(c):
    n = c.name(loc=("fr", "es", "it", "de", "nl", "pt"))
    return build(
        ["eu", "role_field"], "Before me, ", c.P(n), ", notary public, appeared the parties named below."
    )


@shape(2)
def role_member_unit(c):
    n = c.name()
    return build(
        ["ca", "role_field"], "Owner of record (Unit 14, Level 3): ", c.P(n), "; proxy held by the board."
    )


@shape(1)
def role_employee_row(c):
    a, b = c.name(), c.name()
    return build(
        ["us", "role_field"],
        "Custodians: ",
        c.P(a),
        " (former controller); ",
        c.P(b),
        " (accounts payable clerk).",
    )


@shape(2)
def role_mononym(c):
    n = c.name(loc="id", order="mono")
    return build(
        ["au", "role_field", "mononym"],
        "Visa applicant: ",
        c.P(n),
        " (single name only; no family name recorded)",
    )


# ---- signature blocks -------------------------------------------------------------------------------------


@shape(3)
def sig_sealed_delivered(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "signature"],
        "SIGNED, SEALED AND DELIVERED by ",
        c.P(a),
        " in the presence of:\n\n",
        "_________________________\nWitness: ",
        c.P(b),
    )


@shape(3)
def sig_per_name_title(c):
    n = c.name()
    org = c.pick(
        ["Northwind Maritime Inc.", "Kestrel Biotech Corp.", "9876543 Canada Ltd.", "Lakehead Timber ULC"]
    )
    return build(
        ["ca", "signature"],
        D(org.upper(), "org"),
        "\n\nPer: ______________________\nName: ",
        c.P(n),
        "\nTitle: Chief Financial Officer\nI have authority to bind the corporation.",
    )


@shape(2)
def sig_signed_at(c):
    n = c.name()
    place = c.pick(
        ["Halifax, Nova Scotia", "Saskatoon, Saskatchewan", "Gatineau, Quebec", "Whitehorse, Yukon"]
    )
    return build(
        ["ca", "signature"],
        "SIGNED at ",
        D(place, "place"),
        ", this ",
        D(c.day_of(), "date"),
        ".\n\n______________________\n",
        c.P(n),
    )


@shape(2)
def sig_yours_truly(c):
    n = c.name()
    return build(
        ["ca", "signature"],
        "Yours truly,\n\n",
        D("DUNMORE LÉGAL S.E.N.C.R.L.", "org"),
        "\n\nPer: ",
        c.P(n),
        "\nAssociate\nDirect: ",
        S(nanp_phone(c.r, 1), "PHONE"),
    )


@shape(2)
def sig_slash_s(c):
    n = c.name()
    return build(
        ["us", "signature"],
        "/s/ ",
        c.P(n),
        "\n",
        c.P(n),
        ", Managing Member\n",
        D("Greyhawk Ventures II, LLC", "org"),
    )


@shape(2)
def sig_deed_witness(c):
    a, b = c.name(), c.name()
    return build(
        ["uk", "signature"],
        "Executed as a deed by ",
        c.P(a),
        "\nin the presence of:\nWitness signature: ________\n",
        "Witness name: ",
        c.P(b),
        "\nOccupation: pharmacist",
    )


@shape(2)
def sig_electronic(c):
    n = c.name()
    return build(
        ["us", "signature"],
        "Electronically signed by ",
        c.P(n),
        " on ",
        D(f"{c.r.randint(2023, 2026)}-0{c.r.randint(1, 9)}-1{c.r.randint(0, 9)} 09:14 EST", "date"),
        " via ",
        D("DocuSign Envelope ID 5A1F0C2E-77B3-4C19-9D2A-0E4F6B8C1A33", "reference_number"),
    )


@shape(2)
def sig_agreed_accepted(c):
    n = c.name()
    return build(
        ["uk", "signature"],
        "Agreed and accepted for and on behalf of ",
        D("Harrow & Pell Logistics Limited", "org"),
        ":\n\nSignature ____________  Name: ",
        c.P(n),
        "  Position: Director  Date: ",
        D(c.when(), "date"),
    )


@shape(2)
def sig_dated_caps(c):
    n = c.name()
    return build(
        ["ca", "signature", "all_caps"],
        "DATED: ",
        D(c.when(), "date"),
        "\n\n____________________\n",
        c.P(n, "caps"),
        "\nApplicant",
    )


@shape(2)
def sig_commissioner(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "signature", "affidavit"],
        "SWORN remotely by ",
        c.P(a),
        " at the City of ",
        D("Hamilton", "place"),
        ", before me at the City of ",
        D("Toronto", "place"),
        ", in accordance with ",
        D("O. Reg. 431/20", "statute"),
        ".\n\n",
        c.P(b),
        "\nA Commissioner for taking affidavits (LSO No. ",
        D(f"{c.r.randint(40000, 89999)}K", "reference_number"),
        ")",
    )


# The rest of this module's templates, registered right after these (the order the file rebuilds in).
import heldout_people_2  # noqa: E402,F401
import heldout_people_3  # noqa: E402,F401
