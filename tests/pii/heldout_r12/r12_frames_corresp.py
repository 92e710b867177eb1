"""Correspondence, reports and exports: e-mails, letters, police/medical/insurance files, chats, logs."""

from __future__ import annotations

from r12_doc import Doc
from r12_gen import Gen


def email(g: Gen, d: Doc) -> None:
    a, b, c = g.people(3)
    d.f(
        "From: {an} <{ae}>\nTo: {bn} <{be}>\nCc: {ie}\nDate: {dt}\nSubject: {ref} — documents for {cn}\n\n",
        an=g.N(a),
        ae=g.email(a),
        bn=g.N(b),
        be=g.email(b),
        ie=g.iemail(),
        dt=g.date(),
        ref=g.ref(),
        cn=g.N(c, "call"),
    )
    d.f(
        "Hi {bg},\n\nAttached are the medical notes from Dr. {c} at {org}. My mother's {term} diagnosis is on page 3. "
        "Her {cue} is {hc}{vc}.\n\nYou can reach me on {ph} after 4.\n\n"
        "Thanks,\n{ag}\n\nSent from {prod}",
        bg=g.N(b, "given"),
        c=g.N(c),
        org=g.eorg(),
        term=g.eterm(),
        hc=g.hc(a, "on") if g.jur == "ca" else g.cc(),
        vc=(" and the version code is " + g.pick(["AB", "KT", "XM"])) if g.jur == "ca" else "",
        cue="health card number" if g.jur == "ca" else "card number on the pharmacy account",
        ph=g.phone(),
        ag=g.N(a, "nick"),
        prod=g.product(),
    )


def email_thread(g: Gen, d: Doc) -> None:
    a, b, c, e = g.people(4)
    d.f(
        "On {dt}, {bn} <{be}> wrote:\n> {ag}, can you confirm {c} will attend the examination for discovery?\n"
        "> The reporter is booked through {ie}.\n\n",
        dt=g.date(),
        bn=g.N(b),
        be=g.email(b),
        ag=g.N(a, "given"),
        c=g.N(c),
        ie=g.iemail(),
    )
    d.f(
        "From: {an}\nSent: {dt}\nTo: {bn}\nCc: {en}\n\n{bg} — yes, {cs} will attend. {eg} from our office will "
        "bring the binder. The wire for the deposit goes to IBAN {ib} (BIC {bic}).\n\nRegards,\n{an2}\n{org}",
        an=g.N(a),
        dt=g.date(),
        bn=g.N(b, "Sg"),
        en=g.N(e),
        bg=g.N(b, "given"),
        cs=g.tn(c),
        eg=g.N(e, "given"),
        ib=g.iban(),
        bic=g.bank_code(),
        an2=g.N(a),
        org=g.eorg(),
    )


def demand_letter(g: Gen, d: Doc) -> None:
    r, w = g.people(2)
    d.f(
        "{org}\n{ad}\nTel. {iph} | {iu}\n\n{dt}\n\nBY REGISTERED MAIL\n\n",
        org=g.eorg(),
        ad=g.place(),
        iph=g.iphone(),
        iu=g.iurl(),
        dt=g.date(),
    )
    d.add(g.N(r), "\n")
    d.add(g.addr(two_line=True))
    d.f(
        "\n\nDear {t}:\n\nRe: {ref}\n\nWe act for {w}. You occupied our client's property from {d1} to {d2} and have "
        "not paid $9,450 in rent. Our client has authorized us to commence proceedings under {st} if payment is not "
        "received within 10 days. See also {c}.\n\nYours truly,\n\n{org2}\ncc: {wn}",
        t=g.tn(r),
        ref=g.ref(),
        w=g.N(w),
        d1=g.date(),
        d2=g.date(),
        st=g.statute(),
        c=g.case(),
        org2=g.eorg(),
        wn=g.N(w, "init"),
    )


def police_report(g: Gen, d: Doc) -> None:
    s, v, w, o = g.people(4)
    d.f(
        "{h}\n{ref}\nReporting officer: Cst. {o} #{badge}\nDate reported: {dt}\n\nSUBJECT\nSURNAME: {ss}\nGIVEN: {sg}\n"
        "DOB: {dob}\nADDRESS: ",
        h=g.H("GENERAL OCCURRENCE REPORT"),
        ref=g.ref(),
        o=g.N(o),
        badge=str(g.rng.randint(1000, 9999)),
        dt=g.date(),
        ss=g.N(s, "surcaps"),
        sg=g.N(s, "given"),
        dob=g.dob("iso"),
    )
    d.add(g.addr())
    d.f(
        "\nDL: {dl}\nPHONE: {ph}\n\nVICTIM: {vn}, DOB {vd}\nWITNESS: {wn}\n\nNARRATIVE: Writer attended {pl} after a "
        "911 call. {vc} stated that {sc} pushed her against the counter at {org}. {wc} corroborated. "
        "Writer consulted {off}.",
        dl=g.dl(s),
        ph=g.phone(),
        vn=g.N(v, "SG"),
        vd=g.dob("iso"),
        wn=g.N(w, "SG"),
        pl=g.place(),
        vc=g.N(v, "call"),
        sc=g.N(s, "surcaps"),
        org=g.eorg(),
        wc=g.N(w, "call"),
        off=g.official(),
    )


def probation_report(g: Gen, d: Doc) -> None:
    o, po, m, e = g.people(4)
    d.f("{h}\nCourt: {j}\nFile: {f}\n\nOffender: ", h=g.H("PRE-SENTENCE REPORT"), j=g.judge(), f=g.fileno())
    d.add(g.first(o))
    d.f(
        "\nDate of birth: {dob}\nProbation officer: {po}\n\nFAMILY BACKGROUND\n{oc} was raised by his mother, {m}, "
        "in {pl}. He has one brother, {e}. He completed a program at {org}.\n\nASSESSMENT\n{oc2} accepts "
        "responsibility. He reports a history of {term}. Collateral contact: {mc} ({ph}).\n\nPrepared {dt}.",
        dob=g.dob(),
        po=g.N(po),
        oc=g.N(o, "call"),
        m=g.N(m),
        pl=g.place(),
        e=g.N(e, "given"),
        org=g.eorg(),
        oc2=g.tn(o),
        term=g.eterm(),
        mc=g.N(m, "call"),
        ph=g.phone(),
        dt=g.date(),
    )


def medical_legal(g: Gen, d: Doc) -> None:
    pt, dr, fp = g.people(3)
    d.f("{drn}, MD, FRCPC\nPhysical Medicine & Rehabilitation\n", drn=g.N(dr))
    d.add(g.addr(two_line=True))
    d.f(
        "\n{ph}\n\n{dt}\n\n{h}\n\nRe: {pn}\nDOB: {dob}\n{cue}: {hc}\nFile: {ref}\n\n",
        ph=g.phone(),
        dt=g.date(),
        h=g.H("INDEPENDENT MEDICAL EXAMINATION"),
        pn=g.N(pt, "SG"),
        dob=g.dob(),
        hc=g.hc(pt) if g.jur == "ca" else g.ssn(),
        cue="Health card" if g.jur == "ca" else "SSN",
        ref=g.ref(),
    )
    d.f(
        "I examined {pt} on {dt}. Her family physician, Dr. {fp}, referred her for {term} in 2020. On testing the "
        "{ep} results were normal. In my opinion {pc} is not able to return to her pre-accident employment.\n\n"
        "{drs}",
        pt=g.tn(pt),
        dt=g.date(),
        fp=g.N(fp),
        term=g.eterm(),
        ep=g.eterm(),
        pc=g.N(pt, "call"),
        drs=g.N(dr, "init"),
    )


def insurance_file(g: Gen, d: Doc) -> None:
    ins, adj, cl, wit = g.people(4)
    d.f(
        "{h}\n{ref}\nInsured: {ins}\nDate of loss: {dt}\nAdjuster: {adj}\nClaimant: {cl}\nClaimant phone: {ph}\n",
        h=g.H("CLAIM FILE SUMMARY"),
        ref=g.ref(),
        ins=g.N(ins),
        dt=g.date(),
        adj=g.N(adj),
        cl=g.N(cl, "Sg"),
        ph=g.phone(),
    )
    d.f(
        "Payment card on file: {cc}\n\nNotes:\n- {dt} spoke with {cg}; says vehicle was parked at {ep}.\n"
        "- {dt2} statement taken from {wit} (neighbour). {wc} saw a red pickup.\n- Coverage position under {sec}.\n"
        "- {adj} to call {ins2} re: deductible.",
        cc=g.cc(),
        dt=g.date(),
        cg=g.N(cl, "given"),
        ep=g.eplace(),
        dt2=g.date(),
        wit=g.N(wit),
        wc=g.N(wit, "call"),
        sec=g.sec(),
        adj=g.N(adj, "given"),
        ins2=g.tn(ins),
    )


def chat_log(g: Gen, d: Doc) -> None:
    a, b = g.people(2)
    al, bl = g.N(a, "lower"), g.N(b, "lower")
    d.f("[{dt}] exported from {prod}\n\n", dt=g.date("iso"), prod=g.product())
    lines = [
        (al, "did u send the papers to {x}"),
        (bl, "yeah dropped them at the court on {p} st"),
        (al, "ok. {x} said the hearing is moved"),
        (bl, "to when"),
        (al, "next tuesday. bring ur sin card"),
    ]
    c = g.person()
    for who, msg in lines:
        hh = f"{g.rng.randint(8, 22):02d}:{g.rng.randint(0, 59):02d}"
        d.add(f"{hh} ", who if who is al else bl, ": ")
        d.f(msg + "\n", x=g.N(c, g.pick(["given", "lower"])), p=g.eplace())
    d.f(
        "{hh} {al}: my new number is {ph}\n{hh2} {bl}: 👍 and {cg} says hi",
        hh="23:02",
        al=g.N(a, "lower"),
        ph=g.phone(),
        hh2="23:04",
        bl=g.N(b, "lower"),
        cg=g.N(c, "given"),
    )


def school_discipline(g: Gen, d: Doc) -> None:
    st, par, vp, t = g.people(4)
    d.f(
        "{h}\nSchool: {org}\nDate of incident: {dt}\n\nStudent name: {sn}\nStudent DOB: {dob}\nGrade: 9\n"
        "Parent/guardian: {pn}\nParent phone: {ph}\nParent email: {em}\n\nReported by: {tn} (teacher)\n"
        "Administrator: {vp}, Vice-Principal\n\nDescription: {sg} was involved in an altercation with another student "
        "in the hallway near the {ep} mural. Suspension of 3 days under {sec}.",
        h=g.H("STUDENT INCIDENT AND SUSPENSION RECORD"),
        org=g.eorg(),
        dt=g.date(),
        sn=g.N(st, "Sg"),
        dob=g.dob(),
        pn=g.N(par),
        ph=g.phone(),
        em=g.email(par),
        tn=g.N(t),
        vp=g.N(vp),
        sg=g.N(st, "given"),
        ep=g.hist(),
        sec=g.sec(),
    )


def mediation_brief(g: Gen, d: Doc) -> None:
    a, b, ex, acc = g.people(4)
    d.f(
        "{h}\n{f}\n\n1. This brief is delivered on behalf of ",
        h=g.H("MEDIATION BRIEF OF THE PLAINTIFF"),
        f=g.fileno(),
    )
    d.add(g.first(a))
    d.f(
        " for the mediation scheduled for {dt} with {med}.\n\n2. {ac} and {b} were partners in a catering business "
        "operating near {ep}.\n\n3. The business valuator, {ex}, values the shares at $412,000. {b2} disputes this, "
        "relying on the report of {acc}.\n\n4. {ac2} relies on {c} and on {mx}.",
        dt=g.date(),
        med=g.official(),
        ac=g.N(a, "call"),
        b=g.N(b),
        ep=g.eplace(),
        ex=g.N(ex),
        b2=g.tn(b),
        acc=g.N(acc, "init"),
        ac2=g.tn(a),
        c=g.case(),
        mx=g.maxim(),
    )


def privilege_log(g: Gen, d: Doc) -> None:
    ps = g.people(4)
    d.f(
        "{h}\n{f}\n\n| Doc ID | Date | Author | Recipient(s) | Description | Privilege |\n|---|---|---|---|---|---|\n",
        h=g.H("SCHEDULE B — PRIVILEGE LOG"),
        f=g.fileno(),
    )
    for _i in range(5):
        a, b = g.rng.sample(ps, 2)
        d.f(
            "| {ref} | {dt} | {a} | {b}; {ie} | E-mail re {c} | Solicitor-client |\n",
            ref=g.ref(),
            dt=g.date("iso"),
            a=g.N(a, "Sg"),
            b=g.N(b, "init"),
            ie=g.iemail(),
            c=g.statute(),
        )


def production_index(g: Gen, d: Doc) -> None:
    d.add("bates_begin,bates_end,date,custodian,author,recipient,doc_type\n")
    cust = g.person()
    for _ in range(g.rng.randint(5, 8)):
        a = g.person() if g.chance(0.6) else cust
        d.f(
            '{r},,{dt},{c},"{a}",{e},{t}\n',
            r=g.ref(),
            dt=g.date("iso"),
            c=g.N(cust, "Sg"),
            a=g.N(a, "SG"),
            e=g.email(a) if g.chance(0.5) else g.iemail(),
            t=g.pick(["email", "memo", "xlsx", "pdf"]),
        )


def child_protection(g: Gen, d: Doc) -> None:
    ch, mo, fa, cw = g.people(4)
    d.f(
        "{h}\nWorker: {cw}\nFile: {ref}\n\nOn {dt} the worker met with ",
        h=g.H("CASE NOTE — CHILD PROTECTION"),
        cw=g.N(cw),
        ref=g.ref(),
        dt=g.date(),
    )
    d.add(g.first(mo))
    d.f(" and her son {ch} (DOB {dob}) at the family home, ", ch=g.N(ch), dob=g.dob())
    d.add(g.addr())
    d.f(
        ". {moc} reported that {fa} has not seen {chg} since {dt}. {chg2} attends {org} and was observed to be "
        "well groomed. {hcs}The worker will contact {fac} at {ph}. Per {st}, no further action at this time.",
        moc=g.tn(mo),
        fa=g.N(fa),
        chg=g.N(ch, "given"),
        dt=g.date(),
        chg2=g.N(ch, "given"),
        hcs=["His health card is ", g.hc(ch), ". "] if g.jur == "ca" else "",
        org=g.eorg(),
        fac=g.N(fa, "call"),
        ph=g.phone(foreign=g.chance(0.3)),
        st=g.statute(),
    )


def hr_investigation(g: Gen, d: Doc) -> None:
    co, re_, w1, w2, inv = g.people(5)
    d.f(
        "{h}\n\nInvestigator: {inv}\nComplainant: {co}\nRespondent: {re_}\n\nOn {dt}, ",
        h=g.H("WORKPLACE INVESTIGATION REPORT"),
        inv=g.N(inv),
        co=g.N(co),
        re_=g.N(re_),
        dt=g.date(),
    )
    d.f(
        "{coc} alleged that {rec} made comments about her accent during a Teams meeting. {w1} and {w2} were interviewed. "
        '{w1c} recalled {rec2} saying the team was "not {pf}." {w2c} did not recall the comment. Logs from {prod} '
        "show {rec3} connected from IP {ip} and later posted about it at {url}. Finding: substantiated under {sec} of the respectful workplace policy.",
        coc=g.tn(co),
        rec=g.N(re_),
        w1=g.N(w1),
        w2=g.N(w2),
        w1c=g.N(w1, "call"),
        rec2=g.N(re_, "call"),
        pf=g.pub(),
        w2c=g.N(w2, "given"),
        prod=g.product(),
        rec3=g.N(re_, "call"),
        ip=g.ip(),
        url=g.url(re_),
        sec=g.sec(),
    )


def interpreter_booking(g: Gen, d: Doc) -> None:
    d.f("{h}\nHearing: {f} — {dt}\n\n", h=g.H("INTERPRETER BOOKINGS"), f=g.fileno(), dt=g.date())
    for _ in range(g.rng.randint(4, 6)):
        it, wi = g.person(), g.person()
        d.f("- {it} ({lang}) for witness ", it=g.N(it), lang=it.loc)
        d.add(g.first(wi))
        d.f("; contact {ph}\n", ph=g.phone())
    d.f("\nQuestions: {ie}", ie=g.iemail())


def voicemail(g: Gen, d: Doc) -> None:
    c, r = g.people(2)
    d.f(
        "{h}\nReceived: {dt}\nFrom: {ph}\nTranscribed by {prod}\n\n\"Hi, it's {cg} {cs} calling for {rg}. "
        "I'm returning the call about my claim, the {ref}. My date of birth is {dob} if you need it. "
        'You can call me back at {ph2}. My daughter {kid} might answer. Thanks, bye."',
        h=g.H("VOICEMAIL TRANSCRIPT"),
        dt=g.date(),
        ph=g.phone(),
        prod=g.product(),
        cg=g.N(c, "given"),
        cs=g.N(c, "sur"),
        rg=g.N(r, "given"),
        ref=g.ref(),
        dob=g.dob("us"),
        ph2=g.phone(),
        kid=g.N(g.person(), "given"),
    )


FRAMES = [
    ("email", "email", None, email),
    ("email_thread", "email", None, email_thread),
    ("demand_letter", "letterhead", None, demand_letter),
    ("police_occurrence_report", "form_fields", ["ca", "ca", "us", "uk", "au", "jm", "nz"], police_report),
    ("pre_sentence_report", "header_fields", None, probation_report),
    ("medical_legal_report", "letterhead", ["ca", "ca", "us"], medical_legal),
    ("insurance_claim_file", "header_fields", None, insurance_file),
    ("chat_log", "chat", None, chat_log),
    ("school_discipline_record", "form_fields", ["ca", "us", "uk", "au"], school_discipline),
    ("mediation_brief", "numbered_paragraphs", None, mediation_brief),
    ("privilege_log", "table_markdown", None, privilege_log),
    ("discovery_production_index", "csv", None, production_index),
    ("child_protection_note", "prose", None, child_protection),
    ("workplace_investigation", "prose", None, hr_investigation),
    ("interpreter_bookings", "list", None, interpreter_booking),
    ("voicemail_transcript", "transcript", None, voicemail),
]
