"""The prepare pipeline: discover → ingest → clean/dedup/split → redact/pairs → tokenize/pack → manifest.

Each stage writes to disk before the next starts, atomically, so an interrupted run resumes where
it stopped (done ingest batches and redacted parts are skipped) and a finished run is a no-op.
"""

from __future__ import annotations

import hashlib
import json
import resource
import shutil
import time
from collections import Counter
from pathlib import Path

from quilltune.data_folder import LEFT_OUT_FILE, SCHEMA_VERSION, folder_checksums, tokenizer_entry
from quilltune.errors import InputError
from quilltune.locking import FolderLock
from quilltune.models.loading import check_seq_len
from quilltune.prepare.budget import add_budget, run_budget
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.discover import discover
from quilltune.prepare.executors import make_executor
from quilltune.prepare.manifest import finalize_inputs, pii_totals, tool_versions
from quilltune.prepare.pairs.hooks import TEACHER_PART, add_pairs_lineage, run_teacher_stage
from quilltune.prepare.progress import StageReporter
from quilltune.prepare.redacted_values import ensure_key
from quilltune.prepare.stage_clean import CleanStats, load_stats, run_clean
from quilltune.prepare.stage_ingest import chunk_count, plan_batches, run_ingest
from quilltune.prepare.stage_redact import redact_part
from quilltune.prepare.stage_tokens import load_tokenizer, measure_bytes_per_token, run_tokens
from quilltune.prepare.storage import clean_temp_files, write_json, write_text

# What a run folder holds; only these are ever deleted when a folder is reused for other inputs.
OUTPUTS = (
    "documents",
    "pairs",
    "tokens",
    "redacted_values",
    ".work",
    "inputs.jsonl",
    "rejected_records.jsonl",
    "dropped_documents.jsonl",
    "rejected_pairs.jsonl",
    LEFT_OUT_FILE,
    "manifest.json",
)
# Settings that change where/how fast, not what is produced.
_NEUTRAL = {"workers", "engine", "ray_address", "out"}


def run_key(
    cfg: PrepareConfig, entries: list, tokenizer_dir: Path, model_name: str, fingerprint: str = ""
) -> str:
    h = hashlib.sha256()
    # Bumped when a folder gains an output: folders made before (no redacted_values/) are rebuilt.
    h.update(b"outputs: redacted_values\n")
    h.update(json.dumps(cfg.model_dump(exclude=_NEUTRAL), sort_keys=True).encode())
    # The fingerprint, not just the path: a tokenizer fixed in place must re-tokenize a resumed folder.
    h.update(f"{tokenizer_dir}|{model_name}|{fingerprint}".encode())
    for e in entries:
        h.update(f"{e.input}|{e.path}|{e.size}|{e.mtime_ns}|{e.status}\n".encode())
    if cfg.forget:  # the list's content, not its name, decides what is dropped
        h.update(sorted_forget(cfg.forget).encode())
    return h.hexdigest()


def sorted_forget(path: str) -> str:
    from quilltune.prepare.stage_redact import forget_ids

    forget_ids.cache_clear()
    return "\n".join(sorted(forget_ids(path)))


def _reset(out: Path) -> None:
    for name in OUTPUTS:
        p = out / name
        if p.is_dir():
            shutil.rmtree(p)
        elif p.exists():
            p.unlink()


def cpu_seconds() -> float:
    """User+system CPU time of this process and its finished workers (the per-core cost on a busy box)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def run_prepare(
    cfg: PrepareConfig, out: Path, tokenizer_dir: Path, model_name: str, progress: bool = True
) -> dict:
    """Prepare ``cfg.inputs`` into ``out``; returns the summary (also printed by the CLI)."""
    # Rows longer than the model's context would be written, then fail (or silently degrade) in
    # training. A tokenizer-only folder (no readable config.json) is not checked.
    check_seq_len(tokenizer_dir, cfg.seq_len)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    cpu_start = cpu_seconds()
    with FolderLock(out):
        clean_temp_files(out)
        entries = list(discover(cfg.inputs, cfg.follow_external_links))
        if not entries:
            raise InputError(f"no files found in {', '.join(cfg.inputs)}")
        key = run_key(cfg, entries, tokenizer_dir, model_name, tokenizer_entry(tokenizer_dir)["fingerprint"])
        manifest_path = out / "manifest.json"
        if manifest_path.exists():
            manifest = json.loads(manifest_path.read_text())
            if manifest.get("run_key") == key:
                return summary(manifest, time.perf_counter() - started, {}, up_to_date=True)
        work = out / ".work"
        key_path = work / "run_key"
        if not key_path.exists() or key_path.read_text() != key:
            _reset(out)
            write_text(key_path, key)
        if cfg.pii.enabled:
            ensure_key(out)  # before the workers start: every part hashes with the same key
        batch_bytes = max(4 << 20, cfg.memory_budget_mb * (1 << 20) // 16)
        batches = plan_batches(entries, batch_bytes, batch_files=cfg.ingest_batch_files)
        executor = make_executor(cfg.engine, cfg.workers, cfg.ray_address)
        try:
            with StageReporter(progress) as rep:
                with rep.stage("ingest", len(entries)) as adv:
                    run_ingest(batches, work, cfg.max_doc_chars, executor, adv)
                staged = [chunk_count(batch) for batch in batches]
                clean = load_stats(work)
                with rep.stage("clean", 3 * len(staged)) as adv:
                    if clean is None:
                        clean = run_clean(staged, work, cfg, executor, adv)
                tasks = [
                    (
                        str(work / "clean" / f"part-{b:05d}.parquet"),
                        str(out),
                        str(work / "splits.jsonl"),
                        cfg.model_dump_json(),
                        b,
                    )
                    for b in range(len(batches))
                ]
                redact_stats = []
                with rep.stage("redact", len(tasks)) as adv:
                    for st in executor.imap(redact_part, tasks):
                        redact_stats.append(st)
                        adv(1)
                totals = finalize_inputs(work, out, len(batches), clean, redact_stats)
                if totals["documents_kept"] == 0:
                    raise InputError(
                        f"nothing left to train on: {totals['discovered']} inputs, "
                        f"{totals['documents_extracted']} documents extracted, all dropped "
                        f"({totals['documents_dropped'] or totals['skipped_by_reason']}); see {out}/inputs.jsonl"
                    )
                teacher = run_teacher_stage(cfg, out, work, len(batches), redact_stats, rep)
                pair_parts = [out / "pairs" / f"part-{b:05d}.parquet" for b in range(len(batches))]
                if teacher is not None:
                    pair_parts.append(out / "pairs" / TEACHER_PART)
                budget = None
                if cfg.token_budget is not None:
                    with rep.stage("token_budget", 2 * len(pair_parts)) as adv:
                        budget = run_budget(
                            cfg, out, work, pair_parts, len(batches), tokenizer_dir, executor, adv
                        )
                tokens_stats_path = work / "tokens.json"
                with rep.stage("load_tokenizer", 1):
                    tokenizer = load_tokenizer(tokenizer_dir)
                with rep.stage("tokenize", len(batches)) as adv:
                    if tokens_stats_path.exists():
                        tok_stats = json.loads(tokens_stats_path.read_text())
                    else:
                        shutil.rmtree(out / "tokens", ignore_errors=True)
                        tok_stats = run_tokens(pair_parts, out, work, cfg, tokenizer_dir, executor, adv)
                        tok_stats["bytes_per_token"] = measure_bytes_per_token(
                            [out / "documents" / f"part-{b:05d}.parquet" for b in range(len(batches))],
                            tokenizer,
                        )
                        write_json(tokens_stats_path, tok_stats)
            manifest = build_manifest(
                cfg, out, key, tokenizer_dir, model_name, totals, clean, redact_stats, tok_stats, rep.seconds
            )
            add_pairs_lineage(manifest, teacher, redact_stats)
            if budget is not None:
                add_budget(manifest, budget)
            write_json(manifest_path, manifest)
            # The staged copies are as large as the corpus; a complete folder no longer needs them.
            for bulky in ("ingest", "clean", "dedup", "tokens", "budget"):
                shutil.rmtree(work / bulky, ignore_errors=True)
        finally:
            executor.close()
    result = summary(manifest, time.perf_counter() - started, rep.seconds)
    cpu = cpu_seconds() - cpu_start
    result["cpu_seconds"] = round(cpu, 3)
    result["mb_per_cpu_second"] = round(result["input_mb"] / cpu, 3) if cpu > 0 else None
    result["stage_cpu_seconds"] = {k: round(v, 3) for k, v in rep.cpu_seconds.items()}
    return result


def build_manifest(
    cfg: PrepareConfig,
    out: Path,
    key: str,
    tokenizer_dir: Path,
    model_name: str,
    totals: dict,
    clean: CleanStats,
    redact_stats: list[dict],
    tok_stats: dict,
    seconds: dict[str, float],
) -> dict:
    splits = {}
    for s in ("train", "validation"):
        per = Counter()
        for st in redact_stats:
            per.update(st["splits"].get(s, {}))
        t = tok_stats.get(s, {})
        splits[s] = {
            "documents": per["documents"],
            "pairs": per["pairs"],
            "samples": t.get("samples", 0),
            "rows": t.get("rows", 0),
            "tokens": t.get("tokens", 0),
            "loss_tokens": t.get("loss_tokens", 0),
            "truncated_samples": t.get("truncated_samples", 0),
            "dropped_no_loss": t.get("dropped_no_loss", 0),
        }
    by_task = Counter()
    for st in redact_stats:
        by_task.update(st["pairs_by_task"])
    pii, pii_by_file = pii_totals(redact_stats)
    return {
        "schema_version": SCHEMA_VERSION,
        "run_key": key,
        "model": model_name,
        "tokenizer": tokenizer_entry(tokenizer_dir),
        "seq_len": cfg.seq_len,
        "packing": cfg.packing,
        "config": cfg.model_dump(mode="json"),
        "tool_versions": tool_versions(),
        "totals": totals,
        "splits": splits,
        "pairs_by_task": dict(sorted(by_task.items())),
        "cleaning": totals["cleaning"],
        "dedup": {
            "exact_duplicates": clean.dropped.get("duplicate", 0),
            "near_duplicates": clean.dropped.get("near_duplicate", 0),
            "near_threshold": cfg.dedup.near_threshold,
            "near_action": cfg.dedup.near_action,
        },
        "truncation": {s: splits[s]["truncated_samples"] for s in splits},
        "pii": pii,
        "pii_by_file": pii_by_file,
        "pii_enabled": cfg.pii.enabled,
        "pii_profile": cfg.pii.profile if cfg.pii.enabled else None,
        "bytes_per_token": tok_stats.get("bytes_per_token"),
        "stage_seconds": {k: round(v, 3) for k, v in seconds.items()},
        "files": folder_checksums(out),
    }


def summary(manifest: dict, wall: float, seconds: dict, up_to_date: bool = False) -> dict:
    t = manifest["totals"]
    mb = t["bytes"] / 1e6
    return {
        "out_dir_complete": True,
        "up_to_date": up_to_date,
        "inputs": t["discovered"],
        "by_status": t["by_status"],
        "skipped_by_reason": t["skipped_by_reason"],
        "records_rejected": t["records_rejected"],
        "documents_kept": t["documents_kept"],
        "documents_dropped": t["documents_dropped"],
        "pairs": {s: manifest["splits"][s]["pairs"] for s in manifest["splits"]},
        "rows": {s: manifest["splits"][s]["rows"] for s in manifest["splits"]},
        "tokens": {s: manifest["splits"][s]["tokens"] for s in manifest["splits"]},
        "truncated_samples": manifest["truncation"],
        "pii": manifest["pii"],
        "pii_profile": manifest.get("pii_profile"),
        "bytes_per_token": manifest["bytes_per_token"],
        "input_mb": round(mb, 3),
        "wall_seconds": round(wall, 3),
        "mb_per_second": round(mb / wall, 3) if wall > 0 else None,
        "docs_per_second": round(t["documents_extracted"] / wall, 1) if wall > 0 else None,
        "stage_seconds": {k: round(v, 3) for k, v in seconds.items()},
        "pairs_by_generator": manifest.get("pairs_by_generator"),
        "teacher": {
            k: manifest["teacher"][k]
            for k in ("chosen", "cached", "generated", "accepted", "rejected", "tokens_per_second")
        }
        if manifest.get("teacher")
        else None,
        "forgotten": manifest.get("forgotten"),
        "token_budget": {
            k: manifest["token_budget"][k]
            for k in (
                "budget",
                "applied",
                "train_tokens_before",
                "train_tokens_kept",
                "documents_kept",
                "documents_left_out",
                "left_out_file",
            )
        }
        if manifest.get("token_budget")
        else None,
    }
