"""The verifier on its tuning set and on planted unfaithful summaries; the CLI on a file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from quilltune.prepare.pairs.verify import verify

DATA = Path(__file__).parent / "data"
TUNING = [
    json.loads(line) for line in (DATA / "verify_tuning.jsonl").read_text().splitlines() if line.strip()
]

SOURCE = (
    'LEASE AGREEMENT\n\nThis Lease is made on June 1, 2022 between Harbourfront Properties Ltd. (the "Landlord") and '
    'Gull Island Cafe Inc. (the "Tenant").\n\n1. Premises\n\nThe Landlord leases to the Tenant the premises at '
    '[ADDRESS_1], Halifax, Nova Scotia (the "Premises").\n\n2. Rent\n\nThe Tenant shall pay rent of $4,500 per month '
    "on the first day of each month. The term is five years.\n"
)
FAITHFUL = (
    "A lease dated June 1, 2022 between Harbourfront Properties Ltd. (Landlord) and Gull Island Cafe Inc. "
    "(Tenant) for premises in Halifax, Nova Scotia, at a rent of $4,500 per month for five years."
)


@pytest.mark.parametrize("case", TUNING, ids=[c["id"] for c in TUNING])
def test_tuning_set(case):
    v = verify(case["source"], case["instruction"], case["input"], case["output"], case["task"])
    assert v.accepted == (case["expect"] == "accept"), (case["why"], v.reasons)


@pytest.mark.parametrize(
    ("planted", "category"),
    [
        (FAITHFUL.replace("Gull Island Cafe Inc.", "Seabright Bakery Inc."), "unsupported_party"),
        (FAITHFUL.replace("June 1, 2022", "July 1, 2022"), "unsupported_date"),
        (FAITHFUL.replace("$4,500", "$5,400"), "unsupported_amount"),
        (FAITHFUL.replace("Halifax, Nova Scotia", "Moncton, New Brunswick"), "unsupported_place"),
    ],
)
def test_planted_unfaithful_summaries_are_rejected_with_their_reason(planted, category):
    v = verify(SOURCE, "Summarize this lease.", "", planted, "summarize_contract")
    assert not v.accepted
    assert any(r.startswith(category) for r in v.reasons), v.reasons


def test_the_faithful_summary_is_accepted():
    v = verify(SOURCE, "Summarize this lease.", "", FAITHFUL, "summarize_contract")
    assert v.accepted, v.reasons
    assert v.support > 0.8


def test_cli_writes_one_verdict_per_row_and_survives_bad_rows(tmp_path):
    rows = [
        {"id": c["id"], **{k: c[k] for k in ("source", "instruction", "input", "output")}} for c in TUNING[:4]
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\nnot json\n" + json.dumps({"id": "x"}) + "\n")
    out = tmp_path / "out.jsonl"
    res = subprocess.run(
        [sys.executable, "-m", "quilltune", "pairs", "verify", str(path), "--out", str(out), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    summary = json.loads(res.stdout)
    got = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["id"] for g in got] == [r["id"] for r in rows] + [5, "x"]
    assert got[4]["reasons"] == ["unreadable_row"] and not got[5]["accepted"]
    assert summary["pairs"] == 6 and summary["accepted"] == sum(g["accepted"] for g in got) >= 3


def test_degenerate_and_prompt_copying_generations_are_rejected():
    # Both seen in real SmolLM2-135M teacher output on legal-public (benchmarks/NOTES.md).
    src = "### Deemed approval\n\n912 If the Minister does not send a notice, the Minister is deemed to have approved it."
    v = verify(src, "List the issues.", "", " ".join(["### Deemed approval"] * 5), "issue_spotting")
    assert "repetitive" in v.reasons
    prompt = "Explain the following provision in plain, simple English for someone who is not a lawyer.\n\n{source}"
    out = "The provision in plain, simple English for someone who is not a lawyer is: the Minister is deemed to approve."
    assert "copies_prompt" in verify(src, "Explain this.", "", out, "explain_plain", prompt).reasons
    assert verify(
        src,
        "Explain this.",
        "",
        "If the Minister sends no notice, the Minister is deemed to have approved it.",
        "explain_plain",
        prompt,
    ).accepted
