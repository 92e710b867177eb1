"""``DecoyMixin``: pickers for decoys (people in office, eponyms, legal references, look-alike numbers)."""

from __future__ import annotations

import r21_decoys as dc
import r21_ids as ids
from r21_doc import D

FILE_PATTERNS = {
    "ca": [
        "CV-{y2}-00{n6}-0000",
        "FS-{y2}-{n4}",
        "IMM-{n4}-{y2}",
        "{y}-{n4}(IT)G",
        "S-{n6}",
        "ST-{y}-00{n4}",
        "500-17-{n6}-{y2}1",
        "TSL-{n5}-{y2}",
        "FC-{y2}-{n5}",
    ],
    "us": [
        "CV-{y}-00{n4}",
        "2:{y2}-cv-0{n4}",
        "SC-{y2}-00{n3}",
        "FL-{y}-00{n4}",
        "CR-{y}-{n4}",
        "{y2}-{n5}-FAM",
        "BK {y2}-{n5}",
    ],
    "uk": ["ZW{y2}C00{n3}", "{n7}/{y}", "BV{y2}F0{n4}"],
    "other": [
        "{y}/{n4}",
        "CIV-{y}-404-{n4}",
        "{n4}/{y}",
        "ADJ-000{n5}",
        "SCCC/E{n4}/{y}",
        "TADM/{y}/0{n3}",
        "DIR/{n4}/{y}",
        "{y} CV 0{n4}",
        "PR/0{n3}/{y}",
        "RG n° {y2}/0{n4}",
        "Exp. {n4}/{y}",
        "Az. {n2} F {n3}/{y2}",
    ],
}


class DecoyMixin:
    rng = None  # set by Gen
    jur = "ca"
    lang = "en"

    def _num(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def _fill(self, pat: str) -> str:
        y = self.rng.randint(2019, 2025)
        out = pat.replace("{y2}", f"{y % 100:02d}").replace("{y}", str(y))
        for n in range(7, 1, -1):
            while f"{{n{n}}}" in out:
                out = out.replace(f"{{n{n}}}", self._num(n), 1)
        return out

    def _person_like(self, templates: list[str]) -> str:
        t = self.rng.choice(templates)
        return t.format(s=self.rng.choice(dc.JUDGE_SURNAMES), g=self.rng.choice(dc.JUDGE_GIVEN))

    def judge(self):
        key = (
            "qc"
            if self.lang == "fr" and self.jur == "ca"
            else self.jur
            if self.jur in ("ca", "us", "uk")
            else "other"
        )
        return D(self._person_like(dc.JUDGE_TITLES[key]), "judge")

    def member(self):
        return D(self._person_like(dc.MEMBER_TITLES), "tribunal_member")

    def official(self):
        return D(self._person_like(dc.OFFICIAL_TITLES), "official")

    def public_figure(self):
        return D(self.rng.choice(dc.PUBLIC_FIGURES), "public_figure")

    def historical(self):
        return D(self.rng.choice(dc.HISTORICAL), "historical_person")

    def fictional(self):
        return D(self.rng.choice(dc.FICTIONAL), "fictional_character")

    def firm(self):
        return D(self.rng.choice(dc.FIRMS), "eponymous_org")

    def org(self):
        return D(self.rng.choice(dc.EPONYMOUS_ORGS), "eponymous_org")

    def term(self, legal: bool | None = None):
        pool = dc.EPONYMOUS_TERMS
        if legal is not None:
            pool = [t for t in pool if (t in dc.LEGAL_TERMS) == legal]
        return D(self.rng.choice(pool), "eponymous_term")

    def eplace(self):
        return D(self.rng.choice(dc.EPONYMOUS_PLACES), "eponymous_place")

    def building(self):
        return D(self.rng.choice(dc.BUILDINGS), "building_name")

    def award(self):
        return D(self.rng.choice(dc.AWARDS), "award_name")

    def ship(self):
        return D(self.rng.choice(dc.SHIPS), "ship_name")

    def storm(self):
        return D(self.rng.choice(dc.STORMS), "storm_name")

    def place(self):
        return D(self.rng.choice(dc.PERSON_PLACES), "place_name")

    def statute(self, key: str | None = None):
        key = key or ("qc" if self.lang == "fr" and self.jur == "ca" else self.jur)
        return D(self.rng.choice(dc.STATUTES.get(key, dc.STATUTES["ca"])), "statute")

    def section(self):
        r = self.rng
        a, b = r.randint(2, 240), r.choice("abcdefgh")
        pats = [
            f"s. {a}({r.randint(1, 9)})",
            f"section {a}",
            f"subsection {a}({r.randint(1, 6)})",
            f"para. {a}({b})",
            f"Rule {r.randint(1, 70)}.{r.randint(1, 20):02d}({r.randint(1, 9)})",
        ]
        if self.jur == "us":
            pats += [f"§ {a}.{r.randint(1, 99)}({b})", f"subsection ({b})({r.randint(1, 6)})"]
        if self.lang == "fr":
            pats = [f"art. {r.randint(1, 3100)}", f"article {a}", f"al. {r.randint(1, 4)} de l'art. {a}"]
        return D(r.choice(pats), "section_ref")

    def case(self):
        key = self.jur if self.jur in ("ca", "us") else "other"
        name, cite = self.rng.choice(dc.CASES[key])
        return [D(name, "case_name"), ", ", D(cite, "case_citation")]

    def ncite(self):
        r = self.rng
        y = r.randint(2015, 2025)
        key = self.jur if self.jur in ("ca", "us", "uk") else "other"
        court = r.choice(dc.NEUTRAL_COURTS[key]).replace("{y}", str(y))
        if court.startswith("["):
            return D(f"{court} {r.randint(10, 3999)}", "neutral_citation")
        return D(f"{y} {court} {r.randint(10, 99999)}", "neutral_citation")

    def court_file(self, pat: str | None = None):
        key = self.jur if self.jur in ("ca", "us", "uk") else "other"
        return D(self._fill(pat or self.rng.choice(FILE_PATTERNS[key])), "court_file_number")

    def law(self, text: str):
        return D(text, "statute")

    def ref_no(self):
        pats = [
            "REF-{y}-{n6}",
            "{n4}-{n4}-{n2}",
            "CN{n7}",
            "{y}-{n5}-AB",
            "Q{n3}-{n4}",
            "Ticket {n6}",
            "W{n7}",
            "{n3}{n4}{n2}",
        ]
        return D(self._fill(self.rng.choice(pats)), "reference_number")

    def bates(self):
        return D(f"{self.rng.choice(['DEF', 'PLTF', 'RESP', 'ABC', 'CLMT'])}-{self._num(6)}", "bates_number")

    def version(self):
        return D(self.rng.choice(dc.VERSIONS), "product_version")

    def _domain(self) -> str:
        return self.rng.choice(dc.DOMAINS.get(self.jur, dc.DOMAINS["ca"]).split())

    def inst_email(self):
        return D(f"{self.rng.choice(dc.INST_MAILBOXES.split())}@{self._domain()}", "institutional_email")

    def inst_url(self):
        path = self.rng.choice(
            ["", "/forms", "/en/contact", "/services/apply", "/fr/nous-joindre", "/help/status"]
        )
        return D(f"https://www.{self._domain()}{path}", "institutional_url")

    def inst_phone(self):
        r = self.rng
        if self.jur in ("ca", "us"):
            return D(
                f"1-{r.choice(['800', '888', '877', '866', '855'])}-{r.randint(200, 989)}-{self._num(4)}",
                "institutional_phone",
            )
        return D(
            f"+{r.choice(['44 300', '353 1', '61 2', '64 4', '27 12', '234 1', '254 20', '91 22', '65 6', '63 2'])} {self._num(3)} {self._num(4)}",
            "institutional_phone",
        )

    def swift(self):
        return D(self.rng.choice(dc.SWIFT), "bank_code")

    def routing_decoy(self):
        return D(ids.routing(self.rng), "bank_code")

    def tracking(self):
        r = self.rng
        pats = [
            f"1Z {self._num(3)} AA1 {self._num(2)} {self._num(4)} {self._num(3)}{r.randint(0, 9)}",
            f"7310 {self._num(4)} {self._num(4)} {self._num(4)}",
            f"9400 1{self._num(3)} {self._num(4)} {self._num(4)} {self._num(4)} {self._num(2)}",
            f"RR{self._num(9)}CA",
        ]
        return D(r.choice(pats), "tracking_number")

    def patent(self):
        r = self.rng
        return D(
            r.choice(
                [
                    f"US {r.randint(9, 11)},{self._num(3)},{self._num(3)} B2",
                    f"CA {r.randint(2, 3)},{self._num(3)},{self._num(3)}",
                    f"EP {self._num(7)} B1",
                ]
            ),
            "patent_number",
        )

    def commit(self):
        return D(
            "".join(self.rng.choice("0123456789abcdef") for _ in range(self.rng.choice([7, 12, 40]))),
            "commit_hash",
        )

    def phone_ref(self):
        r = self.rng
        lead = r.choice(["Policy No. ", "Order # ", "Claim ", "Lot ", "Invoice "])
        return [
            lead,
            D(f"{r.randint(200, 989)}-{r.randint(200, 989)}-{self._num(4)}", "phone_shaped_reference"),
        ]

    def ssn_ref(self):
        r = self.rng
        lead = r.choice(["Form control ", "Batch ", "Receipt ", "Exhibit tag "])
        return [lead, D(f"{r.randint(100, 899)}-{r.randint(10, 99)}-{self._num(4)}", "ssn_shaped_reference")]

    def caps(self, text: str):
        return D(text, "caps_heading")

    def filler_decoy(self):
        """One context decoy, drawn to vary the kinds across the set."""
        r = self.rng
        pick = r.choice(
            [
                "award",
                "ship",
                "storm",
                "public",
                "hist",
                "fict",
                "place",
                "eplace",
                "building",
                "term",
                "org",
                "patent",
                "commit",
                "tracking",
                "version",
            ]
        )
        return {
            "award": self.award,
            "ship": self.ship,
            "storm": self.storm,
            "public": self.public_figure,
            "hist": self.historical,
            "fict": self.fictional,
            "place": self.place,
            "eplace": self.eplace,
            "building": self.building,
            "term": self.term,
            "org": self.org,
            "patent": self.patent,
            "commit": self.commit,
            "tracking": self.tracking,
            "version": self.version,
        }[pick]()
