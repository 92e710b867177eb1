"""Which step of ``prepare --no-pii`` allocates more per document: tracemalloc peaks per function.

Runs ``run_prepare`` in this process with ``--workers 1`` (every worker task runs here too), with
tracemalloc on, on each of two or more corpus sizes, and wraps the stages' worker tasks and the
coordinator's steps: for each, the highest traced memory above what was traced when it started
(Python objects and numpy buffers; Arrow's own pool is not traced, so its pool peak is reported
beside). Exact, no sampling noise: a step whose peak grows between sizes holds something per
document (or per part, when one part holds the whole corpus, as here).
Usage: python benchmarks/prepare/trace_growth.py 10000 40000 [--tmp /tmp/qt-dedup-rss] [--top 8]
Slow (tracemalloc costs ~2-3x); times are not reported.
"""

from __future__ import annotations

import argparse
import functools
import json
import shutil
import sys
import tracemalloc
from pathlib import Path

import pyarrow as pa

sys.path.insert(0, str(Path(__file__).parent))
from make_short_docs import write_corpus  # noqa: E402

from quilltune.prepare import dedup_disk, pipeline, stage_clean, stage_ingest, stage_tokens

_stack: list[dict] = []
peaks: dict[str, int] = {}


def traced(name: str, fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        cur, peak = tracemalloc.get_traced_memory()
        if _stack:
            _stack[-1]["peak"] = max(_stack[-1]["peak"], peak)
        tracemalloc.reset_peak()
        frame = {"start": cur, "peak": cur}
        _stack.append(frame)
        try:
            return fn(*args, **kwargs)
        finally:
            _stack.pop()
            now, peak = tracemalloc.get_traced_memory()
            frame["peak"] = max(frame["peak"], peak)
            peaks[name] = max(peaks.get(name, 0), frame["peak"] - frame["start"])
            if _stack:
                _stack[-1]["peak"] = max(_stack[-1]["peak"], frame["peak"])
            tracemalloc.reset_peak()

    return wrapper


def patch() -> None:
    for mod, names in (
        (stage_ingest, ["ingest_chunk"]),
        (stage_clean, ["sketch_part", "key_part", "clean_part"]),
        (
            pipeline,
            [
                "run_ingest",
                "run_clean",
                "redact_part",
                "finalize_inputs",
                "measure_bytes_per_token",
                "build_manifest",
                "run_tokens",
            ],
        ),
        (stage_tokens, ["tokenize_part", "write_split_shards"]),
    ):
        for n in names:
            setattr(mod, n, traced(f"{mod.__name__.rsplit('.', 1)[-1]}.{n}", getattr(mod, n)))
    for n in ("resolve", "decisions", "add_part_files"):
        setattr(
            dedup_disk.DiskDeduplicator,
            n,
            traced(f"DiskDeduplicator.{n}", getattr(dedup_disk.DiskDeduplicator, n)),
        )


def run(n: int, tmp: Path) -> dict:
    from quilltune.cli import main

    corpus, out = tmp / f"corpus-{n}", tmp / f"trace-out-{n}"
    if not corpus.exists():
        write_corpus(n, corpus)
    shutil.rmtree(out, ignore_errors=True)
    peaks.clear()
    tracemalloc.start()
    argv = sys.argv
    sys.argv = [
        "quilltune",
        "prepare",
        "--no-pii",
        "--workers",
        "1",
        "--no-progress",
        "--json",
        "-i",
        str(corpus),
        "-o",
        str(out),
    ]
    try:
        main()
    except SystemExit as e:
        if e.code:
            raise
    finally:
        sys.argv = argv
    tracemalloc.stop()
    shutil.rmtree(out, ignore_errors=True)
    return {
        "peaks_kb": {k: round(v / 1024, 1) for k, v in sorted(peaks.items())},
        "arrow_pool_max_mb": round(pa.default_memory_pool().max_memory() / 2**20, 1),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("sizes", type=int, nargs="+")
    p.add_argument("--tmp", type=Path, default=Path("/tmp/qt-dedup-rss"))
    a = p.parse_args()
    patch()
    res = {n: run(n, a.tmp) for n in a.sizes}
    lo, hi = a.sizes[0], a.sizes[-1]
    growth = {
        k: round((res[hi]["peaks_kb"][k] - res[lo]["peaks_kb"].get(k, 0)) * 1024 / (hi - lo), 1)
        for k in res[hi]["peaks_kb"]
    }
    print(json.dumps({"runs": res, "bytes_per_extra_document": growth}, indent=2))


if __name__ == "__main__":
    main()
