"""Correspondence, chats, forms and investigation files."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen


def email(g: Gen):
    d = g.doc("email", "email")
    s, t, x = g.people(3)
    d.line('From: "', s("full"), '" <', g.email(s), ">")
    d.line("To: ", t("full"), " <", g.email(t), ">")
    if g.chance(0.5):
        d.line("Cc: ", g.k("institutional_email"))
    d.line("Date: ", g.nd("short"), " 9:14 AM")
    d.line("Subject: ", g.c(["Re: your claim", "documents for Monday", "Fwd: lease", "urgent - cheque"]))
    d.line()
    d.line("Hi ", t("given"), ",")
    d.line()
    d.add("Attached is the signed form. My new address is ", *g.addr(), " and my cell is ", g.phone(), ". ")
    if g.chance(0.5):
        d.add("For the refund, my bank details are ", *g.bank(), ". ")
    else:
        d.add("You can charge the retainer to my card ", g.cc(), ", exp 08/27. ")
    d.add(
        "Also, ",
        x("full"),
        " said you needed a copy of the ",
        *g.cite(False),
        " decision - it's on ",
        g.k("institutional_url"),
        ".\n\nThanks,\n",
        s("given"),
        "\n\nSent from my ",
        g.k("product_version"),
    )
    return d


def email_thread(g: Gen):
    d = g.doc("email_thread", "email")
    a, b, c = g.people(3)
    d.line("From: ", b("comma_mixed"), " <", g.email(b), ">")
    d.line("Sent: ", g.nd(), "\nTo: ", a("full"))
    d.line("Subject: RE: RE: witness list")
    d.line()
    d.line(a("given"), " - ", c("full"), " can testify on the 14th. Phone ", g.phone(ext=g.chance(0.5)), ".")
    d.line(b("given"))
    d.line()
    d.line("On ", g.nd("short"), ", ", a("full"), " <", g.email(a), "> wrote:")
    d.line("> Can you confirm whether ", c("given"), " is available? The hearing before")
    d.line("> ", g.judge(), " is set for two days.")
    d.line("> ", g.c([">", ""]), " Original message from ", g.k("institutional_email"), ":")
    d.line("> > Your file ", g.fileno(), " has been scheduled. Do not reply to this address.")
    if g.chance(0.5):
        d.line("> ", a("given"), " (", g.url(a), ")")
    return d


def letter(g: Gen):
    d = g.doc("letter", "letterhead")
    sender, to, re_ = g.people(3)
    d.line(g.k("law_firm"))
    d.line(g.c(["Barristers & Solicitors", "Avocats | Lawyers", "Solicitors", "Attorneys at Law"]))
    d.line()
    d.line(g.nd())
    d.line()
    d.line(g.c(["BY EMAIL AND REGISTERED MAIL", "WITHOUT PREJUDICE", "PRIVATE & CONFIDENTIAL"]))
    d.line(to.title() + " ", to("full"))
    d.add(*g.addr(multiline=True), "\n\n")
    d.line("Dear ", to.title(), " ", to("ref"), ":")
    d.line()
    d.line(
        "Re: ",
        re_("full"),
        " v. ",
        to("full"),
        "\n    Our file: ",
        D("reference_number", f"{g.r.randint(10000, 99999)}-{g.r.randint(1, 99):03d}"),
    )
    d.line()
    d.add(
        "We act for ",
        *g.mr(re_),
        " in connection with the incident of ",
        g.nd(),
        ". Our client's date of birth is ",
        g.dob(),
        " and ",
        "she" if re_.gender == "F" else "he",
        " may be reached through this office only.\n\n",
    )
    d.add("Please forward your insurer's details. We note the ", g.statute(), " limitation period.\n\n")
    d.add("Yours truly,\n\n", g.k("law_firm"), "\nPer: (counsel)\n\ncc: client; ", g.k("institutional_email"))
    return d


def memo(g: Gen):
    d = g.doc("memo", "header_fields")
    a, b, c = g.people(3)
    d.line(g.head("MEMORANDUM"))
    d.line("TO: File")
    d.line("FROM: Litigation clerk")
    d.line("DATE: ", g.nd())
    d.line("RE: ", a("upper"), " - ", g.fileno())
    d.line()
    d.add(
        "1. Intake call with ",
        a("full"),
        " (",
        g.phone(),
        "; ",
        g.email(a),
        "). Client reports that ",
        b("full"),
        ", a neighbour, damaged the fence. ",
        *g.mr(b),
        " is represented by ",
        g.k("eponymous_org"),
        ".\n",
    )
    d.add(
        "2. Possibly relevant: ",
        *g.cite(),
        "; ",
        g.statute(),
        ", ",
        g.section(),
        "; the ",
        g.k("doctrine"),
        ".\n",
    )
    d.add(
        "3. Client's spouse, ",
        c("given"),
        ", was present. ",
        *g.mr(a),
        " wants to proceed ",
        g.k("latin_maxim"),
        " if possible.\n",
    )
    if g.chance(0.5):
        d.add(
            "4. The strata manager's office is at ",
            g.k("eponymous_place"),
            ", phone ",
            g.k("institutional_phone"),
            ".\n",
        )
    return d


def chat_log(g: Gen):
    d = g.doc("chat_log", "chat")
    a, b, c = g.people(3)
    ha, hb = a("lgiven"), b("lgiven")
    d.line("[", g.nd("iso"), " 21:02] ", ha, ": did u talk to ", c("lower"), " about the deposit")
    d.line("[21:03] ", hb, ": yeah ", c("lgiven"), " says the landlord kept it")
    d.line("[21:03] ", hb, ": their number is ", g.phone(), " if u want to call")
    d.line("[21:05] ", ha, ": k. also can u send me ur email again")
    d.line("[21:05] ", hb, ": ", g.email(b))
    d.line(
        "[21:06] ",
        ha,
        ": lol did u see ",
        D("public_figure", g.k("public_figure").text.lower()),
        " at the game",
    )
    if g.chance(0.5):
        d.line("[21:08] ", hb, ": pay me back here pls ", g.cc() if g.chance(0.3) else g.url(b))
    d.line("[21:10] ", ha, ": ok. tell ", c("lref"), " to text me not ", g.k("historical_person"), " lmao")
    d.line("[21:11] ", hb, ": my ip got banned from the forum, it was ", g.ip())
    return d


def intake_form(g: Gen):
    d = g.doc("intake_form", "form_caps")
    p, ec = g.people(2)
    birth = g.date()
    d.line(g.c(["CLIENT INTAKE FORM", "LEGAL AID APPLICATION", "NEW MATTER INTAKE", "FORMULAIRE D'ACCUEIL"]))
    d.line("SURNAME: ", p("surname"))
    d.line("GIVEN NAME(S): ", p("given"))
    d.line("DATE OF BIRTH: ", g.dob(None, birth))
    d.line("ADDRESS: ", *g.addr())
    d.line("TELEPHONE: ", g.phone(), "    ALT: ", g.phone(ext=True))
    d.line("EMAIL: ", g.email(p))
    if g.chance(0.35):
        d.line("SOCIAL MEDIA / WEBSITE: ", g.url(p))
    if g.jur == "ca":
        kind = g.c(["on", "bc", "qc"])
        d.line("SIN: ", g.sin())
        d.line("HEALTH CARD (", kind.upper(), "): ", *g.hc(p, birth, kind))
    elif g.jur == "us":
        d.line("SSN: ", g.ssn())
    d.line("DRIVER'S LICENCE: ", g.dl(p))
    d.line(
        "EMERGENCY CONTACT: ",
        ec("full"),
        " (",
        g.c(["sister", "brother", "friend", "mother"]),
        ") ",
        g.phone(),
    )
    d.line("MATTER TYPE: ", g.c(["Family", "Employment", "Housing", "Immigration"]), "    OPENED: ", g.nd())
    d.line("REFERRED BY: ", g.k("eponymous_org"))
    return d


def hr_investigation(g: Gen):
    d = g.doc("hr_investigation_report", "prose")
    comp, resp, w1, w2 = g.people(4)
    d.line(g.head("PRIVILEGED AND CONFIDENTIAL"))
    d.line("Workplace Investigation Report - ", g.k("eponymous_org"))
    d.line("Complainant: ", comp("full"), "    Respondent: ", resp("full"))
    d.line("Date of report: ", g.nd())
    d.line()
    d.add(
        "1. The complainant alleges that ",
        *g.mr(resp),
        " sent sexual comments via Teams between ",
        g.nd(),
        " and ",
        g.nd(),
        ". Logs show the messages originated from ",
        g.ip(),
        ".\n",
    )
    d.add(
        "2. Witnesses interviewed: ",
        w1("full"),
        " (payroll) and ",
        w2("init"),
        " (reception). ",
        *g.mr(w1),
        " saw the messages on ",
        *g.poss(comp),
        " screen.\n",
    )
    d.add(
        "3. ",
        *g.mr(resp),
        " denied the allegations and said ",
        "her" if resp.gender == "F" else "his",
        " account was compromised; IT found a second login from ",
        g.ip(True),
        ".\n",
    )
    d.add(
        "4. Applying the ",
        g.statute(),
        " and the standard in ",
        *g.cite(False),
        ", the allegation is substantiated.\n",
    )
    return d


def insurance_claim(g: Gen):
    d = g.doc("insurance_claim_file", g.c(["header_fields", "form_caps"]))
    ins, third, adj = g.people(3)
    d.line(
        g.c(["Intact Insurance", "Aviva Canada", "State Farm", "Desjardins Assurances", "Allstate", "AXA"]),
        " - Claim Notes",
    )
    d.line(*g.ref())
    d.line("Insured: ", ins("full"), "    DOB: ", g.dob())
    d.line("Policy address: ", *g.addr())
    d.line("Driver's licence: ", g.dl(ins))
    d.line("Adjuster: ", adj("full"))
    d.line()
    d.add(
        "Loss date ",
        g.nd(),
        ". Insured rear-ended by ",
        third("full"),
        " (tel. ",
        g.phone(),
        ") near ",
        g.k("eponymous_place"),
        ". ",
    )
    if g.jur == "us":
        d.add("Claimant SSN ", g.ssn(), " collected for 1099 reporting. ")
    elif g.jur == "ca":
        kind = g.c(["on", "bc"])
        d.add("Accident benefits: health card ", *g.hc(ins, None, kind), ". ")
    d.add("Deductible paid by card ", g.cc(), ". Insured diagnosed with ", g.k("eponymous_term"), ".\n")
    return d


def ime_report(g: Gen):
    d = g.doc("medical_legal_report", "header_fields")
    pt, dr = g.people(2)
    birth = g.date()
    d.line(
        g.c(
            [
                "INDEPENDENT MEDICAL EXAMINATION",
                "MEDICAL-LEGAL REPORT",
                "EXPERTISE MÉDICALE",
                "FUNCTIONAL ABILITIES EVALUATION",
            ]
        )
    )
    d.line("Examinee: ", pt("comma"), "    Date of birth: ", g.dob(None, birth))
    if g.jur == "ca":
        kind = g.c(["on", "bc", "qc", "on"])
        d.line(g.hc_label(kind), ": ", *g.hc(pt, birth, kind))
    d.line("Referral: ", g.k("eponymous_org"), ", ", *g.ref())
    d.line("Assessor: Dr. ", dr("full"))
    d.line("Date of assessment: ", g.nd())
    d.line()
    d.add(g.head("HISTORY"), "\n")
    d.add(
        *g.mr(pt),
        " reports neck pain since a collision on ",
        g.nd(),
        ". Past history of ",
        g.k("eponymous_term"),
        ". ",
        pt("given"),
        " lives with a partner at ",
        *g.addr(),
        ".\n",
    )
    d.add(
        g.head("OPINION"),
        "\nOn a balance of probabilities the impairment is related to the accident. Dr. ",
        dr("ref"),
        "\n",
    )
    return d


FRAMES = [
    (email, ("ca", "us", "uk", "au", "nz", "in", "sg", "ie")),
    (email_thread, ("ca", "us", "uk", "au", "za")),
    (letter, ("ca", "us", "uk", "ie", "nz", "au", "jm")),
    (memo, ("ca", "us", "uk", "au")),
    (chat_log, ("ca", "us", "uk", "ph", "ng", "gh", "my")),
    (intake_form, ("ca", "us", "ca", "us", "uk", "au")),
    (hr_investigation, ("ca", "us", "uk", "sg", "hk")),
    (insurance_claim, ("ca", "us", "uk", "au")),
    (ime_report, ("ca", "us", "uk")),
]
