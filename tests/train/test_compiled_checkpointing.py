"""Compiled + checkpointed QLoRA layers keep only their inputs for backward, with eager's gradients.

The forward graph AOTAutograd hands the compiler returns the layer output followed by what it saves
for backward; its partitioner is the one inductor uses. torch 2.11 saved the outputs of
bitsandbytes' 4-bit matmuls there (the 2x memory seen on an H200, benchmarks/NOTES.md); the
trainer's recompute policy (models/checkpointing.py) forbids it, and is set where torch needs it.
The graph test runs the trainer's own setting for the installed torch, and the policy forced on.
(Checked 2026-12-01 with torch 2.11.0 in a scratch venv: without the policy this test fails with the
six matmul outputs listed; with it, it passes.)
"""

from __future__ import annotations

import pytest
import torch
from train_helpers import tiny_cfg

from quilltune.models.checkpointing import checkpointing_kwargs, recompute_every_op


@pytest.mark.parametrize(
    "version,policy", [("2.11.0+cu130", True), ("2.12.1", True), ("2.13.0+cpu", False), ("2.14.1", False)]
)
def test_policy_only_for_compiled_layers_on_torch_that_needs_it(monkeypatch, version, policy):
    from torch.torch_version import TorchVersion
    from torch.utils.checkpoint import CheckpointPolicy

    monkeypatch.setattr(torch, "__version__", TorchVersion(version))
    assert checkpointing_kwargs(compiled=False) == {"use_reentrant": False}
    kw = checkpointing_kwargs(compiled=True)
    assert kw["use_reentrant"] is False and ("context_fn" in kw) == policy
    assert recompute_every_op(None, torch.ops.aten.mm.default) is CheckpointPolicy.MUST_RECOMPUTE


def _capture_backend(saved: list, graphs: list):
    from torch._dynamo.backends.common import aot_autograd
    from torch._functorch.partitioners import min_cut_rematerialization_partition

    def forward_compiler(gm, example_inputs):
        graphs.append(gm)
        outputs = next(n for n in gm.graph.nodes if n.op == "output").args[0]
        # outputs[0] is the layer's output; the rest is kept for backward. Inputs (placeholders:
        # the hidden states, weights, rotary tables) are kept by any checkpointing.
        saved.extend(
            tuple(o.meta["val"].shape)
            for o in outputs[1:]
            if getattr(o, "op", None) not in (None, "placeholder") and "val" in o.meta
        )
        return gm

    return aot_autograd(
        fw_compiler=forward_compiler,
        bw_compiler=lambda gm, _: gm,
        partition_fn=min_cut_rematerialization_partition,
    )


def _grads(model, batch):
    from quilltune.train.loss import causal_lm_loss

    model.zero_grad(set_to_none=True)
    causal_lm_loss(model, batch).backward()
    return {n: p.grad.float().clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("policy", ["as the trainer sets it", "forced"])
def test_compiled_checkpointed_qlora_layer_saves_no_activations(tiny_llama_dir, monkeypatch, policy):
    from quilltune.models import checkpointing
    from quilltune.models.layers import decoder_layers
    from quilltune.train.run import load_model_to_train

    if policy == "forced":
        monkeypatch.setattr(checkpointing, "partitioner_saves_custom_op_outputs", lambda: True)

    cfg = tiny_cfg(
        tiny_llama_dir,
        "train.method=qlora",
        "train.gradient_checkpointing=true",
        "train.compile=true",
        "model.attn_implementation=sdpa",
    )
    torch.manual_seed(0)
    model = load_model_to_train(tiny_llama_dir, cfg)
    layers = decoder_layers(model)
    assert all(layer.gradient_checkpointing for layer in layers)
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(0, 500, (2, 48), generator=g)
    batch = {"input_ids": ids, "labels": ids}

    for layer in layers:  # the reference: eager, nothing recomputed
        layer.gradient_checkpointing = False
    reference = _grads(model, batch)
    for layer in layers:
        layer.gradient_checkpointing = True

    saved: list[tuple] = []
    graphs: list = []
    torch._dynamo.reset()
    backend = _capture_backend(saved, graphs)
    for layer in layers:
        layer.compile(backend=backend)
    try:
        grads = _grads(model, batch)
    finally:
        torch._dynamo.reset()

    activations = [s for s in saved if len(s) >= 2]  # (batch, seq, features)-shaped: a kept activation
    assert graphs, "the layers were not compiled"
    assert activations == [], f"saved for backward: {activations}"
    assert grads.keys() == reference.keys() and len(grads) > 0
    for name, ref in reference.items():
        assert torch.allclose(grads[name], ref, rtol=2e-2, atol=1e-5), name
