"""Document frames, part B: e-mail threads, letters, CSV/TSV exports, Markdown tables, invoices,
minutes, arbitration awards, police reports, medical records, insurance claims."""

from __future__ import annotations

import random

import r8_places as pl
from r8_ids import (
    account_for,
    card,
    dob_for,
    email,
    iban,
    ipv4,
    ipv6,
    later_date,
    licence,
    personal_url,
    phone,
    sin,
    ssn,
)
from r8_kit import D, Doc, Pool, S


def _addr(rng, j):
    return pl.address(rng, rng.choice(["ca", "qc"]) if j == "ca" else j)


def email_thread(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    a, b = pool.latin(), pool.any()
    d = Doc("email_thread", "headers_signature")
    d.add(
        "From: {a} <{ae}>\nTo: {b} <{be}>\n",
        a=a.full(),
        ae=S("EMAIL", email(rng, a)),
        b=b.full(),
        be=S("EMAIL", email(rng, b)),
    )
    d.add(
        "Sent: {when}\nSubject: RE: {case} ({file})\n\n",
        when=D("date", later_date(rng, rng.choice(["long_us", "gb", "iso"]))),
        case=pl.case_name(rng, pool),
        file=pl.court_file(rng, j),
    )
    greet = b.given_only() if b.order == "gf" else b.full()
    d.add(
        "{hi} {g},\n\nThe draft settlement attached refers to {stat}. ",
        hi=rng.choice(["Dear", "Hi", "Hello"]),
        g=greet,
        stat=pl.statute(rng, j),
    )
    d.add(
        "Please call me before the hearing on {hd}.\n\n{bye},\n{ag}\n\n{full}\n",
        hd=D("date", later_date(rng)),
        bye=rng.choice(["Best", "Regards", "Thanks", "Cheers"]),
        ag=a.given_only(),
        full=a.full(),
    )
    d.add(
        "{role} | {firm}\nT: {t} | M: {m}\n{url}",
        role=rng.choice(["Associate", "Law Clerk", "Paralegal"]),
        firm=pl.law_firm(rng, pool),
        t=S("PHONE", phone(rng, j)),
        m=S("PHONE", phone(rng, j)),
        url=S("URL", personal_url(rng, a)),
    )
    return d


def letter(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    to, sig = pool.latin(), pool.any()
    d = Doc("letter", "letterhead")
    title = rng.choice(["Mr", "Ms", "Dr", "Mrs"])
    d.add(
        "{firm}\n{when}\n\nWITHOUT PREJUDICE\n\n{title} {to}\n",
        firm=pl.law_firm(rng, pool),
        when=D("date", later_date(rng, "gb")),
        title=title,
        to=to.full(),
    )
    d.add(
        "{a}\n\nDear {title} {sur}:\n\nRe: Estate of the late {dec}\n\n",
        a=_addr(rng, j),
        title=title,
        sur=to.surname(),
        dec=pool.any().full(),
    )
    d.add(
        "We act for {cl}, who was born on {b}. Our client's cousin, {c}, has ",
        cl=to.initial(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
        c=pool.any().full(),
    )
    d.add(
        "asked that correspondence be sent to {e}. Your {mode} reference {ref} is noted.\n\n",
        e=S("EMAIL", email(rng, to)),
        mode=rng.choice(["invoice", "file", "claim"]),
        ref=pl.ref_number(rng),
    )
    d.add(
        "Yours truly,\n\n{s}\n{s2}",
        s=sig.full(),
        s2="Barrister & Solicitor" if rng.random() < 0.5 else pl.law_firm(rng, pool),
    )
    return d


def csv_export(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "au", "in"])
    sep = rng.choice([",", "\t", ";"])
    idcol = {"ca": "sin", "us": "ssn"}.get(j, "phone")
    d = Doc("csv_export", "tsv" if sep == "\t" else "csv")
    d.add(sep.join(["row", "full_name", "dob", idcol, "email", "matter"]) + "\n")
    for i in range(rng.randint(2, 4)):
        p = pool.any()
        ident = {
            "sin": lambda: S("SIN", sin(rng)),
            "ssn": lambda: S("SSN", ssn(rng)),
            "phone": lambda: S("PHONE", phone(rng, j)),
        }[idcol]()
        name = rng.choice([p.full, p.sur_first, p.caps])() if sep != "," or p.order != "gf" else p.full()
        d.add(
            "{i}{s}{n}{s}{b}{s}{x}{s}{e}{s}{m}\n",
            i=str(i + 1),
            s=sep,
            n=name,
            b=S("DATE_OF_BIRTH", dob_for(rng, j)),
            x=ident,
            e=S("EMAIL", email(rng, p)),
            m=pl.court_file(rng, j),
        )
    return d


def markdown_table(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    d = Doc("markdown_table", "md_table")
    d.add(
        "### Witness list: {case}\n\n| Witness | Role | Born | Contact |\n|---|---|---|---|\n",
        case=pl.case_name(rng, pool),
    )
    for _ in range(rng.randint(2, 4)):
        p = pool.any()
        d.add(
            "| {p} | {r} | {b} | {c} |\n",
            p=p.any_form(rng),
            r=rng.choice(["complainant", "expert", "neighbour", "treating physician", "landlord"]),
            b=S("DATE_OF_BIRTH", dob_for(rng, j)),
            c=S("PHONE", phone(rng, j)) if rng.random() < 0.6 else S("EMAIL", email(rng, p)),
        )
    d.add("\nSee {tab} of the brief; {stat}.", tab=pl.exhibit(rng), stat=pl.statute(rng, j))
    return d


def invoice(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "au", "ie", "sg", "hk"])
    p = pool.any()
    d = Doc("invoice", "invoice")
    d.add(
        "{firm}\nINVOICE No. {inv}    PO {po}\nDate: {when}\n\nBill to: {p}\n",
        firm=pl.law_firm(rng, pool),
        inv=pl.ref_number(rng),
        po=pl.ref_number(rng),
        when=D("date", later_date(rng)),
        p=p.full(),
    )
    d.add(
        "{a}\n\nProfessional services re {case}: $4,812.50\nPaid by card {cc}",
        a=_addr(rng, j),
        case=pl.case_name(rng, pool),
        cc=S("CREDIT_CARD", card(rng)),
    )
    if rng.random() < 0.5:
        d.add("\nRefund to IBAN {ib}", ib=S("IBAN", iban(rng)))
    d.add("\nSoftware: billing module {v}", v=pl.version(rng))
    return d


def corporate_minutes(rng: random.Random, pool: Pool) -> Doc:
    co = pl.company(rng, pool)
    ppl = [pool.any() for _ in range(4)]
    d = Doc("corporate_minutes", "minutes")
    d.add(
        "MINUTES of a meeting of the directors of {co} held at {th} on {when}\n\n",
        co=co,
        th=pl.building(rng),
        when=D("date", later_date(rng, "long_us")),
    )
    d.add(
        "Present: {a} (Chair), {b}, {c}\nRegrets: {r}\n\n",
        a=ppl[0].full(),
        b=ppl[1].initial(),
        c=ppl[2].full(),
        r=ppl[3].sur_first(),
    )
    d.add(
        "1. RESOLVED that {b} be appointed Secretary and that the banking resolution with {bank} be amended. ",
        b=ppl[1].full(),
        bank=pl.company(rng, pool),
    )
    d.add("2. The Chair reported on {case}. ", case=pl.case_name(rng, pool))
    if ppl[0].latin:
        d.add("3. {g} undertook to circulate the draft.", g=ppl[0].given_only())
    return d


def arbitration_award(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "sg", "hk", "au", "in"])
    g, sup = pool.any(), pool.latin()
    d = Doc("arbitration_award", "award_paras")
    d.add(
        "IN THE MATTER OF AN ARBITRATION\nBETWEEN: {co}\nAND: {union}\nGRIEVANCE OF {g}\n\n",
        co=pl.company(rng, pool),
        union=D(
            "company",
            rng.choice(["Unifor Local 444", "UNITE the Union", "Teamsters Local 879", "SEIU Healthcare"]),
        ),
        g=g.caps(),
    )
    d.add(
        "AWARD\n1. The grievor, {g}, was dismissed on {when}. The employer relies on {stat}. ",
        g=g.full(),
        when=D("date", later_date(rng)),
        stat=pl.statute(rng, j, "employment"),
    )
    d.add(
        "2. The shift supervisor, {s}, testified that the grievor clocked in from IP address {ip} ",
        s=sup.full(),
        ip=S("IP_ADDRESS", ipv4(rng) if rng.random() < 0.7 else ipv6(rng)),
    )
    d.add(
        "using client version {v}. 3. Applying {doc} and {cite}, the grievance is allowed.",
        v=pl.version(rng),
        doc=pl.doctrine(rng),
        cite=pl.citation(rng, j),
    )
    return d


def police_occurrence(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "au", "nz", "za", "ke", "ng"])
    c, s = pool.any(), pool.latin()
    d = Doc("police_report", "occurrence_fields")
    d.add(
        "OCCURRENCE REPORT  Ref. {ref}\nReported: {when}\n\nCOMPLAINANT: {c}\nDOB: {b}\n",
        ref=pl.ref_number(rng),
        when=D("date", later_date(rng, "iso")),
        c=c.sur_first(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    d.add(
        "Address: {a}\nPhone: {ph}\n\nSUSPECT: {s}\nDriver's licence: {dl}\n",
        a=_addr(rng, j),
        ph=S("PHONE", phone(rng, j)),
        s=s.nick(rng),
        dl=S("DRIVERS_LICENSE", licence(rng, rng.choice(["on", "qc", "ca_us", "uk", "au"]), s)),
    )
    d.add(
        "NARRATIVE: The complainant states the suspect approached her outside {th} on {st}. ",
        th=pl.thing(rng),
        st=pl.street(rng),
    )
    d.add("Caution given ({doc}).", doc=pl.doctrine(rng))
    return d


def medical_record(rng: random.Random, pool: Pool) -> Doc:
    from r8_ids import health_card

    j = rng.choice(["ca", "uk", "au", "nz", "us"])
    pt, doc, ref = pool.any(), pool.latin(), pool.latin()
    hk = {"ca": rng.choice(["on", "bc", "qc"]), "uk": "nhs", "au": "medicare", "nz": "nhs", "us": "mbi"}[j]
    d = Doc("medical_record", "chart_header")
    d.add(
        "{ex}: clinical notes\n\nPatient: {pt}    DOB: {b}\n",
        ex=pl.exhibit(rng),
        pt=pt.sur_first(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    d.add(
        "Health no.: {h}\nAttending: Dr. {doc}\nReferred by: Dr {ref}\n",
        h=S("HEALTH_CARD", health_card(rng, hk, pt)),
        doc=doc.full(),
        ref=ref.initial(),
    )
    d.add(
        "Facility: {inst}\n\nS: Pt reports neck pain since MVA on {when}. ",
        inst=pl.institution(rng),
        when=D("date", later_date(rng, "dmy_slash")),
    )
    d.add(
        "Daughter {g} present. Next of kin phone {ph}.",
        g=pool.other(pt).given_only(),
        ph=S("PHONE", phone(rng, j)),
    )
    return d


def insurance_claim(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["us", "ca", "uk", "au"])
    p, other = pool.any(), pool.any()
    d = Doc("insurance_claim", "claim_form")
    d.add(
        "CLAIM FORM  Claim no. {ref}\nPolicyholder: {p}\nDate of birth: {b}\n",
        ref=pl.ref_number(rng),
        p=p.full(),
        b=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    if j == "us":
        d.add("SSN: {x}\n", x=S("SSN", ssn(rng)))
    elif j == "ca":
        d.add("SIN: {x}\n", x=S("SIN", sin(rng)))
    d.add(
        "Driver's licence: {dl}\nOther driver: {o}, tel. {ph}\n",
        dl=S(
            "DRIVERS_LICENSE",
            licence(rng, {"us": "ca_us", "ca": rng.choice(["on", "qc"]), "uk": "uk", "au": "au"}[j], p),
        ),
        o=other.full(),
        ph=S("PHONE", phone(rng, j)),
    )
    d.add(
        "Vehicle: {v}\nPay claim to account {acct}\nAdjuster's system: {ver}",
        v=D(
            "eponymous_thing",
            rng.choice(
                [
                    "2019 Ford Ranger",
                    "Tesla Model 3",
                    "Peterbilt 579",
                    "Mercedes-Benz Sprinter",
                    "Honda Odyssey",
                ]
            ),
        ),
        acct=S("BANK_ACCOUNT", account_for(rng, j)),
        ver=pl.version(rng),
    )
    return d


FRAMES_B = [
    email_thread,
    letter,
    csv_export,
    markdown_table,
    invoice,
    corporate_minutes,
    arbitration_award,
    police_occurrence,
    medical_record,
    insurance_claim,
]
