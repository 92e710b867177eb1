"""Judgments, orders and awards."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen

CA_COURTS = [
    ("ONTARIO SUPERIOR COURT OF JUSTICE", "ONSC"),
    ("COURT OF APPEAL FOR ONTARIO", "ONCA"),
    ("SUPREME COURT OF BRITISH COLUMBIA", "BCSC"),
    ("COURT OF KING'S BENCH OF ALBERTA", "ABKB"),
    ("FEDERAL COURT", "FC"),
    ("COURT OF KING'S BENCH FOR SASKATCHEWAN", "SKKB"),
    ("SUPREME COURT OF NOVA SCOTIA", "NSSC"),
    ("COURT OF KING'S BENCH OF MANITOBA", "MBKB"),
]


def judgment_ca(g: Gen):
    d = g.doc("judgment_ca", "prose")
    a, b, w = g.people(3)
    court, abbr = g.c(CA_COURTS)
    d.line(court)
    d.line("Citation: ", g.ncite([abbr]))
    d.line("Court File No.: ", g.fileno())
    d.line("Date: ", g.nd())
    d.line()
    d.line(g.head("BETWEEN"), ":")
    d.line(*a.intro(g.r, formal=True), ", ", g.c(["Plaintiff", "Applicant", "Appellant"]))
    d.line("- and -")
    if g.chance(0.5):
        d.line(*b.intro(g.r, formal=True), ", ", g.c(["Defendant", "Respondent"]))
    else:
        d.line(g.k("eponymous_org"), ", Defendant")
    d.line()
    d.line("BEFORE: ", g.judge())
    d.line("HEARD: ", g.nd())
    d.line()
    d.line(g.head("REASONS FOR JUDGMENT"))
    d.add(
        "[1] ",
        *g.mr(a),
        " claims damages for wrongful dismissal after eleven years of service. The motion proceeds under ",
        g.section(),
        " and the principles in ",
        *g.cite(),
        ".\n",
    )
    d.add(
        "[2] The defendant's witness, ",
        w("full"),
        ", testified that ",
        *g.poss(a),
        " position was eliminated on ",
        g.nd(),
        ". I accept ",
        *g.poss(w),
        " evidence on that point",
    )
    if g.chance(0.5):
        d.add(
            ", although ",
            w("ref"),
            " conceded in cross-examination that the decision was made in ",
            g.k("place_name"),
        )
    d.add(".\n")
    d.add(
        "[3] At the time of dismissal ",
        *g.mr(a),
        " was being treated for ",
        g.k("eponymous_term"),
        ". The ",
        g.statute(),
        " applies. ",
    )
    if g.chance(0.6):
        d.add("Counsel for the defendant relied on ", *g.cite(), "; that case is distinguishable. ")
    d.add("The doctrine of ", g.k("latin_maxim"), " does not assist.\n")
    d.add("[4] The action is allowed. ", *g.mr(a), " is entitled to costs.\n\n", g.judge())
    return d


def judgment_qc_fr(g: Gen):
    g.jur, g.fr = "ca", True
    d = g.doc("judgment_qc_fr", "prose")
    a, b, c = g.people(3, None)
    if g.chance(0.6):
        a = g.person("fr-CA")
    d.line("COUR SUPÉRIEURE")
    d.line("CANADA\nPROVINCE DE QUÉBEC\nDISTRICT DE ", g.c(["MONTRÉAL", "QUÉBEC", "LONGUEUIL", "GATINEAU"]))
    d.line("N° : ", g.fileno())
    d.line("DATE : ", g.nd("fr"))
    d.line("SOUS LA PRÉSIDENCE DE ", g.judge())
    d.line()
    d.line(*a.intro(g.r, formal=True), "\nDemanderesse" if a.gender == "F" else "\nDemandeur")
    d.line("c.")
    d.line(*b.intro(g.r, formal=True), "\nDéfenderesse" if b.gender == "F" else "\nDéfendeur")
    d.line()
    d.line(g.head("MOTIFS DU JUGEMENT"))
    d.add(
        "[1] ",
        *g.mr(a),
        " réclame ",
        g.r.randint(12, 95),
        " 000 $ à ",
        *g.mr(b),
        " en vertu de l'",
        D_art(g),
        " à la suite d'un accident survenu le ",
        g.nd("fr"),
        ".\n",
    )
    d.add(
        "[2] Le témoin ",
        c("full"),
        ", voisin des parties, affirme avoir vu ",
        *g.mr(b),
        " quitter les lieux. Le Tribunal retient le témoignage de ",
        *g.mr(c),
        ".\n",
    )
    if g.chance(0.6):
        d.add(
            "[3] ",
            *g.mr(a),
            " est née le " if a.gender == "F" else " est né le ",
            g.dob("fr"),
            " et réside au ",
            *g.addr(),
            ".\n",
        )
    d.add(
        "[4] Le Tribunal s'appuie sur l'arrêt ",
        *g.cite(),
        " et rappelle la règle ",
        g.k("latin_maxim"),
        ".\n",
    )
    d.add(
        g.head("PAR CES MOTIFS, LE TRIBUNAL"),
        " :\n",
        "ACCUEILLE la demande;\nCONDAMNE ",
        b("upper"),
        " à payer la somme réclamée, avec les frais de justice.\n\n",
        g.judge(),
    )
    return d


def D_art(g: Gen):
    return D(
        "section_ref",
        g.c(["article 1457 C.c.Q.", "article 1458 C.c.Q.", "article 2925 C.c.Q.", "article 1474 C.c.Q."]),
    )


def judgment_qc_en(g: Gen):
    g.jur, g.fr = "ca", True
    d = g.doc("judgment_qc_en", "prose")
    a, b, w = g.people(3)
    d.line("SUPERIOR COURT (Civil Division)\nCANADA\nPROVINCE OF QUEBEC\nDISTRICT OF MONTREAL")
    d.line("No.: ", g.fileno(), "\nDATE: ", g.nd("long_us"))
    g.fr = False
    d.line("PRESIDING: ", g.judge())
    d.line()
    d.line(a("upper"), "\nPlaintiff\nv.\n", b("upper"), "\nDefendant")
    d.line()
    d.line(g.head("JUDGMENT"))
    d.add(
        "[1] The Plaintiff, ",
        a("full"),
        ", seeks the annulment of a deed of sale signed before a notary on ",
        g.nd(),
        " for the immovable located at ",
        *g.addr(),
        ".\n",
    )
    d.add(
        "[2] ",
        *g.mr(b),
        " contends that ",
        *g.poss(a),
        " consent was not vitiated. ",
        w("full"),
        ", the real estate broker, testified on ",
        g.nd(),
        ".\n",
    )
    d.add(
        "[3] Under ",
        g.section(),
        " and the ",
        g.statute(),
        ", the burden rests on ",
        *g.mr(a),
        ". See ",
        *g.cite(),
        ".\n",
    )
    if g.chance(0.5):
        d.add(
            "[4] The Court notes that ",
            *g.mr(w),
            " works for ",
            g.k("eponymous_org"),
            " and has no interest in the outcome.\n",
        )
    d.add("\nFOR THESE REASONS, THE COURT dismisses the claim, with legal costs.\n\n", g.judge())
    return d


def judgment_us(g: Gen):
    g.jur = "us"
    d = g.doc(g.c(["judgment_us_federal", "judgment_us_state"]), "prose")
    a, b, w = g.people(3)
    federal = d.kind.endswith("federal")
    d.line(
        g.c(
            [
                "UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ILLINOIS",
                "UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK",
                "UNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT",
            ]
        )
        if federal
        else g.c(
            [
                "SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS",
                "SUPERIOR COURT OF CALIFORNIA\nCOUNTY OF ALAMEDA",
                "CIRCUIT COURT OF COOK COUNTY, ILLINOIS",
                "DISTRICT COURT OF HARRIS COUNTY, TEXAS",
            ]
        )
    )
    d.line()
    d.line(
        a("upper"), ",\n    Plaintiff,\nv.\n", g.c([b("upper"), g.k("eponymous_org")]), ",\n    Defendant."
    )
    d.line()
    d.line(g.fileno())
    d.line()
    d.line(g.c(["MEMORANDUM OPINION AND ORDER", "OPINION", "DECISION AND ORDER"]))
    d.add(g.judge(), ":\n\n")
    d.add(
        "Plaintiff ",
        a("full"),
        " brings this action under ",
        g.statute(),
        ", alleging that ",
        "she" if a.gender == "F" else "he",
        " was terminated on ",
        g.nd(),
        ". Defendant moves for summary judgment under ",
        g.section(),
        ".\n\n",
    )
    d.add(
        "Summary judgment is appropriate where there is no genuine dispute of material fact. ",
        *g.cite(),
        ". The Court views the record in the light most favorable to ",
        *g.mr(a),
        ". See ",
        *g.cite(),
        ".\n\n",
    )
    d.add(
        "The only eyewitness, ",
        w("full"),
        ", was deposed on ",
        g.nd(),
        ". ",
        *g.mr(w),
        " testified that ",
        *g.mr(a),
        " had complained about the schedule. ",
    )
    if g.chance(0.5):
        d.add("The record also includes a letter that ", *g.mr(a), " sent from ", *g.addr(), ". ")
    d.add(
        "\n\nFor the foregoing reasons, the motion is DENIED. SO ORDERED.\n\nDated: ", g.nd(), "\n", g.judge()
    )
    return d


def judgment_uk(g: Gen):
    g.jur = "uk"
    d = g.doc("judgment_uk", "prose")
    a, b, w = g.people(3)
    court = g.c(["EWHC", "EWCA Civ", "EWFC", "EWHC (KB)"])
    d.line(
        "Neutral Citation Number: ",
        D("neutral_citation", f"[{g.r.randint(2018, 2024)}] {court} {g.r.randint(10, 3999)}"),
    )
    d.line("Case No: ", g.fileno())
    d.line("IN THE HIGH COURT OF JUSTICE\nKING'S BENCH DIVISION")
    d.line("Date: ", g.nd())
    d.line("Before :\n", g.judge())
    d.line("- - - - - - - - - - - - - - - - - - - - -")
    d.line("Between :\n", a("upper"), "    Claimant\n- and -\n", b("upper"), "    Defendant")
    d.line("- - - - - - - - - - - - - - - - - - - - -")
    d.line("Approved Judgment")
    d.add(g.judge(), ":\n\n")
    d.add(
        "1. This is a claim in negligence arising from a road traffic accident on ",
        g.nd(),
        " in ",
        g.k("place_name"),
        ". The Claimant, ",
        a("full"),
        ", was a pedestrian; the Defendant, ",
        b("full"),
        ", was driving.\n\n",
    )
    d.add("2. The test remains that in ", *g.cite(), ". I also bear in mind ", *g.cite(), ".\n\n")
    d.add(
        "3. I heard from ",
        w("full"),
        ", who lives at ",
        *g.addr(),
        " and saw the collision. I found ",
        *g.mr(w),
        " a careful witness. ",
        *g.mr(b),
        " was less impressive.\n\n",
    )
    d.add("4. Liability is established under the ", g.statute(), ". ", *g.mr(a), " is entitled to damages.\n")
    return d


CW = {
    "au": "FEDERAL COURT OF AUSTRALIA",
    "nz": "IN THE HIGH COURT OF NEW ZEALAND\nAUCKLAND REGISTRY",
    "in": "IN THE HIGH COURT OF DELHI AT NEW DELHI",
    "za": "IN THE HIGH COURT OF SOUTH AFRICA\n(WESTERN CAPE DIVISION, CAPE TOWN)",
    "sg": "IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE",
    "ke": "REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAIROBI",
    "ng": "IN THE FEDERAL HIGH COURT OF NIGERIA\nIN THE LAGOS JUDICIAL DIVISION",
    "gh": "IN THE SUPERIOR COURT OF JUDICATURE\nIN THE HIGH COURT OF JUSTICE, ACCRA",
    "hk": "IN THE HIGH COURT OF THE\nHONG KONG SPECIAL ADMINISTRATIVE REGION\nCOURT OF FIRST INSTANCE",
    "ph": "REPUBLIC OF THE PHILIPPINES\nREGIONAL TRIAL COURT\nMAKATI CITY, BRANCH 61",
    "jm": "IN THE SUPREME COURT OF JUDICATURE OF JAMAICA",
    "my": "DALAM MAHKAMAH TINGGI MALAYA DI KUALA LUMPUR",
    "ie": "THE HIGH COURT",
}


def judgment_cw(g: Gen):
    d = g.doc("judgment_commonwealth", "prose")
    a, b, w = g.people(3)
    d.line(CW[g.jur])
    d.line(g.fileno())
    d.line()
    d.line(g.head("BETWEEN"))
    d.line(a("upper"), " ..... ", g.c(["PLAINTIFF", "PETITIONER", "APPLICANT"]))
    d.line("AND")
    d.line(b("upper"), " ..... ", g.c(["DEFENDANT", "RESPONDENT"]))
    d.line()
    d.line("CORAM: ", g.judge())
    d.line(g.head("JUDGMENT"))
    d.add(
        "1. The ",
        g.c(["plaintiff", "petitioner", "applicant"]),
        ", ",
        a("full"),
        ", born on ",
        g.dob(),
        ", challenges the termination of ",
        "her" if a.gender == "F" else "his",
        " tenancy at ",
        *g.addr(),
        ".\n",
    )
    d.add("2. Reliance was placed on ", *g.cite(), " and on ", g.section(), " of the ", g.statute(), ".\n")
    d.add("3. ", w("full"), " (PW2) deposed that ", *g.mr(b), " issued the notice on ", g.nd(), ". ")
    if g.chance(0.5):
        d.add(*g.mr(w), " may be reached at ", g.phone(), ". ")
    d.add(
        "I find ",
        *g.mr(w),
        " credible.\n4. The principle of ",
        g.k("latin_maxim"),
        " applies. The ",
        g.c(["suit", "petition", "application"]),
        " succeeds.\n\n",
        g.judge(),
    )
    return d


FRAMES = [
    (judgment_ca, ("ca",)),
    (judgment_qc_fr, ("ca",)),
    (judgment_qc_en, ("ca",)),
    (judgment_us, ("us",)),
    (judgment_uk, ("uk",)),
    (judgment_cw, tuple(k for k in CW)),
]
