"""``Gen``: one document's random draws (people, name mentions, dates, contacts, identifiers)."""

from __future__ import annotations

import datetime as dt
import random

import r21_ids as ids
from r21_dates import DOC_STYLES, fmt
from r21_decoys import NICKNAMES
from r21_doc import D, S
from r21_gen_contacts import ContactMixin
from r21_gen_decoys import DecoyMixin
from r21_names import CODES, LOCALES, Person
from r21_places import (
    CA_POOL,
    FOREIGN,
    QC_POOL,
    US_POOL,
)

POSTAL_L1 = "ABCEGHJKLMNPRSTVXY"
POSTAL_L = "ABCEGHJKLMNPRSTVWXYZ"
UK_AREAS = {
    "Redruth": "TR15",
    "Stockport": "SK4",
    "Wolverhampton": "WV3",
    "Swindon": "SN2",
    "Luton": "LU4",
    "Carlisle": "CA2",
    "Hastings": "TN34",
}
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"
REF_YEAR = 2024


def _lines(text: str) -> list[str]:
    return [t.strip() for t in text.replace("\n", "|").split("|") if t.strip()]


class Gen(ContactMixin, DecoyMixin):
    def __init__(self, seed: str, jur: str, region: str | None, lang: str = "en"):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.used: set[str] = set()
        self.hc: set[str] = set()
        self.people: list[Person] = []
        if lang == "fr":
            key = "ca-fr" if jur == "ca" else "fr"
        elif jur in ("us", "ca", "ph", "de", "fr", "es"):
            key = jur
        elif jur == "mx":
            key = "es"
        else:
            key = "dmy"
        self.style = self.rng.choice(DOC_STYLES[key])
        self.pool = self._pool()

    # ------------------------------------------------------------------ people
    def _pool(self) -> list[str]:
        if self.jur == "ca":
            return (QC_POOL if self.region == "QC" else CA_POOL).split()
        if self.jur == "us":
            return US_POOL.split()
        return FOREIGN[self.jur][5].split()

    def person(self, sex: str | None = None, loc: str | None = None, age=(19, 78), pool_share=0.55) -> Person:
        rng = self.rng
        for _ in range(200):
            code = loc or (rng.choice(self.pool) if rng.random() < pool_share else rng.choice(CODES))
            L = LOCALES[code]
            s = sex or rng.choices("FMX", weights=(48, 48, 4))[0]
            names = L.female if s == "F" else L.male if s == "M" else L.female + L.male
            given = rng.choice(names)
            mono = not L.family or (L.mono and rng.random() < 0.35)
            family = None if mono else rng.choice(L.family)
            born = dt.date(REF_YEAR - rng.randint(*age), rng.randint(1, 12), rng.randint(1, 28))
            p = Person(code, s, given, family, born)
            if p.tokens() & self.used:
                continue
            self.used |= p.tokens()
            if L.script == "Latn" and p.family and rng.random() < 0.07:
                p.nick = rng.choice(NICKNAMES)
            if (
                L.script == "Latn"
                and L.lorder == "gf"
                and p.family
                and code[:2] in ("en", "es", "fr", "de", "nl", "pt")
                and rng.random() < 0.15
            ):
                p.middle = rng.choice("ABCDEFGHJKLMNPRSTVW")
            self.people.append(p)
            return p
        raise RuntimeError("no fresh name")

    def child(self, parent: Person | None = None) -> Person:
        loc = parent.loc if parent and self.rng.random() < 0.7 else None
        return self.person(loc=loc, age=(2, 16))

    def title(self, p: Person) -> str:
        if self.lang == "fr":
            return {"F": "Mme", "M": "M."}.get(p.sex, "Mx")
        if self.lang == "es":
            return {"F": "Sra.", "M": "Sr."}.get(p.sex, "Mx.")
        if self.lang == "de":
            return {"F": "Frau", "M": "Herr"}.get(p.sex, "Mx")
        return {"F": self.rng.choice(["Ms.", "Mrs.", "Ms"]), "M": self.rng.choice(["Mr.", "Mr"])}.get(
            p.sex, "Mx."
        )

    def _s(self, p: Person, text: str):
        return S(text, "PERSON", p.loc)

    def full(self, p: Person, native: float = 0.8):
        """First full mention: native script next to its transliteration, or one of the Latin forms."""
        rng = self.rng
        if p.native and rng.random() < native:
            if rng.random() < 0.7:
                return [self._s(p, p.native_full()), " (", self._s(p, p.plain_full()), ")"]
            return [self._s(p, p.plain_full()), " (", self._s(p, p.native_full()), ")"]
        if p.nick and rng.random() < 0.6:
            return self._s(p, p.with_nick())
        return self._s(p, p.full())

    def name(self, p: Person, form: str = "full"):
        f = {
            "full": p.plain_full,
            "caps": p.caps,
            "scaps": p.surname_caps,
            "comma": p.surname_comma,
            "init": p.initial_surname,
            "initials": p.initials,
            "later": p.later,
            "given": p.given_first_word,
        }[form]
        return self._s(p, f())

    def ref(self, p: Person):
        """A later mention: the surname with a title, or the given name where that is the custom."""
        if p.later_is_given():
            return self._s(p, p.later())
        if self.rng.random() < 0.75:
            return [self.title(p) + " ", self._s(p, p.later())]
        return self._s(p, p.later())

    def any_form(self, p: Person):
        form = self.rng.choice(["full", "comma", "scaps", "init", "caps", "full"])
        return self.name(p, form)

    def sig(self, p: Person):
        rng = self.rng
        return rng.choice(
            [
                ["/s/ ", self.name(p)],
                [self.name(p), " (signed)"],
                ["[signature] ", self.name(p, "caps")],
                ["Signed: ", self.name(p)],
                ["— ", self.name(p)],
                [self.name(p, "caps")],
                ["Electronically signed by ", self.name(p), " via ", self.version()],
                ["x ", self.name(p, "init")],
            ]
        )

    # ------------------------------------------------------------------ dates
    def day(self, lo=(2019, 1, 1), hi=(2025, 6, 30)) -> dt.date:
        a, b = dt.date(*lo), dt.date(*hi)
        return a + dt.timedelta(days=self.rng.randint(0, (b - a).days))

    def date(self, d: dt.date | None = None, style: str | None = None):
        return D(fmt(d or self.day(), style or self.style), "non_birth_date")

    def _birth_style(self, p: Person) -> str:
        lang = p.loc.split("-")[0]
        own = {
            "es": "es_long",
            "pt": "pt_long",
            "it": "it_long",
            "de": "de_long",
            "nl": "nl_long",
            "af": "nl_long",
            "tl": "tl_long",
            "ilo": "tl_long",
            "ceb": "tl_long",
            "fr": "fr_long",
            "ht": "fr_long",
        }
        if lang in own and self.rng.random() < 0.7:
            return own[lang]
        return self.rng.choice(["words_md", "words_dm", "words_half", "ymd_dot", "dot", "abbr_caps"])

    def dob(self, p: Person, style: str | None = None):
        if style is None:
            style = self.style if self.rng.random() < 0.72 else self._birth_style(p)
        return S(fmt(p.dob, style), "DATE_OF_BIRTH")

    # ------------------------------------------------------------------ identifiers
    def sin(self):
        return S(ids.sin(self.rng), "SIN")

    def ssn(self):
        return S(ids.ssn(self.rng), "SSN")

    def card(self):
        return S(ids.card(self.rng), "CREDIT_CARD")

    def iban(self, country: str | None = None):
        c = (
            country
            or FOREIGN.get(self.jur, ("",) * 7)[6]
            or self.rng.choice(["GB", "DE", "FR", "NL", "IE", "ES", "IT", "BE", "PT", "CH"])
        )
        return S(ids.iban(self.rng, c), "IBAN")

    def dl(self, p: Person):
        region = self.region if self.jur in ("ca", "us") else self.jur
        return S(ids.drivers_licence(self.rng, region, p), "DRIVERS_LICENSE")

    def hc_card(self, p: Person, missing: str = "on file"):
        """A provincial health card (ON, BC, QC only); elsewhere the field says so."""
        rng = self.rng
        if self.jur != "ca" or self.region not in ("ON", "BC", "QC"):
            return missing
        if self.region == "ON":
            self.hc.add("on")
            num, vc = ids.ohip(rng)
            return [
                S(num, "HEALTH_CARD"),
                rng.choice([f" {vc}", f" (version {vc})", f" - {vc}", f", VC {vc}"]),
            ]
        if self.region == "BC":
            self.hc.add("bc")
            return S(ids.bc_phn(rng), "HEALTH_CARD")
        self.hc.add("qc")
        return S(ids.ramq(rng, p.family or p.given, p.given, p.sex, p.dob), "HEALTH_CARD")

    def bank(self):
        rng = self.rng
        if self.jur == "ca":
            return S(ids.ca_account(rng), "BANK_ACCOUNT")
        if self.jur == "us":
            return [
                "ABA ",
                D(ids.routing(rng), "bank_code"),
                "; Account No. ",
                S(ids.bare_account(rng), "BANK_ACCOUNT"),
            ]
        return S(ids.bare_account(rng), "BANK_ACCOUNT")

    def money(self, lo=40, hi=20000) -> str:
        v = self.rng.randint(lo * 100, hi * 100) / 100
        cur = {
            "uk": "£",
            "ie": "€",
            "de": "€",
            "fr": "€",
            "es": "€",
            "za": "R",
            "ng": "₦",
            "ke": "KES ",
            "in": "₹",
            "ph": "₱",
            "gh": "GH₵",
            "jm": "J$",
            "mx": "MXN $",
            "sg": "S$",
            "au": "A$",
            "nz": "NZ$",
        }.get(self.jur, "$")
        return f"{cur}{v:,.2f}"

    def pick(self, *options):
        return self.rng.choice(options)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p
