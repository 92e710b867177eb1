"""Decisions and hearing records: refugee, parole, workers' compensation, law society, school board, arbitration."""

from __future__ import annotations

from r15_blocks import copies, footer, see_also
from r15_doc import Doc
from r15_gen import Gen


def refugee_protection_decision(g: Gen, d: Doc) -> None:
    c, child, spouse, agent, interp, witness = g.people(6)
    d.line("Refugee Protection Division          {h}", h=g.heading())
    d.line("RPD File / No de dossier de la SPR: {f}", f=g.court_file())
    d.line("Claimant(s): {a}; {b} (minor); {s}", a=g.nm(c), b=g.nm(child), s=g.nm(spouse))
    d.line(
        "Date(s) of hearing: {a} and {b}    Place of hearing: {p}",
        a=g.date(),
        b=g.date(),
        p=g.dec("place_name"),
    )
    d.line("Panel: {m}    Interpreter: {i}", m=g.member(), i=g.nm(interp))
    d.blank()
    d.line(
        "[1] {t} (the principal claimant) seeks protection under {s} of the {a}. The minor claimant, {k}, "
        "born {dob}, relies on the narrative of the principal claimant.",
        t=g.tl(c),
        s=g.dec("section_ref"),
        a=g.statute(),
        k=g.nm(child, "given"),
        dob=g.dob(2008, 2020),
    )
    d.line(
        "[2] The claimants fear {x}, a neighbour who allegedly threatened {y} in front of the family home. "
        "{z} arrived separately and was interviewed on {t}.",
        x=g.nm(agent),
        y=g.nm(spouse, "later"),
        z=g.tl(spouse),
        t=g.date(),
    )
    d.line(
        "[3] The claimant's cousin, {w}, testified by video from {p}. I found {w2} credible.",
        w=g.nm(witness),
        p=g.dec("eponymous_place"),
        w2=g.tl(witness),
    )
    d.line(
        "[4] Applying {c}, I find that state protection was not available to {n}.",
        c=g.case(),
        n=g.nm(c, "later"),
    )
    see_also(g, d)
    d.line(
        "[5] The claim of {a} and {b} is accepted. {h}",
        a=g.nm(c, "caps"),
        b=g.nm(child, "caps"),
        h=g.heading(),
    )
    d.line("{m}, {t}", m=g.member(), t=g.date())
    footer(g, d)


def parole_hearing_summary(g: Gen, d: Doc) -> None:
    o, victim, po, elder, sup, mom = g.people(6)
    d.line("PAROLE HEARING — SUMMARY OF PROCEEDINGS")
    d.line(
        "Offender: {o}    FPS/Inmate no.: {r}    DOB: {b}",
        o=g.nm(o, "inverted_caps"),
        r=g.ref(),
        b=g.dob(1960, 2002),
    )
    d.line(
        "Board members: {a}; {b}    Hearing date: {t}    Location: {l}",
        a=g.member(),
        b=g.member(),
        t=g.date(),
        l=g.dec("building_name"),
    )
    d.line(
        "Present: parole officer {p}; Elder {e} (Elder-assisted hearing); assistant {s}",
        p=g.nm(po),
        e=g.nm(elder),
        s=g.nm(sup),
    )
    d.line("Minutes:")
    d.line(
        "- {a} reviewed the {s} and the correctional plan prepared on {t}.",
        a=g.nm(po, "later"),
        s=g.dec("eponymous_term"),
        t=g.date(),
    )
    d.line(
        "- A victim statement from {v} was read into the record; {v2} asked that no contact be permitted.",
        v=g.nm(victim),
        v2=g.tl(victim),
    )
    d.line(
        "- The offender's mother, {m}, offered a residence at {a}; phone {p}.",
        m=g.nm(mom),
        a=g.address(),
        p=g.phone(),
    )
    d.line("- The Board applied {s} of the {c} and {k}.", s=g.dec("section_ref"), c=g.statute(), k=g.case())
    d.line(
        "Decision: day parole {r}. Residency condition; no contact with {v} or any member of the {f} family.",
        r=g.pick(["granted", "denied", "granted with conditions"]),
        v=g.nm(victim, "initials"),
        f=g.nm(victim, "later"),
    )
    d.line("Contact the Board: {e} / {u}", e=g.dec("institutional_email"), u=g.dec("institutional_url"))
    d.line(
        "Recorded by {s}, {t}. Approved: {o}",
        s=g.nm(sup, "initials_surname"),
        t=g.date(),
        o=g.dec("official"),
    )


def workers_comp_review_decision(g: Gen, d: Doc) -> None:
    w, sup, doc, adj, co = g.people(5)
    d.line("{o}", o=g.dec("eponymous_org"))
    d.line(
        "Appeals Services Division · {p} · {e}",
        p=g.dec("institutional_phone"),
        e=g.dec("institutional_email"),
    )
    d.blank()
    d.line("Claim number: {c}    Decision No. {n}    Released: {t}", c=g.ref(), n=g.ncit(), t=g.date())
    d.line(
        "Worker: {w}    Date of birth: {b}    Accident date: {a}", w=g.nm(w), b=g.dob(1955, 2000), a=g.date()
    )
    d.line("Employer contact: {s}    Adjudicator on file: {a}", s=g.nm(sup), a=g.nm(adj))
    d.blank()
    d.line("{h}", h=g.heading())
    d.line(
        "The worker, {t}, injured her or his lower back lifting stock at {o}. The supervisor, {s}, completed the "
        "Form 7 on {dt}. Dr. {dr} diagnosed a lumbar strain and, later, {term}.",
        t=g.tl(w),
        o=g.dec("eponymous_org"),
        s=g.nm(sup, "later"),
        dt=g.date(),
        dr=g.nm(doc),
        term=g.dec("eponymous_term"),
    )
    d.line(
        "Co-worker {c} gave a statement by telephone ({p}). Under {s} of the {st}, the appeal is allowed in part.",
        c=g.nm(co),
        p=g.phone(),
        s=g.dec("section_ref"),
        st=g.statute(),
    )
    d.line(
        "Decided by {m}. Reconsideration requests go to {e}.", m=g.member(), e=g.dec("institutional_email")
    )
    copies(g, d, [w, sup])


def law_society_discipline_decision(g: Gen, d: Doc) -> None:
    lic, comp, client, wit, acct = g.people(5)
    d.line("{h}", h=g.heading())
    d.line("Hearing Division — {c}", c=g.ncit())
    d.line("File: {f}    Between: Law Society and {l} (Licensee)", f=g.court_file(), l=g.nm(lic, "caps"))
    d.line("Panel: {a} (chair), {b}, {c}", a=g.member(), b=g.member(), c=g.member())
    d.blank()
    d.line(
        "1. The complainant, {c}, retained {l} on {t} for a real-estate closing at {a}.",
        c=g.nm(comp),
        l=g.nm(lic),
        t=g.date(),
        a=g.address(),
    )
    d.line(
        "2. Funds of the client {k} were held in trust account {acct} and disbursed without authority.",
        k=g.nm(client),
        acct=g.acct(),
    )
    d.line(
        "3. The Law Society's investigator, {w}, interviewed {l2} on {t}. The forensic accountant {x} traced the "
        "funds through a second account.",
        w=g.nm(wit),
        l2=g.tl(lic),
        t=g.date(),
        x=g.nm(acct),
    )
    d.line("4. Professional misconduct is established: {c}; {s}.", c=g.case(), s=g.dec("section_ref"))
    d.line(
        "5. The licence of {l} is revoked. Costs payable to the Society, {o}.",
        l=g.nm(lic, "later"),
        o=g.dec("eponymous_org"),
    )
    see_also(g, d)
    d.line("Released {t} — {u}", t=g.date(), u=g.dec("institutional_url"))


def school_expulsion_hearing(g: Gen, d: Doc) -> None:
    st, par1, par2, prin, trustee, vic, teach = g.people(7)
    d.line("MINUTES — DISCIPLINE COMMITTEE OF THE BOARD (IN CAMERA)")
    d.line("Date: {t}    Location: {b}", t=g.date(), b=g.dec("building_name"))
    d.line(
        "Trustees present: {a}, {b}, {c}",
        a=g.nm(trustee, "initials_surname"),
        b=g.member(),
        c=g.dec("official"),
    )
    d.line(
        "Student: {s} (Grade {gr})    DOB: {b}    Parents/guardians: {p1}; {p2}",
        s=g.nm(st),
        gr=g.n(7, 12),
        b=g.dob(2006, 2013),
        p1=g.nm(par1),
        p2=g.nm(par2),
    )
    d.line("Principal: {p}    Teacher witness: {t}", p=g.nm(prin), t=g.nm(teach))
    d.blank()
    d.line(
        "Item 1. {p} summarised the incident of {t} involving student {v}.",
        p=g.tl(prin),
        t=g.date(),
        v=g.nm(vic, "initials"),
    )
    d.line(
        "Item 2. {a} spoke for the family and asked the committee to consider the {term} assessment.",
        a=g.nm(par1, "later"),
        term=g.dec("eponymous_term"),
    )
    d.line(
        "Item 3. The committee considered {s} of the {e} and {c}.",
        s=g.dec("section_ref"),
        e=g.statute(),
        c=g.case(),
    )
    d.line(
        "Item 4. Motion: expulsion from all schools of the board. Moved {a}, seconded by {b}. Carried.",
        a=g.nm(trustee, "later"),
        b=g.member(),
    )
    d.line("Family contact on file: {e}, {p}", e=g.email(par2), p=g.phone())
    d.line("Minutes taken by {m}", m=g.nm(teach, "initials"))


def labour_arbitration_award(g: Gen, d: Doc) -> None:
    gr, mgr, stew, hr, wit = g.people(5)
    d.line(
        "IN THE MATTER OF AN ARBITRATION between {u} (the Union) and {o} (the Employer)",
        u=g.dec("eponymous_org"),
        o=g.dec("eponymous_org"),
    )
    d.line("Grievance of {g} — discharge    Arbitrator: {a}", g=g.nm(gr), a=g.member())
    d.line("Heard at {b} on {t}; award issued {t2}.", b=g.dec("building_name"), t=g.date(), t2=g.date())
    d.blank()
    d.line(
        "The grievor, {g}, had fourteen years of service when the plant manager, {m}, terminated employment for "
        "an alleged falsification of time records. Union steward {s} attended the investigation meeting; "
        "{h} of human resources took notes.",
        g=g.tl(gr),
        m=g.nm(mgr),
        s=g.nm(stew),
        h=g.nm(hr),
    )
    d.line(
        "The employer called {w}, a shift lead, who said that {g} left at 2 p.m. The swipe log (terminal "
        "firmware {v}) was produced.",
        w=g.nm(wit),
        g=g.nm(gr, "later"),
        v=g.dec("product_version"),
    )
    d.line(
        "Applying {c} and the principles in {k}, I find just cause has not been shown. {mg} is directed to "
        "reinstate the grievor with compensation from {t}.",
        c=g.case(),
        k=g.ncit(),
        mg=g.tl(mgr),
        t=g.date(),
    )
    d.line("Dated at {p}, {t}.", p=g.dec("place_name"), t=g.date())
    d.line("{a}", a=g.member())


def custody_evaluation_report(g: Gen, d: Doc) -> None:
    mo, fa, k1, k2, gm, teacher, th = g.people(7)
    d.line("# Custody and Parenting Assessment")
    d.line("**Court file:** {f}  ", f=g.court_file())
    d.line("**Ordered by:** {j} on {t}  ", j=g.judge(), t=g.date())
    d.line("**Assessor's statute:** {s}  ", s=g.statute())
    d.blank()
    d.line("## Family members")
    d.line("- Mother: {m}, DOB {b}", m=g.nm(mo), b=g.dob(1975, 1995))
    d.line("- Father: {f}, DOB {b}", f=g.nm(fa), b=g.dob(1970, 1995))
    d.line("- Children: {a} (age {x}) and {b} (age {y})", a=g.nm(k1), x=g.n(3, 9), b=g.nm(k2), y=g.n(10, 16))
    d.line("- Maternal grandmother: {gm}", gm=g.nm(gm))
    d.blank()
    d.line("## Observations")
    d.line(
        "I observed {a} with both children on {t}. {k} sought comfort from {b}; the older child, {c}, "
        "was guarded. The school's teacher, {te}, reported that {c2} is often late.",
        a=g.tl(mo),
        t=g.date(),
        k=g.nm(k1, "given"),
        b=g.nm(gm, "later"),
        c=g.nm(k2, "given"),
        te=g.nm(teacher),
        c2=g.nm(k2, "given"),
    )
    d.line(
        "{f} acknowledges the {term} diagnosis of the younger child. Therapist {th} confirmed weekly sessions.",
        f=g.tl(fa),
        term=g.dec("eponymous_term"),
        th=g.nm(th),
    )
    d.line("## Recommendations")
    d.line(
        "Consistent with {c}, primary residence with {m}; parenting time for {f} on alternate weekends.",
        c=g.case(),
        m=g.nm(mo, "later"),
        f=g.nm(fa, "later"),
    )
    d.line("Contact: {e}", e=g.dec("institutional_email"))


FRAMES = [
    ("refugee_protection_decision", "numbered_paragraphs", ("ca",), "en", refugee_protection_decision),
    ("parole_hearing_summary", "minutes", ("ca", "us"), "en", parole_hearing_summary),
    ("workers_comp_review_decision", "letterhead", None, "en", workers_comp_review_decision),
    ("law_society_discipline_decision", "numbered_paragraphs", None, "en", law_society_discipline_decision),
    ("school_expulsion_hearing", "minutes", None, "en", school_expulsion_hearing),
    ("labour_arbitration_award", "prose", None, "en", labour_arbitration_award),
    ("custody_evaluation_report", "markdown_headings", None, "en", custody_evaluation_report),
]
