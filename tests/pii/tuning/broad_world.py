"""Names, numbers and places drawn for one split of the broad PII sets (see build_broad.py)."""

from __future__ import annotations

import random
import re
import unicodedata

from faker import Faker

SEED = 20261202

# Locales whose names the gazetteer leaves out: dev draws half its names from them.
DEV_LOCALES = ["ka_GE", "hy_AM", "sw", "ha_NG", "ig_NG", "uz_UZ", "si_LK", "ne_NP", "is_IS", "mk_MK", "en_KE"]
LATIN_LOCALES = [
    "pl_PL", "tr_TR", "no_NO", "da_DK", "sv_SE", "fi_FI", "fr_FR", "fr_CA", "fr_BE", "es_ES", "es_MX", "es_AR",
    "es_CO", "ga_IE", "en_IE", "yo_NG", "de_DE", "de_AT", "de_CH", "it_IT", "pt_BR", "pt_PT", "nl_NL", "nl_BE",
    "cs_CZ", "hu_HU", "ro_RO", "hr_HR", "lt_LT", "lv_LV", "sl_SI", "az_AZ", "tw_GH", "zu_ZA", "en_IN", "vi_VN",
    "en_CA", "en_US", "en_GB", "en_NZ", "en_NG", "en_PK", "et_EE", "sk_SK", "id_ID", "fil_PH", "es_CL",
]  # fmt: skip
NATIVE_LOCALES = [
    "ru_RU", "uk_UA", "bg_BG", "el_GR", "zh_CN", "zh_TW", "ko_KR", "ja_JP", "ar_SA", "fa_IR", "he_IL", "hi_IN",
    "th_TH", "bn_BD",
]  # fmt: skip
ROMANISED = {"ja_JP", "zh_CN", "zh_TW"}
_HONORIFIC_WORDS = re.compile(
    r"^(?:pan|pani|Prof\.|Dr\.|Dr|Mr\.|Mrs\.|Ms\.|Miss|Mx\.|Sr\.|Sra\.|Hr\.|Fr\.|M\.|Mme|Ing\.|Mgr\.|Bc\.)\s+"
)


def ascii_fold(s: str) -> str:
    return re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower())


class World:
    """Random names, numbers and places for one split."""

    def __init__(self, rng: random.Random, dev: bool) -> None:
        self.rng, self.dev = rng, dev
        self.fakers: dict[str, Faker] = {}

    def faker(self, loc: str) -> Faker:
        if loc not in self.fakers:
            f = Faker(loc)
            f.seed_instance(SEED + len(self.fakers) + (1000 if self.dev else 0))
            self.fakers[loc] = f
        return self.fakers[loc]

    def name(self, native: bool = False) -> tuple[str, str, str]:
        """(locale, given, surname)."""
        rng = self.rng
        if native:
            loc = rng.choice(NATIVE_LOCALES)
        elif self.dev and rng.random() < 0.5:
            loc = rng.choice(DEV_LOCALES)
        else:
            loc = rng.choice(LATIN_LOCALES + ["ja_JP", "zh_CN"])
        f = self.faker(loc)
        if loc in ROMANISED and not native:
            return loc, f.first_romanized_name(), f.last_romanized_name()
        given = _HONORIFIC_WORDS.sub("", f.first_name()).split()[0]
        surname = _HONORIFIC_WORDS.sub("", f.last_name()).strip()
        return loc, given, surname

    def full(self, native: bool = False) -> str:
        loc, g, s = self.name(native)
        if loc in ("zh_CN", "zh_TW", "ja_JP", "ko_KR") and native:
            return s + g if loc != "ja_JP" else f"{s} {g}"
        r = self.rng.random()
        if r < 0.12:
            return f"{g} {self.rng.choice('ABCDEFGHJKLMNPRSTW')}. {s}"
        if r < 0.18:
            _, g2, _ = self.name()
            return f"{g} {g2} {s}"
        return f"{g} {s}"
