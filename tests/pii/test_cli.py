"""``quilltune pii detect|redact|score``: one output line per input row, bad rows reported, no values leaked."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from quilltune.cli import app

ROWS = [
    '{"doc": "a1", "body": "Ms. Jane Okafor can be reached at jane.okafor@okaforlaw.ca."}',
    "this line is not json",
    '{"doc": "a3", "body": "See R. v. Jordan, 2016 SCC 27."}',
    '{"doc": "a4", "title": "no body field"}',
    '["an", "array"]',
    "",
    '{"doc": "a7", "body": 42}',
    '{"body": "SSN 536-22-1234 on file."}',
]


def _input(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(ROWS) + "\n", encoding="utf-8")
    return path


def test_detect_writes_one_line_per_row_and_reports_bad_rows(tmp_path):
    out = tmp_path / "spans.jsonl"
    result = CliRunner().invoke(
        app,
        [
            "pii",
            "detect",
            str(_input(tmp_path)),
            "--text-field",
            "body",
            "--id-field",
            "doc",
            "--out",
            str(out),
            "--person",
            "rules",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["rows"] == 7  # the blank line is not a row
    assert summary["bad_rows"] == {"count": 4, "lines": [2, 4, 5, 7]}
    assert summary["counts"] == {"EMAIL": 1, "PERSON": 1, "SSN": 1}
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["id"] for r in lines] == ["a1", 2, "a3", "a4", 5, "a7", 8]
    text = json.loads(ROWS[0])["body"]
    assert [(text[s["start"] : s["end"]], s["label"]) for s in lines[0]["spans"]] == [
        ("Jane Okafor", "PERSON"),
        ("jane.okafor@okaforlaw.ca", "EMAIL"),
    ]
    assert lines[2]["spans"] == []
    assert "error" in lines[1] and "error" in lines[3]


def test_redact_writes_text_and_counts_without_raw_values_in_the_summary(tmp_path):
    out = tmp_path / "red.jsonl"
    result = CliRunner().invoke(
        app,
        [
            "pii",
            "redact",
            str(_input(tmp_path)),
            "--text-field",
            "body",
            "--out",
            str(out),
            "--person",
            "rules",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Okafor" not in result.stdout and "536-22-1234" not in result.stdout
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["text"] == "Ms. [PERSON_1] can be reached at [EMAIL_1]."
    assert lines[0]["counts"] == {"PERSON": 1, "EMAIL": 1}
    assert lines[-1]["text"] == "SSN [SSN_1] on file."


def test_redact_drop_mode_and_bad_arguments(tmp_path):
    out = tmp_path / "drop.jsonl"
    runner = CliRunner()
    result = runner.invoke(
        app,
        [
            "pii",
            "redact",
            str(_input(tmp_path)),
            "--text-field",
            "body",
            "--out",
            str(out),
            "--mode",
            "drop",
            "--person",
            "rules",
            "--json",
        ],
    )
    assert json.loads(result.stdout)["dropped_documents"] == 2
    bad = runner.invoke(app, ["pii", "redact", str(_input(tmp_path)), "--out", str(out), "--mode", "shred"])
    assert bad.exit_code != 0
    missing = runner.invoke(app, ["pii", "detect", str(tmp_path / "nope.jsonl"), "--out", str(out)])
    assert missing.exit_code != 0


def test_score_prints_a_table_for_every_label():
    result = CliRunner().invoke(app, ["pii", "score", "--person", "rules", "--json"])
    assert result.exit_code == 0, result.output
    scores = json.loads(result.stdout)
    assert scores["labels"]["SIN"]["exact_precision"] == 1.0
    assert scores["labels"]["PERSON"]["gold"] > 90
    assert scores["profile"] == "training" and 0 < scores["person_recall"] <= 1


def test_score_errors_are_listed_in_the_plain_output_too(tmp_path):
    cases = tmp_path / "cases.jsonl"
    case = {
        "id": "c1",
        "text": "Call us today. Version 4.18.2.1 shipped.",
        "spans": [{"start": 8, "end": 13, "label": "EMAIL"}],  # a gold span no detector can find
        "tags": [],
    }
    cases.write_text(json.dumps(case) + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["pii", "score", str(cases), "--person", "rules", "--errors"])
    assert result.exit_code == 0, result.output
    assert "| EMAIL |" in result.stdout and "errors in 1 cases" in result.stdout
    assert "c1\tmissed\tEMAIL\t'today'" in result.stdout
    plain = CliRunner().invoke(app, ["pii", "score", str(cases), "--person", "rules"])
    assert "errors in" not in plain.stdout
