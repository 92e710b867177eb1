"""Appeals, mediation, expropriation, zoning, discipline, coroner's juries, sentencing, pardons, extradition."""

from __future__ import annotations

from r16_blocks import foot, head, registry, see_also

FRAMES, frame = registry()


@frame("appeal_factum", "numbered_paragraphs")
def appeal_factum(g, d):
    app, res, wit, doc, kid = g.people(5)
    head(g, d, "FACTUM OF THE APPELLANT")
    d.line("Between: {a}, Appellant, and {r}, Respondent", a=g.name(app), r=g.name(res))
    d.line("Appeal from the decision of {j} dated {dt}.", j=g.judge(), dt=g.date())
    d.line()
    n = 1
    d.line(
        "{n}. The appellant, {a}, born {dob}, resides at {ad}.",
        n=n,
        a=g.name(app, "later"),
        dob=g.dob(),
        ad=g.address(),
    )
    d.line(
        "{n}. The trial judge preferred the evidence of {w} over that of {doc}, a treating physician, and misapplied {c}.",
        n=n + 1,
        w=g.name(wit),
        doc=g.name(doc),
        c=g.case(),
    )
    d.line(
        "{n}. {r} conceded in cross-examination that the child, {k}, had lived with {a} since {dt}.",
        n=n + 2,
        r=g.name(res, "later"),
        k=g.name(kid, "first"),
        a=g.name(app, "later"),
        dt=g.date(),
    )
    d.line(
        "{n}. The error engages {s} and {sec}; see also {nc}.",
        n=n + 3,
        s=g.statute(),
        sec=g.section(),
        nc=g.neutral(),
    )
    d.line(
        "{n}. Dr. {doc} testified that {k} was assessed at {b} for {t}.",
        n=n + 4,
        doc=g.name(doc, "later"),
        k=g.name(kid, "first"),
        b=g.org(),
        t=g.term(),
    )
    d.line(
        "{n}. {w} was not cross-examined on the {h} point.", n=n + 5, w=g.name(wit, "init"), h=g.any_decoy()
    )
    d.line("7. Like {h}, the appellant kept a diary; it is Exhibit {b}.", h=g.historical(), b=g.bates())
    foot(g, d)


@frame("mediation_brief", "markdown_nested")
def mediation_brief(g, d):
    a, b, c, e, f = g.people(5)
    d.line("# Mediation brief — {h}", h=g.heading())
    d.line("- **Matter:** {f}", f=g.court_file())
    d.line("- **Mediator:** {m}", m=g.member())
    d.line("- **Parties**")
    d.line("  - Claimant: {a}", a=g.name(a))
    d.line("    - DOB: {dob}", dob=g.dob())
    d.line("    - Phone: {p}", p=g.phone())
    d.line("    - Email: {e}", e=g.email(a))
    d.line("  - Respondent: {b} (c/o {o})", b=g.name(b), o=g.org())
    d.line("    - Representative at table: {c}", c=g.name(c))
    d.line("- **Chronology**")
    d.line("  1. {dt} — {a} complained to {e}.", dt=g.date(), a=g.name(a, "later"), e=g.name(e))
    d.line("  2. {dt} — {b} offered {r}; declined.", dt=g.date(), b=g.name(b, "later"), r=g.ref())
    d.line("     - note from {f}: *see {c}*", f=g.name(f, "initials"), c=g.case())
    d.line("- **Authorities**: {s}; {n}", s=g.statute(), n=g.neutral())
    d.line("- Prepared by {f} ({fe})", f=g.name(f), fe=g.email(f))
    foot(g, d)


@frame("expropriation_notice", "pdf_wrapped", jurs=["ca"], wrap=60)
def expropriation_notice(g, d):
    owners = g.people(3)
    agent, appr = g.people(2)
    head(g, d, "NOTICE OF EXPROPRIATION")
    d.add(
        "TAKE NOTICE that the lands described in Schedule A, registered to ",
        g.name(owners[0]),
        " and ",
        g.name(owners[1]),
        " and known municipally as ",
    )
    d.add(
        g.address(),
        ", are expropriated under the ",
        g.statute(),
        ", ",
        g.section(),
        ". The expropriating authority is ",
        g.official(),
        ". Registration occurred on ",
        g.date(),
        " as instrument ",
        g.ref(),
        ".\n\n",
    )
    d.add(
        "An offer of compensation based on the appraisal of ",
        g.name(appr),
        " (",
        g.org(),
        ") will be served on ",
        g.name(owners[0], "later"),
        ". Any tenant, including ",
        g.name(owners[2]),
        ", may claim disturbance damages. ",
    )
    d.add(
        "Enquiries: ",
        g.name(agent),
        ", property agent, at ",
        g.phone(),
        " or ",
        g.email(agent),
        ". The hearing ",
        "of necessity will be held at the ",
        g.building(),
        " before ",
        g.member(),
        ".\n",
    )
    d.add("Owners of record: ", g.name(owners[0], "COMMA"), "; ", g.name(owners[1], "COMMA"), ".\n")
    foot(g, d)


@frame("zoning_appeal_decision", "restructuredtext")
def zoning_appeal_decision(g, d):
    app, nb1, nb2, planner = g.people(4)
    title = "Decision on minor variance appeal"
    d.line("=" * len(title))
    d.line(title)
    d.line("=" * len(title))
    d.line()
    d.line(":File: {f}", f=g.court_file())
    d.line(":Member: {m}", m=g.member())
    d.line(":Heard: {dt}", dt=g.date())
    d.line()
    d.line("Parties")
    d.line("-------")
    d.line()
    d.line("* Appellant: {a}, owner of {ad}", a=g.name(app), ad=g.address())
    d.line("* Participants: {b} and {c}", b=g.name(nb1), c=g.name(nb2, "comma"))
    d.line()
    d.line(".. note:: {h}", h=g.heading())
    d.line()
    d.line(
        "{a} seeks relief under {s}. The planner, {p}, supported it; ``{b}`` objected to shadowing of {pl}.",
        a=g.name(app, "later"),
        s=g.statute(),
        p=g.name(planner),
        b=g.name(nb1, "later"),
        pl=g.epo_place(),
    )
    d.line(
        "The Tribunal applies {c} and `{n}`_. {c2} filed photographs taken from the {bl}.",
        c=g.case(),
        n=g.neutral(),
        c2=g.name(nb2, "later"),
        bl=g.building(),
    )
    d.line()
    d.line(".. _{n}: {u}", n=g.neutral(), u=g.inst_url())
    see_also(g, d)
    foot(g, d)


@frame("nursing_discipline_decision", "numbered_paragraphs")
def nursing_discipline(g, d):
    nurse, pt1, pt2, charge, wit = g.people(5)
    head(g, d, "DISCIPLINE COMMITTEE — DECISION AND REASONS")
    d.line("Panel: {m}, Chair; {m2}", m=g.member(), m2=g.member())
    d.line("Registrant: {n}, RN (registration no. {r})", n=g.name(nurse, "caps"), r=g.ref())
    d.line()
    d.line(
        "1. The Member, {n}, worked nights on the {t} unit at {o}.",
        n=g.name(nurse, "later"),
        t=g.term(),
        o=g.org(),
    )
    d.line(
        "2. On {dt} {n} documented a dose for patient {p} (DOB {dob}) that was not given.",
        dt=g.date(),
        n=g.name(nurse, "later"),
        p=g.name(pt1, "initials"),
        dob=g.dob(),
    )
    d.line(
        "3. Charge nurse {c} found {p2}'s chart altered; see {b}.",
        c=g.name(charge),
        p2=g.name(pt2),
        b=g.bates(),
    )
    d.line("4. {w}, a personal support worker, gave evidence by video.", w=g.name(wit))
    d.line(
        "5. Misconduct is found under {s}, {sec}. Costs of {r} are ordered; {c} applied.",
        s=g.statute(),
        sec=g.section(),
        r=g.ref(),
        c=g.case(),
    )
    d.line(
        "6. The Registrar, {o}, will publish a summary omitting {p}.", o=g.official(), p=g.name(pt2, "later")
    )
    see_also(g, d)
    foot(g, d)


@frame("engineer_discipline_hearing", "qa_transcript")
def engineer_hearing(g, d):
    eng, wit, own, insp = g.people(4)
    head(g, d, "PROFESSIONAL ENGINEERS — HEARING TRANSCRIPT (EXCERPT)")
    d.line("Before: {m}", m=g.member())
    d.line("WITNESS: {w}, sworn", w=g.name(wit, "caps"))
    d.line()
    d.line("Q.  Please state your address for the record.")
    d.line("A.  {ad}", ad=g.address())
    d.line("Q.  Who sealed the drawings for the retaining wall at the {b}?", b=g.building())
    d.line("A.  {e}. I worked under {e2} from {dt}.", e=g.name(eng), e2=g.name(eng, "later"), dt=g.date())
    d.line("Q.  Did the owner, {o}, ever call you directly?", o=g.name(own))
    d.line(
        "A.  Yes, from {p}. {o} also emailed me from {em}.",
        p=g.phone(),
        o=g.name(own, "first"),
        em=g.email(own),
    )
    d.line("Q.  And the city inspector?")
    d.line("A.  {i}. He cited {s}.", i=g.name(insp), s=g.statute())
    d.line("MEMBER: We'll mark the photographs as Exhibit 14, {b2}.", b2=g.bates())
    d.line("Q.  Mr. {e}, your licence number is {r}?", e=g.name(eng, "later"), r=g.ref())
    foot(g, d)


@frame("coroner_jury_recommendations", "numbered_list", jurs=["ca"])
def coroner_jury(g, d):
    dec, fam, jur1, jur2, nurse = g.people(5)
    head(g, d, "VERDICT OF CORONER'S JURY")
    d.line("Presiding: {o}", o=g.official())
    d.line("Name of deceased: {n}    Date of birth: {dob}", n=g.name(dec, "COMMA"), dob=g.dob())
    d.line("Date and time of death: {dt}    Place: {b}, {pl}", dt=g.date(), b=g.building(), pl=g.epo_place())
    d.line("Cause: complications of {t}    Health number: {hc}", t=g.term(), hc=g.health(dec))
    d.line()
    d.line(
        "Recommendations (the family of {n}, through {f}, asked that these be read aloud):",
        n=g.name(dec, "later"),
        f=g.name(fam),
    )
    d.line(
        "1. That {o} adopt a policy on observation checks, in memory of {n}.",
        o=g.org(),
        n=g.name(dec, "first"),
    )
    d.line("2. That nursing staff, including {nu}, be trained on {t}.", nu=g.name(nurse), t=g.term())
    d.line("3. That the Ministry review {s}.", s=g.statute())
    d.line()
    d.line("Foreperson: {a}    Juror: {b}", a=g.name(jur1), b=g.name(jur2, "init"))
    foot(g, d)
