"""Build the BROAD PII sets: ``broad_tune.jsonl`` (tune on it) and ``broad_dev.jsonl`` (never tune on it).

Rebuild (Faker is a build-time dependency only, pinned in pyproject's ``pii-tuning`` extra):

    pip install faker==40.54.0
    python tests/pii/tuning/build_broad.py

``tuning.jsonl`` (build_tuning.py) has one sentence frame per class of miss; a detector tuned on it
learns those frames. This set has several templates per family (contracts' parties blocks, court
captions, affidavits, letters, e-mails, witness lists, tables, form fields in Canadian, US, UK and EU
formats; identifiers per province and state; dates of birth written many ways; addresses of many
countries; personal URLs; decoys). Every third template of a family goes to the DEV split only, and
half of the dev names come from Faker locales that the shipped name gazetteer leaves out
(``DEV_LOCALES``, see ``scripts/build_name_gazetteer.py``): dev scores a detector on templates and
names it was not tuned on. Fixed seed: the files rebuild identically.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

from faker import Faker
from stdnum import luhn

SEED = 20261202
HERE = Path(__file__).parent

# Locales whose names the gazetteer leaves out: dev draws half its names from them.
DEV_LOCALES = ["ka_GE", "hy_AM", "sw", "ha_NG", "ig_NG", "uz_UZ", "si_LK", "ne_NP", "is_IS", "mk_MK", "en_KE"]
LATIN_LOCALES = [
    "pl_PL", "tr_TR", "no_NO", "da_DK", "sv_SE", "fi_FI", "fr_FR", "fr_CA", "fr_BE", "es_ES", "es_MX", "es_AR",
    "es_CO", "ga_IE", "en_IE", "yo_NG", "de_DE", "de_AT", "de_CH", "it_IT", "pt_BR", "pt_PT", "nl_NL", "nl_BE",
    "cs_CZ", "hu_HU", "ro_RO", "hr_HR", "lt_LT", "lv_LV", "sl_SI", "az_AZ", "tw_GH", "zu_ZA", "en_IN", "vi_VN",
    "en_CA", "en_US", "en_GB", "en_NZ", "en_NG", "en_PK", "et_EE", "sk_SK", "id_ID", "fil_PH", "es_CL",
]  # fmt: skip
NATIVE_LOCALES = [
    "ru_RU", "uk_UA", "bg_BG", "el_GR", "zh_CN", "zh_TW", "ko_KR", "ja_JP", "ar_SA", "fa_IR", "he_IL", "hi_IN",
    "th_TH", "bn_BD",
]  # fmt: skip
ROMANISED = {"ja_JP", "zh_CN", "zh_TW"}
_HONORIFIC_WORDS = re.compile(
    r"^(?:pan|pani|Prof\.|Dr\.|Dr|Mr\.|Mrs\.|Ms\.|Miss|Mx\.|Sr\.|Sra\.|Hr\.|Fr\.|M\.|Mme|Ing\.|Mgr\.|Bc\.)\s+"
)


def _fold(s: str) -> str:
    return re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower())


class World:
    """Random names, numbers and places for one split."""

    def __init__(self, rng: random.Random, dev: bool) -> None:
        self.rng, self.dev = rng, dev
        self.fakers: dict[str, Faker] = {}

    def faker(self, loc: str) -> Faker:
        if loc not in self.fakers:
            f = Faker(loc)
            f.seed_instance(SEED + len(self.fakers) + (1000 if self.dev else 0))
            self.fakers[loc] = f
        return self.fakers[loc]

    def name(self, native: bool = False) -> tuple[str, str, str]:
        """(locale, given, surname)."""
        rng = self.rng
        if native:
            loc = rng.choice(NATIVE_LOCALES)
        elif self.dev and rng.random() < 0.5:
            loc = rng.choice(DEV_LOCALES)
        else:
            loc = rng.choice(LATIN_LOCALES + ["ja_JP", "zh_CN"])
        f = self.faker(loc)
        if loc in ROMANISED and not native:
            return loc, f.first_romanized_name(), f.last_romanized_name()
        given = _HONORIFIC_WORDS.sub("", f.first_name()).split()[0]
        surname = _HONORIFIC_WORDS.sub("", f.last_name()).strip()
        return loc, given, surname

    def full(self, native: bool = False) -> str:
        loc, g, s = self.name(native)
        if loc in ("zh_CN", "zh_TW", "ja_JP", "ko_KR") and native:
            return s + g if loc != "ja_JP" else f"{s} {g}"
        r = self.rng.random()
        if r < 0.12:
            return f"{g} {self.rng.choice('ABCDEFGHJKLMNPRSTW')}. {s}"
        if r < 0.18:
            _, g2, _ = self.name()
            return f"{g} {g2} {s}"
        return f"{g} {s}"


# ---------------------------------------------------------------- identifiers (real published formats)


def sin(w: World) -> str:
    while True:
        body = f"{w.rng.choice([1, 2, 3, 4, 5, 6, 7, 9])}{w.rng.randint(0, 99999999):08d}"
        if luhn.is_valid(body):
            sep = w.rng.choice([" ", "-", "", " "])
            return f"{body[:3]}{sep}{body[3:6]}{sep}{body[6:]}"


def ssn(w: World) -> str:
    area = w.rng.choice([a for a in range(1, 900) if a != 666])
    sep = w.rng.choice(["-", "-", " ", ""])
    return f"{area:03d}{sep}{w.rng.randint(1, 99):02d}{sep}{w.rng.randint(1, 9999):04d}"


def _luhn_complete(prefix: str) -> str:
    return prefix + luhn.calc_check_digit(prefix)


def _bc_phn(rng: random.Random) -> str:
    weights = [2, 4, 8, 5, 10, 9, 7, 3]
    while True:
        body = [rng.randint(0, 9) for _ in range(8)]
        check = 11 - sum(d * wt % 11 for d, wt in zip(body, weights, strict=True)) % 11
        if check < 10:
            return "9" + "".join(map(str, body)) + str(check)


def health_card(w: World) -> tuple[str, str]:
    """(province cue, number) in each province's published layout."""
    rng = w.rng
    kind = rng.randrange(7)
    if kind == 0:
        n = _luhn_complete(str(rng.randint(100000000, 999999999)))
        v = rng.choice(["", " " + rng.choice(["AB", "XY", "KT"]), "-" + rng.choice(["AB", "ZX"])])
        sep = rng.choice([" ", "-", ""])
        return "Ontario health card", f"{n[:4]}{sep}{n[4:7]}{sep}{n[7:]}{v}"
    if kind == 1:
        last = _fold(w.name()[2])[:3].upper().ljust(3, "X")
        first = _fold(w.name()[1])[:1].upper() or "A"
        yy, mm, dd = rng.randint(40, 99), rng.randint(1, 12) + rng.choice([0, 50]), rng.randint(1, 28)
        return "RAMQ", f"{last}{first} {yy:02d}{mm:02d} {dd:02d}{rng.randint(10, 99)}"
    if kind == 2:
        n = _bc_phn(rng)
        return "BC Personal Health Number (PHN)", f"{n[:4]} {n[4:7]} {n[7:]}"
    if kind == 3:
        n = f"{rng.randint(10000, 99999)}-{rng.randint(1000, 9999)}"
        return "Alberta Health Care (AHCIP) number", n
    if kind == 4:
        return "Manitoba Health registration number", f"{rng.randint(100000000, 999999999)}"
    if kind == 5:
        return (
            "Nova Scotia health card number",
            f"{rng.randint(1000, 9999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        )
    return (
        "Saskatchewan health services number",
        f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
    )


def drivers_licence(w: World) -> tuple[str, str]:
    """(jurisdiction cue, number) per jurisdiction's published layout."""
    rng = w.rng
    _, g, s = w.name()
    sf = (_fold(s).upper() + "XXXXX")[:5]
    L = rng.choice("ABCDEFGHJKLMNPRSTVWZ")
    forms = [
        ("Ontario driver's licence", f"{sf[0]}{rng.randint(1000, 9999)}-{rng.randint(10000, 99999)}-{rng.randint(10000, 99999)}"),
        ("Québec driver's licence", f"{sf[0]}{rng.randint(1000, 9999)}-{rng.randint(100000, 999999)}-{rng.randint(10, 99)}"),
        ("BC driver's licence", f"{rng.randint(1000000, 9999999)}"),
        ("Alberta operator's licence", f"{rng.randint(100000, 999999)}-{rng.randint(100, 999)}"),
        ("Nova Scotia driver's licence", f"{sf}{rng.randint(100000000, 999999999)}"),
        ("Saskatchewan driver's licence", f"{rng.randint(10000000, 99999999)}"),
        ("Manitoba driver's licence", f"{sf[:2]}-{_fold(g).upper()[:2].ljust(2, 'X')}-{sf[2:4]}-{L}{rng.randint(100, 999)}{sf[:2]}"),
        ("California driver license", f"{L}{rng.randint(1000000, 9999999)}"),
        ("New York driver license", f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("Texas driver license", f"{rng.randint(10000000, 99999999)}"),
        ("Florida driver license", f"{sf[0]}{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(100, 999)}-{rng.randint(0, 9)}"),
        ("Illinois driver's license", f"{sf[0]}{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"),
        ("Pennsylvania driver's license", f"{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("Michigan driver's license", f"{sf[0]} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"),
        ("UK driving licence", f"{sf}{rng.randint(100000, 999999)}{_fold(g).upper()[:1] or 'A'}9{rng.choice('ABCDEFGHJK')}{rng.choice('ABCDEFGHJK')}"),
    ]  # fmt: skip
    return rng.choice(forms)


def card(w: World) -> str:
    rng = w.rng
    prefix = rng.choice(["4", "51", "52", "55", "2221", "6011"])
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(15 - len(prefix)))
    n = _luhn_complete(body)
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def account(w: World) -> str:
    return str(w.rng.randint(1000000, 999999999999))


def phone(w: World) -> str:
    rng = w.rng
    area = rng.choice([416, 647, 905, 613, 514, 438, 604, 403, 780, 204, 306, 902, 212, 312, 415, 617, 713])
    n = f"{rng.randint(200, 999)}"
    last = f"{rng.randint(0, 9999):04d}"
    return rng.choice(
        [
            f"({area}) {n}-{last}",
            f"{area}-{n}-{last}",
            f"{area}.{n}.{last}",
            f"+1 {area} {n} {last}",
            f"1-{area}-{n}-{last}",
            f"+44 20 7{rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            f"+33 1 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
            f"+49 30 {rng.randint(1000000, 9999999)}",
        ]
    )


def email(w: World, g: str = "", s: str = "") -> str:
    if not g:
        _, g, s = w.name()
    user = w.rng.choice(
        [f"{_fold(g)}.{_fold(s)}", f"{_fold(g)[:1]}{_fold(s)}", f"{_fold(s)}{w.rng.randint(1, 99)}"]
    )
    user = user.strip(".") or "user"
    return f"{user}@{w.rng.choice(['gmail.com', 'outlook.com', 'example.ca', 'mail.example.org', 'yahoo.fr', 'web.de'])}"


# ---------------------------------------------------------------- dates of birth

MONTHS_EN = "January February March April May June July August September October November December".split()
MONTHS_FR = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
MONTHS_ES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
MONTHS_DE = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
ORD = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth".split()
_UNITS = "one two three four five six seven eight nine".split()


def _year_words(y: int) -> str:
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    hi, lo = divmod(y, 100)
    head = "nineteen" if hi == 19 else "two thousand"
    if lo == 0:
        return head
    t, u = divmod(lo, 10)
    if lo < 10:
        rest = _UNITS[lo - 1]
    elif lo < 20:
        rest = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()[
            lo - 10
        ]
    else:
        rest = tens[t] + (f"-{_UNITS[u - 1]}" if u else "")
    return f"{head} {rest}" if hi == 19 else f"{head} and {rest}"


def date_value(w: World) -> str:
    rng = w.rng
    y, m, d = rng.randint(1935, 2008), rng.randint(1, 12), rng.randint(1, 28)
    forms = [
        f"{MONTHS_EN[m - 1]} {d}, {y}",
        f"{d} {MONTHS_EN[m - 1]} {y}",
        f"{MONTHS_EN[m - 1][:3]}. {d}, {y}",
        f"{d}-{MONTHS_EN[m - 1][:3]}-{y}",
        f"{d:02d}-{MONTHS_EN[m - 1][:3].upper()}-{y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{y}/{m:02d}/{d:02d}",
        f"{m:02d}/{d:02d}/{y}",
        f"{d:02d}/{m:02d}/{y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{d} {MONTHS_FR[m - 1]} {y}",
        f"{d} de {MONTHS_ES[m - 1]} de {y}",
        f"{d}. {MONTHS_DE[m - 1]} {y}",
        f"the {ORD[d % 13]} day of {MONTHS_EN[m - 1]}, {y}",
        f"{MONTHS_EN[m - 1]} {d}{['st', 'nd', 'rd'][d % 3] if d in (1, 2, 3) else 'th'}, {y}",
        f"{d}{'st' if d == 1 else 'th'} {MONTHS_EN[m - 1]} {y}",
        f"{MONTHS_EN[m - 1]} {d}, {_year_words(y)}",
        f"{y}{m:02d}{d:02d}",
    ]
    return rng.choice(forms)


# ---------------------------------------------------------------- addresses (many countries)


def address(w: World) -> list[tuple[str, str | None]]:
    """Pieces of an address: (text, label) with POSTAL_CODE split out for Canada as the detector does."""
    rng = w.rng
    n = rng.randint(1, 9999)
    kind = rng.randrange(12)
    if kind == 0:
        street = w.faker("en_CA").street_name()
        city = rng.choice(["Toronto", "Ottawa", "Hamilton", "London", "Kingston", "Sudbury"])
        unit = rng.choice(
            ["", f"Unit {rng.randint(1, 40)}, ", f"{rng.randint(1, 40)}-", f"Apt. {rng.randint(1, 40)}, "]
        )
        return [
            (f"{unit}{n} {street}, {city}, ON", "ADDRESS"),
            (" ", None),
            (w.faker("en_CA").postalcode(), "POSTAL_CODE"),
        ]
    if kind == 1:
        street = rng.choice(
            [
                "rue Saint-Denis",
                "boulevard René-Lévesque Ouest",
                "avenue du Parc",
                "chemin de la Côte-des-Neiges",
                "rue Sherbrooke Est",
                "rang Saint-Joseph",
            ]
        )
        city = rng.choice(["Montréal", "Québec", "Laval", "Gatineau", "Sherbrooke"])
        app = rng.choice(["", f", app. {rng.randint(1, 30)}", f", bureau {rng.randint(100, 900)}"])
        return [
            (f"{n}, {street}{app}, {city} (Québec)", "ADDRESS"),
            (" ", None),
            (w.faker("fr_CA").postcode(), "POSTAL_CODE"),
        ]
    if kind == 2:
        f = w.faker("en_US")
        return [(f"{f.street_address()}, {f.city()}, {f.state_abbr()} {f.zipcode()}", "ADDRESS")]
    if kind == 3:
        f = w.faker("en_GB")
        return [(f"{f.building_number()} {f.street_name()}, {f.city()} {f.postcode()}", "ADDRESS")]
    if kind == 4:
        f = w.faker("de_DE")
        return [(f"{f.street_name()} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 5:
        f = w.faker("fr_FR")
        return [(f"{rng.randint(1, 200)} {f.street_name()}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 6:
        f = w.faker("es_ES")
        street = rng.choice(["Calle", "Avenida", "Paseo", "Plaza"]) + " " + f.last_name()
        return [(f"{street} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 7:
        f = w.faker("it_IT")
        street = rng.choice(["Via", "Viale", "Piazza", "Corso"]) + " " + f.last_name()
        return [(f"{street} {rng.randint(1, 200)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 8:
        f = w.faker("nl_NL")
        return [(f"{f.street_name()} {rng.randint(1, 300)}, {f.postcode()} {f.city()}", "ADDRESS")]
    if kind == 9:
        f = w.faker("pl_PL")
        return [
            (
                f"ul. {f.street_name()} {rng.randint(1, 200)}/{rng.randint(1, 40)}, {f.postcode()} {f.city()}",
                "ADDRESS",
            )
        ]
    if kind == 10:
        f = w.faker("en_CA")
        city = rng.choice(["Vancouver", "Calgary", "Edmonton", "Winnipeg", "Halifax", "Regina"])
        prov = {
            "Vancouver": "BC",
            "Calgary": "AB",
            "Edmonton": "AB",
            "Winnipeg": "MB",
            "Halifax": "NS",
            "Regina": "SK",
        }[city]
        return [
            (
                f"{n} {f.street_name()} {rng.choice(['NW', 'SE', 'East', 'West', ''])}".rstrip()
                + f", {city}, {prov}",
                "ADDRESS",
            ),
            (" ", None),
            (f.postalcode(), "POSTAL_CODE"),
        ]
    f = w.faker("en_US")
    return [(f"{f.street_address()}\n{f.city()}, {f.state_abbr()} {f.zipcode()}", "ADDRESS")]


# ---------------------------------------------------------------- URLs that identify a person


def personal_url(w: World, g: str, s: str) -> str:
    rng = w.rng
    gf, sf = _fold(g) or "jo", _fold(s) or "doe"
    return rng.choice(
        [
            f"https://www.linkedin.com/in/{gf}-{sf}-{rng.randint(10, 99)}a{rng.randint(100, 999)}",
            f"https://{gf}{sf}.com",
            f"https://www.{gf}-{sf}.ca/about",
            f"http://{sf}{gf[:1]}.wordpress.com/",
            f"https://medium.com/@{gf}.{sf}",
            f"https://www.facebook.com/{gf}.{sf}.{rng.randint(1, 99)}",
            f"https://www.instagram.com/{gf}_{sf}/",
            f"https://x.com/{gf}{sf}",
            f"https://mastodon.social/@{gf}{sf[:3]}",
            f"https://www.example-law.ca/lawyers/{gf}-{sf}",
            f"https://portal.example.org/account?email={gf}.{sf}%40gmail.com",
            f"https://forms.example.com/submit?first_name={gf}&last_name={sf}",
            f"https://about.me/{gf}{sf}",
            f"https://www.youtube.com/@{gf}{sf}",
        ]
    )


# ---------------------------------------------------------------- templates

Piece = tuple[str, str | None, str | None]  # (text, label, decoy kind)


class Case:
    def __init__(self, cid: str, tags: list[str]) -> None:
        self.id, self.tags = cid, tags
        self.text = ""
        self.spans: list[dict] = []
        self.decoys: list[dict] = []

    def add(self, s: str, label: str | None = None, decoy: str | None = None) -> Case:
        start = len(self.text)
        self.text += s
        if label and s.strip():
            self.spans.append({"start": start, "end": len(self.text), "label": label})
        if decoy:
            self.decoys.append({"start": start, "end": len(self.text), "kind": decoy})
        return self

    def row(self) -> dict:
        row = {"id": self.id, "tags": self.tags, "text": self.text, "spans": self.spans}
        if self.decoys:
            row["decoys"] = self.decoys
        return row


_SLOT = re.compile(r"\{(\w+)\}")


def render(c: Case, w: World, template: str) -> None:
    """Fill ``{slot}``s; ``{P}`` a full name, ``{G}``/``{S}`` given/surname of the last name drawn,
    ``{N}`` a name in its own script, identifiers by their label, decoys ``{d_kind}``."""
    state: dict[str, str] = {}

    def person(native: bool = False) -> str:
        value = w.full(native)
        parts = value.split()
        state["G"], state["S"] = parts[0], parts[-1]
        return value

    pos = 0
    for m in _SLOT.finditer(template):
        c.add(template[pos : m.start()])
        slot = m.group(1)
        if slot == "P":
            c.add(person(), "PERSON")
        elif slot == "PU":
            c.add(person().upper(), "PERSON")
        elif slot == "PI":  # surname, given (tables, captions)
            p = person()
            c.add(f"{state['S']}, {' '.join(p.split()[:-1])}", "PERSON")
        elif slot == "N":
            c.add(person(native=True), "PERSON")
        elif slot == "G":
            c.add(state.get("G") or person().split()[0], "PERSON")
        elif slot == "S":
            c.add(state.get("S") or person().split()[-1], "PERSON")
        elif slot == "SURNAME":
            _, g, sn = w.name()
            state["G"], state["S"] = g, sn
            c.add(sn, "PERSON")
        elif slot == "GIVEN":
            _, g, _ = w.name()
            c.add(g, "PERSON")
        elif slot == "SIN":
            c.add(sin(w), "SIN")
        elif slot == "SSN":
            c.add(ssn(w), "SSN")
        elif slot == "HC":
            cue, n = health_card(w)
            c.add(cue + ": ").add(n, "HEALTH_CARD")
        elif slot == "DL":
            cue, n = drivers_licence(w)
            c.add(cue + " no. ").add(n, "DRIVERS_LICENSE")
        elif slot == "CARD":
            c.add(card(w), "CREDIT_CARD")
        elif slot == "ACCT":
            c.add(account(w), "BANK_ACCOUNT")
        elif slot == "PHONE":
            c.add(phone(w), "PHONE")
        elif slot == "EMAIL":
            c.add(email(w, state.get("G", ""), state.get("S", "")), "EMAIL")
        elif slot == "DOB":
            value = date_value(w)
            csv = bool(re.fullmatch(r"[\w,]+", template.split("\n", 1)[0])) and "," in value
            c.add('"' if csv else "").add(value, "DATE_OF_BIRTH").add('"' if csv else "")
        elif slot == "ADDR":
            for text, label in address(w):
                c.add(text, label)
        elif slot == "URL":
            if "G" not in state:
                person()
            c.add(personal_url(w, state["G"], state["S"]), "URL")
        elif slot.startswith("d_"):
            kind, value = decoy(w, slot[2:])
            c.add(value, decoy=kind)
        elif slot == "CITY":
            c.add(w.rng.choice(["Mississauga", "Brampton", "Surrey", "Laval", "Markham", "Halton Hills"]))
        elif slot == "YEAR":
            c.add(str(w.rng.randint(2010, 2025)))
        elif slot == "AMOUNT":
            c.add(f"${w.rng.randint(1, 900)},{w.rng.randint(0, 999):03d}.00")
        else:
            raise KeyError(slot)
        pos = m.end()
    c.add(template[pos:])


def decoy(w: World, kind: str) -> tuple[str, str]:
    rng = w.rng
    pools: dict[str, list[str]] = {
        "citation": [
            f"{rng.randint(2000, 2024)} SCC {rng.randint(1, 60)}",
            f"{rng.randint(2000, 2024)} ONCA {rng.randint(1, 900)}",
            f"[{rng.randint(1990, 2020)}] {rng.randint(1, 3)} S.C.R. {rng.randint(1, 900)}",
            f"{rng.randint(100, 600)} U.S. {rng.randint(1, 900)} ({rng.randint(1950, 2020)})",
            f"{rng.randint(2005, 2024)} BCCA {rng.randint(1, 500)}",
            f"{rng.randint(1, 99)} F.3d {rng.randint(1, 999)}",
        ],
        "case_name": [
            "R. v. Oakes", "R. v. Jordan", "Donoghue v. Stevenson", "Hunter v. Southam Inc.", "Miranda v. Arizona",
            "Vavilov", "Hryniak v. Mauldin", "Bhasin v. Hrynew", "Marbury v. Madison", "Salomon v. A. Salomon & Co.",
        ],
        "statute": [
            "s. 8 of the Charter", "Residential Tenancies Act, 2006", "Criminal Code, R.S.C. 1985, c. C-46",
            "Employment Standards Act, 2000", "42 U.S.C. § 1983", "Personal Information Protection and Electronic Documents Act",
            "Family Law Act, R.S.O. 1990, c. F.3", "Rule 20.04 of the Rules of Civil Procedure", "art. 1457 C.C.Q.",
        ],
        "court_file": [
            f"Court File No. CV-{rng.randint(10, 24)}-{rng.randint(100000, 999999):08d}",
            f"File No. {rng.randint(1000, 9999)}-{rng.randint(10, 99)}",
            f"Docket: C{rng.randint(60000, 69999)}",
            f"No. 500-17-{rng.randint(100000, 999999):06d}-{rng.randint(100, 999)}",
            f"Case No. {rng.randint(1, 9)}:{rng.randint(10, 24)}-cv-{rng.randint(10000, 99999)}",
        ],
        "judge": [
            "Justice Rosalie Silberman Abella", "Sharpe J.A.", "Wagner C.J.", "the Honourable Justice Karakatsanis",
            "Judge Margaret Hall", "Moldaver J.", "Chief Justice Roberts", "Associate Chief Justice Morawetz",
            "Justice Sotomayor", "Côté J.", "Master Short",
        ],
        "public_figure": ["Prime Minister Justin Trudeau", "President Lincoln", "Premier Doug Ford", "Minister of Justice"],
        "org": [
            "Osler, Hoskin & Harcourt LLP", "Royal Bank of Canada", "Ontario Securities Commission",
            "Legal Aid Ontario", "Ministry of the Attorney General", "Canada Revenue Agency", "Tremblay Avocats LLP",
            "Toronto-Dominion Bank", "Sunnybrook Health Sciences Centre", "Service Canada",
        ],
        "version": [
            f"{rng.randint(2, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}.{rng.randint(1, 99)}",
            f"v{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 99)}",
            f"10.0.{rng.randint(10000, 22000)}.{rng.randint(100, 3000)}",
        ],
        "reference": [
            f"PO {rng.choice([905, 416, 647])}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            f"Invoice {rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
            f"Order #{rng.randint(100000000, 999999999)}",
            f"BN {_luhn_complete(str(rng.randint(10000000, 99999999)))} RT0001",
            f"Claim No. {rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            f"Policy {rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
            f"ISBN 978-{rng.randint(0, 1)}-{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-{rng.randint(0, 9)}",
            f"transit {rng.randint(10000, 99999)}",
        ],
        "amount": [f"${rng.randint(1, 900)},{rng.randint(0, 999):03d}.{rng.randint(0, 99):02d}", f"{rng.randint(2, 99)} per cent"],
        "date": [f"{MONTHS_EN[rng.randint(0, 11)]} {rng.randint(1, 28)}, {rng.randint(2015, 2025)}", f"{rng.randint(2015, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"],
        "url": [
            "https://laws-lois.justice.gc.ca/eng/acts/C-46/", "https://www.canlii.org/en/on/onca/doc/2019/2019onca1.html",
            "https://www.ontario.ca/laws/statute/06r17", "www.scc-csc.ca/case-dossier/info/dock-regi-eng.aspx",
            "https://www.justice.gc.ca/eng/contact/", "https://www.uscourts.gov/forms",
        ],
        "place": ["the City of Mississauga", "Regional Municipality of Peel", "Halifax Regional Municipality", "Cook County"],
        "defined_term": ['the "Confidential Information"', 'the "Effective Date"', 'the "Purchased Assets"'],
    }  # fmt: skip
    kind = {"any": rng.choice(list(pools))}.get(kind, kind)
    return kind, rng.choice(pools[kind])


# Families: (tag, templates, cases per split). Every third template (index % 3 == 2) is dev only.
FAMILIES: list[tuple[str, list[str], int]] = [
    (
        "parties",
        [
            'THIS AGREEMENT is made on {d_date} between {P} (the "Landlord") and {P} (the "Tenant").',
            "BETWEEN:\n\n{PU}\n\nPlaintiff\n\n- and -\n\n{PU}\n\nDefendant",
            "This Employment Agreement is entered into by and between {d_org} and {P}, an individual residing in {CITY}, Ontario.",
            "PARTIES\n1. {P}, of {ADDR} (the Vendor);\n2. {P}, of {CITY} (the Purchaser).",
            "IN THE MATTER OF the Estate of {P}, deceased, and in the matter of an application by {P}, executor.",
            "AND BETWEEN:\n{P}\nApplicant\nand\n{P}\nRespondent",
            'This Separation Agreement is made between {P} ("Wife") and {P} ("Husband").',
            "The undersigned, {P} and {P}, jointly and severally guarantee the obligations of the Borrower.",
            "PROMISSORY NOTE. FOR VALUE RECEIVED, {P} promises to pay to {P} the sum of {AMOUNT}.",
        ],
        24,
    ),
    (
        "role",
        [
            "The Contractor, {P}, shall invoice monthly.",
            "The Guarantor, {P}, waives notice of default.",
            "The Licensor, {P}, retains all moral rights in the Work.",
            "The tenant, {P}, moved into the unit in {YEAR}.",
            "My lawyer, {P}, advised me not to sign.",
            "The complainant, {P}, testified through an interpreter.",
            "Her neighbour, {P}, called the police at 2 a.m.",
            "The accused {P} was arrested on the same day.",
            "Counsel for the plaintiff, {P}, filed the motion record.",
            "The deceased, {P}, left no will.",
            "The landlord's agent, {P}, attended the hearing.",
            "The grievor, {P}, had been employed for eleven years.",
        ],
        30,
    ),
    (
        "field",
        [
            "Name: {P}\nDate of birth: {DOB}\nPhone: {PHONE}",
            "Full legal name: {P}\nEmail: {EMAIL}",
            "Applicant's name: {P}\nSIN: {SIN}",
            "Claimant - {P}\nAddress - {ADDR}",
            "Witness #1: {P}\nWitness #2: {P}",
            "Nom : {P}\nDate de naissance : {DOB}",
            "Surname: {SURNAME}\nGiven name(s): {G}",
            "Emergency Contact Name: {P}    Relationship: sister    Tel: {PHONE}",
            "Policyholder: {P}\nPolicy no.: {d_reference}",
            "Patient name: {PI}\nDOB: {DOB}\n{HC}",
            "Name of child: {P}\nName of parent: {P}",
            "Representative: {P} ({EMAIL})",
            "Borrower 1: {P}\nCo-borrower: {P}",
            "Nombre: {P}\nFecha de nacimiento: {DOB}",
            "Deponent: {P}\nSworn at {CITY} on {d_date}",
        ],
        30,
    ),
    (
        "affidavit",
        [
            "AFFIDAVIT OF {PU}\n\nI, {P}, of the Town of {CITY}, MAKE OATH AND SAY:",
            "SWORN BEFORE ME at the City of {CITY} on {d_date} by {P}.",
            "I, {P}, of {CITY}, in the Province of British Columbia, solemnly declare that:",
            "I, {P}, being duly sworn, depose and say as follows:",
            "STATUTORY DECLARATION\nI, {P}, of {ADDR}, do solemnly declare:",
            "Je, soussigné(e), {P}, domicilié(e) à {CITY}, déclare solennellement ce qui suit :",
        ],
        20,
    ),
    (
        "letter",
        [
            "Dear {P}:\n\nRe: Your file\n\nWe write further to our meeting.",
            "Dear Mr. {S}, thank you for your letter.",
            "Attention: {P}\n{ADDR}",
            "Yours truly,\n\n{P}\nPartner\nDirect: {PHONE}",
            "Sincerely,\n\n{P}",
            "Hi {GIVEN},\n\nJust confirming the hearing date.\n\nBest,\n{GIVEN}",
            "Bonjour {P},\n\nVeuillez trouver ci-joint le projet.",
            "To whom it may concern: {P} has worked for us since {YEAR}.",
            "Regards,\n{P} | Paralegal | {EMAIL}",
        ],
        24,
    ),
    (
        "email",
        [
            "From: {P} <{EMAIL}>\nTo: {P} <{EMAIL}>\nSubject: settlement offer",
            "On {d_date}, {P} <{EMAIL}> wrote:\n> Please see the attached.",
            "-----Original Message-----\nFrom: {P}\nSent: {d_date}\nTo: {P}",
            "cc: {P}; {P}",
        ],
        14,
    ),
    (
        "witness",
        [
            "WITNESSES FOR THE CROWN\n1. {P}\n2. {P}\n3. {P}",
            "The following persons gave evidence: {P}, {P} and {P}.",
            "Witness list: {P} (police officer); {P} (neighbour).",
            "The Crown called {P}, {P}, and Dr. {S}.",
            "Examination-in-chief of {P} by Ms. {S}:",
            "{P}, sworn.",
        ],
        20,
    ),
    (
        "table",
        [
            "| Name | Date of Birth | City |\n|---|---|---|\n| {P} | {DOB} | {CITY} |\n| {P} | {DOB} | {CITY} |",
            "employee_name,dob,sin\n{P},{DOB},{SIN}",
            "Name\tDOB\tPhone\n{P}\t{DOB}\t{PHONE}",
            "Last name;First name;Birth date\n{SURNAME};{G};{DOB}",
            "Tenant | Unit | Phone\n{P} | 4B | {PHONE}",
            "Beneficiary\tShare\n{P}\t50%\n{P}\t50%",
        ],
        18,
    ),
    (
        "narrative",
        [
            "{P} told the court that she had never seen the contract.",
            "According to {P}, the payment was made in cash.",
            "{P}'s evidence was that the door was locked.",
            "The officer spoke with {P} at the scene.",
            "{P}, aged 34, was the driver of the second vehicle.",
            "When {P} arrived, the premises were empty.",
            "{P} and her husband {P} purchased the home in {YEAR}.",
            "The text messages between {P} and {P} were entered as exhibits.",
            '{P} (the "Employee") was dismissed without cause.',
            "It was {P} who signed the cheque.",
            "I accept the evidence of {P} over that of {P}.",
            "The child lives with {P}, his maternal grandmother.",
        ],
        30,
    ),
    (
        "native",
        [
            "Witness: {N}",
            "The Tenant, {N}, signed the lease.",
            "Name: {N}\nPhone: {PHONE}",
            "I, {N}, of the City of Richmond, make oath and say:",
            "Dear {N},",
            "The applicant, Mr. {N}, was represented by counsel.",
            "Party A: {N}\nParty B: {N}",
            "{N} told the officers that the car was hers.",
            "Signed by {N} in the presence of:",
        ],
        24,
    ),
    (
        "single-given",
        [
            "My son, {GIVEN}, is six years old.",
            "Thanks,\n{GIVEN}",
            "Dear {GIVEN},\n\nSee you Monday.",
            "The child ({GIVEN}) attends grade two.",
            "Hi {GIVEN} - please call me back.",
            "Our daughter {GIVEN} was born in {YEAR}.",
        ],
        14,
    ),
    (
        "ids",
        [
            "Social Insurance Number: {SIN}",
            "SIN {SIN} (employee)",
            "NAS : {SIN}",
            "The worker's S.I.N. is {SIN}.",
            "SSN: {SSN}",
            "Social Security No. {SSN}",
            "{HC}",
            "Patient {P}, {HC}",
            "{DL}",
            "Licence: {DL}",
            "Visa {CARD} exp. 04/27",
            "Account number: {ACCT}",
            "Please deposit to account no. {ACCT} at the branch.",
            "Card number {CARD}",
            "{P}'s social insurance number, {SIN}, appears on the T4.",
        ],
        40,
    ),
    (
        "dob",
        [
            "born {DOB}",
            "Date of birth: {DOB}",
            "D.O.B. {DOB}",
            "The accused (born {DOB}) was arrested.",
            "He was born on {DOB} in {CITY}.",
            "née le {DOB}",
            "DOB {DOB}; SIN {SIN}",
            "Birthdate: {DOB}",
            "date of birth being {DOB}",
            "Geburtsdatum: {DOB}",
            "fecha de nacimiento: {DOB}",
            "birth date {DOB}",
            "b. {DOB}",
            "whose date of birth is {DOB}",
            "DOB: {DOB}",
        ],
        36,
    ),
    (
        "address",
        [
            "resides at {ADDR}.",
            "Address: {ADDR}",
            "of {ADDR}",
            "The property municipally known as {ADDR}.",
            "Mailing address:\n{ADDR}",
            "domicilié au {ADDR}",
            "She moved to {ADDR} in {YEAR}.",
            "Home address - {ADDR}",
            "Service address: {ADDR}",
        ],
        30,
    ),
    (
        "url",
        [
            "Her profile is at {URL}.",
            "See {URL} for his CV.",
            "Website: {URL}",
            "The post was published on {URL} by the defendant.",
            "LinkedIn: {URL}",
            "The screenshot of {URL} was entered as Exhibit C.",
        ],
        20,
    ),
    (
        "decoy",
        [
            "See {d_citation} and {d_case_name}.",
            "Reasons of {d_judge}; {d_judge} concurring.",
            "The matter is governed by {d_statute}.",
            "{d_court_file}",
            "The firmware version was {d_version} at the time.",
            "Please quote {d_reference} on every invoice.",
            "The tribunal awarded {d_amount} on {d_date}.",
            "Forms are available at {d_url}.",
            "The offices of {d_org} are in {d_place}.",
            "In {d_case_name}, {d_citation}, the Court applied {d_statute}.",
            "Our reference: {d_reference}",
            "Build {d_version} was deployed on {d_date}.",
            "Counsel relied on {d_case_name} and the decision of {d_judge}.",
            "Pursuant to {d_statute}, {d_org} shall publish notice.",
            "Minutes: the meeting of {d_org} was chaired by {d_public_figure}.",
        ],
        45,
    ),
    (
        "mixed",
        [
            "The plaintiff, {P}, of {ADDR}, may be served at {EMAIL} ({d_court_file}).",
            "Mr. {S} (SIN {SIN}) was born on {DOB}, per {d_citation}.",
            "{P} ({d_reference}) called from {PHONE}; see {d_case_name}.",
            "Before {d_judge}: {P}, born {DOB}, residing at {ADDR}.",
            "Attention {P}: your claim under {d_statute} ({d_reference}) is approved.",
            "In {d_case_name}, the court considered whether {P} had consented.",
        ],
        24,
    ),
]


def build(dev: bool) -> list[dict]:
    rng = random.Random(SEED + (1 if dev else 0))
    w = World(rng, dev)
    rows = []
    for tag, templates, count in FAMILIES:
        pool = [t for i, t in enumerate(templates) if (i % 3 == 2) == dev]
        for i in range(count if not dev else max(6, count // 2)):
            c = Case(f"{'dev' if dev else 'tune'}-{tag}-{i:03d}", [tag])
            render(c, w, pool[i % len(pool)])
            rows.append(c.row())
    return rows


def _check(rows: list[dict]) -> None:
    for r in rows:
        for s in r["spans"] + r.get("decoys", []):
            value = r["text"][s["start"] : s["end"]]
            assert value and value == value.strip(), (r["id"], value)


WRITERS: dict[str, Callable[[], list[dict]]] = {
    "broad_tune.jsonl": lambda: build(dev=False),
    "broad_dev.jsonl": lambda: build(dev=True),
}

if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # some Faker lists are sets: fix their order too
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    for name, make in WRITERS.items():
        rows = make()
        _check(rows)
        (HERE / name).write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
        )
        print(f"{len(rows)} cases → {HERE / name}")
