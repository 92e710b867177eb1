"""plan warns before money is spent: compiled + checkpointed layers on CUDA lost checkpointing's savings."""

from __future__ import annotations

from quilltune.config import load_config
from quilltune.plan.api import make_plan
from quilltune.plan.checks import COMPILE_CHECKPOINTING_MEMORY_RATIO


def _warnings(preset: str, *overrides: str) -> tuple[dict[str, str], dict]:
    plan = make_plan(load_config(preset, list(overrides))).to_dict()
    return {w["code"]: w["message"] for w in plan["warnings"]}, plan


def test_gpu_plan_with_compile_and_checkpointing_warns_with_the_measured_ratio():
    warns, plan = _warnings("llama3-8b-lora-1xh100", "train.compile=true", "train.gradient_checkpointing=true")
    message = warns["COMPILE_CHECKPOINTING"]
    planned = plan["memory_per_gpu_gib"]
    assert f"~{COMPILE_CHECKPOINTING_MEMORY_RATIO * planned:.0f} GiB" in message
    assert "turn train.compile off" in message


def test_no_warning_without_the_combination_or_on_cpu():
    for overrides in (["train.compile=false", "train.gradient_checkpointing=true"],
                      ["train.compile=true", "train.gradient_checkpointing=false"]):
        warns, _ = _warnings("llama3-8b-lora-1xh100", *overrides)
        assert "COMPILE_CHECKPOINTING" not in warns
    warns, _ = _warnings("smollm2-cpu-demo", "train.compile=true", "train.gradient_checkpointing=true")
    assert "COMPILE_CHECKPOINTING" not in warns
