"""Pleadings, sworn evidence, transcripts and official reports."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen


def pleading(g: Gen):
    d = g.doc("pleading", "numbered_paragraphs")
    p, dfd, w = g.people(3)
    d.line(g.fileno())
    d.line(
        g.c(
            [
                "ONTARIO\nSUPERIOR COURT OF JUSTICE",
                "IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT\n"
                "IN AND FOR MIAMI-DADE COUNTY, FLORIDA",
                "IN THE COUNTY COURT AT CENTRAL LONDON",
                "SUPREME COURT OF BRITISH COLUMBIA",
            ]
        )
    )
    d.line(
        "BETWEEN:\n",
        p("upper"),
        "\nPlaintiff\nand\n",
        dfd("upper"),
        " and ",
        g.k("eponymous_org"),
        "\nDefendants",
    )
    d.line(
        g.c(
            [
                "STATEMENT OF CLAIM",
                "COMPLAINT AND DEMAND FOR JURY TRIAL",
                "PARTICULARS OF CLAIM",
                "NOTICE OF CIVIL CLAIM",
            ]
        )
    )
    d.line()
    d.line("1. The plaintiff claims general damages, special damages and costs.")
    d.line("2. The plaintiff, ", p("full"), ", is an individual residing at ", *g.addr(), ".")
    d.line(
        "3. The defendant ",
        dfd("full"),
        " is the registered owner of a ",
        g.c(["2019 Honda Civic", "Ford F-150", "Toyota RAV4 (2021)", "Tesla Model 3"]),
        " which struck the plaintiff on ",
        g.nd(),
        ".",
    )
    d.line(
        "4. ",
        *g.mr(dfd),
        " was impaired. Cst. ",
        D("official", f"{g.c(['Dubé', 'Okoro', 'Lindgren'])} #{g.r.randint(1000, 9999)}"),
        " attended the scene.",
    )
    d.line("5. A passer-by, ", w("full"), ", called 911 and remained with ", *g.mr(p), ".")
    d.line("6. As a result ", *g.mr(p), " suffered a ", g.k("eponymous_term"), " and lost income.")
    d.line("7. The plaintiff pleads and relies on the ", g.statute(), " and ", g.section(), ".")
    d.line()
    d.add("Date of issue: ", g.nd(), "\nIssued by: ", g.official("Deputy Registrar {g} {s}"))
    return d


def affidavit(g: Gen):
    d = g.doc("affidavit", "numbered_paragraphs")
    dep, other, kid = g.people(3)
    d.line("Court File No. ", g.fileno())
    d.line(g.head("AFFIDAVIT"), " OF ", dep("upper"))
    d.line()
    d.line(
        "I, ",
        dep("full"),
        ", of the City of ",
        g.k("place_name"),
        ", ",
        g.c(["MAKE OATH AND SAY", "SOLEMNLY AFFIRM", "STATE UNDER PENALTY OF PERJURY"]),
        ":",
    )
    d.line(
        "1. I am the ",
        g.c(["mother", "father", "grandmother", "guardian"]),
        " of ",
        kid("given"),
        ", born on the ",
        g.dob(g.c(["ordinal", "long_us", "long_uk"]), kid_birth := g.date(2007, 2021)),
        ", and I have personal knowledge of the matters deposed to.",
    )
    d.line("2. I reside at ", *g.addr(), ". My telephone number is ", g.phone(), ".")
    if g.jur == "ca" and g.chance(0.7):
        kind = g.c(["on", "bc", "qc"])
        d.line(
            "2A. ",
            kid("given"),
            "'s health card (",
            g.hc_label(kind),
            ") is ",
            *g.hc(kid, kid_birth, kind),
            " and remains in my possession.",
        )
    d.line(
        "3. ",
        other("full"),
        " is ",
        kid("given"),
        "'s other parent. On ",
        g.nd(),
        ", ",
        *g.mr(other),
        " failed to return ",
        kid("given"),
        " after the weekend.",
    )
    d.line('4. Attached as Exhibit "A" are text messages from ', *g.mr(other), " sent from ", g.phone(), ".")
    if g.chance(0.5):
        d.line("5. ", *g.mr(other), " posts publicly at ", g.url(other), " about the litigation.")
    d.line(
        "6. I make this affidavit in support of a motion under ", g.section(), " and for no improper purpose."
    )
    d.line()
    d.add(
        "SWORN before me at ",
        g.k("place_name"),
        " on ",
        g.nd(),
        ".\n\n",
        "A Commissioner for taking affidavits\n\n",
        dep("full"),
    )
    return d


def stat_dec(g: Gen):
    d = g.doc("statutory_declaration", g.c(["prose", "form_caps"]))
    dec, dec2 = g.people(2)
    d.line("STATUTORY DECLARATION")
    d.line(
        g.c(
            [
                "CANADA\nPROVINCE OF ONTARIO",
                "AUSTRALIA\nSTATE OF NEW SOUTH WALES",
                "IN THE MATTER OF THE Statutory Declarations Act 1835",
                "REPUBLIC OF SOUTH AFRICA",
                "NEW ZEALAND",
            ]
        )
    )
    d.line()
    d.add(
        "I, ",
        dec("full"),
        ", of ",
        *g.addr(),
        ", born ",
        g.dob(),
        ", do solemnly and sincerely declare that:\n",
    )
    d.add(
        "1. I have known ",
        dec2("full"),
        " for ",
        g.r.randint(3, 30),
        " years and ",
        *g.mr(dec2),
        " resided with me continuously from ",
        g.nd(),
        ".\n",
    )
    if g.jur == "ca":
        d.add(
            "2. My social insurance number is ",
            g.sin(),
            " and my driver's licence number is ",
            g.dl(dec),
            ".\n",
        )
    else:
        d.add("2. My driver licence number is ", g.dl(dec), ".\n")
    d.add(
        "3. I make this solemn declaration conscientiously believing it to be true, and knowing that it is of "
        "the same force and effect as if made under oath.\n\nDeclared before me at ",
        g.k("place_name"),
        " this ",
        g.nd("ordinal"),
        ".\n\n______________________\n",
        dec("upper"),
    )
    return d


def deposition(g: Gen):
    d = g.doc("deposition_transcript", "transcript")
    wit, other, boss = g.people(3)
    d.line(
        "UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF MICHIGAN"
        if g.jur == "us"
        else g.c(
            [
                "ONTARIO SUPERIOR COURT OF JUSTICE",
                "SUPREME COURT OF BRITISH COLUMBIA",
                "COURT OF KING'S BENCH OF ALBERTA",
            ]
        )
    )
    d.line(g.fileno())
    d.line("DEPOSITION OF " if g.jur == "us" else "EXAMINATION FOR DISCOVERY OF ", wit("upper"))
    d.line("Taken on ", g.nd(), " at the offices of ", g.k("eponymous_org"))
    d.line("Reported by: ", g.official("Commissioner {s}"))
    d.line()
    d.line(wit("upper"), ", having been first duly sworn, testified as follows:")
    d.line()
    d.line("Q. Please state your full name for the record.")
    d.line("A. ", wit("full"), ".")
    d.line("Q. And your date of birth?")
    d.line("A. ", g.dob(None, wit_birth := g.date()), ".")
    d.line("Q. What is your current address?")
    d.line("A. ", *g.addr(), ".")
    if g.jur == "us" and g.chance(0.6):
        d.line("Q. For the record, the last four... actually, the full Social Security number on your W-2?")
        d.line("A. It's ", g.ssn(), ".")
    if g.jur == "ca":
        kind = g.c(["on", "on", "bc", "qc"])
        d.line("Q. And your provincial health card number, for the OHIP subrogation claim?")
        d.line("A. ", *g.hc(wit, wit_birth, kind), ".")
    d.line("Q. Who was your supervisor at the warehouse?")
    d.line("A. ", boss("given"), ". ", boss("full"), ".")
    d.line("Q. Did ", *g.mr(boss), " ever discuss ", *g.poss(other), " complaint with you?")
    d.line("A. Not directly. I heard about it from ", other("given"), ".")
    d.line(
        "Q. I'm showing you what's been marked as Exhibit 14, an e-mail from ",
        g.email(boss, "acmefreight.com"),
        " dated ",
        g.nd(),
        ". Do you recognize it?",
    )
    d.line("A. Yes. That was sent to my personal address, ", g.email(wit), ".")
    d.line("COUNSEL FOR DEFENDANT: Objection, form.")
    d.line(
        "THE WITNESS: I can answer. ",
        *g.mr(boss),
        " sent it from ",
        g.c(["an ", "the "]),
        g.k("product_version"),
        ".",
    )
    return d


def hearing_transcript(g: Gen):
    d = g.doc("hearing_transcript", "transcript")
    wit, party, interp = g.people(3)
    d.line(g.c(["PROCEEDINGS AT HEARING", "TRANSCRIPT OF PROCEEDINGS", "VERBATIM RECORD"]), " - ", g.nd())
    d.line("Before: ", g.judge() if g.chance(0.6) else g.official("Presiding Member {s}"))
    d.line()
    d.line("THE COURT: Please call your next witness.")
    d.line("COUNSEL FOR THE APPLICANT: The applicant calls ", wit("full"), ".")
    d.line("THE CLERK: Please state and spell your name.")
    d.line("THE WITNESS: ", wit("full"), ". First name ", wit("given"), ".")
    if g.chance(0.5):
        d.line(
            "THE INTERPRETER: For the record, I am ",
            interp("full"),
            ", accredited ",
            g.c(["Arabic", "Tigrinya", "Punjabi", "Mandarin", "Spanish", "Farsi"]),
            " interpreter.",
        )
    d.line()
    d.line("EXAMINATION IN-CHIEF:")
    d.line("Q. How do you know ", party("full"), "?")
    d.add("A. ", party("given"), " rented the basement from me at ", *g.addr(), ".\n")
    d.line("Q. When did ", *g.mr(party), " move out?")
    d.line("A. On ", g.nd(), ". I texted ", party("given"), " from my number, ", g.phone(), ".")
    d.line()
    d.add(wit("upper"), ": May I add something?\n")
    d.line("THE COURT: Briefly.")
    d.line(wit("upper"), ": The lease was signed near ", g.k("eponymous_place"), ".")
    return d


def police_report(g: Gen):
    d = g.doc("police_occurrence_report", "form_caps")
    subj, comp, wit = g.people(3)
    d.line(
        g.c(
            [
                "TORONTO POLICE SERVICE",
                "ROYAL CANADIAN MOUNTED POLICE",
                "SERVICE DE POLICE DE LA VILLE DE MONTRÉAL",
                "CHICAGO POLICE DEPARTMENT",
                "METROPOLITAN POLICE SERVICE",
                "NEW ZEALAND POLICE",
                "NEW SOUTH WALES POLICE FORCE",
            ]
        ),
        " - GENERAL OCCURRENCE REPORT",
    )
    d.line(
        "OCCURRENCE NO: ",
        D(
            "reference_number",
            f"{g.r.choice(['GO', 'RCMP', 'PR', 'JD', 'CAD'])}"
            f"{g.r.randint(2019, 2024)}-{g.r.randint(100000, 9999999)}",
        ),
    )
    d.line(
        "REPORTED: ",
        g.nd(),
        "    OFFICER: ",
        g.official(g.c(["Cst. {s} #{n}", "Officer {s} (badge #{n})", "Sergeant {s} #{n}"])),
    )
    d.line("SUBJECT: ", subj("comma"))
    subj_birth = g.date()
    d.line("DOB: ", g.dob(g.c(["iso", "num_uk", "abbr", "num_us"]), subj_birth), "    SEX: ", subj.gender)
    d.line("ADDRESS: ", *g.addr())
    d.line("PHONE: ", g.phone())
    d.line("DL#: ", g.dl(subj))
    if g.jur == "ca" and g.chance(0.6):
        kind = g.c(["on", "bc", "qc"])
        d.line("HEALTH CARD: ", *g.hc(subj, subj_birth, kind), "    (mental health apprehension - s. 17 MHA)")
    d.line("COMPLAINANT: ", comp("comma"), "    PHONE: ", g.phone())
    d.line()
    d.line("NARRATIVE:")
    d.add(
        "On the above date police attended ",
        g.k("eponymous_place"),
        " re: a disturbance. COMPLAINANT ",
        comp("upper"),
        " advised that SUBJECT ",
        subj("upper"),
        " threw a coffee from ",
        g.k("eponymous_org"),
        " at " + ("her" if comp.gender == "F" else "him") + ". WITNESS ",
        wit("full"),
        " (",
        g.phone(),
        ") confirmed. ",
        subj("surname"),
        " was cautioned and released.\n",
    )
    if g.chance(0.5):
        d.add(
            "SUBJECT's phone (",
            g.k("product_version"),
            ") was seized; IMEI logged. Last IP seen: ",
            g.ip(),
            ".\n",
        )
    return d


def child_protection(g: Gen):
    d = g.doc("child_protection_report", g.c(["header_fields", "prose"]))
    mom, dad, kid, worker = g.people(4)
    birth = g.date(2010, 2021)
    d.line(
        g.c(
            [
                "Children's Aid Society of Toronto",
                "Ministry of Children and Family Development",
                "Department of Children and Family Services",
                "Oranga Tamariki",
                "Children's Services",
            ]
        ),
        " - Safety Assessment",
    )
    d.line(
        "Case no.: ",
        g.fileno() if g.chance(0.3) else D("reference_number", f"CAS-{g.r.randint(100000, 999999)}"),
    )
    d.line("Child: ", kid("full"), "    DOB: ", g.dob(None, birth))
    if g.jur == "ca":
        kind = g.c(["on", "bc", "qc"])
        d.line("Health card: ", *g.hc(kid, birth, kind))
    d.line("Parent(s): ", mom("full"), "; ", dad("full"))
    d.line("Residence: ", *g.addr())
    d.line("Worker: ", worker("full"), " (case worker)")
    d.line()
    d.add(
        "Summary: On ",
        g.nd(),
        " the school reported that ",
        kid("given"),
        " arrived without lunch for the third time. ",
        *g.mr(mom),
        " was cooperative and disclosed that ",
        *g.mr(dad),
        " left the home on ",
        g.nd(),
        ". ",
        kid("given"),
        " has ",
        g.k("eponymous_term"),
        " and needs daily medication.\n",
    )
    d.add("Plan: follow-up visit; contact ", *g.mr(mom), " at ", g.phone(), ".\n")
    return d


FRAMES = [
    (pleading, ("ca", "us", "uk")),
    (affidavit, ("ca", "us", "uk", "au", "nz", "jm", "in", "ke")),
    (stat_dec, ("ca", "au", "uk", "za", "nz")),
    (deposition, ("us", "ca")),
    (hearing_transcript, ("ca", "us", "uk", "au", "ie")),
    (police_report, ("ca", "us", "uk", "nz", "au")),
    (child_protection, ("ca", "us", "uk", "nz")),
]
