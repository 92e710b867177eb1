"""`DecoyMixin`: things that look like personal data but are not (gold decoys)."""

from __future__ import annotations

import r20_decoys as dc
import r20_ids as ids
from r20_doc import D

HEX = "0123456789abcdef"


class DecoyMixin:
    MAIL = dc.MAIL_DOMAINS
    PROFILE = dc.PROFILE_URLS

    def _pick(self, seq):
        return self.r.choice(seq)

    def judge(self):
        key = "qc" if self.lang == "fr" else self.jur if self.jur in ("ca", "us", "uk") else "xx"
        return D(self._pick(dc.JUDGE_TITLES[key]).format(s=self._pick(dc.JUDGE_SURNAMES)), "judge")

    def member(self):
        return D(self._pick(dc.MEMBER_TITLES).format(s=self._pick(dc.JUDGE_SURNAMES)), "tribunal_member")

    def official(self):
        return D(self._pick(dc.OFFICIALS), "official")

    def public_figure(self):
        return D(self._pick(dc.PUBLIC_FIGURES), "public_figure")

    def historical(self):
        return D(self._pick(dc.HISTORICAL), "historical_person")

    def fictional(self):
        return D(self._pick(dc.FICTIONAL), "fictional_character")

    def firm(self):
        seq = dc.FIRMS_CA if self.jur == "ca" else dc.FIRMS_US if self.jur == "us" else dc.FIRMS_XX
        return D(self._pick(seq), "eponymous_org")

    def org(self):
        return D(self._pick(dc.EPONYMOUS_ORGS), "eponymous_org")

    def term(self):
        return D(self._pick(dc.EPONYMOUS_TERMS), "eponymous_term")

    def eplace(self):
        return D(self._pick(dc.EPONYMOUS_PLACES), "eponymous_place")

    def place(self):
        return D(self._pick(dc.PLACES), "place_name")

    def building(self):
        return D(self._pick(dc.BUILDINGS), "building_name")

    def award(self):
        return D(self._pick(dc.AWARDS), "award_name")

    def ship(self):
        return D(self._pick(dc.SHIPS), "ship_name")

    def storm(self):
        return D(self._pick(dc.STORMS), "storm_name")

    def product(self, pool: str = ""):
        seq = [p for p in dc.PRODUCTS if any(w in p for w in dc.PRODUCT_POOLS.get(pool, [""]))]
        return D(self._pick(seq), "product_version")

    def law(self, text: str):
        return D(text, "statute")

    def sect(self, text: str):
        return D(text, "section_ref")

    def hospital(self):
        return D(self._pick(dc.HOSPITALS), "eponymous_org")

    def statute(self, key: str | None = None):
        keys = [k for k in (key, self.region, self.jur) if k and k in dc.STATUTES]
        if self.jur not in ("ca", "us"):
            keys = keys or ["eu" if self.jur in ("fr", "de", "es", "nl") else "hague"]
        k = keys[0] if keys and (key or self.r.random() < 0.6) else (keys[-1] if keys else "hague")
        return D(self._pick(dc.STATUTES[k]), "statute")

    def section(self):
        return D(self._pick(dc.SECTIONS), "section_ref")

    def case(self):
        name, cit = self._pick(dc.CASES)
        return [D(name, "case_name"), ", ", D(cit, "case_citation")]

    def neutral(self):
        courts = dc.NEUTRAL_COURTS.get(self.jur) or dc.NEUTRAL_COURTS["ca"]
        return D(
            f"{self.r.randint(2015, 2024)} {self._pick(courts)} {self.r.randint(12, 4999)}",
            "neutral_citation",
        )

    def court_file(self):
        r = self.r
        if self.jur == "ca":
            form = r.choice(
                [
                    "FS-{y}-{a}",
                    "CV-{y}-00{a}-0000",
                    "500-04-0{b}-{y}1",
                    "{b}",
                    "T-{c}-{y}",
                    "S-{b}",
                    "FAM {y}-{c}",
                    "SFH-{c}-{y}",
                ]
                if self.region != "QC"
                else ["500-04-0{b}-{y}1", "200-12-0{b}-{y}2", "505-17-0{b}-{y}3"]
            )
        elif self.jur == "us":
            form = r.choice(
                [
                    "{y}-cv-0{c}",
                    "{y}FL00{c}",
                    "{y}-DR-00{c}",
                    "BK {y}-1{c}",
                    "{y}-DV-{c}",
                    "CV-{y}-0{c}",
                    "SFH{y}-{c}",
                ]
            )
        else:
            form = r.choice(
                ["HC/{c}/20{y}", "FAM {c} of 20{y}", "CR {c}/20{y}", "MC/{c}/{y}", "[20{y}] No. {c}"]
            )
        y = f"{r.randint(19, 24)}"
        return D(form.format(y=y, a=ids.nd(r, 6), b=ids.nd(r, 6), c=ids.nd(r, 4)), "court_file_number")

    def refno(self, prefix: str | None = None):
        r = self.r
        p = prefix or r.choice(["CLM", "REF", "APP", "FILE", "INC", "REQ", "DOC", "AUTH", "MTR"])
        form = r.choice(["{p}-{y}-{n}", "{p}{n}{m}", "{p}/{y}/{n}", "{p}-{m}-{n}"])
        return D(
            form.format(p=p, y=r.randint(2019, 2024), n=ids.nd(r, 6), m=ids.nd(r, 3)), "reference_number"
        )

    def bates(self):
        r = self.r
        return D(
            f"{r.choice(['PLTF', 'DEF', 'ACME', 'WCB', 'HR', 'SNT'])}{r.choice(['', '_'])}{ids.nd(r, 7)}",
            "bates_number",
        )

    def tracking(self):
        r = self.r
        form = r.choice(
            [
                "1Z" + "".join(r.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(6)) + ids.nd(r, 10),
                f"{r.choice(['RN', 'LX', 'CP', 'EE'])}{ids.nd(r, 9)}{r.choice(['CA', 'US', 'GB'])}",
                f"9400 {ids.nd(r, 4)} {ids.nd(r, 4)} {ids.nd(r, 4)} {ids.nd(r, 4)} {ids.nd(r, 2)}",
            ]
        )
        return D(form, "tracking_number")

    def patent(self):
        r = self.r
        return D(
            r.choice(
                [
                    f"U.S. Patent No. {r.randint(9, 12)},{ids.nd(r, 3)},{ids.nd(r, 3)}",
                    f"CA {r.randint(2, 3)},{ids.nd(r, 3)},{ids.nd(r, 3)}",
                ]
            ),
            "patent_number",
        )

    def commit(self):
        n = self.r.choice([7, 8, 40])
        return D("".join(self.r.choice(HEX) for _ in range(n)), "commit_hash")

    def phone_ref(self):
        r = self.r
        return D(f"{r.randint(200, 989)}-{r.randint(200, 989)}-{ids.nd(r, 4)}", "phone_shaped_reference")

    def ssn_ref(self):
        r = self.r
        return D(f"{r.randint(100, 899)}-{r.randint(10, 99)}-{ids.nd(r, 4)}", "ssn_shaped_reference")

    def bank_code(self, aba: bool | None = None):
        if aba or (aba is None and self.jur == "us"):
            return D(ids.aba(self.r), "bank_code")
        return D(self._pick(dc.SWIFT), "bank_code")

    def date(self, lo: int = 2020, hi: int = 2024):
        return D(self.fmt(*self.ymd(lo, hi)), "non_birth_date")

    def inst(self):
        if self.jur in ("ca", "us"):
            seq = dc.INSTITUTIONS.get(self.region or "", []) + dc.INSTITUTIONS[self.jur]
            return self._pick(seq)
        dom = dc.COUNTRY_DOMAINS.get(self.jur, "example.org")
        return self._pick(
            [
                ("Courts Service", f"courts.{dom}"),
                ("Registry", f"justice.{dom}"),
                ("Police Service", f"police.{dom}"),
            ]
        )

    def inst_email(self, domain: str | None = None):
        box = self._pick(
            [
                "records",
                "intake",
                "registry",
                "info",
                "privacy",
                "greffe" if self.lang == "fr" else "clerk",
                "appeals",
                "noreply",
            ]
        )
        return D(f"{box}@{domain or self.inst()[1]}", "institutional_email")

    def inst_url(self, domain: str | None = None):
        path = self._pick(
            ["/forms", "/en/services", "/contact", "/portal/login", "/efile", "/fr/formulaires", ""]
        )
        return D(f"https://www.{domain or self.inst()[1]}{path}", "institutional_url")

    def inst_phone(self):
        r = self.r
        if self.jur in ("ca", "us"):
            return D(
                f"1-{r.choice(['800', '833', '844', '855', '866', '877', '888'])}-{r.randint(200, 989)}-{ids.nd(r, 4)}",
                "institutional_phone",
            )
        return D(
            f"+{r.choice(['44 300', '353 1', '61 2', '64 4', '27 12', '254 20', '65 6', '91 11'])} {ids.nd(r, 3)} {ids.nd(r, 4)}",
            "institutional_phone",
        )

    def heading(self, text: str):
        return D(text.upper(), "caps_heading")

    def scatter(self, n: int = 3) -> list:
        """A few assorted name-like decoys for narrative (varied kinds)."""
        picks = [
            self.eplace,
            self.building,
            self.term,
            self.org,
            self.historical,
            self.fictional,
            self.award,
            self.storm,
            self.ship,
            self.public_figure,
            self.place,
            self.official,
        ]
        return [self._pick(picks)() for _ in range(n)]
