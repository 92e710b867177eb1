"""Round-30 private people. A ``Person`` keeps one name, birth date, home, telephone, e-mail, web page, IP
address and identifier set through a document, and writes its mentions and each field's value."""

from __future__ import annotations

import unicodedata

from r30_abroad import ABROAD, IBAN_SHAPE, abroad_bank, abroad_home, abroad_licence
from r30_kit import pii
from r30_names import LATIN
from r30_names_native import NATIVE, SCRIPT
from r30_numbers import (
    CONVENTIONS,
    PAPERS,
    bc_card,
    card,
    date_text,
    digits,
    ipv4,
    ipv6,
    ontario_card,
    quebec_card,
    sin,
    ssn,
)
from r30_phrases import COURTESY
from r30_places import PROVINCES, STATES, ca_bank, ca_home, ca_licence, us_bank, us_home, us_licence

ALL_LOCALES = sorted(SCRIPT)
# Larger communities with their own ways of writing dates get more weight.
_DIASPORA = {
    "zh_CN": 4,
    "zh_HK": 3,
    "zh_TW": 2,
    "ko_KR": 3,
    "vi_VN": 3,
    "uk_UA": 3,
    "ru_RU": 2,
    "el_GR": 2,
    "hu_HU": 2,
}
_DIASPORA.update({"th_TH": 2, "tr_TR": 2, "pa_IN": 3, "tl_PH": 3, "ar_SY": 2})
CA_POOL = {**{loc: 1 for loc in ALL_LOCALES}, **_DIASPORA, "en_CA": 34, "fr_CA": 16}
QC_POOL = {**CA_POOL, "fr_CA": 70, "ht_HT": 4, "ar_SY": 3}
US_POOL = {**{loc: 1 for loc in ALL_LOCALES}, **_DIASPORA, "en_US": 36, "es_MX": 8, "es_PR": 3}
MAIL_HOSTS = {
    "ca": "gmail.com outlook.com videotron.ca sympatico.ca icloud.com yahoo.ca shaw.ca proton.me",
    "us": "gmail.com yahoo.com outlook.com icloud.com aol.com comcast.net proton.me",
    "uk": "btinternet.com gmail.com outlook.com",
    "ie": "eircom.net gmail.com",
    "au": "bigpond.com gmail.com",
    "nz": "xtra.co.nz gmail.com",
    "za": "mweb.co.za gmail.com",
    "in": "rediffmail.com gmail.com",
    "sg": "singnet.com.sg gmail.com",
    "ph": "yahoo.com.ph gmail.com",
    "gh": "gmail.com yahoo.com",
    "jm": "gmail.com hotmail.com",
    "mx": "yahoo.com.mx gmail.com prodigy.net.mx",
    "br": "uol.com.br gmail.com bol.com.br",
    "fr": "orange.fr free.fr laposte.net",
    "de": "gmx.de web.de t-online.de",
    "it": "libero.it gmail.com tiscali.it",
    "nl": "ziggo.nl kpnmail.nl gmail.com",
    "pl": "wp.pl onet.pl interia.pl",
}


def pick(rng, weights):
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def slug(s):
    plain = unicodedata.normalize(
        "NFKD", s.replace("ø", "o").replace("ł", "l").replace("đ", "d").replace("ß", "ss")
    )
    return (
        "".join(c for c in plain.lower() if c.isascii() and (c.isalnum() or c in " -"))
        .replace(" ", "")
        .replace("-", "")
    )


def _fresh(rng, names, taken, latin):
    """A given name no one else in the document has (when the stock allows)."""
    free = [n for n in names if latin(n) not in taken]
    return rng.choice(free or names)


class Person:
    def __init__(self, rng, loc, female, born, home, family=None, taken=()):
        self.rng, self.loc, self.female, self.born, self.home = rng, loc, female, born, home
        self.native = None
        if loc in NATIVE:
            e = NATIVE[loc]
            g = _fresh(rng, e["women" if female else "men"], taken, lambda x: x[1])
            fam = family or rng.choice(e["families"])
            f = fam[1] if female else fam[0]
            self.given, self.family = g[1], f[1]
            latin = [g[1], f[1]] if e["latin_order"] == "gf" else [f[1], g[1]]
            native = [g[0], f[0]] if e["native_order"] == "gf" else [f[0], g[0]]
            self.full = " ".join(latin)
            self.native = e["joiner"].join(native)
        else:
            e = LATIN[loc]
            fam = family or rng.choice(e["families"])
            self.given = _fresh(rng, e["women" if female else "men"], taken, lambda x: x)
            self.family = fam[1] if female else fam[0]
            self.full = f"{self.given} {self.family}"
        self.family_entry = fam
        self.seen = False
        where = home["where"]
        self.country, self.region = where
        self.phone = home["phone"]
        user = slug(self.given)[:12] or "user"
        fam_slug = slug(self.family)[:14] or "x"
        handle = rng.choice(
            [
                f"{user}.{fam_slug}",
                f"{user[0]}{fam_slug}{born.year % 100:02d}",
                f"{fam_slug}_{user}",
                f"{user}{fam_slug}{rng.randint(1, 99)}",
            ]
        )
        self.email = f"{handle}@{rng.choice(MAIL_HOSTS.get(self.country, MAIL_HOSTS['ca']).split())}"
        self.url = rng.choice(
            [
                f"https://www.linkedin.com/in/{user}-{fam_slug}-{digits(rng, 3)}",
                f"https://{user}{fam_slug}.ca",
                f"https://instagram.com/{handle.replace('.', '_')}",
                f"https://github.com/{user}{fam_slug[:4]}",
                f"https://mastodon.social/@{user}{fam_slug[:3]}",
                f"https://{fam_slug}{user[:1]}.wordpress.com",
            ]
        )
        self.ip = ipv4(rng) if rng.random() < 0.7 else ipv6(rng)
        self.ids = self._ids(rng)

    def _ids(self, rng):
        ids = {"card": card(rng)}
        c, r = self.country, self.region
        if c == "ca":
            ids["sin"] = sin(rng)
            ids["dl"] = ca_licence(rng, r, self.family, self.born)
            hc = PROVINCES[r][7]
            if hc == "on":
                ids["hc"] = ontario_card(rng)
            elif hc == "bc":
                ids["hc"] = (bc_card(rng), None)
            elif hc == "qc":
                ids["hc"] = (quebec_card(rng, self.family, self.given, self.born, self.female), None)
        elif c == "us":
            ids["ssn"] = ssn(rng)
            ids["dl"] = us_licence(rng, r, self.family)
        else:
            ids["dl"] = abroad_licence(rng, c, self.family, self.given, self.born)
            account, iban_text = abroad_bank(rng, c)
            if account:
                ids["bank_row"] = account
            if iban_text:
                ids["iban"] = iban_text
        return ids

    def has(self, field):
        return field in ("name", "dob", "addr", "phone", "email", "url", "ip", "bank") or field in self.ids

    def _mark(self, text):
        return pii(text, "PERSON", loc=self.loc)

    def first(self):
        self.seen = True
        if self.native:
            pair = [self._mark(self.native), " (", self._mark(self.full), ")"]
            if self.rng.random() < 0.35:
                pair = [self._mark(self.full), " (", self._mark(self.native), ")"]
            return pair
        return [self._mark(self.full)]

    def row_name(self):
        if self.native and not self.seen:
            return self.first()
        self.seen = True
        roll = self.rng.random()
        if self.family[:1].islower() or self.native:
            roll = 1.0
        if roll < 0.3:
            return [self._mark(f"{self.family.upper()}, {self.given}")]
        if roll < 0.45:
            return [self._mark(f"{self.family}, {self.given}")]
        return [self._mark(self.full)]

    def later(self, lang):
        if not self.seen:
            return self.first()
        roll = self.rng.random()
        if roll < 0.4 and lang == "pl":
            roll = 0.9  # Polish sentences would decline a title; the full name is written instead
        if roll < 0.4:
            titles = COURTESY[lang][1 if self.female else 0]
            return [self.rng.choice(titles) + " ", self._mark(self.family)]
        if roll < 0.6:
            return [self._mark(self.given)]
        if roll < 0.75:
            return [self._mark(f"{self.given[0]}. {self.family}")]
        return [self._mark(self.full)]

    def dob(self, ctx, papers_ok=True, sentence=False):
        forms = list(CONVENTIONS[ctx["conv"]])
        if sentence and ctx["lang"] == "en" and self.rng.random() < 0.45:
            return pii(date_text(self.born, "words"), "DATE_OF_BIRTH")
        own = PAPERS.get(self.loc)
        if papers_ok and own and self.rng.random() < 0.6:
            forms = [own]
        return pii(date_text(self.born, self.rng.choice(forms)), "DATE_OF_BIRTH")

    def value(self, field, ctx, sentence=False):
        rng, lang = self.rng, ctx["lang"]
        if field == "name":
            return self.row_name()
        if field == "dob":
            return [self.dob(ctx, papers_ok=not sentence, sentence=sentence)]
        if field == "addr":
            return list(self.home["addr"])
        if field == "phone":
            tail = ""
            if self.country in ("ca", "us") and rng.random() < 0.12:
                tail = rng.choice([f" ext. {rng.randint(10, 899)}", f" x{rng.randint(10, 899)}"])
            return [pii(self.phone + tail, "PHONE")]
        if field == "email":
            return [pii(self.email, "EMAIL")]
        if field == "url":
            return [pii(self.url, "URL")]
        if field == "ip":
            return [pii(self.ip, "IP_ADDRESS")]
        if field in ("sin", "ssn", "dl", "iban", "card"):
            label = {
                "sin": "SIN",
                "ssn": "SSN",
                "dl": "DRIVERS_LICENSE",
                "iban": "IBAN",
                "card": "CREDIT_CARD",
            }[field]
            return [pii(self.ids[field], label)]
        if field == "hc":
            number, version = self.ids["hc"]
            card_prov = PROVINCES[self.region][7]
            out = [pii(number, "HEALTH_CARD", card=card_prov)]
            if version:
                out.append(f" {version}" if rng.random() < 0.6 else f" (version {version})")
            return out
        if field == "bank":
            if "bank_row" in self.ids:
                return list(self.ids["bank_row"])
            if self.country == "ca":
                return ca_bank(rng, lang)
            if self.country == "us":
                return us_bank(rng, lang)
            return [pii(self.ids["iban"], "IBAN")]
        raise KeyError(field)


def home_for(rng, ctx, abroad_share=1 / 12):
    """A home in the document's jurisdiction (its province or state when fixed), sometimes abroad."""
    jur, region = ctx["jur"], ctx["region"]
    if jur in ("ca", "us") and rng.random() < abroad_share:
        code = rng.choice(sorted(ABROAD))
        return abroad_home(rng, code, intl=True), pick(rng, ABROAD[code]["locales"])
    if jur == "ca":
        prov = region or pick(rng, {k: v[6] for k, v in PROVINCES.items()})
        french = ctx["lang"] == "fr" or (prov == "qc" and rng.random() < 0.7)
        return ca_home(rng, prov, french), pick(rng, QC_POOL if prov == "qc" else CA_POOL)
    if jur == "us":
        state = region or rng.choice(sorted(STATES))
        return us_home(rng, state), pick(rng, US_POOL)
    pool = dict(ABROAD[jur]["locales"])
    if rng.random() < 0.2:
        pool = {loc: 1 for loc in ALL_LOCALES}
    return abroad_home(rng, jur), pick(rng, pool)


def has_iban_home(person):
    return person.country in IBAN_SHAPE
