"""Peak RSS (VmHWM) of ``quilltune prepare --no-pii --workers 1`` on N short distinct documents.

One process does every stage (workers 1), so its VmHWM is the whole run's peak. Prints one JSON
object: the peak per N and the growth per extra document between the smallest and largest N.
Usage: python benchmarks/prepare/dedup_rss.py 40000 160000 [--tmp /tmp/qt-dedup-rss] [--set data.K=V]
(``--set data.ingest_batch_files=16`` fixes the part size: a part's rows are held while it is written,
so with the default 256 files a part, 40k and 160k documents differ in part size, not only in count.)
Time figures are not meaningful on a shared machine; RSS is.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from make_short_docs import write_corpus  # noqa: E402

RUNNER = """
import atexit, json, sys
from quilltune.peak_rss import peak_rss_mb
atexit.register(lambda: print("PEAK_RSS_MB", peak_rss_mb(), file=sys.stderr))
from quilltune.cli import main
extra = [a for kv in sys.argv[3:] for a in ("--set", kv)]
sys.argv = ["quilltune", "prepare", "--no-pii", "--workers", "1", "--no-progress", "--json", "-i", sys.argv[1], "-o", sys.argv[2], *extra]
main()
"""


def measure(n: int, tmp: Path, sets: list[str]) -> dict:
    corpus, out = tmp / f"corpus-{n}", tmp / f"out-{n}"
    if not corpus.exists():
        write_corpus(n, corpus)
    shutil.rmtree(out, ignore_errors=True)
    t = time.perf_counter()
    res = subprocess.run(
        [sys.executable, "-c", RUNNER, str(corpus), str(out), *sets],
        capture_output=True,
        text=True,
        env=os.environ.copy(),
    )
    if res.returncode:
        raise SystemExit(res.stderr[-3000:])
    peak = float(next(ln.split()[1] for ln in res.stderr.splitlines() if ln.startswith("PEAK_RSS_MB")))
    summary = json.loads(res.stdout[res.stdout.index("{") :])
    shutil.rmtree(out, ignore_errors=True)
    return {
        "documents": n,
        "documents_kept": summary["documents_kept"],
        "peak_rss_mb": round(peak, 1),
        "wall_seconds": round(time.perf_counter() - t, 1),
        "stage_seconds": summary["stage_seconds"],
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("sizes", type=int, nargs="+")
    p.add_argument("--tmp", type=Path, default=Path("/tmp/qt-dedup-rss"))
    p.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        help="config override, e.g. data.ingest_batch_files=16",
    )
    a = p.parse_args()
    runs = [measure(n, a.tmp, a.sets) for n in a.sizes]
    lo, hi = runs[0], runs[-1]
    growth = (hi["peak_rss_mb"] - lo["peak_rss_mb"]) * 1024 / (hi["documents"] - lo["documents"])
    print(json.dumps({"settings": a.sets, "runs": runs, "kb_per_extra_document": round(growth, 4)}, indent=2))


if __name__ == "__main__":
    main()
