"""Frames outside North America (one jurisdiction each, or open to all foreign jurisdictions)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


@frame("uk_et1_claim_form", "multipart_form", ["uk"])
def et1(g):
    c, mgr, col = g.person(), g.person(), g.person()
    s = start(g, "Employment Tribunal Claim Form ET1", ref=g.ref("ACAS R"))
    s.fields(
        "Claimant",
        [
            ("Title and name", g.full(c)),
            ("Date of birth", g.dob(c)),
            ("Address", g.address()),
            ("Mobile", g.phone()),
            ("Email", g.email(c)),
            ("Driving licence", g.dl(c)),
        ],
    )
    s.fields("Respondent", [("Employer", g.eorg()), ("Line manager", g.full(mgr))])
    s.fields("Claim", [("Employment ended", g.date()), ("Unpaid wages to", g.iban("GB"))])
    s.prose(
        "Details",
        [
            "I was dismissed after raising concerns about ",
            g.titled(mgr),
            ". My colleague ",
            g.full(col),
            " saw the meeting. I rely on the ",
            g.statute("Employment Rights Act 1996", "Equality Act 2010"),
            " and ",
            g.sec(),
            ".",
        ],
    )
    return finish(g, s)


@frame("uk_n5_possession_claim", "fill_in_blanks", ["uk"])
def n5(g):
    ll, t1, t2 = g.person(), g.person(), g.person()
    s = start(g, "Claim Form for Possession of Property (N5)", ref=g.cfile())
    s.fields("Claimant", [("Landlord's full name", g.full(ll)), ("Address for service", g.address())])
    s.fields(
        "Defendants",
        [("First defendant", g.full(t1)), ("Second defendant", g.full(t2)), ("Property", g.address())],
    )
    s.fields("Hearing", [("Hearing date", g.date()), ("Court", g.building())])
    s.prose(
        "Grounds",
        [
            "Ground 8 of Schedule 2 to the ",
            g.statute("Housing Act 1988"),
            ": arrears of ",
            g.money(800, 9000),
            ". ",
            g.titled(t1),
            " was served on ",
            g.date(),
            ".",
        ],
    )
    return finish(g, s)


@frame("ie_family_law_civil_bill", "dokuwiki", ["ie"])
def ie_civil_bill(g):
    ap, resp, k1, k2 = g.person(), g.person(), g.child(), g.child()
    s = start(g, "Family Law Civil Bill (Judicial Separation)", ref=g.cfile())
    s.fields(
        "Applicant",
        [("Name", g.full(ap)), ("Date of birth", g.dob(ap)), ("Address", g.address()), ("Phone", g.phone())],
    )
    s.fields("Respondent", [("Name", g.full(resp)), ("Address", g.address()), ("Bank", g.iban("IE"))])
    s.table(
        "Dependent children", ["Name", "Date of birth"], [[g.full(k1), g.dob(k1)], [g.full(k2), g.dob(k2)]]
    )
    s.prose(
        "Reliefs",
        [
            "The applicant ",
            g.later(ap),
            " seeks reliefs under the ",
            g.statute(),
            ", ",
            g.sec(),
            ", before ",
            g.judge(),
            "; see ",
            g.neutral(),
            ".",
        ],
    )
    return finish(g, s)


@frame("au_fwc_unfair_dismissal_application", "hcl", ["au"])
def fwc(g):
    a, boss, rep = g.person(), g.person(), g.person()
    s = start(g, "Form F2 Unfair Dismissal Application", ref=g.cfile())
    s.fields(
        "Applicant",
        [
            ("Name", g.full(a)),
            ("Date of birth", g.dob(a)),
            ("Postal address", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(a)),
            ("Licence", g.dl(a)),
        ],
    )
    s.fields("Employer", [("Business", g.eorg()), ("Contact", g.full(boss)), ("Representative", g.full(rep))])
    s.prose(
        "Dismissal",
        [
            "Notified on ",
            g.date(),
            " by ",
            g.titled(boss),
            "; application under the ",
            g.statute(),
            " ",
            g.sec(),
            ". Conciliation with ",
            g.member(),
            ".",
        ],
    )
    return finish(g, s)


@frame("nz_acc_claim_lodgement", "logfmt", ["nz"])
def acc(g):
    c, gp, emp = g.person(), g.person(), g.person()
    s = start(g, "ACC45 Injury Claim Lodgement", ref=g.ref("ACC"))
    s.fields(
        "Claimant",
        [
            ("Name", g.full(c)),
            ("Dob", g.dob(c)),
            ("Address", g.address()),
            ("Phone", g.phone()),
            ("Email", g.email(c)),
        ],
    )
    s.fields("Provider", [("Gp", g.full(gp)), ("Practice", g.eorg()), ("Read code", g.ref("S"))])
    s.fields("Employer", [("Contact", g.full(emp)), ("Injury date", g.date())])
    s.prose(
        "summary",
        [
            "Claim accepted under the ",
            g.statute("Accident Compensation Act 2001"),
            "; portal ",
            g.version(),
            " from ",
            g.ip(),
            ".",
        ],
    )
    return finish(g, s)


@frame("in_consumer_commission_complaint", "bbcode", ["in"])
def in_consumer(g):
    c, sp, mgr = g.person(), g.person(), g.person()
    s = start(g, "Consumer Complaint before the District Commission", ref=g.cfile())
    s.fields(
        "Complainant",
        [
            ("Name", g.full(c)),
            ("Age / DOB", g.dob(c)),
            ("Address", g.address()),
            ("Mobile", g.phone()),
            ("Email", g.email(c)),
        ],
    )
    s.fields("Opposite party", [("Company", g.eorg()), ("Branch manager", g.full(mgr))])
    s.prose(
        "Facts",
        [
            "The complainant and spouse ",
            g.full(sp),
            " bought a refrigerator on ",
            g.date(),
            ". Under the ",
            g.statute("Consumer Protection Act, 2019"),
            " and ",
            g.sec(),
            ", ",
            g.titled(c),
            " seeks a refund of ",
            g.money(8000, 90000),
            ".",
        ],
    )
    return finish(g, s)


@frame("za_ccma_referral", "telex", ["za"])
def ccma(g):
    e, hr, wit = g.person(), g.person(), g.person()
    s = start(g, "Referral of Dispute to the CCMA (LRA Form 7.11)", ref=g.cfile())
    s.fields(
        "Employee",
        [
            ("Name", g.full(e)),
            ("Date of birth", g.dob(e)),
            ("Address", g.address()),
            ("Cell", g.phone()),
            ("Licence", g.dl(e)),
        ],
    )
    s.fields("Employer", [("Name", g.eorg()), ("HR officer", g.full(hr))])
    s.prose(
        "Dispute",
        [
            "Unfair dismissal on ",
            g.date(),
            "; witness ",
            g.full(wit),
            ". Referred under the ",
            g.statute("Labour Relations Act 66 of 1995"),
            ".",
        ],
    )
    return finish(g, s)
