"""(b) TRL's SFTTrainer with its best settings for this job, tuned fairly.

Settings and why: packing on with the ``bfd`` strategy (best-fit decreasing; it is padding-free,
so samples never attend across boundaries — ``wrapped`` packing is faster but cuts samples and
lets attention cross them, a different job); completion-only loss from a ``completion_mask``
built from the same labels quilltune trains on; gradient checkpointing off (TRL turns it on by
default; memory allows it here, as for ours); logging every step so the clock sees every step.
TRL's per-step entropy and token-accuracy metrics come from its fused LM head and cannot be
switched off by configuration in TRL 1.16: that cost is TRL's own and stays in.
"""

from __future__ import annotations

import math
import time
from typing import Any

from quilltune.bench.bench_data import read_samples
from quilltune.bench.job import BenchJob
from quilltune.bench.measure import StepClock
from quilltune.bench.systems import hf_common
from quilltune.data_folder import IGNORE_INDEX


def _dataset(job: BenchJob) -> Any:
    from datasets import Dataset

    rows = read_samples(job.data["samples_path"])
    return Dataset.from_dict(
        {
            "input_ids": [r["input_ids"] for r in rows],
            "completion_mask": [[int(x != IGNORE_INDEX) for x in r["labels"]] for r in rows],
        }
    )


def run(job: BenchJob) -> dict[str, Any]:
    from trl import SFTConfig, SFTTrainer

    t0 = time.perf_counter()
    cfg = job.run_config()
    model, tokenizer = hf_common.load_model_and_tokenizer(job)
    model = hf_common.apply_peft(model, job)
    optimizer, scheduler = hf_common.optimizer_and_schedule(model, job)
    clock, losses = StepClock(), []
    args = SFTConfig(
        **hf_common.trainer_arguments(job, job.micro_batch),
        max_length=job.seq_len,
        packing=True,
        packing_strategy="bfd",
        padding_free=True,
        completion_only_loss=True,
        gradient_checkpointing=False,
        dataset_num_proc=None,
    )
    trainer = SFTTrainer(
        model=model,
        args=args,
        train_dataset=_dataset(job),
        processing_class=tokenizer,
        optimizers=(optimizer, scheduler),
        callbacks=[hf_common.step_clock_callback(clock, losses)],
    )
    counter = hf_common.TokenCounter(trainer.data_collator)
    trainer.data_collator = counter
    packed_rows = len(trainer.train_dataset)
    steps = math.ceil(math.ceil(packed_rows / job.micro_batch) / job.grad_accum)
    hf_common.set_total_steps(scheduler, steps, cfg.train.optim.warmup_steps)
    trainer.train()
    settings = {
        "packing": "bfd (padding-free)",
        "completion_only_loss": True,
        "gradient_checkpointing": False,
        "packed_rows": packed_rows,
        "micro_batch_rows": job.micro_batch,
        "grad_accum": job.grad_accum,
    }
    return hf_common.run_result(
        trainer, tokenizer, clock, losses, counter, time.perf_counter() - t0, settings
    )
