"""Final accounting: inputs.jsonl with per-file outcomes, totals that reconcile, and manifest.json."""

from __future__ import annotations

import importlib.metadata as md
import platform
from collections import Counter
from collections.abc import Iterator
from itertools import chain
from pathlib import Path

from quilltune.errors import IntegrityError
from quilltune.prepare.stage_clean import CleanStats, part_stats
from quilltune.prepare.storage import iter_jsonl, write_jsonl

_TOOLS = (
    "quilltune",
    "pyarrow",
    "datasets",
    "tokenizers",
    "transformers",
    "datasketch",
    "ftfy",
    "charset-normalizer",
    "selectolax",
    "lxml",
    "pypdf",
    "python-docx",
    "spacy",
    "ray",
)
_DUP_REASONS = {"duplicate", "near_duplicate"}


def tool_versions() -> dict[str, str]:
    out = {"python": platform.python_version()}
    for name in _TOOLS:
        try:
            out[name] = md.version(name)
        except md.PackageNotFoundError:
            pass
    return out


def finalize_inputs(
    work: Path, out: Path, n_batches: int, clean: CleanStats, redact_stats: list[dict]
) -> dict:
    """Write inputs.jsonl, rejected_records.jsonl and dropped_documents.jsonl; return reconciled totals.

    Batch by batch (a file's documents are all in its batch's part): what is held is one batch's
    rows, never the corpus' dropped documents (a 30 % duplicate rate is millions of them)."""
    per_file = _FileTotals()  # counts, not rows: one input file may be one document

    def inputs() -> Iterator[dict]:
        for b in range(n_batches):
            dropped = iter_jsonl(work / "clean" / f"dropped-{b:05d}.jsonl")
            if b < len(redact_stats):
                dropped = chain(dropped, redact_stats[b]["dropped"])
            lost: dict[str, Counter] = {}
            for d in dropped:
                lost.setdefault(f"{d['input']}:{d['path']}", Counter())[d["reason"]] += 1
            first_dup_of = part_stats(work, b)["first_dup_of"]
            for row in iter_jsonl(work / "ingest" / f"batch-{b:05d}.inputs.jsonl"):
                _settle(row, lost, first_dup_of)
                per_file.add(row)
                yield row

    def rejected() -> Iterator[dict]:
        for b in range(n_batches):
            for r in iter_jsonl(work / "ingest" / f"batch-{b:05d}.rejected.jsonl"):
                rejected_by[r["reason"]] += 1
                yield r

    def dropped_documents() -> Iterator[dict]:
        for b in range(n_batches):
            for d in iter_jsonl(work / "clean" / f"dropped-{b:05d}.jsonl"):
                dropped_by[d["reason"]] += 1
                yield d
        for st in redact_stats:
            for d in st["dropped"]:
                dropped_by[d["reason"]] += 1
                yield d

    rejected_by: Counter = Counter()
    dropped_by: Counter = Counter()
    write_jsonl(out / "inputs.jsonl", inputs())
    write_jsonl(out / "rejected_records.jsonl", rejected())
    write_jsonl(out / "dropped_documents.jsonl", dropped_documents())
    cleaning = per_file.cleaning + clean.cleaning
    totals = {
        "discovered": per_file.files,
        "by_status": {s: per_file.by_status.get(s, 0) for s in ("kept", "repaired", "skipped", "duplicate")},
        "skipped_by_reason": dict(per_file.skipped_by_reason),
        "bytes": per_file.bytes,
        "records_rejected": sum(rejected_by.values()),
        "records_rejected_by_reason": dict(rejected_by),
        "documents_extracted": per_file.extracted,
        "documents_dropped": dict(dropped_by),
        "documents_kept": per_file.kept,
        "cleaning": dict(sorted(cleaning.items())),
    }
    written = sum(
        st["splits"][s].get(k, 0)
        for st in redact_stats
        for s in st["splits"]
        for k in ("documents", "records")
    )
    totals["documents_written"] = written
    if (
        sum(totals["by_status"].values()) != per_file.files
        or per_file.extracted != per_file.kept + sum(dropped_by.values())
        or per_file.kept != written
    ):
        raise IntegrityError(f"prepare accounting does not reconcile: {totals}")
    if per_file.rejected != sum(rejected_by.values()):
        raise IntegrityError("rejected record rows do not match the per-file counts in inputs.jsonl")
    return totals


def _settle(row: dict, lost: dict[str, Counter], first_dup_of: dict[str, str]) -> None:
    """A file's row in inputs.jsonl: its kept and dropped documents, and its status when none is kept."""
    key = f"{row['input']}:{row['path']}"
    reasons = lost.get(key, Counter())
    row["documents_kept"] = row["documents"] - sum(reasons.values())
    row["documents_dropped"] = dict(reasons)
    if row["status"] in ("kept", "repaired") and row["documents"] and row["documents_kept"] == 0:
        # Every document of the file went: say why at the file level too.
        if set(reasons) <= _DUP_REASONS:
            row.update(status="duplicate", reason="duplicate_content", duplicate_of=first_dup_of.get(key))
        else:
            row.update(status="skipped", reason=reasons.most_common(1)[0][0])


class _FileTotals:
    """The totals of inputs.jsonl's rows, added one row at a time."""

    def __init__(self) -> None:
        self.files = self.bytes = self.extracted = self.kept = self.rejected = 0
        self.by_status: Counter = Counter()
        self.skipped_by_reason: Counter = Counter()
        self.cleaning: Counter = Counter()

    def add(self, row: dict) -> None:
        self.files += 1
        self.bytes += row["bytes"] or 0
        self.extracted += row["documents"]
        self.kept += row["documents_kept"]
        self.rejected += row["rejected"]
        self.by_status[row["status"]] += 1
        if row["status"] == "skipped":
            self.skipped_by_reason[row["reason"]] += 1
        self.cleaning.update(row.get("cleaning") or {})


def pii_totals(redact_stats: list[dict]) -> tuple[dict, dict]:
    by_label: Counter = Counter()
    by_file: dict[str, dict] = {}
    for st in redact_stats:
        for f, counts in st["pii_by_file"].items():
            by_label.update(counts)
            by_file[f] = dict(Counter(by_file.get(f, {})) + Counter(counts))
    return dict(sorted(by_label.items())), dict(sorted(by_file.items()))
