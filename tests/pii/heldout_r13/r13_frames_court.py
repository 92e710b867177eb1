"""Court and tribunal frames: awards, motions, costs, parole, court lists, dockets, subpoenas, endorsements,
appeal decisions, protective orders, victim statements, condominium and compensation decisions."""

from __future__ import annotations

from r13_doc import D


def arbitration_award(g, d):
    p = g.people(6)
    d.line("{h}", h=g.head("ARBITRATION AWARD"))
    d.line("In the matter of an arbitration under the {s}", s=g.statute())
    d.line("BETWEEN: {a} (Claimant) and {o} (Respondent)", a=g.full(p[0]), o=g.org())
    arb = "Arbitrator " + g.pick(("Fenwick Dalby", "Ilse Marchetti", "Kofi Iredale", "Philippa Thorburn"))
    d.line("Before: {m}    Hearing: {dt}, by videoconference\n", m=D(arb, "judge"), dt=g.date())
    d.line(
        "1. The claimant, {a}, worked as a dispatcher from {d1} until {d2}. {l} says the respondent's regional manager, {b}, ended the employment by text message.",
        a=g.nm(p[0]),
        d1=g.date(),
        d2=g.date(),
        l=g.later(p[0]),
        b=g.full(p[1]),
    )
    d.line(
        "2. The respondent called {b} and a payroll clerk, {c}. {cl} produced the record of hours; I found {cl2} careful and candid.",
        b=g.later(p[1]),
        c=g.full(p[2]),
        cl=g.later(p[2]),
        cl2=g.later(p[2]),
    )
    d.line(
        "3. The claimant's spouse, {s}, and his former co-worker {w} also testified. {w2} recalled the meeting at the {bld} on {dt}.",
        s=g.full(p[3]),
        w=g.full(p[4]),
        w2=g.later(p[4]),
        bld=g.building(),
        dt=g.date(),
    )
    d.line(
        "4. The respondent relies on {c}. The principle of {m} does not assist it.", c=g.case(), m=g.maxim()
    )
    d.line(
        "5. Dr. {dr} reported that the claimant was treated for {t} in the weeks after the dismissal.",
        dr=g.full(p[5]),
        t=g.eterm(),
    )
    d.line(
        "6. The respondent shall pay {a} twelve weeks' wages within 30 days, with interest under {s}.",
        a=g.later(p[0]),
        s=g.section(),
    )
    d.line("\nDated at {pl}, {dt}.", pl=g.place(), dt=g.date())


def notice_of_motion(g, d):
    p = g.people(5)
    d.line("Court File No. {f}", f=g.fileno())
    d.line("{h}\n", h=g.head(g.pick(("SUPERIOR COURT OF JUSTICE", "COURT OF KING'S BENCH", "SUPREME COURT"))))
    d.line(
        "BETWEEN:\n{a}\nPlaintiff\n- and -\n{b} and {c}\nDefendants\n",
        a=g.caps(p[0]),
        b=g.caps(p[1]),
        c=g.org(),
    )
    d.line("{h}\n", h=g.head("NOTICE OF MOTION"))
    d.line(
        "The defendant {b} will make a motion to the Court on {dt} at 10:00 a.m., or as soon after that time as the motion can be heard, at {bld}.",
        b=g.nm(p[1]),
        dt=g.date(),
        bld=g.building(),
    )
    d.line(
        "\nTHE MOTION IS FOR:\n1. An order under {s} compelling the plaintiff to attend a defence medical examination with Dr. {dr};",
        s=g.section(),
        dr=g.full(p[2]),
    )
    d.line(
        "2. An order that the plaintiff produce the clinical notes of her family physician, Dr. {fp}, and her physiotherapist, {pt};",
        fp=g.full(p[3]),
        pt=g.full(p[4]),
    )
    d.line(
        "3. Costs of this motion.\n\nTHE GROUNDS FOR THE MOTION ARE:\n(a) {a} claims damages for {t} said to follow a fall at a store owned by {o};",
        a=g.later(p[0]),
        t=g.eterm(),
        o=g.org(),
    )
    d.line(
        "(b) the plaintiff's affidavit of documents, sworn {dt}, lists no records from {fp};",
        dt=g.date(),
        fp=g.later(p[3]),
    )
    d.line("(c) {c} and {n};", c=g.case(), n=g.ncite())
    d.line(
        "\nTHE FOLLOWING DOCUMENTARY EVIDENCE will be used: the affidavit of {x}, a law clerk, sworn {dt}.",
        x=g.full(g.person()),
        dt=g.date(),
    )
    d.line("\n{dt}    {f}", dt=g.date(), f=g.firm())


def costs_assessment(g, d):
    p = g.people(4)
    d.line("{h}", h=g.head("REASONS ON ASSESSMENT OF COSTS"))
    d.line("{who}    File {f}    Assessed {dt}\n", who=g.member(), f=g.fileno(), dt=g.date())
    d.line("Client: {a}    Opposing party: {b}\n", a=g.full(p[0]), b=g.full(p[1]))
    d.line("| Date | Timekeeper | Description | Claimed | Allowed |")
    d.line("|---|---|---|---|---|")
    for _ in range(g.n(4, 6)):
        q = g.person()
        what = g.pick(
            (
                "call with {x}",
                "attend examination of {x}",
                "review records of Dr. {x}",
                "draft affidavit of {x}",
                "meet {x} re undertakings",
            )
        )
        pre, _, post = what.partition("{x}")
        d.line(
            "| {dt} | {tk} | {pre}{x}{post} | {c} | {a} |",
            dt=g.date(),
            tk=g.pick(("Partner", "Associate", "Clerk", "Student")),
            pre=pre,
            x=g.nm(q),
            post=post,
            c=f"${g.n(120, 2400)}.00",
            a=f"${g.n(80, 1800)}.00",
        )
    d.line(
        "\nThe disbursement for the transcript of {c} (invoice {r}) is allowed. Travel to {pl} is not.",
        c=g.nm(p[2]),
        r=g.ref(),
        pl=g.place(),
    )
    d.line(
        "{b} shall pay {a} the assessed amount within 30 days. {x}'s objection to the interpreter's fee is dismissed.",
        b=g.later(p[1]),
        a=g.later(p[0]),
        x=g.later(p[1]),
    )
    d.line(
        "Fees for work on {q} are reduced; {m} does not apply to a solicitor's account.",
        q=g.doctrine(),
        m=g.maxim(),
    )
    d.line("Certificate issued to {o}, {e}.", o=g.firm(), e=g.iemail())


def parole_board_decision(g, d):
    p = g.people(5)
    canada = d.jur == "ca"
    d.line(
        "{h}",
        h=g.head("PAROLE BOARD OF CANADA - DECISION" if canada else "BOARD OF PAROLE HEARINGS - DECISION"),
    )
    d.line("Offender: {a}    DOB: {dob}    FPS/ID: {r}", a=g.caps(p[0]), dob=g.dob(), r=g.ref())
    d.line(
        "Review type: day parole    Hearing date: {dt}    Members: {m1}, {m2}\n",
        dt=g.date(),
        m1=g.member(),
        m2=g.member(),
    )
    d.line(
        "You are serving a sentence of four years for offences under the {s}, imposed on {dt}.",
        s=g.statute(),
        dt=g.date(),
    )
    d.line(
        "Your parole officer, {po}, recommends release to a community residential facility in {pl}. Your Elder, {el}, spoke to your progress.",
        po=g.full(p[1]),
        pl=g.eplace(),
        el=g.full(p[2]),
    )
    d.line(
        "The victim, {v}, submitted a statement read at the hearing by her daughter {vd}. The Board considered {vl}'s concerns about contact.",
        v=g.full(p[3]),
        vd=g.given(p[4]),
        vl=g.later(p[3]),
    )
    d.line("A {gr} was before the sentencing court; the Board applied the same principles.", gr=g.doctrine())
    d.line(
        "Special condition: no contact with {v} or any member of the {vf} family. You are to reside at the facility and report to {po}.",
        v=g.nm(p[3]),
        vf=g.later(p[3]),
        po=g.later(p[1]),
    )
    d.line("You remain subject to {es} reporting obligations where they apply.", es=g.estatute())
    d.line("\nDecision: day parole GRANTED. {a} was informed on {dt}.", a=g.later(p[0]), dt=g.date())


def daily_court_list(g, d):
    d.line("{h}", h=g.head(g.pick(("DAILY COURT LIST", "CAUSE LIST", "COURTROOM 4-2 LIST"))))
    d.line("{j}    Date: {dt}    Courtroom {n}\n", j=g.judge(), dt=g.date(), n=g.n(1, 9))
    d.line("{a:<5}{b:<26}{c:<40}{e}".format(a="No.", b="File", c="Parties", e="Matter"))
    for i in range(1, g.n(7, 10)):
        p, q = g.person(), g.person()
        f = g.fileno()
        left = g.pick((g.caps(p), g.comma(p), g.nm(p)))
        right = g.pick((g.caps(q), g.org(), g.comma(q)))
        parties = len(left.text) + len(right.text) + 4
        d.add(f"{i:<5}", f, " " * max(1, 26 - len(f.text)), left, " v. ", right, " " * max(1, 40 - parties))
        d.line(
            "{m}",
            m=g.pick(
                (
                    "Motion - summary judgment",
                    "Trial scheduling",
                    "Bail review",
                    "Motion to change",
                    "Case conference",
                    "Sentencing",
                )
            ),
        )
    d.line(
        "\nInterpreter ({lang}) booked for item 3: {x}.",
        lang=g.pick(("Tigrinya", "Cantonese", "Punjabi", "Dari", "Portuguese")),
        x=g.full(g.person()),
    )


def docket_sheet(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("CIVIL DOCKET"))
    d.line("Case #: {f}    Assigned to: {j}    Referred to: {m}", f=g.fileno(), j=g.judge(), m=g.judge())
    d.line(
        "{a} v. {o}    Date filed: {dt}    Cause: {s}\n", a=g.nm(p[0]), o=g.org(), dt=g.date(), s=g.statute()
    )
    d.line("Date Filed  #  Docket Text")
    n = 1
    entries = (
        "COMPLAINT against {o} filed by {a}. (Filing fee $405, receipt number {r})",
        "SUMMONS Returned Executed by {a}. {o} served on {dt}.",
        "NOTICE of Appearance on behalf of {o}.",
        "DECLARATION of {x} in Support re Motion for Summary Judgment.",
        "ORDER granting Motion to Seal. Signed by {j} on {dt}.",
        "DEPOSITION of {y} taken {dt}; transcript lodged.",
        "MINUTE ENTRY for proceedings held before {j}: Status Conference. Plaintiff {a} appeared in person.",
        "Letter from {x} regarding discovery dispute. Forwarded to chambers.",
    )
    for text in entries:
        x, y = g.person(), g.person()
        d.add(g.date("us"), f"  {n}  ")
        d.f(text, o=g.org(), a=g.later(p[0]), r=g.ref(), dt=g.date(), x=g.nm(x), y=g.full(y), j=g.judge())
        d.add("\n")
        n += g.n(1, 4)


def subpoena_duces_tecum(g, d):
    p = g.people(4)
    d.line("{h}", h=g.head("SUBPOENA DUCES TECUM" if d.jur == "us" else "SUMMONS TO WITNESS (DOCUMENTS)"))
    d.line(
        "Case No.: {f}\nCourt: {c}",
        f=g.fileno(),
        c=g.pick(("Circuit Court", "District Court", "Superior Court of Justice")),
    )
    d.line("Plaintiff: {a}\nDefendant: {b}", a=g.nm(p[0]), b=g.nm(p[1]))
    d.line("To (custodian of records): {o}, attention {c}", o=g.org(), c=g.full(p[2]))
    d.line(
        "Records of: {a}, date of birth {dob}, {ssn}",
        a=g.nm(p[0]),
        dob=g.dob(),
        ssn=[("SSN " if d.jur == "us" else "SIN "), g.ssn() if d.jur == "us" else g.sin()],
    )
    d.line("Date/time to produce: {dt}, 9:30 a.m.\nPlace: {b}", dt=g.date(), b=g.building())
    d.line(
        "Documents: all employment, payroll and incident files, including statements taken from {w} and e-mail to {e}.",
        w=g.full(p[3]),
        e=g.email(p[0]),
    )
    d.line(
        "Issued by the clerk: {o}    Issued on: {dt}",
        o=D("Clerk of the Court Gwendolyn Ashcombe", "official"),
        dt=g.date(),
    )


FRAMES = (
    ("arbitration_award", "numbered_paragraphs", None, arbitration_award),
    ("notice_of_motion", "numbered_paragraphs", ("ca", "ca", "us", "au", "nz"), notice_of_motion),
    ("costs_assessment", "table_markdown", None, costs_assessment),
    ("parole_board_decision", "header_fields", ("ca", "ca", "us"), parole_board_decision),
    ("daily_court_list", "fixed_width", None, daily_court_list),
    ("docket_sheet", "docket", ("us",), docket_sheet),
    ("subpoena_duces_tecum", "form_fields", ("us", "us", "ca"), subpoena_duces_tecum),
)
