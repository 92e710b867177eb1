"""Money and property: liens, trust reconciliations, closing statements, discharges, estate accounts, collections."""

from __future__ import annotations

from r15_blocks import copies, lazy_line, sign
from r15_doc import Doc
from r15_gen import Gen


def _amt(g: Gen) -> str:
    return f"{g.n(20, 98000):,}.{g.n(0, 99):02d}"


def condo_lien_notice(g: Gen, d: Doc) -> None:
    owner, co, mgr, board = g.people(4)
    d.line("{o}", o=g.dec("eponymous_org"))
    d.line("Property Management · {p} · {e}", p=g.dec("institutional_phone"), e=g.dec("institutional_email"))
    d.blank()
    d.line("{t}", t=g.date())
    d.line("BY REGISTERED MAIL (tracking {r})", r=g.ref())
    d.line("{o} and {c}", o=g.nm(owner, "caps"), c=g.nm(co, "caps"))
    d.add(g.address(), "\n\n")
    d.line("Dear {t}:", t=g.tl(owner))
    d.line("{h} — arrears of common expenses: ${a} as of {t}.", h=g.heading(), a=_amt(g), t=g.date())
    d.line(
        "Under {s} of the {st}, the corporation will register a lien against unit {u} unless paid within 10 "
        "days. Payment may be made by e-transfer or to account {acct}.",
        s=g.dec("section_ref"),
        st=g.statute(),
        u=g.n(101, 2404),
        acct=g.acct(),
    )
    d.line("The board president, {b}, authorised this notice on {t}.", b=g.nm(board), t=g.date())
    d.line("Yours truly,")
    sign(g, d, mgr, "Condominium manager", dated=False)
    d.line("Direct line {p} · {e}", p=g.phone(ext=0.5), e=g.email(mgr))


def trust_reconciliation(g: Gen, d: Doc) -> None:
    clients = g.people(6)
    d.line("TRUST ACCOUNT RECONCILIATION — {o}", o=g.dec("eponymous_org"))
    d.line("Month ending {t}    Bank: {b}    Account: {a}", t=g.date(), b=g.bank_code(), a=g.acct())
    d.line("{c:<34}{m:<18}{r:>14}{v:>14}", c="Client", m="Matter", r="Receipts", v="Disbursed")
    for p in clients:
        d.line(
            "{c:<34}{m:<18}{r:>14}{v:>14}",
            c=g.nm(p, g.pick(["inverted_caps", "inverted", "full"])),
            m=g.court_file(),
            r=_amt(g),
            v=_amt(g),
        )
    d.line("{c:<34}{m:<18}{r:>14}{v:>14}", c="TOTAL", m="", r=_amt(g), v=_amt(g))
    d.blank()
    d.line(
        "Outstanding cheque #{n} payable to {p}; stale-dated deposit from {q}.",
        n=g.n(1000, 9999),
        p=g.nm(clients[1], "full"),
        q=g.nm(clients[4], "initials_surname"),
    )
    d.line(
        "Reconciled by {a} (bookkeeper) and reviewed by {b} on {t}.",
        a=g.nm(g.person()),
        b=g.nm(g.person()),
        t=g.date(),
    )
    d.line("Software: {v}", v=g.dec("product_version"))


def closing_statement(g: Gen, d: Doc) -> None:
    buyer, buyer2, seller, agent, lender_rep = g.people(5)
    d.line("STATEMENT OF ADJUSTMENTS / CLOSING STATEMENT")
    d.line("Purchaser(s): {a} and {b}", a=g.nm(buyer), b=g.nm(buyer2))
    d.line("Vendor:       {v}", v=g.nm(seller))
    d.add("Property:     ", g.address(), "\n")
    d.line("Closing date: {t}    Title no.: {r}", t=g.date(), r=g.ref())
    d.line("{h:-<72}", h="")
    rows = [
        ("Sale price", _amt(g)),
        ("Deposit paid to " + g.pick(["brokerage", "vendor's lawyer"]), _amt(g)),
        ("Property taxes adjusted", _amt(g)),
        ("Condo fees adjusted", _amt(g)),
        ("Land transfer tax", _amt(g)),
    ]
    for label, amount in rows:
        d.line("{a:<52}{b:>20}", a=label, b=amount)
    d.line("{h:-<72}", h="")
    d.line(
        "Balance due on closing payable to {v} by wire: IBAN {i}, {c}",
        v=g.nm(seller, "caps"),
        i=g.iban(),
        c=g.bank_code(),
    )
    d.line(
        "Mortgage advanced by {o}; lender contact {r}, {p}.",
        o=g.dec("eponymous_org"),
        r=g.nm(lender_rep),
        p=g.phone(),
    )
    d.line("Listing agent: {a} ({e})", a=g.nm(agent), e=g.email(agent))
    d.line("E. & O.E. — prepared {t}", t=g.date())


def mortgage_discharge_statement(g: Gen, d: Doc) -> None:
    m1, m2, officer = g.people(3)
    d.line("{o} — MORTGAGE DISCHARGE STATEMENT", o=g.dec("eponymous_org"))
    d.line("Mortgagor(s): {a}; {b}", a=g.nm(m1, "inverted_caps"), b=g.nm(m2, "inverted_caps"))
    d.line("Loan number: {n}    Statement date: {t}    Good until: {u}", n=g.ref(), t=g.date(), u=g.date())
    d.add("Mortgaged property: ", g.address(), "\n")
    d.line(
        "Principal outstanding ${a}; interest to {t} ${b}; prepayment charge ${c}; discharge fee $350.00.",
        a=_amt(g),
        t=g.date(),
        b=_amt(g),
        c=_amt(g),
    )
    d.line("Pre-authorised payments from account {a} will stop after discharge.", a=g.acct())
    d.line(
        "Send funds by wire to {c}, quoting the loan number; ABA/transit {r}.",
        c=g.bank_code(),
        r=g.bank_code(),
    )
    d.line(
        "Borrower contact on file: {p} / {e}    Card on file for fees: {c}",
        p=g.phone(),
        e=g.email(m1),
        c=g.card(),
    )
    d.line("Prepared by {o}, Discharge Unit, {p}.", o=g.nm(officer), p=g.dec("institutional_phone"))
    d.line("Registered under {s}.", s=g.statute())


def estate_accounting(g: Gen, d: Doc) -> None:
    dec, ex, b1, b2, b3 = g.people(5)
    d.line("## Estate of {n}, deceased", n=g.nm(dec))
    d.line(
        "Date of death: {t}. Estate trustee: {e}. Court file {f}.", t=g.date(), e=g.nm(ex), f=g.court_file()
    )
    d.blank()
    d.line("| Date | Item | Payee / Payor | Amount |")
    d.line("|---|---|---|---|")
    items = [
        ("Funeral account", g.dec("eponymous_org")),
        ("Distribution", g.nm(b1)),
        ("Distribution", g.nm(b2)),
        ("Refund of CPP overpayment", g.dec("official")),
        ("Sale of vehicle", g.nm(g.person())),
        ("Interim distribution", g.nm(b3)),
        ("Trustee compensation", g.nm(ex, "later")),
    ]
    for item, who in items:
        d.line("| {t} | {i} | {w} | {a} |", t=g.date(), i=item, w=who, a=_amt(g))
    d.blank()
    d.line(
        "Beneficiary {b} (born {dob}) is a minor; the share is held in trust under {s}.",
        b=g.nm(b3, "given"),
        dob=g.dob(2008, 2019),
        s=g.statute(),
    )
    d.line("The share of {b} was wired to IBAN {i} ({c}).", b=g.nm(b1, "later"), i=g.iban(), c=g.bank_code())
    d.line(
        "Passed before {j} on {t}. Objections were filed by {b}.",
        j=g.judge(),
        t=g.date(),
        b=g.nm(b2, "later"),
    )


def collection_agency_letter(g: Gen, d: Doc) -> None:
    debtor, collector = g.people(2)
    d.line("{o} — Collections", o=g.dec("eponymous_org"))
    d.line("{t}", t=g.date())
    d.line("{n}", n=g.nm(debtor, "caps"))
    d.add(g.address(), "\n\n")
    d.line("Re: account {a} — original creditor {c}", a=g.ref(), c=g.dec("eponymous_org"))
    d.line("Dear {t},", t=g.tl(debtor))
    d.line(
        "This is an attempt to collect a debt of ${a}. Our records show card {c}, date of birth {b} and "
        "{k} {n}.",
        a=_amt(g),
        c=g.card(),
        b=g.dob(1950, 2003),
        k="SIN" if g.jur == "ca" else "SSN",
        n=g.natid(),
    )
    d.line(
        "Unless you dispute the debt within 30 days (see {s} and the {st}), we will assume it is valid.",
        s=g.dec("section_ref"),
        st=g.statute(),
    )
    d.line(
        "Call {c} at {p} or pay online from IP address {ip} as last recorded.",
        c=g.nm(collector, "given"),
        p=g.phone(ext=0.6),
        ip=g.ip(),
    )
    d.line(
        "Reference {r} · Agency licence {l} · {u}", r=g.phone_ref(), l=g.ref(), u=g.dec("institutional_url")
    )


def credit_bureau_dispute(g: Gen, d: Doc) -> None:
    me, ex, co = g.people(3)
    d.line("{n}", n=g.nm(me))
    d.add(g.address(), "\n")
    d.line("{p} · {e}", p=g.phone(), e=g.email(me))
    d.blank()
    d.line("{t}", t=g.date())
    d.line("Disputes Department, {o}", o=g.dec("eponymous_org"))
    d.line("Re: request for investigation — file {r}", r=g.ref())
    d.blank()
    d.line("To whom it may concern,")
    d.line(
        "I am writing under {s} of the {st} to dispute entries on my credit file. My {idn} is {id} and my date "
        "of birth is {b}.",
        s=g.dec("section_ref"),
        st=g.statute(),
        idn="SIN" if g.jur == "ca" else "SSN",
        id=g.natid(),
        b=g.dob(1955, 2003),
    )
    d.line(
        "The account ending in {c} belongs to my former spouse, {x}, not to me. A second account was opened "
        "by {y} using my name; the police report number is {r}.",
        c=g.card(),
        x=g.nm(ex),
        y=g.nm(co),
        r=g.ssn_ref(),
    )
    d.line(
        "Please correct the file and send the results to {e}. Equifax/TransUnion reference: {u}.",
        e=g.dec("institutional_email"),
        u=g.dec("institutional_url"),
    )
    d.line("Sincerely,")
    d.line("{n}", n=g.nm(me, "full"))
    d.line("Enclosures: driver's licence {dl}; utility bill", dl=g.dl(me))


def billing_time_entries(g: Gen, d: Doc) -> None:
    staff = g.people(3)
    others = g.people(4)
    d.line("Date\tTimekeeper\tMatter\tHours\tNarrative")
    acts = [
        "Telephone call with {p} re settlement",
        "Review medical brief of {p}; note {t}",
        "Draft affidavit of {p}",
        "E-mail to {p} re {c}",
        "Prepare for examination of {p}",
        "Meeting with {p} and {q}",
    ]
    for i, act in enumerate(acts + acts[:2]):
        d.f(
            "{t}\t{k}\t{m}\t{h}\t",
            t=g.date(),
            k=g.nm(staff[i % 3], "initials"),
            m=g.court_file(),
            h=f"{g.n(1, 40) / 10:.1f}",
        )
        lazy_line(
            d,
            act,
            p=lambda i=i: g.nm(others[i % 4], g.pick(["full", "later", "inverted"])),
            q=lambda i=i: g.nm(others[(i + 1) % 4]),
            t=lambda: g.dec("eponymous_term"),
            c=lambda: g.case()[0],
        )
    d.line("Timekeepers\t{a}\t{b}\t{c}\t", a=g.nm(staff[0]), b=g.nm(staff[1]), c=g.nm(staff[2]))
    d.line("Exported from\t{v}\t\t\t", v=g.dec("product_version"))


def lease_assignment_consent(g: Gen, d: Doc) -> None:
    ll, t1, t2, guar = g.people(4)
    d.line("CONSENT TO ASSIGNMENT OF LEASE")
    d.line("Landlord: {a}    Assignor: {b}    Assignee: {c}", a=g.nm(ll), b=g.nm(t1), c=g.nm(t2))
    d.add("Premises: ", g.address(), "\n")
    d.line(
        "1. The Landlord consents to the assignment by {a} to {b} of the lease dated {t}.",
        a=g.tl(t1),
        b=g.nm(t2, "later"),
        t=g.date(),
    )
    d.line(
        "2. {g} (date of birth {b}) guarantees the Assignee's obligations; guarantor's licence {dl}.",
        g=g.nm(guar),
        b=g.dob(1950, 1998),
        dl=g.dl(guar),
    )
    d.line("3. Rent is paid by pre-authorised debit from account {a}.", a=g.acct())
    d.line("4. This consent is governed by {s} and {c}.", s=g.statute(), c=g.case())
    d.line("Signed on {t} at {p}.", t=g.date(), p=g.dec("place_name"))
    sign(g, d, ll, "Landlord")
    sign(g, d, t2, "Assignee")
    copies(g, d, [guar])


FRAMES = [
    ("condo_lien_notice", "letterhead", ("ca", "ca", "us"), "en", condo_lien_notice),
    ("trust_reconciliation", "fixed_width", None, "en", trust_reconciliation),
    ("closing_statement", "fixed_width", None, "en", closing_statement),
    (
        "mortgage_discharge_statement",
        "letterhead",
        ("ca", "us", "uk", "ie", "au", "nz"),
        "en",
        mortgage_discharge_statement,
    ),
    ("estate_accounting", "table_markdown", None, "en", estate_accounting),
    ("collection_agency_letter", "letterhead", ("ca", "us"), "en", collection_agency_letter),
    ("credit_bureau_dispute", "letter", ("ca", "us"), "en", credit_bureau_dispute),
    ("billing_time_entries", "tsv", None, "en", billing_time_entries),
    ("lease_assignment_consent", "form_fields", None, "en", lease_assignment_consent),
]
