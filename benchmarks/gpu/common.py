"""Shared pieces of the GPU benchmark: shapes → models with random weights, the timed training
loop, the planner's predictions next to the measurements. ``--cpu-smoke`` runs every code path on
CPU with tiny shapes (how this file was checked: no GPU was available when it was written)."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import torch

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "src"))  # runnable from a bare checkout too

from quilltune.plan.flops import flops_per_token  # noqa: E402
from quilltune.plan.hardware import device_peak_flops, peak_flops  # noqa: E402
from quilltune.plan.memory import MemorySetup, estimate_memory  # noqa: E402
from quilltune.plan.shape import ModelShape  # noqa: E402
from quilltune.train.loss import causal_lm_loss  # noqa: E402

SMOKE_SHAPE = ModelShape(64, 2, 4, 2, 16, 128, 512, False, name="smoke")
LINEARS = {
    "self_attn": ("q_proj", "k_proj", "v_proj", "o_proj"),
    "mlp": ("gate_proj", "up_proj", "down_proj"),
}


def parse_args(doc: str) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("--out", type=Path, required=True, help="JSON file for this part's results")
    p.add_argument(
        "--cpu-smoke", action="store_true", help="tiny shapes on CPU: checks the code path, not speed"
    )
    p.add_argument("--steps", type=int, default=6, help="timed optimizer steps (after 2 warm-up steps)")
    p.add_argument("--seq-len", type=int, default=4096)
    p.add_argument(
        "--micro-batch", type=int, default=0, help="0: the largest the planner says fits (at most 4)"
    )
    p.add_argument(
        "--compile",
        action="store_true",
        help="torch.compile each decoder layer (regional, as train.compile does); compile time is in the warm-up",
    )
    p.add_argument(
        "--memory-budget",
        type=float,
        default=None,
        help="with --compile: torch._functorch.config.activation_memory_budget (0 = recompute all it "
        "can, 1 = default); a probe of why compile + checkpointing kept 51 GiB on CUDA",
    )
    return p.parse_args()


def compile_layers(model: torch.nn.Module, enabled: bool, memory_budget: float | None = None) -> int:
    """Regional compilation, the trainer's way: one compiled graph reused by every identical layer."""
    if not enabled:
        return 0
    from quilltune.models.layers import decoder_layers

    if memory_budget is not None:
        import torch._functorch.config as functorch_config

        functorch_config.activation_memory_budget = memory_budget

    layers = decoder_layers(model)
    for layer in layers:
        layer.compile()
    return len(layers)


def train_with_backoff(model: torch.nn.Module, micro: int, **kwargs: Any) -> dict[str, Any]:
    """``timed_training``, halving the micro-batch on out-of-memory. The cache is emptied only after
    the ``except`` block: inside it the traceback still holds the failed step's activations."""
    planned = micro
    while True:
        try:
            result = timed_training(model, micro=micro, **kwargs)
            result["planner_micro_batch"] = (
                planned  # differs from micro_batch when the planner was optimistic
            )
            return result
        except torch.OutOfMemoryError:
            if micro == 1:
                raise
        micro //= 2
        for p in model.parameters():
            p.grad = None
        import gc

        gc.collect()
        torch.cuda.empty_cache()


def device_of(args: argparse.Namespace) -> str:
    if args.cpu_smoke:
        torch.set_num_threads(2)
        return "cpu"
    if not torch.cuda.is_available():
        raise SystemExit("no CUDA device: run with --cpu-smoke to check the code path on CPU")
    torch.backends.cuda.matmul.allow_tf32 = True
    return "cuda"


def llama_config(shape: ModelShape) -> Any:
    from transformers import LlamaConfig

    return LlamaConfig(
        vocab_size=shape.vocab_size,
        hidden_size=shape.hidden_size,
        intermediate_size=shape.intermediate_size,
        num_hidden_layers=shape.num_layers,
        num_attention_heads=shape.num_heads,
        num_key_value_heads=shape.num_kv_heads,
        head_dim=shape.head_dim,
        max_position_embeddings=8192,
        tie_word_embeddings=shape.tie_embeddings,
        rope_theta=500000.0,
        attn_implementation="sdpa",
        use_cache=False,
    )


def build_bf16(shape: ModelShape, device: str) -> torch.nn.Module:
    """Random bf16 weights built directly on the device (no checkpoint on disk needed)."""
    from transformers import LlamaForCausalLM

    torch.manual_seed(0)
    with torch.device(device):
        model = LlamaForCausalLM(llama_config(shape)).to(torch.bfloat16)
    return model


def build_qlora_layer_by_layer(shape: ModelShape, device: str) -> torch.nn.Module:
    """NF4 base built one linear at a time: a bf16 random matrix on the device is quantised and freed
    before the next, so a 70B model never exists in bf16 (it would not fit in 141 GB)."""
    import bitsandbytes as bnb
    from transformers import LlamaForCausalLM
    from transformers.models.llama.modeling_llama import LlamaRMSNorm, LlamaRotaryEmbedding

    cfg = llama_config(shape)
    with torch.device("meta"):
        model = LlamaForCausalLM(cfg)
    torch.manual_seed(0)
    h, dt = shape.hidden_size, torch.bfloat16
    model.model.embed_tokens = torch.nn.Embedding(shape.vocab_size, h, device=device, dtype=dt)
    model.model.embed_tokens.weight.data.normal_(0, 0.02)
    model.lm_head = torch.nn.Linear(
        h, shape.vocab_size, bias=False, device=device, dtype=dt
    )  # QLoRA keeps it bf16
    model.lm_head.weight.data.normal_(0, 0.02)
    model.model.norm = LlamaRMSNorm(h, eps=cfg.rms_norm_eps).to(device, dt)
    model.model.rotary_emb = LlamaRotaryEmbedding(config=cfg).to(device)
    for layer in model.model.layers:
        layer.input_layernorm = LlamaRMSNorm(h, eps=cfg.rms_norm_eps).to(device, dt)
        layer.post_attention_layernorm = LlamaRMSNorm(h, eps=cfg.rms_norm_eps).to(device, dt)
        for part, names in LINEARS.items():
            parent = getattr(layer, part)
            for name in names:
                old = getattr(parent, name)
                lin = bnb.nn.Linear4bit(
                    old.in_features,
                    old.out_features,
                    bias=False,
                    compute_dtype=dt,
                    quant_type="nf4",
                    compress_statistics=True,
                    quant_storage=torch.uint8,
                    device="meta",
                )
                w = torch.empty(old.out_features, old.in_features, dtype=dt, device=device).normal_(0, 0.02)
                lin.weight = bnb.nn.Params4bit(
                    w,
                    requires_grad=False,
                    quant_type="nf4",
                    compress_statistics=True,
                    quant_storage=torch.uint8,
                    module=lin,
                ).to(device)
                if device == "cpu":
                    lin.support_avx512bf16_for_cpu = False  # STACK-NOTES pitfall 1
                setattr(parent, name, lin)
                del w
    model.is_loaded_in_4bit = True  # peft dispatches its bnb LoRA layers on this flag
    return model


def add_lora(model: torch.nn.Module, checkpointing: bool, compiled: bool = False) -> torch.nn.Module:
    """``compiled``: the layers will be compiled, so checkpointing gets the trainer's recompute policy."""
    from peft import LoraConfig, get_peft_model

    from quilltune.models.checkpointing import enable_checkpointing

    model.config.use_cache = False
    if checkpointing:
        enable_checkpointing(model, compiled=compiled)
    cfg = LoraConfig(
        r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", task_type="CAUSAL_LM"
    )
    peft_model = get_peft_model(model, cfg, autocast_adapter_dtype=True)
    peft_model.train()
    return peft_model


def planned_memory_gib(
    shape: ModelShape, method: str, micro: int, seq: int, checkpointing: bool, compiled: bool = False
) -> dict[str, Any]:
    est = estimate_memory(
        shape,
        MemorySetup(
            method=method,
            micro_batch=micro,
            seq_len=seq,
            gradient_checkpointing=checkpointing,
            device="gpu",
            compiled=compiled,
        ),
    )
    return {"total_gib": round(est.total_gib, 2), "breakdown_gib": est.breakdown_gib()}


def pick_micro_batch(
    shape: ModelShape,
    method: str,
    seq: int,
    checkpointing: bool,
    requested: int,
    device: str,
    compiled: bool = False,
) -> int:
    if requested:
        return requested
    if device == "cpu":
        return 1
    from quilltune.plan.memory import largest_micro_batch

    setup = MemorySetup(
        method=method,
        micro_batch=1,
        seq_len=seq,
        gradient_checkpointing=checkpointing,
        device="gpu",
        compiled=compiled,
    )
    capacity = torch.cuda.get_device_properties(0).total_memory * 0.92
    return max(1, min(4, largest_micro_batch(shape, setup, capacity)))


def timed_training(
    model: torch.nn.Module,
    *,
    shape: ModelShape,
    method: str,
    micro: int,
    seq: int,
    steps: int,
    device: str,
    checkpointing: bool,
) -> dict[str, Any]:
    """Warm up 2 steps, time ``steps`` optimizer steps of random full-length rows; loss via the fused
    chunked LM-head cross-entropy (no full logits)."""
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=1e-4, fused=True)
    gen = torch.Generator(device="cpu").manual_seed(0)

    def batch() -> dict[str, torch.Tensor]:
        ids = torch.randint(0, shape.vocab_size, (micro, seq), generator=gen).to(device)
        return {"input_ids": ids, "labels": ids}  # one sample per row: no mask, sdpa's causal fast path

    def sync() -> None:
        if device == "cuda":
            torch.cuda.synchronize()

    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()  # not the build's peak, nor a failed larger micro-batch's
    losses, times = [], []
    forward_held_gib = None
    for step in range(steps + 2):
        sync()
        t0 = time.perf_counter()
        held_before = torch.cuda.memory_allocated() if device == "cuda" else 0
        loss = causal_lm_loss(model, batch())
        if (
            device == "cuda" and step == steps + 1
        ):  # what the forward keeps for backward (checkpointing shows here)
            forward_held_gib = (torch.cuda.memory_allocated() - held_before) / 2**30
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        sync()
        if step >= 2:
            times.append(time.perf_counter() - t0)
        losses.append(float(loss.detach()))
    seconds = sum(times)
    tps = micro * seq * steps / seconds
    peak = peak_flops("cpu") if device == "cpu" else device_peak_flops("cuda")
    fpt = flops_per_token(shape, method, seq, lora_rank=16)
    hw_fpt = flops_per_token(shape, method, seq, gradient_checkpointing=checkpointing, lora_rank=16)
    return {
        "tokens_per_second": tps,
        "step_seconds_median": sorted(times)[len(times) // 2],
        "micro_batch": micro,
        "seq_len": seq,
        "steps_timed": steps,
        "mfu": tps * fpt / peak,
        "hfu_with_recompute": tps * hw_fpt / peak,
        "peak_flops": peak,
        "losses": losses,
        "loss_finite": all(math.isfinite(x) for x in losses),
        "peak_memory_gib": (torch.cuda.max_memory_allocated() / 2**30) if device == "cuda" else None,
        "forward_held_gib": forward_held_gib,
        "compile_counters": _compile_counters(),
    }


def _compile_counters() -> dict[str, Any]:
    """Graph breaks and graphs compiled: did Dynamo trace the checkpointed layer as one graph?"""
    try:
        from torch._dynamo.utils import counters
    except ImportError:
        return {}
    return {"graph_breaks": dict(counters.get("graph_break", {})), "stats": dict(counters.get("stats", {}))}


def measured_matmul_flops(device: str, n: int = 8192, reps: int = 10) -> float | None:
    """bf16 n^3 matmul rate on random data, median of ``reps`` after 3 warm-ups (CUDA events). The MFU
    above uses the datasheet peak; this is the ceiling the machine really reaches (~790 TFLOP/s was
    recorded on this H200 kind), reported next to it as ``mfu_vs_measured``."""
    if device != "cuda":
        return None
    a, b = (torch.randn(n, n, device="cuda", dtype=torch.bfloat16) for _ in range(2))
    times = []
    for i in range(reps + 3):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        a @ b
        end.record()
        torch.cuda.synchronize()
        if i >= 3:
            times.append(start.elapsed_time(end) / 1e3)
    del a, b
    torch.cuda.empty_cache()
    return 2 * n**3 / sorted(times)[len(times) // 2]


def write(out: Path, result: dict[str, Any]) -> None:
    ceiling = measured_matmul_flops(result.get("device", "cpu"))
    if ceiling and result.get("mfu") is not None:
        result.update(
            measured_matmul_flops=ceiling, mfu_vs_measured=result["mfu"] * result["peak_flops"] / ceiling
        )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2, default=str))
    print(json.dumps({k: v for k, v in result.items() if k != "losses"}, default=str))
