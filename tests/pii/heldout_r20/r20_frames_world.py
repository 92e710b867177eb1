"""Frames tied to foreign jurisdictions (part one): hearings, financial statements, access requests, judgments."""

from __future__ import annotations

from r20_blocks import Spec, frame

FOREIGN_ANY = ("uk", "ie", "au", "nz", "in", "za", "ng", "ke", "sg", "ph", "gh", "jm", "fr", "de", "es", "nl")


@frame("au_avo_hearing_transcript", "page_line_transcript", ("au",))
def avo(g):
    pin, dft, kid, sgt = g.person(female=True), g.person(), g.child(), g.person()
    s = Spec(g, "Apprehended Domestic Violence Order Hearing")
    s.h("Court", f"Local Court at {g.r.choice(['Parramatta', 'Penrith', 'Campbelltown', 'Wollongong'])}").h(
        "Matter", g.court_file()
    )
    s.h("Before", g.judge()).h("Date", g.date())
    s.q(
        "Proceedings",
        [
            ("HER HONOUR", ["Who appears for the applicant police officer?"]),
            ("SERGEANT", [g.caps(sgt), ", your Honour, for the Commissioner."]),
            ("HER HONOUR", ["And the defendant is present. Is that ", g.full(dft), "?"]),
            ("DEFENDANT", ["Yes, your Honour. Date of birth ", g.dob(dft), "."]),
            (
                "SERGEANT",
                ["The person in need of protection is ", g.full(pin), ", and the child ", g.full(kid), "."],
            ),
            ("HER HONOUR", ["Is ", g.given(pin), " in court?"]),
            (
                "SERGEANT",
                [
                    "Ms ",
                    g.sur(pin),
                    " is in the remote witness room with a support person from ",
                    g.org(),
                    ".",
                ],
            ),
            (
                "DEFENDANT",
                ["I never went near ", g.given(kid), "'s school. I was in ", g.eplace(), " that week."],
            ),
            (
                "HER HONOUR",
                [
                    "The order is made under ",
                    g.statute(),
                    ". ",
                    g.later(dft),
                    ", you must not approach ",
                    g.address(),
                    ".",
                ],
            ),
        ],
    )
    s.p(
        None,
        [
            "Transcript produced by ",
            g.product("transcribe"),
            "; certified by ",
            g.inits(g.person()),
            " on ",
            g.date(),
            ".",
        ],
    )
    return s


@frame("uk_form_e_financial_statement", "fdf_form", ("uk",))
def form_e(g):
    a, b = g.person(), g.person()
    kids = [g.child() for _ in range(g.r.randint(1, 3))]
    s = Spec(g, "Form E Financial Statement")
    s.court = "Family Court"
    s.h("Case number", g.court_file()).h("Sworn", g.date())
    s.f(
        "1.1 Applicant",
        [
            ("Full name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Address", g.address()),
            ("Occupation", "nurse"),
        ],
    )
    s.f("1.2 Respondent", [("Full name", g.full(b)), ("Date of birth", g.dob(b))])
    s.t(
        "1.3 Children",
        ["Name", "Date of birth", "Lives with"],
        [[g.full(k), g.dob(k), g.given(a)] for k in kids],
    )
    s.f(
        "2.3 Bank accounts",
        [("Current account", g.iban("GB")), ("Savings", g.iban("GB")), ("Credit card", g.card())],
    )
    s.p(
        "4.1 Details of the marriage",
        [
            g.later(b),
            " moved out on ",
            g.date(),
            ". Maintenance is paid to ",
            g.ini(a),
            " through the Child Maintenance Service under the ",
            g.law("Child Support Act 1991"),
            ".",
        ],
    )
    s.sign([g.sig(a, "Applicant")], ["Solicitors: ", g.firm()])
    return s


@frame("gdpr_subject_access_response", "mbox_thread", ("ie", "fr", "de", "es", "nl"))
def gdpr(g):
    ds, dpo, agent = g.person(), g.person(), g.person()
    e_ds, e_dpo = g.email(ds), g.inst_email()
    s = Spec(g, "Subject Access Request — Article 15")
    s.m(
        [g.nm(ds), " <", e_ds, ">"],
        ["Data Protection Officer <", e_dpo, ">"],
        "Subject access request",
        [
            [
                "Under ",
                g.statute("eu"),
                " I request a copy of my personal data. Name: ",
                g.full(ds),
                ". Date of birth: ",
                g.dob(ds),
                ".",
            ],
            [
                "Address: ",
                g.address(),
                ". Phone: ",
                g.phone(),
                ". Account profile: ",
                g.url(ds),
                ". Last login IP: ",
                g.ip(),
                ".",
            ],
        ],
    )
    s.m(
        [g.nm(dpo), " <", e_dpo, ">"],
        [g.nm(ds), " <", e_ds, ">"],
        "Subject access request",
        [
            ["Dear ", g.ref(ds), ", your request ", g.refno("SAR"), " was received on ", g.date(), "."],
            [
                "Your refund IBAN on file is ",
                g.iban(),
                ". Call notes written by ",
                g.full(agent),
                " are enclosed.",
            ],
            ["Regards, ", g.given(dpo)],
        ],
    )
    s.m(
        [g.nm(ds), " <", e_ds, ">"],
        [g.nm(dpo), " <", e_dpo, ">"],
        "Subject access request",
        [
            [
                "Thank you. The notes mention ",
                g.sur(agent),
                " spoke to my partner, ",
                g.full(g.person()),
                ", without my consent.",
            ]
        ],
    )
    return s


@frame("ng_whistleblower_disclosure", "pgp_clearsigned", ("ng",))
def ng_whistle(g):
    src, dg, acct = g.person(loc="yo"), g.person(female=False), g.person()
    s = Spec(g, "Whistleblower Disclosure to the Federal Ministry of Finance")
    s.h("Portal", g.inst_url()).h("Date", g.date())
    s.p(None, ["I, ", g.full(src), ", of ", g.address(), ", disclose the following in good faith."])
    s.p(
        None,
        [
            "The director of procurement, ",
            g.full(dg),
            ", approved payments of ",
            g.money(1000000, 90000000),
            " to a contractor whose director is his cousin, ",
            g.full(acct),
            ". Payments went to account ",
            g.account(),
            ".",
        ],
    )
    s.p(
        None,
        [
            g.ref(dg),
            " told staff on ",
            g.date(),
            ': "Nobody reads these files." I can be reached at ',
            g.phone(),
            " or ",
            g.email(src),
            ".",
        ],
    )
    s.sign(["- ", g.sur(src)])
    return s


@frame("nz_family_court_parenting_decision", "akoma_ntoso", ("nz",))
def nz_parenting(g):
    m, f, k1, k2, lawyer_for_child = (
        g.person(female=True),
        g.person(female=False),
        g.child(),
        g.child(),
        g.person(),
    )
    s = Spec(g, "Reserved Decision on Parenting Order")
    s.court = "Family Court of New Zealand"
    s.h("Citation", g.neutral()).h("File", g.court_file()).h("Judge", g.judge()).h("Hearing", g.date())
    s.p(
        "Introduction",
        [
            "[The names of the children have not been anonymised in this draft.] ",
            g.full(m),
            " and ",
            g.full(f),
            " are the parents of ",
            g.full(k1),
            " and ",
            g.full(k2),
            ".",
        ],
        [g.ref(f), " seeks shared care under the ", g.statute(), "; ", g.ref(m), " opposes."],
        [
            "Lawyer for the children reported that ",
            g.given(k1),
            ' said: "I want to stay with Mum in ',
            g.eplace(),
            '."',
        ],
        [
            "The psychologist, ",
            g.full(lawyer_for_child),
            ", met ",
            g.given(k2),
            " twice. I adopt the approach in ",
            g.case(),
            ".",
        ],
    )
    s.p(
        "Result",
        [
            "A parenting order is made. ",
            g.given(k1),
            " and ",
            g.given(k2),
            " will be in the day-to-day care of ",
            g.later(m),
            ".",
        ],
    )
    return s


@frame("uk_employment_tribunal_judgment", "akoma_ntoso", ("uk",))
def uk_et(g):
    cl, mgr, hrp = g.person(female=True), g.person(), g.person()
    s = Spec(g, "Employment Tribunal Reserved Judgment and Reasons")
    s.court = "Employment Tribunals (England and Wales)"
    s.h("Case No", g.court_file()).h("Heard at", g.place()).h("Before", g.judge()).h(
        "Members", [g.member(), ", ", g.member()]
    )
    s.h("Claimant", [g.full(cl)])
    s.p(
        "Reasons",
        ["The claimant, ", g.nm(cl), ", worked as a care assistant from ", g.date(2015, 2020), "."],
        [
            "Her line manager, ",
            g.full(mgr),
            ", issued a final written warning on ",
            g.date(),
            ". ",
            g.ref(mgr),
            " accepted in cross-examination that the warning was not discussed with HR adviser ",
            g.full(hrp),
            ".",
        ],
        [g.ref(hrp), ' wrote to the claimant: "', g.given(cl), ', we need to talk about your hours."'],
        [
            "Applying ",
            g.law("Employment Rights Act 1996"),
            ", ",
            g.sect("s. 98(4)"),
            ", and ",
            g.case(),
            ", the dismissal was unfair.",
        ],
    )
    s.sign([g.judge()], ["Sent to the parties on ", g.date()])
    return s


@frame("in_fir_first_information_report", "xliff", ("in",))
def fir(g):
    inf, acc, wit, io = g.person(loc="hi"), g.person(female=False), g.person(), g.person()
    s = Spec(g, "First Information Report")
    s.h("FIR No.", g.refno("FIR")).h("Police station", g.eplace()).h("Date and time", g.date())
    s.f(
        "Informant",
        [
            ("Name", g.full(inf)),
            ("Father's name", g.full(g.person(loc="hi", female=False))),
            ("Date of birth", g.dob(inf)),
            ("Address", g.address()),
            ("Mobile", g.phone()),
        ],
    )
    s.f("Accused", [("Name", g.full(acc)), ("Address", g.address())])
    s.p(
        "Details",
        [
            "On ",
            g.date(),
            " at about 9 p.m., ",
            g.later(acc),
            " entered my shop near ",
            g.building(),
            " and took the cash box. My neighbour ",
            g.full(wit),
            " saw him run towards the bus stand.",
        ],
        [
            g.given(wit),
            ' told me, "I know him, he works at the mill." Sections invoked: ',
            g.section(),
            " of the ",
            g.statute("in"),
            ".",
        ],
    )
    s.sign(["Investigating officer: ", g.full(io)], ["Read over to informant ", g.sur(inf), " and signed"])
    return s


@frame("hague_evidence_letter_of_request", "xliff", FOREIGN_ANY)
def hague_evidence(g):
    wit, pl, df = g.person(), g.person(), g.person()
    s = Spec(g, "Letter of Request for Taking Evidence Abroad")
    s.h("Requesting authority", g.judge()).h("Central authority", g.inst()[0]).h("Dated", g.date())
    s.f("Parties", [("Plaintiff", g.full(pl)), ("Defendant", g.full(df)), ("Action", g.court_file())])
    s.f(
        "Person to be examined",
        [("Name", g.full(wit)), ("Date of birth", g.dob(wit)), ("Address", g.address())],
    )
    s.p(
        "Questions",
        ["Did you witness the signing of the guarantee by ", g.later(df), " on ", g.date(), "?"],
        ["Did ", g.ref(pl), " tell you that the loan was repaid?"],
        [
            "Request made under the ",
            g.law("Hague Evidence Convention of 18 March 1970"),
            "; costs to be reimbursed through ",
            g.bank_code(aba=False),
            ".",
        ],
    )
    s.sign(["Translator: ", g.full(g.person())])
    return s
