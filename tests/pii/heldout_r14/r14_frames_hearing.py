"""Hearings and decisions: transcripts, reports and decisions with speaker labels and numbered paragraphs."""

from __future__ import annotations

from r14_blocks import cc_line, cite_line, re_line, see_also


def mediation_report(g, d):
    a, b, kid, med = g.people(4)
    d.line("{h}", h=g.heading("MEDIATION REPORT"))
    re_line(g, d)
    d.line(
        "Parties: {a} and {b}. Mediator: {m}. Session held {dt} at the {bl}.",
        a=g.P(a, "first"),
        b=g.P(b, "first"),
        m=g.P(med),
        dt=g.date(),
        bl=g.building(),
    )
    d.line(
        "1. {a} attended with a support person, {s}. {b} attended by video from {pl}.",
        a=g.P(a, "short"),
        s=g.P(g.person()),
        b=g.P(b, "short"),
        pl=g.place(),
    )
    d.line("2. The parties discussed parenting time for {k} (born {dob}).", k=g.P(kid, "given"), dob=g.dob())
    d.line(
        "3. Referred to {c} and {st}; no agreement on {sec}.",
        c=g.case_cite(),
        st=g.statute(),
        sec=g.section(),
    )
    d.line(
        "4. {m} will circulate a draft to {a} and {b} by {dt}.",
        m=g.P(med, "short"),
        a=g.P(a, "short"),
        b=g.P(b, "short"),
        dt=g.date(),
    )
    cc_line(g, d)
    see_also(g, d, 2)


def insurance_examination(g, d):
    ins, adj, rep = g.people(3)
    d.line("EXAMINATION UNDER POLICY {r} -- {o}", r=g.ref(), o=g.org())
    d.line("Insured: {i}   Adjuster: {a}   Reporter: {c}", i=g.P(ins, "first"), a=g.P(adj), c=g.P(rep))
    d.line("Date: {dt}   Claim: {cl}", dt=g.date(), cl=g.ref())
    d.line()
    d.line("Q. Please state your full name and date of birth.")
    d.line("A. {n}, {dob}.", n=g.P(ins, "full"), dob=g.dob())
    d.line("Q. And your current address?")
    d.line("A. {a}.", a=g.address())
    d.line("Q. Who else lives there?")
    o1, o2 = g.people(2)
    d.line("A. My partner {x} and my brother-in-law {y}.", x=g.P(o1, "first"), y=g.P(o2, "given"))
    d.line("Q. Were you treated at {h} for {t}?", h=g.org(), t=g.term())
    d.line("A. Yes, by Dr. {dr}.", dr=g.P(g.person(), "family"))
    d.line("MR. {x}: Off the record.", x=g.P(adj, "famcaps"))
    d.line("(Reported by {r}; see {v}.)", r=g.P(rep, "init"), v=g.section())
    cc_line(g, d)
    see_also(g, d, 1)


def coroner_inquest(g, d):
    dec, w1, w2, w3 = g.people(4)
    d.line("{h}", h=g.heading("INQUEST INTO THE DEATH OF"))
    d.line("{n}", n=g.P(dec, "first"))
    d.line(
        "Presiding: {o}   Held at {b}, {dt}",
        o=g.D(
            g.pick(
                [
                    "Regional Coroner Dr. Yvette Laframboise",
                    "Chief Coroner Dr. Anselm Breckridge",
                    "Senior Coroner Hermione Achterberg",
                    "Coroner Dr. Tobias Wen-Marchetti",
                ]
            ),
            "official",
        ),
        b=g.building(),
        dt=g.date(),
    )
    d.line()
    d.line("THE CORONER: Please call the first witness.")
    d.line("COUNSEL: I call {w}.", w=g.P(w1))
    d.line("{W}, SWORN.", W=g.P(w1, "caps"))
    d.line("Q. How did you know {n}?", n=g.P(dec, "given"))
    d.line("A. We worked together aboard the {s}. {n} had {t}.", s=g.ship(), n=g.P(dec, "short"), t=g.term())
    d.line("THE CORONER: Thank you. Next, {w} and then {x}.", w=g.P(w2), x=g.P(w3, "first"))
    d.line("{W}, AFFIRMED.", W=g.P(w2, "caps"))
    d.line("A. I found {n} at {t} around 6 a.m.", n=g.P(dec, "short"), t=g.place())
    d.line("JURY FOREPERSON {j}: No questions.", j=g.P(g.person(), "caps"))
    d.line("Verdict recommendations reference {st} and {es}.", st=g.statute(), es=g.estatute())
    cc_line(g, d)


def pre_sentence(g, d):
    off, mom, po, vic = g.people(4)
    d.line("{h}", h=g.heading("PRE-SENTENCE REPORT"))
    re_line(g, d)
    d.line("Offender: {o}   DOB: {dob}   Prepared for {j}", o=g.P(off, "sg"), dob=g.dob(), j=g.judge())
    d.line("Probation officer: {p}   Date: {dt}", p=g.P(po), dt=g.date())
    d.line(
        "1. Sources: interviews with {o}, the offender's mother {m}, and the victim {v}.",
        o=g.P(off, "short"),
        m=g.P(mom, "first"),
        v=g.P(vic, "init"),
    )
    d.line("2. {o} grew up in {pl} and attended {u} briefly.", o=g.P(off, "given"), pl=g.place(), u=g.org())
    d.line(
        "3. {m} describes {o} as close to a cousin, {c}.",
        m=g.P(mom, "short"),
        o=g.P(off, "short"),
        c=g.P(g.person()),
    )
    d.line(
        "4. {g} factors apply ({c}).",
        g=g.D("Gladue", "case_name"),
        c=g.D("[1999] 1 S.C.R. 688", "case_citation"),
    )
    d.line("5. Address on file: {a}; phone {ph}.", a=g.address(), ph=g.phone())
    d.line("Signed: {p}, {o}", p=g.P(po, "inits"), o=g.official())
    cc_line(g, d)
    see_also(g, d, 1)


def bail_hearing(g, d):
    acc, sur1, sur2, cst = g.people(4)
    d.line("R. v. {a}   {f}", a=g.P(acc, "first"), f=g.file_no())
    d.line("BAIL HEARING before {j}, {dt}", j=g.judge(), dt=g.date())
    d.line()
    d.line("THE COURT: Proposed sureties?")
    d.line(
        "DEFENCE: {s1}, the accused's aunt, and {s2}, an employer at {o}.",
        s1=g.P(sur1, "first"),
        s2=g.P(sur2),
        o=g.org(),
    )
    d.line("{S}, SWORN.", S=g.P(sur1, "caps"))
    d.line("Q. Where would {a} live?", a=g.P(acc, "given"))
    d.line("A. With me at {ad}.", ad=g.address())
    d.line("Q. Your date of birth?")
    d.line("A. {dob}.", dob=g.dob())
    d.line(
        "CROWN: Cst. {c} will speak to the {sec} concerns; see {cc}.",
        c=g.P(cst, "family"),
        sec=g.section(),
        cc=g.case_cite(),
    )
    d.line(
        "THE COURT: Release on a {n} surety. {s} is to report to {o}.",
        n=g.D("$2,000", "reference_number"),
        s=g.P(sur2, "short"),
        o=g.official(),
    )
    cc_line(g, d)


def small_claims(g, d):
    pl_, df, w = g.people(3)
    d.line("SMALL CLAIMS COURT   {f}", f=g.file_no())
    d.line("BETWEEN: {p} (Plaintiff) and {x} (Defendant)", p=g.P(pl_, "caps"), x=g.P(df, "caps"))
    d.line("{h}", h=g.heading("REASONS FOR JUDGMENT"))
    d.line(
        "{j}: The plaintiff {p} claims $4,800 for renovation work at {a}.",
        j=g.judge(),
        p=g.P(pl_, "short"),
        a=g.address(),
    )
    d.line(
        "The defendant, {x}, says the deck built with {o} lumber was defective.",
        x=g.P(df, "short"),
        o=g.org(),
    )
    d.line(
        "I accept the evidence of the neighbour, {w}, who watched from {pl}.", w=g.P(w, "first"), pl=g.place()
    )
    cite_line(g, d)
    d.line("Judgment for {p} in the amount of $3,100, released {dt}.", p=g.P(pl_, "short"), dt=g.date())
    cc_line(g, d)
    see_also(g, d, 1)


def employment_tribunal(g, d):
    c, mgr, hr, col = g.people(4)
    d.line("EMPLOYMENT TRIBUNAL   Case No: {f}", f=g.file_no())
    d.line("Claimant: {c}   Respondent: {o}", c=g.P(c, "first"), o=g.org())
    d.line("Before: {j}; {m}", j=g.judge(), m=g.member())
    d.line("{h}", h=g.heading())
    d.line(
        "1. The claimant, {c}, was employed as a forklift driver until {dt}.", c=g.P(c, "short"), dt=g.date()
    )
    d.line("2. Her line manager {m} and HR adviser {h} gave evidence.", m=g.P(mgr), h=g.P(hr, "init"))
    d.line(
        '3. A colleague, {x}, nicknamed "{nn}", corroborated the shift rota.', x=g.P(col), nn=g.P(col, "chat")
    )
    d.line(
        "4. The claim under {s} ({sec}) succeeds; see {cc}.", s=g.statute(), sec=g.section(), cc=g.case_cite()
    )
    d.line("5. {m} conceded that {c} raised the issue twice.", m=g.P(mgr, "short"), c=g.P(c, "short"))
    d.line("Sent to the parties on {dt} -- {e}", dt=g.date(), e=g.inst_email())
    cc_line(g, d)


def human_rights(g, d):
    ap, resp, wit = g.people(3)
    d.line("HUMAN RIGHTS COMPLAINT FORM   {f}", f=g.file_no())
    d.line("Applicant name: {a}", a=g.P(ap, "first"))
    d.line("Date of birth: {dob}", dob=g.dob())
    d.line("Address: {a}", a=g.address())
    d.line("Phone: {p}   Email: {e}", p=g.phone(), e=g.email(ap))
    d.line("Respondent: {o} (manager: {m})", o=g.org(), m=g.P(resp))
    d.line("Grounds: disability ({t}); see {st}, {sec}.", t=g.term(), st=g.statute(), sec=g.section())
    d.line("Witness: {w}, {p}", w=g.P(wit), p=g.phone())
    d.line(
        'Describe what happened: On {dt} {m} told me that {w} had "complained".',
        dt=g.date(),
        m=g.P(resp, "short"),
        w=g.P(wit, "given"),
    )
    d.line("Send to {e} or call {p}.", e=g.inst_email(), p=g.inst_phone())
    d.line("Online profile of applicant: {u}   Submitted from {ip}", u=g.url(ap), ip=g.ip())
    see_also(g, d, 1)


def guardianship(g, d):
    ward, app, phys, alt = g.people(4)
    d.line("APPLICATION FOR APPOINTMENT OF GUARDIAN OF PROPERTY   {f}", f=g.file_no())
    d.line("Person under incapacity: {w}", w=g.P(ward, "first"))
    d.line("Born: {dob}   Health number: {h}", dob=g.dob(), h=g.health(ward))
    d.line("Residence: {a}", a=g.address())
    d.line("Proposed guardian: {a} (niece)   Tel: {p}", a=g.P(app, "first"), p=g.phone())
    d.line("Alternate: {x}", x=g.P(alt, "sg"))
    d.line(
        "Assessor: Dr. {p}; diagnosis {t}; {w}'s score on the {t2}.",
        p=g.P(phys),
        t=g.term(),
        w=g.P(ward, "short"),
        t2=g.term(),
    )
    d.line("Notice served on the {o}.", o=g.official())
    d.line("Sworn before me on {dt}: {o}", dt=g.date(), o=g.official())
    cc_line(g, d)


def meeting_transcript(g, d):
    ps = g.people(4)
    d.line("Meeting transcript -- {o} claims review -- {dt}", o=g.org(), dt=g.date())
    d.line(
        "Attendees: {a}, {b}, {c}, {e}",
        a=g.P(ps[0], "first"),
        b=g.P(ps[1]),
        c=g.P(ps[2], "first"),
        e=g.P(ps[3]),
    )
    for i in range(g.n(7, 9)):
        sp = ps[i % 4]
        other = ps[(i + 1) % 4]
        line = g.pick(
            [
                "I spoke with {o} yesterday about {x}.",
                "{o}, can you send the {x} numbers?",
                "Agreed. Loop in {o} before the {x} deadline.",
                "{o} thinks it was filed under {x}.",
            ]
        )
        d.f("[00:{m:02d}:{s:02d}] {sp}: ", m=i * 3, s=g.n(0, 59), sp=g.P(sp, "full" if i < 4 else "short"))
        d.line(line, o=g.P(other, "given"), x=g.pick([g.ref(), g.file_no(), g.version()]))
    d.line("Action items: {a} to call {p}.", a=g.P(ps[0], "init"), p=g.inst_phone())
    see_also(g, d, 2, "Parked:")


def deposition_index(g, d):
    d.line("DEPOSITION INDEX -- {f}", f=g.file_no())
    d.line("{cc}", cc=g.case_cite())
    for i in range(g.n(7, 10)):
        p = g.person()
        d.line(
            "{i}. {n} ({role}) .......... Vol. {v}, pp. {a}-{b}  taken {dt}",
            i=i + 1,
            n=g.P(p, "sg" if i % 2 else "first"),
            role=g.pick(["plaintiff", "witness", "nurse", "adjuster", "neighbour"]),
            v=g.n(1, 4),
            a=g.n(1, 90),
            b=g.n(91, 300),
            dt=g.date(),
        )
    d.line("Certified by {o}; exhibits Bates {r}.", o=g.official(), r=g.ref())


def witness_list(g, d):
    d.line("{h}", h=g.heading("WITNESS LIST"))
    re_line(g, d)
    d.line("Trial before {j}", j=g.judge())
    for _ in range(g.n(7, 9)):
        p = g.person()
        d.line(
            "- {n}, {role}, {ph}",
            n=g.P(p, "first"),
            role=g.pick(["eyewitness", "treating nurse", "landlord", "supervisor", "tow-truck driver"]),
            ph=g.phone(),
        )
    d.line("- {o} (records custodian, will appear by video)", o=g.official())
    d.line("- Expert: report relies on {t} and {t2}", t=g.term(), t2=g.term())
    see_also(g, d, 1, "- Objection re")


def jury_list(g, d):
    d.line("JURY PANEL -- {b} -- {dt}", b=g.building(), dt=g.date())
    d.line("| No. | Juror | Town | Status |")
    d.line("|---|---|---|---|")
    for i in range(g.n(8, 11)):
        p = g.person()
        d.line(
            "| {i} | {n} | {t} | {s} |",
            i=i + 1,
            n=g.P(p, "sg"),
            t=g.place() if i % 3 == 0 else "Oakdale",
            s=g.pick(["sworn", "excused", "stood aside", "challenged"]),
        )
    d.line("Presiding: {j}", j=g.judge())
    see_also(g, d, 1, "Panel summoned under")


def interpreter_log(g, d):
    d.line("date\tinterpreter\tlanguage\tparty\tfile\tminutes")
    for _ in range(g.n(7, 9)):
        i, p = g.person(), g.person()
        d.line(
            "{dt}\t{i}\t{lang}\t{p}\t{f}\t{m}",
            dt=g.date(),
            i=g.P(i, "full"),
            lang=g.pick(["Tigrinya", "Punjabi", "Dari", "Tagalog", "Mandarin", "Somali"]),
            p=g.P(p, "first"),
            f=g.file_no(),
            m=g.n(20, 240),
        )


FRAMES = [
    ("mediation_report", "numbered_paragraphs", mediation_report, None, False),
    ("insurance_examination_report", "transcript", insurance_examination, None, False),
    ("coroner_inquest_transcript", "transcript", coroner_inquest, ["ca", "uk", "au", "nz"], False),
    ("pre_sentence_report", "header_fields", pre_sentence, ["ca", "ca", "us"], False),
    ("bail_hearing_transcript", "transcript", bail_hearing, ["ca", "ca", "us", "uk"], False),
    ("small_claims_judgment", "prose", small_claims, None, False),
    ("employment_tribunal_decision", "numbered_paragraphs", employment_tribunal, None, False),
    ("human_rights_complaint", "form_fields", human_rights, None, False),
    ("guardianship_application", "form_fields", guardianship, ["ca"], False),
    ("meeting_transcript", "speaker_labels", meeting_transcript, None, False),
    ("deposition_index", "index", deposition_index, ["us", "us", "ca"], False),
    ("witness_list", "list", witness_list, None, False),
    ("jury_list", "table_markdown", jury_list, None, False),
    ("interpreter_log", "tsv", interpreter_log, None, False),
]
