"""Contracts, estates, corporate and financial records, exports and scans."""

from __future__ import annotations

from r12_doc import Doc, S
from r12_gen import Gen


def lease(g: Gen, d: Doc) -> None:
    ll, t1, t2, gu = g.people(4)
    d.f(
        '{h}\n\nThis lease is made on {dt} between {ll} (the "Landlord") and ',
        h=g.H("RESIDENTIAL TENANCY AGREEMENT"),
        dt=g.date(),
        ll=g.N(ll),
    )
    d.add(g.first(t1))
    d.f(' and {t2} (together, the "Tenants").\n\n1. Premises: ', t2=g.N(t2))
    d.add(g.addr())
    d.f(
        "\n2. Rent of $2,150 is payable on the first of each month to account {ac} (transit/institution/account).\n"
        "3. Guarantor: {gu}, date of birth {gdob}.\n4. Emergency contact for {t1c}: {ph}.\n5. This lease is "
        "governed by the {st}.\n\nSigned: {lls}   {t1s}   {t2s}",
        ac=g.acct(),
        gu=g.N(gu),
        gdob=g.dob(),
        t1c=g.N(t1, "call"),
        ph=g.phone(),
        st=g.statute(),
        lls=g.N(ll),
        t1s=g.N(t1),
        t2s=g.N(t2),
    )


def employment(g: Gen, d: Doc) -> None:
    em, mg = g.people(2)
    d.f(
        '{h}\n\nBETWEEN {org} (the "Employer") AND {en} (the "Employee")\n\nEffective {dt}\n\n',
        h=g.H("EMPLOYMENT AGREEMENT"),
        org=g.eorg(),
        en=g.N(em, "caps"),
        dt=g.date(),
    )
    tag, nid = g.natid()
    d.f("1. The Employee, {en}, of ", en=g.N(em))
    d.add(g.addr())
    d.f(
        ", will report to {mg}, Director of Operations.\n2. Salary is paid by direct deposit to account {ac}"
        "{bc}.\n",
        mg=g.N(mg),
        ac=g.acct(),
        bc=[" at ", g.bank_code()] if g.chance(0.5) else "",
    )
    if nid:
        d.f("3. The Employee's {t}: {n}.\n", t=tag, n=nid)
    d.f(
        "4. Non-solicitation per {sec}; see {c}.\n\n{mgs}, for the Employer\n{ens}",
        sec=g.sec(),
        c=g.case(),
        mgs=g.N(mg),
        ens=g.N(em),
    )


def will(g: Gen, d: Doc) -> None:
    t, sp, c1, c2, ex = g.people(5)
    d.f("{h}\n\nTHIS IS THE LAST WILL of me, ", h=g.H("LAST WILL AND TESTAMENT"))
    d.add(g.first(t))
    d.add(", of ")
    d.add(g.addr())
    d.f(
        ".\n\n1. I revoke all former wills.\n2. I appoint my spouse, {sp}, as executor, and if {spc} predeceases me, "
        "my friend {ex}.\n3. I leave my residue equally to my children {c1} and {c2}.\n4. I leave $5,000 to "
        "{org} in memory of {hist}.\n\nSIGNED on {dt}.\n\nWitness: {w1}    Witness: {w2}",
        sp=g.N(sp),
        spc=g.N(sp, "given"),
        ex=g.N(ex),
        c1=g.N(c1),
        c2=g.N(c2),
        org=g.eorg(),
        hist=g.hist(),
        dt=g.date(),
        w1=g.N(g.person()),
        w2=g.N(g.person()),
    )


def poa(g: Gen, d: Doc) -> None:
    gr, at, alt = g.people(3)
    d.f(
        "{h}\n\nI, {gr}, born {dob}, appoint {at} of ",
        h=g.H("CONTINUING POWER OF ATTORNEY FOR PROPERTY"),
        gr=g.N(gr),
        dob=g.dob(),
        at=g.N(at),
    )
    d.add(g.addr())
    d.f(
        " to be my attorney. If {atc} is unable to act, I appoint {alt}.\n\nThis power of attorney is given under "
        "the {st}. It may be exercised during any incapacity.\n\nDated {dt}.  {grs}",
        atc=g.N(at, "call"),
        alt=g.first(alt),
        st=g.statute(),
        dt=g.date(),
        grs=g.N(gr),
    )


def estate_inventory(g: Gen, d: Doc) -> None:
    dec, ex = g.people(2)
    d.f(
        "{h}\nEstate of {dec}, deceased ({dod})\nEstate trustee: {ex}\n\n| Asset | Details | Value |\n|---|---|---|\n",
        h=g.H("INVENTORY OF ESTATE ASSETS"),
        dec=g.N(dec),
        dod=g.date(),
        ex=g.N(ex),
    )
    d.f(
        "| Residence | ",
    )
    d.add(g.addr())
    d.f(
        " | $612,000 |\n| Chequing | acct {ac} | $14,210 |\n| Foreign account | IBAN {ib} | €8,900 |\n"
        "| Vehicle | {prod} | $7,500 |\n| Credit card | {cc} (closed) | -$1,120 |\n\nSworn by {exs} on {dt}.",
        ac=g.acct(),
        ib=g.iban(),
        prod=g.product(),
        cc=g.cc(),
        exs=g.N(ex, "init"),
        dt=g.date(),
    )


def statement_of_affairs(g: Gen, d: Doc) -> None:
    db = g.person()
    d.f(
        "{h}\nDebtor: {db}\nEstate no.: {f}\n\ncreditor\tcontact\taddress\tamount\n",
        h=g.H("STATEMENT OF AFFAIRS"),
        db=g.N(db, "SG"),
        f=g.fileno(),
    )
    for _ in range(g.rng.randint(3, 5)):
        c = g.person()
        d.f("{org}\t{c}\t", org=g.eorg() if g.chance(0.5) else "Individual", c=g.N(c))
        d.add(g.addr())
        d.add(f"\t{g.rng.randint(400, 48000)}.00\n")
    d.f("\nTrustee: {off}\nDate of bankruptcy: {dt}", off=g.official(), dt=g.date())


def proof_of_claim(g: Gen, d: Doc) -> None:
    cr, db = g.people(2)
    d.f(
        "{h}\n{st}\n\nIn the matter of the bankruptcy of {db}\n\nCreditor name: {cr}\nMailing address: ",
        h=g.H("PROOF OF CLAIM"),
        st=g.statute(),
        db=g.N(db),
        cr=g.N(cr),
    )
    d.add(g.addr())
    d.f(
        "\nTelephone: {ph}\nE-mail: {em}\nAmount: $18,422.16\nParticulars: loan advanced on {dt}, {ref}\n"
        "Refund to account: {ac}\n\nDated {dt2}   {crs}",
        ph=g.phone(),
        em=g.email(cr),
        dt=g.date(),
        ref=g.ref(),
        ac=g.acct(),
        dt2=g.date(),
        crs=g.N(cr),
    )


def minutes(g: Gen, d: Doc) -> None:
    ch, se, di, gu = g.people(4)
    d.f(
        "{h}\nMeeting of the board of directors of {org}, held {dt} at {ep}\n\nPresent: {ch} (Chair), {se} "
        "(Secretary), {di}\nRegrets: {gu}\n\n",
        h=g.H("MINUTES"),
        org=g.eorg(),
        dt=g.date(),
        ep=g.eplace(),
        ch=g.N(ch),
        se=g.N(se),
        di=g.N(di),
        gu=g.N(gu),
    )
    d.f(
        "1. {chc} called the meeting to order.\n2. On motion of {dic}, seconded by {sec}, the board approved "
        "the issuance of 2,000 common shares to {gu}.\n3. {sec2} will file the notice with {off}.\n"
        "4. Next meeting {dt}.",
        chc=g.N(ch, "call"),
        dic=g.N(di, "call"),
        sec=g.N(se, "call"),
        gu=g.N(gu),
        sec2=g.tn(se),
        off=g.official(),
        dt=g.date(),
    )


def share_register(g: Gen, d: Doc) -> None:
    d.f(
        "# {org} — register of shareholders as at {dt}\nholder,address,class,shares,certificate\n",
        org=g.eorg(),
        dt=g.date("iso"),
    )
    for _ in range(g.rng.randint(4, 6)):
        p = g.person()
        d.f('"{p}","', p=g.N(p, "SG") if g.chance(0.5) else g.N(p))
        d.add(g.addr())
        d.add(f'",common,{g.rng.randint(10, 5000)},')
        d.add(g.ref(), "\n")


def payroll(g: Gen, d: Doc) -> None:
    d.add("emp_id,last,first,dob,id_no,account,email\n")
    for i in range(g.rng.randint(5, 7)):
        p = g.person()
        tag, nid = g.natid()
        d.f(
            "E{i},{s},{gv},{dob},{nid},{ac},{em}\n",
            i=str(2041 + i),
            s=g.N(p, "sur"),
            gv=g.N(p, "given"),
            dob=g.dob("iso"),
            nid=nid or "",
            ac=g.acct(),
            em=g.email(p),
        )


def direct_deposit(g: Gen, d: Doc) -> None:
    p, wit = g.people(2)
    d.f("{h}\n\nPayee name: {pn}\nAddress: ", h=g.H("DIRECT DEPOSIT ENROLMENT"), pn=g.N(p))
    d.add(g.addr())
    if g.jur == "us":
        d.f("\nRouting number: {r}\nAccount number: {a}\n", r=g.bank_code(), a=g.bare_acct())
    else:
        d.f("\nAccount: {a}\nBank: {bc}\n", a=g.acct(), bc=g.bank_code())
    d.f(
        "Phone: {ph}\nDate: {dt}\nVerified by: {w}\nVoid cheque attached. Questions: {ie}",
        ph=g.phone(),
        dt=g.date(),
        w=g.N(wit, "init"),
        ie=g.iemail(),
    )


def intake_export(g: Gen, d: Doc) -> None:
    d.add("matter\tclient\tdob\tphone\temail\treferral\topened\n")
    for _ in range(g.rng.randint(4, 6)):
        p, r = g.person(), g.person()
        d.f(
            "{f}\t{c}\t{dob}\t{ph}\t{em}\t{r}\t{dt}\n",
            f=g.fileno(),
            c=g.N(p, "Sg"),
            dob=g.dob("iso"),
            ph=g.phone(),
            em=g.email(p),
            r=g.N(r),
            dt=g.date("iso"),
        )


def title_search(g: Gen, d: Doc) -> None:
    o1, o2, mg = g.people(3)
    d.f(
        "{h}\nParcel: {ref}\nSearched: {dt}\n\nRegistered owners: {o1} and {o2}, joint tenants\nMunicipal address: ",
        h=g.H("LAND TITLE SEARCH RESULT"),
        ref=g.ref(),
        dt=g.date(),
        o1=g.N(o1, "caps"),
        o2=g.N(o2, "caps"),
    )
    d.add(g.addr())
    d.f(
        "\nCharge: mortgage to {org}, registered {dt}\nCaution: filed by {mg}, claiming an interest under {c}\n"
        "Legal description: Lot 14, Plan 4471, {ep}",
        org=g.eorg(),
        dt=g.date(),
        mg=g.N(mg),
        c=g.case(),
        ep=g.eplace(),
    )


def release(g: Gen, d: Doc) -> None:
    rl, re_, wi = g.people(3)
    d.f("{h}\n\nIN CONSIDERATION of the payment of $42,500, I, ", h=g.H("FULL AND FINAL RELEASE"))
    d.add(g.first(rl))
    d.f(
        ", release {re_} and {org} from all claims arising from the incident of {dt} at {ep}. Payment shall be "
        "made to IBAN {ib}. This release is governed by {st}.\n\nSigned {dt2}\n{rls}\nWitness: {wi}",
        re_=g.N(re_),
        org=g.eorg(),
        dt=g.date(),
        ep=g.eplace(),
        ib=g.iban(),
        st=g.statute(),
        dt2=g.date(),
        rls=g.N(rl),
        wi=g.N(wi),
    )


def _ocr_split(name: str, rng) -> str:
    if len(name) > 6 and " " in name:
        i = name.index(" ")
        return name[:i] + "\n" + name[i + 1 :]
    cut = rng.randint(2, max(2, len(name) - 2))
    return name[:cut] + "-\n" + name[cut:]


def ocr_scan(g: Gen, d: Doc) -> None:
    s, dp, w = g.people(3)
    d.f("AFF1DAVIT 0F SERVlCE\n{f}\n\nI, ", f=g.fileno())
    d.add(g.N(dp), ", of the C1ty of ", g.place(), ", make 0ath and say:\n\n1. On ", g.date(), " I served ")
    d.add(S(_ocr_split(s.full(), g.rng), "PERSON", loc=s.loc))
    d.add(" persona11y at\n")
    d.add(g.addr())
    d.f(
        " with the Statement of C1aim.\n2. I identified {sc} by his driver's 1icence, no. {dl}.\n"
        "3. {w} was present.\n\nSW0RN before me {dt}\n~~~ {dps} ~~~",
        sc=g.N(s, "call"),
        dl=g.dl(s),
        w=g.N(w, "caps"),
        dt=g.date(),
        dps=g.N(dp, "init"),
    )


def witness_list(g: Gen, d: Doc) -> None:
    d.f("{h}\n{f}\n\n", h=g.H("PLAINTIFF'S WITNESS LIST"), f=g.fileno())
    roles = [
        "treating physician",
        "neighbour",
        "former co-worker",
        "daughter",
        "insurance adjuster",
        "mechanic",
    ]
    for i in range(g.rng.randint(5, 7)):
        p = g.person()
        d.add(f"{i + 1}. ")
        d.add(g.first(p) if g.chance(0.5) else g.N(p, "SG"))
        d.add(f" — {g.pick(roles)}; est. {g.rng.randint(1, 3)} hours\n")
    d.f("\nExpert: report of {org}; literature on {t}.", org=g.eorg(), t=g.eterm())


def service_list(g: Gen, d: Doc) -> None:
    d.f("{h}\n{f}\n\n", h=g.H("SERVICE LIST"), f=g.fileno())
    for _ in range(g.rng.randint(3, 4)):
        p = g.person()
        d.add(g.N(p, "caps"), "\n")
        d.add(g.addr(two_line=True))
        d.f("\nTel: {ph}\nEmail: {em}\nSelf-represented\n\n", ph=g.phone(), em=g.email(p))
    d.f(
        "{org}\nTel: {iph}\nEmail: {ie}\nLawyers for the Respondent",
        org=g.eorg(),
        iph=g.iphone(),
        ie=g.iemail(),
    )


def garnishment(g: Gen, d: Doc) -> None:
    cr, db, em = g.people(3)
    d.f(
        "{h}\n{f}\n\nCreditor: {cr}\nDebtor: {db}\nDebtor date of birth: {dob}\nGarnishee (employer): {org}, "
        "attention {em}\n\nYou are required to pay 20% of the wages owing to the debtor to the clerk of the court "
        "at {iph}. Reference the {ref}. Issued {dt} by {off}.",
        h=g.H("NOTICE OF GARNISHMENT"),
        f=g.fileno(),
        cr=g.N(cr),
        db=g.N(db),
        dob=g.dob(),
        org=g.eorg(),
        em=g.N(em),
        iph=g.iphone(),
        ref=g.ref(),
        dt=g.date(),
        off=g.official(),
    )


def visitor_log(g: Gen, d: Doc) -> None:
    d.f("date\tvisitor\tvisiting\tid_checked\tip_wifi\n")
    inmate = g.person()
    for _ in range(g.rng.randint(4, 6)):
        v = g.person()
        d.f(
            "{dt}\t{v}\t{i}\t{dl}\t{ip}\n",
            dt=g.date("iso"),
            v=g.N(v, "SG"),
            i=g.N(inmate, "SG"),
            dl=g.dl(v),
            ip=g.ip(),
        )


FRAMES = [
    ("residential_lease", "prose", None, lease),
    ("employment_agreement", "numbered_paragraphs", None, employment),
    ("will", "prose", None, will),
    ("power_of_attorney", "prose", ["ca", "us", "uk", "au", "nz", "ie"], poa),
    ("estate_inventory", "table_markdown", None, estate_inventory),
    ("statement_of_affairs", "tsv", ["ca", "us", "uk", "ie", "au"], statement_of_affairs),
    ("proof_of_claim", "form_fields", ["ca", "ca", "us"], proof_of_claim),
    ("board_minutes", "minutes", None, minutes),
    ("share_register", "csv", None, share_register),
    ("payroll_export", "csv", ["ca", "us"], payroll),
    ("direct_deposit_form", "form_fields", ["ca", "us", "us"], direct_deposit),
    ("client_intake_export", "tsv", None, intake_export),
    ("land_title_search", "header_fields", ["ca", "au", "nz", "uk"], title_search),
    ("settlement_release", "prose", None, release),
    ("ocr_affidavit_of_service", "ocr", None, ocr_scan),
    ("witness_list", "list", None, witness_list),
    ("service_list", "list", None, service_list),
    ("garnishment_notice", "header_fields", ["ca", "us"], garnishment),
    ("jail_visitor_log", "tsv", ["ca", "us"], visitor_log),
]
