"""Load test of ``quilltune prepare --workers 2`` on a generated corpus of several GB (issue #8 §6).

Generates a corpus of unique legal-style documents (the shipped sample corpus as templates, every number
re-drawn and paragraphs of corpus words added, so neither exact nor near dedup collapses it), runs the
real CLI on it, samples the resident memory of the whole process tree (parent + worker processes)
twice a second, and writes the measurements as JSON. Not part of the test suite: run it by hand.

    .venv/bin/python benchmarks/prepare_load.py --size-gb 5 --workdir /tmp/qt-load --timeout 3600
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import psutil

QUILLTUNE = Path(sys.executable).with_name("quilltune")


def _paragraph(rng: random.Random, words: list[str]) -> str:
    sentences = [" ".join(rng.choices(words, k=rng.randrange(8, 24))) for _ in range(rng.randrange(3, 7))]
    return " ".join(s[0].upper() + s[1:] + "." for s in sentences)


def generate_corpus(out: Path, size_bytes: int, seed: int = 0, file_bytes: int = 64 << 20) -> dict:
    """Write ``*.jsonl`` files of ``{"text": ...}`` records until ``size_bytes`` of text exist."""
    from quilltune.samples import sample_corpus_dir

    templates = [p.read_text(encoding="utf-8") for p in sorted(sample_corpus_dir().glob("*.txt"))]
    # Filler prose from the corpus' lower-case words, in sentences. (Drawing capitalised words too
    # made every filler paragraph a run of name-like tokens: the PII detector then ran its NER on
    # nearly all the text, 0.1 MB per CPU-second instead of the 3.6 it does on statutes.)
    words = sorted({w for t in templates for w in re.findall(r"\b[a-z]{3,}\b", t)})
    rng = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    written, docs, files = 0, 0, 0
    fh = None
    while written < size_bytes:
        if fh is None or fh.tell() >= file_bytes:
            if fh is not None:
                fh.close()
            fh = open(out / f"part-{files:05d}.jsonl", "w", encoding="utf-8")  # noqa: SIM115
            files += 1
        body = re.sub(r"\d", lambda _: str(rng.randrange(10)), rng.choice(templates))
        extra = "\n\n".join(_paragraph(rng, words) for _ in range(rng.randrange(3, 9)))
        line = json.dumps({"text": f"{body}\n\n{extra}"}, ensure_ascii=False) + "\n"
        fh.write(line)
        written += len(line.encode("utf-8"))
        docs += 1
    if fh is not None:
        fh.close()
    return {"bytes": written, "documents": docs, "files": files}


def tree_rss(proc: psutil.Process) -> int:
    total = 0
    for p in [proc, *proc.children(recursive=True)]:
        try:
            total += p.memory_info().rss
        except psutil.Error:
            pass
    return total


def run_prepare(
    corpus: Path, out: Path, workers: int, budget_mb: int, timeout: float, extra: list[str]
) -> dict:
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false")
    cmd = [
        str(QUILLTUNE),
        "prepare",
        "-i",
        str(corpus),
        "-o",
        str(out),
        "--workers",
        str(workers),
        "--set",
        f"data.memory_budget_mb={budget_mb}",
        "--no-progress",
        "--json",
        *extra,
    ]
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    ps = psutil.Process(proc.pid)
    peak, samples = 0, []
    while proc.poll() is None and time.monotonic() - start < timeout:
        rss = tree_rss(ps)
        peak = max(peak, rss)
        samples.append((round(time.monotonic() - start, 1), rss >> 20))
        time.sleep(0.5)
    timed_out = proc.poll() is None
    if timed_out:
        for child in ps.children(recursive=True):
            child.kill()
        proc.kill()
    stdout, stderr = proc.communicate()
    wall = time.monotonic() - start
    # How far it got (useful when stopped): finished ingest batches and bytes written so far.
    done_batches = len(list((out / ".work" / "ingest").glob("*.done"))) if (out / ".work").is_dir() else 0
    written = sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) if out.is_dir() else 0
    result = {
        "command": cmd,
        "exit_code": proc.returncode,
        "timed_out": timed_out,
        "wall_seconds": round(wall, 1),
        "peak_tree_rss_mb": peak >> 20,
        "ingest_batches_done": done_batches,
        "output_mb_written": written >> 20,
        "budget_mb": budget_mb,
        "under_budget": (peak >> 20) <= budget_mb,
        "rss_samples_mb": samples[:: max(1, len(samples) // 400)],
        "stderr_tail": stderr[-3000:],
    }
    if not timed_out and proc.returncode == 0:
        result["summary"] = json.loads(stdout)
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size-gb", type=float, default=5.0)
    ap.add_argument("--workdir", type=Path, default=Path("/tmp/quilltune-load"))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--budget-mb", type=int, default=2048, help="data.memory_budget_mb given to prepare")
    ap.add_argument("--timeout", type=float, default=3600, help="seconds before the prepare run is stopped")
    ap.add_argument("--no-pii", action="store_true", help="pass --no-pii to prepare")
    ap.add_argument("--keep", action="store_true", help="keep the generated corpus and output")
    args = ap.parse_args()

    corpus, out = args.workdir / "corpus", args.workdir / "out"
    t0 = time.monotonic()
    existing = sum(p.stat().st_size for p in corpus.glob("*.jsonl")) if corpus.is_dir() else 0
    target = int(args.size_gb * (1 << 30))
    gen = {"bytes": existing, "reused": True} if existing >= target else generate_corpus(corpus, target)
    gen["seconds"] = round(time.monotonic() - t0, 1)
    print(json.dumps({"corpus": gen}), flush=True)
    result = run_prepare(
        corpus, out, args.workers, args.budget_mb, args.timeout, ["--no-pii"] if args.no_pii else []
    )
    result["corpus"] = gen
    result["input_mb_per_second"] = round(gen["bytes"] / (1 << 20) / result["wall_seconds"], 2)
    report = args.workdir / "prepare_load.json"
    report.write_text(json.dumps(result, indent=2))
    print(json.dumps({k: v for k, v in result.items() if k not in ("rss_samples_mb", "command")}, indent=2))
    if not args.keep:
        import shutil

        shutil.rmtree(out, ignore_errors=True)
    sys.exit(0 if result["exit_code"] == 0 and result["under_budget"] else 1)


if __name__ == "__main__":
    main()
