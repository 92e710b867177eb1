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
    device_of,
    parse_args,
    pick_micro_batch,
    planned_memory_gib,
    timed_training,
    write,
)

from quilltune.plan.shape import ModelShape


def main() -> None:
    args = parse_args(__doc__)
    device = device_of(args)
    shape = SMOKE_SHAPE if args.cpu_smoke else ModelShape.from_preset("llama-2-70b")
    seq = 128 if args.cpu_smoke else args.seq_len
    checkpointing = True
    micro = pick_micro_batch(shape, "qlora", seq, checkpointing, args.micro_batch, device)
    t0 = time.perf_counter()
    model = add_lora(build_qlora_layer_by_layer(shape, device), checkpointing)
    build_s = time.perf_counter() - t0
    after_build = torch.cuda.memory_allocated() / 2**30 if device == "cuda" else None
    while True:
        try:
            result = timed_training(model, shape=shape, method="qlora", micro=micro, seq=seq, steps=args.steps,
                                    device=device, checkpointing=checkpointing)
            break
        except torch.OutOfMemoryError:
            if micro == 1:
                raise
            micro //= 2
            torch.cuda.empty_cache()
    result.update(part="70b-qlora-nf4", shape=shape.name, build_seconds=build_s, weights_gib_after_build=after_build,
                  target_tokens_per_second=1100, plan_memory=planned_memory_gib(shape, "qlora", micro, seq, checkpointing),
                  gradient_checkpointing=checkpointing, layers_built=shape.num_layers, device=device, smoke=args.cpu_smoke)
    write(args.out, result)


if __name__ == "__main__":
    main()
