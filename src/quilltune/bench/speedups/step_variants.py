"""Time one optimizer step of the real job under variants of the trainer's step, side by side.

``python -m quilltune.bench.speedups.step_variants --data DIR [--rows 4] [--repeats 5]``

Every variant trains the same LoRA model on the same packed micro-batch (bf16 base, peft LoRA,
position_ids and no attention mask, as ``quilltune.train`` does); variants are interleaved round by
round so a noisy, shared machine disturbs them alike, and the median step time is reported.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import torch

from quilltune.bench.bench_data import read_rows
from quilltune.bench.val_loss import _batches
from quilltune.train.device_batch import to_device
from quilltune.train.loss import causal_lm_loss


def _model(model_dir: str, *, adapter_fp32: bool = True, attn: str = "sdpa"):
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from quilltune.models.loading import attention_for

    base = AutoModelForCausalLM.from_pretrained(
        model_dir, dtype=torch.bfloat16, attn_implementation=attention_for(attn, for_training=True))
    base.config.use_cache = False
    cfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", task_type="CAUSAL_LM")
    model = get_peft_model(base, cfg, autocast_adapter_dtype=adapter_fp32)
    model.train()
    return model


def _plain_loss(model, batch):
    return model(**batch, use_cache=False).loss


def _fused_loss(model, batch):
    return causal_lm_loss(model, batch)


VARIANTS: dict[str, tuple[Callable, bool, bool, bool] | tuple[Callable, bool, bool, bool, str]] = {
    # name: (loss function, LoRA weights fp32, bf16 autocast, torch.compile of each decoder layer[, attention])
    "baseline (stock HF loss)": (_plain_loss, True, False, False),
    "fused chunked CE on loss tokens": (_fused_loss, True, False, False),
    "autocast bf16 (LoRA matmuls in bf16)": (_plain_loss, True, True, False),
    "fused CE + autocast bf16 (trainer today)": (_fused_loss, True, True, False),
    "trainer today + compiled layers": (_fused_loss, True, True, True),
    "trainer today + varlen attention": (_fused_loss, True, True, False, "varlen"),
    "trainer today + varlen + compiled layers": (_fused_loss, True, True, True, "varlen"),
}


def _attn(name: str) -> str:
    v = VARIANTS[name]
    return v[4] if len(v) > 4 else "sdpa"


def _compile_layers(model) -> None:
    """Regional compilation (as torchtune does): each decoder layer on its own, so the loss hooks
    and peft's wrappers around the layers never break a graph, and one compiled layer serves all."""
    from quilltune.models.layers import decoder_layers

    for layer in decoder_layers(model):
        layer.compile()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True, type=Path)
    p.add_argument("--model", default=None)
    p.add_argument("--rows", type=int, default=4)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--only", default="", help="comma-separated variant name prefixes")
    p.add_argument("--vary", action="store_true",
                   help="a different micro-batch every round (same for all variants): sample boundaries change "
                        "as in training, so compiled variants pay their recompiles")
    args = p.parse_args(argv)
    torch.set_num_threads(args.threads)
    if args.model is None:
        from quilltune.models import resolve_model

        args.model = str(resolve_model("smollm2-135m-instruct"))
    rounds = args.repeats + 1
    rows = read_rows(args.data, "train", args.rows * (rounds if args.vary else 1))
    batches = list(_batches(rows, args.rows, pad_id=0))
    batches = (batches * rounds)[:rounds]
    per_batch = [sum(len(r["input_ids"]) for r in rows[i : i + args.rows]) for i in range(0, len(rows), args.rows)]
    tokens = int(statistics.mean((per_batch * rounds)[1:rounds])) if args.vary else int(per_batch[0])
    names = [n for n in VARIANTS if not args.only or any(n.startswith(o) for o in args.only.split(","))]
    models = {}
    for name in names:
        loss_fn, fp32, autocast, compiled = VARIANTS[name][:4]
        torch.manual_seed(0)
        models[name] = _model(args.model, adapter_fp32=fp32, attn=_attn(name))
        if compiled:
            _compile_layers(models[name])
    opt = {n: torch.optim.AdamW([q for q in m.parameters() if q.requires_grad], lr=1e-4, fused=True)
           for n, m in models.items()}
    times: dict[str, list[float]] = {n: [] for n in names}
    losses: dict[str, float] = {}
    for r in range(rounds):  # round 0 warms up kernels and allocator (and compiles)
        batch = batches[r]
        for name in names:
            loss_fn, _, autocast, _ = VARIANTS[name][:4]
            ctx = torch.autocast("cpu", dtype=torch.bfloat16) if autocast else contextlib.nullcontext()
            t0 = time.perf_counter()
            with ctx:
                loss = loss_fn(models[name], to_device(batch, torch.device("cpu"), varlen=_attn(name) == "varlen"))
            loss.backward()
            opt[name].step()
            opt[name].zero_grad(set_to_none=True)
            dt = time.perf_counter() - t0
            if r == 0:
                losses[name] = float(loss.detach())
            else:
                times[name].append(dt)
            print(f"round {r} {name}: {dt:.2f} s", file=sys.stderr, flush=True)
    out = {n: {"median_s": statistics.median(t), "tokens_per_second": tokens / statistics.median(t),
               "first_loss": losses[n]} for n, t in times.items()}
    print(json.dumps({"tokens_per_step": tokens, "threads": args.threads, "variants": out}, indent=2))


if __name__ == "__main__":
    main()
