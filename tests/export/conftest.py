"""A real run folder (tiny Llama + LoRA trained with peft + prepared data) (built by tests/evaluate/run_folder_factory.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_NAME = "quilltune_tests_run_folder_factory"


def run_folder_factory():
    """The factory module, loaded once per session (tests/export and tests/report load it too)."""
    if _NAME not in sys.modules:
        spec = importlib.util.spec_from_file_location(_NAME, Path(__file__).parents[1] / "evaluate" / "run_folder_factory.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[_NAME] = module
        spec.loader.exec_module(module)
    return sys.modules[_NAME]


@pytest.fixture(scope="session")
def tiny_run_dir(tmp_path_factory, tiny_llama_dir, legal_public) -> Path:
    return run_folder_factory().shared_run_dir(tmp_path_factory, tiny_llama_dir, legal_public)


@pytest.fixture(scope="session")
def run_factory():
    """The run folder factory module itself (for tests that build a run on another model)."""
    return run_folder_factory()
