"""``quilltune demo``: the whole path on the embedded model, on this machine, in minutes.

prepare the shipped sample corpus → plan (this machine, and the case study's cluster) → QLoRA
train → evaluate base vs tuned → export the adapter (and a merged model) → HTML report. Every
stage is the real one; the demo only chooses small settings and collects the results.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

DEMO_PRESET = "smollm2-cpu-demo"
CASE_STUDY_PRESET = "llama2-70b-qlora-2x8xh100-zero3"


def run_demo(out: Path, overrides: list[str] | None = None, console: Console | None = None) -> dict:
    from quilltune.config import load_config
    from quilltune.evaluate.api import evaluate_run
    from quilltune.export.api import export
    from quilltune.models import resolve_model
    from quilltune.plan.api import make_plan
    from quilltune.prepare.api import ensure_prepared
    from quilltune.prepare.pipeline import cpu_seconds
    from quilltune.report.api import write_report
    from quilltune.train.api import train

    console = console or Console()
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, float] = {}
    cpu: dict[str, float] = {}

    def stage(name: str) -> None:
        timings[name], cpu[name] = time.perf_counter(), cpu_seconds()
        console.rule(f"[bold]{name}")

    cfg = load_config(DEMO_PRESET, overrides or [])
    stage("model")
    base_model = resolve_model(cfg.model.name)

    stage("prepare")
    data_dir = ensure_prepared(cfg, out=out / "data")

    stage("plan")
    plan = make_plan(cfg, data_dir).to_dict()
    case_plan = make_plan(load_config(CASE_STUDY_PRESET)).to_dict()
    (out / "plan.json").write_text(json.dumps(plan, indent=2))
    (out / "plan-case-study.json").write_text(json.dumps(case_plan, indent=2))
    for w in case_plan.get("warnings", []):
        console.print(f"[yellow]case study:[/yellow] {w['message']}")

    stage("train")
    run_dir = out / "run"
    if run_dir.exists():  # the demo always starts a fresh run; data and model stay cached
        shutil.rmtree(run_dir)
    train_summary = train(cfg, run_dir, data_dir=data_dir)

    stage("evaluate")
    ev = evaluate_run(run_dir)

    stage("export")
    adapter_dir = export(run_dir, "adapter", out / "adapter")

    stage("report")
    report = write_report(run_dir)
    shutil.copy(report, out / "report.html")

    timings["end"], cpu["end"] = time.perf_counter(), cpu_seconds()
    names = list(timings)
    seconds = {n: round(timings[names[i + 1]] - timings[n], 1) for i, n in enumerate(names[:-1])}
    cpu_seconds = {n: round(cpu[names[i + 1]] - cpu[n], 1) for i, n in enumerate(names[:-1])}
    summary = {
        "eval": {
            "val_loss_base": ev["loss"]["base"]["loss"],
            "val_loss_tuned": ev["loss"]["tuned"]["loss"],
            "perplexity_base": ev["loss"]["base"].get("perplexity"),
            "perplexity_tuned": ev["loss"]["tuned"].get("perplexity"),
            "tasks": ev.get("generation", {}).get("tasks"),
            "leakage": _leakage_summary(ev.get("leakage") or {}),
        },
        "train": {
            "steps": train_summary["steps"],
            "tokens": train_summary["tokens"],
            "tokens_per_second": train_summary["tokens_per_second"],
            "mfu": train_summary.get("mfu"),
            "final_loss": train_summary.get("final_loss"),
            "final_val_loss": train_summary.get("final_val_loss"),
            "status": train_summary.get("status"),
        },
        "data": _data_summary(data_dir),
        "plan": plan,
        "plan_case_study": {
            k: case_plan.get(k) for k in ("tokens", "tokens_per_second", "hours", "mfu", "warnings")
        },
        "paths": {
            "data": str(data_dir),
            "run": str(run_dir),
            "adapter": str(adapter_dir),
            "base_model": str(base_model),
            "report": str(out / "report.html"),
        },
        "seconds": seconds,
        # CPU time (user + sys, this process and its finished children such as the teacher worker):
        # on a shared machine a truer measure of the work than wall time.
        "cpu_seconds": cpu_seconds,
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2))
    _print_summary(console, summary)
    return summary


def _data_summary(data_dir: Path) -> dict:
    """Pairs per generator and the teacher's acceptance, from the data folder's manifest."""
    from quilltune.data_folder import read_manifest
    from quilltune.prepare.tasks import ill_posed

    m = read_manifest(data_dir)
    import pyarrow.parquet as pq

    bad = sum(
        ill_posed(r["instruction"], r["input"])
        for p in sorted((data_dir / "pairs").glob("*.parquet"))
        for r in pq.read_table(p, columns=["instruction", "input"]).to_pylist()
    )
    t = m.get("teacher") or {}
    return {
        "pairs_by_generator": m.get("pairs_by_generator"),
        "ill_posed_pairs": bad,
        "teacher": {k: t.get(k) for k in ("chosen", "accepted", "rejected", "tokens_per_second", "seconds")}
        if t
        else None,
    }


def _leakage_summary(leak: dict) -> dict:
    """The demo's one-line view of evaluate's leakage section (ids and counts only, like eval.json)."""
    if not leak or leak.get("skipped"):
        return {"skipped": leak.get("skipped", "not run")}
    ext, exp = leak["extraction"], leak.get("exposure") or {}
    return {
        "verbatim": leak["verbatim"]["sentence"],
        "verbatim_summary": leak["verbatim"]["summary"],
        "extraction": ext["sentence"],
        "failures": len(ext["failures"]),
        "canaries": ext["canaries"],
        "exposure_mean": {"base": exp.get("mean_base"), "tuned": exp.get("mean_tuned")},
        "seconds": leak.get("seconds"),
    }


def _print_summary(console: Console, s: dict) -> None:
    t = Table(title="quilltune demo", show_header=False)
    ev, tr = s["eval"], s["train"]
    t.add_row("validation loss, base → tuned", f"{ev['val_loss_base']:.3f} → {ev['val_loss_tuned']:.3f}")
    d = s.get("data") or {}
    if d.get("pairs_by_generator"):
        g, teacher = d["pairs_by_generator"], d.get("teacher") or {}
        t.add_row(
            "pairs: template / teacher",
            f"{g['template']} / {g['teacher']} (teacher accepted {teacher.get('accepted', 0)} "
            f"of {teacher.get('chosen', 0)}); ill-posed: {d['ill_posed_pairs']}",
        )
    leak = ev.get("leakage") or {}
    if leak.get("verbatim"):
        t.add_row("memorisation", leak["verbatim"])
        t.add_row("extraction", leak["extraction"])
    t.add_row("train steps / tokens", f"{tr['steps']} / {tr['tokens']:,}")
    t.add_row("trained tokens/s", f"{tr['tokens_per_second']:.0f}")
    if tr.get("mfu") is not None:
        t.add_row("MFU (vs the measured matmul ceiling in the run's dtype)", f"{tr['mfu'] * 100:.1f} %")
    t.add_row("planned tokens/s", f"{s['plan'].get('tokens_per_second', float('nan')):.0f}")
    cpu = s.get("cpu_seconds") or {}
    for stage, sec in s["seconds"].items():
        t.add_row(f"time: {stage}", f"{sec:.1f} s" + (f" ({cpu[stage]:.0f} CPU-s)" if stage in cpu else ""))
    t.add_row("report", s["paths"]["report"])
    t.add_row("adapter", s["paths"]["adapter"])
    console.print(t)


def demo_command(
    out: Path = typer.Option(Path("runs/demo"), "--out", help="output folder"),
    overrides: list[str] = typer.Argument(None, help="key=value overrides of the demo preset"),
    as_json: bool = typer.Option(False, "--json", help="print summary.json at the end"),
) -> None:
    """Run the whole path (prepare → plan → train → evaluate → export → report) on the embedded model."""
    summary = run_demo(out, overrides, console=Console(stderr=as_json))
    if as_json:
        print(json.dumps(summary, indent=2))
