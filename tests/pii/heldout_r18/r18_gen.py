"""`Gen`: one document's random source, people, name mentions, dates, contacts, addresses and identifiers."""

from __future__ import annotations

import random

import r18_ids as ids
from r18_decoys import PRIVATE_MAIL, PROFILE_HOSTS
from r18_doc import S
from r18_gen_decoys import DecoyMixin
from r18_names import CODES, LOCALES, Person, fold, make_person
from r18_places import (
    CA_POOL,
    CA_STREETS,
    CA_UNITS,
    FOREIGN,
    PROVINCES,
    QC_POOL,
    QC_STREETS,
    STATES,
    US_POOL,
    US_STREETS,
    US_UNITS,
)

NATIVE_SHAPES = {
    "form_fields",
    "letter",
    "yaml_front_matter",
    "mediawiki",
    "textproto",
    "gettext_po",
    "sexp",
    "graphviz_dot",
    "troff_man",
    "bibtex",
    "textile",
    "unified_diff",
}
ASCII_SHAPES = {"edifact", "reg_export"}
MONTHS = {
    "en": "January February March April May June July August September October November December",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
}
TITLES = {
    "en": ("Ms.", "Mr.", "Mx.", "Dr."),
    "fr": ("Mme", "M.", "Mme", "Dr"),
    "es": ("Sra.", "Sr.", "Sra.", "Dr."),
}
TITLES["de"] = ("Frau", "Herr", "Frau", "Dr.")
UK_AREAS = {"Leeds": "LS", "Cardiff": "CF", "Bristol": "BS", "Inverness": "IV", "Leicester": "LE"}
POST_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
UK_INWARD = "ABDEFGHJLNPQRSTUWXYZ"
DL_REGION = {"uk": "UK", "au": "AU", "in": "IN", "nz": "NZ", "ie": "IE", "za": "ZA"}


class Gen(DecoyMixin):
    def __init__(self, seed: str, jur: str, shape: str, lang: str = "en", region: str = "") -> None:
        r = self.r = random.Random(seed)
        self.jur, self.shape, self.lang = jur, shape, lang
        if jur == "ca":
            weights = ["ON"] * 7 + ["QC"] * 5 + ["BC"] * 4 + ["AB", "AB", "MB", "SK", "NS", "NB", "NL", "PE"]
            self.region = region or r.choice(weights)
            self.pool = (QC_POOL if self.region == "QC" else CA_POOL).split()
        elif jur == "us":
            self.region = region or r.choice(sorted(STATES))
            self.pool = US_POOL.split()
        else:
            self.region = region
            self.pool = FOREIGN[jur][5].split()
        self.native_ok = shape in NATIVE_SHAPES
        self.ascii = shape in ASCII_SHAPES
        self.tokens: set[str] = set()
        self.style = self._style()

    def _style(self) -> str:
        r = self.r
        if self.shape == "edifact":
            return "compact"
        if self.lang in ("fr", "es", "de"):
            return r.choice((self.lang, self.lang, "iso"))
        if self.jur == "us":
            return r.choice(("mdy", "long_us"))
        if self.jur == "ca":
            return r.choice(("iso", "long_us", "long_uk"))
        return r.choice(("dmy", "long_uk", "dmon", "iso"))

    # people and their mentions -------------------------------------------------------------------------
    def person(self, loc: str = "", female: bool | None = None) -> Person:
        r = self.r
        for _ in range(500):
            code = loc or (r.choice(self.pool) if r.random() < 0.55 else r.choice(CODES))
            info = LOCALES[code]
            fem = r.random() < 0.5 if female is None else female
            given = r.choice(info.female if fem else info.male)
            family = r.choice(info.family) if info.family else None
            p = make_person(code, fem, given, family)
            if p.tokens() & self.tokens:
                continue
            self.tokens |= p.tokens()
            return p
        raise RuntimeError("no fresh name")

    def people(self, n: int) -> list[Person]:
        return [self.person() for _ in range(n)]

    def _S(self, text: str, p: Person):
        return S(fold(text) if self.ascii else text, "PERSON", p.loc)

    def full(self, p: Person) -> object:
        """First full mention: native script beside the transliteration where the layout can hold it."""
        if self.native_ok and p.native and self.r.random() < 0.8:
            nat, lat = S(p.native, "PERSON", p.loc), S(p.full, "PERSON", p.loc)
            return [nat, " (", lat, ")"] if self.r.random() < 0.6 else [lat, " (", nat, ")"]
        return self._S(p.full, p)

    def latin(self, p: Person):
        return self._S(p.full, p)

    def later(self, p: Person):
        return self._S(p.later, p)

    def caps(self, p: Person):
        return self._S(p.caps, p)

    def inv(self, p: Person):
        return self._S(p.inverted_caps if self.r.random() < 0.4 else p.inverted, p)

    def initial(self, p: Person):
        return self._S(p.initial, p)

    def initials(self, p: Person):
        return self._S(p.initials, p)

    def title(self, p: Person) -> str:
        options = TITLES.get(self.lang, TITLES["en"])
        if self.r.random() < 0.15:
            return options[3]
        if self.r.random() < 0.05:
            return options[2]
        return options[0] if p.female else options[1]

    def titled(self, p: Person, later: bool = True) -> list:
        return [self.title(p), " ", self.later(p) if later else self.latin(p)]

    def form(self, p: Person):
        """Some other way of writing the name (for lists, exports and sign-offs)."""
        pick = self.r.choice(("full", "caps", "inv", "initial", "later"))
        return {
            "full": self.latin,
            "caps": self.caps,
            "inv": self.inv,
            "initial": self.initial,
            "later": self.later,
        }[pick](p)

    # dates -------------------------------------------------------------------------------------------------
    def _fmt(self, y: int, m: int, d: int) -> str:
        st = self.style
        month = MONTHS.get(st if st in MONTHS else "en").split()[m - 1]
        return {
            "iso": f"{y}-{m:02d}-{d:02d}",
            "mdy": f"{m:02d}/{d:02d}/{y}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "long_us": f"{month} {d}, {y}",
            "long_uk": f"{d} {month} {y}",
            "dmon": f"{d:02d}-{month[:3]}-{y}",
            "compact": f"{y}{m:02d}{d:02d}",
            "fr": f"{d}{'er' if d == 1 else ''} {month} {y}",
            "es": f"{d} de {month} de {y}",
            "de": f"{d:02d}.{m:02d}.{y}",
        }[st]

    def dob(self, young: bool = False):
        y = self.r.randrange(2006, 2021) if young else self.r.randrange(1936, 2006)
        self.last_year = y
        return S(self._fmt(y, self.r.randrange(1, 13), self.r.randrange(1, 29)), "DATE_OF_BIRTH")

    def date(self, lo: int = 2017, hi: int = 2026):
        from r18_doc import D

        return D(
            self._fmt(self.r.randrange(lo, hi), self.r.randrange(1, 13), self.r.randrange(1, 29)),
            "non_birth_date",
        )

    # contacts ----------------------------------------------------------------------------------------------
    def _exch(self) -> str:
        while True:
            e = f"{self.r.randrange(200, 1000)}"
            if e != "555" and e[1:] != "11":
                return e

    def phone(self, ext: bool = False):
        r = self.r
        if self.jur in ("ca", "us"):
            table = PROVINCES if self.jur == "ca" else STATES
            area = r.choice(table[self.region][1].split())
            ex, line = self._exch(), f"{r.randrange(10000):04d}"
            text = r.choice(
                (
                    f"({area}) {ex}-{line}",
                    f"{area}-{ex}-{line}",
                    f"{area}.{ex}.{line}",
                    f"+1 {area} {ex} {line}",
                    f"1-{area}-{ex}-{line}",
                )
            )
            if ext or r.random() < 0.08:
                text += (
                    r.choice((f" ext. {r.randrange(10, 999)}", f" x{r.randrange(10, 99)}"))
                    if self.lang != "fr"
                    else f", poste {r.randrange(100, 9999)}"
                )
            return S(text, "PHONE")
        plan = FOREIGN[self.jur][4].split()
        groups = [
            str(r.randrange(1, 10)) + "".join(str(r.randrange(10)) for _ in range(int(n) - 1))
            for n in plan[1:]
        ]
        return S(f"+{plan[0]} " + " ".join(groups), "PHONE")

    def email(self, p: Person):
        r = self.r
        doms = PRIVATE_MAIL.get(self.jur, PRIVATE_MAIL["xx"])
        h = p.handle
        first = h.split(".")[0]
        local = r.choice(
            (
                h,
                h.replace(".", ""),
                f"{first[0]}.{h.split('.')[-1]}{r.randrange(10, 99)}",
                f"{h.split('.')[-1]}.{first}",
                h.replace(".", "_") + str(r.randrange(70, 99)),
            )
        )
        return S(f"{local}@{r.choice(doms)}", "EMAIL")

    def url(self, p: Person):
        slug = p.handle.replace(".", "-") + (
            "" if self.r.random() < 0.5 else f"-{self.r.randrange(100, 9999)}"
        )
        return S(self.r.choice(PROFILE_HOSTS) + slug, "URL")

    def _postal(self, first: str) -> str:
        r = self.r
        return f"{first}{r.randrange(10)}{r.choice(POST_LETTERS)} {r.randrange(10)}{r.choice(POST_LETTERS)}{r.randrange(10)}"

    def address(self) -> list:
        r = self.r
        num = r.randrange(2, 9800)
        if self.jur == "ca":
            towns, _, letters = PROVINCES[self.region]
            street = r.choice(QC_STREETS if self.region == "QC" else CA_STREETS)
            unit = f", {r.choice(CA_UNITS).format(n=r.randrange(1, 2400))}" if r.random() < 0.35 else ""
            text = f"{num} {street}{unit}, {r.choice(towns.split(';'))}, {self.region}"
            return [
                S(fold(text) if self.ascii else text, "ADDRESS"),
                " ",
                S(self._postal(r.choice(letters)), "POSTAL_CODE"),
            ]
        if self.jur == "us":
            towns, _, zips = STATES[self.region]
            unit = f", {r.choice(US_UNITS).format(n=r.randrange(1, 900))}" if r.random() < 0.3 else ""
            z = f"{r.choice(zips.split())}{r.randrange(100):02d}"
            return [
                S(
                    f"{num} {r.choice(US_STREETS)}{unit}, {r.choice(towns.split(';'))}, {self.region} {z}",
                    "ADDRESS",
                )
            ]
        name, towns, streets, post, *_ = FOREIGN[self.jur]
        town, street = r.choice(towns.split(";")), r.choice(streets.split(";"))
        num = r.randrange(1, 240)
        if self.jur == "uk":
            pc = f"{UK_AREAS[town]}{r.randrange(1, 20)} {r.randrange(10)}{r.choice(UK_INWARD)}{r.choice(UK_INWARD)}"
            return [S(f"{num} {street}, {town}", "ADDRESS"), " ", S(pc, "POSTAL_CODE")]
        pc = post
        for key, n in (("{n2}", 2), ("{n3}", 3), ("{n4}", 4), ("{n5}", 5), ("{n6}", 6)):
            while key in pc:
                pc = pc.replace(
                    key, str(r.randrange(1, 10)) + "".join(str(r.randrange(10)) for _ in range(n - 1)), 1
                )
        pc = pc.replace("{a}", r.choice("ACDEFHKNPRTVWXY"))
        if self.jur in ("de", "fr", "ma") or (self.jur == "br"):
            text = f"{street} {num}, {pc} {town}" if self.jur == "de" else f"{num} {street}, {pc} {town}"
        else:
            text = f"{num} {street}, {town} {pc}"
        return [S(fold(text) if self.ascii else text, "ADDRESS")]

    # identifiers -------------------------------------------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.r), "SIN")

    def ssn(self):
        return S(ids.ssn(self.r), "SSN")

    def card(self):
        return S(ids.card(self.r), "CREDIT_CARD")

    def iban(self, country: str = ""):
        country = (
            country
            or FOREIGN.get(self.jur, ("",) * 7)[6]
            or self.r.choice(("DE", "FR", "GB", "NL", "ES", "PT", "BE", "CH", "PL", "IE", "MT"))
        )
        return S(ids.iban(self.r, country), "IBAN")

    def has_health(self) -> bool:
        return self.jur == "ca" and self.region in ("ON", "BC", "QC")

    def health(self, p: Person) -> list:
        """Provincial health card (Ontario version code outside the span); empty outside ON/BC/QC."""
        if self.region == "ON":
            num, version = ids.ohip(self.r)
            return [S(num, "HEALTH_CARD", hc="on"), f" {version}"]
        if self.region == "BC":
            return [S(ids.bc_phn(self.r), "HEALTH_CARD", hc="bc")]
        if self.region == "QC":
            year = getattr(self, "last_year", self.r.randrange(1940, 2005))
            return [S(ids.ramq(self.r, p.family or p.given, p.given, year, p.female), "HEALTH_CARD", hc="qc")]
        return ["on file"]

    def dl(self, p: Person):
        region = self.region if self.jur in ("ca", "us") else DL_REGION.get(self.jur, "XX")
        return S(ids.drivers_licence(self.r, region, p.family or p.given), "DRIVERS_LICENSE")

    def account(self):
        if self.jur == "ca":
            return S(ids.ca_bank_group(self.r), "BANK_ACCOUNT")
        if FOREIGN.get(self.jur, ("",) * 7)[6]:
            return self.iban()
        return S(ids.bare_account(self.r), "BANK_ACCOUNT")

    def ip(self):
        return S(ids.ip(self.r), "IP_ADDRESS")

    def money(self) -> str:
        cur = {"ca": "$", "us": "$", "uk": "£", "ie": "€", "de": "€", "fr": "€", "in": "₹", "ng": "₦"}.get(
            self.jur, ""
        )
        return f"{cur}{self.r.randrange(40, 98000):,}.{self.r.randrange(100):02d}"
