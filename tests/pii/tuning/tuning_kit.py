"""What every PII tuning-set builder shares: Faker names of many locales (fixed seeds) and ``Case``,
which builds one text piece by piece and records the offsets of its spans, decoys and anonymise spans.
Used by ``build_tuning.py``, ``build_judgments.py`` and ``judgment_pseudonyms.py``."""

from __future__ import annotations

import random
import re

from faker import Faker

SEED = 20261201

LOCALES = [
    "pl_PL",
    "tr_TR",
    "no_NO",
    "da_DK",
    "sv_SE",
    "fi_FI",
    "fr_FR",
    "fr_CA",
    "es_ES",
    "es_MX",
    "ga_IE",
    "en_IE",
    "yo_NG",
    "ja_JP",
    "zh_CN",
    "de_DE",
    "it_IT",
    "pt_BR",
    "nl_NL",
    "cs_CZ",
    "hu_HU",
    "ro_RO",
    "hr_HR",
    "lt_LT",
    "lv_LV",
    "sl_SI",
    "az_AZ",
    "tw_GH",
    "zu_ZA",
    "en_IN",
    "vi_VN",
    "en_CA",
    "en_US",
    "et_EE",
    "sk_SK",
    "id_ID",
]
_HONORIFIC_WORDS = re.compile(
    r"^(?:pan|pani|Prof\.|Dr\.|Dr|Mr\.|Mrs\.|Ms\.|Miss|Mx\.|Sr\.|Sra\.|Hr\.|Fr\.|M\.|Mme)\s+"
)


class Names:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.fakers = {}
        for i, loc in enumerate(LOCALES):
            f = Faker(loc)
            f.seed_instance(SEED + i)
            self.fakers[loc] = f

    def pick(self, locale: str | None = None) -> tuple[str, str, str]:
        """(locale, given, surname) in Latin script."""
        loc = locale or self.rng.choice(LOCALES)
        f = self.fakers[loc]
        if loc in ("ja_JP", "zh_CN"):
            return loc, f.first_romanized_name(), f.last_romanized_name()
        given = _HONORIFIC_WORDS.sub("", f.first_name()).split()[0]
        surname = _HONORIFIC_WORDS.sub("", f.last_name())
        return loc, given, surname


class Case:
    """Builds one text piece by piece, recording the offsets of what it adds."""

    def __init__(self, cid: str, tags: list[str]) -> None:
        self.id, self.tags = cid, tags
        self.text = ""
        self.spans: list[dict] = []
        self.decoys: list[dict] = []
        self.anon: list[dict] = []

    def add(
        self,
        s: str,
        label: str | None = None,
        decoy: str | None = None,
        anon: str | None = None,
        kind: str | None = None,
    ) -> Case:
        """``kind`` sub-types an ``anon`` span (a CASE_NUMBER's ``application_number``...) for the scorer."""
        start = len(self.text)
        self.text += s
        if label:
            self.spans.append({"start": start, "end": len(self.text), "label": label})
        if decoy:
            self.decoys.append({"start": start, "end": len(self.text), "kind": decoy})
        if anon:
            self.anon.append(
                {"start": start, "end": len(self.text), "label": anon} | ({"kind": kind} if kind else {})
            )
        return self

    def row(self) -> dict:
        row = {"id": self.id, "tags": self.tags, "text": self.text, "spans": self.spans}
        if self.decoys:
            row["decoys"] = self.decoys
        if self.anon:
            row["anonymise_spans"] = self.anon
        return row
