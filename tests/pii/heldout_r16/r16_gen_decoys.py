"""``DecoyMixin``: decoy pickers for ``Gen`` (judges, members, officials, eponyms, citations, numbers, contacts)."""

from __future__ import annotations

import r16_decoys as dc
import r16_ids as ids
from r16_doc import D


class DecoyMixin:
    def _pick(self, items, kind):
        return D(self.rng.choice(items), kind)

    def _area(self) -> str:
        return "ca" if self.jur == "ca" else "us" if self.jur == "us" else "other"

    def judge(self):
        return self._pick(dc.JUDGES, "judge")

    def member(self):
        return self._pick(dc.MEMBERS, "tribunal_member")

    def official(self):
        return self._pick(dc.OFFICIALS, "official")

    def public(self):
        return self._pick(dc.PUBLIC, "public_figure")

    def historical(self):
        return self._pick(dc.HISTORICAL, "historical_person")

    def org(self):
        return self._pick(dc.EPONYMOUS_ORG, "eponymous_org")

    def term(self):
        return self._pick(dc.EPONYMOUS_TERM, "eponymous_term")

    def epo_place(self):
        return self._pick(dc.EPONYMOUS_PLACE, "eponymous_place")

    def place(self):
        return self._pick(dc.PLACE_NAMES, "place_name")

    def building(self):
        return self._pick(dc.BUILDINGS, "building_name")

    def ship(self):
        return self._pick(dc.SHIPS, "ship_name")

    def award(self):
        return self._pick(dc.AWARDS, "award_name")

    def storm(self):
        return self._pick(dc.STORMS, "storm_name")

    def fictional(self):
        return self._pick(dc.FICTIONAL, "fictional_character")

    def epo_statute(self):
        return self._pick(dc.EPONYMOUS_STATUTE, "eponymous_statute")

    def statute(self):
        if self.lang == "fr":
            return self._pick(dc.QC_STATUTES, "statute")
        return self._pick(dc.STATUTES[self._area()], "statute")

    def case(self) -> list:
        name, cite = self.rng.choice(dc.CASES[self._area()])
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def neutral(self):
        court = self.rng.choice(dc.NEUTRAL_COURTS[self._area()])
        year = self.rng.randint(2015, 2025)
        if court == "WL":
            return D(f"{year} WL {self.rng.randint(100000, 9999999)}", "neutral_citation")
        if court.startswith("NY") or court.startswith("U.S."):
            return D(f"{year} {court} {self.rng.randint(10000, 99999)}", "neutral_citation")
        return D(f"{year} {court} {self.rng.randint(12, 9999)}", "neutral_citation")

    def section(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"s. {r.randint(2, 400)}({r.randint(1, 9)})",
                    f"section {r.randint(2, 90)}",
                    f"Rule {r.randint(1, 77)}.{r.randint(1, 20):02d}",
                    f"art. {r.randint(100, 3100)}",
                    f"paragraph {r.randint(2, 60)}",
                    f"§ {r.randint(100, 999)}.{r.randint(1, 40)}",
                ]
            ),
            "section_ref",
        )

    def court_file(self):
        r = self.rng
        y = r.randint(2019, 2026)
        return D(
            r.choice(
                [
                    f"CV-{y % 100}-{r.randint(600000, 999999)}-0000",
                    f"FS-{y % 100}-{r.randint(1000, 99999)}",
                    f"{r.randint(500, 760)}-{r.randint(10, 99)}-{r.randint(100000, 999999)}-{r.randint(100, 999)}",
                    f"{r.randint(1, 4)}:{y % 100}-cv-{r.randint(10, 9999):05d}",
                    f"T-{r.randint(100, 2999)}-{y % 100}",
                    f"IMM-{r.randint(1000, 9999)}-{y % 100}",
                    f"TB{r.randint(10, 99)}-{r.randint(10000, 99999)}",
                    f"{y}/{r.randint(100, 9999)} JR",
                ]
            ),
            "court_file_number",
        )

    def ref(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"INV-{r.randint(10000, 99999)}",
                    f"CLM-{r.randint(2019, 2026)}-{r.randint(1000, 99999)}",
                    f"POL {r.randint(100, 999)}-{r.randint(1000000, 9999999)}",
                    f"WO-{r.randint(1000, 9999)}",
                    f"REF/{r.randint(2020, 2026)}/{r.randint(100, 9999):04d}",
                    f"TKT-{r.randint(10000, 999999)}",
                    f"1Z{r.randint(100, 999)}X{r.randint(10, 99)}0{r.randint(1000000, 9999999)}",
                    f"MTG{r.randint(10000000, 99999999)}",
                    f"ORD-{r.randint(100000, 999999)}-{r.choice('ABCDEFG')}",
                ]
            ),
            "reference_number",
        )

    def bates(self):
        return D(
            f"{self.rng.choice(['ABC', 'DEF', 'PLTF', 'HLD', 'KYC'])}{self.rng.randint(1, 99999):07d}",
            "bates_number",
        )

    def heading(self):
        return self._pick(dc.HEADINGS, "caps_heading")

    def version(self):
        return self._pick(dc.PRODUCTS, "product_version")

    def inst_email(self):
        return D(f"{self.rng.choice(dc.ROLES)}@{self.rng.choice(dc.INSTITUTIONS)}", "institutional_email")

    def inst_url(self):
        r = self.rng
        return D(
            f"https://www.{r.choice(dc.INSTITUTIONS)}/{r.choice(['forms', 'en/services', 'fr/formulaires', 'portal', 'contact'])}",
            "institutional_url",
        )

    def inst_phone(self):
        r = self.rng
        if self.jur in ("ca", "us"):
            return D(
                r.choice(
                    [
                        f"1-800-{r.randint(200, 999)}-{r.randint(1000, 9999)}",
                        f"1-888-{r.randint(200, 999)}-{r.randint(1000, 9999)}",
                        f"1-866-{r.randint(200, 999)}-{r.randint(1000, 9999)}",
                        "311",
                        "211",
                        "911",
                    ]
                ),
                "institutional_phone",
            )
        return D(
            r.choice(["0800 123 4400", "13 11 14", "+44 300 123 1024", "0800 727 112", "112"]),
            "institutional_phone",
        )

    def bank_code(self):
        if self.rng.random() < 0.5:
            return D(ids.aba(self.rng), "bank_code")
        return self._pick(dc.BANK_CODES, "bank_code")

    def phone_ref(self):
        r = self.rng
        return D(
            f"{r.randint(200, 999)}-{r.randint(200, 999)}-{r.randint(1000, 9999)}", "phone_shaped_reference"
        )

    def ssn_ref(self):
        r = self.rng
        return D(f"{r.randint(100, 899)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", "ssn_shaped_reference")

    def commit(self):
        return D(
            "".join(self.rng.choice("0123456789abcdef") for _ in range(self.rng.choice([7, 40]))),
            "commit_hash",
        )

    def any_decoy(self):
        return self.rng.choice(
            [
                self.org,
                self.term,
                self.place,
                self.building,
                self.public,
                self.historical,
                self.award,
                self.epo_place,
                self.fictional,
                self.storm,
                self.ship,
            ]
        )()
