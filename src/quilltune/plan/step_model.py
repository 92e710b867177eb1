"""What one micro-batch of training does, as work items the machine's speeds turn into seconds.

Pure arithmetic, no torch. A micro-batch of ``T`` tokens is

- **GEMMs** at the model's own shapes: each projection's forward ``(T, in) x (in, out)``, its
  activation gradient ``(T, out) x (out, in)``, its weight gradient ``(in, T) x (T, out)`` when the
  weight trains (full fine-tuning), the LoRA adapters' skinny ``(T, in) x (in, r)`` and
  ``(T, r) x (r, out)`` products (forward, activation and weight gradients), the LM head over the
  positions that carry a loss, and a second forward of the blocks under gradient checkpointing;
- **attention**: the score and value products with causal halving (``2 x 2 x T x S/2 x H x Q``
  forward, twice that backward), at the chosen kernel's speed;
- **element-wise work** by bytes (norms, RoPE, SwiGLU, residual adds, LoRA's scale-and-add, the
  fp32 log-softmax of the loss, the NF4 de-quantisation of every frozen weight on each pass);
- a **fixed per-step** part (the optimizer over the trainable parameters, kernel launches/dispatch).

The GEMM list is what the CPU micro-benchmark times (``plan/cpu_bench.py``) and what the GPU model
prices with per-family efficiencies (``plan/throughput.py``), so both devices share one description.
"""

from __future__ import annotations

from dataclasses import dataclass

from quilltune.plan.shape import LINEAR_PROJECTIONS, ModelShape


@dataclass(frozen=True)
class Gemm:
    """``count`` products ``(m, k) x (k, n)`` per micro-batch. ``kind`` names the shape class.
    ``weight_t``: the right operand is an ``(n, k)`` weight read transposed, as ``F.linear`` reads it
    in the forward (the backward reads the same weight as stored); a CPU GEMM's speed depends on it."""

    kind: str
    m: int
    k: int
    n: int
    count: int
    weight_t: bool = False

    @property
    def flops(self) -> float:
        return 2.0 * self.m * self.k * self.n * self.count

    @property
    def key(self) -> str:
        return f"{self.m}x{self.k}x{self.n}"

    @property
    def tokens_in_k(self) -> bool:
        """Weight gradients reduce over the tokens (k); every other product has them as rows (m)."""
        return "weight-grad" in self.kind

    @property
    def rows(self) -> int:
        """The token dimension: time grows linearly in it (a CPU benchmark times seconds per row)."""
        return self.k if self.tokens_in_k else self.m

    @property
    def row_key(self) -> str:
        """The shape without its token dimension: what the cached CPU timing is keyed by."""
        if self.tokens_in_k:
            return f"wg:{self.m}x{self.n}"
        return f"{self.k}x{self.n}" + ("t" if self.weight_t else "")


def lora_target_names(targets: list[str] | str) -> list[str]:
    return (
        list(LINEAR_PROJECTIONS)
        if targets == "all-linear"
        else [t for t in targets if t in LINEAR_PROJECTIONS]
    )


def gemms(
    shape: ModelShape,
    method: str,
    tokens: int,
    loss_tokens: int,
    *,
    rank: int = 16,
    targets: list[str] | str = "all-linear",
    checkpointing: bool = False,
) -> list[Gemm]:
    """The matrix products of one micro-batch, forward + backward (+ recompute)."""
    L, out = shape.num_layers, []
    fwd_passes = 2 if checkpointing else 1
    adapted = set(lora_target_names(targets)) if method != "full" else set()
    for name, (k, n) in shape.linear_shapes().items():
        out.append(Gemm("projection", tokens, k, n, L * fwd_passes, weight_t=True))
        out.append(Gemm("projection", tokens, n, k, L))  # activation gradient
        if method == "full":
            out.append(Gemm("projection weight-grad", k, tokens, n, L))
        if name in adapted:
            # down (A: in -> r) and up (B: r -> out), each forward, activation and weight gradient
            out += [
                Gemm("lora", tokens, k, rank, L * fwd_passes, weight_t=True),
                Gemm("lora", tokens, rank, n, L * fwd_passes, weight_t=True),
                Gemm("lora", tokens, n, rank, L),
                Gemm("lora", tokens, rank, k, L),
                Gemm("lora weight-grad", k, tokens, rank, L),
                Gemm("lora weight-grad", rank, tokens, n, L),
            ]
    h, v = shape.hidden_size, shape.vocab_size
    if loss_tokens:
        out.append(Gemm("lm_head", loss_tokens, h, v, 1, weight_t=True))
        out.append(Gemm("lm_head", loss_tokens, v, h, 1))
        if method == "full":
            out.append(Gemm("lm_head weight-grad", h, loss_tokens, v, 1))
    return out


def attention_flops(shape: ModelShape, tokens: int, sample_len: int, checkpointing: bool = False) -> float:
    """Score and value products of one micro-batch with causal halving: each query sees on average
    half its sample. Forward ``4 x T x S/2 x H x Q`` per layer, backward twice that."""
    fwd = 4.0 * tokens * (sample_len / 2) * shape.num_heads * shape.head_dim * shape.num_layers
    return fwd * (4 if checkpointing else 3)


def elementwise_bytes(
    shape: ModelShape,
    method: str,
    tokens: int,
    loss_tokens: int,
    *,
    targets: list[str] | str = "all-linear",
    checkpointing: bool = False,
    act_bytes: int = 2,
) -> dict[str, float]:
    """Bytes moved by the element-wise kernels of one micro-batch, by part. Forward per layer and
    token (``act_bytes`` = 2 for bf16 activations): two RMSNorms upcast to fp32 (~34 B per hidden
    unit each), RoPE on q and k (~12 passes), two residual adds, SiLU(gate) x up, and LoRA's
    scale-and-add on each adapted output; backward moves about twice the forward."""
    h, q, kv, i = (
        shape.hidden_size,
        shape.num_heads * shape.head_dim,
        shape.num_kv_heads * shape.head_dim,
        shape.intermediate_size,
    )
    per_token_layer = (
        2 * 34 * h * act_bytes / 2
        + 12 * (q + kv) * act_bytes
        + 2 * q * act_bytes
        + 2 * 3 * h * act_bytes
        + 5 * i * act_bytes
    )
    if method != "full":
        outs = shape.linear_shapes()
        per_token_layer += sum(5 * act_bytes * outs[n][1] for n in lora_target_names(targets))
    passes = 3 + (1 if checkpointing else 0)  # forward, backward (2x), recompute
    blocks = per_token_layer * tokens * shape.num_layers * passes
    # fp32 log-softmax over the vocabulary, forward and gradient in one chunked pass: ~6 passes of 4 B.
    loss = 24.0 * loss_tokens * shape.vocab_size
    return {"blocks": blocks, "loss": loss}


def dequant_params(shape: ModelShape, method: str, checkpointing: bool = False) -> float:
    """Frozen 4-bit parameters de-quantised per micro-batch (forward, backward, recompute)."""
    if method != "qlora":
        return 0.0
    return float(shape.num_layers * shape.linear_params_per_layer) * (3 if checkpointing else 2)


def dispatched_ops(
    shape: ModelShape, method: str, targets: list[str] | str = "all-linear", checkpointing: bool = False
) -> int:
    """Kernels launched per micro-batch (forward ~45 per Llama block plus ~8 per adapter; backward
    about twice): what a per-launch overhead multiplies."""
    per_layer = 45 + (8 * len(lora_target_names(targets)) if method != "full" else 0)
    return shape.num_layers * per_layer * (4 if checkpointing else 3)
