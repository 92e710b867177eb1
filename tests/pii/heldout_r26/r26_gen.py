"""``Gen``: the random draws of one round-26 document: who appears, where they live, their numbers and dates."""

from __future__ import annotations

import datetime as dt
import random

import r26_ids as ids
from r26_dates import dob_style, fmt
from r26_doc import dec, pii
from r26_fakes import Fakes, pick
from r26_licences import account, licence
from r26_names import LOCALES, POOLS, make_person, relative_family
from r26_places import (
    PROVINCE_WEIGHTS,
    PROVINCES,
    STATES,
    STREETS_CA,
    STREETS_QC,
    STREETS_US,
    UNITS_EN,
    UNITS_FR,
)
from r26_world import EXTRA, FOREIGN

HOME_LOCALES = {
    "ca": "en-CA en-CA en-CA fr-CA zh-CN zh-HK pa hi ur ta tl vi ar fa ko es-MX pt-PT it-IT pl uk so am ti yo ht "
    "iu mic en-GB en-JM gu ml si",
    "qc": "fr-CA fr-CA fr-CA fr-CA en-CA ht ar es-CO vi fr-FR pt-PT it-IT el wo ln",
    "us": "en-US en-US en-US es-MX es-MX es-PR es-SV es-CU vi zh-CN ko tl hi ar ht so nv haw en-JM ru pl",
}
PROVIDERS = {
    "ca": "gmail.com|outlook.com|videotron.ca|shaw.ca|telus.net|sympatico.ca|yahoo.ca|icloud.com|rogers.com|bell.net",
    "us": "gmail.com|yahoo.com|aol.com|outlook.com|icloud.com|comcast.net|hotmail.com|att.net|proton.me",
    "uk": "btinternet.com|gmail.com|sky.com|hotmail.co.uk", "ie": "eircom.net|gmail.com|outlook.ie",
    "au": "bigpond.com|gmail.com|optusnet.com.au", "nz": "xtra.co.nz|gmail.com", "fr": "orange.fr|free.fr|laposte.net",
    "be": "skynet.be|telenet.be|gmail.com", "de": "gmx.de|web.de|t-online.de", "at": "gmx.at|aon.at",
    "es": "telefonica.net|gmail.com|yahoo.es", "it": "libero.it|virgilio.it|gmail.com", "nl": "ziggo.nl|kpnmail.nl",
    "pt": "sapo.pt|gmail.com", "br": "uol.com.br|bol.com.br|gmail.com", "mx": "prodigy.net.mx|hotmail.com",
    "in": "rediffmail.com|gmail.com", "za": "telkomsa.net|mweb.co.za", "ph": "yahoo.com.ph|gmail.com",
}  # fmt: skip
PROFILES = ["https://www.linkedin.com/in/{h}", "https://www.facebook.com/{h}", "https://www.instagram.com/{h}/",
            "https://x.com/{h}", "https://github.com/{h}", "https://mastodon.social/@{h}", "https://{h}.wordpress.com",
            "https://www.tiktok.com/@{h}"]  # fmt: skip
TRUNK = set("uk ie au nz fr be de at nl za ph in".split())
IBAN_CC = {"uk": "GB", "ie": "IE", "fr": "FR", "be": "BE", "de": "DE", "at": "AT", "es": "ES", "it": "IT", "nl": "NL",
           "pt": "PT", "br": "BR"}  # fmt: skip
UK_AREAS = {"Kettering": "NN", "Wrexham": "LL", "Harrogate": "HG", "Dunfermline": "KY", "Truro": "TR",
            "Stockport": "SK", "Carlisle": "CA", "Lowestoft": "NR"}  # fmt: skip
AGES = {"child": (2007, 2021), "adult": (1955, 2001), "elder": (1929, 1956), "dead": (1931, 1968)}


def split(text):
    return [x.strip() for x in text.replace("\n", "").split("|") if x.strip()]


class Who:
    """One person in one document and what they keep through it."""

    def __init__(self, person, age, where, region, dob):
        self.p, self.age, self.where, self.region, self.dob = person, age, where, region, dob
        self.keep: dict = {}
        self.seen = False
        self.show_native = False
        self.home = None

    @property
    def loc(self):
        return self.p.loc


class Gen(Fakes):
    def __init__(self, seed, jur, region, lang):
        self.rng = random.Random(seed)
        self.jur, self.region, self.lang = jur, region, lang
        en_voice = {"us": "us", "uk": "uk"}.get(jur, "en")
        self.voice = en_voice if lang == "en" else lang
        self.style_key = (jur if jur in ("ca", "us") else "en") if lang == "en" else lang
        self.cc = "1" if jur in ("ca", "us") else FOREIGN[jur][8]
        self.today = dt.date(2023, 1, 1) + dt.timedelta(days=self.rng.randint(0, 900))
        self.cast: list[Who] = []

    # ---- people ---------------------------------------------------------------------------------------------
    def _locale(self):
        r = self.rng
        if r.random() < 0.36:
            return r.choice(LOCALES)
        if self.jur == "ca":
            key = "qc" if self.region == "qc" else "ca"
            return r.choice(HOME_LOCALES[key].split())
        if self.jur == "us":
            return r.choice(HOME_LOCALES["us"].split())
        return r.choice(FOREIGN[self.jur][3].split())

    def _where(self):
        r = self.rng
        if r.random() < 0.9:
            if self.jur == "ca":
                return "ca", (self.region if r.random() < 0.85 else self._province())
            if self.jur == "us":
                return "us", (self.region if r.random() < 0.85 else r.choice(sorted(STATES)))
            return self.jur, None
        far = r.choice(["ca", "us"] + sorted(FOREIGN))
        if far == self.jur:
            far = "uk" if self.jur != "uk" else "ca"
        if far == "ca":
            return "ca", self._province()
        if far == "us":
            return "us", r.choice(sorted(STATES))
        return far, None

    def _province(self):
        codes = sorted(PROVINCE_WEIGHTS)
        return self.rng.choices(codes, weights=[PROVINCE_WEIGHTS[c] for c in codes])[0]

    def _birth(self, age):
        lo, hi = AGES[age]
        start = dt.date(lo, 1, 1)
        return start + dt.timedelta(days=self.rng.randint(0, (dt.date(hi, 12, 28) - start).days))

    def who(self, age="adult", kin=None, female=None, same_home=None):
        """A new person; ``kin`` shares a family name (and often a home) with the new one."""
        r = self.rng
        used = {c.p.full() for c in self.cast}
        for _ in range(12):
            if kin is not None and r.random() < 0.85:
                pool = kin.p.pool
                sex = (r.random() < 0.5) if female is None else female
                fam, nat = relative_family(pool, kin.p, sex)
                person = make_person(r, pool, sex, family=fam, family2=kin.p.family2, native_family=nat)
                where, region = kin.where, kin.region
            else:
                person = make_person(r, POOLS[self._locale()], female)
                where, region = self._where() if kin is None else (kin.where, kin.region)
            if person.full() not in used and person.given not in {c.p.given for c in self.cast}:
                break
        w = Who(person, age, where, region, self._birth(age))
        if kin is not None and (same_home if same_home is not None else r.random() < 0.7):
            w.home = kin.home
        w.show_native = person.native and r.random() < 0.8
        self.cast.append(w)
        return w

    # ---- values ---------------------------------------------------------------------------------------------
    def dob(self, w, style=None, own=True):
        style = style or dob_style(self.rng, self.style_key, w.loc if own else None)
        return pii(fmt(w.dob, style), "DATE_OF_BIRTH")

    def kin_birth(self, anchor, key):
        """A relative's birth date that fits the anchor's age (children after, parents before)."""
        gap = {"son": (19, 42), "daughter": (19, 42), "stepson": (15, 40), "stepdaughter": (15, 40),
               "niece": (10, 45), "nephew": (10, 45), "grandson": (40, 70), "granddaughter": (40, 70),
               "foster child": (20, 50), "mother": (-42, -18), "father": (-45, -19), "aunt": (-50, -12),
               "uncle": (-50, -12), "grandmother": (-75, -38), "grandfather": (-75, -40)}.get(key)  # fmt: skip
        if gap is None:
            return None
        year = anchor.dob.year + self.rng.randint(*gap)
        year = max(1921, min(year, self.today.year - 1))
        return dt.date(year, self.rng.randint(1, 12), self.rng.randint(1, 28))

    def _street(self, where, region):
        r = self.rng
        if where == "ca":
            st = pick(r, STREETS_QC if region == "qc" and r.random() < 0.85 else STREETS_CA)
            return f"{r.randint(2, 9890)}{',' if st[0].islower() else ''} {st}"
        if where == "us":
            return f"{r.randint(3, 24999)} {pick(r, STREETS_US)}"
        return None

    def _postal_ca(self, region):
        r = self.rng
        first = r.choice(PROVINCES[region][3])
        ok = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{first}{r.randint(0, 9)}{r.choice(ok)} {r.randint(0, 9)}{r.choice(ok)}{r.randint(0, 9)}"

    def _home(self, w):
        """(address text, postal code or None, ZIP or None) of a person's home."""
        r = self.rng
        if w.where == "ca":
            name, fr_name, abbr, _, _, towns = PROVINCES[w.region]
            town, street = pick(r, towns), self._street("ca", w.region)
            french = street.split(" ", 1)[1][0].islower()
            unit = ""
            if r.random() < 0.25:
                unit = ", " + r.choice(UNITS_FR if french else UNITS_EN).format(n=r.randint(1, 1400))
            prov = f"({fr_name})" if french and r.random() < 0.6 else r.choice([abbr, abbr, name])
            sep = " " if prov.startswith("(") else ", "
            return f"{street}{unit}, {town}{sep}{prov}", self._postal_ca(w.region), None
        if w.where == "us":
            name, abbr, _, towns, (lo, hi) = STATES[w.region]
            unit = (", " + r.choice(UNITS_EN).format(n=r.randint(1, 40))) if r.random() < 0.25 else ""
            zipc = f"{r.randint(lo, hi):03d}{r.randint(0, 99):02d}"
            if r.random() < 0.2:
                zipc += f"-{r.randint(1, 9999):04d}"
            return f"{self._street('us', w.region)}{unit}, {pick(r, towns)}, {abbr}", None, zipc
        spec = FOREIGN[w.where]
        towns = spec[4].split("|")
        at = r.randrange(len(towns))
        fill = {"no": str(r.randint(1, 220)), "st": pick(r, spec[5]), "town": towns[at]}
        for key, vals in EXTRA.get(w.where, {}).items():
            opts = vals.split("|") if "|" in vals else vals.split()
            fill[key] = opts[at % len(opts)].replace("_", " ")
        pc = ""
        for ch in spec[7]:
            pc += (
                str(r.randint(1, 9) if not pc else r.randint(0, 9))
                if ch == "9"
                else r.choice("ABCDEFGHJKLMNPRSTVWXZ")
                if ch == "A"
                else ch
            )
        fill["pc"] = pc
        text = spec[6].format(**fill)
        if w.where == "uk":
            area = UK_AREAS.get(fill["town"], "NN")
            post = f"{area}{r.randint(1, 29)} {r.randint(0, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            return text, post, None
        return text, None, None

    def address(self, w):
        if w.home is None:
            w.home = self._home(w)
        text, post, zipc = w.home
        abroad = w.where != self.jur
        if abroad and w.where == "ca":
            text += ", Canada"
        elif abroad and w.where not in ("us", "ca"):
            text += ", " + FOREIGN[w.where][0]
        out = [pii(text, "ADDRESS")]
        if post:
            squeeze = w.where == "ca" and self.rng.random() < 0.1
            out += [" ", pii(post.replace(" ", "") if squeeze else post, "POSTAL_CODE")]
        if zipc:
            out.append(f" {zipc}" + (", USA" if abroad else ""))
        return out

    def phone(self, w, slot="phone"):
        if slot not in w.keep:
            w.keep[slot] = self._phone(w)
        return pii(w.keep[slot], "PHONE")

    def _phone(self, w):
        r = self.rng
        if w.where in ("ca", "us"):
            areas = (PROVINCES[w.region][4] if w.where == "ca" else STATES[w.region][2]).split()
            num = ids.nanp(r, r.choice(areas))
            if w.where != self.jur and self.jur not in ("ca", "us") and not num.startswith("+"):
                num = "+1 " + num.lstrip("1-").replace("(", "").replace(")", "")
            return num
        spec = FOREIGN[w.where]
        mobile = r.random() < 0.7
        body = ids.pattern(r, spec[10] if mobile else spec[9])
        intl = w.where != self.jur or r.random() < 0.3
        if intl:
            if not mobile and w.where in TRUNK:
                body = body[1:]
            return f"+{spec[8]} {body.replace('(', '').replace(')', '')}"
        return ("0" + body) if mobile and w.where in TRUNK else body

    def email(self, w):
        if "email" not in w.keep:
            doms = PROVIDERS.get(w.where, PROVIDERS["us"])
            w.keep["email"] = f"{w.p.handle(self.rng)}@{pick(self.rng, doms)}"
        return pii(w.keep["email"], "EMAIL")

    def url(self, w):
        if "url" not in w.keep:
            h = w.p.handle(self.rng).replace(".", "-").replace("_", "-")
            w.keep["url"] = self.rng.choice(PROFILES).format(h=h)
        return pii(w.keep["url"], "URL")

    def ip(self, w):
        if "ip" not in w.keep:
            w.keep["ip"] = ids.ip6(self.rng) if self.rng.random() < 0.2 else ids.ip4(self.rng)
        return pii(w.keep["ip"], "IP_ADDRESS")

    def sin(self, w):
        if w.where != "ca":
            return None
        return pii(w.keep.setdefault("sin", ids.sin(self.rng)), "SIN")

    def ssn(self, w):
        if w.where != "us":
            return None
        return pii(w.keep.setdefault("ssn", ids.ssn(self.rng)), "SSN")

    def natid(self, w):
        return self.sin(w) if w.where == "ca" else self.ssn(w)

    def hc(self, w):
        if self.jur != "ca" or w.where != "ca" or w.region not in ("on", "bc", "qc"):
            return None
        if "hc" not in w.keep:
            r = self.rng
            if w.region == "on":
                num, vc = ids.ohip(r)
                w.keep["hc"] = (num, r.choice([f" {vc}", f" ({vc})", "", f" version {vc}"]))
            elif w.region == "bc":
                w.keep["hc"] = (ids.bc_phn(r), "")
            else:
                w.keep["hc"] = (ids.ramq(w.p.short_surname(), w.p.given, w.dob, w.p.female, r), "")
        num, tail = w.keep["hc"]
        return (
            [pii(num, "HEALTH_CARD", loc=w.region), tail] if tail else pii(num, "HEALTH_CARD", loc=w.region)
        )

    def dl(self, w):
        if w.age == "child":
            return None
        where = w.region if w.where in ("ca", "us") else {"nl": "nld"}.get(w.where, w.where)
        return pii(w.keep.setdefault("dl", licence(self.rng, where, w.p, w.dob)), "DRIVERS_LICENSE")

    def iban(self, w):
        cc = IBAN_CC.get(w.where)
        if not cc or w.age == "child":
            return None
        return pii(w.keep.setdefault("iban", ids.iban(self.rng, cc, self.rng.random() < 0.7)), "IBAN")

    def acct(self, w):
        if w.age == "child":
            return None
        if w.where in IBAN_CC and w.where != "uk":
            return self.iban(w)
        return pii(w.keep.setdefault("acct", account(self.rng, w.where)), "BANK_ACCOUNT")

    def bank(self, w):
        if w.where in IBAN_CC and w.where != "uk":
            return self.bank_code(w.where) if self.rng.random() < 0.5 else None
        if "bank" not in w.keep:
            w.keep["bank"] = self.bank_code(w.where)
        return w.keep["bank"]

    def cc_number(self, w):
        if w.age == "child":
            return None
        return pii(w.keep.setdefault("cc", ids.card(self.rng)), "CREDIT_CARD")

    def town(self):
        """A town of the document's own jurisdiction named outside any address (a place-name decoy)."""
        if self.jur == "ca":
            towns = PROVINCES[self.region][5]
        elif self.jur == "us":
            towns = STATES[self.region][3]
        else:
            towns = FOREIGN[self.jur][4]
        return dec(pick(self.rng, towns), "place_name")
