"""Contracts, leases, estate and family-law documents."""

from __future__ import annotations

from r11_doc import D
from r11_gen import Gen

FAMILY = {
    "ca": ["Family Law Act, R.S.O. 1990, c. F.3", "Divorce Act", "Family Law Act, S.B.C. 2011, c. 25"],
    "us": ["Uniform Marriage and Divorce Act", "California Family Code"],
    "uk": ["Matrimonial Causes Act 1973"],
    "nz": ["Property (Relationships) Act 1976", "Care of Children Act 2004"],
}


def _natid(g: Gen) -> list:
    if g.jur == "ca":
        return [", SIN ", g.sin()]
    if g.jur == "us":
        return [", SSN ", g.ssn()]
    return []


def services_contract(g: Gen):
    d = g.doc("services_contract", "prose")
    p, q = g.people(2)
    d.line(g.c(["CONSULTING SERVICES AGREEMENT", "INDEPENDENT CONTRACTOR AGREEMENT", "SERVICES AGREEMENT"]))
    d.line()
    d.add(
        "This Agreement is made on ",
        g.nd(),
        " between ",
        g.k("eponymous_org"),
        ' (the "Company") and ',
        p("full"),
        ", an individual residing at ",
        *g.addr(),
        ' (the "Contractor").\n\n',
    )
    d.add(
        g.head("RECITALS"),
        "\nA. The Company wishes to engage the Contractor to migrate its ",
        g.k("product_version"),
        " environment.\n\n",
    )
    d.add(
        "1. Fees are payable monthly to the Contractor's account: ",
        *(g.bank() if g.jur in ("ca", "us") else ["IBAN ", g.iban(g.c(["GB", "IE", "DE", "NL", "FR"]))]),
        ".\n",
    )
    d.add(
        "2. Notices to the Contractor: ", g.email(p), "; to the Company: ", g.k("institutional_email"), ".\n"
    )
    d.add(
        "3. This Agreement is interpreted ",
        g.k("latin_maxim"),
        " and governed by the laws of ",
        g.k("place_name"),
        ".\n\n",
    )
    d.add(
        g.head("IN WITNESS WHEREOF"),
        " the parties have signed.\n\n______________\n",
        p("full"),
        "\n\nWitness: ",
        q("full"),
    )
    return d


def lease(g: Gen):
    d = g.doc("residential_lease", g.c(["form_caps", "header_fields"]))
    ll, t1, t2 = g.people(3)
    d.line(
        g.c(
            ["RESIDENTIAL TENANCY AGREEMENT", "STANDARD FORM OF LEASE", "BAIL DE LOGEMENT", "LEASE AGREEMENT"]
        )
    )
    d.line("LANDLORD: ", ll("upper"), "    PHONE: ", g.phone())
    d.line("TENANT(S): ", t1("upper"), " and ", t2("upper"))
    d.line("RENTAL UNIT: ", *g.addr())
    d.line("TERM BEGINS: ", g.nd(), "    RENT: $", g.r.randint(900, 3400), "/month")
    d.line("TENANT CONTACT: ", g.email(t1), " / ", g.phone())
    if g.chance(0.6):
        d.line("TENANT ID CHECKED: driver's licence ", g.dl(t1))
    d.line()
    d.add(
        "The tenants ",
        *g.mr(t1),
        " and ",
        *g.mr(t2),
        " agree to the rules in Schedule A. The unit is near ",
        g.k("eponymous_place"),
        ". Rent increases are governed by the ",
        g.statute(),
        ".\n",
    )
    return d


def employment_agreement(g: Gen):
    d = g.doc("employment_agreement", "prose")
    e, mgr = g.people(2)
    d.line("EMPLOYMENT AGREEMENT")
    d.add(
        "\nBETWEEN ",
        g.k("eponymous_org"),
        ' (the "Employer") AND ',
        e("full"),
        ' (the "Employee"), born ',
        g.dob(),
        ", of ",
        *g.addr(),
        ".\n\n",
    )
    d.add("1. Start date: ", g.nd(), ". The Employee reports to ", mgr("full"), ", Director of Operations.\n")
    d.add(
        "2. Payroll details: ",
        *_natid(g)[1:],
        *([". Direct deposit: "] if _natid(g) else ["Direct deposit: "]),
        *(g.bank() if g.jur in ("ca", "us") else [g.iban()]),
        ".\n",
    )
    d.add("3. Statutory entitlements under the ", g.statute(), " are preserved.\n")
    d.add("4. The Employee's personal e-mail for notices is ", g.email(e), ".\n\n")
    d.add("Signed: ", e("full"), "    Date: ", g.nd())
    return d


def nda(g: Gen):
    d = g.doc("nda", "prose")
    p, q = g.people(2)
    d.line(g.c(["MUTUAL NON-DISCLOSURE AGREEMENT", "CONFIDENTIALITY AGREEMENT"]))
    d.add(
        "\nThis Agreement dated ",
        g.nd(),
        " is between ",
        g.k("eponymous_org"),
        " and ",
        p("full"),
        " of ",
        *g.addr(),
        '.\n\n1. "Confidential Information" includes source code for ',
        g.k("product_version"),
        ".\n",
    )
    d.add(
        "2. ",
        *g.mr(p),
        " shall not disclose Confidential Information to any person, including ",
        q("full"),
        ".\n",
    )
    d.add(
        "3. Notices: ",
        g.email(p),
        "; ",
        g.phone(),
        ".\n\n",
        g.head("IN WITNESS WHEREOF"),
        "\n\n",
        p("upper"),
        "\n\nper: authorised signatory of ",
        g.k("eponymous_org"),
    )
    return d


def will(g: Gen):
    d = g.doc("will", "prose")
    t, ex, b1, b2, w1 = g.people(5)
    d.line("LAST WILL AND TESTAMENT OF ", t("upper"))
    d.add("\nI, ", t("full"), ", of ", *g.addr(), ", born ", g.dob(), ", REVOKE all former wills.\n\n")
    d.add(
        "1. I APPOINT my ",
        g.c(["sister", "brother", "friend", "son", "daughter"]),
        ", ",
        ex("full"),
        ", to be the Executor of this Will.\n",
    )
    d.add("2. I GIVE my residence to ", b1("full"), " and my savings to ", b2("full"), " in equal shares.\n")
    d.add(
        "3. I GIVE $5,000 to the ",
        g.c(["Canadian Cancer Society", "Heart and Stroke Foundation", "RNLI", "Salvation Army"]),
        ".\n",
    )
    d.add(
        "4. If ", *g.mr(b1), " predeceases me, ", *g.poss(b1), " share passes to ", b1("ref"), "'s issue.\n\n"
    )
    d.add(
        "SIGNED by ",
        t("full"),
        " as a last will on ",
        g.nd("ordinal"),
        " in our presence:\n",
        w1("full"),
        ", witness\n",
        "(second witness illegible)",
    )
    return d


def poa(g: Gen):
    d = g.doc("power_of_attorney", g.c(["prose", "form_caps"]))
    grantor, att, alt = g.people(3)
    d.line(
        g.c(
            [
                "CONTINUING POWER OF ATTORNEY FOR PROPERTY",
                "DURABLE POWER OF ATTORNEY",
                "LASTING POWER OF ATTORNEY",
                "MANDAT DE PROTECTION",
                "ENDURING POWER OF ATTORNEY",
            ]
        )
    )
    d.add(
        "\nThis is a power of attorney given by ",
        grantor("full"),
        ", born ",
        g.dob(),
        ", of ",
        *g.addr(),
        ".\n",
    )
    d.add(
        "I appoint ",
        att("full"),
        " (",
        g.phone(),
        ") to be my attorney, and if ",
        *g.mr(att),
        " is unable to act, ",
        alt("full"),
        ".\n",
    )
    d.add(
        "This power of attorney is given under the ",
        g.statute(),
        " and continues during any incapacity (for example, ",
        g.k("eponymous_term"),
        ").\n",
    )
    if g.jur == "ca":
        d.add("Grantor's SIN for CRA purposes: ", g.sin(), ".\n")
    d.add("Signed at ", g.k("place_name"), " on ", g.nd(), ".")
    return d


def separation_agreement(g: Gen):
    d = g.doc("separation_agreement", "numbered_paragraphs")
    w, h, k1, k2 = g.people(4)
    d.line(g.head("SEPARATION AGREEMENT"))
    d.line("BETWEEN ", w("upper"), ' ("', w("given"), '") AND ', h("upper"), ' ("', h("given"), '")')
    d.line()
    d.line("1. The parties married on ", g.nd(), " and separated on ", g.nd(), ".")
    d.line(
        "2. The children are ",
        k1("given"),
        ", born ",
        g.dob(None, g.date(2006, 2021)),
        ", and ",
        k2("given"),
        ", born ",
        g.dob(None, g.date(2006, 2021)),
        ".",
    )
    d.line("3. ", w("given"), " will remain in the matrimonial home at ", *g.addr(), ".")
    d.line(
        "4. Child support of $",
        g.r.randint(400, 2900),
        " per month is payable on the first of each month to ",
        *(g.bank() if g.jur in ("ca", "us") else [g.iban()]),
        ".",
    )
    if g.jur == "ca":
        d.line(
            "5. Each party's SIN is disclosed for tax purposes only: ",
            w("given"),
            " ",
            g.sin(),
            "; ",
            h("given"),
            " ",
            g.sin(),
            ".",
        )
    d.line("6. This agreement is made under the ", D("statute", g.c(FAMILY.get(g.jur, FAMILY["uk"]))), ".")
    return d


def financial_statement(g: Gen):
    d = g.doc("family_financial_statement", "table_markdown")
    p, sp = g.people(2)
    d.line(
        "Form 13.1: Financial Statement (Property and Support Claims)"
        if g.jur == "ca"
        else "FINANCIAL AFFIDAVIT"
    )
    d.line("Party: ", p("full"), "    Date of birth: ", g.dob(), "    Spouse: ", sp("full"))
    d.line()
    d.line("| Item | Institution | Number | Value |")
    d.line("|---|---|---|---|")
    d.line(
        "| Chequing | ",
        g.c(["RBC", "TD", "Chase", "BMO", "Wells Fargo"]),
        " | ",
        *(g.bank()[:1] if g.jur != "us" else [g.bank()[-1]]),
        " | $",
        g.r.randint(100, 9000),
        " |",
    )
    d.line(
        "| Credit card | ",
        g.c(["Visa", "Mastercard", "Amex"]),
        " | ",
        g.cc(),
        " | -$",
        g.r.randint(100, 9000),
        " |",
    )
    d.line(
        "| RRSP | ",
        g.k("eponymous_org"),
        " | ",
        D("reference_number", f"RSP-{g.r.randint(1000000, 9999999)}"),
        " | $",
        g.r.randint(1000, 99000),
        " |",
    )
    d.line(
        "| Vehicle | ",
        g.c(["2018 Mazda CX-5", "2020 Kia Soul", "2016 Subaru Outback"]),
        " | VIN on file | $",
        g.r.randint(4000, 19000),
        " |",
    )
    d.line()
    d.add(
        "Sworn by ",
        p("full"),
        " on ",
        g.nd(),
        ". ",
        *(["SIN: ", g.sin()] if g.jur == "ca" else ["SSN: ", g.ssn()] if g.jur == "us" else []),
    )
    return d


def release(g: Gen):
    d = g.doc(g.c(["full_and_final_release", "settlement_agreement"]), "prose")
    rel, oth = g.people(2)
    d.line(g.head("TERMS OF SETTLEMENT") if d.kind == "settlement_agreement" else "FULL AND FINAL RELEASE")
    d.add(
        "\nIN CONSIDERATION of the payment of $",
        g.r.randint(5, 250),
        ",000, ",
        rel("full"),
        ' (the "Releasor"), of ',
        *g.addr(),
        ", releases ",
        g.k("eponymous_org"),
        " and ",
        oth("full"),
        " from all claims arising from the events of ",
        g.nd(),
        ".\n",
    )
    d.add("Payment shall be made to ", *(g.bank() if g.jur in ("ca", "us") else ["IBAN ", g.iban()]), ".\n")
    d.add(
        "The Releasor confirms receiving advice from ",
        g.k("eponymous_org"),
        ". ",
        *g.cite(),
        " does not apply.\n",
    )
    d.add(
        "The terms are confidential and ",
        g.head("WITHOUT PREJUDICE"),
        " until signed.\n\nDated ",
        g.nd(),
        "\n",
        rel("full"),
        "\nWitness: ",
        oth("init") if g.chance(0.5) else oth("full"),
    )
    return d


def notarial_deed(g: Gen):
    g.jur, g.fr = "ca", True
    d = g.doc("notarial_deed", "prose")
    v, a1, a2 = g.people(3)
    d.line("VENTE")
    d.line("L'AN DEUX MILLE VINGT-", g.c(["TROIS", "DEUX", "QUATRE"]), ", le ", g.nd("fr"), ".")
    d.line("DEVANT le notaire soussigné, pour la province de Québec, exerçant à ", g.k("place_name"), ".")
    d.line()
    d.line("COMPARAISSENT :")
    d.add(v("upper"), ", né(e) le ", g.dob("fr"), ", domicilié(e) au ", *g.addr(), ";\n")
    d.line("ci-après appelé(e) le « Vendeur »;")
    d.line("ET")
    d.add(a1("upper"), " et ", a2("upper"), ", domiciliés au ", *g.addr(), ";\n")
    d.line("ci-après appelés l'« Acheteur ».")
    d.add(
        "\nLE VENDEUR vend l'immeuble connu et désigné comme étant le lot ",
        D("reference_number", f"{g.r.randint(1, 6)} {g.r.randint(100, 999)} {g.r.randint(100, 999)}"),
        " du cadastre du Québec, conformément au ",
        g.statute(),
        ".\n",
    )
    d.add("Le prix est payé par virement au compte ", g.bank()[0], " du Vendeur.")
    return d


FRAMES = [
    (services_contract, ("ca", "us", "uk", "ie", "sg", "in")),
    (lease, ("ca", "us", "uk", "au", "nz", "za")),
    (employment_agreement, ("ca", "us", "uk", "ie", "my")),
    (nda, ("ca", "us", "uk", "hk", "sg")),
    (will, ("ca", "us", "uk", "au", "jm", "gh", "ie")),
    (poa, ("ca", "us", "uk", "au")),
    (separation_agreement, ("ca", "us", "uk", "nz")),
    (financial_statement, ("ca", "us")),
    (release, ("ca", "us", "uk", "au", "ie")),
    (notarial_deed, ("ca",)),
]
