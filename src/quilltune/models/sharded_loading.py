"""Base models that each rank of a sharded run materialises only in part (FSDP2, ZeRO-3).

Loading the whole base model on every rank before sharding it needs the full model in every rank's
memory (70B bf16: 140 GB per rank). Here:

- FSDP2: the model is built on the meta device (no memory), LoRA attached, ``fully_shard`` applied to
  the meta parameters, then ``to_empty`` allocates only this rank's shards and
  ``torch.distributed.checkpoint`` with its Hugging Face safetensors reader copies exactly those rows
  from the model's ``*.safetensors`` files (``materialise_fsdp2``).
- ZeRO-3: the model is constructed under ``deepspeed.zero.Init`` through transformers' DeepSpeed
  integration (``HfDeepSpeedConfig``), so every parameter is partitioned as it is created; then,
  module by module, the parameters are gathered, rank 0 copies them from the safetensors files and
  DeepSpeed re-partitions them (``GatheredParameters(modifier_rank=0)``): at most one module is whole.

QLoRA quantises while loading (bitsandbytes), which is not done per shard yet: it loads whole.
LoRA adapters are initialised by ``quilltune.models.loading.init_lora`` from the run's seed, the same
way on every path, so a sharded run starts from the adapter a single process would.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig

_PEFT_PREFIX = "base_model.model."


def checkpoint_index(model_dir: Path) -> dict[str, Path]:
    """Tensor name -> the ``*.safetensors`` file of ``model_dir`` that holds it (headers only)."""
    from safetensors import safe_open

    index: dict[str, Path] = {}
    for file in sorted(Path(model_dir).glob("*.safetensors")):
        with safe_open(str(file), framework="pt") as f:
            for key in f.keys():  # noqa: SIM118 -- safe_open is not a dict
                index[key] = file
    return index


def checkpoint_key(param_name: str) -> str:
    """The checkpoint name of a (possibly PEFT-wrapped) parameter:
    ``base_model.model.model.layers.0.self_attn.q_proj.base_layer.weight`` -> ``model.layers.0.self_attn.q_proj.weight``."""
    name = param_name.removeprefix(_PEFT_PREFIX)
    return name.replace(".base_layer.", ".")


def unsupported_reason(model_dir: Path, cfg: RunConfig) -> str | None:
    """Why this run's base model cannot be loaded per shard (None: it can)."""
    if not cfg.train.sharded_loading:
        return "train.sharded_loading is off"
    if cfg.train.method == "qlora":
        return "QLoRA quantises while loading, which is not done per shard yet"
    index = checkpoint_index(model_dir)
    if not index:
        return f"{model_dir} has no *.safetensors files"
    with meta_skeleton(model_dir, cfg) as model:
        missing = [n for n, _ in model.named_parameters() if n not in index]
    if missing:
        return f"the checkpoint names its tensors differently from the model (missing {missing[:3]})"
    return None


def _hf_config(model_dir: Path) -> Any:
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(str(model_dir))
    # What from_pretrained records: PEFT writes it into adapter_config.json as the base model.
    config._name_or_path = str(model_dir)
    return config


def _from_config(model_dir: Path, cfg: RunConfig) -> Any:
    from transformers import AutoModelForCausalLM

    from quilltune.models.loading import _torch_dtype, attention_for

    config = _hf_config(model_dir)
    model = AutoModelForCausalLM.from_config(
        config,
        dtype=_torch_dtype(cfg.model.dtype),
        attn_implementation=attention_for(
            cfg.model.attn_implementation, for_training=True, model_config=config
        ),
    )
    return model


@contextlib.contextmanager
def meta_skeleton(model_dir: Path, cfg: RunConfig):
    """The model with its parameters on the meta device (no memory) and real buffers (RoPE)."""
    from accelerate import init_empty_weights

    # fork_rng: building must not move the global RNG, so LoRA and dropout draw what they would after
    # from_pretrained (which builds on meta itself).
    with torch.random.fork_rng(devices=[]), init_empty_weights(include_buffers=False):
        model = _from_config(model_dir, cfg)
    # from_pretrained ties after loading and from_config does not; outside init_empty_weights, whose
    # register_parameter would make the tied head a new meta parameter again.
    model.tie_weights()
    model.name_or_path = str(model_dir)
    yield model


def _finish(model: Any, cfg: RunConfig) -> Any:
    """What ``load_base_model`` does after loading, then the method (LoRA / full)."""
    from quilltune.models.loading import apply_method

    model.config.use_cache = False
    if cfg.train.gradient_checkpointing:
        from quilltune.models.checkpointing import enable_checkpointing

        enable_checkpointing(model, compiled=cfg.train.compile)
    model.train()
    return apply_method(model, cfg.train.method, cfg.train.lora, seed=cfg.train.seed)


# ---------------------------------------------------------------------------------------- FSDP2
def build_meta_model(model_dir: Path, cfg: RunConfig) -> Any:
    """Base weights on meta, the method applied (LoRA adapters real, on the CPU): for FSDP2 to shard."""
    with meta_skeleton(model_dir, cfg) as model:
        return _finish(model, cfg)


def real_tensors(model: torch.nn.Module) -> dict[str, dict[str, torch.Tensor]]:
    """Copies of what is not on meta (LoRA adapters, buffers): ``to_empty`` will overwrite them."""
    return {
        "params": {n: p.detach().clone() for n, p in model.named_parameters() if not p.is_meta},
        "buffers": {n: b.detach().clone() for n, b in model.named_buffers() if not b.is_meta},
    }


@torch.no_grad()
def materialise_fsdp2(
    model: torch.nn.Module, model_dir: Path, device: torch.device, kept: dict[str, dict[str, torch.Tensor]]
) -> None:
    """After ``fully_shard`` on the meta model: allocate this rank's shards, fill the base weights
    from the safetensors files (only this rank's rows are read) and the kept tensors. Collective."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint import HuggingFaceStorageReader
    from torch.distributed.tensor import DTensor, distribute_tensor

    model.to_empty(device=device)
    for name, buf in model.named_buffers():
        if name in kept["buffers"]:
            buf.copy_(kept["buffers"][name])
    base: dict[str, torch.Tensor] = {}
    for name, p in model.named_parameters():
        if name in kept["params"]:
            full = kept["params"][name].to(device)
            if isinstance(p, DTensor):  # the same full value everywhere: each rank keeps its rows
                p.to_local().copy_(
                    distribute_tensor(full, p.device_mesh, p.placements, src_data_rank=None).to_local()
                )
            else:
                p.copy_(full)
        else:
            base[checkpoint_key(name)] = p
    dcp.load(base, storage_reader=HuggingFaceStorageReader(str(model_dir)))


# ---------------------------------------------------------------------------------------- ZeRO-3
def build_zero3_model(model_dir: Path, cfg: RunConfig, ds_config: dict, rank: int) -> Any:
    """Constructed partitioned (``zero.Init`` via ``HfDeepSpeedConfig``), weights loaded module by
    module from rank 0's reads, then the method applied. Collective."""
    from transformers.integrations import HfDeepSpeedConfig
    from transformers.integrations.deepspeed import unset_hf_deepspeed_config

    hf_ds = HfDeepSpeedConfig(ds_config)  # transformers builds under zero.Init while this lives
    try:
        with torch.random.fork_rng(devices=[]):
            model = _from_config(model_dir, cfg)
            model.tie_weights()
    finally:
        del hf_ds
        unset_hf_deepspeed_config()  # the rest of the run (PEFT, saving) sees a plain model
    model.name_or_path = str(model_dir)
    load_zero3_weights(model, model_dir, rank)
    return _finish(model, cfg)


@torch.no_grad()
def load_zero3_weights(model: torch.nn.Module, model_dir: Path, rank: int) -> None:
    """Module by module: gather its parameters, rank 0 copies them from the files, re-partition.
    Rank 0 opens the file per module: a handle kept open would keep every page it read mapped
    (counted in its RSS), up to the whole checkpoint (benchmarks/NOTES.md, "Sharded loading")."""
    import deepspeed
    from safetensors import safe_open

    index = checkpoint_index(model_dir)
    for module_name, module in model.named_modules():
        prefix = f"{module_name}." if module_name else ""
        own = [(prefix + n, p) for n, p in module.named_parameters(recurse=False) if prefix + n in index]
        if not own:
            continue
        with deepspeed.zero.GatheredParameters([p for _, p in own], modifier_rank=0):
            if rank == 0:
                for key, p in own:
                    with safe_open(str(index[key]), framework="pt") as f:
                        p.data.copy_(f.get_tensor(key))
