"""Forms and lists: onboarding, sponsorship, class-action claims, daycare, funerals, parish registers, tickets."""

from __future__ import annotations

from r15_blocks import footer, sign
from r15_doc import Doc
from r15_gen import Gen


def employee_onboarding_form(g: Gen, d: Doc) -> None:
    e, ec, mgr = g.people(3)
    d.line("NEW HIRE ONBOARDING — {o}", o=g.dec("eponymous_org"))
    d.line("Legal name:              {n}", n=g.nm(e))
    d.line("Preferred name:          {n}", n=g.nm(e, "given"))
    d.line("Date of birth:           {b}", b=g.dob(1958, 2006))
    if g.jur in ("ca", "us"):
        d.line(
            "{k}:{pad}{v}",
            k="Social insurance number" if g.jur == "ca" else "Social security number",
            pad=" " * 2 if g.jur == "ca" else "  ",
            v=g.natid(),
        )
    d.add("Home address:            ", g.address(), "\n")
    d.line("Personal e-mail:         {m}", m=g.email(e))
    d.line("LinkedIn:                {u}", u=g.url(e))
    d.line("Direct deposit account:  {a}", a=g.acct())
    if g.jur == "us":
        d.line("Bank routing number:     {r}", r=g.bank_code())
    elif g.jur not in ("ca",):
        d.line("IBAN:                    {i}", i=g.iban())
    d.line("Emergency contact:       {c}, {p}", c=g.nm(ec), p=g.phone())
    d.line("Hiring manager:          {m}", m=g.nm(mgr))
    d.line("Start date:              {t}", t=g.date())
    d.line("Policies acknowledged:   {s}; {h}", s=g.statute(), h=g.dec("eponymous_statute"))
    d.line("HR system:               {v}", v=g.dec("product_version"))


def sponsorship_undertaking(g: Gen, d: Doc) -> None:
    sp, co, fam1, fam2, fam3 = g.people(5)
    d.line("UNDERTAKING / APPLICATION TO SPONSOR — {f}", f=g.court_file())
    d.line("Sponsor family name: {f}    Given name(s): {g}", f=S_part(sp, "family"), g=S_part(sp, "given"))
    d.line("Sponsor date of birth: {b}    SIN: {s}", b=g.dob(1955, 2000), s=g.sin())
    d.add("Sponsor address: ", g.address(), "\n")
    d.line("Sponsor telephone: {p}    E-mail: {e}", p=g.phone(), e=g.email(sp))
    d.line("Co-signer: {c}, date of birth {b}, SIN {s}", c=g.nm(co), b=g.dob(1955, 2000), s=g.sin())
    d.line("Persons sponsored:")
    for rel, p in (("mother", fam1), ("father", fam2), ("brother", fam3)):
        d.line("  - {n} ({r}), born {b}, passport {x}", n=g.nm(p), r=rel, b=g.dob(1940, 2005), x=g.ref())
    d.line(
        "I understand the undertaking under {s} of the {a}. Program delivery: {u}.",
        s=g.dec("section_ref"),
        a=g.statute(),
        u=g.dec("institutional_url"),
    )
    d.line("Signed: {n}    Date: {t}", n=g.nm(sp, "full"), t=g.date())


def S_part(p, part: str):  # noqa: N802 - reads as S() for one part of a name
    from r15_doc import S

    text = (p.family or p.given) if part == "family" else (p.given if p.family else "—")
    return S(text, "PERSON", p.code) if text != "—" else text


def class_action_claim_form(g: Gen, d: Doc) -> None:
    c, dec, rep = g.people(3)
    d.line("CLAIM FORM — {case} Settlement", case=g.case()[0])
    d.line(
        "Claims administrator: {o} · {e} · {p}",
        o=g.dec("eponymous_org"),
        e=g.dec("institutional_email"),
        p=g.dec("institutional_phone"),
    )
    d.line("Claim ID: {c}", c=g.ssn_ref())
    d.line("Part 1. Class member: {n}    Date of birth: {b}", n=g.nm(c), b=g.dob())
    d.add("Mailing address: ", g.address(), "\n")
    d.line("{k}: {v}", k="SIN" if g.jur == "ca" else "SSN", v=g.natid())
    d.line(
        "Part 2. If filing for a deceased class member: name {n}; date of death {t}; estate representative {r}",
        n=g.nm(dec),
        t=g.date(),
        r=g.nm(rep),
    )
    d.line(
        "Part 3. Payment: direct deposit to {a} or prepaid card. Card used for purchases: {c}",
        a=g.acct(),
        c=g.card(),
    )
    d.line("Part 4. Purchases between {a} and {b} at {o}.", a=g.date(), b=g.date(), o=g.dec("eponymous_org"))
    d.line(
        "I declare under penalty of perjury under {s} that the above is true. Signature: {n}",
        s=g.statute(),
        n=g.nm(c, "full"),
    )
    d.line("Submitted online from {ip} on {t}", ip=g.ip(), t=g.date())


def daycare_pickup_authorization(g: Gen, d: Doc) -> None:
    kid, par, a1, a2, staff = g.people(5)
    d.line("{o} — AUTHORIZED PICK-UP FORM", o=g.dec("eponymous_org"))
    d.line(
        "Child: {c}    Room: {r}    DOB: {b}",
        c=g.nm(kid),
        r=g.pick(["Butterflies", "Otters", "Acorns"]),
        b=g.dob(2018, 2023),
    )
    d.line("Parent/guardian: {p}    Cell: {ph}", p=g.nm(par), ph=g.phone())
    d.line("| Authorized person | Relationship | Phone | Photo ID checked |")
    d.line("|---|---|---|---|")
    for p, rel in ((a1, "grandparent"), (a2, "neighbour")):
        d.line("| {n} | {r} | {ph} | licence {dl} |", n=g.nm(p), r=rel, ph=g.phone(), dl=g.dl(p))
    d.line("NOT authorized: {x} (court order {f}, {j}).", x=g.nm(g.person()), f=g.court_file(), j=g.judge())
    d.line(
        "Allergies: {t}. Nap after lunch. {c} calls the teddy bear {f}.",
        t=g.dec("eponymous_term"),
        c=g.nm(kid, "given"),
        f=g.dec("fictional_character"),
    )
    d.line("Received by {s} on {t}.", s=g.nm(staff, "initials"), t=g.date())


def funeral_arrangement_record(g: Gen, d: Doc) -> None:
    dec, inf, officiant, pb1, pb2, pb3 = g.people(6)
    d.line("deceased.name = {n}", n=g.nm(dec))
    d.line("deceased.date_of_birth = {b}", b=g.dob(1925, 1990))
    d.line("deceased.date_of_death = {t}", t=g.date())
    d.add("deceased.last_address = ", g.address(), "\n")
    d.line("informant.name = {n}", n=g.nm(inf))
    d.line("informant.phone = {p}", p=g.phone())
    d.line("informant.email = {e}", e=g.email(inf))
    d.line("service.venue = {v}", v=g.dec("building_name"))
    d.line("service.officiant = {o}", o=g.nm(officiant))
    d.line("service.pallbearers = {a}; {b}; {c}", a=g.nm(pb1), b=g.nm(pb2), c=g.nm(pb3))
    d.line("service.hymn = Amazing Grace; reading from {h}", h=g.dec("historical_person"))
    d.line("payment.card = {c}", c=g.card())
    d.line("home = {o}", o=g.dec("eponymous_org"))
    d.line("registration.statute = {s}", s=g.statute())


def parish_register_extract(g: Gen, d: Doc) -> None:
    d.line("### Extract from the register of baptisms — {p}", p=g.dec("eponymous_place"))
    d.line("| No. | Date | Child | Born | Parents | Godparents | Minister |")
    d.line("|---|---|---|---|---|---|---|")
    minister = g.dec("official")
    for _ in range(4):
        kid, m, f, gp = g.people(4)
        d.line(
            "| {n} | {t} | {c} | {b} | {m} and {f} | {gp} | {mi} |",
            n=g.n(100, 999),
            t=g.date(),
            c=g.nm(kid),
            b=g.dob(1990, 2024),
            m=g.nm(m),
            f=g.nm(f),
            gp=g.nm(gp),
            mi=minister,
        )
    d.line("Certified a true extract on {t}; ref. {r}.", t=g.date(), r=g.ref())


def helpdesk_ticket(g: Gen, d: Doc) -> None:
    req, agent, mgr = g.people(3)
    d.line("## Ticket {r}: Cannot access client portal", r=g.ref())
    d.line("**Requester:** {n} <{e}>  ", n=g.nm(req), e=g.email(req))
    d.line("**Assignee:** {a}  ", a=g.nm(agent, "handle"))
    d.line("**Created:** {t}  ", t=g.date())
    d.blank()
    d.line(
        "> Hi, it's {r}. Since the update to {v} I get an error when I log in from {ip}. My manager {m} "
        "needs the {o} file today.",
        r=g.nm(req, "given"),
        v=g.dec("product_version"),
        ip=g.ip(),
        m=g.nm(mgr),
        o=g.dec("eponymous_org"),
    )
    d.blank()
    d.line(
        "**{a}** replied: Reset done. Please call {p} if it happens again. Profile link: {u}",
        a=g.nm(agent),
        p=g.dec("institutional_phone"),
        u=g.url(req),
    )
    d.line("**{r}** replied: works now, thanks {a}!", r=g.nm(req, "chat"), a=g.nm(agent, "chat"))
    footer(g, d)


def clinic_appointment_list(g: Gen, d: Doc) -> None:
    doc = g.person()
    d.line("DAY SHEET — Dr. {d} — {t}", d=g.nm(doc), t=g.date())
    d.line("{a:<8}{b:<36}{c:<20}{e}", a="Time", b="Patient", c="DOB", e="Reason / card")
    for _ in range(6):
        p = g.person()
        d.f(
            "{a:<8}{b:<36}{c:<20}",
            a=f"{g.n(8, 16):02d}:{g.pick(['00', '15', '30', '45'])}",
            b=g.nm(p, g.pick(["inverted_caps", "inverted"])),
            c=g.dob(),
        )
        if g.jur == "ca" and g.chance(0.6):
            d.add(g.pick(["f/u ", "new ", "renew "]), g.hc(d, p), "\n")
        else:
            d.line("{r}", r=g.dec("eponymous_term"))
    d.line("Printed from {v}", v=g.dec("product_version"))


def tenant_reference_check(g: Gen, d: Doc) -> None:
    t, ll, cosign = g.people(3)
    d.line("{o}", o=g.dec("eponymous_org"))
    d.line("{t}", t=g.date())
    d.line("Re: rental application of {n}", n=g.nm(t))
    d.blank()
    d.line("Dear {l},", l=g.tl(ll))
    d.add(
        g.tl(t), " has applied to rent a unit and listed you as a previous landlord at ", g.address(), ".\n"
    )
    d.line(
        "The applicant's date of birth is {b} and the co-signer is {c} ({e}).",
        b=g.dob(1960, 2004),
        c=g.nm(cosign),
        e=g.email(cosign),
    )
    d.line(
        "Could you confirm the tenancy dates and whether rent was paid on time? Under {s} we must have the "
        "applicant's consent, which is attached (signed {t}).",
        s=g.statute(),
        t=g.date(),
    )
    d.line("Please reply to {e} or call {p}.", e=g.dec("institutional_email"), p=g.dec("institutional_phone"))
    d.line("Regards,")
    sign(g, d, g.person(), "Leasing coordinator", dated=False)


FRAMES = [
    ("employee_onboarding_form", "form_fields", None, "en", employee_onboarding_form),
    ("sponsorship_undertaking", "form_fields", ("ca",), "en", sponsorship_undertaking),
    ("class_action_claim_form", "form_fields", ("ca", "us"), "en", class_action_claim_form),
    ("daycare_pickup_authorization", "table_markdown", None, "en", daycare_pickup_authorization),
    ("funeral_arrangement_record", "key_value_dump", None, "en", funeral_arrangement_record),
    ("parish_register_extract", "table_markdown", None, "en", parish_register_extract),
    ("helpdesk_ticket", "markdown_headings", None, "en", helpdesk_ticket),
    ("clinic_appointment_list", "fixed_width", ("ca", "ca", "us"), "en", clinic_appointment_list),
    ("tenant_reference_check", "letterhead", None, "en", tenant_reference_check),
]
