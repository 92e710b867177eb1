"""train.compile in the planner's step time: the measured compiled MFU where there is one, the eager
figure (said so) elsewhere."""

from __future__ import annotations

import pytest

from quilltune.plan.hardware import peak_flops
from quilltune.plan.layout import BatchLayout
from quilltune.plan.memory import MemorySetup
from quilltune.plan.shape import ModelShape
from quilltune.plan.throughput import step_time

H200 = "h200-sxm-141gb"


def _rate(method: str, preset: str, micro: int, compiled: bool, ckpt: bool = False) -> tuple[float, str]:
    setup = MemorySetup(
        method=method, micro_batch=micro, seq_len=4096, gradient_checkpointing=ckpt, compiled=compiled
    )
    st = step_time(
        ModelShape.from_preset(preset),
        setup,
        BatchLayout(1, micro, 1, 4096),
        peak_flops=peak_flops(H200),
        device=H200,
    )
    return st.tokens_per_second, st.mfu_source


def test_compiled_8b_lora_predicts_the_h200_measurement():
    eager, _ = _rate("lora", "llama-3.1-8b", 2, compiled=False)
    compiled, source = _rate("lora", "llama-3.1-8b", 2, compiled=True)
    assert eager == pytest.approx(9365, rel=0.05)  # measured 2026-11-30, eager
    assert compiled == pytest.approx(13384, rel=0.05) and "train.compile" in source


def test_compiled_70b_qlora_predicts_the_h200_measurement():
    compiled, source = _rate("qlora", "llama-2-70b", 4, compiled=True, ckpt=True)
    assert compiled == pytest.approx(1345, rel=0.05) and "train.compile" in source  # measured 2026-12-04


def test_unmeasured_compiled_case_keeps_the_eager_figure_and_says_so():
    eager, _ = _rate("full", "llama-3.1-8b", 1, compiled=False, ckpt=True)
    compiled, source = _rate("full", "llama-3.1-8b", 1, compiled=True, ckpt=True)
    assert compiled == pytest.approx(eager)
    assert "not measured" in source
