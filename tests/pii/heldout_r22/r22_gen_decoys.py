"""Decoy pickers (mixed into ``Gen``)."""

from __future__ import annotations

import r22_decoys as dc
import r22_ids as ids
from r22_doc import D


class Decoys:
    def _j(self):
        return self.jur if self.jur in ("ca", "us") else "other"

    def judge(self):
        key = "qc" if self.lang == "fr" else "uk" if self.jur in ("uk", "ie") else self._j()
        return D(self.pick(dc.JUDGES[key]).format(n=self.pick(dc.JUDGE_NAMES.split("|"))), "judge")

    def member(self):
        return D(self.pick(dc.MEMBERS).format(n=self.pick(dc.JUDGE_NAMES.split("|"))), "tribunal_member")

    def official(self):
        return D(self.pick(dc.OFFICIALS), "official")

    def statute(self):
        return D(self.pick(dc.STATUTES[self._j()]), "statute")

    def section(self):
        return D(
            self.pick(
                [
                    f"s. {self.rng.randint(2, 240)}",
                    f"section {self.rng.randint(3, 99)}({self.pick('123456')})",
                    f"§ {self.rng.randint(100, 999)}.{self.rng.randint(1, 40)}",
                    f"art. {self.rng.randint(10, 3100)}",
                    f"Rule {self.rng.randint(1, 76)}.{self.rng.randint(1, 12):02d}",
                    f"para. {self.rng.randint(4, 88)}",
                ]
            ),
            "section_ref",
        )

    def case(self):
        name, cite = self.pick(dc.CASES[self._j()])
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        return D(
            f"{self.rng.randint(2012, 2025)} {self.pick(dc.NEUTRAL)} {self.rng.randint(12, 8800)}",
            "neutral_citation",
        )

    def file_no(self):
        r, y = self.rng, self.rng.randint(2019, 2025)
        pats = {
            "ca": [
                f"FS-{y % 100}-{r.randint(10000, 99999)}",
                f"CV-{y % 100}-{r.randint(100, 9999):05d}-00",
                f"500-04-{r.randint(10000, 99999):06d}-{y % 100}",
                f"S-{r.randint(200000, 259999)}",
                f"TEL-{r.randint(10000, 99999)}-{y % 100}",
                f"T-{r.randint(100, 2999)}-{y % 100}",
            ],
            "us": [
                f"{y % 100}-CV-{r.randint(1000, 9999)}",
                f"{y}-DR-{r.randint(100, 9999):06d}",
                f"A{r.randint(200, 249)}-{r.randint(100, 999)}-{r.randint(100, 999)}",
                f"1:{y % 100}-cv-{r.randint(100, 9999):05d}",
                f"JD-{y}-{r.randint(1000, 9999)}",
                f"{y % 100}-{r.randint(10, 99)}-{r.randint(1000, 9999)}-CA",
            ],
            "other": [
                f"CL/{y}/{r.randint(100, 999)}",
                f"HCCV/{r.randint(10, 999)}/{y}",
                f"{r.randint(1000, 9999)}/{y}",
                f"E&L/{r.randint(100, 999)}/{y}",
                f"RG {y % 100}/{r.randint(10000, 99999)}",
                f"CDRT-{y}-{r.randint(1000, 9999)}",
            ],
        }
        return D(self.pick(pats[self._j()]), "court_file_number")

    def ref(self):
        r = self.rng
        return D(
            self.pick(
                [
                    f"REF-{r.randint(100000, 999999)}",
                    f"Claim {r.choice('ABCDEFGHJK')}{r.randint(1000000, 9999999)}",
                    f"INC{r.randint(10000000, 99999999)}",
                    f"{r.randint(2020, 2025)}-{r.randint(100000, 999999)}",
                    f"CAS-{r.randint(1000, 9999)}-{r.choice('XYZQ')}{r.randint(10, 99)}",
                    f"Matter {r.randint(10000, 99999)}.{r.randint(1, 9):03d}",
                ]
            ),
            "reference_number",
        )

    def bates(self):
        return D(
            f"{self.pick(['DEF', 'PLTF', 'ABC-INS', 'CRA', 'HHS'])}{self.pick(['', '_'])}{self.rng.randint(1, 99999):06d}",
            "bates_number",
        )

    def tracking(self):
        r = self.rng
        return D(
            self.pick(
                [
                    f"1Z{ids.digits(r, 3)}E{ids.digits(r, 2)}{ids.digits(r, 10)}",
                    f"RN{ids.digits(r, 9)}CA",
                    f"9400 {ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 4)} {ids.digits(r, 2)}",
                    f"EE{ids.digits(r, 9)}US",
                ]
            ),
            "tracking_number",
        )

    def patent(self):
        return D(
            self.pick(
                [
                    f"US {self.rng.randint(9, 12)},{self.rng.randint(100, 999)},{self.rng.randint(100, 999)} B2",
                    f"CA {self.rng.randint(2900000, 3200000)}",
                ]
            ),
            "patent_number",
        )

    def commit(self):
        return D("".join(self.pick("0123456789abcdef") for _ in range(self.pick([7, 12, 40]))), "commit_hash")

    def ssn_like(self):
        r = self.rng
        return D(
            self.pick(
                [
                    f"{r.randint(100, 899)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}-A",
                    f"Form {r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
                ]
            ).split(" ")[-1],
            "ssn_shaped_reference",
        )

    def phone_like(self):
        r = self.rng
        return D(
            f"{r.randint(200, 999)}-{r.randint(200, 999)}-{r.randint(1000, 9999)}-{r.randint(10, 99)}",
            "phone_shaped_reference",
        )

    def inst(self):
        dom, tel = self.pick(dc.INST[self._j()])
        return dom, tel

    def inst_phone(self):
        return D(self.inst()[1], "institutional_phone")

    def inst_email(self):
        return D(f"{self.pick(dc.MAILBOXES)}@{self.inst()[0]}", "institutional_email")

    def inst_url(self):
        return D(
            f"https://www.{self.inst()[0]}/{self.pick(['forms', 'en/services', 'apply', 'contact', 'fr/formulaires', 'help'])}",
            "institutional_url",
        )

    def product(self):
        return D(self.pick(dc.PRODUCTS), "product_version")

    def org(self):
        return D(self.pick(dc.ORGS), "eponymous_org")

    def one(self, kind):
        table = {
            "term": dc.TERMS,
            "eponymous_place": dc.EPON_PLACES,
            "place_name": dc.PLACES,
            "building_name": dc.BUILDINGS,
            "award_name": dc.AWARDS,
            "ship_name": dc.SHIPS,
            "storm_name": dc.STORMS,
            "public_figure": dc.PUBLIC,
            "historical_person": dc.HISTORICAL,
            "fictional_character": dc.FICTIONAL,
        }
        return D(self.pick(table[kind]), "eponymous_term" if kind == "term" else kind)
