"""Document frames, part D: depositions, native-script forms, payroll exports, card authorizations and
access logs."""

from __future__ import annotations

import random

import r8_places as pl
from r8_ids import (
    account_for,
    card,
    date,
    dob_for,
    email,
    ipv4,
    ipv6,
    later_date,
    personal_url,
    phone,
    sin,
    ssn,
)
from r8_kit import D, Doc, Pool, S, Tagged


def deposition(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["us", "us", "ca", "ca"])
    w, lawyer, other = pool.any(), pool.latin(), pool.latin()
    d = Doc("deposition", "q_and_a")
    d.add("{file}\nEXAMINATION BY {hon} ", file=pl.court_file(rng, j), hon=rng.choice(["MR.", "MS."]))
    d.add(
        "{l}:\nQ. Please state your full name for the record.\nA. {w}.\nQ. And your date of birth?\nA. {dob}.\n",
        l=S("PERSON", lawyer.sur.upper(), lawyer.loc),
        w=w.full(),
        dob=S("DATE_OF_BIRTH", dob_for(rng, j)),
    )
    d.add("Q. Where do you currently reside?\nA. {a}.\n", a=_addr(rng, j))
    d.add(
        "Q. Do you know {o}?\nA. Yes, {og} was my supervisor at {co}.\n",
        o=other.full(),
        og=other.given_only(),
        co=pl.company(rng, pool),
    )
    d.add(
        "{hon} {l2}: Objection, form. See {rule}.\nQ. I'm showing you {ex}.",
        hon=rng.choice(["MR.", "MS."]),
        l2=_caps_sur(pool),
        rule=pl.statute(rng, j),
        ex=pl.exhibit(rng),
    )
    return d


def _caps_sur(pool: Pool) -> Tagged:
    p = pool.latin()
    return S("PERSON", p.sur.upper(), p.loc)


def native_form(rng: random.Random, pool: Pool) -> Doc:
    """Short forms written in the person's own language and script."""
    p = pool.native()
    d = Doc("translated_form", f"native_{p.script.lower()}")
    if p.loc == "ja":
        d.add(
            "氏名：{p}\n生年月日：{b}\n住所：{a}\n電話：{ph}\n事件番号：{f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "cjk")),
            a=pl.address(rng, "jp"),
            ph=S("PHONE", phone(rng, "jp")),
            f=D("court_file", f"令和{rng.randint(2, 7)}年(ワ)第{rng.randint(100, 9999)}号"),
        )
    elif p.loc == "zh":
        d.add(
            "申请人：{p}，女，{b}出生。\n被申请人：{co}\n案号：{f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "cjk")),
            co=D("company", f"{rng.choice(['深圳', '上海', '北京'])}{pool.of('zh').sur}氏贸易有限公司"),
            f=D("court_file", f"({rng.randint(2018, 2025)})粤03民初{rng.randint(100, 9999)}号"),
        )
    elif p.loc == "ko":
        d.add(
            "성명: {p}\n생년월일: {b}\n사건번호: {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "ko")),
            f=D("court_file", f"{rng.randint(2018, 2025)}가합{rng.randint(1000, 99999)}"),
        )
    elif p.loc == "ru" or p.loc == "uk" or p.loc == "bg":
        d.add(
            "Заявитель: {p}, {b} года рождения.\nДело № {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "ru")),
            f=D("court_file", f"2-{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}"),
        )
    elif p.loc == "el":
        d.add(
            "Ονοματεπώνυμο: {p}\nΗμερομηνία γέννησης: {b}\nΑριθμός κατάθεσης: {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "el")),
            f=D("court_file", f"{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}"),
        )
    elif p.loc in ("ar", "fa"):
        d.add(
            "الاسم: {p}\nتاريخ الميلاد: {b}\nرقم القضية: {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dmy_slash")),
            f=D("court_file", f"{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}"),
        )
    elif p.loc == "he":
        d.add(
            "שם: {p}\nתאריך לידה: {b}\nתיק מס׳ {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dot")),
            f=D("court_file", f"{rng.randint(10000, 99999)}-{rng.randint(1, 12):02d}-{rng.randint(18, 25)}"),
        )
    elif p.loc == "th":
        d.add(
            "ชื่อ: {p}\nวันเกิด: {b}\nคดีหมายเลขดำที่ {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dmy_slash")),
            f=D("court_file", f"{rng.randint(100, 9999)}/{rng.randint(2561, 2568)}"),
        )
    elif p.loc == "bn":
        d.add(
            "নাম: {p}\nজন্ম তারিখ: {b}\nমামলা নং {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dmy_slash")),
            f=D("court_file", f"{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}"),
        )
    elif p.loc == "hi":
        d.add(
            "नाम: {p}\nजन्म तिथि: {b}\nवाद संख्या: {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dmy_slash")),
            f=D("court_file", f"{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}"),
        )
    else:
        d.add(
            "Name (as in passport): {p}\nDate of birth: {b}\nFile: {f}",
            p=p.full(),
            b=S("DATE_OF_BIRTH", date(rng, "dmy_slash")),
            f=pl.court_file(rng, "ca"),
        )
    return d


def access_log(rng: random.Random, pool: Pool) -> Doc:
    p = pool.latin()
    d = Doc("access_log", "log_lines")
    d.add(
        "{ex}: portal audit log ({prod} {v})\n",
        ex=pl.exhibit(rng),
        prod=rng.choice(["ClioSync", "DocuVault", "CaseNest"]),
        v=pl.version(rng),
    )
    for _ in range(rng.randint(2, 3)):
        d.add(
            "{t} login user={e} ip={ip} agent=Chrome/{v}\n",
            t=D("date", later_date(rng, "iso")),
            e=S("EMAIL", email(rng, p)),
            ip=S("IP_ADDRESS", ipv4(rng) if rng.random() < 0.75 else ipv6(rng)),
            v=D("version", f"{rng.randint(100, 131)}.0.{rng.randint(1000, 6999)}.{rng.randint(10, 200)}"),
        )
    d.add("Profile page: {u}", u=S("URL", personal_url(rng, p)))
    return d


def payroll_export(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us"])
    d = Doc("payroll_export", "tsv")
    d.add("Exhibit {ex}: payroll extract produced by {co}\n", ex=pl.exhibit(rng), co=pl.company(rng, pool))
    d.add("emp_no\temployee\t{idc}\tbirth_date\tdeposit_acct\n", idc="SIN" if j == "ca" else "SSN")
    for _ in range(rng.randint(2, 3)):
        p = pool.any()
        ident = S("SIN", sin(rng)) if j == "ca" else S("SSN", ssn(rng))
        d.add(
            "{e}\t{p}\t{x}\t{b}\t{a}\n",
            e=f"E{rng.randint(10000, 99999)}",
            p=rng.choice([p.full, p.sur_first])(),
            x=ident,
            b=S("DATE_OF_BIRTH", dob_for(rng, j)),
            a=S("BANK_ACCOUNT", account_for(rng, j)),
        )
    d.add(
        "Generated by HRIS {v}; pay period ending {when}",
        v=pl.version(rng),
        when=D("date", later_date(rng, "iso")),
    )
    return d


def card_authorization(rng: random.Random, pool: Pool) -> Doc:
    j = rng.choice(["ca", "us", "uk", "au", "sg", "hk", "ie", "nz"])
    p = pool.any()
    d = Doc("card_authorization", "form_fields")
    d.add(
        "CREDIT CARD AUTHORIZATION: retainer in {case}\nCardholder: {p}\nCard number: {cc}\nExpiry: {exp}\n",
        case=pl.case_name(rng, pool),
        p=p.full(),
        cc=S("CREDIT_CARD", card(rng)),
        exp=f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}",
    )
    d.add(
        "Billing address: {a}\nPhone: {ph}\nAuthorized on {when}; merchant ref. {ref}",
        a=_addr(rng, j),
        ph=S("PHONE", phone(rng, j)),
        when=D("date", later_date(rng)),
        ref=pl.ref_number(rng),
    )
    return d


def _addr(rng, j):
    return pl.address(rng, rng.choice(["ca", "qc"]) if j == "ca" else j)


def officials_news(rng: random.Random, pool: Pool) -> Doc:
    """Decoy-dense: officials acting officially, eponymous places and things, plus one resident."""
    j = rng.choice(pl.JURIS)
    r = pool.any()
    d = Doc("news_exhibit", "press_paragraph")
    d.add(
        "{ex}: {off} announced on {when} that {th} on {st} would close. ",
        ex=pl.exhibit(rng),
        off=pl.official(rng, pool),
        when=D("date", later_date(rng, "long_us")),
        th=pl.thing(rng),
        st=pl.street(rng),
    )
    d.add(
        "{off2} confirmed that {case} had been appealed to {judge}. ",
        off2=pl.official(rng, pool),
        case=pl.case_name(rng, pool),
        judge=pl.judge(rng, pool, j),
    )
    d.add("Resident {r}, 71, said she had lived in {place} since 1988.", r=r.full(), place=pl.place(rng))
    return d


def refugee_narrative(rng: random.Random, pool: Pool) -> Doc:
    p = pool.any()
    bro = pool.other(p)
    son = pool.other(p)
    while son.given == bro.given:
        son = pool.other(p)
    d = Doc("immigration_decision", "narrative_single_names")
    d.add(
        "{file}\n[7] The claimant, {p}, testified that her brother, known only as {b}, ",
        file=pl.court_file(rng, rng.choice(["ca", "uk", "au"])),
        p=p.full(),
        b=bro.given_only(),
    )
    d.add(
        "was taken from their home in {yr}. Her son {s} was born on {sb}. ",
        yr=D("date", later_date(rng, "long_us")),
        s=son.given_only(),
        sb=S("DATE_OF_BIRTH", date(rng, rng.choice(["gb", "long_us", "iso", "words"]), (2006, 2020))),
    )
    d.add(
        "[8] Counsel referred me to {cite} and {stat}, and to the evidence of the agent's representative at {co}.",
        cite=pl.citation(rng, "ca"),
        stat=pl.statute(rng, "ca", "immigration"),
        co=pl.company(rng, pool),
    )
    return d


def asylum_form(rng: random.Random, pool: Pool) -> Doc:
    p, sp = pool.any(), pool.any()
    d = Doc("immigration_form", "numbered_fields")
    d.add(
        "Part A.I. Information About You ({file})\n1. Full last name: {sur}\n2. First name: {g}\n",
        file=pl.court_file(rng, "us"),
        sur=p.surname(),
        g=p.given_only(),
    )
    d.add(
        "3. U.S. Social Security Number (if any): {x}\n4. Date of birth (mm/dd/yyyy): {b}\n",
        x=S("SSN", ssn(rng)),
        b=S("DATE_OF_BIRTH", date(rng, "mdy_slash")),
    )
    d.add(
        "5. Residence in the U.S.: {a}\n6. Telephone: {ph}\n7. Spouse: {sp}\n",
        a=pl.address(rng, "us"),
        ph=S("PHONE", phone(rng, "us")),
        sp=sp.full(),
    )
    d.add(
        "Prepared with the assistance of {firm}; see {stat}.",
        firm=pl.law_firm(rng, pool),
        stat=D("statute", "8 U.S.C. § 1158(b)(1)"),
    )
    return d


FRAMES_D = [
    deposition,
    native_form,
    native_form,
    payroll_export,
    card_authorization,
    access_log,
    asylum_form,
    refugee_narrative,
    officials_news,
]
