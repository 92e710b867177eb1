"""United States frames, continued (support, health privacy, long-term care, bankruptcy, claims)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


@frame("froi_first_report_of_injury", "logfmt", ["us"])
def froi(g):
    w, sup, wit = g.person(), g.person(), g.person()
    s = start(g, "First Report of Injury", ref=g.ref("CLM-"))
    s.fields(
        "Employee",
        [
            ("Name", g.full(w)),
            ("Ssn", g.ssn()),
            ("Dob", g.dob(w)),
            ("Home address", g.address()),
            ("Phone", g.phone()),
        ],
    )
    s.fields(
        "Incident",
        [
            ("Date", g.date()),
            ("Supervisor", g.full(sup)),
            ("Witness", g.full(wit)),
            ("Body part", "left wrist"),
            ("Adjuster queue", g.ref("Q-")),
        ],
    )
    s.prose(
        "narrative",
        [
            "Employee slipped on loading dock; ",
            g.initial(sup),
            " notified carrier. Filed via ",
            g.version(),
            " from ",
            g.ip(),
            ".",
        ],
    )
    return finish(g, s)


@frame("hipaa_release_authorization", "multipart_form", ["us"])
def hipaa(g):
    pt, rep, dr = g.person(), g.person(), g.person()
    s = start(g, "Authorization for Release of Protected Health Information", ref=g.ref("ROI-"))
    s.fields(
        "Patient",
        [
            ("Name", g.full(pt)),
            ("Date of birth", g.dob(pt)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(pt)),
        ],
    )
    s.fields(
        "Release",
        [
            ("From", [g.full(dr), ", ", g.eorg()]),
            ("To", g.firm()),
            ("Records", "all records 2019 to present"),
            ("Expires", g.date()),
            ("Copy fee card", g.card()),
        ],
    )
    s.fields("Personal representative", [("Name", g.full(rep)), ("Authority", "health care proxy")])
    s.fields("E-signature", [("Signed from IP", g.ip()), ("Timestamp", g.date())])
    s.prose(
        "Statement",
        [
            "Authorization under ",
            g.statute("45 C.F.R. § 164.508"),
            "; ",
            g.titled(pt),
            " may revoke it in writing.",
        ],
    )
    return finish(g, s)


@frame("qdro_pension_order", "dokuwiki", ["us"])
def qdro(g):
    part, alt, adm = g.person(), g.person(), g.person()
    s = start(g, "Qualified Domestic Relations Order", ref=g.cfile())
    s.header.append(("Judge", g.judge()))
    s.fields(
        "Participant",
        [("Name", g.full(part)), ("SSN", g.ssn()), ("Date of birth", g.dob(part)), ("Address", g.address())],
    )
    s.fields(
        "Alternate payee",
        [("Name", g.full(alt)), ("SSN", g.ssn()), ("Date of birth", g.dob(alt)), ("Address", g.address())],
    )
    s.fields(
        "Plan",
        [
            ("Plan", [g.eorg(), " 401(k) Savings Plan"]),
            ("Administrator", g.full(adm)),
            ("Valuation date", g.date()),
        ],
    )
    s.prose(
        "Order",
        [
            "The alternate payee ",
            g.later(alt),
            " is awarded 50% of the marital portion under ",
            g.statute("Employee Retirement Income Security Act of 1974", "29 U.S.C. § 1056(d)(3)"),
            " and ",
            g.sec(),
            ".",
        ],
    )
    return finish(g, s)


@frame("income_withholding_order", "tn3270_screen", ["us"])
def iwo(g):
    ob, cp, kid1, kid2 = g.person(), g.person(), g.child(), g.child()
    s = start(g, "Income Withholding for Support", ref=g.ref("IWO"))
    s.fields(
        "Obligor",
        [("Name", g.sortname(ob, True)), ("SSN", g.ssn()), ("DOB", g.dob(ob)), ("Address", g.address())],
    )
    s.fields("Custodial party", [("Name", g.sortname(cp, True)), ("Phone", g.phone())])
    s.table(
        "Children",
        ["Name", "DOB"],
        [[g.sortname(kid1, True), g.dob(kid1)], [g.sortname(kid2, True), g.dob(kid2)]],
    )
    s.fields("Employer", [("Name", g.eorg()), ("Remit to SDU", g.ref("SDU ")), ("Per", g.money(150, 900))])
    s.prose("Notes", ["Order issued under ", g.statute("42 U.S.C. § 666"), " ", g.sec(), "."])
    return finish(g, s)


@frame("nursing_home_admission_agreement", "plist_xml", ["us"])
def nursing(g):
    res, rep, dr, soc = g.person(age=(70, 98)), g.person(), g.person(), g.person()
    s = start(g, "Nursing Facility Admission Agreement", ref=g.ref("ADM-"))
    s.fields(
        "Resident",
        [
            ("Name", g.full(res)),
            ("Date of birth", g.dob(res)),
            ("SSN", g.ssn()),
            ("Prior address", g.address()),
        ],
    )
    s.fields(
        "Responsible party",
        [
            ("Name", g.full(rep)),
            ("Phone", g.phone()),
            ("Email", g.email(rep)),
            ("Bank account for autopay", g.account()),
            ("Routing number", g.routing()),
        ],
    )
    s.fields("Care team", [("Attending physician", g.full(dr)), ("Social worker", g.full(soc))])
    s.prose(
        "Rights",
        [
            "Rights under the ",
            g.statute("Nursing Home Reform Act of 1987"),
            " apply. ",
            g.titled(res),
            " has ",
            g.eterm(True),
            "; the facility wing is named for ",
            g.hist(),
            ".",
        ],
    )
    return finish(g, s)


@frame("bankruptcy_341_meeting_minutes", "letter", ["us"])
def meeting341(g):
    d1, d2, cred, tr = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Section 341 Meeting of Creditors \u2014 Trustee Summary", ref=g.cfile())
    s.fields(
        "Debtors",
        [("Debtor", g.full(d1)), ("Joint debtor", g.full(d2)), ("Chapter", "7"), ("Address", g.address())],
    )
    s.table(
        "Creditors appearing",
        ["Creditor", "Representative"],
        [[g.eorg(), g.full(cred)], [g.firm(), "counsel"]],
    )
    s.prose(
        "Examination",
        [
            "Chapter 7 trustee ",
            g.full(tr),
            " examined ",
            g.later(d1),
            " under oath per ",
            g.statute("11 U.S.C. § 341"),
            ". Assets include concert tickets for ",
            g.celeb(),
            " and a jersey signed by ",
            g.celeb(),
            ". The case is before ",
            g.judge(),
            ".",
        ],
    )
    return finish(g, s)


@frame("municipal_notice_of_claim", "form_fields", ["us"], region="NY")
def notice_claim(g):
    c, wit, dr = g.person(), g.person(), g.person()
    s = start(g, "Notice of Claim against the City", ref=g.ref("NOC-"))
    s.fields(
        "Claimant",
        [
            ("Name", g.full(c)),
            ("Date of birth", g.dob(c)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("SSN (Medicare reporting)", g.ssn()),
        ],
    )
    s.fields(
        "Occurrence",
        [
            ("Date and time", g.date()),
            ("Place", ["sidewalk outside ", g.building()]),
            ("Witness", [g.full(wit), ", ", g.phone()]),
            ("Treating physician", g.full(dr)),
        ],
    )
    s.prose(
        "Nature of claim",
        [
            "Served within 90 days under ",
            g.statute("N.Y. Gen. Mun. Law § 50-e"),
            ". The claimant tripped on a raised slab; ",
            g.titled(c),
            " fractured a wrist.",
        ],
    )
    return finish(g, s)


@frame("tenant_estoppel_certificate", "plist_xml", ["us"])
def estoppel(g):
    t, guar, pm = g.person(), g.person(), g.person()
    s = start(g, "Tenant Estoppel Certificate", ref=g.ref("LSE-"))
    s.fields(
        "Tenant",
        [
            ("Tenant", g.full(t)),
            ("Guarantor", g.full(guar)),
            ("Guarantor address", g.address()),
            ("Notice email", g.email(t)),
        ],
    )
    s.fields(
        "Lease",
        [
            ("Premises", g.address()),
            ("Commencement", g.date(2015, 2021)),
            ("Monthly rent", g.money(1200, 9000)),
            ("Landlord", g.eorg()),
            ("Property manager", g.full(pm)),
        ],
    )
    s.prose(
        "Certification",
        [
            "Tenant certifies the lease is in full force; no defaults are claimed against ",
            g.eorg(),
            ". See ",
            g.statute(),
            ".",
        ],
    )
    return finish(g, s)
