"""Self-contained HTML: inline CSS and inline SVG, no scripts, no network. Every value is escaped."""

from __future__ import annotations

from html import escape

from quilltune.report.tables import (
    LEAKAGE_SECTIONS,
    Table,
    config_table,
    curve_summary,
    data_sections,
    eval_table,
    leakage_sentences,
    leakage_tables,
    plan_table,
)

CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:26px} h2{margin-top:32px;border-bottom:2px solid #dde2ea;padding-bottom:4px}
.sub{color:#5b6577} .badge{display:inline-block;padding:2px 10px;border-radius:12px;color:#fff;font-size:13px}
.completed{background:#2f8f4e} .failed{background:#c0392b} .preempted{background:#d68910} .unknown{background:#7f8c8d}
table{border-collapse:collapse;margin:10px 0;background:#fff;min-width:40%}
th,td{border:1px solid #dde2ea;padding:5px 10px;text-align:left;font-size:14px;vertical-align:top}
th{background:#eef1f6} td.num{text-align:right;font-variant-numeric:tabular-nums}
.plots{display:flex;flex-wrap:wrap;gap:12px} .plot{background:#fff;border:1px solid #dde2ea;padding:6px}
.plot svg{max-width:100%;height:auto}
.sample{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:10px;margin:12px 0}
.cols{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.cols div{background:#f9fafc;border:1px solid #e3e7ee;padding:8px;white-space:pre-wrap;font-size:13px}
.cols h4{margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#5b6577}
.warn{background:#fff7e6;border-left:4px solid #d68910;padding:6px 10px;margin:6px 0}
.empty{color:#7f8c8d;font-style:italic}
"""


def _is_num(text: str) -> bool:
    return (
        text.replace(",", "")
        .replace(".", "")
        .replace("+", "")
        .replace("-", "")
        .replace("×", "")
        .replace("e", "")
        .isdigit()
    )


def table_html(t: Table, empty: str = "none") -> str:
    if not t.rows:
        return f'<p class="empty">{escape(empty)}</p>'
    head = "".join(f"<th>{escape(h)}</th>" for h in t.headers)
    body = "".join(
        "<tr>" + "".join(f'<td class="{"num" if _is_num(c) else ""}">{escape(c)}</td>' for c in row) + "</tr>"
        for row in t.rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _sections(sections) -> str:
    return "".join(f"<h3>{escape(title)}</h3>{table_html(table, empty)}" for title, table, empty in sections)


def _samples_html(report: dict) -> str:
    samples = (report.get("eval") or {}).get("samples") or []
    if not samples:
        return '<p class="empty">no sample generations (run quilltune evaluate first)</p>'
    out = []
    for s in samples:
        inp = s.get("input") or ""
        inp = inp if len(inp) <= 600 else inp[:600] + " …"
        cols = "".join(
            f"<div><h4>{label}</h4>{escape(s.get(key) or '') or '<span class=empty>(empty output)</span>'}</div>"
            for key, label in (("base", "base"), ("tuned", "tuned"), ("reference", "reference"))
        )
        out.append(
            f'<div class="sample"><b>{escape(s.get("task", ""))}</b>: {escape(s.get("instruction", ""))}'
            f'<div class="sub" style="white-space:pre-wrap;margin:6px 0">{escape(inp)}</div>'
            f'<div class="cols">{cols}</div></div>'
        )
    return "".join(out)


def _leakage_html(report: dict, svg: str | None) -> str:
    sentences = leakage_sentences(report)
    if not sentences:
        return '<p class="empty">not measured (run quilltune evaluate first)</p>'
    tables = leakage_tables(report)
    text = "".join(f"<p>{escape(s)}</p>" for s in sentences)
    if not tables:
        return text
    # The SVG is matplotlib's drawing of our own numbers, embedded as markup like the curves.
    plot = f'<div class="plots"><div class="plot">{svg}</div></div>' if svg else ""
    return text + plot + _sections((title, tables[key], empty) for key, title, empty in LEAKAGE_SECTIONS)


def render_html(report: dict, plots: dict[str, str], leakage_plot: str | None = None) -> str:
    cfg, status = report["config"], report["status"]
    data = report["data"]
    warnings = "".join(
        f'<div class="warn"><b>{escape(str(w.get("code", "")))}</b>: {escape(str(w.get("message", "")))}</div>'
        for w in report.get("plan_warnings", [])
        if isinstance(w, dict)
    )
    # The SVGs come from matplotlib (our own plotting of numbers), so they are embedded as markup.
    plot_html = (
        "".join(f'<div class="plot">{svg}</div>' for svg in plots.values())
        or '<p class="empty">no metrics.jsonl rows</p>'
    )
    data_html = (
        _sections(data_sections(report))
        if data.get("available")
        else '<p class="empty">the prepared data folder is not available</p>'
    )
    status_class = status if status in ("completed", "failed", "preempted") else "unknown"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>quilltune report: {escape(str(cfg.get("name")))}</title><style>{CSS}</style></head>
<body><main>
<h1>quilltune report: {escape(str(cfg.get("name")))} <span class="badge {status_class}">{escape(status)}</span></h1>
<div class="sub">{escape(report["run_dir"])} · generated {escape(report.get("generated", ""))}</div>
<h2 id="config">Configuration</h2>{table_html(config_table(report))}
<h2 id="data">Data audit</h2>{data_html}
<h2 id="plan">Plan versus actual</h2>{table_html(plan_table(report))}{warnings}
<h2 id="curves">Training curves</h2><div class="plots">{plot_html}</div>{table_html(curve_summary(report))}
<h2 id="eval">Evaluation: base versus tuned</h2>{table_html(eval_table(report), "not evaluated yet")}
<h2 id="leakage">Leakage: what the tuned model repeats</h2>{_leakage_html(report, leakage_plot)}
<h2 id="samples">Sample generations</h2>{_samples_html(report)}
</main></body></html>
"""
