"""Court and tribunal documents: judgments, decisions, pleadings, sworn evidence, transcripts."""

from __future__ import annotations

from r12_doc import Doc
from r12_gen import Gen

CW = ["uk", "ie", "au", "nz", "sg", "hk", "za", "ng", "ke", "jm", "in", "my", "ph", "gh", "tt"]


def judgment_ca(g: Gen, d: Doc) -> None:
    a, r, w, dr = g.people(4)
    d.f(
        "{cite}\n{h}\n\nBETWEEN:\n\n{ac}\nApplicant\n\n- and -\n\n{rc}\nRespondent\n\n",
        cite=g.case(" ")[2],
        h=g.H("REASONS FOR JUDGMENT"),
        ac=g.N(a, "caps"),
        rc=g.N(r, "caps"),
    )
    d.f("{j}\n\n[1] The applicant, ", j=g.judge())
    d.add(g.first(a))
    d.f(
        ", and the respondent, {r}, separated on {dt} after a nine-year relationship. They have one child, {c}, "
        "who attends school in {pl}.\n\n",
        r=g.N(r),
        dt=g.date(),
        c=g.N(g.person(), "given"),
        pl=g.place(),
    )
    d.f(
        "[2] {ac} seeks relief under {st}, {sec}. The principles in ", ac=g.tn(a), st=g.statute(), sec=g.sec()
    )
    d.add(g.case())
    d.f(
        " govern.\n\n[3] {r}'s evidence was supported by his sister, {w}, and by {t} {dr}, a family physician "
        "at {org}, who diagnosed {term} in {dt}.\n\n",
        r=g.N(r, "call"),
        w=g.N(w),
        t="Dr.",
        dr=g.N(dr),
        org=g.eorg(),
        term=g.eterm(),
        dt=g.date(),
    )
    d.f(
        "[4] The doctrine of {m} does not apply. {a} is entitled to her costs.\n\nReleased: {dt}",
        m=g.maxim(),
        a=g.N(a, "call"),
        dt=g.date(),
    )


def judgment_qc_fr(g: Gen, d: Doc) -> None:
    g.region = "QC"
    a, b, t = g.people(3)
    d.f(
        "COUR SUPÉRIEURE\n{h}\nDISTRICT DE MONTRÉAL\nN° : {f}\nDATE : {dt}\nSOUS LA PRÉSIDENCE DE : {j}\n\n",
        h=g.H("CANADA\nPROVINCE DE QUÉBEC"),
        f=g.fileno(),
        dt=g.date("fr"),
        j=g.judge(),
    )
    d.f("{a}\nDemanderesse\nc.\n{b}\nDéfendeur\n\n", a=g.N(a, "caps"), b=g.N(b, "caps"))
    d.f("{h}\n\n[1] La demanderesse, Mme ", h=g.H("JUGEMENT"))
    d.add(g.first(a))
    d.f(", née le {dob}, domiciliée au ", dob=g.dob("fr"))
    d.add(g.addr(region="QC"))
    d.f(
        ", réclame à M. {b} la somme de 48 200 $ en vertu de l'{sec} du {st}.\n\n",
        b=g.N(b),
        sec=g.sec(),
        st=g.statute(),
    )
    d.f(
        "[2] Le témoin {t}, voisine des parties, affirme que {b} a quitté les lieux le {dt}. Le Tribunal retient "
        "son témoignage. Voir {c}.\n\n[3] POUR CES MOTIFS, le Tribunal ACCUEILLE la demande; condamne {b2} aux frais.",
        t=g.N(t),
        b=g.N(b, "call"),
        dt=g.date("fr"),
        c=g.case(),
        b2=g.N(b, "surcaps"),
    )


def judgment_us(g: Gen, d: Doc) -> None:
    p, dfd, w, o = g.people(4)
    d.f(
        "UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF OREGON\n\n{pc}, Plaintiff,\nv.\n{dc}, Defendant.\n\n"
        "Case No. {f}\n\n{h}\n\n",
        pc=g.N(p, "caps"),
        dc=g.eorg(),
        f=g.fileno(),
        h=g.H("OPINION AND ORDER"),
    )
    d.f("{j}:\n\nPlaintiff ", j=g.judge())
    d.add(g.first(p))
    d.f(
        " brings claims under {st}. She alleges that her supervisor, {s}, terminated her on {dt} after she "
        "requested leave for {term}.\n\n",
        st=g.statute(),
        s=g.N(dfd),
        dt=g.date(),
        term=g.eterm(),
    )
    d.f(
        'A co-worker, {w}, testified at deposition that {s} had said "{pg} should have seen this coming." '
        "Officer {o} of the {pl} police took a report. See {c}; {sec}.\n\n",
        w=g.N(w),
        s=g.N(dfd, "call"),
        pg=g.N(p, "given"),
        o=g.N(o),
        pl=g.place(),
        c=g.case(),
        sec=g.sec(),
    )
    d.f("For these reasons, defendant's motion for summary judgment is DENIED.\n\nDated {dt}.", dt=g.date())


def judgment_cw(g: Gen, d: Doc) -> None:
    c, r, w1, w2 = g.people(4)
    d.f(
        "{nc}\n\nIN THE HIGH COURT\n\nBetween\n\n{cc}\nClaimant\n\nand\n\n{rc}\nDefendant\n\n{j}\n\n{h}\n\n",
        nc=g.case(" ")[2],
        cc=g.N(c, "caps"),
        rc=g.N(r, "caps"),
        j=g.judge(),
        h=g.H("JUDGMENT"),
    )
    d.add("1. The claimant, ")
    d.add(g.first(c))
    d.f(
        ", was employed as a site supervisor by the defendant, {r}, from {dt1} until {dt2}.\n\n",
        r=g.N(r),
        dt1=g.date(),
        dt2=g.date(),
    )
    d.f(
        "2. I heard evidence from {w1} and from {w2}, a foreman. I found {w1s} a careful witness.\n\n",
        w1=g.N(w1),
        w2=g.N(w2, "init"),
        w1s=g.tn(w1),
    )
    d.f(
        "3. Counsel for {cs} relied on {case} and on {st}, {sec}.\n\n",
        cs=g.N(c, "call"),
        case=g.case(),
        st=g.statute(),
        sec=g.sec(),
    )
    d.f("4. The defence of {m} fails. {rs}'s counterclaim is dismissed.", m=g.maxim(), rs=g.N(r, "call"))


def labour_decision(g: Gen, d: Doc) -> None:
    gr, sup, st, u = g.people(4)
    d.f(
        "{h}\n\nFile: {f}\n{m}\n\nIN THE MATTER OF a grievance filed by ",
        h=g.H("LABOUR RELATIONS BOARD"),
        f=g.fileno(),
        m=g.member(),
    )
    d.add(g.first(gr))
    d.f(
        "\n\n1. The grievor, {gr}, worked as a forklift operator at the {pl} warehouse of {org}.\n\n"
        "2. On {dt}, shift supervisor {sup} issued a written warning. Union steward {st} attended.\n\n"
        "3. {grs} testified that {sups} had singled her out. {sup2}'s notes were entered as {ref}.\n\n"
        "4. Applying {sec} of the {act}, the grievance is allowed in part. Witness {u} was not called.",
        gr=g.N(gr, "Sg"),
        pl=g.place(),
        org=g.eorg(),
        dt=g.date(),
        sup=g.N(sup),
        st=g.N(st),
        grs=g.tn(gr),
        sups=g.N(sup, "call"),
        sup2=g.N(sup, "call"),
        ref=g.ref(),
        sec=g.sec(),
        act=g.statute(),
        u=g.N(u),
    )


def human_rights(g: Gen, d: Doc) -> None:
    ap, mg, hr, fr = g.people(4)
    d.f(
        "{h}\n\n{ap} v. {org}\n\n{m}\nDecision date: {dt}\n\n",
        h=g.H("HUMAN RIGHTS TRIBUNAL"),
        ap=g.N(ap),
        org=g.eorg(),
        m=g.member(),
        dt=g.date(),
    )
    d.f(
        "The applicant says that her manager, {mg}, refused to accommodate her {term}. She says {mgc} told "
        'her friend {fr} that "{apg} is more trouble than she is worth." The respondent\'s human resources '
        "adviser, {hr}, denies this.\n\nThe applicant relies on {case}. Her e-mail to {hrg} was sent from ",
        mg=g.N(mg),
        term=g.eterm(),
        mgc=g.N(mg, "call"),
        fr=g.N(fr),
        apg=g.N(ap, "given"),
        case=g.case(),
        hr=g.N(hr),
        hrg=g.N(hr, "given"),
    )
    d.f("{em} on {dt}. The application is dismissed under {sec}.", em=g.email(ap), dt=g.date(), sec=g.sec())


def immigration(g: Gen, d: Doc) -> None:
    ap, sp, ch, it = g.people(4)
    d.f(
        "{h}\nFile No.: {f}\nMember: {m}\nHearing: {dt}\n\nClaimant: ",
        h=g.H("REFUGEE PROTECTION DIVISION"),
        f=g.fileno(),
        m=g.member(),
        dt=g.date(),
    )
    d.add(g.first(ap))
    d.f(
        "\nDate of birth: {dob}\nDesignated representative: none\nInterpreter: {it}\n\n",
        dob=g.dob(),
        it=g.N(it),
    )
    d.f(
        "[1] The claimant fears persecution in {pl} at the hands of her former spouse, {sp}. "
        "Her daughter, {ch}, born {cdob}, is a co-claimant.\n\n[2] {aps}'s account of the events of {dt} "
        "was consistent. I apply {case}.\n\n[3] The claim is accepted under {sec} of the {st}.",
        pl=g.place(),
        sp=g.first(sp),
        ch=g.N(ch),
        cdob=g.dob(),
        aps=g.tn(ap),
        dt=g.date(),
        case=g.case(),
        sec=g.sec(),
        st=g.statute(),
    )


def tenancy_order(g: Gen, d: Doc) -> None:
    ll, tn, tn2 = g.people(3)
    d.f(
        "{h}\nFile Number: {f}\n\nLandlord: {ll}\nTenant(s): {t1}; {t2}\nRental unit: ",
        h=g.H("ORDER UNDER SECTION 69"),
        f=g.fileno(),
        ll=g.N(ll, "SG"),
        t1=g.N(tn, "SG"),
        t2=g.N(tn2, "SG"),
    )
    d.add(g.addr())
    d.f(
        "\nHearing date: {dt}\nAdjudicator: {m}\n\n1. {llc} served notice on {dt2} for arrears of $6,140.\n"
        "2. {tnc} attended and did not dispute the arrears. {tn2g} did not attend.\n"
        "3. Payment may be made by e-transfer to {em} or by phone at {ph}.\n",
        dt=g.date(),
        m=g.member(),
        llc=g.tn(ll),
        dt2=g.date(),
        tnc=g.N(tn, "call"),
        tn2g=g.N(tn2, "given"),
        em=g.email(ll),
        ph=g.phone(),
    )


def small_claims(g: Gen, d: Doc) -> None:
    pl, df = g.people(2)
    d.f(
        "{h}\nCourt file no. {f}\n\nPLAINTIFF\nLast name: {ps}\nFirst name: {pg}\nAddress: ",
        h=g.H("PLAINTIFF'S CLAIM"),
        f=g.fileno(),
        ps=g.N(pl, "surcaps"),
        pg=g.N(pl, "given"),
    )
    d.add(g.addr())
    d.f(
        "\nPhone: {ph}\nEmail: {em}\n\nDEFENDANT\nLast name: {ds}\nFirst name: {dg}\nAddress: ",
        ph=g.phone(),
        em=g.email(pl),
        ds=g.N(df, "surcaps"),
        dg=g.N(df, "given"),
    )
    d.add(g.addr())
    d.f(
        "\n\nREASONS FOR CLAIM: On {dt} I paid {dg} $3,800 ({ref}) to renovate my kitchen. He stopped work after "
        "two days. I relied on his listing at {iu}.\n\nSignature: {pn}    Date: {dt2}",
        dt=g.date(),
        dg=g.N(df, "call"),
        ref=g.ref(),
        iu=g.iurl(),
        pn=g.N(pl),
        dt2=g.date(),
    )


def pleading(g: Gen, d: Doc) -> None:
    pl, df, ch = g.people(3)
    d.f(
        "Court File No. {f}\n\n{h}\n\nB E T W E E N:\n\n{p}\nPlaintiff\n\nand\n\n{dn} and {org}\nDefendants\n\n{h2}\n\n",
        f=g.fileno(),
        h=g.H("SUPERIOR COURT OF JUSTICE"),
        p=g.N(pl, "caps"),
        dn=g.N(df, "caps"),
        org=g.eorg(),
        h2=g.H("STATEMENT OF CLAIM"),
    )
    d.f(
        "1. The plaintiff, {pn}, resides in {pl} and was born on {dob}.\n\n2. The defendant {dn} operated a "
        "vehicle that struck {ps}'s car on {dt} near {ep}.\n\n3. {ps2} suffered {term}. Her son, {ch}, was a "
        "passenger.\n\n4. The plaintiff pleads {st} and {sec}.",
        pn=g.N(pl),
        pl=g.place(),
        dob=g.dob(),
        dn=g.N(df),
        ps=g.N(pl, "call"),
        dt=g.date(),
        ep=g.eplace(),
        ps2=g.tn(pl),
        term=g.eterm(),
        ch=g.N(ch),
        st=g.statute(),
        sec=g.sec(),
    )


def affidavit(g: Gen, d: Doc) -> None:
    af, sp, c1, c2 = g.people(4)
    d.f("File No. {f}\n\n{h}\n\nI, ", f=g.fileno(), h=g.H("AFFIDAVIT"))
    d.add(g.first(af))
    d.add(", of the City of ", g.place(), ", MAKE OATH AND SAY:\n\n1. I am the mother of ")
    d.f(
        "{c1} (born {d1}) and {c2} (born {d2}). Their father is {sp}.\n\n2. I reside at ",
        c1=g.N(c1, "given"),
        d1=g.dob(),
        c2=g.N(c2, "given"),
        d2=g.dob(),
        sp=g.N(sp),
    )
    d.add(g.addr())
    tag, nid = g.natid()
    if nid:
        d.f(". My {t} is {n}", t=tag, n=nid)
    d.f(
        ".\n\n3. On {dt}, {sps} arrived at my home and refused to leave. I called {ip}.\n\n"
        "SWORN before me at {pl} on {dt2}.\n\n_______________\n{afn}",
        dt=g.date(),
        sps=g.N(sp, "call"),
        ip=g.iphone(),
        pl=g.place(),
        dt2=g.date(),
        afn=g.N(af, "caps"),
    )


def deposition(g: Gen, d: Doc) -> None:
    wi, re_, o = g.people(3)
    d.f(
        "DEPOSITION OF {h}\nVolume I — {dt}\nTaken at the offices of {org}\n\n",
        h=g.N(wi, "caps"),
        dt=g.date(),
        org=g.eorg(),
    )
    d.f(
        "Q. Please state your name for the record.\nA. {w}.\nQ. And your date of birth?\nA. {dob}.\n"
        "Q. Who was your supervisor in 2021?\nA. {re_}. Everyone called him {nick}.\n"
        "Q. Did you ever speak to {o} about the shortages?\nA. Once. {og} said to send it to {ie}.\n"
        "Q. Did {rc} ever mention {pf}?\nA. Only as a joke.\n\n(Exhibit 4, {ref}, marked.)",
        w=g.N(wi),
        dob=g.dob(),
        re_=g.N(re_),
        nick=g.N(re_, "nick"),
        o=g.N(o),
        og=g.N(o, "given"),
        ie=g.iemail(),
        rc=g.N(re_, "call"),
        pf=g.pub(),
        ref=g.ref(),
    )


def subpoena(g: Gen, d: Doc) -> None:
    w, p = g.people(2)
    d.f("{h}\nCourt file no.: {f}\n\nTO: ", h=g.H("SUMMONS TO WITNESS"), f=g.fileno())
    d.add(g.first(w))
    d.add("\nAddress: ")
    d.add(g.addr())
    d.f(
        "\nTelephone: {ph}\n\nYOU ARE REQUIRED TO ATTEND the trial of this proceeding at {pl} on {dt} at 10:00 a.m. "
        "in the matter of {pn}, and to bring the records of {orgr}.\n\nIssued by: {off}",
        ph=g.phone(),
        pl=g.place(),
        dt=g.date(),
        pn=g.N(p, "Sg"),
        orgr=g.eorg(),
        off=g.official(),
    )


FRAMES = [
    ("judgment_ca", "prose", ["ca"], judgment_ca),
    ("judgment_qc_fr", "numbered_paragraphs", ["ca"], judgment_qc_fr),
    ("judgment_us_federal", "prose", ["us"], judgment_us),
    ("judgment_commonwealth", "numbered_paragraphs", CW, judgment_cw),
    ("labour_board_decision", "numbered_paragraphs", None, labour_decision),
    ("human_rights_decision", "prose", None, human_rights),
    ("refugee_decision", "header_fields", ["ca", "ca", "us", "uk", "au", "nz"], immigration),
    ("landlord_tenant_order", "form_fields", ["ca", "us", "uk", "ie", "nz", "au"], tenancy_order),
    ("small_claims_form", "form_fields", ["ca", "us"], small_claims),
    ("statement_of_claim", "prose", None, pleading),
    ("affidavit", "numbered_paragraphs", None, affidavit),
    ("deposition_transcript", "transcript", ["us", "us", "ca"], deposition),
    ("witness_summons", "header_fields", None, subpoena),
]
