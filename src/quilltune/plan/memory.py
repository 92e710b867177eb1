"""Memory per device of a training job, component by component.

Pure arithmetic over a ``ModelShape`` and a ``MemorySetup``. Every component is a number of bytes
per device with a one-line note saying how it was computed, so ``plan`` can show its working.

The activation model counts the tensors autograd keeps per layer and token for a Llama-style block
as transformers 5 + peft build it (RMSNorm upcasts to fp32; peft casts each adapter input to the
adapter's fp32 dtype and keeps that copy; SwiGLU keeps gate, up and silu(gate); sdpa keeps q, k, v,
the output and a log-sum-exp). ``eager`` attention also keeps the softmax matrix, heads x seq per
token. Device-specific overheads (the allocator's high-water mark on CPU, the CUDA context and
fragmentation on GPU) live in ``DEVICE_OVERHEADS``, fitted to measurements in
benchmarks/plan-accuracy.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from quilltune.errors import ConfigError
from quilltune.plan.shape import ModelShape

GIB = 2**30
STRATEGIES = ("single", "ddp", "zero1", "zero2", "zero3", "fsdp2")
SHARDS_PARAMS = {"zero3", "fsdp2"}
SHARDS_GRADS = {"zero2", "zero3", "fsdp2"}
SHARDS_OPTIM = {"zero1", "zero2", "zero3", "fsdp2"}
DEEPSPEED = {"zero1", "zero2", "zero3"}


@dataclass(frozen=True)
class DeviceOverhead:
    fixed_gib: float
    """Memory present before the model: CUDA context + cuBLAS workspace, or the Python process with
    torch/transformers/peft imported (CPU RSS)."""
    activation_factor: float
    """Peak-to-saved ratio of the dynamic part: backward creates gradients of activations while the
    saved ones are still alive, and allocators keep freed blocks (fragmentation)."""
    checkpoint_extra: float
    """Extra bytes per layer, token and unit of hidden size seen with gradient checkpointing."""
    source: str
    logits_positions_cap: int | None = None
    """The trainer's loss (train/loss.py) runs the LM head over CHUNK positions at a time; where the
    allocator reuses that chunk's buffers (CUDA's caching allocator) the logits term stops growing
    with the micro-batch. None: grows per token (CPU RSS, fitted that way)."""


DEVICE_OVERHEADS: dict[str, DeviceOverhead] = {
    # Fitted on the H200 runs of benchmarks/NOTES.md ("GPU": peak allocated + the CUDA context; the
    # residuals of the x1.05 activations with the chunked loss are listed there).
    # 1024 = train/loss.py CHUNK (not imported: the planner runs without torch; a test ties them).
    "gpu": DeviceOverhead(
        1.0,
        1.05,
        0.0,
        "CUDA context ~0.5 GiB + cuBLAS workspaces; activations x1.05, fitted on "
        "three H200 runs (benchmarks/NOTES.md, GPU section)",
        logits_positions_cap=1024,
    ),
    # Fitted by least squares on the 8 CPU runs of benchmarks/plan-accuracy.md: fixed 0.60 GiB (the
    # imports alone measure 0.43), activations x1.46, logits 12 B, checkpointing +28 B per
    # layer-token-hidden (peak RSS above the saved layer inputs; likely glibc heap fragmentation from
    # the recomputes, not attributed to a tensor).
    "cpu": DeviceOverhead(
        0.60,
        1.46,
        28.0,
        "process RSS of python + torch/transformers/peft/bitsandbytes (0.43 GiB "
        "measured) + engine and allocator; fitted in benchmarks/plan-accuracy.md",
    ),
}


@dataclass(frozen=True)
class MemorySetup:
    method: str = "qlora"
    model_dtype: str = "bf16"
    quant_bits: int = 4
    """Bits of the frozen base under QLoRA: 4 (NF4/FP4) or 8 (LLM.int8)."""
    double_quant: bool = True
    quant_storage: str = "bf16"
    """Storage dtype of packed 4-bit weights: bf16 lets ZeRO-3/FSDP2 shard them like any bf16 tensor;
    uint8 ones are not sharded (FSDP2 needs one float dtype per group, ZeRO-3 partitions float params)."""
    lora_rank: int = 16
    lora_targets: list[str] | str = "all-linear"
    optimizer: str = "adamw"
    """adamw (moments in the parameter dtype, as torch keeps them), adamw_8bit, paged_adamw_8bit."""
    strategy: str = "single"
    world_size: int = 1
    offload_optimizer: bool = False
    offload_params: bool = False
    micro_batch: int = 1
    seq_len: int = 512
    gradient_checkpointing: bool = False
    attn_implementation: str = "sdpa"
    attention_probs_tokens: float = 0.0
    """Mean length of the packed samples that ``varlen`` attends with GEMMs (CPU, bf16, samples up to
    ``models.config.MATH_MAX_TOKENS``): each token keeps its heads x length softmax row for the
    backward. 0: the flash kernel, which keeps none."""
    autocast_bf16: bool = False
    """train.bf16 over fp32 weights: activations in bf16 as with bf16 weights."""
    compiled: bool = False
    """train.compile: regional torch.compile of the decoder layers (changes what a layer keeps, on GPU)."""
    device: str = "gpu"
    """"gpu" or "cpu" (only selects the overhead model)."""
    adapter_fp32: bool = True
    """peft keeps adapters in fp32 over a bf16 base (autocast_adapter_dtype); False: bf16 adapters
    (``train.lora.dtype: bf16``)."""
    loss_share: float = 1.0
    """Share of a micro-batch's positions that carry a loss (the dataset's, times the row fill): the
    trainer's loss (train/loss.py) runs the LM head on those positions only."""
    checkpoint_bytes: float = 0.0
    """Size of the weight files on disk. On CPU, loading maps them while the converted weights are
    built, so a small job's peak RSS can be the load, not the training step."""

    def __post_init__(self) -> None:
        if self.strategy not in STRATEGIES:
            raise ConfigError(f"unknown strategy '{self.strategy}'; choose one of {', '.join(STRATEGIES)}")
        if self.method not in ("full", "lora", "qlora"):
            raise ConfigError(f"unknown method '{self.method}'; choose full, lora or qlora")
        if self.quant_bits not in (4, 8):
            raise ConfigError(f"quant_bits must be 4 or 8 (got {self.quant_bits})")


@dataclass
class MemoryEstimate:
    components: dict[str, float] = field(default_factory=dict)
    """bytes per device, by component"""
    notes: dict[str, str] = field(default_factory=dict)
    offloaded_bytes: float = 0.0
    """host memory per process taken by ZeRO offload (not counted in ``total``)."""

    def add(self, name: str, nbytes: float, note: str) -> None:
        self.components[name] = float(nbytes)
        self.notes[name] = note

    @property
    def total(self) -> float:
        return sum(self.components.values())

    @property
    def total_gib(self) -> float:
        return self.total / GIB

    def breakdown_gib(self) -> dict[str, float]:
        return {k: round(v / GIB, 3) for k, v in self.components.items()}


def _dtype_bytes(dtype: str) -> int:
    return {"bf16": 2, "fp16": 2, "fp32": 4}[dtype]


def base_weight_bytes(shape: ModelShape, s: MemorySetup) -> tuple[float, str]:
    """Frozen or trainable base weights, unsharded."""
    wb = _dtype_bytes(s.model_dtype)
    if s.method != "qlora":
        return shape.params * wb, f"{shape.params / 1e9:.3f} B params x {wb} B ({s.model_dtype})"
    linear = shape.num_layers * shape.linear_params_per_layer
    rest = shape.params - linear
    if s.quant_bits == 4:
        # NF4 packs 2 weights per byte; one absmax per 64 weights: fp32 (4 B), or with double
        # quantisation an 8-bit absmax plus one fp32 per 256 absmaxes.
        per_param = 0.5 + (1 / 64 + 4 / (64 * 256) if s.double_quant else 4 / 64)
        note = f"NF4 {linear / 1e9:.3f} B linear x {per_param:.4f} B ({'double quant' if s.double_quant else 'fp32 absmax'}) + {rest / 1e6:.1f} M others x 2 B"
    else:
        per_param = 1.0 + 4 / 4096  # int8 with a per-row fp32 scale (rows ~4k wide)
        note = f"int8 {linear / 1e9:.3f} B linear x ~1 B + {rest / 1e6:.1f} M others x 2 B"
    rest_bytes = _dtype_bytes(s.model_dtype)  # embeddings, LM head and norms stay in the model dtype
    note = note.replace("others x 2 B", f"others x {rest_bytes} B")
    return linear * per_param + rest * rest_bytes, note


def trainable_params(shape: ModelShape, s: MemorySetup) -> int:
    return shape.params if s.method == "full" else shape.lora_params(s.lora_rank, s.lora_targets)


def activation_bytes(s: MemorySetup) -> int:
    """Bytes per activation element: bf16 with bf16 weights or bf16 autocast, else fp32."""
    return 2 if s.model_dtype != "fp32" or s.autocast_bf16 else 4


def activation_bytes_per_layer_token(shape: ModelShape, s: MemorySetup) -> float:
    """Bytes autograd keeps per layer and token with no checkpointing (activations in
    ``activation_bytes``: bf16, or fp32 for an fp32 job without autocast).

    Compiled layers (GPU; on the CPU the fitted RSS model is eager-only): inductor's partitioner keeps
    each RMSNorm's bf16 input and fp32 rstd instead of the fp32 upcast, recomputes silu(gate), and CSE
    merges peft's separate fp32 casts of one tensor into one. Checked on the one compiled run that
    kept its activations (8B LoRA on an H200, benchmarks/NOTES.md "GPU")."""
    compiled = s.compiled and s.device != "cpu"
    h, i = shape.hidden_size, shape.intermediate_size
    q, kv = shape.num_heads * shape.head_dim, shape.num_kv_heads * shape.head_dim
    act = activation_bytes(s)
    norms = 2 * (act * h + 4) if compiled else 2 * 4 * h  # eager: two RMSNorms keep their fp32 upcast input
    if s.method == "full":
        norms += 2 * act * h  # ...and the normalised bf16 value for the weight gradient
        # Trainable linears keep their (bf16) inputs: qkv share one, o, gate/up share one, down.
        linear_inputs = act * (h + q + h + i)
    else:
        # peft casts the input of every adapter to fp32 and keeps it (q, k, v and gate, up cast
        # separately); compiled, one copy per distinct input.
        # Only adapted projections keep an input (a frozen linear's backward needs its weight only):
        # q-and-v-only LoRA keeps 2 h per token where all-linear keeps 3h + q + 2h + i.
        adapter_in = 4 if s.adapter_fp32 else 2
        # Where the activations already are in the adapters' dtype (fp32 over fp32, bf16 adapters
        # over bf16) peft's cast is a no-op: q, k and v (and gate and up) keep one shared input, as
        # when compiled.
        shared = compiled or adapter_in == act
        from quilltune.plan.step_model import lora_target_names

        inputs = {
            "q_proj": ("x", h),
            "k_proj": ("x", h),
            "v_proj": ("x", h),
            "o_proj": ("attn", q),
            "gate_proj": ("xm", h),
            "up_proj": ("xm", h),
            "down_proj": ("act", i),
        }
        adapted = [inputs[n] for n in lora_target_names(s.lora_targets)]
        per = sum(dict(adapted).values()) if shared else sum(size for _, size in adapted)
        linear_inputs = adapter_in * per
    attention = act * (2 * q + 2 * kv) + 4 * shape.num_heads  # q, k, v, output; fp32 logsumexp per head
    if s.attn_implementation == "eager":
        attention += act * shape.num_heads * s.seq_len * 2  # scores softmax + its dropout/cast copy
    elif s.attention_probs_tokens:
        attention += act * shape.num_heads * s.attention_probs_tokens  # varlen's GEMM path: the softmax
    mlp = act * (2 if compiled else 3) * i  # gate, up, silu(gate)
    return norms + linear_inputs + attention + mlp


def logits_bytes_per_token(shape: ModelShape) -> float:
    """LM head output and loss per token: bf16 logits (2 B), their fp32 upcast (4 B) and the fp32
    log-softmax (4 B) in forward, the fp32 gradient in backward once the upcast is gone; 12 B per
    vocabulary entry fits the CPU measurements (benchmarks/plan-accuracy.md: 0.88 x 14 B)."""
    return shape.vocab_size * 12.0


TEMPORARIES_KEPT = 0.49
"""Share of a block's forward temporaries (``forward_temporaries_per_layer_token``) whose memory
glibc's heap still holds at the peak. Not fitted anew: it is the CPU fit's x1.46 peak-over-saved
excess re-expressed for the SmolLM2 LoRA bf16 runs it was fitted on (0.46 x 36,900 B saved / 34,560
B of temporaries per layer-token). Measured since on fp32 jobs it was not fitted on: 0.50 (the demo,
QLoRA 4 x 512) and 0.53 (LoRA q,v 2 x 512), benchmarks/plan-accuracy.md."""


def forward_temporaries_per_layer_token(shape: ModelShape, s: MemorySetup) -> float:
    """Bytes per layer and token of the tensors a block's forward creates and frees again (none of
    them saved for backward), all in the activation dtype: the two RMSNorms' x^2 and normalised
    value, RoPE's products and concatenation on q and k, the q/k/o/down outputs their consumers
    replace, and for each adapted projection the base output and the scaled adapter output (plus
    the defensive clone peft's 4-bit layer makes)."""
    from quilltune.plan.step_model import lora_target_names

    h, q, kv = shape.hidden_size, shape.num_heads * shape.head_dim, shape.num_kv_heads * shape.head_dim
    width = {name: n for name, (_, n) in shape.linear_shapes().items()}
    adapted = lora_target_names(s.lora_targets) if s.method != "full" else []
    per_adapter = 3 if s.method == "qlora" else 2
    elements = 4 * h + 3.5 * (q + kv) + (q + kv + 2 * h) + per_adapter * sum(width[n] for n in adapted)
    return elements * activation_bytes(s)


def activation_factor(shape: ModelShape, s: MemorySetup, overhead: DeviceOverhead, per_layer: float) -> float:
    """Peak over saved activations. On CPU the excess is mostly the forward's freed temporaries that
    glibc's heap keeps resident. The fitted factor (bf16 jobs, whose saved tensors are partly fp32
    upcasts) applies to bf16 activations; an fp32 job's temporaries are twice as large against
    saved tensors that grow less (the demo's fp32 QLoRA planned 15 % low with x1.46), so fp32 jobs
    count the temporaries themselves: saved + ``TEMPORARIES_KEPT`` x temporaries (x2.04 for the
    demo; its saved tensors measured 42,759 B per layer-token vs 42,276 counted)."""
    if s.device == "cpu" and activation_bytes(s) == 4:
        return 1 + TEMPORARIES_KEPT * forward_temporaries_per_layer_token(shape, s) / per_layer
    return overhead.activation_factor


def estimate_memory(shape: ModelShape, s: MemorySetup) -> MemoryEstimate:
    """Peak memory per device (GPU memory, or process RSS on CPU)."""
    est = MemoryEstimate()
    ranks = s.world_size
    overhead = DEVICE_OVERHEADS["cpu" if s.device == "cpu" else "gpu"]

    weights, note = base_weight_bytes(shape, s)
    if s.strategy in SHARDS_PARAMS and ranks > 1:
        if s.method == "qlora" and s.quant_storage == "uint8":
            note += f", NOT sharded by {s.strategy} (uint8 quant storage; use bf16 storage to shard)"
        else:
            weights /= ranks
            note += f", sharded / {ranks} ({s.strategy})"
    if s.offload_params and s.strategy == "zero3":
        est.offloaded_bytes += weights
        weights, note = 0.0, note + ", offloaded to host memory"
    est.add("base_weights", weights, note)

    n_train = trainable_params(shape, s)
    # adapters: fp32, or bf16 when train.lora.dtype says so (over any base); full: the model dtype
    train_w = (4 if s.adapter_fp32 else 2) if s.method != "full" else _dtype_bytes(s.model_dtype)
    if s.method != "full":
        lora = n_train * train_w / (ranks if s.strategy in SHARDS_PARAMS else 1)
        est.add("lora_params", lora, f"{n_train / 1e6:.2f} M adapter params (r={s.lora_rank}) x {train_w} B")

    grads = n_train * train_w / (ranks if s.strategy in SHARDS_GRADS else 1)
    grads_note = f"{n_train / 1e6:.2f} M trainable x {train_w} B" + (
        f", sharded / {ranks}" if s.strategy in SHARDS_GRADS and ranks > 1 else ""
    )

    if s.optimizer.endswith("8bit"):
        per_param, onote = 2.0, "two 8-bit moments (bitsandbytes, blockwise)"
    elif s.strategy in DEEPSPEED and train_w < 4:
        per_param, onote = 12.0, "fp32 master weights + two fp32 moments (DeepSpeed bf16)"
    else:
        per_param, onote = 2.0 * train_w, f"two AdamW moments in the parameter dtype ({train_w} B)"
    optim = n_train * per_param / (ranks if s.strategy in SHARDS_OPTIM else 1)
    if s.offload_optimizer and s.strategy in DEEPSPEED:
        est.offloaded_bytes += optim
        optim, onote = 0.0, onote + ", offloaded to host memory"
    est.add("optimizer_state", optim, onote)

    tokens = s.micro_batch * s.seq_len
    per_layer = activation_bytes_per_layer_token(shape, s)
    if s.gradient_checkpointing:
        # Only each block's input survives the forward; backward recomputes one block at a time.
        # A compiled checkpointed block recomputes every op (models/checkpointing.py's policy), and its
        # backward held more than the compiled saving allows: the recomputed block counts eager bytes
        # (70B QLoRA on an H200, 2026-12-04: 75.2 GiB measured, 65.4 planned with the compiled figure).
        recomputed = (
            activation_bytes_per_layer_token(shape, replace(s, compiled=False)) if s.compiled else per_layer
        )
        saved = tokens * (shape.num_layers * 2 * shape.hidden_size + recomputed)
        anote = f"checkpointed: {shape.num_layers} layer inputs + one recomputed layer ({recomputed:.0f} B/token) x {tokens} tokens"
        if overhead.checkpoint_extra:
            extra = (
                tokens
                * shape.num_layers
                * shape.hidden_size
                * overhead.checkpoint_extra
                / overhead.activation_factor
            )
            saved += extra
            anote += f" + {overhead.checkpoint_extra:g} B per layer-token-hidden measured on this device"
    else:
        saved = tokens * shape.num_layers * per_layer
        anote = f"{per_layer:.0f} B per layer per token x {shape.num_layers} layers x {tokens} tokens ({s.attn_implementation})"
    factor = activation_factor(shape, s, overhead, per_layer)
    est.add("activations", saved * factor, anote + f", x{factor:.2f} peak/fragmentation")
    positions = tokens * s.loss_share  # the LM head runs on the positions with a loss only
    if overhead.logits_positions_cap and positions > overhead.logits_positions_cap:
        # one chunk's logits at a time, plus the fp32 gradient of every position's hidden state
        logits = (
            overhead.logits_positions_cap * logits_bytes_per_token(shape) + tokens * shape.hidden_size * 4
        )
        lnote = (
            f"{shape.vocab_size} vocab x {overhead.logits_positions_cap} positions per loss chunk x 12 B "
            f"+ fp32 hidden-state gradients of {tokens} tokens"
        )
    else:
        logits = positions * logits_bytes_per_token(shape)
        lnote = (
            f"{shape.vocab_size} vocab x {positions:.0f} loss positions x 12 B (bf16 logits, fp32 upcast, "
            "log-softmax / gradient)"
        )
    est.add("logits_loss", logits, lnote)
    # Gradients appear during backward while the activations are being freed, and the activations
    # are gone when the optimizer steps: the peak holds the larger of the two, not their sum.
    dynamic = est.components["activations"] + logits
    est.add(
        "gradients",
        max(0.0, grads - dynamic),
        grads_note
        + (
            f" = {grads / GIB:.3f} GiB, built while activations are freed: counted beyond them only"
            if grads
            else ""
        ),
    )

    if s.strategy in SHARDS_PARAMS and ranks > 1:
        # The current and the prefetched next block are gathered in full during forward/backward.
        layer_frac = shape.params_per_layer / shape.params
        gathered = 2 * layer_frac * base_weight_bytes(shape, s)[0]
        est.add("gather_buffers", gathered, f"2 gathered blocks ({s.strategy} prefetch)")
    est.add("framework", overhead.fixed_gib * GIB, overhead.source)
    if s.device == "cpu" and s.checkpoint_bytes:
        load_peak = overhead.fixed_gib * GIB + s.checkpoint_bytes + est.components["base_weights"]
        if load_peak > est.total:
            est.add(
                "load_transient",
                load_peak - est.total,
                f"loading peak {load_peak / GIB:.2f} GiB (mapped weight files {s.checkpoint_bytes / GIB:.2f} GiB "
                "+ converted weights) exceeds the training step",
            )
    return est


def largest_micro_batch(shape: ModelShape, s: MemorySetup, capacity_bytes: float, limit: int = 4096) -> int:
    """The largest micro-batch whose estimate fits in ``capacity_bytes`` (0 if even 1 does not)."""
    from dataclasses import replace

    def fits(mb: int) -> bool:
        return estimate_memory(shape, replace(s, micro_batch=mb)).total <= capacity_bytes

    if not fits(1):
        return 0
    lo, hi = 1, 2
    while hi <= limit and fits(hi):
        lo, hi = hi, hi * 2
    hi = min(hi, limit + 1)
    while hi - lo > 1:  # memory grows monotonically with the micro-batch: bisect
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def verdict(total_bytes: float, capacity_bytes: float) -> str:
    """fits (<= 90 % of capacity), tight (90-100 %), exceeds."""
    if total_bytes <= 0.9 * capacity_bytes:
        return "fits"
    return "tight" if total_bytes <= capacity_bytes else "exceeds"
