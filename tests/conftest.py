"""Shared test setup: offline, deterministic, few threads (CI has 2 cores)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# DeepSpeed JIT-compiles its CPU shared-memory comm op (about a minute of C++) on the first ZeRO-3
# run and caches it under TORCH_EXTENSIONS_DIR, but rebuilds it whenever the sources' path differs:
# checkouts sharing one cache (git worktrees over one venv) rebuilt it on every ZeRO-3 run. One cache
# per checkout builds it once.
os.environ.setdefault(
    "TORCH_EXTENSIONS_DIR",
    str(Path.home() / ".cache" / "torch_extensions" / hashlib.sha256(str(REPO).encode()).hexdigest()[:12]),
)
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("WANDB_MODE", "offline")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import pytest  # noqa: E402

SHARED = REPO.parent / "shared"
LEGAL_PUBLIC = SHARED / "corpus" / "legal-public"


@pytest.fixture(scope="session")
def legal_public() -> Path:
    # CI always has ../shared: a missing corpus is a broken checkout, never a reason to skip.
    if not LEGAL_PUBLIC.is_dir():
        pytest.fail(
            f"the shared corpus is missing at {LEGAL_PUBLIC}: check out ../shared beside the repository"
        )
    return LEGAL_PUBLIC


@pytest.fixture(scope="session")
def embedded_model_dir() -> Path:
    """The real embedded SmolLM2-135M-Instruct as an HF folder (converted once, cached)."""
    from quilltune.models import resolve_model

    return resolve_model("smollm2-135m-instruct")


@pytest.fixture(scope="session")
def tiny_llama_dir(tmp_path_factory, embedded_model_dir) -> Path:
    """A 2-layer random Llama built from config, with the embedded model's real tokenizer."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    out = tmp_path_factory.mktemp("tiny-llama")
    tok = AutoTokenizer.from_pretrained(embedded_model_dir)
    cfg = LlamaConfig(
        vocab_size=len(tok),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=1024,
        tie_word_embeddings=True,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
    )
    torch.manual_seed(0)
    LlamaForCausalLM(cfg).save_pretrained(out)
    tok.save_pretrained(out)
    return out


_FACTORY = "quilltune_tests_run_folder_factory"


@pytest.fixture(scope="session")
def run_factory():
    """tests/evaluate/run_folder_factory.py, loaded once under a unique module name (a plain import
    would clash with other test folders' modules under pytest's rootdir imports)."""
    import importlib.util
    import sys

    if _FACTORY not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            _FACTORY, REPO / "tests" / "evaluate" / "run_folder_factory.py"
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[_FACTORY] = module
        spec.loader.exec_module(module)
    return sys.modules[_FACTORY]


@pytest.fixture(scope="session")
def tiny_run_dir(tmp_path_factory, tiny_llama_dir, legal_public, run_factory) -> Path:
    """A real run folder: tiny Llama + LoRA trained with peft on prepared legal data (evaluate, export, report)."""
    return run_factory.shared_run_dir(tmp_path_factory, tiny_llama_dir, legal_public)
