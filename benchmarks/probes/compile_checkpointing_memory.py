"""Does regional torch.compile keep gradient checkpointing's memory savings? (CPU check)

On one H200 (2026-11-30) a compiled, checkpointed 70B QLoRA forward kept 51 GiB for backward instead
of ~7 GiB (benchmarks/NOTES.md, GPU). This runs the same build path as benchmarks/gpu (bnb NF4 or bf16
base, peft LoRA, HF checkpointing, ``layer.compile()``) on an 8-layer 1024-wide Llama on the CPU and
prints the process RSS growth over the forward of the 3rd iteration (the allocator is warm by then).

    .venv/bin/python benchmarks/probes/compile_checkpointing_memory.py qlora-ckpt-compile

Modes: ``lora`` or ``qlora``, plus any of ``-ckpt``, ``-compile``, ``-autocast``, ``-policy`` (the
trainer's recompute policy for compiled checkpointed layers). Measured 2026-12-01 on the 2-core EPYC,
torch 2.13.0: lora +816 MiB compiled without checkpointing, -41 MiB with; qlora +776 / -72 MiB. With
torch 2.11.0 (the H200 image's; scratch venv): qlora compiled +984 MiB, compiled + checkpointed +360 and
+416 MiB (two runs) — the GPU's effect, reproduced — and 0 with ``-policy``. Why:
probes/compile_checkpointing_saved.py.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]  # benchmarks/
sys.path[:0] = [str(HERE / "gpu"), str(HERE.parent / "src")]

import psutil  # noqa: E402
import torch  # noqa: E402
from common import add_lora, build_bf16, build_qlora_layer_by_layer, compile_layers  # noqa: E402

from quilltune.models import checkpointing  # noqa: E402
from quilltune.plan.shape import ModelShape  # noqa: E402
from quilltune.train.loss import causal_lm_loss  # noqa: E402


def rss_mib() -> float:
    return psutil.Process().memory_info().rss / 2**20


def main(mode: str) -> None:
    torch.set_num_threads(2)
    shape = ModelShape(1024, 8, 16, 4, 64, 4096, 1000, False, name="mid")
    model = build_qlora_layer_by_layer(shape, "cpu") if "qlora" in mode else build_bf16(shape, "cpu")
    if "policy" in mode:  # on any torch, not only where the trainer sets it (< 2.13)
        checkpointing.partitioner_saves_custom_op_outputs = lambda: True
    model = add_lora(model, checkpointing="ckpt" in mode, compiled="policy" in mode)
    compile_layers(model, "compile" in mode)
    ids = torch.randint(0, shape.vocab_size, (2, 2048))
    growth = 0.0
    for _ in range(3):
        gc.collect()
        before = rss_mib()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled="autocast" in mode):
            loss = causal_lm_loss(model, {"input_ids": ids, "labels": ids})
        growth = rss_mib() - before
        loss.backward()
        model.zero_grad(set_to_none=True)
        del loss
    print(f"{mode}: forward RSS growth {growth:.0f} MiB")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "qlora-ckpt-compile")
