"""Per-rank peak RSS of a ~1.2B Llama LoRA step: one process vs FSDP2 / ZeRO-3 on 2 (and 4) gloo ranks.

Issue 18's "done when": every rank's peak <= 0.75x the single-process peak, step-1 loss equal to the
single process's within 1e-3. Builds a random-weight Llama from a LlamaConfig (no download), saves it
as bf16 safetensors with the embedded SmolLM2 tokenizer, writes a small prepared folder, then runs
``quilltune train`` once per setup, one at a time (each in its own process tree, so each peak is its
own), and prints/writes a JSON table.

    PYTHONPATH=src .venv/bin/python benchmarks/sharded_load_rss.py --work /tmp/q-shard --out benchmarks/results/x.json
    ... --setups single,fsdp2:2,zero3:2,fsdp2:4      (also fsdp2:2:whole to load the whole model per rank)

On an AVX2-only CPU ``auto`` precision computes in fp32 (bf16 matmul is emulated there), so the
model is held in fp32 (4.7 GB) although the files are bf16; keep --seq-len <= 32 and 1 step.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "tests" / "train"))  # the prepared-folder writer of the trainer tests


def build_model(folder: Path, layers: int, hidden: int, intermediate: int) -> Path:
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from quilltune.models import resolve_model

    if (folder / "config.json").is_file():
        return folder
    tok = AutoTokenizer.from_pretrained(resolve_model("smollm2-135m-instruct"))
    cfg = LlamaConfig(
        vocab_size=len(tok),
        hidden_size=hidden,
        intermediate_size=intermediate,
        num_hidden_layers=layers,
        num_attention_heads=32,
        num_key_value_heads=8,
        max_position_embeddings=2048,
        tie_word_embeddings=False,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
    )
    torch.manual_seed(0)
    model = LlamaForCausalLM._from_config(cfg, dtype=torch.bfloat16)
    print(f"model: {sum(p.numel() for p in model.parameters()) / 1e9:.3f} B parameters", flush=True)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def run_setup(setup: str, model: Path, data: Path, work: Path, seq_len: int, global_rows: int) -> dict:
    from quilltune.config import load_config
    from quilltune.config.load import dump_config

    strategy, _, rest = setup.partition(":")
    ranks, _, mode = rest.partition(":")
    ranks = int(ranks or 1)
    overrides = [
        f"model.name={model}",
        "train.method=lora",
        "train.micro_batch_size=1",
        f"train.grad_accum={global_rows // ranks}",
        "train.max_steps=1",
        "train.eval_batches=1",
        "train.eval_every=1000",
        "train.optim.warmup_steps=0",
        "train.seed=0",
        f"data.seq_len={seq_len}",
        f"train.strategy={strategy}",
        f"train.nproc_per_node={ranks}",
        f"train.sharded_loading={'false' if mode == 'whole' else 'true'}",
    ]
    run = work / f"run-{setup.replace(':', '-')}"
    config = work / f"{run.name}.yaml"
    config.write_text(dump_config(load_config(None, overrides)))
    cmd = [sys.executable, "-c", "from quilltune.cli import main; main()", "train", str(config)]
    cmd += ["--out", str(run), "--data", str(data), "--no-progress"]
    t0 = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.time() - t0
    if proc.returncode != 0:
        return {"setup": setup, "error": f"exit {proc.returncode}", "stderr": proc.stderr[-3000:]}
    summary = json.loads((run / "summary.json").read_text())
    steps = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    step1 = next(r for r in steps if r.get("kind") != "eval" and r["step"] == 1)
    return {
        "setup": setup,
        "ranks": ranks,
        "sharded_loading": summary.get("sharded_loading"),
        "peak_rss_mb_per_rank": summary["peak_rss_mb_per_rank"],
        "step1_loss": step1["loss"],
        "step1_grad_norm": step1["grad_norm"],
        "step_seconds": round(step1["tokens"] / max(step1["tokens_per_second"], 1e-9), 1),
        "wall_seconds": round(wall, 1),
        "parameter_elements": summary["parameter_elements"],
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--work", type=Path, required=True, help="folder for the model (2.4 GB), data and runs")
    p.add_argument("--out", type=Path, required=True, help="JSON results")
    p.add_argument("--setups", default="single,fsdp2:2,zero3:2")
    p.add_argument("--seq-len", type=int, default=32)
    p.add_argument("--global-rows", type=int, default=4, help="rows per optimizer step (all ranks)")
    p.add_argument("--layers", type=int, default=16)
    p.add_argument("--hidden", type=int, default=2048)
    p.add_argument("--intermediate", type=int, default=8192)
    a = p.parse_args()
    from shards import make_dataset

    a.work.mkdir(parents=True, exist_ok=True)
    model = build_model(a.work / "llama-1b-bf16", a.layers, a.hidden, a.intermediate)
    data = a.work / "data"
    if not (data / "manifest.json").is_file():
        make_dataset(data, n_train=32, n_val=4, seq_len=a.seq_len)
    results = []
    for setup in a.setups.split(","):
        r = run_setup(setup, model, data, a.work, a.seq_len, a.global_rows)
        results.append(r)
        print(json.dumps(r), flush=True)
        a.out.parent.mkdir(parents=True, exist_ok=True)
        a.out.write_text(
            json.dumps(
                {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "results": results}, indent=2
            )
        )
    single = next((r for r in results if r["setup"] == "single" and "error" not in r), None)
    if single:
        ref = single["peak_rss_mb_per_rank"][0]
        for r in results:
            if "error" in r or r is single:
                continue
            ratio = max(r["peak_rss_mb_per_rank"]) / ref
            dloss = abs(r["step1_loss"] - single["step1_loss"])
            print(
                f"{r['setup']:14s} max rank peak {max(r['peak_rss_mb_per_rank']):8.0f} MB = {ratio:.2f}x single "
                f"({ref:.0f} MB); step-1 loss diff {dloss:.2e}"
            )


if __name__ == "__main__":
    main()
