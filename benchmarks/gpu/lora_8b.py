"""8B-shaped Llama (Llama 3.1 8B config, random weights), bf16 LoRA r=16 all-linear, sequence 4096.

Target on one H200: >= 13,000 tok/s. Memory-permitting (the planner picks the micro-batch), no
gradient checkpointing; the LM-head loss is the fused chunked cross-entropy (no 4096 x 128k logits).
"""

from __future__ import annotations

import time

from common import (
    SMOKE_SHAPE,
    add_lora,
    build_bf16,
    compile_layers,
    device_of,
    parse_args,
    pick_micro_batch,
    planned_memory_gib,
    train_with_backoff,
    write,
)

from quilltune.plan.shape import ModelShape


def main() -> None:
    args = parse_args(__doc__)
    device = device_of(args)
    shape = SMOKE_SHAPE if args.cpu_smoke else ModelShape.from_preset("llama-3.1-8b")
    seq = 128 if args.cpu_smoke else args.seq_len
    checkpointing = False
    micro = pick_micro_batch(shape, "lora", seq, checkpointing, args.micro_batch, device, args.compile)
    t0 = time.perf_counter()
    model = add_lora(build_bf16(shape, device), checkpointing, compiled=args.compile)
    compiled = compile_layers(model, args.compile, args.memory_budget)
    build_s = time.perf_counter() - t0
    result = train_with_backoff(
        model,
        micro,
        shape=shape,
        method="lora",
        seq=seq,
        steps=args.steps,
        device=device,
        checkpointing=checkpointing,
    )
    micro = result["micro_batch"]
    result.update(
        part="8b-lora-bf16",
        shape=shape.name,
        build_seconds=build_s,
        target_tokens_per_second=13000,
        plan_memory=planned_memory_gib(shape, "lora", micro, seq, checkpointing, args.compile),
        gradient_checkpointing=checkpointing,
        compiled_layers=compiled,
        memory_budget=args.memory_budget,
        device=device,
        smoke=args.cpu_smoke,
    )
    write(args.out, result)


if __name__ == "__main__":
    main()
