"""``Gen``: the random draws of one round-25 document: people, where they live, their numbers and dates."""

from __future__ import annotations

import datetime as dt
import random

import r25_ids as ids
from r25_dates import fmt, style_for
from r25_doc import P
from r25_names import CODES, Person, fold
from r25_places import (
    CA_LOCALES,
    FOREIGN,
    PHONE_SHAPES,
    PROFILES,
    PROVINCES,
    QC_LOCALES,
    STATES,
    STREETS_CA,
    STREETS_QC,
    STREETS_US,
    US_LOCALES,
)
from r25_places import PROVIDERS as _PROVIDERS


def split_list(s):
    return [x.strip() for x in s.replace("\n", "").split("|") if x.strip()]


PROVIDERS = split_list(_PROVIDERS)
STREETS = {"ca": split_list(STREETS_CA), "qc": split_list(STREETS_QC), "us": split_list(STREETS_US)}
IBAN_COUNTRY = {"uk": "GB", "ie": "IE", "fr": "FR", "de": "DE", "es": "ES", "it": "IT", "nl": "NL"}


class Info:
    """What one person keeps through a document."""

    def __init__(self):
        self.values: dict[str, object] = {}


class Gen:
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.today = dt.date(2022, 1, 1) + dt.timedelta(days=self.rng.randint(0, 1200))
        self.cast: dict[str, Person] = {}
        self.infos: dict[int, Info] = {}
        self.homes: dict[int, tuple] = {}
        self.used_names: set[tuple] = set()
        self.used_given: set[str] = set()
        self.extras = 0

    # -- people -------------------------------------------------------------------------------------------
    def locale(self):
        r = self.rng.random()
        if self.jur == "ca" and r < 0.45:
            return self.rng.choice(QC_LOCALES if self.region == "qc" else CA_LOCALES)
        if self.jur == "us" and r < 0.45:
            return self.rng.choice(US_LOCALES)
        if self.jur in FOREIGN and r < 0.5:
            return self.rng.choice(FOREIGN[self.jur][4].split())
        return self.rng.choice(CODES)

    def make(self, age="adult", relative_of=None, abroad=None, fem=None):
        for _ in range(30):
            if relative_of is not None and self.rng.random() < 0.7:
                p = Person(self.rng, relative_of.code, fem=fem, family=relative_of.fam_entry)
            else:
                p = Person(self.rng, self.locale(), fem=fem)
            if (p.g_lat, p.f_lat) not in self.used_names and p.g_lat not in self.used_given:
                break
        self.used_names.add((p.g_lat, p.f_lat))
        self.used_given.add(p.g_lat)
        info = Info()
        info.values["age"] = age
        self.infos[id(p)] = info
        home = (self.jur, self.region)
        if abroad is None:
            abroad = self.jur in ("ca", "us") and age != "child" and self.rng.random() < 0.12
        if abroad:
            home = (self.rng.choice(sorted(FOREIGN)), None)
        if relative_of is not None and self.rng.random() < 0.8:
            home = self.homes[id(relative_of)]
            if "addr" in self.infos[id(relative_of)].values and self.rng.random() < 0.6:
                info.values["addr"] = self.infos[id(relative_of)].values["addr"]
        self.homes[id(p)] = home
        return p

    def who(self, letter, age="adult", relative_of=None):
        if letter not in self.cast:
            self.cast[letter] = self.make(age, relative_of)
        return self.cast[letter]

    def extra(self, age="adult", relative_of=None):
        self.extras += 1
        self.cast[f"x{self.extras}"] = self.make(age, relative_of)
        return self.cast[f"x{self.extras}"]

    def info(self, p):
        return self.infos[id(p)].values

    def home(self, p):
        return self.homes[id(p)]

    def keep(self, p, key, make):
        vals = self.info(p)
        if key not in vals:
            vals[key] = make()
        return vals[key]

    # -- dates --------------------------------------------------------------------------------------------
    def birth(self, p):
        def make():
            age = self.info(p)["age"]
            lo, hi = {"child": (2007, 2021), "elder": (1926, 1958), "adult": (1952, 2004)}[age]
            return dt.date(self.rng.randint(lo, hi), self.rng.randint(1, 12), self.rng.randint(1, 28))

        return self.keep(p, "birth", make)

    def dob(self, p, style=None):
        d = self.birth(p)
        style = style or style_for(self.rng, self.lang, self.jur, p.code, birth=True)
        return [P(fmt(d, style), "DATE_OF_BIRTH")]

    def when(self, back=900, ahead=60):
        return self.today + dt.timedelta(days=self.rng.randint(-back, ahead))

    def date_text(self, d=None):
        d = d or self.when()
        return fmt(d, style_for(self.rng, self.lang, self.jur))

    # -- addresses ----------------------------------------------------------------------------------------
    def _postal_ca(self, letters):
        ok = "ABCEGHJKLMNPRSTVWXYZ"
        first = self.rng.choice(letters)
        n = self.rng
        return f"{first}{n.randint(0, 9)}{n.choice(ok)} {n.randint(1, 9)}{n.choice(ok)}{n.randint(0, 9)}"

    def _address(self, where, region):
        r = self.rng
        num = r.choice([r.randint(2, 99), r.randint(100, 999), r.randint(1000, 9899)])
        if where == "ca":
            name, abbr, letters, _, towns = PROVINCES[region]
            town = r.choice(towns.split("|"))
            if region == "qc":
                street = r.choice(STREETS["qc"])
                unit = r.choice(["", "", f", app. {r.randint(1, 12)}"])
                prov = r.choice(["(Québec)", "QC", "Québec"])
                sep = "" if prov.startswith("(") else ", "
                return [P(f"{num}, {street}{unit}, {town}{' ' if not sep else sep}{prov}", "ADDRESS"), " ",
                        P(self._postal_ca(letters), "POSTAL_CODE")]  # fmt: skip
            street = r.choice(STREETS["ca"])
            lead = r.choice(["", "", f"{r.randint(101, 2404)}-", ""])
            unit = r.choice(["", "", "", f", Unit {r.randint(1, 30)}", ", RR 2"])
            prov = abbr if r.random() < 0.75 else name
            return [P(f"{lead}{num} {street}{unit}, {town}, {prov}", "ADDRESS"), r.choice(["  ", " ", ", "]),
                    P(self._postal_ca(letters), "POSTAL_CODE")]  # fmt: skip
        if where == "us":
            name, abbr, _, towns, (lo, hi) = STATES[region]
            town = r.choice(towns.split("|"))
            unit = r.choice(
                ["", "", f", Apt {r.randint(1, 9)}{r.choice('ABCD')}", f" #{r.randint(100, 420)}"]
            )
            st = abbr if r.random() < 0.8 else name
            z = f"{r.randint(lo, hi):03d}{r.randint(0, 99):02d}"
            if r.random() < 0.2:
                z += f"-{r.randint(1, 9999):04d}"
            return [P(f"{num} {r.choice(STREETS['us'])}{unit}, {town}, {st}", "ADDRESS"), f" {z}"]
        country, towns, streets, *_ = FOREIGN[where]
        town, extra = r.choice(towns.split("|")).split(":")
        street = r.choice(streets.split("|"))
        d = r.randint
        if where == "uk":
            inward = f"{d(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return [P(f"{num} {street}, {town}", "ADDRESS"), ", ", P(f"{extra} {inward}", "POSTAL_CODE")]
        text = {
            "ie": lambda: (
                f"{num} {street}, {town}, {extra} {r.choice('ACDEFHKNPRTVWXY')}{d(1, 9)}{r.choice('ACDEFHKNPRTVWXY')}{d(1, 9)}, {country}"
            ),
            "au": lambda: f"{num} {street}, {town} {extra}, {country}",
            "nz": lambda: f"{num} {street}, {town} {extra}, {country}",
            "za": lambda: f"{num} {street}, {town}, {extra}, {country}",
            "ke": lambda: r.choice(
                [
                    f"P.O. Box {d(100, 9999)}-{extra}, {town}, {country}",
                    f"House {num}, {street}, {town}, {country}",
                ]
            ),
            "ng": lambda: f"{num} {street}, {town}, {extra}, {country}",
            "in": lambda: f"Flat {d(1, 9)}0{d(1, 9)}, {street}, {town} {extra}, {country}",
            "sg": lambda: (
                f"Blk {d(100, 899)} {street}, #{d(2, 19):02d}-{d(10, 480)}, {town} {d(300000, 829999)}"
            ),
            "ph": lambda: f"{num} {street}, {town}, {extra}, {country}",
            "fr": lambda: f"{num} {street}, {extra} {town}, {country}",
            "de": lambda: f"{street} {num}, {extra} {town}, {country}",
            "es": lambda: f"{street} {num}, {d(1, 8)}.º {r.choice('ABCD')}, {extra} {town}, {country}",
            "it": lambda: f"{street} {num}, {extra.split()[0]} {town} ({extra.split()[1]}), {country}",
            "nl": lambda: f"{street} {num}, {extra} {town}, {country}",
            "br": lambda: f"{street}, {num}, apto {d(11, 94)}, {town} - {extra}, {country}",
            "mx": lambda: (
                f"{street} {num}, Col. Centro, {extra.split(',')[0]} {town}, {extra.split(', ')[1]}, {country}"
            ),
        }[where]()
        return [P(text, "ADDRESS")]

    def address(self, p):
        where, region = self.home(p)
        return self.keep(p, "addr", lambda: self._address(where, region))

    # -- contacts -----------------------------------------------------------------------------------------
    def _nanp(self, region):
        r = self.rng
        codes = (PROVINCES[region][3] if region in PROVINCES else STATES[region][2]).split()
        area = r.choice(codes)
        while True:
            ex = f"{r.randint(2, 9)}{r.randint(0, 9)}{r.randint(0, 9)}"
            if ex != "555" and ex[1:] != "11":
                break
        line = f"{r.randint(0, 9999):04d}"
        shape = r.choice(
            [
                "({a}) {e}-{l}",
                "{a}-{e}-{l}",
                "{a}.{e}.{l}",
                "+1 {a} {e} {l}",
                "1-{a}-{e}-{l}",
                "{a} {e} {l}",
                "+1 ({a}) {e}-{l}",
            ]
        )
        return shape.format(a=area, e=ex, l=line)

    def _foreign_phone(self, where, national_ok):
        intl, nat = PHONE_SHAPES[where]
        shape = nat if national_ok and self.rng.random() < 0.5 else intl
        out = ""
        i = 0
        while i < len(shape):
            if shape[i] == "{":
                j = shape.index("}", i)
                out += ids.nums(self.rng, int(shape[i + 1 : j]))
                i = j + 1
            else:
                out += shape[i]
                i += 1
        return out

    def phone(self, p, key="phone"):
        where, region = self.home(p)

        def make():
            if where in ("ca", "us"):
                return self._nanp(region)
            return self._foreign_phone(where, national_ok=self.jur == where)

        return [P(self.keep(p, key, make), "PHONE")]

    def email(self, p):
        def make():
            parts = p.handle() or ["client"]
            g, f = parts[0], parts[-1]
            yy = f"{self.birth(p).year % 100:02d}"
            local = self.rng.choice(
                [
                    f"{g}.{f}",
                    f"{g}{f}{yy}",
                    f"{g[0]}.{f}",
                    f"{f}_{g}",
                    f"{g}.{f}{self.rng.randint(1, 99)}",
                    f"{f}{g[0]}",
                ]
            )
            return f"{local}@{self.rng.choice(PROVIDERS)}"

        return [P(self.keep(p, "email", make), "EMAIL")]

    def url(self, p):
        def make():
            parts = p.handle() or ["page"]
            h = self.rng.choice(["".join(parts), "-".join(parts), parts[0] + str(self.rng.randint(10, 99))])
            return self.rng.choice(PROFILES).format(h=h)

        return [P(self.keep(p, "url", make), "URL")]

    def ip(self, p):
        return [
            P(
                self.keep(
                    p, "ip", lambda: ids.ipv4(self.rng) if self.rng.random() < 0.75 else ids.ipv6(self.rng)
                ),
                "IP_ADDRESS",
            )
        ]

    # -- numbers ------------------------------------------------------------------------------------------
    def sin(self, p):
        if self.home(p)[0] != "ca":
            return None
        return [P(self.keep(p, "sin", lambda: ids.sin(self.rng)), "SIN")]

    def ssn(self, p):
        if self.home(p)[0] != "us":
            return None
        return [P(self.keep(p, "ssn", lambda: ids.ssn(self.rng)), "SSN")]

    def health(self, p):
        where, region = self.home(p)
        if where != "ca" or region not in ("on", "bc", "qc"):
            return None

        def make():
            if region == "on":
                number, version = ids.ohip(self.rng)
                return [
                    P(number, "HEALTH_CARD", "on"),
                    self.rng.choice([f" {version}", f" (version {version})", f"-{version}"]),
                ]
            if region == "bc":
                return [P(ids.bc_phn(self.rng), "HEALTH_CARD", "bc")]
            return [
                P(ids.ramq(self.rng, p.f_lat or p.g_lat, p.g_lat, self.birth(p), p.fem), "HEALTH_CARD", "qc")
            ]

        return self.keep(p, "hc", make)

    def licence(self, p):
        where, region = self.home(p)
        key = f"{where}-{region}" if where in ("ca", "us") else where
        if key in ("sg",):
            return None
        return [
            P(
                self.keep(
                    p, "dl", lambda: ids.licence(self.rng, key, p.f_lat or p.g_lat, p.g_lat, self.birth(p))
                ),
                "DRIVERS_LICENSE",
            )
        ]

    def account(self, p):
        where, region = self.home(p)
        key = "qc" if region == "qc" else where
        return [P(self.keep(p, "acct", lambda: ids.account(self.rng, key)), "BANK_ACCOUNT")]

    def iban(self, p):
        where, _ = self.home(p)
        if where not in IBAN_COUNTRY:
            return None
        return [P(self.keep(p, "iban", lambda: ids.iban(self.rng, IBAN_COUNTRY[where])), "IBAN")]

    def card(self, p):
        return [P(self.keep(p, "card", lambda: ids.card(self.rng)), "CREDIT_CARD")]

    def handle_of(self, p):
        return fold("".join(p.handle()))
