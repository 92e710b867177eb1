"""The benchmark job: one training job, described once, run by every system in its own process."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

SYSTEMS = ("quilltune", "trl", "hf")


@dataclass
class BenchJob:
    config: dict[str, Any]
    """The resolved ``RunConfig`` (model, method, LoRA, optimiser, schedule, micro-batch, accumulation)."""
    model_dir: str
    """The local HF folder of the base model (the same weights for every system)."""
    data: dict[str, Any]
    """``BenchData.to_dict()``: the bench's prepared folder and its per-sample twin."""
    steps: int
    micro_batch: int
    """Packed rows per micro-batch (quilltune and TRL, which both pack)."""
    grad_accum: int
    seq_len: int
    hf_micro_batch: int
    """Samples per micro-batch for the unpacked HF recipe: same samples per optimizer step on average."""
    threads: int
    workdir: str
    device: str = "cpu"
    extra: dict[str, Any] = field(default_factory=dict)

    def save(self, path: Path) -> None:
        Path(path).write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> BenchJob:
        return cls(**json.loads(Path(path).read_text(encoding="utf-8")))

    def run_config(self) -> Any:
        from quilltune.config.run import RunConfig

        return RunConfig.model_validate(self.config)

    @property
    def lora_rank(self) -> int:
        return int(self.config["train"]["lora"]["r"])

    @property
    def method(self) -> str:
        return str(self.config["train"]["method"])
