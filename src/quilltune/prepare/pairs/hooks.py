"""The pairs steps as the prepare pipeline calls them: the teacher stage (after redaction, before
tokenization) and its lines in the manifest. Kept here so pipeline.py changes by three lines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from quilltune.prepare.pairs.cache import GenerationCache
from quilltune.prepare.pairs.generate import TEACHER_PART, cache_folder, run_teacher
from quilltune.prepare.storage import write_json

if TYPE_CHECKING:
    from quilltune.prepare.config import PrepareConfig

__all__ = ["TEACHER_PART", "add_pairs_lineage", "run_teacher_stage"]


def _template_pairs(redact_stats: list[dict]) -> int:
    return sum(
        n for st in redact_stats for task, n in st["pairs_by_task"].items() if not task.startswith("record_")
    )


def forget_generations(cfg: PrepareConfig, out: Path, redact_stats: list[dict]) -> int:
    """Delete the cached teacher generations of forgotten documents (they hold text derived from them)."""
    ids = {d for st in redact_stats for d in st.get("forgotten_doc_ids", [])}
    folder = cache_folder(cfg, out)
    if not ids or not (folder / "generations.sqlite").exists():
        return 0
    cache = GenerationCache(folder)
    try:
        return cache.forget(ids)
    finally:
        cache.close()


def run_teacher_stage(
    cfg: PrepareConfig, out: Path, work: Path, n_batches: int, redact_stats: list[dict], rep, backend=None
) -> dict | None:
    deleted = forget_generations(cfg, out, redact_stats)
    if not cfg.pairs.teacher_enabled:
        return None
    done = work / "teacher.json"
    if done.exists():
        return json.loads(done.read_text())
    doc_parts = [out / "documents" / f"part-{b:05d}.parquet" for b in range(n_batches)]
    stats = run_teacher(cfg, out, doc_parts, _template_pairs(redact_stats), rep.stage, backend)
    stats["cached_generations_forgotten"] = deleted
    write_json(done, stats)
    return stats


def add_pairs_lineage(manifest: dict, teacher: dict | None, redact_stats: list[dict]) -> None:
    """Teacher counts, pairs per generator, and what was forgotten (counts only, never text)."""
    template = _template_pairs(redact_stats)
    records = sum(
        n for st in redact_stats for task, n in st["pairs_by_task"].items() if task.startswith("record_")
    )
    by_generator = {"template": template, "record": records, "teacher": 0}
    if teacher is not None:
        manifest["teacher"] = teacher
        by_generator["teacher"] = teacher["accepted"]
        for task, c in teacher["by_task"].items():
            if c["accepted"]:
                key = task if task not in manifest["pairs_by_task"] else f"{task} (teacher)"
                manifest["pairs_by_task"][key] = manifest["pairs_by_task"].get(key, 0) + c["accepted"]
        for split, n in teacher["accepted_by_split"].items():
            manifest["splits"][split]["pairs"] += n
    manifest["pairs_by_generator"] = by_generator
    forgotten = sum(len(st.get("forgotten_doc_ids", [])) for st in redact_stats)
    if forgotten or manifest["config"].get("forget"):
        manifest["forgotten"] = {
            "documents": forgotten,
            "cached_generations_deleted": (teacher or {}).get("cached_generations_forgotten", 0),
        }
