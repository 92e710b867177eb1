"""train.compile + gradient checkpointing on CUDA lost checkpointing's memory savings on an H200: the
trainer warns there, and only there (the same combination kept nothing extra on the CPU)."""

from __future__ import annotations

import warnings

import pytest

from quilltune.config import load_config
from quilltune.train.api import warn_compile_with_checkpointing


@pytest.mark.parametrize("compile_,ckpt,device,warns", [
    (True, True, "cuda", True),
    (True, True, "cuda:0", True),
    (True, True, "cpu", False),
    (True, False, "cuda", False),
    (False, True, "cuda", False),
])
def test_warns_only_for_compile_with_checkpointing_on_cuda(compile_, ckpt, device, warns):
    cfg = load_config(None, [f"train.compile={str(compile_).lower()}", f"train.gradient_checkpointing={str(ckpt).lower()}"])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warn_compile_with_checkpointing(cfg, device)
    assert bool([w for w in caught if "train.compile with gradient_checkpointing" in str(w.message)]) == warns
