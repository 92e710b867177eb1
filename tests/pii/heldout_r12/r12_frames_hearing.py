"""Hearing records: jury panels, bail transcripts, coroners' verdicts, family orders."""

from __future__ import annotations

from r12_doc import Doc
from r12_gen import Gen


def jury_list(g: Gen, d: Doc) -> None:
    d.f(
        "{h}\nPanel drawn {dt} — {j}\n\n| No. | Surname | Given name | Occupation | Excused |\n|---|---|---|---|---|\n",
        h=g.H("JURY PANEL LIST"),
        dt=g.date(),
        j=g.judge(),
    )
    jobs = [
        "retired teacher",
        "electrician",
        "nurse",
        "bus driver",
        "accountant",
        "student",
        "chef",
        "farmer",
    ]
    for i in range(g.rng.randint(6, 9)):
        p = g.person()
        d.f(
            "| {i} | {s} | {gv} | {job} | {ex} |\n",
            i=str(i + 1),
            s=g.N(p, "surcaps"),
            gv=g.N(p, "given"),
            job=g.pick(jobs),
            ex=g.pick(["", "yes", ""]),
        )
    d.f("\nSheriff's office: {iph}", iph=g.iphone())


def bail_transcript(g: Gen, d: Doc) -> None:
    ac, su, o = g.people(3)
    d.f(
        "{h}\n{f}\nBefore {j}\n\nTHE CLERK: In the matter of ",
        h=g.H("TRANSCRIPT OF PROCEEDINGS — BAIL HEARING"),
        f=g.fileno(),
        j=g.judge(),
    )
    d.add(g.N(ac, "caps"), ", date of birth ", g.dob(), ".\n")
    d.f(
        "THE COURT: Who is the proposed surety?\nCOUNSEL: His aunt, {su}, Your Honour.\n"
        "THE COURT: Ms. {sc}, how long have you known {ag}?\nMS. {scap}: Since he was born.\n"
        "THE COURT: Constable {o}, anything further?\nCST. {ocap}: Only the {ref}.\n"
        "THE COURT: Released on terms, {ss}. Reporting to {pl}.",
        su=g.N(su),
        sc=g.N(su, "call"),
        ag=g.N(ac, "given"),
        scap=g.N(su, "surcaps"),
        o=g.N(o),
        ocap=g.N(o, "surcaps"),
        ref=g.ref(),
        ss=g.sec(),
        pl=g.place(),
    )


def inquest(g: Gen, d: Doc) -> None:
    dec, nk, ph = g.people(3)
    d.f(
        "{h}\nCoroner: {off}\nInquest opened: {dt}\n\nName of deceased: ",
        h=g.H("VERDICT OF CORONER'S JURY"),
        off=g.official(),
        dt=g.date(),
    )
    d.add(g.first(dec))
    d.f(
        "\nDate of birth: {dob}\nDate of death: {dod}\nPlace of death: {ep}\nNext of kin: {nk} (spouse)\n"
        "Attending physician: Dr. {ph}\nCause: complications of {term}\n\nRecommendation 1: that {org} review "
        "its discharge policy. Recommendation 2: see {c}.",
        dob=g.dob(),
        dod=g.date(),
        ep=g.eplace(),
        nk=g.N(nk),
        ph=g.N(ph),
        term=g.eterm(),
        org=g.eorg(),
        c=g.case(),
    )


def family_order(g: Gen, d: Doc) -> None:
    m, f, c1, c2 = g.people(4)
    d.f(
        "{h}\n{f}\n{j}\n\nApplicant: {m}\nRespondent: {fa}\n\nTHIS COURT ORDERS THAT:\n\n",
        h=g.H("FINAL ORDER"),
        f=g.fileno(),
        j=g.judge(),
        m=g.N(m),
        fa=g.N(f),
    )
    d.f(
        "1. The children, {c1}, born {d1}, and {c2}, born {d2}, shall reside primarily with {mc}.\n"
        "2. {fc} shall have parenting time every second weekend, exchanges at {ep}.\n"
        "3. {fc2} shall pay child support of $1,212 per month under {st}, starting {dt}.\n"
        "4. Neither party shall post about the children on social media, including {url}.",
        c1=g.N(c1),
        d1=g.dob(),
        c2=g.N(c2, "given"),
        d2=g.dob(),
        mc=g.tn(m),
        fc=g.N(f, "call"),
        ep=g.eplace(),
        fc2=g.tn(f),
        st=g.statute(),
        dt=g.date(),
        url=g.url(f),
    )


FRAMES = [
    ("jury_panel_list", "table_markdown", ["ca", "us"], jury_list),
    ("bail_hearing_transcript", "transcript", ["ca", "ca", "uk", "au", "jm"], bail_transcript),
    ("coroner_verdict", "header_fields", ["ca", "uk", "au", "nz", "ie"], inquest),
    ("family_court_order", "numbered_paragraphs", None, family_order),
]


def accident_benefits(g: Gen, d: Doc) -> None:
    ap, dr, adj = g.people(3)
    y, m, dd = g.ymd(1950, 2004)
    d.f(
        "{h}\n{ref}\n\nPART 1 — APPLICANT\nLast name: {s}\nFirst name: {gv}\nDate of birth: {dob}\nHealth card no.: {hc}\n"
        "Social Insurance Number: {sin}\nDriver's licence: {dl}\nHome address: ",
        h=g.H("APPLICATION FOR ACCIDENT BENEFITS"),
        ref=g.ref(),
        s=g.N(ap, "surcaps"),
        gv=g.N(ap, "given"),
        dob=g.dob("iso", (y, m, dd)),
        hc=g.hc(ap, dob=(y, m, dd)),
        sin=g.sin(),
        dl=g.dl(ap),
    )
    d.add(g.addr())
    d.f(
        "\nCell: {ph}\nE-mail: {em}\nPersonal website: {url}\n\nPART 2 — TREATING PRACTITIONER\nName: Dr. {dr}\n"
        "Clinic: {org}\n\nAdjuster assigned: {adj} ({iph})\nDate of accident: {dt}",
        ph=g.phone(),
        em=g.email(ap),
        url=g.url(ap),
        dr=g.N(dr),
        org=g.eorg(),
        adj=g.N(adj),
        iph=g.iphone(),
        dt=g.date(),
    )


def records_consent(g: Gen, d: Doc) -> None:
    pt, rep, ph = g.people(3)
    d.f("{h}\n\nI, ", h=g.H("CONSENT TO DISCLOSE PERSONAL HEALTH INFORMATION"))
    d.add(g.first(pt))
    d.f(
        ", born {dob}, health number {hc}, authorize Dr. {ph} and {org} to release my records from {dt} onward to "
        "{rep}, my substitute decision-maker, whose profile is at {url}. This consent is given under {st}.\n\n"
        "Signature: {pts}    Witness: {reps}",
        dob=g.dob(),
        hc=g.hc(pt),
        ph=g.N(ph),
        org=g.eorg(),
        dt=g.date(),
        rep=g.N(rep),
        url=g.url(rep),
        st=g.statute(),
        pts=g.N(pt),
        reps=g.N(rep, "init"),
    )


FRAMES += [
    ("accident_benefits_application", "form_fields", ["ca"], accident_benefits),
    ("health_records_consent", "prose", ["ca"], records_consent),
]
