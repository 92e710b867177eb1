"""``DecoyMixin``: decoy pickers (office holders, eponyms, citations, reference numbers, codes)."""

from __future__ import annotations

import r17_decoys as dc
import r17_ids as ids
from r17_doc import D

INST = {
    "ca": (
        "ontario.ca",
        "gov.bc.ca",
        "justice.gc.ca",
        "tribunalsontario.ca",
        "quebec.ca",
        "alberta.ca",
        "cra-arc.gc.ca",
    ),
    "us": ("uscourts.gov", "ssa.gov", "ny.gov", "courts.ca.gov", "txcourts.gov", "flcourts.gov", "uspto.gov"),
    "other": (
        "gov.uk",
        "justice.ie",
        "courts.govt.nz",
        "judiciary.go.ke",
        "ecourts.gov.in",
        "rechtspraak.nl",
        "gob.mx",
    ),
}
BOXES = (
    "registry",
    "intake",
    "records",
    "claims",
    "support",
    "efiling",
    "notices",
    "privacy",
    "titles",
    "appeals",
)


class DecoyMixin:
    r: object
    jur: str
    lang: str
    region: str

    def _c(self, seq):
        return self.r.choice(seq)

    def judge(self):
        if self.lang == "fr":
            return D(f"l'honorable {self._c(dc.JUDGE_NAMES)}, j.c.s.", "judge")
        return D(self._c(dc.JUDGE_FORMS).format(n=self._c(dc.JUDGE_NAMES)), "judge")

    def member(self):
        return D(self._c(dc.MEMBER_FORMS).format(n=self._c(dc.MEMBER_NAMES)), "tribunal_member")

    def official(self):
        return D(self._c(dc.OFFICIALS), "official")

    def public_figure(self):
        return D(self._c(dc.PUBLIC_FIGURES), "public_figure")

    def historical(self):
        return D(self._c(dc.HISTORICAL), "historical_person")

    def org(self):
        return D(self._c(dc.EPONYMOUS_ORGS), "eponymous_org")

    def term(self):
        return D(self._c(dc.EPONYMOUS_TERMS), "eponymous_term")

    def eplace(self):
        return D(self._c(dc.EPONYMOUS_PLACES), "eponymous_place")

    def building(self):
        return D(self._c(dc.BUILDINGS), "building_name")

    def award(self):
        return D(self._c(dc.AWARDS), "award_name")

    def ship(self):
        return D(self._c(dc.SHIPS), "ship_name")

    def storm(self):
        return D(self._c(dc.STORMS), "storm_name")

    def fictional(self):
        return D(self._c(dc.FICTIONAL), "fictional_character")

    def place(self):
        return D(self._c(dc.PLACES), "place_name")

    def statute(self):
        pool = {"ca": dc.STATUTES_CA, "us": dc.STATUTES_US}.get(self.jur, dc.STATUTES_OTHER)
        return D(self._c(pool), "statute")

    def estatute(self):
        return D(self._c(dc.EPONYMOUS_STATUTES), "eponymous_statute")

    def case(self) -> list:
        name, cite = self._c(dc.CASES)
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        r = self.r
        return D(
            f"{r.randint(2012, 2025)} {self._c(dc.NEUTRAL_COURTS)} {r.randint(11, 9999)}", "neutral_citation"
        )

    def section(self):
        r = self.r
        return D(
            self._c(("s. {a}({b})", "section {a}", "art. {a}", "Rule {a}.{b}", "§ {a}")).format(
                a=r.randint(2, 410), b=r.randint(1, 9)
            ),
            "section_ref",
        )

    def file_no(self):
        r = self.r
        pats = {
            "ca": ("CV-{y}-{n5}-00", "FS-{y2}-{n5}", "{n3}-{n2}-{n6}-{y2}", "T-{n4}-{y2}", "500-11-{n6}-{y}"),
            "us": ("{n1}:{y2}-cv-{n5}", "{y2}-{n5}", "BK {y2}-{n5}", "CA-{y}-{n6}"),
        }.get(self.jur, ("HC-{y}-{n6}", "E{n4}/{y}", "CIV/{n4}/{y}"))
        v = {"y": r.randint(2016, 2025), "y2": r.randint(16, 25), "n1": r.randint(1, 9)}
        v.update({f"n{k}": ids.digits(r, k) for k in (2, 3, 4, 5, 6)})
        v["n5"] = str(r.randint(10000, 99999))
        return D(self._c(pats).format(**v), "court_file_number")

    def ref_no(self, prefix: str = ""):
        r = self.r
        pre = prefix or self._c(("REF", "CLM", "INV", "MTR", "CASE", "WO", "TKT", "PO"))
        return D(f"{pre}-{r.randint(2019, 2025)}-{r.randint(1000, 999999):06d}", "reference_number")

    def bates(self):
        return D(
            f"{self._c(('ABC', 'DEF', 'PLTF', 'KWL', 'PROD'))}{self.r.randint(1, 99999):07d}", "bates_number"
        )

    def version(self):
        return D(self._c(dc.PRODUCTS), "product_version")

    def phone_ref(self):
        r = self.r
        return D(
            f"{r.randint(200, 989)}-{r.randint(200, 989)}-{r.randint(1000, 9999)}", "phone_shaped_reference"
        )

    def ssn_ref(self):
        r = self.r
        return D(f"{r.randint(100, 899)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", "ssn_shaped_reference")

    def aba(self):
        return D(ids.aba(self.r), "bank_code")

    def swift(self):
        cc = {
            "uk": "GB",
            "ie": "IE",
            "au": "AU",
            "nz": "NZ",
            "za": "ZA",
            "ng": "NG",
            "ke": "KE",
            "gh": "GH",
            "in": "IN",
            "sg": "SG",
            "ph": "PH",
            "jm": "JM",
            "tt": "TT",
            "mx": "MX",
            "de": "DE",
            "nl": "NL",
            "us": "US",
        }.get(self.jur, "CA")
        return D(ids.swift(self.r, cc), "bank_code")

    def bank_code(self):
        return self.aba() if self.jur == "us" or self.r.random() < 0.3 else self.swift()

    def commit(self):
        return D("".join(self._c("0123456789abcdef") for _ in range(self._c((7, 10, 40)))), "commit_hash")

    def patent(self):
        r = self.r
        return D(
            self._c(
                (
                    f"US {r.randint(9, 12)},{r.randint(100, 999)},{r.randint(100, 999)} B2",
                    f"CA {r.randint(2, 3)},{r.randint(100, 999)},{r.randint(100, 999)}",
                    f"US 2023/0{r.randint(100000, 399999)} A1",
                )
            ),
            "patent_number",
        )

    def tracking(self):
        r = self.r
        return D(
            self._c(
                (
                    f"1Z{ids.digits(r, 3)}E{ids.digits(r, 2)}{ids.digits(r, 10)}",
                    f"{ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 4)}",
                    f"RN{ids.digits(r, 9)}CA",
                )
            ),
            "tracking_number",
        )

    def heading(self, text: str):
        return D(text, "caps_heading")

    def date(self, style: str = ""):
        return D(self.when(style), "non_birth_date")

    def _inst(self) -> str:
        return self._c(INST.get(self.jur, INST["other"]))

    def inst_email(self):
        return D(f"{self._c(BOXES)}@{self._inst()}", "institutional_email")

    def inst_url(self):
        return D(f"https://www.{self._inst()}/{self._c(BOXES)}", "institutional_url")

    def inst_phone(self):
        r = self.r
        if self.jur in ("ca", "us"):
            return D(
                f"1-{self._c(('800', '866', '877', '888'))}-{r.randint(200, 989)}-{r.randint(1000, 9999)}",
                "institutional_phone",
            )
        return D(
            f"+{self._c(('44', '353', '61', '64', '27', '254', '91'))} {r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
            "institutional_phone",
        )

    def eponym(self):
        """Any one name-like decoy."""
        pick = self._c(
            (
                self.org,
                self.term,
                self.eplace,
                self.building,
                self.award,
                self.public_figure,
                self.historical,
                self.fictional,
                self.estatute,
                self.place,
                self.ship,
                self.storm,
                self.official,
            )
        )
        return pick()
