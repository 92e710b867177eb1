"""Build ``judgments_tune.jsonl``: a TUNING set of judgment-style passages for the ``anonymise`` profile.

Rebuild (Faker is a build-time dependency only, pinned in pyproject's ``pii-tuning`` extra):

    pip install faker==40.54.0
    python tests/pii/tuning/build_judgments.py

Fixed seed, so the file rebuilds identically. The frames are ours, written from the shapes of
headers and narrative in ECHR, Canadian (Federal Court, Ontario), US federal and UK judgments; no
judgment text is copied. Each case holds the training profile's gold (``spans``: PERSON), the
anonymise profile's gold (``anonymise_spans``: CASE_NUMBER, INITIALS, DATE) and decoys that must stay
(citations, statute and rule references, judges in office, the Crown's "R."). Rules are tuned on this
file; the report-only judgments live in tests/pii/heldout/ and are never read while tuning.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from judgment_pseudonyms import FRAMES as PSEUDONYM_FRAMES  # noqa: E402
from tuning_kit import Case, Names  # noqa: E402  (the shared case builder and locale names)

SEED = 20261202
OUT = Path(__file__).with_name("judgments_tune.jsonl")

COUNTRIES = {
    "pl_PL": ("Poland", "Polish"),
    "tr_TR": ("Turkey", "Turkish"),
    "ro_RO": ("Romania", "Romanian"),
    "hu_HU": ("Hungary", "Hungarian"),
    "lt_LT": ("Lithuania", "Lithuanian"),
    "hr_HR": ("Croatia", "Croatian"),
    "cs_CZ": ("the Czech Republic", "Czech"),
    "it_IT": ("Italy", "Italian"),
    "fi_FI": ("Finland", "Finnish"),
    "sk_SK": ("Slovakia", "Slovak"),
    "sl_SI": ("Slovenia", "Slovenian"),
    "lv_LV": ("Latvia", "Latvian"),
    "az_AZ": ("Azerbaijan", "Azerbaijani"),
    "nl_NL": ("the Netherlands", "Dutch"),
}
MONTHS = "January February March April May June July August September October November December".split()
LETTERS = "ABCDEFGHJKLMNOPSTWXYZ"  # no R (the Crown's "R. v.") and no I/V (roman numerals)
HONORIFICS = ["Mr", "Ms", "Mrs"]
APP, FILE = "application_number", "court_file_number"  # CASE_NUMBER kinds, scored apart
RELATIVES = ["son", "daughter", "husband", "wife", "brother", "sister", "neighbour", "cousin"]


def app_no(rng: random.Random) -> str:
    year = rng.choice([rng.randint(90, 99), rng.randint(0, 23)])
    return f"{rng.randint(100, 79999)}/{year:02d}"


def date(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.randint(1995, 2021)}"


def initials(rng: random.Random) -> str:
    """A pseudonym: one letter with a dot ("K."), two ("A.B."), or a Turkish/Polish pair ("İ.Ş.")."""
    kind = rng.random()
    if kind < 0.45:
        return f"{rng.choice(LETTERS)}."
    if kind < 0.9:
        return f"{rng.choice(LETTERS)}.{rng.choice(LETTERS)}."
    return f"{rng.choice('ÇŞÖÜŁŻ')}.{rng.choice(LETTERS)}."


def judge(c: Case, names: Names, role: str) -> None:
    _, g, s = names.pick()
    c.add(f"{g} {s}", decoy="judge").add(f", {role},\n" if role else ",\n")


def frame_echr_opening(c: Case, names: Names, rng: random.Random) -> None:
    loc = rng.choice(list(COUNTRIES))
    country, nationality = COUNTRIES[loc]
    _, g, s = names.pick(loc)
    no = app_no(rng)
    c.add("PROCEDURE\n\nThe case originated in an application (no. ").add(no, anon="CASE_NUMBER", kind=APP)
    c.add(f") against {country} lodged with the Court under ")
    c.add("Article 34 of the Convention", decoy="statute").add(f" by a {nationality} national, ")
    form = rng.randrange(4)
    if form == 0:
        c.add("Mr ").add(f"{g} {s}", "PERSON")
    elif form == 1:
        c.add(rng.choice(HONORIFICS) + " ").add(rng.choice(LETTERS), anon="INITIALS")
    elif form == 2:
        c.add(rng.choice(HONORIFICS) + " ").add(initials(rng), anon="INITIALS")
    else:
        c.add(rng.choice(HONORIFICS) + " ").add(f"{rng.choice(LETTERS)}.", anon="INITIALS")
        c.add(" The applicant")  # a sentence ends after the initial: "Mr K. The applicant ..."
    c.add(" (“the applicant”), on ").add(date(rng), anon="DATE").add(". ")
    if form:
        c.add(
            "The President of the Section acceded to the applicant’s request not to have his name disclosed ("
        )
        c.add("Rule 47 § 4 of the Rules of Court", decoy="statute").add(").")
    _, lg, ls = names.pick(loc)
    c.add(f"\n\nThe applicant was represented by {rng.choice(HONORIFICS)} ").add(f"{lg[0]}. {ls}", "PERSON")
    c.add(", a lawyer practising in ").add("Strasbourg", anon="PLACE").add(".")
    if rng.random() < 0.5:
        other = app_no(rng)
        c.add(" The application was joined to applications nos. ").add(other, anon="CASE_NUMBER", kind=APP)
        third = app_no(rng)
        c.add(" and ").add(third, anon="CASE_NUMBER", kind=APP).add(".")


def frame_echr_title(c: Case, names: Names, rng: random.Random) -> None:
    loc = rng.choice(list(COUNTRIES))
    country, _ = COUNTRIES[loc]
    party = initials(rng) if rng.random() < 0.7 else rng.choice(LETTERS)
    no = app_no(rng)
    c.add("CASE OF ").add(party.upper(), anon="INITIALS").add(f" v. {country.upper()}\n\n(Application no. ")
    c.add(no, anon="CASE_NUMBER", kind=APP).add(")\n\nJUDGMENT\n\nSTRASBOURG\n\n").add(date(rng), anon="DATE")
    c.add("\n\nIn the case of ").add(party, anon="INITIALS").add(f" v. {country},\n")
    c.add("The European Court of Human Rights (Fourth Section), sitting as a Chamber composed of:\n")
    judge(c, names, "President")
    for _ in range(rng.randint(0, 3)):
        judge(c, names, "")
    judge(c, names, "judges")
    c.add("and ")
    _, g, s = names.pick()
    c.add(f"{g} {s}", decoy="judge").add(", Section Registrar,\nHaving deliberated in private,")


def frame_echr_narrative(c: Case, names: Names, rng: random.Random) -> None:
    a, b = initials(rng), initials(rng)
    rel = rng.choice(RELATIVES)
    c.add("THE CIRCUMSTANCES OF THE CASE\n\nThe applicant was born in ").add(
        str(rng.randint(1940, 1999)), anon="DATE"
    )
    c.add(" and lives in ").add(
        rng.choice(["Vilnius", "Kraków", "Izmir", "Cluj-Napoca", "Brno"]), anon="PLACE"
    )
    c.add(". On ")
    c.add(date(rng), anon="DATE").add(f" the applicant’s {rel}, ").add(a, anon="INITIALS")
    c.add(", was arrested and questioned about the events. ")
    c.add(a, anon="INITIALS").add(" stated that he had seen ").add(b, anon="INITIALS")
    c.add(" at the station. ")
    form = rng.randrange(3)
    if form == 0:
        letter = rng.choice(LETTERS)
        c.add("A witness, “").add(letter, anon="INITIALS").add("”, confirmed this account.")
    elif form == 1:
        letter = rng.choice(LETTERS)
        c.add(f"The applicant’s {rng.choice(RELATIVES)}, ").add(letter, anon="INITIALS")
        c.add(", had been present as well.")
    else:
        letter = rng.choice(LETTERS)
        c.add("The evidence of witness ").add(letter, anon="INITIALS")
        c.add(" was read out at the hearing under ").add("Article 6 § 3 (d)", decoy="statute").add(".")
    c.add("\n").add(f"{rng.choice(LETTERS)}.", anon="INITIALS").add(" was released the next day.")


def frame_canada_fc(c: Case, names: Names, rng: random.Random) -> None:
    year = rng.randint(15, 23)
    kind = rng.choice(["T", "IMM", "A"])
    docket = f"{kind}-{rng.randint(1, 9999)}-{year}"
    label = rng.choice(["Docket: ", "Court File No. ", "Federal Court File No.: "])
    c.add("Date: ").add(f"20{year}1203", anon="DATE").add("\n").add(label).add(
        docket, anon="CASE_NUMBER", kind=FILE
    ).add("\nCitation: ")
    c.add(f"20{year} FC {rng.randint(10, 1400)}", decoy="citation").add("\nOttawa, Ontario, ")
    c.add(date(rng), anon="DATE")
    _, jg, js = names.pick("en_CA")
    c.add("\nPRESENT: The Honourable Mr. Justice ").add(js, decoy="judge").add("\nBETWEEN:\n")
    _, g, s = names.pick()
    c.add(f"{g} {s}", "PERSON").add(
        "\nApplicant\nand\nTHE MINISTER OF CITIZENSHIP AND IMMIGRATION\nRespondent\n"
    )
    c.add("JUDGMENT AND REASONS\n")
    c.add("The Applicant seeks judicial review under ").add("section 72 of the IRPA", decoy="statute")
    c.add(". See ").add(
        "Canada (Minister of Citizenship and Immigration) v. Vavilov, 2019 SCC 65", decoy="citation"
    )
    c.add(".")


def frame_ontario(c: Case, names: Names, rng: random.Random) -> None:
    number = f"CV-{rng.randint(15, 23)}-{rng.randint(100000, 999999):08d}"
    label = rng.choice(["COURT FILE NO.: ", "Court File No. ", "CITATION: 2020 ONSC 4521\nCOURT FILE NO.: "])
    if label.startswith("CITATION"):
        c.add("CITATION: ").add("2020 ONSC 4521", decoy="citation").add("\nCOURT FILE NO.: ")
    else:
        c.add(label)
    c.add(number, anon="CASE_NUMBER", kind=FILE).add("\nONTARIO\nSUPERIOR COURT OF JUSTICE\nBETWEEN:\n")
    _, g, s = names.pick()
    c.add(f"{g} {s}", "PERSON").add("\nPlaintiff\n– and –\nNORTHLAND INSURANCE LTD.\nDefendant\n")
    _, jg, js = names.pick("en_CA")
    c.add("BEFORE: ").add(f"{js} J.", decoy="judge").add("\n")
    a = initials(rng)
    c.add("The plaintiff’s daughter, ").add(a, anon="INITIALS").add(", was a minor at the time. ")
    c.add(a, anon="INITIALS").add(" testified by video. See ")
    c.add("R. v. Jordan, 2016 SCC 27", decoy="citation").add(" and ")
    c.add("s. 7 of the Charter", decoy="statute").add(".")


def frame_us(c: Case, names: Names, rng: random.Random) -> None:
    year = rng.randint(15, 23)
    number = rng.choice(
        [
            f"1:{year}-cv-{rng.randint(100, 9999):05d}",
            f"2:{year}-cr-{rng.randint(100, 9999):05d}-JMF",
            f"{year}-cv-{rng.randint(100, 9999)}",
            f"{year}-{rng.randint(1000, 9999)}",
        ]
    )
    _, g, s = names.pick(rng.choice(["en_US", "es_MX", "vi_VN", "pl_PL"]))
    c.add("UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n")
    c.add(f"{g} {s}", "PERSON").add(",\nPlaintiff,\nv.\nACME LOGISTICS CORP.,\nDefendant.\n")
    c.add(rng.choice(["Case No. ", "No. ", "Civil Action No. ", "Docket No. "])).add(
        number, anon="CASE_NUMBER", kind=FILE
    )
    c.add("\nOPINION AND ORDER\n")
    _, jg, js = names.pick("en_US")
    c.add(f"{jg.upper()} {js.upper()}", decoy="judge").add(", United States District Judge:\n")
    a = initials(rng)
    c.add("The plaintiff’s minor child, ").add(a, anon="INITIALS").add(", was injured. ")
    c.add(a, anon="INITIALS").add(" testified at deposition. Jurisdiction lies under ")
    c.add("28 U.S.C. § 1332", decoy="statute").add(". See ")
    c.add("Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)", decoy="citation").add(".")


def frame_uk(c: Case, names: Names, rng: random.Random) -> None:
    year = rng.randint(2015, 2023)
    number = rng.choice(
        [
            f"{rng.choice(['HC', 'QB', 'BL', 'CL'])}-{year}-{rng.randint(1, 9999):06d}",
            f"A2/{year}/{rng.randint(100, 9999)}",
        ]
    )
    c.add("Neutral Citation Number: ").add(f"[{year}] EWHC {rng.randint(10, 3000)} (Ch)", decoy="citation")
    c.add("\nCase No: ").add(number, anon="CASE_NUMBER", kind=FILE).add(
        "\nIN THE HIGH COURT OF JUSTICE\nBefore:\n"
    )
    _, jg, js = names.pick("en_IE")
    c.add(f"MR JUSTICE {js.upper()}", decoy="judge").add("\nBetween:\n")
    a, b = rng.sample(LETTERS, 2)
    c.add(f"{a}", anon="INITIALS").add("\nClaimant\n- and -\n").add(f"{b}", anon="INITIALS").add(
        "\nDefendant\n"
    )
    c.add("JUDGMENT\n1. The parties are anonymised. In ").add(f"{a}.", anon="INITIALS").add(" v. ")
    c.add(f"{b}.", anon="INITIALS").add(" the court had already ruled on the stay; compare ")
    c.add("R. v. Brown [1994] 1 AC 212", decoy="citation").add(" and ")
    c.add("section 6 of the Human Rights Act 1998", decoy="statute").add(".")


def frame_plain_initials(c: Case, names: Names, rng: random.Random) -> None:
    a, b = initials(rng), initials(rng)
    x = rng.choice(LETTERS)
    c.add("The applicant, ").add(f"{rng.choice(HONORIFICS)} ")
    c.add(x, anon="INITIALS").add(", alleged that her former partner, ").add(a, anon="INITIALS")
    c.add(", had threatened her. ").add(a, anon="INITIALS").add(" denied it. ")
    c.add(rng.choice(HONORIFICS) + " ").add(b, anon="INITIALS").add(" gave evidence for the defence. ")
    c.add("The Court refers to ").add("Article 8 of the Convention", decoy="statute").add(" and to ")
    _, _, s = names.pick()
    c.add(f"{s} v. Germany [GC], § 52, ECHR 2011", decoy="citation").add(".")


FRAMES = [
    (frame_echr_opening, 40, "echr-opening"),
    (frame_echr_title, 20, "echr-title"),
    (frame_echr_narrative, 30, "echr-narrative"),
    (frame_canada_fc, 20, "canada-fc"),
    (frame_ontario, 16, "ontario"),
    (frame_us, 20, "us-federal"),
    (frame_uk, 16, "uk"),
    (frame_plain_initials, 20, "initials"),
    *PSEUDONYM_FRAMES,  # appended last, so the rows above rebuild unchanged
]


def build() -> list[dict]:
    rng = random.Random(SEED)
    names = Names(rng)
    rows = []
    for frame, count, tag in FRAMES:
        for i in range(count):
            c = Case(f"judg-{tag}-{i:03d}", ["judgment", tag])
            frame(c, names, rng)
            rows.append(c.row())
    return rows


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":  # some Faker lists are sets: fix their order too
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    rows = build()
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} cases → {OUT}")
