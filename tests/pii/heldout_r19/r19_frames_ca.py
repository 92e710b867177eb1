"""Canadian frames (federal, Ontario, British Columbia, Alberta; the Québec ones are in French)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


@frame("ircc_procedural_fairness_letter", "letter", ["ca"])
def ircc_fairness(g):
    a, sp, kid, boss = g.person(), g.person(), g.child(), g.person()
    s = start(g, "Procedural Fairness Letter", ref=g.ref("W"))
    s.fields(
        "Applicant",
        [
            ("Principal applicant", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Mailing address", g.address()),
            ("E-mail", g.email(a)),
            ("Telephone", g.phone()),
        ],
    )
    s.fields(
        "Family members included",
        [
            ("Spouse", [g.full(sp), ", born ", g.dob(sp)]),
            ("Dependent child", [g.full(kid), ", born ", g.dob(kid)]),
        ],
    )
    s.prose(
        "Concerns",
        [
            "Our review under ",
            g.sec(),
            " of the ",
            g.statute("Immigration and Refugee Protection Act, S.C. 2001, c. 27"),
            " raises a concern. The employment letter on the letterhead of ",
            g.eorg(),
            " is said to be signed by ",
            g.full(boss),
            ", but ",
            g.titled(boss),
            " could not be reached at ",
            g.phref(),
            ". You have 30 days from ",
            g.date(),
            " to respond; officers follow ",
            g.case(),
            ".",
        ],
    )
    s.prose(
        "",
        [
            g.titled(a),
            ", you may submit documents through the portal or by mail to the Case Processing Centre in ",
            g.place(),
            ".",
        ],
    )
    return finish(g, s)


@frame("irb_detention_review_decision", "dokuwiki", ["ca"])
def irb_detention(g):
    d, bond, wit = g.person(), g.person(), g.person()
    s = start(g, "Detention Review Reasons", ref=g.cfile())
    s.header.append(("Decision-maker", g.member()))
    s.header.append(("Neutral citation", g.neutral()))
    s.fields(
        "Person concerned",
        [
            ("Name", g.full(d)),
            ("Date of birth", g.dob(d)),
            ("Held at", "Immigration Holding Centre, Laval"),
            (
                "Interpreter language",
                g.rng.choice(["Tigrinya", "Dari", "Haitian Creole", "Tamil", "Spanish"]),
            ),
        ],
    )
    s.fields(
        "Proposed bondsperson",
        [
            ("Name", g.full(bond)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("Cash deposit", g.money(2000, 15000)),
            ("Relationship", "cousin"),
        ],
    )
    s.prose(
        "Reasons",
        [
            "Under ",
            g.sec(),
            " of the ",
            g.statute(
                "Immigration and Refugee Protection Act, S.C. 2001, c. 27",
                "Immigration and Refugee Protection Regulations, SOR/2002-227",
            ),
            ", ",
            g.member(),
            " considered whether ",
            g.later(d),
            " is unlikely to appear. ",
            g.titled(bond),
            " testified with ",
            g.full(wit),
            " present as a support person. The Minister relied on ",
            g.case(),
            " and on ",
            g.neutral(),
            ".",
        ],
    )
    s.prose(
        "Order",
        [
            "Release on conditions; report to the CBSA office at ",
            g.building(),
            " every second Tuesday beginning ",
            g.date(),
            ".",
        ],
    )
    return finish(g, s)


@frame("ppsa_financing_statement", "tn3270_screen", ["ca"], region="ON")
def ppsa(g):
    d1, d2, sp = g.person(), g.person(), g.person()
    s = start(g, "PPSA Registration Enquiry", ref=g.ref("REG "))
    s.fields(
        "Debtor 1 (individual)",
        [
            ("Surname, first name", g.sortname(d1, True)),
            ("Date of birth", g.dob(d1)),
            ("Address", g.address()),
        ],
    )
    s.fields(
        "Debtor 2 (individual)",
        [
            ("Surname, first name", g.sortname(d2, True)),
            ("Date of birth", g.dob(d2)),
            ("Address", g.address()),
        ],
    )
    s.fields(
        "Secured party",
        [
            ("Name", g.eorg()),
            ("Agent", g.firm()),
            ("Collateral", "consumer goods, motor vehicle"),
            ("Period", f"{g.rng.randint(2, 6)} years"),
            ("Amount", g.money(5000, 60000)),
        ],
    )
    s.table(
        "Motor vehicle schedule",
        ["Year", "Make", "VIN"],
        [
            [
                str(g.rng.randint(2012, 2024)),
                g.rng.choice(["Ford F-150", "Honda Civic", "Kia Sorento"]),
                g.ref("2HG"),
            ]
        ],
    )
    s.prose(
        "Remarks",
        [
            "Registered by ",
            g.full(sp),
            " under ",
            g.statute("Personal Property Security Act, R.S.O. 1990, c. P.10"),
            ", ",
            g.sec(),
            "; amendment filed ",
            g.date(),
            ".",
        ],
    )
    return finish(g, s)


@frame("wsib_functional_abilities_form", "fill_in_blanks", ["ca"], region="ON")
def wsib_faf(g):
    w, hp, sup = g.person(), g.person(), g.person()
    s = start(g, "Functional Abilities Form for Planning Early and Safe Return to Work", ref=g.ref("CLM-"))
    s.fields(
        "Worker",
        [
            ("Worker's name", g.full(w)),
            ("Date of birth", g.dob(w)),
            ("Health card number", g.hc(w)),
            ("Home telephone", g.phone()),
            ("Address", g.address()),
            ("Social Insurance Number", g.sin()),
        ],
    )
    s.fields(
        "Employer",
        [
            ("Employer name", g.eorg()),
            ("Supervisor", g.full(sup)),
            ("Supervisor phone", g.phone()),
            ("Date of accident", g.date()),
        ],
    )
    s.fields(
        "Health professional",
        [
            ("Name", g.full(hp)),
            ("Profession", "physiotherapist"),
            ("Clinic", g.eorg()),
            ("Date of assessment", g.date()),
        ],
    )
    s.table(
        "Abilities",
        ["Activity", "Limitation"],
        [
            ["Lifting floor to waist", "up to 10 kg"],
            ["Standing", "20 minutes at a time"],
            ["Bending/twisting", "avoid repetitive"],
        ],
    )
    s.prose(
        "Comments",
        [
            g.titled(w),
            " reports pain consistent with ",
            g.eterm(True),
            " screening done by ",
            g.initial(hp),
            "; review under ",
            g.sec(),
            " of the ",
            g.statute("Workplace Safety and Insurance Act, 1997"),
            ".",
        ],
    )
    return finish(g, s)


@frame("bc_rtb_dispute_decision", "recfile", ["ca"], region="BC")
def bc_rtb(g):
    t1, t2, ll, agent = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Residential Tenancy Branch Decision", ref=g.cfile())
    s.header.append(("Arbitrator", g.member()))
    s.fields(
        "Parties",
        [
            ("Tenant", g.full(t1)),
            ("Tenant", g.full(t2)),
            ("Landlord", g.full(ll)),
            ("Landlord's agent", [g.full(agent), " of ", g.firm()]),
            ("Rental unit", g.address()),
        ],
    )
    s.table(
        "Monetary order",
        ["Item", "Amount"],
        [
            ["Return of security deposit", g.money(500, 2500)],
            ["Filing fee", "$100.00"],
            ["Mould remediation", g.money(200, 4000)],
        ],
    )
    s.prose(
        "Analysis",
        [
            "The hearing by conference call on ",
            g.date(),
            " was attended by ",
            g.titled(t1),
            " and ",
            g.later(ll),
            ". Under ",
            g.sec(),
            " of the ",
            g.statute("Residential Tenancy Act, S.B.C. 2002, c. 78"),
            " and following ",
            g.neutral(),
            ", the tenants' e-mails from ",
            g.email(t2),
            " were accepted as service.",
        ],
    )
    return finish(g, s)


@frame("cbsa_seizure_receipt", "tn3270_screen", ["ca"])
def cbsa_seizure(g):
    t, comp, off = g.person(), g.person(), g.person()
    s = start(g, "Seizure Receipt and Notice of Ascertained Forfeiture", ref=g.ref("K19S "))
    s.fields(
        "Traveller",
        [
            ("Name", g.sortname(t, True)),
            ("Date of birth", g.dob(t)),
            ("Address", g.address()),
            ("Telephone", g.phone()),
            ("Driver's licence", g.dl(t)),
            ("Card used for duty", g.card()),
        ],
    )
    s.fields(
        "Conveyance",
        [
            (
                "Port of entry",
                g.rng.choice(["Lacolle", "Peace Bridge", "Pacific Highway", "Ambassador Bridge"]),
            ),
            ("Travelling companion", g.full(comp)),
            ("Vessel", g.ship()),
            ("Date", g.date()),
        ],
    )
    s.table(
        "Goods seized",
        ["Item", "Value"],
        [["Undeclared currency", g.money(10000, 40000)], ["Jewellery", g.money(900, 9000)]],
    )
    s.prose(
        "Notes",
        [
            "Seizing officer badge ",
            g.ref("B"),
            " witnessed by ",
            g.initial(off),
            ". Request a ministerial decision under ",
            g.sec(),
            " of the ",
            g.statute(
                "Customs Act, R.S.C. 1985, c. 1 (2nd Supp.)",
                "Proceeds of Crime (Money Laundering) and Terrorist Financing Act",
            ),
            " within 90 days.",
        ],
    )
    return finish(g, s)


@frame("police_information_check_consent", "multipart_form", ["ca"])
def police_check(g):
    a, prev, ref = g.person(), g.person(), g.person()
    s = start(g, "Consent for Police Information Check (Vulnerable Sector)", ref=g.ref("PIC-"))
    s.fields(
        "Applicant",
        [
            ("Surname", g.surname(a)),
            ("Full name", g.full(a)),
            ("Previous name", g.full(prev)),
            ("Date of birth", g.dob(a)),
            ("Current address", g.address()),
            ("Driver's licence", g.dl(a)),
            ("Email", g.email(a)),
            ("Phone", g.phone()),
        ],
    )
    s.fields(
        "Position",
        [
            ("Organisation", g.eorg()),
            ("Role", "volunteer youth hockey coach"),
            ("Reference contact", [g.full(ref), ", ", g.phone()]),
        ],
    )
    s.fields("Submission", [("Client IP", g.ip()), ("Identity verified", "yes"), ("Consent date", g.date())])
    s.prose(
        "Declaration",
        [
            "I consent to a search of the databases held under the ",
            g.statute("Criminal Records Act, R.S.C. 1985, c. C-47", "Police Record Checks Reform Act, 2015"),
            ". Names such as ",
            g.fict(),
            " used in the sample form are illustrative only.",
        ],
    )
    return finish(g, s)
