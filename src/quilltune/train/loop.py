"""THE training loop. Read ``Trainer.train`` top to bottom: it is the whole run.

The loop never branches on how it is distributed: the strategy (single / fsdp2 / zero3) wraps the
model, runs forward+backward and the optimiser step, reduces across ranks and saves state.

Loss normalisation: the loss of an optimizer step is the mean over *all* loss tokens of the step
(every micro-batch, every rank). A micro-batch's mean loss is therefore scaled by
``its_loss_tokens * world_size / step_loss_tokens`` — the ``world_size`` factor undoes the gradient
averaging across ranks that DDP/FSDP/ZeRO do. So micro-batch 8 x accum 1 equals 4 x 2.
"""

from __future__ import annotations

import signal
import threading
import time
import warnings
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from quilltune.peak_rss import peak_rss_mb
from quilltune.plan.layout import BatchLayout
from quilltune.train.checkpoint import check_resume_layout, load_checkpoint, read_layout, save_checkpoint
from quilltune.train.data import DataPosition, TokenRows, TrainStream, eval_batches, loss_tokens
from quilltune.train.heldout import heldout_loss
from quilltune.train.meter import StepMeter
from quilltune.train.optim import build_optimizer, build_scheduler
from quilltune.train.rank_metrics import GpuProbe, RankMetrics

if TYPE_CHECKING:
    from quilltune.train.config import TrainConfig
    from quilltune.train.strategies.base import Strategy
    from quilltune.train.trackers import Trackers


@dataclass
class TrainState:
    step: int = 0
    tokens: int = 0
    position: DataPosition = field(default_factory=DataPosition)
    wall_seconds: float = 0.0
    last_loss: float | None = None
    last_val_loss: float | None = None

    def to_dict(self) -> dict:
        return {
            "step": self.step,
            "tokens": self.tokens,
            "data_position": self.position.to_dict(),
            "wall_seconds": self.wall_seconds,
            "last_loss": self.last_loss,
            "last_val_loss": self.last_val_loss,
        }

    @classmethod
    def from_dict(cls, d: dict, *, rows_per_index: int = 1) -> TrainState:
        return cls(
            step=d["step"],
            tokens=d["tokens"],
            position=DataPosition.from_dict(d["data_position"], rows_per_index=rows_per_index),
            wall_seconds=d.get("wall_seconds", 0.0),
            last_loss=d.get("last_loss"),
            last_val_loss=d.get("last_val_loss"),
        )


class StopFlag:
    """Set by SIGTERM/SIGINT: the loop finishes the current optimizer step, saves and exits."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: Any) -> None:
        self.requested = True

    def __enter__(self) -> StopFlag:
        if threading.current_thread() is threading.main_thread():  # signals only install there
            for sig in (signal.SIGTERM, signal.SIGINT):
                self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, prev in self._previous.items():
            signal.signal(sig, prev)


class Trainer:
    def __init__(
        self,
        tcfg: TrainConfig,
        run_dir: Path,
        strategy: Strategy,
        model: torch.nn.Module,
        *,
        train_rows: TokenRows,
        val_rows: TokenRows | None,
        seq_len: int,
        pad_id: int,
        trackers: Trackers,
        price_per_gpu_hour: float | None = None,
        progress: bool = True,
    ):
        self.tcfg = tcfg
        self.run_dir = run_dir
        self.strategy, self.trackers, self.progress = strategy, trackers, progress and strategy.rank == 0
        self.val_rows, self.pad_id = val_rows, pad_id
        self.stream = TrainStream(
            train_rows,
            self.tcfg.micro_batch_size,
            seed=self.tcfg.seed,
            rank=strategy.rank,
            world_size=strategy.world_size,
            pad_id=pad_id,
        )
        # Batch/world arithmetic is the planner's, so "a step" means the same in plan.json and here.
        self.layout = BatchLayout(
            strategy.world_size, self.tcfg.micro_batch_size, self.tcfg.grad_accum, seq_len
        )
        self.total_steps = self.tcfg.max_steps or max(
            1, self.layout.steps_for_rows(self.stream.rows_per_rank * strategy.world_size, self.tcfg.epochs)
        )
        optim_cfg = self.tcfg.optim
        strategy.setup(
            model,
            lambda params: build_optimizer(params, optim_cfg),
            lambda opt: build_scheduler(opt, optim_cfg, self.total_steps),
        )
        self.state = TrainState()
        self.rank_metrics = RankMetrics(strategy, GpuProbe(strategy.device))
        self.meter_args = dict(
            model_config=model.config.to_dict() if hasattr(model, "config") else {},
            method=self.tcfg.method,
            seq_len=seq_len,
            device=str(strategy.device),
            dtype="bf16" if self.tcfg.bf16 else "fp32",
            world_size=strategy.world_size,
            total_steps=self.total_steps,
            price_per_gpu_hour=price_per_gpu_hour,
        )

    # ---------------------------------------------------------------- resume
    def resume_from(self, checkpoint: Path) -> None:
        saved = read_layout(checkpoint)
        check_resume_layout(saved, self.layout, self.strategy.name, checkpoint)
        layout = saved or {"world_size": self.layout.world_size, "micro_batch_size": self.layout.micro_batch}
        state = load_checkpoint(checkpoint, self.strategy)
        self.state = TrainState.from_dict(
            state, rows_per_index=layout["world_size"] * layout["micro_batch_size"]
        )
        self.stream.position = self.state.position

    # ---------------------------------------------------------------- the run
    def train(self) -> dict:
        """Run until ``total_steps`` or a stop signal. Returns the summary fields of the loop."""
        meter = StepMeter(**self.meter_args, prior_wall_seconds=self.state.wall_seconds)
        batches = iter(self.stream)
        status = "completed"
        with StopFlag() as stop, self._progress_bar() as bar:
            task = (
                bar.add_task("train", total=self.total_steps, completed=self.state.step, info="")
                if bar
                else None
            )
            while self.state.step < self.total_steps:
                row = self._optimizer_step(batches, meter)
                self.trackers.log(row, row["step"])
                if bar:
                    bar.update(
                        task,
                        completed=self.state.step,
                        info=f"loss {row['loss']:.4f} · {row['tokens_per_second']:.0f} tok/s",
                    )
                done = self.state.step >= self.total_steps
                if not done and self.state.step % self.tcfg.eval_every == 0:
                    self.validate(meter)
                if self._stop_agreed(stop):
                    status = "preempted"
                    break
                if not done and self.tcfg.save_every and self.state.step % self.tcfg.save_every == 0:
                    self.save(meter)
        if status == "completed":
            self.validate(meter)
        self.save(meter)  # a preempted run resumes from here; a completed one can be extended
        return {
            "status": status,
            "steps": self.state.step,
            "total_steps": self.total_steps,
            "tokens": self.state.tokens,
            "wall_seconds": round(meter.wall_seconds, 2),
            "tokens_per_second": round(meter.overall_tokens_per_second(), 2),
            "mfu": meter.mfu(meter.overall_tokens_per_second() / self.strategy.world_size),
            "cost_usd": meter.cost(meter.wall_seconds),
            "final_loss": self.state.last_loss,
            "final_val_loss": self.state.last_val_loss,
            "peak_rss_mb": round(peak_rss_mb(), 1),
            "cpu_others_cores": meter.median_others_cores(),
        }

    def _optimizer_step(self, batches: Any, meter: StepMeter) -> dict:
        """Accumulate ``grad_accum`` micro-batches, step once, return the metrics row."""
        t0 = time.perf_counter()
        meter.start_step()
        micro = [next(batches) for _ in range(self.tcfg.grad_accum)]
        counts = [loss_tokens(b) for b, _ in micro]
        global_loss_tokens = int(self.strategy.all_reduce_sum(torch.tensor(float(sum(counts)))).item())
        world = self.strategy.world_size
        # Summed where the losses are and read once, after the optimizer step: a float() per
        # micro-batch would make the host wait for each backward before queueing the next forward.
        loss_sum: torch.Tensor | float = 0.0
        for (batch, _), n in zip(micro, counts, strict=True):
            if n == 0 and world == 1:
                continue  # nothing to learn from; a 0/0 mean loss would poison the gradients
            loss = self.strategy.forward_backward(batch, n * world / max(global_loss_tokens, 1))
            loss_sum = loss_sum + loss.detach().double() * n
        lr = self.strategy.optimizer.param_groups[0]["lr"]
        grad_norm = self.strategy.optimizer_step(self.tcfg.optim.grad_clip)
        totals = self.strategy.all_reduce_sum(
            torch.tensor([float(loss_sum), float(sum(t for _, t in micro))], dtype=torch.float64)
        )
        step_loss = float(totals[0]) / max(global_loss_tokens, 1)
        step_tokens = int(totals[1])
        self.state.step += 1
        self.state.tokens += step_tokens
        self.state.position = self.stream.position
        self.state.last_loss = step_loss
        dt = time.perf_counter() - t0
        row = {
            "step": self.state.step,
            "epoch": round(self.stream.epoch_progress(), 4),
            "loss": step_loss,
            "lr": lr,
            "grad_norm": grad_norm,
            "loss_tokens": global_loss_tokens,
        }
        row.update(
            meter.row(
                step=self.state.step, step_tokens=step_tokens, step_seconds=dt, total_tokens=self.state.tokens
            )
        )
        row.update(self.rank_metrics.fields(dt))  # collective: every rank's time and GPU sample
        contended = meter.contention_warning()
        if contended and self.strategy.rank == 0:
            warnings.warn(contended, stacklevel=2)
        self.state.wall_seconds = meter.wall_seconds
        return row

    def _stop_agreed(self, stop: StopFlag) -> bool:
        # Every rank must stop at the same step or the collectives of the save would hang.
        flag = torch.tensor(1.0 if stop.requested else 0.0)
        return float(self.strategy.all_reduce_sum(flag)) > 0

    # ---------------------------------------------------------------- validation
    @torch.no_grad()
    def validate(self, meter: StepMeter) -> float | None:
        if self.val_rows is None or len(self.val_rows) == 0:
            return None
        batches = eval_batches(
            self.val_rows,
            self.tcfg.micro_batch_size,
            rank=self.strategy.rank,
            world_size=self.strategy.world_size,
            limit=self.tcfg.eval_batches,
            pad_id=self.pad_id,
        )
        self.strategy.model.eval()
        val_loss, _ = heldout_loss(self.strategy.forward, batches, reduce=self.strategy.all_reduce_sum)
        self.strategy.model.train()
        if val_loss is None:
            return None
        self.state.last_val_loss = val_loss
        self.trackers.log(
            {
                "kind": "eval",
                "step": self.state.step,
                "val_loss": val_loss,
                "wall_seconds": round(meter.wall_seconds, 2),
            },
            self.state.step,
        )
        return val_loss

    # ---------------------------------------------------------------- checkpoints
    def save(self, meter: StepMeter) -> Path:
        self.state.wall_seconds = meter.wall_seconds
        layout = {
            "world_size": self.layout.world_size,
            "micro_batch_size": self.layout.micro_batch,
            "grad_accum": self.layout.grad_accum,
        }
        return save_checkpoint(
            self.run_dir / "checkpoints",
            self.state.step,
            self.strategy,
            {**self.state.to_dict(), "layout": layout},
            self.tcfg.keep_last,
        )

    def _progress_bar(self) -> Any:
        if not self.progress:
            return nullcontext(None)
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        return Progress(
            TextColumn("[bold]train"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            TextColumn("{task.fields[info]}"),
            transient=False,
        )
