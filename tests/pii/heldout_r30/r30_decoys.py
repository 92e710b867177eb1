"""Round-30 public look-alikes: one maker per decoy kind, and the story sentences that carry them (slots in
braces; ``{p}`` is a later mention of a private person, gold)."""

from __future__ import annotations

import datetime as dt
import re

from r30_kit import decoy
from r30_numbers import CONVENTIONS, aba, date_text, digits
from r30_public import (
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
    OFFICE_SURNAMES,
    OFFICE_TITLES,
    PLACES,
    PRODUCTS,
    PUBLIC_FIGURES,
    SHIPS,
    STORMS,
)

HEX = "0123456789abcdef"


def _office(rng, titles, lang):
    name = rng.choice(OFFICE_SURNAMES)
    if rng.random() < 0.6:
        name = f"{rng.choice(INITIALS)}. {name}"
    return f"{rng.choice(titles.get(lang, titles['en']))} {name}"


def event_date(rng, ctx):
    d = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2700))
    return date_text(d, rng.choice(CONVENTIONS[ctx["conv"]]))


FILES = {
    "on": lambda r: r.choice(
        [
            f"FS-{r.randint(19, 25)}-{digits(r, 5)}-0000",
            f"CV-{r.randint(19, 25)}-{digits(r, 8)}",
            f"TNL-{digits(r, 5)}-{r.randint(19, 25)}",
        ]
    ),
    "qc": lambda r: r.choice(
        [
            f"{r.choice(['500', '200', '450'])}-{r.choice(['04', '12', '22'])}-{digits(r, 6)}-{r.randint(19, 25)}{r.randint(0, 9)}",
            f"{digits(r, 7)} 31 {r.randint(2019, 2025)}{digits(r, 4)} G",
        ]
    ),
    "bc": lambda r: r.choice([f"E{digits(r, 6)}", f"F{digits(r, 5)}", f"P{digits(r, 5)}"]),
    "ca": lambda r: r.choice(
        [
            f"IMM-{digits(r, 4)}-{r.randint(19, 25)}",
            f"T-{digits(r, 4)}-{r.randint(19, 25)}",
            f"FAM-{digits(r, 4)}-{r.randint(19, 25)}",
        ]
    ),
    "us": lambda r: r.choice(
        [
            f"{r.randint(19, 25)}-FL-{digits(r, 6)}",
            f"{r.randint(2019, 2025)}-DR-{digits(r, 6)}",
            f"CV-{r.randint(2019, 2025)}-{digits(r, 5)}",
            f"{r.randint(19, 25)}-CP-{digits(r, 3)}",
        ]
    ),
    "uk": lambda r: f"{r.choice(['ZW', 'LV', 'BS'])}{r.randint(19, 25)}P{digits(r, 5)}",
    "ie": lambda r: f"{r.randint(2019, 2025)}/{digits(r, 5)}",
    "au": lambda r: f"{r.randint(2019, 2025)}/{digits(r, 8)}",
    "nz": lambda r: f"FAM-{r.randint(2019, 2025)}-{digits(r, 3)}-{digits(r, 6)}",
    "za": lambda r: f"{digits(r, 4)}/{r.randint(2019, 2025)}",
    "in": lambda r: f"PLA/{digits(r, 4)}/{r.randint(2019, 2025)}",
    "sg": lambda r: f"HDB/R/{digits(r, 8)}",
    "ph": lambda r: f"SPIC-{digits(r, 4)}-{r.randint(2019, 2025)}",
    "gh": lambda r: f"PA/{digits(r, 4)}/{r.randint(2019, 2025)}",
    "jm": lambda r: f"RGD/LE/{digits(r, 6)}",
    "mx": lambda r: f"{digits(r, 4)}/{r.randint(2019, 2025)}",
    "br": lambda r: f"{digits(r, 7)}-{digits(r, 2)}.{r.randint(2019, 2025)}.8.26.{digits(r, 4)}",
    "fr": lambda r: f"RG {r.randint(19, 25)}/{digits(r, 5)}",
    "de": lambda r: f"{r.randint(1, 99)} VI {digits(r, 4)}/{r.randint(19, 25)}",
    "it": lambda r: f"R.G. {digits(r, 4)}/{r.randint(2019, 2025)}",
    "nl": lambda r: f"C/{r.randint(13, 16)}/{digits(r, 6)} / FA RK {r.randint(19, 25)}-{digits(r, 4)}",
    "pl": lambda r: f"III RC {digits(r, 3)}/{r.randint(19, 25)}",
}
IPHONES = {"ca": "1-800-{}-{}", "us": "1-877-{}-{}", "uk": "0300 {} {}", "ie": "01 {} {}", "au": "1300 {} {}"}
IPHONES.update(
    {"nz": "0800 {} {}", "za": "0800 {} {}", "in": "1800 {} {}", "sg": "1800 {} {}", "ph": "(02) 8{} {}"}
)
IPHONES.update(
    {"gh": "0302 {} {}", "jm": "1-888-{}-{}", "mx": "800 {} {}", "br": "0800 {} {}", "fr": "0800 {} {}"}
)
IPHONES.update({"de": "0800 {} {}", "it": "800 {} {}", "nl": "0900-{}{}", "pl": "22 {} {}"})
IURLS = {
    "on": [
        "https://tribunalsontario.ca/ltb/",
        "https://www.ontariocourts.ca/scj/family/",
        "https://www.ontario.ca/page/apply-ohip-and-get-health-card",
    ],
    "qc": [
        "https://www.ramq.gouv.qc.ca/fr/citoyens",
        "https://www.tal.gouv.qc.ca/",
        "https://www.justice.gouv.qc.ca/",
    ],
    "bc": [
        "https://www2.gov.bc.ca/gov/content/health/health-drug-coverage/msp",
        "https://www.provincialcourt.bc.ca/",
    ],
    "ca": [
        "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        "https://www.canada.ca/en/services/benefits/publicpensions.html",
        "https://www.justice.gc.ca/eng/fl-df/",
    ],
    "us": [
        "https://www.uscis.gov/forms",
        "https://www.ssa.gov/ssi/",
        "https://www.courts.ca.gov/selfhelp.htm",
        "https://www.nycourts.gov/courthelp/",
    ],
    "uk": ["https://www.gov.uk/looking-after-children-divorce", "https://www.cafcass.gov.uk/"],
    "ie": ["https://www.courts.ie/district-court", "https://www.legalaidboard.ie/"],
    "au": ["https://www.localcourt.nsw.gov.au/", "https://www.servicesaustralia.gov.au/"],
    "nz": ["https://www.orangatamariki.govt.nz/", "https://www.justice.govt.nz/family/"],
    "za": ["http://www.dha.gov.za/", "https://www.justice.gov.za/"],
    "in": ["https://nalsa.gov.in/", "https://doj.gov.in/"],
    "sg": ["https://www.hdb.gov.sg/", "https://www.judiciary.gov.sg/"],
    "ph": ["https://www.dswd.gov.ph/", "https://psa.gov.ph/"],
    "gh": ["https://judicial.gov.gh/", "https://www.ghana.gov.gh/"],
    "jm": ["https://www.rgd.gov.jm/", "https://supremecourt.gov.jm/"],
    "mx": ["https://www.gob.mx/registrocivil", "https://www.poderjudicialcdmx.gob.mx/"],
    "br": ["https://www.tjsp.jus.br/", "https://www.cnj.jus.br/"],
    "fr": ["https://www.service-public.fr/particuliers/vosdroits/F2120", "https://www.justice.fr/"],
    "de": ["https://www.justiz.de/", "https://e-justice.europa.eu/"],
    "it": ["https://www.giustizia.it/", "https://www.tribunale.bologna.giustizia.it/"],
    "nl": ["https://www.rechtspraak.nl/", "https://www.juridischloket.nl/"],
    "pl": ["https://www.gov.pl/web/sprawiedliwosc", "https://www.krakow.so.gov.pl/"],
}
IMAILS = {
    "on": ["familycourt.registry@ontario.ca", "ltb.notices@tribunalsontario.ca"],
    "qc": ["greffe.civil@justice.gouv.qc.ca"],
    "bc": ["msp.enquiries@gov.bc.ca"],
    "ca": ["ircc.info@cic.gc.ca"],
    "us": ["selfhelp@courts.example.gov", "clerk.family@courts.state.example.us"],
    "uk": ["family.enquiries@justice.gov.uk"],
    "ie": ["districtcourt@courts.ie"],
    "au": ["registry@localcourt.nsw.gov.au"],
    "nz": ["enquiries@justice.govt.nz"],
    "za": ["births@dha.gov.za"],
    "in": ["dlsa.pune@nalsa.gov.in"],
    "sg": ["resale@hdb.gov.sg"],
    "ph": ["soloparent@dswd.gov.ph"],
    "gh": ["probate@judicial.gov.gh"],
    "jm": ["customerservice@rgd.gov.jm"],
    "mx": ["registrocivil@cdmx.gob.mx"],
    "br": ["varadafamilia@tjsp.jus.br"],
    "fr": ["jcp.lyon@justice.fr"],
    "de": ["poststelle@ag-koeln.nrw.de"],
    "it": ["volontaria.tribunale.bologna@giustizia.it"],
    "nl": ["info@rechtspraak.nl"],
    "pl": ["biuro.podawcze@krakow.sr.gov.pl"],
}


def _pick(table, ctx):
    return table.get(ctx["region"]) or table.get(ctx["jur"]) or table["ca"]


def _law(ctx):
    statutes, cases, neutral = list(LAW[ctx["jur"]])
    if ctx["region"] in LAW:
        r = LAW[ctx["region"]]
        statutes, cases, neutral = r[0] + statutes, cases + r[1], neutral + r[2]
    if not cases:
        cases, neutral = LAW["ca"][1], LAW["ca"][2]
    return statutes, cases, neutral or LAW["ca"][2]


def _section(rng, ctx):
    n = rng.randint(2, 260)
    return {
        "fr": rng.choice([f"art. {n}", f"article {n}"]),
        "es": f"art. {n}",
        "it": f"art. {n}",
        "pt": f"art. {n}",
        "de": f"§ {n}",
        "nl": f"art. {n}",
        "pl": f"art. {n} § {rng.randint(1, 4)}",
    }.get(ctx["lang"], rng.choice([f"s. {n}({rng.randint(1, 6)})", f"section {n}", f"ss. {n}–{n + 2}"]))


MAKERS = {
    "date": ("non_birth_date", event_date),
    "iphone": ("institutional_phone", lambda r, c: IPHONES[c["jur"]].format(digits(r, 3), digits(r, 4))),
    "iurl": ("institutional_url", lambda r, c: r.choice(_pick(IURLS, c))),
    "imail": ("institutional_email", lambda r, c: r.choice(_pick(IMAILS, c))),
    "ref": (
        "reference_number",
        lambda r, c: (
            f"{r.choice(['REF', 'DOC', 'APP', 'INQ'])}-{digits(r, 4)}-{r.choice('ABCDEFGHKMNPRT')}{digits(r, 3)}"
        ),
    ),
    "law": ("statute", lambda r, c: r.choice(_law(c)[0])),
    "sec": ("section_ref", _section),
    "ver": ("product_version", lambda r, c: r.choice(PRODUCTS)),
    "eorg": ("eponymous_org", lambda r, c: r.choice(EPON_ORGS)),
    "file": ("court_file_number", lambda r, c: (FILES.get(c["region"]) or FILES[c["jur"]])(r)),
    "judge": ("judge", lambda r, c: _office(r, JUDGE_TITLES, c["lang"])),
    "bldg": ("building_name", lambda r, c: r.choice(BUILDINGS)),
    "eterm": ("eponymous_term", lambda r, c: r.choice(EPON_TERMS)),
    "bates": (
        "bates_number",
        lambda r, c: f"{r.choice(['PLT', 'DEF', 'RESP', 'MNT'])}{r.choice(['', '-', '_'])}{digits(r, 6)}",
    ),
    "case": ("case_name", lambda r, c: r.choice(_law(c)[1])[0]),
    "cite": ("case_citation", lambda r, c: r.choice(_law(c)[1])[1]),
    "member": ("tribunal_member", lambda r, c: _office(r, MEMBER_TITLES, c["lang"])),
    "ncite": ("neutral_citation", lambda r, c: r.choice(_law(c)[2])),
    "pref": (
        "phone_shaped_reference",
        lambda r, c: f"{r.randint(200, 989)}-{r.randint(200, 989)}-{digits(r, 4)}",
    ),
    "bank": (
        "bank_code",
        lambda r, c: aba(r) if c["jur"] == "us" else f"{digits(r, 5)}-{r.choice(['001', '003', '815'])}",
    ),
    "fict": ("fictional_character", lambda r, c: r.choice(FICTION)),
    "eplace": ("eponymous_place", lambda r, c: r.choice(EPON_PLACES)),
    "pub": ("public_figure", lambda r, c: r.choice(PUBLIC_FIGURES)),
    "track": (
        "tracking_number",
        lambda r, c: r.choice(
            [
                f"1Z{r.choice('A9')}{digits(r, 2)}E{digits(r, 2)}{digits(r, 10)}",
                f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)} {digits(r, 4)}",
                f"R{r.choice('ABCR')}{digits(r, 9)}{r.choice(['CA', 'GB', 'US'])}",
            ]
        ),
    ),
    "sref": ("ssn_shaped_reference", lambda r, c: f"{digits(r, 3)}-{digits(r, 2)}-{digits(r, 4)}"),
    "storm": ("storm_name", lambda r, c: r.choice(STORMS)),
    "hist": ("historical_person", lambda r, c: r.choice(HISTORICAL)),
    "off": ("official", lambda r, c: _office(r, OFFICE_TITLES, c["lang"])),
    "place": ("place_name", lambda r, c: r.choice(PLACES)),
    "ship": ("ship_name", lambda r, c: r.choice(SHIPS)),
    "pat": (
        "patent_number",
        lambda r, c: r.choice(
            [
                f"US {r.randint(9, 12)},{digits(r, 3)},{digits(r, 3)} B2",
                f"CA {r.randint(2, 3)} {digits(r, 3)} {digits(r, 3)}",
                f"EP {r.randint(2, 4)} {digits(r, 3)} {digits(r, 3)} B1",
            ]
        ),
    ),
    "hash": ("commit_hash", lambda r, c: "".join(r.choice(HEX) for _ in range(r.choice([7, 8, 12, 40])))),
    "award": ("award_name", lambda r, c: r.choice(AWARDS)),
}


def make(slot, rng, ctx):
    kind, maker = MAKERS[slot]
    return decoy(maker(rng, ctx), kind)


SLOT = re.compile(r"\{(\w+)\}")


def fill(frame, rng, ctx, person=None):
    """A sentence as pieces: text, look-alike marks, and ``{p}`` filled by ``person`` (a callable)."""
    out = []
    name, cite = rng.choice(_law(ctx)[1])
    for i, part in enumerate(SLOT.split(frame)):
        if i % 2 == 0:
            if part:
                out.append(part)
        elif part in ("case", "cite"):
            out.append(
                decoy(name if part == "case" else cite, "case_name" if part == "case" else "case_citation")
            )
        elif part == "p":
            out.append(person())
        elif part == "year":
            out.append(str(rng.randint(1998, 2024)))
        else:
            out.append(make(part, rng, ctx))
    return out
