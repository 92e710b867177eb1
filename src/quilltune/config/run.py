"""The run config: one typed object composed of the per-stage configs."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, model_validator

from quilltune.config.base import StageConfig
from quilltune.evaluate.config import EvalConfig
from quilltune.models.config import ModelConfig
from quilltune.models.precision import auto_bf16
from quilltune.plan.config import PlanConfig
from quilltune.prepare.config import PrepareConfig
from quilltune.train.config import TrainConfig


def _cuda_visible() -> bool:
    """An NVIDIA device is there (checked without importing torch: config loading stays light)."""
    return Path("/dev/nvidiactl").exists()


class RunConfig(StageConfig):
    name: str = "run"
    description: str = ""
    model: ModelConfig = Field(default_factory=ModelConfig)
    data: PrepareConfig = Field(default_factory=PrepareConfig)
    train: TrainConfig = Field(default_factory=TrainConfig)
    plan: PlanConfig = Field(default_factory=PlanConfig)
    eval: EvalConfig = Field(default_factory=EvalConfig)

    @model_validator(mode="after")
    def _cross_stage(self) -> RunConfig:
        # "auto" precision is settled here, where the target is known: a plan for a GPU means bf16 even
        # when the config is read on a laptop; a CPU run uses bf16 only where the CPU has it.
        bf16 = auto_bf16(target_gpu=self.plan.gpu != "cpu" or _cuda_visible())
        if self.model.dtype == "auto":
            self.model.dtype = "bf16" if bf16 else "fp32"
        if self.train.bf16 == "auto":
            self.train.bf16 = bf16
        world = self.train.nproc_per_node * self.train.nnodes
        if self.plan.gpu != "cpu" and self.plan.gpus_per_node * self.plan.nodes != world and world > 1:
            raise ValueError(
                f"plan.gpus_per_node x plan.nodes = {self.plan.gpus_per_node * self.plan.nodes} but "
                f"train.nproc_per_node x train.nnodes = {world}; they describe the same cluster, make them equal"
            )
        return self
