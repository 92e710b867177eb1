"""(c) The plain transformers Trainer + PEFT recipe most tutorials use.

One sample per row, padded to the longest in the micro-batch (``DataCollatorForSeq2Seq``, which
pads labels with -100 so the loss stays completion-only), no packing, no length grouping. The
micro-batch in samples is chosen so an optimizer step sees the same number of samples on average
as quilltune's packed steps.
"""

from __future__ import annotations

import math
import time
from typing import Any

from quilltune.bench.bench_data import read_samples
from quilltune.bench.job import BenchJob
from quilltune.bench.measure import StepClock
from quilltune.bench.systems import hf_common


def run(job: BenchJob) -> dict[str, Any]:
    from datasets import Dataset
    from transformers import DataCollatorForSeq2Seq, Trainer, TrainingArguments

    t0 = time.perf_counter()
    cfg = job.run_config()
    model, tokenizer = hf_common.load_model_and_tokenizer(job)
    model = hf_common.apply_peft(model, job)
    optimizer, scheduler = hf_common.optimizer_and_schedule(model, job)
    rows = read_samples(job.data["samples_path"])
    dataset = Dataset.from_dict(
        {"input_ids": [r["input_ids"] for r in rows], "labels": [r["labels"] for r in rows]}
    )
    counter = hf_common.TokenCounter(
        DataCollatorForSeq2Seq(tokenizer, padding="longest", label_pad_token_id=-100)
    )
    clock, losses = StepClock(), []
    args = TrainingArguments(
        **hf_common.trainer_arguments(job, job.hf_micro_batch), remove_unused_columns=False
    )
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=dataset,
        data_collator=counter,
        optimizers=(optimizer, scheduler),
        callbacks=[hf_common.step_clock_callback(clock, losses)],
    )
    steps = math.ceil(math.ceil(len(dataset) / job.hf_micro_batch) / job.grad_accum)
    hf_common.set_total_steps(scheduler, steps, cfg.train.optim.warmup_steps)
    trainer.train()
    settings = {
        "packing": False,
        "padding": "longest in micro-batch",
        "micro_batch_samples": job.hf_micro_batch,
        "grad_accum": job.grad_accum,
        "gradient_checkpointing": False,
    }
    return hf_common.run_result(
        trainer, tokenizer, clock, losses, counter, time.perf_counter() - t0, settings
    )
