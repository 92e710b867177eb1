"""``Gen``: the random draws of one round-24 document (people, dates, contacts, addresses, identifiers)."""

from __future__ import annotations

import datetime as dt
import random

import r24_ids as ids
from r24_dates import fmt, lang_of_locale, style_for
from r24_doc import D, S
from r24_names import CODES, Person, fold
from r24_places import FOREIGN, PROVINCES, STATES, STREETS_EN, STREETS_FR, STREETS_US

CA_LOCAL = "en-CA en-CA en-CA fr-CA fr-CA iu-Latn cr-Latn oj-Latn moh mic iu cr".split()
US_LOCAL = "en-US en-US en-US es-MX es-CU es-DO es-GT ht nv chr haw".split()
PROVIDERS = """gmail.com|outlook.com|yahoo.com|icloud.com|hotmail.ca|live.ca|telus.net|rogers.com|bell.net|
cogeco.ca|eastlink.ca|aol.com|att.net|verizon.net|proton.me|zoho.com|web.de|orange.fr|libero.it|wp.pl|uol.com.br|
bigpond.net.au|xtra.co.nz|rediffmail.com|yahoo.co.in|mweb.co.za"""
PROFILE = [
    "https://www.linkedin.com/in/{h}",
    "https://github.com/{h}",
    "https://{h}.wordpress.com",
    "https://www.facebook.com/{h}",
    "https://www.instagram.com/{h}/",
    "https://{h}.substack.com",
    "https://about.me/{h}",
    "https://mastodon.social/@{h}",
]


def _split(s):
    return [x.strip() for x in s.replace("\n", "").split("|") if x.strip()]


STREETS = {"en": _split(STREETS_EN), "fr": _split(STREETS_FR), "us": _split(STREETS_US)}
UK_AREAS = ["LA9", "YO21", "NE46", "SY8", "GL5"]


class Info:
    """What one person keeps through a document."""

    def __init__(self, person):
        self.p = person
        self.memo: dict = {}


class Gen:
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.hc: set[str] = set()
        self.people: dict[str, Info] = {}

    # ---- people
    def locale(self):
        rng = self.rng
        if rng.random() < 0.42:
            if self.jur == "ca":
                pool = CA_LOCAL + (["fr-CA"] * 6 if self.region == "qc" else [])
                return rng.choice(pool)
            if self.jur == "us":
                return rng.choice(US_LOCAL)
            return rng.choice(FOREIGN[self.jur][7].split())
        return rng.choice(CODES)

    def info(self, letter, child=False):
        if letter not in self.people:
            person = Person(self.rng, self.locale())
            lo, hi = (2005, 2021) if child else (1938, 2003)
            start = dt.date(lo, 1, 1).toordinal()
            person.dob = dt.date.fromordinal(self.rng.randint(start, dt.date(hi, 12, 28).toordinal()))
            self.people[letter] = Info(person)
        return self.people[letter]

    def person(self, letter):
        return self.info(letter).p

    def mention(self, letter, form=None):
        p = self.person(letter)
        if not p.mentioned or form == "full":
            return p.full(self.rng)
        if form == "g" and p.order != "mono":
            return [S(p.given, "PERSON", p.loc)]
        if form == "f":
            return [S(p.surname(), "PERSON", p.loc)]
        return p.later(self.rng, self.lang)

    def _memo(self, letter, key, make):
        inf = self.info(letter)
        if key not in inf.memo:
            inf.memo[key] = make(inf.p)
        return inf.memo[key]

    # ---- dates
    def date_text(self, d, person=None):
        style = style_for(self.rng, self.lang, self.jur, lang_of_locale(person.loc) if person else None)
        return fmt(d, style)

    def dob(self, letter):
        text = self._memo(letter, "dob", lambda p: self.date_text(p.dob, p))
        return S(text, "DATE_OF_BIRTH")

    def some_date(self, lo=2016, hi=2024):
        start = dt.date(lo, 1, 1).toordinal()
        d = dt.date.fromordinal(self.rng.randint(start, dt.date(hi, 12, 28).toordinal()))
        return D(self.date_text(d), "non_birth_date")

    # ---- contacts
    def nanp(self, areas):
        rng = self.rng
        while True:
            exch = f"{rng.randint(2, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
            if exch[1:] != "11" and exch != "555":
                break
        area, line = rng.choice(areas), f"{rng.randint(0, 9999):04d}"
        return rng.choice(
            [
                f"({area}) {exch}-{line}",
                f"{area}-{exch}-{line}",
                f"{area}.{exch}.{line}",
                f"+1 {area} {exch} {line}",
                f"1-{area}-{exch}-{line}",
                f"{area} {exch} {line}",
                f"+1 ({area}) {exch}-{line}",
            ]
        )

    def phone_text(self):
        if self.jur == "ca":
            return self.nanp(PROVINCES[self.region][3])
        if self.jur == "us":
            return self.nanp(STATES[self.region][2])
        pattern = self.rng.choice(FOREIGN[self.jur][4].split("|"))
        return "".join(str(self.rng.randint(1, 9)) if ch == "#" else ch for ch in pattern)

    def phone(self, letter, key="phone"):
        return S(self._memo(letter, key, lambda p: self.phone_text()), "PHONE")

    def handle(self, p):
        rng = self.rng
        given, family = fold(p.given) or "x", fold(p.family or p.given) or "y"
        return rng.choice(
            [
                f"{given}.{family}",
                f"{given[0]}{family}",
                f"{given}_{family}{rng.randint(1, 99)}",
                f"{family}.{given[0]}",
                f"{given}{family}{rng.randint(1960, 2010)}",
                f"{given}-{family}",
            ]
        )

    def email(self, letter):
        providers = _split(PROVIDERS)
        return S(
            self._memo(letter, "email", lambda p: f"{self.handle(p)}@{self.rng.choice(providers)}"), "EMAIL"
        )

    def url(self, letter):
        def make(p):
            h = self.handle(p).replace(".", "-").replace("_", "-")
            return self.rng.choice(PROFILE).format(h=h)

        return S(self._memo(letter, "url", make), "URL")

    def ip(self):
        return S(ids.ipv6(self.rng) if self.rng.random() < 0.2 else ids.ipv4(self.rng), "IP_ADDRESS")

    # ---- addresses
    def address(self, letter):
        return self._memo(letter, "addr", lambda p: self.address_parts(p))

    def address_parts(self, p):
        rng = self.rng
        num = rng.randint(2, 9890)
        if self.jur == "ca":
            name, abbr, letters, _, towns = PROVINCES[self.region]
            town = rng.choice(towns)
            fr = self.region == "qc" or (p.loc == "fr-CA" and rng.random() < 0.5)
            street = rng.choice(STREETS["fr" if fr else "en"])
            unit = rng.random()
            if fr:
                head = f"{num}, {street}" + (f", app. {rng.randint(1, 12)}" if unit < 0.3 else "")
                tail = rng.choice([f"{town} ({name})", f"{town}, {abbr}", f"{town} {abbr}"])
            else:
                head = (
                    f"{rng.randint(1, 40)}-{num} {street}"
                    if unit < 0.2
                    else f"Unit {rng.randint(1, 30)}, {num} {street}"
                    if unit < 0.3
                    else f"{num} {street}"
                )
                tail = rng.choice([f"{town}, {abbr}", f"{town}, {name}", f"{town} {abbr}"])
            pc = (
                rng.choice(letters)
                + str(rng.randint(0, 9))
                + rng.choice("ABCEGHJKLMNPRSTVWXYZ")
                + " "
                + str(rng.randint(1, 9))
                + rng.choice("ABCEGHJKLMNPRSTVWXYZ")
                + str(rng.randint(0, 9))
            )
            if rng.random() < 0.15:
                pc = pc.replace(" ", "")
            return [S(f"{head}, {tail}", "ADDRESS"), rng.choice(["  ", " ", ", "]), S(pc, "POSTAL_CODE")]
        if self.jur == "us":
            name, abbr, _, towns, zp = STATES[self.region]
            street = rng.choice(STREETS["us"])
            apt = rng.choice(
                ["", "", "", f", Apt {rng.randint(1, 20)}{rng.choice('ABCD')}", f" #{rng.randint(100, 999)}"]
            )
            st = abbr if rng.random() < 0.8 else name
            zipc = f"{zp}{rng.randint(100, 999)}" + (
                f"-{rng.randint(1000, 9999)}" if rng.random() < 0.2 else ""
            )
            return [S(f"{num} {street}{apt}, {rng.choice(towns)}, {st}", "ADDRESS"), " ", zipc]
        return self.foreign_address(num)

    def foreign_address(self, num):
        rng = self.rng
        country, _, towns, streets, _, style, _, _ = FOREIGN[self.jur]
        town, street = rng.choice(towns), rng.choice(streets)
        n2 = rng.randint(1, 9)
        if style == "uk":
            pc = f"{rng.choice(UK_AREAS)} {n2}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [
                S(f"{num % 200 + 1} {street}, {town}", "ADDRESS"),
                rng.choice([" ", ", "]),
                S(pc, "POSTAL_CODE"),
            ]
        d5 = f"{rng.randint(10, 98)}{rng.randint(0, 999):03d}"
        text = {
            "ie": f"{num % 90 + 1} {street}, {town}, Co. {rng.choice(['Clare', 'Offaly', 'Mayo', 'Waterford'])}, "
            f"{rng.choice('DFHKNRTVWXY')}{n2}{rng.randint(1, 9)} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(100, 999)}",
            "fr": f"{num % 120 + 1} {street}, {d5} {town}",
            "de": f"{street} {num % 90 + 1}, {d5} {town}",
            "es": f"{street} {num % 90 + 1}, {n2}.º {rng.choice(['A', 'B', 'izq.', 'dcha.'])}, {d5} {town}",
            "it": f"{street} {num % 90 + 1}, {d5} {town}",
            "nl": f"{street} {num % 90 + 1}, {rng.randint(1000, 9999)} {rng.choice('ABCDEGHJKLMNPRST')}{rng.choice('ABCDEGHJKLMNPRST')} {town}",
            "pl": f"{street} {num % 90 + 1}/{n2}, {d5[:2]}-{d5[2:]} {town}",
            "br": f"{street}, {num % 900 + 10}, apto {n2}{rng.randint(1, 4)}, {town} - {rng.choice(['MG', 'RJ', 'PB'])}, {d5}-{rng.randint(0, 999):03d}",
            "mx": f"{street} {num % 400 + 1}, Col. {rng.choice(['Centro', 'Reforma', 'Jalatlaco'])}, {d5} {town}",
            "au": f"{num % 150 + 1} {street}, {town} {rng.choice(['VIC', 'QLD', 'TAS'])} {rng.randint(3000, 7999)}",
            "nz": f"{num % 150 + 1} {street}, {town} {rng.randint(3000, 9999)}",
            "in": f"No. {num % 300 + 1}, {street}, {town} {rng.randint(110001, 799999)}",
            "ph": f"Blk {n2} Lot {rng.randint(1, 30)}, {street}, {town} {rng.randint(1000, 9999)}",
            "za": f"{num % 150 + 1} {street}, {town}, {rng.randint(1000, 9999)}",
            "ke": f"House {num % 90 + 1}, {street}, {town}",
        }[style]
        if rng.random() < 0.5:
            text += f", {country}"
        return [S(text, "ADDRESS")]

    # ---- identifiers
    def sin(self, letter):
        return S(self._memo(letter, "sin", lambda p: ids.sin(self.rng)), "SIN")

    def ssn(self, letter):
        return S(self._memo(letter, "ssn", lambda p: ids.ssn(self.rng)), "SSN")

    def health(self, letter):
        prov = self.region if self.jur == "ca" and self.region in ("on", "qc", "bc") else None
        if not prov:
            return None
        self.hc.add(prov)
        make = {
            "on": lambda p: ids.ohip(self.rng),
            "bc": lambda p: ids.bc_phn(self.rng),
            "qc": lambda p: ids.ramq(self.rng, p),
        }[prov]
        value = [S(self._memo(letter, "hc", make), "HEALTH_CARD")]
        if prov == "on" and self.rng.random() < 0.4:
            value += [
                " (version ",
                self.rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") + self.rng.choice("ABCEHKLMNPRSTXYZ"),
                ")",
            ]
        return value

    def licence(self, letter):
        issuer = self.region if self.jur in ("ca", "us") else self.jur
        return S(self._memo(letter, "dl", lambda p: ids.licence(self.rng, issuer, p)), "DRIVERS_LICENSE")

    def account(self, letter):
        return S(self._memo(letter, "acct", lambda p: ids.account(self.rng, self.jur)), "BANK_ACCOUNT")

    def iban(self, letter, country=None):
        country = (
            country or FOREIGN.get(self.jur, (None,) * 7)[6] or self.rng.choice(["FR", "DE", "NL", "BE"])
        )
        return S(self._memo(letter, "iban", lambda p: ids.iban(self.rng, country)), "IBAN")

    def card(self, letter):
        return S(self._memo(letter, "card", lambda p: ids.credit_card(self.rng)), "CREDIT_CARD")
