"""``quilltune report``: one self-contained HTML file plus Markdown and JSON twins in the run folder."""

from __future__ import annotations

from pathlib import Path

import typer


def report_command(
    run: Path = typer.Argument(..., help="RUN_DIR from train/demo (run evaluate first to include scores)"),
    as_json: bool = typer.Option(False, "--json", help="print report.json instead of the file paths"),
) -> None:
    """Write RUN/report.html, report.md and report.json."""
    from rich.console import Console

    from quilltune.report.api import write_report

    html = write_report(run)
    if as_json:
        print(html.with_suffix(".json").read_text(encoding="utf-8"))
    else:
        Console().print(
            f"[green]report[/green] {html}\n        {html.with_suffix('.md')}\n        {html.with_suffix('.json')}"
        )
