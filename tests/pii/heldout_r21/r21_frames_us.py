"""US frames (part 1)."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("sc100_small_claims_claim", "checkbox_form", "us")
def sc100(g):
    pl, df, df2, wit = g.person(), g.person(), g.person(), g.person()
    sp = Spec("PLAINTIFF'S CLAIM AND ORDER TO GO TO SMALL CLAIMS COURT (SC-100)")
    sp.head(
        ("Case number", g.court_file("SC-{y2}-00{n4}")),
        ("Hearing date", g.date()),
        ("Department", g.pick("3", "14", "22", "A")),
    )
    sp.fields(
        "The plaintiff",
        ("Name", g.full(pl)),
        ("Street address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(pl)),
    )
    sp.fields(
        "The defendant",
        ("Name", g.full(df)),
        (
            "Also sued as / doing business as",
            [
                g.name(df, "comma"),
                " d/b/a ",
                g.pick("Quick Fix Roofing", "Sunset Auto Body", "A-1 Moving & Storage", "Prime Pools"),
            ],
        ),
        ("Address", g.address()),
        ("Second defendant", g.name(df2, "full") if g.chance(0.6) else "none"),
        ("Defendant's driver's license (if known)", g.dl(df)),
    )
    sp.para(
        "Why does the defendant owe you money?",
        [
            "On ",
            g.date(),
            ", I paid ",
            g.ref(df),
            " ",
            g.money(900, 10000),
            " to ",
            g.pick("repair my roof", "fix my car", "move my furniture", "resurface the pool"),
            ". The work was never finished. My neighbor ",
            g.full(wit),
            " saw the crew leave after one afternoon. I sent a demand letter on ",
            g.date(),
            " and got no answer.",
        ],
        [
            "I calculated the amount from the contract and the receipts. The limit under ",
            g.law("Cal. Code Civ. Proc. § 116.220"),
            " does not apply because the claim is under ",
            g.money(5000, 10000),
            ".",
        ],
    )
    sp.checks(
        "Questions",
        ("Did you ask the defendant to pay before filing?", ["Yes", "No"], 0),
        ("Is your claim about an attorney-client fee dispute?", ["Yes", "No"], 1),
        ("Have you filed more than 12 other claims this year?", ["Yes", "No"], 1),
    )
    sp.fields("Signature", ("Plaintiff signs here", g.sig(pl)), ("Date", g.date()))
    return sp.close(closing(g, pl))


@frame("i589_asylum_declaration", "wordml_xml", "us")
def i589(g):
    d, mother, brother, off = g.person(pool_share=0.2), g.person(age=(50, 85)), g.person(), g.person()
    lang = d.loc.split("-")[0]
    sp = Spec("DECLARATION IN SUPPORT OF FORM I-589, APPLICATION FOR ASYLUM AND FOR WITHHOLDING OF REMOVAL")
    sp.head(
        ("A-file", g.court_file("A{n3}-{n3}-{n3}")),
        ("Immigration Court", g.pick("Houston", "Newark", "Chicago", "San Francisco", "Miami")),
        ("Immigration Judge", g.judge()),
    )
    sp.para(
        None,
        ["I, ", g.full(d), ", declare under penalty of perjury as follows."],
        [
            "1. I was born on ",
            g.dob(d, {"es": "es_long", "pt": "pt_long", "fr": "fr_long", "ht": "fr_long"}.get(lang)),
            " in a small town. My mother, ",
            g.full(mother),
            ", still lives there. My older brother, ",
            g.full(brother),
            ", was taken by ",
            g.pick("a gang", "soldiers", "the militia", "police officers"),
            " on ",
            g.date(),
            " and has not been seen since.",
        ],
        [
            "2. In ",
            g.pick("March", "June", "October"),
            " of that year an officer named ",
            g.full(off),
            " came to our house and said I would be next if I kept speaking at church. ",
            g.ref(off),
            " knew my full name and where I worked.",
        ],
        [
            "3. I left on ",
            g.date(),
            " and crossed into the United States near ",
            g.place(),
            ". I was interviewed by an asylum officer, who cited ",
            g.case(),
            ".",
        ],
        [
            "4. I fear that if I return, ",
            g.ref(off),
            " or his men will kill me. I ask for protection under ",
            g.law("Immigration and Nationality Act § 208"),
            " and ",
            g.law("8 C.F.R. § 208.13"),
            ".",
        ],
    )
    sp.fields(
        "Signature",
        ("Declarant", g.sig(d)),
        ("Translated by", g.full(g.person())),
        ("Phone", g.phone()),
        ("Date", g.date()),
    )
    return sp.close(closing(g))


@frame("ss5_ssn_card_application", "checkbox_form", "us")
def ss5(g):
    a, mom, dad = g.person(age=(1, 40)), g.person(), g.person()
    sp = Spec("APPLICATION FOR A SOCIAL SECURITY CARD (FORM SS-5)")
    sp.head(("Field office", g.pick("Fresno", "Yonkers", "Laredo", "Ocala") + " FO"), ("Receipt", g.ref_no()))
    sp.fields(
        "Applicant",
        ("Name to be shown on card", g.name(a, "caps")),
        ("Full name at birth if different", g.full(a, 0.0)),
        ("Date of birth", g.dob(a)),
        ("Place of birth", g.town()),
        ("SSN previously assigned", g.ssn() if g.chance(0.7) else "none"),
        ("Mailing address", g.address()),
        ("Daytime phone", g.phone()),
    )
    sp.checks(
        "Citizenship and sex",
        (
            "Citizenship",
            ["U.S. citizen", "Legal alien allowed to work", "Legal alien not allowed to work", "Other"],
            g.rng.randrange(4),
        ),
        ("Sex", ["Male", "Female", "X"], g.rng.randrange(3)),
        ("Replacement card?", ["Yes", "No"], g.rng.randrange(2)),
    )
    sp.fields(
        "Parents",
        ("Mother's name at her birth", g.full(mom)),
        ("Mother's SSN", g.ssn()),
        ("Father's name", g.full(dad)),
        ("Father's SSN", g.ssn() if g.chance(0.6) else "unknown"),
    )
    sp.para(
        "Remarks",
        [
            "Applicant presented ",
            g.pick("a birth certificate", "a U.S. passport", "an employment authorization document"),
            " issued ",
            g.date(),
            ". Interviewer: ",
            g.name(g.person(), "initials"),
            ".",
        ],
    )
    return sp.close(closing(g, a))


@frame("irs_2848_power_of_attorney", "texinfo", "us")
def f2848(g):
    tp, sp2, rep = g.person(), g.person(), g.person()
    sp = Spec("POWER OF ATTORNEY AND DECLARATION OF REPRESENTATIVE (FORM 2848)")
    sp.head(("CAF number", g.ref_no()), ("Prepared", g.date()), ("Software", g.version()))
    sp.fields(
        "Part I - Taxpayer",
        ("Taxpayer name and address", [g.full(tp), ", ", g.address()]),
        ("Taxpayer identification number", g.ssn()),
        ("Daytime telephone", g.phone()),
        ("Spouse (joint return)", g.name(sp2, "comma") if g.chance(0.6) else "n/a"),
    )
    sp.fields(
        "Representative",
        ("Name", g.full(rep)),
        ("Firm", g.firm()),
        ("Telephone", g.inst_phone()),
        ("E-mail", g.email(rep)),
    )
    sp.table(
        "Acts authorized",
        ["Description of matter", "Tax form number", "Year(s) or period(s)"],
        [
            ["Income", "1040", g.pick("2020-2023", "2021", "2022, 2023")],
            ["Civil penalty", "4868", g.pick("2022", "2023")],
        ],
    )
    sp.para(
        "Note",
        [
            "The representative may receive confidential tax information under ",
            g.law("26 U.S.C. § 6103"),
            " and ",
            g.law("26 C.F.R. § 601.503"),
            ". Mail or fax the form as the instructions at ",
            g.inst_url(),
            " describe.",
        ],
    )
    sp.fields("Signatures", ("Taxpayer", g.sig(tp)), ("Date", g.date()), ("Representative", g.sig(rep)))
    return sp.close(closing(g, rep))


@frame("va_21_526ez_disability_claim", "turtle_rdf", "us")
def va526(g):
    v, spouse, buddy = g.person(age=(24, 90)), g.person(), g.person()
    sp = Spec("APPLICATION FOR DISABILITY COMPENSATION AND RELATED COMPENSATION BENEFITS (VA FORM 21-526EZ)")
    sp.head(
        ("VA file number", g.court_file("C{n4}{n4}") if g.chance(0.3) else g.ref_no()),
        ("Intent to file", g.date()),
    )
    sp.fields(
        "Veteran",
        ("Name", g.full(v)),
        ("SSN", g.ssn()),
        ("Date of birth", g.dob(v)),
        ("Mailing address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(v)),
        ("Direct deposit", g.bank()),
    )
    sp.fields(
        "Service",
        ("Branch", g.pick("Army", "Navy", "Marine Corps", "Air Force", "Coast Guard")),
        ("Served on", g.ship()),
        ("Separation", g.date(g.day((1970, 1, 1), (2022, 12, 31)))),
    )
    sp.para(
        "Claimed conditions",
        [
            "Hearing loss and tinnitus from flight-line duty, and a back injury during ",
            g.storm(),
            " relief operations. My spouse ",
            g.full(spouse),
            " and a fellow service member, ",
            g.full(buddy),
            ", submitted lay statements. Rated under ",
            g.law("38 C.F.R. Part 4"),
            ".",
        ],
    )
    sp.fields("Certification", ("Signature", g.sig(v)), ("Date signed", g.date()))
    return sp.close(closing(g, v))


@frame("hud_903_housing_discrimination_complaint", "gemtext", "us")
def hud903(g):
    c, mgr, agent, kid = g.person(), g.person(), g.person(), None
    kid = g.child(c) if g.chance(0.5) else None
    sp = Spec("HOUSING DISCRIMINATION COMPLAINT (HUD-903.1)")
    sp.head(("Inquiry number", g.ref_no()), ("Filed online", g.date()), ("IP address", g.ip()))
    sp.fields(
        "Your information",
        ("Name", g.full(c)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(c)),
        ("Date of birth", g.dob(c)),
    )
    sp.fields(
        "Who discriminated against you?",
        ("Name", g.full(mgr)),
        (
            "Company",
            g.pick("Lakeside Commons LLC", "Ridgeview Property Management", "Maple Grove Apartments"),
        ),
        ("Leasing agent", g.name(agent, "init")),
    )
    sp.para(
        "What happened?",
        [
            "When I called about the two-bedroom on ",
            g.date(),
            ", ",
            g.ref(mgr),
            ' asked where my accent was from and said the unit was "just rented." A friend called an hour later and was offered a viewing. ',
        ]
        + (
            [
                "I have a ",
                {"F": "daughter", "M": "son"}.get(kid.sex, "child"),
                ", ",
                g.name(kid),
                ', and was told the building was "adult-oriented." ',
            ]
            if kid
            else []
        )
        + ["I believe this violates the ", g.law("Fair Housing Act, 42 U.S.C. §§ 3601-3619"), "."],
    )
    sp.checks(
        "Basis",
        (
            "Why do you believe you were treated differently?",
            ["National origin", "Familial status", "Disability", "Race"],
            g.rng.randrange(4),
        ),
    )
    return sp.close(closing(g, c))


@frame("ftc_identity_theft_report", "wiki_creole", "us")
def ftc(g):
    v, sus = g.person(), g.person()
    sp = Spec("FTC IDENTITY THEFT REPORT")
    sp.head(("Report number", g.ref_no()), ("Submitted", g.date()))
    sp.fields(
        "Victim",
        ("Name", g.full(v)),
        ("Date of birth", g.dob(v)),
        ("SSN", g.ssn()),
        ("Driver's license", g.dl(v)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(v)),
    )
    sp.table(
        "Fraudulent accounts",
        ["Company", "Account", "Opened", "Amount"],
        [
            [g.pick("Capital One", "Discover", "Synchrony Bank"), g.card(), g.date(), g.money(200, 9000)],
            [g.pick("Wells Fargo", "Chase", "PNC"), g.bank(), g.date(), g.money(100, 4000)],
        ],
    )
    sp.para(
        "Statement",
        [
            "I found out on ",
            g.date(),
            " when a collector called about a card I never opened. The application listed a login from ",
            g.ip(),
            " and an email I do not use. I suspect ",
            g.full(sus),
            ", a former roommate who had access to my mail. ",
            g.ref(sus),
            " also created a profile with my photos at ",
            g.profile(v),
            ".",
        ],
        [
            "I have placed fraud alerts with the credit bureaus under the ",
            g.law("Fair Credit Reporting Act, 15 U.S.C. § 1681"),
            ". Recovery plan: ",
            g.inst_url(),
            ".",
        ],
    )
    return sp.close(closing(g, v))
