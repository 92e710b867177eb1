"""`DecoyMixin`: decoy pickers used by the frames (every decoy keeps its title inside)."""

from __future__ import annotations

import r14_decoys as dc
import r14_ids as ids
from r14_doc import D
from r14_places import LOOKALIKE_PLACES


class DecoyMixin:
    def D(self, text: str, kind: str):
        return D(text, kind)

    def judge(self):
        r = self.r
        if getattr(self, "fr", False):
            return D(r.choice(dc.QC_JUDGE_FORMS).format(f=r.choice(dc.JUDGE_FULL)), "judge")
        forms = dc.JUDGE_FORMS.get(self.jur, dc.JUDGE_FORMS["other"])
        return D(r.choice(forms).format(f=r.choice(dc.JUDGE_FULL), s=r.choice(dc.JUDGE_NAMES)), "judge")

    def member(self):
        r = self.r
        return D(
            r.choice(dc.MEMBER_FORMS).format(f=r.choice(dc.MEMBER_FULL), s=r.choice(dc.JUDGE_NAMES)),
            "tribunal_member",
        )

    def official(self):
        return D(self.r.choice(dc.OFFICIALS), "official")

    def public(self):
        return D(self.r.choice(dc.PUBLIC_FIGURES), "public_figure")

    def historical(self):
        return D(self.r.choice(dc.HISTORICAL), "historical_person")

    def org(self):
        return D(self.r.choice(dc.EPONYMOUS_ORG), "eponymous_org")

    def term(self):
        return D(self.r.choice(dc.EPONYMOUS_TERM), "eponymous_term")

    def eplace(self):
        return D(self.r.choice(dc.EPONYMOUS_PLACE), "eponymous_place")

    def place(self):
        return D(self.r.choice(LOOKALIKE_PLACES), "place_name")

    def ship(self):
        return D(self.r.choice(dc.SHIPS), "ship_name")

    def building(self):
        return D(self.r.choice(dc.BUILDINGS), "building_name")

    def award(self):
        return D(self.r.choice(dc.AWARDS), "award_name")

    def estatute(self):
        return D(self.r.choice(dc.EPONYMOUS_STATUTES), "eponymous_statute")

    def statute(self):
        key = "qc" if getattr(self, "fr", False) else self.jur if self.jur in dc.STATUTES else "other"
        return D(self.r.choice(dc.STATUTES[key]), "statute")

    def case_cite(self) -> list:
        name, cite = self.r.choice(dc.CASES)
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        r = self.r
        return D(f"{r.randint(2015, 2026)} {r.choice(dc.COURTS)} {r.randint(12, 9870)}", "neutral_citation")

    def file_no(self):
        r = self.r
        n = r.randint
        forms = [
            f"CV-{n(19, 26)}-{n(100000, 999999):08d}-0000",
            f"FS-{n(19, 26)}-{n(1000, 99999)}",
            f"1:{n(19, 26)}-cv-{n(1000, 9999):05d}",
            f"{n(2019, 2026)}-DR-{n(1, 12):02d}-{n(1000, 9999)}",
            f"500-{n(11, 17)}-{n(100000, 999999)}-{n(190, 259)}",
            f"S-{n(200000, 259999)}",
            f"SC-{n(23, 26)}-{n(10000, 99999)}",
            f"LTB-L-{n(10000, 99999)}-{n(23, 26)}",
            f"HR-{n(1000, 9999)}-{n(23, 26)}",
            f"{n(1800000, 3399999)}/{n(2021, 2026)}",
        ]
        return D(r.choice(forms), "court_file_number")

    def ref(self):
        r = self.r
        n = r.randint
        forms = [
            f"INV-{n(10000, 99999)}",
            f"CLM-{n(1000, 9999)}-{n(100, 999)}",
            f"POL{n(1000000, 9999999)}",
            f"978-1-{n(10000, 99999)}-{n(100, 999)}-{n(0, 9)}",
            f"PRIV{n(100000, 999999):07d}",
            f"EST-{n(2019, 2026)}-{n(100, 999)}",
            f"TKT-{n(100000, 999999)}",
            f"1Z{n(100, 999)}E{n(10000000, 99999999)}",
            f"WO-{n(100, 999)}-{n(1000, 9999)}",
        ]
        return D(r.choice(forms), "reference_number")

    def phone_ref(self):
        r = self.r
        return D(
            f"{r.randint(200, 999)}-{r.randint(200, 999)}-{r.randint(1000, 9999)}-{r.choice('ABCDR')}{r.randint(1, 9)}",
            "phone_shaped_reference",
        )

    def ssn_ref(self):
        r = self.r
        return D(
            f"{r.randint(100, 899)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}/{r.randint(23, 26)}",
            "ssn_shaped_reference",
        )

    def version(self):
        return D(self.r.choice(dc.PRODUCTS), "product_version")

    def inst_email(self):
        return D(self.r.choice(dc.INST_EMAILS), "institutional_email")

    def inst_url(self):
        return D(self.r.choice(dc.INST_URLS), "institutional_url")

    def inst_phone(self):
        return D(self.r.choice(dc.INST_PHONES), "institutional_phone")

    def bank_code(self):
        r = self.r
        x = r.random()
        if x < 0.35:
            return D(ids.aba(r), "bank_code")
        return D(r.choice(dc.IFSC if x < 0.45 else dc.SWIFT), "bank_code")

    def section(self):
        return D(self.r.choice(dc.SECTIONS), "section_ref")

    def heading(self, text: str | None = None):
        return D(text or self.r.choice(dc.HEADINGS), "caps_heading")

    def any_decoy(self):
        """A decoy of a random kind for a `See also` / `cc` / notes line."""
        r = self.r
        fn = r.choice(
            [
                self.official,
                self.public,
                self.historical,
                self.org,
                self.term,
                self.eplace,
                self.place,
                self.ship,
                self.building,
                self.award,
                self.estatute,
                self.neutral,
                self.section,
                self.inst_url,
                self.statute,
            ]
        )
        return fn()
