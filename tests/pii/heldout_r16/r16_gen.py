"""``Gen``: one document's random source, jurisdiction, people, name mentions, dates, contacts and identifiers."""

from __future__ import annotations

import random

import r16_ids as ids
from r16_doc import D, S
from r16_gen_decoys import DecoyMixin
from r16_names import CODES, LOCALES, Person, fold, make_person
from r16_places import CA_STREETS, FOREIGN, POOLS, PROVINCES, QC_STREETS, STATES, US_STREETS

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
MONATE = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
UK_AREAS = ["LE", "ST", "SA", "DD", "CA", "LU", "M", "B", "G", "CF", "NE"]
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"
FOREIGN_POST = {
    "ie": lambda r: (
        f"{r.choice(['D08', 'N37', 'V92', 'A91', 'V95', 'F92'])} {r.choice('ACDEFHKNPRTVWXY')}{r.randint(1, 9)}{r.choice('ACDEFHKNPRTVWXY')}{r.randint(1, 9)}"
    ),
    "au": lambda r: f"{r.choice(['NSW', 'VIC', 'QLD'])} {r.randint(2000, 4999)}",
    "nz": lambda r: str(r.randint(1010, 9893)),
    "za": lambda r: f"{r.randint(1, 9999):04d}",
    "ng": lambda r: f"{r.randint(100001, 950000)}",
    "ke": lambda r: f"P.O. Box {r.randint(10, 9999)}-{r.randint(100, 800)}00",
    "gh": lambda r: f"{r.choice(['AK', 'GA', 'CC', 'NT'])}-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
    "jm": lambda r: f"JMAAW{r.randint(10, 19)}",
    "tt": lambda r: f"{r.randint(100, 999)}{r.randint(100, 999)}",
    "in": lambda r: f"{r.randint(110, 800)}{r.randint(0, 999):03d}",
    "sg": lambda r: f"Singapore {r.randint(100000, 829999)}",
    "ph": lambda r: f"{r.randint(1000, 9800)}",
    "mx": lambda r: f"C.P. {r.randint(10000, 97000)}",
    "es": lambda r: f"{r.randint(1000, 52999):05d}",
    "de": lambda r: f"{r.randint(10000, 99999)}",
    "nl": lambda r: (
        f"{r.randint(1000, 9999)} {r.choice('ABCDEGHJKLMNPRSTVWXZ')}{r.choice('ABCDEGHJKLMNPRSTVWXZ')}"
    ),
    "mt": lambda r: f"{r.choice(['BKR', 'SLM', 'ZTN', 'MST'])} {r.randint(1000, 9999)}",
}


class Gen(DecoyMixin):
    def __init__(self, rnd: int, kind: str, jur: str, lang: str = "en"):
        self.rng = random.Random(f"r16|{rnd}|{kind}")
        self.jur = jur
        self.lang = lang
        if jur == "ca":
            self.region = "QC" if lang == "fr" else self.rng.choice(sorted(PROVINCES))
        elif jur == "us":
            self.region = self.rng.choice(sorted(STATES))
        else:
            self.region = jur
        self.used: set[str] = set()
        self.taken: set[str] = set()
        self.locs: set[str] = set()
        self.hc: set[str] = set()
        self.native_done: set[Person] = set()
        self.date_style = self._date_style()

    # people -------------------------------------------------------------
    def person(self, loc: str | None = None) -> Person:
        for _ in range(200):
            if loc is None:
                pool = POOLS[self.jur]
                code = self.rng.choice(pool) if self.rng.random() < 0.55 else self.rng.choice(CODES)
            else:
                code = loc
            p = make_person(self.rng, code)
            if p.full not in self.taken and p.later not in self.taken and p.handle not in self.used:
                self.taken.update({p.full, p.later})
                self.used.add(p.handle)
                return p
        raise RuntimeError("no fresh person")

    def people(self, n: int) -> list[Person]:
        return [self.person() for _ in range(n)]

    def name(self, p: Person, form: str = "full", native: bool = True):
        self.locs.add(p.loc)
        if form == "full":
            if native and p.native and p not in self.native_done and self.rng.random() < 0.8:
                self.native_done.add(p)
                if self.rng.random() < 0.5:
                    return [S(p.native), " (", S(p.full), ")"]
                return [S(p.full), " (", S(p.native), ")"]
            return S(p.full)
        later_giv = LOCALES[p.loc].later == "giv" or not p.family
        text = {
            "later": p.later,
            "caps": p.caps,
            "comma": p.full if later_giv else p.comma(),
            "COMMA": p.caps if later_giv else p.comma(True),
            "init": p.full if later_giv else p.initial_family,
            "initials": p.initials_only,
            "chat": p.chat,
            "handle": p.handle,
            "first": p.first,
            "lower": p.full.lower(),
        }[form]
        return S(text)

    def any_form(self, p: Person):
        return self.name(p, self.rng.choice(["full", "later", "caps", "comma", "init", "later"]))

    def title(self, p: Person) -> str:
        if self.lang == "fr":
            return "Mme" if p.gender == "F" else "M."
        if self.lang == "es":
            return "Sra." if p.gender == "F" else "Sr."
        if self.lang == "de":
            return "Frau" if p.gender == "F" else "Herr"
        return (
            self.rng.choice(["Ms.", "Mx."] if p.gender == "F" else ["Mr.", "Mr."])
            if self.rng.random() < 0.85
            else "Dr."
        )

    # dates --------------------------------------------------------------
    def _date_style(self) -> str:
        if self.lang in ("fr", "es", "de"):
            return self.lang
        if self.jur == "us":
            return self.rng.choice(["us", "us", "long", "iso", "mon"])
        if self.jur == "ca":
            return self.rng.choice(["iso", "long", "dmy_long", "mon", "us"])
        return self.rng.choice(["dmy", "dmy_long", "iso", "mon"])

    def fmt_date(self, y: int, m: int, d: int) -> str:
        st = self.date_style
        return {
            "iso": f"{y}-{m:02d}-{d:02d}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "dmy": f"{d:02d}/{m:02d}/{y}",
            "long": f"{MONTHS[m - 1]} {d}, {y}",
            "dmy_long": f"{d} {MONTHS[m - 1]} {y}",
            "mon": f"{d:02d}-{MONTHS[m - 1][:3]}-{y}",
            "fr": f"{d} {MOIS[m - 1]} {y}",
            "es": f"{d} de {MESES[m - 1]} de {y}",
            "de": f"{d:02d}.{m:02d}.{y}",
        }[st]

    def dob(self, lo: int = 1941, hi: int = 2006):
        return S(
            self.fmt_date(self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28)),
            "DATE_OF_BIRTH",
        )

    def child_dob(self):
        return self.dob(2009, 2022)

    def date(self):
        return D(
            self.fmt_date(self.rng.randint(2019, 2026), self.rng.randint(1, 12), self.rng.randint(1, 28)),
            "non_birth_date",
        )

    # contacts -----------------------------------------------------------
    def _nanp(self) -> str:
        if self.jur == "ca":
            areas = PROVINCES[self.region][2]
        elif self.jur == "us":
            areas = STATES[self.region][2]
        else:
            areas = ["876"] if self.jur == "jm" else ["868"]
        area = self.rng.choice(areas)
        while True:
            ex = f"{self.rng.randint(2, 9)}{self.rng.randint(0, 9)}{self.rng.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{self.rng.randint(0, 9999):04d}"
        return self.rng.choice(
            [
                f"({area}) {ex}-{line}",
                f"{area}-{ex}-{line}",
                f"{area}.{ex}.{line}",
                f"+1 {area} {ex} {line}",
                f"1-{area}-{ex}-{line}",
                f"{area} {ex}-{line}",
            ]
        )

    def phone_text(self) -> str:
        if self.jur in ("ca", "us", "jm", "tt"):
            num = self._nanp()
            r = self.rng.random()
            if r < 0.12:
                num += self.rng.choice(
                    [f" ext. {self.rng.randint(10, 4999)}", f" x{self.rng.randint(10, 999)}"]
                )
            elif r < 0.16 and self.lang == "fr":
                num += f", poste {self.rng.randint(100, 9999)}"
            return num
        cc, groups = FOREIGN[self.jur][4], FOREIGN[self.jur][5]
        body = " ".join(ids.digits(self.rng, n) for n in groups)
        body = str(self.rng.randint(2, 9)) + body[1:]
        return f"+{cc} {body}"

    def phone(self):
        return S(self.phone_text(), "PHONE")

    def email(self, p: Person):
        dom = self.rng.choice(
            [
                "gmail.com",
                "outlook.com",
                "yahoo.ca",
                "hotmail.com",
                "icloud.com",
                "proton.me",
                "videotron.ca",
                "shaw.ca",
                "sympatico.ca",
                "aol.com",
                "gmx.de",
                "live.co.uk",
            ]
        )
        first = fold(p.given.split()[0]).lower()
        last = fold(p.family.split()[-1]).lower() if p.family else str(self.rng.randint(70, 99))
        user = self.rng.choice(
            [
                f"{first}.{last}",
                f"{first}{last}{self.rng.randint(1, 99)}",
                f"{first[0]}{last}",
                f"{last}_{first}",
                f"{first}{self.rng.randint(1960, 2005)}",
            ]
        )
        return S(f"{user}@{dom}", "EMAIL")

    def url(self, p: Person):
        h = p.handle.replace(".", self.rng.choice(["-", "", "."]))
        return S(
            self.rng.choice(
                [
                    f"https://www.linkedin.com/in/{h}",
                    f"https://instagram.com/{h}",
                    f"https://{h.replace('.', '')}.wordpress.com",
                    f"https://github.com/{h.replace('.', '-')}",
                    f"https://www.facebook.com/{h}",
                ]
            ),
            "URL",
        )

    def ip(self):
        return S(ids.ipv4(self.rng) if self.rng.random() < 0.8 else ids.ipv6(self.rng), "IP_ADDRESS")

    def _ca_postal(self, prov: str) -> str:
        r = self.rng
        first = r.choice(PROVINCES[prov][1])
        return f"{first}{r.randint(0, 9)}{r.choice(CA_LETTERS)} {r.randint(0, 9)}{r.choice(CA_LETTERS)}{r.randint(0, 9)}"

    def address(self, multiline: bool = False) -> list:
        """ADDRESS span, with Canadian and UK postal codes as separate POSTAL_CODE spans."""
        r = self.rng
        num = r.randint(3, 9899)
        sep = "\n" if multiline else ", "
        if self.jur == "ca":
            prov = self.region
            town = r.choice(PROVINCES[prov][3])
            if prov == "QC":
                unit = f", app. {r.randint(1, 12)}" if r.random() < 0.4 else ""
                text = f"{num}, {r.choice(QC_STREETS)}{unit}{sep}{town} (Québec)"
            else:
                unit = f"Unit {r.randint(1, 40)} - " if r.random() < 0.25 else ""
                text = f"{unit}{num} {r.choice(CA_STREETS)}{sep}{town}, {prov}"
            return [S(text, "ADDRESS"), r.choice(["  ", " ", sep]), S(self._ca_postal(prov), "POSTAL_CODE")]
        if self.jur == "us":
            st = self.region
            apt = f", Apt {r.randint(1, 30)}{r.choice('ABCD')}" if r.random() < 0.3 else ""
            zipc = f"{STATES[st][1]}{r.randint(0, 9999):04d}"
            return [
                S(f"{num} {r.choice(US_STREETS)}{apt}{sep}{r.choice(STATES[st][3])}, {st} {zipc}", "ADDRESS")
            ]
        name, towns, streets, _pc, _cc, _g = FOREIGN[self.jur]
        town = r.choice(towns)
        if self.jur == "uk":
            pc = f"{r.choice(UK_AREAS)}{r.randint(1, 19)} {r.randint(1, 9)}{r.choice(UK_TAIL)}{r.choice(UK_TAIL)}"
            return [S(f"{num % 300} {r.choice(streets)}{sep}{town}", "ADDRESS"), sep, S(pc, "POSTAL_CODE")]
        post = FOREIGN_POST[self.jur](r)
        if self.jur in ("de", "nl", "es", "mt"):
            line = f"{r.choice(streets)} {num % 200}{sep}{post} {town}"
        elif self.jur == "mx":
            line = f"{r.choice(streets)} {num}, Col. Centro{sep}{post}, {town}"
        else:
            line = f"{num % 500} {r.choice(streets)}{sep}{town} {post}"
        return [S(line, "ADDRESS")]

    # identifiers --------------------------------------------------------
    def sin(self):
        return S(ids.sin(self.rng), "SIN")

    def ssn(self):
        return S(ids.ssn(self.rng), "SSN")

    def national(self):
        return self.sin() if self.jur == "ca" else self.ssn()

    def card(self):
        return S(ids.card(self.rng), "CREDIT_CARD")

    def iban(self):
        cc = {"uk": "GB", "ie": "IE", "de": "DE", "nl": "NL", "es": "ES", "mt": "MT"}.get(self.jur)
        return S(ids.iban(self.rng, cc), "IBAN")

    def account(self):
        return S(ids.ca_account(self.rng) if self.jur == "ca" else ids.bare_account(self.rng), "BANK_ACCOUNT")

    def health(self, p: Person) -> list:
        """A Canadian health card; the OHIP version code stays outside the span."""
        prov = self.region if self.region in ("ON", "BC", "QC") else self.rng.choice(["ON", "BC", "QC"])
        if prov == "ON":
            self.hc.add("on")
            num, ver = ids.ohip(self.rng)
            return [S(num, "HEALTH_CARD"), f" {ver}" if self.rng.random() < 0.5 else f" (version {ver})"]
        if prov == "BC":
            self.hc.add("bc")
            return [S(ids.bc_phn(self.rng), "HEALTH_CARD")]
        self.hc.add("qc")
        return [S(ids.ramq(self.rng, p), "HEALTH_CARD")]

    def licence(self, p: Person | None = None):
        if self.jur in ("ca", "us"):
            where = self.region if self.region in ids.LICENCE_PLACES else self.rng.choice(ids.LICENCE_PLACES)
        else:
            where = self.jur
        return S(ids.licence(self.rng, where, p), "DRIVERS_LICENSE")
