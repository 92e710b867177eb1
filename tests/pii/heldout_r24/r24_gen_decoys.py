"""Decoy pickers for round 24, mixed into ``Gen``."""

from __future__ import annotations

import r24_decoys as dc
import r24_ids as ids
from r24_doc import D


def _split(s):
    return [x.strip() for x in s.replace("\n", "").split("|") if x.strip()]


LISTS = {
    name: _split(getattr(dc, name))
    for name in (
        "JUDGES JUDGES_FR MEMBERS OFFICIALS OFFICIALS_FR STATUTES SECTIONS CASE_NAMES CITATIONS NEUTRALS BUILDINGS "
        "ORGS TERMS EPLACES FICTION PUBLIC HISTORICAL STORMS SHIPS AWARDS PLACES PRODUCTS INST_ORGS INST_DOMAINS "
        "INST_MAILBOXES IBANKS"
    ).split()
}
PICK = {
    "statute": ("STATUTES", "statute"),
    "section": ("SECTIONS", "section_ref"),
    "case": ("CASE_NAMES", "case_name"),
    "cite": ("CITATIONS", "case_citation"),
    "neutral": ("NEUTRALS", "neutral_citation"),
    "building": ("BUILDINGS", "building_name"),
    "org": ("ORGS", "eponymous_org"),
    "term": ("TERMS", "eponymous_term"),
    "eplace": ("EPLACES", "eponymous_place"),
    "fict": ("FICTION", "fictional_character"),
    "pub": ("PUBLIC", "public_figure"),
    "hist": ("HISTORICAL", "historical_person"),
    "storm": ("STORMS", "storm_name"),
    "ship": ("SHIPS", "ship_name"),
    "award": ("AWARDS", "award_name"),
    "place": ("PLACES", "place_name"),
    "product": ("PRODUCTS", "product_version"),
    "agency": ("INST_ORGS", "eponymous_org"),
}


class Decoys:
    def dk(self, key):
        name, kind = PICK[key]
        return D(self.rng.choice(LISTS[name]), kind)

    def judge(self):
        if self.lang == "fr":
            return D(self.rng.choice(LISTS["JUDGES_FR"]), "judge")
        if self.lang in dc.JUDGES_OTHER:
            return D(self.rng.choice(dc.JUDGES_OTHER[self.lang].split("|")), "judge")
        return D(self.rng.choice(LISTS["JUDGES"]), "judge")

    def member(self):
        return D(self.rng.choice(LISTS["MEMBERS"]), "tribunal_member")

    def official(self):
        pool = LISTS["OFFICIALS_FR"] if self.lang == "fr" else LISTS["OFFICIALS"]
        return D(self.rng.choice(pool), "official")

    def _n(self, k):
        return "".join(str(self.rng.randint(0, 9)) for _ in range(k))

    def court_file(self):
        rng = self.rng
        forms = {
            "ca": [
                f"CV-{rng.randint(18, 24)}-{self._n(8)}-0000",
                f"{rng.choice(['500', '200', '705'])}-22-{self._n(6)}-{rng.randint(18, 24)}{rng.randint(1, 9)}",
                f"FS-{rng.randint(19, 24)}-{self._n(5)}",
                f"S-{self._n(6)}",
                f"TSL-{self._n(5)}-{rng.randint(19, 24)}",
            ],
            "us": [
                f"{rng.randint(1, 4)}:{rng.randint(19, 24)}-cv-{self._n(5)}",
                f"{rng.randint(19, 24)}-DR-{self._n(6)}",
                f"CIV-{self._n(4)}-{self._n(3)}",
                f"{rng.randint(2019, 2024)}-LT-{self._n(6)}",
            ],
        }.get(
            self.jur,
            [
                f"{rng.choice(['KB', 'CL', 'HC'])}-{rng.randint(2019, 2024)}-{self._n(6)}",
                f"{self._n(4)}/{rng.randint(2019, 2024)}",
                f"RG {rng.randint(19, 24)}/{self._n(5)}",
            ],
        )
        return D(rng.choice(forms), "court_file_number")

    def reference(self):
        rng = self.rng
        return D(
            rng.choice(
                [
                    f"{rng.choice('ABCDHKMRTW')}{rng.choice('ABCDHKMRTW')}-{self._n(4)}-{self._n(2)}",
                    f"REF{self._n(7)}",
                    f"{rng.randint(2019, 2024)}/{self._n(5)}/{rng.choice('ABCX')}",
                ]
            ),
            "reference_number",
        )

    def bates(self):
        return D(f"{self.rng.choice(['DEF', 'PLTF', 'RSP', 'APP', 'HXD'])}-{self._n(7)}", "bates_number")

    def tracking(self):
        rng = self.rng
        return D(
            rng.choice(
                [
                    " ".join(self._n(4) for _ in range(4)),
                    "1Z" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(16)),
                    "9400 " + " ".join(self._n(4) for _ in range(4)) + " " + self._n(2),
                    f"{rng.choice('CELR')}{rng.choice('ABJX')}{self._n(9)}CA",
                ]
            ),
            "tracking_number",
        )

    def patent(self):
        rng = self.rng
        n = self._n(6)
        return D(
            rng.choice(
                [
                    f"US {rng.randint(8, 11)},{n[:3]},{n[3:]} B2",
                    f"CA {rng.randint(2, 3)},{n[:3]},{n[3:]}",
                    f"EP {rng.randint(1, 4)} {n[:3]} {n[3:]} B1",
                ]
            ),
            "patent_number",
        )

    def commit(self):
        return D(
            "".join(self.rng.choice("0123456789abcdef") for _ in range(self.rng.choice([7, 10, 12, 40]))),
            "commit_hash",
        )

    def pshape(self):
        return D(f"{self.rng.choice('01')}{self._n(2)}-{self._n(3)}-{self._n(4)}", "phone_shaped_reference")

    def sshape(self):
        return D(f"9{self._n(2)}-{self._n(2)}-{self._n(4)}", "ssn_shaped_reference")

    def iphone(self):
        rng = self.rng
        if self.jur in ("ca", "us"):
            return D(
                f"1-{rng.choice(['800', '833', '844', '855', '866', '877', '888'])}-{rng.randint(200, 999)}-{self._n(4)}",
                "institutional_phone",
            )
        return D(
            rng.choice(["+44 300 ", "+49 800 ", "+33 800 ", "+61 1300 ", "+91 1800 "])
            + f"{self._n(3)} {self._n(3)}",
            "institutional_phone",
        )

    def iemail(self):
        return D(
            f"{self.rng.choice(LISTS['INST_MAILBOXES'])}@{self.rng.choice(LISTS['INST_DOMAINS'])}",
            "institutional_email",
        )

    def iurl(self):
        rng = self.rng
        path = rng.choice(
            ["forms", "e-filing", "hearings/schedule", "fr/formulaires", "apply", "guides/tenants"]
        )
        return D(f"https://www.{rng.choice(LISTS['INST_DOMAINS'])}/{path}", "institutional_url")

    def bank_code(self):
        rng = self.rng
        if self.jur == "us" or (self.jur not in ("ca",) and rng.random() < 0.3):
            return D(
                ids.aba(rng) if self.jur == "us" and rng.random() < 0.7 else rng.choice(LISTS["IBANKS"]),
                "bank_code",
            )
        if self.jur == "ca":
            return D(
                rng.choice(
                    [
                        f"{self._n(5)}-{rng.choice(['001', '002', '003', '004', '006', '815'])}",
                        rng.choice(LISTS["IBANKS"][:3]),
                    ]
                ),
                "bank_code",
            )
        if self.jur == "au":
            return D(f"{self._n(3)}-{self._n(3)}", "bank_code")
        if self.jur == "in":
            return D(f"{rng.choice(['SBIN', 'HDFC', 'ICIC'])}0{self._n(6)}", "bank_code")
        return D(rng.choice(LISTS["IBANKS"]), "bank_code")
