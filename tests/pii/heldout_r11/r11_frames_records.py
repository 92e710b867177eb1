"""Records, registers, exports, scans and tables."""

from __future__ import annotations

from r11_doc import D, Mark
from r11_gen import Gen


def board_minutes(g: Gen):
    d = g.doc("board_minutes", "list")
    chair, sec, d1, d2 = g.people(4)
    d.line(
        "MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF ",
        g.c(
            [
                "NORTHWIND LOGISTICS INC.",
                "2417733 ONTARIO LTD.",
                "MAPLELEAF ROBOTICS CORP.",
                "KESTREL HOLDINGS LIMITED",
            ]
        ),
    )
    d.line("Held on ", g.nd(), " at ", g.k("eponymous_place"))
    d.line()
    d.line("Present: ", chair("full"), " (Chair); ", d1("full"), "; ", d2("init"))
    d.line("Also present: ", sec("full"), " (Corporate Secretary); representatives of ", g.k("eponymous_org"))
    d.line()
    d.line("1. Call to order. ", *g.mr(chair), " called the meeting to order at 10:05.")
    d.line(
        "2. Approval of minutes of ",
        g.nd(),
        " - moved by ",
        d1("ref"),
        ", seconded by ",
        d2("ref"),
        ". Carried.",
    )
    d.line(
        "3. Banking. RESOLVED that ",
        *g.mr(d1),
        " be added as signing officer on account ",
        *(g.bank()[:1] if g.jur != "us" else g.bank()),
        ".",
    )
    d.line("4. Litigation update: ", *g.cite(False), " appeal; hearing before ", g.judge(), ".")
    d.line("5. Adjournment. Next meeting ", g.nd(), ".")
    return d


def share_register(g: Gen):
    d = g.doc("share_register", "table_markdown")
    holders = g.people(g.r.randint(3, 5))
    d.line(
        "SECURITIES REGISTER - ", g.c(["Class A Common Shares", "Common Shares", "Preferred Shares Series 1"])
    )
    d.line()
    d.line("| Cert. | Holder | Address | Shares | Issued |")
    d.line("|---|---|---|---|---|")
    for i, h in enumerate(holders, 1):
        d.line(
            f"| C-{i:03d} | ",
            h("comma") if g.chance(0.5) else h("full"),
            " | ",
            *g.addr(),
            " | ",
            g.r.randint(10, 50000),
            " | ",
            g.nd("iso"),
            " |",
        )
    d.line(
        f"| C-{len(holders) + 1:03d} | ",
        g.k("eponymous_org"),
        " | (corporate holder) | ",
        g.r.randint(10, 50000),
        " | ",
        g.nd("iso"),
        " |",
    )
    return d


def payroll_csv(g: Gen):
    g.jur = "ca" if g.chance(0.6) else "us"
    sep = g.c([",", "\t"])
    d = g.doc("payroll_export", "csv" if sep == "," else "tsv")
    ppl = g.people(g.r.randint(3, 5))
    cols = [
        "employee_id",
        "last_name",
        "first_name",
        "dob",
        "sin" if g.jur == "ca" else "ssn",
        "phone",
        "email",
    ]
    d.line(sep.join(cols))
    for p in ppl:
        d.line(
            f"E{g.r.randint(10000, 99999)}",
            sep,
            p("surname"),
            sep,
            p("given"),
            sep,
            g.dob("iso"),
            sep,
            g.sin() if g.jur == "ca" else g.ssn(),
            sep,
            g.phone(),
            sep,
            g.email(p),
        )
    return d


def bank_export(g: Gen):
    g.jur = g.c(["ca", "us", "uk", "ie"])
    d = g.doc("direct_deposit_export", g.c(["csv", "tsv"]))
    sep = "," if d.shape == "csv" else "\t"
    ppl = g.people(g.r.randint(3, 4))
    d.line(sep.join(["name", "bank_details", "amount", "memo"]))
    for p in ppl:
        if g.jur == "ca":
            acct = g.bank()
        elif g.jur == "us":
            acct = ["routing:", g.bank()[1], " acct:", g.bank()[3]]
        else:
            acct = [g.iban(g.jur.upper() if g.jur != "uk" else "GB")]
        d.line(
            '"',
            p("comma_mixed"),
            '"',
            sep,
            *acct,
            sep,
            f"{g.r.randint(100, 9999)}.{g.r.randint(0, 99):02d}",
            sep,
            g.ref()[1],
        )
    return d


def proof_of_claim(g: Gen):
    g.jur = g.c(["ca", "us"])
    d = g.doc("proof_of_claim", "form_caps")
    debtor, cred = g.people(2)
    d.line(g.head("PROOF OF CLAIM"))
    d.line("IN THE MATTER OF THE BANKRUPTCY OF ", debtor("upper"), " of ", g.k("place_name"))
    d.line(
        "ESTATE NO.: ",
        g.fileno() if g.jur == "us" else D("court_file_number", f"31-{g.r.randint(1000000, 3999999)}"),
    )
    d.line("CREDITOR: ", cred("full"))
    d.line("CREDITOR ADDRESS: ", *g.addr())
    d.line("CREDITOR PHONE: ", g.phone(), "    EMAIL: ", g.email(cred))
    d.line("DEBTOR'S ", "SIN" if g.jur == "ca" else "SSN", ": ", g.sin() if g.jur == "ca" else g.ssn())
    d.line(
        "AMOUNT OF CLAIM: $", g.r.randint(1000, 90000), ".00    BASIS: unpaid personal loan dated ", g.nd()
    )
    d.line("TRUSTEE: ", g.official("Trustee in Bankruptcy {g} {s}"), " c/o ", g.k("eponymous_org"))
    d.line("Filed under ", g.section(), " of the ", g.statute())
    return d


def land_title(g: Gen):
    d = g.doc("land_title_extract", "form_caps")
    o1, o2, mtg = g.people(3)
    d.line(
        g.c(
            [
                "PARCEL REGISTER (ABBREVIATED) FOR PROPERTY IDENTIFIER",
                "TITLE SEARCH RESULT",
                "CERTIFICATE OF TITLE",
                "REGISTRE FONCIER DU QUÉBEC - INDEX DES IMMEUBLES",
            ]
        )
    )
    d.line(
        "PIN/TITLE NO.: ",
        D("reference_number", f"{g.r.randint(10000, 99999)}-{g.r.randint(1000, 9999)} (LT)"),
    )
    d.line("PROPERTY: ", *g.addr())
    d.line("REGISTERED OWNER(S): ", o1("upper"), " AND ", o2("upper"), " AS JOINT TENANTS")
    d.line("DATE OF REGISTRATION: ", g.nd())
    d.line()
    d.line("INSTRUMENT | DATE | PARTY FROM | PARTY TO")
    d.line("TRANSFER | ", g.nd("iso"), " | ", g.k("eponymous_org"), " | ", o1("comma"), "; ", o2("comma"))
    d.line(
        "CHARGE | ",
        g.nd("iso"),
        " | ",
        o1("comma"),
        " | ",
        g.c(["ROYAL BANK OF CANADA", "HSBC BANK PLC", "WESTPAC BANKING CORPORATION"]),
    )
    d.line("CAUTION | ", g.nd("iso"), " | ", mtg("upper"), " | (private lender)")
    return d


def _hyph(text: str, r) -> str:
    if len(text) > 6 and text.isalpha() and r.random() < 0.5:
        cut = len(text) // 2
        return text[:cut] + "-\n" + text[cut:]
    return text


def ocr_scan(g: Gen):
    d = g.doc("ocr_scan", "ocr")
    p, q = g.people(2)
    d.line("[scanned page 2 of 4 - OCR]")
    d.add(g.c(["AFFI DAVIT", "DEC LARATION", "LETTER OF  COMPLAINT"]), "\n\n")
    sur = p.text("surname") if p.script == "Latn" else p.text("latin")
    d.add(
        "I ,  ",
        p("ocr"),
        ", of the Cit y of ",
        g.k("place_name"),
        " ,  make oath\nand say that on  ",
        g.nd(),
        " the re-\n",
    )
    d.add(
        "spondent ",
        Mark(_hyph(q.text("ref"), g.r), label="PERSON", loc=q.loc),
        " entered my  home at\n",
        *g.addr(),
        " with-\nout consent .\n",
    )
    d.add("2.  My  phone number is ", g.phone(), " and my e-\nmail is ", g.email(p), " .\n")
    d.add(
        "3.  Mr . /Ms . ",
        Mark(sur.upper(), label="PERSON", loc=p.loc),
        " has been diagnosed with ",
        g.k("eponymous_term"),
        " .\n",
    )
    if g.jur == "ca":
        d.add("4.  S.I.N.  ", g.sin(), "   D.O.B.  ", g.dob(), "\n")
    elif g.jur == "us":
        d.add("4.  S.S.N.  ", g.ssn(), "   D.O.B.  ", g.dob(), "\n")
    d.add("SWORN before me ... ", g.k("place_name"), "  ", g.nd())
    return d


def contact_table(g: Gen):
    d = g.doc(g.c(["witness_list", "service_list"]), "table_markdown")
    ppl = g.people(g.r.randint(3, 5))
    d.line("## ", "Witness list" if d.kind == "witness_list" else "Service list", " - ", g.fileno())
    d.line()
    d.line("| Name | Role | Phone | E-mail |")
    d.line("|------|------|-------|--------|")
    for p in ppl:
        d.line(
            "| ",
            *p.intro(g.r),
            " | ",
            g.c(["fact witness", "party", "neighbour", "expert", "interested person"]),
            " | ",
            g.phone(intl=g.c([None, None, None, "uk", "in", "ph"])),
            " | ",
            g.email(p),
            " |",
        )
    d.line("| Registry | court | ", g.k("institutional_phone"), " | ", g.k("institutional_email"), " |")
    return d


def payment_auth(g: Gen):
    d = g.doc("payment_authorization", "form_caps")
    p = g.person()
    d.line(g.c(["CREDIT CARD AUTHORIZATION FORM", "PRE-AUTHORIZED DEBIT AGREEMENT", "RETAINER PAYMENT FORM"]))
    d.line("CARDHOLDER NAME: ", p("upper"))
    d.line("BILLING ADDRESS: ", *g.addr())
    d.line("CARD NUMBER: ", g.cc(), "    EXPIRY: ", f"{g.r.randint(1, 12):02d}/{g.r.randint(25, 30)}")
    d.line("EMAIL FOR RECEIPT: ", g.email(p))
    if g.jur in ("ca", "us") and g.chance(0.6):
        d.line("OR DEBIT FROM: ", *g.bank())
    elif g.jur not in ("ca", "us"):
        d.line("OR TRANSFER FROM IBAN: ", g.iban())
    d.line("CLIENT IP AT SIGNING: ", g.ip())
    d.line("PAYEE: ", g.k("eponymous_org"), "    ", g.k("bank_code"))
    d.line("SIGNED: ", p("full"), "    DATE: ", g.nd())
    return d


FRAMES = [
    (board_minutes, ("ca", "us", "uk", "sg", "my", "hk")),
    (share_register, ("ca", "us", "uk", "au", "nz")),
    (payroll_csv, ("ca", "us")),
    (bank_export, ("ca", "us", "uk", "ie")),
    (proof_of_claim, ("ca", "us")),
    (land_title, ("ca", "au", "nz", "uk")),
    (ocr_scan, ("ca", "us", "uk", "in", "ng", "gh", "za")),
    (contact_table, ("ca", "us", "uk", "au", "ph")),
    (payment_auth, ("ca", "us", "uk", "ie", "au")),
]
