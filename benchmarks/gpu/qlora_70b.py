"""70B-shaped Llama (Llama 2 70B config, the case study's model, random weights), QLoRA NF4 with
double quantisation, LoRA r=16 all-linear, sequence 4096, gradient checkpointing, on ONE H200.

The base is built and quantised one linear at a time (all 80 layers, nothing scaled). Target:
>= 1,100 tok/s. MFU is reported with model FLOPs (no recompute) and, separately, with recompute.
"""

from __future__ import annotations

import time

import torch
from common import (
    SMOKE_SHAPE,
    add_lora,
    build_qlora_layer_by_layer,
    compile_layers,
    device_of,
    parse_args,
    pick_micro_batch,
    planned_memory_gib,
    train_with_backoff,
    write,
)

from quilltune.models.checkpointing import checkpointing_kwargs
from quilltune.plan.shape import ModelShape


def main() -> None:
    args = parse_args(__doc__)
    device = device_of(args)
    shape = SMOKE_SHAPE if args.cpu_smoke else ModelShape.from_preset("llama-2-70b")
    seq = 128 if args.cpu_smoke else args.seq_len
    checkpointing = True
    micro = pick_micro_batch(shape, "qlora", seq, checkpointing, args.micro_batch, device, args.compile)
    t0 = time.perf_counter()
    model = add_lora(build_qlora_layer_by_layer(shape, device), checkpointing, compiled=args.compile)
    compiled = compile_layers(model, args.compile, args.memory_budget)
    build_s = time.perf_counter() - t0
    after_build = torch.cuda.memory_allocated() / 2**30 if device == "cuda" else None
    result = train_with_backoff(
        model,
        micro,
        shape=shape,
        method="qlora",
        seq=seq,
        steps=args.steps,
        device=device,
        checkpointing=checkpointing,
    )
    micro = result["micro_batch"]
    result.update(
        part="70b-qlora-nf4",
        shape=shape.name,
        build_seconds=build_s,
        weights_gib_after_build=after_build,
        target_tokens_per_second=1100,
        plan_memory=planned_memory_gib(shape, "qlora", micro, seq, checkpointing, args.compile),
        gradient_checkpointing=checkpointing,
        compiled_layers=compiled,
        memory_budget=args.memory_budget,
        recompute_policy="context_fn" in checkpointing_kwargs(args.compile),
        layers_built=shape.num_layers,
        device=device,
        smoke=args.cpu_smoke,
    )
    write(args.out, result)


if __name__ == "__main__":
    main()
