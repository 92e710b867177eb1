"""Does packing change what a short job learns? quilltune's own trainer on one bench job's samples,
packed (the prepared best-fit-decreasing rows) vs unpacked (one sample per row, the plain recipe's
micro-batch) vs shuffled (first-fit packing in a random order) vs bfd (first-fit decreasing on the
same samples), over several seeds; every model scored on the same validation rows (issue #7).

    .venv/bin/python benchmarks/packing_convergence.py --job runs/bench/quilltune-r0/job.json \
        --seeds 0,1,2 --out /tmp/packing-exp

``--job`` is the ``job.json`` a ``quilltune bench`` run left in its working folder. Each variant x
seed runs in its own process (``quilltune.bench.worker``) and the table of validation losses is
printed and written as JSON. Not part of the test suite.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from quilltune.bench.bench_data import read_samples
from quilltune.bench.job import BenchJob
from quilltune.data_folder import (
    manifest_base,
    read_manifest,
    read_rows,
    split_stats,
    write_manifest,
    write_token_rows,
)


def _row(samples: list[dict]) -> dict:
    return {
        "input_ids": [t for s in samples for t in s["input_ids"]],
        "labels": [t for s in samples for t in s["labels"]],
        "position_ids": [i for s in samples for i in range(len(s["input_ids"]))],
        "num_samples": len(samples),
        "num_loss_tokens": sum(1 for s in samples for x in s["labels"] if x != -100),
    }


def first_fit_rows(samples: list[dict], seq_len: int, order: list[int]) -> list[dict]:
    """Each sample, in ``order``, goes into the first row with room for it (a new row if none)."""
    rows: list[list[dict]] = []
    used: list[int] = []
    for i in order:
        n = len(samples[i]["input_ids"])
        k = next((j for j, u in enumerate(used) if u + n <= seq_len), len(rows))
        if k == len(rows):
            rows.append([])
            used.append(0)
        rows[k].append(samples[i])
        used[k] += n
    return [_row(r) for r in rows]


def repacked_rows(samples: list[dict], seq_len: int, variant: str, seed: int = 1234) -> list[dict]:
    """``shuffled``: first-fit in a seeded random order (rows of unrelated samples);
    ``bfd``: first-fit in decreasing length, i.e. the prepare stage's best-fit-decreasing shape, on
    these samples only."""
    if variant == "shuffled":
        order = random.Random(seed).sample(range(len(samples)), len(samples))
    else:
        order = sorted(range(len(samples)), key=lambda i: (-len(samples[i]["input_ids"]), i))
    return first_fit_rows(samples, seq_len, order)


def variant_folder(job: BenchJob, variant: str, out: Path) -> tuple[Path, int]:
    """The job's samples re-batched as ``variant`` rows, and the job's validation rows."""
    src = Path(job.data["folder"])
    samples = read_samples(Path(job.data["samples_path"]))
    if variant == "unpacked":  # one sample per row (position_ids 0..n-1)
        rows = [_row([s]) for s in samples]
    else:
        rows = repacked_rows(samples, job.seq_len, variant)
    val = read_rows(src, "validation")
    if out.exists():
        shutil.rmtree(out)
    write_token_rows(out, "train", rows)
    write_token_rows(out, "validation", val)
    manifest = read_manifest(src)
    base = manifest_base(
        seq_len=int(manifest["seq_len"]),
        packing=True,
        tokenizer_dir=Path(manifest["tokenizer"]["path"]),
        model=manifest.get("model", ""),
        splits={"train": split_stats(rows), "validation": split_stats(val)},
    )
    write_manifest(out, {**base, "pii": {}, "variant": variant, "from": str(src)})
    return out, len(rows)


def run(job: BenchJob, workdir: Path) -> dict:
    workdir.mkdir(parents=True, exist_ok=True)
    job = replace(job, workdir=str(workdir))
    job.save(workdir / "job.json")
    result = workdir / "result.json"
    proc = subprocess.run(
        [sys.executable, "-m", "quilltune.bench.worker", "quilltune", str(workdir / "job.json"), str(result)],
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0 or not result.exists():
        raise SystemExit(f"{workdir}: worker failed\n{proc.stderr[-3000:]}")
    return json.loads(result.read_text())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--job", type=Path, required=True)
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--variants", default="packed,unpacked")
    ap.add_argument("--out", type=Path, default=Path("/tmp/packing-exp"))
    args = ap.parse_args()
    base = BenchJob.load(args.job)
    folders = {"packed": (Path(base.data["folder"]), base.micro_batch)}
    for variant in args.variants.split(","):
        if variant in ("unpacked", "shuffled", "bfd"):
            folder, rows = variant_folder(base, variant, args.out / f"{variant}-data")
            # Packed variants keep the job's rows per micro-batch; the unpacked one gets the plain recipe's
            # samples per micro-batch. Either way the epoch must be exactly steps x accumulation
            # micro-batches: more would wrap into a second epoch (extra samples), fewer would drop some.
            micro = base.micro_batch if variant != "unpacked" else -(-rows // (base.steps * base.grad_accum))
            if -(-rows // micro) != base.steps * base.grad_accum:
                raise SystemExit(
                    f"{variant}: {rows} rows in micro-batches of {micro} is not "
                    f"{base.steps} x {base.grad_accum} micro-batches; the comparison would not be fair"
                )
            folders[variant] = (folder, micro)
    results: dict[str, dict[int, dict]] = {}
    for variant in args.variants.split(","):
        folder, micro = folders[variant]
        for seed in (int(s) for s in args.seeds.split(",")):
            config = json.loads(json.dumps(base.config))
            config["train"]["seed"] = seed
            job = replace(base, config=config, micro_batch=micro, data={**base.data, "folder": str(folder)})
            r = run(job, args.out / f"{variant}-s{seed}")
            results.setdefault(variant, {})[seed] = {
                k: r.get(k)
                for k in (
                    "val_loss",
                    "train_loss_last_quarter",
                    "steps",
                    "trained_tokens",
                    "positions",
                    "step_seconds",
                )
            }
            print(json.dumps({"variant": variant, "seed": seed, **results[variant][seed]}), flush=True)
    summary = {
        v: {
            "val_loss": [r["val_loss"] for r in rs.values()],
            "mean": statistics.fmean(r["val_loss"] for r in rs.values()),
        }
        for v, rs in results.items()
    }
    out = {"job": str(args.job), "results": results, "summary": summary}
    (args.out / "packing_convergence.json").write_text(json.dumps(out, indent=2))
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
