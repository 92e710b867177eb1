"""The Markdown twin of the HTML report (same tables; samples as quoted text)."""

from __future__ import annotations

from quilltune.report import tables


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table_md(t: tables.Table, empty: str = "none") -> str:
    if not t.rows:
        return f"_{empty}_\n"
    lines = ["| " + " | ".join(t.headers) + " |", "|" + "---|" * len(t.headers)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in t.rows]
    return "\n".join(lines) + "\n"


def _quote(text: str) -> str:
    return "\n".join("> " + line for line in (text or "").splitlines()) or "> "


def render_markdown(report: dict) -> str:
    cfg = report["config"]
    parts = [
        f"# quilltune report: {cfg.get('name')} ({report['status']})",
        "",
        f"Run folder: `{report['run_dir']}`",
        "",
        "## Configuration",
        "",
        table_md(tables.config_table(report)),
        "## Data audit",
        "",
    ]
    if report["data"].get("available"):
        for title, table, empty in tables.data_sections(report):
            parts += [f"### {title}", "", table_md(table, empty)]
    else:
        parts += ["_the prepared data folder is not available_", ""]
    parts += ["## Plan versus actual", "", table_md(tables.plan_table(report))]
    parts += [
        f"- **{w.get('code')}**: {w.get('message')}"
        for w in report.get("plan_warnings", [])
        if isinstance(w, dict)
    ]
    parts += [
        "",
        "## Training curves",
        "",
        "(plots in report.html)",
        "",
        table_md(tables.curve_summary(report)),
        "## Evaluation: base versus tuned",
        "",
        table_md(tables.eval_table(report), "not evaluated yet"),
        "## Leakage: what the tuned model repeats",
        "",
    ]
    sentences = tables.leakage_sentences(report)
    parts += [f"- {s}" for s in sentences] or ["_not measured (run quilltune evaluate first)_"]
    parts.append("")
    leakage = tables.leakage_tables(report)
    if leakage:
        parts += ["(plot in report.html)", ""]
        for key, title, empty in tables.LEAKAGE_SECTIONS:
            parts += [f"### {title}", "", table_md(leakage[key], empty)]
    parts += ["## Sample generations", ""]
    for s in (report.get("eval") or {}).get("samples") or []:
        parts += [
            f"### {s.get('task')}: {s.get('instruction')}",
            "",
            "**base**",
            "",
            _quote(s.get("base", "")),
            "",
            "**tuned**",
            "",
            _quote(s.get("tuned", "")),
            "",
            "**reference**",
            "",
            _quote(s.get("reference", "")),
            "",
        ]
    return "\n".join(parts) + "\n"
