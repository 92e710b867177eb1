"""US frames (part two): heirship, plan redlines, e-mail, signed requests, agency decisions and filings."""

from __future__ import annotations

from r20_blocks import Spec, frame
from r20_doc import Chg

US = ("us",)


@frame("tx_affidavit_of_heirship", "wp_reveal_codes", US, region="TX")
def heirship(g):
    dec, aff, sp = g.person(age=(70, 95)), g.person(), g.person(age=(65, 95))
    kids = [g.person() for _ in range(g.r.randint(2, 4))]
    s = Spec(g, "Affidavit of Heirship")
    s.h("County", g.r.choice(["Hidalgo", "Lubbock", "McLennan", "Cameron"])).h("Recorded", g.date()).h(
        "Instrument", g.refno("OPR")
    )
    s.p(None, ["Before me, the undersigned notary, appeared ", g.full(aff), ", who being duly sworn stated:"])
    s.p(
        None,
        [
            "1. I knew ",
            g.full(dec),
            ' (the "Decedent") for ',
            str(g.r.randint(12, 40)),
            " years. Decedent was born ",
            g.dob(dec),
            " and died ",
            g.date(),
            " at ",
            g.address(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "2. Decedent was married once, to ",
            g.full(sp),
            ", who survives. Decedent's SSN was ",
            g.ssn(),
            ".",
        ],
    )
    s.t(
        "3. Children of Decedent",
        ["Name", "Born", "Living"],
        [[g.full(k), g.dob(k), g.r.choice(["yes", "yes", "no"])] for k in kids],
    )
    s.p(
        None,
        [
            "4. I am not related to ",
            g.later(dec),
            " and take nothing under this affidavit; see ",
            g.law("Tex. Est. Code § 203.001"),
            ".",
        ],
    )
    s.sign([g.caps(aff)], ["Sworn to before me on ", g.date(), " — Notary Public ", g.full(g.person())])
    return s


@frame("chapter13_plan_redline", "wdiff_redline", US)
def ch13(g):
    db, db2, tr = g.person(), g.person(), g.person()
    s = Spec(g, "Amended Chapter 13 Plan")
    s.h("Case", g.court_file()).h("Trustee", [g.full(tr)]).h("Judge", g.judge())
    s.f(
        "Debtors",
        [
            ("Debtor 1", g.full(db)),
            ("SSN", g.ssn()),
            ("Debtor 2", Chg(g.full(g.person()), g.full(db2))),
            ("Address", Chg(g.address(), g.address())),
        ],
    )
    s.f(
        "Payments",
        [
            ("Monthly payment", Chg(g.money(300, 900), g.money(300, 900))),
            ("Payroll deduction from", g.org()),
            ("Refund account", g.account()),
        ],
    )
    s.p(
        "Part 3 Treatment of secured claims",
        [
            "Vehicle lender to be paid ",
            Chg("in full", "at 6.25% over 48 months"),
            "; ",
            g.given(db),
            "'s wage order under ",
            g.law("11 U.S.C. § 1325(c)"),
            ".",
        ],
        [
            "Domestic support to ",
            Chg(g.nm(g.person()), g.nm(g.person())),
            " continues outside the plan per ",
            g.section(),
            ".",
        ],
    )
    s.p(
        "Service",
        ["Served on the trustee by certified mail, tracking ", g.tracking(), ", on ", g.date(), "."],
    )
    s.sign([g.sig(db, "Debtor 1")], [g.sig(db2, "Debtor 2")])
    return s


@frame("workplace_harassment_email_thread", "mbox_thread", US)
def harassment_thread(g):
    emp, hr, mgr, wit = g.person(), g.person(), g.person(female=False), g.person()
    e1, e2, e3 = g.email(emp), g.inst_email("peoplebenefits.example.com"), g.email(wit)
    s = Spec(g, "Privileged and Confidential — Prepared at the Request of Counsel")
    s.m(
        [g.nm(emp), " <", e1, ">"],
        ["HR Intake <", e2, ">"],
        "Complaint about my supervisor",
        [
            [
                "Hi, I want to report that ",
                g.full(mgr),
                " has been commenting on my appearance in team meetings since ",
                g.date(),
                ".",
            ],
            [
                'Last Thursday he said "',
                g.given(emp),
                ", smile more or I'll find someone who will.\" ",
                g.full(wit),
                " heard it.",
            ],
            [
                "He also shared my profile (",
                g.url(emp),
                ") in the team chat. I was on the VPN from ",
                g.ip(),
                " when I saw it.",
            ],
            ["My cell is ", g.phone(), ". Thanks, ", g.given(emp)],
        ],
    )
    s.m(
        [g.nm(hr), " <", e2, ">"],
        [g.nm(emp), " <", e1, ">"],
        "Complaint about my supervisor",
        [
            [
                "Thank you, ",
                g.given(emp),
                ". I've opened matter ",
                g.refno("HR"),
                ". Could ",
                g.ref(wit),
                " send a short statement?",
            ],
            ["We will not share this with ", g.ref(mgr), " until the interview is scheduled."],
        ],
        cc=[g.firm()],
    )
    s.m(
        [g.nm(wit), " <", e3, ">"],
        [g.nm(hr), " <", e2, ">"],
        "Complaint about my supervisor",
        [
            [
                "Confirming I heard ",
                g.sur(mgr),
                " say that at the ",
                g.building(),
                " offsite. ",
                g.given(emp),
                " looked upset.",
            ],
            ["- ", g.inits(wit)],
        ],
    )
    return s


@frame("crypto_exchange_freeze_request", "pgp_clearsigned", US)
def crypto_freeze(g):
    v, sc, det = g.person(), g.person(female=False), g.person()
    s = Spec(g, "Request to Freeze Account Holding Stolen Funds")
    s.h("To", "Compliance team").h("Police report", g.refno("RPT")).h("Date", g.date())
    s.p(
        None,
        [
            "My name is ",
            g.full(v),
            ". On ",
            g.date(),
            " I was persuaded by a person calling himself ",
            g.full(sc),
            " to send 1.42 BTC (transaction ",
            g.commit(),
            ") to an address hosted on your exchange.",
        ],
    )
    s.p(
        None,
        [
            "I attach my driver's license (",
            g.dl(v),
            "), date of birth ",
            g.dob(v),
            ", and the account my funds came from: ",
            g.account(),
            ". I submitted the complaint from IP ",
            g.ip(),
            ".",
        ],
    )
    s.p(
        None,
        [
            "Detective ",
            g.full(det),
            " (",
            g.phone(),
            ") is handling the case. ",
            g.later(sc),
            " also used the profile ",
            g.url(sc),
            ". Please preserve records under ",
            g.law("18 U.S.C. § 2703(f)"),
            ".",
        ],
    )
    s.sign(["Reply to ", g.email(v), " — ", g.nm(v)])
    return s


@frame("va_board_appeals_decision", "akoma_ntoso", US)
def bva(g):
    vet, sp, doc = g.person(female=False), g.person(), g.person()
    s = Spec(g, "Board of Veterans' Appeals Decision")
    s.court = "Board of Veterans' Appeals"
    s.h("Docket", g.court_file()).h("Date", g.date()).h("Veterans Law Judge", g.judge())
    s.h("Appellant", [g.full(vet)])
    s.p(
        "Findings of fact",
        [
            "The Veteran, ",
            g.nm(vet),
            ", served from ",
            g.date(1985, 1999),
            " to ",
            g.date(2000, 2010),
            " aboard ",
            g.ship(),
            ".",
        ],
        [
            "A private opinion from ",
            g.titled(doc),
            " relates the hearing loss to noise exposure; ",
            g.ref(doc),
            " reviewed the claims file.",
        ],
        [
            "The Veteran's spouse, ",
            g.full(sp),
            ", testified that ",
            g.given(vet),
            ' "could not hear the television after he came home."',
        ],
    )
    s.p(
        "Conclusions of law",
        [
            "Service connection is warranted under ",
            g.law("38 U.S.C. § 1110"),
            ", ",
            g.sect("38 C.F.R. § 3.303"),
            "; see ",
            g.case(),
            ".",
        ],
    )
    s.sign([g.judge()], ["Contact: ", g.inst_phone()])
    return s


@frame("eeoc_charge_of_discrimination", "niem_ecf_xml", US)
def eeoc(g):
    cp, sup, co = g.person(), g.person(), g.person()
    s = Spec(g, "Charge of Discrimination EEOC Form 5")
    s.court = "U.S. Equal Employment Opportunity Commission"
    s.h("Charge number", g.refno("EEOC")).h("FEPA", g.inst()[0])
    s.f(
        "Charging party",
        [
            ("Name", g.full(cp)),
            ("Date of birth", g.dob(cp)),
            ("Phone", g.phone()),
            ("Email", g.email(cp)),
            ("Address", g.address()),
        ],
    )
    s.f("Respondent", [("Employer", g.org()), ("Employees", "500+"), ("Phone", g.inst_phone())])
    s.p(
        "Particulars",
        [
            "I was hired on ",
            g.date(2015, 2021),
            ". My supervisor, ",
            g.full(sup),
            ", denied my request for leave under the ",
            g.law("Family and Medical Leave Act"),
            ".",
        ],
        [
            "A coworker, ",
            g.full(co),
            ", was approved for the same schedule. ",
            g.ref(sup),
            ' told me "',
            g.given(cp),
            ', people your age slow the line down."',
        ],
    )
    s.sign([g.sig(cp, "Charging party")])
    return s


@frame("ny_housing_court_stipulation", "niem_ecf_xml", US, region="NY")
def ny_stip(g):
    ll, ten, occ, gal = g.person(), g.person(), g.person(), g.person()
    s = Spec(g, "Stipulation of Settlement (Nonpayment)")
    s.court = "Civil Court of the City of New York, Housing Part"
    s.h("Index", g.court_file()).h("Part", "Part F").h("Court attorney", g.judge())
    s.f(
        "Parties",
        [
            ("Petitioner-landlord", g.full(ll)),
            ("Respondent-tenant", g.full(ten)),
            ("Undertenant", g.full(occ)),
            ("Premises", g.address()),
        ],
    )
    s.p(
        "Terms",
        [
            "Respondent ",
            g.later(ten),
            " shall pay arrears of ",
            g.money(2000, 14000),
            " by ",
            g.date(2024, 2025),
            " through the ",
            g.org(),
            " program.",
        ],
        [
            "Petitioner shall repair the bathroom ceiling; access arranged through ",
            g.given(occ),
            " at ",
            g.phone(),
            ".",
        ],
        ["Guardian ad litem ", g.full(gal), " consents. Warrant stayed per ", g.law("N.Y. RPAPL § 753"), "."],
    )
    s.sign([g.sig(ll, "Petitioner")], [g.sig(ten, "Respondent")])
    return s
