"""United States frames (probate, benefits, courts, motor vehicles, tribal and county records)."""

from __future__ import annotations

from r18_blocks import finish, frame, start


@frame("small_estate_affidavit", "yaml_front_matter", ("us",))
def small_estate_affidavit(g):
    dec, aff, h1, h2, notary = g.people(5)
    s = start(g, "Small Estate Affidavit", court=True)
    s.fields(
        "Decedent",
        ("Name", g.full(dec)),
        ("Date of birth", g.dob()),
        ("Date of death", g.date(2022, 2026)),
        ("SSN", g.ssn()),
        ("Last address", g.address()),
    )
    s.fields("Affiant", ("Name", g.full(aff)), ("Phone", g.phone()), ("Email", g.email(aff)))
    s.table(
        "Heirs",
        ["Name", "Relationship", "Share"],
        [[g.full(h1), "son", "1/2"], [g.full(h2), "daughter", "1/2"]],
    )
    s.fields(
        "Assets",
        ("Probate claim no.", g.ssn_ref()),
        ("Checking account no.", g.account()),
        ("Held at", g.org()),
        ("Balance", g.money()),
    )
    s.prose(
        "Oath",
        [
            "The affiant swears that ",
            g.later(dec),
            " left no will and that the estate qualifies under ",
            g.statute(),
            ".",
        ],
        ["Sworn before notary ", g.latin(notary), " on ", g.date(), "."],
    )
    return finish(g, s)


@frame("quitclaim_deed", "troff_man", ("us",))
def quitclaim_deed(g):
    grantor, grantee, notary = g.people(3)
    s = start(g, "Quitclaim Deed")
    s.fields(
        "Parties",
        ("Grantor", g.caps(grantor)),
        ("Grantee", g.caps(grantee)),
        ("Mail tax statements to", g.address()),
        ("Consideration", g.money()),
    )
    s.prose(
        "Conveyance",
        [
            "Grantor ",
            g.full(grantor),
            " quitclaims to ",
            g.full(grantee),
            " all interest in Lot 14, Block 3 of the ",
            g.eponymous_place(),
            " subdivision.",
        ],
        ["Recorded under ", g.statute(), "; parcel ", g.ref(), ", instrument ", g.phone_ref(), "."],
    )
    s.fields(
        "Acknowledgment",
        ("Notary public", g.latin(notary)),
        ("Identification", [g.dl(grantor), " (driver license)"]),
        ("Commission expires", g.date()),
    )
    return finish(g, s)


@frame("mechanics_lien_claim", "textile", ("us",))
def mechanics_lien_claim(g):
    claimant, owner, gc = g.people(3)
    s = start(g, "Claim of Mechanics Lien")
    s.fields(
        "Claimant",
        ("Name", g.full(claimant)),
        ("Business", g.org()),
        ("Phone", g.phone()),
        ("Driver license", g.dl(claimant)),
    )
    s.fields("Property owner", ("Name", g.full(owner)), ("Property", g.address()))
    s.table(
        "Unpaid work",
        ["Date", "Description", "Amount"],
        [[g.date(), "framing and drywall", g.money()], [g.date(), "roof repair", g.money()]],
    )
    s.prose(
        "Statement",
        [
            "Work ordered by general contractor ",
            g.latin(gc),
            "; lien perfected under ",
            g.statute(),
            " (",
            g.section(),
            ").",
        ],
        ["Damage followed ", g.storm(), "; invoice ", g.ref(), " remains open."],
    )
    return finish(g, s)


@frame("hoa_violation_notice", "letter", ("us",))
def hoa_violation_notice(g):
    owner, co, inspector = g.people(3)
    s = start(g, "Notice of Covenant Violation")
    s.prose(
        "Notice",
        ["Dear ", g.titled(owner, later=False), " and ", g.latin(co), ":"],
        [
            "An inspection of ",
            g.address(),
            " on ",
            g.date(),
            " found an unapproved fence and a boat stored in the driveway.",
        ],
        [
            "Under Article VII of the declaration and ",
            g.statute(),
            ", a fine of ",
            g.money(),
            " will accrue after a 30-day cure period.",
        ],
        [
            "You may request a hearing by calling ",
            g.inst_phone(),
            ". Inspector: ",
            g.initials(inspector),
            ".",
        ],
    )
    s.fields(
        "Account", ("Owner", g.caps(owner)), ("Owner phone", g.phone()), ("Owner e-mail", g.email(owner))
    )
    return finish(g, s)


@frame("snap_benefits_recertification", "form_fields", ("us",))
def snap_benefits_recertification(g):
    head, m2, m3, worker = g.people(4)
    s = start(g, "SNAP Recertification")
    s.fields(
        "Head of household",
        ("Name", g.full(head)),
        ("SSN", g.ssn()),
        ("Date of birth", g.dob()),
        ("Address", g.address()),
        ("Phone", g.phone()),
    )
    s.table(
        "Household members",
        ["Name", "Date of birth", "SSN"],
        [[g.full(m2), g.dob(), g.ssn()], [g.full(m3), g.dob(young=True), "applied for"]],
    )
    s.prose(
        "Interview",
        [
            "Phone interview with ",
            g.later(head),
            " on ",
            g.date(),
            "; ",
            g.later(m2),
            " starts work at ",
            g.org(),
            ".",
        ],
        [
            "Case no. ",
            g.ssn_ref(),
            "; verification per ",
            g.section(),
            "; see ",
            g.case_cite(),
            ". Worker ",
            g.initials(worker),
            ".",
        ],
    )
    return finish(g, s, worker)


@frame("medicaid_estate_recovery_notice", "letter", ("us",))
def medicaid_estate_recovery_notice(g):
    dec, rep, sib = g.people(3)
    s = start(g, "Notice of Intent to File Estate Claim")
    s.prose(
        "Notice",
        ["Dear ", g.titled(rep, later=False), ":"],
        [
            "Our records show that ",
            g.full(dec),
            " (born ",
            g.dob(),
            ", SSN ",
            g.ssn(),
            ") received long-term care benefits.",
        ],
        [
            "The state will file a claim of ",
            g.money(),
            " against the estate under ",
            g.statute(),
            ". A hardship waiver may be requested by ",
            g.later(rep),
            " or ",
            g.full(sib),
            ".",
        ],
        ["Such claims were upheld in ", g.case_cite(), ". Recovery case ", g.ssn_ref(), "."],
    )
    s.fields("Personal representative", ("Address", g.address()), ("Telephone", g.phone()))
    return finish(g, s)


@frame("unemployment_insurance_appeal", "mediawiki", ("us",))
def unemployment_insurance_appeal(g):
    cl, emp_rep, wit = g.people(3)
    s = start(g, "Unemployment Insurance Appeal Decision", court=True)
    s.fields(
        "Parties",
        ("Claimant", g.full(cl)),
        ("SSN (last 4 shown in original)", g.ssn()),
        ("Employer", g.org()),
        ("Employer witness", g.full(emp_rep)),
        ("Hearing officer", g.member()),
    )
    s.prose(
        "Findings",
        [
            g.later(cl),
            " was discharged on ",
            g.date(),
            " after a dispute with ",
            g.later(emp_rep),
            " over a schedule change.",
        ],
        [
            "Co-worker ",
            g.full(wit),
            " testified by phone from ",
            g.phone(),
            ". Misconduct is not shown; see ",
            g.case_cite(),
            ".",
        ],
        ["Decision under ", g.section(), " of the ", g.statute(), "."],
    )
    return finish(g, s)
