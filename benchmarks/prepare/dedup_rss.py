"""Peak RSS of ``quilltune prepare --no-pii`` on N short distinct documents: parent and workers,
median of repeats, growth per document as a difference and as a least-squares slope.

Each run is a subprocess; a sampler thread here reads ``/proc/<pid>/status`` (VmRSS, VmHWM) of it
and of its pool workers every ``--every`` seconds, and the run logs when each stage starts, so a
process's peak is reported whole (VmHWM; the parent's read exactly at its exit, a worker's at its
last sample: pool workers leave with ``os._exit``, no hook runs) and per stage (max sampled VmRSS).
Not ``RUSAGE_CHILDREN``: Linux carries a parent's maxrss across fork + exec into a spawned worker.

Usage: python benchmarks/prepare/dedup_rss.py 40000 160000 640000 --repeats 3 [--largest-repeats 1] [--workers 2]
       [--tmp /tmp/qt-dedup-rss] [--set data.K=V] [--out result.json]
With ``--workers 1`` every stage runs in the parent, whose VmHWM is then the run's peak.
Times are not meaningful on a shared machine (say "contended" beside them); RSS is.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import psutil

sys.path.insert(0, str(Path(__file__).parent))
from make_short_docs import write_corpus  # noqa: E402

# The run: stage starts go to a log file (wall clock), the parent's VmHWM is printed at exit.
RUNNER = """
import atexit, json, sys, time
from contextlib import contextmanager
from quilltune.peak_rss import peak_rss_mb
from quilltune.prepare import progress
atexit.register(lambda: print("PEAK_RSS_MB", peak_rss_mb(), file=sys.stderr))
log = open(sys.argv[3], "a", buffering=1)
_stage = progress.StageReporter.stage
@contextmanager
def stage(self, name, total):
    log.write(json.dumps([time.time(), name]) + "\\n")
    with _stage(self, name, total) as adv:
        yield adv
    log.write(json.dumps([time.time(), "-"]) + "\\n")
progress.StageReporter.stage = stage
from quilltune.cli import main
extra = [a for kv in sys.argv[5:] for a in ("--set", kv)]
sys.argv = ["quilltune", "prepare", "--no-pii", "--workers", sys.argv[4], "--no-progress", "--json",
            "-i", sys.argv[1], "-o", sys.argv[2], *extra]
main()
"""


def _status_kb(pid: int) -> tuple[int, int] | None:
    """(VmRSS, VmHWM) in kB, or None once the process is gone (a zombie has neither)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    vals = {
        ln.split(":")[0]: int(ln.split()[1]) for ln in text.splitlines() if ln.startswith(("VmRSS", "VmHWM"))
    }
    return (vals["VmRSS"], vals["VmHWM"]) if len(vals) == 2 else None


class Sampler(threading.Thread):
    """Samples the run's process tree: per pid, (time, VmRSS) and the last VmHWM seen."""

    def __init__(self, pid: int, every: float) -> None:
        super().__init__(daemon=True)
        self.root, self.every = psutil.Process(pid), every
        self.samples: dict[int, list[tuple[float, int]]] = {}
        self.hwm: dict[int, int] = {}
        self.kind: dict[int, str] = {}
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                procs = [self.root, *self.root.children(recursive=True)]
            except psutil.NoSuchProcess:
                return
            now = time.time()
            for p in procs:
                if p.pid not in self.kind:
                    try:
                        cmd = " ".join(p.cmdline())
                    except psutil.Error:
                        continue
                    self.kind[p.pid] = (
                        "parent"
                        if p.pid == self.root.pid
                        else "tracker"
                        if "resource_tracker" in cmd
                        else "worker"
                    )
                st = _status_kb(p.pid)
                if st is not None:
                    self.samples.setdefault(p.pid, []).append((now, st[0]))
                    self.hwm[p.pid] = max(self.hwm.get(p.pid, 0), st[1])
            self.stop.wait(self.every)


def _stage_at(events: list[tuple[float, str]], t: float) -> str:
    """The stage running at ``t``; between two stages, ``after_<the one that ended>``."""
    name = "start"
    for when, stage in events:
        if when > t:
            break
        name = stage if stage != "-" else f"after_{name}"
    return name


def measure(n: int, tmp: Path, workers: int, sets: list[str], every: float) -> dict:
    corpus, out, log = tmp / f"corpus-{n}", tmp / f"out-{n}", tmp / f"stages-{n}.jsonl"
    if not corpus.exists():
        write_corpus(n, corpus)
    shutil.rmtree(out, ignore_errors=True)
    log.unlink(missing_ok=True)
    t = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", RUNNER, str(corpus), str(out), str(log), str(workers), *sets],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )
    sampler = Sampler(proc.pid, every)
    sampler.start()
    stdout, stderr = proc.communicate()
    sampler.stop.set()
    sampler.join()
    if proc.returncode:
        raise SystemExit(stderr[-3000:])
    peak = float(next(ln.split()[1] for ln in stderr.splitlines() if ln.startswith("PEAK_RSS_MB")))
    summary = json.loads(stdout[stdout.index("{") :])
    events = [tuple(json.loads(ln)) for ln in log.read_text().splitlines()]
    shutil.rmtree(out, ignore_errors=True)
    by_stage: dict[str, dict[str, float]] = {}  # role -> stage -> max sampled VmRSS (MB)
    workers_hwm = []
    for pid, samples in sampler.samples.items():
        role = sampler.kind.get(pid, "worker")
        if role == "tracker":
            continue
        if role == "worker":
            workers_hwm.append(sampler.hwm[pid] / 1024)
        per = by_stage.setdefault(role, {})
        for when, rss in samples:
            s = _stage_at(events, when)
            per[s] = max(per.get(s, 0.0), rss / 1024)
    return {
        "documents": n,
        "documents_kept": summary["documents_kept"],
        "parent_peak_mb": round(peak, 1),
        "worker_peak_mb": round(max(workers_hwm), 1) if workers_hwm else None,
        "workers_seen": len(workers_hwm),
        "max_rss_by_stage_mb": {r: {s: round(v, 1) for s, v in per.items()} for r, per in by_stage.items()},
        "wall_seconds": round(time.perf_counter() - t, 1),
        "stage_seconds": summary["stage_seconds"],
    }


def _median(runs: list[dict], get) -> float | None:
    vals = [v for v in (get(r) for r in runs) if v is not None]
    return round(statistics.median(vals), 1) if vals else None


def growth(sizes: list[int], medians: list[float | None]) -> dict:
    """KB per extra document: first→second size (the issue's figure) and the least-squares slope."""
    pts = [(n, m) for n, m in zip(sizes, medians, strict=True) if m is not None]
    if len(pts) < 2:
        return {}
    (n0, m0), (n1, m1) = pts[0], pts[1]
    out = {f"kb_per_document_{n0}_to_{n1}": round((m1 - m0) * 1024 / (n1 - n0), 4)}
    if len(pts) > 2:
        slope = np.polyfit([n for n, _ in pts], [m for _, m in pts], 1)[0]
        out[f"kb_per_document_slope_{pts[0][0]}_to_{pts[-1][0]}"] = round(float(slope) * 1024, 4)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("sizes", type=int, nargs="+")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument(
        "--largest-repeats",
        type=int,
        help="repeats of the largest size only (default --repeats): it is the slow one",
    )
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--every", type=float, default=0.05, help="sampling period, seconds")
    p.add_argument("--tmp", type=Path, default=Path("/tmp/qt-dedup-rss"))
    p.add_argument("--out", type=Path, help="also write the result here")
    p.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        help="config override, e.g. data.ingest_batch_files=16",
    )
    a = p.parse_args()
    runs: dict[int, list[dict]] = {n: [] for n in a.sizes}
    largest = max(a.sizes)
    for r in range(a.repeats):  # sizes interleaved: a busy spell on the machine hits every size
        for n in a.sizes:
            if n == largest and a.largest_repeats is not None and r >= a.largest_repeats:
                continue
            runs[n].append(measure(n, a.tmp, a.workers, a.sets, a.every))
            print(json.dumps(runs[n][-1]), file=sys.stderr, flush=True)
    medians = {
        n: {
            "parent_peak_mb": _median(rs, lambda r: r["parent_peak_mb"]),
            "worker_peak_mb": _median(rs, lambda r: r["worker_peak_mb"]),
            "max_rss_by_stage_mb": {
                role: {
                    s: _median(rs, lambda r, role=role, s=s: r["max_rss_by_stage_mb"].get(role, {}).get(s))
                    for s in rs[0]["max_rss_by_stage_mb"][role]
                }
                for role in rs[0]["max_rss_by_stage_mb"]
            },
        }
        for n, rs in runs.items()
    }
    result = {
        "settings": {
            "workers": a.workers,
            "repeats": {n: len(rs) for n, rs in runs.items()},
            "sets": a.sets,
        },
        "cpu": next(
            (ln.split(":", 1)[1].strip() for ln in open("/proc/cpuinfo") if ln.startswith("model name")), "?"
        ),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_average_at_end": os.getloadavg(),
        "medians": medians,
        "growth_parent": growth(a.sizes, [medians[n]["parent_peak_mb"] for n in a.sizes]),
        "growth_worker": growth(a.sizes, [medians[n]["worker_peak_mb"] for n in a.sizes]),
        "growth_by_stage": {
            role: {
                s: growth(a.sizes, [medians[n]["max_rss_by_stage_mb"].get(role, {}).get(s) for n in a.sizes])
                for s in medians[a.sizes[0]]["max_rss_by_stage_mb"][role]
            }
            for role in medians[a.sizes[0]]["max_rss_by_stage_mb"]
        },
        "runs": runs,
    }
    text = json.dumps(result, indent=2)
    if a.out:
        a.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
