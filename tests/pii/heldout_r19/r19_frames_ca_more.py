"""Canadian frames, continued (benefits, litigation, health programs; the Québec ones are in French)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


@frame("fro_support_deduction_notice", "letter", ["ca"], region="ON")
def fro_notice(g):
    payor, rec, kid, hr = g.person(), g.person(), g.child(), g.person()
    s = start(g, "Notice to Income Source \u2014 Support Deduction Order", ref=g.ref("FRO "))
    s.header.append(("Court file", g.cfile()))
    s.fields(
        "Payor",
        [
            ("Name", g.full(payor)),
            ("Date of birth", g.dob(payor)),
            ("SIN", g.sin()),
            ("Address", g.address()),
        ],
    )
    s.fields(
        "Recipient and child",
        [
            ("Recipient", g.full(rec)),
            ("Child", [g.full(kid), ", born ", g.dob(kid)]),
            ("Deposit account", g.account()),
        ],
    )
    s.fields("Income source", [("Employer", g.eorg()), ("Payroll contact", [g.full(hr), ", ", g.phone()])])
    s.prose(
        "Instructions",
        [
            "Deduct ",
            g.money(200, 1500),
            " each pay period starting ",
            g.date(),
            " under ",
            g.sec(),
            " of the ",
            g.statute("Family Responsibility and Support Arrears Enforcement Act, 1996"),
            ". The order of ",
            g.judge(),
            " dated ",
            g.date(),
            " remains in force. Questions for ",
            g.titled(payor),
            " should go to the office.",
        ],
    )
    return finish(g, s)


@frame("ocf1_accident_benefits_application", "fill_in_blanks", ["ca"], region="ON")
def ocf1(g):
    a, drv, wit, dr = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Application for Accident Benefits (OCF-1)", ref=g.ref("CLM-"))
    s.fields(
        "Applicant",
        [
            ("Name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Address", g.address()),
            ("Telephone (home)", g.phone()),
            ("Telephone (work)", g.phone()),
            ("Health card", g.hc(a)),
            ("Driver's licence", g.dl(a)),
        ],
    )
    s.fields(
        "Accident",
        [
            ("Date of accident", g.date()),
            ("Location", ["Highway 401 near ", g.eplace()]),
            ("Other driver", g.full(drv)),
            ("Witness", [g.full(wit), ", ", g.phone()]),
            ("Police report", g.ref("OPP-")),
        ],
    )
    s.fields("Treating practitioner", [("Name", g.full(dr)), ("Clinic phone", g.iphone())])
    s.fields("Payment", [("Direct deposit", g.account()), ("Card for co-payments", g.card())])
    s.prose(
        "Description",
        [
            "Rear-ended while stopped; ",
            g.titled(a),
            " was taken to hospital. Diagnosis noted as whiplash; ",
            g.eterm(True),
            " ruled out. Benefits claimed under the ",
            g.statute(
                "Statutory Accident Benefits Schedule, O. Reg. 34/10", "Insurance Act, R.S.O. 1990, c. I.8"
            ),
            ".",
        ],
    )
    return finish(g, s)


@frame("ccb_capacity_review_application", "multipart_form", ["ca"], region="ON")
def ccb_app(g):
    a, sdm, phys, rel = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Application to the Board to Review a Finding of Incapacity (Form A)", ref=g.cfile())
    s.fields(
        "Applicant (person found incapable)",
        [
            ("Name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Health number", g.hc(a)),
            ("Facility", g.building()),
            ("Unit phone", g.phone()),
        ],
    )
    s.fields(
        "Substitute decision-maker",
        [("Name", g.full(sdm)), ("Relationship", "daughter"), ("Phone", g.phone()), ("Email", g.email(sdm))],
    )
    s.fields("Health practitioner", [("Name", g.full(phys)), ("Finding date", g.date())])
    s.prose(
        "Reasons",
        [
            "I disagree with ",
            g.initial(phys),
            "'s finding about treatment for ",
            g.eterm(True),
            ". My brother ",
            g.full(rel),
            " can attend. Hearing panel chaired by ",
            g.member(),
            ".",
        ],
    )
    return finish(g, s)


@frame("oas_gis_renewal_statement", "pg_copy", ["ca"])
def oas_gis(g):
    a, sp = g.person(age=(65, 95)), g.person(age=(60, 95))
    s = start(g, "Guaranteed Income Supplement Renewal", ref=g.ref("SC "))
    s.fields(
        "Pensioner",
        [
            ("Name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("SIN", g.sin()),
            ("Address", g.address()),
            ("Telephone", g.phone()),
            ("Health number", g.hc(a)),
        ],
    )
    s.fields(
        "Spouse or common-law partner", [("Name", g.full(sp)), ("Date of birth", g.dob(sp)), ("SIN", g.sin())]
    )
    s.table(
        "Income",
        ["Source", "Amount"],
        [["CPP", g.money(3000, 15000)], ["Employment", g.money(0, 5000)], ["RRIF", g.money(0, 9000)]],
    )
    s.fields("Payment", [("Deposit account", g.account()), ("Effective", g.date())])
    s.prose(
        "notes",
        [
            "Renewal under ",
            g.statute("Old Age Security Act, R.S.C. 1985, c. O-9"),
            " ",
            g.sec(),
            "; phone-shaped batch key ",
            g.phref(),
            " is not a telephone number.",
        ],
    )
    return finish(g, s)


@frame("discovery_undertakings_chart", "hcl", ["ca"], region="ON")
def undertakings(g):
    p, dfd, wit, adj = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Undertakings and Refusals Chart", ref=g.cfile())
    s.header.append(("Presiding", g.judge()))
    s.fields(
        "Examination",
        [
            ("Witness examined", g.full(wit)),
            ("Party", g.full(p)),
            ("Opposing party", g.full(dfd)),
            ("Date of examination", g.date()),
            ("Counsel for plaintiff", g.firm()),
        ],
    )
    s.table(
        "Undertakings",
        ["No", "Question", "Status"],
        [
            ["U-1", ["Produce records of ", g.titled(p), " from ", g.eorg()], "answered"],
            ["U-2", ["Ask adjuster ", g.full(adj), " about file ", g.ref("CLM-")], "outstanding"],
            ["R-1", ["Production of Bates ", g.bates(), " to ", g.bates()], "refused"],
        ],
    )
    s.prose(
        "Motion",
        [
            "Per ",
            g.sec(),
            " and ",
            g.case(),
            ", the motion returnable ",
            g.date(),
            " will seek answers from ",
            g.later(dfd),
            ".",
        ],
    )
    return finish(g, s)


@frame("trillium_drug_program_application", "logfmt", ["ca"], region="ON")
def trillium(g):
    a, sp, kid = g.person(), g.person(), g.child()
    s = start(g, "Trillium Drug Program Application Audit", ref=g.ref("TDP-"))
    s.fields(
        "Household",
        [
            ("Applicant", g.full(a)),
            ("Applicant dob", g.dob(a)),
            ("Applicant health number", g.hc(a)),
            ("Spouse", g.full(sp)),
            ("Dependent", g.full(kid)),
            ("Address", g.address()),
        ],
    )
    s.fields(
        "Session",
        [("Source ip", g.ip()), ("Email", g.email(a)), ("Phone", g.phone()), ("Client", g.version())],
    )
    s.fields("Pharmacy", [("Pharmacy", g.eorg()), ("Pharmacist", g.full(g.person()))])
    s.prose(
        "review",
        [
            "Deductible recalculated for ",
            g.later(a),
            " on ",
            g.date(),
            "; reference ",
            g.ssnref(),
            " is a batch key.",
        ],
    )
    return finish(g, s)


@frame("qc_tal_decision", "dokuwiki", ["ca"], lang="fr", region="QC")
def qc_tal(g):
    loc, loc2, prop, t = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Décision du Tribunal administratif du logement", ref=g.cfile())
    s.header.append(("Juge administratif", g.judge()))
    s.fields(
        "Parties",
        [
            ("Locataire", g.full(loc)),
            ("Locataire", g.full(loc2)),
            ("Locateur", g.full(prop)),
            ("Logement", g.address()),
        ],
    )
    s.fields(
        "Audience",
        [("Date de l'audience", g.date()), ("Témoin", g.full(t)), ("Téléphone du témoin", g.phone())],
    )
    s.prose(
        "Motifs",
        [
            "Le locateur ",
            g.later(prop),
            " demande la résiliation du bail pour retard de plus de trois semaines, selon l'",
            g.sec(),
            ". La locataire, ",
            g.titled(loc),
            ", a déposé des reçus. Le Tribunal applique le ",
            g.statute(
                "Loi sur le Tribunal administratif du logement, RLRQ, c. T-15.01", "Code civil du Québec"
            ),
            " et la décision ",
            g.neutral(),
            ".",
        ],
    )
    s.prose("Dispositif", ["REJETTE la demande; frais de ", g.money(80, 120), " à la charge du locateur."])
    return finish(g, s)


@frame("qc_declaration_heredite", "form_fields", ["ca"], lang="fr", region="QC")
def qc_heredite(g):
    dec, h1, h2, w1, notary = g.person(age=(60, 99)), g.person(), g.person(), g.person(), g.person()
    s = start(g, "Déclaration d'hérédité", ref=g.ref("MIN-"))
    s.fields(
        "Défunt",
        [
            ("Nom", g.full(dec)),
            ("Date de naissance", g.dob(dec)),
            ("Date du décès", g.date()),
            ("Dernier domicile", g.address()),
            ("Assurance maladie", g.hc(dec)),
        ],
    )
    s.table(
        "Héritiers",
        ["Nom", "Lien", "Date de naissance"],
        [[g.full(h1), "fille", g.dob(h1)], [g.full(h2), "fils", g.dob(h2)]],
    )
    s.fields("Déclarant", [("Nom", g.full(w1)), ("Téléphone", g.phone()), ("Courriel", g.email(w1))])
    s.prose(
        "Déclaration",
        [
            "Devant ",
            g.full(notary),
            ", notaire, le déclarant ",
            g.titled(w1),
            " affirme connaître la famille depuis vingt ans, conformément aux ",
            g.sec(),
            " du ",
            g.statute("Code civil du Québec"),
            ".",
        ],
    )
    return finish(g, s)
