"""Document frames, part A: tribunal and immigration decisions, affidavits and sworn statements of 12
jurisdictions, wills, leases, powers of attorney, cause lists, depositions."""

from __future__ import annotations

import random

import r8_places as pl
from r8_ids import account_for, date, dob_for, later_date, phone
from r8_kit import D, Doc, Pool, S, Tagged
from r8_names import LATIN_OF

ADDR_OF = {j: j for j in pl.JURIS}


def addr(rng: random.Random, j: str) -> list:
    return pl.address(rng, rng.choice(["ca", "ca", "qc"]) if j == "ca" else j)


def dob(rng: random.Random, j: str) -> Tagged:
    return S("DATE_OF_BIRTH", dob_for(rng, j))


def employment_tribunal(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["uk", "ie", "nz", "au", "za", "ke", "ng", "ca"])
    claimant, manager, colleague = pool.any(), pool.latin(), pool.latin()
    d = Doc("employment_tribunal", "judgment_paras")
    d.add(
        "{file}\n\nClaimant: {c}\nRespondent: {co}\nBefore: {judge}\nHeard on: {hd}\n\n",
        file=pl.court_file(rng, j),
        c=claimant.full(),
        co=pl.company(rng, pool),
        judge=pl.judge(rng, pool, j),
        hd=D("date", later_date(rng)),
    )
    d.add(
        "1. The claimant was employed as a warehouse supervisor from {start}. Her line manager, {m}, gave evidence by video link. ",
        start=D("date", later_date(rng)),
        m=manager.full(),
    )
    d.add(
        "2. {title} {ms} accepted in cross-examination that the e-mail of {when} was sent after the grievance under {stat}. ",
        title=rng.choice(["Mr", "Ms", "Mrs", "Mx"]),
        ms=manager.surname(),
        when=D("date", later_date(rng)),
        stat=pl.statute(rng, j, "employment"),
    )
    d.add(
        "A co-worker, {col}, who signed the witness statement as {init}, was not called. ",
        col=colleague.full(),
        init=colleague.initial(),
    )
    d.add("We were referred to {cite} and to {case}.", cite=pl.citation(rng, j), case=pl.case_name(rng, pool))
    return d


def immigration_decision(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "ca", "uk", "au", "nz", "us", "ie"])
    main = pool.native() if rng.random() < 0.5 else pool.latin()
    child = pool.of(main.loc)
    d = Doc("immigration_decision", "form_then_reasons")
    d.add("{file}\nPrincipal claimant: {p}\n", file=pl.court_file(rng, j), p=main.sur_first())
    if main.loc in LATIN_OF:
        d.add(
            "Name in original script / transliteration: {native} ({lat})\n",
            native=main.full(),
            lat=pool.of(LATIN_OF[main.loc]).full(),
        )
    d.add(
        "Date of birth: {dob}\nMinor claimant (child): {c}\nDecision maker: {dm}\n\n",
        dob=dob(rng, j),
        c=child.full(),
        dm=pl.judge(rng, pool, j),
    )
    d.add("REASONS\n[1] The claimants seek protection under {stat}. ", stat=pl.statute(rng, j, "immigration"))
    d.add(
        "[2] The principal claimant testified that her sister, {s}, was detained in {yr}. ",
        s=pool.of(main.loc).full(),
        yr=D("date", later_date(rng, "long_us")),
    )
    d.add("Applying {cite}, I find the claimants credible.", cite=pl.citation(rng, j))
    return d


OPENINGS = {
    "ca": (
        "I, {p}, of the City of {place}, in the Province of Ontario, MAKE OATH AND SAY:",
        "SWORN remotely before me at the City of Toronto on {when}.",
    ),
    "us": (
        "I, {p}, declare under penalty of perjury under the laws of the State of California that the following is true and correct:",
        "Executed on {when} at Los Angeles, California.",
    ),
    "uk": (
        "I, {p}, of {addr}, retired nurse, WILL SAY as follows:",
        "Statement of truth: I believe that the facts stated in this witness statement are true. Dated {when}.",
    ),
    "ie": (
        "I, {p}, of {addr}, aged eighteen years and upwards, MAKE OATH and say as follows:",
        "SWORN by the said deponent on {when} before me, a Practising Solicitor.",
    ),
    "au": ("I, {p}, of {addr}, bookkeeper, affirm:", "Affirmed at Sydney on {when}."),
    "nz": (
        "I, {p}, of {place}, farm manager, solemnly and sincerely affirm:",
        "AFFIRMED at Hamilton on {when} before me: Deputy Registrar.",
    ),
    "in": (
        "I, {p}, S/o {father}, aged about 46 years, R/o {addr}, do hereby solemnly affirm and state as under:",
        "Verified at New Delhi on {when}.",
    ),
    "za": (
        "I, the undersigned, {p}, do hereby make oath and state that:",
        "Signed and sworn to before me at Pretoria on {when}, the deponent having acknowledged that he knows and understands the contents.",
    ),
    "sg": (
        "I, {p}, of {addr}, do solemnly and sincerely affirm and say as follows:",
        "AFFIRMED at Singapore on {when}.",
    ),
    "hk": (
        "I, {p}, of {addr}, do solemnly, sincerely and truly declare and affirm as follows:",
        "AFFIRMED at the High Court Building on {when}.",
    ),
    "ng": (
        "I, {p}, Female, Christian, Nigerian citizen of {addr}, do hereby make oath and state as follows:",
        "Sworn to at the Federal High Court Registry, Lagos on {when}.",
    ),
    "ke": (
        "I, {p}, of {box} in the Republic of Kenya, do make oath and state as follows:",
        "SWORN at Nairobi on {when}.",
    ),
}


def sworn_statement(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    me, kin = pool.any(), pool.any()
    d = Doc("sworn_statement", f"oath_{j}")
    d.extra_tags.append(f"jur:{j}")
    head, tail = OPENINGS[j]
    d.add("{file}\n\n", file=pl.court_file(rng, j))
    d.add(
        head,
        p=rng.choice([me.full, me.full, me.caps])(),
        place=pl.place(rng),
        addr=addr(rng, j),
        father=pool.of(me.loc).full(),
        box=S("ADDRESS", f"Post Office Box Number {rng.randint(1000, 99999)}-00100 Nairobi"),
    )
    d.add(
        "\n1. I was born on {dob} and I am the {rel} of {kin}. ",
        dob=dob(rng, j),
        rel=rng.choice(["spouse", "sister", "former business partner", "neighbour"]),
        kin=kin.full(),
    )
    d.add("2. I make this statement in support of the application under {stat}. ", stat=pl.statute(rng, j))
    d.add(
        "3. On {when} I telephoned {kin} on {ph}.\n\n",
        when=D("date", later_date(rng)),
        kin=kin.given_only() if kin.latin else kin.full(),
        ph=S("PHONE", phone(rng, j)),
    )
    d.add(tail, when=D("date", later_date(rng)))
    return d


def family_affidavit(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "ca", "us", "uk", "au", "nz", "ie"])
    me, ex, c1, c2 = pool.any(), pool.any(), pool.latin(), pool.any()
    d = Doc("family_affidavit", "numbered_paras")
    d.add("{file}\nAFFIDAVIT OF {cap}\n\n", file=pl.court_file(rng, j), cap=me.caps())
    d.add(
        "1. I am the {who} and I reside at ",
        who=rng.choice(["Applicant mother", "Respondent father", "Applicant"]),
    )
    d.add(
        "{a}. The Respondent, {ex}, and I separated on {sep}.\n",
        a=addr(rng, j),
        ex=ex.full(),
        sep=D("date", later_date(rng)),
    )
    d.add(
        "2. We have two children: {c1}, born {b1}, and {c2}, born {b2}. ",
        c1=c1.full(),
        b1=S("DATE_OF_BIRTH", date(rng, rng.choice(["gb", "long_us", "iso", "dmy_slash"]), (2005, 2021))),
        c2=c2.given_only(),
        b2=S("DATE_OF_BIRTH", date(rng, "long_us", (2009, 2021))),
    )
    d.add("{g} has been assessed at {inst}.\n", g=c1.given_only(), inst=pl.institution(rng))
    d.add(
        "3. The children's health numbers are {h1} and {h2}. ",
        h1=S("HEALTH_CARD", _health(rng, j, c1)),
        h2=S("HEALTH_CARD", _health(rng, j, c2)),
    )
    d.add("I rely on {stat} and on {cite}.", stat=pl.statute(rng, j, "family"), cite=pl.citation(rng, j))
    return d


def _health(rng, j, person):
    from r8_ids import health_card

    kind = {"ca": rng.choice(["on", "bc", "qc"]), "uk": "nhs", "au": "medicare", "nz": "nhs"}.get(
        j, rng.choice(["on", "nhs", "medicare", "bc"])
    )
    return health_card(rng, kind, person)


def will(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "uk", "ie", "au", "nz", "za", "ke", "ng", "in", "us"])
    t, ex, g1, g2, w1, w2 = pool.latin(), pool.any(), pool.any(), pool.latin(), pool.any(), pool.latin()
    d = Doc("will", "will_clauses")
    d.add("THIS IS THE LAST WILL AND TESTAMENT of me, {t}, of ", t=t.caps())
    d.add(
        "{a}.\n\n1. I REVOKE all former wills.\n2. I APPOINT my {rel} {ex} to be the executor of this my Will",
        a=addr(rng, j),
        rel=rng.choice(["child", "cousin", "friend", "sibling"]),
        ex=ex.full(),
    )
    d.add(
        " and, if {he} is unable to act, {law}.\n",
        he=ex.given_only() if ex.latin else ex.full(),
        law=pl.law_firm(rng, pool),
    )
    d.add(
        "3. I GIVE my {thing} to my grandson {g}, and the residue to {g2}.\n",
        thing=rng.choice(["Steinway piano", "shares in the family company", "cottage"]),
        g=g1.nick(rng),
        g2=g2.sur_first(),
    )
    d.add(
        "4. This Will is made under {stat}.\n\nSIGNED by {t2} in the presence of:\n",
        stat=pl.statute(rng, j, "succession"),
        t2=t.full(),
    )
    d.add(
        "Witness 1: {w1}, {wa}\nWitness 2: {w2}\nDated {when}",
        w1=w1.full(),
        wa=addr(rng, j),
        w2=w2.initial(),
        when=D("date", later_date(rng, "words")),
    )
    return d


LEASE_ACTS = {
    "ca": "Residential Tenancies Act, 2006",
    "us": "Cal. Civ. Code § 1940 et seq.",
    "uk": "Housing Act 1988, s. 21",
    "au": "Residential Tenancies Act 2010 (NSW)",
    "nz": "Residential Tenancies Act 1986",
    "sg": "Civil Law Act 1909",
    "hk": "Cap. 7",
    "ie": "Residential Tenancies Act 2004",
}


def lease(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "ca", "us", "uk", "au", "nz", "sg", "hk", "ie"])
    t1, t2, ec = pool.any(), pool.latin(), pool.any()
    d = Doc("lease", "form_fields")
    d.add(
        "RESIDENTIAL TENANCY AGREEMENT ({stat})\nLandlord: {co}\nTenant(s): {t1}; {t2}\nRental unit: ",
        stat=D("statute", LEASE_ACTS[j]),
        co=pl.company(rng, pool),
        t1=t1.full(),
        t2=t2.sur_first(),
    )
    d.add(
        "{a}\nTenant phone: {ph}\nE-mail for notices: {em}\n",
        a=addr(rng, j),
        ph=S("PHONE", phone(rng, j)),
        em=S("EMAIL", _email(rng, t1)),
    )
    d.add(
        "Emergency contact: {ec} ({ph2})\nStart date: {sd}   Rent: $2,150 per month\n",
        ec=ec.full(),
        ph2=S("PHONE", phone(rng, j)),
        sd=D("date", later_date(rng)),
    )
    d.add(
        "Pre-authorized debit from account {acct}. The unit is two blocks from {st}.",
        acct=S("BANK_ACCOUNT", account_for(rng, j)),
        st=pl.street(rng),
    )
    return d


def _email(rng, person):
    from r8_ids import email

    return email(rng, person)


def power_of_attorney(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "uk", "in", "au", "za", "sg", "ie", "us"])
    grantor, att, alt = pool.any(), pool.latin(), pool.any()
    title = {
        "ca": "CONTINUING POWER OF ATTORNEY FOR PROPERTY",
        "uk": "LASTING POWER OF ATTORNEY (Property and financial affairs)",
        "in": "GENERAL POWER OF ATTORNEY",
        "sg": "LASTING POWER OF ATTORNEY (Form 1)",
    }.get(j, "ENDURING POWER OF ATTORNEY")
    d = Doc("power_of_attorney", "grant_clauses")
    d.add("{t}\n\nDonor: {g}\nDate of birth: {dob}\nAddress: ", t=title, g=grantor.full(), dob=dob(rng, j))
    d.add("{a}\n\nI appoint {att} of ", a=addr(rng, j), att=att.full())
    d.add(
        "{a2} as my attorney, and if {ag} dies, {alt} as substitute attorney. ",
        a2=addr(rng, j),
        ag=att.given_only(),
        alt=alt.full(),
    )
    d.add(
        "My attorney may operate my account no. {acct} and account {iban}. ",
        acct=S("BANK_ACCOUNT", account_for(rng, j)),
        iban=S("IBAN", _iban(rng)),
    )
    d.add(
        "Prepared by {law} under {stat}.", law=pl.law_firm(rng, pool), stat=pl.statute(rng, j, "succession")
    )
    return d


def _iban(rng):
    from r8_ids import iban

    return iban(rng)


def cause_list(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(pl.JURIS)
    d = Doc("cause_list", "docket_table")
    d.add(
        "DAILY CAUSE LIST: {when}\nCourtroom 6-2, before {judge}\n\n",
        when=D("date", later_date(rng, "gb")),
        judge=pl.judge(rng, pool, j),
    )
    for i in range(rng.randint(3, 5)):
        kind = rng.random()
        d.add("{i}. {file}  {case}", i=str(i + 1), file=pl.court_file(rng, j), case=pl.case_name(rng, pool))
        if kind < 0.4:
            p = pool.any()
            d.add("  (applicant in person: {p})", p=p.full())
        elif kind < 0.7:
            d.add("  counsel: {firm}", firm=pl.law_firm(rng, pool))
        else:
            p = pool.any()
            d.add(
                "  interpreter required ({lang}) for witness {p}",
                lang=rng.choice(["Tagalog", "Yoruba", "Polish", "Arabic", "Mandarin"]),
                p=p.sur_first(),
            )
        d.add("\n")
    return d


FRAMES_A = [
    employment_tribunal,
    immigration_decision,
    sworn_statement,
    sworn_statement,
    family_affidavit,
    will,
    lease,
    power_of_attorney,
    cause_list,
]
