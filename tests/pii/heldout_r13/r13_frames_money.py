"""Money frames: settlement disbursement statements, credit card authorisations and wire instructions."""

from __future__ import annotations


def disbursement_statement(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("SETTLEMENT DISBURSEMENT STATEMENT"))
    d.line("Client: {a}    Matter: {r}    Settlement date: {dt}\n", a=g.full(p[0]), r=g.ref(), dt=g.date())
    d.line("| Item | Payee | Amount |\n|---|---|---|")
    d.line("| Gross settlement | from {o} | $85,000.00 |", o=g.org())
    d.line("| Legal fees (33%) | {f} | $28,050.00 |", f=g.firm())
    d.line("| Lien - physiotherapy | {x} | $2,310.00 |", x=g.nm(p[1]))
    d.line("| Subrogated claim | {o} | $4,400.00 |", o=g.org())
    d.line("| Net to client | {a} | $50,240.00 |", a=g.nm(p[0]))
    if d.jur == "us":
        d.line("\nWire to client: bank routing {rt}, account {acct}", rt=g.aba(), acct=g.acct())
    else:
        acct, bank = g.acct_ca()
        d.line("\nE-deposit to client at {b}: {acct}", b=bank, acct=acct)
    d.line("Approved: {a} ____    Witness: {w}", a=g.initials(p[0]), w=g.full(p[2]))


def card_authorization(g, d):
    p = g.person()
    brand, num = g.card()
    d.line("{h}", h=g.head("CREDIT CARD AUTHORIZATION"))
    d.line(
        "Cardholder name: {a}\nCard type: {b}\nCard number: {n}\nExpiry: {m:02d}/{y}\nCVV: on file (not recorded)",
        a=g.caps(p),
        b=brand,
        n=num,
        m=g.n(1, 12),
        y=g.n(26, 30),
    )
    d.line("Billing address: {ad}\nPhone: {ph}", ad=g.addr(), ph=g.phone())
    d.line(
        "I authorize {f} to charge ${n:,} for the retainer on matter {r}.\nSignature: ________  Date: {dt}",
        f=g.firm(),
        n=g.n(500, 7500),
        r=g.ref(),
        dt=g.date(),
    )


def wire_instructions(g, d):
    p = g.people(2)
    d.line("{h}", h=g.head("WIRE TRANSFER INSTRUCTIONS"))
    d.line("Beneficiary: {a}\nBeneficiary address: {ad}", a=g.full(p[0]), ad=g.addr())
    d.line("Beneficiary IBAN: {i}\nBank SWIFT/BIC: {b}", i=g.iban(), b=g.bic())
    if d.jur == "us":
        d.line("Intermediary: ABA {r}", r=g.aba())
    d.line("Purpose: inheritance from the estate of {x}", x=g.full(p[1]))
    d.line(
        "Verbal confirmation: call {a} on {ph} before release (fraud warning).",
        a=g.given(p[0]),
        ph=g.foreign_phone(),
    )


FRAMES = (
    ("settlement_disbursement_statement", "table_markdown", ("ca", "us"), disbursement_statement),
    ("card_authorization_form", "form_fields", None, card_authorization),
    ("wire_transfer_instructions", "header_fields", None, wire_instructions),
)
