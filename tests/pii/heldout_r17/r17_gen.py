"""``Gen``: people, name mentions, dates, phones, e-mails, addresses and identifiers for one case."""

from __future__ import annotations

import random

import r17_ids as ids
from r17_decoys import DOMAINS_PRIVATE, PROFILE_HOSTS
from r17_doc import S
from r17_gen_decoys import DecoyMixin
from r17_names import CODES, LOCALES, Person, fold
from r17_places import (
    CA_POOL,
    CA_STREETS,
    FOREIGN,
    PROV_WEIGHTS,
    PROVINCES,
    QC_POOL,
    QC_STREETS,
    QC_UNITS,
    STATE_WEIGHTS,
    STATES,
    UNITS,
    US_POOL,
    US_STREETS,
)

MONTHS = "January February March April May June July August September October November December".split()
MOIS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
MESES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
DATE_STYLES = ("iso", "dmy", "long", "mdy_long", "dd_mon")


class Gen(DecoyMixin):
    def __init__(self, seed: str, jur: str, lang: str = "en", date_style: str = ""):
        self.r = random.Random(seed)
        self.jur = jur
        self.lang = lang
        if jur == "ca":
            self.region = (
                "QC" if lang == "fr" else self.r.choices(list(PROV_WEIGHTS), list(PROV_WEIGHTS.values()))[0]
            )
        elif jur == "us":
            self.region = self.r.choices(list(STATE_WEIGHTS), list(STATE_WEIGHTS.values()))[0]
        else:
            self.region = jur
        if date_style:
            self.style = date_style
        elif jur == "us":
            self.style = self.r.choice(("us", "mdy_long", "iso", "dd_mon"))
        elif lang in ("fr", "es"):
            self.style = "long"
        else:
            self.style = self.r.choice(DATE_STYLES)
        self.people: list[Person] = []
        self.taken: set[str] = set()
        self.native_done: set[int] = set()
        self.native_ok = True

    # people -------------------------------------------------------------
    def pool(self) -> list[str]:
        if self.jur == "ca":
            return QC_POOL if self.region == "QC" else CA_POOL
        if self.jur == "us":
            return US_POOL
        return FOREIGN[self.jur][6].split()

    def person(self, latin: bool = False) -> Person:
        r = self.r
        for _ in range(200):
            loc = r.choice(self.pool()) if r.random() < 0.55 else r.choice(CODES)
            spec = LOCALES[loc]
            if latin and spec["script"] != "Latn" and r.random() < 0.5:
                continue
            gender = r.choice("fm")
            given = r.choice(spec[gender])
            family = r.choice(spec["fam"]) if spec["fam"] else ("", "")
            p = Person(loc, gender, given, family)
            keys = {k.lower() for k in p.key() | set(p.full().split())}
            if keys & self.taken:
                continue
            self.taken |= keys
            self.people.append(p)
            return p
        raise RuntimeError("no person")

    def persons(self, n: int, latin: bool = False) -> list[Person]:
        return [self.person(latin) for _ in range(n)]

    def _s(self, p: Person, text: str):
        return S(text, "PERSON", p.loc)

    def first(self, p: Person, native: bool | None = None) -> list:
        """First full mention: native script with transliteration (80 %) where the person has one."""
        native = self.native_ok if native is None else native
        if native and p.native and id(p) not in self.native_done and self.r.random() < 0.8:
            self.native_done.add(id(p))
            a, b = self._s(p, p.native_full()), self._s(p, p.full())
            return [a, " (", b, ")"] if self.r.random() < 0.6 else [b, " (", a, ")"]
        return [self._s(p, p.full())]

    def full(self, p: Person):
        return self._s(p, p.full())

    def later(self, p: Person):
        return self._s(p, p.later())

    def form(self, p: Person, kind: str):
        text = {
            "full": p.full,
            "later": p.later,
            "caps": p.caps,
            "sf": lambda: p.surname_first(True),
            "sfl": lambda: p.surname_first(False),
            "init": p.initials_surname,
            "initials": p.initials,
            "handle": p.handle,
            "chat": p.chat,
        }[kind]()
        return self._s(p, text)

    def given(self, p: Person):
        return self._s(p, p.given)

    def family(self, p: Person):
        return self._s(p, p.family or p.given)

    def title(self, p: Person) -> str:
        if self.lang == "fr":
            return "Mme" if p.gender == "f" else "M."
        return self.r.choice(("Ms.", "Mx.")) if p.gender == "f" else self.r.choice(("Mr.", "Mr."))

    # dates --------------------------------------------------------------
    def fmt_date(self, y: int, m: int, d: int, style: str = "") -> str:
        style = style or self.style
        if self.lang == "fr":
            return f"{d} {MOIS[m - 1]} {y}" if d > 1 else f"1er {MOIS[m - 1]} {y}"
        if self.lang == "es":
            return f"{d} de {MESES[m - 1]} de {y}"
        return {
            "iso": f"{y:04d}-{m:02d}-{d:02d}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "long": f"{d} {MONTHS[m - 1]} {y}",
            "mdy_long": f"{MONTHS[m - 1]} {d}, {y}",
            "dd_mon": f"{d:02d}-{MONTHS[m - 1][:3]}-{y}",
            "gedcom": f"{d} {MONTHS[m - 1][:3].upper()} {y}",
            "hl7": f"{y:04d}{m:02d}{d:02d}",
        }[style]

    def dob(self, style: str = "", lo: int = 1931, hi: int = 2008):
        r = self.r
        return S(self.fmt_date(r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28), style), "DATE_OF_BIRTH")

    def when(self, style: str = "") -> str:
        r = self.r
        return self.fmt_date(r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28), style)

    # contact ------------------------------------------------------------
    def nanp(self, area: str = "") -> str:
        r = self.r
        if not area:
            if self.jur == "ca":
                area = r.choice(PROVINCES[self.region][2].split())
            elif self.jur == "us":
                area = r.choice(STATES[self.region][2].split())
            else:
                area = {"jm": "876", "tt": "868"}.get(self.jur, "416")
        while True:
            ex = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{r.randint(0, 9999):04d}"
        return r.choice(
            (
                f"({area}) {ex}-{line}",
                f"{area}-{ex}-{line}",
                f"{area}.{ex}.{line}",
                f"+1 {area} {ex} {line}",
                f"1-{area}-{ex}-{line}",
            )
        )

    def phone_text(self) -> str:
        r = self.r
        if self.jur in ("ca", "us", "jm", "tt"):
            text = self.nanp()
            if self.jur in ("ca", "us") and r.random() < 0.15:
                text += r.choice((f" ext. {r.randint(10, 999)}", f" x{r.randint(10, 99)}"))
                if self.lang == "fr":
                    text = text.split(" ext.")[0].split(" x")[0] + f", poste {r.randint(100, 9999)}"
            return text
        _, _, _, _, cc, groups, _ = FOREIGN[self.jur]
        parts = [ids.digits(r, int(n)) for n in groups.split()]
        parts[0] = str(r.randint(2, 9)) + parts[0][1:]
        return f"+{cc} " + " ".join(parts)

    def phone(self):
        return S(self.phone_text(), "PHONE")

    def email(self, p: Person):
        r = self.r
        g, f = fold(p.given.split()[0]) or "x", fold(p.family.replace(" ", "")) or fold(p.given)
        local = r.choice(
            (
                f"{g}.{f}",
                f"{g[0]}{f}",
                f"{g}_{f}{r.randint(1, 99)}",
                f"{f}.{g}",
                f"{g}{f[:1]}{r.randint(70, 99)}",
            )
        )
        doms = DOMAINS_PRIVATE.get(self.jur, DOMAINS_PRIVATE["other"]).split()
        return S(f"{local}@{r.choice(doms)}", "EMAIL")

    def url(self, p: Person):
        g, f = fold(p.given.split()[0]), fold(p.family.replace(" ", "")) or "x"
        host = self.r.choice(PROFILE_HOSTS)
        return S(f"https://www.{host}{g}-{f}-{self.r.randint(100, 9999)}", "URL")

    def ip(self):
        return S(ids.ipv4(self.r) if self.r.random() < 0.8 else ids.ipv6(self.r), "IP_ADDRESS")

    # addresses ----------------------------------------------------------
    def ca_postal(self, prov: str) -> str:
        r = self.r
        first = r.choice(PROVINCES[prov][1])
        return f"{first}{r.randint(0, 9)}{r.choice(CA_LETTERS)} {r.randint(0, 9)}{r.choice(CA_LETTERS)}{r.randint(0, 9)}"

    def address(self) -> list:
        r = self.r
        num = r.randint(3, 9870)
        if self.jur == "ca":
            prov = self.region
            town = r.choice(PROVINCES[prov][3].split("|"))
            if prov == "QC":
                unit = f", {r.choice(QC_UNITS)}" if r.random() < 0.3 else ""
                text = (
                    f"{num}, {r.choice(QC_STREETS)}{unit}, {town} (Québec)"
                    if self.lang == "fr"
                    else f"{num} {r.choice(QC_STREETS)}{unit}, {town}, QC"
                )
            else:
                unit = f"{r.choice(UNITS)}, " if r.random() < 0.3 else ""
                text = f"{unit}{num} {r.choice(CA_STREETS)}, {town}, {prov}"
            return [
                S(text, "ADDRESS"),
                "  " if r.random() < 0.3 else " ",
                S(self.ca_postal(prov), "POSTAL_CODE"),
            ]
        if self.jur == "us":
            st = self.region
            town = r.choice(STATES[st][3].split("|"))
            zp = r.choice(STATES[st][1].split()) + f"{r.randint(0, 99):02d}"
            unit = f", {r.choice(UNITS)}" if r.random() < 0.3 else ""
            zp += f"-{r.randint(1, 9999):04d}" if r.random() < 0.2 else ""
            return [S(f"{num} {r.choice(US_STREETS)}{unit}, {town}, {st} {zp}", "ADDRESS")]
        _, towns, streets, style, _, _, _ = FOREIGN[self.jur]
        town, street = r.choice(towns.split("|")), r.choice(streets.split("|"))
        n = r.randint(1, 240)
        if style == "uk":
            pc = f"{r.choice(['LE', 'SN', 'CA', 'IP', 'LL'])}{r.randint(1, 19)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [S(f"{n} {street}, {town}", "ADDRESS"), " ", S(pc, "POSTAL_CODE")]
        tail = {
            "ie": lambda: (
                f", {r.choice('ADFHKNRTVWXY')}{r.randint(10, 99)} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(100, 999)}"
            ),
            "au": lambda: f" {r.choice(['VIC', 'NSW', 'QLD'])} {r.randint(2000, 4999)}",
            "nz": lambda: f" {r.randint(1000, 9999)}",
            "za": lambda: f", {r.randint(1000, 9999)}",
            "ng": lambda: f" {r.randint(100001, 999999)}",
            "ke": lambda: f" {r.randint(10, 90)}100",
            "gh": lambda: f", GA-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
            "in": lambda: f" {r.randint(400001, 799999)}",
            "sg": lambda: f" {r.randint(100000, 829999)}",
            "ph": lambda: f" {r.randint(1000, 9999)}",
            "jm": lambda: f" {r.randint(2, 20)}" if town == "Kingston" else "",
            "tt": lambda: "",
            "mx": lambda: f", C.P. {r.randint(10000, 99999)}",
            "de": lambda: "",
            "nl": lambda: "",
        }[style]()
        if style == "de":
            return [S(f"{street} {n}, {r.randint(10000, 99999)} {town}", "ADDRESS")]
        if style == "nl":
            return [
                S(
                    f"{street} {n}, {r.randint(1000, 9999)} {r.choice('ABCDEGHJKLMNPRSTVWXZ')}{r.choice('ABCDEGHJKLMNPRSTVWXZ')} {town}",
                    "ADDRESS",
                )
            ]
        if style == "mx":
            return [S(f"{street} {n}, Col. Centro, {town}{tail}", "ADDRESS")]
        if style == "sg":
            return [
                S(f"Blk {n} {street}, #0{r.randint(2, 9)}-{r.randint(10, 99)}, Singapore{tail}", "ADDRESS")
            ]
        return [S(f"{n} {street}, {town}{tail}", "ADDRESS")]

    # identifiers --------------------------------------------------------
    def national_id(self):
        return S(ids.sin(self.r), "SIN") if self.jur == "ca" else S(ids.ssn(self.r), "SSN")

    def card(self):
        return S(ids.card(self.r), "CREDIT_CARD")

    def dl(self, p: Person):
        return S(ids.dl(self.r, self.region, p.family or p.given), "DRIVERS_LICENSE")

    def health(self, p: Person) -> list:
        r = self.r
        kind = {"ON": "on", "BC": "bc", "QC": "qc"}.get(self.region) or r.choice(("on", "bc", "qc"))
        if kind == "on":
            num, ver = ids.ohip(r)
            return [S(num, "HEALTH_CARD", hc="on"), f" {ver}"]
        if kind == "bc":
            return [S(ids.bc_phn(r), "HEALTH_CARD", hc="bc")]
        return [S(ids.ramq(r, p.family or p.given, p.given), "HEALTH_CARD", hc="qc")]

    def iban_country(self) -> str:
        return {"uk": "GB", "ie": "IE", "de": "DE", "nl": "NL", "mx": "ES"}.get(self.jur, "")

    def account(self) -> list:
        """A bank account: CA transit group, IBAN, or bare number with its bank code decoy nearby."""
        r = self.r
        if self.jur == "ca":
            return ["Account: ", S(ids.ca_account(r), "BANK_ACCOUNT")]
        cc = self.iban_country()
        if cc or r.random() < 0.1:
            return ["IBAN: ", S(ids.iban(r, cc or r.choice(sorted(ids.IBAN_SPEC))), "IBAN")]
        if self.jur == "us":
            return ["Routing: ", self.aba(), "; Account No. ", S(ids.bare_account(r), "BANK_ACCOUNT")]
        return ["Account No. ", S(ids.bare_account(r), "BANK_ACCOUNT"), "; SWIFT ", self.swift()]

    def iban(self, country: str = ""):
        return S(
            ids.iban(self.r, country or self.iban_country() or self.r.choice(sorted(ids.IBAN_SPEC))), "IBAN"
        )

    def tl(self, p: Person) -> list:
        """Title and later-mention name, e.g. ``Ms. Okafor`` (the title stays outside the span)."""
        return [self.title(p), " ", self.later(p)]
