"""``Gen``: the random draws of one document (people, dates, contacts, identifiers)."""

from __future__ import annotations

import datetime as dt
import random

import r23_ids as ids
from r23_dates import LOCALE_LANG, STYLES, fmt
from r23_doc import D, S
from r23_names import CODES, NATIVE_CODES, Person, fold
from r23_places import FOREIGN, PROVINCES, STATES, STREETS_EN, STREETS_FR, STREETS_US

CA_POOL = (
    "en-CA en-CA en-CA fr-CA fr-CA pa zh ta ur tl ar fa iu cr-Latn oj-Latn moh uk hi ko vi it pt-PT".split()
)
US_POOL = "en-US en-US en-US es-MX es-DO es-CU ht zh ko vi tl ru he am so hi haw sm yo ig pl el".split()
POSTAL_L = "ABCEGHJKLMNPRSTVWXYZ"
UK_PC = ["NN15", "S71", "TR1", "LA2", "DD1"]
IBAN_OF = {"uk": "GB", "ie": "IE", "fr": "FR", "de": "DE"}
PROVIDERS = [
    "fastmail.com",
    "gmail.com",
    "outlook.com",
    "yahoo.ca",
    "proton.me",
    "icloud.com",
    "videotron.ca",
    "shaw.ca",
    "hotmail.com",
    "comcast.net",
    "sympatico.ca",
    "gmx.de",
    "laposte.net",
    "bigpond.com",
]


def _list(s):
    return [x.strip() for x in s.replace("\n", "").split("|") if x.strip()]


class Gen:
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.hc: set[str] = set()
        self.tokens: set[str] = set()
        self.people: list[Person] = []
        self.memos: dict = {}
        self.day = dt.date(2019, 1, 1) + dt.timedelta(days=self.rng.randint(0, 2400))
        if lang in ("fr", "es", "pt", "de"):
            self.style = lang
        else:
            self.style = self.rng.choice(
                STYLES[:8] if jur in ("ca", "us") else ["dmy", "en_dmy", "iso", "dot"]
            )

    def memo(self, p, key, fn):
        k = (id(p), key)
        if k not in self.memos:
            self.memos[k] = fn()
        return self.memos[k]

    # people
    def person(self, role="", abroad=False):
        rng = self.rng
        pool = CA_POOL if self.jur == "ca" else US_POOL if self.jur == "us" else FOREIGN[self.jur][1].split()
        for _ in range(40):
            r = rng.random()
            code = (
                rng.choice(pool)
                if r < (0.4 if abroad else 0.55)
                else rng.choice(NATIVE_CODES if r > 0.8 else CODES)
            )
            p = Person(rng, code, role)
            if not (p.tokens() & self.tokens):
                break
        self.tokens |= p.tokens()
        self.people.append(p)
        return p

    # dates
    def dob(self, p):
        def make():
            d = dt.date(1936, 1, 1) + dt.timedelta(days=self.rng.randint(0, 28000))
            lang = LOCALE_LANG.get(p.loc)
            if lang and self.rng.random() < 0.6:
                style = lang
            elif self.style in ("fr", "es", "pt", "de") or self.rng.random() < 0.35:
                style = self.style if self.style in ("fr", "es", "pt", "de") else self.rng.choice(STYLES)
            else:
                style = self.rng.choice(
                    STYLES + ["it", "nl", "tl", "ru", "pl", "cjk", "de", "fr", "es", "pt"]
                )
            return fmt(d, style)

        return S(self.memo(p, "dob", make), "DATE_OF_BIRTH")

    def date(self, back=400, fwd=120):
        d = self.day + dt.timedelta(days=self.rng.randint(-back, fwd))
        return D(fmt(d, self.style), "non_birth_date")

    def today(self):
        return D(fmt(self.day, self.style), "non_birth_date")

    # contacts
    def _nanp(self):
        rng = self.rng
        areas = PROVINCES[self.region][3] if self.jur == "ca" else STATES[self.region][3]
        area = rng.choice(areas)
        ex = rng.choice("23456789") + rng.choice("0234679") + rng.choice("023456789")
        line = f"{rng.randint(0, 9999):04d}"
        return rng.choice(
            [
                f"({area}) {ex}-{line}",
                f"{area}-{ex}-{line}",
                f"{area}.{ex}.{line}",
                f"+1 {area} {ex} {line}",
                f"1-{area}-{ex}-{line}",
                f"{area} {ex} {line}",
            ]
        )

    def phone(self, p):
        def make():
            if self.jur in ("ca", "us"):
                return self._nanp()
            cc = FOREIGN[self.jur][2]
            d = ids.digits(self.rng, 9)
            return self.rng.choice([f"+{cc} {d[:3]} {d[3:6]} {d[6:]}", f"+{cc} {d[:2]} {d[2:5]} {d[5:]}"])

        return S(self.memo(p, "phone", make), "PHONE")

    def email(self, p):
        def make():
            g = fold(p.given).lower().replace(" ", "").replace("'", "")
            f = fold(p.family or p.given).lower().replace(" ", "").replace("'", "")
            user = self.rng.choice(
                [f"{g}.{f}", f"{g[0]}{f}", f"{f}_{g}", f"{g}{self.rng.randint(2, 99)}", f"{f}.{g[0]}"]
            )
            return f"{user}@{self.rng.choice(PROVIDERS)}"

        return S(self.memo(p, "email", make), "EMAIL")

    def url(self, p):
        def make():
            h = fold(p.given + p.family).lower().replace(" ", "").replace("-", "").replace("'", "")
            return self.rng.choice(
                [
                    f"https://www.linkedin.com/in/{h}-{self.rng.randint(10, 999)}",
                    f"https://www.facebook.com/{h}",
                    f"https://{h}.ca",
                    f"https://instagram.com/{h}_",
                    f"http://www.{h}-photography.com/about",
                ]
            )

        return S(self.memo(p, "url", make), "URL")

    def address(self, p):
        return self.memo(p, "addr", self._address)

    def _address(self):
        rng = self.rng
        num = str(rng.randint(2, 9890))
        unit = rng.choice(["", "", "", f"Unit {rng.randint(1, 40)}, ", f"Apt. {rng.randint(101, 1804)}, "])
        if self.jur == "ca":
            name, ab, letters, _, towns = PROVINCES[self.region]
            st = rng.choice(_list(STREETS_FR if self.region == "qc" else STREETS_EN))
            town = rng.choice(towns)
            prov = rng.choice([ab, name])
            pc = (
                rng.choice(letters)
                + str(rng.randint(0, 9))
                + rng.choice(POSTAL_L)
                + rng.choice([" ", " ", ""])
                + str(rng.randint(0, 9))
                + rng.choice(POSTAL_L)
                + str(rng.randint(0, 9))
            )
            street = f"{num}, {st}" if self.region == "qc" and rng.random() < 0.5 else f"{num} {st}"
            return [
                S(f"{unit}{street}, {town}, {prov}", "ADDRESS"),
                rng.choice(["  ", " "]),
                S(pc, "POSTAL_CODE"),
            ]
        if self.jur == "us":
            name, ab, zips, _, towns = STATES[self.region]
            st = rng.choice(_list(STREETS_US))
            apt = rng.choice(["", "", f", Apt {rng.randint(1, 9)}{rng.choice('ABCD')}"])
            z = rng.choice(zips) + f"{rng.randint(0, 99):02d}"
            return [S(f"{num} {st}{apt}, {rng.choice(towns)}, {ab}", "ADDRESS"), f" {z}"]
        country, _, _, towns, streets, pcs, order = FOREIGN[self.jur]
        st, town = rng.choice(streets), rng.choice(towns)
        if pcs == "uk":
            pc = f"{rng.choice(UK_PC)} {rng.randint(1, 9)}{rng.choice('ABDEFHJLNPRSTUWXYZ')}{rng.choice('ABDEFHJLNPRSTUWXYZ')}"
            return [S(f"{num} {st}, {town}", "ADDRESS"), " ", S(pc, "POSTAL_CODE")]
        code = "".join(str(rng.randint(0, 9)) for _ in range(int(pcs))) if pcs.isdigit() else ""
        if pcs == "eir":
            code = f"V{rng.randint(10, 95)} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(100, 999)}"
        if order == "street_pc_town":
            text = (
                f"{st} {num}, {code} {town}, {country}"
                if self.jur == "de"
                else f"{num} {st}, {code} {town}, {country}"
            )
        elif order == "pobox":
            text = f"P.O. Box {num}-{code}, {town}, {country}"
        elif code:
            text = f"{num} {st}, {town} {code}, {country}"
        else:
            text = f"{num} {st}, {town}, {country}"
        return [S(text, "ADDRESS")]

    # identifiers
    def sin(self, p):
        return S(self.memo(p, "sin", lambda: ids.sin(self.rng)), "SIN")

    def ssn(self, p):
        return S(self.memo(p, "ssn", lambda: ids.ssn(self.rng)), "SSN")

    def health(self, p):
        if self.jur != "ca" or self.region not in ("on", "bc", "qc"):
            return None
        self.hc.add(self.region)
        if self.region == "on":
            return S(self.memo(p, "hc", lambda: ids.ohip(self.rng)), "HEALTH_CARD")
        if self.region == "bc":
            return S(self.memo(p, "hc", lambda: ids.bc_phn(self.rng)), "HEALTH_CARD")
        fam = fold(p.family or p.given)
        return S(self.memo(p, "hc", lambda: ids.ramq(self.rng, fam, fold(p.given))), "HEALTH_CARD")

    def licence(self, p):
        issuer = self.region if self.jur in ("ca", "us") else self.jur
        return S(
            self.memo(p, "dl", lambda: ids.licence(self.rng, issuer, fold(p.family or p.given))),
            "DRIVERS_LICENSE",
        )

    def account(self, p):
        return S(self.memo(p, "acct", lambda: ids.account(self.rng, self.jur)), "BANK_ACCOUNT")

    def iban(self, p):
        return S(self.memo(p, "iban", lambda: ids.iban(self.rng, IBAN_OF.get(self.jur))), "IBAN")

    def card(self, p):
        return S(self.memo(p, "card", lambda: ids.card(self.rng)), "CREDIT_CARD")

    def ip(self):
        return S(ids.ipv4(self.rng) if self.rng.random() < 0.8 else ids.ipv6(self.rng), "IP_ADDRESS")

    def national_id(self, p):
        """The jurisdiction's personal number, where the set has a label for it."""
        if self.jur == "ca":
            return self.sin(p)
        if self.jur == "us":
            return self.ssn(p)
        return None
