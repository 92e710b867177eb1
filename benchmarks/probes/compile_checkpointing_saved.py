"""What does a compiled, checkpointed QLoRA layer save for backward? (the probe that found the cause)

Builds one Llama layer (1024 wide) the GPU benchmark's way (bnb NF4 + peft LoRA, HF checkpointing,
``layer.compile()``), compiles it with AOTAutograd's min-cut partitioner (inductor's) but no code
generation, and prints every non-input tensor the forward graph keeps for backward.

    .venv/bin/python benchmarks/probes/compile_checkpointing_saved.py [plain|policy|budget0]

plain: checkpointing as HF sets it; policy: the trainer's recompute-every-op policy
(models/checkpointing.py); budget0: inductor's activation_memory_budget = 0. Measured 2026-12-01 on the
2-core EPYC, 1 x 512 tokens: torch 2.13.0 keeps nothing in all three modes; torch 2.11.0 (the H200
image's version, installed in a scratch venv) keeps the six bnb 4-bit matmul outputs (q, k, v, o,
gate, up) in plain mode and nothing in the other two.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]  # benchmarks/
sys.path[:0] = [str(HERE / "gpu"), str(HERE.parent / "src")]

import torch  # noqa: E402
from common import add_lora, build_qlora_layer_by_layer  # noqa: E402

from quilltune.models import checkpointing  # noqa: E402
from quilltune.models.layers import decoder_layers  # noqa: E402
from quilltune.plan.shape import ModelShape  # noqa: E402
from quilltune.train.loss import causal_lm_loss  # noqa: E402


def saved_for_backward(mode: str) -> list[tuple[str, tuple[int, ...]]]:
    from torch._dynamo.backends.common import aot_autograd
    from torch._functorch.partitioners import min_cut_rematerialization_partition

    if mode == "budget0":
        import torch._functorch.config as functorch_config

        functorch_config.activation_memory_budget = 0.0
    if mode == "policy":  # on any torch, not only where the trainer sets it (< 2.13)
        checkpointing.partitioner_saves_custom_op_outputs = lambda: True
    shape = ModelShape(1024, 1, 16, 4, 64, 4096, 1000, False, name="one-layer")
    model = add_lora(build_qlora_layer_by_layer(shape, "cpu"), checkpointing=True, compiled=mode == "policy")
    saved: list[tuple[str, tuple[int, ...]]] = []

    def forward_compiler(gm, example_inputs):
        outputs = next(n for n in gm.graph.nodes if n.op == "output").args[0]
        saved.extend(
            (o.name, tuple(o.meta["val"].shape))
            for o in outputs[1:]
            if getattr(o, "op", None) not in (None, "placeholder") and "val" in o.meta
        )
        return gm

    backend = aot_autograd(
        fw_compiler=forward_compiler,
        bw_compiler=lambda gm, _: gm,
        partition_fn=min_cut_rematerialization_partition,
    )
    for layer in decoder_layers(model):
        layer.compile(backend=backend)
    ids = torch.randint(0, shape.vocab_size, (1, 512))
    causal_lm_loss(model, {"input_ids": ids, "labels": ids}).backward()
    return saved


if __name__ == "__main__":
    torch.set_num_threads(2)
    mode = sys.argv[1] if len(sys.argv) > 1 else "plain"
    print(f"torch {torch.__version__}, {mode}: kept for backward (non-inputs): {saved_for_backward(mode)}")
