"""Frames tied to one foreign jurisdiction (part 1)."""

from __future__ import annotations

from r21_blocks import Spec, closing, frame


@frame("uk_c100_child_arrangements_application", "checkbox_form", "uk")
def c100(g):
    app, resp, gp = g.person(), g.person(), g.person(age=(55, 85))
    kids = [g.child(app) for _ in range(g.rng.randint(1, 3))]
    sp = Spec(
        "C100 APPLICATION UNDER THE CHILDREN ACT 1989 FOR A CHILD ARRANGEMENTS, PROHIBITED STEPS OR SPECIFIC ISSUE ORDER"
    )
    sp.head(
        ("Case number", g.court_file("ZW{y2}C00{n3}")),
        ("Family Court at", g.town()),
        ("Date issued", g.date()),
    )
    sp.fields(
        "Applicant",
        ("Full name", g.full(app)),
        ("Date of birth", g.dob(app)),
        ("Address", g.address()),
        ("Mobile", g.phone()),
        ("Email", g.email(app)),
    )
    sp.fields(
        "Respondent",
        ("Full name", g.any_form(resp)),
        ("Date of birth", g.dob(resp) if g.chance(0.6) else "not known"),
        ("Address", g.pick("not known", "confidential (form C8)")),
    )
    sp.table(
        "The children",
        ["Name", "Date of birth", "Sex"],
        [[g.full(k, 0.0), g.dob(k), g.pick("Female", "Male")] for k in kids],
    )
    sp.checks(
        "MIAM and safeguarding",
        ("Have you attended a MIAM?", ["Yes", "No - exemption claimed"], g.rng.randrange(2)),
        ("Domestic abuse alleged", ["Yes", "No"], g.rng.randrange(2)),
        (
            "Order sought",
            ["Lives with", "Spends time with", "Prohibited steps", "Specific issue"],
            g.rng.randrange(4),
        ),
    )
    sp.para(
        "Why you are making this application",
        [
            "Since ",
            g.date(),
            " the respondent has refused contact. The children stay with their grandmother ",
            g.full(gp),
            " on Fridays. I ask the court to apply ",
            g.section(),
            " of the ",
            g.law("Children Act 1989"),
            " and consider ",
            g.case(),
            ". Cafcass can reach me via ",
            g.inst_email(),
            ".",
        ],
    )
    sp.fields("Statement of truth", ("Signed", g.sig(app)), ("Date", g.date()))
    return sp.close(closing(g, app))


@frame("ie_wrc_complaint_form", "gemtext", "ie")
def wrc(g):
    emp, mgr, col = g.person(), g.person(), g.person()
    sp = Spec("WORKPLACE RELATIONS COMMISSION - COMPLAINT FORM")
    sp.head(("Complaint reference", g.court_file("ADJ-000{n5}")), ("Received", g.date()))
    sp.fields(
        "Your details",
        ("Name", g.full(emp)),
        ("Date of birth", g.dob(emp)),
        ("PPS number", "supplied separately"),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(emp)),
        ("Bank (for any award)", g.iban("IE")),
    )
    sp.fields(
        "Employer",
        ("Name", g.pick("Ó Briain Hospitality Ltd", "Castlebar Logistics DAC", "Shannonside Care Services")),
        ("Contact person", g.full(mgr)),
    )
    sp.para(
        "Details",
        [
            "I worked as a ",
            g.pick("care assistant", "chef", "warehouse operative", "receptionist"),
            " from ",
            g.date(),
            " until ",
            g.date(),
            ". My manager, ",
            g.ref(mgr),
            ", deducted pay for uniforms without consent, contrary to the ",
            g.law("Payment of Wages Act 1991"),
            ". My colleague ",
            g.full(col),
            " was treated the same way.",
        ],
    )
    sp.checks(
        "Hearing",
        ("Are you willing to try mediation?", ["Yes", "No"], g.rng.randrange(2)),
        ("Interpreter needed", ["Yes", "No"], g.rng.randrange(2)),
    )
    return sp.close(closing(g, emp))


@frame("au_aat_review_application", "wordml_xml", "au")
def aat(g):
    a, rep, md = g.person(), g.person(), g.person()
    sp = Spec("APPLICATION FOR REVIEW OF DECISION - ADMINISTRATIVE APPEALS TRIBUNAL")
    sp.head(("AAT file", g.court_file("{y}/{n4}")), ("Lodged", g.date()))
    sp.fields(
        "Applicant",
        ("Name", g.full(a)),
        ("Date of birth", g.dob(a)),
        ("CRN", g.ref_no()),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(a)),
        ("Driver licence (ID)", g.dl(a)),
    )
    sp.para(
        "Decision under review",
        [
            "Services Australia cancelled my Disability Support Pension on ",
            g.date(),
            ". The internal review officer relied on a report by Dr ",
            g.full(md),
            " that I never saw. I apply under the ",
            g.law("Administrative Appeals Tribunal Act 1975 (Cth)"),
            " and cite ",
            g.ncite(),
            ".",
        ],
    )
    sp.fields(
        "Representative",
        ("Name", g.full(rep)),
        ("Organisation", g.pick("Welfare Rights Centre", "Legal Aid NSW")),
        ("Signature", g.sig(a)),
    )
    return sp.close(closing(g, a))


@frame("nz_disputes_tribunal_claim", "ris_tagged", "nz")
def nzdt(g):
    c, r, w = g.person(), g.person(), g.person()
    sp = Spec("DISPUTES TRIBUNAL - CLAIM AND ORDER")
    sp.head(
        ("Claim number", g.court_file("CIV-{y}-404-{n4}")), ("Hearing", g.date()), ("Referee", g.member())
    )
    sp.fields(
        "Applicant",
        ("Name", g.full(c)),
        ("Address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(c)),
    )
    sp.fields("Respondent", ("Name", g.full(r)), ("Licence number (from vehicle crash exchange)", g.dl(r)))
    sp.para(
        "Claim",
        [
            "On ",
            g.date(),
            " the respondent's car reversed into mine in the car park near ",
            g.eplace(),
            ". ",
            g.ref(r),
            " admitted fault to ",
            g.full(w),
            ", who saw it happen. Repair quote: ",
            g.money(900, 6000),
            ". Claim under the ",
            g.law("Disputes Tribunal Act 1988"),
            ".",
        ],
    )
    sp.para("Order", [g.ref(r), " is to pay ", g.ref(c), " ", g.money(900, 6000), " by ", g.date(), "."])
    return sp.close(closing(g))


@frame("za_harassment_protection_application", "form_fields", "za")
def za(g):
    c, r, w = g.person(), g.person(), g.person()
    sp = Spec("APPLICATION FOR A PROTECTION ORDER - PROTECTION FROM HARASSMENT ACT 17 OF 2011 (FORM 2)")
    sp.head(
        ("Case number", g.court_file("{n4}/{y}")), ("Magistrate's Court", g.town()), ("Magistrate", g.judge())
    )
    sp.fields(
        "Complainant",
        ("Full names and surname", g.name(c, "scaps")),
        ("Date of birth", g.dob(c)),
        ("Residential address", g.address()),
        ("Cell number", g.phone()),
        ("E-mail", g.email(c)),
    )
    sp.fields(
        "Respondent", ("Full names", g.full(r)), ("Address", g.address()), ("Social media", g.profile(r))
    )
    sp.para(
        "Details of harassment",
        [
            "Since ",
            g.date(),
            " the respondent has sent me more than fifty messages a day and waited outside my workplace at the ",
            g.org(),
            ". On ",
            g.date(),
            " ",
            g.ref(r),
            " followed me home. My neighbour ",
            g.full(w),
            " called SAPS. I ask for an order under the ",
            g.law("Protection from Harassment Act 17 of 2011"),
            ".",
        ],
    )
    sp.fields("Oath", ("Signature of complainant", g.sig(c)), ("Commissioner of oaths", g.official()))
    return sp.close(closing(g, c))


@frame("ng_lagos_quit_notice", "letter", "ng")
def quit_(g):
    ll, tn, solicitor_staff = g.person(), g.person(), g.person()
    sp = Spec("NOTICE TO QUIT")
    sp.head((None, g.firm()), (None, g.date()), ("To", g.full(tn)), (None, g.address()))
    sp.para(
        None,
        [g.pick("Sir/Madam,", "Dear Tenant,")],
        [
            "We are solicitors to your landlord, ",
            g.full(ll),
            ' (hereinafter "our client"), owner of the premises you occupy as a yearly tenant. On our client\'s instructions we give you notice to quit and deliver up possession of the premises on or before ',
            g.date(),
            ", being the end of your current tenancy.",
        ],
        [
            "Take notice that this notice is given under the ",
            g.law("Tenancy Law of Lagos State 2011"),
            ". Arrears of rent of ",
            g.money(200000, 2500000),
            " remain outstanding since ",
            g.date(),
            ". Our client's caretaker, ",
            g.full(solicitor_staff),
            ", will inspect the flat on ",
            g.date(),
            ".",
        ],
        [
            "Failing which, we shall issue the statutory seven days' notice of owner's intention to recover possession without further reference to you."
        ],
    )
    sp.close([g.pick("Yours faithfully,", "Yours sincerely,"), ["For: ", g.firm()]])
    return sp


@frame("ke_small_claims_statement_of_claim", "wiki_creole", "ke")
def ke(g):
    c, r, w = g.person(), g.person(), g.person()
    sp = Spec("IN THE SMALL CLAIMS COURT AT " + g.pick("NAKURU", "KISUMU", "ELDORET", "MACHAKOS"))
    sp.head(("Claim", g.court_file("SCCC/E{n4}/{y}")), ("Adjudicator", g.member()))
    sp.fields(
        "Claimant",
        ("Name", g.full(c)),
        ("ID number", "on file"),
        ("Postal address", g.address()),
        ("Phone", g.phone()),
        ("Email", g.email(c)),
    )
    sp.fields("Respondent", ("Name", g.full(r)), ("Phone", g.phone()))
    sp.para(
        "Statement of claim",
        [
            "1. On ",
            g.date(),
            " the claimant sold the respondent two dairy cows for ",
            g.money(80000, 300000),
            ", payable by M-Pesa in three instalments.",
        ],
        [
            "2. The respondent paid only the first instalment. Demand was made through ",
            g.full(w),
            ", the area chief's assistant, on ",
            g.date(),
            ".",
        ],
        [
            "3. The claimant prays for judgment under the ",
            g.law("Small Claims Court Act, No. 2 of 2016"),
            " with costs.",
        ],
    )
    sp.fields("Verification", ("Signed", g.sig(c)), ("Dated", g.date()))
    return sp.close(closing(g, c))


@frame("in_pwdva_domestic_incident_report", "texinfo", "in")
def dir_(g):
    ag, resp, mil, po = (
        g.person(loc=g.pick("hi", "mr", "gu", "en-IN", "ta", "te", "kn", "bn")),
        g.person(),
        g.person(age=(50, 80)),
        g.person(),
    )
    sp = Spec("DOMESTIC INCIDENT REPORT (FORM I) - PROTECTION OF WOMEN FROM DOMESTIC VIOLENCE ACT, 2005")
    sp.head(
        ("DIR number", g.court_file("DIR/{n4}/{y}")),
        ("Protection Officer", g.full(po)),
        ("Date of report", g.date()),
    )
    sp.fields(
        "Aggrieved person",
        ("Name", g.full(ag)),
        ("Age / date of birth", g.dob(ag)),
        ("Shared household", g.address()),
        ("Phone", g.phone()),
    )
    sp.table(
        "Respondents",
        ["Name", "Relationship"],
        [[g.full(resp), "Husband"], [g.full(mil), g.pick("Mother-in-law", "Father-in-law")]],
    )
    sp.para(
        "Incidents of domestic violence",
        [
            "On ",
            g.date(),
            " the respondent ",
            g.ref(resp),
            " demanded money from my parents and slapped me when I refused. ",
            g.ref(mil),
            " locked me out of the kitchen. Stridhan jewellery was taken on ",
            g.date(),
            ".",
        ],
        [
            "Relief sought under the ",
            g.law("Protection of Women from Domestic Violence Act, 2005"),
            ": protection order and residence order. Medical report from the ",
            g.org(),
            ".",
        ],
    )
    sp.turns(
        "Recorded in the presence of",
        [
            (
                g.name(po),
                [
                    "Statement read over and explained in ",
                    g.pick("Marathi", "Hindi", "Gujarati", "Tamil"),
                    "; aggrieved person agrees.",
                ],
            )
        ],
    )
    return sp.close(closing(g, po))
