"""``write_report(run_dir)``: RUN/report.html (self-contained), report.md and report.json."""

from __future__ import annotations

import time
from pathlib import Path

from quilltune.evaluate.run_folder import open_run
from quilltune.files import write_json_atomic, write_text_atomic
from quilltune.report.collect import collect, report_paths
from quilltune.report.html_page import render_html
from quilltune.report.markdown_page import render_markdown
from quilltune.report.plots import curve_svgs, leakage_svg


def build_report(run_dir: Path) -> dict:
    """The report's data (report.json content) without writing anything."""
    report = collect(open_run(run_dir, need_weights=False))
    report["generated"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    return report


def write_report(run_dir: Path) -> Path:
    from quilltune.locking import FolderLock

    report = build_report(run_dir)
    paths = report_paths(Path(report["run_dir"]))
    html = render_html(
        report, curve_svgs(report["curves"]), leakage_svg((report.get("eval") or {}).get("leakage"))
    )
    with FolderLock(paths["html"].parent, what="run folder"):
        _write_all(paths, html, report)
    return paths["html"]


def _write_all(paths: dict[str, Path], html: str, report: dict) -> None:
    write_text_atomic(paths["html"], html)
    write_text_atomic(paths["md"], render_markdown(report))
    write_json_atomic(paths["json"], report)
