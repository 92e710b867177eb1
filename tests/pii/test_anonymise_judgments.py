"""The ``anonymise`` profile on judgment text: case / application / file numbers and initials standing
for people are redacted, citations, statute references, the Crown and judges in office are kept.

Tuned on tests/pii/tuning/judgments_tune.jsonl (built by build_judgments.py); the report-only
judgments are scored elsewhere, once (docs/pii-scores.md)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from quilltune.prepare.pii.anonymise import find_case_numbers, find_initials
from quilltune.prepare.pii.scoring import load_cases, score

TUNING = Path(__file__).with_name("tuning") / "judgments_tune.jsonl"


def _values(finder, text: str) -> set[str]:
    return {text[s.start : s.end] for s in finder(text)}


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("The case originated in an application (no. 41723/14) against Poland", "41723/14"),
        ("CASE OF K. v. TURKEY\n\n(Application no. 36110/97)\n\nJUDGMENT", "36110/97"),
        ("joined to applications nos. 1234/05, 5678/06 and 9012/07.", "9012/07"),
        ("Court File No. T-1234-19\nCitation: 2019 FC 123", "T-1234-19"),
        ("Docket: IMM-4521-21\nCitation: 2022 FC 77", "IMM-4521-21"),
        ("Federal Court File No.: A-88-20", "A-88-20"),
        ("COURT FILE NO.: CV-19-00612345\nDATE: 20191203", "CV-19-00612345"),
        ("UNITED STATES DISTRICT COURT\nNo. 1:19-cv-01234\nOPINION", "1:19-cv-01234"),
        ("Case No. 2:20-cr-00123-JMF", "2:20-cr-00123-JMF"),
        ("Defendant.\nNo. 18-1234\nOPINION AND ORDER", "18-1234"),
        ("Civil Action No. 19-1234 (RBW)", "19-1234"),
        ("Neutral Citation Number: [2019] EWHC 123 (Ch)\nCase No: HC-2019-000123", "HC-2019-000123"),
        ("Case No: A2/2019/1234\nIN THE COURT OF APPEAL", "A2/2019/1234"),
    ],
)
def test_case_application_and_file_numbers_are_found(text, number):
    assert number in _values(find_case_numbers, text)


@pytest.mark.parametrize(
    "text",
    [
        "Citation: 2019 FC 123. See R. v. Jordan, 2016 SCC 27.",
        "Neutral Citation Number: [2019] EWHC 123 (Ch)",
        "under Law no. 2004/12 and Decree no. 96/11 of the Republic",
        "the fee was 3/4 of the amount, payable on 12/05",
        "Article 6 § 1 of the Convention and Rule 47 § 4 of the Rules of Court",
    ],
)
def test_citations_and_enactment_numbers_are_not_case_numbers(text):
    assert not _values(find_case_numbers, text), text


@pytest.mark.parametrize(
    ("text", "pseudonyms"),
    [
        ("The applicant, Mr A.B., complained of his detention.", {"A.B."}),
        ("The applicant, Ms X, alleged that her husband, Y, had assaulted her.", {"X", "Y"}),
        ("J.D. testified that she had left the house.", {"J.D."}),
        ("In A. v. B. the court had already ruled on the stay.", {"A.", "B."}),
        ("CASE OF K.P. v. FINLAND", {"K.P."}),
        ("lodged by a Polish national, Mr K. The applicant was born in 1950.", {"K."}),
        ("They were questioned.\nW. was released the next day.", {"W."}),
        ("The evidence of witness K was read out at the hearing.", {"K"}),
        ("Between:\nA\nClaimant\n- and -\nB\nDefendant", {"A", "B"}),
        ("the applicant’s son, İ.Ş., was arrested; a witness, “M”, confirmed it.", {"İ.Ş.", "M"}),
    ],
)
def test_initials_standing_for_people_are_found(text, pseudonyms):
    assert pseudonyms <= _values(find_initials, text), _values(find_initials, text)


@pytest.mark.parametrize(
    "text",
    [
        "See R. v. Jordan, 2016 SCC 27, and R v Brown [1994] 1 AC 212.",
        "Jurisdiction lies under 28 U.S.C. § 1332; see 550 U.S. 544 (2007).",
        "Sharpe J.A. and Doherty J.A. concurred; Strayer C.J. dissented; Arden L.J. agreed.",
        "Limitations Act, 2002, S.O. 2002, c. 24, and R.R.O. 1990, Reg. 194.",
        "I. THE FACTS\nA. Background\nsee Schedule A. and Part B.",
        "R. (on the application of Miller) v. Secretary of State",
    ],
)
def test_designations_reporters_statutes_and_the_crown_are_not_initials(text):
    assert not _values(find_initials, text), _values(find_initials, text)


def test_judges_on_the_bench_are_kept_and_the_parties_are_not(detector):
    text = (
        "In the case of Kowalczyk v. Poland,\nThe European Court of Human Rights (Fourth Section), sitting as a "
        "Chamber composed of:\nNicolas Bratza, President,\nLech Garlicki,\nLjiljana Mijović, judges,\n"
        "and Lawrence Early, Section Registrar,\n\nThe applicant, Mr Marek Kowalczyk, was born in 1961."
    )
    found = {text[s.start : s.end] for s in detector.detect(text)}
    assert "Marek Kowalczyk" in found
    assert not found & {"Nicolas Bratza", "Lech Garlicki", "Ljiljana Mijović", "Lawrence Early"}, found


@pytest.fixture(scope="module")
def judgments_tune() -> list[dict]:
    return load_cases(TUNING)


def test_judgment_tuning_set_is_well_formed(judgments_tune):
    tags = Counter(t for c in judgments_tune for t in c["tags"])
    for tag in (
        "echr-opening",
        "echr-title",
        "echr-narrative",
        "canada-fc",
        "ontario",
        "us-federal",
        "uk",
        "initials",
        "pseudonym-bare",
        "pseudonym-dotted",
        "pseudonym-uk-ca",
        "letter-decoys",
    ):
        assert tags[tag] >= 10, (tag, tags)
    for c in judgments_tune:
        for s in c["spans"] + c.get("decoys", []) + c.get("anonymise_spans", []):
            assert 0 <= s["start"] < s["end"] <= len(c["text"])
            value = c["text"][s["start"] : s["end"]]
            assert value == value.strip() and value, (c["id"], value)


def test_judgment_tuning_figures_hold(judgments_tune):
    """Tuning figures (not an evaluation): the report-only judgments are scored in docs/pii-scores.md."""
    from quilltune.prepare.pii import PIIDetector

    r = score(judgments_tune, PIIDetector(profile="anonymise").detect, profile="anonymise")
    for label in ("CASE_NUMBER", "INITIALS", "PERSON"):
        assert r.labels[label].recall >= 0.98, (label, r.labels[label], r.errors[:5])
        assert r.labels[label].precision >= 0.98, (label, r.labels[label], r.errors[:5])
    assert r.decoys and r.decoys_kept / r.decoys >= 0.98, r.errors[:5]
