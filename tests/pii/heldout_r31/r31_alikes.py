"""Round-31 public look-alikes: one maker per decoy kind, and ``fill()``, which turns a sentence frame with
``{slot}`` names into pieces (slots naming a look-alike kind get a fresh look-alike)."""

from __future__ import annotations

import datetime as dt
import re

from r31_ids import CONVENTIONS, aba_number, date_text, digits, letters
from r31_kit import decoy
from r31_public import (
    AWARDS,
    BUILDINGS,
    EPON_ORGS,
    EPON_PLACES,
    EPON_TERMS,
    FICTION,
    HISTORICAL,
    INITIALS,
    JUDGE_TITLES,
    LAW,
    MEMBER_TITLES,
    OFFICE_NAMES,
    OFFICE_TITLES,
    PLACES,
    PRODUCTS,
    PUBLIC_FIGURES,
    SHIPS,
    STORMS,
)

HEX = "0123456789abcdef"

FILE_NUMBERS = {
    "ca:on": ["FC-{y}-{d5}-0000", "CV-{y}-{d8}", "TNL-{d5}-{y}", "{Y}-{d5}-I", "FS-{y}-{d4}"],
    "ca:qc": ["500-04-{d6}-{y}1", "200-12-{d6}-{y}2", "{d6} 31 20{y}0412 D", "705-17-{d6}-{y}1"],
    "ca:bc": ["F{y}{d4}", "E-{d5}", "{d9}", "S-{d6}"],
    "ca": [
        "TB{y}-{d5}",
        "GE-{y}-{d4}",
        "AD-{y}-{d3}",
        "MC{y}-{d5}",
        "FL03-{d5}",
        "SFH-{d6}",
        "{Y}01G{d4}",
        "CR-{y}-{d4}",
    ],
    "us": ["{Y}-DR-{d6}", "NN-{d5}-{y}", "{y}-CV-{d4}", "{Y}-JV-{d4}", "FAM-{y}-{d5}", "D-{d3}-{d6}"],
    "uk": ["ZW{y}P{d5}", "{d7}/{Y}", "LV{y}C{d5}"],
    "ie": ["ADJ-000{d5}", "CA-000{d5}-001"],
    "au": ["U{Y}/{d4}", "C{Y}/{d4}"],
    "nz": ["ERA {d1}/{y}/{d3}", "WA {d3}/{y}"],
    "za": ["GAJB {d5}-{y}", "WECT {d4}-{y}"],
    "in": ["MC No. {d4} of {Y}", "PLA/{d3}/{Y}"],
    "sg": ["SCT/{d4}/{Y}", "MSS {d4}/{Y}"],
    "ke": ["ELRC Cause No. E{d3} of {Y}"],
    "ng": ["ID/{d4}GCM/{Y}", "LD/{d4}/{Y}"],
    "fr": ["RG n° {y}/{d5}", "n° {y}/{d5}"],
    "es": ["SMAC {d5}/{Y}", "DSP {d4}/{Y}"],
    "mx": ["CNDH/{d1}/{Y}/{d4}/Q", "Exp. {d4}/{Y}"],
    "br": ["{d7}-{d2}.{Y}.8.26.{d4}", "{d7}-{d2}.{Y}.8.17.{d4}"],
    "de": ["S {d2} AS {d4}/{y}", "W-{d4}-{y}"],
    "it": ["R.G. {d4}/{Y}", "V.G. {d3}/{Y}"],
    "nl": ["UWV-{d8}", "AWB {y}/{d5}"],
    "se": ["Mål nr {d4}-{y}", "Dnr {d3}-{d6}/{Y}"],
}
SECTIONS = {
    "en": [
        "s. {n}({m})",
        "s. {n}({m})({a})",
        "section {n}",
        "subsection {n}({m})",
        "Rule {n}({m})",
        "para. {n}",
        "§ {n}({a})",
    ],
    "fr": ["art. {n}", "l'article {n}", "art. {n}, al. {m}", "par. {n}"],
    "es": ["art. {n}", "artículo {n}.{m}", "fracción {r}"],
    "pt": ["art. {n}", "art. {n}, § {m}º", "inciso {r}"],
    "de": ["§ {n} Abs. {m}", "§ {n}"],
    "it": ["art. {n}", "art. {n}, comma {m}"],
    "nl": ["artikel {n}", "artikel {n} lid {m}"],
    "sv": ["{m} kap. {n} §", "{n} §"],
}
ROMAN = "I II III IV V VI VII VIII IX X".split()
PUBLIC_DOMAINS = {
    "ca:on": ["tribunalsontario.ca", "ontariocourts.ca", "ontario.ca"],
    "ca:qc": ["justice.gouv.qc.ca", "tal.gouv.qc.ca", "quebec.ca"],
    "ca:bc": ["gov.bc.ca", "bccourts.ca"],
    "ca:ab": ["alberta.ca", "albertacourts.ca"],
    "ca:mb": ["gov.mb.ca"],
    "ca:sk": ["ombudsman.sk.ca"],
    "ca:ns": ["courts.ns.ca"],
    "ca:nb": ["gnb.ca"],
    "ca:nl": ["gov.nl.ca"],
    "ca:nu": ["nunavutcourts.ca"],
    "ca:pe": ["princeedwardisland.ca"],
    "ca:yt": ["yukon.ca"],
    "ca": ["irb-cisr.gc.ca", "sst-tss.gc.ca", "canada.ca"],
    "us:ca": ["courts.ca.gov"],
    "us:ny": ["nycourts.gov"],
    "us:tx": ["dfps.texas.gov", "txcourts.gov"],
    "us:fl": ["flcourts.gov"],
    "us:il": ["dcfs.illinois.gov"],
    "us:wa": ["dcyf.wa.gov"],
    "us:ga": ["gasupremecourt.us"],
    "us:nm": ["nmcourts.gov"],
    "us": ["ssa.gov", "uscis.gov", "justice.gov"],
    "uk": ["cafcass.gov.uk", "justice.gov.uk"],
    "ie": ["workplacerelations.ie"],
    "au": ["fwc.gov.au"],
    "nz": ["era.govt.nz"],
    "za": ["ccma.org.za"],
    "in": ["ecourts.gov.in"],
    "sg": ["judiciary.gov.sg"],
    "ke": ["judiciary.go.ke"],
    "ng": ["lagosjudiciary.gov.ng"],
    "fr": ["service-public.fr"],
    "es": ["mites.gob.es"],
    "mx": ["cndh.org.mx"],
    "br": ["tjsp.jus.br"],
    "de": ["jobcenter-ge.de"],
    "it": ["giustizia.it"],
    "nl": ["uwv.nl"],
    "se": ["forsakringskassan.se"],
}
MAILBOXES = {
    "en": ["registry", "intake", "info", "records", "appeals", "correspondence", "clerk"],
    "fr": ["greffe", "info", "accueil"],
    "es": ["secretaria", "oficialia", "quejas"],
    "pt": ["cartorio", "atendimento"],
    "de": ["poststelle", "widerspruch"],
    "it": ["cancelleria", "segreteria"],
    "nl": ["griffie", "bezwaar"],
    "sv": ["registrator", "info"],
}
PATHS = [
    "/forms",
    "/decisions",
    "/hearing-schedule",
    "/tribunal/rules",
    "/portal/login",
    "/help",
    "/contact",
    "/publications",
]


def _law(ctx):
    key = "ca_fr" if ctx["jur"] == "ca" and ctx["lang"] == "fr" else ctx["jur"]
    return LAW.get(key, LAW["ca"])


def domains(ctx):
    jur = ctx["jur"]
    local = PUBLIC_DOMAINS.get(f"{jur}:{ctx['region']}", []) if ctx.get("fixed") else []
    return (
        local + PUBLIC_DOMAINS.get(jur, PUBLIC_DOMAINS["ca"]) if jur in ("ca", "us") else PUBLIC_DOMAINS[jur]
    )


def _statute(rng, ctx):
    statutes = _law(ctx)[0]
    if isinstance(statutes, dict):
        statutes = (statutes.get(ctx["region"], []) if ctx.get("fixed") else []) + statutes["fed"]
    return rng.choice(statutes)


def case_pair(rng, ctx):
    name, cite = rng.choice(_law(ctx)[1]).split("|")
    return [decoy(name, "case_name"), ", ", decoy(cite, "case_citation")]


def _office(rng, titles, lang):
    name = rng.choice(OFFICE_NAMES)
    if rng.random() < 0.55:
        name = f"{rng.choice(INITIALS)}. {name}"
    return f"{rng.choice(titles.get(lang, titles['en']))} {name}"


def event_date(rng, ctx, start=2016, span=9):
    d = dt.date(start, 1, 1) + dt.timedelta(days=rng.randint(0, span * 365))
    return date_text(d, rng.choice(ctx["conv"])), d


def stamp(rng, iso=True):
    d = dt.datetime(2022, 1, 1) + dt.timedelta(minutes=rng.randint(0, 3 * 365 * 24 * 60))
    if iso:
        return d.strftime("%Y-%m-%d %H:%M:%S")
    return d.strftime("%d/%m/%Y %H:%M")


def _pattern(rng, form, year):
    out = form.replace("{Y}", str(year)).replace("{y}", f"{year % 100:02d}")
    return re.sub(r"\{d(\d)\}", lambda m: digits(rng, int(m.group(1))), out)


def file_number(rng, ctx):
    key = f"{ctx['jur']}:{ctx['region']}"
    forms = FILE_NUMBERS.get(key) or FILE_NUMBERS.get(ctx["jur"]) or FILE_NUMBERS["ca"]
    return _pattern(rng, rng.choice(forms), rng.randint(2019, 2025))


def _section(rng, lang):
    form = rng.choice(SECTIONS.get(lang, SECTIONS["en"]))
    return form.format(
        n=rng.randint(2, 240), m=rng.randint(1, 9), a=rng.choice("abcdefg"), r=rng.choice(ROMAN)
    )


def _phone_like(rng):
    return f"{rng.randint(200, 989)}-{rng.randint(200, 989)}-{digits(rng, 4)}"


def _track(rng):
    return rng.choice(
        [
            lambda: (
                f"1Z {letters(rng, 3, 'ABCDEFGHJKLMNPRSTVWXY0123456789')} {letters(rng, 3, '0123456789ABCDEF')} {digits(rng, 2)} {digits(rng, 4)} {digits(rng, 3)}{digits(rng, 1)}"
            ),
            lambda: f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}",
            lambda: (
                f"9400 {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}"
            ),
            lambda: f"{letters(rng, 2)}{digits(rng, 9)}{rng.choice(['CA', 'GB', 'DE', 'NL'])}",
        ]
    )()


def _patent(rng):
    return rng.choice(
        [
            f"US {rng.randint(7, 11)},{digits(rng, 3)},{digits(rng, 3)} B2",
            f"CA {rng.randint(2, 3)} {digits(rng, 3)} {digits(rng, 3)}",
            f"EP {rng.randint(1, 4)} {digits(rng, 3)} {digits(rng, 3)} B1",
            f"WO {rng.randint(2012, 2023)}/{digits(rng, 6)} A1",
        ]
    )


def _url(rng, ctx):
    return f"https://www.{rng.choice(domains(ctx))}{rng.choice(PATHS)}"


def _mail(rng, ctx):
    return f"{rng.choice(MAILBOXES[ctx['lang']])}@{rng.choice(domains(ctx))}"


def _iphone(rng, ctx):
    jur = ctx["jur"]
    if jur in ("ca", "us"):
        return rng.choice(
            [
                f"1-8{rng.choice('0456')}{rng.choice('0678')}-{rng.randint(200, 989)}-{digits(rng, 4)}",
                _phone_like(rng),
            ]
        )
    return rng.choice(
        [
            f"0800 {digits(rng, 3)} {digits(rng, 3)}",
            f"+{rng.choice(['44', '353', '61', '27', '49', '39', '31', '46'])} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
        ]
    )


MAKERS = {
    "judge": lambda rng, ctx: _office(rng, JUDGE_TITLES, ctx["lang"]),
    "tribunal_member": lambda rng, ctx: _office(rng, MEMBER_TITLES, ctx["lang"]),
    "official": lambda rng, ctx: _office(rng, OFFICE_TITLES, ctx["lang"]),
    "court_file_number": file_number,
    "statute": _statute,
    "neutral_citation": lambda rng, ctx: (
        f"{rng.randint(2015, 2024)} {rng.choice(_law(ctx)[2] or ['ONSC', 'BCSC', 'EWHC'])} {rng.randint(11, 9800)}"
    ),
    "section_ref": lambda rng, ctx: _section(rng, ctx["lang"]),
    "reference_number": lambda rng, ctx: rng.choice(
        [
            f"REF-{rng.randint(2019, 2025)}-{digits(rng, 6)}",
            f"INC{digits(rng, 7)}",
            f"{letters(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
            f"Dossier {digits(rng, 4)}-{letters(rng, 2)}-{digits(rng, 5)}",
            f"#{digits(rng, 8)}",
        ]
    ),
    "phone_shaped_reference": lambda rng, ctx: _phone_like(rng),
    "ssn_shaped_reference": lambda rng, ctx: f"{rng.randint(100, 899)}-{digits(rng, 2)}-{digits(rng, 4)}",
    "tracking_number": lambda rng, ctx: _track(rng),
    "bates_number": lambda rng, ctx: (
        f"{rng.choice(['DEF', 'PLTF', 'CAS', 'MSD', 'RSP', 'APP'])}{rng.choice(['', '-', ''])}{digits(rng, 6)}"
    ),
    "patent_number": lambda rng, ctx: _patent(rng),
    "commit_hash": lambda rng, ctx: "".join(rng.choice(HEX) for _ in range(rng.choice([7, 7, 12, 40]))),
    "product_version": lambda rng, ctx: rng.choice(PRODUCTS),
    "public_figure": lambda rng, ctx: rng.choice(PUBLIC_FIGURES),
    "historical_person": lambda rng, ctx: rng.choice(HISTORICAL),
    "fictional_character": lambda rng, ctx: rng.choice(FICTION),
    "eponymous_org": lambda rng, ctx: rng.choice(EPON_ORGS),
    "eponymous_term": lambda rng, ctx: rng.choice(EPON_TERMS),
    "eponymous_place": lambda rng, ctx: rng.choice(EPON_PLACES),
    "building_name": lambda rng, ctx: rng.choice(BUILDINGS),
    "place_name": lambda rng, ctx: rng.choice(PLACES),
    "ship_name": lambda rng, ctx: rng.choice(SHIPS),
    "storm_name": lambda rng, ctx: rng.choice(STORMS),
    "award_name": lambda rng, ctx: rng.choice(AWARDS),
    "institutional_phone": _iphone,
    "institutional_url": _url,
    "institutional_email": _mail,
    "non_birth_date": lambda rng, ctx: event_date(rng, ctx)[0],
    "bank_code": lambda rng, ctx: aba_number(rng),
}
# short slot names used in sentence frames
SLOTS = {
    "date": "non_birth_date",
    "judge": "judge",
    "member": "tribunal_member",
    "official": "official",
    "cfile": "court_file_number",
    "statute": "statute",
    "ncite": "neutral_citation",
    "sec": "section_ref",
    "ref": "reference_number",
    "pshape": "phone_shaped_reference",
    "sshape": "ssn_shaped_reference",
    "track": "tracking_number",
    "bates": "bates_number",
    "patent": "patent_number",
    "commit": "commit_hash",
    "prod": "product_version",
    "public": "public_figure",
    "hist": "historical_person",
    "fict": "fictional_character",
    "eorg": "eponymous_org",
    "eterm": "eponymous_term",
    "eplace": "eponymous_place",
    "bldg": "building_name",
    "place": "place_name",
    "ship": "ship_name",
    "storm": "storm_name",
    "award": "award_name",
    "iphone": "institutional_phone",
    "iurl": "institutional_url",
    "iemail": "institutional_email",
}


def make(kind, rng, ctx):
    return decoy(MAKERS[kind](rng, ctx), kind)


def conventions(jur, lang):
    if jur == "ca" and lang == "fr":
        return CONVENTIONS["ca_fr"]
    if jur == "us" and lang == "es":
        return CONVENTIONS["us_es"]
    return CONVENTIONS[jur]


def fill(frame, rng, ctx, people=None):
    """Pieces of a frame: ``{slot}`` look-alikes, ``{p}``/``{q}`` mentions from ``people`` (a dict of values)."""
    out = []
    for i, part in enumerate(re.split(r"\{(\w+)\}", frame)):
        if i % 2 == 0:
            if part:
                out.append(part)
        elif people and part in people:
            value = people[part]
            if not out and isinstance(value[0], str):
                value = [value[0][:1].upper() + value[0][1:]] + value[1:]
            out.append(value)
        elif part == "casecite":
            out.append(case_pair(rng, ctx))
        else:
            mark = make(SLOTS[part], rng, ctx)
            if not out and mark.text[:1].islower():
                mark = decoy(mark.text[:1].upper() + mark.text[1:], mark.kind)
            out.append(mark)
    return out
