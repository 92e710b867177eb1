"""Real-estate trades, mortgage files, subrogation, litigation holds, legal-aid billing, KYC/AML, wires, cheques."""

from __future__ import annotations

from r16_blocks import foot, head, qp_mark, registry, sign, sql

FRAMES, frame = registry()


@frame("real_estate_trade_record", "form_fields", jurs=["ca", "us"])
def trade_record(g, d):
    s1, s2, b1, agent, agent2 = g.people(5)
    head(g, d, "TRADE RECORD SHEET")
    d.line("Brokerage: {o}    Listing brokerage: {o2}", o=g.org(), o2=g.org())
    d.line("Seller(s): {a} / {b}", a=g.name(s1), b=g.name(s2, "comma"))
    d.line("Buyer: {b}    DOB: {dob}    ID: {dl}", b=g.name(b1), dob=g.dob(), dl=g.licence(b1))
    d.line("Property: {ad}", ad=g.address())
    d.line("Buyer's current address: {ad}", ad=g.address(multiline=True))
    d.line("Closing: {dt}    MLS: {r}", dt=g.date(), r=g.ref())
    d.line("Deposit from account: {acc}  ({bc})", acc=g.account(), bc=g.bank_code())
    d.line(
        "Listing salesperson: {a} {p}    Co-op: {a2} {e}",
        a=g.name(agent),
        p=g.phone(),
        a2=g.name(agent2),
        e=g.email(agent2),
    )
    d.line("Regulator: {s}", s=g.statute())
    d.line(
        "Remarks: {a} to hold deposit; {b} walkthrough with {c}.",
        a=g.name(agent, "init"),
        b=g.name(b1, "later"),
        c=g.name(s1, "later"),
    )
    foot(g, d)


@frame("mortgage_broker_file", "key_value")
def mortgage_file(g, d):
    br, co, emp, appr = g.people(4)
    head(g, d, "MORTGAGE BROKER FILE SUMMARY")
    d.line("borrower.name = {n}", n=g.name(br))
    d.line("borrower.dob = {dob}", dob=g.dob())
    d.line("borrower.id_number = {i}", i=g.national())
    d.line("borrower.email = {e}", e=g.email(br))
    d.line("borrower.mobile = {p}", p=g.phone())
    d.line("co_borrower.name = {n}", n=g.name(co, "COMMA"))
    d.line("co_borrower.dob = {dob}", dob=g.dob())
    d.line("employment.verified_by = {n} ({o})", n=g.name(emp), o=g.org())
    d.line("property.address = {ad}", ad=g.address())
    d.line("appraiser = {n}", n=g.name(appr, "init"))
    d.line("lender = {o}; commitment = {r}; funding = {dt}", o=g.org(), r=g.ref(), dt=g.date())
    d.line("payout.account = {a}", a=g.account())
    d.line(
        "notes = {a} asked to remove {b} from title after {dt}",
        a=g.name(br, "chat"),
        b=g.name(co, "later"),
        dt=g.date(),
    )
    foot(g, d)


@frame("subrogation_letter", "letter")
def subrogation(g, d):
    ins, tort, adj, wit = g.people(4)
    d.line("{o}", o=g.org())
    d.line("{dt}", dt=g.date())
    d.line()
    d.line("{n}", n=g.name(tort, "caps"))
    d.add(g.address(multiline=True), "\n\n")
    d.line("Re: Our insured {i}; claim {r}; loss date {dt}", i=g.name(ins), r=g.ref(), dt=g.date())
    d.line()
    d.line("Dear {t} {n}:", t=g.title(tort), n=g.name(tort, "later"))
    d.line()
    d.line(
        "We paid {i} for water damage caused when your unit flooded during {s}. A neighbour, {w}, photographed the "
        "leak ({b}). Under {st} we are subrogated to {i2}'s rights.",
        i=g.name(ins, "later"),
        s=g.storm(),
        w=g.name(wit),
        b=g.bates(),
        st=g.statute(),
        i2=g.name(ins, "later"),
    )
    d.line()
    d.line("Please forward this letter to your insurer or call {a} at {p}.", a=g.name(adj), p=g.phone())
    sign(g, d, adj, "Subrogation Specialist")
    d.line("{e}", e=g.email(adj))
    foot(g, d)


@frame("litigation_hold_notice", "mime_quoted_printable")
def litigation_hold(g, d):
    sender, custs = g.person(), g.people(4)
    d.line("From: =?UTF-8?Q?{n}?= <{e}>", n=qp_mark(g.name(sender), header=True), e=g.email(sender))
    to = []
    for i, p in enumerate(custs[:2]):
        to += ([", "] if i else []) + ['"', qp_mark(g.name(p, "comma")), '" <', g.email(p), ">"]
    d.line("To: {t}", t=to)
    d.line("Subject: =?UTF-8?Q?Litigation_hold_{f}?=", f=g.court_file())
    d.line("Date: {dt}", dt=g.date())
    d.line("X-Mailer: {v}", v=g.version())
    d.line("Content-Type: text/plain; charset=UTF-8")
    d.line("Content-Transfer-Encoding: quoted-printable")
    d.line()
    d.line("{h}: preserve all records relating to the dispute.", h=g.heading())
    d.line(
        "Custodians: {a}, {b}, {c} and {e}=",
        a=qp_mark(g.name(custs[0], "later")),
        b=qp_mark(g.name(custs[1], "later")),
        c=qp_mark(g.name(custs[2])),
        e=qp_mark(g.name(custs[3])),
    )
    d.line(
        " must not delete Teams chats or texts. {c}'s phone ({p}) is in scope.",
        c=qp_mark(g.name(custs[2], "later")),
        p=g.phone(),
    )
    d.line("Authority: {s}; {c}", s=g.statute(), c=g.case())
    d.line("=E2=80=94 {n}", n=qp_mark(g.name(sender, "init")))
    foot(g, d)


@frame("legal_aid_billing", "sql_insert")
def legal_aid_billing(g, d):
    clients = g.people(4)
    d.line("-- {h} legal aid billing export {v}", h=g.heading(), v=g.version())
    d.line("INSERT INTO billing (cert_no, client, client_dob, service_date, item, staff) VALUES")
    rows = []
    for i, c in enumerate(clients):
        staff = g.person()
        d.add(
            "  (",
            sql(g.ref()),
            ", ",
            sql(g.name(c, g.rng.choice(["full", "COMMA", "comma"]))),
            ", ",
            sql(g.dob()),
            ", ",
            sql(g.date()),
            ", ",
            sql(g.rng.choice(["bail hearing", "disclosure review", "interpreter", "travel"])),
            ", ",
            sql(g.name(staff, "handle")),
            ")",
            "," if i < len(clients) - 1 else ";",
            "\n",
        )
        rows.append(c)
    d.line(
        "UPDATE billing SET note = {n} WHERE client = {c};",
        n=sql(["split with ", g.name(clients[0], "later")]),
        c=sql(g.name(clients[1])),
    )
    d.line("-- court file {f}; tariff per {s}", f=g.court_file(), s=g.statute())
    foot(g, d)


@frame("interpreter_invoice", "table_markdown")
def interpreter_invoice(g, d):
    interp, ws = g.person(), g.people(3)
    head(g, d, "COURT INTERPRETER INVOICE")
    d.line("Interpreter: {n}    Phone: {p}    Email: {e}", n=g.name(interp), p=g.phone(), e=g.email(interp))
    d.line("Remit to: {a}", a=g.account() if g.jur == "ca" else g.iban())
    d.line()
    d.line("| Date | Proceeding | Witness | Language | Hours |")
    d.line("|---|---|---|---|---|")
    for w in ws:
        d.line(
            "| {dt} | {f} | {w} | {l} | {h} |",
            dt=g.date(),
            f=g.court_file(),
            w=g.name(w, g.rng.choice(["full", "comma"])),
            l=w.loc,
            h=g.rng.randint(1, 7),
        )
    d.line()
    d.line("Presiding: {j}. Certified by {n}.", j=g.judge(), n=g.name(interp, "later"))
    foot(g, d)


@frame("kyc_file", "ini_file")
def kyc_file(g, d):
    cl, sp, ref = g.people(3)
    d.line("; {h} — KYC export {v}", h=g.heading(), v=g.version())
    d.line("[client]")
    d.line("name={n}", n=g.name(cl))
    d.line("dob={dob}", dob=g.dob())
    d.line("gov_id={i}", i=g.licence(cl))
    d.line("tax_id={t}", t=g.national())
    d.line("address={ad}", ad=g.address())
    d.line("email={e}", e=g.email(cl))
    d.line("[spouse]")
    d.line("name={n}", n=g.name(sp, "COMMA"))
    d.line("dob={dob}", dob=g.dob())
    d.line("[banking]")
    d.line("account={a}", a=g.account())
    d.line("iban={i}", i=g.iban())
    d.line("routing={r}", r=g.bank_code())
    d.line("[review]")
    d.line("pep_check=no match ({p}, {p2} screened)", p=g.public(), p2=g.official())
    d.line("introduced_by={n}", n=g.name(ref))
    d.line("reviewed={dt}; file={r}", dt=g.date(), r=g.ref())
    d.line("last_login_ip={ip}", ip=g.ip())


@frame("aml_suspicious_transaction_report", "fixed_width")
def str_report(g, d):
    subj, cp, teller, sup = g.people(4)
    head(g, d, "SUSPICIOUS TRANSACTION REPORT")
    d.line("{a:<22}{b}", a="Reporting entity", b=g.org())
    d.line("{a:<22}{b}", a="Subject", b=g.name(subj, "COMMA"))
    d.line("{a:<22}{b}", a="Date of birth", b=g.dob())
    d.line("{a:<22}{b}", a="Identifier", b=g.national())
    d.line("{a:<22}{b}", a="Address", b=g.address())
    d.line("{a:<22}{b}", a="Account", b=g.account())
    d.line("{a:<22}{b}", a="Card", b=g.card())
    d.line("{a:<22}{b}", a="Counterparty", b=g.name(cp))
    d.line("{a:<22}{b}", a="Counterparty IBAN", b=g.iban())
    d.line()
    d.line(
        "Narrative: {s} made nine cash deposits just under the threshold between {d1} and {d2}, then wired funds to "
        "{c}. Teller {t} escalated to {u}. Legislation: {st}.",
        s=g.name(subj, "later"),
        d1=g.date(),
        d2=g.date(),
        c=g.name(cp, "later"),
        t=g.name(teller),
        u=g.name(sup, "init"),
        st=g.statute(),
    )
    foot(g, d)


@frame("wire_transfer_advice", "swift_mt103")
def wire_advice(g, d):
    orig, ben, op = g.people(3)
    d.line("{h}", h=g.heading())
    d.line("{{1:F01ROYCCAT2AXXX0000000000}}{{2:I103}}")
    d.line(":52A:{b}", b=g.bank_code())
    d.line(":20:{r}", r=g.ref())
    d.line(":32A:{dt}", dt=g.date())
    d.line(":50K:/{a}", a=g.account())
    d.line("{n}", n=g.name(orig, "caps"))
    d.add(g.address(), "\n")
    d.line(":57A:{b}", b=g.bank_code())
    d.line(":59:/{i}", i=g.iban())
    d.line("{n}", n=g.name(ben, "caps"))
    d.line(":70:INVOICE {r} FOR {n}", r=g.ref(), n=g.name(ben, "later"))
    d.line(":72:/ACC/CALL {n} {p}", n=g.name(op, "caps"), p=g.phone())
    d.line("-}}")
    d.line("Beneficiary contact: {e}", e=g.email(ben))
    foot(g, d)


@frame("cheque_image_ocr", "ocr_ligature", noise="ocr")
def cheque_ocr(g, d):
    payer, payee, endorse = g.people(3)
    d.line("{n}", n=g.name(payer, "caps"))
    d.add(g.address(multiline=True), "\n")
    d.line("PAY TO THE ORDER OF {n}              DATE {dt}", n=g.name(payee), dt=g.date())
    d.line("Two thousand one hundred and 00/100 dollars    {o}", o=g.org())
    d.line("MEMO rent + deposit for {n}", n=g.name(payee, "later"))
    d.line("⑆{b}⑆ {a}⑈ {r}", b=g.bank_code(), a=g.account(), r=g.ref())
    d.line("-- reverse --")
    d.line("Endorsed: {n}  For deposit only, acct {a}", n=g.name(payee, "init"), a=g.account())
    d.line("2nd endorsement {n} ph {p}", n=g.name(endorse), p=g.phone())
    d.line("Scanned {dt} by {v}", dt=g.date(), v=g.version())
