"""Predicted vs measured peak memory and throughput on this CPU, for benchmarks/plan-accuracy.md.

Each case trains for a few steps with the real training engine (``quilltune.train.api.train``) in
its own subprocess, so the process's peak RSS (ru_maxrss) belongs to that case alone. Data is a
synthetic prepared folder (random token ids, 4 packed samples per row) following the contract in
docs/ARCHITECTURE.md, so the measurement does not depend on the prepare stage.

Throughput: the "probe" figure is what `quilltune plan --probe` does (steps 2-3 after a warm-up
step); the measured figure is steps 4..N of the same run, i.e. the rest of the job it projects.

    HF_HUB_OFFLINE=1 .venv/bin/python benchmarks/plan_accuracy.py [--cases a,b] [--steps 8] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CASES: dict[str, dict] = {
    "smol-lora-2x256": dict(model="smollm2", method="lora", mb=2, seq=256, ckpt=False),
    "smol-lora-4x512-ckpt": dict(model="smollm2", method="lora", mb=4, seq=512, ckpt=True),
    "smol-qlora-2x256": dict(model="smollm2", method="qlora", mb=2, seq=256, ckpt=False),
    "smol-qlora-4x512-ckpt": dict(model="smollm2", method="qlora", mb=4, seq=512, ckpt=True),
    "smol-full-2x256": dict(model="smollm2", method="full", mb=2, seq=256, ckpt=False),
    "smol-lora-4x512": dict(model="smollm2", method="lora", mb=4, seq=512, ckpt=False),
    "tiny8-lora-8x256": dict(model="tiny8", method="lora", mb=8, seq=256, ckpt=False),
    "tiny8-full-4x512-ckpt": dict(model="tiny8", method="full", mb=4, seq=512, ckpt=True),
    # Held out: measured after the CPU constants were fitted on the eight cases above.
    "smol-qlora-4x512": dict(model="smollm2", method="qlora", mb=4, seq=512, ckpt=False),
    "tiny8-lora-4x512-ckpt": dict(model="tiny8", method="lora", mb=4, seq=512, ckpt=True),
    "smol-full-2x512-ckpt": dict(model="smollm2", method="full", mb=2, seq=512, ckpt=True),
}


def tiny_llama(out: Path, embedded: Path, layers: int = 8) -> Path:
    """A random 8-layer, 256-wide Llama with the embedded model's real tokenizer and vocabulary."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tok = AutoTokenizer.from_pretrained(embedded)
    cfg = LlamaConfig(
        vocab_size=len(tok),
        hidden_size=256,
        intermediate_size=768,
        num_hidden_layers=layers,
        num_attention_heads=8,
        num_key_value_heads=4,
        max_position_embeddings=2048,
        tie_word_embeddings=True,
    )
    torch.manual_seed(0)
    LlamaForCausalLM(cfg).save_pretrained(out)
    tok.save_pretrained(out)
    return out


def synthetic_data(out: Path, vocab: int, seq: int, rows: int) -> Path:
    """A prepared data folder of ``rows`` full packed rows (4 samples each) of random tokens."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = np.random.default_rng(0)
    per = seq // 4
    for split, n in (("train", rows), ("validation", 4)):
        ids = rng.integers(0, vocab, size=(n, seq), dtype=np.int32)
        pos = np.tile(np.arange(seq, dtype=np.int32) % per, (n, 1))
        labels = ids.copy()
        labels[pos == 0] = -100  # no loss across sample boundaries
        table = pa.table(
            {
                "input_ids": [r.tolist() for r in ids],
                "labels": [r.tolist() for r in labels],
                "position_ids": [r.tolist() for r in pos],
                "num_samples": [4] * n,
                "num_loss_tokens": [int((r != -100).sum()) for r in labels],
            }
        )
        (out / "tokens" / split).mkdir(parents=True, exist_ok=True)
        pq.write_table(table, out / "tokens" / split / "shard-00000.parquet")
    split_stats = {
        s: {
            "documents": n,
            "pairs": 4 * n,
            "samples": 4 * n,
            "rows": n,
            "tokens": n * seq,
            "loss_tokens": n * (seq - 4),
            "truncated_samples": 0,
        }
        for s, n in (("train", rows), ("validation", 4))
    }
    (out / "manifest.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "seq_len": seq,
                "packing": True,
                "tokenizer": {"path": "", "name": "synthetic"},
                "model": "synthetic",
                "splits": split_stats,
                "files": {},
                "pii": {},
                "totals": {},
                "bytes_per_token": 4.0,
            }
        )
    )
    return out


def predict_memory_gib(result: dict) -> tuple[float, dict]:
    """The planner's peak-memory estimate for a recorded case, with the current memory model."""
    from dataclasses import fields

    from quilltune.plan.memory import MemorySetup, estimate_memory
    from quilltune.plan.shape import ModelShape

    if "shape" in result:
        names = {f.name for f in fields(ModelShape)}
        shape = ModelShape(**{k: v for k, v in result["shape"].items() if k in names})
        ckpt_bytes = result["checkpoint_bytes"]
    else:  # rows recorded before the shape was stored: the embedded SmolLM2
        from quilltune.models import resolve_model

        shape = ModelShape.from_preset("smollm2-135m")
        ckpt_bytes = sum(
            f.stat().st_size for f in resolve_model("smollm2-135m-instruct").glob("*.safetensors")
        )
    setup = MemorySetup(
        method=result["method"],
        micro_batch=result["mb"],
        seq_len=result["seq"],
        gradient_checkpointing=result["ckpt"],
        device="cpu",
        checkpoint_bytes=ckpt_bytes,
    )
    est = estimate_memory(shape, setup)
    return est.total_gib, est.breakdown_gib()


def run_one(name: str, steps: int) -> dict:
    """Child process: train the case and print one JSON line with measured and predicted figures."""
    import torch

    # One thread by default: on a shared 2-core machine, OpenMP threads of several busy processes
    # spin against each other and a 2-thread measurement says more about the neighbours than the job.
    torch.set_num_threads(int(os.environ.get("PLAN_BENCH_THREADS", "1")))
    from quilltune.config.load import load_config
    from quilltune.models import resolve_model
    from quilltune.plan.from_config import checkpoint_bytes, resolve_shape
    from quilltune.train.api import train

    case = CASES[name]
    embedded = resolve_model("smollm2-135m-instruct")
    work = Path(tempfile.mkdtemp(prefix=f"plan-acc-{name}-"))
    model = str(embedded) if case["model"] == "smollm2" else str(tiny_llama(work / "model", embedded))
    data = synthetic_data(work / "data", 49152, case["seq"], rows=case["mb"] * (steps + 2))
    cfg = load_config(
        None,
        [
            f"model.name={model}",
            f"train.method={case['method']}",
            f"train.micro_batch_size={case['mb']}",
            "train.grad_accum=1",
            f"train.max_steps={steps}",
            f"train.gradient_checkpointing={case['ckpt']}",
            f"data.seq_len={case['seq']}",
            "train.eval_every=1000",
            "train.eval_batches=1",
            "train.optim.warmup_steps=1",
            "plan.gpu=cpu",
        ],
    )
    shape, _ = resolve_shape(cfg)
    start, cpu0 = time.time(), time.process_time()
    summary = train(cfg, work / "run", data_dir=data, progress=False)
    cpu_share = (time.process_time() - cpu0) / max(time.time() - start, 1e-9) / torch.get_num_threads()
    rows = [json.loads(line) for line in (work / "run" / "metrics.jsonl").read_text().splitlines()]
    rows = [r for r in rows if "tokens_per_second" in r and r.get("kind") != "eval"]
    probe = [r["tokens_per_second"] for r in rows[1:3]]
    rest = [r["tokens_per_second"] for r in rows[3:]]
    plan_json = json.loads((work / "run" / "plan.json").read_text())
    result = {
        "case": name,
        **case,
        "steps": steps,
        "wall_s": round(time.time() - start, 1),
        "cpu_share": round(cpu_share, 3),
        "load_average": os.getloadavg()[0],
        "measured_peak_rss_gib": summary["peak_rss_mb"] / 1024,
        "shape": shape.to_dict(),
        "checkpoint_bytes": checkpoint_bytes(cfg),
        "plan_tokens_per_second": plan_json.get("tokens_per_second"),
        "probe_tokens_per_second": sum(probe) / len(probe) if probe else None,
        "measured_tokens_per_second": len(rest) / sum(1 / t for t in rest) if rest else None,
        "date": time.strftime("%Y-%m-%d"),
    }
    result["predicted_memory_gib"], result["predicted_breakdown_gib"] = predict_memory_gib(result)
    shutil.rmtree(work, ignore_errors=True)
    return result


def _fmt(value: float | None, spec: str) -> str:
    return "n/a" if value is None else format(value, spec)


def markdown_rows(results: list[dict]) -> str:
    """The accuracy table of benchmarks/plan-accuracy.md from the JSON lines this script appends."""
    head = (
        "| case | model | method | micro x seq | ckpt | peak RSS measured GiB | predicted GiB | error | "
        "tok/s prior plan | tok/s probe (steps 2-3) | tok/s measured (steps 4+) | probe error | CPU share | load avg | date |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    )
    lines = []
    for r in results:
        r["predicted_memory_gib"], _ = predict_memory_gib(r)  # always with the current model
        mem_err = r["predicted_memory_gib"] / r["measured_peak_rss_gib"] - 1
        probe, meas = r.get("probe_tokens_per_second"), r.get("measured_tokens_per_second")
        t_err = f"{probe / meas - 1:+.1%}" if probe and meas else "n/a"
        lines.append(
            f"| {r['case']} | {r['model']} | {r['method']} | {r['mb']} x {r['seq']} | {'yes' if r['ckpt'] else 'no'} | "
            f"{r['measured_peak_rss_gib']:.2f} | {r['predicted_memory_gib']:.2f} | {mem_err:+.1%} | "
            f"{r.get('plan_tokens_per_second') or 0:.1f} | {probe or 0:.1f} | {meas or 0:.1f} | {t_err} | "
            f"{_fmt(r.get('cpu_share'), '.2f')} | {_fmt(r.get('load_average'), '.1f')} | {r['date']} |"
        )
    return head + "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=",".join(CASES), help="comma-separated case names")
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--json", type=Path, default=None, help="append results (JSON lines) to this file")
    ap.add_argument(
        "--markdown", type=Path, default=None, help="print the table for these JSON lines and exit"
    )
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.markdown:
        print(markdown_rows([json.loads(ln) for ln in args.markdown.read_text().splitlines() if ln.strip()]))
        return
    if args.one:
        print("RESULT " + json.dumps(run_one(args.one, args.steps)), flush=True)
        return
    for name in args.cases.split(","):
        env = {**os.environ, "OMP_NUM_THREADS": os.environ.get("PLAN_BENCH_THREADS", "1")}
        proc = subprocess.run(
            [sys.executable, __file__, "--one", name, "--steps", str(args.steps)],
            capture_output=True,
            text=True,
            env=env,
        )
        line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")), None)
        if line is None:
            print(f"{name}: failed\n{proc.stderr[-3000:]}", file=sys.stderr)
            continue
        result = json.loads(line[7:])
        mem_err = result["predicted_memory_gib"] / result["measured_peak_rss_gib"] - 1
        print(
            f"{name}: peak RSS {result['measured_peak_rss_gib']:.2f} GiB, predicted {result['predicted_memory_gib']:.2f} "
            f"({mem_err:+.1%}); tok/s probe {result['probe_tokens_per_second']} measured {result['measured_tokens_per_second']}",
            flush=True,
        )
        if args.json:
            with args.json.open("a") as fh:
                fh.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
