"""Benchmark of `quilltune prepare` (figures for notes, not a pass/fail test).

1. Throughput end to end, PII included, on the Canadian legislation XML corpus: MB/s of input per
   wall second and per CPU second (the per-core figure that survives a busy machine).
2. Peak RSS on generated input of two sizes (default 40 MB and 400 MB): memory must stay flat.

Each measurement runs in a fresh process so peak RSS and CPU time are its own.

    .venv/bin/python benchmarks/prepare_bench.py [--sizes 40,400] [--rss-pii] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CANADA = REPO.parent / "shared" / "corpus" / "legal-public" / "canada-laws"

RUNNER = """
import json, resource, sys, torch
from pathlib import Path
torch.set_num_threads(1)
from quilltune.models import resolve_model
from quilltune.prepare.config import PrepareConfig
from quilltune.prepare.pipeline import run_prepare
cfg = PrepareConfig(inputs=[sys.argv[1]], pii={"enabled": sys.argv[3] == "1"}, workers=int(sys.argv[4]))
s = run_prepare(cfg, Path(sys.argv[2]), resolve_model("smollm2-135m-instruct"), "smollm2-135m-instruct", progress=False)
own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
s["peak_rss_mb"] = round(own.ru_maxrss / 1024, 1)
s["peak_rss_worker_mb"] = round(kids.ru_maxrss / 1024, 1)
print(json.dumps(s))
"""

WORDS = (
    "agreement party licence notice section court tribunal holder registry order schedule provision "
    "consent breach remedy liability obligation minister regulation subsection paragraph employer "
    "employee contract term period payment interest security property right duty person corporation"
).split()


def generate(folder: Path, megabytes: int, seed: int = 0) -> Path:
    """Synthetic Markdown legal documents (~256 KB each) with headings, sections and definitions."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    target, written, n = megabytes * 1_000_000, 0, 0
    while written < target:
        paras = [f"# Generated Act {n}"]
        size = 0
        while size < 256_000:
            s = rng.randrange(1, 400)
            body = " ".join(
                rng.choice(WORDS) + str(rng.randrange(1000)) for _ in range(rng.randrange(40, 120))
            )
            paras += [f"### Marginal note {s}", f"{s} (1) {body}, and {body[:200]}."]
            if rng.random() < 0.1:
                paras.append(f"“{rng.choice(WORDS)} {rng.choice(WORDS)}” means {body[:300]};")
            size += len(paras[-1]) + 60
        text = "\n\n".join(paras)
        (folder / f"act-{n:05d}.md").write_text(text, encoding="utf-8")
        written += len(text.encode())
        n += 1
    return folder


def measure(inputs: Path, pii: bool, workers: int) -> dict:
    with tempfile.TemporaryDirectory() as out:
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
        res = subprocess.run(
            [sys.executable, "-c", RUNNER, str(inputs), out, "1" if pii else "0", str(workers)],
            capture_output=True,
            text=True,
            env=env,
        )
        if res.returncode != 0:
            raise SystemExit(res.stderr[-4000:])
        return json.loads(res.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", type=Path, default=CANADA)
    ap.add_argument("--sizes", default="40,400", help="generated input sizes in MB for the RSS comparison")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--rss-pii", action="store_true", help="PII on for the RSS runs too (slow at 400 MB)")
    ap.add_argument("--skip-throughput", action="store_true")
    ap.add_argument("--out", type=Path, default=None, help="write the figures as JSON here")
    args = ap.parse_args()
    keep = (
        "input_mb",
        "wall_seconds",
        "cpu_seconds",
        "mb_per_second",
        "mb_per_cpu_second",
        "docs_per_second",
        "documents_kept",
        "stage_seconds",
        "stage_cpu_seconds",
        "peak_rss_mb",
        "peak_rss_worker_mb",
        "pii",
    )
    figures: dict = {}
    if not args.skip_throughput:
        s = measure(args.corpus, pii=True, workers=args.workers)
        figures["throughput_with_pii"] = {"corpus": str(args.corpus), **{k: s[k] for k in keep}}
        print(json.dumps(figures["throughput_with_pii"], indent=2), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for mb in (int(x) for x in args.sizes.split(",") if x):
            folder = generate(Path(tmp) / f"gen-{mb}", mb)
            s = measure(folder, pii=args.rss_pii, workers=args.workers)
            figures[f"generated_{mb}mb"] = {"pii": args.rss_pii, **{k: s[k] for k in keep if k != "pii"}}
            print(json.dumps({f"generated_{mb}mb": figures[f"generated_{mb}mb"]}, indent=2), flush=True)
    if args.out:
        args.out.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
