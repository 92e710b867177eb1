"""Frames that draw Canada or the US: depositions, settlement redlines, e-mail productions, access requests, tips."""

from __future__ import annotations

from r20_blocks import Spec, frame
from r20_doc import Chg

NA = ("ca", "us")


@frame("deposition_transcript_excerpt", "page_line_transcript", NA)
def deposition(g):
    wit, plf, co, nurse = g.person(), g.person(), g.person(), g.person(female=True)
    s = Spec(g, "Oral Examination for Discovery" if g.jur == "ca" else "Videotaped Deposition")
    s.h("Action", g.court_file()).h("Taken", g.date()).h("Reporter", [g.full(g.person()), ", CSR"])
    s.f(
        "Appearances",
        [("For the plaintiff", g.firm()), ("For the defendant", g.firm()), ("Deponent", g.full(wit))],
    )
    s.q(
        "Examination",
        [
            ("Q.", ["Would you state your name and address for the record?"]),
            ("A.", [g.caps(wit), ", ", g.address(), "."]),
            ("Q.", ["You were the charge nurse on the night ", g.full(plf), " was admitted?"]),
            ("A.", ["Yes. ", g.given(plf), " came in around two. ", g.full(nurse), " did the intake."]),
            ("Q.", ["Did ", g.sur(nurse), " tell you anything about the fall?"]),
            ("A.", ['She said, "', g.given(plf), " says the floor at ", g.hospital(), ' was wet."']),
            ("Q.", ["Who else was on shift?"]),
            (
                "A.",
                [
                    "Just me, ",
                    g.later(nurse),
                    ", and an orderly — ",
                    g.given(co),
                    ", I don't remember the last name.",
                ],
            ),
            ("Q.", ["Let me show you Bates ", g.bates(), ". Is that your handwriting?"]),
            ("A.", ["Yes, those are my initials, ", g.inits(wit), ", at the bottom."]),
        ],
    )
    s.p(None, ["(Exhibit 14 marked; ", g.term(), " chart dated ", g.date(), ".)"])
    return s


@frame("settlement_agreement_redline", "wdiff_redline", NA)
def settlement(g):
    a, b, tr = g.person(), g.person(), g.person()
    s = Spec(g, "Full and Final Release and Settlement Agreement")
    s.h("Matter", g.court_file()).h("Draft circulated", g.date())
    s.f(
        "Parties",
        [
            ("Releasor", g.full(a)),
            ("Releasor address", Chg(g.address(), g.address())),
            ("Releasee", g.firm()),
            ("Settlement amount", Chg(g.money(5000, 90000), g.money(5000, 90000))),
        ],
    )
    s.f(
        "Payment",
        [("Payee account", Chg(g.account(), g.account())), ("Payment date", Chg(g.date(), g.date()))],
    )
    s.p(
        "Terms",
        [
            "The Releasor, ",
            g.ref(a),
            ", releases all claims arising from the incident of ",
            g.date(),
            ", including claims by ",
            Chg(g.full(b), [g.full(b), " and ", g.full(tr)]),
            ".",
        ],
        [
            "Confidentiality: neither party shall disclose ",
            Chg("the amount", "the amount or the existence of this agreement"),
            "; see ",
            g.case(),
            ".",
        ],
        ["Excluded: any claim under ", g.patent(), " held by ", g.org(), "."],
    )
    s.sign([g.sig(a, "Releasor")], ["Witness: ", g.full(g.person())])
    return s


@frame("privileged_email_thread_production", "mbox_thread", NA)
def privileged_thread(g):
    cl, cfo, ast, aud = g.person(), g.person(), g.person(), g.person()
    e_cl, e_cfo, e_ast = g.email(cl), g.email(cfo), g.email(ast)
    s = Spec(g, "Produced Subject to Clawback — Bates Range Redacted")
    s.m(
        [g.nm(cfo), " <", e_cfo, ">"],
        [g.nm(cl), " <", e_cl, ">"],
        "Q3 reimbursements",
        [
            [
                g.given(cl),
                ", before we send this to the auditors (",
                g.full(aud),
                " is leading), can you confirm the receipts from ",
                g.eplace(),
                "?",
            ],
            ["The card on file is ", g.card(), ". Bates ", g.bates(), "."],
        ],
    )
    s.m(
        [g.nm(cl), " <", e_cl, ">"],
        [g.nm(cfo), " <", e_cfo, ">"],
        "Q3 reimbursements",
        [
            ["Confirmed. ", g.full(ast), " booked the hotel; the folio is in the shared drive."],
            ["Call me at ", g.phone(), " if ", g.sur(aud), " asks about the ", g.award(), " dinner."],
        ],
        cc=[g.nm(ast), " <", e_ast, ">"],
    )
    s.m(
        [g.nm(ast), " <", e_ast, ">"],
        [g.nm(cl), " <", e_cl, ">"],
        "Q3 reimbursements",
        [
            [
                "Attached. The dinner was hosted at ",
                g.building(),
                "; guest list included ",
                g.public_figure(),
                " (keynote).",
            ],
            ["— ", g.given(ast)],
        ],
    )
    return s


@frame("dsar_access_request_response", "mbox_thread", NA)
def dsar(g):
    rq, po, agent = g.person(), g.person(), g.person()
    e_rq, e_po = g.email(rq), g.inst_email("privacy.example-retail.com")
    law = g.law(
        "Personal Information Protection and Electronic Documents Act"
        if g.jur == "ca"
        else g.r.choice(
            ["California Consumer Privacy Act", "Colorado Privacy Act", "Texas Data Privacy and Security Act"]
        )
    )
    s = Spec(g, "Personal Information Access Request")
    s.m(
        [g.nm(rq), " <", e_rq, ">"],
        ["Privacy Office <", e_po, ">"],
        "Access request",
        [
            [
                "Under ",
                law,
                " I ask for all personal information you hold about me, ",
                g.full(rq),
                ", born ",
                g.dob(rq),
                ".",
            ],
            ["My loyalty account was opened at ", g.address(), ". I logged in from ", g.ip(), " last month."],
            ["My review profile ", g.url(rq), " is linked to the account."],
        ],
    )
    s.m(
        [g.nm(po), " <", e_po, ">"],
        [g.nm(rq), " <", e_rq, ">"],
        "Access request",
        [
            ["Dear ", g.ref(rq), ", we have verified your identity (request ", g.refno("DSAR"), ")."],
            [
                "Call-centre notes by agent ",
                g.full(agent),
                " are included; ",
                g.ref(agent),
                "'s own details are redacted.",
            ],
            ["Records will be sent by ", g.date(), ". ", g.nm(po), ", Privacy Officer, ", g.inst_phone()],
        ],
    )
    return s


@frame("whistleblower_tip_submission", "pgp_clearsigned", NA)
def whistleblower(g):
    src, exe, acc, wife = g.person(), g.person(female=False), g.person(), g.person(female=True)
    s = Spec(g, "Confidential Whistleblower Submission")
    s.h("Submitted", g.date()).h("Channel", g.inst_url()).h("Tip", g.refno("TIP"))
    s.p(
        None,
        [
            "I am ",
            g.full(src),
            ", a payroll analyst at ",
            g.org(),
            ". I can be reached only at ",
            g.email(src),
            " or ",
            g.phone(),
            ". My public profile is ",
            g.url(src),
            ".",
        ],
    )
    s.p(
        None,
        [
            "Since ",
            g.date(),
            ", the controller, ",
            g.full(exe),
            ", has paid invoices to a shell company registered to his wife, ",
            g.full(wife),
            ". The payments go to account ",
            g.account(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "Accounts payable clerk ",
            g.full(acc),
            " flagged this in a memo; ",
            g.ref(exe),
            ' replied: "Tell ',
            g.given(acc),
            ' to drop it." The same contractor was praised in a press release quoting ',
            g.official(),
            ". I believe this breaches the ",
            g.law("Criminal Code, R.S.C. 1985, c. C-46" if g.jur == "ca" else "Sarbanes-Oxley Act of 2002"),
            ".",
        ],
    )
    s.p(None, ["I request protection under ", g.section(), ". Supporting files hash: ", g.commit(), "."])
    s.sign(["- ", g.inits(src)])
    return s
