"""``quilltune pii detect|redact|score|bench``: PII on JSONL files, and how well and fast it works.

Rows that cannot be read (bad JSON, not an object, missing or non-string text field) are reported
by line number and written as ``{"id", "line", "error"}`` so the output stays aligned with the
input; the run never stops on them. Only counts per label are printed, never a detected value.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from quilltune.errors import InputError

app = typer.Typer(
    help="Detect and redact PII (personal data) in JSONL text, with checksums and legal context.",
    no_args_is_help=True,
)

_STRATEGY_HELP = (
    "PERSON strategy: ner+rules (default), rules (no model, fastest), ner (model alone, baseline)"
)
DEFAULT_CASES = Path(__file__).resolve().parents[3] / "tests" / "pii" / "cases.jsonl"
DEFAULT_JUDGMENTS = (
    Path(__file__).resolve().parents[3] / "tests" / "pii" / "judgments" / "echr_dev_sample.jsonl"
)


_PROFILE_HELP = (
    "training (default: identifiers of people) or anonymise (also case/application numbers, initials, "
    "dates, places, organisations)"
)


def _detector(strategy: str, profile: str) -> Any:
    """The detector the options ask for; an unknown name is refused with the known ones."""
    if strategy not in ("ner+rules", "rules", "ner"):
        raise InputError(f"--person {strategy!r} is not known: use ner+rules, rules or ner.")
    if profile not in ("training", "anonymise"):
        raise InputError(f"--profile {profile!r} is not known: use training or anonymise.")
    from quilltune.prepare.pii import PIIDetector

    return PIIDetector(person_strategy=strategy, profile=profile)  # type: ignore[arg-type]


def _rows(path: Path, text_field: str, id_field: str | None):
    """Yield (line_number, id, text, error, byte_length) for each non-blank line of a JSONL file."""
    if not path.is_file():
        raise InputError(f"input file not found: {path}. Give a JSONL file with one object per line.")
    with path.open("rb") as f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            row_id: Any = number
            try:
                row = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                yield number, row_id, None, f"not valid JSON/UTF-8: {type(e).__name__}", len(raw)
                continue
            if not isinstance(row, dict):
                yield number, row_id, None, "not a JSON object", len(raw)
                continue
            if id_field is not None and id_field in row:
                row_id = row[id_field]
            text = row.get(text_field)
            if not isinstance(text, str):
                why = "missing" if text_field not in row else f"a {type(text).__name__}, not a string"
                yield number, row_id, None, f"field {text_field!r} is {why}", len(raw)
                continue
            yield number, row_id, text, None, len(raw)


def _run(
    input_path: Path,
    out: Path,
    text_field: str,
    id_field: str | None,
    mode: str | None,
    strategy: str,
    progress: bool,
    profile: str = "training",
) -> dict:
    from rich.progress import BarColumn, Progress, TextColumn, TransferSpeedColumn

    detector = _detector(strategy, profile)
    counts: Counter[str] = Counter()
    bad_lines: list[int] = []
    rows = dropped = 0
    out.parent.mkdir(parents=True, exist_ok=True)
    columns = (TextColumn("pii"), BarColumn(), TransferSpeedColumn())
    with (
        out.open("w", encoding="utf-8") as sink,
        Progress(*columns, disable=not progress, transient=True) as bar,
    ):
        task = bar.add_task("pii", total=input_path.stat().st_size if input_path.is_file() else None)
        for number, row_id, text, error, size in _rows(input_path, text_field, id_field):
            bar.advance(task, size)
            rows += 1
            if error is not None:
                bad_lines.append(number)
                sink.write(json.dumps({"id": row_id, "line": number, "error": error}) + "\n")
                continue
            if mode is None:
                spans = detector.detect(text)
                counts.update(s.label for s in spans)
                record: dict = {"id": row_id, "spans": [s.to_dict() for s in spans]}
            else:
                red = detector.redact(text, mode=mode)  # type: ignore[arg-type]
                counts.update(red.counts)
                dropped += red.text is None
                record = {"id": row_id, "text": red.text, "counts": red.counts}
            sink.write(json.dumps(record, ensure_ascii=False) + "\n")
    summary = {
        "input": str(input_path),
        "out": str(out),
        "profile": profile,
        "rows": rows,
        "bad_rows": {"count": len(bad_lines), "lines": bad_lines[:1000]},
        "counts": dict(sorted(counts.items())),
    }
    if mode is not None:
        summary["mode"] = mode
        summary["dropped_documents"] = dropped
    return summary


def _report(summary: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(summary, indent=2))
        return
    console = Console(stderr=True)
    found = ", ".join(f"{k}: {v}" for k, v in summary["counts"].items()) or "none"
    console.print(
        f"{summary['rows']} rows → {summary['out']}; profile {summary['profile']}; PII found: {found}",
        markup=False,
    )
    bad = summary["bad_rows"]
    if bad["count"]:
        lines = ", ".join(map(str, bad["lines"][:20])) + (" …" if bad["count"] > 20 else "")
        console.print(f"[yellow]{bad['count']} bad rows skipped[/yellow] (lines {lines})")


@app.command("detect")
def detect_command(
    input_path: Path = typer.Argument(..., help="JSONL file, one object per line"),
    out: Path = typer.Option(..., "--out", help="output JSONL: {id, spans: [{start, end, label}]} per row"),
    text_field: str = typer.Option("text", "--text-field", help="field holding the text"),
    id_field: str = typer.Option(None, "--id-field", help="field holding the row id (default: line number)"),
    strategy: str = typer.Option("ner+rules", "--person", help=_STRATEGY_HELP),
    profile: str = typer.Option("training", "--profile", help=_PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON"),
) -> None:
    """Write the PII spans of every row (Python string offsets, sorted, non-overlapping)."""
    _report(_run(input_path, out, text_field, id_field, None, strategy, not as_json, profile), as_json)


@app.command("redact")
def redact_command(
    input_path: Path = typer.Argument(..., help="JSONL file, one object per line"),
    out: Path = typer.Option(
        ..., "--out", help="output JSONL: {id, text, counts} per row (text null when dropped)"
    ),
    text_field: str = typer.Option("text", "--text-field", help="field holding the text"),
    id_field: str = typer.Option(None, "--id-field", help="field holding the row id (default: line number)"),
    mode: str = typer.Option(
        "placeholder", "--mode", help="placeholder ([PERSON_1]), mask ([REDACTED]) or drop"
    ),
    strategy: str = typer.Option("ner+rules", "--person", help=_STRATEGY_HELP),
    profile: str = typer.Option("training", "--profile", help=_PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON"),
) -> None:
    """Write every row's text with its PII replaced ([CASE_NUMBER_1], [PERSON_2]...), and the counts
    per label (never the values)."""
    if mode not in ("placeholder", "mask", "drop"):
        raise InputError(f"--mode {mode!r} is not known: use placeholder, mask or drop.")
    _report(_run(input_path, out, text_field, id_field, mode, strategy, not as_json, profile), as_json)


@app.command("score")
def score_command(
    cases: Path = typer.Argument(
        None, help="labelled cases JSONL: {id, text, spans, tags, decoys?, anonymise_spans?}"
    ),
    cases_opt: Path = typer.Option(None, "--cases", help="the same, as an option"),
    profile: str = typer.Option("training", "--profile", help=_PROFILE_HELP),
    strategy: str = typer.Option("ner+rules", "--person", help=_STRATEGY_HELP),
    errors: bool = typer.Option(
        False, "--errors", help="also list the misses and false hits (prints values: test data only)"
    ),
    as_json: bool = typer.Option(False, "--json", help="print the scores as JSON"),
) -> None:
    """Recall and precision per label (a gold span is found when >= 50 % of it is covered), PERSON
    precision, structured-identifier recall and decoys kept, on a labelled case file."""
    from quilltune.prepare.pii.scoring import load_cases, score

    detector = _detector(strategy, profile)
    path = cases_opt or cases or DEFAULT_CASES
    if not path.is_file():
        raise InputError(f"cases file not found: {path}")
    result = score(load_cases(path), detector.detect, profile=profile)
    out = result.to_dict() | {"cases_file": str(path), "person_strategy": strategy}
    if errors:
        out["errors"] = result.errors
    if as_json:
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return
    from quilltune.prepare.pii.report import errors_table, scores_table

    print(scores_table(out))
    if errors:
        print()
        print(errors_table(result.errors))


@app.command("bench")
def bench_command(
    corpus: Path = typer.Argument(
        None, help="folder of Justice Laws XML (default: shared canada-laws corpus)"
    ),
    files: int = typer.Option(30, "--files", help="how many XML files to read"),
    judgments: Path = typer.Option(
        DEFAULT_JUDGMENTS,
        "--judgments",
        help="JSONL of court judgments {text} (default: the ECHR dev fixture)",
    ),
    repeat: int = typer.Option(
        20, "--repeat", help="passes over the judgments (they are short; each pass detects afresh)"
    ),
    strategy: str = typer.Option("ner+rules", "--person", help=_STRATEGY_HELP),
    profile: str = typer.Option("training", "--profile", help=_PROFILE_HELP),
    as_json: bool = typer.Option(False, "--json", help="print the measurement as JSON"),
) -> None:
    """Measure detection throughput (MB per CPU-second of this process) on statutes and on court judgments."""
    from quilltune.prepare.pii.benchmark import judgment_texts, measure, statute_texts

    detector = _detector(strategy, profile)
    folder = (
        corpus or Path(__file__).resolve().parents[4] / "shared" / "corpus" / "legal-public" / "canada-laws"
    )
    if not folder.is_dir():
        raise InputError(f"corpus folder not found: {folder}")
    texts = statute_texts(folder, files)
    if not texts:
        raise InputError(f"no XML files under {folder}")
    if not judgments.is_file():
        raise InputError(f"judgments file not found: {judgments}")
    result = {
        "person_strategy": strategy,
        "profile": profile,
        "statutes": measure(detector, texts),
        "judgments": measure(detector, judgment_texts(judgments), repeat=repeat),
    }
    print(json.dumps(result, indent=None if not as_json else 2))
