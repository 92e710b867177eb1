"""``quilltune pairs verify``: the prepare verifier on any pairs file, a team's own annotated ones included.

Each input row ``{"id", "source", "instruction", "input", "output"}`` (optional ``task``) gives one
output row ``{"id", "accepted", "reasons", "support"}``, in the same order. A row that cannot be
read is written with ``accepted: false`` and a ``unreadable_row``/``missing_field`` reason, so one
bad line never stops the run.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import typer

from quilltune.errors import InputError

app = typer.Typer(help="Instruction pairs: check them against their source.", no_args_is_help=True)
_FIELDS = ("source", "instruction", "output")


def verify_rows(path: Path):
    """Yield one verdict row per non-blank input line."""
    from quilltune.prepare.pairs.verify import verify

    with path.open(encoding="utf-8", errors="replace") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError:
                row = None
            if not isinstance(row, dict):
                yield {"id": number, "accepted": False, "reasons": ["unreadable_row"], "support": None}
                continue
            row_id = row.get("id", number)
            missing = [f for f in _FIELDS if not isinstance(row.get(f), str)]
            if missing:
                yield {
                    "id": row_id,
                    "accepted": False,
                    "reasons": [f"missing_field: {f}" for f in missing],
                    "support": None,
                }
                continue
            v = verify(
                row["source"], row["instruction"], row.get("input") or "", row["output"], row.get("task")
            )
            yield {"id": row_id, "accepted": v.accepted, "reasons": v.reasons, "support": v.support}


@app.command("verify")
def verify_command(
    path: Path = typer.Argument(
        ..., help="JSONL with id, source, instruction, input, output (optional task)"
    ),
    out: Path = typer.Option(
        ..., "--out", "-o", help="JSONL of {id, accepted, reasons, support}, one per input row"
    ),
    as_json: bool = typer.Option(False, "--json", help="print the summary as JSON on stdout"),
) -> None:
    """Check every pair against its source: supported numbers, dates, amounts, terms, names; support
    score; length; refusals; prompt copies. Prints acceptance and the top rejection reasons."""
    from quilltune.prepare.pairs.verify import reason_category
    from quilltune.prepare.storage import write_jsonl

    if not path.is_file():
        raise InputError(f"input file not found: {path}. Give a JSONL file with one pair per line.")
    rows = list(verify_rows(path))
    write_jsonl(out, rows)
    reasons = Counter(reason_category(r) for row in rows for r in row["reasons"])
    accepted = sum(r["accepted"] for r in rows)
    summary = {
        "pairs": len(rows),
        "accepted": accepted,
        "rejected": len(rows) - accepted,
        "acceptance": round(accepted / len(rows), 3) if rows else None,
        "top_reasons": dict(reasons.most_common(8)),
        "out": str(out),
    }
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        typer.echo(f"{accepted} of {len(rows)} pairs accepted → {out}")
        for reason, n in reasons.most_common(8):
            typer.echo(f"  {reason}: {n}")
