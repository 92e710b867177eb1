"""Frames that draw Canada or the United States (claims, settlements, litigation support, evidence)."""

from __future__ import annotations

from r19_blocks import finish, frame, start


def natid(g):
    return g.sin() if g.jur == "ca" else g.ssn()


@frame("insurance_adjuster_field_notes", "irc_log", ["ca", "us"])
def adjuster(g):
    ins, ten, con, nb = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Property Loss Field Notes", ref=g.ref("CLM-"))
    s.fields(
        "Loss",
        [
            ("Insured", g.full(ins)),
            ("Risk address", g.address()),
            ("Insured cell", g.phone()),
            ("Date of loss", g.date()),
            ("Cause", ["wind damage during ", g.storm()]),
        ],
    )
    s.table(
        "Contacts",
        ["Role", "Name", "Phone"],
        [
            ["tenant", g.full(ten), g.phone()],
            ["contractor", g.full(con), g.phone()],
            ["neighbour", g.full(nb), g.phone()],
        ],
    )
    s.prose(
        "",
        ["site visit done; ", g.later(ins), " says the shed roof landed on the fence of ", g.later(nb), "."],
    )
    s.prose(
        "",
        [
            "contents list includes a signed ",
            g.celeb(),
            " poster and a print of ",
            g.hist(),
            "; ",
            g.initial(con),
            " quoted ",
            g.money(4000, 30000),
            ".",
        ],
    )
    s.prose(
        "", ["reserve set; coverage counsel ", g.firm(), " copied. policy wording follows ", g.case(), "."]
    )
    return finish(g, s)


@frame("settlement_disbursement_authorization", "pg_copy", ["ca", "us"])
def settlement(g):
    c1, c2, lien, kid = g.person(), g.person(), g.person(), g.child()
    s = start(g, "Settlement Disbursement Authorization", ref=g.cfile())
    s.fields(
        "Claimants",
        [
            ("Claimant", g.full(c1)),
            ("Claimant national id", natid(g)),
            ("Co-claimant", g.full(c2)),
            ("Minor beneficiary", [g.full(kid), " (dob ", g.dob(kid), ")"]),
            ("Payee account", g.account()),
        ],
    )
    s.table(
        "Disbursements",
        ["Payee", "Amount"],
        [
            [g.firm(), g.money(5000, 90000)],
            [[g.full(lien), " (lienholder)"], g.money(300, 9000)],
            [g.eorg(), g.money(100, 4000)],
        ],
    )
    s.prose(
        "authority",
        [
            "Approved by ",
            g.judge(),
            " on ",
            g.date(),
            "; wire via ",
            g.swift(),
            " or ",
            g.routing(),
            ". Structured portion per ",
            g.sec(),
            ".",
        ],
    )
    return finish(g, s)


@frame("mass_tort_claimant_intake", "multipart_form", ["ca", "us"])
def mass_tort(g):
    c, spouse, dr = g.person(), g.person(), g.person()
    s = start(g, "Claimant Intake Questionnaire", ref=g.ref("MT-"))
    s.fields(
        "Claimant",
        [
            ("Full name", g.full(c)),
            ("Date of birth", g.dob(c)),
            ("National identifier", natid(g)),
            ("Address", g.address()),
            ("Mobile", g.phone()),
            ("Email", g.email(c)),
            ("Social profile", g.url(c)),
        ],
    )
    s.fields(
        "Exposure",
        [
            ("Product", [g.eorg(), " talc powder"]),
            ("Years used", "1998\u20132019"),
            ("Diagnosis", g.eterm(True)),
            ("Treating doctor", g.full(dr)),
        ],
    )
    s.fields("Derivative claim", [("Spouse", g.full(spouse)), ("Spouse phone", g.phone())])
    s.fields("Submission", [("IP address", g.ip()), ("Patent at issue", g.patent()), ("Form", g.version())])
    return finish(g, s)


@frame("records_destruction_certificate", "recfile", ["ca", "us"])
def destruction(g):
    own, wit, mgr = g.person(), g.person(), g.person()
    s = start(g, "Certificate of Records Destruction", ref=g.ref("RD-"))
    s.fields("Matter", [("Client", g.full(own)), ("Matter number", g.cfile()), ("Retention ended", g.date())])
    s.table(
        "Boxes",
        ["Box", "Range", "Tracking"],
        [
            [g.ref("BX"), [g.bates(), " to ", g.bates()], g.track()],
            [g.ref("BX"), [g.bates(), " to ", g.bates()], g.track()],
        ],
    )
    s.fields(
        "Witnesses",
        [
            ("Shred vendor operator", g.full(wit)),
            ("Records manager", g.full(mgr)),
            ("Manager phone", g.phone()),
        ],
    )
    s.prose(
        "Statement",
        [
            "Destroyed per policy and ",
            g.statute(),
            "; ",
            g.initial(mgr),
            " observed shredding at the vendor plant near ",
            g.eplace(),
            ".",
        ],
    )
    return finish(g, s)


@frame("trial_war_room_chat", "irc_log", ["ca", "us"])
def war_room(g):
    wit, exp, juror, cli = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Trial Team Channel Export", ref=g.cfile())
    s.fields(
        "Day", [("Trial day", str(g.rng.randint(2, 14))), ("Presiding", g.judge()), ("Client", g.full(cli))]
    )
    s.prose("", ["witness ", g.full(wit), " is in the hallway, cell ", g.phone(), "."])
    s.prose("", ["expert ", g.full(exp), " lands at 3; hotel is the ", g.eorg(), " by ", g.building(), "."])
    s.prose(
        "",
        [
            "juror 7 (",
            g.later(juror),
            ") keeps looking at the exhibit binder; objection under ",
            g.eterm(),
            " ready.",
        ],
    )
    s.prose(
        "", ["exhibit stamps ", g.bates(), " and ", g.bates(), " are in; cite ", g.case(), " on the motion."]
    )
    s.prose("", [g.titled(cli), " wants a call tonight; build pushed at ", g.commit(), "."])
    return finish(g, s)


@frame("online_harassment_evidence_thread", "bbcode", ["ca", "us"])
def harassment(g):
    vic, poster, mod, fr = g.person(), g.person(), g.person(), g.person()
    s = start(g, "Forum Thread Preserved as Evidence", ref=g.ref("EVD-"))
    s.fields(
        "Capture",
        [
            ("Captured by", g.full(mod)),
            ("Captured on", g.date()),
            ("Evidence portal", g.iurl()),
            ("Poster account", g.url(poster)),
            ("Poster IP (from subpoena)", g.ip()),
        ],
    )
    s.prose(
        "Post #1",
        ["Everyone should know that ", g.full(vic), " lives at ", g.address(), " and drives a blue Civic."],
    )
    s.prose("Post #2", ["lol ", g.later(vic), " thinks she is ", g.fict(), ". call her at ", g.phone(), "."])
    s.prose("Post #3", ["Her friend ", g.full(fr), " posted her email ", g.email(vic), " too."])
    s.prose(
        "Moderator note",
        ["Removed under the community rules; preserved for ", g.firm(), " per ", g.statute(), "."],
    )
    return finish(g, s)
