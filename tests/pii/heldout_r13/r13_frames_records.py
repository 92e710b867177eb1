"""Record frames: trust deeds, annual returns, expert CVs, estate accounts, beneficiary designations,
separation agreements, HR notes, sponsorship questionnaires, wage claims, disbursement statements,
heirship affidavits, tenant applications, card authorisations, wire instructions."""

from __future__ import annotations

from r13_doc import D


def trust_deed(g, d):
    p = g.people(6)
    d.line("{h}\n", h=g.head("DEED OF TRUST"))
    d.line(
        'THIS DEED is made on {dt} BETWEEN {a} of {ad} (the "Settlor") AND {b} and {c} (the "Trustees").\n',
        dt=g.date(),
        a=g.caps(p[0]),
        ad=g.addr(),
        b=g.caps(p[1]),
        c=g.caps(p[2]),
    )
    d.line(
        'WHEREAS the Settlor wishes to provide for the grandchildren {x}, {y} and {z} (the "Beneficiaries");',
        x=g.full(p[3]),
        y=g.full(p[4]),
        z=g.full(p[5]),
    )
    d.line(
        "NOW THIS DEED WITNESSES that the Trustees shall hold the sum of $10 (ten dollars), and any further property settled, on the trusts below."
    )
    d.line(
        "1. The Trustees may invest as permitted by the {st} and may pay income to {y} for education, including any tuition not covered by a {aw}.",
        st=g.statute(),
        y=g.later(p[4]),
        aw=g.award(),
    )
    d.line(
        "2. The trust fund shall be divided among the Beneficiaries living on the vesting day, {dt}, in equal shares, {pp}.",
        dt=g.date(),
        pp=g.maxim(),
    )
    d.line(
        "3. If {b} ceases to act, {w} shall be appointed in her place.", b=g.later(p[1]), w=g.full(g.person())
    )
    d.line("\nSIGNED by the Settlor {a} in the presence of {wit}.", a=g.nm(p[0]), wit=g.full(g.person()))


def corporate_annual_return(g, d):
    d.line("{h}", h=g.head("ANNUAL RETURN - FORM 22" if d.jur == "ca" else "ANNUAL REPORT"))
    corp = D(
        g.pick(("Sterling Winter", "Lane Rivers", "Hope & Banks", "Frost Fairweather")) + " Holdings Inc.",
        "eponymous_org",
    )
    d.line(
        "Corporation name: {o}\nCorporation number: {r}\nAnniversary date: {dt}",
        o=corp,
        r=D(g.digits(7) + "-" + g.digits(1), "reference_number"),
        dt=g.date(),
    )
    d.line("Registered office: {ad}", ad=g.addr())
    d.line("Directors:")
    for _ in range(g.n(3, 5)):
        q = g.person()
        d.line("  {n} - {ad} - resident Canadian: {yn}", n=g.nm(q), ad=g.addr(), yn=g.pick(("Yes", "No")))
    q = g.person()
    d.line("Individual with significant control: {n}, born {dob}", n=g.nm(q), dob=g.dob())
    d.line("Filed online at {u} by {e}.", u=g.iurl(), e=g.iemail())


def expert_cv(g, d):
    p = g.person()
    d.line("{h}", h=g.head("CURRICULUM VITAE"))
    d.line("Dr. {n}, P.Eng., Ph.D.\n{e}  |  {u}\n", n=g.full(p), e=g.email(p), u=g.url(p))
    d.line(
        "EDUCATION\n- Ph.D., {o}, {y} (supervisor: Prof. {s})",
        o=g.org(),
        y=g.n(1995, 2012),
        s=g.full(g.person()),
    )
    d.line("- {aw}, {y}", aw=g.award(), y=g.n(1990, 2010))
    d.line("EXPERT TESTIMONY (last 4 years)\n- {c}: retained by the plaintiff", c=g.case())
    for _ in range(g.n(2, 4)):
        q, r = g.person(), g.person()
        d.line("- {a} v. {b}, {f} (deposition {dt})", a=g.nm(q), b=g.nm(r), f=g.fileno(), dt=g.date())
    d.line(
        'PUBLICATIONS\n- {n}, {x} and {y}, "Failure of anchor bolts in cold climates", {yr}.',
        n=g.init(p),
        x=g.init(g.person()),
        y=g.init(g.person()),
        yr=g.n(2012, 2024),
    )
    d.line("- Chapter in {o} Handbook, {isbn}", o=g.eplace(), isbn=g.ref())
    d.line(
        "CONSULTING\n- Hull inspection, {sh} refit ({yr})\n- Peer reviewer for {q}",
        sh=g.ship(),
        yr=g.n(2015, 2024),
        q=g.org(),
    )


def estate_accounts(g, d):
    p = g.people(3)
    d.line("{h}", h=g.head("ESTATE ACCOUNTS - STATEMENT OF DISBURSEMENTS"))
    d.line(
        "Estate of {a}, deceased ({dod})\nEstate trustee: {b}\n", a=g.full(p[0]), dod=g.date(), b=g.full(p[1])
    )
    d.line("| Date | Payee | Purpose | Amount |")
    d.line("|---|---|---|---|")
    payees = (
        ("{o}", "funeral"),
        ("{x}", "cleaning of house"),
        ("{x}", "reimburse travel from {pl}"),
        ("{o}", "final utility bill"),
        ("{x}", "interim distribution"),
        ("{x}", "appraisal of jewellery"),
    )
    for payee, purpose in payees:
        q = g.person()
        d.add("| ", g.date(), " | ")
        d.f(payee, o=g.org(), x=g.nm(q))
        d.add(" | ")
        d.f(purpose, pl=g.place())
        d.add(f" | ${g.n(80, 25000):,}.{g.n(0, 99):02d} |\n")
    q = g.person()
    d.line("\nInterim distribution to {x} (abroad) by wire to IBAN {i}.", x=g.full(q), i=g.iban())
    d.line("Approved by the residuary beneficiary {c}, {dt}.", c=g.full(p[2]), dt=g.date())


def beneficiary_designation(g, d):
    p = g.people(4)
    d.line("{h}", h=g.head("BENEFICIARY DESIGNATION / CHANGE"))
    d.line("Plan: {o} group life    Certificate: {r}", o=g.org(), r=g.ref())
    d.line(
        "Member name: {a}\nMember date of birth: {dob}\nSIN/SSN: {s}",
        a=g.comma(p[0]),
        dob=g.dob(),
        s=g.sin() if d.jur == "ca" else g.ssn(),
    )
    for i, q in enumerate(p[1:4], 1):
        d.line(
            "Beneficiary {i}: {n}    Relationship: {r}    DOB: {dob}    Share: {sh}%",
            i=i,
            n=g.nm(q),
            r=g.pick(("spouse", "daughter", "son", "niece", "friend")),
            dob=g.dob(lo=1950, hi=2018),
            sh=g.pick((25, 50, 33, 34)),
        )
    d.line("Trustee for minor beneficiary: {t}", t=g.full(g.person()))
    d.line("Signed {dt}; witness: {w}", dt=g.date(), w=g.full(g.person()))


def separation_agreement(g, d):
    p = g.people(5)
    d.line("{h}\n", h=g.head("SEPARATION AGREEMENT"))
    d.line(
        'BETWEEN {a} ("{ag}") AND {b} ("{bg}")\n',
        a=g.caps(p[0]),
        ag=g.given(p[0]),
        b=g.caps(p[1]),
        bg=g.given(p[1]),
    )
    d.line(
        "1.1 The parties married on {dt} in {pl} and separated on {dt2}.",
        dt=g.date(),
        pl=g.place(),
        dt2=g.date(),
    )
    d.line(
        "1.2 The children are {c1}, born {dob1}, and {c2}, born {dob2}.",
        c1=g.full(p[2]),
        dob1=g.dob(lo=2008, hi=2020),
        c2=g.full(p[3]),
        dob2=g.dob(lo=2008, hi=2020),
    )
    d.line(
        "2.1 {a} shall pay child support of $1,214 a month into account {acct}.",
        a=g.given(p[0]),
        acct=g.acct(),
    )
    d.line("3.1 Neither party shall permit {x} to be present during parenting time.", x=g.full(p[4]))
    d.line(
        "4.1 Each party has had independent legal advice; {ag} from {f1} and {bg} from {f2}.",
        ag=g.given(p[0]),
        f1=g.firm(),
        bg=g.given(p[1]),
        f2=g.firm(),
    )
    d.line("\nSIGNED on {dt}: ____________ {a}    ____________ {b}", dt=g.date(), a=g.nm(p[0]), b=g.nm(p[1]))


def hr_file_note(g, d):
    p = g.people(5)
    d.line(
        "File note - CONFIDENTIAL\nEmployee: {a} (ID {r})\nDate: {dt}\nAuthor: {b}\nCc: {c}; {e}\n",
        a=g.nm(p[0]),
        r=g.ref(),
        dt=g.date(),
        b=g.nm(p[1]),
        c=g.nm(p[2]),
        e=g.iemail(),
    )
    d.line(
        '{a} came to my office at 3:10 pm upset about comments made by {x} in the lunchroom. {x2} allegedly called her "{nick}" in front of {w1} and {w2}.',
        a=g.given(p[0]),
        x=g.full(p[3]),
        x2=g.later(p[3]),
        nick=g.pick(("princess", "the new girl", "sunshine")),
        w1=g.full(p[4]),
        w2=g.full(g.person()),
    )
    d.line(
        "She asked that her husband, {h}, not be contacted at home ({ph}).",
        h=g.full(g.person()),
        ph=g.phone(),
    )
    d.line(
        "Next step: refer to the investigator under the policy; see {s}. Whistleblower protection under the {es} considered.",
        s=g.section(),
        es=g.estatute(),
    )


def sponsorship_questionnaire(g, d):
    p = g.people(6)
    d.line("{h}", h=g.head("SPOUSAL SPONSORSHIP - CLIENT QUESTIONNAIRE"))
    d.line(
        "Sponsor: {a}\nSponsor DOB: {dob}\nSponsor SIN: {s}\nSponsor phone: {ph}\nSponsor e-mail: {e}",
        a=g.full(p[0], western=True),
        dob=g.dob(),
        s=g.sin(),
        ph=g.phone(),
        e=g.email(p[0]),
    )
    d.line(
        "Principal applicant: {b}\nDOB: {dob}\nCountry of residence: {c}\nPassport no.: {r}",
        b=g.full(p[1], native_p=0.9),
        dob=g.dob(),
        c=g.place(),
        r=g.ref(),
    )
    d.line("Applicant's parents: {m}; {f}", m=g.full(p[2]), f=g.full(p[3]))
    d.line("Previous spouse of sponsor: {x} (divorced {dt})", x=g.full(p[4]), dt=g.date())
    d.line("Dependent child: {c}, DOB {dob}", c=g.full(p[5]), dob=g.dob(lo=2010, hi=2022))
    d.line("Applicant bank account (IBAN): {i}\nApplicant social media: {u}", i=g.iban(), u=g.url(p[1]))
    d.line(
        "Applicant foreign phone: {ph}\nHow did you meet? through his cousin {k} at a wedding",
        ph=g.foreign_phone(),
        k=g.given(g.person()),
    )


def wage_claim(g, d):
    p = g.people(3)
    d.line(
        "{h}", h=g.head("EMPLOYMENT STANDARDS CLAIM" if d.jur == "ca" else "WAGE CLAIM - LABOR COMMISSIONER")
    )
    d.line(
        "Claimant: {a}\nDate of birth: {dob}\nAddress: {ad}\nPhone: {ph}\nE-mail: {e}",
        a=g.nm(p[0]),
        dob=g.dob(lo=1960, hi=2006),
        ad=g.addr(),
        ph=g.phone(),
        e=g.email(p[0]),
    )
    d.line(
        "Employer: {o}\nOwner / manager: {b}\nEmployer phone: {iph}",
        o=g.org(),
        b=g.full(p[1]),
        iph=g.iphone(),
    )
    d.line(
        "Dates worked: {d1} to {d2}\nUnpaid wages claimed: ${n:,}\nVacation pay: yes\nStatute: {st}",
        d1=g.date(),
        d2=g.date(),
        n=g.n(400, 9000),
        st=g.statute(),
    )
    d.line(
        "Describe: my last two cheques bounced. {b} said to ask the bookkeeper {c}. Pay was deposited to {acct} before that.",
        b=g.later(p[1]),
        c=g.full(p[2]),
        acct=g.acct(),
    )


def heirship_affidavit(g, d):
    p = g.people(7)
    d.line("{h}\n", h=g.head("AFFIDAVIT OF HEIRSHIP"))
    d.line("I, {a}, of {pl}, MAKE OATH AND SAY:\n", a=g.full(p[0]), pl=g.place())
    d.line(
        '1. I knew {x} (the "Deceased") for forty years. The Deceased died on {dt}, born {dob}.',
        x=g.full(p[1]),
        dt=g.date(),
        dob=g.dob(lo=1925, hi=1960),
    )
    d.line(
        "2. The Deceased married {s} once; {s2} died in {y}.",
        s=g.full(p[2]),
        s2=g.later(p[2]),
        y=g.n(1990, 2015),
    )
    d.line(
        "3. They had three children: {c1}, {c2} and {c3}. {c3b} died leaving one child, {gc}.",
        c1=g.full(p[3]),
        c2=g.full(p[4]),
        c3=g.full(p[5]),
        c3b=g.later(p[5]),
        gc=g.full(p[6]),
    )
    d.line(
        "4. The Deceased's mineral interest is located in {pl}. The family claims descent from {h}; I make no statement about that.",
        pl=g.eplace(),
        h=g.hist(),
    )
    d.line("\nSworn before me on {dt}.  {o}", dt=g.date(), o=g.official())


def tenant_application(g, d):
    p = g.people(5)
    d.line("{h}", h=g.head("RENTAL APPLICATION"))
    d.line(
        "Applicant: {a}\nDOB: {dob}\nSIN (optional): {s}\nDriver's licence: {dl}\nCell: {ph}\nE-mail: {e}",
        a=g.nm(p[0]),
        dob=g.dob(),
        s=g.sin(),
        dl=g.dl(p[0]),
        ph=g.phone(),
        e=g.email(p[0]),
    )
    d.line("Co-applicant: {b}\nDOB: {dob}", b=g.nm(p[1]), dob=g.dob())
    d.line("Current address: {ad}\nCurrent landlord: {l}, {lph}", ad=g.addr(), l=g.full(p[2]), lph=g.phone())
    d.line("Employer: {o}; supervisor {s}", o=g.org(), s=g.full(p[3]))
    d.line("Emergency contact: {x} (mother), {ph}", x=g.full(p[4]), ph=g.phone())
    brand, cc = g.card()
    d.line("Pre-authorized rent payment ({b}): {cc}", b=brand, cc=cc)
    d.line("Pets: 1 cat named {cat}", cat=g.pick(("Lady Byng", "Mr. Whiskers", "Gretzky", "Pickles")))


FRAMES = (
    ("trust_deed", "prose", None, trust_deed),
    ("corporate_annual_return", "form_fields", ("ca", "ca", "us"), corporate_annual_return),
    ("expert_cv", "list", None, expert_cv),
    ("estate_trustee_accounts", "table_markdown", None, estate_accounts),
    ("beneficiary_designation", "form_fields", ("ca", "us"), beneficiary_designation),
    ("separation_agreement", "numbered_paragraphs", None, separation_agreement),
    ("hr_file_note", "header_fields", None, hr_file_note),
    ("spousal_sponsorship_questionnaire", "form_fields", ("ca",), sponsorship_questionnaire),
    ("wage_claim", "form_fields", ("ca", "us"), wage_claim),
    ("heirship_affidavit", "numbered_paragraphs", ("us",), heirship_affidavit),
    ("tenant_application", "form_fields", ("ca",), tenant_application),
)
