"""``train(cfg, out)``: one single-process training run into a run folder (docs/ARCHITECTURE.md)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from quilltune.errors import ConfigError

if TYPE_CHECKING:
    from quilltune.config.run import RunConfig


def train(
    cfg: RunConfig,
    out: Path,
    *,
    data_dir: Path | None = None,
    resume: str | None = None,
    progress: bool = True,
) -> dict:
    """Train in this process (strategy ``single``) while holding ``RUN/.lock``; returns the content
    of ``RUN/summary.json`` (see ``quilltune.train.run.run_training``)."""
    from quilltune.train.run import make_strategy, run_training
    from quilltune.train.run_folder import RunLock

    if cfg.train.strategy != "single":
        raise ConfigError(
            f"train() runs strategy 'single' in this process; strategy '{cfg.train.strategy}' is launched with "
            "`quilltune train CONFIG --strategy ...` (quilltune.train.launch)"
        )
    out = Path(out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    with RunLock(out):
        return run_training(cfg, out, make_strategy(cfg), data_dir=data_dir, resume=resume, progress=progress)
