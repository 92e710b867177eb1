"""Canadian frames (part two): statements, affidavits, estates, child welfare, capacity, tribunal reasons."""

from __future__ import annotations

from r20_blocks import Spec, frame
from r20_doc import Chg

CA = ("ca",)


@frame("icbc_recorded_statement", "page_line_transcript", CA, region="BC")
def icbc_statement(g):
    cl, adj, dr, wit = g.person(), g.person(), g.person(), g.person()
    s = Spec(g, "Recorded Statement of Claimant")
    s.h("Claim number", g.refno("ICBC")).h("Date of loss", g.date()).h("Statement taken", g.date())
    s.f(
        "Appearances",
        [("Adjuster", g.full(adj)), ("Claimant", g.full(cl)), ("Interpreter", g.full(g.person()))],
    )
    turns = [
        ("Q.", ["This is ", g.nm(adj), ". Please state your full name and date of birth."]),
        ("A.", [g.caps(cl), ", born ", g.dob(cl), "."]),
        ("Q.", ["And your driver's licence number?"]),
        ("A.", ["It's ", g.dl(cl), ". My personal health number is ", g.health(cl), "."]),
        ("Q.", ["Who was driving the other vehicle?"]),
        (
            "A.",
            [
                "A man who said his name was ",
                g.full(dr),
                ". He gave me ",
                g.phone(),
                " and said his brother-in-law ",
                g.given(wit),
                " saw everything from the bus shelter near ",
                g.building(),
                ".",
            ],
        ),
        ("Q.", ["Did ", g.sur(dr), " say anything else?"]),
        (
            "A.",
            [
                'He said, "Tell ',
                g.given(wit),
                " I'm sorry, I was looking at my phone.\" Then ",
                g.later(wit),
                " came over.",
            ],
        ),
        ("Q.", ["Is there anyone else we should speak to?"]),
        ("A.", ["My physiotherapist, ", g.full(g.person()), ", at the clinic on ", g.address(), "."]),
    ]
    s.q("Statement", turns)
    s.p(
        None,
        [
            "Statement concluded. Transcribed with ",
            g.product("transcribe"),
            "; audio file ",
            g.refno("AUD"),
            ".",
        ],
    )
    return s


@frame("bc_family_law_affidavit", "wp_reveal_codes", CA, region="BC")
def bc_affidavit(g):
    dep, ex, kid, gm = (
        g.person(female=True),
        g.person(female=False),
        g.child(),
        g.person(female=True, age=(55, 80)),
    )
    s = Spec(g, "Affidavit Form F30")
    s.court = "Supreme Court of British Columbia"
    s.h("Registry", g.r.choice(["Vancouver", "Kamloops", "Nanaimo", "Prince George", "Chilliwack"])).h(
        "File", g.court_file()
    ).h("Sworn", g.date())
    s.p(None, ["I, ", g.full(dep), ", of ", g.address(), ", SWEAR THAT:"])
    s.p(
        None,
        ["1. I am the mother of ", g.full(kid), ", born ", g.dob(kid), ". ", g.full(ex), " is the father."],
    )
    s.p(
        None,
        [
            "2. On ",
            g.date(),
            ", ",
            g.ref(ex),
            " texted me from ",
            g.phone(),
            ": \"I'm taking ",
            g.given(kid),
            " to my mother's and you can't stop me.\" His mother, ",
            g.full(gm),
            ", lives in ",
            g.eplace(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "3. ",
            g.given(kid),
            "'s personal health number is ",
            g.health(kid),
            ". The child's school counsellor is ",
            g.full(g.person()),
            ".",
        ],
    )
    s.p(
        None,
        [
            "4. I ask for an order under ",
            g.sect("section 183"),
            " of the ",
            g.law("Family Law Act, S.B.C. 2011, c. 25"),
            ", as discussed in ",
            g.case(),
            ".",
        ],
    )
    s.f(
        "Exhibits",
        [
            ("Exhibit A", ["text messages from ", g.sur(ex)]),
            ("Exhibit B", ["school letter about ", g.given(kid)]),
        ],
    )
    s.sign(
        ["SWORN BEFORE ME at ", g.place(), " on ", g.date()],
        ["A Commissioner for taking Affidavits — ", g.firm()],
        [g.caps(dep)],
    )
    return s


@frame("ns_probate_petition", "wp_reveal_codes", CA, region="NS")
def ns_probate(g):
    dec, ex1, ex2 = g.person(age=(70, 96)), g.person(), g.person()
    bens = [g.person() for _ in range(g.r.randint(2, 4))]
    s = Spec(g, "Petition for Grant of Probate")
    s.court = "Probate Court of Nova Scotia"
    s.h("Estate of", [g.inv(dec)]).h("Probate file", g.court_file())
    s.p(
        None,
        [
            "The petition of ",
            g.full(ex1),
            " and ",
            g.full(ex2),
            ", executors named in the last will of ",
            g.full(dec),
            ", late of ",
            g.address(),
            ", who died on ",
            g.date(),
            " at ",
            g.hospital(),
            ".",
        ],
    )
    s.f("Deceased", [("Date of birth", g.dob(dec)), ("SIN", g.sin()), ("Marital status", "widowed")])
    s.t(
        "Persons entitled to share",
        ["Name", "Relationship", "Address"],
        [
            [g.full(b), g.r.choice(["Daughter", "Son", "Niece", "Grandson", "Friend"]), g.address()]
            for b in bens
        ],
    )
    s.p(
        None,
        [
            "The will, dated ",
            g.date(2010, 2020),
            ", was witnessed by ",
            g.ini(g.person()),
            " and ",
            g.ini(g.person()),
            ". ",
            g.ref(ex1),
            " will post the bond required by the ",
            g.law("Probate Act, S.N.S. 2000, c. 31"),
            ".",
        ],
        [
            "A framed print of ",
            g.historical(),
            " is left to ",
            g.given(bens[0]),
            "; the rest of the contents to ",
            g.later(bens[-1]),
            ".",
        ],
    )
    s.sign([g.sig(ex1, "Executor")], [g.sig(ex2, "Executor")])
    return s


@frame("cas_kinship_assessment", "wp_reveal_codes", CA, region="ON")
def kinship(g):
    kid, mom, aunt, uncle, worker = (
        g.child(),
        g.person(female=True),
        g.person(female=True),
        g.person(female=False),
        g.person(),
    )
    s = Spec(g, "Kinship Service Assessment")
    s.h("Agency", g.org()).h("Case", g.refno("CAS")).h("Completed", g.date())
    s.f("Child", [("Name", g.full(kid)), ("Date of birth", g.dob(kid)), ("OHIP", g.health(kid))])
    s.f(
        "Proposed caregivers",
        [
            ("Caregiver 1", g.full(aunt)),
            ("Date of birth", g.dob(aunt)),
            ("Caregiver 2", g.full(uncle)),
            ("Date of birth", g.dob(uncle)),
            ("Home", g.address()),
            ("Phone", g.phone()),
        ],
    )
    s.p(
        "Home visit",
        [
            "Worker ",
            g.full(worker),
            " visited on ",
            g.date(),
            ". ",
            g.given(kid),
            " was playing with the family dog. ",
            g.ref(aunt),
            ' said: "We took ',
            g.given(kid),
            " every summer when ",
            g.given(mom),
            ' was in hospital."',
        ],
        [
            g.ref(uncle),
            " drives for ",
            g.org(),
            " and works nights. The birth mother, ",
            g.full(mom),
            ", consents (see ",
            g.law("Child, Youth and Family Services Act, 2017"),
            ", ",
            g.sect("s. 94(2)"),
            ").",
        ],
    )
    s.p(
        "Checks",
        [
            "Police record check and CPIC returned nothing for ",
            g.later(aunt),
            " or ",
            g.later(uncle),
            ". Reference from neighbour ",
            g.full(g.person()),
            " received ",
            g.date(),
            ".",
        ],
    )
    s.sign([g.sig(worker, "Child protection worker")], ["Supervisor: ", g.inits(g.person())])
    return s


@frame("pgt_capacity_assessment_report", "wdiff_redline", CA, region="ON")
def capacity(g):
    pe, assessor, son, dtr = g.person(age=(68, 95)), g.person(), g.person(female=False), g.person(female=True)
    s = Spec(g, "Capacity Assessment Report (Property)")
    s.h("Assessment", g.refno("CAO")).h(
        "Requested under", g.law("Substitute Decisions Act, 1992, S.O. 1992, c. 30")
    )
    s.f(
        "Person assessed",
        [
            ("Name", g.full(pe)),
            ("Date of birth", g.dob(pe)),
            ("Health number", g.health(pe)),
            ("Residence", g.address()),
        ],
    )
    s.f("Assessor", [("Name", g.full(assessor)), ("Interview dates", Chg(g.date(), g.date()))])
    s.p(
        "Findings",
        [
            g.ref(pe),
            " was able to name the bank but not the balance, and believed that ",
            Chg(g.full(son), g.full(dtr)),
            " had been paying the property taxes.",
        ],
        [
            "Son ",
            g.later(son),
            " attended the second interview uninvited. Daughter ",
            g.later(dtr),
            " (",
            Chg(g.phone(), g.phone()),
            ") reports that ",
            g.given(pe),
            " was diagnosed with ",
            g.term(),
            " on ",
            g.date(),
            ".",
        ],
    )
    s.p(
        "Opinion",
        [
            Chg("Capable", "Incapable"),
            " of managing property. The Public Guardian and Trustee, ",
            g.inst_url(),
            ", has been notified under ",
            g.sect("s. 16(1)"),
            ".",
        ],
    )
    s.sign([g.sig(assessor, "Designated capacity assessor")])
    return s


@frame("sst_general_division_decision", "akoma_ntoso", CA)
def sst(g):
    ap, emp, wit = g.person(), g.person(), g.person()
    s = Spec(g, "Social Security Tribunal General Division Decision")
    s.court = "Social Security Tribunal of Canada"
    s.h("Citation", g.neutral()).h("Tribunal file", g.court_file()).h("Decided by", g.member()).h(
        "Hearing", g.date()
    )
    s.h("Appellant", [g.full(ap)])
    s.p(
        "Overview",
        [
            "The appellant, ",
            g.nm(ap),
            ", asks for Employment Insurance benefits after leaving ",
            g.org(),
            ".",
        ],
        [
            g.ref(ap),
            " says a manager, ",
            g.full(emp),
            ", cut the appellant's shifts after a complaint. ",
            g.ref(emp),
            " did not attend the hearing.",
        ],
        [
            "A co-worker, ",
            g.full(wit),
            ", testified that ",
            g.later(emp),
            ' said "nobody here will miss ',
            g.given(ap),
            '."',
        ],
        [
            "I follow ",
            g.case(),
            ". The decision under appeal (",
            g.refno("CEIC"),
            ") cites the ",
            g.law("Employment Insurance Act, S.C. 1996, c. 23"),
            ", ",
            g.sect("s. 29(c)"),
            ".",
        ],
    )
    s.p("Conclusion", ["The appeal is allowed. ", g.member(), " concurred on the record."])
    s.sign(["Representative for the appellant: ", g.firm()])
    return s
