"""``Gen``: one document's random source, people, name mentions, dates and identifiers."""

from __future__ import annotations

import datetime as dt
import random

import r19_ids as ids
from r19_decoys import PRIVATE_DOMAINS, PROFILE_URLS
from r19_doc import S
from r19_gen_decoys import DecoyMixin
from r19_names import CODES, LOCALES, Person, fold
from r19_places import CA_POOL, CA_STREETS, FOREIGN, PROVINCES, QC_STREETS, STATES, US_POOL, US_STREETS

MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
}
TITLES = {"en": ("Ms.", "Mr.", "Mx."), "fr": ("Mme", "M.", "Mx"), "pt": ("Sra.", "Sr.", "Sre.")}


class Gen(DecoyMixin):
    def __init__(self, seed: str, jur: str, region: str, lang: str, ascii_only: bool, machine: bool):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.ascii = ascii_only
        self.tokens: set[str] = set()
        self.hc_tags: list[str] = []
        self.named: set[int] = set()
        r = self.rng
        if machine:
            self.style = "iso"
        elif lang == "fr":
            self.style = r.choice(["fr", "fr", "iso"])
        elif lang == "pt":
            self.style = r.choice(["pt", "dmy"])
        elif jur == "us":
            self.style = r.choice(["us", "us", "mdy_long", "dmon"])
        elif jur == "ca":
            self.style = r.choice(["iso", "long", "mdy_long", "dmon"])
        else:
            self.style = r.choice(["dmy", "long", "dmon", "iso"])
        self.pool = CA_POOL if jur == "ca" else US_POOL if jur == "us" else FOREIGN[jur][4].split()

    # ---- people -------------------------------------------------------------------------------------
    def person(
        self, pool: list[str] | None = None, female: bool | None = None, age: tuple = (18, 85)
    ) -> Person:
        r = self.rng
        for _ in range(200):
            code = r.choice(pool or self.pool) if r.random() < 0.55 else r.choice(CODES)
            loc = LOCALES[code]
            fem = r.random() < 0.5 if female is None else female
            given = r.choice(loc.female if fem else loc.male)
            family = r.choice(loc.family) if loc.family else None
            p = Person(loc, fem, given, family)
            if not (p.tokens() & self.tokens):
                break
        self.tokens |= p.tokens()
        years = r.randint(*age)
        p.dob = dt.date(2024 - years, r.randint(1, 12), r.randint(1, 28))
        return p

    def child(self) -> Person:
        return self.person(age=(2, 17))

    def _s(self, text: str, p: Person):
        return S(fold(text) if self.ascii else text, "PERSON", p.code)

    def full(self, p: Person):
        """The full name; a person's first full mention in a native script carries its transliteration."""
        if p.native and not self.ascii and id(p) not in self.named and self.rng.random() < 0.8:
            self.named.add(id(p))
            native = S(p.native_full(), "PERSON", p.code)
            latin = S(p.full(), "PERSON", p.code)
            return [native, " (", latin, ")"] if self.rng.random() < 0.6 else [latin, " (", native, ")"]
        self.named.add(id(p))
        return self._s(p.full(), p)

    def surname(self, p: Person):
        return self._s(p.family or p.full(), p)

    def later(self, p: Person):
        return self._s(p.later(), p)

    def caps(self, p: Person):
        return self._s(p.caps(), p)

    def sortname(self, p: Person, caps: bool | None = None):
        caps = self.rng.random() < 0.5 if caps is None else caps
        return self._s(p.sort(caps), p)

    def initial(self, p: Person):
        return self._s(p.initial_surname(), p)

    def initials(self, p: Person):
        return self._s(p.initials(), p)

    def title(self, p: Person) -> str:
        t = TITLES[self.lang]
        return t[2] if self.rng.random() < 0.05 else t[0] if p.female else t[1]

    def titled(self, p: Person):
        return [
            self.title(p),
            " ",
            self.later(p) if p.family and p.loc.later == "f" else self._s(p.full(), p),
        ]

    def any(self, p: Person):
        pick = self.rng.random()
        if pick < 0.35:
            return self.later(p)
        if pick < 0.7:
            return self.titled(p)
        if pick < 0.85:
            return self.initial(p)
        return self._s(p.full(), p)

    # ---- dates --------------------------------------------------------------------------------------
    def fmt(self, d: dt.date) -> str:
        m = MONTHS["fr" if self.style == "fr" else "pt" if self.style == "pt" else "en"][d.month - 1]
        return {
            "iso": f"{d:%Y-%m-%d}",
            "us": f"{d:%m/%d/%Y}",
            "dmy": f"{d:%d/%m/%Y}",
            "dmon": f"{d.day:02d}-{m[:3]}-{d.year}",
            "long": f"{d.day} {m} {d.year}",
            "mdy_long": f"{m} {d.day}, {d.year}",
            "fr": f"{d.day} {m} {d.year}",
            "pt": f"{d.day} de {m} de {d.year}",
        }[self.style]

    def dob(self, p: Person):
        return S(self.fmt(p.dob), "DATE_OF_BIRTH")

    def day(self, lo: int = 2021, hi: int = 2025) -> dt.date:
        return dt.date(self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28))

    # ---- contact ------------------------------------------------------------------------------------
    def _nanp(self, area: str) -> str:
        r = self.rng
        while True:
            exch = ids.digs(r, 3, "23456789")
            if exch != "555" and exch[1:] != "11":
                break
        line = ids.digs(r, 4)
        fmt = r.choice(["({a}) {e}-{l}", "{a}-{e}-{l}", "{a}.{e}.{l}", "+1 {a} {e} {l}", "1-{a}-{e}-{l}"])
        out = fmt.format(a=area, e=exch, l=line)
        if r.random() < 0.12:
            if self.lang == "fr":
                out += ", poste " + ids.digs(r, 4, "123")
            else:
                out += r.choice([" ext. ", " x", " ext "]) + ids.digs(r, 3, "123")
        return out

    def phone(self):
        r = self.rng
        if self.jur == "ca":
            area = r.choice(PROVINCES[self.region][2].split())
        elif self.jur == "us":
            area = r.choice(STATES[self.region][1].split())
        else:
            plan = r.choice(FOREIGN[self.jur][3].split("|"))
            out = ""
            for i, chunk in enumerate(plan.split("{")):
                if i:
                    n, rest = chunk.split("}", 1)
                    out += ids.digs(r, int(n)) + rest
                else:
                    out += chunk
            return S(out, "PHONE")
        return S(self._nanp(area), "PHONE")

    def email(self, p: Person):
        r = self.rng
        h = p.handle(r.randint(0, 3))
        if r.random() < 0.3:
            h += str(r.randint(2, 99))
        return S(f"{h}@{r.choice(PRIVATE_DOMAINS)}", "EMAIL")

    def url(self, p: Person):
        r = self.rng
        tmpl = r.choice(PROFILE_URLS)
        h = p.handle(r.choice([0, 2]))
        h = h.replace(".", "-") if "linkedin" in tmpl else h
        return S(tmpl.format(h=h, x=f"{r.randint(0x10000, 0xFFFFF):x}", n=r.randint(10, 99)), "URL")

    def ip(self):
        return S(ids.ipv6(self.rng) if self.rng.random() < 0.2 else ids.ipv4(self.rng), "IP_ADDRESS")

    # ---- addresses ----------------------------------------------------------------------------------
    def _postal_ca(self, prov: str) -> str:
        r = self.rng
        ok = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{r.choice(PROVINCES[prov][3])}{r.randint(0, 9)}{r.choice(ok)} {r.randint(0, 9)}{r.choice(ok)}{r.randint(0, 9)}"

    def address(self, jur: str | None = None):
        r = self.rng
        jur = jur or self.jur
        num = r.randint(2, 9899)
        if jur == "ca":
            prov = self.region if self.jur == "ca" else r.choice(["ON", "QC", "BC"])
            town = r.choice(PROVINCES[prov][1].split())
            if prov == "QC" and (self.lang == "fr" or r.random() < 0.5):
                unit = f", app. {r.randint(1, 12)}" if r.random() < 0.4 else ""
                text = f"{num}, {r.choice(QC_STREETS)}{unit}, {town} (Québec)"
            else:
                unit = f"{r.randint(101, 2408)}-" if r.random() < 0.3 else ""
                text = f"{unit}{num} {r.choice(CA_STREETS)}, {town}, {prov}"
            return [self._a(text), " ", S(self._postal_ca(prov), "POSTAL_CODE")]
        if jur == "us":
            st = self.region if self.jur == "us" else r.choice(list(STATES))
            towns, _, zips = STATES[st]
            unit = r.choice(
                ["", "", f", Apt. {r.randint(1, 30)}{r.choice('ABCD')}", f", Unit {r.randint(100, 999)}"]
            )
            zipc = r.choice(zips.split()) + ids.digs(r, 2)
            text = f"{num} {r.choice(US_STREETS)}{unit}, {r.choice(towns.split('|'))}, {st} {zipc}"
            return self._a(text)
        towns, streets, style = FOREIGN[jur][0].split("|"), FOREIGN[jur][1].split("|"), FOREIGN[jur][2]
        town, pre = r.choice(towns).split(":")
        street = r.choice(streets)
        n = r.randint(1, 220)
        if style == "uk":
            inward = f"{r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [self._a(f"{n} {street}, {town}"), " ", S(f"{pre} {inward}", "POSTAL_CODE")]
        al = "ACDEFHKNPRTVWXY"
        code = {
            "ie": f"{pre} {r.choice(al)}{r.randint(1, 9)}{r.choice(al)}{r.randint(1, 9)}",
            "au": f"{pre}{ids.digs(r, 4 - len(pre))}",
            "nz": f"{pre}{ids.digs(r, 3)}",
            "in": f"{pre}{ids.digs(r, 3)}",
            "za": f"{pre}{ids.digs(r, 2)}",
            "ng": f"{pre}{ids.digs(r, 3)}",
            "ke": f"{pre}{ids.digs(r, 3)}",
            "gh": f"{pre}-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
            "sg": f"{pre}{ids.digs(r, 4)}",
            "ph": f"{pre}{ids.digs(r, 2)}",
            "br": f"{pre}{ids.digs(r, 3)}-{ids.digs(r, 3)}",
            "fr": f"{pre}{ids.digs(r, 2)}",
            "mx": f"{pre}{ids.digs(r, 3)}",
            "jm": "",
        }[style]
        text = {
            "ie": f"{n} {street}, {town}, {code}",
            "au": f"{r.randint(1, 30)}/{n} {street}, {town} {code}",
            "nz": f"{n} {street}, {town} {code}",
            "in": f"Flat {r.randint(101, 904)}, {street}, {town} {code}",
            "za": f"{n} {street}, {town}, {code}",
            "ng": f"{n} {street}, {town} {code}",
            "ke": f"House No. {n}, {street}, {town} {code}",
            "gh": f"House No. {n}, {street}, {town}, {code}",
            "sg": f"Blk {r.randint(100, 899)} {street}, #{r.randint(2, 15):02d}-{r.randint(10, 99)}, {town} {code}",
            "ph": f"Unit {r.randint(1, 30)}, {n} {street}, {town} {code}",
            "br": f"{street}, {n}, apto. {r.randint(11, 184)}, {town}, {code}",
            "fr": f"{n}, {street}, {code} {town}",
            "mx": f"{street} {n}, Col. Centro, {code} {town}",
            "jm": f"{n} {street}, {town}",
        }[style]
        return self._a(text)

    def _a(self, text: str):
        return S(fold(text) if self.ascii else text, "ADDRESS")

    # ---- identifiers --------------------------------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.rng), "SIN")

    def ssn(self):
        return S(ids.ssn(self.rng), "SSN")

    def card(self):
        return S(ids.card(self.rng), "CREDIT_CARD")

    def iban(self, country: str | None = None):
        cc = (
            country
            or FOREIGN.get(self.jur, (0, 0, 0, 0, 0, None))[5]
            or self.rng.choice(list(ids.IBAN_FORMATS))
        )
        return S(ids.iban(self.rng, cc), "IBAN")

    def hc(self, p: Person):
        """A provincial health card (Ontario, British Columbia or Québec cases only)."""
        if self.jur != "ca" or self.region not in ("ON", "BC", "QC"):
            return "on file with the provincial plan"
        if self.region == "ON":
            self.hc_tags.append("on")
            number, version = ids.ohip(self.rng)
            return [S(number, "HEALTH_CARD"), f" {version}"]
        if self.region == "BC":
            self.hc_tags.append("bc")
            return S(ids.bc_phn(self.rng), "HEALTH_CARD")
        self.hc_tags.append("qc")
        return S(ids.ramq(self.rng, p.family or p.given, p.given, p.dob, p.female), "HEALTH_CARD")

    def dl(self, p: Person):
        region = self.region if self.jur in ("ca", "us") else self.jur
        return S(ids.drivers_licence(self.rng, region, p.family or p.given), "DRIVERS_LICENSE")

    def account(self):
        if self.jur == "ca":
            return S(ids.ca_account(self.rng), "BANK_ACCOUNT")
        return S(ids.bare_account(self.rng), "BANK_ACCOUNT")

    def money(self, lo: int = 100, hi: int = 90000) -> str:
        amount = self.rng.randint(lo * 100, hi * 100) / 100
        cur = {"ca": "$", "us": "$", "uk": "£", "ie": "€", "fr": "€", "in": "₹", "br": "R$ "}.get(
            self.jur, ""
        )
        return f"{cur}{amount:,.2f}" if cur else f"{amount:,.2f}"
