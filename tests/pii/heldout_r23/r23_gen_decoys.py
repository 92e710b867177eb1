"""Decoy pickers, mixed into ``Gen``."""

from __future__ import annotations

import r23_decoys as dc
import r23_ids as ids
from r23_doc import D

PICK = {
    "judge": ("JUDGES", "judge"),
    "member": ("MEMBERS", "tribunal_member"),
    "official": ("OFFICIALS", "official"),
    "statute": ("STATUTES", "statute"),
    "section": ("SECTIONS", "section_ref"),
    "case": ("CASE_NAMES", "case_name"),
    "cite": ("CITATIONS", "case_citation"),
    "neutral": ("NEUTRAL", "neutral_citation"),
    "org": ("EPONYMOUS_ORGS", "eponymous_org"),
    "eplace": ("EPONYMOUS_PLACES", "eponymous_place"),
    "term": ("EPONYMOUS_TERMS", "eponymous_term"),
    "building": ("BUILDINGS", "building_name"),
    "pub": ("PUBLIC_FIGURES", "public_figure"),
    "hist": ("HISTORICAL", "historical_person"),
    "fict": ("FICTIONAL", "fictional_character"),
    "storm": ("STORMS", "storm_name"),
    "ship": ("SHIPS", "ship_name"),
    "award": ("AWARDS", "award_name"),
    "place": ("PLACES", "place_name"),
    "product": ("PRODUCTS", "product_version"),
}


class Decoys:
    def decoy(self, key):
        if key == "judge" and self.lang == "fr":
            return D(self.rng.choice(dc.split(dc.JUDGES_FR)), "judge")
        attr, kind = PICK[key]
        return D(self.rng.choice(dc.split(getattr(dc, attr))), kind)

    def court(self):
        return self.rng.choice(dc.split(dc.INST_ORGS))

    def file_no(self):
        r = self.rng
        d = ids.digits
        return D(
            r.choice(
                [
                    f"CV-{r.randint(19, 25)}-{d(r, 8)}-0000",
                    f"FS-{r.randint(19, 25)}-{d(r, 5)}",
                    f"500-04-{d(r, 6)}-{r.randint(19, 25)}{r.randint(1, 9)}",
                    f"2:{r.randint(19, 25)}-cv-{d(r, 5)}-RJB",
                    f"TNL-{d(r, 5)}-{r.randint(19, 25)}",
                    f"S-{d(r, 6)}",
                    f"No. {d(r, 4)} of {self.day.year}",
                ]
            ),
            "court_file_number",
        )

    def ref(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"CLM-{self.day.year}-{ids.digits(r, 6)}",
                    f"REF/{ids.digits(r, 4)}/{r.choice('ABKQ')}",
                    f"MTR{ids.digits(r, 7)}",
                    f"INV-{ids.digits(r, 5)}",
                ]
            ),
            "reference_number",
        )

    def bates(self):
        return D(f"{self.rng.choice(['HQL', 'DEF', 'PLTF', 'KWL'])}{ids.digits(self.rng, 7)}", "bates_number")

    def track(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"1Z{ids.digits(r, 3)}X{ids.digits(r, 2)}{ids.digits(r, 10)}",
                    f"LM{ids.digits(r, 9)}CA",
                    f"9400 1{ids.digits(r, 3)} {ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 2)}",
                ]
            ),
            "tracking_number",
        )

    def pshape(self):
        r = self.rng
        return D(f"{r.randint(200, 989)}-{r.randint(200, 989)}-{ids.digits(r, 4)}", "phone_shaped_reference")

    def sshape(self):
        r = self.rng
        return D(f"{r.randint(100, 899)}-{r.randint(10, 99)}-{ids.digits(r, 4)}", "ssn_shaped_reference")

    def patent(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"US {r.randint(9, 11)},{ids.digits(r, 3)},{ids.digits(r, 3)} B2",
                    f"CA {r.randint(2, 3)},{ids.digits(r, 3)},{ids.digits(r, 3)}",
                ]
            ),
            "patent_number",
        )

    def commit(self):
        return D(
            "".join(self.rng.choice("0123456789abcdef") for _ in range(self.rng.choice([7, 12, 40]))),
            "commit_hash",
        )

    def iphone(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"1-8{r.choice('0458')}{r.choice('0458')}-{r.randint(200, 989)}-{ids.digits(r, 4)}",
                    f"({r.choice(['416', '604', '514', '614', '212'])}) {r.randint(200, 989)}-{ids.digits(r, 4)}",
                ]
            ),
            "institutional_phone",
        )

    def idomain(self):
        return self.rng.choice(dc.split(dc.INST_DOMAINS))

    def iemail(self):
        return D(
            f"{self.rng.choice(['registry', 'intake', 'greffe', 'clerk', 'records', 'noreply'])}@{self.idomain()}",
            "institutional_email",
        )

    def iurl(self):
        return D(
            f"https://www.{self.idomain()}/{self.rng.choice(['forms', 'e-filing', 'hearings', 'portal/login'])}",
            "institutional_url",
        )

    def bank_code(self):
        if self.jur == "us" or self.rng.random() < 0.3:
            return D(ids.aba(self.rng), "bank_code")
        return D(self.rng.choice(dc.split(dc.SWIFT)), "bank_code")
