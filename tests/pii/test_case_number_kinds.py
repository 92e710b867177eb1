"""CASE_NUMBER recall split by kind: application numbers apart from other codes (land-register plots
in TAB's ECHR gold), from a span's own ``kind`` or, without it, from the documented shape."""

from __future__ import annotations

from quilltune.prepare.pii.report import scores_table
from quilltune.prepare.pii.scoring import case_number_kind, score
from quilltune.prepare.pii.spans import Span


def _span(text: str, value: str, **extra) -> dict:
    start = text.index(value)
    return {"start": start, "end": start + len(value), "label": "CASE_NUMBER"} | extra


def test_application_numbers_are_told_from_other_codes_by_shape():
    text = (
        "The case originated in an application (no. 36110/97). It was joined to applications "
        "nos. 1234/05, 5678/06 and 9012/07. The plot no. 288/3, sheet 11/14 E.1, and parcel 19/22 were sold."
    )
    kinds = {v: case_number_kind(text, _span(text, v)) for v in ("36110/97", "1234/05", "5678/06", "9012/07")}
    assert set(kinds.values()) == {"application_number"}, kinds
    for other in ("288/3", "11/14 E.1", "19/22"):  # wrong shape, or no "no." before it
        assert case_number_kind(text, _span(text, other)) == "other_code", other


def test_a_kind_in_the_case_file_wins_over_the_shape():
    text = "Court File No. T-1234-19 and application no. 36110/97"
    assert case_number_kind(text, _span(text, "T-1234-19", kind="court_file_number")) == "court_file_number"
    assert case_number_kind(text, _span(text, "36110/97", kind="land_register")) == "land_register"


def test_score_reports_case_number_recall_per_kind():
    text = "application (no. 36110/97) concerning plot 288/3 and plot 12/4"
    case = {
        "id": "k1",
        "text": text,
        "spans": [],
        "anonymise_spans": [_span(text, "36110/97"), _span(text, "288/3"), _span(text, "12/4")],
    }
    found_app = lambda t: [Span(t.index("36110/97"), t.index("36110/97") + 8, "CASE_NUMBER")]  # noqa: E731
    out = score([case], found_app, profile="anonymise").to_dict()
    assert out["case_number_kinds"] == {
        "application_number": {"gold": 1, "found": 1, "recall": 1.0},
        "other_code": {"gold": 2, "found": 0, "recall": 0.0},
    }
    assert out["labels"]["CASE_NUMBER"]["recall"] == round(1 / 3, 3)
    assert "application_number 1 of 1, other_code 0 of 2" in scores_table(out)
    # The training profile does not score anonymise spans, so it has no kinds.
    assert score([case], found_app).to_dict()["case_number_kinds"] == {}
