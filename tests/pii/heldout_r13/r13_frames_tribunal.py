"""Tribunal and appeal frames: appeal endorsements, immigration appeal decisions, protective-order petitions,
victim impact statements, condominium tribunal and workers' compensation appeal decisions."""

from __future__ import annotations

from r13_doc import D


def appeal_endorsement(g, d):
    p = g.people(4)
    d.line("{h}  {f}", h=g.head("ENDORSEMENT"), f=g.fileno())
    d.line("{j}  {dt}\n", j=g.judge(), dt=g.date())
    d.line(
        "{a} (appellant, self-represented) v. {b}. Heard by Zoom. Mr. {ax} attended with his daughter {ad} as support person; she did not speak to the appeal.",
        a=g.nm(p[0]),
        b=g.nm(p[1]),
        ax=g.later(p[0]),
        ad=g.full(p[2]),
    )
    d.line(
        "The deputy judge preferred the evidence of the contractor's foreman, {f}, to that of the appellant. Findings of credibility attract deference: {c}.",
        f=g.full(p[3]),
        c=g.case(),
    )
    d.line("The maxim {m} was raised for the first time on appeal.", m=g.maxim())
    d.line(
        "The appellant's reliance on {n} is misplaced. Appeal dismissed. Costs to {b} fixed at $1,500.",
        n=g.ncite(),
        b=g.later(p[1]),
    )


def immigration_appeal_decision(g, d):
    p = g.people(6)
    d.line("{h}", h=g.head("IMMIGRATION APPEAL DIVISION"))
    d.line("IAD File No. / No de dossier de la SAI: {f}\nClient ID: {r}\n", f=g.fileno(), r=g.ref())
    d.line(
        "Appellant: {a}\nRespondent: The Minister of Citizenship and Immigration\nPresiding: {m}\n",
        a=g.full(p[0]),
        m=g.member(),
    )
    d.line(
        "[1] {a} appeals the refusal of his sponsorship of his spouse, {b}, under the {s}.",
        a=g.nm(p[0]),
        b=g.full(p[1]),
        s=D("Immigration and Refugee Protection Act", "statute"),
    )
    d.line(
        "[2] The couple met in {pl} in {y}. {b2} testified by video from the visa office, assisted by the interpreter {i}.",
        pl=g.place(),
        y=g.n(2014, 2021),
        b2=g.later(p[1]),
        i=g.full(p[2]),
    )
    d.line(
        "[3] The appellant's sister, {c}, and her husband {h} confirmed that the wedding took place on {dt}; {c2}'s photographs were filed as Exhibit A-4.",
        c=g.full(p[3]),
        h=g.full(p[4]),
        dt=g.date(),
        c2=g.later(p[3]),
    )
    d.line(
        "[4] The officer's notes record a prior marriage to {x}, dissolved in {y}. Applying {c}, I find the marriage is genuine.",
        x=g.full(p[5]),
        y=g.n(2008, 2016),
        c=g.case(),
    )
    d.line("[5] The appeal is allowed. Decision dated {dt}.", dt=g.date())


def protective_order_petition(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("PETITION FOR ORDER OF PROTECTION"))
    d.line("Case No.: {f}", f=g.fileno())
    d.line(
        "Petitioner: {a}\nDate of birth: {dob}\nAddress: CONFIDENTIAL - see sealed sheet\nPhone (safe to call): {ph}",
        a=g.nm(p[0]),
        dob=g.dob(),
        ph=g.phone(),
    )
    d.line(
        "Respondent: {b}\nRespondent DOB: {dob}\nRespondent address: {ad}\nRespondent driver's license: {dl}",
        b=g.nm(p[1]),
        dob=g.dob(),
        ad=g.addr(),
        dl=g.dl(p[1]),
    )
    d.line("Relationship: former partner; child in common {c} (age {n})", c=g.given(p[2]), n=g.n(2, 15))
    d.line("Other protected persons: {c}; {m} (petitioner's mother)", c=g.nm(p[2]), m=g.full(p[3]))
    d.line(
        "Most recent incident ({dt}): respondent came to my workplace at {o} and told my coworker {w} he would take {c}.",
        dt=g.date(),
        o=g.org(),
        w=g.full(p[4]),
        c=g.given(p[2]),
    )
    d.line(
        "Law enforcement: report {r}, taken by Deputy {off} (badge {n}).",
        r=g.ref(),
        off=g.full(g.person()),
        n=g.n(100, 990),
    )
    d.line(
        "Relief requested under the {s} and the {es}: stay-away 500 ft; temporary custody.",
        s=g.statute(),
        es=g.estatute(),
    )


def victim_impact_statement(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("VICTIM IMPACT STATEMENT"))
    d.line("R. v. {a}    File {f}", a=g.nm(p[0]), f=g.fileno())
    d.line(
        "My name is {v}. I am writing about what happened to my brother {b} on {dt}.",
        v=g.full(p[1]),
        b=g.full(p[2]),
        dt=g.date(),
    )
    d.line(
        "{bg} was a volunteer coach at the {o} and had just been nominated for the {aw}. Since that night he has {t} and cannot work.",
        bg=g.given(p[2]),
        o=g.org(),
        aw=g.award(),
        t=g.pick(("seizures", "memory loss", "no feeling in his left hand")),
    )
    d.line(
        "Our mother, {m}, moved in with him. My partner {pa} and I drive from {pl} every weekend.",
        m=g.full(p[3]),
        pa=g.given(p[4]),
        pl=g.place(),
    )
    d.line(
        "{bg} used to say, quoting {h}, that you only get one chance. {pub} even sent a card to the hospital.",
        bg=g.given(p[2]),
        h=g.hist(),
        pub=g.pub(),
    )
    d.line(
        "I do not want {a} to contact any of us. I ask the Court to consider that.\n\nSigned: {v}    Date: {dt}",
        a=g.later(p[0]),
        v=g.nm(p[1]),
        dt=g.date(),
    )


def condo_tribunal_decision(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("CONDOMINIUM AUTHORITY TRIBUNAL"))
    d.line("DATE: {dt}    CASE: {f}    Citation: {n}", dt=g.date(), f=g.fileno(), n=g.ncite())
    member = D(
        "Member "
        + g.pick(("Honoria", "Aurelio", "Kofi", "Philippa"))
        + " "
        + g.pick(("Vantreight", "Iredale", "Okwuosa", "Renwick")),
        "judge",
    )
    d.line("Order under section 1.44 of the {s}\n{m}\n", s=D("Condominium Act, 1998", "statute"), m=member)
    d.line(
        "Applicant: {a}, unit owner    Respondent: Rivendell Terraces Condominium Corporation No. {n}\n",
        a=g.full(p[0]),
        n=g.n(100, 1400),
    )
    d.line(
        "1. {a} complains of noise and cigarette smoke from the unit above, occupied by {b} and {c}.",
        a=g.later(p[0]),
        b=g.full(p[1]),
        c=g.full(p[2]),
    )
    d.line(
        "2. The property manager, {pm}, of {o}, wrote to the occupants on {dt}. The board president, {bp}, testified that no fines were levied.",
        pm=g.full(p[3]),
        o=g.org(),
        dt=g.date(),
        bp=g.full(p[4]),
    )
    d.line(
        "3. {b} and {c} did not participate. I order them to comply with Rule {r} of the corporation's rules.",
        b=g.later(p[1]),
        c=g.later(p[2]),
        r=g.n(3, 19),
    )


def workers_comp_appeal(g, d):
    p = g.people(5)
    d.line(
        "{h}",
        h=g.head(
            g.pick(("WORKPLACE SAFETY AND INSURANCE APPEALS TRIBUNAL", "WORKERS' COMPENSATION APPEAL BOARD"))
        ),
    )
    d.line("Decision No. {f}    Claim {r}    {m}\n", f=g.fileno(), r=g.ref(), m=g.member())
    d.line(
        "The worker, {a}, injured his back on {dt} while lifting a pallet at a warehouse run by {o}. His supervisor, {s}, completed the employer's report two weeks later.",
        a=g.full(p[0]),
        dt=g.date(),
        o=g.org(),
        s=g.full(p[1]),
    )
    d.line(
        "The treating chiropractor, {c}, and the orthopaedic surgeon, Dr. {dr}, disagree on whether the worker has {t}.",
        c=g.full(p[2]),
        dr=g.full(p[3]),
        t=g.eterm(),
    )
    d.line(
        "A co-worker, {w}, saw the lift. The Vice-Chair prefers {w2}'s account. Entitlement is allowed under {sec} of the {st}.",
        w=g.full(p[4]),
        w2=g.later(p[4]),
        sec=g.section(),
        st=g.statute(),
    )


FRAMES = (
    ("appeal_endorsement", "prose", None, appeal_endorsement),
    ("immigration_appeal_decision", "numbered_paragraphs", ("ca",), immigration_appeal_decision),
    ("protective_order_petition", "form_fields", ("us",), protective_order_petition),
    ("victim_impact_statement", "prose", ("ca", "us", "uk", "au", "nz", "ie"), victim_impact_statement),
    ("condo_tribunal_decision", "numbered_paragraphs", ("ca",), condo_tribunal_decision),
    ("workers_comp_appeal", "prose", ("ca", "us"), workers_comp_appeal),
)
