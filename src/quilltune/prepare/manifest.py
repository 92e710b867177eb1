"""Final accounting: inputs.jsonl with per-file outcomes, totals that reconcile, and manifest.json."""

from __future__ import annotations

import importlib.metadata as md
import platform
from collections import Counter
from pathlib import Path

from quilltune.errors import InputError, IntegrityError
from quilltune.prepare.stage_clean import CleanStats
from quilltune.prepare.storage import read_jsonl, write_jsonl

_REPREPARE = "re-run `quilltune prepare` (it re-tokenizes with the current tokenizer)"
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
    """Write inputs.jsonl, rejected_records.jsonl and dropped_documents.jsonl; return reconciled totals."""
    rows: list[dict] = []
    rejected: list[dict] = []
    dropped: list[dict] = []
    for b in range(n_batches):
        rows += read_jsonl(work / "ingest" / f"batch-{b:05d}.inputs.jsonl")
        rejected += read_jsonl(work / "ingest" / f"batch-{b:05d}.rejected.jsonl")
        dropped += read_jsonl(work / "clean" / f"dropped-{b:05d}.jsonl")
    for st in redact_stats:
        dropped += st["dropped"]
    lost: dict[str, Counter] = {}
    for d in dropped:
        lost.setdefault(f"{d['input']}:{d['path']}", Counter())[d["reason"]] += 1
    for row in rows:
        key = f"{row['input']}:{row['path']}"
        reasons = lost.get(key, Counter())
        row["documents_kept"] = row["documents"] - sum(reasons.values())
        row["documents_dropped"] = dict(reasons)
        if row["status"] in ("kept", "repaired") and row["documents"] and row["documents_kept"] == 0:
            # Every document of the file went: say why at the file level too.
            if set(reasons) <= _DUP_REASONS:
                row.update(
                    status="duplicate", reason="duplicate_content", duplicate_of=clean.first_dup_of.get(key)
                )
            else:
                row.update(status="skipped", reason=reasons.most_common(1)[0][0])
    write_jsonl(out / "inputs.jsonl", rows)
    write_jsonl(out / "rejected_records.jsonl", rejected)
    write_jsonl(out / "dropped_documents.jsonl", dropped)

    cleaning = Counter()
    for r in rows:
        cleaning.update(r.get("cleaning") or {})
    cleaning.update(clean.cleaning)
    by_status = Counter(r["status"] for r in rows)
    extracted = sum(r["documents"] for r in rows)
    dropped_by = Counter(d["reason"] for d in dropped)
    kept = sum(r["documents_kept"] for r in rows)
    totals = {
        "discovered": len(rows),
        "by_status": {s: by_status.get(s, 0) for s in ("kept", "repaired", "skipped", "duplicate")},
        "skipped_by_reason": dict(Counter(r["reason"] for r in rows if r["status"] == "skipped")),
        "bytes": sum(r["bytes"] or 0 for r in rows),
        "records_rejected": len(rejected),
        "records_rejected_by_reason": dict(Counter(r["reason"] for r in rejected)),
        "documents_extracted": extracted,
        "documents_dropped": dict(dropped_by),
        "documents_kept": kept,
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
        sum(totals["by_status"].values()) != len(rows)
        or extracted != kept + sum(dropped_by.values())
        or kept != written
    ):
        raise IntegrityError(f"prepare accounting does not reconcile: {totals}")
    if sum(r["rejected"] for r in rows) != len(rejected):
        raise IntegrityError("rejected record rows do not match the per-file counts in inputs.jsonl")
    return totals


def pii_totals(redact_stats: list[dict]) -> tuple[dict, dict]:
    by_label: Counter = Counter()
    by_file: dict[str, dict] = {}
    for st in redact_stats:
        for f, counts in st["pii_by_file"].items():
            by_label.update(counts)
            by_file[f] = dict(Counter(by_file.get(f, {})) + Counter(counts))
    return dict(sorted(by_label.items())), dict(sorted(by_file.items()))


class StaleDataError(InputError):
    """The prepared tokens came from another tokenizer than the model's."""


def tokenizer_record(tokenizer_dir: Path) -> dict:
    """``manifest["tokenizer"]`` (owned by ``quilltune.data_folder.tokenizer_entry``)."""
    from quilltune.data_folder import tokenizer_entry

    return tokenizer_entry(tokenizer_dir)


def stale_tokenizer(manifest: dict, tokenizer_dir: Path | None, data_dir: Path) -> str | None:
    """Why ``data_dir``'s tokens do not belong to ``tokenizer_dir``'s tokenizer; None when they do.

    A folder written by ``quilltune prepare`` (it has a ``run_key``) without a fingerprint predates
    fingerprints and was tokenized by a tokenizer no longer known: stale. A folder written by hand
    to the data contract without a ``tokenizer.fingerprint`` cannot be checked and passes.
    ``tokenizer_dir`` None: compare against the tokenizer folder the manifest names, if it is there.
    """
    from quilltune.models.gguf_tokenizer import tokenizer_fingerprint

    record = manifest.get("tokenizer") if isinstance(manifest.get("tokenizer"), dict) else {}
    recorded = record.get("fingerprint")
    if recorded is None:
        if "run_key" in manifest:
            return (
                f"{data_dir} was prepared by an older quilltune that did not record its tokenizer's "
                f"fingerprint; its tokens may not match the model's tokenizer: {_REPREPARE}"
            )
        return None
    folder = Path(tokenizer_dir) if tokenizer_dir is not None else Path(str(record.get("path", "")))
    if not folder.is_dir():
        return None
    current = tokenizer_fingerprint(folder)
    if current != recorded:
        return (
            f"{data_dir} is stale: its tokens were made by another tokenizer (fingerprint {recorded[:19]}…) "
            f"than the model's in {folder} ({current[:19]}…): {_REPREPARE}"
        )
    return None


def require_current_tokenizer(manifest: dict, tokenizer_dir: Path | None, data_dir: Path) -> None:
    reason = stale_tokenizer(manifest, tokenizer_dir, data_dir)
    if reason is not None:
        raise StaleDataError(reason)
