"""Round-31 private people. A ``Person`` keeps one name, birth date, home, telephone, e-mail, web page, IP
address and set of identifiers through a document, and writes its mentions and the value of each detail."""

from __future__ import annotations

import re
import unicodedata

from r31_abroad import (
    COUNTRIES,
    abroad_bank,
    abroad_home,
    abroad_iban,
    abroad_licence,
    abroad_phone,
    has_iban,
)
from r31_ids import (
    PAPERS,
    bc_card,
    birth_day,
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
from r31_kit import decoy, pii
from r31_names import LATIN
from r31_names_native import NATIVE, SCRIPT
from r31_places import (
    PROVINCES,
    STATES,
    ca_bank,
    ca_home,
    ca_licence,
    ca_phone,
    us_bank,
    us_home,
    us_licence,
    us_phone,
)
from r31_words import CODE_WORDS, COURTESY

ALL_LOCALES = sorted(SCRIPT)
HOME_LOCALES = {
    "ca": {
        "en_CA": 14,
        "fr_CA": 8,
        "oj_CA": 2,
        "iu_CA": 2,
        "pa_IN": 3,
        "zh_CN": 3,
        "zh_HK": 2,
        "fil_PH": 3,
        "ar_LB": 2,
        "uk_UA": 2,
    },
    "us": {
        "en_US": 14,
        "es_US": 8,
        "es_MX": 3,
        "chr_US": 2,
        "yi_US": 2,
        "haw_US": 1,
        "vi_VN": 2,
        "ko_KR": 2,
        "ht_HT": 2,
        "zh_TW": 1,
    },
    "uk": {"en_GB": 8, "cy_GB": 2, "gd_GB": 2, "pa_IN": 2, "ur_PK": 2, "pl_PL": 2, "bn_BD": 2, "yo_NG": 1},
    "ie": {"en_IE": 8, "pl_PL": 2, "lt_LT": 2, "pt_BR": 2, "ro_RO": 1},
    "au": {"en_AU": 8, "zh_CN": 2, "vi_VN": 2, "el_GR": 2, "ar_LB": 2, "hi_IN": 1},
    "nz": {"en_NZ": 6, "mi_NZ": 4, "sm_WS": 2, "to_TO": 2, "fj_FJ": 1, "zh_CN": 1},
    "za": {"zu_ZA": 4, "xh_ZA": 4, "af_ZA": 4, "st_LS": 2},
    "in": {
        "hi_IN": 3,
        "ta_IN": 2,
        "te_IN": 2,
        "mr_IN": 2,
        "kn_IN": 2,
        "ml_IN": 2,
        "gu_IN": 1,
        "or_IN": 1,
        "as_IN": 1,
    },
    "sg": {"zh_CN": 4, "ms_MY": 3, "ta_IN": 2, "id_ID": 1},
    "ke": {"sw_KE": 5, "ki_KE": 3, "so_SO": 2, "lg_UG": 1},
    "ng": {"yo_NG": 4, "ig_NG": 4, "ha_NG": 4},
    "fr": {"fr_FR": 8, "ar_MA": 2, "wo_SN": 2, "pt_PT": 1, "tzm_MA": 1},
    "es": {"es_ES": 6, "ca_ES": 2, "eu_ES": 2, "gl_ES": 2, "ro_RO": 1, "ar_MA": 1},
    "mx": {"es_MX": 10, "es_GT": 2, "qu_PE": 1},
    "br": {"pt_BR": 10, "ja_JP": 1, "it_IT": 1},
    "de": {"de_DE": 8, "tr_TR": 2, "ku_TR": 1, "ru_RU": 1, "pl_PL": 1, "uk_UA": 1},
    "it": {"it_IT": 8, "ro_RO": 2, "sq_AL": 2, "ar_MA": 1},
    "nl": {"nl_NL": 8, "tr_TR": 2, "tzm_MA": 1, "ar_MA": 1},
    "se": {"sv_SE": 8, "fi_FI": 2, "syr_IQ": 1, "ckb_IQ": 1, "so_SO": 1},
}
MAIL_DOMAINS = {
    "ca": [
        "gmail.com",
        "outlook.com",
        "hotmail.ca",
        "videotron.ca",
        "sympatico.ca",
        "shaw.ca",
        "icloud.com",
        "yahoo.ca",
        "proton.me",
    ],
    "us": ["gmail.com", "yahoo.com", "outlook.com", "comcast.net", "icloud.com", "aol.com", "att.net"],
    "uk": ["btinternet.com", "gmail.com", "outlook.com"],
    "ie": ["eircom.net", "gmail.com"],
    "au": ["bigpond.com", "gmail.com"],
    "nz": ["xtra.co.nz", "gmail.com"],
    "za": ["mweb.co.za", "gmail.com"],
    "in": ["rediffmail.com", "gmail.com"],
    "sg": ["singnet.com.sg", "gmail.com"],
    "ke": ["gmail.com", "yahoo.com"],
    "ng": ["yahoo.com", "gmail.com"],
    "fr": ["orange.fr", "free.fr", "laposte.net"],
    "es": ["telefonica.net", "gmail.com"],
    "mx": ["yahoo.com.mx", "gmail.com"],
    "br": ["uol.com.br", "bol.com.br"],
    "de": ["web.de", "gmx.de", "t-online.de"],
    "it": ["libero.it", "virgilio.it"],
    "nl": ["ziggo.nl", "kpnmail.nl"],
    "se": ["telia.com", "bredband.net"],
}
CA_POSTAL = re.compile(r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d")
UK_POSTAL = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}")


def ascii_fold(s):
    s = (
        s.replace("ß", "ss")
        .replace("ø", "o")
        .replace("æ", "ae")
        .replace("ð", "d")
        .replace("þ", "th")
        .replace("ə", "e")
        .replace("ı", "i")
    )
    s = s.replace("Đ", "D").replace("đ", "d").replace("Ł", "L").replace("ł", "l")
    return "".join(
        c for c in unicodedata.normalize("NFKD", s) if c.isascii() and (c.isalnum() or c in " -'")
    ).lower()


def pick_locale(rng, jur, local_share=0.7):
    pool = HOME_LOCALES.get(jur)
    if pool and rng.random() < local_share:
        locs = sorted(k for k, w in pool.items() if w)
        return rng.choices(locs, weights=[pool[k] for k in locs])[0]
    return rng.choice(ALL_LOCALES)


class Person:
    def __init__(self, rng, ctx, loc, female, age="adult", family_of=None, home_of=None, taken=()):
        self.rng, self.ctx, self.loc, self.female = rng, ctx, loc, female
        self.native = None
        if loc in NATIVE:
            table = NATIVE[loc]
            for _ in range(20):
                gn, gl = rng.choice(table["women" if female else "men"])
                if gl not in taken:
                    break
            fam = family_of.fam if family_of and family_of.loc == loc else rng.choice(table["families"])
            (fnm, fnf), (flm, flf) = fam
            self.fam = fam
            self.given, self.family = gl, (flf if female else flm)
            nf = fnf if female else fnm
            parts = [nf, gn] if table["native_order"] == "fg" else [gn, nf]
            self.native = table["joiner"].join(parts)
            self.latin_fg = table["latin_order"] == "fg"
        else:
            table = LATIN[loc]
            for _ in range(20):
                gl = rng.choice(table["women" if female else "men"])
                if gl not in taken:
                    break
            self.fam = family_of.fam if family_of and family_of.loc == loc else rng.choice(table["families"])
            self.given, self.family = gl, self.fam[1] if female else self.fam[0]
            self.latin_fg = False
        self.born = birth_day(rng, young=age == "young", old=age == "old")
        self.age = age
        self._home(home_of)
        self._details()

    # -- home and identifiers
    def _home(self, home_of):
        rng, ctx = self.rng, self.ctx
        if home_of is not None:
            self.where, self.region, self.addr = home_of.where, home_of.region, home_of.addr
            return
        jur = ctx["jur"]
        if jur in ("ca", "us") and rng.random() < 1 / 12:
            self.where, self.region = "abroad", rng.choice(sorted(COUNTRIES))
        elif jur == "ca":
            self.where = "ca"
            self.region = ctx["region"] if rng.random() < 0.85 else rng.choice(sorted(PROVINCES))
        elif jur == "us":
            self.where = "us"
            self.region = ctx["region"] if rng.random() < 0.85 else rng.choice(sorted(STATES))
        else:
            self.where, self.region = "abroad", jur
        if self.where == "ca":
            self.addr = ("ca",) + ca_home(rng, self.region, ctx["lang"])
        elif self.where == "us":
            self.addr = ("us",) + us_home(rng, self.region)
        else:
            text, post = abroad_home(rng, self.region, with_country=jur in ("ca", "us"))
            self.addr = ("uk" if post else "other", text, post)
        assert not CA_POSTAL.search(self.addr[1]) and not UK_POSTAL.search(self.addr[1]), self.addr

    def _details(self):
        rng, where, region = self.rng, self.where, self.region
        local = self.ctx["jur"] not in ("ca", "us")
        if where == "ca":
            self.phone = ca_phone(rng, region)
            self.licence = ca_licence(rng, region, ascii_fold(self.family))
        elif where == "us":
            self.phone = us_phone(rng, region)
            self.licence = us_licence(rng, region, ascii_fold(self.family))
        else:
            self.phone = abroad_phone(rng, region, international=not local or rng.random() < 0.3)
            self.licence = abroad_licence(
                rng, region, ascii_fold(self.family), ascii_fold(self.given), self.born, self.female
            )
        g, f = (
            ascii_fold(self.given).replace(" ", "").replace("'", ""),
            ascii_fold(self.family).replace(" ", "").replace("'", ""),
        )
        g, f = g.strip("-") or "x", f.strip("-") or "y"
        dom = rng.choice(MAIL_DOMAINS.get(where if where != "abroad" else region, MAIL_DOMAINS["ca"]))
        form = rng.choice(["{g}.{f}", "{g0}{f}{n}", "{f}.{g}", "{g}{f}{y}", "{g}-{f}", "{f}{g0}{n}"])
        self.email = form.format(g=g, f=f, g0=g[0], n=rng.randint(1, 99), y=self.born.year % 100) + "@" + dom
        self.url = rng.choice(
            [
                f"https://www.linkedin.com/in/{g}-{f}-{digits(rng, 3)}",
                f"https://{g}{f}.ca",
                f"https://github.com/{g}{f[:4]}",
                f"https://www.instagram.com/{g}.{f}{rng.randint(1, 99)}",
                f"https://{f}{g[0]}.wordpress.com",
            ]
        )
        self.ip = ipv4(rng) if rng.random() < 0.8 else ipv6(rng)
        self.sin = sin(rng) if where == "ca" else None
        self.ssn = ssn(rng) if where == "us" else None
        self.hc = None
        if where == "ca" and region in ("on", "qc", "bc"):
            if region == "on":
                self.hc = ("on",) + ontario_card(rng)
            elif region == "bc":
                self.hc = ("bc", bc_card(rng), None)
            else:
                self.hc = (
                    "qc",
                    quebec_card(ascii_fold(self.family), ascii_fold(self.given), self.born, self.female),
                    None,
                )
        self.iban = (
            abroad_iban(rng, region)
            if where == "abroad" and has_iban(region) and (region != "uk" or rng.random() < 0.5)
            else None
        )
        if self.iban:
            self.bank = None
        elif where == "ca":
            acct, code, _ = ca_bank(rng)
            self.bank = (acct, code, "ca")
        elif where == "us":
            self.bank = us_bank(rng)[:2] + ("us",)
        else:
            acct, code = abroad_bank(rng, region)
            self.bank = (acct, code, region)
        self.card = card(rng)

    # -- mentions
    def latin(self):
        return f"{self.family} {self.given}" if self.latin_fg else f"{self.given} {self.family}"

    def tag(self, text):
        return pii(text, "PERSON", loc=self.loc)

    def first(self, native_share=0.8):
        """A first mention in full; a native-script name always sits beside its transliteration."""
        if self.native and self.rng.random() < native_share:
            if self.rng.random() < 0.6:
                return [self.tag(self.native), " (", self.tag(self.latin()), ")"]
            return [self.tag(self.latin()), " (", self.tag(self.native), ")"]
        return [self.tag(self.latin())]

    def row_name(self):
        r = self.rng.random()
        if r < 0.25:
            return [self.tag(f"{self.family.upper()}, {self.given}")]
        if r < 0.45:
            return [self.tag(f"{self.family}, {self.given}")]
        return self.first()

    def later(self, lang):
        r = self.rng.random()
        titles = COURTESY.get(lang)
        if r < 0.4:
            if titles and self.rng.random() < 0.5:
                return [f"{titles[1] if self.female else titles[0]} ", self.tag(self.family)]
            return [self.tag(self.family)]
        if r < 0.7:
            return [self.tag(self.given)]
        if r < 0.85:
            return [self.tag(f"{self.given[0]}. {self.family}")]
        return [self.tag(self.latin())]

    # -- values
    def dob(self, where, lang):
        rng, conv = self.rng, self.ctx["conv"]
        papers = PAPERS.get(self.loc.split("_")[0])
        if where in ("row", "column", "answer") and papers and rng.random() < 0.3:
            form = papers
        elif where == "sentence" and lang == "en" and rng.random() < 0.2:
            form = "words"
        else:
            form = rng.choice(conv)
        return [pii(date_text(self.born, form), "DATE_OF_BIRTH")]

    def address(self):
        kind, text, post = self.addr
        if kind == "ca":
            return [pii(text, "ADDRESS"), self.rng.choice([", ", "  ", " "]), pii(post, "POSTAL_CODE")]
        if kind == "us":
            return [pii(text, "ADDRESS"), " ", post]
        if kind == "uk":
            return [pii(text, "ADDRESS"), ", ", pii(post, "POSTAL_CODE")]
        return [pii(text, "ADDRESS")]

    def bank_value(self):
        acct, code, kind = self.bank
        out = [pii(acct, "BANK_ACCOUNT")]
        if code:
            out += [f" ({CODE_WORDS.get(kind, 'bank code')} ", decoy(code, "bank_code"), ")"]
        return out

    def has(self, field):
        return {
            "sin": self.sin,
            "ssn": self.ssn,
            "hc": self.hc,
            "iban": self.iban,
            "bank": self.bank,
        }.get(field, True) is not None

    def value(self, field, where, lang):
        if field == "name":
            return self.row_name() if where != "sentence" else self.first()
        if field == "dob":
            return self.dob(where, lang)
        if field == "addr":
            return self.address()
        if field == "bank":
            return self.bank_value()
        if field == "hc":
            prov, number, version = self.hc
            out = [pii(number, "HEALTH_CARD", card=prov)]
            return out + [" ", version] if version else out
        simple = {
            "phone": ("phone", "PHONE"),
            "email": ("email", "EMAIL"),
            "url": ("url", "URL"),
            "ip": ("ip", "IP_ADDRESS"),
            "sin": ("sin", "SIN"),
            "ssn": ("ssn", "SSN"),
            "dl": ("licence", "DRIVERS_LICENSE"),
            "iban": ("iban", "IBAN"),
            "card": ("card", "CREDIT_CARD"),
        }
        attr, label = simple[field]
        return [pii(getattr(self, attr), label)]
