"""Sentencing submissions, record suspensions, extradition records, deposition errata and witness preparation."""

from __future__ import annotations

from r16_blocks import cc, foot, head, registry, see_also, shy

FRAMES, frame = registry()


@frame("sentencing_submissions", "soft_hyphen", noise="soft")
def sentencing_submissions(g, d):
    acc, vic, mom, pso = g.people(4)
    head(g, d, "SENTENCING SUBMISSIONS OF THE DEFENCE")
    d.line("R. v. {a}", a=shy(g.name(acc, "later")))
    d.line()
    d.line(
        "1. {a} (born {dob}) pleaded guilty before {j} on {dt}.",
        a=shy(g.name(acc)),
        dob=g.dob(),
        j=g.judge(),
        dt=g.date(),
    )
    d.line(
        "2. The Gladue report prepared by {p} describes a childhood in {pl}; see {c}.",
        p=shy(g.name(pso)),
        pl=g.epo_place(),
        c=g.case(),
    )
    d.line(
        "3. Letters of support come from the accused's mother, {m}, of {ad}.",
        m=shy(g.name(mom)),
        ad=g.address(),
    )
    d.line(
        "4. The victim, {v}, filed an impact statement; restitution of {r} is not opposed.",
        v=shy(g.name(vic)),
        r=g.ref(),
    )
    d.line(
        "5. A conditional sentence remains available under {s}, {sec}; compare {n}.",
        s=g.statute(),
        sec=g.section(),
        n=g.neutral(),
    )
    d.line(
        "6. {a} will live with {m} and report to {p}.",
        a=g.name(acc, "first"),
        m=g.name(mom, "first"),
        p=g.name(pso, "later"),
    )
    foot(g, d)


@frame("record_suspension_application", "form_fields", jurs=["ca"])
def record_suspension(g, d):
    ap, ref1, ref2, prev = g.people(4)
    d.line("{h}  APPLICATION FOR A RECORD SUSPENSION", h=g.heading())
    d.line("Statute: {s}", s=g.statute())
    d.line("Surname: {s:<28} Given name(s): {gn}", s=g.name(ap, "later"), gn=g.name(ap, "first"))
    d.line("Previous name(s): {p}", p=g.name(prev))
    d.line("Date of birth: {dob}    SIN: {sin}", dob=g.dob(), sin=g.sin())
    d.line("Current address: {ad}", ad=g.address())
    d.line("Telephone: {p}    Email: {e}", p=g.phone(), e=g.email(ap))
    d.line("Driver's licence: {dl}", dl=g.licence(ap))
    d.line(
        "Court file(s): {f}; {f2}    Sentence completed: {dt}",
        f=g.court_file(),
        f2=g.court_file(),
        dt=g.date(),
    )
    d.line("Reference 1: {r} — {rp}", r=g.name(ref1), rp=g.phone())
    d.line("Reference 2: {r} — {re}", r=g.name(ref2, "comma"), re=g.email(ref2))
    d.line("Fee receipt: {r}    Processing office: {o}", r=g.ref(), o=g.official())
    foot(g, d)


@frame("extradition_hearing_record", "pdf_wrapped", wrap=60)
def extradition_record(g, d):
    person, aff, interp, spouse = g.people(4)
    head(g, d, "EXTRADITION HEARING — RECORD OF THE CASE SUMMARY")
    d.add(
        "The person sought, ",
        g.name(person),
        ", also known as ",
        g.name(person, "caps"),
        ", born ",
        g.dob(),
        ", is wanted by the requesting state on charges certified by ",
        g.official(),
        ". ",
    )
    d.add(
        "The record summarizes the evidence of ",
        g.name(aff),
        ", an investigator, and bank records produced under ",
        g.bates(),
        ". The hearing before ",
        g.judge(),
        " began on ",
        g.date(),
        ". ",
    )
    d.add(
        g.name(person, "later"),
        " was assisted by the interpreter ",
        g.name(interp),
        ". The spouse, ",
        g.name(spouse),
        ", attended with a surety deposit recorded as ",
        g.ref(),
        ". Counsel relied on ",
        g.case(),
        " and ",
        g.statute(),
        ", ",
        g.section(),
        ".\n",
    )
    d.add(
        "Last known residence: ",
        g.address(),
        ". Passport details were withheld. Contact for the surety: ",
        g.phone(),
        ".\n",
    )
    see_also(g, d)
    foot(g, d)


@frame("deposition_errata_sheet", "single_space_columns", jurs=["us"])
def errata_sheet(g, d):
    dep, rep, other = g.people(3)
    head(g, d, "DEPOSITION ERRATA SHEET")
    d.line("Deponent {n} Date taken {dt} Reporter {r}", n=g.name(dep), dt=g.date(), r=g.name(rep))
    d.line("Pursuant to {s}", s=g.statute())
    d.line("PAGE LINE CHANGE REASON")
    d.line("12 4 {a} -> {b} spelling", a=g.name(other, "later"), b=g.name(other))
    d.line("31 17 {dt} -> my DOB is {dob} transcription", dt=g.date(), dob=g.dob())
    d.line("44 2 {a} -> {o} clarity", a=g.public(), o=g.org())
    d.line("58 9 {p} -> {p2} wrong number", p=g.phone_ref(), p2=g.phone())
    d.line("I, {n}, have read the transcript. Signature ____ {dt}", n=g.name(dep, "caps"), dt=g.date())
    d.line("Subscribed before notary {n} commission {r}", n=g.name(rep, "init"), r=g.ref())
    foot(g, d)


@frame("witness_prep_notes", "markdown_nested")
def witness_prep(g, d):
    w, w2, boss, kid = g.people(4)
    d.line("## Witness prep — {w} ({h})", w=g.name(w), h=g.heading())
    d.line("- Session {dt}, file {f}", dt=g.date(), f=g.court_file())
    d.line("- Topics")
    d.line("  - relationship with {b}", b=g.name(boss))
    d.line("    - started {dt}; {b} called from {p}", dt=g.date(), b=g.name(boss, "first"), p=g.phone())
    d.line("  - what {w} saw at the {bl}", w=g.name(w, "later"), bl=g.building())
    d.line("    - compare with {w2}'s statement ({bt})", w2=g.name(w2), bt=g.bates())
    d.line("  - childcare: {k} (DOB {dob}) is with grandmother", k=g.name(kid, "first"), dob=g.child_dob())
    d.line("- Do not mention {p} or {a}", p=g.public(), a=g.award())
    d.line("- Cases to avoid: {c}", c=g.case())
    d.line("- Follow-up: {w} to send texts to {e}", w=g.name(w, "chat"), e=g.inst_email())
    cc(g, d, [w2])
    foot(g, d)
