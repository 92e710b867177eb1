"""US frames (part 2)."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("cms20027_medicare_redetermination", "form_fields", "us")
def cms(g):
    b, rep, md = g.person(age=(65, 95)), g.person(), g.person()
    sp = Spec("MEDICARE REDETERMINATION REQUEST FORM (CMS-20027)")
    sp.head(("Received", g.date()), ("Contractor", g.pick("Noridian", "Palmetto GBA", "NGS", "Novitas")))
    sp.fields(
        "Beneficiary",
        ("Beneficiary's name", g.name(b, "scaps")),
        ("Medicare number", g.ref_no()),
        ("Date of birth", g.dob(b)),
        ("Address", g.address()),
        ("Phone", g.phone()),
    )
    sp.fields(
        "Item or service",
        ("Description", g.pick("power wheelchair", "home oxygen", "skilled nursing days", "CPAP supplies")),
        ("Date of service", g.date()),
        ("Ordering physician", ["Dr. ", g.full(md)]),
        ("Claim number", g.phone_ref()),
    )
    sp.para(
        "Reason for disagreement",
        [
            "The initial determination said the item was not medically necessary. ",
            g.ref(b),
            " has ",
            g.term(False),
            " and Dr. ",
            g.name(md, "later"),
            " documented the need on ",
            g.date(),
            ". See ",
            g.law("42 C.F.R. § 405.942"),
            ".",
        ],
    )
    sp.fields(
        "Requester",
        ("Name", g.full(rep)),
        ("Relationship", g.pick("daughter", "son", "appointed representative", "niece")),
        ("Signature", g.sig(rep)),
        ("Date", g.date()),
    )
    return sp.close(closing(g, rep))


@frame("bar_fee_arbitration_petition", "perl_pod", "us")
def feearb(g):
    cl, atty_staff, arb = g.person(), g.person(), g.member()
    sp = Spec("PETITION FOR MANDATORY FEE ARBITRATION")
    sp.head(("Arbitration number", g.court_file("{y2}-{n4}")), ("Filed", g.date()), ("Assigned", arb))
    sp.fields(
        "Client",
        ("Name", g.full(cl)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(cl)),
        ("Refund to", g.bank()),
    )
    sp.fields(
        "Attorney's office",
        ("Firm", g.firm()),
        ("Billing contact", g.full(atty_staff)),
        ("Office line", g.inst_phone()),
    )
    sp.para(
        "Statement of dispute",
        [
            "I hired the firm on ",
            g.date(),
            " for a ",
            g.pick("custody modification", "DUI defense", "landlord dispute", "probate"),
            ". The fee agreement estimated ",
            g.money(2000, 5000),
            " but I was billed ",
            g.money(9000, 30000),
            ". ",
            g.ref(atty_staff),
            " told me on the phone that paralegal hours were included. The invoices list Bates ranges ",
            g.bates(),
            " to ",
            g.bates(),
            " as reviewed twice.",
        ],
        [
            "I request arbitration under ",
            g.law("Cal. Bus. & Prof. Code § 6200"),
            ". The dispute is about fees only.",
        ],
    )
    sp.fields("Signature", ("Petitioner", g.sig(cl)), ("Date", g.date()))
    return sp.close(closing(g, cl))


@frame("iep_meeting_notes", "wiki_creole", "us")
def iep(g):
    st, par, teacher, sped, slp = g.person(age=(6, 17)), g.person(), g.person(), g.person(), g.person()
    sp = Spec("INDIVIDUALIZED EDUCATION PROGRAM - ANNUAL REVIEW MEETING NOTES")
    sp.head(
        ("Meeting date", g.date()),
        (
            "School",
            g.pick(
                "Lincoln Elementary",
                "Cesar Chavez Middle School",
                "Roosevelt High School",
                "Sojourner Truth Academy",
                "Maya Angelou Middle School",
            ),
        ),
    )
    sp.fields(
        "Student",
        ("Student", g.full(st)),
        ("Date of birth", g.dob(st)),
        ("Grade", g.pick("2", "4", "6", "8", "10")),
        (
            "Eligibility",
            g.term(False)
            if g.chance(0.3)
            else g.pick("Specific learning disability", "Speech or language impairment", "Autism"),
        ),
    )
    sp.table(
        "Attendees",
        ["Name", "Role"],
        [
            [g.full(par), "Parent"],
            [g.full(teacher), "General education teacher"],
            [g.full(sped), "Case manager"],
            [g.name(slp, "init"), "SLP"],
        ],
    )
    sp.turns(
        "Discussion",
        [
            (
                g.name(sped, "later"),
                [
                    "We reviewed progress on the reading goals. ",
                    g.name(st, "given"),
                    " met two of three benchmarks.",
                ],
            ),
            (
                g.name(par, "later"),
                [
                    "At home ",
                    g.ref(st),
                    " still avoids reading aloud. Can the accommodations include audiobooks?",
                ],
            ),
            (g.name(slp, "initials"), ["Yes. Speech services stay at 30 minutes weekly."]),
            (
                g.name(teacher, "later"),
                ["Extended time on tests has helped; the district's portal is ", g.inst_url(), "."],
            ),
        ],
    )
    sp.para(
        "Outcome",
        [
            "The team agreed on the plan under the ",
            g.law("Individuals with Disabilities Education Act"),
            " and ",
            g.case(),
            ". Next review: ",
            g.date(),
            ".",
        ],
    )
    return sp.close(closing(g, sped, [par]))


@frame("criminal_restitution_order", "ris_tagged", "us")
def restitution(g):
    dft, v1, v2, po = g.person(), g.person(), g.person(), g.person()
    sp = Spec("ORDER OF RESTITUTION")
    sp.head(
        ("Case", g.court_file("CR-{y}-{n4}")),
        ("Court", g.pick("Superior Court", "District Court", "Circuit Court")),
        ("Judge", g.judge()),
        ("Entered", g.date()),
    )
    sp.fields(
        "Defendant",
        ("Name", g.name(dft, "scaps")),
        ("Date of birth", g.dob(dft)),
        ("SSN (last four on file)", g.ssn() if g.chance(0.5) else "on file"),
        ("Address", g.address()),
    )
    sp.table(
        "Victims and amounts",
        ["Victim", "Amount", "Payee address"],
        [[g.full(v1), g.money(300, 8000), g.address()], [g.full(v2), g.money(100, 3000), "withheld"]],
    )
    sp.para(
        None,
        [
            "Pursuant to ",
            g.law("Mandatory Victims Restitution Act, 18 U.S.C. § 3663A"),
            " and ",
            g.case(),
            ", the defendant shall pay restitution in monthly installments of ",
            g.money(50, 400),
            " beginning ",
            g.date(),
            ". Probation officer ",
            g.full(po),
            " shall monitor payment.",
        ],
    )
    return sp.close(closing(g))


@frame("custodial_interview_transcript", "ttml_captions", "us")
def interview(g):
    sus, det, det2, vic = g.person(), g.person(), g.person(), g.person()
    sp = Spec("RECORDED CUSTODIAL INTERVIEW - ADVISEMENT AND STATEMENT")
    sp.head(
        ("Incident", g.ref_no()),
        ("Recorded", g.date()),
        ("Room", g.pick("Interview 2", "Interview B", "Soft room")),
    )
    sp.turns(
        "Transcript",
        [
            (
                ["Det. ", g.name(det, "later")],
                [
                    "Today is ",
                    g.date(),
                    ". Present are myself, Detective ",
                    g.full(det),
                    ", and Detective ",
                    g.full(det2),
                    ". State your full name.",
                ],
            ),
            (g.name(sus, "caps"), ["It's ", g.full(sus), "."]),
            (["Det. ", g.name(det, "later")], ["Date of birth?"]),
            (g.name(sus, "caps"), [g.dob(sus, g.pick("long_en", "us_num", "words_half")), "."]),
            (["Det. ", g.name(det2, "later")], ["And what ID did you have on you?"]),
            (g.name(sus, "caps"), ["My license, ", g.dl(sus), ". Phone is ", g.phone(), "."]),
            (
                ["Det. ", g.name(det, "later")],
                ["You've been read your ", g.term(True), " rights. Do you understand them?"],
            ),
            (
                g.name(sus, "caps"),
                [
                    "Yeah. I never touched ",
                    g.full(vic),
                    ". I was at my cousin's in ",
                    g.place(),
                    " that night.",
                ],
            ),
        ],
    )
    sp.fields("Notes", ("Reviewed by", g.name(g.person(), "init")), ("Software", g.version()))
    return sp.close(closing(g))


@frame("fl150_income_expense_declaration", "diff3_conflict", "us")
def fl150(g):
    d, other, emp_contact = g.person(), g.person(), g.person()
    kids = [g.child(d) for _ in range(g.rng.randint(1, 2))]
    sp = Spec("INCOME AND EXPENSE DECLARATION (FL-150)")
    sp.head(
        ("Case number", g.court_file("FL-{y}-00{n4}")),
        ("Petitioner", g.name(d, "scaps")),
        ("Respondent", g.name(other, "scaps")),
    )
    sp.fields(
        "Employment",
        ("Employer", g.org()),
        ("Supervisor", g.full(emp_contact)),
        ("Date job started", g.date()),
        ("Gross monthly pay", g.money(1800, 12000)),
    )
    sp.fields("Bank accounts", ("Checking", g.bank()), ("Savings balance", g.money(0, 8000)))
    sp.table("Children living with me", ["Name", "Birth date"], [[g.full(k, 0.0), g.dob(k)] for k in kids])
    sp.para(
        "Other party's income",
        [
            g.ref(other),
            " earns about ",
            g.money(2000, 9000),
            " a month driving for a rideshare company. Guideline support under ",
            g.law("Cal. Fam. Code § 4058"),
            ".",
        ],
    )
    sp.fields(
        "Declarant",
        ("Name", g.full(d)),
        ("Date of birth", g.dob(d)),
        ("Signature", g.sig(d)),
        ("Date", g.date()),
    )
    return sp.close(closing(g, d))
