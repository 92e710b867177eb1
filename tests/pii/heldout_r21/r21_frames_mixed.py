"""Frames that draw Canada or the US."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("estate_executor_correspondence", "letter", "ca|us")
def executor(g):
    ex, dec, b1, b2 = g.person(), g.person(age=(60, 98)), g.person(), g.person()
    sp = Spec(
        g.pick(
            "ESTATE ADMINISTRATION - UPDATE TO BENEFICIARY",
            "EXECUTOR'S LETTER",
            "ESTATE MATTER - SALE OF THE FAMILY HOME",
        )
    )
    sp.head((None, g.date()), (None, g.full(b1)), (None, g.address()), ("By e-mail", g.email(b1)))
    greeting = g.pick(
        ["Dear ", g.name(b1, "given"), ","], ["Dear ", g.ref(b1), ","], ["Hi ", g.name(b1, "given"), " —"]
    )
    sp.para(
        None,
        greeting,
        [
            "As you know, I was named executor in ",
            g.ref(dec),
            "'s will dated ",
            g.date(),
            ". ",
            g.pick("Mom", "Dad", "Our aunt", "Grandpa"),
            " passed away on ",
            g.date(),
            g.pick(" at home.", " at the hospital.", " peacefully."),
            " The funeral home has the death certificate, which lists the date of birth as ",
            g.dob(dec),
            ".",
        ],
        [
            "I have opened an estate account (",
            g.bank(),
            ") and moved the pension deposits into it. The house is listed with an agent; ",
            g.full(b2),
            " has asked to buy out your share instead, and I need your answer before the ",
            g.pick("court application", "probate filing", "closing"),
            " in file ",
            g.court_file(),
            ".",
        ],
        [
            g.pick("Please call me at ", "You can reach me at ", "Text me at "),
            g.phone(),
            g.pick(" any evening.", " after six.", "."),
            " I know this is hard. ",
            g.pick("The ring goes to ", "The quilt goes to ", "The piano stays with "),
            g.name(b2, "given"),
            g.pick(", as the letter of wishes says.", ", as promised.", "."),
        ],
    )
    sp.close(
        [g.pick("Love,", "Warmly,", "Take care,", "All the best,"), g.name(ex, "given")]
        if g.chance(0.7)
        else [g.name(ex)]
    )
    return sp


@frame("law_firm_conflict_check_memo", "ris_tagged", "ca|us")
def conflict(g):
    client, adverse, rel, former, req = g.person(), g.person(), g.person(), g.person(), g.person()
    sp = Spec("NEW MATTER CONFLICT SEARCH RESULTS")
    sp.head(
        ("Matter", g.ref_no()),
        ("Requested by", g.name(req, "initials")),
        ("Run on", g.date()),
        ("Engine", g.version()),
    )
    sp.table(
        "Parties searched",
        ["Role", "Name", "Result"],
        [
            ["Prospective client", g.name(client, "comma"), "No prior matters"],
            ["Adverse party", g.name(adverse, "comma"), g.pick("1 closed matter", "No hits")],
            ["Related party", g.name(rel, "comma"), "No hits"],
            ["Opposing firm", g.firm(), "Referral source"],
        ],
    )
    sp.para(
        "Analysis",
        [
            "The search hit on ",
            g.name(adverse),
            " because the firm acted for ",
            g.ref(adverse),
            " in ",
            g.court_file(),
            ", closed ",
            g.date(),
            ". Former associate ",
            g.full(former),
            " worked on that file. Screen required; see ",
            g.section(),
            " of the Rules of Professional Conduct and ",
            g.case(),
            ".",
        ],
    )
    sp.fields(
        "Decision",
        ("Cleared by", g.name(req, "init")),
        ("Conditions", "Ethical screen; no access to the closed file"),
    )
    return sp.close(closing(g))


@frame("police_witness_statement", "diff3_conflict", "ca|us")
def witness(g):
    w, sus, vic, off = g.person(), g.person(), g.person(), g.person()
    sp = Spec("WITNESS STATEMENT")
    sp.head(
        ("Occurrence", g.ref_no()),
        ("Taken by", ["Cst. " if g.jur == "ca" else "Officer ", g.name(off, "full")]),
        ("Date", g.date()),
    )
    sp.fields(
        "Witness",
        ("Name", g.full(w)),
        ("Date of birth", g.dob(w)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("ID shown", ["driver's licence ", g.dl(w)]),
    )
    sp.para(
        "Statement",
        [
            "I was walking my dog near the ",
            g.org(),
            " on ",
            g.pick("Main", "King", "Water", "Elm"),
            " Street at about 9:40 p.m. I saw a man I know as ",
            g.full(sus),
            g.pick(" — everyone calls him ", " (people call him "),
            g.pick('"Tank"', '"Smitty"', '"Boots"'),
            g.pick(" — ", ") "),
            "arguing with ",
            g.full(vic),
            ".",
        ],
        [
            g.ref(sus),
            " pushed ",
            g.ref(vic),
            " against the bus shelter. I yelled and he ran toward ",
            g.eplace(),
            ". ",
            g.ref(vic),
            ' said "call ',
            g.name(vic, "given"),
            "'s sister\" and gave me her number, ",
            g.phone(),
            ".",
        ],
        ["I have read this statement and it is true. I am willing to go to court."],
    )
    sp.fields("Signatures", ("Witness", g.sig(w)), ("Officer", [g.name(off, "init"), " #", g._num(4)]))
    return sp.close(closing(g))


@frame("litigation_chronology", "perl_pod", "ca|us")
def chrono(g):
    pl, df, md, ee = g.person(), g.person(), g.person(), g.person()
    sp = Spec("CHRONOLOGY OF EVENTS - PRIVILEGED AND CONFIDENTIAL")
    sp.head(("Matter", g.court_file()), ("Prepared for", g.firm()), ("Draft", g.date()))
    rows = [
        [g.date(), ["Plaintiff ", g.full(pl), " (born ", g.dob(pl), ") starts work at the ", g.org(), "."]],
        [g.date(), ["Supervisor ", g.full(df), " gives a written warning; see ", g.bates(), "."]],
        [g.date(), ["Plaintiff sees Dr. ", g.full(md), " for anxiety; note mentions ", g.term(False), "."]],
        [
            g.date(),
            [
                "E-mail from ",
                g.name(ee, "full"),
                " to ",
                g.name(df, "later"),
                ': "we need a paper trail" (',
                g.bates(),
                ").",
            ],
        ],
        [
            g.date(),
            [
                "Termination meeting; ",
                g.name(pl, "later"),
                " records it on a phone running ",
                g.version(),
                ".",
            ],
        ],
        [g.date(), ["Statement of claim issued, ", g.court_file(), "."]],
    ]
    sp.table("Timeline", ["Date", "Event"], rows)
    sp.para(
        "Open questions",
        [
            "Confirm whether ",
            g.ref(ee),
            " still works there, and whether the ",
            g.case(),
            " line of cases applies to the limitation issue.",
        ],
    )
    return sp.close(closing(g))
