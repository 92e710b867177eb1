"""Hearing and investigation frames: examinations under oath, undertakings charts, cross-examinations,
sentencing transcripts, creditors' meetings, trustee reports, capacity assessments, record checks, collisions."""

from __future__ import annotations


def _qa(g, d, speaker_q, speaker_a, lines):
    for q, a in lines:
        d.add(speaker_q, ": ")
        d.f(q[0], **q[1])
        d.add("\n", speaker_a, ": ")
        d.f(a[0], **a[1])
        d.add("\n")


def examination_under_oath(g, d):
    p = g.people(6)
    d.line("{h}", h=g.head("EXAMINATION UNDER OATH"))
    d.line("In re: Claim {r}    Insured: {a}    Insurer: {o}", r=g.ref(), a=g.caps(p[0]), o=g.org())
    d.line(
        "Taken {dt} at the offices of {f}\nReporter: {rep}, CSR\n", dt=g.date(), f=g.firm(), rep=g.full(p[1])
    )
    d.line("{a}, having been duly sworn, testified as follows:\n", a=g.caps(p[0]))
    ins = g.P(p[0].later.upper(), p[0])
    _qa(
        g,
        d,
        "Q",
        "A",
        [
            (
                ("Please state your full name and date of birth for the record.", {}),
                ("{n}, born {dob}.", {"n": g.nm(p[0]), "dob": g.dob()}),
            ),
            (
                ("Who lives at the property with you?", {}),
                (
                    "My husband {h}, our son {s}, and my father-in-law {f} lives in the basement.",
                    {"h": g.full(p[2]), "s": g.given(p[3]), "f": g.full(p[4])},
                ),
            ),
            (
                ("Who first noticed the water?", {}),
                ("{s} did. He called me at work, at {o}.", {"s": g.given(p[3]), "o": g.org()}),
            ),
            (
                ("Did anyone else come to the house that night?", {}),
                ("Our neighbour, {nb}. She has a key.", {"nb": g.full(p[5])}),
            ),
            (("What number did you call the plumber from?", {}), ("My cell, {ph}.", {"ph": g.phone()})),
        ],
    )
    d.line(
        "\nMR. EXAMINER: Let the record show {ins} produced her driver's licence, number {dl}.",
        ins=ins,
        dl=g.dl(p[0]),
    )


def undertakings_chart(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("UNDERTAKINGS, REFUSALS AND UNDER ADVISEMENTS CHART"))
    d.line(
        "Examination of {a}, held {dt}; {b} v. {c}, {f}\n",
        a=g.full(p[0]),
        dt=g.date(),
        b=g.nm(p[0]),
        c=g.nm(p[1]),
        f=g.fileno(),
    )
    d.line("| Q. | Page | Request | Status | Answer |")
    d.line("|---|---|---|---|---|")
    rows = (
        ("To produce records of Dr. {x}", "Answered", "Records of Dr. {y} produced as Tab {n}"),
        ("To ask {x} whether she kept a diary", "Answered", "{y} advises she did not"),
        ("To provide the phone number of {x}", "Refused", "Relevance; see {c}"),
        ("To produce T4s from {o}", "Under advisement", "-"),
        ("To advise of the date {x} moved out", "Answered", "{dt}"),
        ("To obtain the file of the adjuster {x}", "Answered", "Produced; {x2} retired in {yr}"),
    )
    for i, (req, status, ans) in enumerate(rows):
        q = g.person()
        d.add(f"| {g.n(40, 900) + i} | {g.n(10, 240)} | ")
        d.f(req, x=g.nm(q), o=g.org())
        d.add(f" | {status} | ")
        d.f(ans, y=g.later(q), n=g.n(1, 40), c=g.case(), dt=g.date(), x2=g.later(q), yr=g.n(2019, 2024))
        d.add(" |\n")
    d.line("\nPrepared by the law clerk, {c}, {dt}.", c=g.full(p[2]), dt=g.date())


def cross_examination_transcript(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("CROSS-EXAMINATION ON AFFIDAVIT"))
    d.line(
        "{a} v. {b}    {f}\nBefore {rep}, Official Examiner, on {dt}\n",
        a=g.nm(p[0]),
        b=g.nm(p[1]),
        f=g.fileno(),
        rep=g.full(p[2]),
        dt=g.date(),
    )
    d.line("AFFIRMED: {b}\n", b=g.caps(p[1]))
    _qa(
        g,
        d,
        "Q",
        "A",
        [
            (
                ("At paragraph 6 you say {x} told you the cheque was cashed. When?", {"x": g.full(p[3])}),
                ("The week of {dt}. Maybe the Friday.", {"dt": g.date()}),
            ),
            (
                ("You are familiar with the {o}?", {"o": g.org()}),
                ("Yes, {x} worked there, in accounts.", {"x": g.later(p[3])}),
            ),
            (
                ("And your sister {s} was present?", {"s": g.full(p[4])}),
                ("No. {s} was in {pl}.", {"s": g.given(p[4]), "pl": g.place()}),
            ),
            (
                ("Did you ever see the ship's manifest for the {sh}?", {"sh": g.ship()}),
                ("Not until my lawyer showed me.", {}),
            ),
        ],
    )
    d.line("\n--- Adjourned at 12:14 p.m. ---")


def sentencing_transcript(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head(g.pick(("PROCEEDINGS AT SENTENCING", "TRANSCRIPT OF SENTENCING HEARING"))))
    d.line("{j}\n{dt}\n", j=g.judge(), dt=g.date())
    acc = g.P(p[0].later.upper(), p[0])
    d.line("THE CLERK: Calling the matter of {a}, number {f}.", a=g.nm(p[0]), f=g.fileno())
    d.line("THE COURT: Is {a} present?\nTHE ACCUSED: Yes, Your Honour.", a=g.later(p[0]))
    d.line(
        "CROWN: The offender's mother, {m}, and his employer, {e} of {o}, have written letters.",
        m=g.full(p[1]),
        e=g.full(p[2]),
        o=g.org(),
    )
    d.line(
        "DEFENCE: A {gr} was prepared by {w}. It speaks of his grandmother {gm} raising him near {pl}.",
        gr=g.doctrine(),
        w=g.full(p[3]),
        gm=g.full(p[4]),
        pl=g.eplace(),
    )
    d.line(
        "THE COURT: I have read the letters. As {h} wrote, the measure of a community is how it treats its members.",
        h=g.hist(),
    )
    d.line(
        "THE COURT: Stand up, please, {acc}. Having regard to {c}, I impose 18 months' probation.",
        acc=acc,
        c=g.case(),
    )


def creditors_meeting_minutes(g, d):
    p = g.people(7)
    d.line("{h}", h=g.head("MINUTES OF THE FIRST MEETING OF CREDITORS"))
    d.line(
        "In the matter of the bankruptcy of {a}, of the City of {pl}\nEstate No. {r}\n",
        a=g.caps(p[0]),
        pl=g.place(),
        r=g.ref(),
    )
    d.line(
        "Chair: {o}, representing the Trustee\nDate: {dt}, 2:00 p.m., by teleconference",
        o=g.official(),
        dt=g.date(),
    )
    d.line(
        "Present: {a} (bankrupt); {b} (creditor, $14,220); {c} for {org}; {e} (creditor, personal loan)\n",
        a=g.nm(p[0]),
        b=g.full(p[1]),
        c=g.full(p[2]),
        org=g.org(),
        e=g.full(p[3]),
    )
    d.line(
        "1. The chair confirmed quorum. Proofs of claim from {b} and {e} were admitted; the claim of {x} was disallowed for want of documents.",
        b=g.later(p[1]),
        e=g.later(p[3]),
        x=g.full(p[4]),
    )
    d.line("2. Inspectors appointed: {b} and {y}.", b=g.nm(p[1]), y=g.full(p[5]))
    d.line(
        "3. {a} was questioned about a transfer to her brother-in-law, {z}, on {dt}. She said it repaid a loan.",
        a=g.later(p[0]),
        z=g.full(p[6]),
        dt=g.date(),
    )
    d.line("4. Meeting adjourned. Minutes recorded by {s}.", s=g.full(g.person()))


def trustee_report(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("TRUSTEE'S REPORT ON THE CONSUMER PROPOSAL"))
    d.line(
        "Debtor: {a}    Date of birth: {dob}    Filing date: {dt}    Estate {r}\n",
        a=g.full(p[0]),
        dob=g.dob(),
        dt=g.date(),
        r=g.ref(),
    )
    d.line(
        "The debtor lives with her partner, {b}, and two children, {c} and {e}, at {ad}. Household income is from her work at {o}.",
        b=g.full(p[1]),
        c=g.given(p[2]),
        e=g.given(p[3]),
        ad=g.addr(),
        o=g.org(),
    )
    d.line(
        "Causes of insolvency: a failed restaurant co-owned with {x} ({yr}); medical costs after a diagnosis of {t}.",
        x=g.full(p[4]),
        yr=g.n(2016, 2022),
        t=g.eterm(),
    )
    d.line(
        "Assets: RRSP at {org}; vehicle (2016); joint account {acct}.",
        org=g.org(),
        acct=g.acct_ca()[0] if d.jur == "ca" else g.acct(),
    )
    d.line(
        "The Trustee recommends acceptance. Any creditor may write to {e} or call {ph}.",
        e=g.iemail(),
        ph=g.iphone(),
    )


def capacity_assessment(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("CAPACITY ASSESSMENT REPORT"))
    d.line(
        "Person assessed: {a}\nDate of birth: {dob}\nHealth number: {hc}\nAssessor: {x}\nDate of interview: {dt}",
        a=g.full(p[0]),
        dob=g.dob(),
        hc=g.hc(p[0]) if d.jur == "ca" else "not provided",
        x=g.full(p[1]),
        dt=g.date(),
    )
    d.line(
        "Requested by: {f}, on instructions from the attorney for property, {b}\n", f=g.firm(), b=g.full(p[2])
    )
    d.line(
        "Background: {a} was a bookkeeper and widow of {h}. She lives at {ad}. Her nephew {n} visits daily.",
        a=g.later(p[0]),
        h=g.full(p[3]),
        ad=g.addr(),
        n=g.full(p[4]),
    )
    d.line(
        "Tests: MoCA 17/30; she could not name the current prime minister but recalled {hist} and the {aw} she won in 1971.",
        hist=g.hist(),
        aw=g.award(),
    )
    d.line("Opinion: incapable of managing property; diagnosis consistent with {t}.", t=g.eterm())


def police_records_check(g, d):
    p = g.people(2)
    d.line("{h}", h=g.head("POLICE INFORMATION CHECK - VULNERABLE SECTOR"))
    d.line(
        "Applicant surname: {s}\nGiven name(s): {gv}\nOther names used: {o}\nDate of birth: {dob}\nSex: {x}",
        s=g.P(p[0].family, p[0]),
        gv=g.given(p[0]),
        o=g.P(p[0].given[:3] if p[0].given[:4].isalpha() and len(p[0].given) > 4 else p[0].given, p[0]),
        dob=g.dob(),
        x=g.pick(("F", "M", "X")),
    )
    d.line("Current address: {ad}\nPhone: {ph}\nEmail: {e}", ad=g.addr(), ph=g.phone(), e=g.email(p[0]))
    d.line("Driver's licence: {dl}", dl=g.dl(p[0]))
    d.line(
        "Organisation requesting: {o}\nPosition: volunteer, after-school program\nContact: {c}",
        o=g.org(),
        c=g.full(p[1]),
    )
    d.line("Result: NO RECORD FOUND as of {dt}. Verified by {off}.", dt=g.date(), off=g.official())


def collision_report(g, d):
    p = g.people(6)
    d.line("{h}", h=g.head("MOTOR VEHICLE COLLISION REPORT"))
    d.line(
        "Report no.: {r}    Date/time: {dt} 17:40    Location: {pl} at the {b} exit\n",
        r=g.ref(),
        dt=g.date(),
        pl=g.eplace(),
        b=g.building(),
    )
    for i in (1, 2):
        q = p[i - 1]
        d.line(
            "DRIVER {i}\nName: {n}\nDOB: {dob}\nAddress: {ad}\nLicence: {dl}\nPhone: {ph}\nInsurer / policy: {o} / {pol}\n",
            i=i,
            n=g.caps(q),
            dob=g.dob(),
            ad=g.addr(),
            dl=g.dl(q),
            ph=g.phone(),
            o=g.org(),
            pol=g.ref(),
        )
    d.line(
        "Passengers: V1 - {a} (front); V2 - {b}, {c} (rear, child seat)",
        a=g.full(p[2]),
        b=g.full(p[3]),
        c=g.given(p[4]),
    )
    d.line("Witness: {w}, {ph}", w=g.full(p[5]), ph=g.phone())
    if d.jur == "ca":
        d.line("Injured: driver 1, health card {hc}", hc=g.hc(p[0]))
    d.line(
        "Narrative: V2 ({x}) failed to yield near the ferry berth of the {sh}.", x=g.later(p[1]), sh=g.ship()
    )
    d.line("Investigating officer: Cst. {o} #{n}.", x=g.later(p[1]), o=g.full(g.person()), n=g.n(1000, 9999))


FRAMES = (
    ("examination_under_oath", "transcript", ("us", "ca", "ca", "us", "uk"), examination_under_oath),
    ("undertakings_chart", "table_markdown", ("ca",), undertakings_chart),
    ("cross_examination_transcript", "transcript", None, cross_examination_transcript),
    ("sentencing_transcript", "transcript", ("ca", "ca", "nz", "au"), sentencing_transcript),
    ("creditors_meeting_minutes", "minutes", ("ca",), creditors_meeting_minutes),
    ("bankruptcy_trustee_report", "prose", ("ca",), trustee_report),
    ("capacity_assessment_report", "header_fields", ("ca", "ca", "us", "uk"), capacity_assessment),
    ("police_records_check", "form_fields", ("ca",), police_records_check),
    ("collision_report", "form_fields", ("ca", "us"), collision_report),
)
