"""The quilltune / TRL / plain-HF comparison (``quilltune bench``) on a 1B-class shape on the GPU.

A Llama with 16 layers, hidden 2048, 32 heads / 8 KV heads, MLP 8192 (Llama 3.2 1B's body) and
the embedded SmolLM2 tokenizer's 49,152-token vocabulary (~1.0 B parameters), random weights saved
once to a local folder. Data: a prepared folder (``--prepared``; the GPU image lacks the prepare
stage's packages, so make-carry.sh prepares it on the CPU with ``--prepare-only``), else the prepare
stage on ``--corpus`` or the shipped sample corpus (``ensure_prepared``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "src"))

from quilltune.bench.runner import DEFAULT_CONFIG, run_bench  # noqa: E402
from quilltune.config.load import load_config  # noqa: E402


def build_model_dir(out: Path, smoke: bool, tokenizer_dir: Path | None) -> Path:
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from quilltune.models import resolve_model

    if (out / "config.json").is_file():
        return out
    # A bare GPU box lacks the embedded model's package: the run script carries its tokenizer files.
    tok = AutoTokenizer.from_pretrained(tokenizer_dir or resolve_model("smollm2-135m-instruct"))
    dims = (
        dict(
            hidden_size=64,
            intermediate_size=128,
            num_hidden_layers=2,
            num_attention_heads=4,
            num_key_value_heads=2,
        )
        if smoke
        else dict(
            hidden_size=2048,
            intermediate_size=8192,
            num_hidden_layers=16,
            num_attention_heads=32,
            num_key_value_heads=8,
        )
    )
    cfg = LlamaConfig(
        vocab_size=len(tok),
        max_position_embeddings=4096,
        tie_word_embeddings=True,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
        **dims,
    )
    torch.manual_seed(0)
    LlamaForCausalLM(cfg).to(torch.bfloat16).save_pretrained(out)
    tok.save_pretrained(out)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--cpu-smoke", action="store_true")
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--seq-len", type=int, default=512)
    p.add_argument("--micro-batch", type=int, default=8, help="packed rows per step (grad_accum 1)")
    p.add_argument(
        "--corpus",
        type=Path,
        default=None,
        help="folder of .txt/.md legal text for the bench's dev builder (make-carry.sh makes one); "
        "default: the prepare stage on the sample corpus, else the dev builder on it",
    )
    p.add_argument(
        "--tokenizer", type=Path, default=None, help="folder with the embedded model's tokenizer files"
    )
    p.add_argument(
        "--attn",
        default="auto",
        help="quilltune's model.attn_implementation (auto = varlen on CUDA; TRL and HF always get sdpa)",
    )
    p.add_argument(
        "--compile", action="store_true", help="train.compile for quilltune (regional torch.compile)"
    )
    p.add_argument(
        "--against",
        default="trl,hf",
        help="systems beside quilltune, comma-separated; '' runs quilltune alone (the CPU smoke test "
        "does: the three-system comparison itself is tests/bench/test_bench_command.py's)",
    )
    p.add_argument(
        "--prepared",
        type=Path,
        default=None,
        help="a prepared data folder made with this script's --prepare-only (skips the prepare stage)",
    )
    p.add_argument(
        "--prepare-only",
        type=Path,
        default=None,
        metavar="DIR",
        help="prepare the bench's data into DIR with the 1B model's tokenizer and exit (no training)",
    )
    p.add_argument(
        "--work",
        type=Path,
        default=None,
        help="scratch folder for the 2 GB model and the runs (default: beside --out)",
    )
    args = p.parse_args()
    device = "cpu" if args.cpu_smoke or args.prepare_only else "cuda"
    if device == "cuda" and not torch.cuda.is_available():
        raise SystemExit("no CUDA device: run with --cpu-smoke to check the code path on CPU")
    work = args.work or args.out.parent / "bench-1b-work"
    model_dir = build_model_dir(work / "model-1b", args.cpu_smoke, args.tokenizer)
    seq = 128 if args.cpu_smoke else args.seq_len
    micro = 2 if args.cpu_smoke else args.micro_batch
    overrides = [
        f"model.name={model_dir}",
        f"data.seq_len={seq}",
        f"train.micro_batch_size={micro}",
        "train.grad_accum=1",
        "train.optim.lr=2e-4",
        f"model.attn_implementation={args.attn}",
    ]
    if args.compile:
        overrides.append("train.compile=true")
    if args.cpu_smoke:  # the code path, not the NER model's load (the prepare tests load it)
        overrides.append("data.pii.ner=false")
    cfg = load_config(DEFAULT_CONFIG, overrides)
    from quilltune.prepare.api import ensure_prepared

    if args.corpus:
        cfg = load_config(DEFAULT_CONFIG, [*overrides, f"data.inputs=[{args.corpus}]"])
    if args.prepare_only:
        ensure_prepared(cfg, out=args.prepare_only, progress=False)
        return
    data = args.prepared or ensure_prepared(cfg, out=work / "data", progress=False)
    result = run_bench(
        cfg,
        against=[s for s in args.against.split(",") if s],
        steps=2 if args.cpu_smoke else args.steps,
        repeats=1,
        workdir=work / "bench",
        data=data,
        val_rows=4 if args.cpu_smoke else 16,
        threads=2 if args.cpu_smoke else 8,
        timeout=240 if args.cpu_smoke else 110,
        device=device,
    )
    result.pop("runs", None)
    result.update(
        part="bench-1b", smoke=args.cpu_smoke, quilltune_attn=args.attn, quilltune_compile=args.compile
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, default=str))
    print(
        json.dumps(
            {
                k: {kk: v.get(kk) for kk in ("trained_tokens_per_second", "val_loss", "mfu")}
                if "error" not in v
                else v
                for k, v in result["systems"].items()
            },
            default=str,
        )
    )


if __name__ == "__main__":
    main()
