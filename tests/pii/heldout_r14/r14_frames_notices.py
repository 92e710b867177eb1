"""Notices: garnishment, tax objection, witness summons, court e-mail with a quoted reply."""

from __future__ import annotations

from r14_blocks import cc_line, re_line, see_also, sig


def garnishment(g, d):
    debtor, creditor, emp = g.people(3)
    d.line("{o}", o=g.org())
    d.line("NOTICE OF GARNISHMENT   {f}", f=g.file_no())
    d.line("Debtor: {n}   Date of birth: {dob}", n=g.P(debtor, "sg"), dob=g.dob())
    d.line("Creditor: {n}", n=g.P(creditor, "first"))
    d.line("Garnishee (employer): {o}, attention payroll clerk {p}", o=g.org(), p=g.P(emp))
    d.line(
        "Deduct 20% of net wages payable to {n} and remit to account {acc}, routing {b}.",
        n=g.P(debtor, "short"),
        acc=g.account(),
        b=g.bank_code(),
    )
    d.line("Issued under {st} by {o} on {dt}.", st=g.statute(), o=g.official(), dt=g.date())
    cc_line(g, d)


def tax_objection(g, d):
    tp, sp = g.people(2)
    d.line("{o}", o=g.org())
    d.line("{dt}", dt=g.date())
    d.line("Chief of Appeals")
    d.line("Re: Notice of objection -- {n}, {s}", n=g.P(tp, "first"), s=g.natid() or g.ref())
    d.line("Dear Sir or Madam,")
    d.line(
        "We act for {n} and her spouse {s} (born {dob}) regarding the {y} reassessment of the {aw} prize money.",
        n=g.P(tp, "short"),
        s=g.P(sp, "first"),
        dob=g.dob(),
        y=g.n(2019, 2024),
        aw=g.award(),
    )
    d.line(
        "The auditor relied on {cc} and {sec}. Refunds to {ib}.",
        cc=g.case_cite(),
        sec=g.section(),
        ib=g.iban() if g.r.random() < 0.4 else g.account(),
    )
    sig(g, d, g.person(), "Yours very truly,")
    cc_line(g, d)


def summons(g, d):
    w, acc, off = g.people(3)
    d.line("{h}", h=g.heading("SUMMONS TO A WITNESS"))
    re_line(g, d)
    d.line("To {w}, of {a}:", w=g.P(w, "first"), a=g.address())
    d.line(
        "You are required to attend before {j} at the {b} on {dt} to give evidence in the trial of {x}.",
        j=g.judge(),
        b=g.building(),
        dt=g.date(),
        x=g.P(acc, "first"),
    )
    d.line("Bring the dash-camera footage of the vehicle registered to {x}.", x=g.P(g.person()))
    d.line("Served by {o} (badge {r}); questions: {p}", o=g.P(off, "init"), r=g.ref(), p=g.inst_phone())
    see_also(g, d, 1)


def quoted_reply(g, d):
    a, b = g.people(2)
    d.line(
        "{b}, thanks -- I'll ask {x} for the {t} results.",
        b=g.P(b, "given"),
        x=g.P(g.person(), "given"),
        t=g.term(),
    )
    d.line()
    d.line("-- {a}", a=g.P(a, "chat"))
    d.line()
    d.line("On {dt}, {n} <{e}> wrote:", dt=g.date(), n=g.P(b), e=g.email(b))
    d.line(
        "> Hi {a}, the intake line is {p}; my cell is {c}.", a=g.P(a, "given"), p=g.inst_phone(), c=g.phone()
    )
    d.line("> Our file {f}. My mother {m} signed it.", f=g.file_no(), m=g.P(g.person(), "first"))
    d.line("> {n}", n=g.P(b, "inits"))
    see_also(g, d, 1, "> PS:")


FRAMES = [
    ("garnishment_notice", "letterhead", garnishment, None, False),
    ("tax_objection_letter", "letterhead", tax_objection, ["ca", "ca", "us"], False),
    ("witness_summons", "prose", summons, None, False),
    ("client_reply_email", "quoted_thread", quoted_reply, None, False),
]
