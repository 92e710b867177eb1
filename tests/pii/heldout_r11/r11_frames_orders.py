"""Court orders, arbitration awards and professional discipline decisions."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen


def court_order(g: Gen):
    d = g.doc("court_order", "header_fields")
    a, b = g.people(2)
    d.line(g.head("ORDER"))
    d.line("Court File No.: ", g.fileno())
    d.line("Before: ", g.judge(), "    Date: ", g.nd())
    d.line("Applicant: ", *a.intro(g.r))
    d.line("Respondent: ", *b.intro(g.r))
    d.line()
    d.line(
        "ON READING the affidavit of ",
        a("full"),
        " sworn ",
        g.nd(),
        ", and on hearing the submissions of counsel,",
    )
    d.line("THIS COURT ORDERS THAT:")
    d.line("1. The Respondent, ", b("full"), ", shall not attend within 100 metres of ", *g.addr(), ".")
    d.line(
        "2. The Respondent shall not contact ",
        *g.mr(a),
        " directly or indirectly, including at ",
        g.phone(),
        " or ",
        g.email(a),
        ".",
    )
    if g.chance(0.6):
        d.line(
            "3. The child, ",
            g.person(a.loc)("given"),
            ", born ",
            g.dob(),
            ", shall reside primarily with ",
            *g.mr(a),
            ".",
        )
    d.line("4. This order is made under ", g.section(), " of the ", g.statute(), ".")
    d.line()
    d.add("Entered by ", g.official("Registrar {s}"), ". Inquiries: ", g.k("institutional_email"))
    return d


def arbitration_award(g: Gen):
    d = g.doc("arbitration_award", "prose")
    a, b, w = g.people(3)
    d.line("IN THE MATTER OF AN ARBITRATION under the ", g.statute())
    d.line("BETWEEN ", a("upper"), " (Claimant) AND ", g.k("eponymous_org"), " (Respondent)")
    d.line("Tribunal: ", g.official("Arbitrator {g} {s}"))
    d.line("Award date: ", g.nd())
    d.line()
    d.line(g.head("FINAL AWARD"))
    d.add(
        "1. The Claimant, ",
        a("full"),
        ", was engaged as a consultant. Payments were to be made to IBAN ",
        g.iban(),
        ".\n",
    )
    d.add(
        "2. The Respondent's chief operating officer, ",
        b("full"),
        ", gave evidence by video. ",
        w("full"),
        ", a former colleague of ",
        *g.mr(a),
        ", also testified.\n",
    )
    d.add("3. I apply ", *g.cite(), " and the rule of ", g.k("latin_maxim"), ".\n")
    d.add(
        "4. The Respondent shall pay the Claimant the sum awarded within 30 days into the account ending in ",
        "the IBAN above, or by wire to ",
        g.iban(),
        ". Reference: ",
        g.ref()[1],
        ".\n",
    )
    return d


def discipline(g: Gen):
    d = g.doc("professional_discipline", "prose")
    member, patient, w = g.people(3)
    college = g.c(
        [
            "College of Nurses of Ontario",
            "College of Physicians and Surgeons of British Columbia",
            "Nursing and Midwifery Council",
            "Real Estate Council of Ontario",
            "Ordre des pharmaciens du Québec",
            "Health and Care Professions Council",
            "Medical Council of New Zealand",
        ]
    )
    d.line(college.upper())
    d.line("DISCIPLINE COMMITTEE")
    d.line(
        "IN THE MATTER OF a hearing concerning ",
        member("full"),
        ", registrant no. ",
        D("reference_number", f"{g.r.randint(100000, 999999)}"),
    )
    d.line("Panel: ", g.official("Presiding Member {s}"), "; ", g.official("Member {g} {s}"))
    d.line("Dates: ", g.nd(), "; decision released ", g.nd())
    d.line()
    d.add(g.head("FINDINGS OF FACT"), "\n")
    d.add(
        "1. The registrant accessed the electronic health record of a client, identified in the notice of "
        "hearing as ",
        patient("init"),
        ", on 41 occasions without a clinical reason.\n",
    )
    d.add(
        "2. ",
        w("full"),
        ", the privacy officer, produced audit logs showing access from workstation IP ",
        g.ip(False),
        ".\n",
    )
    d.add("3. ", *g.mr(member), " admitted the allegations. The panel considered ", *g.cite(), ".\n")
    d.add("4. Penalty: a six-month suspension. Inquiries to ", g.k("institutional_email"), ".\n")
    return d


FRAMES = [
    (court_order, ("ca", "us", "uk", "au", "nz", "jm")),
    (arbitration_award, ("ca", "uk", "sg", "hk", "ie", "us")),
    (discipline, ("ca", "uk", "nz")),
]
