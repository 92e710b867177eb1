"""Canadian frames (part 1)."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("on_ltb_n12_notice", "checkbox_form", "ca:ON")
def ltb_n12(g):
    ll, tn, occ = g.person(), g.person(), g.person()
    tn2 = g.person() if g.chance(0.5) else None
    rel = g.pick("daughter", "son", "mother", "father", "spouse", "caregiver")
    sp = Spec(
        "NOTICE TO END YOUR TENANCY BECAUSE THE LANDLORD, A PURCHASER OR A FAMILY MEMBER REQUIRES THE RENTAL UNIT"
    )
    sp.head(("Form", "N12"), ("LTB file", g.court_file()), ("Date of this notice", g.date()))
    sp.fields(
        "Tenant and rental unit",
        ("To (tenant's name)", [g.full(tn)] + ([" and ", g.full(tn2)] if tn2 else [])),
        ("Address of the rental unit", g.address()),
        ("From (landlord's name)", g.full(ll)),
        ("Landlord's phone", g.phone()),
        ("Landlord's e-mail", g.email(ll)),
        ("Termination date", g.date()),
    )
    sp.checks(
        "Reason",
        (
            "Who will move in",
            ["The landlord", "The landlord's family member", "A purchaser", "A caregiver"],
            g.rng.randrange(4),
        ),
        ("Compensation", ["One month's rent", "Another unit acceptable to the tenant"], g.rng.randrange(2)),
        ("Declaration (Form L2) attached", ["Yes", "No"], 0),
    )
    sp.para(
        "Explanation",
        [
            g.full(occ),
            f", the landlord's {rel}, intends to live in the unit for at least one year. ",
            g.ref(ll),
            " told ",
            g.ref(tn),
            g.pick(" at the door", " by text message", " in a voicemail"),
            " on ",
            g.date(),
            " that the notice would follow under ",
            g.section(),
            " of the ",
            g.statute(),
            ".",
        ],
        [
            g.pick(
                "If you disagree, you do not have to move out. ",
                "You may stay until the Board orders otherwise. ",
            ),
            "The landlord must file an application and the Board will schedule a hearing; see ",
            g.inst_url(),
            " or call ",
            g.inst_phone(),
            ".",
        ],
    )
    sp.fields(
        "Signature",
        ("Signed by", g.sig(ll)),
        ("Landlord's date of birth (for the L2 declaration)", g.dob(ll)) if g.chance(0.5) else None,
    )
    return sp.close(closing(g, ll, [tn]))


@frame("cra_t400a_notice_of_objection", "letter", "ca")
def t400a(g):
    tp, sp_, rep = g.person(), g.person(), g.person()
    yrs = g.pick("2021", "2022", "2023")
    sp = Spec("NOTICE OF OBJECTION - INCOME TAX ACT")
    sp.head(
        (None, g.date()),
        (
            "Chief of Appeals",
            g.pick(
                "Sudbury Tax Centre",
                "Shawinigan-Sud National Verification and Collections Centre",
                "Winnipeg Tax Centre",
            ),
        ),
        ("Taxpayer", g.full(tp)),
        ("SIN", g.sin()),
        ("Our file", g.ref_no()),
    )
    sp.para(
        None,
        [g.pick("Dear Sir or Madam,", "To the Chief of Appeals:", "Good afternoon,")],
        [
            "We act for ",
            g.name(tp, "full"),
            g.pick(", born ", " (date of birth "),
            g.dob(tp),
            g.pick(",", ")"),
            " and object to the notice of reassessment dated ",
            g.date(),
            f" for the {yrs} taxation year. The Minister disallowed the Canada caregiver amount claimed for ",
            g.full(sp_),
            ", the taxpayer's ",
            g.pick("spouse", "mother", "brother", "adult son"),
            ", who has lived in the home since ",
            g.date(),
            ".",
        ],
        [
            "The reassessment relies on ",
            g.section(),
            " of the ",
            g.statute("ca"),
            ". In our view the auditor misread the medical records; ",
            g.ref(sp_),
            " was diagnosed with ",
            g.term(False),
            " in ",
            g.pick("2019", "2020", "2021"),
            " and the reasoning in ",
            g.case(),
            " supports the claim.",
        ],
        [
            "Please direct any refund to the account already on file (",
            g.bank(),
            ") and all correspondence to our office. ",
            g.ref(tp),
            " can also be reached at ",
            g.phone(),
            ".",
        ],
    )
    sp.fields(
        "Enclosures",
        ("Form T1013 signed by", g.name(tp, "comma")),
        ("Medical letter from Dr.", g.name(rep, "init")),
        ("Reference", g.ref_no()),
    )
    sp.close(closing(g, None, [rep]) or [g.firm()])
    return sp


@frame("ab_mep_registration_form", "checkbox_form", "ca:AB")
def mep(g):
    cred, deb = g.person(), g.person()
    kids = [g.child(cred) for _ in range(g.rng.randint(1, 3))]
    sp = Spec("MAINTENANCE ENFORCEMENT PROGRAM REGISTRATION")
    sp.head(("Court file", g.court_file()), ("Order granted", g.date()), ("Order made by", g.judge()))
    sp.fields(
        "Creditor (person receiving support)",
        ("Name", g.full(cred)),
        ("Date of birth", g.dob(cred)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("E-mail", g.email(cred)),
        ("SIN", g.sin()),
        ("Deposit account (transit-institution-account)", g.bank()),
    )
    sp.fields(
        "Debtor (person paying support)",
        ("Name", g.any_form(deb)),
        ("Date of birth", g.dob(deb)),
        ("Last known address", g.address()),
        ("Driver's licence", g.dl(deb)),
        ("Employer", g.pick("Suncor ", "Ledcor ", "a seasonal camp in ") + g.town()),
        ("Cell", g.phone()),
    )
    sp.table(
        "Children",
        ["Name", "Date of birth", "Lives with"],
        [[g.name(k), g.dob(k), g.name(cred, "given")] for k in kids],
    )
    sp.checks(
        "Enforcement",
        ("Support type", ["Child", "Spousal", "Child and spousal"], g.rng.randrange(3)),
        ("Arrears owing", ["Yes", "No", "Unknown"], g.rng.randrange(3)),
        ("Safety concern", ["Yes", "No"], g.rng.randrange(2)),
    )
    sp.para(
        "Notes",
        [
            "The debtor was last seen in ",
            g.place(),
            " near the ",
            g.building(),
            ". ",
            g.ref(cred),
            " asks that the program contact ",
            g.ref(deb),
            "'s employer first.",
        ],
    )
    return sp.close(closing(g, cred))


@frame("ircc_imm5257_trv_application", "wordml_xml", "ca")
def imm5257(g):
    app, host, sib = g.person(pool_share=0.2), g.person(), g.person()
    sp = Spec("APPLICATION FOR TEMPORARY RESIDENT VISA MADE OUTSIDE OF CANADA (IMM 5257)")
    sp.head(("UCI", g.ref_no()), ("Application number", g.court_file()))
    sp.fields(
        "Personal details",
        ("Full name", g.full(app)),
        ("Family name(s)", g.name(app, "caps")),
        ("Date of birth", g.dob(app, g.pick("iso", "dmy_en", "abbr_caps"))),
        (
            "Place of birth",
            g.pick("Lagos", "Chennai", "Manila", "Tashkent", "Hanoi", "Tegucigalpa", "Addis Ababa"),
        ),
        ("Marital status", g.pick("Married", "Single", "Common-law", "Widowed")),
        ("E-mail", g.email(app)),
        ("Telephone", g.phone()),
    )
    sp.fields(
        "Purpose of visit",
        ("Purpose", g.pick("Visit family", "Attend a graduation", "Tourism", "Attend a wedding")),
        ("From", g.date()),
        ("To", g.date()),
        ("Funds available", g.money(2000, 15000)),
    )
    sp.para(
        "Invitation",
        [
            "I will stay with my ",
            g.pick("cousin", "sister", "uncle", "friend"),
            " ",
            g.full(host),
            " at ",
            g.address(),
            ". ",
            g.ref(host),
            " works at the ",
            g.org(),
            " and has hosted my brother ",
            g.full(sib),
            " before. Previous refusal letters cite ",
            g.section(),
            " of the ",
            g.statute("ca"),
            ".",
        ],
    )
    sp.fields(
        "Background",
        ("Refused a visa before", g.pick("No", "Yes (letter on file)")),
        ("Medical exam", g.pick("Not required", "Completed")),
        ("Signature", g.sig(app)),
    )
    return sp.close(closing(g, app, [host]))


@frame("bc_crt_strata_decision", "wiki_creole", "ca:BC")
def crt(g):
    app, resp_mgr, owner, wit = g.person(), g.person(), g.person(), g.person()
    strata = f"The Owners, Strata Plan {g.pick('LMS', 'VIS', 'EPS', 'BCS')}{g._num(4)}"
    sp = Spec("CIVIL RESOLUTION TRIBUNAL - DECISION")
    sp.head(
        ("Citation", g.ncite()),
        ("Tribunal file", g.court_file()),
        ("Tribunal member", g.member()),
        ("Date issued", g.date()),
    )
    sp.fields(
        "Parties", ("Applicant", g.full(app)), ("Respondent", strata), ("Property manager", g.full(resp_mgr))
    )
    sp.para(
        "Introduction",
        [
            "1. This dispute is about water damage. The applicant, ",
            g.ref(app),
            ", owns strata lot ",
            g._num(2),
            " and says the strata failed to repair a leaking balcony membrane above the unit owned by ",
            g.full(owner),
            ". The strata, represented by its property manager ",
            g.ref(resp_mgr),
            ", says it acted reasonably.",
        ],
        [
            "2. The tribunal's jurisdiction comes from ",
            g.section(),
            " of the ",
            g.statute("ca"),
            ". I have read the parties' evidence, including a statement from the building's caretaker, ",
            g.full(wit),
            ", who described the leak during ",
            g.storm(),
            ".",
        ],
    )
    sp.para(
        "Analysis",
        [
            "3. A strata corporation is not an insurer, but it must act reasonably: ",
            g.case(),
            ". ",
            g.ref(app),
            " reported the leak by e-mail on ",
            g.date(),
            " and again on ",
            g.date(),
            ".",
            " I accept ",
            g.ref(wit),
            "'s evidence that nothing was done for months.",
        ],
        [
            "4. I order the strata to pay ",
            g.ref(app),
            " ",
            g.money(800, 9000),
            " within 30 days. See also ",
            g.ncite(),
            ".",
        ],
    )
    return sp.close(closing(g))
