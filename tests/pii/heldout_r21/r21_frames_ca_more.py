"""Canadian frames (part 2)."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("on_form_35_1_parenting_affidavit", "perl_pod", "ca:ON")
def f351(g):
    dep, other = g.person(), g.person()
    kids = [g.child(dep) for _ in range(g.rng.randint(1, 3))]
    gp, teacher = g.person(age=(55, 85)), g.person()
    sp = Spec(
        "AFFIDAVIT IN SUPPORT OF CLAIM FOR DECISION-MAKING RESPONSIBILITY, PARENTING TIME, CONTACT AND/OR GUARDIANSHIP OF PROPERTY OF CHILD (FORM 35.1)"
    )
    sp.head(
        ("Court file number", g.court_file("FS-{y2}-{n5}")),
        ("Court", "Ontario Court of Justice"),
        ("Applicant", g.name(dep, "scaps")),
        ("Respondent", g.name(other, "scaps")),
    )
    sp.fields(
        "Deponent",
        ("My name is", g.full(dep)),
        ("I live in", g.town()),
        ("My date of birth is", g.dob(dep)),
        ("Telephone", g.phone()),
    )
    sp.table(
        "Children",
        ["Child's full legal name", "Birthdate", "Lives with"],
        [[g.full(k, 0.0), g.dob(k), g.pick("Applicant", "Both parties", "Respondent")] for k in kids],
    )
    sp.para(
        "Proposed parenting plan",
        [
            "Since we separated on ",
            g.date(),
            ", the children have lived with me during the week. ",
            g.ref(other),
            " has them every second weekend and the drop-offs take place at the ",
            g.org(),
            " on ",
            g.eplace(),
            ".",
        ],
        [
            "My mother, ",
            g.full(gp),
            ", picks the children up from school. Their teacher, ",
            g.full(teacher),
            ", can confirm that ",
            g.name(kids[0], "given"),
            " has settled well. I ask for an order under ",
            g.section(),
            " of the ",
            g.law("Children's Law Reform Act, R.S.O. 1990, c. C.12"),
            " and refer to ",
            g.case(),
            ".",
        ],
    )
    sp.fields(
        "Police and child protection involvement",
        (
            "Any police records",
            g.pick("None", "One occurrence, withdrawn", "See attached police record check"),
        ),
        ("Children's aid society", g.pick("No involvement", "File closed")),
    )
    sp.para(
        None,
        [
            "Sworn remotely by ",
            g.name(dep),
            " at ",
            g.town(),
            ", Ontario, before me on ",
            g.date(),
            ", in accordance with O. Reg. 431/20.",
        ],
    )
    return sp.close(closing(g, dep))


@frame("cra_t2201_dtc_certificate", "diff3_conflict", "ca")
def t2201(g):
    pt, md, carer = g.person(), g.person(), g.person()
    sp = Spec("DISABILITY TAX CREDIT CERTIFICATE (T2201)")
    sp.head(("Working copy", g.ref_no()), ("Last saved", g.date()))
    sp.fields(
        "Part A - Individual",
        ("Name of person with the disability", g.full(pt)),
        ("Social insurance number", g.sin()),
        ("Date of birth", g.dob(pt)),
        ("Mailing address", g.address()),
        ("Health card", g.hc_card(pt, "not required")),
        ("Name of person claiming the amount", g.full(carer)),
        ("Relationship", g.pick("son", "daughter", "spouse", "parent")),
    )
    sp.fields(
        "Part B - Medical practitioner",
        ("Practitioner", g.full(md)),
        ("Licence number", g.ref_no()),
        ("Clinic", g.org()),
        ("Clinic telephone", g.inst_phone()),
        ("Diagnosis", g.term(False)),
        ("Year the impairment began", g.pick("2016", "2018", "2020", "2022")),
    )
    sp.para(
        "Effects of impairment",
        [
            g.ref(pt),
            " needs ",
            g.pick("at least three times longer", "substantially more time", "help from another person"),
            " to walk 100 metres, dress, and feed ",
            g.pick("herself", "himself", "themselves"),
            ". ",
            g.ref(carer),
            " helps every morning. The effects are expected to last more than 12 months (",
            g.section(),
            " of the ",
            g.law("Income Tax Act"),
            ").",
        ],
    )
    sp.checks(
        "Certification",
        ("Marked restriction", ["Walking", "Dressing", "Feeding", "Mental functions"], g.rng.randrange(4)),
        ("Life-sustaining therapy", ["Yes", "No"], 1),
    )
    sp.fields("Signature", ("Practitioner's signature", g.sig(md)), ("Date", g.date()))
    return sp.close(closing(g, md, [pt]))


@frame("vac_disability_benefit_application", "turtle_rdf", "ca")
def vac(g):
    vet, spouse, md, rep = g.person(age=(25, 88)), g.person(), g.person(), g.person()
    sp = Spec("APPLICATION FOR DISABILITY BENEFITS - VETERANS AFFAIRS CANADA")
    sp.head(("VAC file", g.ref_no()), ("Received", g.date()))
    sp.fields(
        "Applicant",
        ("Name", g.full(vet)),
        ("Service number", g.ref_no()),
        ("Date of birth", g.dob(vet)),
        ("SIN", g.sin()),
        ("Provincial health number", g.hc_card(vet, "not provided")),
        ("Address", g.address()),
        ("Home phone", g.phone()),
        ("E-mail", g.email(vet)),
        ("Direct deposit", g.bank()),
    )
    sp.fields(
        "Service",
        ("Branch", g.pick("Canadian Army", "Royal Canadian Navy", "Royal Canadian Air Force")),
        ("Served aboard", g.ship()),
        ("Release date", g.date(g.day((1995, 1, 1), (2023, 12, 31)))),
    )
    sp.para(
        "Condition claimed",
        [
            "I am claiming ",
            g.pick(
                "tinnitus",
                "lumbar disc disease",
                "post-traumatic stress disorder",
                "bilateral knee osteoarthritis",
            ),
            ". ",
            g.pick(
                "It started during a deployment",
                "It began after a training fall",
                "Symptoms began during sea trials",
            ),
            " in ",
            g.pick("2004", "2008", "2011", "1999"),
            ". My spouse ",
            g.full(spouse),
            " has seen the effects daily. My family doctor, Dr. ",
            g.full(md),
            ", completed the medical questionnaire under the ",
            g.law("Veterans Well-being Act, S.C. 2005, c. 21"),
            ".",
        ],
    )
    sp.fields(
        "Representative",
        ("Authorized representative", g.full(rep)),
        ("Organisation", g.pick("Royal Canadian Legion", "Bureau of Pensions Advocates")),
        ("Signature of applicant", g.sig(vet)),
    )
    return sp.close(closing(g, vet, [rep]))


@frame("lso_complaint_form", "gemtext", "ca:ON")
def lso(g):
    comp, lic, wit = g.person(), g.person(), g.person()
    sp = Spec("LAW SOCIETY OF ONTARIO - COMPLAINT FORM")
    sp.head(("Submission", g.ref_no()), ("Submitted", g.date()), ("Submitted from", g.ip()))
    sp.fields(
        "About you",
        ("Name", g.full(comp)),
        ("Date of birth", g.dob(comp) if g.chance(0.4) else "prefer not to say"),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("E-mail", g.email(comp)),
    )
    sp.fields(
        "About the paralegal or lawyer",
        ("Licensee name", g.full(lic)),
        ("Firm", g.firm()),
        ("Matter", g.pick("small claims", "residential tenancy", "traffic ticket", "real estate closing")),
    )
    sp.para(
        "Your complaint",
        [
            "I retained ",
            g.ref(lic),
            " on ",
            g.date(),
            " and paid a retainer of ",
            g.money(500, 6000),
            ". After that, calls went unanswered. My ",
            g.pick("sister", "neighbour", "friend"),
            ", ",
            g.full(wit),
            ", was with me when ",
            g.ref(lic),
            " promised the filing would be done by ",
            g.date(),
            ". It was never filed and the limitation period under the ",
            g.law("Limitations Act, 2002"),
            " has now passed.",
        ],
        [
            "I understand the Law Society reviews complaints under the ",
            g.law("Law Society Act, R.S.O. 1990, c. L.8"),
            " and cannot give me legal advice. I have also written to ",
            g.inst_email(),
            ".",
        ],
    )
    sp.checks("Consent", ("Share my complaint with the licensee", ["Yes", "No"], 0))
    return sp.close(closing(g, comp))


@frame("on_lat_case_conference_summary", "ttml_captions", "ca:ON")
def lat(g):
    app, adj, rep, doc_ = g.person(), g.person(), g.person(), g.person()
    mem = g.member()
    sp = Spec("LICENCE APPEAL TRIBUNAL - CASE CONFERENCE (AUTOMOBILE ACCIDENT BENEFITS)")
    sp.head(("Tribunal file", g.court_file("{y2}-00{n4}")), ("Date", g.date()), ("Presiding", mem))
    sp.fields(
        "Parties",
        ("Applicant", g.full(app)),
        ("Insurer", g.pick("Aviva", "Intact", "Desjardins", "Wawanesa") + " Insurance"),
        ("Adjuster", g.full(adj)),
    )
    sp.turns(
        "Recording",
        [
            (
                mem,
                [
                    "Good morning. We are on the record in the matter of ",
                    g.name(app, "scaps"),
                    ". Can the applicant confirm their date of birth?",
                ],
            ),
            (g.name(app), ["Yes, it is ", g.dob(app, g.pick("long_en", "words_md", "words_half")), "."]),
            (mem, ["Thank you. And the health card on the OCF forms?"]),
            (g.name(app), ["It is ", g.hc_card(app), "."]),
            (
                g.name(adj, "later"),
                [
                    "The insurer relies on the IE report of Dr. ",
                    g.full(doc_),
                    " dated ",
                    g.date(),
                    " and on ",
                    g.section(),
                    " of the ",
                    g.law("Statutory Accident Benefits Schedule, O. Reg. 34/10"),
                    ".",
                ],
            ),
            (
                g.name(rep, "full"),
                [
                    "I am the applicant's representative. We dispute the minor injury guideline. ",
                    g.ref(app),
                    " still cannot lift more than five kilograms.",
                ],
            ),
            (mem, ["Noted. The hearing will proceed in writing; submissions are due by ", g.date(), "."]),
        ],
    )
    return sp.close(closing(g))


@frame("bc_msp_enrolment_application", "form_fields", "ca:BC")
def msp(g):
    a, s = g.person(), g.person()
    kids = [g.child(a) for _ in range(g.rng.randint(0, 3))]
    sp = Spec("APPLICATION FOR HEALTH AND DRUG COVERAGE - MEDICAL SERVICES PLAN")
    sp.head(("Reference", g.ref_no()), ("Received", g.date()))
    sp.fields(
        "Account holder",
        ("Legal name", g.name(a, "scaps")),
        ("Preferred name", g.name(a, "given")),
        ("Birthdate", g.dob(a)),
        ("Personal Health Number", g.hc_card(a)),
        ("Residential address", g.address()),
        ("Phone", g.phone()),
        ("Arrived in B.C.", g.date()),
    )
    sp.fields("Spouse", ("Legal name", g.full(s)), ("Birthdate", g.dob(s)), ("PHN", g.hc_card(s)))
    if kids:
        sp.table(
            "Dependants",
            ["Name", "Birthdate", "PHN"],
            [[g.full(k, 0.0), g.dob(k), g.hc_card(k)] for k in kids],
        )
    sp.para(
        "Declaration",
        [
            "I, ",
            g.name(a),
            ", declare that the information is true. Coverage is under the ",
            g.law("Medicare Protection Act, R.S.B.C. 1996, c. 286"),
            ". Mail to Health Insurance BC, or apply at ",
            g.inst_url(),
            ".",
        ],
    )
    return sp.close(closing(g, a))
