"""Canadian frames (part one): family, tax, immigration and benefits paperwork."""

from __future__ import annotations

from r20_blocks import Spec, frame

CA = ("ca",)


@frame("on_divorce_application_8a", "fdf_form", CA, region="ON")
def on_divorce_8a(g):
    a, b = g.person(), g.person()
    kids = [g.child() for _ in range(g.r.randint(1, 3))]
    s = Spec(g, "Application (Divorce) Form 8A")
    s.court = "Ontario Superior Court of Justice, Family Court"
    s.h("Court file number", g.court_file()).h("Issued on", g.date())
    s.f(
        "Applicant",
        [
            ("Full legal name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(a)),
            ("Health card", g.health(a)),
        ],
    )
    s.f(
        "Respondent",
        [
            ("Full legal name", g.full(b)),
            ("Surname at birth", g.sur(b)),
            ("Date of birth", g.dob(b)),
            ("Address", g.address()),
        ],
    )
    s.t("Children", ["Name", "Birthdate", "Lives with"], [[g.full(k), g.dob(k), g.later(a)] for k in kids])
    s.f(
        "Marriage",
        [("Date of marriage", g.date(1996, 2016)), ("Place", g.eplace()), ("Separated on", g.date())],
    )
    s.p(
        "Claim by applicant",
        [
            "I ask for a divorce under the ",
            g.law("Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.)"),
            ". ",
            g.ref(b),
            " and I have lived apart since the date above. ",
            g.given(kids[0]),
            " sees ",
            g.ref(b),
            " every second weekend at the ",
            g.building(),
            ".",
        ],
    )
    s.f("Lawyer of record", [("Firm", g.firm()), ("Firm email", g.inst_email("lawsociety.example.ca"))])
    s.sign(g.sig(a, "Applicant"), g.contact())
    return s


@frame("cra_t1013_representative_authorization", "fdf_form", CA)
def cra_t1013(g):
    t, rep, sp = g.person(), g.person(), g.person()
    s = Spec(g, "Authorizing or Cancelling a Representative T1013")
    s.h("Form version", "T1013 E (24)").h("Received", g.date())
    s.f(
        "Part 1 Taxpayer",
        [
            ("First name", g.given(t)),
            ("Last name", g.sur(t)),
            ("Social insurance number", g.sin()),
            ("Mailing address", g.address()),
            ("Telephone", g.phone()),
        ],
    )
    s.f(
        "Part 2 Representative",
        [
            ("Individual name", g.full(rep)),
            ("RepID", g.refno("RP")),
            ("Business", g.firm()),
            ("Telephone", g.phone()),
        ],
    )
    s.f(
        "Part 3 Authorization",
        [
            ("Level", "Level 2 - view and update"),
            ("Tax years", "2019 to 2024"),
            ("Expiry", g.date(2025, 2027)),
        ],
    )
    s.p(
        "Remarks",
        [
            "Spouse ",
            g.full(sp),
            " (SIN ",
            g.sin(),
            ") files separately; do not link. Correspondence to ",
            g.ini(t),
            " only, per ",
            g.sect("subsection 241(5)"),
            " of the ",
            g.law("Income Tax Act"),
            ".",
        ],
    )
    s.sign(g.sig(t, "Taxpayer"), ["Verified by agent ", g.inits(g.person()), " — ", g.contact()])
    return s


@frame("cpp_disability_medical_report", "fdf_form", CA)
def cpp_medical(g):
    pt, doc, ref = g.person(), g.person(), g.person()
    s = Spec(g, "Canada Pension Plan Disability Benefits Medical Report ISP-2519")
    s.h("Benefit file", g.refno("CPPD")).h("Report requested", g.date())
    s.f(
        "Applicant",
        [
            ("Surname", g.sur(pt)),
            ("Given names", g.given(pt)),
            ("Date of birth", g.dob(pt)),
            ("SIN", g.sin()),
            ("Address", g.address()),
            ("Health number", g.health(pt)),
        ],
    )
    s.f(
        "Physician",
        [
            ("Name", g.full(doc)),
            ("Clinic", g.hospital()),
            ("Telephone", g.phone()),
            ("Licence no.", g.refno("CPSO")),
        ],
    )
    s.p(
        "Diagnosis and history",
        [
            g.later(pt),
            " has been followed in this clinic since ",
            g.date(2012, 2019),
            " for ",
            g.term(),
            " and a lumbar injury sustained during ",
            g.storm(),
            ". Referred by ",
            g.titled(ref),
            "; seen again by ",
            g.ref(ref),
            " on ",
            g.date(),
            ".",
        ],
        [
            "The patient reports being unable to stand for more than twenty minutes. Functional testing by ",
            g.full(g.person()),
            " (occupational therapist) is attached as Appendix B.",
        ],
        ["Claim processed with ", g.product("pdf"), "; note to file ", g.refno("NTF"), "."],
    )
    s.f("Prognosis", [("Expected to improve", "No"), ("Next appointment", g.date(2024, 2025))])
    s.sign(g.sig(doc, "Physician"), [g.contact()])
    return s


@frame("ei_sickness_medical_certificate", "fdf_form", CA)
def ei_cert(g):
    c, doc, boss = g.person(), g.person(), g.person()
    s = Spec(g, "Medical Certificate for Employment Insurance Sickness Benefits")
    s.h("Service Canada reference", g.refno("EI")).h("Access code", g.phone_ref())
    s.f(
        "Claimant",
        [
            ("Name", g.full(c)),
            ("Date of birth", g.dob(c)),
            ("SIN", g.sin()),
            ("Home phone", g.phone()),
            ("Direct deposit", g.account()),
            ("Provincial health card", g.health(c)),
        ],
    )
    s.f(
        "Employer",
        [
            ("Employer", g.org()),
            ("Supervisor", g.full(boss)),
            ("Supervisor phone", g.phone()),
            ("Last day worked", g.date()),
        ],
    )
    s.f(
        "Medical practitioner",
        [("Name", g.full(doc)), ("Unable to work from", g.date()), ("Expected return", g.date(2024, 2025))],
    )
    s.p(
        "Notes",
        [
            "Per ",
            g.sur(boss),
            ", ",
            g.given(c),
            " may return on modified duties. Record of Employment ",
            g.refno("ROE"),
            " was filed electronically.",
        ],
    )
    s.sign(["Practitioner: ", g.ini(doc)])
    return s


@frame("ircc_imm5406_family_information", "xliff", CA)
def imm5406(g):
    a, sp, f, m = g.person(), g.person(), g.person(age=(50, 85)), g.person(age=(50, 85))
    kids = [g.child() for _ in range(g.r.randint(1, 2))]
    sibs = [g.person() for _ in range(g.r.randint(1, 3))]
    s = Spec(g, "Additional Family Information IMM 5406")
    s.h("Application number", g.refno("E")).h("Translated", g.date())
    s.f(
        "Section A",
        [
            ("Applicant", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("City of birth", g.place()),
            ("Address", g.address()),
            ("Email", g.email(a)),
        ],
    )
    rows = [
        [g.full(sp), "Spouse", g.dob(sp), g.address()],
        [g.full(f), "Father", g.dob(f), "deceased"],
        [g.full(m), "Mother", g.dob(m), g.address()],
    ] + [[g.full(k), "Child", g.dob(k), "with applicant"] for k in kids]
    s.t("Family members", ["Name", "Relationship", "Date of birth", "Present address"], rows)
    s.t(
        "Section C Siblings",
        ["Name", "Relationship", "Date of birth"],
        [[g.full(x), "Sibling", g.dob(x)] for x in sibs],
    )
    s.p(
        "Translator's note",
        [
            "Entries for ",
            g.later(f),
            " and ",
            g.later(m),
            " follow the spelling on the civil registry extract; ",
            "the applicant's mother is also known as ",
            g.given(m),
            " in family records.",
        ],
    )
    s.sign(["Translator: ", g.full(g.person()), ", certified member no. ", g.refno("ATIO")])
    return s


@frame("imm5409_common_law_declaration", "form_fields", CA)
def imm5409(g):
    a, b, w = g.person(), g.person(), g.person()
    s = Spec(g, "Statutory Declaration of Common-law Union IMM 5409")
    s.h("UCI withheld", "yes").h("Declared at", g.eplace())
    s.p(
        None,
        [
            "We, ",
            g.full(a),
            ", born ",
            g.dob(a),
            ", and ",
            g.full(b),
            ", born ",
            g.dob(b),
            ", solemnly declare under the ",
            g.law("Immigration and Refugee Protection Regulations"),
            " that we have been in a common-law relationship since ",
            g.date(2016, 2021),
            " and have lived together continuously at ",
            g.address(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "Before moving in, ",
            g.given(a),
            " rented a room from ",
            g.full(w),
            ", who has known us both since our first meeting at ",
            g.building(),
            ". ",
            g.ref(w),
            " has agreed to confirm this by telephone at ",
            g.phone(),
            ".",
        ],
    )
    s.f(
        "Declarants",
        [("First declarant", g.caps(a)), ("Second declarant", g.caps(b)), ("Contact email", g.email(b))],
    )
    s.p(
        None,
        [
            "Declared before me at ",
            g.place(),
            " on ",
            g.date(),
            ". Commissioner of Oaths ",
            g.full(g.person()),
            " — commission expires ",
            g.date(2025, 2027),
            ". See ",
            g.law("Canada Evidence Act"),
            ", ",
            g.sect("s. 41"),
            ".",
        ],
    )
    return s
