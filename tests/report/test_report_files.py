"""write_report on a real run folder: three twins, self-contained HTML, escaped text, counts-only PII."""

from __future__ import annotations

import json
import re
import shutil

import pytest


@pytest.fixture(scope="module")
def report_run(tiny_run_dir, tmp_path_factory):
    """A copy of the run with eval.json (evaluated here if the evaluate tests did not run first)."""
    from quilltune.evaluate.api import evaluate_run
    from quilltune.evaluate.config import EvalConfig

    if not (tiny_run_dir / "eval.json").is_file():
        evaluate_run(
            tiny_run_dir, cfg=EvalConfig(max_pairs=5, num_generations=2, max_new_tokens=8), progress=False
        )
    run = tmp_path_factory.mktemp("report") / "run"
    shutil.copytree(tiny_run_dir, run)
    ev = json.loads((run / "eval.json").read_text())
    ev["samples"].append(
        {
            "task": "continue_clause",
            "instruction": "Continue <b>this</b> clause.",
            "input": "A & B",
            "reference": "</div><script>alert('x')</script>",
            "base": "<img src=x onerror=alert(1)>",
            "tuned": "plain & simple",
        }
    )
    (run / "eval.json").write_text(json.dumps(ev))
    return run


@pytest.fixture(scope="module")
def written(report_run):
    from quilltune.report.api import write_report

    html_path = write_report(report_run)
    return html_path, html_path.read_text(encoding="utf-8")


def test_three_twins_written(written, report_run):
    html_path, _ = written
    assert html_path == report_run / "report.html"
    data = json.loads((report_run / "report.json").read_text())
    assert data["status"] == "completed" and data["config"]["method"] == "lora"
    assert data["eval"]["loss"]["tuned"]["loss"] < data["eval"]["loss"]["base"]["loss"]
    md = (report_run / "report.md").read_text()
    for section in (
        "## Configuration",
        "## Data audit",
        "## Plan versus actual",
        "## Evaluation: base versus tuned",
    ):
        assert section in md


def test_html_is_self_contained_with_inline_svg_curves(written):
    _, html = written
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "<script" not in html and "<link" not in html and "@import" not in html
    assert html.count("<svg") == 3  # loss (+ validation), learning rate, throughput
    for label in (
        "optimizer step",
        "tokens / second",
        "cross-entropy (nats/token)",
        "validation loss",
        "learning rate",
    ):
        assert label in html


def test_untrusted_text_is_escaped(written):
    _, html = written
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "Continue &lt;b&gt;this&lt;/b&gt; clause." in html
    assert "a 2-layer test model &lt;b&gt;not&lt;/b&gt; a real one" in html  # plan warnings too


def test_data_audit_and_plan_vs_actual(written, report_run):
    _, html = written
    data = json.loads((report_run / "report.json").read_text())
    assert data["data"]["pii_counts"] == {"PERSON": 3, "EMAIL": 1, "PHONE": 0}
    assert [s["reason"] for s in data["data"]["skipped"]] == ["no extractable text (scanned PDF)"]
    assert data["data"]["duplicates"][0]["duplicate_of"] == "Mutual-NDA/Mutual-NDA.md"
    rows = {r["quantity"]: r for r in data["plan_vs_actual"]}
    summary = json.loads((report_run / "summary.json").read_text())
    assert rows["tokens/s"]["actual"] == summary["tokens_per_second"] and rows["tokens/s"]["plan"] == 3000.0
    assert rows["time"]["actual"] == pytest.approx(summary["wall_seconds"] / 3600)
    assert "no extractable text (scanned PDF)" in html and "Plan versus actual" in html


def test_report_without_eval_or_metrics_still_renders(report_run, tmp_path):
    from quilltune.report.api import write_report

    bare = tmp_path / "run"
    shutil.copytree(report_run, bare)
    (bare / "eval.json").unlink()
    (bare / "metrics.jsonl").write_text('{"step": 1, "loss": 2.0, "lr": 0.1, "tokens_per_second": 5}\n{"torn')
    html = write_report(bare).read_text()
    assert "not evaluated yet" in html and html.count("<svg") == 3


def test_a_live_writer_lock_refuses_the_report(report_run):
    from quilltune.errors import LockedError
    from quilltune.locking import FolderLock
    from quilltune.report.api import write_report

    with FolderLock(report_run, what="run folder"):
        with pytest.raises(LockedError):
            write_report(report_run)
    assert write_report(report_run).is_file()  # released: writes again


def test_preempted_run_without_weights_is_reported(report_run, tmp_path):
    from quilltune.report.api import write_report

    run = tmp_path / "run"
    shutil.copytree(report_run, run)
    shutil.rmtree(run / "adapter")
    summary = json.loads((run / "summary.json").read_text())
    summary.update(status="preempted", adapter=None)
    (run / "summary.json").write_text(json.dumps(summary))
    html = write_report(run).read_text()
    assert 'class="badge preempted"' in html and "Plan versus actual" in html


def test_report_and_export_commands_print_json(report_run, tmp_path):
    from typer.testing import CliRunner

    from quilltune.cli import app

    runner = CliRunner()
    rep = runner.invoke(app, ["report", str(report_run), "--json"])
    assert rep.exit_code == 0, rep.output
    assert json.loads(rep.stdout)["config"]["name"] == "test-run"
    exp = runner.invoke(
        app, ["export", str(report_run), "--format", "adapter", "--out", str(tmp_path / "a"), "--json"]
    )
    assert exp.exit_code == 0, exp.output
    assert "adapter_model.safetensors" in json.loads(exp.stdout.strip().splitlines()[-1])["files"]
