"""The shape of a decoder-only transformer, and the parameter counts the planner derives from it.

Pure arithmetic, no torch: ``plan`` must answer in well under two seconds, and the trainer
uses the same numbers for MFU so prediction and measurement cannot drift apart.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from quilltune.errors import ConfigError

if TYPE_CHECKING:
    from transformers import PretrainedConfig

# The seven linear projections of a Llama-style block: what "all-linear" LoRA targets.
ATTENTION_PROJECTIONS = ("q_proj", "k_proj", "v_proj", "o_proj")
MLP_PROJECTIONS = ("gate_proj", "up_proj", "down_proj")
LINEAR_PROJECTIONS = ATTENTION_PROJECTIONS + MLP_PROJECTIONS


@dataclass(frozen=True)
class ModelShape:
    hidden_size: int
    num_layers: int
    num_heads: int
    num_kv_heads: int
    head_dim: int
    intermediate_size: int
    vocab_size: int
    tie_embeddings: bool
    qkv_bias: bool = False
    """Qwen2-style biases on q/k/v (a few hundred thousand parameters; counted for exactness)."""
    name: str = ""

    def __post_init__(self) -> None:
        for field in (
            "hidden_size",
            "num_layers",
            "num_heads",
            "num_kv_heads",
            "head_dim",
            "intermediate_size",
            "vocab_size",
        ):
            if getattr(self, field) <= 0:
                raise ConfigError(f"model shape: {field} must be positive (got {getattr(self, field)})")
        if self.num_heads % self.num_kv_heads:
            raise ConfigError(
                f"model shape: num_heads ({self.num_heads}) must be a multiple of num_kv_heads ({self.num_kv_heads})"
            )

    # --- per-layer linear projections -------------------------------------------------------
    def linear_shapes(self) -> dict[str, tuple[int, int]]:
        """``{projection: (in_features, out_features)}`` of one block's linear layers."""
        h, q, kv, i = (
            self.hidden_size,
            self.num_heads * self.head_dim,
            self.num_kv_heads * self.head_dim,
            self.intermediate_size,
        )
        return {
            "q_proj": (h, q),
            "k_proj": (h, kv),
            "v_proj": (h, kv),
            "o_proj": (q, h),
            "gate_proj": (h, i),
            "up_proj": (h, i),
            "down_proj": (i, h),
        }

    @property
    def linear_params_per_layer(self) -> int:
        """Weights of the 7 projections of one block (biases and norms excluded)."""
        return sum(a * b for a, b in self.linear_shapes().values())

    @property
    def params_per_layer(self) -> int:
        """Everything in one block: projections, optional q/k/v biases, two RMSNorm weights."""
        bias = (self.num_heads + 2 * self.num_kv_heads) * self.head_dim if self.qkv_bias else 0
        return self.linear_params_per_layer + bias + 2 * self.hidden_size

    @property
    def embedding_params(self) -> int:
        """Input embedding plus a separate LM head when the two are not tied."""
        one = self.vocab_size * self.hidden_size
        return one if self.tie_embeddings else 2 * one

    @property
    def params(self) -> int:
        """Total parameter count (tied embeddings counted once), as ``model.num_parameters()``."""
        return self.num_layers * self.params_per_layer + self.embedding_params + self.hidden_size

    @property
    def matmul_params(self) -> int:
        """Parameters that take part in a matmul per token: all block projections plus the LM head
        (which multiplies even when tied). The input embedding is a lookup and costs no FLOPs."""
        return self.num_layers * self.linear_params_per_layer + self.vocab_size * self.hidden_size

    def lora_params(self, rank: int, targets: list[str] | str = "all-linear") -> int:
        """Trainable parameters of LoRA: ``r * (in + out)`` per adapted projection per layer."""
        shapes = self.linear_shapes()
        names = list(LINEAR_PROJECTIONS) if targets == "all-linear" else [t for t in targets if t in shapes]
        return self.num_layers * sum(rank * (shapes[n][0] + shapes[n][1]) for n in names)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"params": self.params}

    # --- constructors ----------------------------------------------------------------------
    @classmethod
    def from_hf_config(cls, cfg: dict[str, Any] | PretrainedConfig, name: str = "") -> ModelShape:
        """From a ``config.json`` dict or a ``transformers.PretrainedConfig`` (read, never downloaded)."""
        if not isinstance(cfg, dict):
            cfg = cfg.to_dict()
        if "hidden_size" not in cfg and isinstance(cfg.get("text_config"), dict):
            cfg = cfg["text_config"]  # multimodal wrappers keep the language model here
        missing = [
            k
            for k in (
                "hidden_size",
                "num_hidden_layers",
                "num_attention_heads",
                "intermediate_size",
                "vocab_size",
            )
            if k not in cfg
        ]
        if missing:
            raise ConfigError(
                f"model config lacks {', '.join(missing)}: the planner understands Llama-style decoder "
                "configs (Llama, Mistral, Qwen2, SmolLM); set model.planner_preset to a preset instead"
            )
        heads = int(cfg["num_attention_heads"])
        return cls(
            hidden_size=int(cfg["hidden_size"]),
            num_layers=int(cfg["num_hidden_layers"]),
            num_heads=heads,
            num_kv_heads=int(cfg.get("num_key_value_heads") or heads),
            head_dim=int(cfg.get("head_dim") or cfg["hidden_size"] // heads),
            intermediate_size=int(cfg["intermediate_size"]),
            vocab_size=int(cfg["vocab_size"]),
            # LlamaConfig defaults to untied; an explicit key wins.
            tie_embeddings=bool(cfg.get("tie_word_embeddings", False)),
            qkv_bias=bool(cfg.get("attention_bias", False)) or cfg.get("model_type") == "qwen2",
            name=name or str(cfg.get("_name_or_path") or cfg.get("model_type") or ""),
        )

    @classmethod
    def from_preset(cls, name: str) -> ModelShape:
        key = name.lower().strip()
        if key not in PRESETS:
            raise ConfigError(f"unknown model preset '{name}'. Presets: {', '.join(PRESETS)}")
        return PRESETS[key]


def _p(
    name: str,
    h: int,
    layers: int,
    heads: int,
    kv: int,
    hd: int,
    inter: int,
    vocab: int,
    tied: bool,
    bias: bool = False,
) -> ModelShape:
    return ModelShape(h, layers, heads, kv, hd, inter, vocab, tied, bias, name)


# Values from each model's published config.json on the Hugging Face hub.
PRESETS: dict[str, ModelShape] = {
    "llama-2-7b": _p("llama-2-7b", 4096, 32, 32, 32, 128, 11008, 32000, False),
    "llama-2-13b": _p("llama-2-13b", 5120, 40, 40, 40, 128, 13824, 32000, False),
    "llama-2-70b": _p("llama-2-70b", 8192, 80, 64, 8, 128, 28672, 32000, False),
    "llama-3.1-8b": _p("llama-3.1-8b", 4096, 32, 32, 8, 128, 14336, 128256, False),
    "llama-3.1-70b": _p("llama-3.1-70b", 8192, 80, 64, 8, 128, 28672, 128256, False),
    "mistral-7b": _p("mistral-7b", 4096, 32, 32, 8, 128, 14336, 32000, False),
    "qwen2.5-7b": _p("qwen2.5-7b", 3584, 28, 28, 4, 128, 18944, 152064, False, True),
    "qwen2.5-72b": _p("qwen2.5-72b", 8192, 80, 64, 8, 128, 29568, 152064, False, True),
    "smollm2-135m": _p("smollm2-135m", 576, 30, 9, 3, 64, 1536, 49152, True),
    "smollm2-360m": _p("smollm2-360m", 960, 32, 15, 5, 64, 2560, 49152, True),
}
