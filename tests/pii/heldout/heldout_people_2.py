"""Part 2 of heldout_people.py, split for size; heldout_people.py imports it at its end, so the
templates register in the same order.

Held-out templates where the PII is mostly a person's name: roles, form fields, signature blocks,
affidavit openings, salutations, headings, and name shapes (particles, apostrophes, scripts)."""

from __future__ import annotations

from heldout_kit import D, S, build, shape


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
