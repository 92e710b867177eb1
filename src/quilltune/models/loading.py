"""Load a base model from a local HF folder for qlora / lora / full, and attach LoRA via peft.

QLoRA uses bitsandbytes NF4 (double quant, compute in ``model.dtype``). On CPU, bitsandbytes has a one-way
inference fast path that silently breaks training after any eval/no_grad forward (STACK-NOTES
pitfall 1); ``disable_bnb_cpu_inference_repack`` switches it off on every 4-bit layer.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from quilltune.errors import ConfigError, IntegrityError

if TYPE_CHECKING:
    import torch

    from quilltune.models.config import ModelConfig
    from quilltune.train.config import LoraConfig, QuantConfig


def _torch_dtype(name: str) -> torch.dtype:
    import torch

    if name == "auto":  # a ModelConfig used outside a RunConfig (which settles "auto" at load)
        from quilltune.models.precision import auto_bf16

        name = "bf16" if auto_bf16(target_gpu=torch.cuda.is_available()) else "fp32"
    return {"bf16": torch.bfloat16, "fp32": torch.float32, "uint8": torch.uint8}[name]


def quantization_config(q: QuantConfig, compute_dtype: str = "bf16") -> Any:
    """The transformers ``BitsAndBytesConfig`` for ``train.method == 'qlora'`` (``train.quant``)."""
    from transformers import BitsAndBytesConfig

    if q.backend != "bitsandbytes":
        raise ConfigError(
            f"train.quant.backend '{q.backend}' is not supported by the trainer yet; use 'bitsandbytes'"
        )
    return BitsAndBytesConfig(
        load_in_4bit=True,
        bnb_4bit_quant_type=q.quant_type,
        bnb_4bit_use_double_quant=q.double_quant,
        bnb_4bit_compute_dtype=_torch_dtype(compute_dtype),
        bnb_4bit_quant_storage=_torch_dtype(q.storage_dtype),
    )


def disable_bnb_cpu_inference_repack(model: torch.nn.Module) -> int:
    """Turn off bitsandbytes' CPU AVX512-BF16 inference repack on every ``Linear4bit``.

    Without this, one eval/no_grad forward repacks the 4-bit weights into a layout whose kernel has
    no backward, and later LoRA gradients collapse to ~1e-4 of their true size (no error raised).
    Returns the number of layers patched.
    """
    try:
        import bitsandbytes as bnb
    except ImportError:
        return 0
    n = 0
    for module in model.modules():
        if isinstance(module, bnb.nn.Linear4bit):
            module.support_avx512bf16_for_cpu = False
            n += 1
    return n


def model_context(model_dir: Path) -> int | None:
    """The model's context length from ``config.json`` (None if the folder does not say)."""
    import json

    try:
        hf = json.loads((Path(model_dir) / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None  # from_pretrained reports an unreadable folder with its own error
    if not isinstance(hf, dict):
        return None
    nested = hf.get("text_config") if isinstance(hf.get("text_config"), dict) else {}
    for c in (hf, nested):
        for key in ("max_position_embeddings", "n_positions", "max_sequence_length"):
            if isinstance(c.get(key), int):
                return int(c[key])
    return None


def attention_for(name: str, *, for_training: bool, model_config: Any = None) -> str:
    """The transformers attention implementation to load for ``model.attn_implementation``.

    ``auto`` is ``varlen`` for training when the architecture allows it (no sliding window, no
    attention soft-capping), else sdpa. ``varlen`` is registered with transformers first, and used
    only for training: it has no padding mask or KV cache, so inference loads get sdpa (same numbers).
    """
    from quilltune.models.varlen_attention import VARLEN, register, supports

    if name == "auto":
        name = VARLEN if for_training and supports(model_config) else "sdpa"
    if name != VARLEN:
        return name
    if not for_training:
        return "sdpa"
    register()
    return name


def _config_of(model_dir: Path) -> Any:
    from transformers import AutoConfig

    try:
        return AutoConfig.from_pretrained(str(model_dir))
    except (OSError, ValueError):
        return None  # from_pretrained below reports the folder's problem properly


def check_seq_len(model_dir: Path, seq_len: int) -> None:
    """ConfigError when rows of ``seq_len`` tokens exceed the model's context (checked before loading weights)."""
    context = model_context(model_dir)
    if context is not None and seq_len > context:
        raise ConfigError(
            f"data.seq_len {seq_len} is above the model's context (max_position_embeddings {context} in "
            f"{Path(model_dir) / 'config.json'}); use data.seq_len <= {context} and re-run `quilltune prepare`"
        )


def load_base_model(
    model_dir: Path,
    model_cfg: ModelConfig,
    *,
    method: str,
    for_training: bool,
    device: str = "cpu",
    quant: QuantConfig | None = None,
    checkpointing: bool = False,
    compiled: bool = False,
) -> torch.nn.Module:
    """Load the causal LM in ``model_dir`` the way ``method`` needs it.

    qlora: NF4 4-bit linear layers (compute in ``model_cfg.dtype``, quant storage per ``quant.storage_dtype``);
    lora / full: weights in ``model_cfg.dtype``. ``device`` is where the weights go ("cpu",
    "cuda:0"); a distributed strategy may pass "meta"-free CPU loading and move/shard itself.
    ``checkpointing`` (training only): activation checkpointing per decoder layer, arranged for
    regionally ``compiled`` layers when they are.
    """
    from transformers import AutoModelForCausalLM

    from quilltune.console_setup import hide_transformers_step_bars

    hide_transformers_step_bars()

    kwargs: dict[str, Any] = {
        "dtype": _torch_dtype(model_cfg.dtype),
        "attn_implementation": attention_for(
            model_cfg.attn_implementation, for_training=for_training, model_config=_config_of(model_dir)
        ),
    }
    if method == "qlora":
        if quant is None:
            raise ConfigError("method qlora needs its quantisation settings (train.quant)")
        kwargs["quantization_config"] = quantization_config(quant, model_cfg.dtype)
        kwargs["device_map"] = {"": device}
    from safetensors import SafetensorError

    try:
        model = AutoModelForCausalLM.from_pretrained(str(model_dir), **kwargs)
    except (SafetensorError, OSError) as e:  # truncated header, missing shard; not config errors
        weights = sorted(p.name for p in Path(model_dir).glob("*.safetensors")) or ["its weight files"]
        raise IntegrityError(
            f"model folder {model_dir}: cannot load {', '.join(weights)}: corrupt, truncated or incomplete "
            f"({type(e).__name__}: {e}); re-download or re-convert the model"
        ) from None
    if method != "qlora" and device != "cpu":
        model.to(device)
    if method == "qlora":
        disable_bnb_cpu_inference_repack(model)
    model.config.use_cache = False
    if for_training:
        if checkpointing:
            from quilltune.models.checkpointing import enable_checkpointing

            enable_checkpointing(model, compiled=compiled)
        model.train()
    else:
        model.eval()
    return model


def apply_method(
    model: torch.nn.Module, method: str, lora: LoraConfig, *, seed: int | None = None
) -> torch.nn.Module:
    """Attach LoRA adapters (qlora / lora) or unfreeze everything (full). Returns the model to train.

    LoRA weights are kept in fp32 (peft's ``autocast_adapter_dtype``) even over a bf16 base: their
    updates are small and bf16 would round many of them away (``train.lora.dtype: bf16`` asks for
    bf16 adapters anyway). They are the master copy: a bf16 run
    computes them in bf16 under autocast, without peft's cast of each adapter's input to fp32
    (``train/strategies/single.py``; FSDP2 / ZeRO-3 gather them in bf16). With ``seed`` the adapters are
    initialised by ``init_lora`` (the same values whether the base is loaded whole or per shard).
    """
    if method == "full":
        for p in model.parameters():
            p.requires_grad_(True)
        return model
    from peft import LoraConfig, get_peft_model

    peft_cfg = LoraConfig(
        r=lora.r,
        lora_alpha=lora.alpha,
        lora_dropout=lora.dropout,
        target_modules=lora.target_modules,
        bias="none",
        task_type="CAUSAL_LM",
    )
    peft_model = get_peft_model(model, peft_cfg, autocast_adapter_dtype=lora.dtype == "fp32")
    if seed is not None:
        init_lora(peft_model, seed)
    if lora.dtype == "bf16":  # lora.dtype, not the base's: also over an fp32 base
        import torch

        for name, p in peft_model.named_parameters():
            if "lora_" in name:
                p.data = p.data.to(torch.bfloat16)
    if method == "qlora":
        disable_bnb_cpu_inference_repack(peft_model)  # peft may wrap/replace layers; re-check all
    return peft_model


def init_lora(model: torch.nn.Module, seed: int) -> int:
    """PEFT's default LoRA init (A kaiming-uniform, B zero) drawn from ``seed`` in module order, on
    the CPU: independent of what drew from the global RNG before and of where the base weights are
    (adapters of a base on the meta device are allocated here first). Returns the layers set."""
    import math

    import torch
    from peft.tuners.lora import LoraLayer

    with torch.no_grad():
        return _init_lora_layers(model, torch.Generator().manual_seed(seed), LoraLayer, math.sqrt(5))


def _init_lora_layers(model: Any, g: Any, lora_layer: type, a_gain: float) -> int:
    import torch

    n = 0
    for module in model.modules():
        if not isinstance(module, lora_layer):
            continue
        for adapter in module.lora_A:
            for part in (module.lora_A[adapter], module.lora_B[adapter]):
                if any(p.is_meta for p in part.parameters()):
                    part.to_empty(device="cpu")
            a, b = module.lora_A[adapter].weight, module.lora_B[adapter].weight
            value = torch.empty(a.shape, dtype=torch.float32)
            torch.nn.init.kaiming_uniform_(value, a=a_gain, generator=g)
            a.copy_(value)
            b.zero_()
            n += 1
    return n


def count_parameters(model: torch.nn.Module) -> tuple[int, int]:
    """(trainable, total) parameter counts; 4-bit packed weights count as their logical size."""
    trainable = total = 0
    for p in model.parameters():
        n = getattr(p, "ds_numel", None) or p.numel()  # a ZeRO-3 parameter is empty outside a gather
        # bnb Params4bit store two 4-bit values per uint8 (or per half a bf16 element): report logical size.
        quant_state = getattr(p, "quant_state", None)
        if quant_state is not None and getattr(quant_state, "shape", None) is not None:
            n = int(quant_state.shape.numel())
        total += n
        if p.requires_grad:
            trainable += n
    return trainable, total
