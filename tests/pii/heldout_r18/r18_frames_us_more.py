"""United States frames, continued (courts, motor vehicles, tribal and county records)."""

from __future__ import annotations

from r18_blocks import finish, frame, start


@frame("expungement_petition", "unified_diff", ("us",))
def expungement_petition(g):
    pet, ref1 = g.people(2)
    s = start(g, "Petition for Expungement", court=True)
    s.fields(
        "Petitioner",
        ("Name", g.full(pet)),
        ("Date of birth", g.dob()),
        ("SSN", g.ssn()),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Driver license", g.dl(pet)),
    )
    s.table(
        "Arrests",
        ["Date", "Agency case", "Disposition"],
        [[g.date(2008, 2016), g.ref(), "dismissed"], [g.date(2008, 2016), g.ref(), "nolle prosequi"]],
    )
    s.prose(
        "Grounds",
        ["Petitioner relies on ", g.statute(), " and the reasoning in ", g.case_cite(), "."],
        ["Character letter from ", g.full(ref1), ", pastor, is attached as ", g.bates(), "."],
    )
    return finish(g, s)


@frame("traffic_court_plea_form", "gettext_po", ("us",))
def traffic_court_plea_form(g):
    (d,) = g.people(1)
    s = start(g, "Traffic Citation Plea by Mail", court=True)
    s.fields(
        "Defendant",
        ("Name", g.full(d)),
        ("Date of birth", g.dob()),
        ("Driver license", g.dl(d)),
        ("Mailing address", g.address()),
        ("Phone", g.phone()),
    )
    s.fields(
        "Plea", ("Citation", g.ref()), ("Plea", "no contest"), ("Payment card", g.card()), ("Fine", g.money())
    )
    s.prose(
        "Explanation",
        [
            "I was driving my mother to an appointment for ",
            g.term(),
            ". ",
            g.later(d),
            " requests traffic school under ",
            g.section(),
            ". (Sample on the back of the form: ",
            g.fictional(),
            ".)",
        ],
    )
    return finish(g, s)


@frame("dmv_medical_review_report", "sexp", ("us",))
def dmv_medical_review_report(g):
    drv, md, fam = g.people(3)
    s = start(g, "Driver Medical Evaluation")
    s.fields(
        "Driver",
        ("Name", g.full(drv)),
        ("Date of birth", g.dob()),
        ("License number", g.dl(drv)),
        ("Address", g.address()),
    )
    s.fields(
        "Physician",
        ("Name", [g.title(md), " ", g.full(md)]),
        ("Office phone", g.phone(ext=True)),
        ("Diagnosis", g.term()),
    )
    s.prose(
        "Referral",
        ["Referred by family member ", g.full(fam), " after a crash on ", g.date(), "."],
        ["Review under ", g.statute(), "; re-exam scheduled ", g.date(), "."],
    )
    return finish(g, s)


@frame("conservatorship_annual_accounting", "textproto", ("us",))
def conservatorship_annual_accounting(g):
    ward, cons, aide = g.people(3)
    s = start(g, "Annual Account of Conservator", court=True)
    s.fields(
        "Conservatee",
        ("Name", g.full(ward)),
        ("Date of birth", g.dob()),
        ("SSN", g.ssn()),
        ("Residence", g.address()),
    )
    s.fields("Conservator", ("Name", g.full(cons)), ("Phone", g.phone()), ("Email", g.email(cons)))
    s.table(
        "Disbursements",
        ["Date", "Payee", "Amount"],
        [
            [g.date(), g.full(aide), g.money()],
            [g.date(), g.org(), g.money()],
            [g.date(), g.building(), g.money()],
        ],
    )
    s.fields("Accounts", ("Bank account", g.account()), ("Routing", g.bank_code()))
    s.prose("Court", ["Approved by ", g.judge(), "; next account due ", g.date(), "."])
    return finish(g, s)


@frame("guardian_ad_litem_report", "mediawiki", ("us",))
def guardian_ad_litem_report(g):
    child, mom, dad, teacher, gal = g.people(5)
    s = start(g, "Guardian ad Litem Report", court=True)
    s.fields(
        "Child",
        ("Name", g.full(child)),
        ("Date of birth", g.dob(young=True)),
        ("School", g.building()),
    )
    s.table(
        "Interviews",
        ["Person", "Role", "Date", "Phone"],
        [
            [g.full(mom), "mother", g.date(), g.phone()],
            [g.full(dad), "father", g.date(), g.phone()],
            [g.full(teacher), "teacher", g.date(), g.inst_phone()],
        ],
    )
    s.prose(
        "Recommendation",
        [
            g.later(child),
            " wishes to remain with ",
            g.later(mom),
            " during the school year; ",
            g.later(dad),
            " agrees to alternate weekends.",
        ],
        [
            "Best-interest factors follow ",
            g.case_cite(),
            " and ",
            g.statute(),
            ". Submitted to ",
            g.judge(),
            ".",
        ],
    )
    s.sign = [[g.latin(gal), ", Guardian ad Litem"]]
    return finish(g, s)


@frame("paternity_test_chain_of_custody", "edifact", ("us",))
def paternity_test_chain_of_custody(g):
    mom, child, af, collector = g.people(4)
    s = start(g, "DNA CHAIN OF CUSTODY")
    s.table(
        "Donors",
        ["Role", "Name", "Date of birth", "SSN"],
        [
            ["mother", g.inv(mom), g.dob(), g.ssn()],
            ["child", g.inv(child), g.dob(young=True), "none"],
            ["alleged father", g.inv(af), g.dob(), g.ssn()],
        ],
    )
    s.fields(
        "Collection",
        ("Collector", g.latin(collector)),
        ("Collected", g.date()),
        ("Kit", g.ref()),
        ("Courier", g.tracking()),
    )
    s.prose("Remarks", ["Collector verified ID for ", g.later(af), " by driver license ", g.dl(af), "."])
    return finish(g, s, collector)


@frame("tribal_enrollment_application", "graphviz_dot", ("us",))
def tribal_enrollment_application(g):
    loc = g.r.choice(("nv", "chr", "dak", "nv", "chr"))
    app, mom, gm, gf = g.person(loc), g.person(loc), g.person(), g.person()
    s = start(g, "Tribal Enrollment Lineage Chart")
    s.fields(
        "Applicant", ("Name", g.full(app)), ("Date of birth", g.dob(young=True)), ("Address", g.address())
    )
    s.fields("Mother", ("Name", g.full(mom)), ("Date of birth", g.dob()), ("Phone", g.phone()))
    s.fields(
        "Maternal grandparents",
        ("Grandmother", g.full(gm)),
        ("Grandfather", g.full(gf)),
        ("Base roll", g.ref()),
    )
    s.prose(
        "Basis",
        ["Descent traced to the base roll; cf. ", g.statute(), " and the ", g.historical(), " era records."],
    )
    return finish(g, s)


@frame("property_tax_appeal_form", "reg_export", ("us",))
def property_tax_appeal_form(g):
    owner, agent = g.people(2)
    s = start(g, "Property Tax Appeal")
    s.fields(
        "Owner",
        ("Name", g.latin(owner)),
        ("MailingAddress", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(owner)),
        ("FeeCard", g.card()),
    )
    s.fields(
        "Appeal",
        ("Parcel", g.ref()),
        ("AssessedValue", g.money()),
        ("Claimed", g.money()),
        ("Agent", g.latin(agent)),
    )
    s.prose(
        "Comparables",
        ["Three sales near ", g.eponymous_place(), " and ", g.place(), "; hearing before ", g.member(), "."],
    )
    return finish(g, s)
