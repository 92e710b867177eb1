"""Round-27 ``Maker``: the people of one document with their homes, contacts, birth dates and numbers, and each
value written as marks (one person keeps one value per field through a document)."""

from __future__ import annotations

import random

from r27_calendar import CONVENTION, PAPERS, birth, english, long_form, numeric, other, words
from r27_folk import LOCALES, POOLS, Person
from r27_geo import (
    PROVINCE_ABBR,
    PROVINCES,
    STATES,
    STREET_ABBR_EN,
    STREET_TYPES_EN,
    STREET_TYPES_FR,
    STREETS_EN,
    STREETS_FR,
    STREETS_WORLD,
    US_UNITS,
    WORLD,
    WORLD_REGIONS,
)  # fmt: skip
from r27_numbers import (
    LICENCE,
    account,
    bc_phn,
    card,
    iban,
    ip,
    licence,
    nanp,
    ohip,
    pattern,
    ramq,
    sin,
    ssn,
    world_phone,
)
from r27_page import gold

MAIL = {
    "ca": "gmail.com hotmail.ca videotron.ca shaw.ca sympatico.ca outlook.com icloud.com yahoo.ca telus.net proton.me",
    "us": "gmail.com yahoo.com aol.com outlook.com comcast.net att.net icloud.com proton.me",
    "uk": "btinternet.com gmail.com outlook.com", "ie": "eircom.net gmail.com", "au": "bigpond.com gmail.com",
    "nz": "xtra.co.nz gmail.com", "za": "webmail.co.za gmail.com", "in": "rediffmail.com gmail.com",
    "sg": "singnet.com.sg gmail.com", "ke": "gmail.com yahoo.com", "fr": "orange.fr free.fr laposte.net",
    "be": "skynet.be gmail.com", "ch": "bluewin.ch gmx.ch", "de": "web.de gmx.de t-online.de",
    "es": "telefonica.net gmail.com", "it": "libero.it virgilio.it", "nl": "ziggo.nl kpnmail.nl",
    "pt": "sapo.pt gmail.com", "br": "uol.com.br bol.com.br gmail.com",
}  # fmt: skip
IBAN_OF = {"fr": "fr", "be": "be", "ch": "ch", "de": "de", "es": "es", "it": "it", "nl": "nl", "pt": "pt",
           "uk": "gb", "ie": "ie", "br": "br"}  # fmt: skip
UK_TAIL = "ABDEFGHJLNPQRSTUWXYZ"
LOCAL = {"ca": "en-CA en-CA en-CA fr-CA fr-CA", "us": "en-US en-US en-US es-MX es-PR es-SV"}


class Home:
    __slots__ = ("jur", "region", "address", "phone")

    def __init__(self, jur, region, address, phone):
        self.jur, self.region, self.address, self.phone = jur, region, address, phone


class Maker:
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        self.conv = CONVENTION["qc" if region == "qc" and lang == "fr" else jur]
        self.people: list[Person] = []
        self.paper_rate = self.rng.choice((0.2, 0.35, 0.5))

    # people -------------------------------------------------------------------------------------------
    def locale(self):
        rng = self.rng
        if rng.random() < 0.4:
            pool = LOCAL.get(self.jur) or WORLD[self.jur][3]
            if self.region == "qc" and rng.random() < 0.6:
                return "fr-CA"
            return rng.choice(pool.split())
        return rng.choice(LOCALES)

    def person(self, age="adult", sex=None, kin=None, loc=None, abroad=False):
        rng = self.rng
        loc = loc or (kin.loc if kin else self.locale())
        pool = POOLS[loc]
        sex = sex or rng.choice("mf")
        used = {q.given for q in self.people}
        names = pool.men if sex == "m" else pool.women
        fresh = [x for x in names if x[1][0] not in used]
        nat, lat = rng.choice(fresh or names)
        if kin is not None and pool.order != "bin":
            fam_lat, fam_nat = kin.family, kin.nfamily
            if kin.sex != sex:
                for fn, fl in pool.families:
                    if kin.family in fl:
                        fam_lat = fl[1] if sex == "f" else fl[0]
                        fam_nat = fn[1 if sex == "f" else 0] if fn else None
        else:
            fn, fl = rng.choice(pool.families)
            fam_lat = fl[1] if sex == "f" else fl[0]
            fam_nat = (fn[1] if sex == "f" else fn[0]) if fn else None
            if pool.order == "ds":
                fn2, fl2 = rng.choice([f for f in pool.families if f[1] != fl])
                fam_lat = f"{fam_lat} {fl2[0]}"
        p = Person(loc, sex, lat[0], fam_lat, nat[0] if nat else None, fam_nat, rng.random() < 0.5)
        p.facts["born"] = birth(rng, age)
        p.facts["age"] = age
        if kin is not None and "home" in kin.facts and rng.random() < 0.85:
            p.facts["home"] = kin.facts["home"]
        else:
            p.facts["home"] = self.home(abroad)
        self.people.append(p)
        return p

    def home(self, abroad=False):
        rng = self.rng
        if abroad:
            jur = rng.choice(sorted(j for j in WORLD if j != self.jur))
            return Home(jur, None, self.world_address(jur, True), world_phone(rng, jur, True))
        if self.jur == "ca":
            region = self.region or "on"
            return Home("ca", region, self.ca_address(region), nanp(rng, PROVINCES[region][3].split()))
        if self.jur == "us":
            st = self.region or "NY"
            return Home("us", st, self.us_address(st), nanp(rng, STATES[st][1].split()))
        return Home(self.jur, None, self.world_address(self.jur, False), world_phone(rng, self.jur))

    # addresses ----------------------------------------------------------------------------------------
    def ca_address(self, region):
        rng = self.rng
        name_en, name_fr, letters, _, towns, _ = PROVINCES[region]
        town = rng.choice(towns.split()).replace("_", " ")
        num = rng.randint(3, 9800)
        if region == "qc" or (region == "nb" and rng.random() < 0.4):
            street = f"{num}, {rng.choice(STREET_TYPES_FR)} {rng.choice(STREETS_FR)}"
            if rng.random() < 0.3:
                street = f"{street}, app. {rng.randint(1, 40)}"
            tail = rng.choice((f"{town} ({name_fr})", f"{town}, {PROVINCE_ABBR[region]}", f"{town} QC"))
        else:
            kind = rng.randrange(len(STREET_TYPES_EN))
            typ = (STREET_TYPES_EN if rng.random() < 0.6 else STREET_ABBR_EN)[kind]
            street = f"{num} {rng.choice(STREETS_EN)} {typ}"
            if rng.random() < 0.3:
                street = rng.choice(
                    (f"Unit {rng.randint(1, 30)}, {street}", f"{rng.randint(101, 2409)}-{street}")
                )
            tail = rng.choice(
                (f"{town}, {PROVINCE_ABBR[region]}", f"{town}, {name_en}", f"{town} {PROVINCE_ABBR[region]}")
            )
        code = (
            rng.choice(letters) + pattern(rng, "9") + rng.choice("ABCEGHJKLMNPRSTVWXYZ") + " "
            + pattern(rng, "9") + rng.choice("ABCEGHJKLMNPRSTVWXYZ") + pattern(rng, "9")
        )  # fmt: skip
        return ("ca", f"{street}, {tail}", code)

    def us_address(self, st):
        rng = self.rng
        name, _, towns, zips = STATES[st]
        town = rng.choice(towns.split()).replace("_", " ")
        kind = rng.randrange(len(STREET_TYPES_EN))
        typ = (STREET_TYPES_EN if rng.random() < 0.5 else STREET_ABBR_EN)[kind]
        street = f"{rng.randint(10, 24999)} {rng.choice(('N ', 'S ', 'E ', 'W ', '', '', ''))}{rng.choice(STREETS_EN)} {typ}"
        if rng.random() < 0.35:
            unit = rng.choice(US_UNITS)
            street += f", {unit}{'' if unit == '#' else ' '}{rng.randint(1, 412)}{rng.choice(('', 'B', ''))}"
        state = st if rng.random() < 0.8 else name
        return ("us", f"{street}, {town}, {state}", rng.choice(zips.split()) + pattern(rng, "99"))

    def world_address(self, jur, abroad):
        rng = self.rng
        streets, fmt = STREETS_WORLD[jur]
        towns = WORLD[jur][2].split()
        i = rng.randrange(len(towns))
        town = towns[i].replace("_", " ")
        region = WORLD_REGIONS.get(jur, "").split()
        post = {
            "au": "3999", "nz": "3999", "za": "0999", "in": "999999", "sg": "999999", "ke": "99999", "fr": "99999",
            "be": "5999", "ch": "8999", "de": "99999", "es": "99999", "it": "99999", "nl": "9999 ", "pt": "4999-999",
            "br": "99999-999",
        }.get(jur, "")  # fmt: skip
        post = pattern(rng, post) + (rng.choice(("AB", "KL", "RT", "GH")) if jur == "nl" else "")
        text = fmt.format(
            n=rng.randint(2, 280), s=rng.choice(streets.split("|")), t=town, p=post, f=rng.randint(1, 9),
            u=rng.randint(1, 120), d=rng.choice("ABCDI"), b=rng.randint(100, 99999), st=region[i] if region else "",
            c=region[i] if region else "",
        )  # fmt: skip
        if abroad or rng.random() < 0.3:
            text += f", {WORLD[jur][0]}"
        code = None
        if jur == "uk":
            code = (
                rng.choice(("S", "CA", "WV", "LA", "IP", "HG", "GL", "SK")) + str(rng.randint(1, 29)) + " "
                + str(rng.randint(1, 9)) + rng.choice(UK_TAIL) + rng.choice(UK_TAIL)
            )  # fmt: skip
        return (jur, text, code)

    # values -------------------------------------------------------------------------------------------
    def fact(self, p, field):
        rng, f = self.rng, p.facts
        if field in f:
            return f[field]
        home = f["home"]
        g, fam = p.handle()
        if field == "email":
            dom = rng.choice(MAIL[home.jur].split())
            user = rng.choice((f"{g}.{fam}", f"{g}{fam}", f"{g[:1]}{fam}{rng.randint(2, 99)}", f"{fam}.{g}",
                               f"{g}_{fam}{f['born'].year % 100:02d}", f"{g}.{fam}{f['born'].year}"))  # fmt: skip
            val = f"{user}@{dom}"
        elif field == "url":
            val = rng.choice((f"https://www.facebook.com/{g}.{fam}.{rng.randint(1, 999)}", f"https://instagram.com/{g}_{fam}",
                              f"https://www.linkedin.com/in/{g}-{fam}-{rng.randint(1000, 99999):x}",
                              f"https://www.tiktok.com/@{g}{fam}{rng.randint(1, 99)}", f"https://x.com/{fam}{g[:3]}"))  # fmt: skip
        elif field == "phone":
            val = home.phone if rng.random() < 0.7 else self.cell(home)
        elif field == "ip":
            val = ip(rng)
        elif field == "sin":
            val = sin(rng)
        elif field == "ssn":
            val = ssn(rng)
        elif field == "hc":
            region = home.region
            if region == "on":
                val = (ohip(rng), rng.choice(("AB", "KT", "XM", "RP")))
            elif region == "bc":
                val = (bc_phn(rng), None)
            else:
                val = (ramq(rng, p, f["born"]), None)
        elif field == "dl":
            where = home.region if home.jur in ("ca", "us") else "w" + home.jur
            val = licence(rng, where, p) if where in LICENCE else None
        elif field == "bank":
            val = account(rng, home.jur)
        elif field == "iban":
            val = iban(
                rng, IBAN_OF.get(home.jur, rng.choice(("de", "fr", "es", "nl", "pt", "pl", "ro", "at")))
            )
        elif field == "card":
            val = card(rng)
        else:
            raise KeyError(field)
        f[field] = val
        return val

    def cell(self, home):
        if home.jur == "ca":
            return nanp(self.rng, PROVINCES[home.region][3].split())
        if home.jur == "us":
            return nanp(self.rng, STATES[home.region][1].split())
        return world_phone(self.rng, home.jur, home.jur != self.jur)

    def can(self, p, field):
        home = p.facts["home"]
        if field == "sin":
            return home.jur == "ca"
        if field == "ssn":
            return home.jur == "us"
        if field == "hc":
            return home.jur == "ca" and home.region in ("on", "bc", "qc")
        if field == "dl":
            return home.jur != "sg" and p.facts["age"] in ("adult", "older")
        if field == "iban":
            return home.jur in IBAN_OF or home.jur not in ("ca", "us", "au", "nz", "za", "in", "sg", "ke")
        if field == "bank":
            return home.jur not in IBAN_OF
        if field in ("card", "email", "url", "ip", "phone"):
            return p.facts["age"] != "child"
        return True

    def dob_text(self, p, where="field"):
        """A birth date as the document (or, in a field, the person's own papers) writes it."""
        rng, d = self.rng, p.facts["born"]
        r = rng.random()
        paper = PAPERS.get(p.loc)
        if where in ("field", "column", "answer") and paper and r < self.paper_rate:
            return other(d, paper)
        if r < 0.45:
            return numeric(d, self.conv[0] if rng.random() < 0.8 else rng.choice(("us1", "dot", "iso")))
        if r < 0.8:
            return long_form(d, self.conv[1])
        if r < 0.9 and self.lang == "en":
            return words(d)
        if self.lang == "en":
            return english(d, rng.choice(("abbr", "mil", "ord", "dmy")))
        return long_form(d, self.conv[1])

    def marks(self, p, field, where="field"):
        """A value as a list of marks and plain text."""
        if field == "name":
            return p.full()
        if field == "dob":
            return [gold(self.dob_text(p, where), "DATE_OF_BIRTH", field="dob")]
        if field == "address":
            kind, text, code = p.facts["home"].address
            out = [gold(text, "ADDRESS", field="address")]
            if code and kind in ("ca", "uk"):
                out += [self.rng.choice((" ", "  ", ", ")), gold(code, "POSTAL_CODE", field="address")]
            elif code:
                out.append(f" {code}")
            return out
        val = self.fact(p, field)
        label = {"phone": "PHONE", "email": "EMAIL", "url": "URL", "ip": "IP_ADDRESS", "sin": "SIN", "ssn": "SSN",
                 "hc": "HEALTH_CARD", "dl": "DRIVERS_LICENSE", "bank": "BANK_ACCOUNT", "iban": "IBAN",
                 "card": "CREDIT_CARD"}[field]  # fmt: skip
        if field == "hc":
            num, version = val
            out = [gold(num, label, where=p.facts["home"].region, field=field)]
            if version:
                out.append(self.rng.choice((f" {version}", f" (version {version})", f" — vc {version}")))
            return out
        return [gold(val, label, field=field)]
