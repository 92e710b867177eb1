"""United States frames (immigration, benefits, liens, family support, health privacy, bankruptcy)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


@frame("i130_petition_worksheet", "form_fields", ["us"])
def i130(g):
    pet, ben, prior, kid, interp = g.person(), g.person(), g.person(), g.child(), g.person()
    s = start(g, "I-130 Petition for Alien Relative Worksheet", ref=g.ref("IOE"))
    s.fields(
        "Petitioner",
        [
            ("Family name, given name", g.sortname(pet)),
            ("Date of birth", g.dob(pet)),
            ("SSN", g.ssn()),
            ("Mailing address", g.address()),
            ("Daytime phone", g.phone()),
            ("Email", g.email(pet)),
        ],
    )
    s.fields(
        "Beneficiary",
        [
            ("Full name", g.full(ben)),
            ("Date of birth", g.dob(ben)),
            ("Address abroad", g.address(g.rng.choice(["mx", "ph", "in", "ng", "jm"]))),
            ("Prior spouse", [g.full(prior), ", marriage ended ", g.date(2001, 2019)]),
            ("Child", [g.full(kid), ", born ", g.dob(kid)]),
            ("Social media", g.url(ben)),
        ],
    )
    s.fields(
        "Interpreter", [("Name", g.full(interp)), ("Language", g.rng.choice(["Tagalog", "Spanish", "Igbo"]))]
    )
    s.prose(
        "Notes",
        [
            "Filed under ",
            g.statute("Immigration and Nationality Act § 204", "8 U.S.C. § 1154"),
            "; priority date ",
            g.date(),
            ". Wedding photos show ",
            g.titled(pet),
            " and ",
            g.later(ben),
            " at ",
            g.building(),
            ". Officer guidance: ",
            g.case(),
            ".",
        ],
    )
    return finish(g, s)


@frame("eoir_notice_to_appear", "letter", ["us"])
def nta(g):
    r, kid, sponsor = g.person(), g.child(), g.person()
    s = start(g, "Notice to Appear", ref=g.cfile())
    s.header.append(("Immigration court", g.judge()))
    s.fields(
        "Respondent",
        [
            ("Name", g.full(r)),
            ("Date of birth", g.dob(r)),
            ("Address", g.address()),
            ("Telephone", g.phone()),
            ("Accompanying minor", [g.full(kid), ", born ", g.dob(kid)]),
        ],
    )
    s.fields(
        "Hearing",
        [("Date", g.date()), ("Location", g.building()), ("Sponsor", [g.full(sponsor), ", ", g.phone()])],
    )
    s.prose(
        "Allegations",
        [
            "You are charged under ",
            g.statute("Immigration and Nationality Act § 240", "8 U.S.C. § 1229"),
            " (",
            g.sec(),
            "). You may be represented at no expense to the government, for example by ",
            g.firm(),
            ". The court hotline ",
            g.iphone(),
            " gives case status; the phone-shaped file key ",
            g.phref(),
            " is not a number to call. ",
            g.titled(r),
            " must bring identity documents.",
        ],
    )
    return finish(g, s)


@frame("ssa_alj_hearing_notice", "recfile", ["us"])
def ssa_alj(g):
    c, rep, ve, me = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Notice of Hearing before an Administrative Law Judge", ref=g.ref("REQ-"))
    s.header.append(("ALJ", g.judge()))
    s.fields(
        "Claimant",
        [
            ("Name", g.full(c)),
            ("SSN", g.ssn()),
            ("Date of birth", g.dob(c)),
            ("Address", g.address()),
            ("Phone", g.phone()),
        ],
    )
    s.fields(
        "Hearing",
        [
            ("Date", g.date()),
            ("Format", "online video"),
            ("Vocational expert", g.full(ve)),
            ("Medical expert", g.full(me)),
            ("Non-attorney representative", g.full(rep)),
        ],
    )
    s.prose(
        "Issues",
        [
            "Whether ",
            g.later(c),
            " has been disabled since ",
            g.date(2015, 2021),
            " under ",
            g.statute("Social Security Act § 223", "20 C.F.R. § 404.938"),
            "; see ",
            g.sec(),
            " and ",
            g.case(),
            ". Records mention ",
            g.eterm(True),
            ".",
        ],
    )
    return finish(g, s)


@frame("irs_4506c_transcript_request", "fill_in_blanks", ["us"])
def irs4506c(g):
    t, sp, prev = g.person(), g.person(), g.person()
    s = start(g, "IVES Request for Transcript of Tax Return (Form 4506-C)", ref=g.ref("REF "))
    s.fields(
        "Taxpayer",
        [
            ("1a Name shown on tax return", g.full(t)),
            ("1b SSN", g.ssn()),
            ("2a Spouse's name", g.full(sp)),
            ("2b Spouse's SSN", g.ssn()),
            ("3 Current address", g.address()),
            ("4 Previous name on last return", g.full(prev)),
        ],
    )
    s.fields(
        "Participant",
        [("IVES participant", g.eorg()), ("Client phone", g.iphone()), ("Customer file number", g.ssnref())],
    )
    s.fields("Signature", [("Signatory phone", g.phone()), ("Date signed", g.date())])
    s.prose(
        "Disclosure",
        [
            "Transcripts are released under ",
            g.statute("26 U.S.C. § 6103"),
            " only with the consent of ",
            g.titled(t),
            ".",
        ],
    )
    return finish(g, s)


@frame("ucc1_financing_statement", "pg_copy", ["us"])
def ucc1(g):
    d1, d2, sig = g.person(), g.person(), g.person()
    s = start(g, "UCC Financing Statement", ref=g.ref("FILE "))
    s.fields(
        "Debtor",
        [
            ("Individual surname", g.surname(d1)),
            ("First personal name", g._s(d1.given, d1)),
            ("Mailing address", g.address()),
            ("Co-debtor", g.full(d2)),
            ("Co-debtor address", g.address()),
        ],
    )
    s.fields(
        "Secured party",
        [
            ("Organization", g.eorg()),
            ("Filer contact", g.full(sig)),
            ("Filer phone", g.phone()),
            ("Routing", g.routing()),
        ],
    )
    s.table(
        "Collateral",
        ["Item", "Serial"],
        [["2021 John Deere 5075E tractor", g.ref("1LV")], ["Kubota mower", g.ref("KBT")]],
    )
    s.prose(
        "Authority",
        ["Filed under ", g.statute("U.C.C. § 9-502"), " with the Secretary of State; ", g.sec(), "."],
    )
    return finish(g, s)


@frame("lis_pendens_notice", "form_fields", ["us"])
def lis_pendens(g):
    pl, df, df2 = g.person(), g.person(), g.person()
    s = start(g, "Notice of Pendency of Action (Lis Pendens)", ref=g.cfile())
    s.fields("Parties", [("Plaintiff", g.full(pl)), ("Defendant", g.full(df)), ("Defendant", g.full(df2))])
    s.fields(
        "Property", [("Street address", g.address()), ("Parcel", g.ref("APN ")), ("Recording date", g.date())]
    )
    s.prose(
        "Notice",
        [
            "NOTICE IS GIVEN that an action affecting title was commenced by ",
            g.later(pl),
            " against ",
            g.later(df),
            " under ",
            g.statute(
                "28 U.S.C. § 1964",
                "N.Y. C.P.L.R. § 6501",
                "Cal. Civ. Proc. Code § 405.20",
                "Tex. Prop. Code § 12.007",
            ),
            ". The property lies near ",
            g.eplace(),
            " and was damaged in ",
            g.storm(),
            ". Assigned to ",
            g.judge(),
            ".",
        ],
    )
    return finish(g, s)


@frame("bail_bond_indemnity_agreement", "hcl", ["us"])
def bail_bond(g):
    de, ind, ref1, ref2 = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Bail Bond Indemnity Agreement", ref=g.ref("BND-"))
    s.header.append(("Case", g.cfile()))
    s.fields(
        "Defendant",
        [
            ("Name", g.full(de)),
            ("Date of birth", g.dob(de)),
            ("SSN", g.ssn()),
            ("Driver license", g.dl(de)),
            ("Address", g.address()),
            ("Cell", g.phone()),
        ],
    )
    s.fields(
        "Indemnitor",
        [
            ("Name", g.full(ind)),
            ("Relationship", "mother"),
            ("Phone", g.phone()),
            ("Email", g.email(ind)),
            ("Facebook", g.url(ind)),
            ("Card on file", g.card()),
            ("Employer", g.eorg()),
        ],
    )
    s.table("References", ["Name", "Phone"], [[g.full(ref1), g.phone()], [g.full(ref2), g.phone()]])
    s.prose(
        "Terms",
        [
            "Premium ",
            g.money(500, 5000),
            "; ",
            g.later(ind),
            " indemnifies the surety if ",
            g.titled(de),
            " fails to appear before ",
            g.judge(),
            ".",
        ],
    )
    return finish(g, s)


@frame("fmla_certification_form", "fill_in_blanks", ["us"])
def fmla(g):
    e, fam, hcp = g.person(), g.person(age=(55, 90)), g.person()
    s = start(
        g, "Certification of Health Care Provider for Family Member's Serious Health Condition (WH-380-F)"
    )
    s.fields("Employee", [("Employee name", g.full(e)), ("Employer", g.eorg()), ("HR phone", g.iphone())])
    s.fields(
        "Family member",
        [("Name of family member", g.full(fam)), ("Relationship", "parent"), ("Date of birth", g.dob(fam))],
    )
    s.fields(
        "Provider",
        [
            ("Provider name", g.full(hcp)),
            ("Practice", g.eorg()),
            ("Telephone", g.phone()),
            ("Fax", g.phref()),
        ],
    )
    s.prose(
        "Condition",
        [
            "Onset ",
            g.date(),
            "; diagnosis ",
            g.eterm(True),
            ". ",
            g.titled(e),
            " will need intermittent leave under the ",
            g.statute("Family and Medical Leave Act of 1993", "29 U.S.C. § 2612"),
            ", ",
            g.sec(),
            ".",
        ],
    )
    return finish(g, s)
