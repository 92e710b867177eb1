"""Tribunal and board decisions."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen


def labour_decision(g: Gen):
    d = g.doc("labour_board_decision", g.c(["prose", "header_fields"]))
    griever, sup, w = g.people(3)
    union = g.c(
        [
            "Unifor, Local 444",
            "CUPE Local 79",
            "Teamsters Local 419",
            "UFCW Local 1006A",
            "BCGEU",
            "Syndicat des employés de magasins",
            "PSAC",
            "SEIU Local 2",
        ]
    )
    d.line(
        g.c(
            [
                "ONTARIO LABOUR RELATIONS BOARD",
                "IN THE MATTER OF A GRIEVANCE ARBITRATION",
                "LABOUR RELATIONS BOARD (BRITISH COLUMBIA)",
                "NATIONAL LABOR RELATIONS BOARD",
            ]
        )
    )
    d.line("Board File No. ", g.fileno())
    d.line(union, " (the Union) v. ", g.k("eponymous_org"), " (the Employer)")
    d.line("Grievor: ", griever("comma") if g.chance(0.4) else griever("full"))
    d.line("Before: ", g.official(g.c(["Vice-Chair {s}", "Arbitrator {g} {s}", "Member {g} {s}"])))
    d.line("Hearing dates: ", g.nd(), " and ", g.nd())
    d.line()
    d.line(g.head("DECISION AND REASONS"))
    d.add(
        "1. The grievor, ",
        *griever.intro(g.r),
        ", was discharged after an incident in the loading bay. ",
        "The supervisor, ",
        sup("full"),
        ", testified that ",
        *g.mr(griever),
        " refused a direct instruction.\n",
    )
    d.add(
        "2. ",
        w("full"),
        ", a shop steward, disputes ",
        *g.poss(sup),
        " account. Video from the ",
        g.k("product_version"),
        " system was inconclusive.\n",
    )
    d.add(
        "3. Applying the ",
        g.k("doctrine"),
        " and ",
        *g.cite(),
        ", I find that discharge was excessive. ",
        *g.mr(griever),
        " is to be reinstated without loss of seniority under ",
        g.section(),
        ".\n",
    )
    if g.chance(0.5):
        d.add(
            "4. Back pay is to be deposited to ",
            *g.mr(griever, False)[-1:],
            "'s account on file, ",
            *g.bank(),
            ".\n",
        )
    return d


def human_rights(g: Gen):
    d = g.doc("human_rights_decision", "prose")
    ap, resp_person, w = g.people(3)
    tribunal = {
        "ca": "HUMAN RIGHTS TRIBUNAL OF ONTARIO",
        "us": "EQUAL EMPLOYMENT OPPORTUNITY COMMISSION",
        "uk": "EMPLOYMENT TRIBUNALS",
        "nz": "HUMAN RIGHTS REVIEW TRIBUNAL",
        "au": "FAIR WORK COMMISSION",
        "za": "COMMISSION FOR CONCILIATION, MEDIATION AND ARBITRATION",
        "ke": "EMPLOYMENT AND LABOUR RELATIONS COURT",
    }[g.jur]
    d.line(tribunal)
    d.line("Tribunal File: ", g.fileno())
    d.line("Applicant: ", *ap.intro(g.r))
    d.line("Respondents: ", g.k("eponymous_org"), " and ", resp_person("full"))
    d.line("Adjudicator: ", g.official("Adjudicator {g} {s}"))
    d.line("Decision date: ", g.nd())
    d.line()
    d.add(g.head("INTRODUCTION"), "\n")
    d.add(
        "[1] The applicant alleges discrimination in employment because of disability (",
        g.k("eponymous_term"),
        ") and creed. ",
        *g.mr(ap),
        " says that ",
        resp_person("full"),
        ", the store manager, mocked ",
        "her" if ap.gender == "F" else "him",
        " in front of customers.\n",
    )
    d.add(
        "[2] A co-worker, ",
        w("full"),
        ", corroborated the comments. The respondents called no evidence from ",
        *g.mr(resp_person),
        ".\n",
    )
    d.add("[3] I rely on ", *g.cite(), " and on ", g.section(), " of the ", g.statute(), ".\n")
    d.add(
        "[4] The respondents shall pay ",
        *g.mr(ap),
        " $",
        g.r.randint(5, 40),
        ",000 as compensation for injury to ",
        "dignity. Payment may be sent to ",
        *g.addr(),
        ".\n",
    )
    return d


def refugee(g: Gen):
    d = g.doc("immigration_refugee_decision", g.c(["prose", "header_fields"]))
    pa, spouse, child = g.people(
        3,
        g.c(
            [
                "ar",
                "fa",
                "ur",
                "ta",
                "am",
                "so",
                "uk",
                "ru",
                "es-MX",
                "ha",
                "ka",
                "hy",
                "zh-CN",
                "bn",
                "ne",
                "tr",
                "ig",
                "vi",
            ]
        ),
    )
    if g.jur == "ca":
        d.line("Immigration and Refugee Board of Canada\nRefugee Protection Division")
    else:
        d.line(
            g.c(
                [
                    "UNITED STATES DEPARTMENT OF JUSTICE\nEXECUTIVE OFFICE FOR IMMIGRATION REVIEW",
                    "IMMIGRATION COURT, NEW YORK, NEW YORK",
                ]
            )
            if g.jur == "us"
            else "First-tier Tribunal (Immigration and Asylum Chamber)"
        )
    d.line("File: ", g.fileno(), "    Private proceeding")
    d.line("Claimant(s): ", *pa.intro(g.r), "; ", *spouse.intro(g.r), "; ", child("given"))
    d.line("Date(s) of hearing: ", g.nd())
    d.line("Panel: ", g.official("Member {g} {s}"))
    d.line()
    d.add(g.head("REASONS FOR DECISION"), "\n\n")
    d.add(
        "[1] The principal claimant, ",
        pa("latin"),
        ", born ",
        g.dob(),
        ", is a citizen of ",
        g.c(
            ["Iran", "Sudan", "Eritrea", "Ukraine", "Mexico", "Nigeria", "Sri Lanka", "Haiti", "Afghanistan"]
        ),
        ". ",
        *g.mr(pa),
        " claims protection under ",
        g.section(),
        " of the ",
        D(
            "statute",
            {
                "ca": "Immigration and Refugee Protection Act",
                "us": "Immigration and Nationality Act",
                "uk": "Nationality and Borders Act 2022",
            }[g.jur],
        ),
        ".\n",
    )
    d.add(
        "[2] The associate claimant, ",
        spouse("latin"),
        ", and their minor child, ",
        child("given"),
        " (born ",
        g.dob(None, g.date(2008, 2021)),
        "), rely on the same narrative.\n",
    )
    d.add(
        "[3] The panel applies ",
        *g.cite(),
        ". The psychologist diagnosed ",
        g.k("eponymous_term"),
        "; the panel accepts that ",
        *g.mr(pa),
        " may have difficulty recalling dates.\n",
    )
    d.add("[4] The claimants now live at ", *g.addr(), ". The claims are accepted.\n")
    return d


def landlord_tenant(g: Gen):
    d = g.doc("landlord_tenant_decision", "header_fields")
    tenant, landlord = g.people(2)
    d.line(
        g.c(
            [
                "Landlord and Tenant Board",
                "Residential Tenancy Branch",
                "Tribunal administratif du logement",
                "Housing Court of the City of New York",
                "First-tier Tribunal (Property Chamber)",
            ]
        )
    )
    d.line("File Number: ", g.fileno())
    d.line("Tenant: ", tenant("full"))
    d.line("Landlord: ", landlord("comma") if g.chance(0.4) else landlord("full"))
    d.line("Rental unit: ", *g.addr())
    d.line("Hearing: ", g.nd(), " by videoconference")
    d.line("Member: ", g.official("Member {g} {s}"))
    d.line()
    d.add(g.head("ORDER"), "\n")
    d.add(
        "1. ",
        *g.mr(landlord),
        " applied to end the tenancy because ",
        *g.mr(tenant),
        " did not pay rent for three months. ",
        *g.mr(tenant),
        " attended and did not dispute the arrears.\n",
    )
    d.add(
        "2. ",
        *g.poss(tenant),
        " daughter, ",
        g.person(tenant.loc)("given"),
        ", lives in the unit. The Board considered ",
        g.section(),
        " of the ",
        g.statute(),
        ".\n",
    )
    d.add(
        "3. Payments may be made by e-transfer to ",
        g.email(landlord),
        ". Questions: ",
        g.k("institutional_phone"),
        ".\n",
    )
    if g.chance(0.4):
        d.add(
            "4. The landlord's photographs were taken on an ", g.k("product_version"), " on ", g.nd(), ".\n"
        )
    return d


def workers_comp(g: Gen):
    d = g.doc("workers_comp_decision", g.c(["prose", "header_fields"]))
    worker, doc_, sup = g.people(3)
    d.line(
        g.c(
            [
                "WORKPLACE SAFETY AND INSURANCE APPEALS TRIBUNAL",
                "WorkSafeBC Review Division",
                "CNESST - Tribunal administratif du travail",
                "WORKERS' COMPENSATION APPEAL BOARD",
            ]
        )
    )
    d.line("Decision No. ", g.ncite(["ONWSIAT", "BCWCAT"]) if g.jur == "ca" else g.fileno())
    birth = g.date()
    d.line("Worker: ", worker("full"), "    Date of birth: ", g.dob(None, birth))
    d.line(*g.ref())
    d.line("Panel: ", g.official("Vice-Chair {s}"))
    d.line()
    d.add(
        "[1] The worker injured ",
        "her" if worker.gender == "F" else "his",
        " lower back on ",
        g.nd(),
        " while lifting pallets for ",
        g.k("eponymous_org"),
        ". The supervisor, ",
        sup("full"),
        ", completed the ",
        "employer's report.\n",
    )
    d.add(
        "[2] Dr. ",
        doc_("full"),
        " diagnosed a lumbar strain and later ",
        g.k("eponymous_term"),
        ". Dr. ",
        doc_("ref"),
        " recommended modified duties.\n",
    )
    if g.jur == "ca":
        kind = g.c(["on", "bc", "qc"])
        d.add(
            "[3] The file contains ",
            *g.poss(worker),
            " health card (",
            g.hc_label(kind),
            " ",
            *g.hc(worker, birth, kind),
            ").\n",
        )
    elif g.jur == "us":
        d.add("[3] The claim form lists SSN ", g.ssn(), ".\n")
    d.add("[4] Entitlement is allowed under ", g.section(), ".\n")
    return d


def securities(g: Gen):
    d = g.doc("securities_decision", "prose")
    r1, r2, inv = g.people(3)
    d.line(
        g.c(
            [
                "ONTARIO SECURITIES COMMISSION",
                "BRITISH COLUMBIA SECURITIES COMMISSION",
                "UNITED STATES SECURITIES AND EXCHANGE COMMISSION",
                "AUTORITÉ DES MARCHÉS FINANCIERS",
            ]
        )
    )
    d.line("Citation: ", g.ncite(["ONSEC", "BCSECCOM", "QCTMF"]) if g.jur == "ca" else g.fileno())
    d.line("IN THE MATTER OF ", r1("upper"), " and ", r2("upper"))
    d.line("Hearing panel: ", g.official("Commissioner {s}"), ", ", g.official("Commissioner {s}"))
    d.line()
    d.add(
        "1. Between ",
        g.nd(),
        " and ",
        g.nd(),
        ", ",
        r1("full"),
        " solicited investors through a website and a Telegram channel, promising returns tied to ",
        g.k("eponymous_org"),
        " shares.\n",
    )
    d.add(
        "2. Login records show that ",
        *g.mr(r1),
        " accessed the trading account from IP address ",
        g.ip(),
        " and later from ",
        g.ip(),
        ".\n",
    )
    d.add(
        "3. One investor, ",
        inv("full"),
        ", transferred funds from ",
        g.iban() if g.jur != "us" else g.cc(),
        " on ",
        g.nd(),
        ". ",
        *g.mr(inv),
        " never received a statement.\n",
    )
    d.add(
        "4. ",
        *g.mr(r2),
        " acted as a director and is jointly liable under ",
        g.section(),
        " of the ",
        g.statute(),
        ".\n",
    )
    return d


FRAMES = [
    (labour_decision, ("ca", "us")),
    (human_rights, ("ca", "us", "uk", "nz", "au", "za", "ke")),
    (refugee, ("ca", "us", "uk")),
    (landlord_tenant, ("ca", "us", "uk")),
    (workers_comp, ("ca", "us")),
    (securities, ("ca", "us", "hk", "sg")),
]
