"""``quilltune prepare``: parse arguments, run the pipeline, print a summary (or JSON)."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from quilltune.errors import InputError


def prepare_command(
    inputs: list[str] = typer.Option(
        None, "--input", "-i", help="file, folder or glob (repeatable); default: data.inputs of the config"
    ),
    out: Path = typer.Option(
        None,
        "--out",
        "-o",
        help="output folder (default: data.out, else a cache folder keyed by inputs+config+tokenizer)",
    ),
    config: str = typer.Option(
        None, "--config", "-c", help="run config YAML or preset; its data and model sections are used"
    ),
    overrides: list[str] = typer.Option(
        None, "--set", help="config override, e.g. --set data.seq_len=1024 (repeatable)"
    ),
    workers: int = typer.Option(None, "--workers", "-w", help="parallel worker processes (data.workers)"),
    engine: str = typer.Option(None, "--engine", help="local | ray (data.engine)"),
    no_pii: bool = typer.Option(False, "--no-pii", help="skip PII redaction (data.pii.enabled=false)"),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="rich progress bars on stderr"),
    forget: Path = typer.Option(
        None,
        "--forget",
        help="file of document ids (doc_id or source path), one per line: drop them and everything derived (data.forget)",
    ),
    token_budget: str = typer.Option(
        None,
        "--token-budget",
        help="most training tokens to keep (e.g. 200000000, 2e8, 200M): whole documents, seeded and "
        "stratified by source folder and file type, after dedup (data.token_budget)",
    ),
    dry_run: bool = typer.Option(
        False,
        "--dry-run",
        help="estimate template pairs and the teacher's tokens, time and cost; write nothing",
    ),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON on stdout"),
) -> None:
    """Ingest, clean, deduplicate, redact, generate pairs, split, tokenize and pack a corpus.

    Writes DIR/documents, pairs, tokens/{train,validation}, inputs.jsonl (one row per input),
    rejected_records.jsonl, dropped_documents.jsonl and manifest.json. Skipped inputs do not fail
    the run (the summary lists them). Exit codes: 0 done · 2 bad input/config · 4 folder locked ·
    5 accounting/integrity error. Rerunning resumes an interrupted run; a finished one is a no-op.
    """
    from quilltune.config.load import load_config
    from quilltune.prepare.api import prepare_folder

    extra = list(overrides or [])
    if workers is not None:
        extra.append(f"data.workers={workers}")
    if engine is not None:
        extra.append(f"data.engine={engine}")
    if no_pii:
        extra.append("data.pii.enabled=false")
    if token_budget is not None:
        extra.append(f"data.token_budget={token_budget}")
    if forget is not None:
        if not forget.is_file():
            raise InputError(f"--forget {forget}: not a file; give a file of document ids, one per line")
        extra.append(f"data.forget={forget.resolve()}")
    cfg = load_config(config, extra)
    if inputs:
        cfg.data.inputs = list(inputs)
    elif not config:
        raise InputError("give at least one --input (file, folder or glob) or a --config with data.inputs")
    if dry_run:
        from quilltune.prepare.pairs.estimate import estimate

        tokenizer_dir = None
        if cfg.data.token_budget is not None:  # the budget is counted in the model's tokens
            from quilltune.models import resolve_model

            tokenizer_dir = resolve_model(cfg.model.name, allow_download=cfg.model.allow_download)
        result = estimate(cfg.data, tokenizer_dir=tokenizer_dir)
        typer.echo(json.dumps(result, indent=2) if as_json else _estimate_text(result))
        return
    data_dir, result = prepare_folder(cfg, out=out, progress=progress and not as_json)
    result["out"] = str(data_dir)
    if as_json:
        typer.echo(json.dumps(result, indent=2))
    else:
        _print_summary(result)


def _estimate_text(e: dict) -> str:
    lines = [f"dry run: {e['documents']} documents, ~{e['template_pairs']} template pairs"]
    b = e.get("token_budget")
    if b and "train_tokens_before" in b:
        lines.append(
            f"token budget {b['budget']:,}: ~{b['train_tokens_kept']:,} of ~{b['train_tokens_before']:,} train "
            f"tokens ({b['share_kept']:.0%}), {b['documents_kept']} of {b['documents']} documents ({b['note']})"
        )
    elif b:
        lines.append(f"token budget {b['budget']:,}: {b['note']}")
    t = e["teacher"]
    if t is None:
        lines.append("teacher: off (data.pairs.teacher_weight is 0)")
    else:
        tps = f"{t['tokens_per_second']} tok/s ({'measured' if t['tokens_per_second_measured'] else 'configured'})"
        lines.append(
            f"teacher: {t['generations']} generations on {t['backend']}:{t['model']}, ~{t['tokens_in']} tokens in, "
            f"<= {t['tokens_out_max']} out, {tps}, <= {t['seconds_max']} s, <= {t['cost_max']} in money"
        )
    return "\n".join(lines)


def _print_summary(s: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(title=f"prepared → {s['out']}", show_header=False)
    st = s["by_status"]
    table.add_row(
        "inputs",
        f"{s['inputs']} (kept {st['kept']}, repaired {st['repaired']}, skipped {st['skipped']}, duplicate {st['duplicate']})",
    )
    if s["skipped_by_reason"]:
        table.add_row("skipped", ", ".join(f"{k}: {v}" for k, v in s["skipped_by_reason"].items()))
    table.add_row("records rejected", str(s["records_rejected"]))
    table.add_row("documents kept", f"{s['documents_kept']} (dropped: {s['documents_dropped'] or 'none'})")
    table.add_row("pairs", f"train {s['pairs']['train']}, validation {s['pairs']['validation']}")
    table.add_row("token rows", f"train {s['rows']['train']}, validation {s['rows']['validation']}")
    table.add_row("tokens", f"train {s['tokens']['train']}, validation {s['tokens']['validation']}")
    table.add_row("truncated samples", str(s["truncated_samples"]))
    if s.get("teacher"):
        t = s["teacher"]
        table.add_row(
            "teacher pairs",
            f"{t['accepted']} accepted of {t['chosen']} ({t['cached']} from cache), "
            f"{t['tokens_per_second']} tok/s; rejected → rejected_pairs.jsonl",
        )
    if s.get("token_budget"):
        b = s["token_budget"]
        table.add_row(
            "token budget",
            f"{b['budget']:,}: kept {b['train_tokens_kept']:,} of {b['train_tokens_before']:,} train tokens, "
            f"{b['documents_kept']} documents; {b['documents_left_out']} left out → {b['left_out_file']}"
            if b["applied"]
            else f"{b['budget']:,}: all {b['train_tokens_before']:,} train tokens fit, nothing left out",
        )
    if s.get("forgotten"):
        table.add_row(
            "forgotten",
            f"{s['forgotten']['documents']} documents with their pairs and tokens; "
            f"{s['forgotten']['cached_generations_deleted']} cached generations deleted",
        )
    profile = f" (profile {s['pii_profile']})" if s.get("pii_profile") else " (PII off)"
    table.add_row(
        "PII redacted" + profile, ", ".join(f"{k}: {v}" for k, v in s["pii"].items()) or "none found"
    )
    table.add_row("bytes/token", str(s["bytes_per_token"]))
    if s.get("up_to_date"):
        table.add_row("run", "already complete: nothing to do")
    else:
        table.add_row(
            "throughput",
            f"{s.get('input_mb')} MB in {s.get('wall_seconds')} s: {s.get('mb_per_second')} MB/s, {s.get('docs_per_second')} docs/s",
        )
        table.add_row(
            "stage seconds", ", ".join(f"{k} {v}" for k, v in (s.get("stage_seconds") or {}).items())
        )
    console.print(table)
