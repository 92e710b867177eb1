"""The clean stage's worker tasks and coordinator hold a few bytes per document of a part, not a
Python object per document: traced allocations (tracemalloc: Python objects and numpy buffers) on
2k and 8k short distinct documents in one part, with the fixed-size buffers scaled down so that both
sizes fill them (at full size: benchmarks/prepare/dedup_rss.py, benchmarks/NOTES.md). The
coordinator's on-disk dedup has its own such test (test_dedup_disk.py)."""

from __future__ import annotations

import functools
import json
import random
import tracemalloc
from pathlib import Path

from quilltune.prepare import clean_part, dedup_disk, stage_clean
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.discover import discover
from quilltune.prepare.executors import LocalExecutor
from quilltune.prepare.stage_ingest import chunk_count, plan_batches, run_ingest
from quilltune.prepare.storage import ParquetStream

TASKS = ("sketch_part", "key_part", "clean_part")


def _corpus(folder: Path, n: int) -> Path:
    rng = random.Random(0)
    folder.mkdir(parents=True)
    for f in range(0, n, 500):
        with open(folder / f"docs-{f // 500:04d}.jsonl", "w", encoding="utf-8") as fh:
            for i in range(f, f + 500):
                words = " ".join(f"term{rng.randrange(50_000)}" for _ in range(rng.randrange(60, 90)))
                fh.write(json.dumps({"text": f"Document {i}. {words}."}) + "\n")
    return folder


def _peaks(tmp_path: Path, n: int, monkeypatch) -> dict[str, int]:
    """Per worker task of the clean stage, the traced peak above what was traced when it started."""
    corpus = _corpus(tmp_path / f"corpus-{n}", n)
    cfg = PrepareConfig(
        inputs=[str(corpus)], pii={"enabled": False}, min_chars=100, ingest_batch_files=10_000
    )
    work = tmp_path / f"work-{n}"
    batches = plan_batches(list(discover(cfg.inputs, False)), 1 << 40, batch_files=cfg.ingest_batch_files)
    assert len(batches) == 1  # one part: whatever a task holds per row of its part shows as growth
    executor = LocalExecutor(1)  # the tasks run in this process, under tracemalloc
    run_ingest(batches, work, cfg.max_doc_chars, executor, lambda _n: None)
    peaks: dict[str, int] = {}

    def traced(name, fn):
        @functools.wraps(fn)
        def wrapper(*args):
            start = tracemalloc.get_traced_memory()[0]
            tracemalloc.reset_peak()
            try:
                return fn(*args)
            finally:
                peaks[name] = max(peaks.get(name, 0), tracemalloc.get_traced_memory()[1] - start)

        return wrapper

    for name in TASKS:
        monkeypatch.setattr(stage_clean, name, traced(name, getattr(clean_part, name)))
    tracemalloc.start()
    try:
        stage_clean.run_clean([chunk_count(b) for b in batches], work, cfg, executor, lambda _n: None)
    finally:
        tracemalloc.stop()
    return peaks


def test_clean_stage_memory_grows_by_a_few_bytes_a_document(tmp_path, monkeypatch):
    monkeypatch.setattr(dedup_disk, "PARTITION_BYTES", 16 << 10)
    monkeypatch.setattr(dedup_disk, "SPILL_BYTES", 16 << 10)
    monkeypatch.setattr(dedup_disk, "_CHUNK_ROWS", 256)
    monkeypatch.setattr(clean_part, "_MERGE_HASHES", 1024)
    monkeypatch.setattr(clean_part, "_MERGE_ARRAYS", 256)
    monkeypatch.setattr(ParquetStream.__init__, "__defaults__", (256,))
    small, large = _peaks(tmp_path, 2_000, monkeypatch), _peaks(tmp_path, 8_000, monkeypatch)
    per_doc = {k: (large[k] - small[k]) / 6_000 for k in large}
    assert all(v < 50 for v in per_doc.values()), (small, large, per_doc)  # the bound: 0.05 KB
