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
        output_dir=str(job.workdir),
        per_device_train_batch_size=job.hf_micro_batch,
        gradient_accumulation_steps=job.grad_accum,
        num_train_epochs=1,
        bf16=cfg.train.bf16,
        use_cpu=job.device == "cpu",
        max_grad_norm=cfg.train.optim.grad_clip or 1e9,
        seed=cfg.train.seed,
        data_seed=cfg.train.seed,
        logging_steps=1,
        save_strategy="no",
        eval_strategy="no",
        report_to=[],
        disable_tqdm=True,
        dataloader_num_workers=0,
        remove_unused_columns=False,
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
    wall = time.perf_counter() - t0
    return {
        "model": trainer.model,
        "pad_id": tokenizer.pad_token_id,
        "steps": len(clock.seconds),
        "step_seconds": clock.total,
        "first_step_seconds": clock.seconds[0] if clock.seconds else None,
        "wall_seconds": wall,
        "losses": losses,
        "positions": counter.positions,
        "tokens": counter.real,
        "trained_tokens": counter.loss,
        "settings": {
            "packing": False,
            "padding": "longest in micro-batch",
            "micro_batch_samples": job.hf_micro_batch,
            "grad_accum": job.grad_accum,
            "gradient_checkpointing": False,
        },
    }
