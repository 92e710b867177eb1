"""`Gen`: one document's random source, its people and their identifiers, dates, phones and addresses."""

from __future__ import annotations

import random

import r15_ids as ids
from r15_doc import S
from r15_gen_decoys import DecoyMixin
from r15_names import CODES, LOCALES, Person, fold
from r15_places import CA_REGIONS, CA_STREETS, FOREIGN, POOLS, QC_STREETS, US_STATES, US_STREETS

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MESES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
DOMAINS = [
    "gmail.com",
    "outlook.com",
    "yahoo.ca",
    "hotmail.com",
    "icloud.com",
    "proton.me",
    "videotron.ca",
    "shaw.ca",
    "sympatico.ca",
    "rogers.com",
    "btinternet.com",
    "eircom.net",
    "bigpond.com",
    "xtra.co.nz",
    "yahoo.com",
    "aol.com",
    "comcast.net",
    "rediffmail.com",
    "live.co.za",
]


class Gen(DecoyMixin):
    def __init__(self, seed: str, jur: str, lang: str = "en", region: str | None = None):
        self.rng = rng = random.Random(seed)
        self.jur = jur
        self.lang = lang
        if jur == "ca":
            self.region = region or rng.choice(
                ["ON", "ON", "ON", "QC", "BC", "BC", "AB", "MB", "SK", "NS", "NB", "NL", "PE", "NU"]
            )
        elif jur == "us":
            self.region = region or rng.choice(sorted(US_STATES))
        else:
            self.region = jur
        self.used: set[str] = set()
        self.laters: set[str] = set()
        self.shown: set[str] = set()
        if lang == "fr":
            self.dstyle = rng.choice(["fr", "fr", "iso"])
        elif lang == "es":
            self.dstyle = "es"
        elif jur == "us":
            self.dstyle = rng.choice(["mdy", "long", "iso", "abbr"])
        elif jur == "ca":
            self.dstyle = rng.choice(["long", "iso", "dmy_long", "abbr"])
        else:
            self.dstyle = rng.choice(["dmy", "dmy_long", "abbr", "dmy_long"])

    # -- choice helpers --------------------------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def n(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    # -- people --------------------------------------------------------------------------------------
    def person(self, loc: str | None = None, gender: str | None = None) -> Person:
        rng = self.rng
        for _ in range(80):
            code = loc or (rng.choice(POOLS[self.jur]) if rng.random() < 0.55 else rng.choice(CODES))
            lo = LOCALES[code]
            latin_ok = lo.surnames and (lo.female or lo.male)
            if lo.native and (not latin_ok or rng.random() < 0.8):
                choices = [t for t in lo.native if gender in (None, t[0])] or lo.native
                g, native, given, family = rng.choice(choices)
                p = Person(lo, g, given, family, native)
            else:
                g = gender or rng.choice("fm")
                givens = (lo.female if g == "f" else lo.male) or lo.female or lo.male
                family = rng.choice(lo.surnames)
                if code == "ms":
                    family = ("binti " if g == "f" else "bin ") + family.split()[-1]
                p = Person(lo, g, rng.choice(givens), family, None)
            if p.full not in self.used and p.later not in self.laters:
                self.used.add(p.full)
                self.laters.add(p.later)
                return p
        raise RuntimeError("no fresh person")

    def people(self, k: int, **kw) -> list[Person]:
        return [self.person(**kw) for _ in range(k)]

    def nm(self, p: Person, form: str = "full"):
        """A mention of `p`; the first full mention of a native-script name carries both forms."""
        if form == "full" and p.native and p.full not in self.shown and self.rng.random() < 0.8:
            self.shown.add(p.full)
            native, latin = S(p.native, "PERSON", p.code), S(p.full, "PERSON", p.code)
            return [native, " (", latin, ")"] if self.rng.random() < 0.5 else [latin, " (", native, ")"]
        self.shown.add(p.full)
        text = {"given": p.first_given}.get(form) or getattr(p, form)
        return S(text, "PERSON", p.code)

    def title(self, p: Person) -> str:
        if self.lang == "fr":
            return "Mme" if p.gender == "f" else "M."
        if self.lang == "es":
            return "Sra." if p.gender == "f" else "Sr."
        if self.chance(0.08):
            return "Mx."
        if self.jur in ("uk", "ie", "au", "nz", "za"):
            return "Ms" if p.gender == "f" else "Mr"
        return "Ms." if p.gender == "f" else "Mr."

    def tl(self, p: Person):
        """Title and later-mention name."""
        return [self.title(p), " ", self.nm(p, "later")]

    # -- dates ---------------------------------------------------------------------------------------
    def _date(self, y: int, m: int, d: int) -> str:
        st = self.dstyle
        if st == "fr":
            return f"{'1er' if d == 1 else d} {MOIS[m - 1]} {y}"
        if st == "es":
            return f"{d} de {MESES[m - 1]} de {y}"
        if st == "iso":
            return f"{y}-{m:02d}-{d:02d}"
        if st == "mdy":
            return f"{m:02d}/{d:02d}/{y}"
        if st == "dmy":
            return f"{d:02d}/{m:02d}/{y}"
        if st == "abbr":
            return f"{d:02d}-{MONTHS[m - 1][:3]}-{y}"
        if st == "dmy_long":
            return f"{d} {MONTHS[m - 1]} {y}"
        return f"{MONTHS[m - 1]} {d}, {y}"

    def date_text(self, lo: int = 2016, hi: int = 2025) -> str:
        return self._date(self.n(lo, hi), self.n(1, 12), self.n(1, 28))

    def date(self, lo: int = 2016, hi: int = 2025):
        from r15_doc import D

        return D(self.date_text(lo, hi), "non_birth_date")

    def dob(self, lo: int = 1938, hi: int = 2012):
        return S(self.date_text(lo, hi), "DATE_OF_BIRTH")

    # -- contact -------------------------------------------------------------------------------------
    def _nanp(self, area: str) -> str:
        while True:
            exch = f"{self.n(2, 9)}{self.n(0, 9)}{self.n(0, 9)}"
            if exch != "555" and exch[1:] != "11":
                break
        line = f"{self.n(0, 9999):04d}"
        fmt = self.pick(
            ["({a}) {e}-{l}", "{a}-{e}-{l}", "{a}.{e}.{l}", "+1 {a} {e} {l}", "1-{a}-{e}-{l}", "{a} {e} {l}"]
        )
        return fmt.format(a=area, e=exch, l=line)

    def phone(self, ext: float = 0.12, where: str | None = None):
        where = where or self.jur
        if where == "ca":
            region = self.region if self.jur == "ca" else self.pick(sorted(CA_REGIONS))
            text = self._nanp(self.pick(CA_REGIONS[region][2]))
        elif where == "us":
            region = self.region if self.jur == "us" else self.pick(sorted(US_STATES))
            text = self._nanp(self.pick(US_STATES[region][1]))
        else:
            prefix, groups, lead = FOREIGN[where][3]
            parts = []
            for i, k in enumerate(groups):
                first = lead if i == 0 else str(self.n(2, 9))
                parts.append(first + "".join(str(self.n(0, 9)) for _ in range(k - 1)))
            text = f"{prefix} {' '.join(parts)}"
        if self.chance(ext):
            text += self.pick(
                [f" ext. {self.n(10, 499)}", f" x{self.n(10, 99)}", f", poste {self.n(1000, 4999)}"]
                if self.lang == "fr"
                else [f" ext. {self.n(10, 499)}", f" x{self.n(10, 99)}"]
            )
        return S(text, "PHONE")

    def email(self, p: Person):
        given, family = fold(p.first_given.split()[0]) or "x", fold(p.family) or fold(p.given)
        local = self.pick(
            [
                f"{given}.{family}",
                f"{given[0]}{family}",
                f"{given}{family}{self.n(1, 99)}",
                f"{family}.{given}",
                f"{given}_{family[:4]}",
            ]
        )
        return S(f"{local}@{self.pick(DOMAINS)}", "EMAIL")

    def url(self, p: Person):
        given, family = fold(p.first_given.split()[0]) or "x", fold(p.family) or "page"
        return S(
            self.pick(
                [
                    f"https://www.linkedin.com/in/{given}-{family}-{self.n(100, 999)}a",
                    f"https://{given}{family}.ca",
                    f"https://www.facebook.com/{given}.{family}.{self.n(1, 99)}",
                    f"instagram.com/{given}_{family}",
                    f"https://github.com/{given}{family[:3]}",
                ]
            ),
            "URL",
        )

    def address(self, where: str | None = None) -> list:
        where = where or self.jur
        num = self.n(2, 9850)
        if where == "ca":
            prov = self.region if self.jur == "ca" else self.pick(sorted(CA_REGIONS))
            name, towns, _areas, letters = CA_REGIONS[prov]
            town = self.pick(towns)
            if prov == "QC" and self.lang == "fr":
                unit = f", app. {self.n(1, 12)}" if self.chance(0.5) else ""
                text = f"{num}, {self.pick(QC_STREETS)}{unit}, {town} (Québec)"
            elif self.chance(0.12):
                text = f"RR {self.n(1, 6)}, {num} {self.pick(CA_STREETS)}, {town}, {prov}"
            else:
                unit = f"Unit {self.n(1, 40)}, " if self.chance(0.25) else ""
                text = f"{unit}{num} {self.pick(CA_STREETS)}, {town}, {self.pick([prov, prov, name])}"
            al = "ABCEGHJKLMNPRSTVWXYZ"
            pc = f"{self.pick(letters)}{self.n(0, 9)}{self.pick(al)} {self.n(0, 9)}{self.pick(al)}{self.n(0, 9)}"
            return [S(text, "ADDRESS"), self.pick(["  ", " ", ", "]), S(pc, "POSTAL_CODE")]
        if where == "us":
            st = self.region if self.jur == "us" else self.pick(sorted(US_STATES))
            towns, _areas, zp = US_STATES[st]
            unit = f", Apt {self.n(1, 30)}{self.pick('ABCD')}" if self.chance(0.25) else ""
            zipc = f"{zp}{self.n(100, 999)}" + (f"-{self.n(1000, 9999)}" if self.chance(0.2) else "")
            return [S(f"{num} {self.pick(US_STREETS)}{unit}, {self.pick(towns)}, {st} {zipc}", "ADDRESS")]
        towns, streets, style, _plan = FOREIGN[where]
        town = self.pick(towns)
        street = self.pick(streets)
        pc = ids.postcode(self.rng, style, town)
        if where == "uk":
            flat = f"Flat {self.n(1, 9)}, " if self.chance(0.3) else ""
            return [
                S(f"{flat}{num % 300} {street}, {town}", "ADDRESS"),
                self.pick([" ", ", "]),
                S(pc, "POSTAL_CODE"),
            ]
        if where == "ie":
            return [
                S(
                    f"{num % 90} {street}, {town}, Co. {town if town != 'Drogheda' else 'Louth'} {pc}",
                    "ADDRESS",
                )
            ]
        if where == "sg":
            return [
                S(
                    f"Blk {num % 900} {street}, #{self.n(2, 18):02d}-{self.n(10, 999)}, Singapore {pc}",
                    "ADDRESS",
                )
            ]
        if where == "ph":
            return [
                S(
                    f"Lot {self.n(1, 30)} Blk {self.n(1, 20)}, {street}, Brgy. San Isidro, {town} {pc}",
                    "ADDRESS",
                )
            ]
        if where == "ke":
            return (
                [S(f"P.O. Box {pc}, {town}", "ADDRESS")]
                if self.chance(0.5)
                else [S(f"House {self.n(1, 60)}, {street}, {town}", "ADDRESS")]
            )
        if where == "gh":
            return [S(f"House No. {num % 80}, {street}, {town}, {pc}", "ADDRESS")]
        if where == "mx":
            return [S(f"{street} {num % 2000}, Col. Centro, {pc} {town}", "ADDRESS")]
        if where == "mt":
            return [S(f"Flat {self.n(1, 9)}, {num % 120}, {street}, {town} {pc}", "ADDRESS")]
        if where == "lk":
            return [S(f"No. {num % 300}/{self.n(1, 9)}, {street}, {town} {pc}".rstrip(), "ADDRESS")]
        sep = ", " if where in ("za", "in", "bb") else " "
        tail = f"{sep}{pc}" if pc else ""
        return [S(f"{num % 400} {street}, {town}{tail}", "ADDRESS")]

    # -- identifiers ---------------------------------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.rng), "SIN")

    def ssn(self):
        return S(ids.ssn(self.rng), "SSN")

    def natid(self):
        return self.sin() if self.jur == "ca" else self.ssn() if self.jur == "us" else None

    def card(self):
        return S(ids.card(self.rng), "CREDIT_CARD")

    def iban(self, country: str | None = None):
        return S(ids.iban(self.rng, country), "IBAN")

    def acct(self):
        return S(ids.ca_account(self.rng) if self.jur == "ca" else ids.bare_account(self.rng), "BANK_ACCOUNT")

    def ip(self):
        return S(ids.ipv6(self.rng) if self.chance(0.25) else ids.ipv4(self.rng), "IP_ADDRESS")

    def dl(self, p: Person):
        return S(ids.drivers_licence(self.rng, self.jur, self.region, p.family or p.given), "DRIVERS_LICENSE")

    def hc(self, doc, p: Person) -> list:
        """A Canadian health card number (with the version code outside the span for OHIP)."""
        kind = {"ON": "on", "BC": "bc", "QC": "qc"}.get(self.region) or self.pick(["on", "on", "bc"])
        doc.hc.add(kind)
        if kind == "on":
            text, ver = ids.ohip(self.rng)
            return [S(text, "HEALTH_CARD"), f" {ver}" if self.chance(0.6) else ""]
        if kind == "bc":
            return [S(ids.bc_phn(self.rng), "HEALTH_CARD")]
        return [S(ids.ramq(self.rng, p.family or p.given, p.given), "HEALTH_CARD")]
