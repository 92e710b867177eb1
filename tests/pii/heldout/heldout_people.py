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


@shape(2)
def sig_multi_party(c):
    a, b, w = c.name(), c.name(), c.name()
    return build(
        ["nz", "signature"],
        "Signed by ",
        c.P(a),
        " and ",
        c.P(b),
        " as trustees of the ",
        D("Tōtara Family Trust", "org"),
        "\nin the presence of ",
        c.P(w),
        ", solicitor, ",
        D("Auckland", "place"),
    )


# ---- affidavit and declaration openings --------------------------------------------------------------------


@shape(3)
def aff_of_the_city(c):
    n = c.name()
    city = c.pick(["Brampton", "Laval", "Surrey", "Kitchener", "Longueuil", "Red Deer"])
    prov = {
        "Brampton": "Ontario",
        "Laval": "Quebec",
        "Surrey": "British Columbia",
        "Kitchener": "Ontario",
        "Longueuil": "Quebec",
        "Red Deer": "Alberta",
    }[city]
    return build(
        ["ca", "affidavit"],
        "I, ",
        c.P(n),
        f", of the City of {city}, in the Province of {prov}, ",
        "MAKE OATH AND SAY:",
    )


@shape(2)
def aff_swear_that(c):
    n = c.name()
    return build(
        ["ca", "affidavit"],
        "I, ",
        c.P(n),
        ", of the Town of Okotoks, in the Province of Alberta, ",
        "bookkeeper, SWEAR THAT:\n1. I am the ",
        D("Plaintiff", "defined_term"),
        " in this action and have personal knowledge of the matters below.",
    )


@shape(2)
def aff_affirm(c):
    n = c.name(nonascii=True)
    return build(
        ["ca", "affidavit", "non_ascii"], "I, ", c.P(n), ", solemnly affirm that the following is true:"
    )


@shape(2)
def aff_fr(c):
    n = c.name(loc="fr")
    return build(
        ["ca", "affidavit"],
        "Je, soussigné(e), ",
        c.P(n),
        ", domicilié(e) au ",
        S(
            f"{c.r.randint(100, 9999)}, rue {c.pick(['Saint-Hubert', 'Beaubien Est', 'de Bleury', 'Principale'])}, "
            f"{c.pick(['Montréal (Québec) H2S 1N8', 'Sherbrooke (Québec) J1H 4A5', 'Rimouski (Québec) G5L 3B2'])}",
            "ADDRESS",
        ),
        ", déclare sous serment ce qui suit :",
    )


@shape(2)
def aff_us_duly_sworn(c):
    n = c.name()
    return build(
        ["us", "affidavit"],
        "I, ",
        c.P(n),
        ", being first duly sworn, depose and say that I am over ",
        "the age of eighteen and competent to testify to the matters set forth herein.",
    )


@shape(2)
def aff_uk_witness_statement(c):
    n = c.name()
    return build(
        ["uk", "affidavit"],
        "I, ",
        c.P(n),
        ", of ",
        S(
            f"Flat {c.r.randint(1, 9)}, {c.r.randint(2, 88)} {c.pick(['Clarendon Road', 'Mill Lane', 'Albion Street'])}, "
            f"{c.pick(['Leeds LS6 1BN', 'Bristol BS3 4DH', 'Norwich NR2 3AP'])}",
            "ADDRESS",
        ),
        ", will say as follows:",
    )


@shape(2)
def aff_heading_caps(c):
    n = c.name()
    return build(
        ["ca", "affidavit", "all_caps", "heading"],
        "AFFIDAVIT OF ",
        c.P(n, "caps"),
        "\n(sworn ",
        D(c.when(), "date"),
        ")",
    )


@shape(2)
def aff_statutory_declaration(c):
    n = c.name()
    return build(
        ["ca", "affidavit"],
        "CANADA\nPROVINCE OF NEW BRUNSWICK\n\nIN THE MATTER OF ",
        D("the Canada Evidence Act", "statute"),
        "\n\nI, ",
        c.P(n),
        ", of ",
        D("Moncton", "place"),
        ", New Brunswick, do solemnly declare that I have known the applicant for eleven years.",
    )


@shape(1)
def aff_au(c):
    n = c.name()
    return build(
        ["au", "affidavit"],
        "I, ",
        c.P(n),
        ", of ",
        S(f"Unit {c.r.randint(2, 19)}, {c.r.randint(3, 60)} Wattle Street, Fitzroy VIC 3065", "ADDRESS"),
        ", nurse, affirm:",
    )


# ---- salutations and sign-offs -----------------------------------------------------------------------------


@shape(3)
def sal_dear_full(c):
    n = c.name()
    return build(
        ["ca", "salutation"],
        "Dear ",
        c.P(n),
        ",\n\nFurther to our call, please find enclosed the draft ",
        D("Minutes of Settlement", "defined_term"),
        " for your review.",
    )


@shape(2)
def sal_dear_title_family(c):
    n = c.name()
    return build(
        ["uk", "salutation"],
        f"Dear {n.title} ",
        c.P(n, "family"),
        ":\n\nWe act for your former employer in connection with the claim issued on ",
        D(c.when(), "date"),
        ".",
    )


@shape(2)
def sal_hi_given(c):
    n = c.name()
    return build(
        ["us", "salutation", "given_only"],
        "Hi ",
        c.P(n, "given"),
        " — quick one: can you resend the signed NDA? The copy in the portal is blank.",
    )


@shape(2)
def sal_bonjour(c):
    n = c.name(loc="fr")
    return build(
        ["ca", "salutation", "given_only"],
        "Bonjour ",
        c.P(n, "given"),
        ",\n\nVoici la version révisée du bail commercial.",
    )


@shape(2)
def sal_hello_two(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "salutation", "given_only"],
        "Hello ",
        c.P(a, "given"),
        " and ",
        c.P(b, "given"),
        ",\nThe mediation is confirmed for ",
        D(c.when(), "date"),
        ".",
    )


@shape(3)
def signoff_thanks(c):
    n = c.name()
    closer = c.pick(["Thanks, ", "Many thanks,\n", "Cheers,\n", "Best,\n", "Warmly,\n", "— "])
    return build(
        ["ca", "salutation", "given_only"], "I'll bring the originals on Monday.\n\n", closer, c.P(n, "given")
    )


@shape(2)
def sal_to_whom(c):
    n = c.name()
    return build(
        ["us", "salutation"],
        "To: ",
        c.P(n),
        "\nFrom: Intake Team\nSubject: Your claim ",
        D(f"#{c.r.randint(100000, 999999)}", "reference_number"),
    )


@shape(1)
def sal_dear_mr_mrs(c):
    n = c.name()
    return build(
        ["uk", "salutation"],
        "Dear Mr and Mrs ",
        c.P(n, "family"),
        ",\nThank you for instructing us on the purchase.",
    )


@shape(2)
def sal_good_morning(c):
    n = c.name(loc=("ie", "mi", "sw", "yo", "ig"))
    return build(
        ["ie", "salutation", "given_only"],
        "Good morning ",
        c.P(n, "given"),
        ", apologies for the delay — the registry only issued the sealed order this morning.",
    )


# ---- name shapes: apostrophes, hyphens, particles, initials, caps ------------------------------------------


def _with(c, pred, **kw):
    while True:
        n = c.name(**kw)
        if pred(n):
            return n


@shape(3)
def shape_apostrophe(c):
    n = _with(c, lambda n: "'" in n.full, latin=True)
    return build(["ca", "apostrophe"], "Counsel for ", c.P(n), " advised that her client would not attend.")


@shape(3)
def shape_particle(c):
    n = _with(
        c,
        lambda n: any(
            p in n.family.split()
            for p in (
                "van",
                "der",
                "de",
                "la",
                "bin",
                "ibn",
                "Nic",
                "Ní",
                "Mac",
                "von",
                "dos",
                "da",
                "del",
                "ter",
                "dela",
                "Ó",
                "Te",
            )
        ),
        latin=True,
    )
    return build(
        ["eu", "particle"], "The report was prepared by ", c.P(n), " on instructions from the trustee."
    )


@shape(3)
def shape_hyphen(c):
    n = _with(c, lambda n: "-" in n.full, latin=True)
    return build(
        ["ca", "hyphen"], "The cross-examination of ", c.P(n), " was adjourned to a date to be fixed."
    )


@shape(2)
def shape_initial(c):
    n = c.name(nonascii=True)
    return build(
        ["eu", "initials"],
        f"{n.title} ",
        c.P(n, "initial"),
        ", a lawyer practising in ",
        D(c.pick(["Gdańsk", "İzmir", "Tromsø", "Århus", "Göteborg", "Brno"]), "place"),
        ", lodged the appeal.",
    )


@shape(2)
def shape_possessive(c):
    n = c.name()
    return build(["ca"], "The court accepted ", c.P(n), "'s evidence on the timing of the transfer.")


@shape(2)
def shape_sentence_start(c):
    n = c.name(nonascii=True, sex="f")
    return build(["eu", "non_ascii"], c.P(n), " testified that she had never seen the invoice.")


@shape(2)
def shape_parenthetical(c):
    n = c.name(sex="f")
    return build(
        ["us"], "The second complainant (", c.P(n), ") withdrew her complaint on ", D(c.when(), "date"), "."
    )


@shape(2)
def shape_family_first_caps(c):
    n = c.name(nonascii=True)
    return build(
        ["eu", "all_caps"],
        "Claimant: ",
        c.P(n, "caps_ff"),
        " — see the identity documents in ",
        D("Annex 2", "defined_term"),
    )


@shape(2)
def heading_between(c):
    a, b = c.name(), c.name()
    return build(
        ["ca", "all_caps", "heading"],
        D("ONTARIO\nSUPERIOR COURT OF JUSTICE", "place"),
        "\n\nBETWEEN:\n\n",
        c.P(a, "caps"),
        "\nApplicant\n\n– and –\n\n",
        c.P(b, "caps"),
        "\nRespondent",
    )


@shape(2)
def heading_estate(c):
    n = c.name()
    return build(
        ["ca", "all_caps", "heading"], "IN THE MATTER OF THE ESTATE OF ", c.P(n, "caps"), ", deceased"
    )


@shape(2)
def heading_us_caption(c):
    a = c.name()
    return build(
        ["us", "all_caps", "heading"],
        D("UNITED STATES DISTRICT COURT\nDISTRICT OF MASSACHUSETTS", "place"),
        "\n\n",
        c.P(a, "caps"),
        ", individually and on behalf of all others similarly situated,\n",
        "Plaintiff,\nv.\n",
        D("LUMENWAVE ANALYTICS, INC.", "org"),
        ",\nDefendant.\n\nCivil Action No. ",
        D(
            f"1:{c.r.randint(22, 25)}-cv-{c.r.randint(10000, 12999)}-{c.pick(['DJC', 'NMG', 'ADB'])}",
            "court_file",
        ),
    )


@shape(2)
def heading_uk_claim(c):
    a, b = c.name(), c.name()
    return build(
        ["uk", "all_caps", "heading"],
        "Claim No. ",
        D(f"KB-{c.r.randint(2022, 2025)}-00{c.r.randint(1000, 9999)}", "court_file"),
        "\nIN THE HIGH COURT OF JUSTICE\nKING'S BENCH DIVISION\n\nBETWEEN\n\n",
        c.P(a, "caps"),
        "\nClaimant\n\nand\n\n",
        c.P(b, "caps"),
        "\nDefendant",
    )


# ---- non-Latin scripts -------------------------------------------------------------------------------------


@shape(2)
def script_cyrillic(c):
    n = c.name(loc="ru", latin=False)
    return build(
        ["eu", "non_latin"],
        "The notarised translation identifies the grantor as ",
        c.P(n),
        " (passport details redacted in the original).",
    )


@shape(2)
def script_han(c):
    n = c.name(loc="zh", latin=False, order="fg")
    return build(
        ["ca", "non_latin"],
        "收款人：",
        c.P(n),
        "\nPayee (as written on the cheque): see above; amount ",
        D("CAD 7,400.00", "amount"),
    )


@shape(2)
def script_hangul(c):
    n = c.name(loc="ko", latin=False, order="fg")
    return build(
        ["ca", "non_latin"], "The lease was signed in Korean by ", c.P(n), " as the tenant's guarantor."
    )


@shape(2)
def script_kanji(c):
    n = c.name(loc="ja", latin=False, order="fg")
    return build(
        ["ca", "non_latin"], "契約者氏名：", c.P(n), "\n(translation: name of the contracting party)"
    )


@shape(1)
def script_greek(c):
    n = c.name(loc="el", latin=False, sex="f")
    return build(
        ["eu", "non_latin"],
        "Η ενάγουσα ",
        c.P(n),
        " κατέθεσε αγωγή ενώπιον του ",
        D("Πρωτοδικείου Αθηνών", "place"),
        ".",
    )


@shape(1)
def script_greek_en(c):
    n = c.name(loc="el", latin=False)
    return build(["eu", "non_latin"], "Signature block (original Greek): ", c.P(n), ", Νόμιμος εκπρόσωπος")


@shape(2)
def script_arabic(c):
    n = c.name(loc="ar", latin=False)
    return build(
        ["eu", "non_latin"],
        "Name as shown in the civil registry extract: ",
        c.P(n),
        ". The applicant uses a different transliteration in Canada.",
    )


@shape(2)
def script_devanagari(c):
    n = c.name(loc="hi", latin=False)
    return build(
        ["ca", "non_latin"], "The will, written in Hindi, names ", c.P(n), " as the sole beneficiary."
    )


@shape(2)
def script_hebrew(c):
    n = c.name(loc="he", latin=False)
    return build(
        ["eu", "non_latin"], "המצהיר/ה: ", c.P(n), "\n(the declarant, per the certified translation)"
    )


@shape(2)
def script_mixed_romanised(c):
    n = c.name(loc=("zh", "ko", "vi"), latin=True, order="fg")
    return build(["ca"], "Surname first as on the permit: ", c.P(n, "caps"), "; preferred name on file.")


# ---- more shapes: title + family name, narrative given names, lists ------------------------------------------


@shape(2)
def title_family_nonascii(c):
    n = c.name(nonascii=True)
    return build(
        ["eu", "non_ascii"],
        f"In cross-examination {n.title} ",
        c.P(n, "family"),
        " accepted that the signature on page 4 was not hers."
        if n.sex == "f"
        else " accepted that the signature on page 4 was not his.",
    )


@shape(2)
def narrative_given(c):
    n = c.name(loc=("zu", "sw", "mi", "fil", "th", "fa", "et", "lt", "hr"))
    return build(
        ["ca", "given_only"],
        "Later that evening ",
        c.P(n, "given"),
        " called the landlord and asked for the deposit back.",
    )


@shape(2)
def semicolon_list(c):
    a, b, d = c.name(), c.name(), c.name()
    return build(["ca", "role_field"], "Persons served: ", c.P(a), "; ", c.P(b), "; ", c.P(d), ".")


@shape(1)
def re_estate_line(c):
    n = c.name(nonascii=True)
    return build(
        ["ca"],
        "Re: Estate of ",
        c.P(n),
        " — our file ",
        D(f"{c.r.randint(24000, 25999)}-00{c.r.randint(1, 9)}", "reference_number"),
    )


@shape(2)
def public_figure_signed(c):
    who, what = c.pick(
        [
            ("President Barack Obama", "the Affordable Care Act"),
            ("Prime Minister Pierre Elliott Trudeau", "the Official Languages Act"),
            ("Chancellor Angela Merkel", "the coalition agreement"),
            ("Governor Gavin Newsom", "the California Consumer Privacy Act amendments"),
        ]
    )
    return build(
        ["us", "public_figure"],
        D(who, "public_figure"),
        " signed ",
        D(what, "statute"),
        " into law, the record shows.",
    )


@shape(1)
def public_figure_minister(c):
    return build(
        ["uk", "public_figure"],
        "The Lord Chancellor, ",
        D("Shabana Mahmood", "public_figure"),
        ", laid the draft order before Parliament; ",
        D("Hansard HC Deb vol 752", "citation"),
        ".",
    )


@shape(1)
def cc_line(c):
    a, b = c.name(), c.name()
    return build(["us", "role_field"], "c.c.: ", c.P(a), " (client); ", c.P(b), " (opposing counsel)")


@shape(2)
def common_word_names(c):
    given, family = c.pick(
        [
            ("Hope", "Marchand"),
            ("Will", "Baker"),
            ("Rose", "Young"),
            ("Mark", "Stone"),
            ("Dawn", "Rivers"),
            ("Amber", "Wood"),
            ("Faith", "Cross"),
            ("Bill", "Summers"),
        ]
    )
    return build(
        ["us", "common_word"],
        "Counsel then called ",
        S(f"{given} {family}", "PERSON", "en"),
        ", who said the deal would close in the spring.",
    )


@shape(1)
def lowercase_chat(c):
    n = c.name(loc=("en", "sw", "fil", "mi"))
    return build(
        ["ca", "given_only", "lowercase"],
        "ok thanks ",
        S(n.short_given.lower(), "PERSON", n.loc),
        ", i'll send the signed copy tonight",
    )


@shape(1)
def markdown_table(c):
    a, b = c.name(nonascii=True), c.name()
    return build(
        ["eu", "csv"],
        "| Surname | Given name | Role |\n|---|---|---|\n| ",
        c.P(a, "family"),
        " | ",
        c.P(a, "given"),
        " | claimant |\n| ",
        c.P(b, "family"),
        " | ",
        c.P(b, "given"),
        " | witness |",
    )
